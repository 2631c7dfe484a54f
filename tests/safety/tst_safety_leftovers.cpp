// Run directories left by crashed runs: found at the next start when their marker names a
// process that no longer runs, removable then, and only then. A directory with an invalid,
// hostile or unreadable marker, a live PID, or anything StreamScope did not create inside is
// never touched. Plus the run directory's own contract: private, marked, removed exactly.
#include "RemoteCommand.h"
#include "RunDirectory.h"
#include "SafetySupport.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <csignal>
#include <fcntl.h>
#include <future>
#include <sys/resource.h>
#include <sys/stat.h>

using namespace Safety;

namespace {

const QString kRun = QStringLiteral(".streamscope-run-test");

qint64 deadPid()
{
    QProcess p;
    p.start(QStringLiteral("sleep"), { QStringLiteral("0.1") });
    if (!p.waitForStarted())
        qFatal("sleep did not start: no dead PID to test with");
    const qint64 pid = p.processId(); // read while it exists: Qt forgets it once it has exited
    // A PID still running is not a dead one: the tests that need one would test nothing.
    if (!p.waitForFinished())
        qFatal("sleep 0.1 did not end: no dead PID to test with");
    return pid;
}

QByteArray marker(const QString& pidJson, const QString& tool = QStringLiteral("streamscope"))
{
    return QStringLiteral(
        "{\"tool\":\"%1\",\"version\":\"0.1.0\",\"pid\":%2,\"started_at\":\"2026-11-30T10:00:00.000\"}")
        .arg(tool, pidJson)
        .toUtf8();
}

// What the engine writes: a leftover's file holding this is recognisably the run's own.
QByteArray enginePattern(qsizetype size)
{
    QByteArray data(size, Qt::Uninitialized);
    RunDirectory::fillPattern(data.data(), size_t(size));
    return data;
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

quint64 inodeOf(const QString& path)
{
    struct stat st { };
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? quint64(st.st_ino) : 0;
}

// A marker with the identity fields of this version; `extra` is spliced into the object.
QByteArray identityMarker(qint64 pid, const QString& bootId, quint64 pidNs, qint64 startTicks)
{
    return QStringLiteral("{\"tool\":\"streamscope\",\"version\":\"0.1.0\",\"pid\":%1,\"boot_id\":\"%2\","
                          "\"pid_ns\":%3,\"start_ticks\":%4,\"started_at\":\"2026-11-30T10:00:00.000\"}")
        .arg(pid)
        .arg(bootId)
        .arg(pidNs)
        .arg(startTicks)
        .toUtf8();
}

QString ourBootId()
{
    return QString::fromLatin1(readAll(QStringLiteral("/proc/sys/kernel/random/boot_id")).trimmed());
}

quint64 pidNamespaceOf(qint64 pid)
{
    struct stat st { }; // stat, not lstat: the namespace, not the magic link
    const QByteArray link = QFile::encodeName(QStringLiteral("/proc/%1/ns/pid").arg(pid));
    return ::stat(link.constData(), &st) == 0 ? quint64(st.st_ino) : 0;
}

bool everyPidNamespaceVisible()
{
    if (pidNamespaceOf(QCoreApplication::applicationPid()) != 0xEFFFFFFCU)
        return false;
    const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString& pid : pids) {
        bool numeric = false;
        pid.toLongLong(&numeric);
        if (numeric && pidNamespaceOf(pid.toLongLong()) == 0 && QFileInfo::exists(QStringLiteral("/proc/") + pid))
            return false;
    }
    return true;
}

qint64 startTicksOf(qint64 pid)
{
    const QByteArray stat = readAll(QStringLiteral("/proc/%1/stat").arg(pid));
    return stat.mid(stat.lastIndexOf(')') + 2).split(' ').value(19).toLongLong();
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

// Every free descriptor below a lowered soft limit held, `spare` of them left free: a process
// at its ulimit -n. All given back, and the limit restored, when it goes.
class DescriptorsTaken {
public:
    explicit DescriptorsTaken(int spare)
    {
        ::getrlimit(RLIMIT_NOFILE, &m_saved);
        rlimit lowered = m_saved;
        lowered.rlim_cur = std::min<rlim_t>(m_saved.rlim_cur, 512);
        ::setrlimit(RLIMIT_NOFILE, &lowered);
        for (int fd; (fd = ::open("/dev/null", O_RDONLY | O_CLOEXEC)) >= 0;)
            m_held.append(fd);
        m_exhausted = errno == EMFILE;
        for (int i = 0; i < spare && !m_held.isEmpty(); ++i)
            ::close(m_held.takeLast());
    }
    ~DescriptorsTaken() { release(); }
    DescriptorsTaken(const DescriptorsTaken&) = delete;
    DescriptorsTaken& operator=(const DescriptorsTaken&) = delete;
    void release()
    {
        for (int fd : std::as_const(m_held))
            ::close(fd);
        m_held.clear();
        ::setrlimit(RLIMIT_NOFILE, &m_saved);
    }
    bool exhausted() const { return m_exhausted; }

private:
    rlimit m_saved {};
    QList<int> m_held;
    bool m_exhausted = false;
};

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
    void processIdentity_data();
    void processIdentity();
    void removesOnlyWhatTheRunListed_data();
    void removesOnlyWhatTheRunListed();
    void killedRunIsCleanedOnlyOfItsOwnFiles();
    void unreadableLeftoverIsNamed();
    void tooManyOpenFilesIsNamed_data();
    void tooManyOpenFilesIsNamed();

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
    if (m_live.state() != QProcess::NotRunning) {
        m_live.kill();
        QVERIFY(m_live.waitForFinished());
    }
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
    // The engine never makes a symlink: one in there is someone else's, so nothing is removed.
    QTest::addRow("dead PID, stream file is a symlink to a victim")
        << QStringLiteral("dead+symlink") << true << false << false << QStringLiteral("did not create");
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
        // An older version's run (no file list): its file is recognised by the data it holds.
        QVERIFY(writeFile(runPath + QStringLiteral("/stream-0000.dat"), enginePattern(4096)));
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
    // Quoted for the shell it is pasted into (a space, a quote or a $ in the name).
    QVERIFY2(
        r.err.contains(QStringLiteral("--clean-leftovers ") + Remote::shellQuote(target.path())), qPrintable(r.err));
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
            && writeFile(t.filePath(name + QStringLiteral("/stream-0000.dat")), enginePattern(8192));
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
        // What tells this process apart from one of another boot or container with its PID.
        QCOMPARE(o.value(QLatin1String("boot_id")).toString(), ourBootId());
        QCOMPARE(
            quint64(o.value(QLatin1String("pid_ns")).toDouble()), pidNamespaceOf(QCoreApplication::applicationPid()));
        QCOMPARE(
            qint64(o.value(QLatin1String("start_ticks")).toDouble()), startTicksOf(QCoreApplication::applicationPid()));
        QVERIFY(QFileInfo(d->path() + QLatin1Char('/') + QLatin1String(RunDirectory::kFilesName)).isFile());
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

void TestSafetyLeftovers::processIdentity_data()
{
    QTest::addColumn<QString>("who");
    QTest::addColumn<bool>("running");
    QTest::addRow("another boot, a PID that is alive here") << QStringLiteral("other-boot") << false;
    QTest::addRow("this boot, live PID, its start time") << QStringLiteral("live") << true;
    QTest::addRow("this boot, live PID, another start time (PID reused)") << QStringLiteral("reused") << false;
    QTest::addRow("this boot, another PID namespace with a live process (a container)")
        << QStringLiteral("container") << true;
    // Provably gone only when every process's namespace can be seen (the initial namespace,
    // and no /proc/PID/ns/pid hidden from us, as a hardened kernel may hide PID 1's).
    QTest::addRow("this boot, another PID namespace with no process left")
        << QStringLiteral("gone-namespace") << !everyPidNamespaceVisible();
    QTest::addRow("older marker (PID only), dead PID") << QStringLiteral("old-dead") << false;
    QTest::addRow("older marker (PID only), live PID") << QStringLiteral("old-live") << true;
}

void TestSafetyLeftovers::processIdentity()
{
    // The marker tells a run apart by boot, PID namespace, PID and the process's start time:
    // only a run that is provably over is removed; one that might be alive is kept.
    QFETCH(QString, who);
    QFETCH(bool, running);
    const QString boot = ourBootId();
    const quint64 ns = pidNamespaceOf(QCoreApplication::applicationPid());
    const qint64 live = m_live.processId();
    QByteArray markerBytes;
    QProcess container;
    if (who == QLatin1String("other-boot")) {
        markerBytes
            = identityMarker(live, QStringLiteral("00000000-0000-0000-0000-000000000000"), ns, startTicksOf(live));
    } else if (who == QLatin1String("live")) {
        markerBytes = identityMarker(live, boot, ns, startTicksOf(live));
    } else if (who == QLatin1String("reused")) {
        markerBytes = identityMarker(live, boot, ns, startTicksOf(live) + 1);
    } else if (who == QLatin1String("container")) {
        const QString unshare = findTool(QStringLiteral("unshare"));
        if (unshare.isEmpty() || ::geteuid() != 0)
            QSKIP("a PID namespace of its own needs root and unshare (util-linux)");
        container.start(unshare,
            { QStringLiteral("--pid"), QStringLiteral("--fork"), QStringLiteral("--kill-child"),
                QStringLiteral("sleep"), QStringLiteral("60") });
        QVERIFY(container.waitForStarted());
        // Its child, PID 1 of the new namespace, exists once unshare has forked it.
        quint64 theirs = 0;
        for (int i = 0; i < 500 && !theirs; ++i) {
            const QByteArray children
                = readAll(QStringLiteral("/proc/%1/task/%1/children").arg(container.processId())).trimmed();
            if (!children.isEmpty())
                theirs = pidNamespaceOf(children.split(' ').first().toLongLong());
            if (!theirs && container.waitForFinished(10))
                break; // it ended: no namespace to look into
        }
        QVERIFY(theirs != 0 && theirs != ns);
        // In there the run is PID 1; here that number means something else entirely, and a
        // dead-looking number must not matter either.
        markerBytes = identityMarker(deadPid(), boot, theirs, 12345);
    } else if (who == QLatin1String("gone-namespace")) {
        markerBytes = identityMarker(deadPid(), boot, 1, 12345); // no process has namespace inode 1
    } else if (who == QLatin1String("old-dead")) {
        markerBytes = marker(QString::number(deadPid()));
    } else if (who == QLatin1String("old-live")) {
        markerBytes = marker(QString::number(live));
    }
    QTemporaryDir target;
    QVERIFY(target.isValid());
    const QString run = QDir(target.path()).filePath(kRun);
    QVERIFY(QDir().mkpath(run));
    QVERIFY(writeFile(run + QLatin1Char('/') + QLatin1String(RunDirectory::kMarkerName), markerBytes));
    QVERIFY(writeFile(run + QStringLiteral("/stream-0000.dat"), enginePattern(4096)));
    const auto before = snapshot(target.path());

    const auto found = RunDirectory::findLeftovers(target.path());
    QCOMPARE(found.size(), 1);
    QCOMPARE(found[0].processRunning, running);
    QString error;
    QCOMPARE(RunDirectory::removeLeftover(run, &error), !running);
    if (running) {
        QVERIFY2(error.contains(QLatin1String("still going")), qPrintable(error));
        QVERIFY2(snapshot(target.path()) == before, qPrintable(diff(before, snapshot(target.path()))));
    } else {
        QVERIFY(!QFileInfo::exists(run));
    }
    if (container.state() == QProcess::Running) {
        container.kill();
        QVERIFY(container.waitForFinished());
    }
}

void TestSafetyLeftovers::removesOnlyWhatTheRunListed_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("kept"); // the name a refusal names; empty: removed
    QTest::addRow("every file listed") << QStringLiteral("listed") << QString();
    QTest::addRow("a user's stream-0005.dat, not listed")
        << QStringLiteral("user-file") << QStringLiteral("stream-0005.dat");
    QTest::addRow("a listed name now holding another file")
        << QStringLiteral("replaced") << QStringLiteral("stream-0000.dat");
    QTest::addRow("older run: a user's file named like the engine's")
        << QStringLiteral("old-user-file") << QStringLiteral("stream-0005.dat");
    QTest::addRow("older run: an empty stream file")
        << QStringLiteral("old-empty") << QStringLiteral("stream-0000.dat");
}

void TestSafetyLeftovers::removesOnlyWhatTheRunListed()
{
    // A dead run's directory (another boot): removed only when every file in it is one the
    // run listed with its inode; for older runs without a list, only files holding the
    // engine's data. Otherwise nothing is touched and the refusal names the stranger.
    QFETCH(QString, setup);
    QFETCH(QString, kept);
    QTemporaryDir target;
    QVERIFY(target.isValid());
    const QString run = QDir(target.path()).filePath(kRun);
    QVERIFY(QDir().mkpath(run));
    const bool old = setup.startsWith(QLatin1String("old-"));
    QVERIFY(writeFile(run + QLatin1Char('/') + QLatin1String(RunDirectory::kMarkerName),
        old ? marker(QString::number(deadPid()))
            : identityMarker(4242, QStringLiteral("00000000-0000-0000-0000-000000000000"), 1, 1)));
    const QString file = run + QStringLiteral("/stream-0000.dat");
    QVERIFY(writeFile(file, old && setup == QLatin1String("old-empty") ? QByteArray() : enginePattern(8192)));
    if (!old) {
        QVERIFY(writeFile(run + QLatin1Char('/') + QLatin1String(RunDirectory::kFilesName),
            QByteArray::number(inodeOf(file)) + " stream-0000.dat\n"));
    }
    if (setup == QLatin1String("user-file") || setup == QLatin1String("old-user-file"))
        QVERIFY(writeFile(run + QStringLiteral("/stream-0005.dat"), "a user's recording\n"));
    if (setup == QLatin1String("replaced")) {
        // Same name, another file: the listed inode is gone (a second file holds it open, so
        // the new file cannot reuse its inode number).
        QFile hold(file);
        QVERIFY(hold.open(QIODevice::ReadOnly));
        QVERIFY(QFile::remove(file));
        QVERIFY(writeFile(file, enginePattern(8192)));
        hold.close();
    }
    const auto before = snapshot(target.path());
    QString error;
    const bool removed = RunDirectory::removeLeftover(run, &error);
    QCOMPARE(removed, kept.isEmpty());
    if (removed) {
        QVERIFY(!QFileInfo::exists(run));
    } else {
        QVERIFY2(error.contains(kept), qPrintable(error));
        QVERIFY2(error.contains(run), qPrintable(error));
        QVERIFY2(snapshot(target.path()) == before, qPrintable(diff(before, snapshot(target.path()))));
    }
}

void TestSafetyLeftovers::killedRunIsCleanedOnlyOfItsOwnFiles()
{
    // The real thing: a CLI run killed with SIGKILL leaves its directory with its file list.
    // A user's file put in there later stops --clean-leftovers (named, nothing touched); once
    // it is gone, the run's own files go.
    QTemporaryDir target;
    QVERIFY(target.isValid());
    QProcess cli;
    cli.start(QStringLiteral(STREAMSCOPE_CLI),
        { QStringLiteral("--dir"), target.path(), QStringLiteral("--streams"), QStringLiteral("2"),
            QStringLiteral("--block"), QStringLiteral("4k"), QStringLiteral("--rate"), QStringLiteral("64k/s"),
            QStringLiteral("--buffer"), QStringLiteral("1M"), QStringLiteral("--duration"), QStringLiteral("1h"),
            QStringLiteral("--space-margin"), QStringLiteral("0") });
    QVERIFY(cli.waitForStarted());
    QString run;
    for (int i = 0; i < 6000 && run.isEmpty() && cli.state() == QProcess::Running; ++i) {
        const QStringList dirs
            = QDir(target.path())
                  .entryList({ QLatin1String(RunDirectory::kPrefix) + QLatin1Char('*') }, QDir::Dirs | QDir::Hidden);
        if (!dirs.isEmpty()) {
            const QString candidate = QDir(target.path()).filePath(dirs.first());
            if (QFileInfo::exists(candidate + QStringLiteral("/stream-0001.dat")))
                run = candidate;
        }
        if (run.isEmpty() && cli.waitForFinished(20))
            break; // it ended before its run directory was seen
    }
    QVERIFY2(!run.isEmpty(), cli.readAllStandardError().constData());
    QCOMPARE(::kill(pid_t(cli.processId()), SIGKILL), 0);
    QVERIFY(cli.waitForFinished());
    QVERIFY(QFileInfo::exists(run)); // a true leftover

    QVERIFY(writeFile(run + QStringLiteral("/stream-0005.dat"), "a user's recording\n"));
    const auto before = snapshot(target.path());
    CliResult r = runCli({ QStringLiteral("--clean-leftovers"), target.path() });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("stream-0005.dat")), qPrintable(r.err));
    QVERIFY2(snapshot(target.path()) == before, qPrintable(diff(before, snapshot(target.path()))));

    QVERIFY(QFile::remove(run + QStringLiteral("/stream-0005.dat")));
    r = runCli({ QStringLiteral("--clean-leftovers"), target.path() });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QLatin1String("removed ") + run), qPrintable(r.out));
    QVERIFY(QDir(target.path()).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot));
}

void TestSafetyLeftovers::unreadableLeftoverIsNamed()
{
    // Another user's run directory (0700) cannot be looked into: --clean-leftovers says so
    // and exits 1 instead of passing over it in silence.
    QTemporaryDir target;
    QVERIFY(target.isValid());
    const QString run = QDir(target.path()).filePath(kRun);
    QVERIFY(QDir().mkpath(run));
    QVERIFY(writeFile(
        run + QLatin1Char('/') + QLatin1String(RunDirectory::kMarkerName), marker(QString::number(deadPid()))));
    QString missing;
    const QStringList prefix = asAnotherUser(&missing);
    if (!missing.isEmpty())
        QSKIP(qPrintable(missing));
    if (::geteuid() == 0) {
        QVERIFY(QFile::setPermissions(target.path(),
            QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther));
        QVERIFY(QFile::setPermissions(run, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    } else {
        QVERIFY(QFile::setPermissions(run, QFileDevice::Permissions()));
    }
    const auto before = snapshot(target.path());
    const CliResult r = runCli({ QStringLiteral("--clean-leftovers"), target.path() }, 30000, prefix);
    if (::geteuid() != 0)
        QFile::setPermissions(run, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("cannot look into ") + run), qPrintable(r.err));
    QVERIFY2(snapshot(target.path()) == before, qPrintable(diff(before, snapshot(target.path()))));
}

void TestSafetyLeftovers::tooManyOpenFilesIsNamed_data()
{
    QTest::addColumn<int>("spare"); // descriptors left free
    QTest::addColumn<bool>("inTheRun"); // the run directory, not the target, could not be looked into
    // Each used to read "0 leftover run directories removed", as if the target had been looked at.
    QTest::addRow("the target cannot be opened") << 0 << false;
    QTest::addRow("the target cannot be listed") << 1 << false;
    QTest::addRow("the run's marker cannot be opened") << 2 << true;
}

void TestSafetyLeftovers::tooManyOpenFilesIsNamed()
{
    QFETCH(int, spare);
    QFETCH(bool, inTheRun);
    QTemporaryDir target;
    const QString run = QDir(target.path()).filePath(kRun);
    QVERIFY(QDir().mkpath(run));
    QVERIFY(writeFile(
        run + QLatin1Char('/') + QLatin1String(RunDirectory::kMarkerName), marker(QString::number(deadPid()))));
    const auto before = snapshot(target.path());
    DescriptorsTaken taken(spare);
    const RunDirectory::CleanResult result = RunDirectory::cleanLeftovers(target.path());
    const bool exhausted = taken.exhausted();
    taken.release();
    QVERIFY(exhausted);
    const QString problems = result.problems.join(QLatin1Char('\n'));
    QCOMPARE(result.removed, 0);
    QVERIFY2(
        problems.contains(QLatin1String("cannot look into ") + (inTheRun ? run : target.path())), qPrintable(problems));
    QVERIFY2(problems.contains(QLatin1String("Too many open files (EMFILE)")), qPrintable(problems));
    // Not the advice for another user's directory: the cause is this process's limit.
    QVERIFY2(!problems.contains(QLatin1String("as its owner or as root")), qPrintable(problems));
    QVERIFY2(snapshot(target.path()) == before, qPrintable(diff(before, snapshot(target.path()))));
}

QTEST_GUILESS_MAIN(TestSafetyLeftovers)
#include "tst_safety_leftovers.moc"
