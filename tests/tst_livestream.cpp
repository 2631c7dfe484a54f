// The live event stream's writer and strict reader: a real run written and read back event
// for event, and every way a stream can be broken (truncated, garbled, another schema) refused
// with its line number, while an event type this reader does not know is skipped.
#include "Engine.h"
#include "FaultInjectingBackend.h"
#include "LiveStream.h"
#include "Presets.h"

#include <QBuffer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <mutex>

namespace {

// Everything a reader handed on, as text per event, so two runs of events compare as lists.
class Recorder final : public LiveEventSink {
public:
    QStringList events;
    QList<SampleBatch> batches;
    QList<PhaseResult> phases;
    std::optional<RunReport> report;
    LiveHello helloLine;
    int progressLines = 0;

    void hello(const LiveHello& h) override
    {
        helloLine = h;
        events << QStringLiteral("hello");
    }
    void runStarted(const RunConfig& c, const QDateTime&) override
    {
        events << QStringLiteral("run %1").arg(QString::fromUtf8(QJsonDocument(c.toJson()).toJson()));
    }
    void targetStarted(int target, const SysProbe::Environment& e) override
    {
        events << QStringLiteral("target %1 %2 %3").arg(target).arg(e.targetDir, e.fsType);
    }
    void passStarted(int target, int pass, int streams, int64_t size) override
    {
        events << QStringLiteral("pass %1 %2 %3 %4").arg(target).arg(pass).arg(streams).arg(size);
    }
    void phaseStarted(int target, int pass, PhaseKind kind, double t) override
    {
        events << QStringLiteral("phase %1 %2 %3 %4").arg(target).arg(pass).arg(phaseName(kind)).arg(t, 0, 'g', 17);
    }
    void phaseFinished(const PhaseResult& p) override
    {
        phases << p;
        events << QStringLiteral("phase_end %1 %2 %3").arg(p.target).arg(p.pass).arg(phaseName(p.kind));
    }
    void samples(const SampleBatch& b) override
    {
        batches << b;
        events << QStringLiteral("batch %1 %2 %3").arg(b.samples.size()).arg(b.stalls.size()).arg(b.overruns.size());
    }
    void status(const QString& text) override { events << QStringLiteral("status ") + text; }
    void progress(double, double) override { ++progressLines; }
    void finished(const RunReport& r) override
    {
        report = r;
        events << QStringLiteral("report ") + r.status;
    }
};

// Writes every engine callback to the stream and records it, under one lock so that the
// recorded order is the written order (the sampler thread and the run thread both call).
class Tee final : public RunObserver {
public:
    Tee(LiveStreamWriter& writer, Recorder& direct)
        : m_writer(writer)
        , m_direct(direct)
    { }
    void targetStarted(int t, const SysProbe::Environment& e) override
    {
        std::lock_guard lock(m_mutex);
        m_writer.targetStarted(t, e);
        m_direct.targetStarted(t, e);
    }
    void passStarted(int t, int p, int s, int64_t size) override
    {
        std::lock_guard lock(m_mutex);
        m_writer.passStarted(t, p, s, size);
        m_direct.passStarted(t, p, s, size);
    }
    void phaseStarted(int t, int p, PhaseKind k, double ts) override
    {
        std::lock_guard lock(m_mutex);
        m_writer.phaseStarted(t, p, k, ts);
        m_direct.phaseStarted(t, p, k, ts);
    }
    void phaseFinished(const PhaseResult& r) override
    {
        std::lock_guard lock(m_mutex);
        m_writer.phaseFinished(r);
        m_direct.phaseFinished(r);
    }
    void samples(const SampleBatch& b) override
    {
        std::lock_guard lock(m_mutex);
        m_writer.samples(b);
        m_direct.samples(b);
    }
    void status(const QString& text) override
    {
        std::lock_guard lock(m_mutex);
        m_writer.status(text);
        m_direct.status(text);
    }

private:
    std::mutex m_mutex;
    LiveStreamWriter& m_writer;
    Recorder& m_direct;
};

QByteArray helloLine(const QString& schema = LiveStream::schema())
{
    return QByteArrayLiteral("{\"event\":\"hello\",\"schema\":\"") + schema.toUtf8()
        + QByteArrayLiteral("\",\"tool_version\":\"0.1.0\"}\n");
}

// A run with a stall in it (one write held for 300 ms), written as a stream and recorded.
struct WrittenRun {
    QByteArray stream;
    Recorder direct;
    RunReport report;
};

void writeRun(const QString& dir, WrittenRun& out)
{
    RunConfig config = Presets::find(QStringLiteral("vdr"))->config;
    config.targetDirs = { dir };
    config.totalSize = 4 * 1024 * 1024;
    config.intervalNs = 20'000'000;
    FaultInjectingBackend backend;
    Fault slow;
    slow.op = Fault::Op::Write;
    slow.phase = PhaseKind::Write;
    slow.atOffset = 1024 * 1024;
    slow.delayNs = 300'000'000;
    backend.addFault(slow);

    QBuffer buffer(&out.stream);
    buffer.open(QIODevice::WriteOnly);
    LiveStreamWriter writer(buffer);
    writer.hello(LiveStreamWriter::localHello(dir));
    out.direct.hello(LiveStreamWriter::localHello(dir));
    const QDateTime at = QDateTime::currentDateTime();
    writer.runStarted(config, at);
    out.direct.runStarted(config, at);
    Tee tee(writer, out.direct);
    Engine engine(backend, &tee, EngineOptions { 0, false }); // a few MiB must run on a nearly full disk too
    out.report = engine.run(config);
    writer.finished(out.report);
    out.direct.finished(out.report);
    QVERIFY(!writer.failed());
}

bool sameFloat(float a, float b)
{
    return (std::isnan(a) && std::isnan(b)) || a == b;
}

} // namespace

class TestLiveStream : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTripOfARealRun()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        WrittenRun run;
        writeRun(dir.path(), run);
        QCOMPARE(run.report.status, QStringLiteral("ok"));

        // Every line is one JSON object with an event name; the first is the hello.
        const QList<QByteArray> lines = run.stream.trimmed().split('\n');
        QVERIFY(lines.size() > 10);
        QVERIFY(lines.first().contains("\"schema\":\"streamscope-live/1\""));
        QVERIFY(lines.last().startsWith("{\"event\":\"report\""));

        Recorder replay;
        LiveStreamReader reader(replay);
        // Fed in awkward pieces, as a pipe delivers them.
        for (qsizetype i = 0; i < run.stream.size(); i += 977)
            QVERIFY2(reader.addData(run.stream.mid(i, 977)), qPrintable(reader.error()));
        QVERIFY2(reader.finish(), qPrintable(reader.error()));
        QVERIFY(reader.reportSeen());
        QCOMPARE(reader.skippedLines(), 0);
        QCOMPARE(replay.helloLine.toolVersion, QStringLiteral(STREAMSCOPE_VERSION));
        QCOMPARE(replay.helloLine.environment.targetDir, run.direct.helloLine.environment.targetDir);
        QVERIFY(replay.progressLines > 0);

        // The same events in the same order, and the same samples to the last bit.
        QCOMPARE(replay.events, run.direct.events);
        QCOMPARE(replay.batches.size(), run.direct.batches.size());
        int stalls = 0;
        for (qsizetype b = 0; b < replay.batches.size(); ++b) {
            const SampleBatch& x = replay.batches.at(b);
            const SampleBatch& y = run.direct.batches.at(b);
            QCOMPARE(x.samples.size(), y.samples.size());
            for (qsizetype i = 0; i < x.samples.size(); ++i) {
                const Sample& s = x.samples.at(i);
                const Sample& d = y.samples.at(i);
                QCOMPARE(s.t, d.t);
                QCOMPARE(s.phase, d.phase);
                QCOMPARE(s.pass, d.pass);
                QVERIFY(sameFloat(s.totalMiBs, d.totalMiBs));
                QVERIFY(sameFloat(s.ongoingMiBs, d.ongoingMiBs));
                QVERIFY(sameFloat(s.runProgress, d.runProgress));
                QVERIFY(sameFloat(s.dirtyMiB, d.dirtyMiB));
                QVERIFY(sameFloat(s.deviceWriteMiBs, d.deviceWriteMiBs));
                QVERIFY(sameFloat(s.latencyP99Ms, d.latencyP99Ms));
                QCOMPARE(s.latencyOps, d.latencyOps);
                QCOMPARE(s.streamMiBs.size(), d.streamMiBs.size());
                for (qsizetype k = 0; k < s.streamMiBs.size(); ++k)
                    QVERIFY(sameFloat(s.streamMiBs.at(k), d.streamMiBs.at(k)));
                QCOMPARE(s.latency.size(), d.latency.size());
                for (qsizetype k = 0; k < s.latency.size(); ++k) {
                    QCOMPARE(s.latency.at(k).index, d.latency.at(k).index);
                    QCOMPARE(s.latency.at(k).count, d.latency.at(k).count);
                }
            }
            QCOMPARE(x.stalls.size(), y.stalls.size());
            for (qsizetype i = 0; i < x.stalls.size(); ++i) {
                QCOMPARE(x.stalls.at(i).startS, y.stalls.at(i).startS);
                QCOMPARE(x.stalls.at(i).durationS, y.stalls.at(i).durationS);
                QCOMPARE(x.stalls.at(i).stream, y.stalls.at(i).stream);
                QCOMPARE(x.stalls.at(i).cause, y.stalls.at(i).cause);
            }
            stalls += int(x.stalls.size());
        }
        QVERIFY2(stalls >= 1, "the held write must arrive as a stall event");
        QCOMPARE(replay.phases.size(), run.direct.phases.size());
        for (qsizetype i = 0; i < replay.phases.size(); ++i) {
            QCOMPARE(replay.phases.at(i).bytes, run.direct.phases.at(i).bytes);
            QCOMPARE(replay.phases.at(i).effectiveMiBs, run.direct.phases.at(i).effectiveMiBs);
            QCOMPARE(replay.phases.at(i).stallCount, run.direct.phases.at(i).stallCount);
        }
        QVERIFY(replay.report.has_value());
        QCOMPARE(replay.report->toJson(), run.report.toJson());
    }

    // Cut anywhere, a stream either reads to the cut (a whole line) or is refused as truncated
    // at the line the cut falls in; it never hands on half an event.
    void truncatedAnywhere()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        WrittenRun run;
        writeRun(dir.path(), run);
        const QByteArray& s = run.stream;
        for (qsizetype cut = 1; cut < s.size(); cut += 1 + cut / 7) {
            Recorder sink;
            LiveStreamReader reader(sink);
            QVERIFY2(reader.addData(s.left(cut)), qPrintable(reader.error()));
            const bool wholeLines = s.at(cut - 1) == '\n';
            QCOMPARE(reader.finish(), wholeLines);
            if (!wholeLines) {
                const qsizetype line = s.left(cut).count('\n') + 1;
                QVERIFY2(reader.error().startsWith(QStringLiteral("line %1:").arg(line)), qPrintable(reader.error()));
                QVERIFY(reader.error().contains(QStringLiteral("middle of a line")));
            }
            QVERIFY(!sink.report.has_value() || cut >= s.size() - 1);
        }
    }

    void brokenLines_data()
    {
        QTest::addColumn<QByteArray>("stream");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("says");
        const QByteArray hello = helloLine();
        QTest::addRow("not json") << hello + "{\"event\":\"status\",\"text\":\n" << 2 << QStringLiteral("not JSON");
        QTest::addRow("not an object") << hello + "[1,2]\n" << 2 << QStringLiteral("not a JSON object");
        QTest::addRow("no event") << hello + "{\"text\":\"x\"}\n" << 2 << QStringLiteral("\"event\"");
        QTest::addRow("no hello first") << QByteArray("{\"event\":\"status\",\"text\":\"x\"}\n") << 1
                                        << QStringLiteral("hello");
        QTest::addRow("second hello") << hello + hello << 2 << QStringLiteral("second");
        QTest::addRow("pass without streams")
            << hello + "{\"event\":\"pass\",\"target\":0,\"pass\":0,\"size_per_stream_bytes\":1}\n"
            << 2 << QStringLiteral("\"streams\"");
        QTest::addRow("negative time") << hello
                + "{\"event\":\"phase\",\"target\":0,\"pass\":0,\"phase\":\"write\",\"t_s\":-1}\n"
                                       << 2 << QStringLiteral("\"t_s\"");
        QTest::addRow("unknown phase") << hello
                + "{\"event\":\"phase\",\"target\":0,\"pass\":0,\"phase\":\"dance\",\"t_s\":1}\n"
                                       << 2 << QStringLiteral("\"phase\"");
        QTest::addRow("sample without time") << hello + "{\"event\":\"samples\",\"samples\":[{}],\"blocked\":[]}\n"
                                             << 2 << QStringLiteral("\"t_s\"");
        QTest::addRow("buckets out of order") << hello
                + "{\"event\":\"samples\",\"blocked\":[],\"samples\":[{\"t_s\":1,\"target\":0,\"pass\":0,\"phase\":"
                  "null,\"total_mib_s\":1,\"ongoing_mib_s\":1,\"stream_mib_s\":[1],\"in_flight_ms\":[0],"
                  "\"latency_ops\":2,\"latency_buckets\":[[5,1],[4,1]]}]}\n"
                                              << 2 << QStringLiteral("latency_buckets");
        QTest::addRow("bad report") << hello + "\n{\"event\":\"report\",\"report\":{\"schema\":1}}\n"
                                    << 3 << QStringLiteral("report");
        QTest::addRow("event after report") << hello + "{\"event\":\"report\",\"report\":{}}\n"
                                            << 2 << QStringLiteral("report");
        QTest::addRow("probe without is_dir")
            << hello + "{\"event\":\"probe\",\"dir\":\"/d\",\"writable\":true,\"free_bytes\":1,\"problem\":\"\"}\n"
            << 2 << QStringLiteral("\"is_dir\"");
        QTest::addRow("probe with fractional free space") << hello
                + "{\"event\":\"probe\",\"dir\":\"/d\",\"is_dir\":true,\"writable\":true,\"free_bytes\":1.5,"
                  "\"problem\":\"\"}\n" << 2 << QStringLiteral("\"free_bytes\"");
    }
    void brokenLines()
    {
        QFETCH(QByteArray, stream);
        QFETCH(int, line);
        QFETCH(QString, says);
        Recorder sink;
        LiveStreamReader reader(sink);
        QVERIFY(!reader.addData(stream));
        QVERIFY(reader.failed());
        QVERIFY2(reader.error().startsWith(QStringLiteral("line %1: ").arg(line)), qPrintable(reader.error()));
        QVERIFY2(reader.error().contains(says), qPrintable(reader.error()));
        QVERIFY(!sink.report.has_value());
        // Refused for good: later lines change nothing.
        QVERIFY(!reader.addData("{\"event\":\"status\",\"text\":\"x\"}\n"));
        QVERIFY(!sink.events.contains(QStringLiteral("status x")));
    }

    // --probe's events: a directory, a missing one and a file, written and read back field for
    // field, the environment as a report carries it.
    void probeEventsRoundTrip()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile file(dir.filePath(QStringLiteral("a file")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        const QList<SysProbe::Directory> written
            = { SysProbe::probeDirectory(dir.path()), SysProbe::probeDirectory(dir.filePath(QStringLiteral("missing"))),
                  SysProbe::probeDirectory(file.fileName()) };
        QVERIFY(written.at(0).isDir && written.at(0).writable && written.at(0).freeBytes > 0);
        QVERIFY(written.at(0).problem.isEmpty());
        QVERIFY(!written.at(0).environment.fsType.isEmpty());
        QVERIFY(!written.at(1).isDir && written.at(1).problem.contains(QStringLiteral("does not exist")));
        QVERIFY(!written.at(2).isDir && written.at(2).problem.contains(QStringLiteral("not a directory")));

        QBuffer buffer;
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        LiveStreamWriter writer(buffer);
        writer.hello(LiveStreamWriter::localHello(dir.path()));
        for (const SysProbe::Directory& d : written)
            writer.directoryProbed(d);
        QVERIFY(!writer.failed());

        class Probes final : public LiveEventSink {
        public:
            QList<SysProbe::Directory> read;
            void directoryProbed(const SysProbe::Directory& d) override { read.append(d); }
        } sink;
        LiveStreamReader reader(sink);
        QVERIFY2(reader.addData(buffer.data()) && reader.finish(), qPrintable(reader.error()));
        QVERIFY(reader.helloSeen());
        QCOMPARE(reader.lines(), 4);
        QCOMPARE(reader.skippedLines(), 0);
        QCOMPARE(sink.read.size(), written.size());
        QCOMPARE(sink.read.at(0).environment.fsType, written.at(0).environment.fsType);
        QCOMPARE(sink.read.at(0).freeBytes, written.at(0).freeBytes);
        QCOMPARE(sink.read.at(1).problem, written.at(1).problem);
        // Every field: what was read, written again, gives the same lines.
        QBuffer again;
        QVERIFY(again.open(QIODevice::WriteOnly));
        LiveStreamWriter rewriter(again);
        for (const SysProbe::Directory& d : sink.read)
            rewriter.directoryProbed(d);
        const QByteArray probeLines = buffer.data().mid(buffer.data().indexOf('\n') + 1);
        QCOMPARE(again.data(), probeLines);
        // A reader that knows no probe events (a run's sink) skips nothing it needs: the
        // events reach only sinks that take them.
        Recorder runSink;
        LiveStreamReader runReader(runSink);
        QVERIFY(runReader.addData(buffer.data()) && runReader.finish());
        QCOMPARE(runSink.events, QStringList { QStringLiteral("hello") });
    }

    void unknownEventsAreSkipped()
    {
        Recorder sink;
        LiveStreamReader reader(sink);
        QVERIFY(reader.addData(helloLine(QStringLiteral("streamscope-live/1.7"))
            + "{\"event\":\"telemetry\",\"whatever\":[1,2,3]}\n"
              "{\"event\":\"status\",\"text\":\"still here\"}\n"));
        QVERIFY(reader.finish());
        QCOMPARE(reader.skippedLines(), 1);
        QCOMPARE(reader.hello().minor, 7);
        QCOMPARE(sink.events, (QStringList { QStringLiteral("hello"), QStringLiteral("status still here") }));
    }

    void otherMajorSchemaIsRefused()
    {
        Recorder sink;
        LiveStreamReader reader(sink);
        QVERIFY(!reader.addData(helloLine(QStringLiteral("streamscope-live/2"))));
        QVERIFY(sink.events.isEmpty());
        // Names both formats and both versions.
        QVERIFY2(reader.error().contains(QStringLiteral("streamscope-live/2")), qPrintable(reader.error()));
        QVERIFY2(reader.error().contains(QStringLiteral("streamscope-live/1")), qPrintable(reader.error()));
        QVERIFY2(reader.error().contains(QStringLiteral("0.1.0")), qPrintable(reader.error()));
        QVERIFY2(reader.error().contains(QStringLiteral(STREAMSCOPE_VERSION)), qPrintable(reader.error()));

        LiveStreamReader notOurs(sink);
        QVERIFY(!notOurs.addData(helloLine(QStringLiteral("fio-live/1"))));
        QVERIFY(notOurs.error().contains(QStringLiteral("fio-live/1")));
    }

    // Fuzz-ish: every single-byte change of a real stream is either read or refused with a
    // line number; none crashes or hands on an event after the refusal.
    void mutatedBytes()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        WrittenRun run;
        writeRun(dir.path(), run);
        const QByteArray original = run.stream.left(run.stream.lastIndexOf("{\"event\":\"report\""));
        const char replacements[] = { '"', '{', '}', ',', '1', '-', 'x', '\n', ' ', ']' };
        int refused = 0;
        for (qsizetype at = 0, k = 0; at < original.size(); at += 1 + at / 13, ++k) {
            QByteArray mutated = original;
            mutated[at] = replacements[k % sizeof(replacements)];
            Recorder sink;
            LiveStreamReader reader(sink);
            const bool ok = reader.addData(mutated) && reader.finish();
            if (!ok) {
                ++refused;
                QVERIFY2(reader.error().startsWith(QStringLiteral("line ")), qPrintable(reader.error()));
            }
        }
        QVERIFY(refused > 0);
    }
};

QTEST_GUILESS_MAIN(TestLiveStream)
#include "tst_livestream.moc"
