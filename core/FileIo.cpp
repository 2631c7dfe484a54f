#include "FileIo.h"

#include "Posix.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <map>
#include <mutex>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace {

// lupdate only sees tr() with a context: a class that declares one. This gives the free
// functions of this file theirs.
struct FileIoTr {
    Q_DECLARE_TR_FUNCTIONS(FileIo)
};

QString kindOf(mode_t mode)
{
    if (S_ISREG(mode))
        return FileIoTr::tr("a regular file");
    if (S_ISDIR(mode))
        return FileIoTr::tr("a directory");
    if (S_ISCHR(mode))
        return FileIoTr::tr("a character device");
    if (S_ISBLK(mode))
        return FileIoTr::tr("a block device");
    if (S_ISFIFO(mode))
        return FileIoTr::tr("a FIFO");
    if (S_ISSOCK(mode))
        return FileIoTr::tr("a socket");
    return FileIoTr::tr("an unknown kind of file");
}

bool fail(QString* reason, const QString& text)
{
    if (reason)
        *reason = text;
    return false;
}

// A character device an output may be: the null, zero and full devices, the controlling
// terminal, or the terminal this process already writes to. Any other (a watchdog, a serial
// line, /dev/kmsg, /dev/mem) does something when written or even opened.
bool harmlessDevice(const struct stat& st)
{
    if (major(st.st_rdev) == 1 && (minor(st.st_rdev) == 3 || minor(st.st_rdev) == 5 || minor(st.st_rdev) == 7))
        return true;
    if (st.st_rdev == makedev(5, 0))
        return true;
    for (int fd : { STDOUT_FILENO, STDERR_FILENO }) {
        struct stat own { };
        if (::fstat(fd, &own) == 0 && S_ISCHR(own.st_mode) && own.st_rdev == st.st_rdev)
            return true;
    }
    return false;
}

// The reason when `path` (or, for a new file, its directory) lies on a filesystem the kernel
// makes up: a report "written" to /proc or /sys is lost, or changes a kernel setting.
bool onKernelFilesystem(const QString& path, QString* reason)
{
    struct statfs fs { };
    if (::statfs(QFile::encodeName(path).constData(), &fs) != 0)
        return false;
    const char* name = Posix::kernelFilesystem(long(fs.f_type));
    if (!name)
        return false;
    fail(reason,
        FileIoTr::tr("it is on %1, a filesystem the kernel makes up (as /proc and /sys are): what is written there is "
                     "no file that keeps it, and may change the kernel's settings; give a file on a real filesystem")
            .arg(QLatin1String(name)));
    return true;
}

QString noReaderText()
{
    return FileIoTr::tr("it is a FIFO that no program reads, so writing to it would wait for one; start the reader "
                        "first (e.g. cat FIFO > report.json) or give a regular file");
}

// False with the reason when an output may never be this: a folder, a disk (a report
// written over it destroys the filesystem), a socket (open() cannot write to one), a device
// other than the harmless ones, anything on a kernel filesystem.
bool acceptableOutput(const QString& path, const struct stat& st, QString* reason)
{
    if (S_ISDIR(st.st_mode))
        return fail(reason, FileIoTr::tr("it is a directory; give a file name, e.g. %1/report.json").arg(path));
    if (S_ISBLK(st.st_mode) || S_ISSOCK(st.st_mode)) {
        return fail(reason,
            FileIoTr::tr("it is %1; give a regular file, a FIFO or a character device").arg(kindOf(st.st_mode)));
    }
    if (S_ISCHR(st.st_mode)) {
        if (harmlessDevice(st))
            return true;
        return fail(reason,
            FileIoTr::tr("it is a device node (character device %1:%2), which may act on what is written to it; give "
                         "a regular file, /dev/null, a terminal or a FIFO a program reads")
                .arg(major(st.st_rdev))
                .arg(minor(st.st_rdev)));
    }
    return !onKernelFilesystem(path, reason);
}

// FIFOs checkOutput() found a reader for, held open until writeOutput() or openStream()
// takes them: closing the end it opened would give that reader (cat FIFO) its end of file
// before the report is written, and the next open would find nobody.
struct HeldFifos {
    std::mutex mutex;
    std::map<std::pair<dev_t, ino_t>, int> fds;
};
HeldFifos& heldFifos()
{
    static HeldFifos held;
    return held;
}

void holdFifo(const struct stat& st, int fd)
{
    HeldFifos& held = heldFifos();
    std::lock_guard lock(held.mutex);
    if (!held.fds.emplace(std::pair(st.st_dev, st.st_ino), fd).second)
        ::close(fd); // already held
}

int takeHeldFifo(const struct stat& st)
{
    HeldFifos& held = heldFifos();
    std::lock_guard lock(held.mutex);
    const auto it = held.fds.find(std::pair(st.st_dev, st.st_ino));
    if (it == held.fds.end())
        return -1;
    const int fd = it->second;
    held.fds.erase(it);
    return fd;
}

// Opens an existing FIFO or device for writing without waiting for a reader: the descriptor
// checkOutput() held, or a new one opened O_NONBLOCK (ENXIO: nobody reads). Writes then block
// as usual. -1 with the reason.
int openWithoutWaiting(const QByteArray& native, const struct stat& st, int flags, QString* reason)
{
    int fd = S_ISFIFO(st.st_mode) ? takeHeldFifo(st) : -1;
    if (fd < 0)
        fd = ::open(native.constData(), flags | O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK, 0666);
    if (fd < 0) {
        fail(reason, errno == ENXIO ? noReaderText() : Posix::errnoText(errno));
        return -1;
    }
    const int fl = ::fcntl(fd, F_GETFL);
    if (fl >= 0)
        ::fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
    return fd;
}

// The standard stream (1 or 2) whose regular file this is, or -1.
int standardStreamOf(const struct stat& st)
{
    for (int fd : { STDOUT_FILENO, STDERR_FILENO }) {
        struct stat own { };
        if (::fstat(fd, &own) == 0 && S_ISREG(own.st_mode) && own.st_dev == st.st_dev && own.st_ino == st.st_ino)
            return fd;
    }
    return -1;
}

// Gathers what a producer writes into 64 KiB pieces for an unbuffered file: few system calls,
// and a failed write keeps its errno text (QFileDevice's own buffer loses it to "Unknown error").
class Chunked final : public QIODevice {
public:
    explicit Chunked(QFileDevice& file)
        : m_file(file)
    {
        open(QIODevice::WriteOnly);
    }
    bool finish() { return pass(); }

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 size) override
    {
        m_pending.append(data, qsizetype(size));
        return m_pending.size() < kChunk || pass() ? size : -1;
    }

private:
    // A short write (the last free blocks) sets no error; writing the rest fails with one.
    bool pass()
    {
        qsizetype done = 0;
        while (done < m_pending.size()) {
            const qint64 n = m_file.write(m_pending.constData() + done, m_pending.size() - done);
            if (n <= 0)
                break;
            done += qsizetype(n);
        }
        const bool ok = done == m_pending.size();
        m_pending.clear();
        return ok;
    }
    static constexpr qsizetype kChunk = 1 << 16;
    QFileDevice& m_file;
    QByteArray m_pending;
};

bool produceInto(QFileDevice& file, const FileIo::Producer& produce)
{
    Chunked out(file);
    return produce(out) && out.finish();
}

// Writes to an open descriptor that must not be replaced, and closes it; every write and
// the close are checked (/dev/full fails the first write with ENOSPC).
bool writeThrough(int fd, const FileIo::Producer& produce, QString* reason)
{
    if (fd < 0)
        return fail(reason, Posix::errnoText(errno));
    QFile file;
    bool ok = file.open(fd, QIODevice::WriteOnly | QIODevice::Unbuffered, QFileDevice::DontCloseHandle)
        && produceInto(file, produce);
    QString text = file.errorString();
    file.close();
    if (::close(fd) != 0 && errno != EINTR && ok) {
        ok = false;
        text = Posix::errnoText(errno);
    }
    return ok || fail(reason, text);
}

} // namespace

namespace FileIo {

bool checkFolder(const QString& path, QString* reason)
{
    if (path.isEmpty())
        return fail(reason, FileIoTr::tr("the name is empty"));
    struct stat st { };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0) {
        // Qt 6 decodes file names as UTF-8: bytes that are not valid UTF-8 arrive as U+FFFD
        // and cannot be encoded back, so the lookup fails for a name that may well exist.
        if (errno == ENOENT && path.contains(QChar::ReplacementCharacter)) {
            return fail(reason,
                FileIoTr::tr("the name has bytes that are not valid UTF-8, which cannot be passed on; rename the "
                             "directory or reach it through a symbolic link with a UTF-8 name"));
        }
        return fail(reason, errno == ENOENT ? FileIoTr::tr("it does not exist") : Posix::errnoText(errno));
    }
    if (!S_ISDIR(st.st_mode))
        return fail(reason, FileIoTr::tr("it is not a directory but %1").arg(kindOf(st.st_mode)));
    return true;
}

bool checkOutput(const QString& path, QString* reason)
{
    if (path.isEmpty())
        return fail(reason, FileIoTr::tr("the file name is empty"));
    if (path.endsWith(QLatin1Char('/')))
        return fail(reason, FileIoTr::tr("the name ends in /, so it names a directory; add a file name"));
    const QByteArray native = QFile::encodeName(path);
    struct stat st { };
    if (::stat(native.constData(), &st) == 0) {
        if (!acceptableOutput(path, st, reason))
            return false;
        if (::access(native.constData(), W_OK) != 0)
            return fail(reason, Posix::errnoText(errno));
        if (S_ISFIFO(st.st_mode)) {
            // Whether a program reads it, without waiting for one; the end opened is kept.
            const int fd = ::open(native.constData(), O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK);
            if (fd < 0)
                return fail(reason, errno == ENXIO ? noReaderText() : Posix::errnoText(errno));
            holdFifo(st, fd);
            return true;
        }
        if (!S_ISREG(st.st_mode) || standardStreamOf(st) >= 0)
            return true;
        // A regular file is replaced by renaming a new one over it: its directory (the link's
        // target's, as QSaveFile follows links) must take one.
    } else if (errno != ENOENT) {
        return fail(reason, Posix::errnoText(errno));
    }
    const QFileInfo info(path);
    const QString folder = QFileInfo(info.exists() ? info.canonicalFilePath() : info.absoluteFilePath()).absolutePath();
    const QByteArray nativeFolder = QFile::encodeName(folder);
    if (::stat(nativeFolder.constData(), &st) != 0) {
        return fail(reason,
            errno == ENOENT ? FileIoTr::tr("the directory %1 does not exist").arg(folder)
                            : FileIoTr::tr("cannot reach the directory %1: %2").arg(folder, Posix::errnoText(errno)));
    }
    if (!S_ISDIR(st.st_mode))
        return fail(reason, FileIoTr::tr("%1 is %2, not a directory").arg(folder, kindOf(st.st_mode)));
    if (onKernelFilesystem(folder, reason))
        return false;
    if (::access(nativeFolder.constData(), W_OK | X_OK) != 0)
        return fail(reason, FileIoTr::tr("cannot create files in %1: %2").arg(folder, Posix::errnoText(errno)));
    return true;
}

namespace {
// Where writing `path` would create its file: symbolic links followed (a dangling one leads to
// the name it points at), as the canonical directory and the name. Empty when the directory
// does not exist or the links loop.
QString landingPlace(QString path)
{
    for (int hop = 0; hop < 40; ++hop) {
        const QFileInfo info(path);
        if (!info.isSymLink()) {
            const QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
            return folder.isEmpty() ? QString() : folder + QLatin1Char('/') + info.fileName();
        }
        const QString target = info.symLinkTarget(); // absolute, also for a relative link
        if (target.isEmpty())
            return {};
        path = target;
    }
    return {};
}
} // namespace

bool sameOutput(const QString& a, const QString& b)
{
    struct stat sa { };
    struct stat sb { };
    const bool hasA = ::stat(QFile::encodeName(a).constData(), &sa) == 0;
    const bool hasB = ::stat(QFile::encodeName(b).constData(), &sb) == 0;
    if (hasA && hasB)
        return S_ISREG(sa.st_mode) && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
    if (hasA || hasB)
        return false;
    // Neither exists yet: the same place once created, also through a link that points at a
    // name not yet there (--json same.json --csv alias.json, alias.json -> same.json).
    const QString placeA = landingPlace(a);
    return !placeA.isEmpty() && placeA == landingPlace(b);
}

bool writeOutput(const QString& path, const Producer& produce, QString* reason)
{
    if (path.isEmpty())
        return fail(reason, FileIoTr::tr("the file name is empty"));
    const QByteArray native = QFile::encodeName(path);
    struct stat st { };
    if (::stat(native.constData(), &st) == 0) {
        if (!acceptableOutput(path, st, reason))
            return false;
        if (!S_ISREG(st.st_mode)) {
            const int fd = openWithoutWaiting(native, st, 0, reason);
            return fd >= 0 && writeThrough(fd, produce, reason);
        }
        if (const int stream = standardStreamOf(st); stream >= 0) {
            std::fflush(stream == STDOUT_FILENO ? stdout : stderr);
            return writeThrough(::fcntl(stream, F_DUPFD_CLOEXEC, 3), produce, reason);
        }
    }
    if (onKernelFilesystem(QFileInfo(QFileInfo(path).absoluteFilePath()).absolutePath(), reason))
        return false;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(reason, file.errorString());
    // QSaveFile::commit() in Qt 6.4 reports success even when its own final flush failed
    // (ENOSPC): unbuffered, every write's result is seen here, then the sync's.
    if (!produceInto(file, produce)) {
        const QString text = file.errorString();
        file.cancelWriting();
        return fail(reason, text);
    }
    if (::fdatasync(file.handle()) != 0 && errno != EINVAL) {
        const QString text = Posix::errnoText(errno);
        file.cancelWriting();
        return fail(reason, text);
    }
    return file.commit() || fail(reason, file.errorString());
}

bool writeOutput(const QString& path, const QByteArray& bytes, QString* reason)
{
    return writeOutput(
        path, [&bytes](QIODevice& out) { return out.write(bytes) == bytes.size(); }, reason);
}

int openStream(const QString& path, QString* reason)
{
    if (path.isEmpty()) {
        fail(reason, FileIoTr::tr("the file name is empty"));
        return -1;
    }
    const QByteArray native = QFile::encodeName(path);
    struct stat st { };
    if (::stat(native.constData(), &st) == 0) {
        if (!acceptableOutput(path, st, reason))
            return -1;
        if (!S_ISREG(st.st_mode))
            return openWithoutWaiting(native, st, 0, reason);
    } else if (onKernelFilesystem(QFileInfo(QFileInfo(path).absoluteFilePath()).absolutePath(), reason)) {
        return -1;
    }
    // O_NONBLOCK as well: a FIFO put in the file's place since the check must not block.
    return openWithoutWaiting(native, st, O_CREAT | O_TRUNC, reason);
}

std::optional<QByteArray> readRegularFile(const QString& path, qint64 maxBytes, QString* reason)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        fail(reason, Posix::errnoText(errno));
        return std::nullopt;
    }
    auto closeAndFail = [&](const QString& text) -> std::optional<QByteArray> {
        ::close(fd);
        fail(reason, text);
        return std::nullopt;
    };
    struct stat st { };
    if (::fstat(fd, &st) != 0)
        return closeAndFail(Posix::errnoText(errno));
    if (!S_ISREG(st.st_mode))
        return closeAndFail(FileIoTr::tr("it is %1, not a regular file").arg(kindOf(st.st_mode)));
    const QString tooLarge = FileIoTr::tr("it is larger than %1 MiB").arg(maxBytes / (qint64(1024) * 1024));
    if (st.st_size > maxBytes)
        return closeAndFail(tooLarge);
    QByteArray data;
    data.resize(qsizetype(st.st_size) + 1);
    qsizetype used = 0;
    while (true) {
        if (used == data.size()) {
            if (used > maxBytes)
                return closeAndFail(tooLarge);
            data.resize(std::min<qsizetype>(used * 2, maxBytes + 1));
        }
        const ssize_t n = ::read(fd, data.data() + used, size_t(data.size() - used));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return closeAndFail(Posix::errnoText(errno));
        if (n == 0)
            break;
        used += n;
    }
    ::close(fd);
    if (used > maxBytes) {
        fail(reason, tooLarge);
        return std::nullopt;
    }
    data.truncate(used);
    return data;
}

} // namespace FileIo
