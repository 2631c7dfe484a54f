// The window's capacity search (Find Capacity) end to end, on a temporary directory behind a
// fault-injecting backend that models a device of fixed bandwidth, so the answer is known and
// the search stays short and small; and overrun marks that come back from a saved report.
#include "CapacityChart.h"
#include "CapacityPage.h"
#include "ChartPalette.h"
#include "ChartTestSupport.h"
#include "Engine.h"
#include "FaultInjectingBackend.h"
#include "History.h"
#include "LiveChart.h"
#include "MainWindow.h"
#include "Presets.h"
#include "UiTestMain.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLegend>
#include <QProgressBar>
#include <QSignalSpy>
#include <QStyle>
#include <QTabWidget>
#include <QTemporaryDir>

namespace {

constexpr int64_t kKiB = 1024;
constexpr int64_t kMiB = 1024 * 1024;
constexpr int kSearchTimeoutMs = 60'000;

// 1 MiB/s per stream into 256 KiB, 16 KiB writes, 2 s per step: with a 2.5 MiB/s device two
// streams hold (80 % load, 0.2 s of slack in each buffer) and three do not (the device writes
// at most 2.5 MiB/s plus 20 ms of queue, so the three buffers fall 0.95 MiB behind between
// them, one of them more than its 256 KiB, and a late writer only adds to that). The search
// tries 1, 2, 4, 3 and writes 20 MiB.
RunConfig smallRecorder(const QString& dir, int64_t durationNs = 2'000'000'000)
{
    RunConfig c = Presets::find(QStringLiteral("recorder"))->config;
    c.targetDirs = { dir };
    c.ratesBytesPerSec = { 1.0 * kMiB };
    c.bufferBytes = 256 * kKiB;
    c.blockSize = 16 * kKiB;
    c.durationNs = durationNs;
    c.intervalNs = 50'000'000;
    return c;
}

EngineOptions noMargin()
{
    EngineOptions o;
    o.spaceMarginBytes = 0;
    return o;
}

QStringList leftovers(const QString& dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
}

// Shows the window and opens `path` with File > Open Report; true once it says it was shown.
bool openInWindow(MainWindow& window, const QString& path)
{
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    QSignalSpy opened(&window, &MainWindow::reportOpened);
    if (!window.openReport(path) || !(opened.wait(kSearchTimeoutMs) || !opened.isEmpty()))
        return false;
    return opened.first().at(1).toBool();
}

} // namespace

class TestCapacity : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void actionNeedsRealTimeSettings();
    void refusedWhenNoCountCouldOverrun_data();
    void refusedWhenNoCountCouldOverrun();
    void searchRunsToTheEndAndShowsTheAnswer();
    void stopDuringTheSearchRemovesItsFiles();
    void freeSpaceLimitIsSaidClearly();
    void overrunMarksComeBackFromAReport();
    void openReportShowsASavedSearch();
    void chartDrawsTheStepsItIsGiven();
    void chartTakesTheLiveChartsColours();

private:
    QTemporaryDir m_target;
    QTemporaryDir m_files;
};

void TestCapacity::initTestCase()
{
    QVERIFY(m_target.isValid());
    QVERIFY(m_files.isValid());
    qRegisterMetaType<CapacityResult>();
}

void TestCapacity::actionNeedsRealTimeSettings()
{
    MainWindow window;
    RunConfig c = smallRecorder(m_target.path());
    window.setConfig(c);
    QVERIFY(window.capacityAction()->isEnabled());
    QVERIFY(!window.capacityAction()->shortcut().isEmpty());

    // As fast as possible, a valid run but no rate to search for.
    c.ratesBytesPerSec.clear();
    c.bufferBytes = 0;
    c.durationNs = 0;
    c.totalSize = 5 * kMiB;
    window.setConfig(c);
    QVERIFY(window.startAction()->isEnabled());
    QVERIFY(!window.capacityAction()->isEnabled());
    QVERIFY2(window.capacityAction()->toolTip().contains(QLatin1String("rate")),
        qPrintable(window.capacityAction()->toolTip()));
    QVERIFY(!window.startCapacitySearch());
    QVERIFY(window.lastError().contains(QLatin1String("rate")));

    c = smallRecorder(m_target.path());
    c.targetDirs.append(m_files.path()); // a sweep: the search measures one disk
    window.setConfig(c);
    QVERIFY(!window.capacityAction()->isEnabled());
    QVERIFY(window.capacityAction()->toolTip().contains(QLatin1String("one target")));
}

void TestCapacity::refusedWhenNoCountCouldOverrun_data()
{
    QTest::addColumn<QList<int>>("streams");
    QTest::addColumn<QList<double>>("rates");
    // 1 MiB/s for 2 s into 4 MiB: no count can overrun (a single run is refused as well).
    QTest::addRow("one rate") << QList<int> { 1 } << QList<double> { 1.0 * kMiB };
    // Runs of these settings can overrun (the second stream is fast), but the search tries
    // every count at the first rate.
    QTest::addRow("search rate is the first") << QList<int> { 1, 2 } << QList<double> { 1.0 * kMiB, 4.0 * kMiB };
}

void TestCapacity::refusedWhenNoCountCouldOverrun()
{
    QFETCH(QList<int>, streams);
    QFETCH(QList<double>, rates);
    MainWindow window;
    RunConfig c = smallRecorder(m_target.path());
    c.streamCounts = streams;
    c.ratesBytesPerSec = rates;
    c.bufferBytes = 4 * kMiB;
    window.setConfig(c);
    const QDir history(History::reportsDir());
    const QStringList before = history.entryList(QDir::Files);
    QVERIFY(!window.capacityAction()->isEnabled());
    QVERIFY2(window.capacityAction()->toolTip().contains(QLatin1String("longer than 4s")),
        qPrintable(window.capacityAction()->toolTip()));
    QVERIFY(!window.startCapacitySearch());
    QVERIFY(!window.isRunning());
    QVERIFY2(window.lastError().contains(QLatin1String("longer than 4s")), qPrintable(window.lastError()));
    QVERIFY(leftovers(m_target.path()).isEmpty());
    QCOMPARE(window.capacityChart()->stepCount(), 0);
    QCOMPARE(history.entryList(QDir::Files), before); // nothing kept either
}

void TestCapacity::searchRunsToTheEndAndShowsTheAnswer()
{
    FaultInjectingBackend device;
    device.setWriteBandwidth(2.5 * kMiB);
    MainWindow window;
    window.setEngineOptions(noMargin());
    window.setIoBackend(&device);
    window.setConfig(smallRecorder(m_target.path()));
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    QSignalSpy finished(&window, &MainWindow::capacitySearchFinished);
    QSignalSpy saved(window.findChild<CapacityPage*>(), &CapacityPage::saved);
    window.capacityAction()->trigger();
    QVERIFY(window.isRunning());
    QVERIFY(window.isCapacitySearch());
    QVERIFY(window.stopAction()->isEnabled());
    QVERIFY(!window.capacityAction()->isEnabled());
    QVERIFY(!window.startAction()->isEnabled());
    // The capacity tab comes forward at once, and the status names the count being tried.
    auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("bottomTabs"));
    QVERIFY(tabs);
    QVERIFY(tabs->currentWidget()->isAncestorOf(window.capacityPage())); // the page in its scroll area
    QTRY_VERIFY_WITH_TIMEOUT(window.statusText().contains(QLatin1String("stream")), kSearchTimeoutMs);
    // The progress is the whole search's, whose length is known as a bound, and its text fits
    // the bar of a 1 366 px window on one line.
    auto* progress = window.findChild<QProgressBar*>(QStringLiteral("progress"));
    QVERIFY(progress);
    QTRY_VERIFY_WITH_TIMEOUT(progress->text().contains(QStringLiteral("of \u2264 ")), kSearchTimeoutMs);
    QVERIFY2(progress->fontMetrics().horizontalAdvance(progress->text()) <= progress->contentsRect().width(),
        qPrintable(QStringLiteral("\"%1\": %2 px in %3")
                       .arg(progress->text())
                       .arg(progress->fontMetrics().horizontalAdvance(progress->text()))
                       .arg(progress->contentsRect().width())));
    // Each step's run is drawn live, with the buffer strip.
    LiveChart* chart = window.chart();
    QTRY_VERIFY_WITH_TIMEOUT(chart->data().hasBuffers(), kSearchTimeoutMs);
    QVERIFY(chart->isRunning());

    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), kSearchTimeoutMs);
    const auto result = finished.first().first().value<CapacityResult>();
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    QCOMPARE(result.sustainedStreams, 2);
    QCOMPARE(result.firstFailingStreams, 3);
    QVERIFY(!window.isRunning());
    QVERIFY(window.capacityAction()->isEnabled());
    QVERIFY(!result.sentence.isEmpty());
    QVERIFY2(window.capacityAnswer().contains(result.sentence), qPrintable(window.capacityAnswer()));
    QVERIFY(window.statusText().contains(result.sentence));
    auto* answer = window.findChild<QLabel*>(QStringLiteral("capacityAnswer"));
    QVERIFY(answer && answer->isVisible());
    // The whole answer is shown, however many lines it wraps to: in a narrow window, too.
    window.resize(window.minimumSizeHint().width(), window.height());
    QTRY_VERIFY(answer->heightForWidth(answer->width()) >= 2 * answer->fontMetrics().lineSpacing());
    QTRY_VERIFY2(answer->height() >= answer->heightForWidth(answer->width()),
        qPrintable(QStringLiteral("%1 px shown, %2 px needed")
                       .arg(answer->height())
                       .arg(answer->heightForWidth(answer->width()))));
    // One point per step: 1 and 2 held, 4 and 3 lost data.
    CapacityChart* capacity = window.capacityChart();
    QCOMPARE(capacity->stepCount(), int(result.steps.size()));
    QCOMPARE(capacity->stepCount(), 4);
    QCOMPARE(capacity->sustainedPointCount(), 2);
    QCOMPARE(capacity->overranPointCount(), 2);
    QVERIFY(capacity->isVisible());
    // The last step (3 streams) is what the live chart shows now.
    QCOMPARE(chart->data().maxStreamsInPass(), 3);
    QVERIFY(!chart->isRunning());
    QVERIFY(leftovers(m_target.path()).isEmpty());

    const QString png = m_files.filePath(QStringLiteral("capacity.png"));
    QString error;
    QVERIFY2(window.saveCapacityChart(png, &error), qPrintable(error));
    const QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), capacity->size() * capacity->devicePixelRatio());

    // Kept in the history, listed with its answer, and shown again from there in a new window.
    QCOMPARE(saved.size(), 1);
    const QString path = saved.first().first().toString();
    QVERIFY(path.startsWith(History::reportsDir()));
    MainWindow again;
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    HistoryPanel* history = again.historyPanel();
    QTRY_VERIFY_WITH_TIMEOUT(history->entry(path).readable, kSearchTimeoutMs);
    QVERIFY(history->entry(path).capacity);
    QCOMPARE(history->entry(path).answer, result.sentence);
    auto* page = again.findChild<CapacityPage*>();
    QSignalSpy reopened(page, &CapacityPage::reopened);
    history->selectPaths({ path });
    QVERIFY(reopened.wait(kSearchTimeoutMs) || !reopened.isEmpty());
    QCOMPARE(reopened.first().at(1).toBool(), true);
    auto* againTabs = again.findChild<QTabWidget*>(QStringLiteral("bottomTabs"));
    QVERIFY(againTabs->currentWidget()->isAncestorOf(page)); // the page in its scroll area
    QCOMPARE(again.capacityChart()->stepCount(), 4);
    QCOMPARE(again.capacityChart()->overranPointCount(), 2);
    QVERIFY2(again.capacityAnswer().contains(result.sentence), qPrintable(again.capacityAnswer()));

    // Reopened where the last step's lines are still drawn: they and its "steady state" line go,
    // the chart says where the search is, and there is no chart to save.
    QVERIFY(chart->data().size() > 0);
    QSignalSpy reopenedHere(window.findChild<CapacityPage*>(), &CapacityPage::reopened);
    window.historyPanel()->selectPaths({ path });
    QVERIFY(reopenedHere.wait(kSearchTimeoutMs) || !reopenedHere.isEmpty());
    QCOMPARE(chart->data().size(), 0);
    QVERIFY(chart->showsNothing());
    QVERIFY2(chart->titleText().startsWith(QStringLiteral("Capacity search of ")), qPrintable(chart->titleText()));
    QVERIFY(!window.findChild<QAction*>(QStringLiteral("saveChartAction"))->isEnabled());
    auto* outlook = window.findChild<QLabel*>(QStringLiteral("outlookLabel"));
    QVERIFY(!outlook || outlook->isHidden());
}

void TestCapacity::stopDuringTheSearchRemovesItsFiles()
{
    FaultInjectingBackend device;
    device.setWriteBandwidth(8 * kMiB);
    MainWindow window;
    window.setEngineOptions(noMargin());
    window.setIoBackend(&device);
    window.setConfig(smallRecorder(m_target.path(), 5'000'000'000));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    QSignalSpy finished(&window, &MainWindow::capacitySearchFinished);
    QVERIFY(window.startCapacitySearch());
    // Stop in the middle of the second step (2 streams), files on disk.
    QTRY_VERIFY_WITH_TIMEOUT(window.capacityChart()->stepCount() >= 1, kSearchTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(!leftovers(m_target.path()).isEmpty() && window.chart()->data().size() > 2, 20'000);
    window.stopAction()->trigger();
    QVERIFY(!window.stopAction()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 20'000);
    const auto result = finished.first().first().value<CapacityResult>();
    QVERIFY(!result.error.isEmpty());
    QVERIFY2(leftovers(m_target.path()).isEmpty(), qPrintable(leftovers(m_target.path()).join(QLatin1Char(' '))));
    QVERIFY(!window.isRunning());
    QVERIFY(window.statusText().contains(QLatin1String("removed")));
    QVERIFY(window.capacityAction()->isEnabled());
    QCOMPARE(window.capacityChart()->stepCount(), 1); // the stopped step says nothing about capacity
}

void TestCapacity::freeSpaceLimitIsSaidClearly()
{
    MainWindow window;
    EngineOptions hugeMargin;
    hugeMargin.spaceMarginBytes = int64_t(1) << 60; // more than any disk holds
    window.setEngineOptions(hugeMargin);
    window.setConfig(smallRecorder(m_target.path()));
    QSignalSpy finished(&window, &MainWindow::capacitySearchFinished);
    QVERIFY(window.startCapacitySearch());
    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), kSearchTimeoutMs);
    const auto result = finished.first().first().value<CapacityResult>();
    QVERIFY(!result.limitedBy.isEmpty());
    QVERIFY(window.capacityAnswer().contains(QLatin1String("free space")));
    QVERIFY(window.capacityAnswer().contains(QLatin1String("Limited by the disk")));
    QVERIFY(window.statusText().contains(QLatin1String("free space")));
    QCOMPARE(window.capacityChart()->stepCount(), 0);
}

// A real-time run that lost data, saved and loaded again: the chart of the loaded report
// marks the overrun, and a report without the stored events has nothing to mark.
void TestCapacity::overrunMarksComeBackFromAReport()
{
    FaultInjectingBackend backend;
    Fault stall;
    stall.op = Fault::Op::Write;
    stall.atOffset = 256 * kKiB;
    stall.delayNs = 800'000'000; // 800 KiB arrive into a 256 KiB buffer meanwhile
    backend.addFault(stall);
    RunConfig config = smallRecorder(m_target.path(), 1'500'000'000);
    config.streamCounts = { 1 };
    config.bufferBytes = 256 * kKiB;
    config.blockSize = 64 * kKiB;
    Engine engine(backend, nullptr, noMargin());
    const RunReport report = engine.run(config);
    QVERIFY2(report.ok(), qPrintable(report.error));
    const PhaseResult* write = report.targets[0].passes[0].phase(PhaseKind::Write);
    QVERIFY(write && write->overruns == 1);
    QCOMPARE(write->overrunEvents.size(), 1);

    const QString path = m_files.filePath(QStringLiteral("overrun.json"));
    QString error;
    QVERIFY2(report.save(path, &error), qPrintable(error));
    MainWindow window;
    QVERIFY(openInWindow(window, path));
    window.chart()->refreshNow();
    QCOMPARE(window.chart()->data().overruns().size(), 1);
    QCOMPARE(window.chart()->data().overruns().front().bytesLost, write->bytesLost);
    QVERIFY(window.chart()->overrunMarkCount() >= 1);

    // The same report without the events (as written before they were stored; that such a
    // report loads is tst_report's business).
    RunReport old = report;
    old.targets[0].passes[0].phases[0].overrunEvents.clear();
    LiveChart chart;
    chart.resize(900, 500);
    chart.showReport(old);
    chart.refreshNow();
    QCOMPARE(chart.overrunMarkCount(), 0);
    chart.showReport(report);
    chart.refreshNow();
    QVERIFY(chart.overrunMarkCount() >= 1);
}

// The capacity chart of a known search (the order the steps ran in, not the order of their
// stream counts): the worst-fill line is drawn through every step, and is gone when hidden.
// File > Open Report on a capacity search's file (kept anywhere, not only in the history):
// the capacity page shows it, as reopening it from the history does, and the history lists it.
void TestCapacity::openReportShowsASavedSearch()
{
    CapacityReport report;
    report.config = smallRecorder(m_target.path());
    report.startedAt = QDateTime(QDate(2026, 11, 30), QTime(21, 5, 7));
    report.fsType = QStringLiteral("ext4");
    report.result.steps = { { 1, true, 17.0, 0, 0, 1.0, {} }, { 2, true, 43.0, 0, 0, 2.0, {} },
        { 4, false, 100.0, 9, 900 * kKiB, 2.4, {} }, { 3, false, 100.0, 2, 200 * kKiB, 2.4, {} } };
    report.result.sustainedStreams = 2;
    report.result.firstFailingStreams = 3;
    report.result.sentence = CapacitySearch::sentence(report.config, report.result);
    const QString path = m_files.filePath(QStringLiteral("opened-capacity.json"));
    QString error;
    QVERIFY2(report.save(path, &error), qPrintable(error));

    MainWindow window;
    QVERIFY(openInWindow(window, path));
    QVERIFY2(window.lastError().isEmpty(), qPrintable(window.lastError()));
    QCOMPARE(window.capacityChart()->stepCount(), 4);
    QCOMPARE(window.capacityChart()->sustainedPointCount(), 2);
    QCOMPARE(window.capacityChart()->overranPointCount(), 2);
    QVERIFY2(window.capacityAnswer().contains(report.result.sentence), qPrintable(window.capacityAnswer()));
    auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("bottomTabs"));
    QVERIFY(tabs->currentWidget()->isAncestorOf(window.findChild<CapacityPage*>()));
    const History::Entry listed = window.historyPanel()->entry(QFileInfo(path).absoluteFilePath());
    QVERIFY(listed.capacity && listed.external);
    QCOMPARE(listed.answer, report.result.sentence);
}

void TestCapacity::chartDrawsTheStepsItIsGiven()
{
    CapacityChart chart;
    chart.resize(700, 400);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.beginSearch(smallRecorder(m_target.path()));
    const QList<CapacityStep> steps { { 1, true, 17.0, 0, 0, 1.0, {} }, { 2, true, 43.0, 0, 0, 2.0, {} },
        { 4, false, 100.0, 9, 900 * kKiB, 2.4, {} }, { 3, false, 100.0, 2, 200 * kKiB, 2.4, {} } };
    CapacityResult result;
    for (const CapacityStep& step : steps) {
        chart.addStep(step);
        result.steps.append(step);
    }
    result.sustainedStreams = 2;
    result.firstFailingStreams = 3;
    chart.setResult(result);
    QCOMPARE(chart.stepCount(), 4);
    QCOMPARE(chart.sustainedPointCount(), 2);
    QCOMPARE(chart.overranPointCount(), 2);

    QXYSeries* fill = nullptr;
    for (QAbstractSeries* series : chart.chart()->series()) {
        if (series->objectName() == QLatin1String("fill"))
            fill = qobject_cast<QXYSeries*>(series);
    }
    QVERIFY(fill);
    const QList<QPointF> data { { 1, 17 }, { 2, 43 }, { 3, 100 }, { 4, 100 } };
    const double drawn = ChartTest::lineCoverage(chart.grab().toImage(), chart, fill, data);
    QVERIFY2(drawn >= 0.75, qPrintable(QString::number(drawn)));
    fill->setVisible(false);
    const double hidden = ChartTest::lineCoverage(chart.grab().toImage(), chart, fill, data);
    QVERIFY2(hidden < 0.1, qPrintable(QString::number(hidden)));
}

// The same palette as the live chart: its overrun magenta for lost data, its effective green
// for held data, and the dark theme when the widget gets one.
void TestCapacity::chartTakesTheLiveChartsColours()
{
    CapacityChart chart;
    chart.resize(700, 400);
    auto seriesNamed = [&chart](const char* name) {
        for (QAbstractSeries* series : chart.chart()->series()) {
            if (series->objectName() == QLatin1String(name))
                return qobject_cast<QXYSeries*>(series);
        }
        return static_cast<QXYSeries*>(nullptr);
    };
    for (const QPalette& palette : { QApplication::style()->standardPalette(), ChartTest::darkPalette() }) {
        chart.setPalette(palette);
        const ChartColors colors = ChartColors::fromPalette(palette);
        QCOMPARE(chart.chart()->backgroundBrush().color(), colors.background);
        QCOMPARE(seriesNamed("overran")->color(), colors.overrun);
        QCOMPARE(seriesNamed("sustained")->color(), colors.effective);
        QCOMPARE(seriesNamed("overruns")->pen().color(), colors.overrun);
        QCOMPARE(chart.chart()->legend()->labelColor(), colors.text);
        // Lines and points stand out from the background on either theme (WCAG 3:1).
        for (const char* name : { "overran", "sustained" })
            QVERIFY2(ChartPalette::contrast(seriesNamed(name)->color(), colors.background) >= 3.0, name);
    }
    QVERIFY(chart.chart()->backgroundBrush().color().lightness() < 60);
}

STREAMSCOPE_UI_TEST_MAIN(TestCapacity)
#include "tst_capacity.moc"
