#include "RunDirectory.h"

#include "Posix.h"
#include "SystemProbe.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace {

// lupdate only sees tr() with a context: a class that declares one. This gives the free
// functions of this file theirs.
struct RunDirectoryTr {
    Q_DECLARE_TR_FUNCTIONS(RunDirectory)
};
// PIDs are below PID_MAX_LIMIT (2^22 on 64-bit Linux); anything else cannot be a process.
constexpr qint64 kMaxPid = 4194304;

const QRegularExpression& engineFileName()
{
    static const QRegularExpression re(QStringLiteral("^stream-[0-9]{4}\\.dat$"));
    return re;
}

bool processRunning(qint64 pid)
{
    return pid > 0 && pid <= kMaxPid && (::kill(pid_t(pid), 0) == 0 || errno == EPERM);
}

// The inode of the initial PID namespace (PROC_PID_INIT_INO): only from there is every
// process of the machine visible in /proc.
constexpr quint64 kInitialPidNamespace = 0xEFFFFFFCU;
// Integers in the marker travel as JSON doubles: exact up to 2^53.
constexpr double kMaxMarkerInteger = 9007199254740992.0;

QByteArray readSmallFile(const QByteArray& path, qsizetype limit = 4096)
{
    const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
    if (fd < 0)
        return {};
    QByteArray data(limit, Qt::Uninitialized);
    const ssize_t n = ::read(fd, data.data(), size_t(limit));
    ::close(fd);
    data.resize(n > 0 ? qsizetype(n) : 0);
    return data;
}

// Changes at every boot: a process of another boot is gone, whatever its PID.
QString bootId()
{
    static const QString id
        = QString::fromLatin1(readSmallFile(QByteArrayLiteral("/proc/sys/kernel/random/boot_id")).trimmed());
    return id;
}

// The PID namespace a process lives in (the inode of its ns/pid link), 0 when unknown.
quint64 pidNamespaceOf(const QByteArray& procDir, int* error = nullptr)
{
    struct stat st { };
    const QByteArray link = procDir + "/ns/pid";
    if (::stat(link.constData(), &st) != 0) {
        if (error)
            *error = errno;
        return 0;
    }
    return quint64(st.st_ino);
}

// When the process started, in clock ticks after boot (field 22 of /proc/PID/stat); together
// with the PID it names one process of one boot. 0 when unknown.
qint64 startTicks(qint64 pid)
{
    const QByteArray stat = readSmallFile("/proc/" + QByteArray::number(pid) + "/stat");
    // The command name (field 2) may hold spaces and parentheses: count from its last ')'.
    const qsizetype close = stat.lastIndexOf(')');
    if (close < 0)
        return 0;
    const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
    constexpr int kStartTimeAfterName = 22 - 3; // fields[0] is field 3, the state
    bool ok = false;
    const qint64 ticks = fields.size() > kStartTimeAfterName ? fields.at(kStartTimeAfterName).toLongLong(&ok) : 0;
    return ok ? ticks : 0;
}

// Whether any process still lives in PID namespace `ns`; nullopt when that cannot be known
// (not in the initial namespace, or a process's namespace cannot be read).
std::optional<bool> namespaceHasProcesses(quint64 ns)
{
    if (pidNamespaceOf("/proc/self") != kInitialPidNamespace)
        return std::nullopt;
    DIR* proc = ::opendir("/proc");
    if (!proc)
        return std::nullopt;
    std::optional<bool> found = false;
    while (dirent* entry = ::readdir(proc)) {
        const QByteArray name(entry->d_name);
        bool numeric = false;
        name.toLongLong(&numeric);
        if (!numeric)
            continue;
        int error = 0;
        const quint64 its = pidNamespaceOf("/proc/" + name, &error);
        if (its == ns) {
            found = true;
            break;
        }
        if (its == 0 && error != ENOENT) { // ENOENT: it has just exited
            found = std::nullopt;
            break;
        }
    }
    ::closedir(proc);
    return found;
}

struct Marker {
    bool valid = false;
    int error = 0; // errno when the marker could not be opened or read
    qint64 pid = 0;
    QDateTime started;
    QString version;
    // Added in issue 18; empty or 0 in the markers of older versions.
    QString bootId;
    quint64 pidNamespace = 0;
    qint64 startTicks = 0;
};

// Whether the run that wrote this marker may still be going. Anything not provably over is
// kept: deleting a live run's files is far worse than leaving a dead run's.
bool mightBeRunning(const Marker& marker)
{
    const QString boot = bootId();
    if (!marker.bootId.isEmpty() && !boot.isEmpty() && marker.bootId != boot)
        return false;
    const quint64 ours = pidNamespaceOf("/proc/self");
    if (marker.pidNamespace != 0 && marker.pidNamespace != ours) {
        // Its PID means nothing in our namespace: a container's run, or ours seen from one.
        const std::optional<bool> alive = namespaceHasProcesses(marker.pidNamespace);
        return !alive || *alive;
    }
    if (marker.pid == ::getpid())
        return true; // a directory of this very process
    if (!processRunning(marker.pid))
        return false;
    if (marker.startTicks > 0) {
        const qint64 now = startTicks(marker.pid);
        if (now > 0 && now != marker.startTicks)
            return false; // the PID was reused by a later process
    }
    return true;
}

// A whole, non-negative JSON number up to 2^53, or nothing; absent keys give 0.
std::optional<double> markerInteger(const QJsonObject& o, const char* key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return 0.0;
    const double d = v.toDouble(-1);
    if (!v.isDouble() || !(d >= 0 && d <= kMaxMarkerInteger) || d != std::floor(d))
        return std::nullopt;
    return d;
}

// A marker is valid only when it is a small regular file (not a symlink, FIFO or device:
// O_NONBLOCK keeps a FIFO from blocking the scan every start makes), holds a JSON object
// from this tool, and names a PID a process can have. Everything else is not ours.
Marker readMarker(int dirFd)
{
    Marker marker;
    const int fd = ::openat(dirFd, RunDirectory::kMarkerName, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        marker.error = errno;
        return marker;
    }
    struct stat st { };
    char buffer[4096];
    ssize_t n = -1;
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 && st.st_size <= off_t(sizeof buffer))
        n = ::read(fd, buffer, sizeof buffer);
    ::close(fd);
    if (n <= 0 || n != ssize_t(st.st_size))
        return marker;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(buffer, int(n)));
    if (!doc.isObject())
        return marker;
    const QJsonObject o = doc.object();
    if (o.value(QLatin1String("tool")).toString() != QLatin1String("streamscope"))
        return marker;
    const QJsonValue pid = o.value(QLatin1String("pid"));
    if (!pid.isDouble())
        return marker;
    const double value = pid.toDouble();
    if (!(value >= 1 && value <= double(kMaxPid)) || value != std::floor(value))
        return marker;
    const QJsonValue boot = o.value(QLatin1String("boot_id"));
    const std::optional<double> ns = markerInteger(o, "pid_ns");
    const std::optional<double> ticks = markerInteger(o, "start_ticks");
    if ((!boot.isUndefined() && !boot.isString()) || !ns || !ticks)
        return marker;
    marker.pid = qint64(value);
    marker.started = QDateTime::fromString(o.value(QLatin1String("started_at")).toString(), Qt::ISODateWithMs);
    marker.version = o.value(QLatin1String("version")).toString().left(64);
    marker.bootId = boot.toString().left(64);
    marker.pidNamespace = quint64(*ns);
    marker.startTicks = qint64(*ticks);
    marker.valid = true;
    return marker;
}

// The names in a directory (by descriptor), without "." and "..".
QStringList entriesOf(int dirFd)
{
    QStringList names;
    const int copy = ::dup(dirFd);
    if (copy < 0)
        return names;
    DIR* listing = ::fdopendir(copy);
    if (!listing) {
        ::close(copy);
        return names;
    }
    ::rewinddir(listing);
    while (dirent* entry = ::readdir(listing)) {
        const QString name = QFile::decodeName(entry->d_name);
        if (name != QLatin1String(".") && name != QLatin1String(".."))
            names.append(name);
    }
    ::closedir(listing);
    return names;
}

// The files a run listed as its own: inode by name (a name may appear with several inodes
// when a pass recreated it). nullopt when there is no list; an unreadable or hostile list
// holds nothing.
std::optional<QMultiHash<QString, quint64>> readFileList(int dirFd)
{
    const int fd = ::openat(dirFd, RunDirectory::kFilesName, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return errno == ENOENT ? std::nullopt : std::optional(QMultiHash<QString, quint64>());
    QMultiHash<QString, quint64> files;
    struct stat st { };
    constexpr off_t kMaxList = 1 << 20;
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size <= kMaxList) {
        QByteArray data(qsizetype(st.st_size), Qt::Uninitialized);
        if (::read(fd, data.data(), size_t(data.size())) == ssize_t(data.size())) {
            for (const QByteArray& line : data.split('\n')) {
                const qsizetype space = line.indexOf(' ');
                bool ok = false;
                const quint64 inode = line.left(space).toULongLong(&ok);
                if (space > 0 && ok)
                    files.insert(QFile::decodeName(line.mid(space + 1)), inode);
            }
        }
    }
    ::close(fd);
    return files;
}

// For runs of versions without a file list: a non-empty regular file whose first bytes are
// the engine's data pattern. A person's file of the same name does not start like that.
bool holdsEnginePattern(int dirFd, const QByteArray& name)
{
    const int fd = ::openat(dirFd, name.constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return false;
    struct stat st { };
    bool matches = false;
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
        const qsizetype length = qsizetype(std::min<off_t>(st.st_size, 4096));
        QByteArray expected(length, Qt::Uninitialized);
        RunDirectory::fillPattern(expected.data(), size_t(length));
        QByteArray actual(length, Qt::Uninitialized);
        matches = ::pread(fd, actual.data(), size_t(length), 0) == ssize_t(length) && actual == expected;
    }
    ::close(fd);
    return matches;
}

// Filesystems the kernel makes up: writing there changes the system or fills RAM the system
// needs, and measures nothing. devtmpfs reports tmpfs's magic number, so names come from
// mountinfo as well.
bool isPseudoFilesystem(int fd, QString* type)
{
    struct statfs fs { };
    if (::fstatfs(fd, &fs) == 0) {
        static const struct {
            unsigned long magic;
            const char* name;
        } magics[] = { { 0x9fa0, "proc" }, { 0x62656572, "sysfs" }, { 0x1cd1, "devpts" }, { 0x27e0eb, "cgroup" },
            { 0x63677270, "cgroup2" }, { 0x64626720, "debugfs" }, { 0x74726163, "tracefs" },
            { 0x73636673, "securityfs" }, { 0x62656570, "configfs" }, { 0x6165676c, "pstore" },
            { 0xde5e81e4, "efivarfs" }, { 0xcafe4a11, "bpf" }, { 0x19800202, "mqueue" }, { 0x42494e4d, "binfmt_misc" },
            { 0xf97cff8c, "selinuxfs" }, { 0x6e736673, "nsfs" }, { 0x65735543, "fusectl" } };
        for (const auto& m : magics) {
            if ((unsigned long)(fs.f_type) == m.magic) {
                *type = QLatin1String(m.name);
                return true;
            }
        }
    }
    struct stat st { };
    if (::fstat(fd, &st) != 0)
        return false;
    static const QStringList pseudoNames { QStringLiteral("devtmpfs"), QStringLiteral("proc"), QStringLiteral("sysfs"),
        QStringLiteral("devpts") };
    const QByteArray mountinfo = readSmallFile(QByteArrayLiteral("/proc/self/mountinfo"), 4 << 20);
    for (const SysProbe::MountEntry& m : SysProbe::parseMountinfo(mountinfo)) {
        if (m.major == int(major(st.st_dev)) && m.minor == int(minor(st.st_dev)) && pseudoNames.contains(m.fsType)) {
            *type = m.fsType;
            return true;
        }
    }
    return false;
}

} // namespace

int RunDirectory::openTarget(const QString& target, QString* error)
{
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return -1;
    };
    // O_DIRECTORY without O_NOFOLLOW: the user may point at a symlink to a directory; every
    // check and every name below is then resolved relative to this descriptor, so later
    // renames or symlink swaps of the path cannot redirect the run.
    const int fd = ::open(QFile::encodeName(target).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) {
        const int saved = errno;
        if (saved == ENOENT)
            return fail(RunDirectoryTr::tr("target %1 does not exist; create it first or choose another directory")
                            .arg(target));
        if (saved == ENOTDIR)
            return fail(
                RunDirectoryTr::tr("target %1 is not a directory; give the directory the files should be written in")
                    .arg(target));
        return fail(RunDirectoryTr::tr("cannot open the target directory %1: %2").arg(target, Posix::errnoText(saved)));
    }
    const QString canonical = pathOf(fd);
    for (const char* pseudo : { "/proc", "/sys", "/dev" }) {
        const QString root = QLatin1String(pseudo);
        if (canonical == root || canonical.startsWith(root + QLatin1Char('/'))) {
            ::close(fd);
            return fail(RunDirectoryTr::tr("target %1 is inside %2, which is not a place for data; choose a directory "
                                           "on a real filesystem")
                            .arg(target, root));
        }
    }
    QString type;
    if (isPseudoFilesystem(fd, &type)) {
        ::close(fd);
        return fail(RunDirectoryTr::tr("target %1 is on %2, a filesystem the kernel makes up, which is not a place for "
                                       "data; choose a directory on a real filesystem")
                        .arg(target, type));
    }
    return fd;
}

QString RunDirectory::pathOf(int fd)
{
    char real[4096];
    const QByteArray link = "/proc/self/fd/" + QByteArray::number(fd);
    const ssize_t n = ::readlink(link.constData(), real, sizeof real);
    return n > 0 && size_t(n) < sizeof real ? QFile::decodeName(QByteArray(real, int(n))) : QString();
}

std::optional<RunDirectory> RunDirectory::create(const QString& target, QString* error)
{
    const int fd = openTarget(target, error);
    if (fd < 0)
        return std::nullopt;
    auto dir = create(fd, target, error);
    ::close(fd);
    return dir;
}

std::optional<RunDirectory> RunDirectory::create(int targetFd, const QString& target, QString* error)
{
    auto fail = [error](const QString& message) -> std::optional<RunDirectory> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    RunDirectory dir;
    dir.m_parentFd = ::fcntl(targetFd, F_DUPFD_CLOEXEC, 0);
    if (dir.m_parentFd < 0) {
        const int saved = errno;
        return fail(RunDirectoryTr::tr("cannot open the target directory %1: %2").arg(target, Posix::errnoText(saved)));
    }

    for (int attempt = 0; attempt < 100; ++attempt) {
        const QString name = QLatin1String(kPrefix)
            + QString::number(QRandomGenerator::system()->generate64() & 0xffffffffffffULL, 36);
        const QByteArray encoded = QFile::encodeName(name);
        if (::mkdirat(dir.m_parentFd, encoded.constData(), 0700) == 0) {
            dir.m_name = name;
            break;
        }
        if (errno != EEXIST) {
            const int saved = errno;
            const QString hint = saved == ENOSPC || saved == EDQUOT
                ? RunDirectoryTr::tr("free some space or choose another directory")
                : RunDirectoryTr::tr("choose a directory you can write to");
            return fail(RunDirectoryTr::tr("cannot create a run directory in %1: %2; %3")
                            .arg(target, Posix::errnoText(saved), hint));
        }
    }
    if (dir.m_name.isEmpty())
        return fail(RunDirectoryTr::tr("cannot find a free run directory name in %1").arg(target));
    dir.m_path = QDir(target).filePath(dir.m_name);
    dir.m_dirFd = ::openat(
        dir.m_parentFd, QFile::encodeName(dir.m_name).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (dir.m_dirFd < 0) {
        const int saved = errno;
        ::unlinkat(dir.m_parentFd, QFile::encodeName(dir.m_name).constData(), AT_REMOVEDIR);
        return fail(
            RunDirectoryTr::tr("cannot open the run directory %1: %2").arg(dir.m_path, Posix::errnoText(saved)));
    }

    QJsonObject marker;
    marker[QLatin1String("tool")] = QStringLiteral("streamscope");
    marker[QLatin1String("version")] = QStringLiteral(STREAMSCOPE_VERSION);
    marker[QLatin1String("pid")] = double(::getpid());
    // What tells this process apart from one in a container or a later boot with the same PID.
    marker[QLatin1String("boot_id")] = bootId();
    marker[QLatin1String("pid_ns")] = double(pidNamespaceOf("/proc/self"));
    marker[QLatin1String("start_ticks")] = double(startTicks(::getpid()));
    marker[QLatin1String("started_at")] = QDateTime::currentDateTime().toString(Qt::ISODateWithMs);
    marker[QLatin1String("note")]
        = QStringLiteral("Created by a StreamScope run. If no StreamScope is running, this directory can be removed "
                         "with: streamscope-cli --clean-leftovers <target>");
    const QByteArray markerBytes = QJsonDocument(marker).toJson();
    const int fd = ::openat(dir.m_dirFd, kMarkerName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0 || ::write(fd, markerBytes.constData(), size_t(markerBytes.size())) != markerBytes.size()) {
        const int saved = errno;
        if (fd >= 0)
            ::close(fd);
        QString ignored;
        dir.remove(&ignored);
        return fail(
            RunDirectoryTr::tr("cannot write the run marker in %1: %2").arg(dir.m_path, Posix::errnoText(saved)));
    }
    ::close(fd);
    dir.m_filesFd
        = ::openat(dir.m_dirFd, kFilesName, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (dir.m_filesFd < 0) {
        const int saved = errno;
        QString ignored;
        dir.remove(&ignored);
        return fail(
            RunDirectoryTr::tr("cannot write the run's file list in %1: %2").arg(dir.m_path, Posix::errnoText(saved)));
    }
    return std::optional<RunDirectory>(std::move(dir));
}

RunDirectory::RunDirectory(RunDirectory&& other) noexcept
    : m_filesFd(std::exchange(other.m_filesFd, -1))
    , m_parentFd(std::exchange(other.m_parentFd, -1))
    , m_dirFd(std::exchange(other.m_dirFd, -1))
    , m_name(std::move(other.m_name))
    , m_path(std::move(other.m_path))
    , m_created(std::move(other.m_created))
    , m_removed(std::exchange(other.m_removed, true))
{ }

RunDirectory::~RunDirectory()
{
    QString ignored;
    remove(&ignored);
}

void RunDirectory::track(const QString& name)
{
    m_created.append(name);
    const QByteArray encoded = QFile::encodeName(name);
    struct stat st { };
    if (m_filesFd >= 0 && ::fstatat(m_dirFd, encoded.constData(), &st, AT_SYMLINK_NOFOLLOW) == 0) {
        // One write with O_APPEND: a line is whole or absent, even if the process dies here.
        const QByteArray line = QByteArray::number(quint64(st.st_ino)) + ' ' + encoded + '\n';
        [[maybe_unused]] const ssize_t n = ::write(m_filesFd, line.constData(), size_t(line.size()));
    }
}

bool RunDirectory::removeFile(const QString& name, QString* error)
{
    if (!m_created.contains(name))
        return true;
    if (::unlinkat(m_dirFd, QFile::encodeName(name).constData(), 0) != 0 && errno != ENOENT) {
        const int saved = errno;
        if (error)
            *error
                = RunDirectoryTr::tr("cannot remove %1: %2").arg(QDir(m_path).filePath(name), Posix::errnoText(saved));
        return false;
    }
    m_created.removeAll(name);
    return true;
}

bool RunDirectory::remove(QString* error)
{
    if (m_filesFd >= 0)
        ::close(std::exchange(m_filesFd, -1));
    if (m_removed || m_dirFd < 0) {
        if (m_parentFd >= 0)
            ::close(std::exchange(m_parentFd, -1));
        return true;
    }
    bool ok = true;
    const QStringList names = m_created;
    for (const QString& name : names)
        ok = removeFile(name, error) && ok;
    // Whatever else is in here was put there by someone else: it stays, and so does the
    // marker, so that the directory explains itself (and --clean-leftovers names the files).
    QStringList foreign = entriesOf(m_dirFd);
    foreign.removeAll(QLatin1String(kMarkerName));
    foreign.removeAll(QLatin1String(kFilesName));
    if (!foreign.isEmpty()) {
        ::close(std::exchange(m_dirFd, -1));
        ::close(std::exchange(m_parentFd, -1));
        m_removed = true;
        if (ok && error) {
            *error = RunDirectoryTr::tr(
                "%1 was left in place: it holds %2, which StreamScope did not create; look at it and remove "
                "it yourself")
                         .arg(m_path, foreign.join(QLatin1String(", ")));
        }
        return false;
    }
    if ((::unlinkat(m_dirFd, kFilesName, 0) != 0 && errno != ENOENT)
        || (::unlinkat(m_dirFd, kMarkerName, 0) != 0 && errno != ENOENT)) {
        const int saved = errno;
        if (ok && error)
            *error = RunDirectoryTr::tr("cannot remove the run marker in %1: %2").arg(m_path, Posix::errnoText(saved));
        ok = false;
    }
    ::close(std::exchange(m_dirFd, -1));
    if (::unlinkat(m_parentFd, QFile::encodeName(m_name).constData(), AT_REMOVEDIR) != 0 && errno != ENOENT) {
        const int saved = errno;
        if (ok && error)
            *error = RunDirectoryTr::tr("cannot remove the run directory %1: %2").arg(m_path, Posix::errnoText(saved));
        ok = false;
    }
    ::close(std::exchange(m_parentFd, -1));
    m_removed = true;
    return ok;
}

QList<RunDirectory::Leftover> RunDirectory::findLeftovers(const QString& target)
{
    QList<Leftover> result;
    const int targetFd = ::open(QFile::encodeName(target).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (targetFd < 0) {
        const int saved = errno;
        if (saved == EACCES || saved == EPERM)
            result.append({ target, 0, {}, {}, true, Posix::errnoText(saved) });
        return result;
    }
    QStringList names = entriesOf(targetFd);
    names.sort();
    for (const QString& name : std::as_const(names)) {
        if (!name.startsWith(QLatin1String(kPrefix)))
            continue;
        const QString path = QDir(target).filePath(name);
        const int fd
            = ::openat(targetFd, QFile::encodeName(name).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        // A run directory is 0700: another user's cannot be looked into, which must be said
        // rather than passed over.
        const int openError = fd < 0 ? errno : 0;
        const Marker marker = fd >= 0 ? readMarker(fd) : Marker();
        if (fd >= 0)
            ::close(fd);
        const int unreadable = openError ? openError : marker.error;
        if (unreadable == EACCES || unreadable == EPERM) {
            result.append({ path, 0, {}, {}, true, Posix::errnoText(unreadable) });
            continue;
        }
        if (!marker.valid)
            continue;
        Leftover leftover;
        leftover.path = path;
        leftover.pid = marker.pid;
        leftover.started = marker.started;
        leftover.toolVersion = marker.version;
        leftover.processRunning = mightBeRunning(marker);
        result.append(leftover);
    }
    ::close(targetFd);
    return result;
}

bool RunDirectory::removeLeftover(const QString& path, QString* error)
{
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    const QFileInfo info(path);
    if (!info.fileName().startsWith(QLatin1String(kPrefix)))
        return fail(RunDirectoryTr::tr("%1 is not a StreamScope run directory (its name does not start with %2)")
                        .arg(path, QLatin1String(kPrefix)));
    const int parentFd = ::open(QFile::encodeName(info.absolutePath()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (parentFd < 0) {
        const int saved = errno;
        return fail(RunDirectoryTr::tr("cannot open %1: %2").arg(info.absolutePath(), Posix::errnoText(saved)));
    }
    const QByteArray name = QFile::encodeName(info.fileName());
    const int dirFd = ::openat(parentFd, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (dirFd < 0) {
        const int saved = errno;
        ::close(parentFd);
        return fail(RunDirectoryTr::tr("cannot open %1: %2").arg(path, Posix::errnoText(saved)));
    }
    const Marker marker = readMarker(dirFd);
    if (!marker.valid || mightBeRunning(marker)) {
        ::close(dirFd);
        ::close(parentFd);
        return fail(marker.valid
                ? RunDirectoryTr::tr("%1 belongs to a StreamScope run that is still going (PID %2)")
                      .arg(path)
                      .arg(marker.pid)
                : RunDirectoryTr::tr("%1 has no valid StreamScope marker; it was left untouched").arg(path));
    }
    // Only the files the run provably created, the file list and the marker. Anything else
    // means the directory holds something that is not ours: then nothing at all is removed.
    const std::optional<QMultiHash<QString, quint64>> listed = readFileList(dirFd);
    QStringList ours;
    QStringList foreign;
    for (const QString& entryName : entriesOf(dirFd)) {
        if (entryName == QLatin1String(kMarkerName) || (listed && entryName == QLatin1String(kFilesName)))
            continue;
        const QByteArray encoded = QFile::encodeName(entryName);
        struct stat st { };
        const bool regular
            = ::fstatat(dirFd, encoded.constData(), &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode);
        const bool engineFile = regular
            && (listed ? listed->contains(entryName, quint64(st.st_ino))
                       : engineFileName().match(entryName).hasMatch() && holdsEnginePattern(dirFd, encoded));
        (engineFile ? ours : foreign).append(entryName);
    }
    bool ok = true;
    if (foreign.isEmpty()) {
        for (const QString& file : std::as_const(ours)) {
            if (::unlinkat(dirFd, QFile::encodeName(file).constData(), 0) != 0 && errno != ENOENT) {
                const int saved = errno;
                ok = false;
                if (error)
                    *error = RunDirectoryTr::tr("cannot remove %1: %2")
                                 .arg(QDir(path).filePath(file), Posix::errnoText(saved));
                break;
            }
        }
        if (ok) {
            ::unlinkat(dirFd, kFilesName, 0);
            ::unlinkat(dirFd, kMarkerName, 0);
            ok = ::unlinkat(parentFd, name.constData(), AT_REMOVEDIR) == 0;
            const int saved = errno;
            if (!ok && error)
                *error = RunDirectoryTr::tr("cannot remove %1: %2").arg(path, Posix::errnoText(saved));
        }
    } else {
        ok = false;
        if (error)
            *error
                = RunDirectoryTr::tr("%1 holds files StreamScope did not create (%2); nothing in it was touched; look "
                                     "at them and remove the directory yourself")
                      .arg(path, foreign.join(QLatin1String(", ")));
    }
    ::close(dirFd);
    ::close(parentFd);
    return ok;
}

namespace {
QString unreadableSentence(const RunDirectory::Leftover& l)
{
    return RunDirectoryTr::tr("cannot look into %1 (%2), so it was left alone; if it is a StreamScope run directory, "
                              "run --clean-leftovers as its owner or as root")
        .arg(l.path, l.unreadable);
}
} // namespace

QStringList RunDirectory::leftoverNotes(const QString& target)
{
    QStringList notes;
    for (const Leftover& l : findLeftovers(target)) {
        if (!l.unreadable.isEmpty()) {
            notes.append(unreadableSentence(l));
        } else if (!l.processRunning) {
            notes.append(RunDirectoryTr::tr("%1 was left by a StreamScope run that did not finish (PID %2); remove it "
                                            "with streamscope-cli --clean-leftovers %3")
                             .arg(l.path)
                             .arg(l.pid)
                             .arg(target));
        }
    }
    return notes;
}

RunDirectory::CleanResult RunDirectory::cleanLeftovers(const QString& target)
{
    CleanResult result;
    if (!QFileInfo(target).isDir()) {
        result.problems.append(
            RunDirectoryTr::tr("%1 is not a directory; give the target directory the runs were made in").arg(target));
        return result;
    }
    for (const Leftover& l : findLeftovers(target)) {
        QString error;
        if (!l.unreadable.isEmpty()) {
            result.problems.append(unreadableSentence(l));
        } else if (l.processRunning) {
            result.done.append(
                RunDirectoryTr::tr("kept %1: its run (PID %2) is still going or may be").arg(l.path).arg(l.pid));
        } else if (removeLeftover(l.path, &error)) {
            result.done.append(RunDirectoryTr::tr("removed %1 (left by PID %2, started %3)")
                                   .arg(l.path)
                                   .arg(l.pid)
                                   .arg(l.started.toString(Qt::ISODate)));
            ++result.removed;
        } else {
            result.problems.append(error);
        }
    }
    return result;
}

void RunDirectory::fillPattern(char* data, size_t size)
{
    QRandomGenerator generator(0x5eed);
    size_t i = 0;
    for (; i + sizeof(quint32) <= size; i += sizeof(quint32)) {
        const quint32 word = generator.generate();
        std::memcpy(data + i, &word, sizeof word);
    }
    if (i < size) {
        const quint32 word = generator.generate();
        std::memcpy(data + i, &word, size - i);
    }
}
