// The dirty-memory outlook in a run: the sampler stamps it on each tick from a scripted kernel,
// --confirm ends a run at steady state or at the first overrun, the verdict's words, the cgroup
// files the ceiling reads and the line fit the slopes come from. Injected times, no sleep.
#include "Capacity.h"
#include "DirtyOutlook.h"
#include "Engine.h"
#include "FaultInjectingBackend.h"
#include "LineFit.h"
#include "OutlookFixtures.h"
#include "Sampler.h"
#include "ScriptedKernel.h"
#include "Verdict.h"

#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <functional>

using namespace OutlookFixtures;

namespace {

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

// A kernel whose every read shows `dirtyMiB(read)` dirty and the device's written sectors at
// `sectors(read)`, with a 3000 MiB ceiling.
EngineOptions scriptedKernel(std::function<double(int)> dirtyMiB, std::function<uint64_t(int)> sectors)
{
    EngineOptions options { 0, false };
    options.kernelSource = ScriptedKernel::factory([dirtyMiB, sectors](int read) {
        SysProbe::Snapshot s = kernelWith(4000, 2000);
        s.disk = SysProbe::DiskStats {};
        s.disk->writeSectors = sectors(read);
        s.mem->dirtyBytes = int64_t(dirtyMiB(read) * kMiB);
        return s;
    });
    return options;
}

} // namespace

class TestOutlookRun : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void cgroupFilesParse();
    void samplerStampsTheOutlook();
    void unreadInputReachesTheReport();
    void confirmEndsAtSteadyState_data();
    void confirmEndsAtSteadyState();
    void confirmEndsAtTheFirstOverrun();
    void confirmNeedsADuration();
    void verdictWords();
    void lineFitMatchesTheClosedForm();
    void lineFitKeepsPrecisionFarFromZero();
};

void TestOutlookRun::cgroupFilesParse()
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

// Through the kernel seam: a scripted kernel whose device writes 60 MiB/s while the streams
// write 100 MiB/s and dirty memory grows 40 MiB/s, ticks at injected times. Every real-time write sample carries the
// state and the projection; the phase's outlook says the same; other phases carry none.
void TestOutlookRun::samplerStampsTheOutlook()
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
    for (int i = 1; i <= kTicks; ++i) {
        // The writer hands the kernel what arrives, 25 MiB/s per stream: the run's own data in
        // the page cache grows 40 MiB/s, as dirty memory does.
        for (StreamCounters& c : counters)
            c.bytes.store(int64_t(i) * int64_t(2.5 * kMiB), std::memory_order_relaxed);
        sampler.tickAt(kStart + i * 100 * kMs);
    }
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
// A kernel source whose vmstat cannot be read: the sampler hands that to the outlook, whose
// answer is none, and the report keeps it through a round trip; an unknown input is refused.
void TestOutlookRun::unreadInputReachesTheReport()
{
    QTemporaryDir dir;
    FaultInjectingBackend backend;
    EngineOptions options { 0, false };
    options.kernelSource = ScriptedKernel::factory([](int read) {
        SysProbe::Snapshot s = kernelWith(4000, 2000);
        s.disk = SysProbe::DiskStats {};
        s.disk->writeSectors = uint64_t(read) * 256;
        s.vm.reset();
        s.unreadInputs = SysProbe::UnreadVmstat;
        return s;
    });
    Engine engine(backend, nullptr, options);
    RunConfig config = confirmingRun(dir.path(), 256 * 1024);
    config.confirmCapNs = 0;
    const RunReport report = engine.run(config);
    QVERIFY2(report.ok(), qPrintable(report.error));
    const PhaseResult* write = report.targets[0].passes[0].phase(PhaseKind::Write);
    QVERIFY(write && write->outlook);
    QCOMPARE(write->outlook->unreadInputs, uint8_t(SysProbe::UnreadVmstat));
    QCOMPARE(write->outlook->state, OutlookResult::State::Undecided);
    QString error;
    const auto loaded = RunReport::fromJson(report.toJsonBytes(), &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->toJson(), report.toJson());
    QCOMPARE(
        loaded->targets[0].passes[0].phase(PhaseKind::Write)->outlook->unreadInputs, uint8_t(SysProbe::UnreadVmstat));
    QByteArray bad = report.toJsonBytes();
    QVERIFY(bad.contains("\"unread_inputs\":[\"vmstat\"]") || bad.contains("\"unread_inputs\": [\n"));
    bad.replace("\"vmstat\"", "\"smart\"");
    QVERIFY(!RunReport::fromJson(bad, &error));
    QVERIFY2(error.contains(u"unread_inputs") && error.contains(u"unknown kernel input"), qPrintable(error));
}

void TestOutlookRun::confirmEndsAtSteadyState_data()
{
    QTest::addColumn<int>("streams");
    QTest::addColumn<bool>("threads");
    QTest::addRow("one stream") << 1 << false;
    // Each stream's thread sees the decision on its own.
    QTest::addRow("three threads") << 3 << true;
}

void TestOutlookRun::confirmEndsAtSteadyState()
{
    QFETCH(int, streams);
    QFETCH(bool, threads);
    QTemporaryDir dir;
    FaultInjectingBackend backend;
    // The device writes 128 KiB a read (6.4 MiB/s at 20 ms ticks, more than the streams' 1 to
    // 3 MiB/s) for the first 150 reads, then nothing: write-back began and caught up, with the
    // run's data far below the hold's bound. The kernel holds dirty data back for 2 s, not the
    // default 35: judged by the device's counters (a scripted kernel has no page cache of the
    // run's files), nothing can be steady before the hold has passed.
    EngineOptions options
        = scriptedKernel([](int) { return 100.0; }, [](int read) { return uint64_t(std::min(read, 150)) * 256; });
    options.writebackHoldS = 2;
    Engine engine(backend, nullptr, options);
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
    QVERIFY2(Verdict::outlookVerdict(*write).startsWith(QStringLiteral("sustained in steady state")),
        qPrintable(Verdict::outlookVerdict(*write)));
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
                          "projected_loss_low_s,projected_loss_high_s,device_takes_mib_s,run_at_least_s"));
    // Steady under a 3000 MiB ceiling: no projection, and the device's short burst measured no rate.
    QVERIFY(csv.contains(",1,3000.0,,,,,\n"));
}

// A write that blocks for 1 s, with 256 KiB of buffer at 1 MiB/s: the overrun after the
// duration confirms the loss, and the phase ends then, not at the cap. Dirty memory grows
// 1 MiB per read all along, so steady state never ends it.
void TestOutlookRun::confirmEndsAtTheFirstOverrun()
{
    QTemporaryDir dir;
    FaultInjectingBackend backend;
    Fault stall;
    stall.op = Fault::Op::Write;
    stall.atOffset = 512 * 1024;
    stall.delayNs = 1'000'000'000;
    backend.addFault(stall);
    Engine engine(backend, nullptr, scriptedKernel([](int read) { return 100.0 + read; }, [](int) { return 0; }));
    const RunReport report = engine.run(confirmingRun(dir.path(), 256 * 1024));
    QVERIFY2(report.ok(), qPrintable(report.error));
    const PhaseResult* write = report.targets[0].passes[0].phase(PhaseKind::Write);
    QVERIFY(write);
    QCOMPARE(write->confirmOutcome, QStringLiteral("confirmed"));
    QVERIFY(write->overruns >= 1);
    QVERIFY2(write->ioEndS - write->startS >= 1.5 && write->ioEndS - write->startS < 30,
        qPrintable(QString::number(write->ioEndS - write->startS)));
    QVERIFY(write->outlook);
    QVERIFY(!write->outlook->steady());
    QVERIFY(Verdict::outlookVerdict(*write).isEmpty()); // data was lost: the overruns speak
}

void TestOutlookRun::confirmNeedsADuration()
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

// The words a run ends with: one of three answers, a projection from the phase's start with
// its range, and the device's rate with what it rests on.
void TestOutlookRun::verdictWords()
{
    PhaseResult p;
    p.kind = PhaseKind::Write;
    p.streams = 4;
    p.startS = 2;
    OutlookResult r;
    r.state = OutlookResult::State::Filling;
    r.arrivalBps = 32 * kMiB;
    r.deviceTakesBps = 20 * kMiB;
    r.deviceBasis = DeviceBasis::Measured;
    r.lossAtS = 2 + 23 * 60;
    r.lossAtLowS = 2 + 19 * 60;
    r.lossAtHighS = 2 + 28 * 60;
    p.outlook = r;
    QCOMPARE(Verdict::outlookVerdict(p),
        QStringLiteral("sustained so far, but will lose data after ~23 min (range 19 min–28 min): 32.00 MiB/s "
                       "arrive, the device takes ~20.0 MiB/s, measured in the run"));
    p.outlook->lossAtHighS = std::numeric_limits<double>::infinity();
    QVERIFY(Verdict::outlookVerdict(p).contains(QStringLiteral("after ~23 min (at the earliest 19 min)")));
    RunConfig config = confirmingRun(QDir::tempPath(), 256 * 1024);
    PassResult pass;
    pass.streams = 4;
    pass.phases.append(p);
    QVERIFY(realTimeVerdict(config, pass).contains(QStringLiteral("but will lose data after")));
    p.outlook = OutlookResult {};
    p.outlook->arrivalBps = 8 * kMiB;
    p.outlook->state = OutlookResult::State::Steady;
    QCOMPARE(Verdict::outlookVerdict(p),
        QStringLiteral("sustained in steady state: the device wrote what arrived (8.00 MiB/s arrive, the device's "
                       "rate is not known yet)"));
    p.outlook->state = OutlookResult::State::Undecided;
    p.outlook->runAtLeastS = 2 + 38.2;
    p.outlook->deviceTakesBps = 400 * kMiB;
    p.outlook->deviceBasis = DeviceBasis::Calibrated;
    QCOMPARE(Verdict::outlookVerdict(p),
        QStringLiteral("sustained so far; cannot tell yet whether it holds: run at least 39 s (8.00 MiB/s arrive, "
                       "the device takes ~400 MiB/s, calibrated)"));
    p.overruns = 1;
    QVERIFY(Verdict::outlookVerdict(p).isEmpty());
    p.overruns = 0;
    p.outlook->state = OutlookResult::State::Unknown;
    QVERIFY(Verdict::outlookVerdict(p).isEmpty());
    QCOMPARE(Verdict::span(45), QStringLiteral("45 s"));
    QCOMPARE(Verdict::span(9000), QStringLiteral("2.5 h"));
}

// The least-squares helper the outlook and the capacity watch share, against values worked
// out by hand: x 0..3, y 1 3 2 5 give mean x 1.5, mean y 2.75, Sxx 5, Sxy 5.5, Syy 8.75.
void TestOutlookRun::lineFitMatchesTheClosedForm()
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
void TestOutlookRun::lineFitKeepsPrecisionFarFromZero()
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

QTEST_GUILESS_MAIN(TestOutlookRun)
#include "tst_outlookrun.moc"
