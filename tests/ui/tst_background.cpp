// Work that may block (reading reports, probing target directories) runs off the GUI thread:
// the window keeps processing events while it is blocked, and an answer that arrives after a
// newer request is dropped. The loaders and probes here block on semaphores the test releases,
// so nothing depends on timing. Also: every model of the window passes QAbstractItemModelTester.
#include "ChartTestSupport.h"
#include "ConfigForm.h"
#include "History.h"
#include "LiveChart.h"
#include "MainWindow.h"
#include "Presets.h"
#include "ReportLoader.h"
#include "ResultsModel.h"
#include "TargetProber.h"
#include "UiTestMain.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QSemaphore>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QTimer>
#include <memory>

namespace {

constexpr int kWaitMs = 30'000;

// One gate per path: a loader or probe that reaches it waits until the test opens it.
class Gates {
public:
    void open(const QString& key) { gate(key)->release(1000); }
    void pass(const QString& key) { gate(key)->acquire(); }
    // Opens every gate, so that no pool thread is left waiting when the test ends.
    ~Gates()
    {
        for (const auto& g : std::as_const(m_gates))
            g->release(1000);
    }

private:
    QSemaphore* gate(const QString& key)
    {
        const QMutexLocker lock(&m_mutex);
        auto& g = m_gates[key];
        if (!g)
            g = std::make_shared<QSemaphore>(0);
        return g.get();
    }
    QMutex m_mutex;
    QHash<QString, std::shared_ptr<QSemaphore>> m_gates;
};

// True when the GUI thread's event loop turns: a zero timer queued now fires.
bool eventLoopTurns()
{
    bool fired = false;
    QTimer::singleShot(0, [&fired] { fired = true; });
    return QTest::qWaitFor([&fired] { return fired; }, kWaitMs);
}

} // namespace

class TestBackground : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void reportLoaderDropsStaleAnswers();
    void windowKeepsWorkingWhileAReportIsRead();
    void formKeepsWorkingWhileATargetIsProbed();
    void ownersComeAndGoWhileTheirJobsRun();
    void historyModelPassesTheTester();
    void resultsModelPassesTheTester();

private:
    QTemporaryDir m_dir;
    QStringList m_reports; // two saved fixture reports
    QList<RunReport> m_fixtures;
};

void TestBackground::initTestCase()
{
    QVERIFY(m_dir.isValid());
    for (int i = 0; i < 2; ++i) {
        m_fixtures.append(ChartTest::fixtureReport(
            m_dir.path(), QDateTime(QDate(2026, 2, 1), QTime(9, i)), 10.0f + 10.0f * float(i), 20 + 10 * i));
        m_reports.append(m_dir.filePath(QStringLiteral("run-%1.json").arg(i)));
        QString error;
        QVERIFY2(m_fixtures.constLast().save(m_reports.constLast(), &error), qPrintable(error));
    }
}

void TestBackground::reportLoaderDropsStaleAnswers()
{
    Gates gates;
    ReportLoader loader;
    loader.setLoadFunction([&gates](const QString& path, QString* error) {
        gates.pass(path);
        return RunReport::load(path, error);
    });
    QSignalSpy loaded(&loader, &ReportLoader::loaded);
    QSignalSpy stale(&loader, &ReportLoader::staleDropped);
    const quint64 first = loader.request({ m_reports.at(0) });
    const quint64 second = loader.request({ m_reports.at(1) });
    QVERIFY(second > first);
    QVERIFY(eventLoopTurns()); // both reads are blocked; the event loop is not
    QVERIFY(loaded.isEmpty());

    // The newer one answers first and is delivered.
    gates.open(m_reports.at(1));
    QVERIFY(loaded.wait(kWaitMs));
    QCOMPARE(loaded.first().at(0).toULongLong(), second);
    const auto results = loaded.first().at(1).value<QList<ReportLoader::Loaded>>();
    QCOMPARE(results.size(), 1);
    QVERIFY(results.first().report.has_value());
    QCOMPARE(results.first().report->startedAt, m_fixtures.at(1).startedAt);

    // The older one answers late and is dropped.
    gates.open(m_reports.at(0));
    QVERIFY(stale.wait(kWaitMs));
    QCOMPARE(stale.first().at(0).toULongLong(), first);
    QCOMPARE(loaded.size(), 1);

    // Read once, the report comes from the cache: no read, so no gate to pass.
    int reads = 0;
    loader.setLoadFunction([&reads](const QString& path, QString* error) {
        ++reads;
        return RunReport::load(path, error);
    });
    loader.request({ m_reports.at(1) });
    QVERIFY(loaded.wait(kWaitMs));
    QCOMPARE(reads, 0);
    // Asked for fresh, it is read again.
    loader.request({ m_reports.at(1) }, true);
    QVERIFY(loaded.wait(kWaitMs));
    QCOMPARE(reads, 1);
}

void TestBackground::windowKeepsWorkingWhileAReportIsRead()
{
    Gates gates;
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.reportLoader()->setLoadFunction([&gates](const QString& path, QString* error) {
        gates.pass(path);
        return RunReport::load(path, error);
    });
    QSignalSpy opened(&window, &MainWindow::reportOpened);
    QSignalSpy stale(window.reportLoader(), &ReportLoader::staleDropped);

    // The first report's file hangs (as on a dead network mount): the window goes on.
    QVERIFY(window.openReport(m_reports.at(0)));
    QVERIFY(eventLoopTurns());
    QVERIFY(window.statusText().contains(QLatin1String("run-0.json")));
    QVERIFY(opened.isEmpty());
    QVERIFY(window.startAction()->isEnabled() || !window.configForm()->isValid());

    // Meanwhile another report is opened and read at once; it is shown.
    gates.open(m_reports.at(1));
    QVERIFY(window.openReport(m_reports.at(1)));
    QVERIFY(opened.wait(kWaitMs));
    QCOMPARE(opened.first().at(0).toString(), m_reports.at(1));
    QVERIFY(opened.first().at(1).toBool());
    QCOMPARE(window.lastReport().startedAt, m_fixtures.at(1).startedAt);

    // The first one comes back late: dropped, the second stays on screen.
    gates.open(m_reports.at(0));
    QVERIFY(stale.wait(kWaitMs));
    QCOMPARE(opened.size(), 1);
    QCOMPARE(window.lastReport().startedAt, m_fixtures.at(1).startedAt);
    QCOMPARE(window.resultsTable()->resultsModel()->report().startedAt, m_fixtures.at(1).startedAt);
}

void TestBackground::formKeepsWorkingWhileATargetIsProbed()
{
    QTemporaryDir a;
    QTemporaryDir b;
    QVERIFY(a.isValid() && b.isValid());
    Gates gates;
    ConfigForm form;
    // The form's first (empty) probe must not be taken for one of those below.
    QTRY_VERIFY_WITH_TIMEOUT(!form.targetProber()->isProbing(), kWaitMs);
    QCoreApplication::sendPostedEvents();
    form.targetProber()->setProbeFunction([&gates](const QString& dir) {
        gates.pass(dir);
        return TargetProber::probeDirectory(dir);
    });
    QSignalSpy probed(form.targetProber(), &TargetProber::probed);
    QSignalSpy stale(form.targetProber(), &TargetProber::staleDropped);
    auto* details = form.findChild<QLabel*>(QStringLiteral("dir-details"));
    QVERIFY(details);

    RunConfig c = Presets::find(QStringLiteral("vdr"))->config;
    c.targetDirs = { a.path() };
    form.setConfig(c);
    QVERIFY(eventLoopTurns());
    QVERIFY2(details->text().contains(QLatin1String("checking")), qPrintable(details->text()));
    QVERIFY(form.isValid()); // the directory exists; what lies under it follows

    c.targetDirs = { b.path() };
    form.setConfig(c);
    gates.open(b.path());
    QVERIFY(probed.wait(kWaitMs));
    QVERIFY2(details->text().startsWith(b.path()) && details->text().contains(QLatin1String("free")),
        qPrintable(details->text()));

    gates.open(a.path());
    QVERIFY(stale.wait(kWaitMs));
    QCOMPARE(probed.size(), 1);
    QVERIFY2(details->text().startsWith(b.path()), qPrintable(details->text()));
}

void TestBackground::ownersComeAndGoWhileTheirJobsRun()
{
    // Forms (and their probers) are made and destroyed while their probes still run or wait
    // in the queue, as a test suite and a user closing windows do. Each owner's end must
    // neither wait for its job (a hung mount would hang the window) nor leave the jobs of
    // later owners without a pool to run in.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Gates gates;
    const QString blocked = dir.path() + QStringLiteral("/blocked");
    const auto blocking = [&gates, blocked](const QString& d) {
        if (d == blocked)
            gates.pass(d);
        return TargetProber::probeDirectory(d);
    };
    auto orphan = std::make_unique<TargetProber>();
    orphan->setProbeFunction(blocking);
    QSignalSpy orphanAnswers(orphan.get(), &TargetProber::probed);
    orphan->probe({ blocked });
    QVERIFY(orphan->isProbing());
    orphan.reset(); // returns while its job is blocked

    for (int i = 0; i < 40; ++i) {
        ConfigForm form; // probes its (empty) list at once
        RunConfig c = Presets::find(QStringLiteral("vdr"))->config;
        c.targetDirs = { dir.path() };
        form.setConfig(c);
        form.targetProber()->setProbeFunction(blocking);
        c.targetDirs = { blocked };
        form.setConfig(c); // blocks until the end: its form is gone long before
    }
    TargetProber last;
    QSignalSpy answers(&last, &TargetProber::probed);
    last.probe({ dir.path() });
    QVERIFY(answers.wait(kWaitMs));
    using Results = QHash<QString, TargetProber::Info>;
    QVERIFY(answers.constFirst().at(1).value<Results>().value(dir.path()).isDir);

    // The blocked jobs end with nobody left to answer; the last owner's next job still runs.
    gates.open(blocked);
    last.probe({ dir.path() });
    QVERIFY(answers.wait(kWaitMs));
    QCOMPARE(orphanAnswers.size(), 0);
}

void TestBackground::historyModelPassesTheTester()
{
    HistoryModel model;
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(HistoryModel::SortRole);
    // Newest first is the ascending order of the date's SortRole (the header's arrow points down).
    proxy.sort(HistoryModel::DateColumn, Qt::AscendingOrder);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);

    QList<History::Entry> entries;
    for (int i = 0; i < 2; ++i)
        entries.append(History::summarize(m_reports.at(i), m_fixtures.at(i)));
    History::Entry unreadable;
    unreadable.path = m_dir.filePath(QStringLiteral("garbage.json"));
    unreadable.error = QStringLiteral("not json");
    unreadable.startedAt = QDateTime(QDate(2025, 1, 1), QTime(0, 0));
    entries.append(unreadable);
    model.setEntries(entries);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(proxy.rowCount(), 3);
    // Newest first by the date itself; the unreadable file (oldest) last.
    QCOMPARE(proxy.index(0, 0).data(HistoryModel::PathRole).toString(), m_reports.at(1));
    QCOMPARE(proxy.index(2, 0).data(HistoryModel::PathRole).toString(), unreadable.path);
    const QModelIndex fs = model.index(model.rowOf(unreadable.path), HistoryModel::FsColumn);
    QCOMPARE(fs.data(Qt::ToolTipRole).toString(), QStringLiteral("not json"));
    QVERIFY(fs.data(Qt::ForegroundRole).value<QColor>().isValid());
    QCOMPARE(model.index(model.rowOf(m_reports.at(0)), HistoryModel::WriteColumn).data().toString(),
        History::writeText(entries.at(0)));

    entries.removeFirst();
    model.setEntries(entries);
    QCOMPARE(proxy.rowCount(), 2);
    model.setEntries({});
    QCOMPARE(proxy.rowCount(), 0);
}

void TestBackground::resultsModelPassesTheTester()
{
    ResultsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setReport(m_fixtures.at(0));
    QCOMPARE(model.rowCount(), int(m_fixtures.at(0).targets.first().passes.size()));
    model.setCompact(true);
    model.setReport(m_fixtures.at(1));
    model.setCompact(false);
    model.clear();
    QCOMPARE(model.rowCount(), 0);
    // A remote run's row names its host beside the filesystem.
    RunReport remote = m_fixtures.at(0);
    remote.targets.first().dir = QStringLiteral("recorder1:/srv/streams");
    remote.targets.first().environment.fsType = QStringLiteral("ext4");
    model.setReport(remote);
    QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("recorder1: ext4"));
}

STREAMSCOPE_UI_TEST_MAIN(TestBackground)
#include "tst_background.moc"
