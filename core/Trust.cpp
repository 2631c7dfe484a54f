#include "Trust.h"

#include "Ext4Groups.h"
#include "Residency.h"
#include "RunReport.h"
#include "Units.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <algorithm>
#include <climits>
#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

namespace {

struct TrustTr {
    Q_DECLARE_TR_FUNCTIONS(Trust)
};

constexpr int64_t kMiB = int64_t(1024) * 1024;

QString readTrimmed(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.read(4096)).trimmed();
}

bool hasOption(const QString& options, QLatin1String name)
{
    const QStringList list = options.split(QLatin1Char(','));
    return std::any_of(list.cbegin(), list.cend(), [name](const QString& o) {
        return o == name || o.startsWith(name + QLatin1Char('=')) || o.startsWith(name + QLatin1Char(':'));
    });
}

// The value of "name=value" among comma-separated options; empty when absent.
QString optionValue(const QString& options, QLatin1String name)
{
    for (const QString& o : options.split(QLatin1Char(','))) {
        if (o.startsWith(name + QLatin1Char('=')))
            return o.mid(name.size() + 1);
    }
    return {};
}

// The algorithm a btrfs compression mount option names ("zstd:3"), "zlib" for the bare option
// (the kernel's default); empty when the option is absent.
QString mountCompression(const QString& options, QLatin1String name)
{
    QString value = optionValue(options, name);
    if (!value.isEmpty())
        return value;
    return hasOption(options, name) ? QStringLiteral("zlib") : QString();
}

bool isNetworkFs(const QString& type)
{
    static const QStringList kTypes { QStringLiteral("nfs"), QStringLiteral("nfs4"), QStringLiteral("cifs"),
        QStringLiteral("smb3"), QStringLiteral("smbfs"), QStringLiteral("ceph"), QStringLiteral("9p"),
        QStringLiteral("glusterfs"), QStringLiteral("fuse.glusterfs"), QStringLiteral("virtiofs"),
        QStringLiteral("afs"), QStringLiteral("lustre"), QStringLiteral("fuse.sshfs"), QStringLiteral("fuse.cephfs") };
    return kTypes.contains(type);
}

// What a hypervisor's disk calls itself: the paravirtual drivers, or the vendor and model an
// emulated SCSI/ATA/NVMe disk reports.
QString virtualDiskName(const Trust::DeviceFacts& d)
{
    static const QStringList kDrivers { QStringLiteral("virtio_blk"), QStringLiteral("xen_blkfront"),
        QStringLiteral("vbd"), QStringLiteral("hv_storvsc"), QStringLiteral("vmw_pvscsi") };
    if (kDrivers.contains(d.driver))
        return d.driver;
    static const QStringList kVendors { QStringLiteral("QEMU"), QStringLiteral("VMware"), QStringLiteral("VMware,"),
        QStringLiteral("Msft"), QStringLiteral("VBOX"), QStringLiteral("Xen"), QStringLiteral("Google"),
        QStringLiteral("Amazon") };
    if (kVendors.contains(d.vendor))
        return QStringList { d.vendor, d.model }.join(QLatin1Char(' ')).trimmed();
    static const QStringList kModels { QStringLiteral("QEMU"), QStringLiteral("VBOX"), QStringLiteral("Virtual disk"),
        QStringLiteral("Virtual Disk"), QStringLiteral("PersistentDisk"), QStringLiteral("Elastic Block Store") };
    for (const QString& m : kModels) {
        if (d.model.contains(m))
            return d.model;
    }
    return {};
}

// The fastest sustained read a device of this class can deliver; 0 when the class says nothing.
double readCeilingMiBs(const Trust::DeviceFacts& d)
{
    if (d.kind == QLatin1String("loop") || d.kind == QLatin1String("dm") || d.kind == QLatin1String("md"))
        return 0;
    if (d.rotational)
        return 500; // the fastest hard disks stream ~300 MB/s from their outer tracks
    if (d.name.startsWith(QLatin1String("mmcblk")))
        return 600; // eMMC 5.1 and UHS-II cards stay below ~400 MB/s
    return 0;
}

// Where the compression of a run's new files comes from, and how to measure without it; empty
// when they are not compressed.
struct Compression {
    QString source;
    QString advice;
};

// On btrfs the run's files inherit the target directory's attributes through the run directory
// made in it, so they count as much as the mount options.
bool btrfsNoCow(const Trust::Facts& facts)
{
    return facts.directory.noCow || hasOption(facts.superOptions, QLatin1String("nodatacow"));
}

// The kernel's order (inode_need_compress): no compression without data checksums (nodatacow,
// nodatasum); compress-force compresses everything else; then chattr +m (or the property "no")
// turns compression off; then the directory's property, chattr +c or compress= turn it on.
Compression btrfsCompression(const Trust::Facts& facts)
{
    if (btrfsNoCow(facts) || hasOption(facts.superOptions, QLatin1String("nodatasum")))
        return {};
    const Trust::DirectoryFacts& dir = facts.directory;
    const QString& target = facts.environment.targetDir;
    const QString force = mountCompression(facts.superOptions, QLatin1String("compress-force"));
    if (!force.isEmpty()) {
        return { TrustTr::tr("mount option compress-force=%1").arg(force),
            TrustTr::tr("compress-force compresses even files marked not to (chattr +m): measure on a filesystem "
                        "mounted without it, in a directory marked nodatacow (chattr +C %1 before the run; it also "
                        "turns off checksums), or with blocks of 1 MiB or more.")
                .arg(target) };
    }
    const bool propertyOff
        = dir.compressionProperty == QLatin1String("no") || dir.compressionProperty == QLatin1String("none");
    if (dir.noCompress || propertyOff)
        return {};
    const QString dirAdvice = TrustTr::tr("Measure in a directory without it (chattr +m %1, or btrfs property set %1 "
                                          "compression none, before the run), or use blocks of 1 MiB or more.")
                                  .arg(target);
    if (!dir.compressionProperty.isEmpty())
        return { TrustTr::tr("the target directory's compression property, %1").arg(dir.compressionProperty),
            dirAdvice };
    if (dir.compress)
        return { TrustTr::tr("the target directory's compress attribute, chattr +c"), dirAdvice };
    const QString mount = mountCompression(facts.superOptions, QLatin1String("compress"));
    if (!mount.isEmpty()) {
        return { TrustTr::tr("mount option compress=%1").arg(mount),
            TrustTr::tr("Mark the target directory not to compress before the run (chattr +m %1: the run directory "
                        "and its files inherit it), or use blocks of 1 MiB or more.")
                .arg(target) };
    }
    return {};
}

// ZFS keeps compression per dataset.
Compression zfsCompression(const Trust::Facts& facts)
{
    if (facts.zfsCompression.isEmpty() || facts.zfsCompression == QLatin1String("off"))
        return {};
    return { TrustTr::tr("dataset property compression=%1").arg(facts.zfsCompression),
        TrustTr::tr("Measure on a dataset without compression (zfs set compression=off %1), or use blocks of 1 MiB or "
                    "more.")
            .arg(facts.environment.mountSource) };
}

Trust::Flag flag(const char* id, const char* severity, const QString& text, const QString& advice)
{
    return Trust::Flag { QLatin1String(id), QLatin1String(severity), text, advice };
}

} // namespace

namespace Trust {

QString Facts::cachedLoopBackingFile() const
{
    for (const DeviceFacts& d : devices) {
        if (d.kind == QLatin1String("loop") && !d.loopDirectIo && !d.loopBackingFile.isEmpty())
            return d.loopBackingFile;
    }
    return {};
}

QList<DeviceFacts> readDevices(const SysProbe::BlockDevice& device, const QString& sysRoot)
{
    QList<DeviceFacts> devices;
    if (!device.present)
        return devices;
    QStringList pending { device.wholeDisk.isEmpty() ? device.name : device.wholeDisk };
    // A stack deeper than a few layers (crypt on LVM on RAID on partitions) is not real.
    while (!pending.isEmpty() && devices.size() < 16) {
        const QString name = pending.takeFirst();
        const QString node = QFileInfo(sysRoot + QStringLiteral("/class/block/") + name).canonicalFilePath();
        if (node.isEmpty())
            continue;
        // A partition's identity and queue belong to its disk.
        QString disk = node;
        if (QFileInfo::exists(node + QStringLiteral("/partition")))
            disk = QFileInfo(node).absolutePath();
        DeviceFacts d;
        d.name = QFileInfo(disk).fileName();
        if (std::any_of(
                devices.cbegin(), devices.cend(), [&d](const DeviceFacts& seen) { return seen.name == d.name; }))
            continue;
        d.vendor = readTrimmed(disk + QStringLiteral("/device/vendor"));
        d.model = readTrimmed(disk + QStringLiteral("/device/model"));
        d.driver = QFileInfo(QFileInfo(disk + QStringLiteral("/device/driver")).symLinkTarget()).fileName();
        d.rotational = readTrimmed(disk + QStringLiteral("/queue/rotational")) == QLatin1String("1");
        if (QFileInfo::exists(disk + QStringLiteral("/dm"))) {
            d.kind = QStringLiteral("dm");
            d.dmUuid = readTrimmed(disk + QStringLiteral("/dm/uuid"));
        } else if (QFileInfo::exists(disk + QStringLiteral("/md"))) {
            d.kind = QStringLiteral("md");
        } else if (QFileInfo::exists(disk + QStringLiteral("/loop"))) {
            d.kind = QStringLiteral("loop");
            d.loopBackingFile = readTrimmed(disk + QStringLiteral("/loop/backing_file"));
            d.loopDirectIo = readTrimmed(disk + QStringLiteral("/loop/dio")) == QLatin1String("1");
        } else {
            d.kind = QStringLiteral("disk");
        }
        pending << QDir(disk + QStringLiteral("/slaves"))
                       .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System, QDir::Name);
        devices << d;
    }
    return devices;
}

int64_t dirtyLimit(const SysProbe::Environment& environment)
{
    if (environment.dirtyBytes > 0)
        return environment.dirtyBytes;
    if (environment.dirtyRatio >= 0 && environment.ramBytes > 0)
        return environment.ramBytes / 100 * environment.dirtyRatio;
    return -1;
}

Facts probe(const SysProbe::Environment& environment, bool directIo)
{
    Facts facts;
    facts.environment = environment;
    facts.directIo = directIo;
    facts.devices = readDevices(environment.device);
    facts.dirtyLimitBytes = dirtyLimit(environment);
    if (const auto mount = SysProbe::mountOf(environment.targetDir))
        facts.superOptions = mount->superOptions;
    // Only btrfs keeps compression and copy-on-write per directory.
    if (environment.fsType == QLatin1String("btrfs"))
        facts.directory = readDirectory(environment.targetDir);
    if (environment.fsType == QLatin1String("ext4")) {
        readExt4LazyInit(facts);
        const QStringList options = ext4Options(environment.device.name).split(QLatin1Char('\n'));
        facts.ext4InitItableOff = options.contains(QStringLiteral("noinit_itable"));
        facts.ext4Delalloc = options.contains(QStringLiteral("delalloc"));
    }
    // ZFS keeps compression as a dataset property, not a mount option: only its tool knows.
    if (environment.fsType == QLatin1String("zfs")) {
        const QString zfs = QStandardPaths::findExecutable(QStringLiteral("zfs"),
            { QStringLiteral("/usr/sbin"), QStringLiteral("/sbin"), QStringLiteral("/usr/bin") });
        if (!zfs.isEmpty()) {
            QProcess p;
            p.start(zfs,
                { QStringLiteral("get"), QStringLiteral("-H"), QStringLiteral("-o"), QStringLiteral("value"),
                    QStringLiteral("compression"), environment.mountSource });
            if (p.waitForFinished(3000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0)
                facts.zfsCompression = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
            else
                p.kill();
        }
    }
    return facts;
}

bool ext4Zeroing(const Facts& facts)
{
    return facts.environment.fsType == QLatin1String("ext4") && facts.ext4LazyInitRunning && !facts.ext4InitItableOff
        && facts.ext4UnzeroedGroups != 0;
}

bool delaysAllocation(const Facts& facts)
{
    const QString& fs = facts.environment.fsType;
    return (fs == QLatin1String("ext4") && facts.ext4Delalloc) || fs == QLatin1String("xfs")
        || fs == QLatin1String("btrfs");
}

void readExt4LazyInit(Facts& facts)
{
    facts.ext4LazyInitRunning = ext4LazyInitThreadRunning();
    facts.ext4UnzeroedGroups = -1;
    const QString& device = facts.environment.device.name;
    if (facts.ext4LazyInitRunning && !device.isEmpty() && !device.contains(QLatin1String(".."))) {
        if (const auto state = Ext4Groups::itableState(QStringLiteral("/dev/") + device)) {
            facts.ext4UnzeroedGroups = state->unzeroed;
            facts.ext4Groups = state->groups;
        }
    }
}

bool ext4LazyInitThreadRunning(const QString& procRoot)
{
    const QDir proc(procRoot);
    const QStringList entries = proc.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString& pid : entries) {
        if (pid.isEmpty() || !pid.front().isDigit())
            continue;
        QFile comm(proc.filePath(pid + QStringLiteral("/comm")));
        if (comm.open(QIODevice::ReadOnly) && comm.read(64).trimmed() == "ext4lazyinit")
            return true;
    }
    return false;
}

QString ext4Options(const QString& device, const QString& procRoot)
{
    if (device.isEmpty() || device.contains(QLatin1String("..")))
        return {};
    QString name = device;
    name.replace(QLatin1Char('/'), QLatin1Char('!'));
    QFile file(procRoot + QStringLiteral("/fs/ext4/") + name + QStringLiteral("/options"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.read(64 * 1024));
}

DirectoryFacts readDirectory(const QString& path)
{
    DirectoryFacts d;
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return d;
    int flags = 0; // the kernel reads and writes an int, whatever the ioctl's number says
    if (::ioctl(fd, FS_IOC_GETFLAGS, &flags) == 0) {
        d.compress = (flags & FS_COMPR_FL) != 0;
        d.noCompress = (flags & FS_NOCOMP_FL) != 0;
        d.noCow = (flags & FS_NOCOW_FL) != 0;
    }
    char value[64];
    const ssize_t n = ::fgetxattr(fd, "btrfs.compression", value, sizeof value);
    if (n > 0) {
        // The value has no terminating NUL (btrfs stores strlen bytes); stop at one all the same.
        const auto end = std::find(value, value + n, '\0');
        d.compressionProperty = QString::fromLatin1(value, end - value).trimmed();
    }
    ::close(fd);
    return d;
}

int64_t backingFileCachedBytes(const QString& path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    struct stat st { };
    int64_t cached = -1;
    if (::fstat(fd, &st) == 0) {
        const Residency::Result r = Residency::measure(fd, int64_t(st.st_size));
        if (r.ok)
            cached = r.residentBytes;
    }
    ::close(fd);
    return cached;
}

QList<Flag> assess(const Facts& facts, const TargetResult& target)
{
    QList<Flag> flags;
    const SysProbe::Environment& env = facts.environment;
    const QString& fs = env.fsType;

    for (const DeviceFacts& d : facts.devices) {
        if (d.kind != QLatin1String("loop"))
            continue;
        flags << flag(kLoopDevice, kWarning,
            d.loopDirectIo
                ? TrustTr::tr("The target is on loop device %1, a file (%2) on another filesystem: its numbers are "
                              "those of that file's filesystem and disk, not of a disk of its own.")
                      .arg(d.name, d.loopBackingFile)
                : TrustTr::tr("The target is on loop device %1, a file (%2) on another filesystem, read and written "
                              "through the host's page cache: its numbers can be those of memory.")
                      .arg(d.name, d.loopBackingFile),
            TrustTr::tr("Measure a directory on the disk itself; if it must be a loop device, attach it with direct "
                        "I/O (losetup --direct-io=on)."));
        break;
    }

    // The tell of a cached backing file: the read found the data in the host's memory.
    if (!facts.cachedLoopBackingFile().isEmpty()) {
        const PhaseResult* worst = nullptr;
        for (const PassResult& pass : target.passes) {
            for (const PhaseResult& p : pass.phases) {
                if (p.kind == PhaseKind::Read && p.bytes > 0 && p.backingFileCachedBytes * 2 >= p.bytes
                    && (!worst || p.backingFileCachedBytes * worst->bytes > worst->backingFileCachedBytes * p.bytes))
                    worst = &p;
            }
        }
        if (worst) {
            flags << flag(kLoopBackingCached, kWarning,
                TrustTr::tr("When the read began, %1 of the loop device's backing file %2 was in the host's page "
                            "cache, for %3 read: the read rate (%4 MiB/s) is largely that of memory, not of a disk.")
                    .arg(Units::formatSize(worst->backingFileCachedBytes), facts.cachedLoopBackingFile(),
                        Units::formatSize(worst->bytes), QString::number(worst->ongoingMiBs, 'f', 1)),
                TrustTr::tr("Drop the backing file from the cache before reading (fadvise DONTNEED, e.g. dd "
                            "iflag=nocache count=0 if=FILE), attach the loop device with direct I/O, or measure on "
                            "the disk itself."));
        }
    }

    for (const DeviceFacts& d : facts.devices) {
        const QString name = virtualDiskName(d);
        if (name.isEmpty())
            continue;
        flags << flag(kVirtualDisk, kNote,
            TrustTr::tr("%1 is a virtual disk (%2): the hypervisor decides where its data goes and may cache it in "
                        "the host's memory, so the numbers describe this guest's disk, not the hardware.")
                .arg(d.name, name),
            TrustTr::tr("Compare with a run on the host, or set the virtual disk's cache mode to none (direct I/O "
                        "on the host) before trusting the numbers as the hardware's."));
        break;
    }

    if (fs == QLatin1String("tmpfs") || fs == QLatin1String("ramfs")) {
        flags << flag(kMemoryFilesystem, kWarning,
            TrustTr::tr("The target is on %1, which keeps files in RAM: no disk is involved, and the numbers are "
                        "those of memory.")
                .arg(fs),
            TrustTr::tr("Choose a directory on the disk you want to measure."));
    }

    if (isNetworkFs(fs)) {
        flags << flag(kNetworkFilesystem, kWarning,
            TrustTr::tr("The target is on a network filesystem (%1 from %2): the numbers include the network, the "
                        "server and its caches, and the client may cache too.")
                .arg(fs, env.mountSource),
            TrustTr::tr("Measure on the server's own disk for the hardware; here, use runs larger than both "
                        "machines' RAM."));
    }
    if (fs.startsWith(QLatin1String("fuse"))) {
        flags << flag(kFuse, kWarning,
            TrustTr::tr("The target is on a FUSE filesystem (%1): every operation passes through a program in user "
                        "space, which sets the pace and may cache.")
                .arg(fs),
            TrustTr::tr("Measure the filesystem underneath it directly to know the disk's share."));
    }

    const bool btrfs = fs == QLatin1String("btrfs");
    const bool zfs = fs == QLatin1String("zfs");
    const Compression compression = btrfs ? btrfsCompression(facts) : zfs ? zfsCompression(facts) : Compression {};
    if (!compression.source.isEmpty()) {
        flags << flag(kCompression, kWarning,
            TrustTr::tr("%1 compresses data here (%2): the run repeats one block of data, so with blocks smaller "
                        "than the compressor's chunk the disk may write far less than the run did.")
                .arg(fs, compression.source),
            compression.advice);
    }
    if (zfs || fs == QLatin1String("bcachefs") || (btrfs && !btrfsNoCow(facts))) {
        flags << flag(kCopyOnWrite, kNote,
            TrustTr::tr("%1 copies on write: every write goes to a new place and updates checksums and metadata, so "
                        "rewrites and small writes cost more, and fragment, than on a filesystem that writes in "
                        "place.")
                .arg(fs),
            btrfs ? TrustTr::tr("This is what a recorder on btrfs gets; to compare disks, use a filesystem that "
                                "writes in place, or mark the target directory nodatacow before the run (chattr +C "
                                "%1; the files made in it then have no checksums and no compression either).")
                        .arg(env.targetDir)
                  : TrustTr::tr("This is what a recorder on %1 gets; to compare disks, use a filesystem that writes in "
                                "place.")
                        .arg(fs));
    }

    if (ext4Zeroing(facts)) {
        // What the run saw of it: the most another writer used of the device in a write phase.
        double otherBps = -1;
        for (const PassResult& pass : target.passes) {
            for (const PhaseResult& p : pass.phases) {
                if (p.outlook && p.outlook->otherWriterNamed())
                    otherBps = std::max(otherBps, p.outlook->otherWriterBps);
            }
        }
        // Known from the target's own group descriptors, or (not root) guessed from the thread.
        const QString what = facts.ext4UnzeroedGroups > 0
            ? TrustTr::tr("The kernel's ext4lazyinit thread is zeroing the inode tables of this newly made ext4 "
                          "filesystem (%n of its %1 block groups still to do, by its group descriptors): it writes "
                          "to the device beside the run, so the disk has less to give than it will once that is "
                          "done (on a large disk, hours after mkfs).",
                nullptr, int(std::min<qint64>(facts.ext4UnzeroedGroups, INT_MAX)))
                  .arg(facts.ext4Groups)
            : TrustTr::tr("The kernel's ext4lazyinit thread is zeroing the inode tables of a newly made ext4 "
                          "filesystem, most likely this one (its group descriptors, which would tell, are readable "
                          "only by root): it writes to the device beside the run, so the disk has less to give "
                          "than it will once that is done (on a large disk, hours after mkfs).");
        flags << flag(kExt4LazyInit, kWarning,
            otherBps > 0 ? TrustTr::tr("%1 Another writer used ~%2 MiB/s of the device during the run.")
                               .arg(what, QString::number(otherBps / kMiB, 'f', 2))
                         : what,
            TrustTr::tr("Wait until it is done (no ext4lazyinit in ps -e), hurry it with mount -o "
                        "remount,init_itable=0 %1, or make the filesystem with mkfs.ext4 -E "
                        "lazy_itable_init=0,lazy_journal_init=0.")
                .arg(env.mountPoint.isEmpty() ? env.targetDir : env.mountPoint));
    }

    for (const DeviceFacts& d : facts.devices) {
        if (!d.dmUuid.startsWith(QLatin1String("CRYPT-")))
            continue;
        flags << flag(kEncrypted, kNote,
            TrustTr::tr("The data is encrypted by dm-crypt (%1): every byte costs CPU time, so the rates depend on "
                        "the processor as well as the disk.")
                .arg(d.name),
            TrustTr::tr("Watch the CPU columns; compare with an unencrypted target to see the encryption's cost."));
        break;
    }

    // A run that fits in the dirty page cache never meets the write-back throttle. A real-time
    // run is judged by its outlook instead: one seen in steady state has had its data written
    // back at the rate it arrives, however little it wrote; one that was not is told to record
    // for longer (its size follows from its duration, not the other way round).
    int64_t written = 0;
    bool realTime = false, steady = false;
    for (const PassResult& pass : target.passes) {
        for (const PhaseResult& p : pass.phases) {
            if (p.kind != PhaseKind::Read)
                written = std::max(written, p.bytes);
            realTime = realTime || p.outlook.has_value();
            steady = steady || (p.outlook && p.outlook->steady());
        }
    }
    if (!facts.directIo && !steady && written > 0 && facts.dirtyLimitBytes > 0 && written < facts.dirtyLimitBytes) {
        flags << flag(kSmallRun, kWarning,
            TrustTr::tr("The run wrote %1, less than the %2 the page cache may hold dirty: its effective rate "
                        "includes no steady-state write-back.")
                .arg(Units::formatSize(written), Units::formatSize(facts.dirtyLimitBytes)),
            realTime ? TrustTr::tr("Record for longer, as long as the verdict says it needs to see the disk keep up, "
                                   "or with direct I/O.")
                     : TrustTr::tr("Run with more data than %1 (the stream size), or with direct I/O, to measure what "
                                   "the disk keeps up with.")
                           .arg(Units::formatSize(facts.dirtyLimitBytes)));
    }

    // Reads that the device did not deliver: from a cache somewhere above it.
    const double ceiling = facts.devices.isEmpty() ? 0 : readCeilingMiBs(facts.devices.first());
    for (const PassResult& pass : target.passes) {
        bool found = false;
        for (const PhaseResult& p : pass.phases) {
            if (p.kind != PhaseKind::Read || p.bytes < 4 * kMiB)
                continue;
            QString why;
            if (p.deviceReadBytes >= 0 && p.deviceReadBytes * 2 < p.bytes)
                why = TrustTr::tr("the device delivered %1 of the %2 read")
                          .arg(Units::formatSize(p.deviceReadBytes), Units::formatSize(p.bytes));
            else if (ceiling > 0 && p.ongoingMiBs > ceiling)
                why = TrustTr::tr("%1 MiB/s is more than a %2 disk delivers (about %3 MiB/s at most)")
                          .arg(QString::number(p.ongoingMiBs, 'f', 1),
                              facts.devices.first().rotational ? TrustTr::tr("rotating") : facts.devices.first().name)
                          .arg(ceiling, 0, 'f', 0);
            if (why.isEmpty())
                continue;
            flags << flag(kReadsFasterThanDevice, kWarning,
                TrustTr::tr("A read phase was faster than the device could deliver: %1. The data came from a cache.")
                    .arg(why),
                TrustTr::tr("Use direct I/O for the reads, or more data than the RAM, so that reads reach the disk."));
            found = true;
            break;
        }
        if (found)
            break;
    }
    return flags;
}

QString severityName(const QString& severity)
{
    return severity == QLatin1String(kWarning) ? TrustTr::tr("Warning") : TrustTr::tr("Note");
}

bool hasWarning(const RunReport& report)
{
    return std::any_of(report.targets.cbegin(), report.targets.cend(), [](const TargetResult& t) {
        return std::any_of(
            t.trust.cbegin(), t.trust.cend(), [](const Flag& f) { return f.severity == QLatin1String(kWarning); });
    });
}

QStringList runLines(const RunReport& report)
{
    QStringList warnings;
    QStringList notes;
    for (const TargetResult& t : report.targets) {
        for (const Flag& f : t.trust) {
            const QString what = report.targets.size() > 1
                ? TrustTr::tr("%1 (%2): %3").arg(severityName(f.severity), t.dir, f.text)
                : TrustTr::tr("%1: %2").arg(severityName(f.severity), f.text);
            (f.severity == QLatin1String(kWarning) ? warnings : notes)
                << TrustTr::tr("%1 What to do: %2").arg(what, f.advice);
        }
    }
    return warnings + notes;
}

} // namespace Trust
