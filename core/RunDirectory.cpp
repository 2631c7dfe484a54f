#include "RunDirectory.h"

#include "Posix.h"
#include "RunMarker.h"
#include "SystemProbe.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using Posix::entriesOf;
using Posix::readSmallFile;

namespace {

// Filesystems the kernel makes up: writing there changes the system or fills RAM the system
// needs, and measures nothing. devtmpfs reports tmpfs's magic number, so names come from
// mountinfo as well.
bool isPseudoFilesystem(int fd, QString* type)
{
    struct statfs fs { };
    if (::fstatfs(fd, &fs) == 0) {
        if (const char* name = Posix::kernelFilesystem(long(fs.f_type))) {
            *type = QLatin1String(name);
            return true;
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
            return fail(
                RunDirectory::tr("target %1 does not exist; create it first or choose another directory").arg(target));
        if (saved == ENOTDIR)
            return fail(
                RunDirectory::tr("target %1 is not a directory; give the directory the files should be written in")
                    .arg(target));
        return fail(RunDirectory::tr("cannot open the target directory %1: %2").arg(target, Posix::errnoText(saved)));
    }
    const QString canonical = pathOf(fd);
    // What each place is, so the refusal (and --probe) says why no run can go there.
    const auto inside = [&canonical](const char* root) {
        const QString r = QLatin1String(root);
        return canonical == r || canonical.startsWith(r + QLatin1Char('/'));
    };
    QString what;
    if (inside("/proc")) {
        what = RunDirectory::tr("target %1 is inside /proc, a kernel pseudo filesystem (processes and kernel "
                                "settings): nothing written there is stored on a disk, and some of it changes the "
                                "kernel; choose a directory on a real filesystem")
                   .arg(target);
    } else if (inside("/sys")) {
        what = RunDirectory::tr("target %1 is inside /sys, a kernel pseudo filesystem (devices and drivers): "
                                "nothing written there is stored on a disk, and some of it changes the kernel; choose "
                                "a directory on a real filesystem")
                   .arg(target);
    } else if (inside("/dev/shm")) {
        what = RunDirectory::tr("target %1 is inside /dev/shm, a tmpfs in RAM for shared memory: a run there "
                                "measures memory, not a disk, and fills memory other programs need; choose a "
                                "directory on the disk you want to measure")
                   .arg(target);
    } else if (inside("/dev")) {
        what = RunDirectory::tr("target %1 is inside /dev, which holds device nodes, not data; choose a directory on "
                                "a real filesystem")
                   .arg(target);
    }
    if (!what.isEmpty()) {
        ::close(fd);
        return fail(what);
    }
    QString type;
    if (isPseudoFilesystem(fd, &type)) {
        ::close(fd);
        return fail(RunDirectory::tr("target %1 is on %2, a filesystem the kernel makes up, which is not a place for "
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
        return fail(RunDirectory::tr("cannot open the target directory %1: %2").arg(target, Posix::errnoText(saved)));
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
                ? RunDirectory::tr("free some space or choose another directory")
                : RunDirectory::tr("choose a directory you can write to");
            return fail(RunDirectory::tr("cannot create a run directory in %1: %2; %3")
                            .arg(target, Posix::errnoText(saved), hint));
        }
    }
    if (dir.m_name.isEmpty())
        return fail(RunDirectory::tr("cannot find a free run directory name in %1").arg(target));
    dir.m_path = QDir(target).filePath(dir.m_name);
    dir.m_dirFd = ::openat(
        dir.m_parentFd, QFile::encodeName(dir.m_name).constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (dir.m_dirFd < 0) {
        const int saved = errno;
        ::unlinkat(dir.m_parentFd, QFile::encodeName(dir.m_name).constData(), AT_REMOVEDIR);
        return fail(RunDirectory::tr("cannot open the run directory %1: %2").arg(dir.m_path, Posix::errnoText(saved)));
    }

    const QByteArray markerBytes = RunMarker::forThisProcess();
    const int fd = ::openat(dir.m_dirFd, kMarkerName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0 || ::write(fd, markerBytes.constData(), size_t(markerBytes.size())) != markerBytes.size()) {
        const int saved = errno;
        if (fd >= 0)
            ::close(fd);
        QString ignored;
        dir.remove(&ignored);
        return fail(RunDirectory::tr("cannot write the run marker in %1: %2").arg(dir.m_path, Posix::errnoText(saved)));
    }
    ::close(fd);
    dir.m_filesFd
        = ::openat(dir.m_dirFd, kFilesName, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (dir.m_filesFd < 0) {
        const int saved = errno;
        QString ignored;
        dir.remove(&ignored);
        return fail(
            RunDirectory::tr("cannot write the run's file list in %1: %2").arg(dir.m_path, Posix::errnoText(saved)));
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
            *error = RunDirectory::tr("cannot remove %1: %2").arg(QDir(m_path).filePath(name), Posix::errnoText(saved));
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
    int listError = 0;
    QStringList foreign = entriesOf(m_dirFd, &listError);
    if (listError != 0) {
        // Could not look (EMFILE, EIO): the marker stays, so --clean-leftovers finds it later.
        ::close(std::exchange(m_dirFd, -1));
        ::close(std::exchange(m_parentFd, -1));
        m_removed = true;
        if (ok && error)
            *error = RunDirectory::tr("%1 was left in place: it cannot be listed (%2); remove it later with "
                                      "streamscope-cli --clean-leftovers")
                         .arg(m_path, Posix::errnoText(listError));
        return false;
    }
    foreign.removeAll(QLatin1String(kMarkerName));
    foreign.removeAll(QLatin1String(kFilesName));
    if (!foreign.isEmpty()) {
        ::close(std::exchange(m_dirFd, -1));
        ::close(std::exchange(m_parentFd, -1));
        m_removed = true;
        if (ok && error) {
            *error = RunDirectory::tr(
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
            *error = RunDirectory::tr("cannot remove the run marker in %1: %2").arg(m_path, Posix::errnoText(saved));
        ok = false;
    }
    ::close(std::exchange(m_dirFd, -1));
    if (::unlinkat(m_parentFd, QFile::encodeName(m_name).constData(), AT_REMOVEDIR) != 0 && errno != ENOENT) {
        const int saved = errno;
        if (ok && error)
            *error = RunDirectory::tr("cannot remove the run directory %1: %2").arg(m_path, Posix::errnoText(saved));
        ok = false;
    }
    ::close(std::exchange(m_parentFd, -1));
    m_removed = true;
    return ok;
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
