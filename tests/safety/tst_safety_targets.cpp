// Hostile targets: places a benchmark must refuse (missing, not a directory, read-only,
// pseudo filesystems, symlinks to any of those), and attacks on the run directory while it
// is in use (a symlink or hard link planted where the engine is about to open a file; the
// run directory swapped for a symlink). Each is refused or harmless; the victim files never
// change.
#include "Engine.h"
#include "FaultInjectingBackend.h"
#include "RunDirectory.h"
#include "SafetySupport.h"

#include <QTemporaryDir>
#include <QTest>
#include <mutex>

using namespace Safety;

namespace {

RunConfig smallConfig(const QString& dir)
{
    RunConfig c;
    c.targetDirs = { dir };
    c.streamCounts = { 1 };
    c.sizePerStream = 256 * kKiB;
    c.totalSize = 0;
    c.blockSize = 64 * kKiB;
    c.intervalNs = 20'000'000;
    return c;
}

RunReport runEngine(const RunConfig& config, IoBackend& backend, RunObserver* observer = nullptr)
{
    Engine engine(backend, observer, EngineOptions { 0, false });
    return engine.run(config);
}

// An attacker with the same rights as the user, racing the engine inside its run directory:
// just before the engine opens stream-0000.dat, the name is replaced.
class AttackingBackend final : public IoBackend {
public:
    enum class Attack { PrecreateSymlink, SwapForSymlink, SwapForHardLink };
    AttackingBackend(Attack attack, QString victim, int reopenAccess)
        : m_attack(attack)
        , m_victim(QFile::encodeName(victim))
        , m_reopenAccess(reopenAccess)
    { }

    int openAt(int dirFd, const char* name, int flags, mode_t mode) override
    {
        if (!m_done && std::strcmp(name, "stream-0000.dat") == 0) {
            const bool creating = flags & O_CREAT;
            if (m_attack == Attack::PrecreateSymlink && creating) {
                m_done = true;
                m_attacked = ::symlinkat(m_victim.constData(), dirFd, name) == 0;
            } else if (m_attack != Attack::PrecreateSymlink && !creating && (flags & O_ACCMODE) == m_reopenAccess) {
                m_done = true;
                m_attacked = ::unlinkat(dirFd, name, 0) == 0
                    && (m_attack == Attack::SwapForSymlink
                            ? ::symlinkat(m_victim.constData(), dirFd, name) == 0
                            : ::linkat(AT_FDCWD, m_victim.constData(), dirFd, name, 0) == 0);
            }
        }
        return m_real.openAt(dirFd, name, flags, mode);
    }
    ssize_t pwrite(int fd, const void* b, size_t n, off_t o) override { return m_real.pwrite(fd, b, n, o); }
    ssize_t pread(int fd, void* b, size_t n, off_t o) override { return m_real.pread(fd, b, n, o); }
    int fdatasync(int fd) override { return m_real.fdatasync(fd); }
    int fallocate(int fd, off_t length) override { return m_real.fallocate(fd, length); }
    int dropCache(int fd) override { return m_real.dropCache(fd); }
    int close(int fd) override { return m_real.close(fd); }

    bool attacked() const { return m_attacked; }

private:
    PosixIoBackend m_real;
    Attack m_attack;
    QByteArray m_victim;
    int m_reopenAccess;
    bool m_done = false;
    bool m_attacked = false;
};

QString engineRunDirIn(const QString& target)
{
    const QStringList runs = QDir(target).entryList(
        { QStringLiteral(".streamscope-run-*") }, QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot | QDir::NoSymLinks);
    for (const QString& r : runs) {
        if (r != QLatin1String(".streamscope-run-mine"))
            return r;
    }
    return {};
}

} // namespace

class TestSafetyTargets : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void refusedTargets_data();
    void refusedTargets();
    void readOnlyTargets_data();
    void readOnlyTargets();
    void unwritableForAnotherUser_data();
    void unwritableForAnotherUser();
    void plantedLinksInTheRunDirectory_data();
    void plantedLinksInTheRunDirectory();
    void runDirectorySwappedForASymlink();
    void pseudoFilesystemsElsewhere_data();
    void pseudoFilesystemsElsewhere();
    void targetSymlinkSwappedAfterTheChecks();
};

void TestSafetyTargets::refusedTargets_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expected");
    QTest::addRow("missing") << QStringLiteral("missing") << QStringLiteral("does not exist");
    QTest::addRow("dangling symlink") << QStringLiteral("dangling") << QStringLiteral("does not exist");
    QTest::addRow("regular file") << QStringLiteral("file") << QStringLiteral("is not a directory");
    QTest::addRow("symlink to a file") << QStringLiteral("link-to-file") << QStringLiteral("is not a directory");
    QTest::addRow("/proc") << QStringLiteral("/proc") << QStringLiteral("inside /proc");
    QTest::addRow("/proc/sys/vm") << QStringLiteral("/proc/sys/vm") << QStringLiteral("inside /proc");
    QTest::addRow("/sys/kernel") << QStringLiteral("/sys/kernel") << QStringLiteral("inside /sys");
    QTest::addRow("/dev") << QStringLiteral("/dev") << QStringLiteral("inside /dev");
    QTest::addRow("/dev/shm") << QStringLiteral("/dev/shm") << QStringLiteral("inside /dev");
    QTest::addRow("symlink to /proc") << QStringLiteral("link-to-proc") << QStringLiteral("inside /proc");
    QTest::addRow("symlink to /sys") << QStringLiteral("link-to-sys") << QStringLiteral("inside /sys");
}

void TestSafetyTargets::refusedTargets()
{
    QFETCH(QString, kind);
    QFETCH(QString, expected);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QVERIFY(placeUserFiles(tmp.path()));
    QDir d(tmp.path());
    QString target;
    if (kind.startsWith(QLatin1Char('/'))) {
        if (!QFileInfo::exists(kind))
            QSKIP(qPrintable(kind + QStringLiteral(" does not exist on this machine")));
        target = kind;
    } else if (kind == QLatin1String("missing")) {
        target = d.filePath(QStringLiteral("does-not-exist"));
    } else if (kind == QLatin1String("dangling")) {
        target = d.filePath(QStringLiteral("dangling"));
        QVERIFY(QFile::link(d.filePath(QStringLiteral("nowhere")), target));
    } else if (kind == QLatin1String("file")) {
        target = d.filePath(QStringLiteral("notes.txt"));
    } else if (kind == QLatin1String("link-to-file")) {
        target = d.filePath(QStringLiteral("link-to-notes"));
    } else if (kind == QLatin1String("link-to-proc")) {
        target = d.filePath(QStringLiteral("proc"));
        QVERIFY(QFile::link(QStringLiteral("/proc/self"), target));
    } else if (kind == QLatin1String("link-to-sys")) {
        target = d.filePath(QStringLiteral("sys"));
        QVERIFY(QFile::link(QStringLiteral("/sys/kernel"), target));
    }
    const auto before = snapshot(tmp.path());
    const auto pseudoBefore = kind.startsWith(QLatin1Char('/')) ? QFileInfo(kind).lastModified() : QDateTime();

    PosixIoBackend backend;
    const RunReport report = runEngine(smallConfig(target), backend);
    QCOMPARE(report.status, QStringLiteral("failed"));
    QVERIFY2(report.error.contains(target), qPrintable(report.error));
    QVERIFY2(report.error.contains(expected), qPrintable(report.error));
    QCOMPARE(report.targets.value(0).passes.size(), 0); // refused before any byte was written
    const auto after = snapshot(tmp.path());
    QVERIFY2(after == before, qPrintable(diff(before, after)));
    if (kind.startsWith(QLatin1Char('/'))) {
        QCOMPARE(QFileInfo(kind).lastModified(), pseudoBefore);
        QVERIFY(RunDirectory::findLeftovers(kind).isEmpty());
    }
    // The CLI says the same, exits 1 and leaves nothing either.
    const CliResult r = runCli({ QStringLiteral("--dir"), target, QStringLiteral("--size"), QStringLiteral("256k"),
        QStringLiteral("--block"), QStringLiteral("64k"), QStringLiteral("--space-margin"), QStringLiteral("0") });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(expected), qPrintable(r.err));
    QVERIFY2(snapshot(tmp.path()) == before, qPrintable(diff(before, snapshot(tmp.path()))));
}

void TestSafetyTargets::readOnlyTargets_data()
{
    QTest::addColumn<bool>("viaSymlink");
    QTest::addRow("read-only directory") << false;
    QTest::addRow("symlink to a read-only directory") << true;
}

void TestSafetyTargets::readOnlyTargets()
{
    QFETCH(bool, viaSymlink);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString ro = QDir(tmp.path()).filePath(QStringLiteral("ro"));
    QVERIFY(QDir().mkpath(ro));
    Mounts mounts;
    QString expected;
    if (::geteuid() == 0) {
        // Root writes through 0555, so the read-only directory is a read-only filesystem.
        QString reason;
        if (!Mounts::available(&reason))
            QSKIP(qPrintable(QStringLiteral("as root, a read-only directory needs a read-only mount: ") + reason));
        QString error;
        QVERIFY2(mounts.tmpfs(ro, QStringLiteral("size=4m,mode=0755"), &error), qPrintable(error));
        QVERIFY(placeUserFiles(ro));
        QVERIFY2(mounts.remountReadOnly(ro, &error), qPrintable(error));
        expected = QStringLiteral("EROFS");
    } else {
        QVERIFY(placeUserFiles(ro));
        QVERIFY(QFile::setPermissions(ro, QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup));
        expected = QStringLiteral("EACCES");
    }
    QString target = ro;
    if (viaSymlink) {
        target = QDir(tmp.path()).filePath(QStringLiteral("link"));
        QVERIFY(QFile::link(ro, target));
    }
    const auto before = snapshot(tmp.path());
    PosixIoBackend backend;
    const RunReport report = runEngine(smallConfig(target), backend);
    QCOMPARE(report.status, QStringLiteral("failed"));
    QVERIFY2(report.error.contains(QStringLiteral("target %1 is not writable").arg(target)), qPrintable(report.error));
    QVERIFY2(report.error.contains(expected), qPrintable(report.error));
    QVERIFY2(snapshot(tmp.path()) == before, qPrintable(diff(before, snapshot(tmp.path()))));
    if (::geteuid() != 0)
        QFile::setPermissions(ro, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

void TestSafetyTargets::unwritableForAnotherUser_data()
{
    QTest::addColumn<bool>("viaSymlink");
    QTest::addRow("directory of another user") << false;
    QTest::addRow("symlink to a directory of another user") << true;
}

void TestSafetyTargets::unwritableForAnotherUser()
{
    // The realistic case: the user points at a directory (or a symlink to one) that belongs to
    // someone else. As root the CLI is run as "nobody" (setpriv); otherwise the test's own
    // user meets a directory whose write bit it lacks.
    QFETCH(bool, viaSymlink);
    QString missing;
    const QStringList prefix = asAnotherUser(&missing);
    if (!missing.isEmpty())
        QSKIP(qPrintable(missing));
    if (!prefix.isEmpty()) {
        const CliResult probe = runCli({ QStringLiteral("--version") }, 30000, prefix);
        if (probe.exitCode != 0)
            QSKIP(qPrintable(QStringLiteral("the CLI cannot run as uid 65534 here: ") + probe.err));
    }
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QVERIFY(QFile::setPermissions(tmp.path(),
        QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther | QFile::ReadGroup
            | QFile::ExeGroup));
    const QString theirs = QDir(tmp.path()).filePath(QStringLiteral("theirs"));
    QVERIFY(QDir().mkpath(theirs));
    QVERIFY(placeUserFiles(theirs));
    // Root: 0755 root-owned, not writable by nobody. Others: 0555, not writable by the owner.
    const auto perms = QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther
        | QFile::ExeOther | (::geteuid() == 0 ? QFile::WriteOwner : QFileDevice::Permissions());
    QVERIFY(QFile::setPermissions(theirs, perms));
    QString target = theirs;
    if (viaSymlink) {
        target = QDir(tmp.path()).filePath(QStringLiteral("link"));
        QVERIFY(QFile::link(theirs, target));
    }
    const auto before = snapshot(tmp.path());
    const CliResult r = runCli(
        { QStringLiteral("--dir"), target, QStringLiteral("--size"), QStringLiteral("256k"), QStringLiteral("--block"),
            QStringLiteral("64k"), QStringLiteral("--space-margin"), QStringLiteral("0") },
        60000, prefix);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("target %1 is not writable").arg(target)), qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("EACCES")), qPrintable(r.err));
    QVERIFY2(snapshot(tmp.path()) == before, qPrintable(diff(before, snapshot(tmp.path()))));
    QFile::setPermissions(theirs, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

void TestSafetyTargets::plantedLinksInTheRunDirectory_data()
{
    QTest::addColumn<int>("attack");
    QTest::addColumn<int>("prepare");
    QTest::addColumn<int>("reopenAccess");
    QTest::addColumn<QString>("expected");
    using A = AttackingBackend::Attack;
    QTest::addRow("symlink planted before create")
        << int(A::PrecreateSymlink) << int(Prepare::Truncate) << O_WRONLY << QStringLiteral("EEXIST");
    QTest::addRow("symlink swapped in before the rewrite")
        << int(A::SwapForSymlink) << int(Prepare::Existing) << O_WRONLY << QStringLiteral("ELOOP");
    QTest::addRow("symlink swapped in before the read")
        << int(A::SwapForSymlink) << int(Prepare::Truncate) << O_RDONLY << QStringLiteral("ELOOP");
    QTest::addRow("hard link swapped in before the rewrite")
        << int(A::SwapForHardLink) << int(Prepare::Existing) << O_WRONLY << QStringLiteral("replaced");
    QTest::addRow("hard link swapped in before the read")
        << int(A::SwapForHardLink) << int(Prepare::Truncate) << O_RDONLY << QStringLiteral("replaced");
}

void TestSafetyTargets::plantedLinksInTheRunDirectory()
{
    QFETCH(int, attack);
    QFETCH(int, prepare);
    QFETCH(int, reopenAccess);
    QFETCH(QString, expected);
    QTemporaryDir target;
    QTemporaryDir victimDir(QDir::tempPath() + QStringLiteral("/streamscope-victim-XXXXXX"));
    QVERIFY(target.isValid() && victimDir.isValid());
    QVERIFY(placeUserFiles(target.path()));
    const QString victim = victimDir.filePath(QStringLiteral("precious.txt"));
    QVERIFY(writeFile(victim, QByteArray(100 * 1024, 'v')));
    age(victim);
    const auto victimBefore = snapshot(victimDir.path());
    const auto targetBefore = snapshot(target.path());

    RunConfig config = smallConfig(target.path());
    config.prepare = Prepare(prepare);
    config.read = ReadOrder::Each;
    AttackingBackend backend(AttackingBackend::Attack(attack), victim, reopenAccess);
    const RunReport report = runEngine(config, backend);
    QVERIFY(backend.attacked());
    QCOMPARE(report.status, QStringLiteral("failed"));
    QVERIFY2(report.error.contains(QLatin1String("/stream-0000.dat")), qPrintable(report.error));
    QVERIFY2(report.error.contains(expected), qPrintable(report.error));
    // The victim is exactly as it was: same bytes, size, mtime, link count aside.
    const auto victimAfter = snapshot(victimDir.path());
    QVERIFY2(victimAfter == victimBefore, qPrintable(diff(victimBefore, victimAfter)));

    if (AttackingBackend::Attack(attack) == AttackingBackend::Attack::PrecreateSymlink) {
        // The planted link is not the engine's to delete: the run directory stays, with its
        // marker (so --clean-leftovers can explain it later), and the run says so.
        const QString all = report.error + QLatin1Char(' ') + report.warnings.join(QLatin1Char(' '));
        QVERIFY2(all.contains(QLatin1String("did not create")), qPrintable(all));
        const QString run = engineRunDirIn(target.path());
        QVERIFY(!run.isEmpty());
        const QDir runDir(QDir(target.path()).filePath(run));
        QVERIFY(runDir.exists(QLatin1String(RunDirectory::kMarkerName)));
        QCOMPARE(QFileInfo(runDir.filePath(QStringLiteral("stream-0000.dat"))).symLinkTarget(), victim);
        QString error;
        QVERIFY(!RunDirectory::removeLeftover(runDir.path(), &error)); // still "running": our own PID
    } else {
        const auto targetAfter = snapshot(target.path());
        QVERIFY2(targetAfter == targetBefore, qPrintable(diff(targetBefore, targetAfter)));
    }
}

void TestSafetyTargets::runDirectorySwappedForASymlink()
{
    // Mid-run, the run directory is renamed away and a symlink to a victim directory takes its
    // name. The engine works through its directory descriptor: it never writes to, and never
    // removes anything in, the victim directory.
    QTemporaryDir target;
    QTemporaryDir elsewhere(QDir::tempPath() + QStringLiteral("/streamscope-elsewhere-XXXXXX"));
    QVERIFY(target.isValid() && elsewhere.isValid());
    const QString victimDir = elsewhere.filePath(QStringLiteral("victim"));
    QVERIFY(QDir().mkpath(victimDir));
    QVERIFY(placeUserFiles(victimDir));
    QVERIFY(writeFile(QDir(victimDir).filePath(QStringLiteral("stream-0001.dat")), "victim's\n"));
    QVERIFY(writeFile(QDir(victimDir).filePath(QLatin1String(RunDirectory::kMarkerName)), "victim's\n"));
    age(QDir(victimDir).filePath(QStringLiteral("stream-0001.dat")));
    age(QDir(victimDir).filePath(QLatin1String(RunDirectory::kMarkerName)));
    const auto victimBefore = snapshot(victimDir);

    struct Swapper : RunObserver {
        QString target;
        QString victim;
        QString movedTo;
        bool swapped = false;
        void phaseStarted(int, int, PhaseKind kind, double) override
        {
            if (kind != PhaseKind::Write || swapped)
                return;
            const QString run = engineRunDirIn(target);
            const QString path = QDir(target).filePath(run);
            swapped = !run.isEmpty() && QDir().rename(path, movedTo) && QFile::link(victim, path);
        }
    } swapper;
    swapper.target = target.path();
    swapper.victim = victimDir;
    swapper.movedTo = elsewhere.filePath(QStringLiteral("moved-run"));
    RunConfig config = smallConfig(target.path());
    config.streamCounts = { 2 };
    PosixIoBackend backend;
    const RunReport report = runEngine(config, backend, &swapper);
    QVERIFY(swapper.swapped);
    // The benchmark itself went through (its files were where its descriptor pointed), but the
    // run directory could not be removed by name: that is reported, not "fixed" by following
    // the symlink.
    QCOMPARE(report.status, QStringLiteral("failed"));
    QVERIFY2(report.error.contains(QLatin1String("cannot remove the run directory")), qPrintable(report.error));
    const auto victimAfter = snapshot(victimDir);
    QVERIFY2(victimAfter == victimBefore, qPrintable(diff(victimBefore, victimAfter)));
    // The engine's files are gone from the moved directory.
    const QStringList left = QDir(swapper.movedTo).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    QVERIFY2(!left.contains(QStringLiteral("stream-0000.dat")) && !left.contains(QStringLiteral("stream-0001.dat")),
        qPrintable(left.join(QLatin1Char(' '))));
}

void TestSafetyTargets::pseudoFilesystemsElsewhere_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("type"); // empty: a bind mount of source
    QTest::addColumn<QString>("expected");
    QTest::addRow("bind mount of /dev") << QStringLiteral("/dev") << QString() << QStringLiteral("devtmpfs");
    QTest::addRow("devtmpfs mounted elsewhere")
        << QStringLiteral("devtmpfs") << QStringLiteral("devtmpfs") << QStringLiteral("devtmpfs");
    QTest::addRow("proc mounted elsewhere")
        << QStringLiteral("proc") << QStringLiteral("proc") << QStringLiteral("on proc");
    QTest::addRow("sysfs mounted elsewhere")
        << QStringLiteral("sysfs") << QStringLiteral("sysfs") << QStringLiteral("on sysfs");
    QTest::addRow("bind mount of /sys/kernel")
        << QStringLiteral("/sys/kernel") << QString() << QStringLiteral("on sysfs");
}

void TestSafetyTargets::pseudoFilesystemsElsewhere()
{
    // The filesystem is judged by the opened directory, not by where its path points: a
    // kernel filesystem mounted (or bind-mounted) below a temporary directory is refused.
    QFETCH(QString, source);
    QFETCH(QString, type);
    QFETCH(QString, expected);
    QString reason;
    if (!Mounts::available(&reason))
        QSKIP(qPrintable(reason));
    if (source.startsWith(QLatin1Char('/'))) {
        // A container may give /dev or /sys as a plain tmpfs or not at all.
        const auto mount = SysProbe::mountOf(source);
        if (!mount || !expected.endsWith(mount->fsType))
            QSKIP(qPrintable(source + QStringLiteral(" is not ") + expected + QStringLiteral(" on this machine")));
    }
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString target = QDir(tmp.path()).filePath(QStringLiteral("mnt"));
    QVERIFY(QDir().mkpath(target));
    Mounts mounts;
    QString error;
    QVERIFY2(mounts.special(source, target, type, &error), qPrintable(error));
    // These filesystems change by themselves (a process of another test comes and goes in
    // proc, a loop device appears in devtmpfs), so the check is that nothing of a run's
    // appeared: no run directory and no data file.
    const auto runEntries = [&target] {
        return QDir(target).entryList({ QStringLiteral(".streamscope*"), QStringLiteral("stream-*") },
            QDir::AllEntries | QDir::Hidden | QDir::System);
    };
    QCOMPARE(runEntries(), QStringList());

    PosixIoBackend backend;
    const RunReport report = runEngine(smallConfig(target), backend);
    QCOMPARE(report.status, QStringLiteral("failed"));
    QVERIFY2(report.error.contains(target), qPrintable(report.error));
    QVERIFY2(report.error.contains(expected), qPrintable(report.error));
    QCOMPARE(report.targets.value(0).passes.size(), 0);
    QCOMPARE(runEntries(), QStringList());

    const CliResult r = runCli({ QStringLiteral("--dir"), target, QStringLiteral("--size"), QStringLiteral("256k"),
        QStringLiteral("--block"), QStringLiteral("64k"), QStringLiteral("--space-margin"), QStringLiteral("0") });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(expected), qPrintable(r.err));
    QCOMPARE(runEntries(), QStringList());
}

void TestSafetyTargets::targetSymlinkSwappedAfterTheChecks()
{
    // The target is a symlink; once the checks have passed (targetStarted comes after them
    // and before the run directory exists) it is pointed elsewhere. The run stays in the
    // directory that was checked: everything after the checks uses the descriptor they used.
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QDir d(tmp.path());
    QVERIFY(d.mkdir(QStringLiteral("checked")) && d.mkdir(QStringLiteral("elsewhere")));
    QVERIFY(placeUserFiles(d.filePath(QStringLiteral("elsewhere"))));
    const QString link = d.filePath(QStringLiteral("target"));
    QVERIFY(QFile::link(d.filePath(QStringLiteral("checked")), link));
    const auto elsewhereBefore = snapshot(d.filePath(QStringLiteral("elsewhere")));

    class Swapper final : public RunObserver {
    public:
        QString link;
        QString elsewhere;
        QString checked;
        bool swapped = false;
        bool ranInChecked = false;
        void targetStarted(int, const SysProbe::Environment&) override
        {
            swapped = QFile::remove(link) && QFile::link(elsewhere, link);
        }
        void phaseStarted(int, int, PhaseKind, double) override
        {
            ranInChecked = ranInChecked
                || !QDir(checked)
                        .entryList(
                            { QLatin1String(RunDirectory::kPrefix) + QLatin1Char('*') }, QDir::Dirs | QDir::Hidden)
                        .isEmpty();
        }
    } swapper;
    swapper.link = link;
    swapper.elsewhere = d.filePath(QStringLiteral("elsewhere"));
    swapper.checked = d.filePath(QStringLiteral("checked"));

    PosixIoBackend backend;
    const RunReport report = runEngine(smallConfig(link), backend, &swapper);
    QVERIFY(swapper.swapped);
    QVERIFY2(report.ok(), qPrintable(report.error));
    QVERIFY(swapper.ranInChecked);
    QVERIFY2(snapshot(d.filePath(QStringLiteral("elsewhere"))) == elsewhereBefore,
        qPrintable(diff(elsewhereBefore, snapshot(d.filePath(QStringLiteral("elsewhere"))))));
    QVERIFY(
        QDir(d.filePath(QStringLiteral("checked"))).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot));
}

QTEST_GUILESS_MAIN(TestSafetyTargets)
#include "tst_safety_targets.moc"
