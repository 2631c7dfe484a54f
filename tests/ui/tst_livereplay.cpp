// One consumer for every run: a run the window starts itself (RunController → LiveRun) and
// the same run read back from its live event stream (LiveStreamReader → LiveRunFeed →
// LiveRun) give the same model: the chart's columns, phases, stalls, latency and report.
#include "ChartData.h"
#include "FaultInjectingBackend.h"
#include "LiveRun.h"
#include "LiveRunFeed.h"
#include "LiveStream.h"
#include "RunController.h"
#include "SmallRuns.h"

#include <QBuffer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

namespace {

bool sameColumn(const QList<float>& a, const QList<float>& b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (!(a[i] == b[i] || (std::isnan(a[i]) && std::isnan(b[i]))))
            return false;
    }
    return true;
}

// The first thing that differs between two charts' data, or empty.
QString difference(const ChartData& a, const ChartData& b)
{
    if (a.size() == 0)
        return QStringLiteral("no samples at all");
    if (a.t() != b.t())
        return QStringLiteral("time");
    const QList<std::pair<QString, std::pair<const QList<float>*, const QList<float>*>>> columns = {
        { QStringLiteral("total"), { &a.total(), &b.total() } },
        { QStringLiteral("ongoing"), { &a.ongoing(), &b.ongoing() } },
        { QStringLiteral("device write"), { &a.deviceWrite(), &b.deviceWrite() } },
        { QStringLiteral("dirty"), { &a.dirty(), &b.dirty() } },
        { QStringLiteral("pressure"), { &a.ioPressure(), &b.ioPressure() } },
        { QStringLiteral("band median"), { &a.bandMedian(), &b.bandMedian() } },
    };
    for (const auto& [name, pair] : columns) {
        if (!sameColumn(*pair.first, *pair.second))
            return name;
    }
    if (a.streamCount() != b.streamCount())
        return QStringLiteral("stream count");
    for (int i = 0; i < a.streamCount(); ++i) {
        if (!sameColumn(a.stream(i), b.stream(i)))
            return QStringLiteral("stream %1").arg(i);
    }
    if (a.segments() != b.segments() || a.ongoingRuns() != b.ongoingRuns())
        return QStringLiteral("segments");
    if (a.phaseMarks().size() != b.phaseMarks().size())
        return QStringLiteral("phase marks");
    for (qsizetype i = 0; i < a.phaseMarks().size(); ++i) {
        const ChartData::PhaseMark& x = a.phaseMarks().at(i);
        const ChartData::PhaseMark& y = b.phaseMarks().at(i);
        if (x.t != y.t || x.kind != y.kind || x.target != y.target || x.pass != y.pass || x.streams != y.streams)
            return QStringLiteral("phase mark %1").arg(i);
    }
    if (a.phaseResults().size() != b.phaseResults().size())
        return QStringLiteral("phase results");
    for (qsizetype i = 0; i < a.phaseResults().size(); ++i) {
        const PhaseResult& x = a.phaseResults().at(i);
        const PhaseResult& y = b.phaseResults().at(i);
        if (x.kind != y.kind || x.bytes != y.bytes || x.effectiveMiBs != y.effectiveMiBs || x.endS != y.endS)
            return QStringLiteral("phase result %1").arg(i);
    }
    if (a.stalls().size() != b.stalls().size())
        return QStringLiteral("stall count");
    for (qsizetype i = 0; i < a.stalls().size(); ++i) {
        const StallEvent& x = a.stalls().at(i);
        const StallEvent& y = b.stalls().at(i);
        if (x.startS != y.startS || x.durationS != y.durationS || x.stream != y.stream || x.cause != y.cause
            || x.pass != y.pass)
            return QStringLiteral("stall %1").arg(i);
    }
    if (a.overruns().size() != b.overruns().size())
        return QStringLiteral("overruns");
    if (a.lastProgress() != b.lastProgress() || a.environments().size() != b.environments().size())
        return QStringLiteral("progress or environments");
    return {};
}

} // namespace

class TestLiveReplay : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aReplayedStreamDrawsTheRunTheWindowDrew()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const RunConfig config = smallVdr(dir.path());
        FaultInjectingBackend backend; // one write held 300 ms: a stall in the chart
        Fault slow;
        slow.op = Fault::Op::Write;
        slow.phase = PhaseKind::Write;
        slow.atOffset = 2 * 1024 * 1024;
        slow.delayNs = 300'000'000;
        backend.addFault(slow);

        // The window's own path, and the stream written from the very signals it saw.
        RunController controller;
        controller.setBackend(&backend);
        controller.setEngineOptions(EngineOptions { 0, false }); // a few MiB must run on a nearly full disk too
        LiveRun direct;
        direct.follow(&controller);
        QByteArray stream;
        QBuffer buffer(&stream);
        buffer.open(QIODevice::WriteOnly);
        LiveStreamWriter writer(buffer);
        writer.hello(LiveStreamWriter::localHello(dir.path()));
        connect(&controller, &RunController::started, this,
            [&](const RunConfig& c) { writer.runStarted(c, direct.startedAt()); });
        connect(&controller, &RunController::targetStarted, this,
            [&](int t, const SysProbe::Environment& e) { writer.targetStarted(t, e); });
        connect(&controller, &RunController::passStarted, this,
            [&](int t, int p, int s, qint64 size) { writer.passStarted(t, p, s, size); });
        connect(&controller, &RunController::phaseStarted, this,
            [&](int t, int p, PhaseKind k, double ts) { writer.phaseStarted(t, p, k, ts); });
        connect(&controller, &RunController::samplesReady, this, [&](const SampleBatch& b) { writer.samples(b); });
        connect(
            &controller, &RunController::phaseFinished, this, [&](const PhaseResult& r) { writer.phaseFinished(r); });
        connect(&controller, &RunController::statusChanged, this, [&](const QString& s) { writer.status(s); });
        connect(&controller, &RunController::finished, this, [&](const RunReport& r) { writer.finished(r); });

        QSignalSpy finished(&direct, &LiveRun::finished);
        direct.beginRun(config);
        controller.start(config);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(direct.report().status, QStringLiteral("ok"));
        QVERIFY2(!direct.chartData().stalls().isEmpty(), "the held write must show as a stall");
        QVERIFY(!writer.failed());

        // The stream, read back into a second model the way a remote run is.
        LiveRun replayed;
        LiveRunFeed feed(replayed);
        LiveStreamReader reader(feed);
        QSignalSpy replayFinished(&replayed, &LiveRun::finished);
        QVERIFY2(reader.addData(stream) && reader.finish(), qPrintable(reader.error()));
        QCOMPARE(replayFinished.size(), 1);
        QCOMPARE(feed.streamHello().schema, LiveStream::schema());

        const QString differs = difference(direct.chartData(), replayed.chartData());
        QVERIFY2(differs.isEmpty(), qPrintable(differs));
        QCOMPARE(replayed.startedAt(), direct.startedAt());
        QCOMPARE(replayed.end(), direct.end());
        QCOMPARE(replayed.report().toJson(), direct.report().toJson());
        QCOMPARE(replayed.latency().size(), direct.latency().size());
    }
};

QTEST_GUILESS_MAIN(TestLiveReplay)
#include "tst_livereplay.moc"
