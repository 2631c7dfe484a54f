// The trust verdict: every flag from fixtures of the mount and device data of filesystems this
// machine cannot mount (NFS, ZFS, dm-crypt, btrfs with compression, virtual disks), its place in
// the report, and, as root, real runs on a tmpfs and on ext4 on a loop device whose backing file
// is or is not in the host's page cache.
#include "Engine.h"
#include "RunReport.h"
#include "Trust.h"
#include "TrustSupport.h"
#include "safety/SafetySupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <fcntl.h>
#include <sys/sysmacros.h>
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

} // namespace

class TestTrust : public QObject {
    Q_OBJECT

private slots:
    void flags_data();
    void flags();
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

QTEST_GUILESS_MAIN(TestTrust)
#include "tst_trust.moc"
