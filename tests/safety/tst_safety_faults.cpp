// The fault matrix: every system error the issue names, in every phase of a pass, through the
// fault-injecting backend. Each failing run must end with a message naming the file, the
// offset (for reads and writes) and the system error; keep what it measured, marked failed;
// and leave the target exactly as it was (a user's files included). Short transfers and
// EINTR must be retried to a complete, correct run. The same for a cancel in every phase,
// and for the CLI's --inject.
#include "../ForwardingBackend.h"
#include "Engine.h"
#include "FaultInjectingBackend.h"
#include "RunReport.h"
#include "SafetySupport.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <cstring>
#include <functional>
#include <thread>

using namespace Safety;

namespace {

constexpr int64_t kStreamSize = 512 * kKiB;
constexpr int64_t kBlock = 64 * kKiB;
constexpr int64_t kFaultOffset = 128 * kKiB;

RunConfig matrixConfig(const QString& dir, Prepare prepare, Schedule schedule)
{
    RunConfig c;
    c.targetDirs = { dir };
    c.streamCounts = { 1, 2 }; // the faults aim at stream 1: they fire in the second pass
    c.sizePerStream = kStreamSize;
    c.totalSize = 0;
    c.blockSize = kBlock;
    c.intervalNs = 20'000'000;
    c.prepare = prepare;
    c.schedule = schedule;
    c.flush = FlushPolicy::End;
    c.read = ReadOrder::Each;
    return c;
}

// Where each operation can fail, and what the failing pass has measured by then.
struct Site {
    const char* name;
    PhaseKind phase;
    Fault::Op op;
    Prepare prepare;
    bool hasOffset;
    const char* verb; // the words of the engine's message
    QList<PhaseKind> measured; // phases of the failing pass in the report
};

QList<Site> sites()
{
    using P = PhaseKind;
    return {
        { "create-open", P::Create, Fault::Op::Open, Prepare::Existing, false, "cannot open", {} },
        { "create-write", P::Create, Fault::Op::Write, Prepare::Existing, true, "write to", { P::Create } },
        { "write-open", P::Write, Fault::Op::Open, Prepare::Truncate, false, "cannot open", {} },
        { "write-reopen", P::Write, Fault::Op::Open, Prepare::Existing, false, "cannot open", { P::Create } },
        { "write-fallocate", P::Write, Fault::Op::Fallocate, Prepare::Fallocate, false, "posix_fallocate of", {} },
        { "write-write", P::Write, Fault::Op::Write, Prepare::Truncate, true, "write to", { P::Write } },
        { "flush-sync", P::Flush, Fault::Op::Sync, Prepare::Truncate, false, "fdatasync of", { P::Write } },
        { "flush-close", P::Flush, Fault::Op::Close, Prepare::Truncate, false, "closing", { P::Write } },
        { "read-open", P::Read, Fault::Op::Open, Prepare::Truncate, false, "cannot open", { P::Write } },
        { "read-sync", P::Read, Fault::Op::Sync, Prepare::Truncate, false, "fdatasync of", { P::Write } },
        { "read-read", P::Read, Fault::Op::Read, Prepare::Truncate, true, "read from", { P::Write, P::Read } },
    };
}

QList<PhaseKind> fullPass(const RunConfig& c)
{
    QList<PhaseKind> phases;
    if (c.prepare == Prepare::Existing)
        phases << PhaseKind::Create;
    phases << PhaseKind::Write;
    if (c.read != ReadOrder::None)
        phases << PhaseKind::Read;
    return phases;
}

QList<PhaseKind> kinds(const PassResult& p)
{
    QList<PhaseKind> out;
    for (const PhaseResult& r : p.phases)
        out << r.kind;
    return out;
}

QString kindsText(const QList<PhaseKind>& list)
{
    QStringList names;
    for (PhaseKind k : list)
        names << phaseName(k);
    return names.join(QLatin1Char(','));
}

class CancelAt : public RunObserver {
public:
    void phaseStarted(int, int pass, PhaseKind kind, double) override
    {
        if (pass == 1 && kind == when && engine) {
            engine->cancel();
            fired = true;
        }
    }
    Engine* engine = nullptr;
    PhaseKind when = PhaseKind::Write;
    bool fired = false;
};

} // namespace

class TestSafetyFaults : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void errorsStopCleanlyInEveryPhase_data();
    void errorsStopCleanlyInEveryPhase();
    void shortTransfersAndEintrAreRetried_data();
    void shortTransfersAndEintrAreRetried();
    void realTimeErrorsStopCleanly_data();
    void realTimeErrorsStopCleanly();
    void cancelInEveryPhaseCleansUp_data();
    void cancelInEveryPhaseCleansUp();
    void cliInjectedErrorsKeepAFailedReport_data();
    void cliInjectedErrorsKeepAFailedReport();
    void twoRunsInOneTargetNeverShareFiles();
    void cliOutputClosedMidRunCleansUp();
    void processLimits_data();
    void processLimits();
};

void TestSafetyFaults::errorsStopCleanlyInEveryPhase_data()
{
    QTest::addColumn<int>("siteIndex");
    QTest::addColumn<int>("error");
    QTest::addColumn<int>("schedule");
    const QList<Site> all = sites();
    for (int i = 0; i < all.size(); ++i) {
        for (int error : { ENOSPC, EDQUOT, EIO, EFBIG, EROFS }) {
            for (Schedule s : { Schedule::RoundRobin, Schedule::Threads }) {
                // The schedule only changes who writes in the write phase.
                if (s == Schedule::Threads && all[i].op != Fault::Op::Write)
                    continue;
                QTest::addRow("%s-%s-%s", all[i].name, strerrorname_np(error), qPrintable(toString(s)))
                    << i << error << int(s);
            }
        }
    }
}

void TestSafetyFaults::errorsStopCleanlyInEveryPhase()
{
    QFETCH(int, siteIndex);
    QFETCH(int, error);
    QFETCH(int, schedule);
    const Site site = sites().at(siteIndex);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(placeUserFiles(dir.path()));
    const auto before = snapshot(dir.path());

    const RunConfig config = matrixConfig(dir.path(), site.prepare, Schedule(schedule));
    FaultInjectingBackend backend;
    Fault fault;
    fault.op = site.op;
    fault.phase = site.phase;
    fault.stream = 1;
    fault.atOffset = site.hasOffset ? kFaultOffset : 0;
    fault.error = error;
    backend.addFault(fault);
    Engine engine(backend, nullptr, EngineOptions { 0, false });
    const RunReport report = engine.run(config);

    QCOMPARE(backend.firedCount(), 1);
    QCOMPARE(report.status, QStringLiteral("failed"));
    // The message: which file (its full path in the run directory), where, and what the system said.
    const QString file = dir.path() + QStringLiteral("/.streamscope-run-");
    QVERIFY2(report.error.contains(file), qPrintable(report.error));
    QVERIFY2(report.error.contains(QLatin1String("/stream-0001.dat")), qPrintable(report.error));
    QVERIFY2(report.error.contains(QLatin1String(site.verb)), qPrintable(report.error));
    QVERIFY2(report.error.contains(QLatin1String(strerrorname_np(error))), qPrintable(report.error));
    QVERIFY2(report.error.contains(QString::fromLocal8Bit(std::strerror(error))), qPrintable(report.error));
    if (site.hasOffset)
        QVERIFY2(report.error.contains(QStringLiteral("at offset %1").arg(kFaultOffset)), qPrintable(report.error));

    // What was measured is kept: the first pass whole, the failing pass up to the failure.
    QCOMPARE(report.targets.size(), 1);
    const auto& passes = report.targets[0].passes;
    QCOMPARE(passes.size(), 2);
    QCOMPARE(kindsText(kinds(passes[0])), kindsText(fullPass(config)));
    for (const PhaseResult& p : passes[0].phases)
        QCOMPARE(p.bytes, kStreamSize);
    QCOMPARE(kindsText(kinds(passes[1])), kindsText(site.measured));
    if (site.op == Fault::Op::Write || site.op == Fault::Op::Read) {
        const PhaseResult& last = passes[1].phases.last();
        QVERIFY2(last.bytes >= kFaultOffset && last.bytes < 2 * kStreamSize, qPrintable(QString::number(last.bytes)));
    } else if (!site.measured.isEmpty()) {
        QCOMPARE(passes[1].phases.last().bytes, 2 * kStreamSize);
    }
    // ...and survives the trip through the report file.
    QString loadError;
    const auto loaded = RunReport::fromJson(report.toJsonBytes(), &loadError);
    QVERIFY2(loaded, qPrintable(loadError));
    QCOMPARE(loaded->status, QStringLiteral("failed"));
    QCOMPARE(loaded->error, report.error);
    QCOMPARE(loaded->targets[0].passes.size(), 2);

    // Nothing left, nothing touched.
    const auto after = snapshot(dir.path());
    QVERIFY2(after == before, qPrintable(diff(before, after)));
}

void TestSafetyFaults::shortTransfersAndEintrAreRetried_data()
{
    QTest::addColumn<int>("op");
    QTest::addColumn<int>("phase");
    QTest::addColumn<int>("prepare");
    QTest::addColumn<int>("schedule");
    QTest::addColumn<bool>("shortTransfer");
    using P = PhaseKind;
    struct Row {
        const char* name;
        Fault::Op op;
        PhaseKind phase;
        Prepare prepare;
        bool shortTransfer;
    };
    const Row rows[] = {
        { "create-write-short", Fault::Op::Write, P::Create, Prepare::Existing, true },
        { "create-write-EINTR", Fault::Op::Write, P::Create, Prepare::Existing, false },
        { "create-open-EINTR", Fault::Op::Open, P::Create, Prepare::Existing, false },
        { "write-write-short", Fault::Op::Write, P::Write, Prepare::Truncate, true },
        { "write-write-EINTR", Fault::Op::Write, P::Write, Prepare::Truncate, false },
        { "write-open-EINTR", Fault::Op::Open, P::Write, Prepare::Truncate, false },
        { "write-reopen-EINTR", Fault::Op::Open, P::Write, Prepare::Existing, false },
        { "write-fallocate-EINTR", Fault::Op::Fallocate, P::Write, Prepare::Fallocate, false },
        { "flush-sync-EINTR", Fault::Op::Sync, P::Flush, Prepare::Truncate, false },
        // close(2) is never retried on Linux (the descriptor is gone, a retry could close a
        // descriptor another thread just got); an interrupted close after a successful
        // fdatasync has lost nothing, so the run should go on.
        { "flush-close-EINTR", Fault::Op::Close, P::Flush, Prepare::Truncate, false },
        { "read-open-EINTR", Fault::Op::Open, P::Read, Prepare::Truncate, false },
        { "read-sync-EINTR", Fault::Op::Sync, P::Read, Prepare::Truncate, false },
        { "read-read-short", Fault::Op::Read, P::Read, Prepare::Truncate, true },
        { "read-read-EINTR", Fault::Op::Read, P::Read, Prepare::Truncate, false },
    };
    for (const Row& r : rows) {
        for (Schedule s : { Schedule::RoundRobin, Schedule::Threads }) {
            if (s == Schedule::Threads && !(r.op == Fault::Op::Write && r.phase == P::Write))
                continue;
            QTest::addRow("%s-%s", r.name, qPrintable(toString(s)))
                << int(r.op) << int(r.phase) << int(r.prepare) << int(s) << r.shortTransfer;
        }
    }
}

void TestSafetyFaults::shortTransfersAndEintrAreRetried()
{
    QFETCH(int, op);
    QFETCH(int, phase);
    QFETCH(int, prepare);
    QFETCH(int, schedule);
    QFETCH(bool, shortTransfer);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(placeUserFiles(dir.path()));
    const auto before = snapshot(dir.path());
    const RunConfig config = matrixConfig(dir.path(), Prepare(prepare), Schedule(schedule));
    FaultInjectingBackend backend;
    Fault fault;
    fault.op = Fault::Op(op);
    fault.phase = PhaseKind(phase);
    fault.stream = 1;
    fault.error = shortTransfer ? 0 : EINTR;
    fault.shortTransfer = shortTransfer;
    // A file is closed once per phase, so an interrupted close can fire only once.
    const int times = Fault::Op(op) == Fault::Op::Close ? 1 : 3;
    fault.times = times;
    backend.addFault(fault);
    Engine engine(backend, nullptr, EngineOptions { 0, false });
    const RunReport report = engine.run(config);
    QCOMPARE(backend.firedCount(), times);
    // Nothing left, nothing touched.
    const auto after = snapshot(dir.path());
    QVERIFY2(after == before, qPrintable(diff(before, after)));
    // An interrupted close() has still closed the file (Linux): the run goes on.
    QVERIFY2(report.ok(), qPrintable(report.error));
    // Three consecutive interruptions of the same call (or three short transfers in a row,
    // each retried from where it stopped) all fired and were all absorbed.
    for (const PassResult& pass : report.targets[0].passes) {
        QCOMPARE(kindsText(kinds(pass)), kindsText(fullPass(config)));
        for (const PhaseResult& p : pass.phases) {
            QCOMPARE(p.bytes, pass.streams * kStreamSize);
            QCOMPARE(p.ops, pass.streams * kStreamSize / kBlock);
            for (const StreamResult& s : p.perStream)
                QCOMPARE(s.bytes, kStreamSize);
        }
    }
}

void TestSafetyFaults::realTimeErrorsStopCleanly_data()
{
    QTest::addColumn<int>("op");
    QTest::addColumn<int>("phase");
    QTest::addColumn<int>("error");
    QTest::addColumn<int>("schedule");
    for (Schedule s : { Schedule::RoundRobin, Schedule::Threads }) {
        for (int error : { ENOSPC, EIO }) {
            QTest::addRow("write-%s-%s", strerrorname_np(error), qPrintable(toString(s)))
                << int(Fault::Op::Write) << int(PhaseKind::Write) << error << int(s);
            QTest::addRow("flush-%s-%s", strerrorname_np(error), qPrintable(toString(s)))
                << int(Fault::Op::Sync) << int(PhaseKind::Flush) << error << int(s);
        }
    }
}

void TestSafetyFaults::realTimeErrorsStopCleanly()
{
    QFETCH(int, op);
    QFETCH(int, phase);
    QFETCH(int, error);
    QFETCH(int, schedule);
    QTemporaryDir dir;
    QVERIFY(placeUserFiles(dir.path()));
    const auto before = snapshot(dir.path());
    RunConfig config = matrixConfig(dir.path(), Prepare::Truncate, Schedule(schedule));
    config.streamCounts = { 2 };
    config.sizePerStream = 0;
    config.totalSize = 0;
    config.ratesBytesPerSec = { double(4 * kMiB) };
    config.bufferBytes = 512 * kKiB;
    config.durationNs = 250'000'000;
    config.read = ReadOrder::None;
    QVERIFY2(config.validate().isEmpty(), qPrintable(config.validate().value(0).message));
    FaultInjectingBackend backend;
    Fault fault;
    fault.op = Fault::Op(op);
    fault.phase = PhaseKind(phase);
    fault.stream = 1;
    fault.atOffset = op == int(Fault::Op::Write) ? kBlock : 0;
    fault.error = error;
    backend.addFault(fault);
    Engine engine(backend, nullptr, EngineOptions { 0, false });
    const RunReport report = engine.run(config);
    QCOMPARE(backend.firedCount(), 1);
    QCOMPARE(report.status, QStringLiteral("failed"));
    QVERIFY2(report.error.contains(QLatin1String("/stream-0001.dat")), qPrintable(report.error));
    QVERIFY2(report.error.contains(QLatin1String(strerrorname_np(error))), qPrintable(report.error));
    if (op == int(Fault::Op::Write))
        QVERIFY2(report.error.contains(QStringLiteral("at offset %1").arg(kBlock)), qPrintable(report.error));
    QVERIFY(report.targets.value(0).passes.value(0).phase(PhaseKind::Write));
    const auto after = snapshot(dir.path());
    QVERIFY2(after == before, qPrintable(diff(before, after)));
}

void TestSafetyFaults::cancelInEveryPhaseCleansUp_data()
{
    QTest::addColumn<int>("phase");
    QTest::addColumn<int>("prepare");
    QTest::addRow("create") << int(PhaseKind::Create) << int(Prepare::Existing);
    QTest::addRow("write") << int(PhaseKind::Write) << int(Prepare::Truncate);
    QTest::addRow("flush") << int(PhaseKind::Flush) << int(Prepare::Truncate);
    QTest::addRow("read") << int(PhaseKind::Read) << int(Prepare::Fallocate);
}

void TestSafetyFaults::cancelInEveryPhaseCleansUp()
{
    QFETCH(int, phase);
    QFETCH(int, prepare);
    QTemporaryDir dir;
    QVERIFY(placeUserFiles(dir.path()));
    const auto before = snapshot(dir.path());
    const RunConfig config = matrixConfig(dir.path(), Prepare(prepare), Schedule::RoundRobin);
    PosixIoBackend backend;
    CancelAt observer;
    observer.when = PhaseKind(phase);
    Engine engine(backend, &observer, EngineOptions { 0, false });
    observer.engine = &engine;
    const RunReport report = engine.run(config);
    QVERIFY(observer.fired);
    QCOMPARE(report.status, QStringLiteral("cancelled"));
    QCOMPARE(report.targets.value(0).passes.size(), 2);
    QCOMPARE(kindsText(kinds(report.targets[0].passes[0])), kindsText(fullPass(config)));
    const auto after = snapshot(dir.path());
    QVERIFY2(after == before, qPrintable(diff(before, after)));
}

void TestSafetyFaults::cliInjectedErrorsKeepAFailedReport_data()
{
    QTest::addColumn<QString>("inject");
    QTest::addColumn<QString>("prepare");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("phases");
    QTest::addRow("create") << QStringLiteral("write,error=ENOSPC,phase=create,stream=1,offset=128k")
                            << QStringLiteral("existing") << QStringLiteral("at offset 131072 failed")
                            << QStringLiteral("create");
    QTest::addRow("write") << QStringLiteral("write,error=EDQUOT,phase=write,stream=1,offset=128k")
                           << QStringLiteral("truncate") << QStringLiteral("at offset 131072 failed")
                           << QStringLiteral("write");
    QTest::addRow("flush") << QStringLiteral("sync,error=EIO,phase=flush,stream=1") << QStringLiteral("truncate")
                           << QStringLiteral("fdatasync of") << QStringLiteral("write");
    QTest::addRow("read") << QStringLiteral("read,error=EIO,phase=read,stream=1,offset=128k")
                          << QStringLiteral("truncate") << QStringLiteral("at offset 131072 failed")
                          << QStringLiteral("write,read");
}

void TestSafetyFaults::cliInjectedErrorsKeepAFailedReport()
{
    QFETCH(QString, inject);
    QFETCH(QString, prepare);
    QFETCH(QString, expected);
    QFETCH(QString, phases);
    QTemporaryDir target;
    QTemporaryDir outputs;
    QVERIFY(placeUserFiles(target.path()));
    const auto before = snapshot(target.path());
    const QString json = outputs.filePath(QStringLiteral("r.json"));
    const CliResult r = runCli({ QStringLiteral("--dir"), target.path(), QStringLiteral("--streams"),
        QStringLiteral("1,2"), QStringLiteral("--size"), QStringLiteral("512k"), QStringLiteral("--block"),
        QStringLiteral("64k"), QStringLiteral("--prepare"), prepare, QStringLiteral("--space-margin"),
        QStringLiteral("0"), QStringLiteral("--json"), json, QStringLiteral("--inject"), inject });
    QCOMPARE(r.exitCode, 1);
    const QString errorName = inject.section(QLatin1String("error="), 1).section(QLatin1Char(','), 0, 0);
    QVERIFY2(r.err.contains(QStringLiteral("error: ")), qPrintable(r.err));
    QVERIFY2(r.err.contains(target.path() + QStringLiteral("/.streamscope-run-")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("/stream-0001.dat")), qPrintable(r.err));
    QVERIFY2(r.err.contains(expected), qPrintable(r.err));
    QVERIFY2(r.err.contains(errorName), qPrintable(r.err));
    QString error;
    const auto report = RunReport::load(json, &error);
    QVERIFY2(report, qPrintable(error));
    QCOMPARE(report->status, QStringLiteral("failed"));
    QVERIFY(report->error.contains(errorName));
    QCOMPARE(report->targets.value(0).passes.size(), 2);
    QCOMPARE(kindsText(kinds(report->targets[0].passes[1])), phases);
    const auto after = snapshot(target.path());
    QVERIFY2(after == before, qPrintable(diff(before, after)));
}

void TestSafetyFaults::twoRunsInOneTargetNeverShareFiles()
{
    // Two engines in one target at the same time:
    // each writes into a run directory of its own, both succeed with exact byte counts, and
    // the target ends as it began.
    QTemporaryDir dir;
    QVERIFY(placeUserFiles(dir.path()));
    const auto before = snapshot(dir.path());
    RunConfig config = matrixConfig(dir.path(), Prepare::Truncate, Schedule::RoundRobin);
    config.streamCounts = { 2 };
    config.sizePerStream = 2 * kMiB;
    // Run directories in the target (not the user's look-alike) -> their files.
    auto runDirectories = [&] {
        QMap<QString, QStringList> runs;
        const QDir target(dir.path());
        for (const QString& run : target.entryList(
                 { QStringLiteral(".streamscope-run-*") }, QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot)) {
            if (run != QLatin1String(".streamscope-run-mine"))
                runs.insert(run, QDir(target.filePath(run)).entryList(QDir::Files | QDir::Hidden));
        }
        return runs;
    };
    std::atomic<int> writesEnded { 0 };
    struct Watcher : RunObserver {
        std::function<QMap<QString, QStringList>()> look;
        std::atomic<int>* writesEnded = nullptr;
        int order = -1; // 0 for the run whose write phase ended first
        QMap<QString, QStringList> seen; // run directory -> its files, at the end of the write phase
        void phaseFinished(const PhaseResult& p) override
        {
            if (p.kind != PhaseKind::Write)
                return;
            seen = look();
            order = writesEnded->fetch_add(1);
        }
    };
    Watcher watchA;
    Watcher watchB;
    for (Watcher* w : { &watchA, &watchB }) {
        w->look = runDirectories;
        w->writesEnded = &writesEnded;
    }
    // Each run's first write waits until both runs have created their files, so the two
    // overlap however late the second thread starts.
    auto bothRunsHaveTheirFiles = [&] {
        int ready = 0;
        for (const QStringList& files : runDirectories())
            ready += files.contains(QStringLiteral("stream-0000.dat"))
                && files.contains(QStringLiteral("stream-0001.dat"));
        return ready >= 2;
    };
    PosixIoBackend realA;
    PosixIoBackend realB;
    GatedBackend gateA(realA, "", 0, bothRunsHaveTheirFiles);
    GatedBackend gateB(realB, "", 0, bothRunsHaveTheirFiles);
    RunReport a;
    RunReport b;
    std::thread other([&] {
        Engine engine(gateB, &watchB, EngineOptions { 0, false });
        b = engine.run(config);
    });
    {
        Engine engine(gateA, &watchA, EngineOptions { 0, false });
        a = engine.run(config);
    }
    other.join();
    QVERIFY2(a.ok(), qPrintable(a.error));
    QVERIFY2(b.ok(), qPrintable(b.error));
    for (const RunReport* r : { &a, &b }) {
        for (const PhaseResult& p : r->targets[0].passes[0].phases)
            QCOMPARE(p.bytes, 2 * config.sizePerStream);
    }
    // The run whose write phase ended first saw both run directories at once, each with its
    // own two files: the other run was between creating its files and the end of its writes.
    QVERIFY(watchA.order >= 0 && watchB.order >= 0);
    const Watcher& first = watchA.order == 0 ? watchA : watchB;
    QVERIFY2(first.seen.size() == 2, "the two runs did not overlap");
    for (const QStringList& files : first.seen) {
        QVERIFY(files.contains(QStringLiteral("stream-0000.dat")));
        QVERIFY(files.contains(QStringLiteral("stream-0001.dat")));
    }
    const auto after = snapshot(dir.path());
    QVERIFY2(after == before, qPrintable(diff(before, after)));
}

void TestSafetyFaults::cliOutputClosedMidRunCleansUp()
{
    // "streamscope-cli ... | head -n 1": once head has its line and exits, the next line the
    // CLI prints raises SIGPIPE. The run must end as cancelled, with its files removed, not
    // be killed with its run directory left in the target.
    QTemporaryDir target;
    QTemporaryDir outputs;
    QVERIFY(placeUserFiles(target.path()));
    const auto before = snapshot(target.path());
    const QString json = outputs.filePath(QStringLiteral("r.json"));
    const QString command = QStringLiteral("'%1' --dir '%2' --streams 1,2 --size 1M --block 64k --space-margin 0 "
                                           "--json '%3' --inject write,delay=5ms,times=-1 | head -n 1; "
                                           "exit ${PIPESTATUS[0]}")
                                .arg(QStringLiteral(STREAMSCOPE_CLI), target.path(), json);
    QProcess shell;
    shell.start(QStringLiteral("/bin/bash"), { QStringLiteral("-c"), command });
    QVERIFY(shell.waitForFinished(60000));
    QCOMPARE(shell.exitCode(), 130); // cancelled, not killed by SIGPIPE (141)
    const QString out = QString::fromUtf8(shell.readAllStandardOutput());
    QVERIFY2(out.startsWith(QLatin1String("Target ")), qPrintable(out));
    QString error;
    const auto report = RunReport::load(json, &error);
    QVERIFY2(report, qPrintable(error + QString::fromUtf8(shell.readAllStandardError())));
    QCOMPARE(report->status, QStringLiteral("cancelled"));
    const auto after = snapshot(target.path());
    QVERIFY2(after == before, qPrintable(diff(before, after)));
}

void TestSafetyFaults::processLimits_data()
{
    QTest::addColumn<QString>("limit"); // a prlimit option
    QTest::addColumn<bool>("otherUser"); // the process limit does not bind root
    QTest::addColumn<QStringList>("workload");
    QTest::addColumn<QStringList>("expected");
    const QStringList common { QStringLiteral("--block"), QStringLiteral("4k"), QStringLiteral("--space-margin"),
        QStringLiteral("0") };
    QTest::addRow("file size limit (ulimit -f): EFBIG, not SIGXFSZ")
        << QStringLiteral("--fsize=1048576") << false
        << (common + QStringList { QStringLiteral("--size"), QStringLiteral("4M") })
        << QStringList { QStringLiteral("EFBIG"), QStringLiteral("stream-0000.dat"), QStringLiteral("1048576") };
    QTest::addRow("process limit (ulimit -u), one thread per stream")
        << QStringLiteral("--nproc=8") << true
        << (common
               + QStringList { QStringLiteral("--streams"), QStringLiteral("100"), QStringLiteral("--schedule"),
                   QStringLiteral("threads"), QStringLiteral("--size"), QStringLiteral("64k") })
        << QStringList { QStringLiteral("ulimit -u") };
    QTest::addRow("process limit (ulimit -u), real-time threads")
        << QStringLiteral("--nproc=8") << true
        << (common
               + QStringList { QStringLiteral("--streams"), QStringLiteral("100"), QStringLiteral("--schedule"),
                   QStringLiteral("threads"), QStringLiteral("--rate"), QStringLiteral("64k/s"),
                   QStringLiteral("--buffer"), QStringLiteral("64k"), QStringLiteral("--duration"),
                   QStringLiteral("10s") })
        << QStringList { QStringLiteral("ulimit -u") };
}

void TestSafetyFaults::processLimits()
{
    // Limits the system puts on the process end the run with an error that says what hit
    // which limit, and the run's files are removed: no kill by SIGXFSZ, no abort from an
    // uncaught std::system_error with a hundred files left.
    QFETCH(QString, limit);
    QFETCH(bool, otherUser);
    QFETCH(QStringList, workload);
    QFETCH(QStringList, expected);
    const QString prlimit = findTool(QStringLiteral("prlimit"));
    if (prlimit.isEmpty())
        QSKIP("prlimit (util-linux) is missing: cannot set a limit on the CLI alone");
    QStringList prefix { prlimit, limit };
    if (otherUser) {
        QString missing;
        prefix << asAnotherUser(&missing);
        if (!missing.isEmpty())
            QSKIP(qPrintable(missing));
    }
    QTemporaryDir target;
    QVERIFY(target.isValid());
    QVERIFY(placeUserFiles(target.path()));
    if (otherUser) // writable for the other user; the test's own directory
        QVERIFY(QFile::setPermissions(target.path(), QFileDevice::Permissions(0x7777)));
    const auto before = snapshot(target.path());
    const CliResult r = runCli(QStringList { QStringLiteral("--dir"), target.path() } + workload, 120000, prefix);
    QVERIFY2(r.exitCode == 1, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
    QVERIFY2(r.err.contains(QLatin1String("error: ")), qPrintable(r.err));
    for (const QString& e : expected)
        QVERIFY2(r.err.contains(e), qPrintable(r.err));
    QVERIFY2(!r.err.contains(QLatin1String("terminate")), qPrintable(r.err));
    QVERIFY2(snapshot(target.path()) == before, qPrintable(diff(before, snapshot(target.path()))));
}

QTEST_GUILESS_MAIN(TestSafetyFaults)
#include "tst_safety_faults.moc"
