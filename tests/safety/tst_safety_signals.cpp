// The window ends like the CLI when the system asks it to: SIGINT, SIGTERM or SIGHUP in the
// middle of a run stop the run, remove its files and end the process with 128 + signal. And
// the window names leftovers of dead runs in its target when it starts, as the CLI does.
// Runs the real streamscope binary offscreen with --start --quit, and signals it once its run
// directory exists (an observable state, not a time).
#include "RemoteCommand.h"
#include "RunDirectory.h"
#include "SafetySupport.h"

#include <QDeadlineTimer>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>

using namespace Safety;

namespace {

QStringList runDirectories(const QString& target)
{
    return QDir(target).entryList(
        { QLatin1String(RunDirectory::kPrefix) + QLatin1Char('*') }, QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot);
}

} // namespace

class TestSafetySignals : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void signalMidRun_data();
    void signalMidRun();
    void windowNamesLeftoversAtStart();

private:
    QProcess* startGui(const QStringList& arguments);
    std::unique_ptr<QTemporaryDir> m_home;
    std::unique_ptr<QProcess> m_gui;
};

void TestSafetySignals::init()
{
    m_home = std::make_unique<QTemporaryDir>();
    QVERIFY(m_home->isValid());
}

// The window with its settings, history and cache in a temporary HOME.
QProcess* TestSafetySignals::startGui(const QStringList& arguments)
{
    m_gui = std::make_unique<QProcess>();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), m_home->path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home->filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_home->filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), m_home->filePath(QStringLiteral("cache")));
    m_gui->setProcessEnvironment(env);
    m_gui->start(QStringLiteral(STREAMSCOPE_GUI), arguments);
    return m_gui.get();
}

void TestSafetySignals::signalMidRun_data()
{
    QTest::addColumn<int>("signal");
    QTest::addColumn<QString>("schedule");
    QTest::addRow("SIGTERM") << int(SIGTERM) << QStringLiteral("roundrobin");
    QTest::addRow("SIGINT") << int(SIGINT) << QStringLiteral("roundrobin");
    QTest::addRow("SIGHUP") << int(SIGHUP) << QStringLiteral("roundrobin");
    QTest::addRow("SIGTERM, one thread per stream") << int(SIGTERM) << QStringLiteral("threads");
}

void TestSafetySignals::signalMidRun()
{
    QFETCH(int, signal);
    QFETCH(QString, schedule);
    QTemporaryDir target;
    QVERIFY(target.isValid());
    QVERIFY(placeUserFiles(target.path()));
    const auto before = snapshot(target.path());
    const QStringList users = runDirectories(target.path()); // placeUserFiles() plants a look-alike

    // A run far longer than the test: real-time streams for an hour, 64 KiB/s each, so the
    // files stay small (well under the 64 MiB a test may write) while the run goes on.
    QProcess* gui = startGui({ QStringLiteral("--dir"), target.path(), QStringLiteral("--streams"), QStringLiteral("4"),
        QStringLiteral("--block"), QStringLiteral("4k"), QStringLiteral("--rate"), QStringLiteral("64k/s"),
        QStringLiteral("--buffer"), QStringLiteral("1M"), QStringLiteral("--duration"), QStringLiteral("1h"),
        QStringLiteral("--schedule"), schedule, QStringLiteral("--space-margin"), QStringLiteral("0"),
        QStringLiteral("--start"), QStringLiteral("--quit") });
    QVERIFY2(gui->waitForStarted(30'000), qPrintable(gui->errorString()));
    // The run directory, with its first stream file, is what "mid-run" means.
    QDeadlineTimer deadline(120'000);
    bool midRun = false;
    while (!deadline.hasExpired() && gui->state() == QProcess::Running) {
        QStringList dirs = runDirectories(target.path());
        for (const QString& user : users)
            dirs.removeAll(user);
        if (!dirs.isEmpty()
            && QFileInfo::exists(QDir(target.path()).filePath(dirs.first() + QStringLiteral("/stream-0000.dat")))) {
            midRun = true;
            break;
        }
        if (gui->waitForFinished(20))
            break; // it ended before it was mid-run
    }
    QVERIFY2(midRun, gui->readAllStandardError().constData());
    QCOMPARE(::kill(pid_t(gui->processId()), signal), 0);
    QVERIFY(gui->waitForFinished(60'000));
    const QByteArray err = gui->readAllStandardError();
    QCOMPARE(gui->exitStatus(), QProcess::NormalExit);
    QVERIFY2(gui->exitCode() == 128 + signal, err.constData());
    QCOMPARE(runDirectories(target.path()), users);
    QVERIFY2(snapshot(target.path()) == before, qPrintable(diff(before, snapshot(target.path()))));
}

void TestSafetySignals::windowNamesLeftoversAtStart()
{
    // A dead run's directory (a process of another boot) in the target: the window names it
    // on start, the same sentence as the CLI's note, and touches nothing by itself.
    QTemporaryDir target;
    QVERIFY(target.isValid());
    const QString dead = QDir(target.path()).filePath(QStringLiteral(".streamscope-run-dead"));
    QVERIFY(QDir().mkpath(dead));
    QVERIFY(writeFile(dead + QLatin1Char('/') + QLatin1String(RunDirectory::kMarkerName),
        "{\"tool\":\"streamscope\",\"version\":\"0.1.0\",\"pid\":4242,\"boot_id\":\"another-boot\","
        "\"pid_ns\":1,\"start_ticks\":1,\"started_at\":\"2026-11-30T10:00:00.000\"}"));
    const auto before = snapshot(target.path());
    QProcess* gui = startGui({ QStringLiteral("--dir"), target.path(), QStringLiteral("--size"), QStringLiteral("256k"),
        QStringLiteral("--block"), QStringLiteral("64k"), QStringLiteral("--space-margin"), QStringLiteral("0"),
        QStringLiteral("--start"), QStringLiteral("--quit") });
    QVERIFY(gui->waitForFinished(120'000));
    const QString err = QString::fromLocal8Bit(gui->readAllStandardError());
    QVERIFY2(gui->exitCode() == 0, qPrintable(err));
    QVERIFY2(err.contains(dead), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("--clean-leftovers ") + Remote::shellQuote(target.path())), qPrintable(err));
    QVERIFY2(snapshot(target.path()) == before, qPrintable(diff(before, snapshot(target.path()))));
}

QTEST_GUILESS_MAIN(TestSafetySignals)
#include "tst_safety_signals.moc"
