// The system probe's parsers of /proc and /sys files, on fixtures from several kernels
// (tests/data/sysprobe/): block stat, diskstats, meminfo, pressure, vmstat, sysfs numbers, the
// scheduler, the CPU model, mountinfo and the mount of a path; every truncation is safe.
#include "SysProbeFixtures.h"
#include "SystemProbe.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include <vector>

using namespace SysProbe;

using namespace SysProbeTest;

class TestSysProbeParsers : public QObject {
    Q_OBJECT

private slots:

    void parseBlockStat_data();
    void parseBlockStat();
    void parseDiskstats_data();
    void parseDiskstats();
    void parseMeminfo_data();
    void parseMeminfo();
    void parsePressure_data();
    void parsePressure();
    void parseVmstat_data();
    void parseVmstat();
    void parseSysfsNumber_data();
    void parseSysfsNumber();
    void parseActiveScheduler_data();
    void parseActiveScheduler();
    void parseCpuModel_data();
    void parseCpuModel();
    void parseMountinfoFixture_data();
    void parseMountinfoFixture();
    void parseMountinfoMalformed_data();
    void parseMountinfoMalformed();
    void mountForPath_data();
    void mountForPath();
    void everyTruncationIsSafe_data();
    void everyTruncationIsSafe();
};

void TestSysProbeParsers::parseBlockStat_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<Counters>("expected");

    QTest::addRow("11 fields (before 4.18)")
        << fixture("block-stat-4.14.txt") << true << Counters { 1037, 8690, 21470, 346104, 0, 12208 };
    QTest::addRow("15 fields (4.18, discards)")
        << fixture("block-stat-5.4.txt") << true << Counters { 302233, 24688186, 1981200, 91336986, 0, 632344 };
    QTest::addRow("17 fields (5.5, flushes)")
        << fixture("block-stat-6.1.txt") << true << Counters { 620985, 41205156, 4982641, 392875008, 7, 1612188 };
    QTest::addRow("future kernel with 19 fields")
        << QByteArray("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19\n") << true << Counters { 1, 3, 5, 7, 9, 10 };
    QTest::addRow("huge in_flight from an old accounting bug")
        << QByteArray("1 0 8 0 2 0 16 0 4294967295 10 10\n") << true << Counters { 1, 8, 2, 16, 4294967295u, 10 };

    QTest::addRow("truncated (13 fields)") << fixture("block-stat-truncated.txt") << false << Counters {};
    QTest::addRow("empty") << QByteArray() << false << Counters {};
    QTest::addRow("only whitespace") << QByteArray("   \n\n") << false << Counters {};
    QTest::addRow("three fields") << QByteArray("1 2 3") << false << Counters {};
    QTest::addRow("16 fields") << QByteArray("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n") << false << Counters {};
    QTest::addRow("letter in a counter") << QByteArray("1 2 3 4 5 x 7 8 9 10 11\n") << false << Counters {};
    QTest::addRow("negative counter") << QByteArray("1 2 3 4 -5 6 7 8 9 10 11\n") << false << Counters {};
    QTest::addRow("counter overflows 64 bits")
        << QByteArray("1 2 99999999999999999999999 4 5 6 7 8 9 10 11\n") << false << Counters {};
    QTest::addRow("binary garbage") << QByteArray("\x00\xff\x01 \x7f", 5) << false << Counters {};
}

void TestSysProbeParsers::parseBlockStat()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, ok);
    QFETCH(Counters, expected);

    QString error;
    const auto stats = SysProbe::parseBlockStat(text, &error);
    QCOMPARE(stats.has_value(), ok);
    if (ok) {
        QCOMPARE(countersOf(*stats), expected);
        QVERIFY(error.isEmpty());
    } else {
        QVERIFY(!error.isEmpty());
    }
}

void TestSysProbeParsers::parseDiskstats_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("device");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<Counters>("expected");

    const QByteArray k310 = fixture("diskstats-3.10.txt");
    const QByteArray k419 = fixture("diskstats-4.19.txt");
    const QByteArray k61 = fixture("diskstats-6.1.txt");
    const QByteArray cut = fixture("diskstats-truncated.txt");

    QTest::addRow("3.10 partition (14 fields)")
        << k310 << QStringLiteral("sda2") << true << Counters { 1186312, 96803582, 4435683, 249526801, 0, 3035733 };
    QTest::addRow("3.10 dm") << k310 << QStringLiteral("dm-1") << true << Counters { 3320, 26560, 48, 384, 0, 1384 };
    QTest::addRow("4.19 nvme partition (18 fields)")
        << k419 << QStringLiteral("nvme0n1p2") << true << Counters { 301806, 24668876, 1981198, 91336984, 3, 632260 };
    QTest::addRow("4.19 dm") << k419 << QStringLiteral("dm-0") << true
                             << Counters { 386961, 24662562, 3484524, 91338040, 0, 638012 };
    QTest::addRow("4.19 loop") << k419 << QStringLiteral("loop1") << true << Counters { 4129, 12298, 0, 0, 0, 1044 };
    QTest::addRow("6.1 disk (20 fields)")
        << k61 << QStringLiteral("sda") << true << Counters { 918273, 185436772, 2213398, 401962216, 0, 2381564 };
    QTest::addRow("6.1 nvme partition") << k61 << QStringLiteral("nvme0n1p2") << true
                                        << Counters { 620985, 41205156, 4982641, 392875008, 7, 1612188 };
    QTest::addRow("6.1 loop") << k61 << QStringLiteral("loop3") << true
                              << Counters { 1280, 92776, 44012, 352096, 0, 9032 };
    QTest::addRow("6.1 dm") << k61 << QStringLiteral("dm-0") << true
                            << Counters { 1029002, 184859618, 3949686, 401962214, 0, 2381320 };
    QTest::addRow("intact line before a truncated one")
        << cut << QStringLiteral("sda1") << true << Counters { 8812, 567180, 2, 2, 0, 2764 };

    QTest::addRow("truncated line") << cut << QStringLiteral("sda2") << false << Counters {};
    QTest::addRow("device not listed") << k61 << QStringLiteral("sdz") << false << Counters {};
    QTest::addRow("prefix of a name does not match") << k61 << QStringLiteral("nvme0n") << false << Counters {};
    QTest::addRow("empty name") << k61 << QString() << false << Counters {};
    QTest::addRow("empty file") << QByteArray() << QStringLiteral("sda") << false << Counters {};
    QTest::addRow("name only") << QByteArray("   8       0 sda\n") << QStringLiteral("sda") << false << Counters {};
    QTest::addRow("garbage counter") << QByteArray("8 0 sda 1 2 3 4 5 6 7 8 9 10 1l 0 0 0 0\n") << QStringLiteral("sda")
                                     << false << Counters {};
}

void TestSysProbeParsers::parseDiskstats()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, device);
    QFETCH(bool, ok);
    QFETCH(Counters, expected);

    QString error;
    const auto stats = SysProbe::parseDiskstats(text, device, &error);
    QCOMPARE(stats.has_value(), ok);
    if (ok)
        QCOMPARE(countersOf(*stats), expected);
    else
        QVERIFY(!error.isEmpty());
}

void TestSysProbeParsers::parseMeminfo_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QList<qint64>>("expected"); // total, available, cached, dirty, writeback

    QTest::addRow("6.1") << fixture("meminfo-6.1.txt") << true
                         << QList<qint64> { 16318372LL * 1024, 11234560LL * 1024, 9583712LL * 1024, 524288LL * 1024,
                                16384LL * 1024 };
    QTest::addRow("minimal, any order") << QByteArray(
        "Dirty: 1 kB\nWriteback: 2 kB\nCached: 3 kB\nMemAvailable: 4 kB\nMemTotal: 5 kB")
                                        << true << QList<qint64> { 5 * 1024, 4 * 1024, 3 * 1024, 1024, 2 * 1024 };

    QTest::addRow("truncated") << fixture("meminfo-truncated.txt") << false << QList<qint64> {};
    QTest::addRow("empty") << QByteArray() << false << QList<qint64> {};
    QTest::addRow("not a number") << QByteArray("MemTotal: lots kB\n") << false << QList<qint64> {};
    QTest::addRow("no unit") << QByteArray("MemTotal: 12345\n") << false << QList<qint64> {};
    QTest::addRow("wrong unit") << QByteArray("MemTotal: 12345 MB\n") << false << QList<qint64> {};
    QTest::addRow("value cut off") << QByteArray("MemTotal:       16318372 kB\nMemAvailable:") << false
                                   << QList<qint64> {};
    QTest::addRow("overflows bytes") << QByteArray("MemTotal: 18014398509481984 kB\n") << false << QList<qint64> {};
    QTest::addRow("no MemAvailable (before 3.14)")
        << QByteArray("MemTotal: 5 kB\nMemFree: 4 kB\nCached: 3 kB\nDirty: 1 kB\nWriteback: 2 kB\n") << false
        << QList<qint64> {};
}

void TestSysProbeParsers::parseMeminfo()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, ok);
    QFETCH(QList<qint64>, expected);

    QString error;
    const auto mem = SysProbe::parseMeminfo(text, &error);
    QCOMPARE(mem.has_value(), ok);
    if (!ok) {
        QVERIFY(!error.isEmpty());
        return;
    }
    const QList<qint64> got { mem->memTotalBytes, mem->memAvailableBytes, mem->cachedBytes, mem->dirtyBytes,
        mem->writebackBytes };
    QCOMPARE(got, expected);
}

void TestSysProbeParsers::parsePressure_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<quint64>("some");
    QTest::addColumn<bool>("hasFull");
    QTest::addColumn<quint64>("full");

    QTest::addRow("some and full") << fixture("pressure-io.txt") << true << quint64(3477401) << true
                                   << quint64(3220221);
    QTest::addRow("no full line (old kernel)")
        << fixture("pressure-io-some-only.txt") << true << quint64(91234567) << false << quint64(0);

    QTest::addRow("truncated full line") << fixture("pressure-io-truncated.txt") << false << quint64(0) << false
                                         << quint64(0);
    QTest::addRow("empty") << QByteArray() << false << quint64(0) << false << quint64(0);
    QTest::addRow("no total") << QByteArray("some avg10=0.00 avg60=0.00 avg300=0.00\n") << false << quint64(0) << false
                              << quint64(0);
    QTest::addRow("negative total") << QByteArray("some avg10=0.00 total=-5\n") << false << quint64(0) << false
                                    << quint64(0);
    QTest::addRow("unknown line") << QByteArray("some total=1\nhalf total=2\n") << false << quint64(0) << false
                                  << quint64(0);
    QTest::addRow("full without some") << QByteArray("full avg10=0.00 avg60=0.00 avg300=0.00 total=1\n") << false
                                       << quint64(0) << false << quint64(0);
}

void TestSysProbeParsers::parsePressure()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, ok);
    QFETCH(quint64, some);
    QFETCH(bool, hasFull);
    QFETCH(quint64, full);

    QString error;
    const auto p = SysProbe::parsePressure(text, &error);
    QCOMPARE(p.has_value(), ok);
    if (!ok) {
        QVERIFY(!error.isEmpty());
        return;
    }
    QCOMPARE(quint64(p->someTotalUs), some);
    QCOMPARE(p->hasFull, hasFull);
    QCOMPARE(quint64(p->fullTotalUs), full);
}

void TestSysProbeParsers::parseVmstat_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<qint64>("pageSize");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QList<qint64>>("expected"); // dirty, writeback, threshold, background threshold

    QTest::addRow("6.18, 4 KiB pages") << fixture("vmstat-6.18.txt") << qint64(4096) << true
                                       << QList<qint64> { 11190LL * 4096, 0, 1101247LL * 4096, 549951LL * 4096 };
    QTest::addRow("6.18, 64 KiB pages") << fixture("vmstat-6.18.txt") << qint64(65536) << true
                                        << QList<qint64> { 11190LL * 65536, 0, 1101247LL * 65536, 549951LL * 65536 };
    // The prefix of nr_dirty_threshold must not be taken for nr_dirty, nor the other way round.
    QTest::addRow("minimal, any order") << QByteArray(
        "nr_dirty_background_threshold 4\nnr_dirty_threshold 3\nnr_writeback 2\nnr_dirty 1")
                                        << qint64(4096) << true << QList<qint64> { 4096, 2 * 4096, 3 * 4096, 4 * 4096 };

    QTest::addRow("truncated") << fixture("vmstat-truncated.txt") << qint64(4096) << false << QList<qint64> {};
    QTest::addRow("empty") << QByteArray() << qint64(4096) << false << QList<qint64> {};
    QTest::addRow("not a number") << QByteArray(
        "nr_dirty many\nnr_writeback 2\nnr_dirty_threshold 3\nnr_dirty_background_threshold 4\n")
                                  << qint64(4096) << false << QList<qint64> {};
    QTest::addRow("negative") << QByteArray(
        "nr_dirty -1\nnr_writeback 2\nnr_dirty_threshold 3\nnr_dirty_background_threshold 4\n")
                              << qint64(4096) << false << QList<qint64> {};
    QTest::addRow("extra field") << QByteArray(
        "nr_dirty 1 kB\nnr_writeback 2\nnr_dirty_threshold 3\nnr_dirty_background_threshold 4\n")
                                 << qint64(4096) << false << QList<qint64> {};
    QTest::addRow("overflows bytes") << QByteArray(
        "nr_dirty 2251799813685248\nnr_writeback 2\nnr_dirty_threshold 3\nnr_dirty_background_threshold 4\n")
                                     << qint64(4096) << false << QList<qint64> {};
    QTest::addRow("no page size") << fixture("vmstat-6.18.txt") << qint64(0) << false << QList<qint64> {};
}

void TestSysProbeParsers::parseVmstat()
{
    QFETCH(QByteArray, text);
    QFETCH(qint64, pageSize);
    QFETCH(bool, ok);
    QFETCH(QList<qint64>, expected);

    QString error;
    const auto vm = SysProbe::parseVmstat(text, pageSize, &error);
    QCOMPARE(vm.has_value(), ok);
    if (!ok) {
        QVERIFY(!error.isEmpty());
        return;
    }
    const QList<qint64> got { vm->dirtyBytes, vm->writebackBytes, vm->dirtyThresholdBytes,
        vm->dirtyBackgroundThresholdBytes };
    QCOMPARE(got, expected);
}

void TestSysProbeParsers::parseSysfsNumber_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<qint64>("expected"); // -1: not a number

    QTest::addRow("ratio") << QByteArray("25\n") << qint64(25);
    QTest::addRow("no newline") << QByteArray("0") << qint64(0);
    QTest::addRow("large") << QByteArray("9223372036854775807\n") << qint64(9223372036854775807LL);
    QTest::addRow("too large") << QByteArray("9223372036854775808\n") << qint64(-1);
    QTest::addRow("empty") << QByteArray() << qint64(-1);
    QTest::addRow("negative") << QByteArray("-1\n") << qint64(-1);
    QTest::addRow("two fields") << QByteArray("1 2\n") << qint64(-1);
    QTest::addRow("junk") << QByteArray("12abc\n") << qint64(-1);
}

void TestSysProbeParsers::parseSysfsNumber()
{
    QFETCH(QByteArray, text);
    QFETCH(qint64, expected);
    QCOMPARE(qint64(SysProbe::parseSysfsNumber(text).value_or(-1)), expected);
}

void TestSysProbeParsers::parseActiveScheduler_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");

    QTest::addRow("first") << QStringLiteral("[mq-deadline] kyber bfq none\n") << QStringLiteral("mq-deadline");
    QTest::addRow("last") << QStringLiteral("mq-deadline kyber bfq [none]\n") << QStringLiteral("none");
    QTest::addRow("bare none (dm, md)") << QStringLiteral("none\n") << QStringLiteral("none");
    QTest::addRow("choice without a mark") << QStringLiteral("mq-deadline none\n") << QString();
    QTest::addRow("unclosed bracket") << QStringLiteral("[mq-deadline kyber") << QString();
    QTest::addRow("empty") << QString() << QString();
}

void TestSysProbeParsers::parseActiveScheduler()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(SysProbe::parseActiveScheduler(text), expected);
}

void TestSysProbeParsers::parseCpuModel_data()
{
    QTest::addColumn<QByteArray>("cpuinfo");
    QTest::addColumn<QString>("expected");

    QTest::addRow("x86") << QByteArray("processor\t: 0\nvendor_id\t: AuthenticAMD\nmodel name\t: AMD EPYC 7B13\n")
                         << QStringLiteral("AMD EPYC 7B13");
    QTest::addRow("MIPS") << QByteArray("system type\t\t: MT7621\ncpu model\t\t: MIPS 1004Kc V2.15\n")
                          << QStringLiteral("MIPS 1004Kc V2.15");
    // "model name" wins over "Hardware" wherever it stands.
    QTest::addRow("ARM") << QByteArray("Hardware\t: BCM2835\nmodel name\t: ARMv7 Processor rev 4 (v7l)\n")
                         << QStringLiteral("ARMv7 Processor rev 4 (v7l)");
    QTest::addRow("POWER") << QByteArray("processor\t: 0\ncpu\t\t: POWER9 (raw), altivec supported\n")
                           << QStringLiteral("POWER9 (raw), altivec supported");
    QTest::addRow("none") << QByteArray("processor\t: 0\nflags\t: fpu\n") << QString();
    QTest::addRow("no colon") << QByteArray("model name AMD\n") << QString();
    QTest::addRow("empty") << QByteArray() << QString();
}

void TestSysProbeParsers::parseCpuModel()
{
    QFETCH(QByteArray, cpuinfo);
    QFETCH(QString, expected);
    QCOMPARE(SysProbe::parseCpuModel(cpuinfo), expected);
}

void TestSysProbeParsers::parseMountinfoFixture_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("mountPoint");
    QTest::addColumn<QString>("root");
    QTest::addColumn<int>("major");
    QTest::addColumn<int>("minor");
    QTest::addColumn<QString>("fsType");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("mountOptions");
    QTest::addColumn<QString>("superOptions");

    QTest::addRow("root fs") << 3 << QStringLiteral("/") << QStringLiteral("/") << 259 << 2 << QStringLiteral("ext4")
                             << QStringLiteral("/dev/nvme0n1p2") << QStringLiteral("rw,relatime")
                             << QStringLiteral("rw,errors=remount-ro");
    QTest::addRow("tmpfs") << 5 << QStringLiteral("/tmp") << QStringLiteral("/") << 0 << 45 << QStringLiteral("tmpfs")
                           << QStringLiteral("tmpfs") << QStringLiteral("rw,nosuid,nodev")
                           << QStringLiteral("rw,size=8162260k,nr_inodes=1048576,inode64");
    QTest::addRow("escaped space") << 7 << QStringLiteral("/mnt/my disk") << QStringLiteral("/") << 8 << 17
                                   << QStringLiteral("ext4") << QStringLiteral("/dev/sdb1")
                                   << QStringLiteral("rw,relatime") << QStringLiteral("rw");
    QTest::addRow("two optional fields, bind root")
        << 8 << QStringLiteral("/srv/rec") << QStringLiteral("/video") << 8 << 33 << QStringLiteral("xfs")
        << QStringLiteral("/dev/sdc1") << QStringLiteral("rw,noatime")
        << QStringLiteral("rw,attr2,inode64,logbufs=8,logbsize=32k,noquota");
    QTest::addRow("btrfs subvolume, no optional fields")
        << 9 << QStringLiteral("/home") << QStringLiteral("/@home") << 0 << 48 << QStringLiteral("btrfs")
        << QStringLiteral("/dev/sda2") << QStringLiteral("rw,relatime")
        << QStringLiteral("rw,ssd,space_cache=v2,subvolid=257,subvol=/@home");
    QTest::addRow("overlay") << 10 << QStringLiteral("/var/lib/docker/overlay2/4f1c/merged") << QStringLiteral("/") << 0
                             << 60 << QStringLiteral("overlay") << QStringLiteral("overlay")
                             << QStringLiteral("rw,relatime")
                             << QStringLiteral("rw,lowerdir=/var/lib/docker/overlay2/l/QX:/var/lib/docker/overlay2/l/"
                                               "ZA,upperdir=/var/lib/docker/overlay2/4f1c/diff,workdir=/var/lib/"
                                               "docker/overlay2/4f1c/work");
    QTest::addRow("after the malformed line")
        << 11 << QStringLiteral("/mnt/a") << QStringLiteral("/") << 8 << 49 << QStringLiteral("ext4")
        << QStringLiteral("/dev/sdd1") << QStringLiteral("rw,relatime") << QStringLiteral("rw");
    QTest::addRow("empty source") << 13 << QStringLiteral("/mnt/a") << QStringLiteral("/") << 0 << 70
                                  << QStringLiteral("tmpfs") << QString() << QStringLiteral("rw,relatime")
                                  << QStringLiteral("rw,size=65536k");
    QTest::addRow("escaped tab and backslash")
        << 14 << QStringLiteral("/mnt/tab\tand\\backslash") << QStringLiteral("/") << 0 << 71 << QStringLiteral("tmpfs")
        << QStringLiteral("tmpfs") << QStringLiteral("rw,relatime") << QStringLiteral("rw");
}

void TestSysProbeParsers::parseMountinfoFixture()
{
    QFETCH(int, index);
    QFETCH(QString, mountPoint);
    QFETCH(QString, root);
    QFETCH(int, major);
    QFETCH(int, minor);
    QFETCH(QString, fsType);
    QFETCH(QString, source);
    QFETCH(QString, mountOptions);
    QFETCH(QString, superOptions);

    QStringList warnings;
    const auto mounts = parseMountinfo(fixture("mountinfo.txt"), &warnings);
    // 17 lines: the garbage line and the truncated last line are skipped, each with a warning.
    QCOMPARE(mounts.size(), 15);
    QCOMPARE(warnings.size(), 2);
    QVERIFY(warnings.at(0).contains(QLatin1String("12")));
    QVERIFY(warnings.at(1).contains(QLatin1String("17")));

    const MountEntry& m = mounts.at(index);
    QCOMPARE(m.mountPoint, mountPoint);
    QCOMPARE(m.root, root);
    QCOMPARE(m.major, major);
    QCOMPARE(m.minor, minor);
    QCOMPARE(m.fsType, fsType);
    QCOMPARE(m.source, source);
    QCOMPARE(m.mountOptions, mountOptions);
    QCOMPARE(m.superOptions, superOptions);
}

void TestSysProbeParsers::parseMountinfoMalformed_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("entries");
    QTest::addColumn<int>("warnings");

    const QByteArray good("36 35 98:0 /mnt1 /mnt/parent rw,noatime master:1 - ext3 /dev/root rw,errors=continue\n");
    QTest::addRow("good line from proc(5)") << good << 1 << 0;
    QTest::addRow("empty") << QByteArray() << 0 << 0;
    QTest::addRow("blank lines are not warnings") << QByteArray("\n\n") + good + "\n" << 1 << 0;
    QTest::addRow("no separator") << QByteArray("36 35 98:0 / /mnt rw master:1 ext3 /dev/root rw\n") << 0 << 1;
    QTest::addRow("nothing after separator") << QByteArray("36 35 98:0 / /mnt rw -\n") << 0 << 1;
    QTest::addRow("no super options") << QByteArray("36 35 98:0 / /mnt rw - ext3 /dev/root\n") << 0 << 1;
    QTest::addRow("separator too early") << QByteArray("36 35 98:0 / - ext3 /dev/root rw\n") << 0 << 1;
    QTest::addRow("bad device number") << QByteArray("36 35 98-0 / /mnt rw - ext3 /dev/root rw\n") << 0 << 1;
    QTest::addRow("minor missing") << QByteArray("36 35 98: / /mnt rw - ext3 /dev/root rw\n") << 0 << 1;
    QTest::addRow("bad mount id") << QByteArray("x 35 98:0 / /mnt rw - ext3 /dev/root rw\n") << 0 << 1;
    QTest::addRow("relative mount point") << QByteArray("36 35 98:0 / mnt rw - ext3 /dev/root rw\n") << 0 << 1;
    QTest::addRow("single word") << QByteArray("36") << 0 << 1;
    QTest::addRow("bad then good") << QByteArray("garbage\n") + good << 1 << 1;
    QTest::addRow("half an escape stays literal")
        << QByteArray("36 35 98:0 / /mnt/x\\04 rw - ext3 /dev/root rw\n") << 1 << 0;
}

void TestSysProbeParsers::parseMountinfoMalformed()
{
    QFETCH(QByteArray, text);
    QFETCH(int, entries);
    QFETCH(int, warnings);

    QStringList w;
    const auto mounts = parseMountinfo(text, &w);
    QCOMPARE(mounts.size(), entries);
    QCOMPARE(w.size(), warnings);
    for (const QString& s : std::as_const(w))
        QVERIFY(!s.isEmpty());
    // The same input without a warnings list must not crash either.
    QCOMPARE(parseMountinfo(text).size(), entries);
}

void TestSysProbeParsers::mountForPath_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("found");
    QTest::addColumn<QString>("mountPoint");
    QTest::addColumn<int>("minor");

    QTest::addRow("root") << QStringLiteral("/") << true << QStringLiteral("/") << 2;
    QTest::addRow("file under root") << QStringLiteral("/etc/fstab") << true << QStringLiteral("/") << 2;
    QTest::addRow("stacked: last one wins") << QStringLiteral("/mnt/a/file") << true << QStringLiteral("/mnt/a") << 70;
    QTest::addRow("exact mount point, stacked") << QStringLiteral("/mnt/a") << true << QStringLiteral("/mnt/a") << 70;
    QTest::addRow("sibling with common prefix")
        << QStringLiteral("/mnt/ab/x") << true << QStringLiteral("/mnt/ab") << 65;
    QTest::addRow("prefix is not a component") << QStringLiteral("/mnt/abc") << true << QStringLiteral("/") << 2;
    QTest::addRow("tmpfs") << QStringLiteral("/tmp/run.1") << true << QStringLiteral("/tmp") << 45;
    QTest::addRow("tmpfoo is not tmp") << QStringLiteral("/tmpfoo") << true << QStringLiteral("/") << 2;
    QTest::addRow("space in mount point")
        << QStringLiteral("/mnt/my disk/rec") << true << QStringLiteral("/mnt/my disk") << 17;
    QTest::addRow("deeper mount wins") << QStringLiteral("/boot/efi/EFI/debian") << true << QStringLiteral("/boot/efi")
                                       << 1;
    QTest::addRow("trailing slash") << QStringLiteral("/boot/efi/") << true << QStringLiteral("/boot/efi") << 1;
    QTest::addRow("overlay") << QStringLiteral("/var/lib/docker/overlay2/4f1c/merged/etc") << true
                             << QStringLiteral("/var/lib/docker/overlay2/4f1c/merged") << 60;
    QTest::addRow("relative path") << QStringLiteral("tmp/x") << false << QString() << 0;
    QTest::addRow("empty path") << QString() << false << QString() << 0;
}

void TestSysProbeParsers::mountForPath()
{
    QFETCH(QString, path);
    QFETCH(bool, found);
    QFETCH(QString, mountPoint);
    QFETCH(int, minor);

    const auto mounts = parseMountinfo(fixture("mountinfo.txt"));
    const auto m = SysProbe::mountForPath(mounts, path);
    QCOMPARE(m.has_value(), found);
    if (found) {
        QCOMPARE(m->mountPoint, mountPoint);
        QCOMPARE(m->minor, minor);
    }
    QVERIFY(!SysProbe::mountForPath({}, path).has_value());
}

void TestSysProbeParsers::everyTruncationIsSafe_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files = QDir(fixturePath("")).entryList(QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 10);
    for (const QString& f : files)
        QTest::newRow(qPrintable(f)) << f;
}

// A file read while the kernel rewrites it, or cut by a short read, can end anywhere; every
// parser must then either succeed or say why, and never read past the end.
void TestSysProbeParsers::everyTruncationIsSafe()
{
    QFETCH(QString, file);
    const QByteArray whole = fixture(qPrintable(file));
    for (qsizetype len = 0; len <= whole.size(); ++len) {
        // An exact-size heap copy without QByteArray's terminating NUL, so that under ASan a
        // read one byte past the end is caught.
        std::vector<char> bytes(whole.constData(), whole.constData() + len);
        const QByteArray text = QByteArray::fromRawData(bytes.data(), len);
        QString error;
        if (!SysProbe::parseBlockStat(text, &error))
            QVERIFY(!error.isEmpty());
        error.clear();
        if (!SysProbe::parseDiskstats(text, QStringLiteral("sda2"), &error))
            QVERIFY(!error.isEmpty());
        error.clear();
        if (!SysProbe::parseMeminfo(text, &error))
            QVERIFY(!error.isEmpty());
        error.clear();
        if (!SysProbe::parsePressure(text, &error))
            QVERIFY(!error.isEmpty());
        error.clear();
        if (!SysProbe::parseVmstat(text, 4096, &error))
            QVERIFY(!error.isEmpty());
        SysProbe::parseSysfsNumber(text);
        QStringList warnings;
        const auto mounts = parseMountinfo(text, &warnings);
        SysProbe::mountForPath(mounts, QStringLiteral("/mnt/a/b"));
    }
}

QTEST_GUILESS_MAIN(TestSysProbeParsers)
#include "tst_sysprobeparsers.moc"
