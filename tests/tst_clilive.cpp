// streamscope-cli --live: the stream a real run writes reads back to the report the run
// saved; with "-" standard output holds nothing but the stream; and the end of standard
// input cancels the run, which then leaves nothing in the target.
#include "Capacity.h"
#include "CapacityReport.h"
#include "LiveStream.h"
#include "RunReport.h"
#include "TestSupport.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <utility>

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
    void capacityStepStarted(int step, int streams, int bound) override
    {
        kinds << QStringLiteral("step %1: %2 of <= %3").arg(step).arg(streams).arg(bound);
    }
    void capacityStepFinished(int step, const CapacityStep& s) override
    {
        kinds << QStringLiteral("step_end %1").arg(step);
        steps.append(s);
    }
    void capacityFinished(const CapacityReport& r) override { capacity = r; }
    QList<CapacityStep> steps;
    std::optional<CapacityReport> capacity;
};

// A capacity search of real-time streams of 256 KiB/s into 512 KiB buffers for 4 s, one thread
// per stream, whose second stream's first write stalls for 5 s, once: one stream holds, two
// overrun (that stream loses what its buffer cannot hold), so the answer is one stream.
QStringList smallSearch(const QString& dir)
{
    return { QStringLiteral("--capacity"), QStringLiteral("--dir"), dir, QStringLiteral("--rate"),
        QStringLiteral("256k/s"), QStringLiteral("--buffer"), QStringLiteral("512k"), QStringLiteral("--duration"),
        QStringLiteral("4s"), QStringLiteral("--block"), QStringLiteral("64k"), QStringLiteral("--schedule"),
        QStringLiteral("threads"), QStringLiteral("--read"), QStringLiteral("none"), QStringLiteral("--interval"),
        QStringLiteral("50ms"), QStringLiteral("--space-margin"), QStringLiteral("0"), QStringLiteral("--inject"),
        QStringLiteral("write,delay=5s,stream=1,phase=write,times=1") };
}

QStringList smallRun(const QString& dir)
{
    return { QStringLiteral("--dir"), dir, QStringLiteral("--preset"), QStringLiteral("vdr"), QStringLiteral("--total"),
        QStringLiteral("4M"), QStringLiteral("--interval"), QStringLiteral("20ms"), QStringLiteral("--space-margin"),
        QStringLiteral("0") };
}

// Reads `cli`'s stream (--live -) until its write phase has begun (files exist in `target`
// now), then ends its standard input, as sshd does when the connection drops: the CLI stops
// as on SIGINT (exit 130), and the rest of its stream is read.
void endInputWhileWriting(QProcess& cli, const QString& target, Collect& events)
{
    QVERIFY(cli.waitForStarted());
    LiveStreamReader reader(events);
    while (!events.kinds.contains(QStringLiteral("write"))) {
        QVERIFY2(cli.waitForReadyRead(60000), "no write phase event");
        QVERIFY2(reader.addData(cli.readAllStandardOutput()), qPrintable(reader.error()));
    }
    QVERIFY(!treeEntries(target).isEmpty());
    cli.closeWriteChannel();
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QCOMPARE(cli.exitCode(), 130);
    QVERIFY2(reader.addData(cli.readAllStandardOutput()) && reader.finish(), qPrintable(reader.error()));
}

} // namespace

class TestCliLive : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // A stream that cannot be written stops the run as a failure naming the file and the
    // error, exit 1, the report "failed": not a cancel (it said "cancelled", exit 130, issue 53
    // item 1). The run's files are removed all the same.
    void failedStreamWriteIsAFailure()
    {
        QTemporaryDir target, out;
        QVERIFY(target.isValid() && out.isValid());
        const QString json = out.filePath(QStringLiteral("run.json"));
        QProcess cli;
        cli.start(QStringLiteral(STREAMSCOPE_CLI),
            smallRun(target.path())
                + QStringList {
                    QStringLiteral("--live"), QStringLiteral("/dev/full"), QStringLiteral("--json"), json });
        QVERIFY(cli.waitForFinished(120000));
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QCOMPARE(cli.exitCode(), 1);
        QVERIFY2(err.contains(QStringLiteral("--live \"/dev/full\": cannot write: No space left on device")),
            qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("cancelled")), qPrintable(err));
        QString error;
        const std::optional<RunReport> report = RunReport::load(json, &error);
        QVERIFY2(report, qPrintable(error));
        QCOMPARE(report->status, QStringLiteral("failed"));
        QVERIFY2(report->error.contains(QStringLiteral("/dev/full")), qPrintable(report->error));
        QCOMPARE(treeEntries(target.path()), QStringList());

        // Standard output's reader gone (--live - into "head -c 100", the input still open):
        // "Broken pipe".
        QProcess piped, head;
        piped.setStandardOutputProcess(&head);
        head.setStandardOutputFile(QProcess::nullDevice());
        head.start(QStringLiteral("head"), { QStringLiteral("-c"), QStringLiteral("100") });
        piped.start(QStringLiteral(STREAMSCOPE_CLI),
            smallRun(target.path()) + QStringList { QStringLiteral("--live"), QStringLiteral("-") });
        QVERIFY(head.waitForFinished(60000));
        QVERIFY(piped.waitForFinished(120000));
        const QString pipedErr = QString::fromUtf8(piped.readAllStandardError());
        QCOMPARE(piped.exitCode(), 1);
        QVERIFY2(pipedErr.contains(QStringLiteral("--live \"standard output\": cannot write")), qPrintable(pipedErr));
        QCOMPARE(treeEntries(target.path()), QStringList());
    }

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
                QStringLiteral("--duration"), QStringLiteral("120s"), QStringLiteral("--space-margin"),
                QStringLiteral("0"), QStringLiteral("--live"), QStringLiteral("-") });
        Collect events;
        endInputWhileWriting(cli, target.path(), events);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(events.report.has_value());
        QCOMPARE(events.report->status, QStringLiteral("cancelled"));
        QCOMPARE(treeEntries(target.path()), QStringList());
    }

    // --capacity --live FILE: each step's run between its step and step_end lines, the search's
    // report last; read back, the steps are those the CLI printed and the report holds.
    void capacitySearchStreamsItsSteps()
    {
        QTemporaryDir target, out;
        QVERIFY(target.isValid() && out.isValid());
        const QString live = out.filePath(QStringLiteral("search.ndjson"));
        QProcess cli;
        cli.start(QStringLiteral(STREAMSCOPE_CLI),
            smallSearch(target.path()) + QStringList { QStringLiteral("--live"), live });
        QVERIFY(cli.waitForFinished(180000));
        const QString text = QString::fromUtf8(cli.readAllStandardOutput());
        QVERIFY2(cli.exitCode() == 0, qPrintable(text + QString::fromUtf8(cli.readAllStandardError())));
        QVERIFY2(text.contains(QStringLiteral("This target sustains 1 stream")), qPrintable(text));

        QFile file(live);
        QVERIFY(file.open(QIODevice::ReadOnly));
        Collect events;
        LiveStreamReader reader(events);
        QVERIFY2(reader.addData(file.readAll()) && reader.finish(), qPrintable(reader.error()));
        QCOMPARE(reader.skippedLines(), 0);
        QVERIFY(reader.reportSeen());
        QVERIFY(!events.report); // a search's report, not a run's
        QCOMPARE(events.steps.size(), 2);
        // Step 1 (1 stream, of the search's bound), its run, its end; then step 2 the same.
        const qsizetype first
            = events.kinds.indexOf(QStringLiteral("step 0: 1 of <= %1").arg(CapacitySearch::stepBound({})));
        const qsizetype firstEnd = events.kinds.indexOf(QStringLiteral("step_end 0"));
        const qsizetype second = events.kinds.indexOf(
            QStringLiteral("step 1: 2 of <= %1").arg(CapacitySearch::stepBound({ events.steps.at(0) })));
        const qsizetype secondEnd = events.kinds.indexOf(QStringLiteral("step_end 1"));
        QVERIFY2(first >= 0 && first < firstEnd && firstEnd < second && second < secondEnd,
            qPrintable(events.kinds.join(QLatin1Char(' '))));
        for (const auto& [from, to] : { std::pair { first, firstEnd }, std::pair { second, secondEnd } }) {
            const QStringList run = events.kinds.mid(from + 1, to - from - 1);
            QVERIFY2(run.contains(QStringLiteral("target")) && run.contains(QStringLiteral("pass"))
                    && run.contains(QStringLiteral("write")) && run.contains(QStringLiteral("phase_end")),
                qPrintable(run.join(QLatin1Char(' '))));
        }
        QCOMPARE(events.steps.at(0).streams, 1);
        QVERIFY(events.steps.at(0).sustained);
        QCOMPARE(events.steps.at(1).streams, 2);
        QVERIFY(!events.steps.at(1).sustained);
        QCOMPARE(events.steps.at(1).overruns, 1);

        QVERIFY(events.capacity.has_value());
        const CapacityReport& capacity = *events.capacity;
        QVERIFY(!capacity.stopped);
        QCOMPARE(capacity.result.sustainedStreams, 1);
        QCOMPARE(capacity.result.firstFailingStreams, 2);
        QCOMPARE(capacity.result.steps.size(), 2);
        for (qsizetype i = 0; i < 2; ++i)
            QCOMPARE(CapacityReport::stepToJson(capacity.result.steps.at(i)),
                CapacityReport::stepToJson(events.steps.at(i)));
        QVERIFY2(text.contains(capacity.result.sentence), qPrintable(text));
        QVERIFY(!capacity.fsType.isEmpty());
        QCOMPARE(treeEntries(target.path()), QStringList());
    }

    // --capacity --live -: the end of standard input stops the search like SIGINT; its report
    // still comes, marked stopped, and nothing is left in the target.
    void capacitySearchStopsAtTheEndOfInput()
    {
        QTemporaryDir target;
        QVERIFY(target.isValid());
        QProcess cli;
        cli.start(QStringLiteral(STREAMSCOPE_CLI),
            smallSearch(target.path()) + QStringList { QStringLiteral("--live"), QStringLiteral("-") });
        Collect events;
        endInputWhileWriting(cli, target.path(), events);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(events.capacity.has_value());
        QVERIFY(events.capacity->stopped);
        QCOMPARE(events.steps.size(), 1);
        QVERIFY(!events.steps.at(0).error.isEmpty()); // cancelled: it measured nothing
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
