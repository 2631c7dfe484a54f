// The directories of earlier runs that did not finish (a crash, a power cut, a kill -9): found
// by their marker, judged by RunMarker, removed only when every file in them is provably the
// run's own.

#include "Posix.h"
#include "RemoteCommand.h"
#include "RunDirectory.h"
#include "RunMarker.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using Posix::entriesOf;
using RunMarker::Marker;

namespace {

const QRegularExpression& engineFileName()
{
    static const QRegularExpression re(QStringLiteral("^stream-[0-9]{4}\\.dat$"));
    return re;
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

// The advice follows the cause: another user's directory wants its owner or root; too many
// open files, no memory or an I/O error want neither.
QString unreadableSentence(const RunDirectory::Leftover& l)
{
    if (l.error == EACCES || l.error == EPERM) {
        return RunDirectory::tr("cannot look into %1 (%2), so it was left alone; if it is a StreamScope run directory, "
                                "run --clean-leftovers as its owner or as root")
            .arg(l.path, l.unreadable);
    }
    return RunDirectory::tr("cannot look into %1 (%2), so it was left alone; try again once that is resolved")
        .arg(l.path, l.unreadable);
}

// Whether a failed open of a name in a target means "no run directory here" (it vanished, or
// it is a file or a link that took a run directory's name) rather than "cannot tell".
bool notARunDirectory(int error)
{
    return error == ENOENT || error == ENOTDIR || error == ELOOP;
}

} // namespace

QList<RunDirectory::Leftover> RunDirectory::findLeftovers(const QString& target)
{
    QList<Leftover> result;
    const int targetFd = ::open(QFile::encodeName(target).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (targetFd < 0) {
        // Any cause but a missing target is said (EMFILE, EIO, EACCES): "0 removed" would claim
        // the target was looked at.
        const int saved = errno;
        if (!notARunDirectory(saved))
            result.append({ target, 0, {}, {}, true, Posix::errnoText(saved), saved });
        return result;
    }
    int listError = 0;
    QStringList names = entriesOf(targetFd, &listError);
    if (listError != 0)
        result.append({ target, 0, {}, {}, true, Posix::errnoText(listError), listError });
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
        const Marker marker = fd >= 0 ? RunMarker::read(fd) : Marker();
        if (fd >= 0)
            ::close(fd);
        const int unreadable = openError ? openError : marker.error;
        if (unreadable != 0 && !notARunDirectory(unreadable)) {
            result.append({ path, 0, {}, {}, true, Posix::errnoText(unreadable), unreadable });
            continue;
        }
        if (!marker.valid)
            continue;
        Leftover leftover;
        leftover.path = path;
        leftover.pid = marker.pid;
        leftover.started = marker.started;
        leftover.toolVersion = marker.version;
        leftover.processRunning = RunMarker::mightBeRunning(marker);
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
        return fail(RunDirectory::tr("%1 is not a StreamScope run directory (its name does not start with %2)")
                        .arg(path, QLatin1String(kPrefix)));
    const int parentFd = ::open(QFile::encodeName(info.absolutePath()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (parentFd < 0) {
        const int saved = errno;
        return fail(RunDirectory::tr("cannot open %1: %2").arg(info.absolutePath(), Posix::errnoText(saved)));
    }
    const QByteArray name = QFile::encodeName(info.fileName());
    const int dirFd = ::openat(parentFd, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (dirFd < 0) {
        const int saved = errno;
        ::close(parentFd);
        return fail(RunDirectory::tr("cannot open %1: %2").arg(path, Posix::errnoText(saved)));
    }
    const Marker marker = RunMarker::read(dirFd);
    if (!marker.valid && marker.error != 0 && !notARunDirectory(marker.error)) {
        ::close(dirFd);
        ::close(parentFd);
        return fail(RunDirectory::tr("cannot read the marker of %1 (%2); it was left untouched")
                        .arg(path, Posix::errnoText(marker.error)));
    }
    if (!marker.valid || RunMarker::mightBeRunning(marker)) {
        ::close(dirFd);
        ::close(parentFd);
        return fail(marker.valid
                ? RunDirectory::tr("%1 belongs to a StreamScope run that is still going (PID %2)")
                      .arg(path)
                      .arg(marker.pid)
                : RunDirectory::tr("%1 has no valid StreamScope marker; it was left untouched").arg(path));
    }
    // Only the files the run provably created, the file list and the marker. Anything else
    // means the directory holds something that is not ours: then nothing at all is removed.
    const std::optional<QMultiHash<QString, quint64>> listed = readFileList(dirFd);
    QStringList ours;
    QStringList foreign;
    int listError = 0;
    const QStringList entries = entriesOf(dirFd, &listError);
    if (listError != 0) {
        // Not "empty": removing the marker of a directory that could not be listed would
        // leave files nobody can tell were the run's.
        ::close(dirFd);
        ::close(parentFd);
        return fail(
            RunDirectory::tr("cannot list %1 (%2); it was left untouched").arg(path, Posix::errnoText(listError)));
    }
    for (const QString& entryName : entries) {
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
                    *error = RunDirectory::tr("cannot remove %1: %2")
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
                *error = RunDirectory::tr("cannot remove %1: %2").arg(path, Posix::errnoText(saved));
        }
    } else {
        ok = false;
        if (error)
            *error = RunDirectory::tr("%1 holds files StreamScope did not create (%2); nothing in it was touched; look "
                                      "at them and remove the directory yourself")
                         .arg(path, foreign.join(QLatin1String(", ")));
    }
    ::close(dirFd);
    ::close(parentFd);
    return ok;
}

QStringList RunDirectory::leftoverNotes(const QString& target)
{
    QStringList notes;
    for (const Leftover& l : findLeftovers(target)) {
        if (!l.unreadable.isEmpty()) {
            notes.append(unreadableSentence(l));
        } else if (!l.processRunning) {
            notes.append(RunDirectory::tr("%1 was left by a StreamScope run that did not finish (PID %2); remove it "
                                          "with streamscope-cli --clean-leftovers %3")
                             .arg(l.path)
                             .arg(l.pid)
                             .arg(Remote::shellQuote(target))); // pasted into a shell as it is
        }
    }
    return notes;
}

RunDirectory::CleanResult RunDirectory::cleanLeftovers(const QString& target)
{
    CleanResult result;
    if (!QFileInfo(target).isDir()) {
        result.problems.append(
            RunDirectory::tr("%1 is not a directory; give the target directory the runs were made in").arg(target));
        return result;
    }
    for (const Leftover& l : findLeftovers(target)) {
        QString error;
        if (!l.unreadable.isEmpty()) {
            result.problems.append(unreadableSentence(l));
        } else if (l.processRunning) {
            result.done.append(
                RunDirectory::tr("kept %1: its run (PID %2) is still going or may be").arg(l.path).arg(l.pid));
        } else if (removeLeftover(l.path, &error)) {
            result.done.append(RunDirectory::tr("removed %1 (left by PID %2, started %3)")
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
