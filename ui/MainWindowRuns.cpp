// MainWindow's runs: starting one (on this machine, on a remote target, or on several hosts),
// a capacity search, stopping either (also for a signal), the leftovers of runs that did not
// finish, and what the window does when a run or search has finished.
#include "Automation.h"
#include "ConfigForm.h"
#include "History.h"
#include "LeftoverCheck.h"
#include "LiveRun.h"
#include "MainWindow.h"
#include "PlainText.h"
#include "RemoteSession.h"
#include "RemoteSettingsBox.h"
#include "RunController.h"
#include "RunLabelFields.h"
#include "SettingsPage.h"
#include "TogetherSession.h"

#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QTabWidget>
#include <QThread>

bool MainWindow::startRun()
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (isRunning())
        return false;
    if (!m_form->isValid()) {
        const ConfigError first = m_form->problems().value(0);
        showError(tr("Cannot start: %1").arg(first.message));
        if (QWidget* field = m_form->fieldWidget(first.field))
            field->setFocus();
        return false;
    }
    const RunConfig config = m_form->config();
    saveSettings();
    applyEngineOptions();
    m_lastError.clear();
    // With a remote target among several, each target is a host of its own; this machine's
    // directories (an empty host) run by a child streamscope-cli, as the remote ones do.
    QList<Remote::Target> hosts;
    bool anyRemote = false, anyLocal = false;
    for (const QString& dir : config.targetDirs) {
        const std::optional<Remote::Target> remote = Remote::parse(dir);
        hosts.append(remote ? *remote : Remote::Target { QString(), dir });
        anyRemote = anyRemote || remote;
        anyLocal = anyLocal || !remote;
    }
    Remote::Settings settings = m_settingsPage->remoteSettings()->settings();
    settings.localCli = m_localCli;
    const bool hostsRun = anyRemote && hosts.size() > 1;
    if (hostsRun && anyLocal && !QFileInfo(m_localCli).isExecutable()) {
        showError(tr("Cannot start: %1 is missing; it runs this machine's directories beside remote ones")
                      .arg(QDir::toNativeSeparators(m_localCli)));
        return false;
    }
    m_hostsRun = hostsRun;
    if (m_hostsRun) {
        // The LiveRun gets each host as a target and the merged report; the chart draws the
        // hosts' lines from the session.
        m_run->beginRun(config);
        m_run->setHosts(m_form->runsTogether() ? LiveRun::Hosts::Together : LiveRun::Hosts::OneAfterAnother);
        QStringList extra;
        if (const int64_t margin = m_form->spaceMarginBytes(); margin >= 0)
            extra << QStringLiteral("--space-margin") << QString::number(margin);
        m_hosts->start(settings, hosts, config,
            m_form->runsTogether() ? TogetherSession::Mode::Together : TogetherSession::Mode::OneAfterAnother, extra);
        m_status->setText(m_form->runsTogether()
                ? tr("Connecting to %n host(s); they start together once all are ready\u2026", nullptr,
                    int(hosts.size()))
                : tr("Running on %n host(s), one after another\u2026", nullptr, int(hosts.size())));
    } else if (const std::optional<Remote::Target> remote = Remote::parse(config.targetDirs.value(0))) {
        // The same LiveRun draws it: the remote events arrive through the session's feed.
        m_run->beginRun(config);
        m_remote->start(m_settingsPage->remoteSettings()->settings(), *remote, config);
        m_status->setText(tr("Connecting to %1…").arg(remote->host));
    } else {
        m_controller->start(config);
        m_run->beginRun(config);
    }
    m_guiCost.start();
    m_bottomTabs->setCurrentIndex(0);
    fitChart();
    updateActions();
    return true;
}

QString MainWindow::capacityProblem() const
{
    if (!m_form->isValid())
        return tr("fix the settings marked in red first (%1)").arg(m_form->problems().value(0).message);
    if (Remote::isRemote(m_form->config().targetDirs.value(0)))
        return tr("a directory on this machine (it does not search over ssh)");
    return CapacityPage::problem(m_form->config());
}

bool MainWindow::startCapacitySearch()
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (isRunning())
        return false;
    const QString problem = capacityProblem();
    if (!problem.isEmpty()) {
        showError(tr("Cannot search the capacity: it needs %1.").arg(problem));
        return false;
    }
    const RunConfig config = m_form->config();
    saveSettings();
    applyEngineOptions();
    m_controller->startCapacity(config);
    m_capacityPage->begin(config); // the LiveRun begins the search
    m_capacityPage->bringForward();
    m_lastError.clear();
    updateActions();
    return true;
}

void MainWindow::stopRun()
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (!isRunning())
        return;
    m_capacityPage->markStopClicked();
    if (m_hosts->isRunning())
        m_hosts->stop(); // every host's CLI removes its files and reports
    else if (m_remote->isRunning())
        m_remote->stop(); // the remote CLI removes its files and reports; ssh ends then
    else
        m_controller->stop();
    m_run->markStopping();
    updateActions();
}

void MainWindow::stopForSignal(int signal)
{
    Q_ASSERT(QThread::currentThread() == thread());
    m_automation->setSignal(signal);
    if (isRunning()) {
        stopRun(); // the Automation quits once the run has removed its files
        return;
    }
    m_automation->quitForSignal();
}

void MainWindow::checkLeftovers(bool ask)
{
    Q_ASSERT(QThread::currentThread() == thread());
    m_askLeftovers = ask;
    m_leftovers->check(m_form->config().targetDirs);
}

void MainWindow::onLeftoversFound(const QStringList& notes, const QStringList& targets)
{
    Q_EMIT leftoversFound(notes);
    if (notes.isEmpty())
        return;
    m_status->setText(
        tr("Found leftovers of StreamScope runs that did not finish: %1").arg(notes.join(QLatin1String("; "))));
    if (!m_askLeftovers)
        return;
    QMessageBox* box = PlainText::messageBox(QMessageBox::Question, tr("Leftovers of earlier runs"),
        tr("StreamScope runs that did not finish left these behind:\n\n%1\n\nRemove them now? Only what those runs "
           "created is removed; a directory holding anything else is left as it is.")
            .arg(notes.join(QLatin1String("\n\n"))),
        QMessageBox::Yes | QMessageBox::No, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, targets](int result) {
        if (result == QMessageBox::Yes)
            m_leftovers->clean(targets);
    });
    box->open();
}

void MainWindow::onSearchFinished(const CapacityResult& result, int exitCode)
{
    Q_ASSERT(QThread::currentThread() == thread());
    const QString answer = m_capacityPage->answer();
    if (exitCode == 130) {
        m_status->setText(tr("Capacity search stopped; its files were removed."));
    } else if (exitCode == 1) {
        showError(tr("The capacity search failed: %1").arg(result.sentence));
    } else {
        m_status->setText(answer);
    }
    m_status->setToolTip(PlainText::tip(answer)); // the status line is one line; the whole sentence is here
    m_bottomTabs->setCurrentWidget(m_capacityTab);
    updateActions();
    Q_EMIT capacitySearchFinished(result);
    m_automation->finish(exitCode, m_lastError);
}

void MainWindow::onRunFinished(const RunReport& finished)
{
    Q_ASSERT(QThread::currentThread() == thread());
    // The name and note the user gave this run go into everything kept of it.
    RunReport report = finished;
    m_settingsPage->runLabels()->apply(report);
    // What the window itself cost while the engine ran: its GUI thread's CPU time.
    if (m_guiCost.isStarted()) {
        report.windowCpuS = m_guiCost.cpuS();
        report.windowCpuShare = m_guiCost.share();
    }
    m_tables->showRun(report); // what Copy Results copies carries them too
    if (m_hostsRun)
        m_tables->setSummary(m_hosts->summary());
    m_exporter->setReport(report);
    const bool cancelled = report.status == QLatin1String("cancelled");
    const QString elapsed = RunProgressBar::durationText(m_run->elapsedMs());
    int exitCode = 0;
    if (report.ok()) {
        QString error;
        m_lastSavedReport = History::save(report, &error);
        if (m_lastSavedReport.isEmpty()) {
            showError(tr("The run finished but could not be saved to the history: %1").arg(error));
            exitCode = 1;
        } else {
            m_loader->remember(m_lastSavedReport, report);
            m_history->reload();
            // A share that could not be measured (-1) is left out, not shown as "-100 %".
            m_status->setText(report.windowCpuShare >= 0
                    ? tr("Finished in %1; saved to the history. The window used %2 % of one CPU.")
                          .arg(elapsed, QLocale().toString(100 * report.windowCpuShare, 'f', 1))
                    : tr("Finished in %1; saved to the history.").arg(elapsed));
        }
    } else if (cancelled) {
        m_status->setText(tr("Stopped; the run's files were removed."));
        exitCode = 130;
    } else {
        showError(tr("The run failed: %1").arg(report.error));
        exitCode = 1;
    }
    for (const QString& warning : report.warnings)
        qInfo("%s", qPrintable(tr("warning: %1").arg(warning)));
    fitResults();
    updateActions();
    Q_EMIT runFinished(report);
    m_automation->finish(exitCode, m_lastError);
}
