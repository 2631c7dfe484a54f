// End-to-end runs of the engine on a real temporary directory, plus the sampler's rate
// arithmetic with injected times.
#include "Engine.h"
#include "FaultInjectingBackend.h"
#include "ForwardingBackend.h"
#include "Rates.h"
#include "RunDirectory.h"
#include "RunWorker.h"
#include "Sampler.h"
#include "TestSupport.h"

#include <QDir>
#include <QDirIterator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <mutex>

namespace {

constexpr int64_t kKiB = 1024;
constexpr int64_t kMiB = 1024 * 1024;

RunConfig smallConfig(const QString& dir)
{
    RunConfig c;
    c.targetDirs = { dir };
    c.streamCounts = { 2 };
    c.sizePerStream = 512 * kKiB;
    c.totalSize = 0;
    c.blockSize = 64 * kKiB;
    c.intervalNs = 20'000'000;
    return c;
}

// Every file below `dir`, with its size: the "nothing left behind" check.
QMap<QString, qint64> listing(const QString& dir)
{
    QMap<QString, qint64> files;
    QDirIterator it(
        dir, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        files.insert(it.filePath(), it.fileInfo().isDir() ? -1 : it.fileInfo().size());
    }
    return files;
}

// Records what a run reports while it runs; samples() arrives on the sampler thread.
class RecordingObserver : public RunObserver {
public:
    explicit RecordingObserver(QString target)
        : m_target(std::move(target))
    { }
    void phaseStarted(int, int, PhaseKind kind, double) override { phases.append(kind); }
    void phaseFinished(const PhaseResult& p) override
    {
        // The run directory is the only entry in the target; look at the files in it now,
        // while they exist.
        if (p.kind == PhaseKind::Write || p.kind == PhaseKind::Create) {
            QMap<QString, qint64> sizes;
            const auto all = listing(m_target);
            for (auto it = all.cbegin(); it != all.cend(); ++it) {
                if (it.key().endsWith(QLatin1String(".dat")))
                    sizes.insert(QFileInfo(it.key()).fileName(), it.value());
            }
            fileSizesAfterWrite.append(sizes);
        }
    }
    void samples(const SampleBatch& batch) override
    {
        std::lock_guard lock(mutex);
        batches += 1;
        received.append(batch.samples);
        stalls.append(batch.stalls);
        if (cancelAfterSamples > 0 && received.size() >= cancelAfterSamples && engine)
            engine->cancel();
    }

    QString m_target;
    QList<PhaseKind> phases;
    QList<QMap<QString, qint64>> fileSizesAfterWrite;
    std::mutex mutex;
    int batches = 0;
    QList<Sample> received;
    QList<StallEvent> stalls;
    int cancelAfterSamples = 0;
    Engine* engine = nullptr;
};

// The longest run of consecutive samples in which stream 0 moved nothing while its op in
// flight kept growing.
int longestBlockedRun(const QList<Sample>& samples)
{
    int longest = 0;
    int run = 0;
    float lastInflight = 0;
    for (const Sample& s : samples) {
        const bool blocked
            = s.streamMiBs.value(0) == 0.0f && s.inflightMs.value(0) > lastInflight && s.inflightMs.value(0) > 0.0f;
        run = blocked ? run + 1 : 0;
        longest = std::max(longest, run);
        lastInflight = s.inflightMs.value(0);
    }
    return longest;
}

} // namespace

class TestEngine : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void phaseRatesAreExact();
    void samplerRatesWithInjectedClock();
    void endToEnd_data();
    void endToEnd();
    void sweepSplitsTotalAcrossStreams();
    void coldReadStartsUncached();
    void samplerTicksWhileWriteIsBlocked();
    void cancelStopsAndCleansUp();
    void writeErrorNamesFileOffsetAndError();
    void shortWritesAndEintrAreRetried();
    void workerSignalsAreThrottledAndCarryRunId();
    void everyTargetIsCheckedBeforeTheFirstIsWritten();
};

void TestEngine::phaseRatesAreExact()
{
    // 64 MiB, first write at t=1 s, last write returns at t=3 s, flush done at t=9 s.
    const auto r = Rates::phaseRates(64 * kMiB, 1'000'000'000, 3'000'000'000, 9'000'000'000);
    QCOMPARE(r.ongoingMiBs, 32.0);
    QCOMPARE(r.effectiveMiBs, 8.0);
    QCOMPARE(r.flushTailS, 6.0);
    QCOMPARE(Rates::intervalMiBs(5 * kMiB, 100'000'000), 50.0);
    QCOMPARE(Rates::intervalMiBs(5 * kMiB, 0), 0.0);
}

void TestEngine::samplerRatesWithInjectedClock()
{
    SysProbe::BlockDevice none;
    QList<Sample> delivered;
    Sampler sampler(100'000'000, SysProbe::makeLiveProbe(none), [&](SampleBatch&& b) { delivered.append(b.samples); });
    StreamCounters counters[2];
    const int64_t runStart = 5'000'000'000;
    sampler.prime(runStart, runStart);
    sampler.setPass(0, 0, counters, 2, 0, 8 * kMiB, {});
    sampler.beginPhase(PhaseKind::Write, runStart);

    counters[0].add(1 * kMiB);
    counters[1].add(3 * kMiB);
    sampler.tickAt(runStart + 100'000'000); // 0.1 s
    counters[0].add(1 * kMiB);
    counters[0].inflightSinceNs.store(runStart + 250'000'000);
    sampler.tickAt(runStart + 300'000'000); // 0.2 s later
    sampler.beginPhaseLabel(PhaseKind::Flush, runStart + 300'000'000); // right at the tick: no partial one
    sampler.tickAt(runStart + 400'000'000);
    sampler.stop();

    const QList<Sample> samples = sampler.takePassSamples();
    QCOMPARE(samples.size(), 3);
    QCOMPARE(samples[0].t, 0.1);
    QCOMPARE(samples[0].streamMiBs[0], 10.0f);
    QCOMPARE(samples[0].streamMiBs[1], 30.0f);
    QCOMPARE(samples[0].totalMiBs, 40.0f);
    QCOMPARE(samples[0].ongoingMiBs, 40.0f);
    QCOMPARE(samples[0].runProgress, 0.5f);
    QCOMPARE(samples[1].streamMiBs[0], 5.0f);
    QCOMPARE(samples[1].streamMiBs[1], 0.0f);
    QCOMPARE(samples[1].totalMiBs, 5.0f);
    QCOMPARE(samples[1].ongoingMiBs, float(5.0 / 0.3)); // 5 MiB in 0.3 s
    QCOMPARE(samples[1].inflightMs[0], 50.0f);
    QCOMPARE(samples[1].inflightMs[1], 0.0f);
    QCOMPARE(samples[1].phase, int8_t(PhaseKind::Write));
    // The flush tail moves no bytes and does not drag ongoing down.
    QCOMPARE(samples[2].phase, int8_t(PhaseKind::Flush));
    QCOMPARE(samples[2].totalMiBs, 0.0f);
    QCOMPARE(samples[2].ongoingMiBs, samples[1].ongoingMiBs);
    QCOMPARE(samples[2].inflightMs[0], 150.0f);
    QCOMPARE(delivered.size(), 3); // all of them reach the sink, the last ones on stop()
}

void TestEngine::endToEnd_data()
{
    QTest::addColumn<int>("schedule");
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("prepare");
    QTest::addColumn<int>("read");
    for (Schedule s : { Schedule::RoundRobin, Schedule::Threads }) {
        for (IoMode m : { IoMode::Buffered, IoMode::Direct, IoMode::Sync, IoMode::Dsync }) {
            for (Prepare p : { Prepare::Truncate, Prepare::Fallocate, Prepare::Existing }) {
                for (ReadOrder r : { ReadOrder::Each, ReadOrder::RoundRobin, ReadOrder::None }) {
                    QTest::addRow("%s-%s-%s-%s", qPrintable(toString(s)), qPrintable(toString(m)),
                        qPrintable(toString(p)), qPrintable(toString(r)))
                        << int(s) << int(m) << int(p) << int(r);
                }
            }
        }
    }
}

void TestEngine::endToEnd()
{
    QFETCH(int, schedule);
    QFETCH(int, mode);
    QFETCH(int, prepare);
    QFETCH(int, read);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    RunConfig config = smallConfig(dir.path());
    config.schedule = Schedule(schedule);
    config.mode = IoMode(mode);
    config.prepare = Prepare(prepare);
    config.read = ReadOrder(read);
    config.streamCounts = { 1, 3 };

    PosixIoBackend backend;
    RecordingObserver observer(dir.path());
    Engine engine(backend, &observer, EngineOptions { 0, false });
    const RunReport report = engine.run(config);
    QVERIFY2(report.ok(), qPrintable(report.error));
    QCOMPARE(listing(dir.path()), (QMap<QString, qint64>())); // nothing left behind

    QCOMPARE(report.targets.size(), 1);
    const auto& passes = report.targets[0].passes;
    QCOMPARE(passes.size(), 2);
    int writeIndex = 0;
    for (int p = 0; p < passes.size(); ++p) {
        const PassResult& pass = passes[p];
        const int n = config.streamCounts[p];
        QCOMPARE(pass.streams, n);
        QList<PhaseKind> expected;
        if (config.prepare == Prepare::Existing)
            expected.append(PhaseKind::Create);
        expected.append(PhaseKind::Write);
        if (config.read != ReadOrder::None)
            expected.append(PhaseKind::Read);
        QCOMPARE(pass.phases.size(), expected.size());
        for (int i = 0; i < expected.size(); ++i) {
            const PhaseResult& phase = pass.phases[i];
            QCOMPARE(phase.kind, expected[i]);
            QCOMPARE(phase.bytes, n * config.sizePerStream);
            QCOMPARE(phase.ops, n * config.sizePerStream / config.blockSize);
            QCOMPARE(phase.perStream.size(), n);
            for (const StreamResult& s : phase.perStream)
                QCOMPARE(s.bytes, config.sizePerStream);
            QVERIFY(phase.endS >= phase.ioEndS && phase.ioEndS >= phase.startS);
            QVERIFY(phase.ongoingMiBs >= phase.effectiveMiBs);
            QVERIFY(phase.effectiveMiBs > 0);
            QVERIFY(phase.complete);
            QCOMPARE(phase.latency.count, uint64_t(phase.ops));
            QVERIFY(phase.latency.maxUs >= phase.latency.p99Us && phase.latency.p99Us >= phase.latency.p50Us);
            if (phase.kind == PhaseKind::Read)
                QVERIFY(phase.residentFractionAtStart >= 0);
        }
        // While the run was going, each file had its full size after the write phase.
        for (PhaseKind k : expected) {
            if (k == PhaseKind::Read)
                continue;
            const auto sizes = observer.fileSizesAfterWrite.value(writeIndex++);
            QCOMPARE(sizes.size(), n);
            for (qint64 size : sizes)
                QCOMPARE(size, config.sizePerStream);
        }
    }

    // The report survives a trip through JSON unchanged.
    QString error;
    const auto loaded = RunReport::fromJson(report.toJsonBytes(), &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->toJson(), report.toJson());
    QCOMPARE(loaded->config, config);
}

void TestEngine::sweepSplitsTotalAcrossStreams()
{
    QTemporaryDir dir;
    RunConfig config = smallConfig(dir.path());
    config.sizePerStream = 0;
    config.totalSize = 4 * kMiB;
    config.streamCounts = { 1, 2, 4 };
    config.read = ReadOrder::None;
    PosixIoBackend backend;
    Engine engine(backend, nullptr, EngineOptions { 0, false });
    const RunReport report = engine.run(config);
    QVERIFY2(report.ok(), qPrintable(report.error));
    const auto& passes = report.targets[0].passes;
    QCOMPARE(passes.size(), 3);
    for (const PassResult& p : passes) {
        QCOMPARE(p.sizePerStream * p.streams, 4 * kMiB);
        QCOMPARE(p.phase(PhaseKind::Write)->bytes, 4 * kMiB);
    }
}

void TestEngine::coldReadStartsUncached()
{
    const QString base = diskBackedScratch();
    QVERIFY2(!base.isEmpty(), "neither /var/tmp nor the build directory is on a disk: a cold read needs one");
    QTemporaryDir dir(base + QStringLiteral("/tst_engine-cold-XXXXXX"));
    QVERIFY2(dir.isValid(), qPrintable(dir.errorString()));
    RunConfig config = smallConfig(dir.path());
    config.sizePerStream = 16 * kMiB;
    config.flush = FlushPolicy::None; // the read phase must make the pages cold on its own
    config.read = ReadOrder::Each;
    PosixIoBackend backend;
    Engine engine(backend, nullptr, EngineOptions { 0, false });
    const RunReport report = engine.run(config);
    QVERIFY2(report.ok(), qPrintable(report.error));
    const PhaseResult* read = report.targets[0].passes[0].phase(PhaseKind::Read);
    QVERIFY(read);
    QVERIFY2(read->residentFractionAtStart <= 0.01, qPrintable(QString::number(read->residentFractionAtStart)));
    QVERIFY(!read->residencyMethod.isEmpty());
    QVERIFY(report.toJsonBytes().contains("\"resident_fraction_at_start\""));
}

void TestEngine::samplerTicksWhileWriteIsBlocked()
{
    QTemporaryDir dir;
    RunConfig config = smallConfig(dir.path());
    config.sizePerStream = 1 * kMiB;
    config.intervalNs = 50'000'000;
    config.stallNs = 100'000'000;
    config.read = ReadOrder::None;
    // Stream 0's write at 256 KiB is held until the observer has seen it blocked for four
    // ticks and in flight for longer than the stall threshold: however long that takes.
    PosixIoBackend real;
    RecordingObserver observer(dir.path());
    GatedBackend backend(real, "stream-0000.dat", 256 * kKiB, [&] {
        std::lock_guard lock(observer.mutex);
        const float thresholdMs = float(config.stallNs) / 1e6f;
        return longestBlockedRun(observer.received) >= 4 && !observer.received.isEmpty()
            && observer.received.constLast().inflightMs.value(0) > thresholdMs;
    });
    Engine engine(backend, &observer, EngineOptions { 0, false });
    const RunReport report = engine.run(config);
    QVERIFY2(report.ok(), qPrintable(report.error));
    QVERIFY(backend.held());

    // While the write is blocked the sampler keeps ticking: stream 0 moves nothing and its
    // in-flight time grows, tick after tick.
    const QList<Sample> samples = report.targets[0].passes[0].samples;
    const int longestRun = longestBlockedRun(samples);
    QVERIFY2(longestRun >= 4, qPrintable(QStringLiteral("longest blocked run: %1 samples").arg(longestRun)));

    const PhaseResult* write = report.targets[0].passes[0].phase(PhaseKind::Write);
    QVERIFY(write);
    QVERIFY(write->stallCount >= 1);
    bool found = false;
    for (const StallEvent& s : write->stalls) {
        if (s.stream == 0 && s.phase == PhaseKind::Write && s.durationS >= double(config.stallNs) / 1e9)
            found = true;
    }
    QVERIFY(found);
    QCOMPARE(write->perStream.size(), 2);
    QVERIFY2(write->perStream[0].stallCount >= 1, qPrintable(QString::number(write->perStream[0].stallCount)));
    // The observer saw the stall live, too.
    std::lock_guard lock(observer.mutex);
    QVERIFY(!observer.stalls.isEmpty());
}

void TestEngine::cancelStopsAndCleansUp()
{
    QTemporaryDir dir;
    RunConfig config = smallConfig(dir.path());
    config.sizePerStream = 32 * kMiB;
    config.intervalNs = 10'000'000;
    // The observer cancels from the sampler thread after five samples; the writes wait for
    // that at 8 MiB, so the cancel lands mid-write however the threads are scheduled.
    PosixIoBackend real;
    RecordingObserver observer(dir.path());
    GatedBackend backend(real, "", 8 * kMiB, [&] {
        std::lock_guard lock(observer.mutex);
        return observer.received.size() >= observer.cancelAfterSamples;
    });
    Engine engine(backend, &observer, EngineOptions { 0, false });
    observer.engine = &engine;
    observer.cancelAfterSamples = 5;
    const RunReport report = engine.run(config);
    QCOMPARE(report.status, QStringLiteral("cancelled"));
    QCOMPARE(listing(dir.path()), (QMap<QString, qint64>()));
    const PhaseResult* write = report.targets[0].passes[0].phase(PhaseKind::Write);
    QVERIFY(write);
    QVERIFY(write->bytes < 2 * config.sizePerStream);
    // Cut short before its flush: what was written is kept, but no effective rate and no
    // flush tail are claimed, and how much was still dirty is said.
    QVERIFY(!write->complete);
    QCOMPARE(write->effectiveMiBs, 0.0);
    QCOMPARE(write->flushTailS, 0.0);
    QVERIFY(write->ongoingMiBs > 0);
    QVERIFY2(write->dirtyAtEndMiB >= 0, "Dirty + Writeback are readable in /proc/meminfo");
    QString error;
    const auto reloaded = RunReport::fromJson(report.toJsonBytes(), &error);
    QVERIFY2(reloaded, qPrintable(error));
    const PhaseResult* reloadedWrite = reloaded->targets[0].passes[0].phase(PhaseKind::Write);
    QVERIFY(reloadedWrite && !reloadedWrite->complete);
    QCOMPARE(reloadedWrite->dirtyAtEndMiB, write->dirtyAtEndMiB);
}

void TestEngine::writeErrorNamesFileOffsetAndError()
{
    QTemporaryDir dir;
    RunConfig config = smallConfig(dir.path());
    FaultInjectingBackend backend;
    Fault enospc;
    enospc.op = Fault::Op::Write;
    enospc.stream = 1;
    enospc.atOffset = 128 * kKiB;
    enospc.error = ENOSPC;
    backend.addFault(enospc);
    Engine engine(backend, nullptr, EngineOptions { 0, false });
    const RunReport report = engine.run(config);
    QCOMPARE(report.status, QStringLiteral("failed"));
    QVERIFY2(report.error.contains(QLatin1String("stream-0001.dat")), qPrintable(report.error));
    QVERIFY2(report.error.contains(QLatin1String("offset 131072")), qPrintable(report.error));
    QVERIFY2(report.error.contains(QLatin1String("ENOSPC")), qPrintable(report.error));
    QCOMPARE(listing(dir.path()), (QMap<QString, qint64>()));
    // What was measured before the error is kept.
    const PhaseResult* write = report.targets[0].passes[0].phase(PhaseKind::Write);
    QVERIFY(write);
    QVERIFY(!write->complete);
    QVERIFY(write->bytes > 0);
}

void TestEngine::shortWritesAndEintrAreRetried()
{
    QTemporaryDir dir;
    RunConfig config = smallConfig(dir.path());
    FaultInjectingBackend backend;
    Fault shortWrite;
    shortWrite.op = Fault::Op::Write;
    shortWrite.shortTransfer = true;
    shortWrite.times = 3;
    backend.addFault(shortWrite);
    Fault interrupted;
    interrupted.op = Fault::Op::Write;
    interrupted.error = EINTR;
    interrupted.atOffset = 256 * kKiB;
    interrupted.times = 2;
    backend.addFault(interrupted);
    Fault shortRead;
    shortRead.op = Fault::Op::Read;
    shortRead.shortTransfer = true;
    shortRead.times = 2;
    backend.addFault(shortRead);
    Engine engine(backend, nullptr, EngineOptions { 0, false });
    const RunReport report = engine.run(config);
    QVERIFY2(report.ok(), qPrintable(report.error));
    QCOMPARE(backend.firedCount(), 7);
    const PhaseResult* write = report.targets[0].passes[0].phase(PhaseKind::Write);
    const PhaseResult* read = report.targets[0].passes[0].phase(PhaseKind::Read);
    QVERIFY(write && read);
    QCOMPARE(write->bytes, 2 * config.sizePerStream);
    QCOMPARE(read->bytes, 2 * config.sizePerStream);
}

void TestEngine::workerSignalsAreThrottledAndCarryRunId()
{
    QTemporaryDir dir;
    RunConfig config = smallConfig(dir.path());
    config.intervalNs = 10'000'000; // 100 ticks per second...
    config.sizePerStream = 4 * kMiB;
    FaultInjectingBackend backend;
    backend.setWriteBandwidth(16.0 * kMiB); // about half a second of writing

    QThread thread;
    auto* worker = new RunWorker;
    worker->setBackend(&backend);
    worker->setEngineOptions(EngineOptions { 0, false });
    worker->moveToThread(&thread);
    connect(&thread, &QThread::finished, worker, &QObject::deleteLater);
    thread.start();
    QSignalSpy samples(worker, &RunWorker::samplesReady);
    QSignalSpy finished(worker, &RunWorker::finished);
    QSignalSpy phases(worker, &RunWorker::phaseFinished);
    QElapsedTimer timer;
    timer.start();
    QMetaObject::invokeMethod(worker, "start", Qt::QueuedConnection, Q_ARG(quint64, 42), Q_ARG(RunConfig, config));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
    const double seconds = double(timer.elapsed()) / 1000.0;
    thread.quit();
    thread.wait();

    QCOMPARE(finished.at(0).at(0).toULongLong(), 42ULL);
    const auto report = finished.at(0).at(1).value<RunReport>();
    QVERIFY2(report.ok(), qPrintable(report.error));
    QCOMPARE(phases.size(), 2);
    // ...but at most 25 batches per second reach the receiver, each with several ticks.
    QVERIFY(samples.size() > 0);
    QVERIFY2(samples.size() <= int(seconds * 25.0) + 2,
        qPrintable(QStringLiteral("%1 batches in %2 s").arg(samples.size()).arg(seconds)));
    int ticks = 0;
    for (const auto& args : samples) {
        QCOMPARE(args.at(0).toULongLong(), 42ULL);
        ticks += args.at(1).value<SampleBatch>().samples.size();
    }
    QVERIFY(ticks > samples.size());
}

void TestEngine::everyTargetIsCheckedBeforeTheFirstIsWritten()
{
    QTemporaryDir good;
    QTemporaryDir scratch;
    RunConfig config = smallConfig(good.path());
    const QString missing = scratch.filePath(QStringLiteral("missing"));
    config.targetDirs.append(missing);
    PosixIoBackend backend;
    RecordingObserver observer(good.path());
    Engine engine(backend, &observer, EngineOptions { 0, false });
    const RunReport report = engine.run(config);
    QCOMPARE(report.status, QStringLiteral("failed"));
    QVERIFY2(
        report.error.startsWith(QStringLiteral("target %1: it does not exist").arg(missing)), qPrintable(report.error));
    QVERIFY(report.targets.isEmpty()); // the first target was not started either
    QCOMPARE(listing(good.path()), (QMap<QString, qint64>()));
}

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
