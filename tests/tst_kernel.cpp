// Ground truth from the kernel on this machine: device counters, the page cache state of the
// run's own files, targets without a block device. The first two need a directory on a block
// device: /tmp is a tmpfs on many systems, so they take the first of the temporary directory
// and /var/tmp that is on one (the third makes its own tmpfs and needs neither).
#include "Engine.h"
#include "ForwardingBackend.h"
#include "Residency.h"
#include "TestSupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <memory>
#include <mutex>
#include <sys/stat.h>

namespace {
constexpr int64_t kMiB = 1024 * 1024;
const EngineOptions kNoMargin { 0, false };

RunConfig oneStream(const QString& dir, int64_t size, int64_t block, IoMode mode)
{
    RunConfig c;
    c.targetDirs = { dir };
    c.streamCounts = { 1 };
    c.sizePerStream = size;
    c.totalSize = 0;
    c.blockSize = block;
    c.mode = mode;
    c.read = ReadOrder::None;
    c.intervalNs = 10'000'000;
    return c;
}

// A temporary directory on a filesystem with a block device under it; nullptr and why not.
std::unique_ptr<QTemporaryDir> diskScratch(QString* why)
{
    QStringList reasons;
    for (const QString& parent : { QDir::tempPath(), QStringLiteral("/var/tmp") }) {
        auto dir = std::make_unique<QTemporaryDir>(parent + QStringLiteral("/tst_kernel-XXXXXX"));
        if (!dir->isValid()) {
            reasons << QStringLiteral("%1: %2").arg(parent, dir->errorString());
            continue;
        }
        const auto env = SysProbe::probeEnvironment(dir->path());
        if (env.device.present)
            return dir;
        reasons << QStringLiteral("%1 has %2").arg(parent, env.device.absentReason);
    }
    *why = reasons.join(QLatin1String("; "));
    return nullptr;
}

// The skip of a case that no directory here can prove (run-qtest.sh knows the prefix).
QByteArray notProvenHere(const char* what, const QString& why)
{
    return QStringLiteral("not proven here: %1 (neither temporary directory is on a block device: %2)")
        .arg(QLatin1String(what), why)
        .toUtf8();
}

// Around each fdatasync of the flush tail, asks the kernel how much of that file is cached,
// dirty and under writeback.
class CacheWatchingBackend final : public ForwardingBackend {
public:
    struct Sync {
        Residency::Result before;
        Residency::Result after;
    };
    using ForwardingBackend::ForwardingBackend;
    QList<Sync> flushSyncs() const
    {
        std::lock_guard lock(m_mutex);
        return m_syncs;
    }

    int fdatasync(int fd) override
    {
        if (m_phase.load() != int(PhaseKind::Flush))
            return m_next.fdatasync(fd);
        struct stat st { };
        const int64_t size = ::fstat(fd, &st) == 0 ? int64_t(st.st_size) : 0;
        Sync sync;
        sync.before = Residency::measure(fd, size);
        const int rc = m_next.fdatasync(fd);
        sync.after = Residency::measure(fd, size);
        std::lock_guard lock(m_mutex);
        m_syncs.append(sync);
        return rc;
    }
    void phaseChanged(PhaseKind kind) override
    {
        m_phase.store(int(kind));
        m_next.phaseChanged(kind);
    }

private:
    std::atomic<int> m_phase { -1 };
    mutable std::mutex m_mutex;
    QList<Sync> m_syncs;
};
} // namespace

class TestKernel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void directWriteReachesTheDevice();
    void writesStayCachedUntilTheFlushDrainsThem_data();
    void writesStayCachedUntilTheFlushDrainsThem();
    void targetWithoutBlockDeviceSaysSo();
    void unreadableKernelInputGivesNoVerdict_data();
    void unreadableKernelInputGivesNoVerdict();
};

void TestKernel::directWriteReachesTheDevice()
{
    QString why;
    const std::unique_ptr<QTemporaryDir> dir = diskScratch(&why);
    if (!dir)
        QSKIP(notProvenHere("direct writes counted by the device", why).constData());
    PosixIoBackend backend;
    Engine engine(backend, nullptr, kNoMargin);
    const RunReport report = engine.run(oneStream(dir->path(), 64 * kMiB, 1 * kMiB, IoMode::Direct));
    QVERIFY2(report.ok(), qPrintable(report.error));
    const PhaseResult* write = report.targets[0].passes[0].phase(PhaseKind::Write);
    QCOMPARE(write->bytes, 64 * kMiB);
    // Other programs may write too, so the device figure is a lower bound check.
    QVERIFY2(write->deviceWriteBytes >= 64 * kMiB, qPrintable(QString::number(write->deviceWriteBytes)));
    const QByteArray json = report.toJsonBytes();
    QVERIFY(json.contains("\"device_write_bytes\""));
    QVERIFY(json.contains("\"bytes\": 67108864"));
    // Per tick, the device line saw the writes as well. The sampler reads the device before
    // the streams' counters, and a direct write is on the device before it is counted, so by
    // the tick after the first one that counted bytes, the device line has shown them. (How
    // many ticks the run gets depends on the machine's load, so there may be none.)
    const auto& samples = report.targets[0].passes[0].samples;
    float peak = 0;
    for (qsizetype i = 0; i < samples.size(); ++i) {
        peak = std::max(peak, samples[i].deviceWriteMiBs);
        if (i > 0 && samples[i - 1].totalMiBs > 0) {
            QVERIFY2(peak > 0, qPrintable(QStringLiteral("no device writes by %1 s").arg(samples[i].t)));
            break;
        }
    }
}

void TestKernel::writesStayCachedUntilTheFlushDrainsThem_data()
{
    QTest::addColumn<IoMode>("mode");
    QTest::addColumn<bool>("cached");
    QTest::newRow("buffered") << IoMode::Buffered << true;
    QTest::newRow("direct") << IoMode::Direct << false;
}

// The machine's Dirty figure moves with every other program that writes, so this asks the
// kernel about the run's own file instead: buffered writes wait in the page cache until the
// flush tail, and once the flush's fdatasync returns none of the file is dirty or under
// writeback. Direct writes bypass the cache, which shows that the first check can fail.
void TestKernel::writesStayCachedUntilTheFlushDrainsThem()
{
    QFETCH(IoMode, mode);
    QFETCH(bool, cached);
    // A memory filesystem never writes its pages back, so there is nothing to drain.
    QString why;
    const std::unique_ptr<QTemporaryDir> dir = diskScratch(&why);
    if (!dir)
        QSKIP(notProvenHere("the flush tail draining the page cache", why).constData());
    PosixIoBackend real;
    CacheWatchingBackend backend(real);
    Engine engine(backend, nullptr, kNoMargin);
    const RunReport report = engine.run(oneStream(dir->path(), 32 * kMiB, 1 * kMiB, mode));
    QVERIFY2(report.ok(), qPrintable(report.error));
    const QList<CacheWatchingBackend::Sync> syncs = backend.flushSyncs();
    QCOMPARE(syncs.size(), 1); // one file, synced once when the write phase ends
    const CacheWatchingBackend::Sync& sync = syncs.constFirst();
    QVERIFY2(sync.before.ok && sync.after.ok, qPrintable(sync.before.error + sync.after.error));
    if (sync.before.dirtyBytes < 0)
        QSKIP("this kernel has no cachestat(2), which tells dirty pages apart");
    QCOMPARE(sync.before.fileBytes, 32 * kMiB);
    QCOMPARE(sync.before.residentBytes, cached ? 32 * kMiB : 0);
    QCOMPARE(sync.after.dirtyBytes, 0);
    QCOMPARE(sync.after.writebackBytes, 0);
    // The flush tail is part of the write phase's effective rate, not of its ongoing rate.
    const PhaseResult* write = report.targets[0].passes[0].phase(PhaseKind::Write);
    QVERIFY(write->endS > write->ioEndS);
    QCOMPARE(write->flushTailS, write->endS - write->ioEndS);
}

void TestKernel::targetWithoutBlockDeviceSaysSo()
{
    QTemporaryDir dir;
    TmpfsMount tmpfs(dir.path(), QByteArrayLiteral("size=32m"));
    if (!tmpfs.mounted())
        QSKIP(qPrintable(QStringLiteral("no tmpfs to test on: %1").arg(tmpfs.reason())));
    PosixIoBackend backend;
    Engine engine(backend, nullptr, kNoMargin);
    RunConfig config = oneStream(dir.path(), 8 * kMiB, 64 * 1024, IoMode::Buffered);
    config.read = ReadOrder::Each;
    const RunReport report = engine.run(config);
    QVERIFY2(report.ok(), qPrintable(report.error));
    const auto& device = report.targets[0].environment.device;
    QVERIFY(!device.present);
    QVERIFY2(device.absentReason.contains(QLatin1String("no block device")), qPrintable(device.absentReason));
    const PhaseResult* write = report.targets[0].passes[0].phase(PhaseKind::Write);
    QCOMPARE(write->deviceWriteBytes, -1);
    for (const Sample& s : report.targets[0].passes[0].samples)
        QVERIFY(std::isnan(s.deviceWriteMiBs));
}

void TestKernel::unreadableKernelInputGivesNoVerdict_data()
{
    QTest::addColumn<QString>("input"); // what to hide; "device" is the target's /sys/block/…/stat
    QTest::addColumn<QString>("key");
    QTest::newRow("/proc/vmstat") << QStringLiteral("/proc/vmstat") << QStringLiteral("vmstat");
    QTest::newRow("/proc/meminfo") << QStringLiteral("/proc/meminfo") << QStringLiteral("meminfo");
    QTest::newRow("device stat") << QStringLiteral("device") << QStringLiteral("device_stat");
}

// A kernel file the verdict needs, hidden the way a container or a security module hides it (an
// empty file bound over it in a mount namespace of the run's own): the recorder run on the
// machine's disk would be "sustained in steady state"; with the input unread it names what it
// could not read and gives no answer, in the report as on the terminal.
void TestKernel::unreadableKernelInputGivesNoVerdict()
{
    QFETCH(QString, input);
    QFETCH(QString, key);
    if (::geteuid() != 0)
        QSKIP("hiding a kernel file in a mount namespace needs root");
    QString why;
    auto dir = diskScratch(&why);
    if (!dir)
        QSKIP(notProvenHere("a verdict without a kernel input", why).constData());
    if (input == u"device")
        input = SysProbe::probeEnvironment(dir->path()).device.statPath;
    QVERIFY2(QFileInfo::exists(input), qPrintable(input));
    const QString report = dir->filePath(QStringLiteral("report.json"));
    const QString empty = dir->filePath(QStringLiteral("empty"));
    QVERIFY(QFile(empty).open(QIODevice::WriteOnly));
    QProcess cli;
    cli.setProcessChannelMode(QProcess::MergedChannels);
    cli.start(QStringLiteral("unshare"),
        { QStringLiteral("--mount"), QStringLiteral("--propagation"), QStringLiteral("private"), QStringLiteral("sh"),
            QStringLiteral("-c"), QStringLiteral("mount --bind \"$1\" \"$2\" && shift 2 && exec \"$@\""),
            QStringLiteral("sh"), empty, input, QStringLiteral(STREAMSCOPE_CLI), QStringLiteral("--preset"),
            QStringLiteral("recorder"), QStringLiteral("--dir"), dir->path(), QStringLiteral("--streams"),
            QStringLiteral("2"), QStringLiteral("--rate"), QStringLiteral("256k/s"), QStringLiteral("--duration"),
            QStringLiteral("3s"), QStringLiteral("--buffer"), QStringLiteral("128k"), QStringLiteral("--json"),
            report });
    QVERIFY(cli.waitForFinished(60'000));
    const QString out = QString::fromUtf8(cli.readAll());
    QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0, qPrintable(out));
    QVERIFY2(
        out.contains(u"no verdict: could not read") && !out.contains(u"sustained in steady state"), qPrintable(out));
    QFile file(report);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject outlook = QJsonDocument::fromJson(file.readAll())
                                    .object()[u"targets"][0][u"passes"][0][u"phases"][0][u"outlook"]
                                    .toObject();
    QCOMPARE(outlook[u"state"].toString(), QStringLiteral("undecided"));
    QCOMPARE(outlook[u"unread_inputs"].toArray(), QJsonArray { key });
    QVERIFY(outlook[u"loss_at_s"].isNull());
    QVERIFY(outlook[u"run_at_least_s"].isNull());
}

QTEST_GUILESS_MAIN(TestKernel)
#include "tst_kernel.moc"
