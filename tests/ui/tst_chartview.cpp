// The chart's axes, smoothing and rolling view in a window: the program's own lines keep a
// readable height under device bursts, a steady load looks steady, a stall stays visible in
// the raw envelope, and a live run can be followed, zoomed and panned while its data comes in.
// Samples are fed to the LiveRun directly, so nothing waits on a clock.
#include "AppSettings.h"
#include "ChartPage.h"
#include "ChartText.h"
#include "LiveChart.h"
#include "LiveRun.h"
#include "UiTestMain.h"

#include <QAreaSeries>
#include <QChart>
#include <QComboBox>
#include <QLineSeries>
#include <QSettings>
#include <QToolButton>
#include <QValueAxis>
#include <QXYSeries>
#include <algorithm>
#include <cmath>

namespace {

constexpr double kTick = 0.1;
constexpr double kBlockMiB = 64.0 / 1024.0;

// The recorder preset's shape: `streams` x 1 MiB/s in 64 KiB blocks.
RunConfig recorder(int streams)
{
    RunConfig c;
    c.preset = QStringLiteral("recorder");
    c.targetDirs = { QStringLiteral("/tmp") };
    c.streamCounts = { streams };
    c.blockSize = 64 * 1024;
    c.ratesBytesPerSec = { 1024.0 * 1024.0 };
    c.intervalNs = 100'000'000;
    return c;
}

// Tick k of a steady real-time write: each stream writes the 1 or 2 blocks its buffer filled.
// The device writes back in bursts of 230 MiB/s every 3 s, and `flushBurst` at `flushAt`.
Sample recorderTick(int k, int streams, double flushAt = -1, float flushBurst = 1000.0f)
{
    const double blocks = std::floor(1.6 * k) - std::floor(1.6 * (k - 1));
    const float perStream = float(blocks * kBlockMiB / kTick);
    Sample s;
    s.t = k * kTick;
    s.phase = int8_t(PhaseKind::Write);
    s.streamMiBs = QList<float>(streams, perStream);
    s.inflightMs = QList<float>(streams, 0.0f);
    s.totalMiBs = perStream * float(streams);
    s.ongoingMiBs = float(streams);
    s.deviceWriteMiBs = k % 30 == 0 ? 230.0f : 0.0f;
    if (flushAt > 0 && std::abs(s.t - flushAt) < kTick / 2)
        s.deviceWriteMiBs = flushBurst;
    s.deviceReadMiBs = 0;
    s.dirtyMiB = float(k % 30) * 0.8f;
    s.writebackMiB = 0;
    return s;
}

void feedRecorder(LiveRun& run, int streams, int from, int to, double flushAt = -1)
{
    SampleBatch batch;
    for (int k = from; k <= to; ++k) {
        batch.samples.append(recorderTick(k, streams, flushAt));
        if (batch.samples.size() == 5) {
            run.appendBatch(batch);
            batch = {};
        }
    }
    if (!batch.samples.isEmpty())
        run.appendBatch(batch);
}

void beginRecorder(LiveRun& run, int streams)
{
    run.beginRun(recorder(streams), QDateTime::currentDateTime());
    run.addTarget(0, SysProbe::Environment());
    run.addPass(0, 0, streams, 0);
    run.addPhaseStart(0, 0, PhaseKind::Write, 0.0);
}

QValueAxis* axis(LiveChart& chart, Qt::Orientation orientation, Qt::Alignment alignment = Qt::AlignLeft)
{
    for (QAbstractAxis* a : chart.chart()->axes(orientation)) {
        if (orientation == Qt::Horizontal || a->alignment() == alignment)
            return qobject_cast<QValueAxis*>(a);
    }
    return nullptr;
}

// The share of the plot's height from its bottom up to `value` on the rate axis.
double heightShare(LiveChart& chart, double value)
{
    QXYSeries* total = chart.series(QStringLiteral("total"));
    const QRectF plot = chart.chart()->plotArea();
    const QPointF at = chart.chart()->mapToPosition(QPointF(0, value), total);
    return (plot.bottom() - at.y()) / plot.height();
}

// (max - min) / mean of a series' points with x in [from, to].
double spread(const QXYSeries* series, double from, double to)
{
    double lo = INFINITY, hi = -INFINITY, sum = 0;
    int n = 0;
    for (const QPointF& p : series->points()) {
        if (p.x() < from || p.x() > to || std::isnan(p.y()))
            continue;
        lo = std::min(lo, p.y());
        hi = std::max(hi, p.y());
        sum += p.y();
        ++n;
    }
    return n > 0 ? (hi - lo) / (sum / n) : INFINITY;
}

void showChart(QWidget& widget, QSize size = QSize(1000, 560))
{
    widget.resize(size);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
}

} // namespace

class TestChartView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void programLinesKeepTheirHeightUnderDeviceBursts();
    void steadyRealTimeLoadLooksSteady();
    void aShortStallStaysInTheRawEnvelope();
    void rollingViewFollowsZoomsAndGoesBackToLive();
    void toolbarChoicesPersist();
    void ongoingReachesThePhaseEndAndReadsAreReads();
};

void TestChartView::programLinesKeepTheirHeightUnderDeviceBursts()
{
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    showChart(chart);
    beginRecorder(run, 8);
    feedRecorder(run, 8, 1, 100, 9.8); // 10 s; the flush's 1000 MiB/s burst near the end
    chart.refreshNow();
    QVERIFY(chart.isRunning());
    QXYSeries* total = chart.series(QStringLiteral("total"));
    QVERIFY(total && total->count() > 0);
    // Live and after the run: the 8 MiB/s total takes a visible share of the plot.
    QVERIFY2(heightShare(chart, 8.0) >= 0.3, qPrintable(QString::number(heightShare(chart, 8.0))));
    run.finish(RunReport());
    QVERIFY(!chart.isRunning());
    const double share = heightShare(chart, 8.0);
    QVERIFY2(share >= 0.3, qPrintable(QString::number(share)));
    QVERIFY(axis(chart, Qt::Vertical)->max() < 230); // the bursts are not what the axis fits
    // The device line runs off the top, marked there with its peak in the tooltip.
    QVERIFY(chart.offScaleMarkCount() >= 3);
    bool flushPeak = false;
    for (const QString& tip : chart.offScaleToolTips()) {
        QVERIFY2(tip.startsWith(QStringLiteral("device write")), qPrintable(tip));
        flushPeak = flushPeak || tip.contains(ChartText::rate(1000.0) + QStringLiteral(" MiB/s at 9"));
    }
    QVERIFY2(flushPeak, qPrintable(chart.offScaleToolTips().join(QLatin1Char('|'))));
    // Fit all: the axis takes the bursts in, nothing is off scale any more.
    chart.setFitAll(true);
    QVERIFY(axis(chart, Qt::Vertical)->max() >= 1000);
    QCOMPARE(chart.offScaleMarkCount(), 0);
    QVERIFY(heightShare(chart, 8.0) < 0.05);
    chart.setFitAll(false);
    QVERIFY(heightShare(chart, 8.0) >= 0.3);
}

void TestChartView::steadyRealTimeLoadLooksSteady()
{
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    showChart(chart);
    beginRecorder(run, 64);
    feedRecorder(run, 64, 1, 100);
    run.finish(RunReport());
    QVERIFY(chart.bandMode());
    QCOMPARE(chart.smoothingChoice(), LiveChart::kAutoSmoothing);
    QCOMPARE(chart.smoothingWindow(), 1.0); // a real-time run
    QVERIFY(axis(chart, Qt::Vertical)->titleText().contains(QStringLiteral("interval, 1 s mean")));
    const double smoothed = spread(chart.series(QStringLiteral("total")), 2.0, 9.5);
    QVERIFY2(smoothed < 0.05, qPrintable(QString::number(smoothed)));
    QAreaSeries* band = chart.areaSeries(QStringLiteral("band"));
    QVERIFY(band);
    QVERIFY(spread(band->upperSeries(), 2.0, 9.5) < 0.05);
    // The raw ticks are still there, faintly: their envelope reaches 80 MiB/s.
    QXYSeries* raw = chart.series(QStringLiteral("total-raw"));
    QVERIFY(raw && raw->isVisible());
    double rawTop = 0;
    for (const QPointF& p : raw->points())
        rawTop = std::max(rawTop, p.y());
    QVERIFY2(rawTop >= 79.9, qPrintable(QString::number(rawTop)));

    chart.setSmoothing(0);
    QCOMPARE(axis(chart, Qt::Vertical)->titleText(), QStringLiteral("MiB/s"));
    const double rawSpread = spread(chart.series(QStringLiteral("total")), 2.0, 9.5);
    QVERIFY2(rawSpread > 0.5, qPrintable(QString::number(rawSpread))); // the saw-tooth
    QVERIFY(!chart.series(QStringLiteral("total-raw"))->isVisible());
}

void TestChartView::aShortStallStaysInTheRawEnvelope()
{
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    showChart(chart);
    run.beginRun(recorder(4), QDateTime::currentDateTime());
    run.addPass(0, 0, 4, 0);
    SampleBatch batch;
    for (int k = 1; k <= 300; ++k) {
        Sample s = recorderTick(k, 4);
        if (k == 150) { // one 100 ms tick in which nothing was written
            s.streamMiBs.fill(0.0f);
            s.totalMiBs = 0;
        }
        batch.samples.append(s);
    }
    run.appendBatch(batch);
    chart.setSmoothing(5.0);
    QVERIFY(axis(chart, Qt::Vertical)->titleText().contains(QStringLiteral("5 s mean")));
    // The 5 s mean hardly dips, the faint raw envelope goes to the bottom.
    double smoothedLow = INFINITY;
    for (const QPointF& p : chart.series(QStringLiteral("total"))->points())
        smoothedLow = p.x() > 14 && p.x() < 16 ? std::min(smoothedLow, p.y()) : smoothedLow;
    QVERIFY(smoothedLow > 3.0);
    double rawLow = INFINITY;
    for (const QPointF& p : chart.series(QStringLiteral("total-raw"))->points())
        rawLow = p.x() > 14 && p.x() < 16 ? std::min(rawLow, p.y()) : rawLow;
    QCOMPARE(rawLow, 0.0);
    double streamsLow = INFINITY;
    for (const QPointF& p : chart.series(QStringLiteral("streams-raw"))->points())
        streamsLow = p.x() > 14 && p.x() < 16 ? std::min(streamsLow, p.y()) : streamsLow;
    QCOMPARE(streamsLow, 0.0);
}

void TestChartView::rollingViewFollowsZoomsAndGoesBackToLive()
{
    ChartPage page;
    LiveChart& chart = *page.chart();
    LiveRun run;
    chart.setRun(&run);
    showChart(page);
    auto* follow = page.findChild<QComboBox*>(QStringLiteral("followChooser"));
    auto* backToLive = page.findChild<QToolButton*>(QStringLiteral("backToLive"));
    QVERIFY(follow && backToLive);
    follow->setCurrentIndex(follow->findData(30.0));
    QCOMPARE(chart.followWindow(), 30.0);
    auto* smoothing = page.findChild<QComboBox*>(QStringLiteral("smoothingChooser"));
    QCOMPARE(smoothing->itemText(0), QStringLiteral("auto (0.5 s)")); // no run yet: not real-time

    beginRecorder(run, 2);
    QCOMPARE(smoothing->itemText(0), QStringLiteral("auto (1 s)"));
    feedRecorder(run, 2, 1, 100); // 10 s: less than the window, the axis ends at the data
    chart.refreshNow();
    QValueAxis* x = axis(chart, Qt::Horizontal);
    QCOMPARE(x->min(), 0.0);
    QCOMPARE(x->max(), 10.0);
    feedRecorder(run, 2, 101, 600); // 60 s: the last 30 s
    chart.refreshNow();
    QCOMPARE(x->min(), 30.0);
    QCOMPARE(x->max(), 60.0);
    QXYSeries* total = chart.series(QStringLiteral("total"));
    QVERIFY(total->points().first().x() >= 29.8); // only the window is handed to the series

    // Zoom during the run: the view stays where the user put it while the data grows.
    QVERIFY(!backToLive->isVisible());
    const QRectF plot = chart.chart()->plotArea();
    chart.chart()->zoomIn(QRectF(plot.left() + plot.width() * 0.2, plot.top(), plot.width() * 0.3, plot.height()));
    QVERIFY(chart.isZoomed());
    QVERIFY(backToLive->isVisible());
    const double z0 = x->min();
    const double z1 = x->max();
    QVERIFY(z0 > 30.0 && z1 < 60.0);
    const qsizetype before = chart.data().size();
    feedRecorder(run, 2, 601, 700);
    chart.refreshNow();
    QCOMPARE(chart.data().size(), before + 100); // the data did not stop
    QCOMPARE(x->min(), z0);
    QCOMPARE(x->max(), z1);
    QVERIFY(total->count() > 0);
    QVERIFY(total->points().first().x() >= z0 - 0.2 && total->points().last().x() <= z1 + 0.2);
    // Pan live, too.
    chart.chart()->scroll(-plot.width() / 10, 0);
    QVERIFY(x->min() < z0);
    // Back to live: following the newest 30 s again.
    backToLive->click();
    QVERIFY(!chart.isZoomed());
    QVERIFY(!backToLive->isVisible());
    QCOMPARE(x->max(), 70.0);
    QCOMPARE(x->min(), 40.0);
    feedRecorder(run, 2, 701, 750);
    chart.refreshNow();
    QCOMPARE(x->max(), 75.0);
    // The whole run.
    follow->setCurrentIndex(follow->findData(0.0));
    QCOMPARE(x->min(), 0.0);
    QCOMPARE(x->max(), 75.0);
    run.finish(RunReport());
    QCOMPARE(x->max(), 75.0);
}

void TestChartView::toolbarChoicesPersist()
{
    {
        ChartPage page;
        auto* smoothing = page.findChild<QComboBox*>(QStringLiteral("smoothingChooser"));
        auto* follow = page.findChild<QComboBox*>(QStringLiteral("followChooser"));
        QVERIFY(smoothing && follow);
        smoothing->setCurrentIndex(smoothing->findData(5.0));
        follow->setCurrentIndex(follow->findData(120.0));
        QCOMPARE(page.chart()->smoothingChoice(), 5.0);
        QCOMPARE(page.chart()->followWindow(), 120.0);
    }
    QCOMPARE(QSettings().value(AppSettings::kChartSmoothing).toDouble(), 5.0);
    ChartPage again;
    QCOMPARE(again.chart()->smoothingChoice(), 5.0);
    QCOMPARE(again.chart()->followWindow(), 120.0);
    QCOMPARE(again.findChild<QComboBox*>(QStringLiteral("smoothingChooser"))->currentData().toDouble(), 5.0);
    auto* smoothing = again.findChild<QComboBox*>(QStringLiteral("smoothingChooser"));
    smoothing->setCurrentIndex(smoothing->findData(LiveChart::kAutoSmoothing));
    QCOMPARE(again.chart()->smoothingChoice(), LiveChart::kAutoSmoothing);
}

void TestChartView::ongoingReachesThePhaseEndAndReadsAreReads()
{
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    showChart(chart);
    RunConfig c = recorder(1);
    c.ratesBytesPerSec.clear();
    run.beginRun(c, QDateTime::currentDateTime());
    run.addPass(0, 0, 1, 0);
    SampleBatch batch;
    auto add = [&](double t, PhaseKind kind, float ongoing) {
        Sample s;
        s.t = t;
        s.phase = int8_t(kind);
        s.streamMiBs = { 100.0f };
        s.totalMiBs = 100.0f;
        s.ongoingMiBs = ongoing;
        batch.samples.append(s);
    };
    for (int k = 1; k <= 10; ++k)
        add(k * kTick, PhaseKind::Write, 600.0f + float(k));
    for (int k = 11; k <= 12; ++k)
        add(k * kTick, PhaseKind::Flush, 0.0f);
    for (int k = 13; k <= 20; ++k)
        add(k * kTick, PhaseKind::Read, 300.0f);
    run.appendBatch(batch);
    PhaseResult write;
    write.kind = PhaseKind::Write;
    write.startS = 0.0;
    write.ioEndS = 1.04; // between the last write tick and the next
    write.endS = 1.2;
    write.ongoingMiBs = 612.0;
    write.effectiveMiBs = 500.0;
    run.addPhaseResult(write);
    PhaseResult read;
    read.kind = PhaseKind::Read;
    read.startS = 1.2;
    read.ioEndS = read.endS = 2.0;
    read.ongoingMiBs = 301.0;
    read.effectiveMiBs = 301.0;
    run.addPhaseResult(read);
    // A write phase too short for a tick of its own.
    PhaseResult shortWrite = write;
    shortWrite.startS = 2.01;
    shortWrite.ioEndS = 2.05;
    shortWrite.endS = 2.06;
    shortWrite.ongoingMiBs = 420.0;
    run.addPhaseResult(shortWrite);
    chart.refreshNow();

    QXYSeries* ongoing = chart.series(QStringLiteral("ongoing"));
    QVERIFY(ongoing);
    QCOMPARE(ongoing->points().constLast(), QPointF(1.04, 612.0)); // the phase's end, its label's value
    for (const QPointF& p : ongoing->points())
        QVERIFY(p.x() <= 1.04 + 1e-9); // nothing of the read under the write's name
    QXYSeries* reading = chart.series(QStringLiteral("ongoing-read"));
    QVERIFY(reading);
    QCOMPARE(reading->name(), QStringLiteral("ongoing read"));
    QVERIFY(reading->name() != ongoing->name());
    QCOMPARE(reading->points().constFirst().x(), 1.3);
    QCOMPARE(reading->points().constLast(), QPointF(2.0, 301.0));
    QVERIFY(reading->pen().style() != ongoing->pen().style());
    QXYSeries* level = chart.series(QStringLiteral("ongoing-1"));
    QVERIFY(level);
    QCOMPARE(level->points(), QList<QPointF>({ QPointF(2.01, 420.0), QPointF(2.05, 420.0) }));
}

STREAMSCOPE_UI_TEST_MAIN(TestChartView)
#include "tst_chartview.moc"
