// Remote targets in the window: a user@host:/dir target runs the remote streamscope-cli over
// ssh and its events draw the window's own LiveRun (chart, tables, verdict, history), as a
// local run of the same workload does. Through the stand-in ssh (StandInSsh.h: the real
// quoting and stream, sh -c instead of the network) and, as root, through a real sshd the
// test starts (SshdFixture.h). Stop, closing the window, destroying it and a lost connection
// each end the remote run, and the remote side removes its files; failures name the host.
#include "AppSettings.h"
#include "ChartData.h"
#include "ConfigForm.h"
#include "LiveChart.h"
#include "LiveRun.h"
#include "MainWindow.h"
#include "RemoteRun.h"
#include "RemoteSession.h"
#include "RemoteSettingsBox.h"
#include "RemoteTargetDialog.h"
#include "RemoteWindowRuns.h"
#include "ResultsModel.h"
#include "ResultsPane.h"
#include "SettingsPage.h"
#include "SmallRuns.h"
#include "SshdFixture.h"
#include "StandInSsh.h"
#include "TestSupport.h"
#include "UiTestMain.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTimer>
#include <QTreeWidget>
#include <csignal>

namespace {
constexpr int kRunTimeoutMs = 120'000;

// The window's run reached its write phase (the remote side has files in its directory).
struct WriteSeen {
    explicit WriteSeen(LiveRun* run)
    {
        QObject::connect(run, &LiveRun::phaseStarted, run, [this](int, int, PhaseKind kind) {
            if (kind == PhaseKind::Write)
                seen = true;
        });
    }
    bool seen = false;
};
} // namespace

class TestRemoteWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void formTakesARemoteTarget();
    void remoteHostButtonAddsATarget();
    void remoteSettingsAreKept();
    void remoteRunIsDrawnLikeALocalRun();
    void closingTheWindowStopsTheRemoteRun();
    void destroyingTheWindowDoesNotWait();
    void aLostConnectionNamesTheHost();
    void aMissingRemoteCliNamesTheHost();
    void theSpaceMarginReachesTheRemoteCli();
    void realSshdRunInTheWindow();

private:
    // A window whose remote targets go through the stand-in ssh to this build's CLI, local
    // and remote runs with no free-space margin (a few MiB must run on a nearly full disk too).
    void useStandIn(MainWindow& window) const
    {
        window.settingsPage()->remoteSettings()->setSettings(m_ssh, QString(), QStringLiteral(STREAMSCOPE_CLI));
        window.setEngineOptions(EngineOptions { 0, false });
    }

    QTemporaryDir m_tools;
    QString m_ssh;
};

void TestRemoteWindow::initTestCase()
{
    qRegisterMetaType<RunReport>();
    QVERIFY(m_tools.isValid());
    m_ssh = m_tools.filePath(QStringLiteral("stand-in-ssh"));
    QVERIFY(writeScript(m_ssh, kStandInSsh));
}

void TestRemoteWindow::cleanupTestCase()
{
    QSettings().remove(QStringLiteral("remote"));
}

// user@host:/dir is a valid target, probed on its host (here through the stand-in, where
// /srv/rec does not exist); directories of this machine may go beside it.
void TestRemoteWindow::formTakesARemoteTarget()
{
    MainWindow window;
    useStandIn(window);
    ConfigForm* form = window.configForm();
    window.setConfig(smallVdr(QStringLiteral("ann@rec1:/srv/rec/none")));
    QVERIFY2(form->isValid(), qPrintable(form->problems().value(0).message));
    auto* details = form->findChild<QLabel*>(QStringLiteral("dir-details"));
    QVERIFY(details);
    // Said once, in the error line under the list.
    QTRY_VERIFY_WITH_TIMEOUT(
        form->errorText(QStringLiteral("dir")).contains(QStringLiteral("does not exist")), kRunTimeoutMs);
    QVERIFY2(form->errorText(QStringLiteral("dir")).startsWith(QStringLiteral("ann@rec1:/srv/rec/none")),
        qPrintable(form->errorText(QStringLiteral("dir"))));
    QVERIFY2(details->text().startsWith(QStringLiteral("ann@rec1:/srv/rec/none")), qPrintable(details->text()));
    window.setConfig(smallVdr(QStringLiteral("ann@rec1:/srv/rec")));
    QVERIFY2(form->isValid(), qPrintable(form->problems().value(0).message));
    QVERIFY(details->text().startsWith(QStringLiteral("ann@rec1:/srv/rec")));

    // A directory of this machine beside it runs as a host of its own (tst_togetherwindow).
    RunConfig mixed = smallVdr(QStringLiteral("ann@rec1:/srv/rec"));
    mixed.targetDirs << QDir::tempPath();
    window.setConfig(mixed);
    QVERIFY2(form->isValid(), qPrintable(form->problems().value(0).message));

    window.setConfig(smallVdr(QStringLiteral("-oProxyCommand=touch:/x")));
    QVERIFY(!form->isValid());
    QVERIFY(!window.capacityAction()->isEnabled());
    window.setConfig(smallVdr(QStringLiteral("rec1:/srv/rec")));
    QVERIFY(form->isValid());
    QVERIFY2(window.capacityProblem().contains(QStringLiteral("ssh")), qPrintable(window.capacityProblem()));
}

// The ssh program, its options and the remote CLI are kept and read back by a new window.
// Issue 37 item 10: a user who does not know the list takes user@host:/dir finds "Remote host…"
// beside Add…; it checks what a run checks, adds the target and the list probes it over ssh. A
// double-click below the list's rows adds a local directory, as Add… does.
void TestRemoteWindow::remoteHostButtonAddsATarget()
{
    QTemporaryDir target;
    QVERIFY(target.isValid());
    QSettings().remove(AppSettings::kRemoteLastHost);
    MainWindow window;
    useStandIn(window);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ConfigForm* form = window.configForm();
    window.setConfig(smallVdr(target.path()));
    auto* button = form->findChild<QPushButton*>(QStringLiteral("addRemoteTarget"));
    QVERIFY(button && button->isVisible());
    button->click();
    auto* dialog = form->findChild<RemoteTargetDialog*>();
    QVERIFY(dialog && dialog->isVisible());
    auto* host = dialog->findChild<QLineEdit*>(QStringLiteral("remoteHost"));
    auto* dir = dialog->findChild<QLineEdit*>(QStringLiteral("remoteDir"));
    auto* box = dialog->findChild<QDialogButtonBox*>();
    QVERIFY(host && dir && box);
    QPushButton* ok = box->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled()); // nothing typed yet
    host->setText(QStringLiteral("-oProxyCommand=x"));
    dir->setText(QStringLiteral("/srv"));
    QVERIFY(!ok->isEnabled());
    QVERIFY2(dialog->problem().contains(QStringLiteral("option")), qPrintable(dialog->problem()));
    host->setText(QStringLiteral("rec:1"));
    QVERIFY(!ok->isEnabled());
    host->setText(QStringLiteral("ann@rec1"));
    dir->setText(target.path());
    QVERIFY2(ok->isEnabled(), qPrintable(dialog->problem()));
    ok->click();
    const QString added = QStringLiteral("ann@rec1:") + target.path();
    QCOMPARE(window.config().targetDirs, QStringList({ target.path(), added }));
    // Probed on its host (the stand-in runs the CLI here): its filesystem in the row.
    auto* table = form->findChild<QTreeWidget*>(QStringLiteral("dir"));
    QVERIFY(table);
    QTRY_VERIFY_WITH_TIMEOUT(!table->topLevelItem(1)->text(1).isEmpty(), kRunTimeoutMs);
    // The host is offered again the next time.
    button->click();
    auto* again = form->findChildren<RemoteTargetDialog*>().constLast();
    QCOMPARE(again->findChild<QLineEdit*>(QStringLiteral("remoteHost"))->text(), QStringLiteral("ann@rec1"));
    again->reject();

    // Below the rows: the folder chooser (closed again at once, choosing nothing).
    bool chooserShown = false;
    QTimer::singleShot(0, this, [&chooserShown] {
        if (auto* chooser = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
            chooserShown = true;
            chooser->reject();
        }
    });
    QWidget* viewport = table->viewport();
    QTest::mouseDClick(viewport, Qt::LeftButton, {}, QPoint(10, viewport->height() - 4));
    QVERIFY(chooserShown);
    QCOMPARE(window.config().targetDirs.size(), 2);
    QSettings().remove(AppSettings::kRemoteLastHost);
}

void TestRemoteWindow::remoteSettingsAreKept()
{
    {
        MainWindow window;
        window.settingsPage()->remoteSettings()->setSettings(
            QStringLiteral("/opt/ssh"), QStringLiteral("-F \"my config\" -p 2222"), QStringLiteral("~/bin/sscli"));
    }
    MainWindow again;
    const Remote::Settings s = again.settingsPage()->remoteSettings()->settings();
    QCOMPARE(s.ssh, QStringLiteral("/opt/ssh"));
    QCOMPARE(s.sshOptions,
        QStringList(
            { QStringLiteral("-F"), QStringLiteral("my config"), QStringLiteral("-p"), QStringLiteral("2222") }));
    QCOMPARE(s.remoteCli, QStringLiteral("~/bin/sscli"));
    QSettings().remove(QStringLiteral("remote"));
    MainWindow defaults;
    QCOMPARE(defaults.settingsPage()->remoteSettings()->settings().ssh, QStringLiteral("ssh"));
}

// The same workload locally and on localhost:/dir: the same chart columns, table rows and
// phases; the report names the host and goes to the history; nothing is left remotely.
void TestRemoteWindow::remoteRunIsDrawnLikeALocalRun()
{
    QTemporaryDir localDir, remoteDir;
    QVERIFY(localDir.isValid() && remoteDir.isValid());
    MainWindow window;
    useStandIn(window);
    const RunReport local = runWindowToEnd(window, smallVdr(localDir.path()), kRunTimeoutMs);
    QCOMPARE(local.status, QStringLiteral("ok"));
    const int localRows = window.resultsTable()->resultsModel()->rowCount();
    const int localStreams = window.chart()->data().streamCount();

    const QString target = QStringLiteral("localhost:") + remoteDir.path();
    QSignalSpy began(window.liveRun(), &LiveRun::began);
    const RunReport remote = runWindowToEnd(window, smallVdr(target), kRunTimeoutMs);
    QVERIFY2(remote.status == QStringLiteral("ok"), qPrintable(remote.error + window.lastError()));
    QVERIFY(began.size() >= 1);
    QCOMPARE(remote.config.targetDirs, QStringList { target });
    QCOMPARE(remote.targets.size(), 1);
    QCOMPARE(remote.targets.at(0).dir, target);
    QVERIFY(window.chart()->data().size() > 0);
    QCOMPARE(window.chart()->data().streamCount(), localStreams);
    QCOMPARE(window.resultsTable()->resultsModel()->rowCount(), localRows);
    QCOMPARE(remote.targets.at(0).passes.size(), local.targets.at(0).passes.size());
    for (qsizetype p = 0; p < local.targets.at(0).passes.size(); ++p) {
        QCOMPARE(remote.targets.at(0).passes.at(p).phases.size(), local.targets.at(0).passes.at(p).phases.size());
        QCOMPARE(remote.targets.at(0).passes.at(p).sizePerStream, local.targets.at(0).passes.at(p).sizePerStream);
    }
    QVERIFY(!window.lastSavedReportPath().isEmpty());
    QFile saved(window.lastSavedReportPath());
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(saved.readAll().contains(target.toUtf8()));
    // The report came before ssh ended; the next run can start once it has.
    QTRY_VERIFY_WITH_TIMEOUT(!window.isRunning(), kRunTimeoutMs);
    QVERIFY(window.startAction()->isEnabled());
    QCOMPARE(treeEntries(remoteDir.path()), QStringList());
}

// Closing asks the remote run to stop and returns at once; the window closes once the remote
// side has removed its files and reported.
void TestRemoteWindow::closingTheWindowStopsTheRemoteRun()
{
    QTemporaryDir remoteDir;
    QVERIFY(remoteDir.isValid());
    MainWindow window;
    useStandIn(window);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    WriteSeen write(window.liveRun());
    QSignalSpy finished(&window, &MainWindow::runFinished);
    window.setConfig(longRealTimeRun({ QStringLiteral("localhost:") + remoteDir.path() }));
    QVERIFY(window.startRun());
    QTRY_VERIFY_WITH_TIMEOUT(write.seen, kRunTimeoutMs);
    QVERIFY(!treeEntries(remoteDir.path()).isEmpty());
    QVERIFY(window.stopAction()->isEnabled());

    QVERIFY(!window.close()); // not yet: the remote run is stopping
    QVERIFY(window.isVisible());
    QVERIFY(window.remoteSession()->stopRequested());
    QVERIFY(!window.stopAction()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), kRunTimeoutMs);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.at(0).at(0).value<RunReport>().status, QStringLiteral("cancelled"));
    QCOMPARE(treeEntries(remoteDir.path()), QStringList());
}

// A window destroyed during a remote run does not wait for the remote side: ssh ends, and the
// remote CLI, its input ended, removes its files on its own.
void TestRemoteWindow::destroyingTheWindowDoesNotWait()
{
    QTemporaryDir remoteDir;
    QVERIFY(remoteDir.isValid());
    auto window = std::make_unique<MainWindow>();
    useStandIn(*window);
    WriteSeen write(window->liveRun());
    window->setConfig(longRealTimeRun({ QStringLiteral("localhost:") + remoteDir.path() }));
    QVERIFY(window->startRun());
    QTRY_VERIFY_WITH_TIMEOUT(write.seen, kRunTimeoutMs);
    QVERIFY(!treeEntries(remoteDir.path()).isEmpty());
    window.reset();
    QTRY_COMPARE_WITH_TIMEOUT(treeEntries(remoteDir.path()), QStringList(), kRunTimeoutMs);
}

// ssh dies mid-write (the link is gone): the window ends the run with a message naming the
// host, and the remote CLI, whose input and output went with it, removes its files.
void TestRemoteWindow::aLostConnectionNamesTheHost()
{
    QTemporaryDir remoteDir;
    QVERIFY(remoteDir.isValid());
    MainWindow window;
    useStandIn(window);
    WriteSeen write(window.liveRun());
    QSignalSpy finished(&window, &MainWindow::runFinished);
    window.setConfig(longRealTimeRun({ QStringLiteral("rec7:") + remoteDir.path() }));
    QVERIFY(window.startRun());
    QTRY_VERIFY_WITH_TIMEOUT(write.seen, kRunTimeoutMs);
    RemoteRun* remote = window.remoteSession()->remoteRun();
    QVERIFY(remote && remote->sshPid() > 0);
    QCOMPARE(::kill(pid_t(remote->sshPid()), SIGKILL), 0); // the ssh this test's window started
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kRunTimeoutMs);
    const RunReport report = finished.at(0).at(0).value<RunReport>();
    QCOMPARE(report.status, QStringLiteral("failed"));
    QVERIFY2(report.error.startsWith(QStringLiteral("rec7: ")), qPrintable(report.error));
    QVERIFY2(window.lastError().contains(QStringLiteral("rec7")), qPrintable(window.lastError()));
    QVERIFY(!window.isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(treeEntries(remoteDir.path()), QStringList(), kRunTimeoutMs);
}

void TestRemoteWindow::aMissingRemoteCliNamesTheHost()
{
    QTemporaryDir remoteDir;
    QVERIFY(remoteDir.isValid());
    MainWindow window;
    window.settingsPage()->remoteSettings()->setSettings(
        m_ssh, QString(), QStringLiteral("/nonexistent/streamscope-cli"));
    const RunReport report
        = runWindowToEnd(window, smallVdr(QStringLiteral("nas2:") + remoteDir.path()), kRunTimeoutMs);
    QCOMPARE(report.status, QStringLiteral("failed"));
    QVERIFY2(report.error.startsWith(QStringLiteral("nas2: there is no streamscope-cli")), qPrintable(report.error));
    QVERIFY2(window.statusText().contains(QStringLiteral("nas2")), qPrintable(window.statusText()));
    QVERIFY(window.lastSavedReportPath().isEmpty());
}

// The window's free-space margin is the remote CLI's too: one larger than any disk is refused
// there, before a byte is written, and the refusal names the host and the margin.
void TestRemoteWindow::theSpaceMarginReachesTheRemoteCli()
{
    QTemporaryDir remoteDir;
    QVERIFY(remoteDir.isValid());
    MainWindow window;
    useStandIn(window);
    window.setEngineOptions(EngineOptions { int64_t(1) << 60, false });
    // The margin is in the form's "Keep free"; the form's own check (from the host's probe)
    // is off, so that the run reaches the remote CLI whenever the probe answers.
    QCOMPARE(window.settingsPage()->form()->spaceMarginBytes(), int64_t(1) << 60);
    window.settingsPage()->form()->setSpaceCheck(false);
    const RunReport report
        = runWindowToEnd(window, smallVdr(QStringLiteral("nas3:") + remoteDir.path()), kRunTimeoutMs);
    QCOMPARE(report.status, QStringLiteral("failed"));
    QVERIFY2(report.error.startsWith(QStringLiteral("nas3: not enough free space")), qPrintable(report.error));
    // 2^60 bytes is a million TiB; the default margin (5 % of the filesystem, at least 1 GiB)
    // would be TiB only on a filesystem of more than 20 TiB.
    QVERIFY2(
        report.error.contains(QStringLiteral("safety margin of 1")) && report.error.contains(QStringLiteral("TiB")),
        qPrintable(report.error));
    QCOMPARE(treeEntries(remoteDir.path()), QStringList());
}

// Over a real OpenSSH: the run is drawn in the window; with STREAMSCOPE_SCREENSHOT_DIR set, the
// real window program (German, dark, on a 1366x768 screen) makes the same run and saves itself.
void TestRemoteWindow::realSshdRunInTheWindow()
{
    if (::geteuid() != 0)
        QSKIP("starting an sshd that logs in as the running user needs root");
    SshdFixture sshd;
    const QString problem = sshd.start();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QTemporaryDir remoteDir;
    QVERIFY(remoteDir.isValid());
    const QString target = SshdFixture::host() + QLatin1Char(':') + remoteDir.path();
    {
        MainWindow window;
        window.settingsPage()->remoteSettings()->setSettings(
            QStringLiteral("ssh"), QStringLiteral("-F ") + sshd.configPath(), QStringLiteral(STREAMSCOPE_CLI));
        window.setEngineOptions(EngineOptions { 0, false });
        const RunReport report = runWindowToEnd(window, smallVdr(target), kRunTimeoutMs);
        QVERIFY2(report.status == QStringLiteral("ok"), qPrintable(report.error + window.lastError()));
        QCOMPARE(report.targets.value(0).dir, target);
        QVERIFY(window.chart()->data().size() > 0);
        QVERIFY(window.resultsTable()->resultsModel()->rowCount() > 0);
        QCOMPARE(treeEntries(remoteDir.path()), QStringList());
    }

    const QString shots = qEnvironmentVariable("STREAMSCOPE_SCREENSHOT_DIR");
    if (!shots.isEmpty()) {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString config = home.filePath(QStringLiteral("config"));
        QVERIFY(QDir().mkpath(config + QStringLiteral("/StreamScope")));
        // The window's own settings file, as its Settings page would have written it.
        QSettings settings(config + QStringLiteral("/StreamScope/streamscope.conf"), QSettings::IniFormat);
        settings.setValue(AppSettings::kRemoteSsh, QStringLiteral("ssh"));
        settings.setValue(AppSettings::kRemoteSshOptions, QString(QStringLiteral("-F ") + sshd.configPath()));
        settings.setValue(AppSettings::kRemoteCli, QStringLiteral(STREAMSCOPE_CLI));
        settings.sync();
        const QString screens = home.filePath(QStringLiteral("screens.json"));
        QVERIFY(SshdFixture::writeFile(screens,
            R"({ "screens": [ { "name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768,
                 "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1 } ] })",
            QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        QProcess gui;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), config);
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen:configfile=") + screens);
        gui.setProcessEnvironment(env);
        const QString out = QDir(shots).filePath(QStringLiteral("remote-sshd-de-dark.png"));
        gui.start(QStringLiteral(STREAMSCOPE_GUI),
            { QStringLiteral("--preset"), QStringLiteral("vdr"), QStringLiteral("--total"), QStringLiteral("64M"),
                QStringLiteral("--dir"), target, QStringLiteral("--space-margin"), QStringLiteral("0"),
                QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--palette"), QStringLiteral("dark"),
                QStringLiteral("--start"), QStringLiteral("--save-window"), out, QStringLiteral("--quit") });
        QVERIFY(gui.waitForFinished(kRunTimeoutMs));
        QVERIFY2(gui.exitCode() == 0, gui.readAllStandardError().constData());
        QVERIFY(QFileInfo(out).size() > 0);
        QCOMPARE(treeEntries(remoteDir.path()), QStringList());
    }
    sshd.stop();
}

STREAMSCOPE_UI_TEST_MAIN(TestRemoteWindow)
#include "tst_remotewindow.moc"
