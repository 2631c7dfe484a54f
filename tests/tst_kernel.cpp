// Ground truth from the kernel on this machine: device counters, dirty memory, targets
// without a block device.
#include "Engine.h"
#include "FaultInjectingBackend.h"
#include "TestSupport.h"

#include <QTemporaryDir>
#include <QTest>

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

float pending(const Sample& s)
{
    return s.dirtyMiB + s.writebackMiB;
}
} // namespace

class TestKernel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void directWriteReachesTheDevice();
    void bufferedWriteFillsDirtyAndFlushDrainsIt();
    void targetWithoutBlockDeviceSaysSo();
};

void TestKernel::directWriteReachesTheDevice()
{
    QTemporaryDir dir;
    const auto env = SysProbe::probeEnvironment(dir.path());
    if (!env.device.present)
        QSKIP(qPrintable(QStringLiteral("the temporary directory has %1").arg(env.device.absentReason)));
    PosixIoBackend backend;
    Engine engine(backend, nullptr, kNoMargin);
    const RunReport report = engine.run(oneStream(dir.path(), 64 * kMiB, 1 * kMiB, IoMode::Direct));
    QVERIFY2(report.ok(), qPrintable(report.error));
    const PhaseResult* write = report.targets[0].passes[0].phase(PhaseKind::Write);
    QCOMPARE(write->bytes, 64 * kMiB);
    // Other programs may write too, so the device figure is a lower bound check.
    QVERIFY2(write->deviceWriteBytes >= 64 * kMiB, qPrintable(QString::number(write->deviceWriteBytes)));
    const QByteArray json = report.toJsonBytes();
    QVERIFY(json.contains("\"device_write_bytes\""));
    QVERIFY(json.contains("\"bytes\": 67108864"));
    // Per tick, the device line saw the writes as well.
    float peak = 0;
    for (const Sample& s : report.targets[0].passes[0].samples)
        peak = std::max(peak, s.deviceWriteMiBs);
    QVERIFY(peak > 0);
}

void TestKernel::bufferedWriteFillsDirtyAndFlushDrainsIt()
{
    QTemporaryDir dir;
    // 64 MiB at about 200 MiB/s: long enough for ~30 samples of a growing dirty pile, far
    // below the dirty thresholds of this machine, so only the flush tail writes it.
    FaultInjectingBackend backend;
    backend.setWriteBandwidth(200.0 * kMiB);
    Engine engine(backend, nullptr, kNoMargin);
    const RunReport report = engine.run(oneStream(dir.path(), 64 * kMiB, 1 * kMiB, IoMode::Buffered));
    QVERIFY2(report.ok(), qPrintable(report.error));
    const auto& samples = report.targets[0].passes[0].samples;
    float writeStart = -1;
    float writePeak = 0;
    float flushFirst = -1;
    float flushLast = -1;
    for (const Sample& s : samples) {
        if (std::isnan(s.dirtyMiB))
            QSKIP("this kernel has no Dirty line in /proc/meminfo");
        if (s.phase == int8_t(PhaseKind::Write)) {
            if (writeStart < 0)
                writeStart = pending(s);
            writePeak = std::max(writePeak, pending(s));
        } else if (s.phase == int8_t(PhaseKind::Flush)) {
            if (flushFirst < 0)
                flushFirst = pending(s);
            flushLast = pending(s);
        }
    }
    QVERIFY(writeStart >= 0);
    QVERIFY2(writePeak - writeStart >= 32.0f,
        qPrintable(QStringLiteral("dirty went from %1 to %2 MiB").arg(writeStart).arg(writePeak)));
    const PhaseResult* write = report.targets[0].passes[0].phase(PhaseKind::Write);
    QVERIFY(write->peakDirtyMiB >= writePeak - 0.01);
    // After the flush the pile is gone: the first tick after the phase shows it drained.
    float after = -1;
    for (const Sample& s : samples) {
        if (s.t > write->endS) {
            after = pending(s);
            break;
        }
    }
    if (flushFirst >= 0)
        QVERIFY2(flushLast <= flushFirst, qPrintable(QStringLiteral("%1 -> %2").arg(flushFirst).arg(flushLast)));
    if (after >= 0) {
        QVERIFY2(after <= writePeak - 32.0f,
            qPrintable(QStringLiteral("dirty peak %1 MiB, after the flush %2 MiB").arg(writePeak).arg(after)));
    }
    QVERIFY(flushFirst >= 0 || after >= 0);
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

QTEST_GUILESS_MAIN(TestKernel)
#include "tst_kernel.moc"
