// Sampler tick jitter under full I/O load.
//
// Runs the real Engine (PosixIoBackend, real files) on a large buffered run and records, from
// a RunObserver, every Sample.t (seconds since the run started, taken when the sampler thread
// woke up for the tick) and the arrival time of every SampleBatch. From those:
//   interval jitter  = |t[i] - t[i-1] - interval|       what a chart's x axis sees
//   relative lateness = t[i] - (grid origin + k*interval) - (least lateness seen)
//                       (the sampler keeps absolute deadlines, so this is its wake-up delay;
//                       a lower bound, since the least-late tick is taken as 0)
//   delivery delay   = batch arrival - tick time of its last sample (probe reads + building
//                       the sample; the observer is called on the sampler thread)
// and prints p50 / p99 / max of each, per phase and over the whole run.
//
// Usage: sampler_jitter [--dir DIR] [--streams N] [--size SIZE-per-stream] [--block SIZE]
//                       [--schedule threads|roundrobin] [--mode MODE] [--interval DURATION]
//                       [--flush end|none] [--read none|each|roundrobin]
// Defaults: /var/tmp, 4 streams x 1 GiB, 4 KiB blocks, one thread per stream, buffered,
// 100 ms ticks, flush at end, no read: every CPU busy with page-cache writes plus writeback.
#include "Engine.h"
#include "IoBackend.h"
#include "Sampler.h"
#include "Units.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace {

struct Tick {
    double t;
    int phase;
};

class JitterObserver final : public RunObserver {
public:
    void phaseStarted(int, int, PhaseKind, double tS) override
    {
        // The engine computes tS just before this call: now - tS is the run's start on the
        // monotonic clock, to within the call's few microseconds.
        std::lock_guard lock(m_mutex);
        m_runStartNs = monotonicNs() - int64_t(tS * 1e9);
    }
    void samples(const SampleBatch& batch) override
    {
        const int64_t now = monotonicNs();
        std::lock_guard lock(m_mutex);
        for (const Sample& s : batch.samples)
            m_ticks.push_back({ s.t, s.phase });
        if (!batch.samples.isEmpty() && m_runStartNs != 0) {
            const double tickNs = double(m_runStartNs) + batch.samples.constLast().t * 1e9;
            m_deliveryMs.push_back((double(now) - tickNs) / 1e6);
        }
    }
    std::vector<Tick> ticks() const
    {
        std::lock_guard lock(m_mutex);
        return m_ticks;
    }
    std::vector<double> deliveryMs() const
    {
        std::lock_guard lock(m_mutex);
        return m_deliveryMs;
    }

private:
    mutable std::mutex m_mutex;
    int64_t m_runStartNs = 0;
    std::vector<Tick> m_ticks;
    std::vector<double> m_deliveryMs;
};

double percentile(std::vector<double> v, double q)
{
    if (v.empty())
        return NAN;
    std::sort(v.begin(), v.end());
    const size_t rank = size_t(std::ceil(q * double(v.size())));
    return v[std::clamp<size_t>(rank, 1, v.size()) - 1];
}

void line(const char* what, const std::vector<double>& v)
{
    std::printf("  %-34s n=%-6zu p50 %8.3f ms   p99 %8.3f ms   max %8.3f ms\n", what, v.size(), percentile(v, 0.5),
        percentile(v, 0.99), v.empty() ? NAN : *std::max_element(v.begin(), v.end()));
}

std::string phaseLabel(int phase)
{
    if (phase < 0)
        return "between phases";
    return ::phaseName(PhaseKind(phase)).toStdString();
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Sampler tick jitter of a real StreamScope run under I/O load."));
    parser.addHelpOption();
    const QCommandLineOption dirOpt(
        QStringLiteral("dir"), QStringLiteral("Target directory."), QStringLiteral("DIR"), QStringLiteral("/var/tmp"));
    const QCommandLineOption streamsOpt(
        QStringLiteral("streams"), QStringLiteral("Streams."), QStringLiteral("N"), QStringLiteral("4"));
    const QCommandLineOption sizeOpt(
        QStringLiteral("size"), QStringLiteral("Bytes per stream."), QStringLiteral("SIZE"), QStringLiteral("1G"));
    const QCommandLineOption blockOpt(
        QStringLiteral("block"), QStringLiteral("Block size."), QStringLiteral("SIZE"), QStringLiteral("4k"));
    const QCommandLineOption scheduleOpt(QStringLiteral("schedule"), QStringLiteral("threads or roundrobin."),
        QStringLiteral("KIND"), QStringLiteral("threads"));
    const QCommandLineOption modeOpt(QStringLiteral("mode"), QStringLiteral("buffered, direct, sync, dsync."),
        QStringLiteral("MODE"), QStringLiteral("buffered"));
    const QCommandLineOption intervalOpt(QStringLiteral("interval"), QStringLiteral("Sampler tick."),
        QStringLiteral("DURATION"), QStringLiteral("100ms"));
    const QCommandLineOption flushOpt(
        QStringLiteral("flush"), QStringLiteral("end or none."), QStringLiteral("POLICY"), QStringLiteral("end"));
    const QCommandLineOption readOpt(QStringLiteral("read"), QStringLiteral("none, each or roundrobin."),
        QStringLiteral("ORDER"), QStringLiteral("none"));
    parser.addOptions({ dirOpt, streamsOpt, sizeOpt, blockOpt, scheduleOpt, modeOpt, intervalOpt, flushOpt, readOpt });
    parser.process(app);

    RunConfig config;
    config.targetDirs = { parser.value(dirOpt) };
    config.streamCounts = { parser.value(streamsOpt).toInt() };
    const auto size = Units::parseSize(parser.value(sizeOpt));
    const auto block = Units::parseSize(parser.value(blockOpt));
    const auto interval = Units::parseDurationNs(parser.value(intervalOpt));
    const auto schedule = scheduleFromString(parser.value(scheduleOpt));
    const auto mode = ioModeFromString(parser.value(modeOpt));
    const auto read = readOrderFromString(parser.value(readOpt));
    QString flushError;
    if (!size || !block || !interval || !schedule || !mode || !read
        || !parseFlush(parser.value(flushOpt), config.flush, config.flushEveryBytes, &flushError)) {
        std::fprintf(stderr, "sampler_jitter: bad option value %s\n", qPrintable(flushError));
        return 2;
    }
    config.sizePerStream = *size;
    config.totalSize = 0;
    config.blockSize = *block;
    config.intervalNs = *interval;
    config.schedule = *schedule;
    config.mode = *mode;
    config.read = *read;
    for (const ConfigError& e : config.validate()) {
        std::fprintf(stderr, "sampler_jitter: --%s: %s\n", qPrintable(e.field), qPrintable(e.message));
        return 2;
    }

    PosixIoBackend backend;
    JitterObserver observer;
    Engine engine(backend, &observer);
    std::printf("sampler_jitter: %d stream(s) x %s, block %s, %s, %s, tick %s, flush %s, read %s, in %s\n",
        config.streamCounts.first(), qPrintable(Units::formatSize(config.sizePerStream)),
        qPrintable(Units::formatSize(config.blockSize)), qPrintable(toString(config.schedule)),
        qPrintable(toString(config.mode)), qPrintable(Units::formatDurationNs(config.intervalNs)),
        qPrintable(flushToString(config.flush, config.flushEveryBytes)), qPrintable(toString(config.read)),
        qPrintable(config.targetDirs.first()));
    std::fflush(stdout);
    const RunReport report = engine.run(config);
    if (!report.ok()) {
        std::fprintf(stderr, "sampler_jitter: run failed: %s\n", qPrintable(report.error));
        return 1;
    }
    for (const PassResult& p : report.targets.first().passes) {
        for (const PhaseResult& ph : p.phases) {
            std::printf("  phase %-6s %8.1f MiB/s effective, %8.1f MiB/s ongoing, %.2f s, CPU user %.2f s sys %.2f s\n",
                qPrintable(phaseName(ph.kind)), ph.effectiveMiBs, ph.ongoingMiBs, ph.durationS(), ph.cpuUserS,
                ph.cpuSystemS);
        }
    }

    const std::vector<Tick> ticks = observer.ticks();
    const double intervalS = double(config.intervalNs) / 1e9;
    std::map<std::string, std::vector<double>> jitter; // by phase of the later tick
    std::vector<double> allJitter;
    std::vector<double> lateness;
    int skipped = 0;
    // Lateness: the sampler's deadlines are start + k * interval until it falls behind by a
    // whole tick (then it restarts the grid). Split into segments at such restarts.
    std::vector<double> offsets; // t - k * interval within the current segment
    auto flushSegment = [&] {
        if (offsets.empty())
            return;
        const double least = *std::min_element(offsets.begin(), offsets.end());
        for (double o : offsets)
            lateness.push_back((o - least) * 1e3);
        offsets.clear();
    };
    double segmentStart = ticks.empty() ? 0 : ticks.front().t;
    int64_t k = 0;
    for (size_t i = 0; i < ticks.size(); ++i) {
        if (i > 0) {
            const double dt = ticks[i].t - ticks[i - 1].t;
            const double dev = std::fabs(dt - intervalS) * 1e3;
            allJitter.push_back(dev);
            jitter[phaseLabel(ticks[i].phase)].push_back(dev);
            if (dt > 1.5 * intervalS) { // a tick more than half an interval late restarted the grid
                ++skipped;
                flushSegment();
                segmentStart = ticks[i].t;
                k = 0;
            } else {
                ++k;
            }
        }
        offsets.push_back(ticks[i].t - segmentStart - double(k) * intervalS);
    }
    flushSegment();

    std::printf("\nticks: %zu at %s (%zu expected from the run time), %d late by more than half a tick\n", ticks.size(),
        qPrintable(Units::formatDurationNs(config.intervalNs)),
        size_t(ticks.empty() ? 0 : (ticks.back().t - ticks.front().t) / intervalS + 1.5), skipped);
    line("interval jitter |dt - interval|", allJitter);
    for (const auto& [phase, v] : jitter) {
        const std::string label = "  during " + phase;
        line(label.c_str(), v);
    }
    line("relative lateness (wake-up delay)", lateness);
    line("delivery delay (tick -> observer)", observer.deliveryMs());
    const double p99 = percentile(allJitter, 0.99);
    std::printf("\ngoal: interval jitter p99 <= 2 ms: %s (%.3f ms)\n", p99 <= 2.0 ? "met" : "MISSED", p99);
    return 0;
}
