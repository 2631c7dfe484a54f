// The window end to end with small real runs (a few MiB in a temporary directory): the
// chart fills while the run happens, the table matches the report, Stop ends a run and
// removes its files, charts save, the history keeps and compares runs. The GUI's command
// line: tst_guicommandline.
#include "../TestSupport.h"
#include "ActionIcons.h"
#include "AppSettings.h"
#include "ChartTestSupport.h"
#include "ConfigForm.h"
#include "FaultInjectingBackend.h"
#include "History.h"
#include "LiveChart.h"
#include "MainWindow.h"
#include "MainWindowFixtures.h"
#include "Presets.h"
#include "ResultsModel.h"
#include "SmallRuns.h"
#include "StatusColors.h"
#include "UiTestMain.h"
#include "Verdict.h"

#include <QAction>
#include <QAreaSeries>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QMimeData>
#include <QProcess>
#include <QProgressBar>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUrl>
#include <QXYSeries>
#include <cmath>
#include <sys/stat.h>

using namespace MainWindowTest;

class TestMainWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void resetZoomGoesBackToLiveDuringARun();
    void realRunFillsTheChartAndTheTable();
    void stopEndsTheRunRemovesItsFilesAndTheWindowRunsAgain();
    void savingGivesAPngAndAnSvg();
    void historyKeepsComparesAndRejectsMalformedReports();
    void settingsAreRemembered();
    void settingsThatCannotBeWrittenAreReported();
    void firstWindowFitsTheScreen();
    void quitHasAShortcut();
    void shortDurationsShowTenthsOfSeconds();
    void resultsTableSaysWhatItsNumbersAre();
    void darkPaletteKeepsEveryTextReadable();

private:
    QTemporaryDir m_target;
    QTemporaryDir m_files;
};

void TestMainWindow::initTestCase()
{
    QVERIFY(m_target.isValid());
    QVERIFY(m_files.isValid());
    qRegisterMetaType<RunReport>();
}

void TestMainWindow::resetZoomGoesBackToLiveDuringARun()
{
    // A recorder stream for a minute (stopped as soon as the zoom is checked): the run still
    // goes on while the chart is zoomed and reset.
    RunConfig c = Presets::find(QStringLiteral("recorder"))->config;
    c.targetDirs = { m_target.path() };
    c.streamCounts = { 1 };
    c.durationNs = 60'000'000'000;
    c.intervalNs = 20'000'000;
    MainWindow window;
    window.setEngineOptions(testEngineOptions());
    window.setConfig(c);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* reset = window.findChild<QAction*>(QStringLiteral("resetZoomAction"));
    QVERIFY(reset);
    QSignalSpy finished(&window, &MainWindow::runFinished);
    QVERIFY(window.startRun());
    LiveChart* chart = window.chart();
    QTRY_VERIFY_WITH_TIMEOUT(chart->data().size() > 2, kRunTimeoutMs);
    QVERIFY(!reset->isEnabled()); // following the run: nothing to reset
    QVERIFY(chart->showStall(0, 0.02));
    QVERIFY(chart->isZoomed());
    QVERIFY(window.isRunning());
    QVERIFY(reset->isEnabled());
    reset->trigger();
    QVERIFY(!chart->isZoomed()); // back to live
    QVERIFY(!reset->isEnabled());
    QVERIFY(window.isRunning());
    window.stopAction()->trigger();
    QVERIFY(finished.wait(kRunTimeoutMs) || !finished.isEmpty());
}

void TestMainWindow::realRunFillsTheChartAndTheTable()
{
    MainWindow window;
    window.setEngineOptions(testEngineOptions());
    window.setConfig(smallVdr(m_target.path()));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.startAction()->isEnabled());
    QVERIFY(!window.stopAction()->isEnabled());

    QSignalSpy finished(&window, &MainWindow::runFinished);
    QVERIFY(window.startRun());
    QVERIFY(window.isRunning());
    QVERIFY(window.stopAction()->isEnabled());
    QVERIFY(!window.startAction()->isEnabled());
    QVERIFY(!window.configForm()->isEnabled()); // settings are frozen during a run

    // As soon as the first write phase ends, its effective line and flush span are drawn.
    LiveChart* chart = window.chart();
    QTRY_VERIFY_WITH_TIMEOUT(!chart->data().phaseResults().isEmpty(), kRunTimeoutMs);
    chart->refreshNow();
    const PhaseResult first = chart->data().phaseResults().first();
    QCOMPARE(first.kind, PhaseKind::Write);
    const QList<QPointF> effective = ChartTest::seriesNamed(*chart, QStringLiteral("effective"))->points();
    QVERIFY(effective.size() >= 2);
    QCOMPARE(effective.at(0), QPointF(first.startS, first.effectiveMiBs));
    QCOMPARE(effective.at(1), QPointF(first.endS, first.effectiveMiBs));
    QVERIFY(chart->flushSpanCount() >= 1);
    bool flushLabel = false;
    for (const QString& t : chart->overlayTexts())
        flushLabel = flushLabel || t.startsWith(QStringLiteral("flush tail"));
    QVERIFY(flushLabel);

    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), kRunTimeoutMs);
    const RunReport report = finished.first().first().value<RunReport>();
    QVERIFY2(report.ok(), qPrintable(report.error));
    QVERIFY(!window.isRunning());
    QVERIFY(window.startAction()->isEnabled());
    QCOMPARE(window.progressBar()->value(), window.progressBar()->maximum());
    // A run of a few MiB takes well under a minute: tenths of seconds, not "0:00".
    const QRegularExpression finishedIn(QStringLiteral("Finished in \\d+\\D\\d s;"));
    QVERIFY2(finishedIn.match(window.statusText()).hasMatch(), qPrintable(window.statusText()));

    // Live, the chart saw every sample of the report, and the ticks between passes too.
    const ChartData& data = chart->data();
    QVERIFY(data.size()
        >= report.targets.first().passes.at(0).samples.size() + report.targets.first().passes.at(1).samples.size());
    // How many ticks each pass gets depends on the machine (a pass may even fall between two
    // ticks), so what is drawn is compared with what came in rather than counted: one line per
    // stream seen and the total, each reaching its column's peak (min-max decimation keeps
    // every column's extremes), and a dashed ongoing line for every phase that was sampled.
    // The raw ticks, so that the lines' peaks are the data's (the rolling mean: tst_chartview).
    chart->setSmoothing(0);
    chart->refreshNow();
    for (int i = 0; i < data.streamCount(); ++i) {
        const QString name = QStringLiteral("stream-") + QString::number(i);
        QXYSeries* s = chart->series(name);
        QVERIFY2(s, qPrintable(name));
        QCOMPARE(ChartTest::peak(s->points()), ChartTest::peak(data.stream(i)));
    }
    QVERIFY(chart->series(QStringLiteral("total")));
    QCOMPARE(ChartTest::peak(ChartTest::seriesNamed(*chart, QStringLiteral("total"))->points()),
        ChartTest::peak(data.total()));
    const auto& runs = data.ongoingRuns();
    int writes = 0;
    int reads = 0;
    for (int i = 0; i < runs.size(); ++i) {
        // Writes' lines are "ongoing", "ongoing-1", ...; reads' "ongoing-read", "ongoing-read-1", ...
        const bool read = data.ongoingRunPhases().at(i) == int(PhaseKind::Read);
        const int n = read ? reads++ : writes++;
        const QString name = (read ? QStringLiteral("ongoing-read") : QStringLiteral("ongoing"))
            + (n == 0 ? QString() : QStringLiteral("-") + QString::number(n));
        QXYSeries* s = chart->series(name);
        QVERIFY2(s && s->count() >= 1, qPrintable(name));
    }

    // The results table is the report.
    ResultsModel* model = window.resultsTable()->resultsModel();
    const QList<PassResult>& passes = report.targets.first().passes;
    QCOMPARE(model->rowCount(), int(passes.size()));
    for (int row = 0; row < passes.size(); ++row) {
        const PassResult& p = passes.at(row);
        const PhaseResult* w = p.phase(PhaseKind::Write);
        const PhaseResult* r = p.phase(PhaseKind::Read);
        QVERIFY(w && r);
        QCOMPARE(model->value(row, ResultsModel::Column::Streams), double(p.streams));
        QCOMPARE(model->value(row, ResultsModel::Column::Write), w->effectiveMiBs);
        QCOMPARE(model->value(row, ResultsModel::Column::Ongoing), w->ongoingMiBs);
        QCOMPARE(model->value(row, ResultsModel::Column::FlushTail), w->flushTailS);
        QCOMPARE(model->value(row, ResultsModel::Column::Read), r->effectiveMiBs);
        QCOMPARE(model->value(row, ResultsModel::Column::WriteP99), w->latency.p99Us / 1000.0);
        QCOMPARE(model->value(row, ResultsModel::Column::Stalls), double(w->stallCount + r->stallCount));
        const QModelIndex cell = model->index(row, model->columnOf(ResultsModel::Column::Write));
        QCOMPARE(cell.data().toString(), QLocale().toString(w->effectiveMiBs, 'f', 2));
    }
    // Copy as text: a header and one line per row.
    window.resultsTable()->copyAsText();
    const QString text = model->toText();
    QCOMPARE(text.count(QLatin1Char('\n')), 1 + int(passes.size()));
    QVERIFY(text.startsWith(QStringLiteral("Target")));

    // The run went to the history.
    QVERIFY(QFile::exists(window.lastSavedReportPath()));
    QVERIFY(window.lastSavedReportPath().startsWith(History::reportsDir()));
    QVERIFY(leftovers(m_target.path()).isEmpty());
}

void TestMainWindow::stopEndsTheRunRemovesItsFilesAndTheWindowRunsAgain()
{
    // Every write takes 150 ms (over the 100 ms stall threshold): slow enough to stop
    // half-way, and the chart must show the stream blocked while it is.
    FaultInjectingBackend slow;
    Fault fault;
    fault.op = Fault::Op::Write;
    fault.delayNs = 150'000'000;
    fault.times = -1;
    slow.addFault(fault);

    MainWindow window;
    window.setEngineOptions(testEngineOptions());
    window.setIoBackend(&slow);
    RunConfig c = smallVdr(m_target.path());
    c.stallNs = 100'000'000;
    window.setConfig(c);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    QSignalSpy finished(&window, &MainWindow::runFinished);
    QVERIFY(window.startRun());
    LiveChart* chart = window.chart();
    QTRY_VERIFY_WITH_TIMEOUT(
        (chart->refreshNow(), chart->blockedSpanCount() > 0 || chart->stallSpanCount() > 0), 20'000);
    QVERIFY(!leftovers(m_target.path()).isEmpty()); // the run directory exists while it runs
    // The window stays responsive while the write is stalled: events are processed.
    QVERIFY(window.isRunning());
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, Qt::Key_Escape); // Stop's shortcut
    QVERIFY(!window.stopAction()->isEnabled()); // pressed once; the run is stopping
    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 20'000);
    const RunReport report = finished.first().first().value<RunReport>();
    QCOMPARE(report.status, QStringLiteral("cancelled"));
    QVERIFY2(leftovers(m_target.path()).isEmpty(), qPrintable(leftovers(m_target.path()).join(QLatin1Char(' '))));
    QVERIFY(!window.isRunning());
    QVERIFY(window.statusText().contains(QStringLiteral("removed")));
    QVERIFY(window.lastSavedReportPath().isEmpty()); // a stopped run is not kept

    // Stopped before its flush: no effective rate claimed anywhere, and it says so.
    const PhaseResult* stoppedWrite = report.targets.value(0).passes.value(0).phase(PhaseKind::Write);
    QVERIFY(stoppedWrite && !stoppedWrite->complete);
    ResultsModel* model = window.resultsTable()->resultsModel();
    QCOMPARE(model->rowCount(), 1);
    QVERIFY(model->isStopped(0));
    const QModelIndex writeCell = model->index(0, model->columnOf(ResultsModel::Column::Write));
    QCOMPARE(writeCell.data().toString(), QStringLiteral("\u2014"));
    QVERIFY(std::isnan(writeCell.data(ResultsModel::ValueRole).toDouble()));
    QVERIFY2(writeCell.data(Qt::ToolTipRole).toString().startsWith(QStringLiteral("stopped before the flush")),
        qPrintable(writeCell.data(Qt::ToolTipRole).toString()));
    if (stoppedWrite->dirtyAtEndMiB >= 0)
        QVERIFY(writeCell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("MiB still dirty")));
    QVERIFY(model->index(0, 0).data().toString().contains(QStringLiteral("stopped")));
    QVERIFY2(chart->titleText().contains(QStringLiteral("stopped before the flush")), qPrintable(chart->titleText()));
    chart->refreshNow();
    const QStringList marks = chart->overlayTexts();
    QVERIFY2(
        marks.filter(QStringLiteral("partial \u2014 stopped")).size() == 1, qPrintable(marks.join(QLatin1Char('|'))));
    QVERIFY2(marks.filter(QStringLiteral("effective")).isEmpty(), qPrintable(marks.join(QLatin1Char('|'))));
    auto* verdict = window.findChild<QLabel*>(QStringLiteral("verdict"));
    QVERIFY(verdict && verdict->isVisible());
    QVERIFY2(verdict->text().contains(QStringLiteral("stopped before the flush")), qPrintable(verdict->text()));
    QVERIFY(verdict->textInteractionFlags().testFlag(Qt::TextSelectableByMouse));

    // The window is usable for the next run, which completes normally.
    window.setIoBackend(nullptr);
    QVERIFY(window.startAction()->isEnabled());
    RunReport second;
    QVERIFY(runToEnd(window, &second));
    QVERIFY2(second.ok(), qPrintable(second.error));
    QVERIFY(leftovers(m_target.path()).isEmpty());
    // A finished run's verdict: the CLI's words for its write phase.
    QVERIFY(!window.resultsTable()->resultsModel()->isStopped(0));
    const PhaseResult* write = second.targets.value(0).passes.value(0).phase(PhaseKind::Write);
    QVERIFY(write && write->complete);
    QVERIFY2(verdict->text().contains(Verdict::phaseLines(second.config, *write, QLocale()).constFirst()),
        qPrintable(verdict->text()));
    QVERIFY(verdict->text().contains(QStringLiteral("effective")));
}

void TestMainWindow::savingGivesAPngAndAnSvg()
{
    // A saved run with known samples, so the picture's content is known.
    const RunReport fixture = ChartTest::fixtureReport(m_target.path(), QDateTime::currentDateTime(), 30.0f);
    const QString fixturePath = m_files.filePath(QStringLiteral("fixture.json"));
    QString error;
    QVERIFY2(fixture.save(fixturePath, &error), qPrintable(error));
    MainWindow window;
    window.resize(1400, 900); // the chart's lines are checked at the designed size
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // Nothing to save until the report has drawn the chart.
    auto* saveAction = window.findChild<QAction*>(QStringLiteral("saveChartAction"));
    QVERIFY(saveAction);
    QVERIFY(!saveAction->isEnabled());
    // A run too short for a single sample still has phases, rates and a table: its chart can
    // be saved too.
    RunReport sampleless = fixture;
    for (auto& target : sampleless.targets)
        for (auto& pass : target.passes)
            pass.samples.clear();
    const QString samplelessPath = m_files.filePath(QStringLiteral("sampleless.json"));
    QVERIFY2(sampleless.save(samplelessPath, &error), qPrintable(error));
    QVERIFY(openAndWait(window, samplelessPath));
    QVERIFY(saveAction->isEnabled());
    QVERIFY(openAndWait(window, fixturePath));
    QVERIFY(saveAction->isEnabled());

    const QString png = m_files.filePath(QStringLiteral("chart.png"));
    QVERIFY2(window.saveChart(png, &error), qPrintable(error));
    const QImage image(png);
    QVERIFY(!image.isNull());
    // The chart as on screen, with the run's verdict in words under it.
    QCOMPARE(image.width(), window.chart()->width() * window.chart()->devicePixelRatio());
    QVERIFY(image.height() > window.chart()->height() * window.chart()->devicePixelRatio());
    QCOMPARE(image.text(QStringLiteral("Description")), Verdict::runText(fixture, QLocale()));
    const QString svg = m_files.filePath(QStringLiteral("chart.svg"));
    QVERIFY2(window.saveChart(svg, &error), qPrintable(error));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(text.contains("<svg"));
    QVERIFY(text.contains("vdr")); // the title: preset, settings, filesystem, date
    // Both pictures draw the total line where the report's samples put it.
    const QString problem = ChartTest::lineDrawnProblem(*window.chart(), QStringLiteral("total"),
        ChartTest::totals(fixture), m_files.filePath(QStringLiteral("total")));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));

    // The report and the time series export too.
    const QString json = m_files.filePath(QStringLiteral("report.json"));
    const QString csv = m_files.filePath(QStringLiteral("series.csv"));
    QVERIFY2(window.exportReport(json, &error), qPrintable(error));
    QVERIFY2(window.exportCsv(csv, &error), qPrintable(error));
    QVERIFY(RunReport::load(json, &error).has_value());
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    QVERIFY(csvFile.readLine().startsWith("t_s,"));
}

void TestMainWindow::historyKeepsComparesAndRejectsMalformedReports()
{
    MainWindow window;
    window.setEngineOptions(testEngineOptions());
    window.setConfig(smallVdr(m_target.path()));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    HistoryPanel* history = window.historyPanel();
    QVERIFY(reloadAndWait(history, false));
    const int before = history->entryCount();
    QSignalSpy reloaded(history, &HistoryPanel::reloaded);
    QVERIFY(runToEnd(window));
    QVERIFY(reloaded.wait(kRunTimeoutMs) || !reloaded.isEmpty());
    QCOMPARE(history->entryCount(), before + 1);
    const QString latest = window.lastSavedReportPath();
    const History::Entry entry = history->entry(latest);
    QVERIFY(entry.readable);
    QCOMPARE(entry.preset, QStringLiteral("vdr"));
    QVERIFY(!entry.fsType.isEmpty());
    QCOMPARE(entry.writeRates.size(), 2); // one value per pass
    QCOMPARE(History::writeText(entry).count(QLatin1Char('/')), 1);

    // Two saved runs with known samples: overlaid, each run's total over its own time, and
    // tables side by side.
    QList<RunReport> fixtures;
    QStringList two;
    for (int i = 0; i < 2; ++i) {
        fixtures.append(ChartTest::fixtureReport(
            m_target.path(), QDateTime(QDate(2026, 1, 1), QTime(12, i)), 20.0f + 10.0f * float(i), 30 + 10 * i));
        two.append(History::reportsDir() + QStringLiteral("/fixture-%1.json").arg(i));
        QString error;
        QVERIFY2(fixtures.constLast().save(two.constLast(), &error), qPrintable(error));
        // As the window reads it back (times go through the JSON's decimal form).
        const auto loaded = RunReport::load(two.constLast(), &error);
        QVERIFY2(loaded, qPrintable(error));
        fixtures.last() = *loaded;
    }
    QVERIFY(reloadAndWait(history));
    QCOMPARE(history->entryCount(), before + 3);
    QVERIFY(selectAndWait(window, history, two));
    QVERIFY(window.chart()->isComparison());
    window.chart()->setSmoothing(0); // the raw ticks, as the reports hold them
    for (int i = 0; i < 2; ++i) {
        const QString name = QStringLiteral("compare-") + QString::number(i);
        QXYSeries* s = window.chart()->series(name);
        QVERIFY2(s, qPrintable(name));
        QCOMPARE(s->points(), ChartTest::totals(fixtures.at(i)));
    }
    QCOMPARE(window.comparisonTables()->findChildren<ResultsTable*>().size(), 2);
    QVERIFY(window.comparisonTables()->isVisible());

    // One run: shown again as it was, the second stream's line from the second pass.
    QVERIFY(selectAndWait(window, history, { two.constFirst() }));
    QVERIFY(!window.chart()->isComparison());
    QXYSeries* second = window.chart()->series(QStringLiteral("stream-1"));
    QVERIFY(second);
    const PassResult& pass = fixtures.constFirst().targets.constFirst().passes.at(1);
    QList<QPointF> secondStream;
    for (const QPointF& p : second->points()) {
        if (!std::isnan(p.y()))
            secondStream.append(p);
    }
    QCOMPARE(secondStream.size(), pass.samples.size());
    QCOMPARE(
        secondStream.constFirst(), QPointF(pass.samples.constFirst().t, pass.samples.constFirst().streamMiBs.at(1)));
    QCOMPARE(window.chart()->flushSpanCount(), 2); // one flush tail per pass
    for (const QString& path : std::as_const(two))
        QVERIFY(QFile::remove(path));
    QVERIFY(reloadAndWait(history));

    // Delete from the history.
    history->selectPaths({ latest });
    history->deleteSelected(false);
    QVERIFY(!QFile::exists(latest));
    QVERIFY(reloadAndWait(history, false));
    const int remaining = history->entryCount();

    // A malformed report, opened from anywhere: an error naming the problem, no crash.
    const QString bad = m_files.filePath(QStringLiteral("broken.json"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"schema\": \"streamscope-report/1\", \"targets\": [ {\"dir\": 3");
    file.close();
    QVERIFY(!openAndWait(window, bad));
    QVERIFY(window.lastError().contains(QStringLiteral("broken.json")));
    bool boxShown = false;
    for (QMessageBox* box : window.findChildren<QMessageBox*>())
        boxShown = boxShown || (box->isVisible() && box->text() == window.lastError());
    QVERIFY(boxShown);

    // A good report from another directory opens and joins the list for this session.
    const QString elsewhere = m_files.filePath(QStringLiteral("elsewhere.json"));
    QString error;
    QVERIFY(window.lastReport().save(elsewhere, &error));
    QVERIFY(openAndWait(window, elsewhere));
    QVERIFY(reloadAndWait(history, false));
    QCOMPARE(history->entryCount(), remaining + 1);
    QVERIFY(history->entry(QFileInfo(elsewhere).absoluteFilePath()).external);

    // Dropped on the window, a report opens the same way.
    const QString dropped = m_files.filePath(QStringLiteral("dropped.json"));
    QVERIFY(window.lastReport().save(dropped, &error));
    QMimeData mime;
    mime.setUrls({ QUrl::fromLocalFile(dropped) });
    QDragEnterEvent enter(QPoint(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QSignalSpy opened(&window, &MainWindow::reportOpened);
    QApplication::sendEvent(&window, &drop);
    QVERIFY(opened.wait(kRunTimeoutMs) || !opened.isEmpty());
    QVERIFY(history->entry(QFileInfo(dropped).absoluteFilePath()).external);
    QCOMPARE(history->selectedPaths(), QStringList { QFileInfo(dropped).absoluteFilePath() });
    QVERIFY(!window.chart()->isComparison());

    // A malformed file inside the history directory is listed as unreadable, not hidden.
    QFile inHistory(History::reportsDir() + QStringLiteral("/garbage.json"));
    QVERIFY(inHistory.open(QIODevice::WriteOnly));
    inHistory.write("not json");
    inHistory.close();
    QVERIFY(reloadAndWait(history));
    const History::Entry garbage = history->entry(inHistory.fileName());
    QVERIFY(!garbage.readable);
    QVERIFY(!garbage.error.isEmpty());
    QFile::remove(inHistory.fileName());
    QVERIFY(reloadAndWait(history));
}

void TestMainWindow::settingsAreRemembered()
{
    RunConfig c = smallVdr(m_target.path());
    c.blockSize = 8192;
    c.preset.clear();
    {
        MainWindow window;
        window.setConfig(c);
        window.resize(1111, 777);
    }
    MainWindow again;
    QVERIFY(again.config() == c);
    QVERIFY(QSettings().contains(AppSettings::kGeometry));
    QVERIFY(QSettings().contains(AppSettings::kMainSplitter));
}

void TestMainWindow::settingsThatCannotBeWrittenAreReported()
{
    // The settings directory is a regular file: every write fails with ENOTDIR.
    const QString blocker = m_files.filePath(QStringLiteral("settings-blocker"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, blocker);
    {
        MainWindow window;
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^cannot save the settings to .*")));
    }
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
        QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation));
    QCOMPARE(QFileInfo(blocker).size(), 0); // nothing was written over it either
    QVERIFY(QFileInfo(blocker).isFile());
}

void TestMainWindow::firstWindowFitsTheScreen()
{
    // The window plus the frame and title bar a window manager adds lies inside the free area.
    const auto fits = [](const QSize& size, const QMargins& frame, const QRect& available) {
        return available.size().expandedTo(size.grownBy(frame)) == available.size();
    };
    const QMargins thickFrame(8, 40, 8, 8);
    // A 1366×768 laptop with a 32 px panel, and a 1280×720 one.
    const QRect laptop(0, 32, 1366, 736);
    for (const QRect& available : { laptop, QRect(0, 0, 1280, 720) }) {
        const QSize size = MainWindow::initialSize(available);
        QVERIFY2(fits(size, thickFrame, available),
            qPrintable(QStringLiteral("%1x%2").arg(size.width()).arg(size.height())));
    }
    // Where it fits, the designed size.
    QCOMPARE(MainWindow::initialSize(QRect(0, 0, 1920, 1080)), QSize(1400, 900));

    // The layout lets the window be that small, or nearly: its minimum (set by the chart and
    // the capacity page) still fits that laptop under a 30 px title bar.
    QSettings().remove(AppSettings::kWindowGroup);
    MainWindow window;
    const QSize minimum = window.minimumSizeHint();
    QVERIFY2(fits(minimum, QMargins(4, 30, 4, 4), laptop),
        qPrintable(QStringLiteral("minimum %1x%2").arg(minimum.width()).arg(minimum.height())));
    // Without saved geometry on the offscreen platform (these tests, and scripts saving
    // pictures), whose default 800x800 screen is nobody's display: the designed size.
    QCOMPARE(QGuiApplication::platformName(), QStringLiteral("offscreen"));
    QCOMPARE(window.size(), QSize(1400, 900));
}

void TestMainWindow::quitHasAShortcut()
{
    MainWindow window;
    auto* quit = window.findChild<QAction*>(QStringLiteral("quitAction"));
    QVERIFY(quit);
    QVERIFY(!quit->shortcut().isEmpty());
    const QList<QKeySequence> standard = QKeySequence::keyBindings(QKeySequence::Quit);
    QCOMPARE(quit->shortcut(), standard.isEmpty() ? QKeySequence(Qt::CTRL | Qt::Key_Q) : standard.first());
}

void TestMainWindow::shortDurationsShowTenthsOfSeconds()
{
    const QLocale saved;
    QLocale::setDefault(QLocale::c());
    QCOMPARE(MainWindow::durationText(0), QStringLiteral("0.0 s"));
    QCOMPARE(MainWindow::durationText(400), QStringLiteral("0.4 s"));
    QCOMPARE(MainWindow::durationText(59'940), QStringLiteral("59.9 s"));
    QCOMPARE(MainWindow::durationText(60'000), QStringLiteral("1:00"));
    QCOMPARE(MainWindow::durationText(3'725'000), QStringLiteral("1:02:05"));
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const QString german = MainWindow::durationText(400);
    QLocale::setDefault(saved);
    QCOMPARE(german, QStringLiteral("0,4 s"));
}

void TestMainWindow::resultsTableSaysWhatItsNumbersAre()
{
    RunReport report;
    report.config = smallVdr(m_target.path());
    report.status = QStringLiteral("ok");
    report.startedAt = QDateTime::currentDateTime();
    report.finishedAt = report.startedAt.addSecs(1);
    TargetResult target;
    target.dir = m_target.path();
    target.environment.fsType = QStringLiteral("ext4");
    PassResult pass;
    pass.streams = 2;
    PhaseResult write;
    write.kind = PhaseKind::Write;
    write.streams = 2;
    write.effectiveMiBs = 40;
    write.ongoingMiBs = 300;
    write.flushTailS = 0.5;
    write.latency.p99Us = 17; // microseconds: "0.02 ms" would round it away
    write.latency.maxUs = 2500;
    write.syncLatency.count = 2;
    write.syncLatency.maxUs = 310'000; // the stall the write columns cannot show
    write.stallCount = 1;
    pass.phases.append(write);
    target.passes.append(pass);
    report.targets.append(target);

    ResultsModel model;
    model.setReport(report);
    const auto header
        = [&model](ResultsModel::Column c) { return model.headerData(model.columnOf(c), Qt::Horizontal).toString(); };
    const auto cell = [&model](ResultsModel::Column c) { return model.index(0, model.columnOf(c)).data().toString(); };
    QVERIFY2(header(ResultsModel::Column::Write).contains(QStringLiteral("effective")),
        qPrintable(header(ResultsModel::Column::Write)));
    QCOMPARE(cell(ResultsModel::Column::WriteP99), QStringLiteral("17 \u00b5s"));
    QCOMPARE(cell(ResultsModel::Column::WriteMax), QStringLiteral("2.50 ms"));
    // The stall was an fdatasync: its own column shows it.
    QVERIFY(model.columnOf(ResultsModel::Column::SyncMax) >= 0);
    QCOMPARE(cell(ResultsModel::Column::SyncMax), QStringLiteral("310.0 ms"));
    QCOMPARE(cell(ResultsModel::Column::Stalls), QStringLiteral("1"));
    QCOMPARE(ResultsModel::latencyText(2400), QStringLiteral("2.40 s"));
    QVERIFY(!model.isStopped(0));

    // Without any fdatasync, no such column.
    report.targets[0].passes[0].phases[0].syncLatency = LatencySummary();
    model.setReport(report);
    QCOMPARE(model.columnOf(ResultsModel::Column::SyncMax), -1);
}

void TestMainWindow::darkPaletteKeepsEveryTextReadable()
{
    QSettings().remove(AppSettings::kWindowGroup);
    MainWindow window;
    window.setPalette(ChartTest::darkPalette()); // a partial theme: Window, Base and their texts only
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QPalette p = window.palette();
    // Alternate rows (the Stalls and results tables) under light text.
    auto* stalls = window.findChild<QTableView*>(QStringLiteral("stallsTable"));
    QVERIFY(stalls);
    for (QTableView* table : { static_cast<QTableView*>(window.resultsTable()), stalls }) {
        const QPalette tp = table->palette();
        QVERIFY2(StatusColors::contrast(tp.color(QPalette::AlternateBase), tp.color(QPalette::Text)) >= 4.5,
            qPrintable(tp.color(QPalette::AlternateBase).name()));
    }
    // Tab labels, selected or not, on the window's buttons.
    for (const QPalette::ColorGroup group : { QPalette::Active, QPalette::Inactive }) {
        QVERIFY(StatusColors::contrast(p.color(group, QPalette::ButtonText), p.color(group, QPalette::Button)) >= 4.5);
        QVERIFY(StatusColors::contrast(p.color(group, QPalette::ButtonText), p.color(group, QPalette::Window)) >= 4.5);
    }
    // Disabled buttons (Stop before a run) on the dark window, not as light plates.
    QVERIFY(p.color(QPalette::Disabled, QPalette::Button).lightness() < 100);
    QVERIFY(StatusColors::contrast(
                p.color(QPalette::Disabled, QPalette::ButtonText), p.color(QPalette::Disabled, QPalette::Button))
        >= 2.0);
    // Start and Stop are drawn in the light text colour, not the style's black (a desktop's
    // icon theme brings its own dark variant; the drawn ones are checked then).
    const std::pair<QAction*, ActionIcons::Kind> actions[]
        = { { window.startAction(), ActionIcons::Kind::Start }, { window.stopAction(), ActionIcons::Kind::Stop } };
    for (const auto& [action, kind] : actions) {
        const QIcon shown
            = QIcon::hasThemeIcon(ActionIcons::themeName(kind)) ? ActionIcons::drawn(kind, p) : action->icon();
        const QImage icon = shown.pixmap(32, 32).toImage();
        int light = 0;
        for (int y = 0; y < icon.height(); ++y) {
            for (int x = 0; x < icon.width(); ++x) {
                const QColor c = icon.pixelColor(x, y);
                if (c.alpha() > 200 && c.lightness() > 180)
                    ++light;
            }
        }
        QVERIFY2(light > 100, qPrintable(action->text()));
    }
    // The light palette is left as it was.
    const QPalette standard = QApplication::style()->standardPalette();
    QCOMPARE(StatusColors::repaired(standard), standard);
}

STREAMSCOPE_UI_TEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
