#pragma once

#include "Capacity.h"
#include "CapacityPage.h"
#include "CpuBudget.h"
#include "Engine.h"
#include "Exporter.h"
#include "ReportLoader.h"
#include "ResultsPane.h"
#include "RunConfig.h"
#include "RunProgressBar.h"
#include "RunReport.h"

#include <QMainWindow>

class Automation;
class CapacityChart;
class ConfigForm;
class HistoryPanel;
class IoBackend;
class LeftoverCheck;
class LiveChart;
class LiveRun;
class QAction;
class QLabel;
class QSplitter;
class StallsPane;
class LatencyPane;
class QTabWidget;
class ResultsTable;
class ReportLoader;
class RemoteSession;
class TogetherSession;
class RunController;
class SettingsPage;

// The window as a frame: settings on the left (with the history as a second tab), the live
// chart and the results table (or the Capacity tab) on the right, progress and status at the
// bottom, the actions and their wiring. The run's I/O happens in the RunController's worker
// thread; reading reports (ReportLoader), probing targets (the form's TargetProber) and the
// leftover check (LeftoverCheck) in pool threads. Exports are the Exporter's, --save-chart
// and --quit the Automation's, the capacity search's state and answer the CapacityPage's.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Command-line automation: save the chart and/or the whole window when the run ends,
    // then quit (exit status 0 ok, 1 failed, 130 cancelled).
    void setAutomation(const QString& saveChartPath, const QString& saveWindowPath, bool quitWhenDone);
    // Tests and the GUI's hidden --inject option.
    void setIoBackend(IoBackend* backend);
    void setEngineOptions(const EngineOptions& options);
    // The streamscope-cli that runs this machine's directories when they run with remote
    // targets (as a child, without ssh); by default the one next to this program.
    void setLocalCli(const QString& path) { m_localCli = path; }
    QString localCli() const { return m_localCli; }

    void setConfig(const RunConfig& config);
    RunConfig config() const;

    bool startRun();
    // The capacity search on the form's real-time settings (first target directory): how
    // many streams of the form's rate the disk records without losing data.
    bool startCapacitySearch();
    void stopRun();
    // The process got SIGINT, SIGTERM or SIGHUP: stop the run (its files are removed as on any
    // stop), then quit with 128 + signal, as a shell reports a process the signal ended.
    void stopForSignal(int signal);
    // Looks for the leftovers of dead runs in the configured targets (off the GUI thread);
    // leftoversFound() names them, the status bar shows them, and with `ask` a dialog offers
    // to remove them.
    void checkLeftovers(bool ask);
    bool isRunning() const;
    bool isCapacitySearch() const { return m_capacityPage->isSearching(); }
    // Why the capacity search cannot start with the form as it is; empty when it can.
    QString capacityProblem() const;

    // The Exporter's, for scripts and tests.
    bool saveChart(const QString& path, QString* error = nullptr) { return m_exporter->saveChart(path, error); }
    bool saveWindowImage(const QString& path, QString* error = nullptr)
    {
        return m_exporter->saveWindowImage(path, error);
    }
    bool saveCapacityChart(const QString& path, QString* error = nullptr)
    {
        return m_exporter->saveCapacityChart(path, error);
    }
    bool exportReport(const QString& path, QString* error = nullptr) { return m_exporter->exportReport(path, error); }
    bool exportCsv(const QString& path, QString* error = nullptr) { return m_exporter->exportCsv(path, error); }
    // Opens a report from any path and shows it once read (reportOpened() follows); a malformed
    // file shows an error. False when it cannot be opened now (a run is going).
    bool openReport(const QString& path);
    // Shows the given history entries once read (reportsShown() follows): one as a chart,
    // several overlaid. A newer choice made while they are read replaces this one.
    void showHistory(const QStringList& paths);

    // The size of a first window (no saved geometry) on a screen whose free area is
    // `available`: 1400×900 where that fits, else 90 % of the free area, so that the frame,
    // the status bar and Start/Stop stay on screen. (The offscreen platform's default
    // 800×800 screen is taken for no screen: the designed size.)
    static QSize initialSize(const QRect& available);
    // A restored window geometry moved and shrunk, if need be, to lie on the available screen.
    static QRect fittedGeometry(const QRect& window, const QRect& available);
    // How long a finished run took: "0.4 s" (locale-formatted) under a minute, else m:ss.
    static QString durationText(qint64 ms);

    // For tests.
    ConfigForm* configForm() const { return m_form; }
    SettingsPage* settingsPage() const { return m_settingsPage; }
    ResultsPane* resultsPane() const { return m_tables; }
    LiveChart* chart() const { return m_chart; }
    ResultsTable* resultsTable() const { return m_results; }
    StallsPane* stallsPane() const { return m_stalls; }
    LatencyPane* latencyPane() const { return m_latency; }
    HistoryPanel* historyPanel() const { return m_history; }
    QWidget* comparisonTables() const { return m_tables->comparisonTables(); }
    QAction* startAction() const { return m_startAction; }
    QAction* stopAction() const { return m_stopAction; }
    QAction* capacityAction() const { return m_capacityAction; }
    CapacityChart* capacityChart() const { return m_capacityPage->chart(); }
    CapacityPage* capacityPage() const { return m_capacityPage; }
    QString capacityAnswer() const { return m_capacityPage->answer(); }
    const CapacityResult& lastCapacityResult() const { return m_capacityPage->lastResult(); }
    QProgressBar* progressBar() const { return m_progress; }
    LiveRun* liveRun() const { return m_run; }
    RemoteSession* remoteSession() const { return m_remote; }
    // Several remote targets: together behind a start barrier or one after another (the form's choice).
    TogetherSession* hostsSession() const { return m_hosts; }
    QString statusText() const;
    QString lastError() const { return m_lastError; }
    const RunReport& lastReport() const { return m_exporter->report(); }
    QString lastSavedReportPath() const { return m_lastSavedReport; }
    ReportLoader* reportLoader() const { return m_loader; }
    Exporter* exporter() const { return m_exporter; }

Q_SIGNALS:
    void runFinished(const RunReport& report);
    void capacitySearchFinished(const CapacityResult& result);
    void reportOpened(const QString& path, bool ok);
    void reportsShown(const QStringList& paths);
    void leftoversFound(const QStringList& notes);

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    void createLayout();
    // Splitter sizes for the window's size: the chart gets the room, the results their rows.
    void fitSplitters();
    // The results pane made tall enough for the rows and verdict shown.
    void fitResults();
    // A run or a report in the chart: the results pane gives back what the capacity chart or a
    // window taller than this one took, down to the most fitResults() gives it.
    void fitChart();
    // The palette's missing roles made to fit it, and icons drawn in its colours.
    void followPalette();
    void restoreSettings();
    bool m_fitRestoredSplitter = false; // sizes restored from the settings: fitted once shown
    // The command line's engine options with the form's "Keep free", to the local and remote runs.
    void applyEngineOptions();
    void saveSettings() const;
    void updateActions();
    void showError(const QString& text);
    void onReportsLoaded(quint64 requestId, const QList<ReportLoader::Loaded>& results);
    void showReports(const QList<RunReport>& reports, const QStringList& labels);
    void onLeftoversFound(const QStringList& notes, const QStringList& targets);

    // The frame's part when a run or a search ends: the history, the last word in the status
    // line, error dialogs, the actions, the automation.
    void onRunFinished(const RunReport& finished);
    void onSearchFinished(const CapacityResult& result, int exitCode);
    void chooseOpenReport();

    RunController* m_controller = nullptr;
    LiveRun* m_run = nullptr; // the run in progress, for the chart, the table and the status bar
    RemoteSession* m_remote = nullptr; // a run on a user@host:/dir target, feeding m_run
    TogetherSession* m_hosts = nullptr; // a run on several such targets, feeding m_run and the chart
    bool m_hostsRun = false; // the run in progress or the last one was m_hosts'
    QString m_localCli;
    EngineOptions m_engineOptions; // from the command line; the form's "Keep free" joins at each start
    SettingsPage* m_settingsPage = nullptr;
    ConfigForm* m_form = nullptr;
    LiveChart* m_chart = nullptr;
    ResultsTable* m_results = nullptr;
    HistoryPanel* m_history = nullptr;
    QTabWidget* m_leftTabs = nullptr;
    QSplitter* m_mainSplitter = nullptr;
    QSplitter* m_chartSplitter = nullptr;
    ResultsPane* m_tables = nullptr; // the run's table, or the compared runs' tables
    StallsPane* m_stalls = nullptr; // the run's stalls with their causes
    LatencyPane* m_latency = nullptr; // op latency per tick and per phase
    QTabWidget* m_bottomTabs = nullptr; // the results table(s) and the capacity search
    CapacityPage* m_capacityPage = nullptr;
    QWidget* m_capacityTab = nullptr; // the page in its scroll area
    QLabel* m_status = nullptr;
    RunProgressBar* m_progress = nullptr;

    QAction* m_startAction = nullptr;
    QAction* m_stopAction = nullptr;
    QAction* m_capacityAction = nullptr;
    QAction* m_saveCapacityChartAction = nullptr;
    QAction* m_saveChartAction = nullptr;
    QAction* m_exportReportAction = nullptr;
    QAction* m_exportCsvAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_resetZoomAction = nullptr;

    ReportLoader* m_loader = nullptr;
    Exporter* m_exporter = nullptr;
    Automation* m_automation = nullptr;
    LeftoverCheck* m_leftovers = nullptr;

    QString m_lastSavedReport;
    CpuBudget::RunMeter m_guiCost; // the GUI thread's CPU time during the run
    quint64 m_openRequest = 0; // the ReportLoader request of Open Report, if it is the latest
    QString m_lastError;
    bool m_askLeftovers = false;
};
