// streamscope-cli as a script would use it: exit codes, the seed-style lines, the report
// files, signals, and nothing left in the target.
#include "Capacity.h"
#include "CapacityReport.h"
#include "RunDirectory.h"
#include "RunReport.h"
#include "TestSupport.h"
#include "Verdict.h"

#include <QDir>
#include <QDirIterator>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <csignal>

namespace {

struct Result {
    int exitCode = -1;
    QString out;
    QString err;
};

Result runCli(const QStringList& arguments, int timeoutMs = 60000)
{
    QProcess process;
    process.start(QStringLiteral(STREAMSCOPE_CLI), arguments);
    Result r;
    // A run that did not end in time has no exit code (-1), whatever its state says.
    const bool finished = process.waitForFinished(timeoutMs);
    r.exitCode = finished && process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = QString::fromUtf8(process.readAllStandardOutput());
    r.err = QString::fromUtf8(process.readAllStandardError());
    return r;
}

QStringList entries(const QString& dir)
{
    return treeEntries(dir);
}

// True once the first stream's file under `dir` holds data: the write phase has begun (the files exist
// earlier, from the preparation, and preflight writes probe files of its own).
bool writePhaseRunning(const QString& dir)
{
    QDirIterator it(
        dir, { QStringLiteral("stream-0000.dat") }, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        if (it.fileInfo().size() > 0)
            return true;
    }
    return false;
}

QStringList lines(const QString& text)
{
    return text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

QString mibs(double value)
{
    return QString::number(value, 'f', 2);
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void helpDocumentsEveryOptionAndPreset();
    void badUsageExitsTwoNamingTheOption_data();
    void badUsageExitsTwoNamingTheOption();
    void malformedInjectSpecIsRefused_data();
    void malformedInjectSpecIsRefused();
    void vdrPresetPrintsSeedLinesAndReport();
    void diagnosticLinesOnlyWhenAsked();
    void totalThatDoesNotDivideIsRoundedToWholeBlocks();
    void decimalUnitsAndRunName();
    void failedRunExitsOneNamingFileOffsetError();
    void stallsAreSummarisedByCause();
    void signalCancelsAndCleansUp_data();
    void signalCancelsAndCleansUp();
    void cleanLeftoversRemovesOnlyDeadRuns();
    void capacityAnswerFollowsFromItsSteps();
    void capacityRefusedWhenNoCountCouldOverrun_data();
    void capacityRefusedWhenNoCountCouldOverrun();
    void realTimeVerdictMatchesReport_data();
    void realTimeVerdictMatchesReport();
    void stoppedRealTimeRunSaysItWasStopped();
    void sweepTablesHaveOneRowPerTargetAndCount();
};

void TestCli::helpDocumentsEveryOptionAndPreset()
{
    const Result r = runCli({ QStringLiteral("--help") });
    QCOMPARE(r.exitCode, 0);
    for (const char* option : { "--dir", "--preset", "--streams", "--size", "--total", "--block", "--schedule",
             "--mode", "--prepare", "--flush", "--read", "--interval", "--stall", "--json", "--csv", "--rate",
             "--buffer", "--duration", "--clean-leftovers", "--lang" }) {
        QVERIFY2(r.out.contains(QLatin1String(option)), option);
    }
    for (const char* preset : { "vdr", "hdtest", "elvtest" })
        QVERIFY2(r.out.contains(QLatin1String(preset)), preset);
    QVERIFY(r.out.contains(QLatin1String("effective")));
}

void TestCli::badUsageExitsTwoNamingTheOption_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    const QString dir = QDir::tempPath();
    QTest::addRow("no dir") << QStringList { QStringLiteral("--total"), QStringLiteral("1M") }
                            << QStringLiteral("--dir");
    QTest::addRow("streams 0") << QStringList { QStringLiteral("--dir"), dir, QStringLiteral("--streams"),
        QStringLiteral("0") } << QStringLiteral("--streams");
    QTest::addRow("bad block") << QStringList { QStringLiteral("--dir"), dir, QStringLiteral("--block"),
        QStringLiteral("3x") } << QStringLiteral("--block");
    QTest::addRow("bad mode") << QStringList { QStringLiteral("--dir"), dir, QStringLiteral("--mode"),
        QStringLiteral("fast") }
                              << QStringLiteral("fast");
    QTest::addRow("unknown preset") << QStringList { QStringLiteral("--dir"), dir, QStringLiteral("--preset"),
        QStringLiteral("zfs") } << QStringLiteral("vdr");
    QTest::addRow("unknown option") << QStringList { QStringLiteral("--frobnicate") } << QStringLiteral("frobnicate");
    QTest::addRow("block does not divide") << QStringList { QStringLiteral("--dir"), dir, QStringLiteral("--size"),
        QStringLiteral("10k"), QStringLiteral("--block"), QStringLiteral("4k") }
                                           << QStringLiteral("--size");
    QTest::addRow("unknown unit") << QStringList { QStringLiteral("--dir"), dir, QStringLiteral("--units"),
        QStringLiteral("GB") } << QStringLiteral("--units");
    QTest::addRow("size and total") << QStringList { QStringLiteral("--dir"), dir, QStringLiteral("--size"),
        QStringLiteral("1M"), QStringLiteral("--total"), QStringLiteral("1M") }
                                    << QStringLiteral("--total");
}

void TestCli::badUsageExitsTwoNamingTheOption()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    const Result r = runCli(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
}

void TestCli::malformedInjectSpecIsRefused_data()
{
    // Each spec is refused before the run with exit code 2, naming the bad part and the
    // accepted form; before validation, stream=abc became stream 0, times=x became 0 (never
    // fires) and short=no meant short, so a fault test could pass without any fault.
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QStringList>("mentions");
    const auto row = [](const char* name, const char* spec, std::initializer_list<const char*> mentions) {
        QStringList list;
        for (const char* m : mentions)
            list.append(QString::fromUtf8(m));
        QTest::addRow("%s", name) << QString::fromUtf8(spec) << list;
    };
    row("stream not a number", "write,error=EIO,stream=abc", { "\"abc\"", "0, 1, 2" });
    row("stream negative", "write,error=EIO,stream=-3", { "\"-3\"", "0, 1, 2" });
    row("stream without value", "write,error=EIO,stream", { "stream needs a value", "stream=VALUE" });
    row("times not a number", "write,error=EIO,times=x", { "\"x\"", "-1 for every" });
    row("times zero", "write,error=EIO,times=0", { "\"0\"", "-1 for every" });
    row("unknown error", "write,error=EPERM", { "\"EPERM\"", "ENOSPC, EIO, EDQUOT" });
    row("error without value", "write,error=", { "error needs a value" });
    row("bad delay", "write,delay=soon", { "\"soon\"", "20ms" });
    row("bad offset", "write,error=EIO,offset=1Q", { "\"1Q\"", "64k" });
    row("unknown phase", "write,error=EIO,phase=later", { "\"later\"", "create, write, flush or read" });
    row("short with value", "write,short=no", { "short=no", "write just short" });
    row("unknown key", "write,error=EIO,streams=1", { "\"streams\"", "error, delay, short" });
    row("unknown operation", "wrte,error=EIO", { "\"wrte\"", "open, write, read" });
    row("empty item", "write,,error=EIO", { "empty item" });
    row("key twice", "write,error=EIO,error=ENOSPC", { "error is given twice" });
    row("nothing to inject", "write,stream=1", { "nothing to inject", "error=ERRNO" });
}

void TestCli::malformedInjectSpecIsRefused()
{
    QFETCH(QString, spec);
    QFETCH(QStringList, mentions);
    QTemporaryDir target;
    const Result r = runCli({ QStringLiteral("--dir"), target.path(), QStringLiteral("--size"), QStringLiteral("256k"),
        QStringLiteral("--block"), QStringLiteral("64k"), QStringLiteral("--space-margin"), QStringLiteral("0"),
        QStringLiteral("--inject"), spec });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("--inject")), qPrintable(r.err));
    for (const QString& m : mentions)
        QVERIFY2(r.err.contains(m), qPrintable(QStringLiteral("expected \"%1\" in: %2").arg(m, r.err)));
    QVERIFY(entries(target.path()).isEmpty());
}

void TestCli::vdrPresetPrintsSeedLinesAndReport()
{
    QTemporaryDir target;
    QTemporaryDir outputs;
    const QString json = outputs.filePath(QStringLiteral("r.json"));
    const QString csv = outputs.filePath(QStringLiteral("r.csv"));
    const Result r = runCli({ QStringLiteral("--preset"), QStringLiteral("vdr"), QStringLiteral("--dir"), target.path(),
        QStringLiteral("--total"), QStringLiteral("8M"), QStringLiteral("--json"), json, QStringLiteral("--csv"), csv,
        QStringLiteral("--space-margin"), QStringLiteral("0") });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QLatin1String("Writing 8 MiB of data to 1 files in parallel")), qPrintable(r.out));
    QVERIFY(r.out.contains(QLatin1String("Writing 4 MiB of data to 2 files in parallel")));
    QCOMPARE(r.out.count(QLatin1String("Transferred 8 MiB of data in")), 4); // 2 writes, 1 read, 1 read total
    QCOMPARE(r.out.count(QLatin1String("Transferred 4 MiB of data in")), 2); // each file of the 2-stream read
    QCOMPARE(r.out.count(QLatin1String("Reading files in sequence")), 2);
    QVERIFY(r.out.contains(QLatin1String("ongoing")));
    QVERIFY(r.out.contains(QLatin1String("effective")));
    QVERIFY(r.out.contains(QLatin1String("flush tail")));
    QVERIFY(r.out.contains(QLatin1String("Summary")));
    QVERIFY(entries(target.path()).isEmpty());

    QString error;
    const auto report = RunReport::load(json, &error);
    QVERIFY2(report, qPrintable(error));
    QCOMPARE(report->status, QStringLiteral("ok"));
    QCOMPARE(report->config.preset, QStringLiteral("vdr"));
    QCOMPARE(report->targets.size(), 1);
    QCOMPARE(report->targets[0].passes.size(), 2);
    const PhaseResult* write = report->targets[0].passes[1].phase(PhaseKind::Write);
    QVERIFY(write && write->effectiveMiBs > 0 && write->ongoingMiBs >= write->effectiveMiBs && write->flushTailS >= 0);
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    QVERIFY(csvFile.readLine().startsWith("t_s,"));
}

// The engine's and the probes' diagnostic lines are written from other threads than the one
// that prints the summary; a user (and a test's logger) sees them only when asking for them.
void TestCli::diagnosticLinesOnlyWhenAsked()
{
    QTemporaryDir target;
    const QStringList arguments { QStringLiteral("--dir"), target.path(), QStringLiteral("--total"),
        QStringLiteral("1M"), QStringLiteral("--space-margin"), QStringLiteral("0") };
    const Result quiet = runCli(arguments);
    QVERIFY2(quiet.exitCode == 0, qPrintable(quiet.err));
    QVERIFY2(!quiet.err.contains(QLatin1String("streamscope.")), qPrintable(quiet.err));

    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_LOGGING_RULES"),
        QStringLiteral("streamscope.probes.debug=true;streamscope.engine.debug=true"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(STREAMSCOPE_CLI), arguments);
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(err.contains(QLatin1String("streamscope.probes: environment of")), qPrintable(err));
    QVERIFY2(err.contains(QLatin1String("streamscope.engine: target 0 pass 0")), qPrintable(err));
    QVERIFY(entries(target.path()).isEmpty());
}

// --units MB: the summary in 10^6-byte MB/s, the report still in MiB/s; --name and --note kept.
void TestCli::decimalUnitsAndRunName()
{
    QTemporaryDir target;
    QTemporaryDir outputs;
    const QString json = outputs.filePath(QStringLiteral("r.json"));
    const Result r = runCli({ QStringLiteral("--preset"), QStringLiteral("vdr"), QStringLiteral("--dir"), target.path(),
        QStringLiteral("--total"), QStringLiteral("8M"), QStringLiteral("--json"), json,
        QStringLiteral("--space-margin"), QStringLiteral("0"), QStringLiteral("--units"), QStringLiteral("MB"),
        QStringLiteral("--name"), QStringLiteral("sdb"), QStringLiteral("--note"),
        QStringLiteral("after the firmware update") });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const qsizetype summary = r.out.indexOf(QLatin1String("Summary (MB/s;"));
    QVERIFY2(summary >= 0, qPrintable(r.out));
    QString error;
    const auto report = RunReport::load(json, &error);
    QVERIFY2(report, qPrintable(error));
    QCOMPARE(report->name, QStringLiteral("sdb"));
    QCOMPARE(report->note, QStringLiteral("after the firmware update"));
    for (const PassResult& pass : report->targets[0].passes) {
        const PhaseResult* write = pass.phase(PhaseKind::Write);
        QVERIFY(write && write->effectiveMiBs > 0);
        const QString decimal = QString::number(write->effectiveMiBs * 1.048576, 'f', 2);
        QVERIFY2(r.out.indexOf(decimal, summary) > summary, qPrintable(decimal + QLatin1Char('\n') + r.out));
    }
    // The per-phase lines too: "Transferred 8 MiB of data in 0.12 seconds (69.91 MB/s)", the
    // rate in 10^6 bytes a second of the size and time printed beside it.
    const QRegularExpression transferred(QStringLiteral(
        "^Transferred (\\d+) (KiB|MiB) of data in (\\d+\\.\\d\\d) seconds \\((\\d+\\.\\d\\d) (\\S+)\\)$"));
    for (const QString& line : lines(r.out)) {
        if (!line.startsWith(QLatin1String("Transferred ")))
            continue;
        const auto m = transferred.match(line);
        QVERIFY2(m.hasMatch(), qPrintable(line));
        QCOMPARE(m.captured(5), QStringLiteral("MB/s"));
        const double bytes = m.captured(1).toDouble() * (m.captured(2) == QLatin1String("KiB") ? 1024 : 1048576);
        const double seconds = m.captured(3).toDouble();
        if (seconds < 0.1)
            continue; // the seconds printed are too coarse to check the rate against
        const double expected = bytes / 1e6 / seconds;
        // The time is printed to 0.005 s: the rate from it is that close, relatively.
        QVERIFY2(std::abs(m.captured(4).toDouble() - expected) <= expected * 0.006 / seconds + 0.01, qPrintable(line));
    }
    QVERIFY2(!r.out.contains(QLatin1String("MiB/s)")), qPrintable(r.out));
}

void TestCli::totalThatDoesNotDivideIsRoundedToWholeBlocks()
{
    // 1 MiB over 3 streams of 64 KiB blocks: 5 blocks each (320 KiB), 64 KiB left out, as
    // fio splits a size across its files; said on the terminal, kept in the report.
    QTemporaryDir target;
    QTemporaryDir outputs;
    const QString json = outputs.filePath(QStringLiteral("r.json"));
    const Result r = runCli({ QStringLiteral("--dir"), target.path(), QStringLiteral("--total"), QStringLiteral("1M"),
        QStringLiteral("--streams"), QStringLiteral("3"), QStringLiteral("--block"), QStringLiteral("64k"),
        QStringLiteral("--read"), QStringLiteral("none"), QStringLiteral("--json"), json,
        QStringLiteral("--space-margin"), QStringLiteral("0") });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QLatin1String("--total 1 MiB split in whole 64 KiB blocks: 320 KiB per stream, 64 KiB "
                                          "left out")),
        qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("Transferred 960 KiB of data in")), qPrintable(r.out));
    QString error;
    const auto report = RunReport::load(json, &error);
    QVERIFY2(report, qPrintable(error));
    QCOMPARE(report->targets.size(), 1);
    QCOMPARE(report->targets[0].passes.size(), 1);
    QCOMPARE(report->targets[0].passes[0].sizePerStream, int64_t(320 * 1024));
    const PhaseResult* write = report->targets[0].passes[0].phase(PhaseKind::Write);
    QVERIFY(write);
    QCOMPARE(write->bytes, int64_t(960 * 1024));
    QVERIFY(entries(target.path()).isEmpty());
}

void TestCli::failedRunExitsOneNamingFileOffsetError()
{
    QTemporaryDir target;
    QTemporaryDir outputs;
    const QString json = outputs.filePath(QStringLiteral("r.json"));
    const Result r = runCli({ QStringLiteral("--dir"), target.path(), QStringLiteral("--streams"), QStringLiteral("2"),
        QStringLiteral("--size"), QStringLiteral("1M"), QStringLiteral("--block"), QStringLiteral("64k"),
        QStringLiteral("--space-margin"), QStringLiteral("0"), QStringLiteral("--json"), json,
        QStringLiteral("--inject"), QStringLiteral("write,error=EIO,stream=1,offset=64k") });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("stream-0001.dat")), qPrintable(r.err));
    QVERIFY(r.err.contains(QLatin1String("offset 65536")));
    QVERIFY(r.err.contains(QLatin1String("EIO")));
    QVERIFY(entries(target.path()).isEmpty());
    QString error;
    const auto report = RunReport::load(json, &error);
    QVERIFY2(report, qPrintable(error));
    QCOMPARE(report->status, QStringLiteral("failed"));
}

// Each phase with stalls gets the line "N stalls, T s: ..." with the time by cause, the same
// the report holds. An injected sleep is not a stall of the kernel's making: the sampler sees
// the writer sleeping (state S, no wait channel of the table) and names no cause.
void TestCli::stallsAreSummarisedByCause()
{
    QTemporaryDir target;
    QTemporaryDir outputs;
    const QString json = outputs.filePath(QStringLiteral("r.json"));
    const Result r = runCli({ QStringLiteral("--dir"), target.path(), QStringLiteral("--size"), QStringLiteral("1M"),
        QStringLiteral("--block"), QStringLiteral("64k"), QStringLiteral("--read"), QStringLiteral("none"),
        QStringLiteral("--space-margin"), QStringLiteral("0"), QStringLiteral("--json"), json,
        QStringLiteral("--inject"), QStringLiteral("write,delay=400ms,times=2") });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QString error;
    const auto report = RunReport::load(json, &error);
    QVERIFY2(report, qPrintable(error));
    const PhaseResult* w = report->targets[0].passes[0].phase(PhaseKind::Write);
    QVERIFY(w);
    QCOMPARE(w->stallCount, int64_t(2));
    QCOMPARE(w->stallTime.count, 2);
    QVERIFY(w->stallTime.totalS >= 0.8);
    QCOMPARE(w->stallTime.seconds[int(StallCause::Cause::Unknown)], w->stallTime.totalS);
    const QRegularExpression line(
        QStringLiteral("^  2 stalls, ([0-9.]+ m?s): \\1 unknown$"), QRegularExpression::MultilineOption);
    QVERIFY2(line.match(r.out).hasMatch(), qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("  ") + w->stallTime.summary() + QLatin1Char('\n')), qPrintable(r.out));
    QCOMPARE(w->stalls.size(), 2);
    for (const StallEvent& s : w->stalls) {
        QCOMPARE(int(s.cause), int(StallCause::Cause::Unknown));
        // Watched while it slept: the evidence says so.
        QVERIFY2(s.evidence.observedS > 0, qPrintable(QString::number(s.durationS)));
        QVERIFY2(
            s.evidence.sleepingS > 0.5 * s.evidence.observedS, qPrintable(StallCause::describe(s.cause, s.evidence)));
    }
}

void TestCli::signalCancelsAndCleansUp_data()
{
    QTest::addColumn<int>("signal");
    QTest::addRow("SIGINT") << int(SIGINT);
    QTest::addRow("SIGTERM") << int(SIGTERM);
    QTest::addRow("SIGHUP") << int(SIGHUP);
}

void TestCli::signalCancelsAndCleansUp()
{
    QFETCH(int, signal);
    QTemporaryDir target;
    QTemporaryDir outputs;
    const QString json = outputs.filePath(QStringLiteral("r.json"));
    QProcess process;
    // Every write waits 20 ms: the run is mid-write for seconds.
    process.start(QStringLiteral(STREAMSCOPE_CLI),
        { QStringLiteral("--dir"), target.path(), QStringLiteral("--size"), QStringLiteral("16M"),
            QStringLiteral("--block"), QStringLiteral("64k"), QStringLiteral("--space-margin"), QStringLiteral("0"),
            QStringLiteral("--json"), json, QStringLiteral("--inject"), QStringLiteral("write,delay=20ms,times=-1") });
    QVERIFY(process.waitForStarted());
    // Interrupt once the write phase has written (a 20 ms write each: seconds still to go).
    QTRY_VERIFY_WITH_TIMEOUT(writePhaseRunning(target.path()), 10000);
    ::kill(pid_t(process.processId()), signal);
    QVERIFY(process.waitForFinished(10000));
    QCOMPARE(process.exitCode(), 130);
    QVERIFY(entries(target.path()).isEmpty());
    QString error;
    const auto report = RunReport::load(json, &error);
    QVERIFY2(report, qPrintable(error));
    QCOMPARE(report->status, QStringLiteral("cancelled"));
    // The interrupted write phase claims no effective rate, on the terminal and in the report.
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY2(out.contains(QLatin1String("stopped before the flush")), qPrintable(out));
    QVERIFY2(!out.contains(QLatin1String("effective 0")), qPrintable(out));
    QVERIFY(!report->targets.isEmpty() && !report->targets[0].passes.isEmpty());
    const PhaseResult* write = report->targets[0].passes[0].phase(PhaseKind::Write);
    QVERIFY(write && !write->complete);
}

void TestCli::cleanLeftoversRemovesOnlyDeadRuns()
{
    QTemporaryDir target;
    // A dead run: its PID belonged to a process that has exited.
    QProcess dead;
    dead.start(QStringLiteral("true"), {});
    QVERIFY(dead.waitForFinished());
    const qint64 deadPid = dead.processId() > 0 ? dead.processId() : 999999;
    QDir t(target.path());
    QVERIFY(t.mkdir(QStringLiteral(".streamscope-run-dead")));
    QFile marker(t.filePath(QStringLiteral(".streamscope-run-dead/STREAMSCOPE-RUN")));
    QVERIFY(marker.open(QIODevice::WriteOnly));
    marker.write(QStringLiteral("{\"tool\":\"streamscope\",\"version\":\"0.1.0\",\"pid\":%1}").arg(deadPid).toUtf8());
    marker.close();
    // An older run's file (no file list): recognised by the engine's data in it.
    QFile data(t.filePath(QStringLiteral(".streamscope-run-dead/stream-0000.dat")));
    QVERIFY(data.open(QIODevice::WriteOnly));
    QByteArray pattern(4096, Qt::Uninitialized);
    RunDirectory::fillPattern(pattern.data(), size_t(pattern.size()));
    data.write(pattern);
    data.close();
    // Not ours: no marker. Must stay.
    QVERIFY(t.mkdir(QStringLiteral(".streamscope-run-foreign")));
    // A user's own file next to them. Must stay.
    QFile mine(t.filePath(QStringLiteral("notes.txt")));
    QVERIFY(mine.open(QIODevice::WriteOnly));
    mine.close();

    const Result r = runCli({ QStringLiteral("--clean-leftovers"), target.path() });
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QLatin1String(".streamscope-run-dead")), qPrintable(r.out));
    QVERIFY(!t.exists(QStringLiteral(".streamscope-run-dead")));
    QVERIFY(t.exists(QStringLiteral(".streamscope-run-foreign")));
    QVERIFY(t.exists(QStringLiteral("notes.txt")));
}

void TestCli::capacityRefusedWhenNoCountCouldOverrun_data()
{
    QTest::addColumn<QString>("rates");
    QTest::addColumn<QString>("streams");
    // 1 MiB/s for 2 s into a 4 MiB buffer: nothing can overrun at any count.
    QTest::addRow("one rate") << QStringLiteral("1MiB/s") << QStringLiteral("1");
    // A faster second rate makes single runs meaningful, but the search uses the first for every count.
    QTest::addRow("search rate is the first") << QStringLiteral("1MiB/s,4MiB/s") << QStringLiteral("1,2");
}

void TestCli::capacityRefusedWhenNoCountCouldOverrun()
{
    QFETCH(QString, rates);
    QFETCH(QString, streams);
    QTemporaryDir target;
    QVERIFY(target.isValid());
    const Result r = runCli({ QStringLiteral("--capacity"), QStringLiteral("--dir"), target.path(),
        QStringLiteral("--streams"), streams, QStringLiteral("--rate"), rates, QStringLiteral("--buffer"),
        QStringLiteral("4M"), QStringLiteral("--duration"), QStringLiteral("2s"), QStringLiteral("--space-margin"),
        QStringLiteral("0") });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("--duration: ")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("longer than 4s")), qPrintable(r.err));
    QVERIFY2(!r.out.contains(QLatin1String("streams:")), qPrintable(r.out)); // no step ran
    QVERIFY(QDir(target.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty());
}

void TestCli::capacityAnswerFollowsFromItsSteps()
{
    // Each stream records 1 MiB (256 KiB/s for 4 s) through a 512 KiB buffer, one thread per
    // stream. The first write of a fourth stream, once in the whole search, stalls for 5 s:
    // that stream loses exactly what its buffer cannot hold (1 MiB arrived - 512 KiB), while
    // every other stream would have to be starved for 2 s to overrun. So 1 and 2 streams
    // hold, 4 overruns, and the bisection's 3 holds.
    QTemporaryDir target;
    QVERIFY(target.isValid());
    QTemporaryDir outputs;
    const QString json = outputs.filePath(QStringLiteral("capacity.json"));
    const Result r = runCli(
        { QStringLiteral("--capacity"), QStringLiteral("--json"), json, QStringLiteral("--dir"), target.path(),
            QStringLiteral("--rate"), QStringLiteral("256k/s"), QStringLiteral("--buffer"), QStringLiteral("512k"),
            QStringLiteral("--duration"), QStringLiteral("4s"), QStringLiteral("--block"), QStringLiteral("64k"),
            QStringLiteral("--schedule"), QStringLiteral("threads"), QStringLiteral("--read"), QStringLiteral("none"),
            QStringLiteral("--space-margin"), QStringLiteral("0"), QStringLiteral("--inject"),
            QStringLiteral("write,delay=5s,stream=3,phase=write,times=1") },
        180000);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
    const QStringList out = lines(r.out);
    QVERIFY2(out.size() == 6, qPrintable(r.out));
    QCOMPARE(out.first(),
        QStringLiteral("Capacity search on %1: 0.25 MiB/s per stream, 512 KiB buffer, 4 s, buffered mode")
            .arg(target.path()));

    // Each step names the search's bound when it began, as the window's progress does, and ends
    // with how it was decided: steps of 4 s are too short for a steady state (a 5 s window after
    // 1 s of settling), so they held or overran.
    const QRegularExpression step(QStringLiteral("^  step +(\\d+) of \u2264 +(\\d+): "));
    const QRegularExpression sustained(QStringLiteral(": +(\\d+) streams: sustained, worst buffer (\\d+) %, "
                                                      "(\\d+\\.\\d\\d) MiB/s in total; held \\d+ s, no steady state "
                                                      "established(, device \\d+\\.\\d\\d MiB/s)?$"));
    const QRegularExpression overran(
        QStringLiteral(": +(\\d+) streams: (\\d+) overrun\\(s\\), (\\d+\\.\\d) MiB lost, worst buffer (\\d+) %; "
                       "overran after \\d+ s(, device \\d+\\.\\d\\d MiB/s)?$"));
    QList<int> order;
    QList<CapacityStep> done;
    int best = 0;
    int firstFailing = 0;
    for (const QString& line : out.mid(1, 4)) {
        const auto s = step.match(line);
        QVERIFY2(s.hasMatch(), qPrintable(line));
        QCOMPARE(s.captured(1).toInt(), int(done.size()) + 1);
        QCOMPARE(s.captured(2).toInt(), CapacitySearch::stepBound(done));
        QCOMPARE(line.indexOf(QLatin1String(" streams:")), 23); // counts right-aligned in 4 columns
        CapacityStep judged;
        if (const auto m = sustained.match(line); m.hasMatch()) {
            const int n = m.captured(1).toInt();
            order.append(n);
            best = std::max(best, n);
            judged.streams = n;
            judged.sustained = true;
            QVERIFY2(m.captured(2).toInt() <= 100, qPrintable(line));
            // No stream can record faster than its data arrives: n × 0.25 MiB/s at most.
            const double total = m.captured(3).toDouble();
            QVERIFY2(total > 0 && total <= n * 0.25 + 0.005, qPrintable(line));
        } else if (const auto f = overran.match(line); f.hasMatch()) {
            const int n = f.captured(1).toInt();
            order.append(n);
            judged.streams = n;
            firstFailing = firstFailing == 0 ? n : std::min(firstFailing, n);
            QCOMPARE(f.captured(2), QStringLiteral("1"));
            QCOMPARE(f.captured(3), QStringLiteral("0.5"));
            QCOMPARE(f.captured(4), QStringLiteral("100"));
        } else {
            QFAIL(qPrintable(QStringLiteral("not a step line: ") + line));
        }
        done.append(judged);
    }
    // Doubling could go on to 1024 streams until the first overrun; then one bisection is left.
    QVERIFY2(out.at(1).startsWith(QStringLiteral("  step  1 of \u2264 20: ")), qPrintable(out.at(1)));
    QVERIFY2(out.at(4).startsWith(QStringLiteral("  step  4 of \u2264  4: ")), qPrintable(out.at(4)));
    // Doubling until the first overrun, then bisecting between 2 and 4.
    QCOMPARE(order, (QList<int> { 1, 2, 4, 3 }));
    QVERIFY(best < firstFailing);
    QVERIFY2(out.last().startsWith(
                 QStringLiteral("This target sustains %1 streams of 0.25 MiB/s without losing data (buffered mode, "
                                "512 KiB buffer per stream, 4 s); %2 streams overran. Held for the whole step, so this "
                                "is sustained so far: no steady state was established")
                     .arg(best)
                     .arg(firstFailing)),
        qPrintable(out.last()));
    QCOMPARE(best, 3);
    QVERIFY(entries(target.path()).isEmpty());

    // --json keeps what was printed: the steps in their order with their verdicts, and the answer.
    QString error;
    const std::optional<CapacityReport> report = CapacityReport::load(json, &error);
    QVERIFY2(report, qPrintable(error));
    QVERIFY(!report->stopped);
    QCOMPARE(report->result.sustainedStreams, best);
    QCOMPARE(report->result.firstFailingStreams, firstFailing);
    QCOMPARE(report->result.sentence, out.last());
    QList<int> saved;
    for (const CapacityStep& s : report->result.steps) {
        saved.append(s.streams);
        QCOMPARE(s.sustained, s.streams <= best);
        QCOMPARE(s.verdict, s.sustained ? CapacityStep::Verdict::Sustained : CapacityStep::Verdict::Overran);
    }
    QCOMPARE(saved, order);
}

void TestCli::realTimeVerdictMatchesReport_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("overruns");
    // The buffer holds 0.94 s of the 1 s recording: only a single write blocked for most of
    // the run could make it overrun.
    QTest::addRow("sustained") << QStringList { QStringLiteral("--streams"), QStringLiteral("1"),
        QStringLiteral("--rate"), QStringLiteral("1MiB/s"), QStringLiteral("--buffer"), QStringLiteral("960k"),
        QStringLiteral("--duration"), QStringLiteral("1s") }
                               << 0;
    // Stream 1's first write stalls past the end of the recording: it loses 1 MiB - 512 KiB
    // in one overrun; stream 0, on its own thread, has 2 s of slack.
    QTest::addRow("overrun") << QStringList { QStringLiteral("--streams"), QStringLiteral("2"),
        QStringLiteral("--schedule"), QStringLiteral("threads"), QStringLiteral("--rate"), QStringLiteral("256k/s"),
        QStringLiteral("--buffer"), QStringLiteral("512k"), QStringLiteral("--duration"), QStringLiteral("4s"),
        QStringLiteral("--inject"), QStringLiteral("write,delay=5s,stream=1,phase=write,times=1") }
                             << 1;
}

void TestCli::realTimeVerdictMatchesReport()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, overruns);
    QTemporaryDir target;
    QTemporaryDir outputs;
    const QString json = outputs.filePath(QStringLiteral("r.json"));
    const Result r = runCli(arguments
        + QStringList { QStringLiteral("--dir"), target.path(), QStringLiteral("--block"), QStringLiteral("64k"),
            QStringLiteral("--read"), QStringLiteral("none"), QStringLiteral("--space-margin"), QStringLiteral("0"),
            QStringLiteral("--json"), json });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
    QString error;
    const auto report = RunReport::load(json, &error);
    QVERIFY2(report, qPrintable(error));
    QCOMPARE(report->targets.size(), 1);
    QCOMPARE(report->targets[0].passes.size(), 1);
    const PassResult& pass = report->targets[0].passes[0];
    const PhaseResult* write = pass.phase(PhaseKind::Write);
    QVERIFY(write);
    QCOMPARE(write->overruns, int64_t(overruns));

    QString expected = QStringLiteral("  %1 %2 × %3 MiB/s: ")
                           .arg(pass.streams)
                           .arg(pass.streams == 1 ? QStringLiteral("stream") : QStringLiteral("streams"))
                           .arg(mibs(report->config.ratesBytesPerSec.value(0) / (1024.0 * 1024.0)));
    if (overruns == 0) {
        double worst = 0;
        for (const StreamResult& s : write->perStream)
            worst = std::max(worst, s.worstBufferFillPct);
        // A buffered run says how far "sustained" holds: in steady state, or so far with a projection.
        const QString outlook = Verdict::outlookVerdict(*write, QLocale());
        expected += (outlook.isEmpty() ? QStringLiteral("sustained") : outlook)
            + QStringLiteral(", worst buffer %1 %").arg(QString::number(worst, 'f', 0));
    } else {
        QCOMPARE(write->bytesLost, int64_t(512 * 1024));
        QCOMPARE(write->overrunEvents.size(), 1);
        QCOMPARE(write->overrunEvents[0].stream, 1);
        QCOMPARE(write->overrunEvents[0].bytesLost, write->bytesLost);
        QCOMPARE(write->perStream[0].overruns, int64_t(0));
        // With when the loss began and why: stream 2's 512 KiB buffer overflowed 2 s into its
        // 5 s delayed first write (256 KiB/s), before the write returned.
        expected += QStringLiteral("1 overrun, %1 MiB lost; %2")
                        .arg(QString::number(double(write->bytesLost) / (1024.0 * 1024.0), 'f', 1),
                            Verdict::firstLossText(*write));
        QVERIFY2(Verdict::firstLossText(*write).startsWith(u"first after 2 s on stream 2, during a 5.0 s stall"),
            qPrintable(Verdict::firstLossText(*write)));
    }
    const QStringList out = lines(r.out);
    QCOMPARE(out.count(expected), 1);
    // Under the pass's transfer line, as the seeds printed their figures.
    const qsizetype at = out.indexOf(expected);
    QVERIFY2(out.value(at - 1).startsWith(QLatin1String("Transferred ")), qPrintable(r.out));
    QCOMPARE(out.filter(QRegularExpression(QStringLiteral("sustained|overrun"))).size(), 1);
}

// A real-time run stopped (SIGINT) during its recording: "sustained" held only until then, so
// its verdict says it was stopped, on the terminal as the phase ends and in the words the
// window, the copied text and saved pictures take from the report.
void TestCli::stoppedRealTimeRunSaysItWasStopped()
{
    QTemporaryDir target;
    QTemporaryDir outputs;
    QVERIFY(target.isValid() && outputs.isValid());
    const QString json = outputs.filePath(QStringLiteral("r.json"));
    QProcess process;
    // A minute of recording at 1 MiB/s: the stop comes long before its end.
    process.start(QStringLiteral(STREAMSCOPE_CLI),
        { QStringLiteral("--dir"), target.path(), QStringLiteral("--streams"), QStringLiteral("1"),
            QStringLiteral("--rate"), QStringLiteral("1MiB/s"), QStringLiteral("--buffer"), QStringLiteral("4M"),
            QStringLiteral("--duration"), QStringLiteral("60s"), QStringLiteral("--block"), QStringLiteral("64k"),
            QStringLiteral("--read"), QStringLiteral("none"), QStringLiteral("--space-margin"), QStringLiteral("0"),
            QStringLiteral("--json"), json });
    QVERIFY(process.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(writePhaseRunning(target.path()), 30000);
    ::kill(pid_t(process.processId()), SIGINT);
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 130);
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    QString error;
    const auto report = RunReport::load(json, &error);
    QVERIFY2(report, qPrintable(error));
    QCOMPARE(report->status, QStringLiteral("cancelled"));
    QVERIFY(!report->targets.isEmpty() && !report->targets[0].passes.isEmpty());
    const PhaseResult* write = report->targets[0].passes[0].phase(PhaseKind::Write);
    QVERIFY(write);
    QVERIFY(!write->complete);
    const QStringList verdict = Verdict::phaseLines(report->config, *write);
    QVERIFY(!verdict.isEmpty());
    QVERIFY2(verdict.first().endsWith(QLatin1String(" until it was stopped")), qPrintable(verdict.first()));
    // The terminal's words are the CLI's translation of the same line ("1 stream", not "1 stream(s)").
    const QRegularExpression printed(QStringLiteral("^  1 stream × 1\\.00 MiB/s: [^\\n]* until it was stopped$"),
        QRegularExpression::MultilineOption);
    QVERIFY2(printed.match(out).hasMatch(), qPrintable(out));
    const QString words = Verdict::runText(*report, QLocale::c());
    QVERIFY2(words.contains(QLatin1String(" until it was stopped")), qPrintable(words));
    QVERIFY2(words.endsWith(QLatin1String("The run was stopped; its files were removed.")), qPrintable(words));
    QVERIFY(entries(target.path()).isEmpty());
}

void TestCli::sweepTablesHaveOneRowPerTargetAndCount()
{
    // A sweep: two targets, each run with 1 and then 2 streams.
    QTemporaryDir first;
    QTemporaryDir second;
    QTemporaryDir outputs;
    const QString json = outputs.filePath(QStringLiteral("r.json"));
    const Result r = runCli({ QStringLiteral("--dir"), first.path(), QStringLiteral("--dir"), second.path(),
        QStringLiteral("--streams"), QStringLiteral("1,2"), QStringLiteral("--size"), QStringLiteral("256k"),
        QStringLiteral("--block"), QStringLiteral("64k"), QStringLiteral("--space-margin"), QStringLiteral("0"),
        QStringLiteral("--json"), json });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
    QString error;
    const auto report = RunReport::load(json, &error);
    QVERIFY2(report, qPrintable(error));
    QCOMPARE(report->targets.size(), 2);
    const QStringList out = lines(r.out);

    // The comparison table: a row per target, a write and a read column per stream count.
    const qsizetype comparison
        = out.indexOf(QStringLiteral("Comparison (MiB/s; write = effective, including the flush tail)"));
    QVERIFY2(comparison >= 0, qPrintable(r.out));
    QCOMPARE(out.value(comparison + 1).split(QLatin1Char('|')).size(), 3);
    QCOMPARE(out.value(comparison + 1).simplified(), QStringLiteral("Num streams | 1 1 | 2 2"));
    QCOMPARE(out.value(comparison + 2).simplified(), QStringLiteral("Filesystem | Write Read | Write Read"));
    QVERIFY(out.value(comparison + 3).startsWith(QLatin1String("-----")));
    for (int t = 0; t < 2; ++t) {
        const TargetResult& target = report->targets[t];
        QCOMPARE(target.dir, t == 0 ? first.path() : second.path());
        const QStringList cells = out.value(comparison + 4 + t).split(QLatin1Char('|'));
        QCOMPARE(cells.size(), 3);
        QCOMPARE(cells[0].trimmed(), target.environment.fsType + QStringLiteral(" (") + target.dir + QLatin1Char(')'));
        for (int p = 0; p < 2; ++p) {
            QCOMPARE(target.passes.size(), 2);
            const PassResult& pass = target.passes[p];
            QCOMPARE(pass.streams, p + 1);
            const PhaseResult* w = pass.phase(PhaseKind::Write);
            const PhaseResult* rd = pass.phase(PhaseKind::Read);
            QVERIFY(w && rd);
            QCOMPARE(cells[p + 1].simplified(), mibs(w->effectiveMiBs) + QLatin1Char(' ') + mibs(rd->effectiveMiBs));
        }
    }

    // The summary: a row per target and stream count, in the order they ran.
    const qsizetype summary
        = out.indexOf(QStringLiteral("Summary (MiB/s; write = effective, including the flush tail)"));
    QVERIFY2(summary == comparison + 6, qPrintable(r.out));
    QCOMPARE(out.value(summary + 1).simplified(),
        QStringLiteral("target streams write ongoing flush s read p99 ms stalls extents interleave"));
    // After the rows, one line per trust flag of each target, then how the ops were timed,
    // and nothing else.
    qsizetype flags = 0;
    for (const TargetResult& target : report->targets)
        flags += target.trust.size();
    QCOMPARE(out.size(), summary + 2 + 4 + flags + 1);
    for (qsizetype i = summary + 2 + 4; i < out.size() - 1; ++i)
        QVERIFY2(out[i].startsWith(QLatin1String("Trust (")), qPrintable(out[i]));
    QCOMPARE(out.last(), QStringLiteral("op timing: ") + report->opTiming.text());
    QVERIFY(
        report->opTiming.source == QLatin1String("tsc") || report->opTiming.source == QLatin1String("clock_gettime"));
    int row = summary + 2;
    for (const TargetResult& target : report->targets) {
        for (const PassResult& pass : target.passes) {
            const PhaseResult* w = pass.phase(PhaseKind::Write);
            const PhaseResult* rd = pass.phase(PhaseKind::Read);
            QVERIFY(w && rd);
            const QStringList expected { target.environment.fsType, QString::number(pass.streams),
                mibs(w->effectiveMiBs), mibs(w->ongoingMiBs), mibs(w->flushTailS), mibs(rd->effectiveMiBs),
                mibs(w->latency.p99Us / 1000.0), QString::number(w->stallCount + rd->stallCount) };
            // The layout columns: "-" on a memory filesystem, else the pass's pieces per file.
            const QStringList cells = out.value(row).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            QCOMPARE(cells.size(), expected.size() + 2);
            if (!pass.layout || pass.layout->mappedFiles == 0) {
                QCOMPARE(cells.mid(expected.size()), QStringList({ QStringLiteral("-"), QStringLiteral("-") }));
            } else {
                const QString extents = pass.layout->minExtents == pass.layout->maxExtents
                    ? QString::number(pass.layout->maxExtents)
                    : QStringLiteral("%1-%2").arg(pass.layout->minExtents).arg(pass.layout->maxExtents);
                QCOMPARE(cells.value(expected.size()), extents);
            }
            QCOMPARE(cells.mid(0, expected.size()), expected);
            ++row;
        }
    }
    QVERIFY(entries(first.path()).isEmpty());
    QVERIFY(entries(second.path()).isEmpty());
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
