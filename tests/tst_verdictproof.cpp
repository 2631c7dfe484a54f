// The real-time verdict against a real kernel with its default dirty settings: nothing the
// kernel writes back for its first half minute, the global ceiling gigabytes away. As root, an
// ext4 on a loop device, first as it is (fast: the host's page cache behind it), then with its
// writes held to 512 KiB/s by a cgroup throttle (v1 blkio, or v2 io.max with this process in the
// throttled cgroup). Recorder streams at half, just under and twice the device's rate, 8 s and
// longer: no "sustained" that is false, no "will lose data" on a device that keeps up, and the
// device's rate the answer names within a quarter of the throttle's (calibrated), or between
// 0.6 and 1.25 of it (measured while the flusher writes: its requests pass the throttle slower). "Cannot tell yet" is
// an allowed answer only where the test says so. Each run writes at most 60 MiB, removed after it.
#include "Engine.h"
#include "IoBackend.h"
#include "Presets.h"
#include "SlowDevice.h"
#include "Verdict.h"
#include "safety/SafetySupport.h"

#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <thread>
#include <unistd.h>

namespace {
constexpr qint64 kKiB = 1024;
constexpr qint64 kMiB = 1024 * kKiB;
constexpr qint64 kSlowBps = 512 * kKiB;
const QString kProof = QStringLiteral("the real-time verdict with the kernel's default dirty settings");

// The recorder preset with small streams, no flush at the end (the run's dirty data is dropped
// with its files instead of written at 512 KiB/s for a minute).
RunConfig recorder(const QString& dir, const QList<double>& rates, double seconds)
{
    RunConfig c = Presets::find(QStringLiteral("recorder"))->config;
    c.targetDirs = { dir };
    c.streamCounts = { int(rates.size()) };
    c.blockSize = 32 * kKiB;
    c.ratesBytesPerSec = rates;
    c.bufferBytes = 512 * kKiB; // four seconds at 128 KiB/s: less than an 8-s run records
    c.durationNs = int64_t(seconds * 1e9);
    c.flush = FlushPolicy::None;
    return c;
}

struct Outcome {
    OutlookResult outlook;
    QString words;
    QString error;
};

Outcome record(const QString& dir, const QList<double>& rates, double seconds)
{
    PosixIoBackend backend;
    Engine engine(backend, nullptr, EngineOptions { 0, true });
    const RunConfig config = recorder(dir, rates, seconds);
    const RunReport report = engine.run(config);
    Outcome v;
    if (!report.ok() || report.targets.isEmpty() || report.targets.front().passes.isEmpty()) {
        v.error = report.error.isEmpty() ? QStringLiteral("no result") : report.error;
        return v;
    }
    const PhaseResult* write = report.targets.front().passes.front().phase(PhaseKind::Write);
    if (!write || !write->outlook) {
        v.error = QStringLiteral("no outlook");
        return v;
    }
    if (write->overruns > 0)
        v.error = QStringLiteral("%1 overruns").arg(write->overruns);
    v.outlook = *write->outlook;
    v.words = Verdict::outlookVerdict(*write);
    qInfo("%d streams, %.2f MiB/s, %.0f s: %s (write-back began %.1f s, caught up %.1f s)", int(rates.size()),
        v.outlook.arrivalBps / kMiB, seconds, qPrintable(v.words), v.outlook.writebackBegunS, v.outlook.caughtUpS);
    return v;
}

QList<double> streams(int n, double bytesPerSecond)
{
    return QList<double>(n, bytesPerSecond);
}
} // namespace

class TestVerdictProof : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void verdictsAreTrueWithTheKernelDefaults();
    void anotherWriterOnTheDeviceIsNamed();
};

void TestVerdictProof::initTestCase()
{
    QString reason;
    if (!Safety::Mounts::available(&reason) || !Safety::Mounts::loopAvailable(&reason)
        || !SlowDevice::Settings::available(SlowDevice::Cgroups::ofThisMachine(), &reason))
        QSKIP(SlowDevice::notProvenHere(kProof, reason).constData());
    for (const char* knob : { "dirty_ratio", "dirty_background_ratio", "dirty_bytes", "dirty_expire_centisecs",
             "dirty_writeback_centisecs" })
        qInfo("vm.%s = %s", knob,
            SlowDevice::readSetting(QStringLiteral("/proc/sys/vm/") + QLatin1String(knob)).constData());
}

void TestVerdictProof::verdictsAreTrueWithTheKernelDefaults()
{
    QTemporaryDir base;
    QVERIFY(base.isValid());
    const QString dir = base.filePath(QStringLiteral("mnt"));
    QVERIFY(QDir().mkpath(dir));
    QString error;
    Safety::Mounts mounts; // declared first: the settings below are put back before it unmounts
    QVERIFY2(
        mounts.ext4(base.filePath(QStringLiteral("disk.img")), dir, 128 * kMiB, 512, {}, &error), qPrintable(error));
    DeviceRate::forget();

    // Fast: 1 MiB/s of streams. 8 s is too short to see the device write anything of the run,
    // but it is never a loss; by 45 s the first write-back has come and gone: steady.
    {
        const Outcome v = record(dir, streams(8, 128 * kKiB), 8);
        QVERIFY2(v.error.isEmpty(), qPrintable(v.error));
        QCOMPARE(v.outlook.state, OutlookResult::State::Undecided);
        QVERIFY(!v.outlook.projected());
        QCOMPARE(v.outlook.deviceBasis, DeviceBasis::Calibrated);
        QVERIFY2(v.outlook.deviceTakesBps > 20 * v.outlook.arrivalBps, qPrintable(v.words));
        QVERIFY2(v.words.contains(u"cannot tell yet"), qPrintable(v.words));
    }
    {
        const Outcome v = record(dir, streams(8, 128 * kKiB), 45);
        QVERIFY2(v.error.isEmpty(), qPrintable(v.error));
        QCOMPARE(v.outlook.state, OutlookResult::State::Steady);
    }

    {
        // What mkfs, the mount and the fast runs wrote is on the disk before it becomes slow.
        const int fd = ::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        QVERIFY(fd >= 0);
        ::syncfs(fd);
        ::close(fd);
    }
    SlowDevice::Settings settings;
    switch (settings.slowDown(dir, kSlowBps, 0, &error)) {
    case SlowDevice::Settings::Outcome::Slowed:
        break;
    case SlowDevice::Settings::Outcome::Unavailable:
        QSKIP(SlowDevice::notProvenHere(kProof, error).constData());
    case SlowDevice::Settings::Outcome::Failed:
        QFAIL(qPrintable(error));
    }
    QVERIFY2(settings.enter(0, &error), qPrintable(error));
    DeviceRate::forget(); // the same device, slower now
    auto near = [](double bps) { return bps > 0.75 * double(kSlowBps) && bps < 1.25 * double(kSlowBps); };

    // Half the device's rate, and just under it: within 8 s the kernel has written nothing of
    // the run; the calibration says the device keeps up, so never a projected loss.
    for (const QList<double>& rates : { streams(2, 128 * kKiB), streams(3, 150 * kKiB) }) {
        const Outcome v = record(dir, rates, 8);
        QVERIFY2(v.error.isEmpty(), qPrintable(v.error));
        QVERIFY2(!v.outlook.projected(), qPrintable(v.words));
        QCOMPARE(v.outlook.state, OutlookResult::State::Undecided);
        QCOMPARE(v.outlook.deviceBasis, DeviceBasis::Calibrated);
        QVERIFY2(near(v.outlook.deviceTakesBps), qPrintable(v.words));
    }
    // Twice the device's rate: will lose data, by the calibration at 8 s, and still after
    // write-back began (30 to 40 s in) at 60 s, by the rate measured then. The throttle
    // completes the flusher's large writes seconds apart at this rate: the device must still
    // count as writing without pause (never "caught up"), at the throttle's rate.
    {
        const Outcome v = record(dir, streams(8, 128 * kKiB), 8);
        QVERIFY2(v.error.isEmpty(), qPrintable(v.error));
        QCOMPARE(v.outlook.state, OutlookResult::State::Filling);
        QVERIFY2(v.outlook.projected(), qPrintable(v.words));
        QCOMPARE(v.outlook.deviceBasis, DeviceBasis::Calibrated);
        QVERIFY2(v.words.contains(u"will lose data"), qPrintable(v.words));
    }
    {
        const Outcome v = record(dir, streams(8, 128 * kKiB), 60);
        QVERIFY2(v.error.isEmpty(), qPrintable(v.error));
        QVERIFY2(v.outlook.state == OutlookResult::State::Filling && v.outlook.projected(), qPrintable(v.words));
        QCOMPARE(v.outlook.deviceBasis, DeviceBasis::Measured);
        // Measured, the rate is what the device does with the flusher's large requests, which
        // the throttle passed at 0.37 and 0.41 MiB/s of its 0.5 in two runs: the
        // calibration's 256 KiB writes get the whole rate. Either way well below the arrivals.
        QVERIFY2(
            v.outlook.deviceTakesBps > 0.6 * double(kSlowBps) && v.outlook.deviceTakesBps < 1.25 * double(kSlowBps),
            qPrintable(v.words));
        QVERIFY(v.outlook.writebackBegunS > 0);
        QVERIFY2(v.outlook.caughtUpS < 0, qPrintable(QString::number(v.outlook.caughtUpS)));
    }
}

// Issue 52: a run beside another program writing to the same device says so, with that
// program's rate. On the 512 KiB/s device a thread of this test (inside the throttle, as
// another recorder would be) rewrites 4 MiB in place with O_DIRECT at 128 KiB/s, while 2 streams
// of 64 KiB/s record for 12 s: within the kernel's hold none of the run's data is written, so
// what the device writes beyond the run's own data leaving the page cache is the other writer's.
void TestVerdictProof::anotherWriterOnTheDeviceIsNamed()
{
    QTemporaryDir base;
    QVERIFY(base.isValid());
    const QString dir = base.filePath(QStringLiteral("mnt"));
    QVERIFY(QDir().mkpath(dir));
    QString error;
    Safety::Mounts mounts;
    QVERIFY2(
        mounts.ext4(base.filePath(QStringLiteral("disk.img")), dir, 128 * kMiB, 512, {}, &error), qPrintable(error));
    const QByteArray other = QFile::encodeName(dir + QStringLiteral("/other.bin"));
    const int fd = ::open(other.constData(), O_RDWR | O_CREAT | O_DIRECT | O_CLOEXEC, 0600);
    QVERIFY(fd >= 0);
    const auto closeOther = qScopeGuard([fd] { ::close(fd); });
    constexpr qint64 kOtherFile = 4 * kMiB, kOtherBlock = 64 * kKiB, kOtherBps = 128 * kKiB;
    QCOMPARE(::posix_fallocate(fd, 0, kOtherFile), 0);
    {
        const int dirFd = ::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        QVERIFY(dirFd >= 0);
        ::syncfs(dirFd);
        ::close(dirFd);
    }
    SlowDevice::Settings settings;
    switch (settings.slowDown(dir, kSlowBps, 0, &error)) {
    case SlowDevice::Settings::Outcome::Slowed:
        break;
    case SlowDevice::Settings::Outcome::Unavailable:
        QSKIP(SlowDevice::notProvenHere(kProof, error).constData());
    case SlowDevice::Settings::Outcome::Failed:
        QFAIL(qPrintable(error));
    }
    QVERIFY2(settings.enter(0, &error), qPrintable(error));
    DeviceRate::forget();

    void* buffer = nullptr;
    QCOMPARE(::posix_memalign(&buffer, 4096, size_t(kOtherBlock)), 0);
    const auto freeBuffer = qScopeGuard([buffer] { std::free(buffer); });
    std::memset(buffer, 0xa5, size_t(kOtherBlock));
    std::atomic<bool> stop { false };
    // One block every half second, never faster to catch up: the calibration before the run
    // takes the whole throttle and holds this writer back, and a writer making up for that
    // would write faster than its rate inside the outlook's window.
    std::thread writer([&] {
        const auto period = std::chrono::microseconds(kOtherBlock * 1'000'000 / kOtherBps);
        auto next = std::chrono::steady_clock::now();
        for (qint64 done = 0; !stop.load(); done += kOtherBlock) {
            if (::pwrite(fd, buffer, size_t(kOtherBlock), off_t(done % kOtherFile)) != kOtherBlock)
                return;
            next = std::max(next + period, std::chrono::steady_clock::now());
            std::this_thread::sleep_until(next);
        }
    });
    const Outcome v = record(dir, streams(2, 64 * kKiB), 12);
    stop.store(true);
    writer.join();
    QVERIFY2(v.error.isEmpty(), qPrintable(v.error));
    if (v.outlook.runData == RunDataMeasure::Device)
        QSKIP("this kernel has neither cachestat nor delayed allocation here: the run's own data is not measured");
    // Inside the window the device takes both (128 + 128 of 512 KiB/s): the writer writes at
    // its rate, less the time its own writes take.
    QVERIFY2(v.outlook.otherWriterBps > 0.5 * kOtherBps && v.outlook.otherWriterBps < 1.5 * kOtherBps,
        qPrintable(QStringLiteral("other writer measured %1 KiB/s, it writes %2 KiB/s")
                       .arg(v.outlook.otherWriterBps / kKiB)
                       .arg(kOtherBps / kKiB)));
    QVERIFY(v.outlook.otherWriterNamed());
    QVERIFY2(v.words.contains(u"another writer uses ~"), qPrintable(v.words));
}

QTEST_GUILESS_MAIN(TestVerdictProof)
#include "tst_verdictproof.moc"
