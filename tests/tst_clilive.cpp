// streamscope-cli --live: the stream a real run writes reads back to the report the run
// saved; with "-" standard output holds nothing but the stream; and the end of standard
// input cancels the run, which then leaves nothing in the target.
#include "LiveStream.h"
#include "RunReport.h"
#include "TestSupport.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

class Collect final : public LiveEventSink {
public:
    QStringList kinds;
    std::optional<RunReport> report;
    void targetStarted(int, const SysProbe::Environment&) override { kinds << QStringLiteral("target"); }
    void passStarted(int, int, int, int64_t) override { kinds << QStringLiteral("pass"); }
    void phaseStarted(int, int, PhaseKind kind, double) override { kinds << phaseName(kind); }
    void phaseFinished(const PhaseResult&) override { kinds << QStringLiteral("phase_end"); }
    void samples(const SampleBatch&) override { kinds << QStringLiteral("samples"); }
    void finished(const RunReport& r) override { report = r; }
};

QStringList smallRun(const QString& dir)
{
    return { QStringLiteral("--dir"), dir, QStringLiteral("--preset"), QStringLiteral("vdr"), QStringLiteral("--total"),
        QStringLiteral("4M"), QStringLiteral("--interval"), QStringLiteral("20ms") };
}

} // namespace

class TestCliLive : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void liveFileReadsBackToTheReport()
    {
        QTemporaryDir target, out;
        QVERIFY(target.isValid() && out.isValid());
        const QString live = out.filePath(QStringLiteral("run.ndjson"));
        const QString json = out.filePath(QStringLiteral("run.json"));
        QProcess cli;
        cli.start(QStringLiteral(STREAMSCOPE_CLI),
            smallRun(target.path()) + QStringList { QStringLiteral("--live"), live, QStringLiteral("--json"), json });
        QVERIFY(cli.waitForFinished(120000));
        QCOMPARE(cli.exitCode(), 0);
        // The usual lines still go to standard output.
        QVERIFY(cli.readAllStandardOutput().contains("Transferred"));

        QFile file(live);
        QVERIFY(file.open(QIODevice::ReadOnly));
        Collect events;
        LiveStreamReader reader(events);
        QVERIFY2(reader.addData(file.readAll()) && reader.finish(), qPrintable(reader.error()));
        QCOMPARE(reader.hello().major, LiveStream::kSchemaMajor);
        QCOMPARE(reader.hello().toolVersion, QStringLiteral(STREAMSCOPE_VERSION));
        QVERIFY(reader.hello().pid > 0);
        QVERIFY(events.kinds.contains(QStringLiteral("write")));
        QVERIFY(events.kinds.contains(QStringLiteral("read")));
        QVERIFY(events.kinds.count(QStringLiteral("phase_end")) >= 4); // 2 passes × write, read
        QVERIFY(events.kinds.contains(QStringLiteral("samples")));
        QVERIFY(events.report.has_value());
        QString error;
        const std::optional<RunReport> saved = RunReport::load(json, &error);
        QVERIFY2(saved.has_value(), qPrintable(error));
        QCOMPARE(events.report->toJson(), saved->toJson());
        QVERIFY(treeEntries(target.path()).isEmpty());
    }

    void liveStdoutHoldsOnlyTheStream()
    {
        QTemporaryDir target;
        QVERIFY(target.isValid());
        QProcess cli;
        cli.start(QStringLiteral(STREAMSCOPE_CLI),
            smallRun(target.path()) + QStringList { QStringLiteral("--live"), QStringLiteral("-") });
        QVERIFY(cli.waitForStarted());
        QVERIFY(cli.waitForFinished(120000));
        QCOMPARE(cli.exitCode(), 0);
        const QByteArray out = cli.readAllStandardOutput();
        for (const QByteArray& line : out.trimmed().split('\n'))
            QVERIFY2(QJsonDocument::fromJson(line).isObject(), line.left(200).constData());
        QVERIFY(cli.readAllStandardError().contains("Transferred"));
        Collect events;
        LiveStreamReader reader(events);
        QVERIFY2(reader.addData(out) && reader.finish(), qPrintable(reader.error()));
        QVERIFY(events.report.has_value());
        QCOMPARE(events.report->status, QStringLiteral("ok"));
    }

    // The reader goes away (its end of standard input closes, as sshd does when the
    // connection drops): the run is cancelled, says so in its last line, and removes its files.
    void endOfInputCancels()
    {
        QTemporaryDir target;
        QVERIFY(target.isValid());
        QProcess cli;
        // A real-time run that would go on for two minutes.
        cli.start(QStringLiteral(STREAMSCOPE_CLI),
            { QStringLiteral("--dir"), target.path(), QStringLiteral("--streams"), QStringLiteral("2"),
                QStringLiteral("--rate"), QStringLiteral("1M"), QStringLiteral("--buffer"), QStringLiteral("4M"),
                QStringLiteral("--duration"), QStringLiteral("120s"), QStringLiteral("--live"), QStringLiteral("-") });
        QVERIFY(cli.waitForStarted());
        Collect events;
        LiveStreamReader reader(events);
        // Read until the write phase has begun: files exist in the target now.
        while (!events.kinds.contains(QStringLiteral("write"))) {
            QVERIFY2(cli.waitForReadyRead(60000), "no write phase event");
            QVERIFY2(reader.addData(cli.readAllStandardOutput()), qPrintable(reader.error()));
        }
        QVERIFY(!treeEntries(target.path()).isEmpty());
        cli.closeWriteChannel();
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.exitCode(), 130);
        QVERIFY2(reader.addData(cli.readAllStandardOutput()) && reader.finish(), qPrintable(reader.error()));
        QVERIFY(events.report.has_value());
        QCOMPARE(events.report->status, QStringLiteral("cancelled"));
        QCOMPARE(treeEntries(target.path()), QStringList());
    }

    void liveNeedsAWritableFile()
    {
        QTemporaryDir target;
        QVERIFY(target.isValid());
        QProcess cli;
        cli.start(QStringLiteral(STREAMSCOPE_CLI),
            smallRun(target.path())
                + QStringList { QStringLiteral("--live"), target.filePath(QStringLiteral("no/such/dir/x.ndjson")) });
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 2);
        QVERIFY(cli.readAllStandardError().contains("--live"));
        QVERIFY(treeEntries(target.path()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliLive)
#include "tst_clilive.moc"
