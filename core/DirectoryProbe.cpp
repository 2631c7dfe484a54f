#include "DirectoryProbe.h"

#include "FileIo.h"
#include "Posix.h"
#include "RunDirectory.h"

#include <QCoreApplication>
#include <QFile>
#include <cerrno>
#include <sys/statvfs.h>
#include <unistd.h>

namespace {
struct DirectoryTr {
    Q_DECLARE_TR_FUNCTIONS(SysProbe)
};
} // namespace

SysProbe::Directory SysProbe::probeDirectory(const QString& dir)
{
    Directory d;
    d.dir = dir;
    if (QString reason; !FileIo::checkFolder(dir, &reason)) {
        d.problem = reason;
        return d;
    }
    d.isDir = true;
    const QByteArray native = QFile::encodeName(dir);
    d.writable = ::access(native.constData(), W_OK | X_OK) == 0;
    if (const int error = errno; !d.writable)
        d.problem = DirectoryTr::tr("it is not writable (%1)").arg(Posix::errnoText(error));
    // The run's own refusal, word for word, before "not writable": /proc and /sys (kernel
    // pseudo filesystems), /dev and /dev/shm (a tmpfs in RAM), any other filesystem the kernel
    // makes up.
    QString refusal;
    if (const int fd = RunDirectory::openTarget(dir, &refusal); fd >= 0)
        ::close(fd);
    else
        d.problem = refusal;
    d.environment = probeEnvironment(dir);
    struct statvfs fs { };
    if (::statvfs(native.constData(), &fs) == 0) {
        // f_bavail: what an unprivileged user may fill, not counting root's reserve.
        d.freeBytes = qint64(fs.f_bavail) * qint64(fs.f_frsize);
        d.sizeBytes = qint64(fs.f_blocks) * qint64(fs.f_frsize);
        // ramfs and the like: the preflight refuses a filesystem with no size of its own.
        if (fs.f_blocks == 0 && d.problem.isEmpty()) {
            d.problem
                = DirectoryTr::tr("it is on %1, which has no size of its own (a pseudo or memory filesystem): "
                                  "no run can go there")
                      .arg(d.environment.fsType.isEmpty() ? DirectoryTr::tr("a filesystem") : d.environment.fsType);
        }
    }
    return d;
}
