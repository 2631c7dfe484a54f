// The Latency tab: a real run's per-tick latency reaches the pane through RunWorker,
// RunController and LiveRun, every read and write of a phase is in exactly one tick's delta
// (so the phase histogram the pane draws holds exactly the phase's ops), and a report from
// history shows its per-tick percentiles but says that it keeps no histogram.
#include "FaultInjectingBackend.h"
#include "LatencyPane.h"
#include "LatencySeries.h"
#include "LiveRun.h"
#include "RunController.h"
#include "UiTestMain.h"

#include <QAreaSeries>
#include <QChart>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

namespace {
constexpr int kWaitMs = 60000;
constexpr qint64 kKiB = 1024;

QStringList seriesNames(QChart* chart)
{
    QStringList names;
    for (QAbstractSeries* s : chart->series())
        names.append(s->name());
    return names;
}
} // namespace

class TestLatencyPane : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void seriesSplitsWritesAndReads();
    void liveRunHistogramHoldsEveryOp();
    void reportWithoutHistogramSaysSo();
    void hiddenPaneDrawsWhenShown();
};

// Columns per kind: a write tick has no read value and the other way round; the phase
// histogram is the sum of its ticks' deltas.
void TestLatencyPane::seriesSplitsWritesAndReads()
{
    auto tick = [](double t, PhaseKind kind, uint16_t bucket, uint32_t count) {
        Sample s;
        s.t = t;
        s.phase = int8_t(kind);
        s.latency = { { bucket, count } };
        const LatencyPercentiles p = LatencyPercentiles::of(s.latency);
        s.latencyOps = uint32_t(p.ops);
        s.latencyP50Ms = p.p50Ms;
        s.latencyP99Ms = p.p99Ms;
        s.latencyMaxMs = p.maxMs;
        return s;
    };
    LatencySeries series;
    series.append(tick(0.1, PhaseKind::Write, 100, 5));
    series.append(tick(0.2, PhaseKind::Write, 90, 7));
    Sample flush;
    flush.t = 0.3;
    flush.phase = int8_t(PhaseKind::Flush);
    series.append(flush);
    series.append(tick(0.4, PhaseKind::Read, 80, 3));
    QCOMPARE(series.size(), 4);
    QVERIFY(series.hasWrites() && series.hasReads());
    QVERIFY(std::isfinite(series.writeP50()[0]) && std::isnan(series.readP50()[0]));
    QVERIFY(std::isnan(series.writeP99()[2]) && std::isnan(series.readP99()[2]));
    QVERIFY(std::isnan(series.writeMax()[3]) && std::isfinite(series.readMax()[3]));
    QCOMPARE(series.phases().size(), 2);
    const LatencyDelta& write = series.phases()[0].histogram;
    QCOMPARE(write.size(), 2);
    QCOMPARE(write[0].index, uint16_t(90)); // ascending
    QCOMPARE(write[0].count, 7u);
    QCOMPARE(write[1].count, 5u);
    QCOMPARE(series.phases()[1].kind, PhaseKind::Read);
}

void TestLatencyPane::liveRunHistogramHoldsEveryOp()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    RunConfig config;
    config.targetDirs = { dir.path() };
    config.streamCounts = { 2 };
    config.sizePerStream = 1024 * kKiB;
    config.totalSize = 0;
    config.blockSize = 16 * kKiB;
    config.intervalNs = 20'000'000;
    FaultInjectingBackend backend;
    backend.setWriteBandwidth(8.0 * 1024 * 1024); // about 0.25 s of writes: several ticks

    RunController controller;
    controller.setBackend(&backend);
    controller.setEngineOptions(EngineOptions { 0, false }); // a few MiB must run on a nearly full disk too
    LiveRun run;
    run.follow(&controller);
    LatencyPane pane;
    pane.setRun(&run);
    pane.resize(900, 400);
    pane.show();
    QSignalSpy finished(&controller, &RunController::finished);
    run.beginRun(config);
    QVERIFY(controller.start(config) != 0);
    QVERIFY(finished.wait(kWaitMs));
    const auto report = finished.first().first().value<RunReport>();
    QVERIFY2(report.ok(), qPrintable(report.error));
    pane.showReport(report); // the run that just ended: still its live data
    pane.refreshNow();

    const QList<PhaseResult>& phases = report.targets.value(0).passes.value(0).phases;
    QCOMPARE(phases.size(), 2);
    const LatencySeries& series = pane.series();
    QCOMPARE(series.phases().size(), 2);
    for (int i = 0; i < 2; ++i) {
        const LatencySeries::Phase& p = series.phases()[i];
        QCOMPARE(p.kind, phases[i].kind);
        QVERIFY(p.finished);
        uint64_t ops = 0;
        for (const LatencyBucket& b : p.histogram)
            ops += b.count;
        QCOMPARE(qint64(ops), phases[i].ops);
        QCOMPARE(qint64(ops), qint64(2 * 1024 / 16));
        // The summed histogram agrees with the engine's exact one: its highest bucket holds the max.
        const uint64_t maxNs = uint64_t(std::llround(phases[i].latency.maxUs * 1000));
        QVERIFY(LatencyTicks::bucketLowNs(p.histogram.constLast().index) <= maxNs + 1000);
        QVERIFY(LatencyTicks::bucketHighNs(p.histogram.constLast().index) + 1000 >= maxNs);
    }
    const QStringList names = seriesNames(pane.timeChart());
    QVERIFY2(names.contains(QStringLiteral("write p99")), qPrintable(names.join(u',')));
    QVERIFY(names.contains(QStringLiteral("read p50")));
    QVERIFY(names.contains(QStringLiteral("read max")));
    // The latest phase (the read) is the one shown, with its exact figures.
    QCOMPARE(pane.phaseBox()->count(), 2);
    QCOMPARE(pane.phaseBox()->currentIndex(), 1);
    QVERIFY(pane.histogramShown());
    QCOMPARE(pane.histogramChart()->series().size(), 1);
    const auto* area = qobject_cast<QAreaSeries*>(pane.histogramChart()->series().first());
    QVERIFY(area);
    QCOMPARE(area->upperSeries()->count(), 4 * series.phases()[1].histogram.size()); // a bar per bucket
    QVERIFY2(pane.summaryText().startsWith(QStringLiteral("128 ops")), qPrintable(pane.summaryText()));
    // The user picks the write phase; a later refresh keeps it.
    pane.phaseBox()->setCurrentIndex(0);
    Q_EMIT pane.phaseBox()->activated(0);
    pane.refreshNow();
    QCOMPARE(pane.phaseBox()->currentIndex(), 0);
    QVERIFY(pane.phaseBox()->currentText().startsWith(QStringLiteral("write")));
    QVERIFY2(pane.summaryText().startsWith(QStringLiteral("128 ops")), qPrintable(pane.summaryText()));
}

void TestLatencyPane::reportWithoutHistogramSaysSo()
{
    // A report as history loads it: per-tick percentiles, no buckets.
    RunReport report;
    report.startedAt = QDateTime::fromSecsSinceEpoch(1'700'000'000);
    TargetResult target;
    PassResult pass;
    pass.streams = 1;
    for (int i = 1; i <= 3; ++i) {
        Sample s;
        s.t = 0.1 * i;
        s.phase = int8_t(PhaseKind::Write);
        s.latencyOps = 10;
        s.latencyP50Ms = 0.5f;
        s.latencyP99Ms = 2.0f * float(i);
        s.latencyMaxMs = 3.0f * float(i);
        pass.samples.append(s);
    }
    PhaseResult phase;
    phase.kind = PhaseKind::Write;
    phase.streams = 1;
    phase.latency.count = 30;
    phase.latency.p50Us = 500;
    phase.latency.maxUs = 9000;
    pass.phases.append(phase);
    target.passes.append(pass);
    report.targets.append(target);

    LatencyPane pane;
    pane.showReport(report);
    QVERIFY(seriesNames(pane.timeChart()).contains(QStringLiteral("write p99")));
    QVERIFY(!pane.histogramShown());
    QVERIFY(pane.summaryText().contains(QStringLiteral("no histogram")));
    QVERIFY2(pane.summaryText().startsWith(QStringLiteral("30 ops")), qPrintable(pane.summaryText()));
}

// Behind another tab the live ticks are not drawn (the pane's redraws were a sixth of the
// window's CPU during a run); the tab brought to the front draws them at once.
void TestLatencyPane::hiddenPaneDrawsWhenShown()
{
    RunConfig config;
    config.streamCounts = { 1 };
    LiveRun run;
    QTabWidget tabs;
    tabs.addTab(new QLabel(QStringLiteral("results")), QStringLiteral("Results"));
    auto* pane = new LatencyPane;
    pane->setRun(&run);
    tabs.addTab(pane, QStringLiteral("Latency"));
    tabs.resize(900, 400);
    // Shown (the tabs hide and show their pages), but never mapped or painted: painting runs
    // Qt's raster threads, which ThreadSanitizer cannot follow inside an uninstrumented Qt.
    tabs.setAttribute(Qt::WA_DontShowOnScreen);
    tabs.show();
    QVERIFY(tabs.isVisible());
    QVERIFY(!pane->isVisible());

    run.beginRun(config);
    run.addTarget(0, SysProbe::Environment());
    run.addPass(0, 0, 1, 1 << 20);
    run.addPhaseStart(0, 0, PhaseKind::Write, 0.0);
    const auto pointsDrawn = [pane] {
        qsizetype points = 0;
        for (QAbstractSeries* series : pane->timeChart()->series()) {
            if (auto* line = qobject_cast<QLineSeries*>(series))
                points += line->count();
        }
        return points;
    };
    const qsizetype before = pointsDrawn();
    for (int i = 1; i <= 5; ++i) {
        Sample s;
        s.t = 0.1 * i;
        s.phase = int8_t(PhaseKind::Write);
        s.latency = { { uint16_t(100 + i), 4 } };
        const LatencyPercentiles p = LatencyPercentiles::of(s.latency);
        s.latencyOps = uint32_t(p.ops);
        s.latencyP50Ms = p.p50Ms;
        s.latencyP99Ms = p.p99Ms;
        s.latencyMaxMs = p.maxMs;
        run.appendBatch(SampleBatch { { s }, {}, {} });
    }
    QCOMPARE(run.latency().size(), 5);
    // Well past the pane's redraw pause: still nothing drawn while hidden.
    QTest::qWait(600);
    QCOMPARE(pointsDrawn(), before);

    tabs.setCurrentWidget(pane);
    QVERIFY(pane->isVisible());
    QVERIFY2(pointsDrawn() >= before + 5, qPrintable(QString::number(pointsDrawn())));
    QVERIFY(seriesNames(pane->timeChart()).contains(QStringLiteral("write p99")));
}

STREAMSCOPE_UI_TEST_MAIN(TestLatencyPane)
#include "tst_latencypane.moc"
