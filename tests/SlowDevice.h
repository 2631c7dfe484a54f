#pragma once

// A real device made slow for a test, the C++ twin of scripts/slow-device: its writes held to a
// fixed rate and, optionally, its own dirty-page limit lowered so that the page cache in front
// of it fills in seconds. Every setting it changes is put back when it goes, whatever happened
// (a failed QVERIFY returns through it). The filesystem itself comes from Safety::Mounts (ext4
// on a loop device in a private mount namespace); declare the Settings after the Mounts, so
// that they are undone first.
//
// Two ways to hold the writes, the first one the machine has:
// - cgroup v1: a rule in the ROOT blkio cgroup naming only the device's MAJ:MIN. With v1 the
//   flusher threads write buffered data back on behalf of the root cgroup, so a rule in a child
//   cgroup would hold only the writer's own synchronous I/O. Every writer is held; enter() has
//   nothing to do.
// - cgroup v2: a private child cgroup under the cgroup2 mount with `MAJ:MIN wbps=N` in its
//   io.max. v2 charges buffered writeback to the cgroup that dirtied the pages, but only where
//   both the io and the memory controller are enabled for it, so both are switched on in the
//   parent's cgroup.subtree_control when they are not yet (and off again afterwards). Only the
//   processes in the child are held: the test puts itself (enter()) or the CLI it starts
//   (enterFromChild() in a QProcess child modifier) there. The parent is the mount's root:
//   the root cgroup may hold processes and enable controllers for children at once, which
//   cgroup v2's "no internal processes" rule forbids every other cgroup.
// The machine's controllers are never mounted, unmounted or rebound.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QStringList>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <functional>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include <vector>

namespace SlowDevice {

inline QByteArray readSetting(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll().trimmed() : QByteArray();
}

inline bool writeSetting(const QString& path, const QByteArray& value)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Unbuffered) && f.write(value) == value.size();
}

// "7:3" of the filesystem mounted on `dir`.
inline QString deviceOf(const QString& dir)
{
    struct stat st { };
    if (::stat(QFile::encodeName(dir).constData(), &st) != 0)
        return {};
    return QStringLiteral("%1:%2").arg(major(st.st_dev)).arg(minor(st.st_dev));
}

// The skip message of a real-kernel proof that cannot run on this machine. tests/run-qtest.sh
// lets it pass under STREAMSCOPE_STRICT_SKIPS=1 and fails it under STREAMSCOPE_REQUIRE_PROOFS=1,
// so the prefix must stay exactly this.
inline QByteArray notProvenHere(const QString& what, const QString& why)
{
    return QStringLiteral("not proven here: %1 (%2)").arg(what, why).toUtf8();
}

// The cgroup (and sysfs) files as the helper touches them. This one is the kernel's; a test
// replaces it with a scripted tree in a temporary directory that answers like the kernel.
class CgroupFs {
public:
    virtual ~CgroupFs() = default;
    virtual QByteArray read(const QString& path) { return readSetting(path); }
    virtual bool write(const QString& path, const QByteArray& value) { return writeSetting(path, value); }
    virtual bool exists(const QString& path) { return QFileInfo::exists(path); }
    virtual bool makeDir(const QString& path) { return ::mkdir(QFile::encodeName(path).constData(), 0755) == 0; }
    // A cgroup directory goes with its files: rmdir(2), which fails while processes are in it.
    virtual bool removeDir(const QString& path) { return ::rmdir(QFile::encodeName(path).constData()) == 0; }
    // The cgroup v2 path of `pid` below the cgroup2 mount ("/user.slice/…"): /proc/PID/cgroup's
    // "0::" line. Empty when it is gone.
    virtual QString cgroupOf(pid_t pid)
    {
        const QByteArray all = readSetting(QStringLiteral("/proc/%1/cgroup").arg(pid));
        for (const QByteArray& line : all.split('\n')) {
            if (line.startsWith("0::"))
                return QString::fromUtf8(line.mid(3));
        }
        return {};
    }
};

// Where the machine's cgroup hierarchies are mounted.
struct Cgroups {
    QString v1Throttle; // blkio.throttle.write_bps_device of the v1 blkio root; empty: none
    QString v2Root; // the cgroup2 mount; empty: none
    CgroupFs* fs = nullptr; // nullptr: the kernel's

    // From /proc/self/mountinfo's text: "ID PARENT MAJ:MIN ROOT MOUNTPOINT OPTIONS [TAGS] -
    // FSTYPE SOURCE SUPEROPTIONS", the mount point with octal escapes (\040 for a space).
    static Cgroups fromMountInfo(const QByteArray& text)
    {
        Cgroups found;
        for (const QByteArray& line : text.split('\n')) {
            const QList<QByteArray> fields = line.split(' ');
            const qsizetype dash = fields.indexOf("-");
            if (fields.size() < 5 || dash < 0 || dash + 3 >= fields.size())
                continue;
            QByteArray mountPoint = fields[4];
            for (qsizetype i = mountPoint.indexOf('\\'); i >= 0 && i + 3 < mountPoint.size();
                 i = mountPoint.indexOf('\\', i + 1))
                mountPoint.replace(i, 4, QByteArray(1, char(mountPoint.mid(i + 1, 3).toInt(nullptr, 8))));
            const QString dir = QFile::decodeName(mountPoint);
            const QByteArray& type = fields[dash + 1];
            if (type == "cgroup2" && found.v2Root.isEmpty())
                found.v2Root = dir;
            else if (type == "cgroup" && fields[dash + 3].split(',').contains("blkio") && found.v1Throttle.isEmpty())
                found.v1Throttle = dir + QStringLiteral("/blkio.throttle.write_bps_device");
        }
        return found;
    }
    static Cgroups ofThisMachine() { return fromMountInfo(readSetting(QStringLiteral("/proc/self/mountinfo"))); }
};

inline QList<QByteArray> words(const QByteArray& text)
{
    return text.simplified().split(' ');
}

// The settings one test changed, put back in reverse order.
class Settings {
public:
    enum class Outcome {
        Slowed,
        Unavailable, // this machine cannot do it (the reason says why): a "not proven here" skip
        Failed, // it should have worked: a failure
    };

    explicit Settings(Cgroups cgroups = Cgroups::ofThisMachine())
        : m_cgroups(std::move(cgroups))
        , m_fs(m_cgroups.fs ? m_cgroups.fs : &m_kernel)
    { }
    ~Settings() { clear(); }
    Settings(const Settings&) = delete;
    Settings& operator=(const Settings&) = delete;

    // Puts everything back now.
    void clear()
    {
        while (!m_undo.empty()) {
            const std::function<void()> undo = std::move(m_undo.back());
            m_undo.pop_back();
            undo();
        }
        m_procs.clear();
    }

    // Writes `value` to `path` after taking a guard that writes `restore` back (to
    // `restorePath` when given: max_bytes of a bdi is stored as max_ratio). False when
    // `restore` is empty (it could not be read, so it could not be put back) or the write fails.
    bool set(const QString& path, const QByteArray& value, const QByteArray& restore, const QString& restorePath = {})
    {
        if (restore.isEmpty())
            return false;
        const QString back = restorePath.isEmpty() ? path : restorePath;
        m_undo.push_back([this, back, restore] {
            if (!m_fs->write(back, restore))
                qWarning("could not restore %s to %s", qPrintable(back), restore.constData());
        });
        return m_fs->write(path, value);
    }

    // Whether this machine can hold a device's writes at all, and why not.
    static bool available(const Cgroups& cgroups, QString* reason)
    {
        Settings probe(cgroups);
        return probe.v1() || probe.v2Controllers(reason);
    }

    // Holds the writes of the device under `dir` to `bytesPerSecond` and, when bdiMaxBytes > 0,
    // limits its dirty pages to that many bytes with strict_limit (binding below the global
    // freerun ceiling). With cgroup v2 only the processes put into its cgroup are held.
    Outcome slowDown(const QString& dir, qint64 bytesPerSecond, qint64 bdiMaxBytes, QString* reason)
    {
        const QString device = deviceOf(dir);
        if (device.isEmpty()) {
            *reason = QStringLiteral("cannot stat %1").arg(dir);
            return Outcome::Failed;
        }
        if (!v1() && !v2Controllers(reason))
            return Outcome::Unavailable;
        if (bdiMaxBytes > 0) {
            const QString bdi = QStringLiteral("/sys/class/bdi/%1/").arg(device);
            if (!m_fs->exists(bdi + QStringLiteral("max_bytes"))
                || !m_fs->exists(bdi + QStringLiteral("strict_limit"))) {
                *reason = QStringLiteral(
                    "this kernel has no per-device dirty limit (bdi max_bytes and strict_limit came with 6.2)");
                return Outcome::Unavailable;
            }
            if (!set(bdi + QStringLiteral("max_bytes"), QByteArray::number(bdiMaxBytes),
                    m_fs->read(bdi + QStringLiteral("max_ratio")), bdi + QStringLiteral("max_ratio"))
                || !set(bdi + QStringLiteral("strict_limit"), "1", m_fs->read(bdi + QStringLiteral("strict_limit")))) {
                *reason = QStringLiteral("cannot set the dirty limit of %1").arg(device);
                return Outcome::Failed;
            }
        }
        if (v1()) {
            if (set(m_cgroups.v1Throttle, QStringLiteral("%1 %2").arg(device).arg(bytesPerSecond).toLatin1(),
                    QStringLiteral("%1 0").arg(device).toLatin1()))
                return Outcome::Slowed;
            *reason = QStringLiteral("cannot throttle the writes of %1 in %2").arg(device, m_cgroups.v1Throttle);
            return Outcome::Failed;
        }
        return throttleInChild(device, bytesPerSecond, reason);
    }

    // Moves `pid` (0: this process, all its threads) into the cgroup whose writes are held, and
    // back where it was on clear(). True without doing anything with cgroup v1, where every
    // writer is held already.
    bool enter(pid_t pid, QString* reason)
    {
        if (m_procs.isEmpty())
            return true;
        if (pid == 0)
            pid = ::getpid();
        const QString from = m_fs->cgroupOf(pid);
        if (from.isEmpty() || !m_fs->write(m_procs, QByteArray::number(pid))) {
            *reason = QStringLiteral("cannot move process %1 into %2").arg(pid).arg(m_procs);
            return false;
        }
        const QString back = procsOf(from);
        m_undo.push_back([this, pid, back] {
            // A process that has ended has left every cgroup on its own.
            if (!m_fs->write(back, QByteArray::number(pid)) && ::kill(pid, 0) == 0)
                qWarning("could not move process %d back to %s", int(pid), qPrintable(back));
        });
        return true;
    }

    // The cgroup.procs a child process writes itself into before it execs (enterFromChild());
    // empty with cgroup v1 or before slowDown().
    QByteArray childProcsFile() const { return QFile::encodeName(m_procs); }

    // For QProcess::setChildProcessModifier: between fork and exec, so only system calls.
    // Writing "0" moves the writer itself. A child that cannot enter does not run unthrottled:
    // it exits 125 with a line on its stderr.
    static void enterFromChild(const QByteArray& procsFile)
    {
        if (procsFile.isEmpty())
            return;
        const int fd = ::open(procsFile.constData(), O_WRONLY | O_CLOEXEC);
        if (fd < 0 || ::write(fd, "0", 1) != 1) {
            static const char message[] = "SlowDevice: could not enter the throttled cgroup\n";
            [[maybe_unused]] const ssize_t n = ::write(STDERR_FILENO, message, sizeof message - 1);
            ::_exit(125);
        }
        ::close(fd);
    }

    // The child cgroup (empty with cgroup v1).
    QString cgroup() const { return m_procs.isEmpty() ? QString() : QFileInfo(m_procs).path(); }

private:
    bool v1() { return !m_cgroups.v1Throttle.isEmpty() && m_fs->exists(m_cgroups.v1Throttle); }
    QString file(const QString& name) const { return m_cgroups.v2Root + QLatin1Char('/') + name; }
    QString procsOf(const QString& cgroupPath) const
    {
        return QDir::cleanPath(m_cgroups.v2Root + QLatin1Char('/') + cgroupPath + QStringLiteral("/cgroup.procs"));
    }

    // Whether the cgroup2 root offers both controllers a held writeback needs.
    bool v2Controllers(QString* reason)
    {
        const QString none = QStringLiteral("needs a cgroup v1 blkio throttle or a cgroup v2 io controller: ");
        if (m_cgroups.v2Root.isEmpty()) {
            *reason = none + QStringLiteral("no blkio.throttle.write_bps_device and no cgroup2 mount");
            return false;
        }
        const QList<QByteArray> offered = words(m_fs->read(file(QStringLiteral("cgroup.controllers"))));
        if (!offered.contains("io")) {
            *reason = none
                + QStringLiteral(
                    "no blkio.throttle.write_bps_device, and the cgroup2 mount %1 offers only '%2' (the io "
                    "controller is bound to cgroup v1 here, or not built)")
                      .arg(m_cgroups.v2Root, QString::fromLatin1(offered.join(' ')));
            return false;
        }
        if (!offered.contains("memory")) {
            *reason = none
                + QStringLiteral("the cgroup2 mount %1 has io but no memory controller, without which buffered "
                                 "writeback is not charged to the writer's cgroup")
                      .arg(m_cgroups.v2Root);
            return false;
        }
        return true;
    }

    Outcome throttleInChild(const QString& device, qint64 bytesPerSecond, QString* reason)
    {
        const QString subtree = file(QStringLiteral("cgroup.subtree_control"));
        const QList<QByteArray> enabled = words(m_fs->read(subtree));
        QList<QByteArray> toEnable;
        for (const char* controller : { "io", "memory" }) {
            if (!enabled.contains(controller))
                toEnable.append(QByteArray(controller));
        }
        // cgroup.type exists in every cgroup but the real root (a cgroup namespace's root is
        // not the real one): such a cgroup may hand controllers to children only while it
        // holds no process itself.
        if (!toEnable.isEmpty() && m_fs->exists(file(QStringLiteral("cgroup.type")))
            && !m_fs->read(file(QStringLiteral("cgroup.procs"))).isEmpty()) {
            *reason = QStringLiteral("the cgroup2 mount %1 is not the root cgroup and holds processes, so cgroup v2's "
                                     "\"no internal processes\" rule forbids enabling %2 for a child there")
                          .arg(m_cgroups.v2Root, QString::fromLatin1(toEnable.join(" and ")));
            return Outcome::Unavailable;
        }
        for (const QByteArray& controller : toEnable) {
            if (!m_fs->write(subtree, "+" + controller)) {
                *reason = QStringLiteral("cannot enable %1 in %2: %3")
                              .arg(QString::fromLatin1(controller), subtree, QString::fromLocal8Bit(strerror(errno)));
                return Outcome::Failed;
            }
            m_undo.push_back([this, subtree, controller] {
                if (!m_fs->write(subtree, "-" + controller))
                    qWarning("could not disable %s again in %s", controller.constData(), qPrintable(subtree));
            });
        }
        const QString home = procsOf(m_fs->cgroupOf(::getpid()));
        static int made = 0;
        const QString child = file(QStringLiteral("streamscope-slow-%1-%2").arg(::getpid()).arg(++made));
        if (!m_fs->makeDir(child)) {
            *reason
                = QStringLiteral("cannot create the cgroup %1: %2").arg(child, QString::fromLocal8Bit(strerror(errno)));
            return Outcome::Failed;
        }
        m_undo.push_back([this, child, home] { removeCgroup(child, home); });
        const QString ioMax = child + QStringLiteral("/io.max");
        if (!set(ioMax, QStringLiteral("%1 wbps=%2").arg(device).arg(bytesPerSecond).toLatin1(),
                QStringLiteral("%1 wbps=max").arg(device).toLatin1())) {
            *reason = QStringLiteral("cannot write %1 to %2").arg(device, ioMax);
            return Outcome::Failed;
        }
        m_procs = child + QStringLiteral("/cgroup.procs");
        return Outcome::Slowed;
    }

    // rmdir works only on an empty cgroup: whatever is still in it (a child process the test
    // started and did not wait for) moves to this process's own cgroup first. A process that
    // has just been reaped may still be listed for a moment, hence the retries.
    void removeCgroup(const QString& child, const QString& home)
    {
        const QString procs = child + QStringLiteral("/cgroup.procs");
        for (int attempt = 0; attempt < 50; ++attempt) {
            for (const QByteArray& pid : words(m_fs->read(procs))) {
                if (!pid.isEmpty())
                    m_fs->write(home, pid);
            }
            if (m_fs->removeDir(child))
                return;
            ::usleep(20'000);
        }
        qWarning("could not remove the cgroup %s: %s", qPrintable(child), strerror(errno));
    }

    Cgroups m_cgroups;
    CgroupFs m_kernel;
    CgroupFs* m_fs;
    QString m_procs; // cgroup.procs of the child cgroup (v2 only)
    std::vector<std::function<void()>> m_undo;
};

} // namespace SlowDevice
