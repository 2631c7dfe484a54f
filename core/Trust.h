#pragma once

#include "SystemProbe.h"

#include <QList>
#include <QString>
#include <cstdint>

struct RunReport;
struct TargetResult;

// The trust verdict of a target: what can make its numbers differ from what a recorder on real
// hardware would get (a loop device whose backing file sits in the host's cache, a disk in RAM,
// a network or FUSE filesystem, compression, encryption, a run the page cache swallows whole).
// The checks are pure functions over parsed facts, so filesystems this machine cannot mount are
// tested with fixtures; only probe() and backingFileCachedBytes() read the live system.
namespace Trust {

// Ids are stable: reports, scripts and tests key on them.
inline constexpr const char* kLoopDevice = "loop-device";
inline constexpr const char* kLoopBackingCached = "loop-backing-cached";
inline constexpr const char* kVirtualDisk = "virtual-disk";
inline constexpr const char* kMemoryFilesystem = "memory-filesystem";
inline constexpr const char* kFuse = "fuse";
inline constexpr const char* kNetworkFilesystem = "network-filesystem";
inline constexpr const char* kCompression = "compression";
inline constexpr const char* kCopyOnWrite = "copy-on-write";
inline constexpr const char* kEncrypted = "dm-crypt";
inline constexpr const char* kSmallRun = "smaller-than-cache";
inline constexpr const char* kReadsFasterThanDevice = "reads-faster-than-device";
inline constexpr const char* kExt4LazyInit = "ext4-lazy-init";

// "warning": the numbers probably do not describe the disk at all; "note": they do, with a
// cost or a layer a user should know about.
inline constexpr const char* kWarning = "warning";
inline constexpr const char* kNote = "note";

struct Flag {
    QString id;
    QString severity;
    QString text; // what it means for this run
    QString advice; // what to do about it
    bool operator==(const Flag&) const = default;
};

// One block device of the stack under the target, as sysfs describes it.
struct DeviceFacts {
    QString name; // kernel name: sda, vda, dm-0, loop3
    QString kind; // "disk", "partition", "dm", "md", "loop"
    QString vendor; // device/vendor: "ATA", "QEMU", "VMware", "Msft"
    QString model; // device/model
    QString driver; // the name device/driver links to: "virtio_blk", "xen_blkfront", "sd", "nvme"
    QString dmUuid; // dm/uuid, "CRYPT-LUKS2-..." for dm-crypt
    QString loopBackingFile; // loop/backing_file
    bool loopDirectIo = false; // loop/dio: the loop device bypasses the host's page cache
    bool rotational = false;
};

// The target directory's own attributes on btrfs. The run directory made in it, and the files
// made in that, inherit them (btrfs_inherit_iflags and the inheritable compression property), so
// they decide compression and copy-on-write for the run as much as the mount options do.
struct DirectoryFacts {
    bool compress = false; // FS_COMPR_FL: chattr +c
    bool noCompress = false; // FS_NOCOMP_FL: chattr +m, or the property set to "no"/"none"
    bool noCow = false; // FS_NOCOW_FL: chattr +C; new files are nodatacow, hence never compressed
    QString compressionProperty; // the btrfs.compression attribute: "zstd", "lzo", "zlib", "no"; empty when unset
    bool operator==(const DirectoryFacts&) const = default;
};

struct Facts {
    SysProbe::Environment environment;
    QString superOptions; // the filesystem's own options (btrfs compress= lives here)
    DirectoryFacts directory; // read on btrfs only; all unset elsewhere
    QString zfsCompression; // the dataset's compression property; empty when unknown
    QList<DeviceFacts> devices; // the target's device first, then what it sits on
    int64_t dirtyLimitBytes = -1; // what the page cache may hold dirty before writers wait
    bool directIo = false; // the run bypassed the page cache (O_DIRECT)
    // The kernel's ext4lazyinit thread exists: a newly made ext4 is zeroing its inode tables in
    // the background. One thread serves every ext4 of the machine and exits when none has work
    // left, so it says "some ext4", not which one.
    bool ext4LazyInitRunning = false;
    // Block groups of the target's ext4 whose inode tables are still to zero, from its group
    // descriptors (Ext4Groups); -1 when the device cannot be read (not root): then the thread
    // alone decides. 0 means the thread works for another filesystem, or lingers after one.
    qint64 ext4UnzeroedGroups = -1;
    qint64 ext4Groups = 0; // all block groups of the target's ext4, when its descriptors were read
    bool ext4InitItableOff = false; // the target's ext4 is mounted noinit_itable: it zeroes nothing
    bool ext4Delalloc = false; // the target's ext4 lists "delalloc" (not nodelalloc, not data=journal)

    // The backing file of the first loop device in the stack that reads through the host's
    // page cache; empty when there is none.
    QString cachedLoopBackingFile() const;
};

// The devices under `device`, read from <sysRoot>/class/block: the device (its whole disk
// for a partition) and, for dm and md, the devices it sits on, down to the disks.
QList<DeviceFacts> readDevices(const SysProbe::BlockDevice& device, const QString& sysRoot = QStringLiteral("/sys"));
// What the page cache may hold dirty: vm.dirty_bytes, else vm.dirty_ratio of RAM (an upper
// bound: the kernel takes the ratio of the memory it could free). -1 when unknown.
int64_t dirtyLimit(const SysProbe::Environment& environment);
// The compression and copy-on-write attributes of the directory `path` (FS_IOC_GETFLAGS and
// the btrfs.compression extended attribute); unset where the filesystem has neither.
DirectoryFacts readDirectory(const QString& path);
// Whether a kernel thread named ext4lazyinit runs, from <procRoot>/[0-9]*/comm (readable by
// any user unless /proc hides other users' processes).
bool ext4LazyInitThreadRunning(const QString& procRoot = QStringLiteral("/proc"));
// The options the kernel lists for an ext4 on `device` (its kernel name, "/" as "!"), from
// <procRoot>/fs/ext4/<device>/options; empty when there is no such file.
QString ext4Options(const QString& device, const QString& procRoot = QStringLiteral("/proc"));
// Whether a new ext4 zeroes its inode tables beside a run on this target: ext4, not mounted
// noinit_itable, not known to have every inode table zeroed, and the ext4lazyinit thread running.
bool ext4Zeroing(const Facts& facts);
// Whether the target's filesystem places data only when it writes it back (delayed allocation:
// ext4 with delalloc, XFS, btrfs), so that a file's unplaced bytes are its data not yet taken
// by the flusher (Residency::PendingWrites without cachestat).
bool delaysAllocation(const Facts& facts);
// Reads Facts::ext4LazyInitRunning and, while the thread runs, Facts::ext4UnzeroedGroups of the
// target's device now: at the probe and again after the run.
void readExt4LazyInit(Facts& facts);
// The facts of a probed target on this machine.
Facts probe(const SysProbe::Environment& environment, bool directIo);
// Bytes of `path` in the host's page cache now (cachestat or mincore); -1 when it cannot be measured.
int64_t backingFileCachedBytes(const QString& path);

// The flags of one target after its run; empty when nothing is known to skew its numbers.
QList<Flag> assess(const Facts& facts, const TargetResult& target);

// "Warning" or "Note", in the user's language.
QString severityName(const QString& severity);
// Whether any target of the run raised a warning (not only notes).
bool hasWarning(const RunReport& report);
// One line per flag of the run, as copied text and saved pictures say it, warnings first:
// "Warning: <text> What to do: <advice>", naming the target when the run had several.
QStringList runLines(const RunReport& report);

} // namespace Trust
