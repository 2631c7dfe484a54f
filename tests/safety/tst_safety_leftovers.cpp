// Run directories left by crashed runs: found at the next start when their marker names a
// process that no longer runs, removable then, and only then. A directory with an invalid,
// hostile or unreadable marker, a live PID, or anything StreamScope did not create inside is
// never touched. Plus the run directory's own contract: private, marked, removed exactly.
#include "RunDirectory.h"
#include "SafetySupport.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <future>
#include <sys/stat.h>

using namespace Safety;

namespace {

const QString kRun = QStringLiteral(".streamscope-run-test");

qint64 deadPid()
{
    QProcess p;
    p.start(QStringLiteral("sleep"), { QStringLiteral("0.1") });
    p.waitForStarted();
    const qint64 pid = p.processId(); // read while it exists: Qt forgets it once it has exited
    p.waitForFinished();
    return pid;
}

QByteArray marker(const QString& pidJson, const QString& tool = QStringLiteral("streamscope"))
{
    return QStringLiteral(
        "{\"tool\":\"%1\",\"version\":\"0.1.0\",\"pid\":%2,\"started_at\":\"2026-11-30T10:00:00.000\"}")
        .arg(tool, pidJson)
        .toUtf8();
}

// Calls f on another thread; a call that blocks (a FIFO opened for reading) is a failure,
// and `unblock` is run to free the thread before the test ends.
template <typename F> bool finishesWithin(int ms, F f, const std::function<void()>& unblock)
{
    auto future = std::async(std::launch::async, f);
    if (future.wait_for(std::chrono::milliseconds(ms)) == std::future_status::ready)
        return true;
    unblock();
    future.wait();
    return false;
}

} // namespace

class TestSafetyLeftovers : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void leftovers_data();
    void leftovers();
    void detectedAtTheNextStart();
    void cliCleansOnlyDeadRuns();
    void runDirectoryIsPrivateAndMarked();
    void removalKeepsWhatItDidNotCreate();

private:
    QProcess m_live;
};

void TestSafetyLeftovers::init()
{
    m_live.start(QStringLiteral("sleep"), { QStringLiteral("60") });
    QVERIFY(m_live.waitForStarted());
}

void TestSafetyLeftovers::cleanup()
{
    m_live.kill();
    m_live.waitForFinished();
}

void TestSafetyLeftovers::leftovers_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<bool>("listed");
    QTest::addColumn<bool>("running");
    QTest::addColumn<bool>("removable");
    QTest::addColumn<QString>("refusal"); // part of the message when not removable

    const QString invalid = QStringLiteral("no valid StreamScope marker");
    QTest::addRow("dead PID") << QStringLiteral("dead") << true << false << true << QString();
    QTest::addRow("dead PID, stream file is a symlink to a victim")
        << QStringLiteral("dead+symlink") << true << false << true << QString();
    QTest::addRow("dead PID, a file StreamScope did not create")
        << QStringLiteral("dead+foreign") << true << false << false << QStringLiteral("did not create");
    QTest::addRow("dead PID, a directory with a stream file's name")
        << QStringLiteral("dead+dir") << true << false << false << QStringLiteral("did not create");
    QTest::addRow("live PID") << QStringLiteral("live") << true << true << false << QStringLiteral("still going");
    QTest::addRow("our own PID") << QStringLiteral("self") << true << true << false << QStringLiteral("still going");
    QTest::addRow("PID 1") << QStringLiteral("pid:1") << true << true << false << QStringLiteral("still going");
    QTest::addRow("no marker") << QStringLiteral("none") << false << false << false << invalid;
    QTest::addRow("empty marker") << QStringLiteral("raw:") << false << false << false << invalid;
    QTest::addRow("not JSON") << QStringLiteral("raw:pid=123") << false << false << false << invalid;
    QTest::addRow("JSON array") << QStringLiteral("raw:[1,2]") << false << false << false << invalid;
    QTest::addRow("another tool") << QStringLiteral("tool:other") << false << false << false << invalid;
    QTest::addRow("PID 0") << QStringLiteral("pid:0") << false << false << false << invalid;
    QTest::addRow("PID -1") << QStringLiteral("pid:-1") << false << false << false << invalid;
    QTest::addRow("PID as a string") << QStringLiteral("pid:\"4242\"") << false << false << false << invalid;
    QTest::addRow("PID 1.5") << QStringLiteral("pid:1.5") << false << false << false << invalid;
    QTest::addRow("PID 1e300") << QStringLiteral("pid:1e300") << false << false << false << invalid;
    QTest::addRow("PID 2^31") << QStringLiteral("pid:2147483648") << false << false << false << invalid;
    QTest::addRow("PID 2^32+1 (would wrap to 1)")
        << QStringLiteral("pid:4294967297") << false << false << false << invalid;
    QTest::addRow("marker is a symlink to a valid one")
        << QStringLiteral("marker-symlink") << false << false << false << invalid;
    QTest::addRow("marker is a directory") << QStringLiteral("marker-dir") << false << false << false << invalid;
    QTest::addRow("marker is a FIFO") << QStringLiteral("marker-fifo") << false << false << false << invalid;
    QTest::addRow("marker larger than 4 KiB") << QStringLiteral("marker-huge") << false << false << false << invalid;
    QTest::addRow("run directory is a symlink")
        << QStringLiteral("dir-symlink") << false << false << false << QStringLiteral("cannot open");
    QTest::addRow("name without the prefix") << QStringLiteral("unprefixed") << false << false << false
                                             << QStringLiteral("is not a StreamScope run directory");
}

void TestSafetyLeftovers::leftovers()
{
    QFETCH(QString, setup);
    QFETCH(bool, listed);
    QFETCH(bool, running);
    QFETCH(bool, removable);
    QFETCH(QString, refusal);

    QTemporaryDir target;
    QTemporaryDir victims;
    QVERIFY(target.isValid() && victims.isValid());
    QVERIFY(writeFile(victims.filePath(QStringLiteral("precious.txt")), "precious\n"));
    age(victims.filePath(QStringLiteral("precious.txt")));
    QDir t(target.path());
    QString runName = setup == QLatin1String("unprefixed") ? QStringLiteral("my-run") : kRun;
    QString runPath = t.filePath(runName);
    QString markerPath = runPath + QLatin1Char('/') + QLatin1String(RunDirectory::kMarkerName);

    const QByteArray deadMarker = marker(QString::number(deadPid()));
    if (setup == QLatin1String("dir-symlink")) {
        // The "run directory" is a symlink to a directory of the victim's that looks dead.
        const QString real = victims.filePath(QStringLiteral("looks-like-a-run"));
        QVERIFY(QDir().mkpath(real));
        QVERIFY(writeFile(real + QLatin1Char('/') + QLatin1String(RunDirectory::kMarkerName), deadMarker));
        QVERIFY(writeFile(real + QStringLiteral("/stream-0000.dat"), "victim data\n"));
        QVERIFY(QFile::link(real, runPath));
    } else {
        QVERIFY(t.mkdir(runName));
        QVERIFY(writeFile(runPath + QStringLiteral("/stream-0000.dat"), QByteArray(4096, 'x')));
    }

    if (setup == QLatin1String("dead") || setup == QLatin1String("unprefixed")
        || setup.startsWith(QLatin1String("dead+")))
        QVERIFY(writeFile(markerPath, deadMarker));
    if (setup == QLatin1String("dead+symlink")) {
        QVERIFY(QFile::link(
            victims.filePath(QStringLiteral("precious.txt")), runPath + QStringLiteral("/stream-0001.dat")));
    } else if (setup == QLatin1String("dead+foreign")) {
        QVERIFY(writeFile(runPath + QStringLiteral("/thesis.tex"), "months of work\n"));
    } else if (setup == QLatin1String("dead+dir")) {
        QVERIFY(QDir().mkpath(runPath + QStringLiteral("/stream-0001.dat")));
        QVERIFY(writeFile(runPath + QStringLiteral("/stream-0001.dat/inside.txt"), "mine\n"));
    } else if (setup == QLatin1String("live")) {
        QVERIFY(writeFile(markerPath, marker(QString::number(m_live.processId()))));
    } else if (setup == QLatin1String("self")) {
        QVERIFY(writeFile(markerPath, marker(QString::number(QCoreApplication::applicationPid()))));
    } else if (setup.startsWith(QLatin1String("pid:"))) {
        QVERIFY(writeFile(markerPath, marker(setup.mid(4))));
    } else if (setup.startsWith(QLatin1String("raw:"))) {
        QVERIFY(writeFile(markerPath, setup.mid(4).toUtf8()));
    } else if (setup.startsWith(QLatin1String("tool:"))) {
        QVERIFY(writeFile(markerPath, marker(QString::number(deadPid()), setup.mid(5))));
    } else if (setup == QLatin1String("marker-symlink")) {
        QVERIFY(writeFile(victims.filePath(QStringLiteral("valid-marker")), deadMarker));
        QVERIFY(QFile::link(victims.filePath(QStringLiteral("valid-marker")), markerPath));
    } else if (setup == QLatin1String("marker-dir")) {
        QVERIFY(QDir().mkpath(markerPath));
    } else if (setup == QLatin1String("marker-fifo")) {
        QCOMPARE(::mkfifo(QFile::encodeName(markerPath).constData(), 0600), 0);
    } else if (setup == QLatin1String("marker-huge")) {
        QByteArray big = deadMarker;
        big.insert(1, QByteArray(8192, ' '));
        QVERIFY(writeFile(markerPath, big));
    }
    const auto before = snapshot(target.path());
    const auto victimsBefore = snapshot(victims.path());

    // A FIFO marker must not block the scan (the CLI scans every target at start).
    auto unblock = [&] {
        const int fd = ::open(QFile::encodeName(markerPath).constData(), O_WRONLY | O_NONBLOCK);
        if (fd >= 0)
            ::close(fd);
    };
    QList<RunDirectory::Leftover> found;
    QVERIFY2(finishesWithin(
                 5000, [&] { found = RunDirectory::findLeftovers(target.path()); }, unblock),
        "findLeftovers blocked");
    QCOMPARE(found.size(), listed ? 1 : 0);
    if (listed) {
        QCOMPARE(found[0].path, runPath);
        QCOMPARE(found[0].processRunning, running);
        QCOMPARE(found[0].toolVersion, QStringLiteral("0.1.0"));
        QCOMPARE(found[0].started, QDateTime::fromString(QStringLiteral("2026-11-30T10:00:00.000"), Qt::ISODateWithMs));
    }

    bool removed = false;
    QString error;
    QVERIFY2(finishesWithin(
                 5000, [&] { removed = RunDirectory::removeLeftover(runPath, &error); }, unblock),
        "removeLeftover blocked");
    QCOMPARE(removed, removable);
    if (removable) {
        QVERIFY(!QFileInfo::exists(runPath));
        QVERIFY(!QFileInfo(runPath).isSymLink());
    } else {
        QVERIFY2(error.contains(refusal), qPrintable(error));
        QVERIFY2(error.contains(runPath), qPrintable(error));
        // Refused means untouched: not one file removed or changed.
        QVERIFY2(snapshot(target.path()) == before, qPrintable(diff(before, snapshot(target.path()))));
    }
    QVERIFY2(snapshot(victims.path()) == victimsBefore, qPrintable(diff(victimsBefore, snapshot(victims.path()))));
}

void TestSafetyLeftovers::detectedAtTheNextStart()
{
    // The CLI names a dead run's directory when it starts, and only that one; it removes
    // nothing on its own.
    QTemporaryDir target;
    QDir t(target.path());
    auto plant = [&](const QString& name, const QByteArray& markerBytes) {
        return t.mkdir(name)
            && writeFile(t.filePath(name + QLatin1Char('/') + QLatin1String(RunDirectory::kMarkerName)), markerBytes)
            && writeFile(t.filePath(name + QStringLiteral("/stream-0000.dat")), "old data\n");
    };
    QVERIFY(plant(QStringLiteral(".streamscope-run-dead"), marker(QString::number(deadPid()))));
    QVERIFY(plant(QStringLiteral(".streamscope-run-live"), marker(QString::number(m_live.processId()))));
    QVERIFY(plant(QStringLiteral(".streamscope-run-bad"), "garbage"));
    const auto before = snapshot(target.path());
    const CliResult r
        = runCli({ QStringLiteral("--dir"), target.path(), QStringLiteral("--size"), QStringLiteral("256k"),
            QStringLiteral("--block"), QStringLiteral("64k"), QStringLiteral("--space-margin"), QStringLiteral("0") });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(t.filePath(QStringLiteral(".streamscope-run-dead"))), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("--clean-leftovers ") + target.path()), qPrintable(r.err));
    QVERIFY2(!r.err.contains(QLatin1String(".streamscope-run-live")), qPrintable(r.err));
    QVERIFY2(!r.err.contains(QLatin1String(".streamscope-run-bad")), qPrintable(r.err));
    QVERIFY2(snapshot(target.path()) == before, qPrintable(diff(before, snapshot(target.path()))));
}

void TestSafetyLeftovers::cliCleansOnlyDeadRuns()
{
    QTemporaryDir target;
    QDir t(target.path());
    auto plant = [&](const QString& name, const QByteArray& markerBytes) {
        return t.mkdir(name)
            && writeFile(t.filePath(name + QLatin1Char('/') + QLatin1String(RunDirectory::kMarkerName)), markerBytes)
            && writeFile(t.filePath(name + QStringLiteral("/stream-0000.dat")), "old data\n");
    };
    QVERIFY(plant(QStringLiteral(".streamscope-run-dead"), marker(QString::number(deadPid()))));
    QVERIFY(plant(QStringLiteral(".streamscope-run-live"), marker(QString::number(m_live.processId()))));
    QVERIFY(plant(QStringLiteral(".streamscope-run-bad"), marker(QStringLiteral("0"))));
    QVERIFY(plant(QStringLiteral(".streamscope-run-foreign"), marker(QString::number(deadPid()))));
    QVERIFY(writeFile(t.filePath(QStringLiteral(".streamscope-run-foreign/thesis.tex")), "months of work\n"));
    QCOMPARE(::mkfifo(QFile::encodeName(t.filePath(QStringLiteral(".streamscope-run-fifo"))).constData(), 0600), 0);
    QVERIFY(t.mkdir(QStringLiteral(".streamscope-run-fifomarker")));
    QCOMPARE(
        ::mkfifo(
            QFile::encodeName(t.filePath(QStringLiteral(".streamscope-run-fifomarker/STREAMSCOPE-RUN"))).constData(),
            0600),
        0);
    auto before = snapshot(target.path());
    const CliResult r = runCli({ QStringLiteral("--clean-leftovers"), target.path() }, 20000);
    QCOMPARE(r.exitCode, 1); // the foreign one could not be removed
    QVERIFY2(r.out.contains(QLatin1String("removed ") + t.filePath(QStringLiteral(".streamscope-run-dead"))),
        qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("kept ") + t.filePath(QStringLiteral(".streamscope-run-live"))),
        qPrintable(r.out));
    QVERIFY2(r.err.contains(QLatin1String("thesis.tex")), qPrintable(r.err));
    QVERIFY(!t.exists(QStringLiteral(".streamscope-run-dead")));
    // Everything else exactly as it was.
    for (auto it = before.begin(); it != before.end();) {
        if (it.key().startsWith(QLatin1String(".streamscope-run-dead")))
            it = before.erase(it);
        else
            ++it;
    }
    QVERIFY2(snapshot(target.path()) == before, qPrintable(diff(before, snapshot(target.path()))));
}

void TestSafetyLeftovers::runDirectoryIsPrivateAndMarked()
{
    QTemporaryDir target;
    QVERIFY(placeUserFiles(target.path()));
    const auto before = snapshot(target.path());
    QString error;
    auto a = RunDirectory::create(target.path(), &error);
    QVERIFY2(a, qPrintable(error));
    auto b = RunDirectory::create(target.path(), &error);
    QVERIFY2(b, qPrintable(error));
    QVERIFY(a->path() != b->path()); // two runs never share a directory
    for (const RunDirectory* d : { &*a, &*b }) {
        QVERIFY(QFileInfo(d->path()).fileName().startsWith(QLatin1String(RunDirectory::kPrefix)));
        QCOMPARE(QFileInfo(d->path()).absolutePath(), target.path());
        struct stat st { };
        QCOMPARE(::lstat(QFile::encodeName(d->path()).constData(), &st), 0);
        QVERIFY(S_ISDIR(st.st_mode));
        QCOMPARE(st.st_mode & 07777, mode_t(0700));
        QFile m(d->path() + QLatin1Char('/') + QLatin1String(RunDirectory::kMarkerName));
        QVERIFY(m.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(m.readAll()).object();
        QCOMPARE(o.value(QLatin1String("tool")).toString(), QStringLiteral("streamscope"));
        QCOMPARE(o.value(QLatin1String("version")).toString(), QStringLiteral(STREAMSCOPE_VERSION));
        QCOMPARE(qint64(o.value(QLatin1String("pid")).toDouble()), QCoreApplication::applicationPid());
        const QDateTime started
            = QDateTime::fromString(o.value(QLatin1String("started_at")).toString(), Qt::ISODateWithMs);
        QVERIFY(started.isValid() && qAbs(started.secsTo(QDateTime::currentDateTime())) < 60);
    }
    // Our own, live: listed as running, and not removable as a leftover.
    const auto found = RunDirectory::findLeftovers(target.path());
    QCOMPARE(found.size(), 2);
    for (const auto& l : found)
        QVERIFY(l.processRunning);
    QVERIFY(!RunDirectory::removeLeftover(a->path(), &error));
    QVERIFY(a->remove(&error));
    QVERIFY(a->remove(&error)); // twice is fine
    b.reset(); // the destructor removes, too
    QVERIFY2(snapshot(target.path()) == before, qPrintable(diff(before, snapshot(target.path()))));
}

void TestSafetyLeftovers::removalKeepsWhatItDidNotCreate()
{
    // Someone puts a file into a live run directory: removal deletes what the run created,
    // keeps the stranger's file and the marker (so the directory stays explainable), and
    // says which file it kept.
    QTemporaryDir target;
    QString error;
    auto dir = RunDirectory::create(target.path(), &error);
    QVERIFY2(dir, qPrintable(error));
    const int fd = ::openat(dir->fd(), "stream-0000.dat", O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    QVERIFY(fd >= 0);
    ::close(fd);
    dir->track(QStringLiteral("stream-0000.dat"));
    QVERIFY(writeFile(dir->path() + QStringLiteral("/someone-elses.txt"), "keep me\n"));
    const QString path = dir->path();
    QVERIFY(!dir->remove(&error));
    QVERIFY2(error.contains(QLatin1String("someone-elses.txt")), qPrintable(error));
    QVERIFY2(error.contains(path), qPrintable(error));
    QVERIFY(!QFileInfo::exists(path + QStringLiteral("/stream-0000.dat")));
    QVERIFY(QFileInfo::exists(path + QStringLiteral("/someone-elses.txt")));
    QVERIFY(QFileInfo::exists(path + QLatin1Char('/') + QLatin1String(RunDirectory::kMarkerName)));
}

QTEST_GUILESS_MAIN(TestSafetyLeftovers)
#include "tst_safety_leftovers.moc"
