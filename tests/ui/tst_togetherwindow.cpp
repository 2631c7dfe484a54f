// Several remote targets in the window: together behind a start barrier (a line per host and
// their sum, the merged report with a target per host, the totals, the slowest host and the
// start skew under the verdict) or one after another. Through the stand-in ssh (StandInSsh.h:
// the real quoting, stream and transport, sh -c instead of the network), with a directory of
// its own for each "host". Stop ends every host and each removes its files; a host without
// the CLI is named. The sum's rule itself is tested on hand-made samples (TogetherData).
#include "ChartOverlay.h"
#include "ConfigForm.h"
#include "LiveChart.h"
#include "LiveRun.h"
#include "MainWindow.h"
#include "RemoteRun.h"
#include "RemoteSettingsBox.h"
#include "RemoteWindowRuns.h"
#include "ResultsModel.h"
#include "ResultsPane.h"
#include "SettingsPage.h"
#include "SmallRuns.h"
#include "StandInSsh.h"
#include "TestSupport.h"
#include "Together.h"
#include "TogetherData.h"
#include "TogetherSession.h"
#include "UiTestMain.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QProgressBar>
#include <QSettings>
#include <QSignalSpy>
#include <cmath>
#include <csignal>
#include <limits>

namespace {
constexpr int kRunTimeoutMs = 120'000;

// The stand-in ssh, except that host "nas9" has no streamscope-cli: its shell says so and
// exits 127, as a remote shell does.
const QByteArray kStandInSshWithoutCliOnNas9
    = "#!/bin/sh\nwhile [ \"$1\" != \"--\" ]; do shift; done\nshift\n"
      "if [ \"$1\" = nas9 ]; then echo 'sh: 1: streamscope-cli: not found' >&2; "
      "exit 127; fi\nshift\nsh -c \"$1\"\nexit $?\n";

Sample sample(double t, float total)
{
    Sample s;
    s.t = t;
    s.totalMiBs = total;
    s.phase = int8_t(PhaseKind::Write);
    return s;
}

SampleBatch batch(const QList<Sample>& samples)
{
    SampleBatch b;
    b.samples = samples;
    return b;
}

// What a host adds to the sum at grid time t, found here on its own: the rate of its first
// tick at or after t, nothing before its first tick's interval or after its last tick.
double expectedRate(const ChartData& host, double t, double grid)
{
    const QList<double>& times = host.t();
    if (times.isEmpty() || t <= times.constFirst() - grid || t > times.constLast() + 1e-9)
        return 0;
    for (qsizetype i = 0; i < times.size(); ++i) {
        if (times.at(i) >= t - 1e-9)
            return host.total().at(i);
    }
    return 0;
}

// The sum line is the hosts' rates summed at each grid time.
void verifySum(const TogetherData& data)
{
    QVERIFY(data.hasSum());
    QVERIFY(data.host(0).size() > 0 && data.host(1).size() > 0);
    QVERIFY(data.sum().size() > 0);
    for (qsizetype i = 0; i < data.sum().size(); ++i) {
        const double t = data.sum().t().at(i);
        const double expected
            = expectedRate(data.host(0), t, data.gridS()) + expectedRate(data.host(1), t, data.gridS());
        QVERIFY2(std::abs(data.sum().total().at(i) - expected) <= 1e-3 * std::max(1.0, expected),
            qPrintable(QStringLiteral("t %1: %2 vs %3").arg(t).arg(data.sum().total().at(i)).arg(expected)));
    }
}

// The window shows the saved report at `path` (as from History or File > Open Report).
bool reopen(MainWindow& window, const QString& path)
{
    QSignalSpy opened(&window, &MainWindow::reportOpened);
    return window.openReport(path) && (opened.wait(kRunTimeoutMs) || !opened.isEmpty());
}

QStringList legendOf(LiveChart* chart)
{
    QStringList legend;
    for (const ChartOverlay::Shown& shown : chart->legendTexts())
        legend << shown.text;
    return legend;
}
} // namespace

class TestTogetherWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void sumFollowsTheHostsOnTheGrid();
    void sumStartsOverWithAHostsPhase();
    void oneAfterAnotherHasNoSum();
    void formTakesSeveralHosts();
    void twoHostsTogetherDrawEachAndTheirSum();
    void noHostStartsBeforeEveryHostIsReady();
    void twoHostsOneAfterAnother();
    void stopEndsEveryHost();
    void aLostConnectionStopsEveryHost();
    void aHostWithoutTheCliIsNamed();
    void aLocalTargetRunsWithTheHosts_data();
    void aLocalTargetRunsWithTheHosts();
    void aLocalTargetNeedsTheCliBesideTheWindow();

private:
    // A window whose remote targets go through `ssh` to this build's CLI; no free-space margin
    // (a nearly full disk must not refuse these small runs).
    void prepare(MainWindow& window, const QString& ssh) const
    {
        window.settingsPage()->remoteSettings()->setSettings(ssh, QString(), QStringLiteral(STREAMSCOPE_CLI));
        EngineOptions options;
        options.spaceMarginBytes = 0;
        window.setEngineOptions(options);
    }
    // A long run on the two targets together, once both hosts' samples come.
    void startBothWriting(MainWindow& window, const QString& first, const QString& second) const
    {
        prepare(window, m_ssh);
        window.configForm()->setRunsTogether(true);
        window.setConfig(longRealTimeRun({ first, second }));
        QVERIFY(window.startRun());
        const TogetherData& data = window.hostsSession()->data();
        QTRY_VERIFY_WITH_TIMEOUT(data.host(0).size() > 0 && data.host(1).size() > 0, kRunTimeoutMs);
    }

    QTemporaryDir m_tools;
    QString m_ssh;
    QString m_sshNoCliOnNas9;
};

void TestTogetherWindow::initTestCase()
{
    qRegisterMetaType<RunReport>();
    QVERIFY(m_tools.isValid());
    m_ssh = m_tools.filePath(QStringLiteral("stand-in-ssh"));
    QVERIFY(writeScript(m_ssh, kStandInSsh));
    m_sshNoCliOnNas9 = m_tools.filePath(QStringLiteral("stand-in-ssh-nas9"));
    QVERIFY(writeScript(m_sshNoCliOnNas9, kStandInSshWithoutCliOnNas9));
}

void TestTogetherWindow::cleanupTestCase()
{
    QSettings().remove(QStringLiteral("remote"));
}

// Host a ticks at 0.1, 0.2, 0.3 s; host b's ticks land at 0.15 and 0.25 s on the shared clock.
// The sum at 0.1 and 0.2 takes each one's covering tick; 0.3 waits until b has ended (it might
// still tick before it), then counts b as 0.
void TestTogetherWindow::sumFollowsTheHostsOnTheGrid()
{
    RunConfig config;
    config.intervalNs = 100'000'000;
    TogetherData data;
    data.reset(config, { QStringLiteral("a"), QStringLiteral("b") }, true);
    QCOMPARE(data.lines().size(), 3);
    data.append(0, batch({ sample(0.1, 10), sample(0.2, 20), sample(0.3, 30) }), 0);
    QCOMPARE(data.sum().size(), 0); // b has not ticked: nothing is known
    data.append(1, batch({ sample(0.05, 5), sample(0.15, 7) }), 0.1);
    QCOMPARE(data.host(1).size(), 2);
    QCOMPARE(data.host(1).t().at(0), 0.15); // fuzzy, as QCOMPARE compares doubles
    QCOMPARE(data.host(1).t().at(1), 0.25);
    QCOMPARE(data.sum().size(), 2);
    QCOMPARE(data.sum().total().at(0), 15.0f);
    QCOMPARE(data.sum().total().at(1), 27.0f);
    data.hostEnded(1);
    QCOMPARE(data.sum().size(), 3);
    QCOMPARE(data.sum().total().at(2), 30.0f);
    QCOMPARE(data.sum().t().at(2), 0.3);
    data.hostEnded(0);
    QCOMPARE(data.sum().size(), 3); // nothing after the last tick
    // Before a host's first tick (its interval) it adds nothing.
    QCOMPARE(data.hostRateAt(1, 0.04), 0.0);
}

// The sum's rolling mean must not carry a write's rate into a host's read: where a host's
// phase changes, the sum's segment does too.
void TestTogetherWindow::sumStartsOverWithAHostsPhase()
{
    RunConfig config;
    config.intervalNs = 100'000'000;
    TogetherData data;
    data.reset(config, { QStringLiteral("a"), QStringLiteral("b") }, true);
    Sample read = sample(0.3, 40);
    read.phase = int8_t(PhaseKind::Read);
    data.append(0, batch({ sample(0.1, 10), sample(0.2, 20), read }), 0);
    data.append(1, batch({ sample(0.1, 1), sample(0.2, 2), sample(0.3, 3) }), 0);
    QCOMPARE(data.sum().size(), 3);
    QCOMPARE(data.sum().total().at(2), 43.0f);
    const QList<int>& segments = data.sum().segments();
    QCOMPARE(segments.at(1), segments.at(0));
    QVERIFY(segments.at(2) != segments.at(1));
}

void TestTogetherWindow::oneAfterAnotherHasNoSum()
{
    TogetherData data;
    data.reset(RunConfig(), { QStringLiteral("a"), QStringLiteral("b") }, false);
    QVERIFY(!data.hasSum());
    QCOMPARE(data.lines().size(), 2);
    data.append(0, batch({ sample(0.1, 10) }), 2.0);
    QCOMPARE(data.host(0).size(), 1);
    QCOMPARE(data.host(0).t().at(0), 2.1);
}

// Several remote targets are valid and offer the choice; so are local ones beside remote ones.
void TestTogetherWindow::formTakesSeveralHosts()
{
    MainWindow window;
    window.show();
    ConfigForm* form = window.configForm();
    auto* together = form->findChild<QCheckBox*>(QStringLiteral("togetherCheck"));
    QVERIFY(together);
    RunConfig config = smallVdr(QStringLiteral("rec1:/srv/a"));
    window.setConfig(config);
    QVERIFY(form->isValid());
    QVERIFY(!together->isVisible()); // one host: nothing to choose
    config.targetDirs << QStringLiteral("ann@rec2:/srv/b");
    window.setConfig(config);
    QVERIFY2(form->isValid(), qPrintable(form->problems().value(0).message));
    QVERIFY(together->isVisible());
    // The choice is kept for the next window.
    form->setRunsTogether(false);
    {
        MainWindow again;
        QVERIFY(!again.configForm()->runsTogether());
    }
    form->setRunsTogether(true);
    QVERIFY(MainWindow().configForm()->runsTogether());

    // A directory of this machine goes with them: it runs as a host of its own.
    config.targetDirs = QStringList { QDir::tempPath(), QStringLiteral("rec1:/srv/a") };
    window.setConfig(config);
    QVERIFY2(form->isValid(), qPrintable(form->problems().value(0).message));
    QVERIFY(together->isVisible());
}

void TestTogetherWindow::twoHostsTogetherDrawEachAndTheirSum()
{
    QTemporaryDir a, b;
    QVERIFY(a.isValid() && b.isValid());
    MainWindow window;
    prepare(window, m_ssh);
    window.configForm()->setRunsTogether(true);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    RunConfig config = smallVdr(QStringLiteral("rec1:") + a.path());
    config.targetDirs << QStringLiteral("rec2:") + b.path();
    const RunReport report = runWindowToEnd(window, config, kRunTimeoutMs);
    QVERIFY2(report.ok(), qPrintable(report.error + window.lastError()));
    QCOMPARE(report.targets.size(), 2);
    QCOMPARE(report.targets.at(0).dir, QStringLiteral("rec1:") + a.path());
    QCOMPARE(report.targets.at(1).dir, QStringLiteral("rec2:") + b.path());

    // A line per host and their sum, drawn and named in the legend.
    LiveChart* chart = window.chart();
    QVERIFY(chart->showsHosts());
    chart->refreshNow();
    for (const QString& name :
        { QStringLiteral("compare-0"), QStringLiteral("compare-1"), QStringLiteral("compare-2") }) {
        QXYSeries* line = chart->series(name);
        QVERIFY2(line && line->count() > 0, qPrintable(name));
    }
    const QStringList legend = legendOf(chart);
    QVERIFY2(legend.contains(QStringLiteral("rec1")) && legend.contains(QStringLiteral("rec2"))
            && legend.contains(QStringLiteral("sum of the hosts")),
        qPrintable(legend.join(u'|')));

    verifySum(window.hostsSession()->data());
    if (QTest::currentTestFailed())
        return;
    // One clock: each host's first phase begins at the barrier's release, t = 0, whenever its
    // events arrived (a host placed by arrival started up to a second late).
    for (int i = 0; i < 2; ++i) {
        const QList<PhaseResult>& phases = window.hostsSession()->data().host(i).phaseResults();
        QVERIFY(!phases.isEmpty());
        QCOMPARE(phases.constFirst().startS, 0.0);
    }
    // The progress said hosts, not targets; each verdict line names its host.
    QVERIFY2(window.liveRun()->phaseText().contains(QStringLiteral("2 host(s) together"))
            || window.liveRun()->phaseText().contains(QStringLiteral("2 hosts together")),
        qPrintable(window.liveRun()->phaseText()));

    // One host alone, as a run of its own: its streams, Dirty+Writeback, phases, flush tails
    // and stall lane, all that the hosts' lines leave out (issue 37 item 7). And back.
    const auto focusEachHost = [&](const TogetherData& hosts) {
        auto* hostChooser = window.findChild<QComboBox*>(QStringLiteral("hostChooser"));
        QVERIFY(hostChooser && hostChooser->isVisible());
        QCOMPARE(hostChooser->count(), 3); // all hosts, rec1, rec2
        hostChooser->setCurrentIndex(hostChooser->findData(1));
        QVERIFY(QMetaObject::invokeMethod(hostChooser, "activated", Q_ARG(int, hostChooser->currentIndex())));
        QCOMPARE(chart->shownHost(), 1);
        QVERIFY(!chart->isComparison());
        QCOMPARE(chart->data().size(), hosts.host(1).size());
        QVERIFY(!chart->data().phaseResults().isEmpty());
        QVERIFY(chart->data().streamCount() >= 1);
        chart->refreshNow();
        QVERIFY(chart->series(QStringLiteral("total")) && chart->series(QStringLiteral("total"))->count() > 0);
        QVERIFY(chart->series(QStringLiteral("compare-0")) == nullptr);
        QStringList strips;
        for (const ChartOverlay::Shown& text : chart->stripTexts())
            strips.append(text.text);
        QVERIFY2(strips.contains(QStringLiteral("stalls")), qPrintable(strips.join(u'|')));
        QVERIFY2(chart->titleText().contains(QStringLiteral("rec2: ")), qPrintable(chart->titleText()));
        QVERIFY(!chart->titleText().contains(QStringLiteral("rec1")));
        hostChooser->setCurrentIndex(hostChooser->findData(-1));
        QVERIFY(QMetaObject::invokeMethod(hostChooser, "activated", Q_ARG(int, hostChooser->currentIndex())));
        QCOMPARE(chart->shownHost(), -1);
        QVERIFY(chart->isComparison());
        chart->refreshNow();
        QVERIFY(chart->series(QStringLiteral("compare-2")) && chart->series(QStringLiteral("compare-2"))->count() > 0);
    };
    focusEachHost(window.hostsSession()->data());
    if (QTest::currentTestFailed())
        return;

    // The report's totals are the hosts' effective rates summed; under the verdict with the
    // slowest host and the skew.
    const QList<Together::PhaseTotal> totals = Together::aggregate(report);
    QVERIFY(!totals.isEmpty());
    const PhaseResult* writeA = report.targets.at(0).passes.at(0).phase(PhaseKind::Write);
    const PhaseResult* writeB = report.targets.at(1).passes.at(0).phase(PhaseKind::Write);
    QVERIFY(writeA && writeB);
    QCOMPARE(totals.at(0).kind, PhaseKind::Write);
    QCOMPARE(totals.at(0).hosts, 2);
    QCOMPARE(totals.at(0).effectiveMiBs, writeA->effectiveMiBs + writeB->effectiveMiBs);
    const QString verdict = window.resultsPane()->verdict();
    QVERIFY2(verdict.contains(QStringLiteral("Together (2 hosts, 1 stream(s) each), write: ")), qPrintable(verdict));
    QVERIFY(verdict.contains(QStringLiteral("Slowest host: rec")));
    QVERIFY(verdict.contains(QStringLiteral("Start skew: ")));
    QVERIFY2(
        verdict.contains(QStringLiteral("(rec1:") + a.path() + QStringLiteral("), 1 stream")), qPrintable(verdict));
    QVERIFY2(
        verdict.contains(QStringLiteral("(rec2:") + b.path() + QStringLiteral("), 1 stream")), qPrintable(verdict));

    // Per-host rows in the table, the report in the history, nothing left on either host.
    QVERIFY(window.resultsTable()->resultsModel()->rowCount() >= 2);
    QVERIFY(!window.lastSavedReportPath().isEmpty());
    QFile saved(window.lastSavedReportPath());
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray json = saved.readAll();
    QVERIFY(json.contains(QString(QStringLiteral("rec1:") + a.path()).toUtf8()));
    QVERIFY(json.contains(QString(QStringLiteral("rec2:") + b.path()).toUtf8()));
    QVERIFY(!window.isRunning());
    QVERIFY(window.startAction()->isEnabled());
    QCOMPARE(treeEntries(a.path()), QStringList());
    QCOMPARE(treeEntries(b.path()), QStringList());

    // Reopened, the report says the hosts ran together and is drawn as it was live: a line
    // per host on a shared clock and their sum, not one timeline that drops the overlap.
    const QString path = window.lastSavedReportPath();
    QString loadError;
    const std::optional<RunReport> loaded = RunReport::load(path, &loadError);
    QVERIFY2(loaded, qPrintable(loadError));
    QCOMPARE(loaded->together, std::optional<bool>(true));
    QVERIFY(reopen(window, path));
    QVERIFY(chart->showsHosts());
    const TogetherData* shown = chart->shownHosts();
    QVERIFY(shown && shown != &window.hostsSession()->data());
    QCOMPARE(shown->hosts(), QStringList({ QStringLiteral("rec1"), QStringLiteral("rec2") }));
    // Every sample of the host from its first timed phase on (the live view places none from
    // before the start signal either), none dropped.
    double firstPhase = std::numeric_limits<double>::max();
    for (const PassResult& pass : loaded->targets.at(0).passes) {
        for (const PhaseResult& phase : pass.phases)
            firstPhase = std::min(firstPhase, phase.startS);
    }
    qsizetype stored = 0;
    for (const PassResult& pass : loaded->targets.at(0).passes) {
        for (const Sample& s : pass.samples)
            stored += s.t >= firstPhase ? 1 : 0;
    }
    QVERIFY(stored > 0);
    QCOMPARE(shown->host(0).size(), stored);
    verifySum(*shown);
    if (QTest::currentTestFailed())
        return;
    // Both hosts' lines overlap in time, as the hosts ran.
    QVERIFY(shown->host(1).t().constFirst() < shown->host(0).t().constLast());
    chart->refreshNow();
    for (const QString& name :
        { QStringLiteral("compare-0"), QStringLiteral("compare-1"), QStringLiteral("compare-2") }) {
        QXYSeries* line = chart->series(name);
        QVERIFY2(line && line->count() > 0, qPrintable(name));
    }
    const QStringList reopened = legendOf(chart);
    QVERIFY2(reopened.contains(QStringLiteral("rec1")) && reopened.contains(QStringLiteral("sum of the hosts")),
        qPrintable(reopened.join(u'|')));

    focusEachHost(*shown);
}

// The window starts no host before every host is ready: host "slow" begins only when the test
// opens its gate, after host "fast" has prepared its files, and "fast" must not have been told
// to go by then (kGatedStandInSsh notes, as each line arrives, whether the gate was open).
void TestTogetherWindow::noHostStartsBeforeEveryHostIsReady()
{
    QTemporaryDir tools, a, b;
    QVERIFY(tools.isValid() && a.isValid() && b.isValid());
    const QString ssh = tools.filePath(QStringLiteral("gated-ssh"));
    QVERIFY(writeScript(ssh, kGatedStandInSsh));
    MainWindow window;
    prepare(window, ssh);
    window.configForm()->setRunsTogether(true);
    RunConfig config = smallVdr(QStringLiteral("fast:") + a.path());
    config.targetDirs << QStringLiteral("slow:") + b.path();
    QSignalSpy finished(&window, &MainWindow::runFinished);
    window.setConfig(config);
    QVERIFY(window.startRun());
    QTRY_VERIFY_WITH_TIMEOUT(holdsStreamFile(a.path()), kRunTimeoutMs);
    // The window has read the fast host's "ready" (its handler ran the barrier's check): from
    // here on, a barrier that let one host go would already have said so.
    const TogetherSession* session = window.hostsSession();
    QTRY_VERIFY_WITH_TIMEOUT(session->hostReady(0), kRunTimeoutMs);
    QVERIFY(!session->hostReady(1));
    QVERIFY2(!session->goSent(), "the barrier sent go while a host was not ready");
    QVERIFY(treeEntries(b.path()).isEmpty());
    QVERIFY2(firstInput(tools.path(), QStringLiteral("fast")).isEmpty(),
        "a host was told to go while another was not ready");
    QVERIFY(openGate(tools.path()));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kRunTimeoutMs);
    const RunReport report = finished.at(0).at(0).value<RunReport>();
    QVERIFY2(report.ok(), qPrintable(report.error + window.lastError()));
    QCOMPARE(report.targets.size(), 2);
    QCOMPARE(firstInput(tools.path(), QStringLiteral("fast")), QByteArray("go after\n"));
    QCOMPARE(firstInput(tools.path(), QStringLiteral("slow")), QByteArray("go after\n"));
    QCOMPARE(treeEntries(a.path()), QStringList());
    QCOMPARE(treeEntries(b.path()), QStringList());
}

void TestTogetherWindow::twoHostsOneAfterAnother()
{
    QTemporaryDir a, b;
    QVERIFY(a.isValid() && b.isValid());
    MainWindow window;
    prepare(window, m_ssh);
    window.configForm()->setRunsTogether(false);
    RunConfig config = smallVdr(QStringLiteral("rec1:") + a.path());
    config.targetDirs << QStringLiteral("rec2:") + b.path();
    const RunReport report = runWindowToEnd(window, config, kRunTimeoutMs);
    QVERIFY2(report.ok(), qPrintable(report.error + window.lastError()));
    QCOMPARE(report.targets.size(), 2);
    QCOMPARE(report.targets.at(1).dir, QStringLiteral("rec2:") + b.path());
    const TogetherData& data = window.hostsSession()->data();
    QVERIFY(!data.hasSum());
    QCOMPARE(data.lines().size(), 2);
    QCOMPARE(window.liveRun()->progress(), 1.0); // both hosts done
    // The second host began after the first had ended.
    QVERIFY(data.host(0).size() > 0 && data.host(1).size() > 0);
    QVERIFY(data.host(1).t().constFirst() > data.host(0).t().constLast());
    const QString verdict = window.resultsPane()->verdict();
    QVERIFY2(verdict.contains(QStringLiteral("Slowest host: rec")), qPrintable(verdict));
    QVERIFY(!verdict.contains(QStringLiteral("Together (")));
    QCOMPARE(treeEntries(a.path()), QStringList());
    QCOMPARE(treeEntries(b.path()), QStringList());

    // Reopened: a line per host, the second after the first, no sum.
    QString loadError;
    const std::optional<RunReport> loaded = RunReport::load(window.lastSavedReportPath(), &loadError);
    QVERIFY2(loaded, qPrintable(loadError));
    QCOMPARE(loaded->together, std::optional<bool>(false));
    QVERIFY(reopen(window, window.lastSavedReportPath()));
    const TogetherData* shown = window.chart()->shownHosts();
    QVERIFY(shown && !shown->hasSum());
    QCOMPARE(shown->lines().size(), 2);
    QVERIFY(shown->host(0).size() > 0 && shown->host(1).size() > 0);
    QVERIFY(shown->host(1).t().constFirst() > shown->host(0).t().constLast());
}

// Stop while both hosts write: both stop, each removes its files, the run is cancelled.
void TestTogetherWindow::stopEndsEveryHost()
{
    QTemporaryDir a, b;
    QVERIFY(a.isValid() && b.isValid());
    MainWindow window;
    QSignalSpy finished(&window, &MainWindow::runFinished);
    startBothWriting(window, QStringLiteral("rec1:") + a.path(), QStringLiteral("rec2:") + b.path());
    if (QTest::currentTestFailed())
        return;
    QTRY_VERIFY_WITH_TIMEOUT(!treeEntries(a.path()).isEmpty() && !treeEntries(b.path()).isEmpty(), kRunTimeoutMs);
    // The progress bar follows the slowest host (the window's run gets no samples of its own).
    const TogetherSession* session = window.hostsSession();
    QTRY_VERIFY_WITH_TIMEOUT(session->progress(0) > 0 && session->progress(1) > 0, kRunTimeoutMs);
    const double slowest = std::min(session->progress(0), session->progress(1));
    QCOMPARE(window.liveRun()->progress(), slowest);
    QCOMPARE(window.progressBar()->value(), int(slowest * 1000));
    QVERIFY(window.stopAction()->isEnabled());
    window.stopRun();
    QVERIFY(window.hostsSession()->stopRequested());
    QVERIFY(!window.stopAction()->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kRunTimeoutMs);
    QCOMPARE(finished.at(0).at(0).value<RunReport>().status, QStringLiteral("cancelled"));
    QVERIFY(!window.isRunning());
    QCOMPARE(treeEntries(a.path()), QStringList());
    QCOMPARE(treeEntries(b.path()), QStringList());
}

// One host's ssh dies mid-write (its link is gone): the other host is stopped too, the run
// fails naming the lost host, and both remote sides remove their files.
void TestTogetherWindow::aLostConnectionStopsEveryHost()
{
    QTemporaryDir a, b;
    QVERIFY(a.isValid() && b.isValid());
    MainWindow window;
    QSignalSpy finished(&window, &MainWindow::runFinished);
    startBothWriting(window, QStringLiteral("rec1:") + a.path(), QStringLiteral("rec7:") + b.path());
    if (QTest::currentTestFailed())
        return;
    RemoteRun* lost = window.hostsSession()->remoteRun(1);
    QVERIFY(lost && lost->sshPid() > 0);
    QCOMPARE(::kill(pid_t(lost->sshPid()), SIGKILL), 0); // the ssh this test's window started
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kRunTimeoutMs);
    const RunReport report = finished.at(0).at(0).value<RunReport>();
    QCOMPARE(report.status, QStringLiteral("failed"));
    QVERIFY2(report.error.startsWith(QStringLiteral("rec7: ")), qPrintable(report.error));
    QVERIFY(!window.isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(treeEntries(a.path()), QStringList(), kRunTimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(treeEntries(b.path()), QStringList(), kRunTimeoutMs);
}

// One host has no streamscope-cli: it ends before it is ready, which stops the other one, and
// the run fails with a message naming that host.
void TestTogetherWindow::aHostWithoutTheCliIsNamed()
{
    QTemporaryDir a, b;
    QVERIFY(a.isValid() && b.isValid());
    MainWindow window;
    prepare(window, m_sshNoCliOnNas9);
    window.configForm()->setRunsTogether(true);
    window.hostsSession()->setStopTimeouts(5000, 1000);
    RunConfig config = longRealTimeRun({ QStringLiteral("rec1:") + a.path(), QStringLiteral("nas9:") + b.path() });
    const RunReport report = runWindowToEnd(window, config, kRunTimeoutMs);
    QCOMPARE(report.status, QStringLiteral("failed"));
    QVERIFY2(report.error.startsWith(QStringLiteral("nas9: there is no streamscope-cli")), qPrintable(report.error));
    QVERIFY2(window.lastError().contains(QStringLiteral("nas9")), qPrintable(window.lastError()));
    QVERIFY(window.lastSavedReportPath().isEmpty());
    QVERIFY(!window.isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(treeEntries(a.path()), QStringList(), kRunTimeoutMs);
}

void TestTogetherWindow::aLocalTargetRunsWithTheHosts_data()
{
    QTest::addColumn<bool>("together");
    QTest::newRow("together") << true;
    QTest::newRow("one after another") << false;
}

// A directory of this machine beside a remote one: the window runs it by a child
// streamscope-cli without ssh, as a host of its own, and both end clean.
void TestTogetherWindow::aLocalTargetRunsWithTheHosts()
{
    QFETCH(bool, together);
    QTemporaryDir a, b;
    QVERIFY(a.isValid() && b.isValid());
    MainWindow window;
    prepare(window, m_ssh);
    window.setLocalCli(QStringLiteral(STREAMSCOPE_CLI));
    window.configForm()->setRunsTogether(together);
    RunConfig config = smallVdr(a.path());
    config.targetDirs << QStringLiteral("localhost:") + b.path();
    const RunReport report = runWindowToEnd(window, config, kRunTimeoutMs);
    QVERIFY2(report.ok(), qPrintable(report.error + window.lastError()));
    QCOMPARE(report.targets.size(), 2);
    QCOMPARE(report.targets.at(0).dir, a.path());
    QCOMPARE(report.targets.at(1).dir, QStringLiteral("localhost:") + b.path());
    QCOMPARE(report.together, std::optional<bool>(together));
    const TogetherData& data = window.hostsSession()->data();
    QCOMPARE(data.hosts(), QStringList({ a.path(), QStringLiteral("localhost") }));
    QCOMPARE(data.hasSum(), together);
    QVERIFY(data.host(0).size() > 0 && data.host(1).size() > 0);
    QCOMPARE(treeEntries(a.path()), QStringList());
    QCOMPARE(treeEntries(b.path()), QStringList());
}

// Without a streamscope-cli beside the window, such a run does not start, and says why.
void TestTogetherWindow::aLocalTargetNeedsTheCliBesideTheWindow()
{
    QTemporaryDir a, b;
    QVERIFY(a.isValid() && b.isValid());
    MainWindow window;
    prepare(window, m_ssh);
    const QString missing = a.filePath(QStringLiteral("streamscope-cli"));
    window.setLocalCli(missing);
    RunConfig config = smallVdr(a.path());
    config.targetDirs << QStringLiteral("localhost:") + b.path();
    window.setConfig(config);
    QVERIFY2(window.configForm()->isValid(), qPrintable(window.configForm()->problems().value(0).message));
    QVERIFY(!window.startRun());
    QVERIFY2(window.lastError().contains(missing), qPrintable(window.lastError()));
    QVERIFY(!window.isRunning());
    QCOMPARE(treeEntries(a.path()), QStringList());
    QCOMPARE(treeEntries(b.path()), QStringList());
}

STREAMSCOPE_UI_TEST_MAIN(TestTogetherWindow)
#include "tst_togetherwindow.moc"
