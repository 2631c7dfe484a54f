// Shared by the safety tests: an exact snapshot of a directory tree (what "untouched" means),
// a user's files to put in a target, private tmpfs/ext4 mounts that are always torn down, and
// running the CLI. Everything here writes only below directories the tests create.
#pragma once

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <linux/loop.h>
#include <sched.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/vfs.h>
#include <unistd.h>

namespace Safety {

constexpr qint64 kKiB = 1024;
constexpr qint64 kMiB = 1024 * 1024;

inline QString errnoString(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

// One line per entry below `dir` (not following symlinks): type, mode, size, mtime in ns,
// the link target or a hash of the content. Two equal snapshots mean nothing was created,
// removed, written, truncated, re-linked or touched.
inline void snapshotInto(const QString& dir, const QString& prefix, QMap<QString, QString>& out)
{
    DIR* d = ::opendir(QFile::encodeName(dir).constData());
    if (!d) {
        out.insert(prefix + QStringLiteral("<unreadable>"), errnoString(errno));
        return;
    }
    while (dirent* e = ::readdir(d)) {
        const QString name = QFile::decodeName(e->d_name);
        if (name == QLatin1String(".") || name == QLatin1String(".."))
            continue;
        const QString path = dir + QLatin1Char('/') + name;
        struct stat st { };
        if (::lstat(QFile::encodeName(path).constData(), &st) != 0) {
            out.insert(prefix + name, QStringLiteral("lstat failed"));
            continue;
        }
        QString line = QStringLiteral("mode=%1 size=%2 mtime=%3.%4")
                           .arg(st.st_mode, 0, 8)
                           .arg(qint64(st.st_size))
                           .arg(qint64(st.st_mtim.tv_sec))
                           .arg(qint64(st.st_mtim.tv_nsec), 9, 10, QLatin1Char('0'));
        if (S_ISLNK(st.st_mode)) {
            char target[4096];
            const ssize_t n = ::readlink(QFile::encodeName(path).constData(), target, sizeof target);
            line += QStringLiteral(" -> ") + QFile::decodeName(QByteArray(target, int(std::max<ssize_t>(0, n))));
        } else if (S_ISREG(st.st_mode) && st.st_size <= 4 * kMiB) {
            QFile f(path);
            if (f.open(QIODevice::ReadOnly))
                line += QStringLiteral(" sha1=")
                    + QString::fromLatin1(QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha1).toHex());
        }
        out.insert(prefix + name, line);
        if (S_ISDIR(st.st_mode))
            snapshotInto(path, prefix + name + QLatin1Char('/'), out);
    }
    ::closedir(d);
}

inline QMap<QString, QString> snapshot(const QString& dir)
{
    QMap<QString, QString> out;
    snapshotInto(dir, QString(), out);
    return out;
}

// A readable difference for a failure message.
inline QString diff(const QMap<QString, QString>& before, const QMap<QString, QString>& after)
{
    QStringList lines;
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        if (!after.contains(it.key()))
            lines << QStringLiteral("gone: ") + it.key();
        else if (after.value(it.key()) != it.value())
            lines << QStringLiteral("changed: %1 (%2 -> %3)").arg(it.key(), it.value(), after.value(it.key()));
    }
    for (auto it = after.cbegin(); it != after.cend(); ++it) {
        if (!before.contains(it.key()))
            lines << QStringLiteral("new: %1 (%2)").arg(it.key(), it.value());
    }
    return lines.join(QLatin1String("; "));
}

inline bool writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// Sets a file's mtime (and atime) into the past, so that any write would show.
inline void age(const QString& path)
{
    const timespec times[2] = { { 1'000'000'000, 0 }, { 1'000'000'000, 123456789 } };
    ::utimensat(AT_FDCWD, QFile::encodeName(path).constData(), times, AT_SYMLINK_NOFOLLOW);
}

// What a person may already have in the directory they point the benchmark at, including
// names that look like the engine's own.
inline bool placeUserFiles(const QString& dir)
{
    QDir d(dir);
    QByteArray photo(64 * 1024, '\0');
    for (int i = 0; i < photo.size(); ++i)
        photo[i] = char((i * 131) ^ (i >> 7));
    const bool ok = writeFile(d.filePath(QStringLiteral("notes.txt")), "my notes\n")
        && writeFile(d.filePath(QStringLiteral("photo.jpg")), photo)
        && writeFile(d.filePath(QStringLiteral("stream-0000.dat")), "a user's file with the engine's file name\n")
        && d.mkdir(QStringLiteral("album")) && writeFile(d.filePath(QStringLiteral("album/one.txt")), "one\n")
        && d.mkdir(QStringLiteral(".streamscope-run-mine"))
        && writeFile(d.filePath(QStringLiteral(".streamscope-run-mine/stream-0001.dat")), "not the engine's\n")
        && QFile::link(QStringLiteral("notes.txt"), d.filePath(QStringLiteral("link-to-notes")));
    for (const char* name : { "notes.txt", "photo.jpg", "stream-0000.dat", "album/one.txt",
             ".streamscope-run-mine/stream-0001.dat", ".streamscope-run-mine", "album", "link-to-notes" })
        age(d.filePath(QLatin1String(name)));
    return ok;
}

// ------------------------------------------------------------------------------------------
// Mounts. A Mounts object unmounts everything it mounted and detaches its loop devices when
// it is destroyed, whatever happened in between (a failed QVERIFY returns through it). For
// what no destructor sees (a crash, a sanitizer's abort, SIGKILL from a ctest timeout) the
// test process mounts only in a mount namespace of its own, which the kernel tears down with
// the process, and its loop devices are set to detach themselves when that happens.

// Once per process: move the calling (main) thread, and every thread and child it creates
// afterwards, into a private mount namespace. Mounts made there are invisible to the rest of
// the machine and vanish when the process ends, however it ends.
inline bool privateMountNamespace(QString* reason)
{
    static int state = -1; // -1 not tried, 0 failed, 1 done
    static QString why;
    if (state < 0) {
        if (::unshare(CLONE_NEWNS) != 0) {
            why = QStringLiteral("unshare(CLONE_NEWNS) failed: ") + errnoString(errno);
            state = 0;
        } else if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) {
            why = QStringLiteral("making / private in the new mount namespace failed: ") + errnoString(errno);
            state = 0;
        } else {
            state = 1;
        }
    }
    if (state == 0 && reason)
        *reason = why;
    return state == 1;
}

// Attaches `image` to a free loop device with the given logical sector size and the
// auto-clear flag (plus `flags`, e.g. LO_FLAGS_DIRECT_IO): the device detaches itself when
// its last opener goes away. The returned
// descriptor keeps it alive until the caller has mounted it (then the mount is that opener);
// closing it without a mount detaches the device at once.
struct Loop {
    QString device;
    int fd = -1;
};

inline Loop attachLoop(const QString& image, int sectorSize, QString* error, uint32_t flags = 0)
{
    Loop loop;
    const int control = ::open("/dev/loop-control", O_RDWR | O_CLOEXEC);
    if (control < 0) {
        *error = QStringLiteral("/dev/loop-control: ") + errnoString(errno);
        return loop;
    }
    const int backing = ::open(QFile::encodeName(image).constData(), O_RDWR | O_CLOEXEC);
    if (backing < 0) {
        *error = QStringLiteral("%1: %2").arg(image, errnoString(errno));
        ::close(control);
        return loop;
    }
    // Another process may take the same free device between the two calls: then retry.
    for (int attempt = 0; attempt < 20 && loop.fd < 0; ++attempt) {
        const int number = ::ioctl(control, LOOP_CTL_GET_FREE);
        if (number < 0) {
            *error = QStringLiteral("LOOP_CTL_GET_FREE: ") + errnoString(errno);
            break;
        }
        const QString path = QStringLiteral("/dev/loop%1").arg(number);
        const int fd = ::open(QFile::encodeName(path).constData(), O_RDWR | O_CLOEXEC);
        if (fd < 0)
            continue;
        loop_config config {};
        config.fd = uint32_t(backing);
        config.block_size = uint32_t(sectorSize);
        config.info.lo_flags = LO_FLAGS_AUTOCLEAR | flags;
        if (::ioctl(fd, LOOP_CONFIGURE, &config) == 0) {
            loop.device = path;
            loop.fd = fd;
            break;
        }
        const int saved = errno;
        ::close(fd);
        if (saved != EBUSY) {
            *error = QStringLiteral("LOOP_CONFIGURE on %1: %2").arg(path, errnoString(saved));
            break;
        }
    }
    ::close(backing);
    ::close(control);
    if (loop.fd < 0 && error->isEmpty())
        *error = QStringLiteral("no free loop device");
    return loop;
}

inline QString findTool(const QString& name)
{
    QString path = QStandardPaths::findExecutable(name);
    if (path.isEmpty())
        path = QStandardPaths::findExecutable(name, { QStringLiteral("/usr/sbin"), QStringLiteral("/sbin") });
    return path;
}

struct ToolResult {
    int exitCode = -1;
    QString out;
    QString err;
};

inline ToolResult runTool(const QString& program, const QStringList& arguments, int timeoutMs = 60000)
{
    QProcess p;
    p.start(program, arguments);
    ToolResult r;
    if (!p.waitForStarted(timeoutMs)) {
        r.err = p.errorString();
        return r;
    }
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        r.err = QStringLiteral("timed out");
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromLocal8Bit(p.readAllStandardOutput());
    r.err = QString::fromLocal8Bit(p.readAllStandardError());
    return r;
}

class Mounts {
public:
    Mounts() = default;
    Mounts(const Mounts&) = delete;
    Mounts& operator=(const Mounts&) = delete;
    ~Mounts() { cleanup(); }

    // Whether this process may mount at all; the reason when not.
    static bool available(QString* reason)
    {
        if (::geteuid() != 0) {
            *reason = QStringLiteral("not running as root (uid %1): mounting a tmpfs or a loop device needs root")
                          .arg(::geteuid());
            return false;
        }
        if (!privateMountNamespace(reason)) {
            *reason
                = QStringLiteral("root, but no private mount namespace (%1); not mounting in the host's").arg(*reason);
            return false;
        }
        char pattern[] = "/tmp/streamscope-mountprobe-XXXXXX";
        if (!::mkdtemp(pattern)) {
            *reason = QStringLiteral("cannot create a probe directory: ") + errnoString(errno);
            return false;
        }
        const int rc = ::mount("tmpfs", pattern, "tmpfs", MS_NOSUID | MS_NODEV, "size=1m");
        const int saved = errno;
        if (rc == 0)
            ::umount2(pattern, MNT_DETACH);
        ::rmdir(pattern);
        if (rc != 0) {
            *reason = QStringLiteral("root, but mount(2) of a tmpfs fails: %1 (no CAP_SYS_ADMIN in this container?)")
                          .arg(errnoString(saved));
            return false;
        }
        return true;
    }

    static bool loopAvailable(QString* reason)
    {
        if (findTool(QStringLiteral("mkfs.ext4")).isEmpty()) {
            *reason = QStringLiteral("mkfs.ext4 (e2fsprogs) is not installed");
            return false;
        }
        if (::access("/dev/loop-control", R_OK | W_OK) != 0) {
            *reason = QStringLiteral("/dev/loop-control is not usable: ") + errnoString(errno);
            return false;
        }
        return true;
    }

    bool tmpfs(const QString& dir, const QString& options, QString* error)
    {
        if (::mount("tmpfs", QFile::encodeName(dir).constData(), "tmpfs", MS_NOSUID | MS_NODEV,
                options.toLatin1().constData())
            != 0) {
            *error = QStringLiteral("mount tmpfs on %1 (%2): %3").arg(dir, options, errnoString(errno));
            return false;
        }
        m_mountPoints.prepend(dir);
        return true;
    }

    bool ramfs(const QString& dir, QString* error)
    {
        if (::mount("ramfs", QFile::encodeName(dir).constData(), "ramfs", MS_NOSUID | MS_NODEV, nullptr) != 0) {
            *error = QStringLiteral("mount ramfs on %1: %2").arg(dir, errnoString(errno));
            return false;
        }
        m_mountPoints.prepend(dir);
        return true;
    }

    // A kernel filesystem (proc, sysfs, devtmpfs) or a bind mount (type empty) of `source`.
    // Only in this process's private mount namespace; read-only where the kernel allows, so a
    // refused run could not have written there even by mistake.
    bool special(const QString& source, const QString& dir, const QString& type, QString* error)
    {
        const QByteArray src = QFile::encodeName(source);
        const QByteArray target = QFile::encodeName(dir);
        const QByteArray fsType = type.toLatin1();
        const bool bind = type.isEmpty();
        const unsigned long flags = MS_NOSUID | MS_NODEV | MS_NOEXEC | (bind ? MS_BIND : 0);
        if (::mount(src.constData(), target.constData(), bind ? nullptr : fsType.constData(), flags, nullptr) != 0) {
            *error = QStringLiteral("mount %1 (%2) on %3: %4").arg(source, type, dir, errnoString(errno));
            return false;
        }
        m_mountPoints.prepend(dir);
        return true;
    }

    // A fresh ext4 of `bytes` in `image` (sparse), on a loop device with the given logical
    // sector size, mounted on `dir`.
    bool ext4(const QString& image, const QString& dir, qint64 bytes, int sectorSize, const QStringList& mkfsOptions,
        QString* error)
    {
        QFile f(image);
        if (!f.open(QIODevice::WriteOnly) || !f.resize(bytes)) {
            *error = QStringLiteral("cannot create the image %1").arg(image);
            return false;
        }
        f.close();
        const ToolResult mkfs = runTool(findTool(QStringLiteral("mkfs.ext4")),
            QStringList { QStringLiteral("-q"), QStringLiteral("-F"), QStringLiteral("-b"), QStringLiteral("4096") }
                + mkfsOptions + QStringList { image });
        if (mkfs.exitCode != 0) {
            *error = QStringLiteral("mkfs.ext4 failed: ") + mkfs.err;
            return false;
        }
        const Loop loop = attachLoop(image, sectorSize, error);
        if (loop.fd < 0)
            return false;
        const bool mounted = ::mount(QFile::encodeName(loop.device).constData(), QFile::encodeName(dir).constData(),
                                 "ext4", MS_NOSUID | MS_NODEV, nullptr)
            == 0;
        const int saved = errno;
        ::close(loop.fd); // from now on the mount alone holds the device; without one it detaches
        if (!mounted) {
            *error = QStringLiteral("mount %1 on %2: %3").arg(loop.device, dir, errnoString(saved));
            return false;
        }
        m_mountPoints.prepend(dir);
        return true;
    }

    // An existing block device (a loop device the caller attached and set up) mounted on
    // `dir`, unmounted with the rest.
    bool device(const QString& device, const QString& dir, const char* type, QString* error)
    {
        if (::mount(QFile::encodeName(device).constData(), QFile::encodeName(dir).constData(), type,
                MS_NOSUID | MS_NODEV, nullptr)
            != 0) {
            *error = QStringLiteral("mount %1 on %2: %3").arg(device, dir, errnoString(errno));
            return false;
        }
        m_mountPoints.prepend(dir);
        return true;
    }

    // The filesystem at `dir` (mounted by this object) becomes read-only.
    bool remountReadOnly(const QString& dir, QString* error)
    {
        if (::mount(nullptr, QFile::encodeName(dir).constData(), nullptr, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV,
                nullptr)
            != 0) {
            *error = QStringLiteral("remount %1 read-only: %2").arg(dir, errnoString(errno));
            return false;
        }
        return true;
    }

    void cleanup()
    {
        for (const QString& dir : std::exchange(m_mountPoints, {})) {
            const QByteArray path = QFile::encodeName(dir);
            bool done = false;
            for (int attempt = 0; attempt < 50 && !done; ++attempt) {
                done = ::umount2(path.constData(), 0) == 0 || errno == EINVAL || errno == ENOENT;
                if (!done)
                    ::usleep(100'000);
            }
            if (!done) {
                qWarning("could not unmount %s (%s); detaching it lazily", path.constData(), std::strerror(errno));
                ::umount2(path.constData(), MNT_DETACH);
            }
        }
        // The loop devices detach themselves with the unmount (auto-clear).
    }

private:
    QStringList m_mountPoints;
};

// statvfs in bytes.
struct Space {
    qint64 available = 0; // f_bavail
    qint64 free = 0; // f_bfree
    qint64 size = 0; // f_blocks
    qint64 fragment = 0;
};

inline Space space(const QString& dir)
{
    struct statvfs v { };
    Space s;
    if (::statvfs(QFile::encodeName(dir).constData(), &v) == 0) {
        s.fragment = qint64(v.f_frsize);
        s.available = qint64(v.f_bavail) * s.fragment;
        s.free = qint64(v.f_bfree) * s.fragment;
        s.size = qint64(v.f_blocks) * s.fragment;
    }
    return s;
}

// The command that runs a program as "nobody" (uid 65534) when the test runs as root, where
// permissions and process limits do not bind; empty when not root. Empty with *missing set
// when root cannot switch users here (no setpriv).
inline QStringList asAnotherUser(QString* missing)
{
    if (::geteuid() != 0)
        return {};
    const QString setpriv = findTool(QStringLiteral("setpriv"));
    if (setpriv.isEmpty()) {
        *missing = QStringLiteral("running as root and setpriv (util-linux) is missing: cannot run as another user");
        return {};
    }
    return { setpriv, QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
        QStringLiteral("--clear-groups"), QStringLiteral("--") };
}

// ------------------------------------------------------------------------------------------
// The CLI.

struct CliResult {
    int exitCode = -1;
    QString out;
    QString err;
};

// The environment for a program run as another user. ThreadSanitizer reads the suppressions
// file named in TSAN_OPTIONS before main(); under the test's build tree (a checkout in a 0700
// directory) "nobody" cannot read it, and the runtime exits 66 before the program starts. The
// child gets a world-readable copy instead, kept until the test ends.
inline QProcessEnvironment environmentForAnotherUser()
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    QString tsan = environment.value(QStringLiteral("TSAN_OPTIONS"));
    static const QRegularExpression suppressions(QStringLiteral("suppressions=([^:]+)"));
    const QRegularExpressionMatch match = suppressions.match(tsan);
    if (!match.hasMatch())
        return environment;
    static QTemporaryDir readable;
    const QString copy = readable.filePath(QStringLiteral("tsan.supp"));
    if (readable.isValid() && !QFile::exists(copy)) {
        const auto all = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup
            | QFile::ReadOther | QFile::ExeOther;
        QFile::setPermissions(readable.path(), all);
        QFile::copy(match.captured(1), copy);
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
    }
    tsan.replace(match.capturedStart(1), match.capturedLength(1), copy);
    environment.insert(QStringLiteral("TSAN_OPTIONS"), tsan);
    return environment;
}

inline CliResult runCli(const QStringList& arguments, int timeoutMs = 60000, const QStringList& prefix = {})
{
    QProcess process;
    if (!prefix.isEmpty())
        process.setProcessEnvironment(environmentForAnotherUser());
    if (prefix.isEmpty())
        process.start(QStringLiteral(STREAMSCOPE_CLI), arguments);
    else
        process.start(prefix.first(), prefix.mid(1) + QStringList { QStringLiteral(STREAMSCOPE_CLI) } + arguments);
    process.waitForFinished(timeoutMs);
    CliResult r;
    r.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = QString::fromUtf8(process.readAllStandardOutput());
    r.err = QString::fromUtf8(process.readAllStandardError());
    return r;
}

} // namespace Safety
