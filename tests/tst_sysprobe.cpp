// The system probe on a fake /sys (a temporary tree laid out as the kernel lays it out): the
// block device behind a directory (partitions, NVMe, dm, loop, md, virtio), writeback limits,
// the live probe's reads of fixture files, and a look at the real machine. The parsers of
// /proc and /sys files: tst_sysprobeparsers.
#include "SysProbeFixtures.h"
#include "SystemProbe.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include <vector>

using namespace SysProbe;

using namespace SysProbeTest;

class TestSysProbe : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_sys;

    void put(const QString& rel, const QByteArray& content)
    {
        const QString path = m_sys.filePath(rel);
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        QFile f(path);
        QVERIFY2(f.open(QIODevice::WriteOnly), qPrintable(path));
        QCOMPARE(f.write(content), content.size());
    }

    // Relative targets, as sysfs has them, so the tree still resolves if the directory moves.
    void link(const QString& targetRel, const QString& linkRel)
    {
        const QString linkPath = m_sys.filePath(linkRel);
        const QString linkDir = QFileInfo(linkPath).absolutePath();
        QVERIFY(QDir().mkpath(linkDir));
        QVERIFY(QDir().mkpath(m_sys.filePath(targetRel)));
        const QString target = QDir(linkDir).relativeFilePath(m_sys.filePath(targetRel));
        QVERIFY2(::symlink(QFile::encodeName(target).constData(), QFile::encodeName(linkPath).constData()) == 0,
            qPrintable(linkPath));
    }

    void queue(const QString& dir, const char* rotational, const char* scheduler, const char* logicalBlockSize)
    {
        put(dir + QStringLiteral("/queue/rotational"), QByteArray(rotational) + '\n');
        put(dir + QStringLiteral("/queue/scheduler"), QByteArray(scheduler) + '\n');
        put(dir + QStringLiteral("/queue/logical_block_size"), QByteArray(logicalBlockSize) + '\n');
    }

    void blockNode(const QString& dir, const char* majMin)
    {
        put(dir + QStringLiteral("/dev"), QByteArray(majMin) + '\n');
        put(dir + QStringLiteral("/stat"), fixture("block-stat-6.1.txt"));
        link(dir, QStringLiteral("dev/block/") + QLatin1String(majMin));
    }

private slots:
    void environmentOfAnOpenDirectoryIgnoresASwappedPath();
    void initTestCase();

    void resolveBlockDevice_data();
    void resolveBlockDevice();
    void bdiLimits_data();
    void bdiLimits();
    void liveProbeFixture_data();
    void liveProbeFixture();
    void liveProbeSaysWhatItCouldNotRead_data();
    void liveProbeSaysWhatItCouldNotRead();
    void realMachine();
};

void TestSysProbe::initTestCase()
{
    QVERIFY(m_sys.isValid());

    // Plain SATA disk with a partition that dm-0 sits on.
    put(kScsiDev + QStringLiteral("/model"), "ST2000DM008-2FR102  \n");
    link(kScsiDev, kSdaDir + QStringLiteral("/device"));
    queue(kSdaDir, "1", "mq-deadline kyber [bfq] none", "512");
    blockNode(kSdaDir, "8:0");
    put(kSdaDir + QStringLiteral("/sda2/partition"), "2\n");
    blockNode(kSdaDir + QStringLiteral("/sda2"), "8:2");

    // NVMe: the model lives on the controller (nvme0), reached through the namespace's device link.
    put(QStringLiteral("devices/pci0000:00/0000:00:1d.0/0000:3d:00.0/nvme/nvme0/model"),
        "Samsung SSD 980 1TB                     \n");
    link(QStringLiteral("devices/pci0000:00/0000:00:1d.0/0000:3d:00.0/nvme/nvme0"),
        kNvmeDir + QStringLiteral("/device"));
    queue(kNvmeDir, "0", "[none] mq-deadline kyber bfq", "4096");
    blockNode(kNvmeDir, "259:0");
    put(kNvmeDir + QStringLiteral("/nvme0n1p2/partition"), "2\n");
    blockNode(kNvmeDir + QStringLiteral("/nvme0n1p2"), "259:2");

    put(kDmDir + QStringLiteral("/dm/name"), "vg-root\n");
    put(kDmDir + QStringLiteral("/dm/uuid"), "LVM-abc\n");
    link(kSdaDir + QStringLiteral("/sda2"), kDmDir + QStringLiteral("/slaves/sda2"));
    queue(kDmDir, "1", "none", "512");
    blockNode(kDmDir, "253:0");

    put(kLoopDir + QStringLiteral("/loop/backing_file"), "/var/img.ext4\n");
    queue(kLoopDir, "0", "[none] mq-deadline", "512");
    blockNode(kLoopDir, "7:3");

    put(kMdDir + QStringLiteral("/md/level"), "raid1\n");
    link(kSdaDir + QStringLiteral("/sda2"), kMdDir + QStringLiteral("/slaves/sda2"));
    link(QStringLiteral("devices/pci0000:00/0000:00:17.0/ata2/host1/target1:0:0/1:0:0:0/block/sdb/sdb1"),
        kMdDir + QStringLiteral("/slaves/sdb1"));
    queue(kMdDir, "0", "none", "512");
    blockNode(kMdDir, "9:127");

    // virtio-blk: no model file, the driver link is all there is.
    QVERIFY(QDir().mkpath(m_sys.filePath(QStringLiteral("bus/virtio/drivers/virtio_blk"))));
    link(QStringLiteral("bus/virtio/drivers/virtio_blk"), kVirtioDir + QStringLiteral("/driver"));
    link(kVirtioDir, kVirtioDir + QStringLiteral("/block/vda/device"));
    queue(kVirtioDir + QStringLiteral("/block/vda"), "0", "[mq-deadline] kyber bfq none", "512");
    blockNode(kVirtioDir + QStringLiteral("/block/vda"), "254:0");

    // Writeback limits: sda on a 6.2+ kernel (all three files, the partition shares them),
    // the NVMe disk on an older kernel (max_ratio only), dm-0 without a bdi link.
    put(QStringLiteral("devices/virtual/bdi/8:0/max_bytes"), "268435456\n");
    put(QStringLiteral("devices/virtual/bdi/8:0/max_ratio"), "25\n");
    put(QStringLiteral("devices/virtual/bdi/8:0/strict_limit"), "1\n");
    link(QStringLiteral("devices/virtual/bdi/8:0"), kSdaDir + QStringLiteral("/bdi"));
    put(QStringLiteral("devices/virtual/bdi/259:0/max_ratio"), "100\n");
    link(QStringLiteral("devices/virtual/bdi/259:0"), kNvmeDir + QStringLiteral("/bdi"));
    // A damaged limit file is as unknown as a missing one.
    put(QStringLiteral("devices/virtual/bdi/7:3/max_bytes"), "-1\n");
    put(QStringLiteral("devices/virtual/bdi/7:3/max_ratio"), "250\n");
    put(QStringLiteral("devices/virtual/bdi/7:3/strict_limit"), "2\n");
    link(QStringLiteral("devices/virtual/bdi/7:3"), kLoopDir + QStringLiteral("/bdi"));

    // A dev/block entry whose target is gone (device removed between listing and resolving).
    QVERIFY(::symlink("../../devices/virtual/block/gone",
                QFile::encodeName(m_sys.filePath(QStringLiteral("dev/block/8:48"))).constData())
        == 0);
}

void TestSysProbe::resolveBlockDevice_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<int>("minor");
    QTest::addColumn<bool>("present");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("displayName");
    QTest::addColumn<QString>("wholeDisk");
    QTest::addColumn<QStringList>("sitsOn");
    QTest::addColumn<QString>("model");
    QTest::addColumn<bool>("rotational");
    QTest::addColumn<QString>("scheduler");
    QTest::addColumn<int>("logicalBlockSize");
    QTest::addColumn<QString>("statDir"); // relative to the fake /sys
    QTest::addColumn<QString>("describe");

    QTest::addRow("plain disk") << 8 << 0 << true << QStringLiteral("disk") << QStringLiteral("sda")
                                << QStringLiteral("sda") << QStringLiteral("sda") << QStringList {}
                                << QStringLiteral("ST2000DM008-2FR102") << true << QStringLiteral("bfq") << 512
                                << kSdaDir << QStringLiteral("sda (ST2000DM008-2FR102, HDD, bfq)");
    QTest::addRow("SATA partition") << 8 << 2 << true << QStringLiteral("partition") << QStringLiteral("sda2")
                                    << QStringLiteral("sda2") << QStringLiteral("sda") << QStringList {}
                                    << QStringLiteral("ST2000DM008-2FR102") << true << QStringLiteral("bfq") << 512
                                    << kSdaDir + QStringLiteral("/sda2")
                                    << QStringLiteral("sda2 on sda (ST2000DM008-2FR102, HDD, bfq)");
    QTest::addRow("NVMe partition") << 259 << 2 << true << QStringLiteral("partition") << QStringLiteral("nvme0n1p2")
                                    << QStringLiteral("nvme0n1p2") << QStringLiteral("nvme0n1") << QStringList {}
                                    << QStringLiteral("Samsung SSD 980 1TB") << false << QStringLiteral("none") << 4096
                                    << kNvmeDir + QStringLiteral("/nvme0n1p2")
                                    << QStringLiteral("nvme0n1p2 on nvme0n1 (Samsung SSD 980 1TB, SSD, none)");
    QTest::addRow("NVMe namespace") << 259 << 0 << true << QStringLiteral("disk") << QStringLiteral("nvme0n1")
                                    << QStringLiteral("nvme0n1") << QStringLiteral("nvme0n1") << QStringList {}
                                    << QStringLiteral("Samsung SSD 980 1TB") << false << QStringLiteral("none") << 4096
                                    << kNvmeDir << QStringLiteral("nvme0n1 (Samsung SSD 980 1TB, SSD, none)");
    QTest::addRow("device mapper") << 253 << 0 << true << QStringLiteral("dm") << QStringLiteral("dm-0")
                                   << QStringLiteral("vg-root") << QStringLiteral("dm-0")
                                   << QStringList { QStringLiteral("sda2") } << QString() << true
                                   << QStringLiteral("none") << 512 << kDmDir
                                   << QStringLiteral("dm-0 'vg-root' on sda2");
    QTest::addRow("md raid") << 9 << 127 << true << QStringLiteral("md") << QStringLiteral("md127")
                             << QStringLiteral("md127") << QStringLiteral("md127")
                             << QStringList { QStringLiteral("sda2"), QStringLiteral("sdb1") } << QString() << false
                             << QStringLiteral("none") << 512 << kMdDir << QStringLiteral("md127 on sda2, sdb1");
    QTest::addRow("loop") << 7 << 3 << true << QStringLiteral("loop") << QStringLiteral("loop3")
                          << QStringLiteral("loop3") << QStringLiteral("loop3")
                          << QStringList { QStringLiteral("/var/img.ext4") } << QString() << false
                          << QStringLiteral("none") << 512 << kLoopDir
                          << QStringLiteral("loop3 backed by /var/img.ext4");
    QTest::addRow("virtio") << 254 << 0 << true << QStringLiteral("disk") << QStringLiteral("vda")
                            << QStringLiteral("vda") << QStringLiteral("vda") << QStringList {}
                            << QStringLiteral("Virtio disk") << false << QStringLiteral("mq-deadline") << 512
                            << kVirtioDir + QStringLiteral("/block/vda")
                            << QStringLiteral("vda (Virtio disk, SSD, mq-deadline)");

    QTest::addRow("anonymous device (tmpfs, overlay, btrfs)")
        << 0 << 45 << false << QString() << QString() << QString() << QString() << QStringList {} << QString() << false
        << QString() << 512 << QString() << QStringLiteral("no block device (anonymous device 0:45)");
    QTest::addRow("no node") << 8 << 99 << false << QString() << QString() << QString() << QString() << QStringList {}
                             << QString() << false << QString() << 512 << QString()
                             << QStringLiteral("no block device (no %SYS%/dev/block/8:99)");
    QTest::addRow("dangling node") << 8 << 48 << false << QString() << QString() << QString() << QString()
                                   << QStringList {} << QString() << false << QString() << 512 << QString()
                                   << QStringLiteral("no block device (no %SYS%/dev/block/8:48)");
}

void TestSysProbe::resolveBlockDevice()
{
    QFETCH(int, major);
    QFETCH(int, minor);
    QFETCH(bool, present);
    QFETCH(QString, kind);
    QFETCH(QString, name);
    QFETCH(QString, displayName);
    QFETCH(QString, wholeDisk);
    QFETCH(QStringList, sitsOn);
    QFETCH(QString, model);
    QFETCH(bool, rotational);
    QFETCH(QString, scheduler);
    QFETCH(int, logicalBlockSize);
    QFETCH(QString, statDir);
    QFETCH(QString, describe);

    const BlockDevice d = SysProbe::resolveBlockDevice(makedev(major, minor), m_sys.path());
    QCOMPARE(d.present, present);
    QCOMPARE(d.major, major);
    QCOMPARE(d.minor, minor);
    QCOMPARE(d.describe(), QString(describe).replace(QLatin1String("%SYS%"), m_sys.path()));
    if (!present) {
        QVERIFY(!d.absentReason.isEmpty());
        QVERIFY(d.statPath.isEmpty());
        return;
    }
    QVERIFY(d.absentReason.isEmpty());
    QCOMPARE(d.kind, kind);
    QCOMPARE(d.name, name);
    QCOMPARE(d.displayName, displayName);
    QCOMPARE(d.wholeDisk, wholeDisk);
    QCOMPARE(d.sitsOn, sitsOn);
    QCOMPARE(d.model, model);
    QCOMPARE(d.rotational, rotational);
    QCOMPARE(d.scheduler, scheduler);
    QCOMPARE(d.logicalBlockSize, logicalBlockSize);
    QCOMPARE(d.statPath, QFileInfo(m_sys.filePath(statDir)).canonicalFilePath() + QStringLiteral("/stat"));

    // The counters of what was resolved must be readable through the same path the sampler uses.
    LiveProbe probe(d);
    const Snapshot s = probe.read();
    QVERIFY(s.disk.has_value());
    QCOMPARE(quint64(s.disk->writeSectors), quint64(392875008));
}

void TestSysProbe::bdiLimits_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<int>("minor");
    QTest::addColumn<QString>("bdiDir"); // relative to the fake /sys; empty: none
    QTest::addColumn<qint64>("maxBytes");
    QTest::addColumn<int>("maxRatio");
    QTest::addColumn<int>("strictLimit");

    const QString sda = QStringLiteral("devices/virtual/bdi/8:0");
    QTest::addRow("disk, 6.2+") << 8 << 0 << sda << qint64(268435456) << 25 << 1;
    QTest::addRow("partition: its disk's") << 8 << 2 << sda << qint64(268435456) << 25 << 1;
    QTest::addRow("before 6.2: max_ratio only")
        << 259 << 2 << QStringLiteral("devices/virtual/bdi/259:0") << qint64(-1) << 100 << -1;
    QTest::addRow("damaged files") << 7 << 3 << QStringLiteral("devices/virtual/bdi/7:3") << qint64(-1) << -1 << -1;
    QTest::addRow("no bdi") << 253 << 0 << QString() << qint64(-1) << -1 << -1;
    QTest::addRow("no block device") << 0 << 45 << QString() << qint64(-1) << -1 << -1;
}

// The limits are read once, when the probe is made, and come with every snapshot.
void TestSysProbe::bdiLimits()
{
    QFETCH(int, major);
    QFETCH(int, minor);
    QFETCH(QString, bdiDir);
    QFETCH(qint64, maxBytes);
    QFETCH(int, maxRatio);
    QFETCH(int, strictLimit);

    const BlockDevice d = SysProbe::resolveBlockDevice(makedev(major, minor), m_sys.path());
    QCOMPARE(d.bdiPath, bdiDir.isEmpty() ? QString() : QFileInfo(m_sys.filePath(bdiDir)).canonicalFilePath());
    LiveProbe probe(d);
    for (const Snapshot& s : { probe.read(), probe.read() }) {
        QCOMPARE(qint64(s.bdi.maxBytes), maxBytes);
        QCOMPARE(s.bdi.maxRatio, maxRatio);
        QCOMPARE(s.bdi.strictLimit, strictLimit);
    }
}

void TestSysProbe::liveProbeFixture_data()
{
    QTest::addColumn<bool>("present");
    QTest::addColumn<QString>("statPath");
    QTest::addColumn<bool>("hasDisk");

    QTest::addRow("stat file") << true << fixturePath("block-stat-5.4.txt") << true;
    QTest::addRow("stat file gone") << true << fixturePath("no-such-stat") << false;
    QTest::addRow("truncated stat file") << true << fixturePath("block-stat-truncated.txt") << false;
    QTest::addRow("no block device") << false << fixturePath("block-stat-5.4.txt") << false;
}

void TestSysProbe::liveProbeFixture()
{
    QFETCH(bool, present);
    QFETCH(QString, statPath);
    QFETCH(bool, hasDisk);

    BlockDevice d;
    d.present = present;
    d.statPath = statPath;
    LiveProbe probe(d);
    const Snapshot first = probe.read();
    const Snapshot second = probe.read();
    QCOMPARE(first.disk.has_value(), hasDisk);
    QCOMPARE(second.disk.has_value(), hasDisk);
    QVERIFY(second.monotonicNs >= first.monotonicNs);
    QVERIFY(first.monotonicNs > 0);
    if (hasDisk) {
        // Re-reading from offset 0 must give the whole record again, not the tail after the first read.
        QCOMPARE(countersOf(*first.disk), (Counters { 302233, 24688186, 1981200, 91336986, 0, 632344 }));
        QCOMPARE(countersOf(*second.disk), countersOf(*first.disk));
    }
}

void TestSysProbe::liveProbeSaysWhatItCouldNotRead_data()
{
    // Fixture names of the files in a stand-in /proc; empty: the file is not there.
    QTest::addColumn<QString>("meminfo");
    QTest::addColumn<QString>("vmstat");
    QTest::addColumn<QString>("pressure");
    QTest::addColumn<bool>("device"); // a block device whose stat file is gone
    QTest::addColumn<int>("unread");

    const QString meminfo = QStringLiteral("meminfo-6.1.txt");
    const QString vmstat = QStringLiteral("vmstat-6.18.txt");
    const QString pressure = QStringLiteral("pressure-io.txt");
    QTest::addRow("everything read") << meminfo << vmstat << pressure << false << 0;
    QTest::addRow("no PSI in the kernel is not unread") << meminfo << vmstat << QString() << false << 0;
    QTest::addRow("meminfo truncated") << QStringLiteral("meminfo-truncated.txt") << vmstat << pressure << false
                                       << int(UnreadMeminfo);
    QTest::addRow("meminfo hidden") << QString() << vmstat << pressure << false << int(UnreadMeminfo);
    QTest::addRow("vmstat truncated") << meminfo << QStringLiteral("vmstat-truncated.txt") << pressure << false
                                      << int(UnreadVmstat);
    QTest::addRow("pressure truncated") << meminfo << vmstat << QStringLiteral("pressure-io-truncated.txt") << false
                                        << int(UnreadPressure);
    QTest::addRow("device stat gone") << meminfo << vmstat << pressure << true << int(UnreadDeviceStat);
    QTest::addRow("nothing") << QString() << QString() << QStringLiteral("pressure-io-truncated.txt") << true
                             << int(UnreadDeviceStat | UnreadMeminfo | UnreadVmstat | UnreadPressure);
}

// The inputs the verdict needs, made unreadable one by one in a stand-in /proc: each is named
// in the snapshot (the verdict then gives no answer), and nothing else is.
void TestSysProbe::liveProbeSaysWhatItCouldNotRead()
{
    QFETCH(QString, meminfo);
    QFETCH(QString, vmstat);
    QFETCH(QString, pressure);
    QFETCH(bool, device);
    QFETCH(int, unread);

    QTemporaryDir proc;
    QVERIFY(proc.isValid());
    for (const auto& [name, file] :
        { std::pair { "meminfo", meminfo }, std::pair { "vmstat", vmstat }, std::pair { "pressure/io", pressure } }) {
        if (file.isEmpty())
            continue;
        const QString path = proc.filePath(QLatin1String(name));
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        QVERIFY(QFile::copy(fixturePath(qPrintable(file)), path));
    }
    BlockDevice d;
    d.present = device;
    d.statPath = device ? fixturePath("no-such-stat") : QString();
    LiveProbe probe(d, proc.path());
    const Snapshot s = probe.read();
    QCOMPARE(int(s.unreadInputs), unread);
    QCOMPARE(s.mem.has_value(), !(unread & UnreadMeminfo));
    QCOMPARE(s.vm.has_value(), !(unread & UnreadVmstat));
}

void TestSysProbe::realMachine()
{
    const Environment env = probeEnvironment(QDir::tempPath());
    QVERIFY(!env.kernel.isEmpty());
    QVERIFY(!env.fsType.isEmpty());
    QVERIFY(!env.mountPoint.isEmpty());
    QVERIFY(!env.targetDir.isEmpty());
    QVERIFY(env.cpuCount > 0);
    QVERIFY(env.ramBytes > 0);
    QVERIFY(!env.device.describe().isEmpty());
    qInfo("%s: %s on %s (%s), kernel %s, cpu %s x%d, dirty_ratio %lld", qPrintable(env.targetDir),
        qPrintable(env.fsType), qPrintable(env.mountPoint), qPrintable(env.mountSource), qPrintable(env.kernel),
        qPrintable(env.cpuModel), env.cpuCount, static_cast<long long>(env.dirtyRatio));
    qInfo("probeEnvironment device: %s", qPrintable(env.device.describe()));

    struct stat st { };
    QCOMPARE(::stat(QFile::encodeName(QDir::tempPath()).constData(), &st), 0);
    const BlockDevice d = SysProbe::resolveBlockDevice(st.st_dev);
    qInfo("resolveBlockDevice(%u:%u): %s", major(st.st_dev), minor(st.st_dev), qPrintable(d.describe()));
    LiveProbe probe(d);
    const Snapshot s = probe.read();
    QVERIFY(s.mem.has_value());
    QVERIFY(s.mem->memTotalBytes > 0);
    QCOMPARE(s.disk.has_value(), d.present);
    if (QFileInfo::exists(QStringLiteral("/proc/pressure/io")))
        QVERIFY(s.pressure.has_value());
    QVERIFY(s.vm.has_value());
    QVERIFY(s.vm->dirtyThresholdBytes > 0);
    qInfo("vmstat: dirty threshold %lld B, background %lld B; bdi %s: max_bytes %lld, max_ratio %d, strict %d",
        static_cast<long long>(s.vm->dirtyThresholdBytes), static_cast<long long>(s.vm->dirtyBackgroundThresholdBytes),
        qPrintable(d.bdiPath), static_cast<long long>(s.bdi.maxBytes), s.bdi.maxRatio, s.bdi.strictLimit);
}

// The run's target opened, then its path swapped for a symlink into /dev (what a hostile user
// can do between the check and the run): the environment of the descriptor is still the
// directory's own, where the path would now describe /dev's devtmpfs.
void TestSysProbe::environmentOfAnOpenDirectoryIgnoresASwappedPath()
{
    QTemporaryDir parent;
    QVERIFY(parent.isValid());
    const QString path = parent.filePath(QStringLiteral("target"));
    const QString moved = parent.filePath(QStringLiteral("moved"));
    QVERIFY(QDir().mkdir(path));
    const SysProbe::Environment before = SysProbe::probeEnvironment(path);
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    QVERIFY(fd >= 0);
    QVERIFY(QFile::rename(path, moved));
    QVERIFY(QFile::link(QStringLiteral("/dev"), path));
    const SysProbe::Environment swapped = SysProbe::probeEnvironment(path);
    const SysProbe::Environment held = SysProbe::probeEnvironment(fd, path);
    ::close(fd);
    QCOMPARE(swapped.fsType, QStringLiteral("devtmpfs")); // the hazard is real
    QCOMPARE(held.fsType, before.fsType);
    QCOMPARE(held.mountPoint, before.mountPoint);
    QCOMPARE(held.targetDir, QFileInfo(moved).canonicalFilePath());
    QCOMPARE(held.device.present, before.device.present);
    QCOMPARE(held.device.name, before.device.name);
}

QTEST_GUILESS_MAIN(TestSysProbe)
#include "tst_sysprobe.moc"
