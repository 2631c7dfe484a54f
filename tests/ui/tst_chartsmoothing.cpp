// The chart's smoothing in a window: the program's own lines keep a readable height under
// device bursts, a steady load looks steady (also compared), a stall stays visible in the raw
// envelope, and the smoothing window is as long as its label says.
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
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QToolButton>
#include <QValueAxis>
#include <QXYSeries>
#include <algorithm>
#include <cmath>

using namespace ChartViewTest;

class TestChartSmoothing : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void programLinesKeepTheirHeightUnderDeviceBursts();
    void steadyRealTimeLoadLooksSteady();
    void aShortStallStaysInTheRawEnvelope();
    void autoSmoothingNamesTheComparisonsWindow();
    void comparedSteadyLoadsReadSteady();
    void windowIsAsLongAsItsLabelSays();
};

void TestChartSmoothing::programLinesKeepTheirHeightUnderDeviceBursts()
{
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    chart.setScaleTo(LiveChart::ScaleTo::ProgramLines); // the streams in MiB/s, under the total
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

void TestChartSmoothing::steadyRealTimeLoadLooksSteady()
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
    QVERIFY(!ChartTest::seriesNamed(chart, QStringLiteral("total-raw"))->isVisible());
}

void TestChartSmoothing::aShortStallStaysInTheRawEnvelope()
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
    for (const QPointF& p : ChartTest::seriesNamed(chart, QStringLiteral("total"))->points())
        smoothedLow = p.x() > 14 && p.x() < 16 ? std::min(smoothedLow, p.y()) : smoothedLow;
    QVERIFY(smoothedLow > 3.0);
    double rawLow = INFINITY;
    for (const QPointF& p : ChartTest::seriesNamed(chart, QStringLiteral("total-raw"))->points())
        rawLow = p.x() > 14 && p.x() < 16 ? std::min(rawLow, p.y()) : rawLow;
    QCOMPARE(rawLow, 0.0);
    // A paced run's streams get no raw line of their own (their ticks only count blocks): the
    // total's raw ticks hold the dip, and the picture's texture is one faint line, not two.
    QXYSeries* streamsRaw = ChartTest::seriesNamed(chart, QStringLiteral("streams-raw"));
    QVERIFY(!streamsRaw->isVisible());
    QVERIFY(streamsRaw->points().isEmpty());
}

// "auto (N s)" in the toolbar names the window the chart really uses: for compared runs the
// real-time one only when all of them are real-time runs.
void TestChartSmoothing::autoSmoothingNamesTheComparisonsWindow()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ChartPage page;
    LiveChart& chart = *page.chart();
    auto* smoothing = page.findChild<QComboBox*>(QStringLiteral("smoothingChooser"));
    QVERIFY(smoothing);
    smoothing->setCurrentIndex(smoothing->findData(LiveChart::kAutoSmoothing));
    RunReport realTime = ChartTest::fixtureReport(dir.path(), QDateTime::currentDateTime(), 10.0f);
    realTime.config.ratesBytesPerSec = { 1024.0 * 1024.0 };
    const RunReport bulk = ChartTest::fixtureReport(dir.path(), QDateTime::currentDateTime(), 10.0f);
    const auto named = [&] {
        return smoothing->itemText(0) == QStringLiteral("auto (%1 s)").arg(QLocale().toString(chart.smoothingWindow()));
    };
    chart.showComparison({ realTime, realTime }, { QStringLiteral("a"), QStringLiteral("b") });
    QCOMPARE(chart.smoothingWindow(), RollingRate::defaultWindow(true));
    QVERIFY2(named(), qPrintable(smoothing->itemText(0)));
    chart.showComparison({ realTime, bulk }, { QStringLiteral("a"), QStringLiteral("b") });
    QCOMPARE(chart.smoothingWindow(), RollingRate::defaultWindow(false));
    QVERIFY2(named(), qPrintable(smoothing->itemText(0)));
    QVERIFY(RollingRate::defaultWindow(true) != RollingRate::defaultWindow(false));
    chart.showReport(realTime);
    QVERIFY2(named(), qPrintable(smoothing->itemText(0)));
}

// Two steady recorders compared: their totals saw-tooth by whole blocks per tick (40/80 MiB/s
// around 60), and at the default smoothing each compared line reads level, as a run's own does.
void TestChartSmoothing::comparedSteadyLoadsReadSteady()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    LiveChart chart;
    chart.resize(1200, 700);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QList<RunReport> runs;
    for (float mean : { 30.0f, 60.0f }) {
        RunReport report = ChartTest::fixtureReport(dir.path(), QDateTime::currentDateTime(), mean, 60);
        for (PassResult& pass : report.targets[0].passes) {
            for (qsizetype i = 0; i < pass.samples.size(); ++i) {
                Sample& sample = pass.samples[i];
                if (sample.phase == int8_t(PhaseKind::Write))
                    sample.totalMiBs = (i % 2 == 0 ? 2.0f / 3.0f : 4.0f / 3.0f) * mean;
            }
        }
        runs.append(report);
    }
    chart.showComparison(runs, { QStringLiteral("slow"), QStringLiteral("fast") });
    chart.refreshNow();
    QVERIFY(chart.smoothingWindow() > 0);
    for (int i = 0; i < 2; ++i) {
        const PassResult& pass = runs.at(i).targets[0].passes.first();
        const PhaseResult& write = pass.phases.first();
        QXYSeries* line = chart.series(QStringLiteral("compare-") + QString::number(i));
        QVERIFY(line);
        // Well inside the first write phase, past the first window.
        float low = std::numeric_limits<float>::max(), high = 0;
        for (const QPointF& p : line->points()) {
            if (p.x() > write.startS + 1.5 && p.x() < write.ioEndS - 0.2) {
                low = std::min(low, float(p.y()));
                high = std::max(high, float(p.y()));
            }
        }
        QVERIFY2(high > 0 && (high - low) / high < 0.15,
            qPrintable(QStringLiteral("run %1: %2 .. %3").arg(i).arg(low).arg(high)));
    }
}

// Every choice of the Smoothing box averages over the seconds its label names: a step from 0 to
// 100 MiB/s at 10 s reaches 100 on the smoothed total line exactly one window after the step (a
// window of (t - w, t] holds the step's ticks alone from then on) and not a tick sooner; "raw
// tick" and "auto (1 s)", the real-time run's own window, alike.
void TestChartSmoothing::windowIsAsLongAsItsLabelSays()
{
    constexpr double kStepS = 10.0;
    ChartPage page;
    LiveChart& chart = *page.chart();
    auto* smoothing = page.findChild<QComboBox*>(QStringLiteral("smoothingChooser"));
    QVERIFY(smoothing);
    showChart(page);
    LiveRun run;
    chart.setRun(&run);
    beginRecorder(run, 1);
    SampleBatch batch;
    for (int k = 1; k <= 200; ++k) {
        Sample s = recorderTick(k, 1);
        const float rate = s.t > kStepS + 1e-9 ? 100.0f : 0.0f;
        s.streamMiBs = { rate };
        s.totalMiBs = rate;
        s.deviceWriteMiBs = 0;
        batch.samples.append(s);
    }
    run.appendBatch(batch);
    QCOMPARE(smoothing->count(), 5); // auto, raw and three windows
    const QRegularExpression seconds(QStringLiteral("([0-9.]+) s\\b"));
    for (int i = 0; i < smoothing->count(); ++i) {
        smoothing->setCurrentIndex(i);
        chart.refreshNow();
        const QString label = smoothing->itemText(i);
        const QRegularExpressionMatch m = seconds.match(label);
        QVERIFY2(m.hasMatch() || label == QStringLiteral("raw tick"), qPrintable(label));
        const double window = m.hasMatch() ? m.captured(1).toDouble() : 0.0;
        QCOMPARE(chart.smoothingWindow(), window);
        QXYSeries* total = chart.series(QStringLiteral("total"));
        QVERIFY(total);
        double full = -1; // the first time the smoothed total reads the whole step
        for (const QPointF& p : total->points()) {
            if (p.y() >= 100.0 - 1e-3) {
                full = p.x();
                break;
            }
        }
        // The raw line reads the step at its first tick after it.
        const double expected = kStepS + std::max(window, kTick);
        QVERIFY2(std::abs(full - expected) < kTick / 2,
            qPrintable(QStringLiteral("%1: full at %2 s, expected %3 s").arg(label).arg(full).arg(expected)));
    }
}

STREAMSCOPE_UI_TEST_MAIN(TestChartSmoothing)
#include "tst_chartsmoothing.moc"
