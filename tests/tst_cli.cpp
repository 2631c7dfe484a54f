// streamscope-cli as a script would use it: exit codes, the seed-style lines, the report
// files, signals, and nothing left in the target.
#include "RunDirectory.h"
#include "RunReport.h"

#include <QDir>
#include <QDirIterator>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
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
    process.waitForFinished(timeoutMs);
    Result r;
    r.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = QString::fromUtf8(process.readAllStandardOutput());
    r.err = QString::fromUtf8(process.readAllStandardError());
    return r;
}

QStringList entries(const QString& dir)
{
    QStringList names;
    QDirIterator it(
        dir, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext())
        names.append(it.next());
    return names;
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
    void failedRunExitsOneNamingFileOffsetError();
    void signalCancelsAndCleansUp_data();
    void signalCancelsAndCleansUp();
    void cleanLeftoversRemovesOnlyDeadRuns();
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
    QCOMPARE(report->targets[0].passes.size(), 2);
    const PhaseResult* write = report->targets[0].passes[1].phase(PhaseKind::Write);
    QVERIFY(write && write->effectiveMiBs > 0 && write->ongoingMiBs >= write->effectiveMiBs && write->flushTailS >= 0);
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    QVERIFY(csvFile.readLine().startsWith("t_s,"));
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
    // Wait until the run directory and its file exist, then interrupt.
    QTRY_VERIFY_WITH_TIMEOUT(entries(target.path()).size() >= 3, 10000);
    ::kill(pid_t(process.processId()), signal);
    QVERIFY(process.waitForFinished(10000));
    QCOMPARE(process.exitCode(), 130);
    QVERIFY(entries(target.path()).isEmpty());
    QString error;
    const auto report = RunReport::load(json, &error);
    QVERIFY2(report, qPrintable(error));
    QCOMPARE(report->status, QStringLiteral("cancelled"));
}

void TestCli::cleanLeftoversRemovesOnlyDeadRuns()
{
    QTemporaryDir target;
    // A dead run: its PID belonged to a process that has exited.
    QProcess dead;
    dead.start(QStringLiteral("true"), {});
    dead.waitForFinished();
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

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
