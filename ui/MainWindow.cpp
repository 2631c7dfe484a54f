#include "MainWindow.h"

#include "ActionIcons.h"
#include "AppSettings.h"
#include "Automation.h"
#include "CapacityChart.h"
#include "CapacityPage.h"
#include "ChartPage.h"
#include "ConfigForm.h"
#include "Exporter.h"
#include "FioExport.h"
#include "HelpDialog.h"
#include "History.h"
#include "LatencyPane.h"
#include "LeftoverCheck.h"
#include "LiveChart.h"
#include "LiveRun.h"
#include "PlainText.h"
#include "RemoteSession.h"
#include "ResultsModel.h"
#include "ResultsPane.h"
#include "RunController.h"
#include "RunProgressBar.h"
#include "SettingsPage.h"
#include "ShareActions.h"
#include "StallsModel.h"
#include "StatusColors.h"
#include "TogetherSession.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QThread>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>
#include <QWindow>
#include <algorithm>

// The size the window is laid out for; a smaller screen gets less (initialSize()).
constexpr QSize kDesignedSize(1400, 900);

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_controller(new RunController(this))
    , m_run(new LiveRun(this))
    , m_remote(new RemoteSession(*m_run, this))
    , m_hosts(new TogetherSession(*m_run, this))
    , m_localCli(QCoreApplication::applicationDirPath() + QStringLiteral("/streamscope-cli"))
    , m_loader(new ReportLoader(this))
    , m_leftovers(new LeftoverCheck(this))
{
    setWindowTitle(tr("StreamScope"));
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    createLayout();
    m_exporter = new Exporter(this, m_chart, m_capacityPage->chart());
    m_automation = new Automation(m_exporter, this);
    createActions();
    fitSplitters(); // once the menu and tool bars take their room; saved sizes replace these
    followPalette();
    // The run's data flows controller -> LiveRun -> the views, which subscribe themselves;
    // the capacity search's verdicts go to its page.
    m_run->follow(m_controller);
    m_chart->setRun(m_run);
    m_chart->followHosts(m_hosts);
    m_tables->setRun(m_run);
    m_stalls->setRun(m_run);
    m_latency->setRun(m_run);
    connect(m_stalls, &StallsPane::stallActivated, m_chart, &LiveChart::showStall);
    m_progress->setRun(m_run);
    connect(m_run, &LiveRun::statusChanged, m_status, &QLabel::setText);
    m_capacityPage->follow(m_controller, m_run);
    m_capacityPage->followHistory(m_history, m_bottomTabs);
    connect(m_run, &LiveRun::began, m_loader, [this] {
        // A report still being read must not replace the live run when it arrives.
        m_loader->cancel();
        m_history->selectPaths({}, false);
    });
    connect(m_run, &LiveRun::finished, this, &MainWindow::onRunFinished);
    connect(m_remote, &RemoteSession::ended, this, &MainWindow::updateActions);
    connect(m_hosts, &TogetherSession::ended, this, &MainWindow::updateActions);
    connect(m_capacityPage, &CapacityPage::stepAdded, this, &MainWindow::updateActions);
    connect(m_capacityPage, &CapacityPage::searchFinished, this, &MainWindow::onSearchFinished);
    connect(m_capacityPage, &CapacityPage::savedShown, this, [this](const CapacityReport& report) {
        if (isRunning())
            return;
        m_chart->showNothing(tr("Capacity search of %1: its steps are in the Capacity tab below (the steps' "
                                "rates over time are not saved)")
                                 .arg(locale().toString(report.startedAt, QLocale::ShortFormat)));
        updateActions();
    });
    connect(m_form, &ConfigForm::changed, this, &MainWindow::updateActions);
    connect(m_history, &HistoryPanel::selectionChanged, this, &MainWindow::showHistory);
    connect(m_history, &HistoryPanel::openRequested, this, &MainWindow::chooseOpenReport);
    connect(m_history, &HistoryPanel::deleted, m_loader, [this](const QStringList& paths) {
        m_loader->cancel();
        m_loader->forget(paths);
    });
    connect(m_loader, &ReportLoader::loaded, this, &MainWindow::onReportsLoaded);
    connect(m_exporter, &Exporter::saved, m_status, &QLabel::setText);
    connect(m_exporter, &Exporter::failed, this, &MainWindow::showError);
    connect(m_leftovers, &LeftoverCheck::found, this, &MainWindow::onLeftoversFound);
    connect(m_leftovers, &LeftoverCheck::cleaned, this, [this](const QStringList& done, const QStringList& problems) {
        const QStringList lines = done + problems;
        m_status->setText(lines.join(QLatin1String("; ")));
        if (!problems.isEmpty())
            showError(tr("Some leftovers were not removed: %1").arg(lines.join(QLatin1Char('\n'))));
    });
    connect(m_chart, &LiveChart::zoomChanged, this, &MainWindow::updateActions);
    connect(m_settingsPage, &SettingsPage::rateUnitChanged, m_tables, &ResultsPane::rateUnitChanged);
    connect(m_settingsPage, &SettingsPage::rateUnitChanged, m_chart, &LiveChart::rateUnitChanged);
    connect(m_settingsPage, &SettingsPage::rateUnitChanged, m_history->model(), &HistoryModel::rateUnitChanged);
    connect(m_settingsPage, &SettingsPage::rateUnitChanged, m_capacityPage->chart(), &CapacityChart::rateUnitChanged);

    restoreSettings();
    updateActions();
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    // Splitter sizes kept from a taller window: the chart, the part that stretches, lost all
    // the height this screen lacks (a 95 px plot at 1366x768 after 1600x1000). Once laid out,
    // the results give back what they hold above 2/5 of the column; a capacity search shown
    // before the window keeps the room it took (CapacityPage::bringForward()).
    if (std::exchange(m_fitRestoredSplitter, false) && m_bottomTabs->currentWidget() != m_capacityTab)
        QTimer::singleShot(0, this, &MainWindow::fitChart);
}

MainWindow::~MainWindow()
{
    saveSettings();
    // m_controller (a child) stops a run in progress and joins its thread in its destructor.
}

void MainWindow::createLayout()
{
    // Left: the settings (scrollable) with Start/Stop under them, and the history.
    m_settingsPage = new SettingsPage;
    m_form = m_settingsPage->form();
    m_history = new HistoryPanel;
    m_leftTabs = new QTabWidget;
    m_leftTabs->addTab(m_settingsPage, tr("Settings"));
    m_leftTabs->addTab(m_history, tr("History"));

    // Right: the chart with its stream chooser, the results table(s) under it.
    auto* chartPage = new ChartPage;
    m_chart = chartPage->chart();
    m_tables = new ResultsPane;
    m_results = m_tables->results();
    m_capacityPage = new CapacityPage;
    m_bottomTabs = new QTabWidget;
    m_bottomTabs->setObjectName(QStringLiteral("bottomTabs"));
    m_bottomTabs->setDocumentMode(true);
    m_bottomTabs->addTab(m_tables, tr("Results"));
    m_stalls = new StallsPane;
    m_bottomTabs->addTab(m_stalls, tr("Stalls"));
    connect(m_stalls, &StallsPane::countChanged, this, [this](int stalls) {
        m_bottomTabs->setTabText(
            m_bottomTabs->indexOf(m_stalls), stalls < 0 ? tr("Stalls") : tr("Stalls (%1)").arg(stalls));
    });
    m_latency = new LatencyPane;
    m_bottomTabs->addTab(m_latency, tr("Latency"));
    // Its chart and answer need more height than a run's row: they scroll in a small pane
    // rather than take the chart's room (a search enlarges the pane, startCapacitySearch()).
    auto* capacityScroll = new QScrollArea;
    capacityScroll->setObjectName(QStringLiteral("capacityScroll"));
    capacityScroll->setWidget(m_capacityPage);
    capacityScroll->setWidgetResizable(true);
    capacityScroll->setFrameShape(QFrame::NoFrame);
    m_bottomTabs->addTab(capacityScroll, tr("Capacity"));
    m_capacityTab = capacityScroll;

    m_chartSplitter = new QSplitter(Qt::Vertical);
    m_chartSplitter->setObjectName(QStringLiteral("chartSplitter"));
    m_chartSplitter->addWidget(chartPage);
    m_chartSplitter->addWidget(m_bottomTabs);
    // A taller window gives its height to the chart.
    m_chartSplitter->setStretchFactor(0, 1);
    m_chartSplitter->setStretchFactor(1, 0);
    // The chart keeps its minimum plot (LiveChart::minimumSizeHint); the results pane scrolls.
    m_chartSplitter->setCollapsible(0, false);

    m_mainSplitter = new QSplitter(Qt::Horizontal);
    m_mainSplitter->setObjectName(QStringLiteral("mainSplitter"));
    m_mainSplitter->addWidget(m_leftTabs);
    m_mainSplitter->addWidget(m_chartSplitter);
    m_mainSplitter->setStretchFactor(0, 0);
    m_mainSplitter->setStretchFactor(1, 1);
    setCentralWidget(m_mainSplitter);

    m_status = PlainText::newLabel(tr("Ready."));
    m_status->setObjectName(QStringLiteral("status"));
    m_progress = new RunProgressBar;
    statusBar()->addWidget(m_status, 1);
    statusBar()->addPermanentWidget(m_progress);

    // The offscreen platform's default screen (800x800 in Qt 6.4, 800x600 before) is nobody's
    // display: pictures made there by scripts (--save-window, --save-chart) keep the designed
    // size. A screen it was given (its configfile option) is laid out for as a real one.
    const QScreen* screen = this->screen();
    const bool defaultOffscreen = QGuiApplication::platformName() == QLatin1String("offscreen") && screen
        && (screen->geometry().size() == QSize(800, 800) || screen->geometry().size() == QSize(800, 600));
    resize(defaultOffscreen || !screen ? kDesignedSize : initialSize(screen->availableGeometry()));
}

void MainWindow::fitResults()
{
    // Grown to show the rows and the verdict (up to six rows, at most 40 % of the column);
    // never shrunk, so a pane the user made taller stays so.
    const int rows = std::min(6, m_results->resultsModel()->rowCount());
    const int wanted = m_tables->heightForRows(rows) + m_bottomTabs->tabBar()->sizeHint().height();
    const QList<int> sizes = m_chartSplitter->sizes();
    if (sizes.size() != 2)
        return;
    const int total = sizes.at(0) + sizes.at(1);
    // Never into the chart's minimum (its plot's room, LiveChart::kMinimumPlotHeight).
    const int chartNeeds = m_chartSplitter->widget(0)->minimumSizeHint().height();
    const int height = std::min({ wanted, total * 2 / 5, std::max(0, total - chartNeeds) });
    if (sizes.at(1) < height)
        m_chartSplitter->setSizes({ total - height, height });
}

void MainWindow::fitChart()
{
    const QList<int> sizes = m_chartSplitter->sizes();
    if (sizes.size() != 2)
        return;
    const int total = sizes.at(0) + sizes.at(1);
    const int chartNeeds = m_chartSplitter->widget(0)->minimumSizeHint().height();
    const int most = std::min(total * 2 / 5, std::max(m_bottomTabs->minimumSizeHint().height(), total - chartNeeds));
    if (sizes.at(1) > most)
        m_chartSplitter->setSizes({ total - most, most });
}

void MainWindow::fitSplitters()
{
    // The results pane gets what one row and the verdict need (a sweep's rows scroll), the
    // chart the rest; the settings column its minimum width.
    const int toolbars = menuBar()->sizeHint().height() + statusBar()->sizeHint().height()
        + findChild<QToolBar*>(QStringLiteral("mainToolbar"))->sizeHint().height();
    const int height = this->height() - toolbars;
    const int results = m_tables->heightForRows(1) + m_bottomTabs->tabBar()->sizeHint().height();
    m_chartSplitter->setSizes({ std::max(200, height - results), results });
    m_mainSplitter->setSizes(
        { m_leftTabs->minimumSizeHint().width(), std::max(400, width() - m_leftTabs->minimumSizeHint().width()) });
}

QString MainWindow::durationText(qint64 ms)
{
    return RunProgressBar::durationText(ms);
}

QSize MainWindow::initialSize(const QRect& available)
{
    // The 10 % left over is for the frame and title bar the window manager adds.
    const QSize fits = (QSizeF(available.size()) * 0.9).toSize();
    return kDesignedSize.boundedTo(fits);
}

QRect MainWindow::fittedGeometry(const QRect& window, const QRect& available)
{
    if (available.isEmpty() || available.contains(window))
        return window;
    QRect fitted(window.topLeft(), window.size().boundedTo(initialSize(available)));
    // Moved back inside, the left and top edges winning when it is still too big.
    fitted.moveRight(std::min(fitted.right(), available.right()));
    fitted.moveBottom(std::min(fitted.bottom(), available.bottom()));
    fitted.moveLeft(std::max(fitted.left(), available.left()));
    fitted.moveTop(std::max(fitted.top(), available.top()));
    return fitted;
}

void MainWindow::createActions()
{
    const auto icon = [this](QStyle::StandardPixmap pixmap) { return style()->standardIcon(pixmap); };
    m_startAction = new QAction(tr("&Start"), this);
    m_startAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_startAction->setToolTip(tr("Start the run (Ctrl+R)"));
    connect(m_startAction, &QAction::triggered, this, [this] { startRun(); });
    m_stopAction = new QAction(tr("S&top"), this);
    m_stopAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_stopAction->setToolTip(tr("Stop the run; its files are removed (Esc)"));
    connect(m_stopAction, &QAction::triggered, this, &MainWindow::stopRun);
    m_capacityAction = new QAction(tr("Find &Capacity"), this);
    m_capacityAction->setObjectName(QStringLiteral("capacityAction"));
    m_capacityAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    connect(m_capacityAction, &QAction::triggered, this, [this] { startCapacitySearch(); });

    m_openAction = new QAction(icon(QStyle::SP_DialogOpenButton), tr("&Open Report\u2026"), this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::chooseOpenReport);
    m_saveChartAction = new QAction(icon(QStyle::SP_DialogSaveButton), tr("&Save Chart\u2026"), this);
    m_saveChartAction->setObjectName(QStringLiteral("saveChartAction"));
    m_saveChartAction->setShortcut(QKeySequence::Save);
    m_saveChartAction->setToolTip(tr("Save the chart as PNG or SVG (Ctrl+S)"));
    connect(m_saveChartAction, &QAction::triggered, m_exporter, &Exporter::chooseSaveChart);
    m_saveCapacityChartAction = new QAction(tr("Save C&apacity Chart\u2026"), this);
    m_saveCapacityChartAction->setToolTip(tr("Save the capacity search's chart as PNG"));
    connect(m_saveCapacityChartAction, &QAction::triggered, m_exporter, &Exporter::chooseSaveCapacityChart);
    m_exportReportAction = new QAction(tr("Export &Report (JSON)\u2026"), this);
    connect(m_exportReportAction, &QAction::triggered, m_exporter, &Exporter::chooseExportReport);
    m_exportCsvAction = new QAction(tr("Export &Time Series (CSV)\u2026"), this);
    connect(m_exportCsvAction, &QAction::triggered, m_exporter, &Exporter::chooseExportCsv);
    auto* quit = new QAction(tr("&Quit"), this);
    quit->setObjectName(QStringLiteral("quitAction"));
    // Some platform themes define no Quit key (QKeySequence::Quit is empty there); Ctrl+Q
    // is what users of those desktops press.
    const QList<QKeySequence> quitKeys = QKeySequence::keyBindings(QKeySequence::Quit);
    quit->setShortcuts(quitKeys.isEmpty() ? QList<QKeySequence> { QKeySequence(Qt::CTRL | Qt::Key_Q) } : quitKeys);
    connect(quit, &QAction::triggered, this, &QWidget::close);
    m_resetZoomAction = new QAction(tr("&Reset Zoom"), this);
    m_resetZoomAction->setObjectName(QStringLiteral("resetZoomAction"));
    m_resetZoomAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(m_resetZoomAction, &QAction::triggered, m_chart, &LiveChart::resetZoom);

    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_openAction);
    file->addAction(m_saveChartAction);
    file->addAction(m_saveCapacityChartAction);
    file->addSeparator();
    file->addAction(m_exportReportAction);
    file->addAction(m_exportCsvAction);
    file->addAction(FioExport::createAction(
        this, [this] { return m_exporter->hasReport() ? m_exporter->report().config : m_form->config(); }));
    file->addSeparator();
    file->addAction(quit);
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_tables->shareActions()->copyText());
    edit->addAction(m_tables->shareActions()->copyMarkdown());
    QMenu* run = menuBar()->addMenu(tr("&Run"));
    run->addAction(m_startAction);
    run->addAction(m_stopAction);
    run->addSeparator();
    run->addAction(m_capacityAction);
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_resetZoomAction);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    HelpDialog::addActions(help, this);
    help->addAction(tr("&About StreamScope"), this, [this] {
        QMessageBox::about(this, tr("About StreamScope"),
            tr("<p><b>StreamScope %1</b></p><p>Shows live how a disk and filesystem cope with many parallel "
               "streams of writes and reads: per-stream and total rates, the ongoing rate a program sees and the "
               "effective rate that reached the disk, the flush tail between them, what the device and the page "
               "cache really do, and every stall.</p>")
                .arg(QStringLiteral(STREAMSCOPE_VERSION)));
    });

    QToolBar* toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    // Start, Stop and Find Capacity are the form's buttons, under the settings they start (and in
    // the Run menu): a second set here made a user wonder which one to press.
    toolbar->addAction(m_saveChartAction);
    toolbar->addAction(m_openAction);
    toolbar->addAction(m_resetZoomAction);

    m_chart->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_chart->addAction(m_resetZoomAction);
    m_chart->addAction(m_saveChartAction);
    m_settingsPage->setActions(m_startAction, m_stopAction, m_capacityAction);
    m_capacityPage->chart()->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_capacityPage->chart()->addAction(m_saveCapacityChartAction);
}

void MainWindow::followPalette()
{
    // A partial theme (a dark Window and Base, Qt's light defaults for the rest) would leave
    // light alternate rows under light text and tab labels on light buttons.
    const QPalette fixed = StatusColors::repaired(palette());
    if (fixed != palette())
        setPalette(fixed); // comes back here once, then nothing differs
    using K = ActionIcons::Kind;
    m_startAction->setIcon(ActionIcons::icon(K::Start, palette()));
    m_stopAction->setIcon(ActionIcons::icon(K::Stop, palette()));
    m_capacityAction->setIcon(ActionIcons::icon(K::Capacity, palette()));
    m_resetZoomAction->setIcon(ActionIcons::icon(K::ResetZoom, palette()));
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_startAction)
        followPalette();
}

void MainWindow::setAutomation(const QString& saveChartPath, const QString& saveWindowPath, bool quitWhenDone)
{
    m_automation->configure(saveChartPath, saveWindowPath, quitWhenDone);
}

void MainWindow::setIoBackend(IoBackend* backend)
{
    m_controller->setBackend(backend);
}

void MainWindow::setEngineOptions(const EngineOptions& options)
{
    m_engineOptions = options;
    // --space-margin fills the form's "Keep free"; the form's value is what every run then uses.
    if (options.spaceMarginBytes >= 0)
        m_form->setSpaceMarginBytes(options.spaceMarginBytes);
    m_form->setSpaceCheck(!options.skipSpaceCheck);
    applyEngineOptions();
}

void MainWindow::setConfig(const RunConfig& config)
{
    m_form->setConfig(config);
}

void MainWindow::applyEngineOptions()
{
    EngineOptions options = m_engineOptions;
    options.spaceMarginBytes = m_form->spaceMarginBytes();
    m_controller->setEngineOptions(options);
    m_remote->setEngineOptions(options);
}

RunConfig MainWindow::config() const
{
    return m_form->config();
}

bool MainWindow::isRunning() const
{
    return m_controller->isRunning() || m_remote->isRunning() || m_hosts->isRunning();
}

QString MainWindow::statusText() const
{
    return m_status->text();
}

void MainWindow::updateActions()
{
    const bool running = isRunning();
    m_startAction->setEnabled(!running && m_form->isValid());
    m_startAction->setToolTip(PlainText::tip(m_form->isValid()
            ? tr("Start the run (Ctrl+R)")
            : tr("Fix the settings marked in red first: %1").arg(m_form->problems().value(0).message)));
    m_stopAction->setEnabled(
        running && !m_controller->stopRequested() && !m_remote->stopRequested() && !m_hosts->stopRequested());
    const QString capacityProblem = this->capacityProblem();
    m_capacityAction->setEnabled(!running && capacityProblem.isEmpty());
    const QString capacityTip = capacityProblem.isEmpty()
        ? tr("Find how many streams of this rate the first target directory records without losing data: 1, 2, 4\u2026 "
             "streams until one overruns, then bisect (Ctrl+Shift+R)")
        : tr("Find Capacity needs: %1").arg(capacityProblem);
    m_capacityAction->setToolTip(PlainText::tip(capacityTip));
    m_capacityAction->setStatusTip(capacityTip);
    m_saveCapacityChartAction->setEnabled(m_capacityPage->chart()->stepCount() > 0);
    m_form->setEnabled(!running);
    m_history->setEnabled(!running);
    m_openAction->setEnabled(!running);
    // Nothing to save before a run, a report or a comparison has drawn something. A finished
    // run counts even without samples: one shorter than a tick still drew its phases and rates.
    const bool hasReport = m_exporter->hasReport();
    m_saveChartAction->setEnabled(
        m_chart->data().size() > 0 || m_chart->isComparison() || (!running && hasReport && !m_chart->showsNothing()));
    m_exportReportAction->setEnabled(!running && hasReport);
    m_exportCsvAction->setEnabled(!running && hasReport);
    // Zoom and pan work during a run too; resetting goes back to the live view.
    m_resetZoomAction->setEnabled(m_chart->isZoomed());
}

bool MainWindow::openReport(const QString& path)
{
    if (isRunning())
        return false;
    // Opened explicitly: read it again, even if it is cached.
    m_openRequest = m_loader->request({ path }, true);
    m_status->setText(tr("Reading %1\u2026").arg(QDir::toNativeSeparators(path)));
    return true;
}

void MainWindow::showHistory(const QStringList& paths)
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (isRunning())
        return;
    if (paths.isEmpty()) {
        m_loader->cancel(); // chosen and unchosen again before it was read
        return;
    }
    m_loader->request(paths);
}

void MainWindow::onReportsLoaded(quint64 requestId, const QList<ReportLoader::Loaded>& results)
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (isRunning())
        return;
    if (requestId == m_openRequest) {
        const ReportLoader::Loaded& loaded = results.constFirst();
        if (loaded.capacity) {
            // A capacity search: its own page shows it, as when reopened from the history.
            const bool shown = m_capacityPage->showSaved(loaded.path, *loaded.capacity);
            if (shown) {
                m_history->addExternal(loaded.path, *loaded.capacity);
                m_status->setText(tr("Showing the capacity search of %1.")
                                      .arg(locale().toString(loaded.capacity->startedAt, QLocale::ShortFormat)));
            }
            Q_EMIT reportOpened(loaded.path, shown);
            Q_EMIT reportsShown(shown ? QStringList { loaded.path } : QStringList());
            return;
        }
        if (!loaded.report) {
            showError(tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(loaded.path), loaded.error));
            Q_EMIT reportOpened(loaded.path, false);
            return;
        }
        m_history->addExternal(loaded.path, *loaded.report);
        m_leftTabs->setCurrentWidget(m_history);
        m_history->selectPaths({ loaded.path }, false);
    }
    QList<RunReport> reports;
    QStringList labels;
    QStringList errors;
    QStringList shown;
    for (const ReportLoader::Loaded& loaded : results) {
        if (!loaded.report) {
            errors.append(tr("%1: %2").arg(QFileInfo(loaded.path).fileName(), loaded.error));
            continue;
        }
        reports.append(*loaded.report);
        labels.append(m_history->label(loaded.path, *loaded.report));
        shown.append(loaded.path);
    }
    if (!errors.isEmpty())
        showError(tr("Cannot read a report: %1").arg(errors.join(QStringLiteral("; "))));
    if (!reports.isEmpty())
        showReports(reports, labels);
    if (requestId == m_openRequest)
        Q_EMIT reportOpened(results.constFirst().path, true);
    Q_EMIT reportsShown(shown);
}

void MainWindow::showReports(const QList<RunReport>& reports, const QStringList& labels)
{
    fitChart();
    m_progress->showIdle();
    if (reports.size() == 1) {
        m_chart->showReport(reports.first());
        m_tables->showRun(reports.first());
        m_stalls->showReport(reports.first());
        m_latency->showReport(reports.first());
        m_exporter->setReport(reports.first());
        m_status->setText(tr("Showing the run of %1.").arg(labels.first()));
        fitResults();
    } else {
        m_chart->showComparison(reports, labels);
        m_tables->showComparison(reports, labels);
        m_stalls->showComparison(); // each run keeps its own time: no one table of stalls
        m_latency->showReport(RunReport());
        m_status->setText(tr("Comparing %n run(s).", nullptr, int(reports.size())));
    }
    updateActions();
}

void MainWindow::showError(const QString& text)
{
    m_lastError = text;
    m_status->setText(text);
    // Not modal in a way that blocks: the window (and a test) keeps going.
    QMessageBox* box = PlainText::messageBox(QMessageBox::Warning, tr("StreamScope"), text, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("errorBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
}

void MainWindow::chooseOpenReport()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Report"), History::reportsDir(), tr("StreamScope reports (*.json);;All files (*)"));
    if (!path.isEmpty())
        openReport(path);
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    const QByteArray json = settings.value(AppSettings::kConfig).toByteArray();
    if (!json.isEmpty()) {
        QString error;
        const auto config = RunConfig::fromJson(QJsonDocument::fromJson(json).object(), &error);
        if (config)
            m_form->setConfig(*config);
    }
    if (restoreGeometry(settings.value(AppSettings::kGeometry).toByteArray()) && screen() && !isMaximized()
        && !isFullScreen()) {
        // A geometry kept on a bigger screen (or before a resolution change) would hide the
        // status bar and the Start button off the edges of this one.
        setGeometry(fittedGeometry(geometry(), screen()->availableGeometry()));
    }
    restoreState(settings.value(AppSettings::kState).toByteArray());
    m_mainSplitter->restoreState(settings.value(AppSettings::kMainSplitter).toByteArray());
    m_fitRestoredSplitter = m_chartSplitter->restoreState(settings.value(AppSettings::kChartSplitter).toByteArray());
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(AppSettings::kConfig, QJsonDocument(m_form->config().toJson()).toJson(QJsonDocument::Compact));
    settings.setValue(AppSettings::kGeometry, saveGeometry());
    settings.setValue(AppSettings::kState, saveState());
    settings.setValue(AppSettings::kMainSplitter, m_mainSplitter->saveState());
    settings.setValue(AppSettings::kChartSplitter, m_chartSplitter->saveState());
    // A full disk or a read-only configuration directory shows only here; say so rather than
    // start next time with settings that were silently not kept.
    settings.sync();
    if (settings.status() != QSettings::NoError)
        qWarning("%s", qPrintable(tr("cannot save the settings to %1").arg(settings.fileName())));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (m_hosts->isRunning()) {
        // As for one host below: the window closes once every host has ended.
        if (!m_hosts->stopRequested()) {
            stopRun();
            connect(m_hosts, &TogetherSession::ended, this, &QWidget::close, Qt::SingleShotConnection);
        }
        m_status->setText(tr("Stopping the runs on %n host(s); the window closes when they have ended.", nullptr,
            int(m_hosts->targets().size())));
        event->ignore();
        return;
    }
    if (m_remote->isRunning()) {
        // The remote run cleans up on the host and reports: the window closes once it has
        // (or once ssh was ended, RemoteRun's stop bounds the wait), without blocking here.
        if (!m_remote->stopRequested()) {
            stopRun();
            connect(m_remote, &RemoteSession::ended, this, &QWidget::close, Qt::SingleShotConnection);
        }
        m_status->setText(tr("Stopping the run on %1; the window closes when it has ended.").arg(m_remote->host()));
        event->ignore();
        return;
    }
    if (isRunning()) {
        // Closing stops the run first; its files are removed before the window goes.
        m_controller->stop();
    }
    saveSettings();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!isRunning() && event->mimeData()->hasUrls()) {
        for (const QUrl& url : event->mimeData()->urls()) {
            if (url.isLocalFile()) {
                event->acceptProposedAction();
                return;
            }
        }
    }
}

void MainWindow::dropEvent(QDropEvent* event)
{
    for (const QUrl& url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            openReport(url.toLocalFile());
    }
    event->acceptProposedAction();
}
