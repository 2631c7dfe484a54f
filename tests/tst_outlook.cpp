// The dirty-memory outlook of buffered real-time runs (DirtyOutlook): series of ticks made
// from a page-cache model with known arrival rate A, device rate D and ceiling, whose true
// times are worked out by hand, fed to the pure class and through the sampler with a scripted
// kernel and injected times. No clock, no sleep.
#include "Capacity.h"
#include "DirtyOutlook.h"
#include "Engine.h"
#include "FaultInjectingBackend.h"
#include "LineFit.h"
#include "Sampler.h"
#include "ScriptedKernel.h"
#include "Verdict.h"

#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <functional>

namespace {

constexpr double kMiB = 1024.0 * 1024.0;
constexpr double kTick = 0.1; // s

SysProbe::Snapshot kernelWith(double threshMiB, double backgroundMiB)
{
    SysProbe::Snapshot s;
    s.vm = SysProbe::VmStat {};
    s.vm->dirtyThresholdBytes = int64_t(threshMiB * kMiB);
    s.vm->dirtyBackgroundThresholdBytes = int64_t(backgroundMiB * kMiB);
    s.mem = SysProbe::MemInfo {};
    s.mem->memTotalBytes = int64_t(16 * 1024 * kMiB);
    s.mem->memAvailableBytes = int64_t(8 * 1024 * kMiB);
    return s;
}

// A page cache between streams arriving at A and a device writing at D(t): dirty memory
// grows by A - D until the ceiling, where the writers are held to D and the difference backs
// up in the streams' buffers. Times in s, rates in MiB/s, sizes in MiB.
struct PageCache {
    double arrivalMiBs = 100;
    std::function<double(double)> deviceMiBs = [](double) { return 0.0; };
    double dirtyMiB = 0;
    DirtyCeiling::Ceiling ceiling = DirtyCeiling::of(kernelWith(4000, 2000)); // 3000 MiB
    double backlogMiB = 0;
    double t = 0;

    // Runs to `until`, feeding every tick to `outlook`.
    void runTo(DirtyOutlook& outlook, double until)
    {
        while (t + kTick / 2 < until) {
            t += kTick;
            const double d = deviceMiBs(t);
            dirtyMiB += (arrivalMiBs - d) * kTick;
            const double limit = ceiling.bytes / kMiB;
            if (dirtyMiB > limit) {
                backlogMiB += dirtyMiB - limit;
                dirtyMiB = limit;
            }
            dirtyMiB = std::max(0.0, dirtyMiB);
            DirtyOutlook::Tick tick;
            tick.timeS = t;
            tick.deviceBps = d * kMiB;
            tick.dirtyBytes = dirtyMiB * kMiB;
            tick.backlogBytes = backlogMiB * kMiB;
            tick.ceiling = ceiling;
            outlook.add(tick);
        }
    }
};

QList<double> streams(int n, double miBs)
{
    return QList<double>(n, miBs * kMiB);
}

constexpr int64_t kBuffer = 64 * 1024 * 1024;

bool within(double value, double expected, double share)
{
    return std::fabs(value - expected) <= share * std::fabs(expected);
}

// One stream of 1 MiB/s for 0.5 s with --confirm up to a minute: 64 KiB blocks, no flush.
RunConfig confirmingRun(const QString& dir, int64_t buffer)
{
    RunConfig c;
    c.targetDirs = { dir };
    c.streamCounts = { 1 };
    c.sizePerStream = c.totalSize = 0;
    c.blockSize = 64 * 1024;
    c.flush = FlushPolicy::None;
    c.read = ReadOrder::None;
    c.ratesBytesPerSec = { kMiB };
    c.bufferBytes = buffer;
    c.durationNs = 500'000'000;
    c.confirmCapNs = 60'000'000'000;
    c.intervalNs = 20'000'000;
    return c;
}

// A kernel whose every read shows `dirtyMiB(read)` dirty and the device `sectorsPerRead`
// further on, with a 3000 MiB ceiling.
EngineOptions scriptedKernel(std::function<double(int)> dirtyMiB, uint64_t sectorsPerRead)
{
    EngineOptions options { 0, false };
    options.kernelSource = ScriptedKernel::factory([dirtyMiB, sectorsPerRead](int read) {
        SysProbe::Snapshot s = kernelWith(4000, 2000);
        s.disk = SysProbe::DiskStats {};
        s.disk->writeSectors = uint64_t(read) * sectorsPerRead;
        s.mem->dirtyBytes = int64_t(dirtyMiB(read) * kMiB);
        return s;
    });
    return options;
}

} // namespace

class TestOutlook : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void knownRatesGiveTheProjectedTimes();
    void slopeChangeUsesRecentRates();
    void flatDirtyIsSteadyState();
    void atTheCeilingWritersAreThrottled();
    void cliffIsFoundAndProjectionsUseTheRateAfterIt();
    void catchUpBurstIsNoCliff();
    void ceilingsThatBind();
    void bindingCeilingMovesTheProjection();
    void cgroupFilesParse();
    void samplerStampsTheOutlook();
    void confirmEndsAtSteadyState_data();
    void confirmEndsAtSteadyState();
    void confirmEndsAtTheFirstOverrun();
    void confirmNeedsADuration();
    void verdictWords();
    void lineFitMatchesTheClosedForm();
    void lineFitKeepsPrecisionFarFromZero();
};

// A = 4 × 25 MiB/s, D = 60 MiB/s with a slow ±15 MiB/s swing, ceiling 3000 MiB, 200 MiB dirty
// at the start: dirty grows 40 MiB/s and reaches the ceiling at 70 s; then the fastest stream
// (a quarter of A - D) fills its 64 MiB buffer in 6.4 s: the first loss at 76.4 s.
void TestOutlook::knownRatesGiveTheProjectedTimes()
{
    DirtyOutlook outlook(streams(4, 25), kBuffer);
    PageCache cache;
    cache.dirtyMiB = 200;
    cache.deviceMiBs = [](double t) { return 60 + 15 * std::sin(2 * M_PI * t / 8); };
    cache.runTo(outlook, 40);
    const OutlookResult& r = outlook.result();
    QCOMPARE(r.state, OutlookResult::State::Filling);
    QVERIFY(r.projected());
    QCOMPARE(DirtyCeiling::bindingKey(r.ceiling.binding), QStringLiteral("global"));
    QVERIFY2(within(r.deviceBps / kMiB, 60, 0.05), qPrintable(QString::number(r.deviceBps / kMiB)));
    QVERIFY2(within(r.ceilingAtS, 70, 0.05), qPrintable(QString::number(r.ceilingAtS)));
    QVERIFY2(within(r.lossAtS, 76.4, 0.05), qPrintable(QString::number(r.lossAtS)));
    // The swing of D over the window gives a range around the estimate.
    QVERIFY(r.deviceLowBps < r.deviceBps && r.deviceBps < r.deviceHighBps);
    QVERIFY(r.lossAtLowS < r.lossAtS && r.lossAtS < r.lossAtHighS);
    QVERIFY(std::isfinite(r.lossAtHighS));
    QVERIFY(r.lossAtLowS > 70 && r.lossAtHighS < 90);
}

// The kernel writes nothing for the first 30 s (the page cache absorbs everything), then
// 80 MiB/s: dirty is 3000 MiB at 30 s and grows 20 MiB/s after, so with a ceiling of
// 8000 MiB it is reached at 70 + 4200 / 20 = 280 s. The whole-run average D (45.7 MiB/s at
// 70 s) would say 147 s: the test can tell the two apart.
void TestOutlook::slopeChangeUsesRecentRates()
{
    DirtyOutlook outlook(streams(4, 25), kBuffer);
    PageCache cache;
    cache.ceiling = DirtyCeiling::of(kernelWith(10000, 6000)); // 8000 MiB
    cache.deviceMiBs = [](double t) { return t <= 30 + 1e-9 ? 0.0 : 80.0; };
    cache.runTo(outlook, 70);
    const OutlookResult& r = outlook.result();
    const double truth = 280;
    QVERIFY2(within(r.ceilingAtS, truth, 0.05), qPrintable(QString::number(r.ceilingAtS)));
    const double wholeRunD = 80.0 * 40 / 70;
    const double averaged = 70 + (8000 - cache.dirtyMiB) / (100 - wholeRunD);
    QVERIFY2(!within(averaged, truth, 0.05), qPrintable(QString::number(averaged)));
    QVERIFY(r.cliffs.isEmpty());
}

// Dirty memory grows until the flusher keeps pace, then stays flat: steady state, no projection.
void TestOutlook::flatDirtyIsSteadyState()
{
    DirtyOutlook outlook(streams(4, 25), kBuffer);
    PageCache cache;
    cache.deviceMiBs = [](double t) {
        if (t < 10)
            return 0.0;
        return 100 + ((int(t / kTick + 0.5) % 2) ? 20.0 : -20.0); // bursty, 100 on average
    };
    cache.runTo(outlook, 12);
    QCOMPARE(outlook.result().state, OutlookResult::State::Filling);
    cache.runTo(outlook, 60);
    const OutlookResult& r = outlook.result();
    QCOMPARE(r.state, OutlookResult::State::Steady);
    QVERIFY(r.steady());
    QVERIFY(!r.projected());
    QVERIFY(r.steadySinceS > 12 && r.steadySinceS < 60);
    QVERIFY2(std::fabs(r.dirtySlopeBps) < 2 * kMiB, qPrintable(QString::number(r.dirtySlopeBps / kMiB)));
}

// At the ceiling the writers are held to D; the backlog grows by A - D and the fastest
// stream's buffer (a quarter of it) overflows (64 - fill) / ((100 - 60) / 4) s from now.
void TestOutlook::atTheCeilingWritersAreThrottled()
{
    DirtyOutlook outlook(streams(4, 25), kBuffer);
    PageCache cache;
    cache.dirtyMiB = 2900;
    cache.deviceMiBs = [](double) { return 60.0; };
    cache.runTo(outlook, 5);
    const OutlookResult& r = outlook.result();
    QCOMPARE(r.state, OutlookResult::State::Throttled);
    QVERIFY(r.steady());
    QVERIFY(r.projected());
    const double fill = cache.backlogMiB / 4;
    const double expected = 5 + (64 - fill) / 10;
    QVERIFY2(within(r.lossAtS, expected, 0.05), qPrintable(QString::number(r.lossAtS)));
}

// An SSD whose write cache fills: 150 MiB/s for 60 s, then 50 MiB/s, with A = 200 MiB/s.
void TestOutlook::cliffIsFoundAndProjectionsUseTheRateAfterIt()
{
    DirtyOutlook outlook(streams(8, 25), kBuffer);
    PageCache cache;
    cache.arrivalMiBs = 200;
    cache.ceiling = DirtyCeiling::of(kernelWith(40000, 20000)); // never reached here
    cache.deviceMiBs = [](double t) { return t <= 60 + 1e-9 ? 150.0 : 50.0; };
    cache.runTo(outlook, 85);
    const OutlookResult& r = outlook.result();
    QCOMPARE(r.cliffs.size(), 1);
    const OutlookCliff& cliff = r.cliffs.first();
    QVERIFY2(std::fabs(cliff.timeS - 60) <= 0.2, qPrintable(QString::number(cliff.timeS)));
    QVERIFY2(within(cliff.fromBps / kMiB, 150, 0.05), qPrintable(QString::number(cliff.fromBps / kMiB)));
    QVERIFY2(within(cliff.toBps / kMiB, 50, 0.05), qPrintable(QString::number(cliff.toBps / kMiB)));
    // The window would reach back to 55 s; the rate is the one after the cliff only.
    QVERIFY2(within(r.deviceBps / kMiB, 50, 0.02), qPrintable(QString::number(r.deviceBps / kMiB)));
    const double expectedCeiling = 85 + (30000 - cache.dirtyMiB) / 150;
    QVERIFY2(within(r.ceilingAtS, expectedCeiling, 0.05), qPrintable(QString::number(r.ceilingAtS)));
}

// The flusher starts late and writes a backlog at full speed, then keeps pace with the
// streams: its rate falls from 500 to 100 MiB/s, but the device never fell behind.
void TestOutlook::catchUpBurstIsNoCliff()
{
    DirtyOutlook outlook(streams(4, 25), kBuffer);
    PageCache cache;
    cache.deviceMiBs = [](double t) {
        if (t <= 10 + 1e-9)
            return 0.0;
        return t <= 12.5 + 1e-9 ? 500.0 : 100.0;
    };
    cache.runTo(outlook, 60);
    QVERIFY(outlook.result().cliffs.isEmpty());
    QCOMPARE(outlook.result().state, OutlookResult::State::Steady);
}

void TestOutlook::ceilingsThatBind()
{
    SysProbe::Snapshot k = kernelWith(4000, 2000);
    DirtyCeiling::Ceiling c = DirtyCeiling::of(k);
    QCOMPARE(c.binding, DirtyCeiling::Binding::Global);
    QCOMPARE(c.bytes, 3000 * kMiB);

    // A device limit of 400 MiB, a tenth of the threshold, with strict_limit: 300 MiB.
    k.bdi.maxBytes = int64_t(400 * kMiB);
    k.bdi.maxRatio = 10;
    k.bdi.strictLimit = 1;
    c = DirtyCeiling::of(k);
    QCOMPARE(c.binding, DirtyCeiling::Binding::Device);
    QCOMPARE(c.bytes, 300 * kMiB);
    QCOMPARE(c.globalBytes, 3000 * kMiB);

    // Without strict_limit the device's share applies only above the global ceiling: flagged.
    k.bdi.strictLimit = 0;
    c = DirtyCeiling::of(k);
    QCOMPARE(c.binding, DirtyCeiling::Binding::Global);
    QCOMPARE(c.bytes, 3000 * kMiB);
    QVERIFY(c.deviceLimitAboveGlobal);

    // No limit of its own: max_ratio 100, and max_bytes the whole threshold as the kernel
    // worked it out when it was read (a little off the one now).
    k.bdi = { int64_t(3999 * kMiB), 100, 1 };
    c = DirtyCeiling::of(k);
    QCOMPARE(c.binding, DirtyCeiling::Binding::Global);
    QVERIFY(!c.deviceLimitAboveGlobal);
    QVERIFY(c.deviceBytes < 0);

    // FUSE: max_ratio 1 with strict_limit, on a kernel without max_bytes.
    k.bdi = { -1, 1, 1 };
    c = DirtyCeiling::of(k);
    QCOMPARE(c.binding, DirtyCeiling::Binding::Device);
    QCOMPARE(c.bytes, 30 * kMiB);

    // A memory cgroup of 1 GiB where 8 GiB are available: an eighth of the thresholds.
    k.bdi = {};
    k.cgroupMemoryMaxBytes = int64_t(1024 * kMiB);
    c = DirtyCeiling::of(k);
    QCOMPARE(c.binding, DirtyCeiling::Binding::Cgroup);
    QCOMPARE(c.bytes, 375 * kMiB);
    QCOMPARE(c.cgroupBytes, 375 * kMiB);

    // The lowest binds: the strict device limit below the cgroup's.
    k.bdi = { int64_t(40 * kMiB), 1, 1 };
    c = DirtyCeiling::of(k);
    QCOMPARE(c.binding, DirtyCeiling::Binding::Device);
    QCOMPARE(c.bytes, 30 * kMiB);

    // A cgroup larger than the memory there is does not bind; no thresholds, no ceiling.
    k.bdi = {};
    k.cgroupMemoryMaxBytes = int64_t(64 * 1024 * kMiB);
    QCOMPARE(DirtyCeiling::of(k).binding, DirtyCeiling::Binding::Global);
    k.vm.reset();
    QCOMPARE(DirtyCeiling::of(k).binding, DirtyCeiling::Binding::Unknown);
    QVERIFY(DirtyCeiling::of(k).bytes < 0);
}

// The same run against a device limited to 300 MiB with strict_limit: the ceiling comes at
// (300 - 200) / 40 = 2.5 s after 0, long before the global one.
void TestOutlook::bindingCeilingMovesTheProjection()
{
    SysProbe::Snapshot k = kernelWith(4000, 2000);
    k.bdi = { int64_t(400 * kMiB), 10, 1 };
    DirtyOutlook outlook(streams(4, 25), kBuffer);
    PageCache cache;
    cache.ceiling = DirtyCeiling::of(k);
    cache.dirtyMiB = 20;
    cache.deviceMiBs = [](double) { return 60.0; };
    cache.runTo(outlook, 4);
    const OutlookResult& r = outlook.result();
    QCOMPARE(r.ceiling.binding, DirtyCeiling::Binding::Device);
    QCOMPARE(r.state, OutlookResult::State::Filling);
    // 20 + 40 × 4 = 180 MiB: the 300 MiB ceiling in 3 s.
    QVERIFY2(within(r.ceilingAtS, 7, 0.05), qPrintable(QString::number(r.ceilingAtS)));
}

void TestOutlook::cgroupFilesParse()
{
    QCOMPARE(SysProbe::parseCgroupMemoryLimit("max\n"), std::optional<int64_t>(-1));
    QCOMPARE(SysProbe::parseCgroupMemoryLimit("1073741824\n"), std::optional<int64_t>(1073741824));
    QCOMPARE(SysProbe::parseCgroupMemoryLimit("9223372036854771712\n"), std::optional<int64_t>(-1));
    QCOMPARE(SysProbe::parseCgroupMemoryLimit("lots\n"), std::nullopt);
    QCOMPARE(SysProbe::parseCgroupMemoryLimit(""), std::nullopt);

    const auto v1 = SysProbe::parseProcCgroup("9:name=systemd:/\n4:memory:/process_api/3ed1\n0::/\n");
    QCOMPARE(v1.memoryV1, QStringLiteral("/process_api/3ed1"));
    QCOMPARE(v1.unified, QStringLiteral("/"));
    const auto v2 = SysProbe::parseProcCgroup("0::/user.slice/app:odd.scope\n");
    QCOMPARE(v2.unified, QStringLiteral("/user.slice/app:odd.scope"));
    QVERIFY(v2.memoryV1.isEmpty());
    const auto shared = SysProbe::parseProcCgroup("5:cpu,memory:/box\ngarbage\n");
    QCOMPARE(shared.memoryV1, QStringLiteral("/box"));
}

// Through the kernel seam: a scripted kernel whose device writes 60 MiB/s while dirty memory
// grows 40 MiB/s, ticks at injected times. Every real-time write sample carries the state
// and the projection; the phase's outlook says the same; other phases carry none.
void TestOutlook::samplerStampsTheOutlook()
{
    constexpr int64_t kMs = 1'000'000;
    constexpr int64_t kStart = 5'000'000'000;
    constexpr int kTicks = 200; // 20 s of 100 ms ticks
    auto script = [](int read) {
        // Read 0: prime; 1: beginPhase; 2..: the ticks, 100 ms apart from the phase's start.
        const int tick = std::max(0, read - 1);
        SysProbe::Snapshot s = kernelWith(4000, 2000);
        s.disk = SysProbe::DiskStats {};
        s.disk->writeSectors = uint64_t(tick) * uint64_t(6 * kMiB / 512); // 6 MiB per 0.1 s
        s.mem->dirtyBytes = int64_t((200 + 4.0 * tick) * kMiB);
        s.mem->writebackBytes = 0;
        return s;
    };
    QList<Sample> samples;
    Sampler sampler(100 * kMs, std::make_unique<ScriptedKernel>(script),
        [&samples](SampleBatch&& b) { samples.append(b.samples); });
    StreamCounters counters[4];
    sampler.prime(kStart, kStart);
    sampler.setPass(0, 0, counters, 4, 0, 0, QList<int64_t>(4, kBuffer));
    sampler.beginPhase(PhaseKind::Write, kStart);
    sampler.beginOutlook(streams(4, 25), kBuffer);
    for (int i = 1; i <= kTicks; ++i)
        sampler.tickAt(kStart + i * 100 * kMs);
    const std::optional<OutlookResult> outlook = sampler.endOutlook();
    sampler.endPhase(kStart + kTicks * 100 * kMs);
    sampler.tickAt(kStart + (kTicks + 1) * 100 * kMs); // after the phase: no outlook
    sampler.stop();

    QVERIFY(outlook);
    QCOMPARE(outlook->state, OutlookResult::State::Filling);
    QVERIFY2(within(outlook->deviceBps / kMiB, 60, 0.01), qPrintable(QString::number(outlook->deviceBps / kMiB)));
    // At 20 s: 1000 MiB dirty, 2000 MiB to go at 40 MiB/s: 70 s; then 6.4 s to the first loss.
    QVERIFY2(within(outlook->ceilingAtS, 70, 0.05), qPrintable(QString::number(outlook->ceilingAtS)));
    QVERIFY2(within(outlook->lossAtS, 76.4, 0.05), qPrintable(QString::number(outlook->lossAtS)));

    QCOMPARE(samples.size(), kTicks + 1);
    const Sample& last = samples[kTicks - 1];
    QCOMPARE(last.outlookState, float(int(OutlookResult::State::Filling)));
    QCOMPARE(last.bindingCeilingMiB, 3000.0f);
    QVERIFY(within(last.projectedLossS, 76.4, 0.05));
    QVERIFY(last.projectedLossLowS <= last.projectedLossS && last.projectedLossS <= last.projectedLossHighS);
    QCOMPARE(samples.first().outlookState, float(int(OutlookResult::State::Unknown))); // too few ticks yet
    QVERIFY(std::isnan(samples.last().outlookState));
    QVERIFY(!sampler.outlookSteady());
}

// --confirm on a kernel whose dirty memory stays flat: steady state refutes any projected
// loss, and the phase ends soon after its duration instead of running to the one-minute cap.
// The report keeps the outlook and the outcome, through JSON and through a saved file.
void TestOutlook::confirmEndsAtSteadyState_data()
{
    QTest::addColumn<int>("streams");
    QTest::addColumn<bool>("threads");
    QTest::addRow("one stream") << 1 << false;
    // Each stream's thread sees the decision on its own.
    QTest::addRow("three threads") << 3 << true;
}

void TestOutlook::confirmEndsAtSteadyState()
{
    QFETCH(int, streams);
    QFETCH(bool, threads);
    QTemporaryDir dir;
    FaultInjectingBackend backend;
    Engine engine(backend, nullptr, scriptedKernel([](int) { return 100.0; }, 16));
    RunConfig config = confirmingRun(dir.path(), 16 * kMiB);
    config.streamCounts = { streams };
    config.schedule = threads ? Schedule::Threads : Schedule::RoundRobin;
    const RunReport report = engine.run(config);
    QVERIFY2(report.ok(), qPrintable(report.error));
    const PhaseResult* write = report.targets[0].passes[0].phase(PhaseKind::Write);
    QVERIFY(write);
    QCOMPARE(write->confirmOutcome, QStringLiteral("refuted"));
    QCOMPARE(write->overruns, 0);
    QVERIFY(write->outlook);
    QCOMPARE(write->outlook->state, OutlookResult::State::Steady);
    QVERIFY2(write->ioEndS - write->startS >= 0.5 && write->ioEndS - write->startS < 30,
        qPrintable(QString::number(write->ioEndS - write->startS)));
    QCOMPARE(Verdict::outlookVerdict(*write), QStringLiteral("sustained in steady state"));
    QVERIFY(Verdict::outlookLines(*write).contains(QStringLiteral("--confirm: refuted, steady state reached")));

    // Round trip: the document model and the streamed file writer say the same.
    QString error;
    const auto loaded = RunReport::fromJson(report.toJsonBytes(), &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->toJson(), report.toJson());
    const QString path = dir.filePath(QStringLiteral("report.json"));
    QVERIFY2(report.save(path, &error), qPrintable(error));
    const auto fromFile = RunReport::load(path, &error);
    QVERIFY2(fromFile, qPrintable(error));
    QCOMPARE(fromFile->toJson(), report.toJson());
    const PhaseResult* back = fromFile->targets[0].passes[0].phase(PhaseKind::Write);
    QCOMPARE(back->confirmOutcome, QStringLiteral("refuted"));
    QVERIFY(back->outlook);
    QCOMPARE(back->outlook->state, OutlookResult::State::Steady);
    QCOMPARE(back->outlook->ceiling.binding, DirtyCeiling::Binding::Global);
    QVERIFY(within(back->outlook->ceiling.bytes, 3000 * kMiB, 1e-9));
    const QList<Sample>& samples = fromFile->targets[0].passes[0].samples;
    const auto stamped
        = std::count_if(samples.begin(), samples.end(), [](const Sample& x) { return x.outlookState == 1.0f; });
    QVERIFY(stamped > 0);
    const QByteArray csv = report.timeSeriesCsv();
    QVERIFY(csv.left(csv.indexOf('\n'))
                .endsWith(",outlook_state,binding_ceiling_mib,projected_loss_s,"
                          "projected_loss_low_s,projected_loss_high_s"));
    QVERIFY(csv.contains(",1,3000.0,,,\n")); // steady under a 3000 MiB ceiling: no projection
}

// A write that blocks for 1 s, with 256 KiB of buffer at 1 MiB/s: the overrun after the
// duration confirms the loss, and the phase ends then, not at the cap. Dirty memory grows
// 1 MiB per read all along, so steady state never ends it.
void TestOutlook::confirmEndsAtTheFirstOverrun()
{
    QTemporaryDir dir;
    FaultInjectingBackend backend;
    Fault stall;
    stall.op = Fault::Op::Write;
    stall.atOffset = 512 * 1024;
    stall.delayNs = 1'000'000'000;
    backend.addFault(stall);
    Engine engine(backend, nullptr, scriptedKernel([](int read) { return 100.0 + read; }, 0));
    const RunReport report = engine.run(confirmingRun(dir.path(), 256 * 1024));
    QVERIFY2(report.ok(), qPrintable(report.error));
    const PhaseResult* write = report.targets[0].passes[0].phase(PhaseKind::Write);
    QVERIFY(write);
    QCOMPARE(write->confirmOutcome, QStringLiteral("confirmed"));
    QVERIFY(write->overruns >= 1);
    QVERIFY2(write->ioEndS - write->startS >= 1.5 && write->ioEndS - write->startS < 30,
        qPrintable(QString::number(write->ioEndS - write->startS)));
    QVERIFY(write->outlook);
    QCOMPARE(write->outlook->state, OutlookResult::State::Filling);
    QVERIFY(Verdict::outlookVerdict(*write).isEmpty()); // data was lost: the overruns speak
}

void TestOutlook::confirmNeedsADuration()
{
    RunConfig c = confirmingRun(QDir::tempPath(), 256 * 1024);
    QVERIFY(c.validate().isEmpty());
    QCOMPARE(c.passBytes(1), std::optional<int64_t>(60 * int64_t(kMiB))); // room for the cap
    c.confirmCapNs = 100'000'000;
    QCOMPARE(c.validate().value(0).field, QStringLiteral("confirm"));
    c.confirmCapNs = 60'000'000'000;
    c.durationNs = 0;
    c.sizePerStream = 1024 * 1024;
    const auto errors = c.validate();
    QVERIFY(std::any_of(errors.begin(), errors.end(), [](const ConfigError& e) { return e.field == u"confirm"; }));
    // Without --confirm a buffer that holds the whole duration is refused; the cap makes it meaningful.
    c = confirmingRun(QDir::tempPath(), 1 * kMiB);
    QVERIFY(c.validate().isEmpty());
    c.confirmCapNs = 0;
    QVERIFY(!c.validate().isEmpty());
    // The cap travels with the configuration.
    c.confirmCapNs = 90'000'000'000;
    QString error;
    const auto back = RunConfig::fromJson(c.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->confirmCapNs, c.confirmCapNs);
}

// The words a run ends with: a projection from the phase's start, with its range.
void TestOutlook::verdictWords()
{
    PhaseResult p;
    p.kind = PhaseKind::Write;
    p.streams = 4;
    p.startS = 2;
    OutlookResult r;
    r.state = OutlookResult::State::Filling;
    r.lossAtS = 2 + 23 * 60;
    r.lossAtLowS = 2 + 19 * 60;
    r.lossAtHighS = 2 + 28 * 60;
    p.outlook = r;
    QCOMPARE(Verdict::outlookVerdict(p),
        QStringLiteral("sustained so far; projected to lose data after ~23 min (range 19 min–28 min)"));
    p.outlook->lossAtHighS = std::numeric_limits<double>::infinity();
    QCOMPARE(Verdict::outlookVerdict(p),
        QStringLiteral("sustained so far; projected to lose data after ~23 min (at the earliest 19 min)"));
    RunConfig config = confirmingRun(QDir::tempPath(), 256 * 1024);
    PassResult pass;
    pass.streams = 4;
    pass.phases.append(p);
    QVERIFY(realTimeVerdict(config, pass).contains(QStringLiteral("sustained so far; projected")));
    p.outlook = OutlookResult {};
    p.outlook->state = OutlookResult::State::Steady;
    QCOMPARE(Verdict::outlookVerdict(p), QStringLiteral("sustained in steady state"));
    p.overruns = 1;
    QVERIFY(Verdict::outlookVerdict(p).isEmpty());
    p.overruns = 0;
    p.outlook->state = OutlookResult::State::Unknown;
    QVERIFY(Verdict::outlookVerdict(p).isEmpty());
    QCOMPARE(Verdict::span(45), QStringLiteral("45 s"));
    QCOMPARE(Verdict::span(9000), QStringLiteral("2.5 h"));
}

QTEST_GUILESS_MAIN(TestOutlook)
// The least-squares helper the outlook and the capacity watch share, against values worked
// out by hand: x 0..3, y 1 3 2 5 give mean x 1.5, mean y 2.75, Sxx 5, Sxy 5.5, Syy 8.75.
void TestOutlook::lineFitMatchesTheClosedForm()
{
    LineFit line;
    QVERIFY(!line.hasSlope());
    line.add(0, 1);
    line.add(1, 3);
    QVERIFY(line.hasSlope());
    QVERIFY(!line.hasError()); // two points lie on their line: no residual to judge it by
    QCOMPARE(line.slope(), 2.0);
    line.add(2, 2);
    line.add(3, 5);
    QCOMPARE(line.count(), 4);
    QVERIFY(std::abs(line.slope() - 1.1) < 1e-12);
    // Residuals 8.75 - 5.5^2 / 5 = 2.7; error sqrt(2.7 / (4 - 2) / 5).
    QVERIFY(std::abs(line.slopeError() - std::sqrt(0.27)) < 1e-12);
    QVERIFY(std::abs(line.at(3) - 4.4) < 1e-12);

    LineFit exact;
    for (int i = 0; i < 10; ++i)
        exact.add(i, 7 - 0.5 * i);
    QVERIFY(std::abs(exact.slope() + 0.5) < 1e-12);
    QVERIFY(exact.slopeError() < 1e-9);
}

// Ticks of a long run: times far from zero and dirty memory of tens of GiB. Sums of squares
// of such values cancel to noise in double precision (t^2 ~ 1e19 against a spread of ~10);
// the helper must give the same line as near zero.
void TestOutlook::lineFitKeepsPrecisionFarFromZero()
{
    const double t0 = 1.7e9;
    const double bytes0 = 5e10;
    const double ys[] = { 1, 3, 2, 5 };
    LineFit near, far;
    for (int i = 0; i < 4; ++i) {
        near.add(i, ys[i]);
        far.add(t0 + i, bytes0 + ys[i]);
    }
    QVERIFY(std::abs(far.slope() - near.slope()) < 1e-6);
    QVERIFY(std::abs(far.slopeError() - near.slopeError()) < 1e-3);
    QVERIFY(std::abs(far.at(t0 + 3) - bytes0 - near.at(3)) < 1e-3);
}

#include "tst_outlook.moc"
