#pragma once

#include <QByteArray>
#include <QList>
#include <QLoggingCategory>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <sys/types.h>

// What the probes found (environment, block device, the live sources opened); never a line per tick.
Q_DECLARE_LOGGING_CATEGORY(lcProbes)

// What the kernel and the block device really do, read from /proc and /sys. The parsers are
// pure functions over file contents so they can be tested against fixtures (SystemProbe.cpp);
// only LiveProbe and the resolve/probe functions touch the real files (SystemProbeLive.cpp).
// Everything here is called from the sampler thread or before a run, never from an I/O thread.
namespace SysProbe {

// The unit of the sector counters below, whatever the device's own block size.
constexpr int64_t kSectorBytes = 512;

// Counters of one block device (one line of /proc/diskstats or a /sys/block/.../stat file).
struct DiskStats {
    uint64_t readsCompleted = 0;
    uint64_t readSectors = 0; // in kSectorBytes
    uint64_t writesCompleted = 0;
    uint64_t writeSectors = 0;
    uint64_t inFlight = 0; // requests in flight right now
    uint64_t ioTicksMs = 0; // ms the device had at least one request in flight
};

struct MemInfo {
    int64_t memTotalBytes = 0;
    int64_t memAvailableBytes = 0;
    int64_t cachedBytes = 0;
    int64_t dirtyBytes = 0;
    int64_t writebackBytes = 0;
};

// /proc/pressure/io: cumulative stall time in microseconds ("total=").
struct Pressure {
    uint64_t someTotalUs = 0;
    uint64_t fullTotalUs = 0;
    bool hasFull = false;
};

// /proc/vmstat: the page cache's dirty data and the global limits the kernel throttles
// writers against, converted from pages to bytes.
struct VmStat {
    int64_t dirtyBytes = 0; // nr_dirty
    int64_t writebackBytes = 0; // nr_writeback
    int64_t dirtyThresholdBytes = 0; // nr_dirty_threshold: writers are throttled above it
    int64_t dirtyBackgroundThresholdBytes = 0; // nr_dirty_background_threshold: flusher threads start
};

// Per-device writeback limits from /sys/class/bdi/MAJ:MIN; -1 where the kernel has no such
// file (max_bytes and strict_limit came with 6.2) or the device has no bdi.
struct BdiLimits {
    int64_t maxBytes = -1; // the device's share of the dirty threshold, in bytes
    int maxRatio = -1; // the same as a percentage
    int strictLimit = -1; // 1: held to its share even while the global threshold is not reached
};

struct MountEntry {
    int major = 0;
    int minor = 0;
    QString root; // path inside the filesystem that is mounted
    QString mountPoint;
    QString mountOptions; // per-mount options (field 6)
    QString fsType;
    QString source; // e.g. /dev/nvme0n1p2, tmpfs
    QString superOptions;
};

// Parsers: return nullopt (and set *error to a sentence naming the problem) on malformed input;
// never crash on truncated or hostile text.
std::optional<DiskStats> parseBlockStat(const QByteArray& statFile, QString* error = nullptr);
std::optional<DiskStats> parseDiskstats(
    const QByteArray& procDiskstats, const QString& deviceName, QString* error = nullptr);
std::optional<MemInfo> parseMeminfo(const QByteArray& procMeminfo, QString* error = nullptr);
std::optional<Pressure> parsePressure(const QByteArray& procPressureIo, QString* error = nullptr);
// pageSize: bytes per page (sysconf(_SC_PAGESIZE) on this machine).
std::optional<VmStat> parseVmstat(const QByteArray& procVmstat, int64_t pageSize, QString* error = nullptr);
// A sysfs file holding one unsigned number (max_ratio, strict_limit, ...); nullopt otherwise.
std::optional<int64_t> parseSysfsNumber(const QByteArray& file);
// A cgroup memory limit file: v2 memory.max ("max" or bytes), v1 memory.limit_in_bytes (bytes;
// the v1 "unlimited", a page-rounded LONG_MAX, and anything above 2^60 count as none): the
// limit, -1 for none, nullopt for text that is neither.
std::optional<int64_t> parseCgroupMemoryLimit(const QByteArray& file);
// This process's cgroup from /proc/self/cgroup: the v2 path ("0::/a/b") and the v1 memory
// controller's path ("4:memory:/a/b"); empty where the line is missing.
struct CgroupPaths {
    QString unified;
    QString memoryV1;
};
CgroupPaths parseProcCgroup(const QByteArray& procCgroup);
// Malformed lines are skipped; each skip adds a sentence to *warnings.
QList<MountEntry> parseMountinfo(const QByteArray& procMountinfo, QStringList* warnings = nullptr);
// The active choice of a queue/scheduler file ("none [mq-deadline] kyber" -> "mq-deadline").
QString parseActiveScheduler(const QString& queueScheduler);
// The CPU's model name from /proc/cpuinfo, whatever the architecture calls it; empty if none.
QString parseCpuModel(const QByteArray& procCpuinfo);
// The entry whose mount point is the longest prefix of `path` (an absolute, canonical path).
std::optional<MountEntry> mountForPath(const QList<MountEntry>& mounts, const QString& path);
// The mount an existing directory (absolute, canonical) lives on, from /proc/self/mountinfo.
std::optional<MountEntry> mountOf(const QString& dir);

// The model name of a virtio-blk disk, which has none of its own. Kept in English in the
// report (a data file) and translated where it is shown (describe()).
inline constexpr const char* kVirtioModel = QT_TRANSLATE_NOOP("SysProbe", "Virtio disk");

// The block device under a directory.
struct BlockDevice {
    bool present = false;
    QString absentReason; // "no block device (tmpfs)" and the like, when !present
    int major = 0;
    int minor = 0;
    QString name; // kernel name of the device whose counters we read (sda1, nvme0n1p2, dm-0, loop3)
    QString kind; // "disk", "partition", "dm", "md", "loop"
    QString displayName; // dm volume name, or name
    QString wholeDisk; // for a partition: its disk (sda); else name
    QStringList sitsOn; // dm/md: slave device names; loop: backing file
    QString model;
    bool rotational = false;
    QString scheduler; // the active one, e.g. "mq-deadline"
    int logicalBlockSize = 512;
    QString statPath; // /sys/.../stat whose counters are sampled
    QString bdiPath; // the disk's /sys/class/bdi/MAJ:MIN (a partition shares its disk's); empty if none
    QString describe() const; // one line for the UI and CLI: "sda1 on sda (Samsung SSD 860, SSD, mq-deadline)"
};

// Resolve st_dev through <sysRoot>/dev/block/MAJ:MIN. Never fails: a device that cannot be
// resolved comes back with present == false and a reason.
BlockDevice resolveBlockDevice(dev_t device, const QString& sysRoot = QStringLiteral("/sys"));

struct Environment {
    QString kernel; // uname -r
    QString hostname;
    QString cpuModel;
    int cpuCount = 0;
    int64_t ramBytes = 0;
    QString targetDir; // canonical
    QString fsType;
    QString mountPoint;
    QString mountOptions;
    QString mountSource;
    BlockDevice device;
    // vm.dirty_* in force (-1 when unreadable)
    int64_t dirtyRatio = -1;
    int64_t dirtyBackgroundRatio = -1;
    int64_t dirtyBytes = -1;
    int64_t dirtyBackgroundBytes = -1;
    int64_t dirtyExpireCentisecs = -1;
    int64_t dirtyWritebackCentisecs = -1;
};
// Never fails. `device` comes from stat(dir).st_dev; when that is an anonymous device (btrfs
// subvolumes) and the mount's source is a /dev block node, that node is resolved instead, so
// btrfs still gets device counters. Otherwise absentReason names the fs type ("no block device (tmpfs)").
Environment probeEnvironment(const QString& dir);
// The same for a directory already open as dirFd (dir names it in messages only): what is
// described is the directory the descriptor holds, whatever the path points to by now.
Environment probeEnvironment(int dirFd, const QString& dir);

// The lowest memory limit on the way from this process's cgroup up to its hierarchy's root
// (v2 memory.max, else v1 memory.limit_in_bytes), -1 when none is set or none can be read.
int64_t readCgroupMemoryMax();

// Reads the files of a bdi directory (BlockDevice::bdiPath); an empty path or a missing file
// leaves that limit unknown.
BdiLimits readBdiLimits(const QString& bdiPath);

// Kernel inputs a reading wanted and could not get (open, read or parse failed), as bits.
enum UnreadInput : uint8_t {
    UnreadDeviceStat = 1, // /sys/block/<dev>/stat, with a block device present
    UnreadMeminfo = 2, // /proc/meminfo
    UnreadVmstat = 4, // /proc/vmstat
    UnreadPressure = 8, // /proc/pressure/io where the kernel has it (absent is not unread)
};

// One reading of everything the sampler wants from the kernel.
struct Snapshot {
    int64_t monotonicNs = 0;
    std::optional<DiskStats> disk; // absent without a block device
    std::optional<MemInfo> mem;
    std::optional<Pressure> pressure; // absent where /proc/pressure/io is not available
    std::optional<VmStat> vm;
    BdiLimits bdi; // read once when the source is created; they change only when an admin writes them
    // The memory limit of this process's cgroup (v2 memory.max, v1 memory.limit_in_bytes), the
    // lowest along its path up to the root; -1 when none is set. Read once, like bdi.
    int64_t cgroupMemoryMaxBytes = -1;
    uint8_t unreadInputs = 0; // UnreadInput bits
};

// Where the sampler's kernel readings come from: the live kernel (LiveProbe), or a script
// that lets tests feed exact counters. read() is called from the sampler thread and, at
// phase boundaries, from the engine's thread, possibly at the same time.
class KernelSource {
public:
    virtual ~KernelSource() = default;
    virtual Snapshot read() = 0;
};

// Makes the source for a target's block device; the engine's default is makeLiveProbe.
using KernelSourceFactory = std::function<std::unique_ptr<KernelSource>(const BlockDevice&)>;
std::unique_ptr<KernelSource> makeLiveProbe(const BlockDevice& device);

// Keeps the files open between ticks (pread at offset 0) so a tick costs a few small reads.
class LiveProbe final : public KernelSource {
public:
    // procRoot: where meminfo, vmstat and pressure/io are read; another directory only in tests.
    explicit LiveProbe(const BlockDevice& device, const QString& procRoot = QStringLiteral("/proc"));
    ~LiveProbe() override;
    LiveProbe(const LiveProbe&) = delete;
    LiveProbe& operator=(const LiveProbe&) = delete;
    Snapshot read() override;

private:
    int m_statFd = -1;
    int m_meminfoFd = -1;
    int m_pressureFd = -1;
    int m_vmstatFd = -1;
    bool m_wantsStat = false; // a block device is present
    bool m_wantsPressure = false; // /proc/pressure/io exists
    int64_t m_pageSize = 4096;
    BdiLimits m_bdi;
    int64_t m_cgroupMemoryMax = -1;
};

} // namespace SysProbe
