// The trust verdict: every flag from fixtures of the mount and device data of filesystems this
// machine cannot mount (NFS, ZFS, dm-crypt, btrfs with compression, virtual disks), its place in
// the report, and, as root, real runs on a tmpfs, on ext4 on a loop device whose backing file
// is or is not in the host's page cache, and on btrfs directories whose attributes turn
// compression and copy-on-write on and off.
#include "Engine.h"
#include "RunReport.h"
#include "Trust.h"
#include "TrustSupport.h"
#include "safety/SafetySupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cstring>
#include <fcntl.h>
#include <linux/btrfs.h>
#include <linux/fiemap.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/sysmacros.h>
#include <sys/xattr.h>
#include <unistd.h>
#include <vector>

namespace {

constexpr int64_t kMiB = 1024 * 1024;
constexpr int64_t kGiB = 1024 * kMiB;
const EngineOptions kNoMargin { 0, false };

QString fixture(const QString& name)
{
    return QStringLiteral(STREAMSCOPE_TEST_DATA "/trust/") + name;
}

// The facts as Trust::probe() gathers them, from a fixture's mountinfo and sysfs tree, on a
// machine with 8 GiB of RAM and vm.dirty_ratio 20.
Trust::Facts factsOf(const QString& name, const QString& target, bool directIo)
{
    QFile mountinfo(fixture(name) + QStringLiteral("/mountinfo"));
    if (!mountinfo.open(QIODevice::ReadOnly))
        qFatal("fixture %s has no mountinfo", qPrintable(name));
    const auto mount = SysProbe::mountForPath(SysProbe::parseMountinfo(mountinfo.readAll()), target);
    if (!mount)
        qFatal("fixture %s does not mount %s", qPrintable(name), qPrintable(target));
    SysProbe::Environment env;
    env.targetDir = target;
    env.fsType = mount->fsType;
    env.mountPoint = mount->mountPoint;
    env.mountOptions = mount->mountOptions;
    env.mountSource = mount->source;
    env.ramBytes = 8 * kGiB;
    env.dirtyRatio = 20;
    env.dirtyBytes = 0;
    const QString sys = fixture(name) + QStringLiteral("/sys");
    env.device = SysProbe::resolveBlockDevice(makedev(unsigned(mount->major), unsigned(mount->minor)), sys);

    Trust::Facts facts;
    facts.environment = env;
    facts.superOptions = mount->superOptions;
    facts.devices = Trust::readDevices(env.device, sys);
    facts.dirtyLimitBytes = Trust::dirtyLimit(env);
    facts.directIo = directIo;
    QFile zfs(fixture(name) + QStringLiteral("/zfs-compression"));
    if (zfs.open(QIODevice::ReadOnly))
        facts.zfsCompression = QString::fromUtf8(zfs.readAll()).trimmed();
    return facts;
}

struct Phases {
    int64_t written = 0;
    int64_t read = 0;
    int64_t deviceRead = -1;
    double readMiBs = 0;
    int64_t backingCached = -1;
};

TargetResult targetWith(const Phases& p)
{
    PhaseResult write;
    write.kind = PhaseKind::Write;
    write.streams = 1;
    write.bytes = p.written;
    PhaseResult read;
    read.kind = PhaseKind::Read;
    read.streams = 1;
    read.bytes = p.read;
    read.deviceReadBytes = p.deviceRead;
    read.ongoingMiBs = p.readMiBs;
    read.effectiveMiBs = p.readMiBs;
    read.backingFileCachedBytes = p.backingCached;
    PassResult pass;
    pass.streams = 1;
    pass.phases = { write, read };
    TargetResult t;
    t.passes = { pass };
    return t;
}

QStringList idsOf(const QList<Trust::Flag>& flags)
{
    QStringList ids;
    for (const Trust::Flag& f : flags)
        ids << f.id;
    ids.sort();
    return ids;
}

RunConfig oneStream(const QString& dir, int64_t size)
{
    RunConfig c;
    c.targetDirs = { dir };
    c.streamCounts = { 1 };
    c.sizePerStream = size;
    c.totalSize = 0;
    c.blockSize = 1 * kMiB;
    c.read = ReadOrder::Each;
    c.intervalNs = 10'000'000;
    return c;
}

// A fresh btrfs in a sparse 64 MiB image in `tmp`, on a loop device, mounted on tmp/mnt with
// `options`. Mixed block groups (data and metadata together) are what let mkfs.btrfs make one this
// small. It is unmounted when this goes out of scope, and the loop device detaches itself then
// (auto-clear), or at once when the mount failed; a crash leaves nothing either, as the test mounts
// in a private mount namespace (Safety::Mounts::available).
class BtrfsMount {
public:
    BtrfsMount() = default;
    BtrfsMount(const BtrfsMount&) = delete;
    BtrfsMount& operator=(const BtrfsMount&) = delete;
    ~BtrfsMount() { unmount(); }

    bool mount(const QTemporaryDir& tmp, const QString& options, QString* reason)
    {
        if (!Safety::Mounts::available(reason))
            return false;
        const QString mkfs = Safety::findTool(QStringLiteral("mkfs.btrfs"));
        if (mkfs.isEmpty()) {
            *reason = QStringLiteral("mkfs.btrfs (btrfs-progs) is not installed");
            return false;
        }
        if (::access("/dev/loop-control", R_OK | W_OK) != 0) {
            *reason = QStringLiteral("/dev/loop-control is not usable: ") + Safety::errnoString(errno);
            return false;
        }
        const QString image = tmp.filePath(QStringLiteral("btrfs.img"));
        const QString dir = tmp.filePath(QStringLiteral("mnt"));
        QFile f(image);
        if (!QDir().mkpath(dir) || !f.open(QIODevice::WriteOnly) || !f.resize(64 * kMiB)) {
            *reason = QStringLiteral("cannot create %1 and %2").arg(image, dir);
            return false;
        }
        f.close();
        const Safety::ToolResult made
            = Safety::runTool(mkfs, { QStringLiteral("-q"), QStringLiteral("-f"), QStringLiteral("--mixed"), image });
        if (made.exitCode != 0) {
            *reason = QStringLiteral("mkfs.btrfs failed: ") + made.err;
            return false;
        }
        const Safety::Loop loop = Safety::attachLoop(image, 512, reason);
        if (loop.fd < 0)
            return false;
        const int rc = ::mount(QFile::encodeName(loop.device).constData(), QFile::encodeName(dir).constData(), "btrfs",
            MS_NOSUID | MS_NODEV, options.toLatin1().constData());
        const int saved = errno;
        ::close(loop.fd); // from now on the mount alone holds the device; without one it detaches
        if (rc != 0) {
            *reason = saved == ENODEV
                ? QStringLiteral("this kernel has no btrfs (mount(2): %1)").arg(Safety::errnoString(saved))
                : QStringLiteral("mount btrfs %1 on %2 (%3): %4")
                      .arg(loop.device, dir, options, Safety::errnoString(saved));
            return false;
        }
        m_dir = dir;
        m_device = loop.device;
        return true;
    }

    QString dir() const { return m_dir; }

private:
    void unmount()
    {
        if (m_dir.isEmpty())
            return;
        // Nothing of the test is open there any more; should something still be, the lazy
        // detach lets the kernel finish (and the loop device clear itself) when it lets go.
        const QByteArray path = QFile::encodeName(std::exchange(m_dir, {}));
        if (::umount2(path.constData(), 0) != 0) {
            qWarning("could not unmount %s (%s); detaching it lazily", path.constData(), std::strerror(errno));
            ::umount2(path.constData(), MNT_DETACH);
        }
        // The kernel remembers every btrfs device it scanned; forget this one, now unmounted.
        const int control = ::open("/dev/btrfs-control", O_RDWR | O_CLOEXEC);
        if (control >= 0) {
            btrfs_ioctl_vol_args args {};
            const QByteArray device = QFile::encodeName(m_device);
            std::memcpy(args.name, device.constData(), std::min(size_t(device.size()), sizeof args.name - 1));
            ::ioctl(control, BTRFS_IOC_FORGET_DEV, &args);
            ::close(control);
        }
    }

    QString m_dir;
    QString m_device;
};

// What the kernel did with a file's data: whether any extent is compressed (FIEMAP's "encoded"),
// and where the extent at offset 0 lies.
struct Extents {
    bool ok = false;
    bool compressed = false;
    quint64 firstPhysical = 0;
};

Extents extentsOf(int fd)
{
    constexpr unsigned kCount = 64;
    std::vector<quint64> buffer((sizeof(fiemap) + kCount * sizeof(fiemap_extent)) / sizeof(quint64) + 1, 0);
    auto* map = reinterpret_cast<fiemap*>(buffer.data());
    map->fm_start = 0;
    map->fm_length = FIEMAP_MAX_OFFSET;
    map->fm_flags = FIEMAP_FLAG_SYNC;
    map->fm_extent_count = kCount;
    Extents e;
    if (::ioctl(fd, FS_IOC_FIEMAP, map) != 0 || map->fm_mapped_extents == 0)
        return e;
    e.ok = true;
    for (unsigned i = 0; i < map->fm_mapped_extents; ++i) {
        const fiemap_extent& x = map->fm_extents[i];
        e.compressed = e.compressed || (x.fe_flags & FIEMAP_EXTENT_ENCODED) != 0;
        if (x.fe_logical == 0)
            e.firstPhysical = x.fe_physical;
    }
    return e;
}

// Only the two flags the directory decides.
QStringList storageIds(const QList<Trust::Flag>& flags)
{
    QStringList ids = idsOf(flags);
    ids.removeIf(
        [](const QString& id) { return id != QLatin1String("compression") && id != QLatin1String("copy-on-write"); });
    return ids;
}

} // namespace

Q_DECLARE_METATYPE(Trust::DirectoryFacts)

class TestTrust : public QObject {
    Q_OBJECT

private slots:
    void flags_data();
    void flags();
    void directoryDecidesOnBtrfs_data();
    void directoryDecidesOnBtrfs();
    void flagsSayWhatAndWhatToDo();
    void smallRunNamesBothSizes();
    void readDevicesFollowsTheStack();
    void reportKeepsTheFlags();
    void oldReportsLoadWithoutFlags();
    void loaderRefusesBadFlags_data();
    void loaderRefusesBadFlags();
    // As root: real runs.
    void tmpfsRunIsFlagged();
    void loopRunIsFlagged_data();
    void loopRunIsFlagged();
    void btrfsDirectoryIsRead_data();
    void btrfsDirectoryIsRead();
};

void TestTrust::flags_data()
{
    QTest::addColumn<QString>("fixtureName");
    QTest::addColumn<QString>("target");
    QTest::addColumn<bool>("directIo");
    QTest::addColumn<qint64>("written");
    QTest::addColumn<qint64>("deviceRead");
    QTest::addColumn<double>("readMiBs");
    QTest::addColumn<qint64>("backingCached");
    QTest::addColumn<QStringList>("expected");

    const QString data = QStringLiteral("/data");
    const qint64 big = 4 * kGiB; // more than the 1.6 GiB the fixtures' page cache may hold dirty
    const qint64 all = 1 * kGiB; // every read phase reads 1 GiB
    using L = QStringList;
    auto row = [&](const char* name, const char* fx, const QString& target, bool direct, qint64 written,
                   qint64 deviceRead, double rate, qint64 backing, const QStringList& expected) {
        QTest::addRow("%s", name) << QString::fromLatin1(fx) << target << direct << written << deviceRead << rate
                                  << backing << expected;
    };
    // Real disks: nothing, unless the run or its reads give it away.
    row("ext4 on a SATA SSD", "ext4-ssd", data, false, big, all, 500, -1, L {});
    row("ext4 on an SSD, a run smaller than the cache", "ext4-ssd", data, false, 64 * kMiB, all, 500, -1,
        L { QStringLiteral("smaller-than-cache") });
    row("ext4 on an SSD, small but direct", "ext4-ssd", data, true, 64 * kMiB, all, 500, -1, L {});
    row("ext4 on an SSD, reads the device did not deliver", "ext4-ssd", data, false, big, 100 * kMiB, 500, -1,
        L { QStringLiteral("reads-faster-than-device") });
    row("ext4 on an SSD, a fast read the device did deliver", "ext4-ssd", data, false, big, all, 2500, -1, L {});
    row("ext4 on a hard disk, 200 MiB/s", "ext4-hdd", data, false, big, all, 200, -1, L {});
    row("ext4 on a hard disk, 900 MiB/s", "ext4-hdd", data, false, big, all, 900, -1,
        L { QStringLiteral("reads-faster-than-device") });
    // Virtual disks.
    row("virtio-blk", "virtio", data, false, big, all, 200, -1, L { QStringLiteral("virtual-disk") });
    row("VMware", "vmware", data, false, big, all, 200, -1, L { QStringLiteral("virtual-disk") });
    row("Hyper-V", "hyperv", data, false, big, all, 200, -1, L { QStringLiteral("virtual-disk") });
    row("Xen", "xen", data, false, big, all, 200, -1, L { QStringLiteral("virtual-disk") });
    // Compression and copy-on-write.
    row("btrfs compress=zstd", "btrfs-compress", data, false, big, all, 500, -1,
        L { QStringLiteral("compression"), QStringLiteral("copy-on-write") });
    row("btrfs nodatacow", "btrfs-nodatacow", data, false, big, all, 500, -1, L {});
    row("zfs compression=lz4", "zfs", QStringLiteral("/tank/data"), false, big, -1, 500, -1,
        L { QStringLiteral("compression"), QStringLiteral("copy-on-write") });
    row("zfs compression=off", "zfs-uncompressed", QStringLiteral("/tank/data"), false, big, -1, 500, -1,
        L { QStringLiteral("copy-on-write") });
    // Device mapper.
    row("dm-crypt on NVMe", "dm-crypt", data, false, big, all, 500, -1, L { QStringLiteral("dm-crypt") });
    row("LVM on SATA", "dm-lvm", data, false, big, all, 500, -1, L {});
    // Loop devices.
    row("loop, backing file cached", "loop", data, false, big, all, 4700, all,
        L { QStringLiteral("loop-backing-cached"), QStringLiteral("loop-device") });
    row("loop, backing file dropped", "loop", data, false, big, all, 300, 1 * kMiB,
        L { QStringLiteral("loop-device") });
    row("loop with direct I/O, backing file cached", "loop-dio", data, false, big, all, 300, all,
        L { QStringLiteral("loop-device") });
    // No device at all.
    row("tmpfs", "tmpfs", data, false, big, -1, 5000, -1, L { QStringLiteral("memory-filesystem") });
    row("ramfs", "ramfs", data, false, big, -1, 5000, -1, L { QStringLiteral("memory-filesystem") });
    row("NFS 4.2", "nfs4", data, false, big, -1, 100, -1, L { QStringLiteral("network-filesystem") });
    row("SMB 3", "cifs", data, false, big, -1, 100, -1, L { QStringLiteral("network-filesystem") });
    row("CephFS", "ceph", data, false, big, -1, 100, -1, L { QStringLiteral("network-filesystem") });
    row("9p", "9p", data, false, big, -1, 100, -1, L { QStringLiteral("network-filesystem") });
    row("virtiofs", "virtiofs", data, false, big, -1, 100, -1, L { QStringLiteral("network-filesystem") });
    row("sshfs", "sshfs", data, false, big, -1, 100, -1,
        L { QStringLiteral("fuse"), QStringLiteral("network-filesystem") });
    row("mergerfs", "mergerfs", data, false, big, -1, 100, -1, L { QStringLiteral("fuse") });
}

void TestTrust::flags()
{
    QFETCH(QString, fixtureName);
    QFETCH(QString, target);
    QFETCH(bool, directIo);
    QFETCH(qint64, written);
    QFETCH(qint64, deviceRead);
    QFETCH(double, readMiBs);
    QFETCH(qint64, backingCached);
    QFETCH(QStringList, expected);
    const Trust::Facts facts = factsOf(fixtureName, target, directIo);
    const auto flags
        = Trust::assess(facts, targetWith({ written, 1 * kGiB, deviceRead, readMiBs, int64_t(backingCached) }));
    QCOMPARE(idsOf(flags), expected);
}

void TestTrust::directoryDecidesOnBtrfs_data()
{
    QTest::addColumn<QString>("fsType");
    QTest::addColumn<QString>("superOptions");
    QTest::addColumn<Trust::DirectoryFacts>("directory");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QString>("textSays"); // where the compression flag says it comes from
    QTest::addColumn<QString>("adviceSays");

    const QString btrfs = QStringLiteral("btrfs");
    const QString base = QStringLiteral("rw,relatime,ssd,space_cache=v2,subvolid=5,subvol=/");
    const QString compress = QStringLiteral("rw,relatime,compress=zstd:3,ssd,space_cache=v2,subvolid=5,subvol=/");
    const QString force = QStringLiteral("rw,relatime,compress-force=zstd:3,ssd,space_cache=v2,subvolid=5,subvol=/");
    const QString lzo = QStringLiteral("rw,relatime,compress=lzo,ssd,space_cache=v2,subvolid=5,subvol=/");
    const QString nodatacow = QStringLiteral("rw,relatime,nodatasum,nodatacow,ssd,space_cache=v2,subvolid=5,subvol=/");
    const QString nodatasum = QStringLiteral("rw,relatime,compress=zstd:3,nodatasum,ssd,subvolid=5,subvol=/");
    using D = Trust::DirectoryFacts;
    const D plain;
    const D noCompress { false, true, false, {} }; // chattr +m
    const D propertyNo { false, true, false, QStringLiteral("no") }; // btrfs property set DIR compression no
    const D propertyNone { false, false, false, QStringLiteral("none") }; // the property alone
    const D compressFlag { true, false, false, {} }; // chattr +c on a kernel that kept no property
    const D propertyZstd { true, false, false, QStringLiteral("zstd") }; // btrfs property set DIR compression zstd
    const D noCow { false, false, true, {} }; // chattr +C
    const QStringList both { QStringLiteral("compression"), QStringLiteral("copy-on-write") };
    const QStringList cowOnly { QStringLiteral("copy-on-write") };
    const QString none;
    auto row = [](const char* name, const QString& fs, const QString& options, const D& d, const QStringList& ids,
                   const QString& text,
                   const QString& advice) { QTest::addRow("%s", name) << fs << options << d << ids << text << advice; };
    row("no compression", btrfs, base, plain, cowOnly, none, none);
    row("compress=", btrfs, compress, plain, both, QStringLiteral("(mount option compress=zstd:3)"),
        QStringLiteral("chattr +m /data/rec"));
    row("bare compress", btrfs, QStringLiteral("rw,compress,subvol=/"), plain, both,
        QStringLiteral("(mount option compress=zlib)"), QStringLiteral("chattr +m /data/rec"));
    row("compress= under chattr +m", btrfs, compress, noCompress, cowOnly, none, none);
    row("compress= under compression property no", btrfs, compress, propertyNo, cowOnly, none, none);
    row("compress= under compression property none", btrfs, compress, propertyNone, cowOnly, none, none);
    row("compress-force=", btrfs, force, plain, both, QStringLiteral("(mount option compress-force=zstd:3)"),
        QStringLiteral("chattr +C /data/rec"));
    row("compress-force= under chattr +m", btrfs, force, noCompress, both,
        QStringLiteral("(mount option compress-force=zstd:3)"), QStringLiteral("marked not to (chattr +m)"));
    row("compress-force= under compression property no", btrfs, force, propertyNo, both,
        QStringLiteral("(mount option compress-force=zstd:3)"), QStringLiteral("chattr +C /data/rec"));
    row("chattr +c", btrfs, base, compressFlag, both,
        QStringLiteral("(the target directory's compress attribute, chattr +c)"),
        QStringLiteral("btrfs property set /data/rec compression none"));
    row("compression property", btrfs, base, propertyZstd, both,
        QStringLiteral("(the target directory's compression property, zstd)"), QStringLiteral("chattr +m /data/rec"));
    row("compression property over compress=", btrfs, lzo, propertyZstd, both,
        QStringLiteral("(the target directory's compression property, zstd)"), QStringLiteral("chattr +m /data/rec"));
    row("chattr +C", btrfs, base, noCow, {}, none, none);
    row("chattr +C under compress=", btrfs, compress, noCow, {}, none, none);
    row("chattr +C under compress-force=", btrfs, force, noCow, {}, none, none);
    row("nodatacow mount", btrfs, nodatacow, plain, {}, none, none);
    row("nodatasum mount: no compression", btrfs, nodatasum, plain, cowOnly, none, none);
    // The directory's attributes count on btrfs only.
    row("zfs ignores them", QStringLiteral("zfs"), QStringLiteral("rw,xattr,noacl"), noCow, both,
        QStringLiteral("(dataset property compression=lz4)"), QStringLiteral("zfs set compression=off tank/data"));
    row("ext4 ignores them", QStringLiteral("ext4"), QStringLiteral("rw"), propertyZstd, {}, none, none);
}

// Which of compression and copy-on-write a btrfs target gets, from its mount options and the
// attributes of the directory the run directory is made in.
void TestTrust::directoryDecidesOnBtrfs()
{
    QFETCH(QString, fsType);
    QFETCH(QString, superOptions);
    QFETCH(Trust::DirectoryFacts, directory);
    QFETCH(QStringList, expected);
    QFETCH(QString, textSays);
    QFETCH(QString, adviceSays);
    Trust::Facts facts;
    facts.environment.fsType = fsType;
    facts.environment.targetDir = QStringLiteral("/data/rec");
    facts.environment.mountSource = QStringLiteral("tank/data");
    facts.superOptions = superOptions;
    facts.zfsCompression = QStringLiteral("lz4");
    facts.directory = directory;
    facts.directIo = true; // only the two flags under test
    const auto flags = Trust::assess(facts, TargetResult {});
    QCOMPARE(idsOf(flags), expected);
    for (const Trust::Flag& f : flags) {
        if (f.id == QLatin1String("compression")) {
            QVERIFY2(f.text.contains(textSays), qPrintable(f.text));
            QVERIFY2(f.advice.contains(adviceSays), qPrintable(f.advice));
        } else if (fsType == QLatin1String("btrfs")) {
            // The way out of copy-on-write on btrfs is a nodatacow directory.
            QVERIFY2(f.advice.contains(QLatin1String("chattr +C /data/rec")), qPrintable(f.advice));
        }
    }
}

void TestTrust::flagsSayWhatAndWhatToDo()
{
    const Trust::Facts facts = factsOf(QStringLiteral("loop"), QStringLiteral("/data"), false);
    QCOMPARE(facts.cachedLoopBackingFile(), QStringLiteral("/var/tmp/disk.img"));
    const auto flags = Trust::assess(facts, targetWith({ 4 * kGiB, 1 * kGiB, 1 * kGiB, 4700, 1 * kGiB }));
    QCOMPARE(flags.size(), 2);
    for (const Trust::Flag& f : flags) {
        QVERIFY2(f.severity == QLatin1String("warning") || f.severity == QLatin1String("note"), qPrintable(f.id));
        QVERIFY2(f.text.size() > 40 && f.advice.size() > 20, qPrintable(f.id));
        QVERIFY2(f.text.contains(QLatin1String("loop0")) || f.text.contains(QLatin1String("/var/tmp/disk.img")),
            qPrintable(f.text));
    }
    QVERIFY2(flags[1].text.contains(QLatin1String("4700.0 MiB/s")), qPrintable(flags[1].text));
}

void TestTrust::smallRunNamesBothSizes()
{
    const Trust::Facts facts = factsOf(QStringLiteral("ext4-ssd"), QStringLiteral("/data"), false);
    QCOMPARE(facts.dirtyLimitBytes, 8 * kGiB / 100 * 20);
    const auto flags = Trust::assess(facts, targetWith({ 64 * kMiB, 0, -1, 0, -1 }));
    QCOMPARE(flags.size(), 1);
    QVERIFY2(flags[0].text.contains(QLatin1String("64 MiB")) && flags[0].text.contains(QLatin1String("1.60 GiB")),
        qPrintable(flags[0].text));
    // vm.dirty_bytes, when set, is the limit.
    SysProbe::Environment env = facts.environment;
    env.dirtyBytes = 256 * kMiB;
    QCOMPARE(Trust::dirtyLimit(env), 256 * kMiB);
    env.dirtyBytes = 0;
    env.dirtyRatio = -1;
    QCOMPARE(Trust::dirtyLimit(env), -1);
}

void TestTrust::readDevicesFollowsTheStack()
{
    const Trust::Facts crypt = factsOf(QStringLiteral("dm-crypt"), QStringLiteral("/data"), false);
    QCOMPARE(crypt.devices.size(), 2);
    QCOMPARE(crypt.devices[0].name, QStringLiteral("dm-0"));
    QCOMPARE(crypt.devices[0].kind, QStringLiteral("dm"));
    QVERIFY(crypt.devices[0].dmUuid.startsWith(QLatin1String("CRYPT-LUKS2-")));
    QCOMPARE(crypt.devices[1].name, QStringLiteral("nvme0n1")); // the partition's disk
    QCOMPARE(crypt.devices[1].driver, QStringLiteral("nvme"));
    const Trust::Facts virtio = factsOf(QStringLiteral("virtio"), QStringLiteral("/data"), false);
    QCOMPARE(virtio.devices.size(), 1);
    QCOMPARE(virtio.devices[0].driver, QStringLiteral("virtio_blk"));
    const Trust::Facts nfs = factsOf(QStringLiteral("nfs4"), QStringLiteral("/data"), false);
    QVERIFY(nfs.devices.isEmpty());
}

void TestTrust::reportKeepsTheFlags()
{
    RunReport report;
    report.config = oneStream(QStringLiteral("/data"), 1 * kMiB);
    report.startedAt = report.finishedAt = QDateTime::currentDateTime();
    const Trust::Facts facts = factsOf(QStringLiteral("loop"), QStringLiteral("/data"), false);
    TargetResult target = targetWith({ 4 * kGiB, 1 * kGiB, 1 * kGiB, 4700, 1 * kGiB });
    target.dir = QStringLiteral("/data");
    target.environment = facts.environment;
    target.trust = Trust::assess(facts, target);
    QCOMPARE(target.trust.size(), 2);
    report.targets = { target };
    const QByteArray json = report.toJsonBytes();
    for (const char* key : { "\"trust\"", "\"id\"", "\"severity\"", "\"text\"", "\"advice\"",
             "\"backing_file_cached_bytes\"", "\"loop-backing-cached\"" })
        QVERIFY2(json.contains(key), key);
    QString error;
    const auto loaded = RunReport::fromJson(json, &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->targets[0].trust, target.trust);
    QCOMPARE(loaded->targets[0].passes[0].phases[1].backingFileCachedBytes, 1 * kGiB);
}

void TestTrust::oldReportsLoadWithoutFlags()
{
    QDir dir(QStringLiteral(STREAMSCOPE_TEST_DATA "/reports"));
    const QStringList files = dir.entryList({ QStringLiteral("*.json") }, QDir::Files);
    QVERIFY(!files.isEmpty());
    int loadedOld = 0;
    for (const QString& name : files) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        if (bytes.contains("\"trust\""))
            continue;
        QString error;
        const auto report = RunReport::fromJson(bytes, &error);
        if (!report)
            continue; // the golden set holds deliberately broken reports too
        ++loadedOld;
        for (const TargetResult& t : report->targets)
            QVERIFY(t.trust.isEmpty());
    }
    QVERIFY(loadedOld > 0);
}

void TestTrust::loaderRefusesBadFlags_data()
{
    QTest::addColumn<QJsonValue>("trust");
    QTest::addColumn<QString>("complaint");
    const QJsonObject good { { QStringLiteral("id"), QStringLiteral("fuse") },
        { QStringLiteral("severity"), QStringLiteral("warning") }, { QStringLiteral("text"), QStringLiteral("t") },
        { QStringLiteral("advice"), QStringLiteral("a") } };
    QJsonObject badSeverity = good;
    badSeverity[QStringLiteral("severity")] = QStringLiteral("fatal");
    QJsonObject noAdvice = good;
    noAdvice.remove(QStringLiteral("advice"));
    QJsonObject emptyId = good;
    emptyId[QStringLiteral("id")] = QString();
    QTest::addRow("good") << QJsonValue(QJsonArray { good }) << QString();
    QTest::addRow("not a list") << QJsonValue(good) << QStringLiteral("\"trust\"");
    QTest::addRow("not an object") << QJsonValue(QJsonArray { 1 }) << QStringLiteral("\"trust\"");
    QTest::addRow("unknown severity") << QJsonValue(QJsonArray { badSeverity }) << QStringLiteral("\"severity\"");
    QTest::addRow("no advice") << QJsonValue(QJsonArray { noAdvice }) << QStringLiteral("\"advice\"");
    QTest::addRow("empty id") << QJsonValue(QJsonArray { emptyId }) << QStringLiteral("\"id\"");
}

void TestTrust::loaderRefusesBadFlags()
{
    QFETCH(QJsonValue, trust);
    QFETCH(QString, complaint);
    RunReport report;
    report.config = oneStream(QStringLiteral("/data"), 1 * kMiB);
    report.startedAt = report.finishedAt = QDateTime::currentDateTime();
    TargetResult target;
    target.dir = QStringLiteral("/data");
    report.targets = { target };
    QJsonObject o = report.toJson();
    QJsonArray targets = o[QStringLiteral("targets")].toArray();
    QJsonObject t = targets[0].toObject();
    t[QStringLiteral("trust")] = trust;
    targets[0] = t;
    o[QStringLiteral("targets")] = targets;
    QString error;
    const auto loaded = RunReport::fromJson(QJsonDocument(o).toJson(), &error);
    if (complaint.isEmpty()) {
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->targets[0].trust.size(), 1);
    } else {
        QVERIFY(!loaded);
        QVERIFY2(error.contains(complaint), qPrintable(error));
    }
}

void TestTrust::tmpfsRunIsFlagged()
{
    QString reason;
    if (!Safety::Mounts::available(&reason))
        QSKIP(qPrintable(reason));
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    Safety::Mounts mounts;
    QVERIFY2(mounts.tmpfs(tmp.path(), QStringLiteral("size=32m"), &reason), qPrintable(reason));
    PosixIoBackend backend;
    Engine engine(backend, nullptr, kNoMargin);
    const RunReport report = engine.run(oneStream(tmp.path(), 8 * kMiB));
    QVERIFY2(report.ok(), qPrintable(report.error));
    const QStringList ids = idsOf(report.targets[0].trust);
    QVERIFY2(ids.contains(QLatin1String("memory-filesystem")), qPrintable(ids.join(u' ')));
    QVERIFY2(!ids.contains(QLatin1String("loop-device")), qPrintable(ids.join(u' ')));

    // The CLI prints one line per flag after the summary, and the report holds them.
    QTemporaryDir out;
    const QString json = out.filePath(QStringLiteral("run.json"));
    const Safety::CliResult r
        = Safety::runCli({ QStringLiteral("--dir"), tmp.path(), QStringLiteral("--size"), QStringLiteral("4M"),
            QStringLiteral("--block"), QStringLiteral("64k"), QStringLiteral("--read"), QStringLiteral("each"),
            QStringLiteral("--space-margin"), QStringLiteral("0"), QStringLiteral("--json"), json });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const qsizetype summary = r.out.indexOf(QLatin1String("Summary"));
    const qsizetype line = r.out.indexOf(QLatin1String("Trust: [memory-filesystem] The target is on tmpfs"));
    QVERIFY2(summary >= 0 && line > summary, qPrintable(r.out));
    QString error;
    const auto loaded = RunReport::load(json, &error);
    QVERIFY2(loaded, qPrintable(error));
    QVERIFY(idsOf(loaded->targets[0].trust).contains(QLatin1String("memory-filesystem")));
}

void TestTrust::loopRunIsFlagged_data()
{
    addBackingFileRows();
}

// ext4 on a loop device whose backing file is read through the host's page cache: the
// flag for the loop device always, and the one for a cached backing file only when the
// backing file was in the cache as the read began.
void TestTrust::loopRunIsFlagged()
{
    QFETCH(bool, cache);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    Safety::Mounts mounts;
    QString image, mnt, reason;
    if (!mountLoopExt4(tmp, mounts, &image, &mnt, &reason))
        QSKIP(qPrintable(reason));

    PosixIoBackend real;
    BackingFileBackend backend(real, image, cache);
    Engine engine(backend, nullptr, kNoMargin);
    const RunReport report = engine.run(oneStream(mnt, 16 * kMiB));
    QVERIFY2(report.ok(), qPrintable(report.error));
    QVERIFY(!backend.failed());
    const TargetResult& target = report.targets[0];
    QCOMPARE(target.environment.device.kind, QStringLiteral("loop"));
    const PhaseResult* read = target.passes[0].phase(PhaseKind::Read);
    QVERIFY(read);
    QCOMPARE(read->bytes, 16 * kMiB);
    // Measured either way; which side of half the read it falls on is the test.
    QVERIFY2(read->backingFileCachedBytes >= 0, "the backing file's residency was not measured");
    if (cache)
        QVERIFY2(read->backingFileCachedBytes >= 16 * kMiB, qPrintable(QString::number(read->backingFileCachedBytes)));
    else
        QVERIFY2(read->backingFileCachedBytes < 8 * kMiB, qPrintable(QString::number(read->backingFileCachedBytes)));
    const QStringList ids = idsOf(target.trust);
    QVERIFY2(ids.contains(QLatin1String("loop-device")), qPrintable(ids.join(u' ')));
    QVERIFY2(!ids.contains(QLatin1String("memory-filesystem")), qPrintable(ids.join(u' ')));
    QCOMPARE(ids.contains(QLatin1String("loop-backing-cached")), cache);
    if (cache) {
        const auto flag = std::find_if(target.trust.cbegin(), target.trust.cend(),
            [](const Trust::Flag& f) { return f.id == QLatin1String("loop-backing-cached"); });
        QVERIFY2(flag->text.contains(image), qPrintable(flag->text));
    }
}

void TestTrust::btrfsDirectoryIsRead_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<int>("setFlag"); // FS_*_FL set on the target directory; 0 for none
    QTest::addColumn<QString>("setProperty"); // its btrfs.compression; empty for none
    QTest::addColumn<Trust::DirectoryFacts>("read"); // what the probe must read back
    QTest::addColumn<QStringList>("expected");

    using D = Trust::DirectoryFacts;
    const QString compress = QStringLiteral("compress=zstd");
    const QString force = QStringLiteral("compress-force=zstd");
    const QString none;
    const QStringList both { QStringLiteral("compression"), QStringLiteral("copy-on-write") };
    const QStringList cowOnly { QStringLiteral("copy-on-write") };
    QTest::addRow("no compression") << QString() << 0 << none << D {} << cowOnly;
    QTest::addRow("compress=") << compress << 0 << none << D {} << both;
    QTest::addRow("compress= under chattr +m")
        << compress << int(FS_NOCOMP_FL) << none << D { false, true, false, {} } << cowOnly;
    QTest::addRow("compress= under compression property no")
        << compress << 0 << QStringLiteral("no") << D { false, true, false, QStringLiteral("no") } << cowOnly;
    QTest::addRow("compress-force= under chattr +m")
        << force << int(FS_NOCOMP_FL) << none << D { false, true, false, {} } << both;
    // The property sets the inode's compress flag as well.
    QTest::addRow("compression property")
        << QString() << 0 << QStringLiteral("zstd") << D { true, false, false, QStringLiteral("zstd") } << both;
    // chattr +c records the algorithm as the property too: the mount's, else zlib.
    QTest::addRow("chattr +c") << QString() << int(FS_COMPR_FL) << none
                               << D { true, false, false, QStringLiteral("zlib") } << both;
    QTest::addRow("chattr +C under compress=")
        << compress << int(FS_NOCOW_FL) << none << D { false, false, true, {} } << QStringList {};
    QTest::addRow("chattr +C under compress-force=")
        << force << int(FS_NOCOW_FL) << none << D { false, false, true, {} } << QStringList {};
    QTest::addRow("nodatacow mount") << QStringLiteral("nodatacow") << 0 << none << D {} << QStringList {};
}

// A real btrfs: the probe reads the target directory's attributes, the verdict follows them, and
// the kernel does what the verdict says with a file in a directory made in the target (as the
// run directory is): its extents are compressed, and a rewrite moves its data, exactly when the
// verdict flags compression and copy-on-write. A run of the engine there carries the same flags.
void TestTrust::btrfsDirectoryIsRead()
{
    QFETCH(QString, options);
    QFETCH(int, setFlag);
    QFETCH(QString, setProperty);
    QFETCH(Trust::DirectoryFacts, read);
    QFETCH(QStringList, expected);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    BtrfsMount btrfs;
    QString reason;
    if (!btrfs.mount(tmp, options, &reason))
        QSKIP(qPrintable(reason));
    const QString target = btrfs.dir() + QStringLiteral("/target");
    QVERIFY(QDir().mkpath(target));
    {
        const int fd = ::open(QFile::encodeName(target).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        QVERIFY2(fd >= 0, qPrintable(Safety::errnoString(errno)));
        const auto closeFd = qScopeGuard([fd] { ::close(fd); });
        if (setFlag != 0) {
            int flags = 0;
            QVERIFY2(::ioctl(fd, FS_IOC_GETFLAGS, &flags) == 0, qPrintable(Safety::errnoString(errno)));
            flags |= setFlag;
            QVERIFY2(::ioctl(fd, FS_IOC_SETFLAGS, &flags) == 0, qPrintable(Safety::errnoString(errno)));
        }
        if (!setProperty.isEmpty()) {
            const QByteArray value = setProperty.toLatin1();
            QVERIFY2(::fsetxattr(fd, "btrfs.compression", value.constData(), size_t(value.size()), 0) == 0,
                qPrintable(Safety::errnoString(errno)));
        }
    }

    const SysProbe::Environment env = SysProbe::probeEnvironment(target);
    QCOMPARE(env.fsType, QStringLiteral("btrfs"));
    const Trust::Facts facts = Trust::probe(env, false);
    QCOMPARE(facts.directory.compress, read.compress);
    QCOMPARE(facts.directory.noCompress, read.noCompress);
    QCOMPARE(facts.directory.noCow, read.noCow);
    QCOMPARE(facts.directory.compressionProperty, read.compressionProperty);
    QCOMPARE(storageIds(Trust::assess(facts, TargetResult {})), expected);

    // The kernel's side: 256 KiB of one repeated byte (what any compressor shrinks), written and
    // synced, then its first 4 KiB rewritten and synced.
    const QString runDir = target + QStringLiteral("/run");
    QVERIFY(QDir().mkdir(runDir));
    const QByteArray file = QFile::encodeName(runDir + QStringLiteral("/stream.dat"));
    const int fd = ::open(file.constData(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    QVERIFY2(fd >= 0, qPrintable(Safety::errnoString(errno)));
    const auto closeFd = qScopeGuard([fd] { ::close(fd); });
    const QByteArray data(256 * 1024, 'a');
    QCOMPARE(::pwrite(fd, data.constData(), size_t(data.size()), 0), ssize_t(data.size()));
    QCOMPARE(::fsync(fd), 0);
    const Extents written = extentsOf(fd);
    QVERIFY2(written.ok, qPrintable(Safety::errnoString(errno)));
    QCOMPARE(written.compressed, expected.contains(QLatin1String("compression")));
    const QByteArray block(4096, 'b');
    QCOMPARE(::pwrite(fd, block.constData(), size_t(block.size()), 0), ssize_t(block.size()));
    QCOMPARE(::fsync(fd), 0);
    const Extents rewritten = extentsOf(fd);
    QVERIFY(rewritten.ok);
    QCOMPARE(rewritten.firstPhysical != written.firstPhysical, expected.contains(QLatin1String("copy-on-write")));

    // The engine probes the same directory and reports the same.
    PosixIoBackend backend;
    Engine engine(backend, nullptr, kNoMargin);
    const RunReport report = engine.run(oneStream(target, 1 * kMiB));
    QVERIFY2(report.ok(), qPrintable(report.error));
    QCOMPARE(storageIds(report.targets[0].trust), expected);
}

QTEST_GUILESS_MAIN(TestTrust)
#include "tst_trust.moc"
