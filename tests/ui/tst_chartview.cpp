// The chart's axes and rolling view in a window: a live run can be followed, zoomed and panned
// while its data comes in; the toolbar's choices persist; phases, stalls, comparisons and many
// streams are drawn where they belong. Its smoothing: tst_chartsmoothing.
#include "ChartViewFixtures.h"
// Samples are fed to the LiveRun directly, so nothing waits on a clock.
#include "AppSettings.h"
#include "ChartPage.h"
#include "ChartTestSupport.h"
#include "ChartText.h"
#include "LiveChart.h"
#include "LiveRun.h"
#include "RollingRate.h"
#include "UiTestMain.h"

#include <QAreaSeries>
#include <QChart>
#include <QComboBox>
#include <QLineSeries>
#include <QSettings>
#include <QTemporaryDir>
#include <QToolButton>
#include <QValueAxis>
#include <QXYSeries>
#include <algorithm>
#include <cmath>

using namespace ChartViewTest;

class TestChartView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void rollingViewFollowsZoomsAndGoesBackToLive();
    void toolbarChoicesPersist();
    void scaleToChoicePersists();
    void ongoingReachesThePhaseEndAndReadsAreReads();
    void realTimeStreamsAtAReadableHeight();
    void timeAxisTakesInTheLastPhaseAndItsStalls();
    void stoppedRunNamesNoEffectiveRate();
    void comparisonOverlaysTheChosenRate();
    void runsOfVeryDifferentSpeedsCompareAsShares();
    void dirtyAxisFitsTheDataUnderAFarCeiling();
    void streamsBeyondTheHuesAreDashed();
    void leftMarginShrinksAgain();
};

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
    QVERIFY(smoothing);
    QCOMPARE(smoothing->itemText(0), QStringLiteral("auto (0.5 s)")); // no run yet: not real-time

    beginRecorder(run, 2);
    QCOMPARE(smoothing->itemText(0), QStringLiteral("auto (1 s)"));
    feedRecorder(run, 2, 1, 100); // 10 s: less than the window, the axis ends at the data
    chart.refreshNow();
    QValueAxis* x = axis(chart, Qt::Horizontal);
    QVERIFY(x);
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
    auto* smoothing = again.findChild<QComboBox*>(QStringLiteral("smoothingChooser"));
    QVERIFY(smoothing);
    QCOMPARE(smoothing->currentData().toDouble(), 5.0);
    smoothing->setCurrentIndex(smoothing->findData(LiveChart::kAutoSmoothing));
    QCOMPARE(again.chart()->smoothingChoice(), LiveChart::kAutoSmoothing);
}

// What the rate axis is scaled to stays chosen too, and the chart of the next window uses it.
void TestChartView::scaleToChoicePersists()
{
    {
        ChartPage page;
        auto* scale = page.findChild<QComboBox*>(QStringLiteral("scaleChooser"));
        QVERIFY(scale);
        scale->setCurrentIndex(scale->findData(int(LiveChart::ScaleTo::ProgramLines)));
        QCOMPARE(page.chart()->scaleToChoice(), LiveChart::ScaleTo::ProgramLines);
    }
    ChartPage again;
    QCOMPARE(again.chart()->scaleToChoice(), LiveChart::ScaleTo::ProgramLines);
    auto* scale = again.findChild<QComboBox*>(QStringLiteral("scaleChooser"));
    QVERIFY(scale);
    QCOMPARE(scale->currentData().toInt(), int(LiveChart::ScaleTo::ProgramLines));
    scale->setCurrentIndex(scale->findData(int(LiveChart::ScaleTo::Auto)));
    QCOMPARE(QSettings().value(AppSettings::kChartScaleTo).toInt(), int(LiveChart::ScaleTo::Auto));
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

void TestChartView::realTimeStreamsAtAReadableHeight()
{
    ChartPage page;
    LiveChart& chart = *page.chart();
    LiveRun run;
    chart.setRun(&run);
    showChart(page, QSize(1400, 800));
    auto* scale = page.findChild<QComboBox*>(QStringLiteral("scaleChooser"));
    QVERIFY(scale && scale->isVisibleTo(&page));
    QCOMPARE(chart.scaleToChoice(), LiveChart::ScaleTo::Auto);
    beginRecorder(run, 8);
    feedRecorder(run, 8, 1, 100, 9.8);
    chart.refreshNow();
    // By default a real-time run of 8 x 1 MiB/s shows both answers on scale: the total against
    // the 8 MiB/s its streams need on the rate axis, and each stream as a share of its own rate
    // on an axis of its own, where on time is 100 %.
    QVERIFY(chart.showsStreamShares());
    QVERIFY(!chart.scalesToStreams());
    QValueAxis* rates = axis(chart, Qt::Vertical);
    QVERIFY(rates && rates->max() >= 8.0);
    QValueAxis* shares = nullptr;
    for (QAbstractAxis* a : chart.chart()->axes(Qt::Vertical)) {
        if (a->alignment() == Qt::AlignLeft && a != rates)
            shares = qobject_cast<QValueAxis*>(a);
    }
    QVERIFY(shares && shares->isVisible());
    QCOMPARE(shares->titleText(), QStringLiteral("% of each stream's rate"));
    QCOMPARE(shares->min(), 0.0);
    QVERIFY(shares->max() >= 150.0);
    const auto checkTotalAndStreams = [&] {
        const QRectF plot = chart.chart()->plotArea().adjusted(-0.5, -0.5, 0.5, 0.5);
        // Every point of the total lies inside the plot.
        QXYSeries* total = chart.series(QStringLiteral("total"));
        QVERIFY(total && !total->points().isEmpty());
        for (const QPointF& p : total->points()) {
            if (!std::isnan(p.y()))
                QVERIFY2(plot.contains(chart.chart()->mapToPosition(p, total)),
                    qPrintable(QStringLiteral("%1 s, %2").arg(p.x()).arg(p.y())));
        }
        // A steady stream reads 100 % of its rate, in the plot's upper half, apart from the total.
        QXYSeries* stream = chart.series(QStringLiteral("stream-0"));
        QVERIFY(stream && stream->attachedAxes().contains(shares));
        const double level = meanOf(stream, 2.0, 9.5);
        QVERIFY2(std::abs(level - 100.0) < 3.0, qPrintable(QString::number(level)));
        const double streamY = chart.chart()->mapToPosition(QPointF(5.0, level), stream).y();
        const double totalY = chart.chart()->mapToPosition(QPointF(5.0, meanOf(total, 2.0, 9.5)), total).y();
        const double streamHeight = (plot.bottom() - streamY) / plot.height();
        QVERIFY2(streamHeight >= 0.4 && streamHeight <= 0.85, qPrintable(QString::number(streamHeight)));
        QVERIFY2(streamY - totalY >= 0.1 * plot.height(), qPrintable(QStringLiteral("%1 %2").arg(streamY).arg(totalY)));
        // Nothing of the program's is off scale, and the legend names the total plainly.
        for (const QString& tip : chart.offScaleToolTips())
            QVERIFY2(tip.startsWith(QStringLiteral("device")), qPrintable(tip));
        QVERIFY2(legendHas(chart, QStringLiteral("total")), qPrintable(legendJoined(chart)));
    };
    checkTotalAndStreams();
    run.finish(RunReport());
    checkTotalAndStreams();

    // Streams: scaled to their MiB/s, the total runs off the top, marked there and in the legend.
    scale->setCurrentIndex(scale->findData(int(LiveChart::ScaleTo::Streams)));
    QVERIFY(chart.scalesToStreams());
    QVERIFY(!chart.showsStreamShares());
    QVERIFY(!shares->isVisible());
    QVERIFY(chart.series(QStringLiteral("stream-0"))->attachedAxes().contains(rates));
    QVERIFY(rates->max() < 8.0);
    bool totalMark = false;
    for (const QString& tip : chart.offScaleToolTips())
        totalMark = totalMark || tip.startsWith(QStringLiteral("total off scale: up to "));
    QVERIFY2(totalMark, qPrintable(chart.offScaleToolTips().join(QLatin1Char('|'))));
    QVERIFY2(legendHas(chart, QStringLiteral("total \u2191 off scale")), qPrintable(legendJoined(chart)));
    QVERIFY(!legendHas(chart, QStringLiteral("total")));

    // Program lines: the total fits again, no mark or note for it.
    scale->setCurrentIndex(scale->findData(int(LiveChart::ScaleTo::ProgramLines)));
    QVERIFY(!chart.scalesToStreams());
    QVERIFY(!chart.showsStreamShares());
    QVERIFY(heightShare(chart, 8.0) >= 0.3 && heightShare(chart, 8.0) <= 1.0);
    for (const QString& tip : chart.offScaleToolTips())
        QVERIFY2(tip.startsWith(QStringLiteral("device")), qPrintable(tip));
    QVERIFY(legendHas(chart, QStringLiteral("total")));
    // Fit all outranks the choice.
    scale->setCurrentIndex(scale->findData(int(LiveChart::ScaleTo::Streams)));
    QVERIFY(chart.scalesToStreams());
    chart.setFitAll(true);
    QCOMPARE(chart.offScaleMarkCount(), 0);
    QVERIFY(legendHas(chart, QStringLiteral("total")));
    chart.setFitAll(false);

    // A run that is not real-time keeps the program's lines by default.
    scale->setCurrentIndex(scale->findData(int(LiveChart::ScaleTo::Auto)));
    RunConfig buffered = recorder(8);
    buffered.ratesBytesPerSec.clear();
    run.beginRun(buffered, QDateTime::currentDateTime());
    run.addPass(0, 0, 8, 0);
    feedRecorder(run, 8, 1, 50);
    chart.refreshNow();
    QVERIFY(!chart.scalesToStreams());
    QVERIFY(!chart.showsStreamShares());
    QVERIFY(!shares->isVisible());
    QVERIFY(axis(chart, Qt::Vertical)->max() >= 8.0);
}

void TestChartView::timeAxisTakesInTheLastPhaseAndItsStalls()
{
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    showChart(chart);
    beginRecorder(run, 2);
    feedRecorder(run, 2, 1, 80); // the last tick at 8.0 s
    // Stalls after the last tick, during the flush: the sampler reports them when they end.
    SampleBatch late;
    late.stalls.append(StallEvent(0, 0, 0, PhaseKind::Flush, 8.01, 0.02));
    late.stalls.append(StallEvent(0, 0, 1, PhaseKind::Flush, 8.02, 0.02));
    run.appendBatch(late);
    chart.refreshNow();
    QValueAxis* x = axis(chart, Qt::Horizontal);
    QVERIFY2(x->max() >= 8.04, qPrintable(QString::number(x->max()))); // live, too
    QCOMPARE(chart.stallSpanCount() > 0, true);
    PhaseResult write;
    write.kind = PhaseKind::Write;
    write.startS = 0.0;
    write.ioEndS = 8.0;
    write.endS = 8.06; // its flush tail ends after the last tick
    write.ongoingMiBs = 2.0;
    write.effectiveMiBs = 1.98;
    write.flushTailS = write.endS - write.ioEndS;
    run.addPhaseResult(write);
    run.finish(RunReport());
    QVERIFY(!chart.isRunning());
    QVERIFY2(x->max() >= 8.06, qPrintable(QString::number(x->max())));
    QVERIFY(x->max() < 8.5); // fitted, not padded
    QVERIFY(chart.stallSpanCount() > 0);
    QVERIFY(chart.flushSpanCount() > 0);
}

void TestChartView::stoppedRunNamesNoEffectiveRate()
{
    LiveFixture live;
    LiveChart& chart = live.chart;
    LiveRun& run = live.run;
    beginRecorder(run, 2);
    feedRecorder(run, 2, 1, 40);
    chart.refreshNow();
    PhaseResult stopped;
    stopped.kind = PhaseKind::Write;
    stopped.startS = 0.0;
    stopped.ioEndS = stopped.endS = 4.0;
    stopped.ongoingMiBs = 2.0;
    stopped.effectiveMiBs = 2.0; // what a stopped phase's numbers say; no flush was timed
    stopped.complete = false;
    run.addPhaseResult(stopped);
    run.finish(RunReport());
    QVERIFY(chart.titleText().startsWith(QStringLiteral("Partial run")));
    bool partialLabel = false;
    for (const QString& text : chart.overlayTexts())
        partialLabel = partialLabel || text.startsWith(QStringLiteral("partial \u2014 stopped"));
    QVERIFY2(partialLabel, qPrintable(chart.overlayTexts().join(QLatin1Char('|'))));
    QCOMPARE(ChartTest::seriesNamed(chart, QStringLiteral("effective"))->count(), 0);
    const QString legend = legendJoined(chart);
    QVERIFY2(!legend.contains(QStringLiteral("effective")), qPrintable(legend));
    QVERIFY2(legend.contains(QStringLiteral("ongoing")), qPrintable(legend));

    // A finished phase keeps its effective line and entry.
    beginRecorder(run, 2);
    feedRecorder(run, 2, 1, 40);
    stopped.complete = true;
    stopped.endS = 4.1;
    stopped.effectiveMiBs = 1.9;
    run.addPhaseResult(stopped);
    run.finish(RunReport());
    QVERIFY(ChartTest::seriesNamed(chart, QStringLiteral("effective"))->count() > 0);
    QVERIFY2(legendJoined(chart).contains(QStringLiteral("effective (incl. flush)")), qPrintable(legendJoined(chart)));
}

void TestChartView::comparisonOverlaysTheChosenRate()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ChartPage page;
    LiveChart& chart = *page.chart();
    showChart(page, QSize(1400, 800));
    auto* compare = page.findChild<QComboBox*>(QStringLiteral("compareChooser"));
    auto* scale = page.findChild<QComboBox*>(QStringLiteral("scaleChooser"));
    QVERIFY(compare && scale);
    QVERIFY(!compare->isVisibleTo(&page)); // no comparison yet
    const QDateTime at = QDateTime::currentDateTime();
    const RunReport slow = ChartTest::fixtureReport(dir.path(), at, 10.0f);
    const RunReport fast = ChartTest::fixtureReport(dir.path(), at, 30.0f);
    chart.setSmoothing(0); // the raw ticks, to compare with the reports' own figures
    chart.showComparison({ slow, fast }, { QStringLiteral("slow"), QStringLiteral("fast") });
    QVERIFY(compare->isVisibleTo(&page));
    QVERIFY(!scale->isVisibleTo(&page));
    QCOMPARE(chart.compareLine(), LiveChart::CompareLine::Total);
    QVERIFY(!chart.compareRelative()); // three times apart: both read on one rate axis
    QXYSeries* line = chart.series(QStringLiteral("compare-1"));
    QVERIFY(line);
    QCOMPARE(ChartTest::peak(line->points()), ChartTest::peak(ChartTest::totals(fast)));

    // Effective: a level per write phase at its effective rate, over the phase and its flush.
    compare->setCurrentIndex(compare->findData(int(LiveChart::CompareLine::Effective)));
    QCOMPARE(chart.compareLine(), LiveChart::CompareLine::Effective);
    QVERIFY(chart.chart()->title().contains(QStringLiteral("effective")));
    QList<double> levels;
    for (const PassResult& pass : fast.targets.constFirst().passes) {
        for (const PhaseResult& r : pass.phases) {
            if (r.kind == PhaseKind::Write)
                levels.append(r.effectiveMiBs);
        }
    }
    QCOMPARE(levels.size(), 2);
    QList<double> drawn;
    for (const QPointF& p : line->points()) {
        if (!std::isnan(p.y()) && !drawn.contains(p.y()))
            drawn.append(p.y());
    }
    QCOMPARE(drawn, levels);
    QVERIFY(axis(chart, Qt::Vertical)->max() >= levels.at(1));

    // Ongoing: the mean so far, below the total's peak, NaN (a break) outside the phases.
    compare->setCurrentIndex(compare->findData(int(LiveChart::CompareLine::Ongoing)));
    QVERIFY(chart.chart()->title().contains(QStringLiteral("ongoing")));
    double ongoingPeak = 0;
    for (const PassResult& pass : fast.targets.constFirst().passes) {
        for (const Sample& s : pass.samples)
            ongoingPeak = std::isnan(s.ongoingMiBs) ? ongoingPeak : std::max(ongoingPeak, double(s.ongoingMiBs));
    }
    QCOMPARE(ChartTest::peak(line->points()), ongoingPeak);
    QVERIFY(ongoingPeak < ChartTest::peak(ChartTest::totals(fast)));

    // A phase boundary's sample 2 ms after the tick before it: one block's burst. The axis fits
    // the runs' rates, the burst runs off the top, marked there; "Fit all" takes it in.
    compare->setCurrentIndex(compare->findData(int(LiveChart::CompareLine::Total)));
    RunReport burst = slow;
    QList<Sample>& samples = burst.targets.first().passes.first().samples;
    Sample spike = samples.at(20);
    spike.t += 0.002;
    spike.totalMiBs = 5000.0f;
    samples.insert(21, spike);
    chart.showComparison({ burst, fast }, { QStringLiteral("burst"), QStringLiteral("fast") });
    QVERIFY(axis(chart, Qt::Vertical)->max() < 1000);
    QCOMPARE(ChartTest::peak(ChartTest::seriesNamed(chart, QStringLiteral("compare-0"))->points()),
        5000.0); // drawn, clipped
    QVERIFY(chart.offScaleMarkCount() >= 1);
    QVERIFY2(chart.offScaleToolTips().constFirst().startsWith(QStringLiteral("burst off scale: up to ")),
        qPrintable(chart.offScaleToolTips().join(QLatin1Char('|'))));
    chart.setFitAll(true);
    QVERIFY(axis(chart, Qt::Vertical)->max() >= 5000);
    QCOMPARE(chart.offScaleMarkCount(), 0);
    chart.setFitAll(false);

    // A single report again: no comparison choice.
    chart.showReport(fast);
    QVERIFY(!compare->isVisibleTo(&page));
    QVERIFY(scale->isVisibleTo(&page));
}

// A 2,000 MiB/s SSD beside an 8 MiB/s card: in MiB/s the card is a flat line at 0; as a share
// of each run's mean both lines take the axis, and the legend says what 100 % is.
void TestChartView::runsOfVeryDifferentSpeedsCompareAsShares()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ChartPage page;
    LiveChart& chart = *page.chart();
    showChart(page, QSize(1400, 800));
    auto* as = page.findChild<QComboBox*>(QStringLiteral("compareAsChooser"));
    QVERIFY(as);
    const QDateTime at = QDateTime::currentDateTime();
    const RunReport card = ChartTest::fixtureReport(dir.path(), at, 8.0f);
    const RunReport ssd = ChartTest::fixtureReport(dir.path(), at, 2000.0f);
    chart.showComparison({ card, ssd }, { QStringLiteral("card"), QStringLiteral("ssd") });
    QVERIFY(chart.compareSpread() > 200);
    QVERIFY(chart.compareRelative());
    QVERIFY(as->isVisibleTo(&page));
    QCOMPARE(as->currentData().toBool(), true);
    QVERIFY2(
        chart.chart()->title().contains(QStringLiteral("% of each run's mean")), qPrintable(chart.chart()->title()));
    const double top = axis(chart, Qt::Vertical)->max();
    for (const char* name : { "compare-0", "compare-1" }) {
        const double peak = ChartTest::peak(chart.series(QLatin1String(name))->points());
        QVERIFY2(peak > 0.4 * top && peak <= top,
            qPrintable(QStringLiteral("%1: peak %2 on a %3 axis").arg(QLatin1String(name)).arg(peak).arg(top)));
    }
    // The same shapes: a run's line is its totals over its own mean.
    const double cardPeak = ChartTest::peak(chart.series(QStringLiteral("compare-0"))->points());
    const double ssdPeak = ChartTest::peak(chart.series(QStringLiteral("compare-1"))->points());
    QVERIFY2(
        std::abs(cardPeak - ssdPeak) < 1e-6 * ssdPeak, qPrintable(QStringLiteral("%1 %2").arg(cardPeak).arg(ssdPeak)));
    QStringList legend;
    for (const ChartOverlay::Shown& entry : chart.legendTexts())
        legend.append(entry.text);
    QVERIFY2(legend.filter(QStringLiteral("card (100 % = ")).size() == 1, qPrintable(legend.join(QLatin1Char('|'))));

    // In MiB/s, as the user may choose: the card's line lies along the bottom.
    as->setCurrentIndex(as->findData(false));
    QVERIFY(!chart.compareRelative());
    const double rateTop = axis(chart, Qt::Vertical)->max();
    QVERIFY(rateTop >= ChartTest::peak(ChartTest::totals(ssd)));
    QVERIFY(ChartTest::peak(chart.series(QStringLiteral("compare-0"))->points()) < 0.02 * rateTop);
    QVERIFY(!chart.chart()->title().contains(QStringLiteral("median")));
}

void TestChartView::dirtyAxisFitsTheDataUnderAFarCeiling()
{
    LiveFixture live;
    LiveChart& chart = live.chart;
    LiveRun& run = live.run;
    beginRecorder(run, 2);
    SampleBatch batch;
    for (int k = 1; k <= 60; ++k) {
        Sample s = recorderTick(k, 2);
        s.dirtyCeilingMiB = 4096; // a machine with 20 GiB of RAM
        s.dirtyBackgroundMiB = 2048;
        batch.samples.append(s);
    }
    // A stall (a flush's fdatasync, say) changes nothing: the data is as far from the ceiling.
    batch.stalls.append({ 0, 0, 1, PhaseKind::Write, 3.0, 0.4 });
    run.appendBatch(batch);
    run.finish(RunReport());
    QVERIFY(!chart.data().stalls().isEmpty());
    QValueAxis* dirtyAxis = axis(chart, Qt::Vertical, Qt::AlignRight);
    QVERIFY(dirtyAxis && dirtyAxis->isVisible());
    // 23 MiB of dirty data under a 4 GiB ceiling: the axis fits the data...
    QVERIFY2(dirtyAxis->max() < 100, qPrintable(QString::number(dirtyAxis->max())));
    // ... and the ceiling is named at its top.
    bool named = false;
    for (const QString& text : chart.overlayTexts())
        named = named || text == QStringLiteral("throttle ceiling 4 GiB \u2191");
    QVERIFY2(named, qPrintable(chart.overlayTexts().join(QLatin1Char('|'))));

    // Dirty data within reach of the ceiling: the axis takes it in, the line is drawn across.
    beginRecorder(run, 2);
    batch = {};
    for (int k = 1; k <= 60; ++k) {
        Sample s = recorderTick(k, 2);
        s.dirtyMiB = float(k) * 30.0f; // up to 1.8 GiB
        s.dirtyCeilingMiB = 4096;
        s.dirtyBackgroundMiB = 2048;
        batch.samples.append(s);
    }
    run.appendBatch(batch);
    run.finish(RunReport());
    QVERIFY2(dirtyAxis->max() >= 4096, qPrintable(QString::number(dirtyAxis->max())));
    bool across = false;
    for (const QString& text : chart.overlayTexts())
        across = across || text == QStringLiteral("throttle ceiling 4 GiB");
    QVERIFY2(across, qPrintable(chart.overlayTexts().join(QLatin1Char('|'))));
}

void TestChartView::streamsBeyondTheHuesAreDashed()
{
    LiveFixture live;
    LiveChart& chart = live.chart;
    LiveRun& run = live.run;
    beginRecorder(run, 16);
    feedRecorder(run, 16, 1, 30);
    run.finish(RunReport());
    QVERIFY(!chart.bandMode());
    for (int i = 0; i < 16; ++i) {
        const QPen pen = chart.series(QStringLiteral("stream-") + QString::number(i))->pen();
        QCOMPARE(pen.style() == Qt::SolidLine, i < ChartColors::kStreamHueCount);
        if (i >= ChartColors::kStreamHueCount) {
            // Same hue as the stream 8 before it, told apart by the dashes.
            const QPen first = chart.series(QStringLiteral("stream-") + QString::number(i - 8))->pen();
            QCOMPARE(pen.color(), first.color());
        }
    }
    // The legend's swatches are drawn with the lines' pens.
    QCOMPARE(chart.legendSwatchPen(QStringLiteral("stream 9")).style(), Qt::CustomDashLine);
    QCOMPARE(chart.legendSwatchPen(QStringLiteral("stream 1")).style(), Qt::SolidLine);
}

void TestChartView::leftMarginShrinksAgain()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QDateTime at = QDateTime::currentDateTime();
    // Narrow rate labels ("0.2"): the stall lane's name needs a wider left margin. Wide ones
    // ("4000"): less of it.
    // With the I/O pressure strip, whose name is wider than the stall lane's.
    const auto withPressure = [](RunReport report) {
        for (PassResult& pass : report.targets.first().passes) {
            for (Sample& sample : pass.samples)
                sample.ioSomePct = 20.0f;
        }
        return report;
    };
    const RunReport slow = withPressure(ChartTest::fixtureReport(dir.path(), at, 0.1f));
    const RunReport fast = withPressure(ChartTest::fixtureReport(dir.path(), at, 3000.0f));
    LiveChart fresh;
    showChart(fresh);
    fresh.showReport(fast);
    const int wanted = fresh.chart()->margins().left();
    LiveChart chart;
    showChart(chart);
    chart.showReport(slow);
    const int wide = chart.chart()->margins().left();
    QVERIFY2(wide > wanted, qPrintable(QStringLiteral("%1 %2").arg(wide).arg(wanted)));
    chart.showReport(fast);
    QCOMPARE(chart.chart()->margins().left(), wanted);
    for (const ChartOverlay::Shown& text : chart.stripTexts())
        QVERIFY(text.rect.left() >= 0);
}

STREAMSCOPE_UI_TEST_MAIN(TestChartView)
#include "tst_chartview.moc"
