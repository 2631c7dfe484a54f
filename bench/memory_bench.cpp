// Memory of a long run: what one Sample costs with N streams, and the peak RSS of keeping a
// one-hour run's samples and writing its JSON report and CSV time series, without waiting an
// hour. The samples are built exactly as Sampler::tick() builds them (one exact-size
// QList<float>(n) per per-stream column, plus the buffer fill of real-time streams) and kept in
// a QList<Sample>, as Sampler::m_passSamples and then PassResult::samples keep them.
//
// Usage: memory_bench [samples=36000] [streams=64] [resize]
//   36 000 samples = one hour at 100 ms ticks. "resize" builds the held samples the way the
//   Sampler did before (QList::resize() of an empty list, which rounds each block up), to show
//   what that cost.
#include "RunReport.h"
#include "Sample.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <malloc.h>
#include <string>

namespace {

// VmRSS / VmHWM of this process in KiB, from /proc/self/status.
long statusKiB(const char* key)
{
    std::ifstream in("/proc/self/status");
    std::string name;
    while (in >> name) {
        if (name == key) {
            long value = 0;
            in >> value;
            return value;
        }
        in.ignore(1 << 20, '\n');
    }
    return -1;
}

void resetPeak()
{
    std::ofstream("/proc/self/clear_refs") << "5"; // resets VmHWM to the current RSS
}

size_t heapBytes()
{
    const struct mallinfo2 m = mallinfo2();
    return m.uordblks + m.hblkhd;
}

// exact = true: as Sampler::tick() allocates the per-stream columns, QList<float>(streams), an
// allocation of exactly that size; exact = false: QList::resize() of an empty list (the old way).
Sample makeSample(int i, int streams, bool realTime, bool exact = false)
{
    Sample s;
    s.t = i * 0.1;
    s.phase = int8_t(PhaseKind::Write);
    if (exact) {
        s.streamMiBs = QList<float>(streams);
        s.inflightMs = QList<float>(streams);
        if (realTime)
            s.bufferFillPct = QList<float>(streams);
    } else {
        s.streamMiBs.resize(streams);
        s.inflightMs.resize(streams);
        if (realTime)
            s.bufferFillPct.resize(streams);
    }
    for (int k = 0; k < streams; ++k) {
        s.streamMiBs[k] = float(i % 97) + float(k) * 0.01f;
        s.inflightMs[k] = float(k % 3);
        if (realTime)
            s.bufferFillPct[k] = float(k % 50);
    }
    s.totalMiBs = 64.0f;
    s.ongoingMiBs = 63.0f;
    s.dirtyMiB = 10.0f;
    s.writebackMiB = 1.0f;
    s.deviceWriteMiBs = 64.0f;
    s.deviceReadMiBs = 0.0f;
    s.deviceBusyPct = 50.0f;
    s.deviceInFlight = 2.0f;
    s.ioSomePct = 1.0f;
    s.ioFullPct = 0.5f;
    return s;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const int samples = argc > 1 ? std::atoi(argv[1]) : 36000;
    const int streams = argc > 2 ? std::atoi(argv[2]) : 64;
    const bool exactHold = !(argc > 3 && std::string(argv[3]) == "resize");
    if (samples <= 0 || streams <= 0) {
        std::fprintf(stderr, "usage: memory_bench [samples] [streams] [resize]\n");
        return 2;
    }

    std::printf("sizeof(Sample) = %zu bytes (QList<float> = %zu, 3 per-stream columns)\n", sizeof(Sample),
        sizeof(QList<float>));
    std::printf("sizeof(SampleBatch) = %zu, sizeof(StallEvent) = %zu\n\n", sizeof(SampleBatch), sizeof(StallEvent));

    for (bool exact : { false, true }) {
        for (bool realTime : { false, true }) {
            const size_t before = heapBytes();
            QList<Sample> list;
            list.reserve(1000);
            for (int i = 0; i < 1000; ++i)
                list.append(makeSample(i, streams, realTime, exact));
            const size_t after = heapBytes();
            std::printf("%-28s %-36s %d streams: %5.0f bytes of heap per sample\n",
                realTime ? "real-time (3 columns)," : "as fast as possible (2),",
                exact ? "QList<float>(n) (as Sampler::tick):" : "QList::resize(n) (the old way):", streams,
                double(after - before) / 1000.0);
        }
    }
    std::printf("(1000 samples in a reserved QList<Sample>, malloc overhead included; a QList that grows by "
                "appending adds up to sizeof(Sample) of unused capacity per sample)\n");

    // One hour of a real-time run: samples kept in the pass, then the report is written.
    const long rss0 = statusKiB("VmRSS:");
    QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/memory_bench.XXXXXX"));
    RunReport report;
    report.toolVersion = QStringLiteral("bench");
    report.config.targetDirs = { dir.path() };
    report.config.streamCounts = { streams };
    report.config.ratesBytesPerSec = { 65536.0 };
    report.config.bufferBytes = 1 << 20;
    report.config.durationNs = int64_t(samples) * 100'000'000;
    report.config.totalSize = 0;
    TargetResult target;
    target.dir = dir.path();
    PassResult pass;
    pass.streams = streams;
    for (int i = 0; i < samples; ++i)
        pass.samples.append(makeSample(i, streams, true, exactHold));
    target.passes.append(pass);
    report.targets.append(target);
    pass = PassResult();
    const long rssSamples = statusKiB("VmRSS:");
    std::printf("\n%d real-time samples x %d streams (%s columns) held in memory: RSS %ld -> %ld KiB (+%.1f MiB)\n",
        samples, streams, exactHold ? "exact-size" : "resize()d", rss0, rssSamples, double(rssSamples - rss0) / 1024.0);

    QString error;
    resetPeak();
    if (!report.save(dir.filePath(QStringLiteral("r.json")), &error)) {
        std::fprintf(stderr, "save failed: %s\n", qPrintable(error));
        return 1;
    }
    const long peakJson = statusKiB("VmHWM:");
    std::printf("  writing the JSON report (%.1f MiB file): peak RSS %ld KiB (+%.1f MiB over the samples)\n",
        double(QFileInfo(dir.filePath(QStringLiteral("r.json"))).size()) / 1048576.0, peakJson,
        double(peakJson - rssSamples) / 1024.0);
    malloc_trim(0);
    resetPeak();
    const long rssBeforeCsv = statusKiB("VmRSS:");
    if (!report.saveCsv(dir.filePath(QStringLiteral("r.csv")), &error)) {
        std::fprintf(stderr, "saveCsv failed: %s\n", qPrintable(error));
        return 1;
    }
    const long peakCsv = statusKiB("VmHWM:");
    std::printf("  writing the CSV time series (%.1f MiB file): peak RSS %ld KiB (+%.1f MiB over the samples)\n",
        double(QFileInfo(dir.filePath(QStringLiteral("r.csv"))).size()) / 1048576.0, peakCsv,
        double(peakCsv - rssBeforeCsv) / 1024.0);
    std::printf("\npeak RSS of this process: %ld KiB = %.1f MiB (goal for the run: < 100 MiB)\n",
        std::max(peakJson, peakCsv), double(std::max(peakJson, peakCsv)) / 1024.0);
    return 0;
}
