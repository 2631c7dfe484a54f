// The Stalls tab: its model under QAbstractItemModelTester, filled from a real run's report
// and live batch by batch; the per-phase breakdown by cause; a click on a row zooms the chart
// to that stall; the chart's throttle ceiling where the report's evidence puts it.
#include "ChartText.h"
#include "LiveChart.h"
#include "LiveRun.h"
#include "MainWindow.h"
#include "StallsModel.h"
#include "UiTestMain.h"
#include "Units.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QValueAxis>

namespace {

QString reportPath()
{
    return QDir::cleanPath(QStringLiteral(STREAMSCOPE_TEST_DATA "/../../data/reports/v2-dirty-throttling.json"));
}

RunReport dirtyThrottlingReport()
{
    QString error;
    const auto report = RunReport::load(reportPath(), &error);
    if (!report)
        qFatal("cannot load the v2 report: %s", qPrintable(error));
    return *report;
}

QList<StallEvent> storedStalls(const RunReport& report)
{
    QList<StallEvent> stalls;
    for (const TargetResult& target : report.targets)
        for (const PassResult& pass : target.passes)
            for (const PhaseResult& phase : pass.phases)
                stalls.append(phase.stalls);
    return stalls;
}

} // namespace

class TestStalls : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void modelShowsCauseAndEvidence();
    void modelGrowsLive();
    void paneFollowsALiveRun();
    void breakdownPerPhase();
    void clickingARowZoomsTheChart();
};

void TestStalls::modelShowsCauseAndEvidence()
{
    StallsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const RunReport report = dirtyThrottlingReport();
    model.setReport(report);
    QCOMPARE(model.rowCount(), 7);
    QCOMPARE(model.columnCount(), int(StallsModel::ColumnCount));
    const QList<StallEvent> stalls = storedStalls(report);
    double previous = -1;
    for (int row = 0; row < model.rowCount(); ++row) {
        const StallEvent& s = model.stall(row);
        QVERIFY(s.startS >= previous); // in time order
        previous = s.startS;
        auto at = [&](int column, int role = Qt::DisplayRole) { return model.index(row, column).data(role); };
        QCOMPARE(at(StallsModel::Time).toString(), ChartText::seconds(s.startS));
        QCOMPARE(at(StallsModel::Stream).toInt(), s.stream + 1);
        QCOMPARE(at(StallsModel::Phase).toString(), QStringLiteral("write"));
        QCOMPARE(at(StallsModel::Length).toString(), ChartText::milliseconds(s.durationS));
        QCOMPARE(at(StallsModel::Cause).toString(), QStringLiteral("dirty throttling"));
        QCOMPARE(at(StallsModel::Time, StallsModel::CauseKeyRole).toString(), QStringLiteral("dirty-throttling"));
        const QString evidence = at(StallsModel::Evidence).toString();
        QVERIFY2(evidence.startsWith(QStringLiteral("writer in balance_dirty_pages")), qPrintable(evidence));
        QVERIFY2(evidence.contains(QStringLiteral("ceiling")), qPrintable(evidence));
        // The row's tooltip is the chart's sentence: "55 ms — dirty throttling: writer in ...".
        QCOMPARE(at(StallsModel::Cause, Qt::ToolTipRole).toString(),
            ChartText::milliseconds(s.durationS) + QStringLiteral(" \u2014 dirty throttling: ") + evidence);
        QCOMPARE(at(StallsModel::Time, StallsModel::StartRole).toDouble(), s.startS);
        QCOMPARE(at(StallsModel::Time, StallsModel::DurationRole).toDouble(), s.durationS);
        QVERIFY(std::any_of(stalls.cbegin(), stalls.cend(),
            [&](const StallEvent& e) { return e.startS == s.startS && e.durationS == s.durationS; }));
    }
    model.setReport(RunReport());
    QCOMPARE(model.rowCount(), 0);
}

void TestStalls::modelGrowsLive()
{
    StallsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QList<StallEvent> stalls = storedStalls(dirtyThrottlingReport());
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    model.appendNew(stalls.mid(0, 3));
    model.appendNew(stalls.mid(0, 3)); // nothing new
    model.appendNew(stalls);
    QCOMPARE(inserted.size(), 2);
    QCOMPARE(model.rowCount(), 7);
    QCOMPARE(model.stall(6).startS, stalls.at(6).startS);
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestStalls::paneFollowsALiveRun()
{
    const RunReport report = dirtyThrottlingReport();
    const PassResult& pass = report.targets.at(0).passes.at(0);
    const QList<StallEvent> stalls = storedStalls(report);
    LiveRun run;
    StallsPane pane;
    QAbstractItemModelTester tester(pane.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    pane.setRun(&run);
    run.beginRun(report.config);
    run.addTarget(0, report.targets.at(0).environment);
    run.addPass(0, 0, pass.streams, pass.sizePerStream);
    run.addPhaseStart(0, 0, PhaseKind::Write, 0);
    // The stalls come with the batches, as the sampler finds them.
    run.appendBatch(SampleBatch(pass.samples.mid(0, 5), stalls.mid(0, 2), {}));
    QCOMPARE(pane.model()->rowCount(), 2);
    QVERIFY(pane.breakdownText().contains(QStringLiteral("none"))); // no phase finished yet
    run.appendBatch(SampleBatch(pass.samples.mid(5), stalls.mid(2), {}));
    QCOMPARE(pane.model()->rowCount(), 7);
    QCOMPARE(pane.model()->index(6, StallsModel::Cause).data().toString(), QStringLiteral("dirty throttling"));
    run.addPhaseResult(pass.phases.at(0));
    QCOMPARE(pane.breakdownText(), StallsPane::breakdown(report));
    // A new run starts empty.
    run.beginRun(report.config);
    QCOMPARE(pane.model()->rowCount(), 0);
}

void TestStalls::breakdownPerPhase()
{
    const RunReport report = dirtyThrottlingReport();
    const PhaseResult& write = report.targets.at(0).passes.at(0).phases.at(0);
    QCOMPARE(write.stallTime.count, 7);
    const QString text = StallsPane::breakdown(report);
    QVERIFY2(text.contains(QStringLiteral("write \u00d71: ") + write.stallTime.summary()), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("dirty throttling")), qPrintable(text));
    QVERIFY(StallsPane::breakdown(RunReport()).contains(QStringLiteral("none")));

    StallsPane pane;
    QSignalSpy counted(&pane, &StallsPane::countChanged);
    pane.showReport(report);
    QCOMPARE(pane.breakdownText(), text);
    QCOMPARE(counted.constLast().at(0).toInt(), 7);
}

void TestStalls::clickingARowZoomsTheChart()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy opened(&window, &MainWindow::reportOpened);
    QVERIFY(window.openReport(reportPath()));
    QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, 30000);
    QVERIFY(opened.constFirst().at(1).toBool());

    StallsPane* pane = window.stallsPane();
    auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("bottomTabs"));
    QVERIFY(tabs);
    QCOMPARE(tabs->tabText(tabs->indexOf(pane)), QStringLiteral("Stalls (7)"));
    tabs->setCurrentWidget(pane);
    LiveChart* chart = window.chart();
    chart->refreshNow();
    QVERIFY(!chart->isZoomed());
    const auto [whole0, whole1] = chart->timeRange();

    // The throttle ceiling is named at the report's value: on the Dirty+Writeback axis when the
    // dirty data comes near it, at the axis' top (marked \u2191) when it is far above, stalls or not.
    const StallEvent last = pane->model()->stall(pane->model()->rowCount() - 1);
    const QString ceiling
        = Units::formatSize(int64_t(double(last.evidence.freerunCeilingBytes()) / Units::kMiB * Units::kMiB));
    const QStringList texts = chart->overlayTexts();
    QVERIFY2(texts.contains(QStringLiteral("throttle ceiling ") + ceiling)
            || texts.contains(QStringLiteral("throttle ceiling ") + ceiling + QStringLiteral(" \u2191")),
        qPrintable(texts.join(QLatin1Char('|'))));

    QTableView* view = pane->view();
    const int row = 4;
    const StallEvent s = pane->model()->stall(row);
    const QRect cell = view->visualRect(pane->model()->index(row, StallsModel::Cause));
    QVERIFY(!cell.isEmpty());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.center());
    QVERIFY(chart->isZoomed());
    const auto [x0, x1] = chart->timeRange();
    QVERIFY2(x0 <= s.startS && x1 >= s.startS + s.durationS,
        qPrintable(QStringLiteral("[%1, %2] for %3 + %4").arg(x0).arg(x1).arg(s.startS).arg(s.durationS)));
    QVERIFY(x1 - x0 < (whole1 - whole0) / 2);
    QCOMPARE(chart->stallSpanCount() >= 1, true);
}

STREAMSCOPE_UI_TEST_MAIN(TestStalls)
#include "tst_stalls.moc"
