#include "Preflight.h"

#include "FileIo.h"
#include "IoBackend.h"
#include "Posix.h"
#include "Residency.h"
#include "RunConfig.h"
#include "RunDirectory.h"
#include "SystemProbe.h"
#include "Units.h"

#include <QCoreApplication>
#include <QFile>
#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

namespace {

// Users meet these messages as the engine's refusals: they share its translation context.
struct PreflightTr {
    Q_DECLARE_TR_FUNCTIONS(Engine)
};

// Direct-I/O alignment of a file: statx STATX_DIOALIGN where the kernel and filesystem report
// it, else 0 (the caller falls back to the device's logical block size). glibc takes
// struct statx from the kernel headers, which have the two fields since Linux 6.1.
struct DioAlign {
    uint32_t memory = 0;
    uint32_t offset = 0;
};
DioAlign dioAlignment(int fd)
{
    DioAlign align;
#ifdef STATX_DIOALIGN
    struct statx stx { };
    if (statx(fd, "", AT_EMPTY_PATH, STATX_DIOALIGN, &stx) == 0 && (stx.stx_mask & STATX_DIOALIGN)) {
        align.memory = stx.stx_dio_mem_align;
        align.offset = stx.stx_dio_offset_align;
    }
#else
    (void)fd;
#endif
    return align;
}

} // namespace

namespace Preflight {

int64_t peakBytesOnDisk(const RunConfig& config)
{
    // A pass too large to count needs more space than any filesystem has.
    int64_t peak = 0;
    for (int n : config.streamCounts)
        peak = std::max(peak, config.passBytes(n).value_or(INT64_MAX));
    return peak;
}

int64_t spaceMargin(int64_t requested, int64_t fsSizeBytes)
{
    return requested >= 0 ? requested : std::max<int64_t>(int64_t(1) << 30, fsSizeBytes / 20);
}

QString check(const RunConfig& config, const QString& dir, const EngineOptions& options, QStringList* warnings)
{
    if (QString reason; !FileIo::checkFolder(dir, &reason))
        return PreflightTr::tr("target %1: %2; give the directory the files should be written in").arg(dir, reason);
    QString problem;
    const int fd = RunDirectory::openTarget(dir, &problem);
    if (fd < 0)
        return problem;
    problem = check(config, fd, dir, options, warnings);
    ::close(fd);
    return problem;
}

QString check(
    const RunConfig& config, int dirFd, const QString& dir, const EngineOptions& options, QStringList* warnings)
{
    // Everything about the directory comes from the descriptor RunDirectory::openTarget()
    // checked, never from its path again.
    if (::faccessat(dirFd, ".", W_OK | X_OK, 0) != 0)
        return PreflightTr::tr("target %1 is not writable (%2); choose a directory you can write to")
            .arg(dir, Posix::errnoText(errno));

    struct statvfs vfs { };
    if (::fstatvfs(dirFd, &vfs) != 0)
        return PreflightTr::tr("cannot read the free space of %1: %2").arg(dir, Posix::errnoText(errno));
    // procfs, sysfs and ramfs report no size at all; "only 0 B available" would blame the
    // free space of a filesystem that has none to give.
    if (vfs.f_blocks == 0 && !options.skipSpaceCheck) {
        const auto mount = SysProbe::mountOf(RunDirectory::pathOf(dirFd));
        return PreflightTr::tr("target %1 is on %2, which has no size of its own (a pseudo or memory filesystem); "
                               "choose a directory on a real filesystem")
            .arg(dir, mount ? mount->fsType : PreflightTr::tr("a filesystem"));
    }
    // f_bavail, not f_bfree: blocks reserved for root are not ours to fill.
    const int64_t available = int64_t(vfs.f_bavail) * int64_t(vfs.f_frsize);
    const int64_t fsSize = int64_t(vfs.f_blocks) * int64_t(vfs.f_frsize);
    const int64_t margin = spaceMargin(options.spaceMarginBytes, fsSize);
    const int64_t needed = peakBytesOnDisk(config);
    int64_t wanted = 0;
    if (!options.skipSpaceCheck && (__builtin_add_overflow(needed, margin, &wanted) || wanted > available)) {
        // The knobs that make this run smaller: a run by time writes rate x duration per stream.
        const QString smaller = config.durationNs > 0
            ? PreflightTr::tr("use a shorter --duration, fewer --streams, a smaller --space-margin or another "
                              "directory")
            : PreflightTr::tr("use a smaller --size/--total, a smaller --space-margin or another directory");
        return PreflightTr::tr(
            "not enough free space in %1: the run needs %2 plus a safety margin of %3, but only %4 is "
            "available; %5")
            .arg(dir, Units::formatSize(needed), Units::formatSize(margin), Units::formatSize(available), smaller);
    }

    // Direct I/O on a memory filesystem: tmpfs accepts O_DIRECT since Linux 6.6 (ramfs still
    // refuses it, which directIoAlignment() turns into a refusal), but its "device" is
    // RAM, so the numbers would look like a disk's and mean nothing about one. A warning, not
    // a refusal: measuring memory can be what the user wants, as a ceiling. The type comes
    // from the same mount lookup as the report's filesystem name.
    if (warnings && config.mode == IoMode::Direct) {
        const auto mount = SysProbe::mountOf(RunDirectory::pathOf(dirFd));
        if (mount && (mount->fsType == QLatin1String("tmpfs") || mount->fsType == QLatin1String("ramfs"))) {
            warnings->append(PreflightTr::tr("%1 is on %2, which keeps its files in RAM: direct I/O (O_DIRECT) "
                                             "there measures memory, not a disk; choose a directory on the disk "
                                             "you want to measure")
                                 .arg(dir, mount->fsType));
        }
    }
    // The cold-read warning for buffered runs needs a probe written in the run directory, so
    // it is not made here but once that exists (see coldReadWarning()).
    return {};
}

// Whether a read phase would find the files still in RAM whatever the engine does: a small
// file is written, synced and dropped from the page cache the way readPhase() does it, then
// its residency is measured. tmpfs and ramfs keep everything; ext4, XFS and btrfs let go.
// Plain system calls, not the backend: this is not part of the measured run, and injected
// faults are meant for the run's own files.
bool coldReadsImpossible(RunDirectory& dir)
{
    const QString name = QStringLiteral("stream-9998.dat");
    const QByteArray encoded = QFile::encodeName(name);
    const int fd = ::openat(dir.fd(), encoded.constData(), O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0)
        return false; // the run itself will say what is wrong with the directory
    dir.track(name);
    constexpr int64_t kProbeBytes = int64_t(256) * 1024;
    const QByteArray data(kProbeBytes, '\x5a');
    bool impossible = false;
    if (::pwrite(fd, data.constData(), size_t(data.size()), 0) == kProbeBytes && ::fdatasync(fd) == 0) {
        ::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
        const Residency::Result r = Residency::measure(fd, kProbeBytes);
        impossible = r.ok && r.fraction() > 0.5;
        qCDebug(lcProbes).noquote() << "cold-read probe in" << dir.path() << ":" << (r.ok ? r.fraction() : -1.0)
                                    << "still resident after a drop, by" << r.method;
    }
    ::close(fd);
    QString ignored;
    dir.removeFile(name, &ignored);
    return impossible;
}

size_t directIoAlignment(IoBackend& backend, RunDirectory& runDir, const RunConfig& config,
    const SysProbe::Environment& environment, const QString& dir, QString* error)
{
    size_t alignment = 4096;
    const QString probeName = QStringLiteral("stream-9999.dat");
    const int fd = backend.openAt(runDir.fd(), QFile::encodeName(probeName).constData(),
        O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC | O_DIRECT, 0600);
    // Some filesystems (ramfs, tmpfs before Linux 6.6) create the file and only then refuse
    // O_DIRECT: whatever the result, the name is ours unless it already existed.
    if (fd != -EEXIST)
        runDir.track(probeName);
    if (fd == -EINVAL || fd == -EOPNOTSUPP) {
        *error = PreflightTr::tr(
            "%1 (%2) does not support direct I/O (O_DIRECT); use --mode dsync or --mode buffered instead")
                     .arg(dir, environment.fsType);
        alignment = 0;
    } else if (fd < 0) {
        *error = PreflightTr::tr("cannot create a probe file in %1: %2").arg(runDir.path(), Posix::errnoText(-fd));
        alignment = 0;
    } else {
        const DioAlign align = dioAlignment(fd);
        const int64_t offsetAlign = align.offset ? align.offset : std::max(512, environment.device.logicalBlockSize);
        alignment = std::max<size_t>(alignment, align.memory);
        qCDebug(lcProbes).noquote() << "O_DIRECT probe in" << dir << ": statx memory alignment" << align.memory
                                    << "offset" << align.offset << "-> buffer" << alignment << "offsets" << offsetAlign;
        backend.close(fd);
        if (config.blockSize % offsetAlign != 0) {
            *error = PreflightTr::tr(
                "block size %1 is not a multiple of the direct-I/O alignment %2 of %3; use a block size "
                "that is a multiple of %2")
                         .arg(Units::formatSize(config.blockSize), Units::formatSize(offsetAlign), dir);
            alignment = 0;
        }
    }
    // Its own failure to go away says nothing the removal of the run directory will not.
    QString ignored;
    runDir.removeFile(probeName, &ignored);
    return alignment;
}

QString coldReadWarning(
    const RunConfig& config, RunDirectory& runDir, const SysProbe::Environment& environment, const QString& dir)
{
    // Small files read back through the page cache are only cold if it can be emptied.
    if (config.mode == IoMode::Direct || config.read == ReadOrder::None)
        return {};
    const int64_t needed = peakBytesOnDisk(config);
    const int64_t ram = int64_t(sysconf(_SC_PHYS_PAGES)) * int64_t(sysconf(_SC_PAGESIZE));
    if (needed >= 2 * ram || !coldReadsImpossible(runDir))
        return {};
    return PreflightTr::tr("the files (%1) are smaller than twice the RAM (%2) and %3 (%4) keeps files in "
                           "memory even when asked to drop them, so cold reads are impossible here: "
                           "the read phase measures memory, not the disk; the report states how much "
                           "was still cached when each read phase began")
        .arg(Units::formatSize(needed), Units::formatSize(ram), dir, environment.fsType);
}
} // namespace Preflight
