// The capacity search against a real kernel with its default dirty settings: write-back of the
// steps' data begins only after dirty_expire_centisecs (30 s), the global ceiling gigabytes
// away. As root, an ext4 on a loop device whose writes a cgroup throttle (v1 blkio, or v2
// io.max with this process in the throttled cgroup) holds to 20 and then to 10 streams' worth.
// The devices are 20 and 10 MiB/s with 1 MiB/s streams; here everything is scaled down
// sixteen times (64 KiB/s streams on 1.25 and 0.625 MiB/s) so that a step writes tens of MiB,
// not gigabytes: the answer must be in the same ranges, 12 to 22 and 6 to 11 streams, and no
// step with more arriving than the device wrote may be called steady. A third row makes the
// filesystem as a user's plain mkfs.ext4 does, on a 16 GiB loop device, so that the kernel's
// ext4lazyinit zeroes inode tables beside the search (issue 52: "19 streams sustained" on a
// 10 MiB/s disk): no step is steady while it runs, and the answer says why. Every steady step
// rests on the run's own data (its files' pages), and each long-term answer is confirmed by a
// real run at that count for twice the kernel's hold: no overrun. The steps' files are removed after each step; the
// images are sparse.
#include "Capacity.h"
#include "Engine.h"
#include "IoBackend.h"
#include "Presets.h"
#include "SlowDevice.h"
#include "Trust.h"
#include "Verdict.h"
#include "safety/SafetySupport.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

namespace {
constexpr qint64 kKiB = 1024;
constexpr qint64 kMiB = 1024 * kKiB;
constexpr double kRate = 64.0 * kKiB; // per stream
const QString kProof = QStringLiteral("the capacity search with the kernel's default dirty settings");

// The recorder preset (buffered, round-robin, flush at the end), scaled down sixteen times.
RunConfig recorder(const QString& dir)
{
    RunConfig c = Presets::find(QStringLiteral("recorder"))->config;
    c.targetDirs = { dir };
    c.blockSize = 16 * kKiB;
    c.ratesBytesPerSec = { kRate };
    c.bufferBytes = 256 * kKiB;
    c.durationNs = 8'000'000'000; // the window's default: the search must lengthen its steps itself
    return c;
}
// A sparse image of `bytes` on a loop device, formatted there by a plain mkfs.ext4 (with lazy
// inode-table init, which mkfs skips on an image file whose holes read as zeros) and mounted.
bool mountNewExt4(Safety::Mounts& mounts, const QString& image, const QString& dir, qint64 bytes, QString* error)
{
    QFile f(image);
    if (!f.open(QIODevice::WriteOnly) || !f.resize(bytes)) {
        *error = QStringLiteral("cannot create the image %1").arg(image);
        return false;
    }
    f.close();
    const Safety::Loop loop = Safety::attachLoop(image, 512, error);
    if (loop.fd < 0)
        return false;
    const Safety::ToolResult mkfs = Safety::runTool(Safety::findTool(QStringLiteral("mkfs.ext4")),
        { QStringLiteral("-q"), QStringLiteral("-F"), QStringLiteral("-b"), QStringLiteral("4096"), loop.device });
    const bool mounted = mkfs.exitCode == 0 && mounts.device(loop.device, dir, "ext4", error);
    ::close(loop.fd); // from now on the mount alone holds the device; without one it detaches
    if (mkfs.exitCode != 0)
        *error = QStringLiteral("mkfs.ext4 failed: ") + mkfs.err;
    return mounted;
}
} // namespace

class TestCapacityProof : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void longTermCountWithTheKernelDefaults_data();
    void longTermCountWithTheKernelDefaults();
};

void TestCapacityProof::initTestCase()
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

void TestCapacityProof::longTermCountWithTheKernelDefaults_data()
{
    QTest::addColumn<int>("streamsWorth"); // the device's rate in streams
    QTest::addColumn<int>("lowest");
    QTest::addColumn<int>("highest");
    QTest::addColumn<bool>("lazyInit"); // made as a plain mkfs.ext4 makes it (issue 52)
    QTest::addRow("20 streams' worth") << 20 << 12 << 22 << false;
    QTest::addRow("10 streams' worth") << 10 << 6 << 11 << false;
    // A user checks a recording disk right after formatting it: the kernel's ext4lazyinit then
    // zeroes the inode tables of a 16 GiB filesystem beside the search, and the journal's
    // commits wait behind it (measured at full scale, 10 MiB/s: 3 to 7 streams overran for real,
    // 2 held; scaled, three searches: 2, 2 and 7, and 7 then lost data in a real run). No count
    // is long-term while it runs; what held so far is at most what the device takes.
    QTest::addRow("10 streams' worth, new ext4") << 10 << 0 << 11 << true;
}

void TestCapacityProof::longTermCountWithTheKernelDefaults()
{
    QFETCH(int, streamsWorth);
    QFETCH(int, lowest);
    QFETCH(int, highest);
    QFETCH(bool, lazyInit);
    QTemporaryDir base;
    QVERIFY(base.isValid());
    const QString dir = base.filePath(QStringLiteral("mnt"));
    QVERIFY(QDir().mkpath(dir));
    QString error;
    Safety::Mounts mounts; // declared first: the settings below are put back before it unmounts
    const QString image = base.filePath(QStringLiteral("disk.img"));
    if (lazyInit)
        QVERIFY2(mountNewExt4(mounts, image, dir, 16 * 1024 * kMiB, &error), qPrintable(error));
    else
        QVERIFY2(mounts.ext4(image, dir, 256 * kMiB, 512, {}, &error), qPrintable(error));
    if (lazyInit)
        QVERIFY2(Trust::ext4LazyInitThreadRunning(), "ext4lazyinit is not zeroing the new filesystem");
    {
        // What mkfs and the mount wrote is on the disk before the device becomes slow.
        const int fd = ::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        QVERIFY(fd >= 0);
        ::syncfs(fd);
        ::close(fd);
    }
    const qint64 deviceBps = qint64(streamsWorth * kRate);
    SlowDevice::Settings settings;
    switch (settings.slowDown(dir, deviceBps, 0, &error)) {
    case SlowDevice::Settings::Outcome::Slowed:
        break;
    case SlowDevice::Settings::Outcome::Unavailable:
        QSKIP(SlowDevice::notProvenHere(kProof, error).constData());
    case SlowDevice::Settings::Outcome::Failed:
        QFAIL(qPrintable(error));
    }
    // The search writes from this process: with cgroup v2 only the writes (and the write-back
    // of pages dirtied) inside the throttled cgroup are held.
    QVERIFY2(settings.enter(0, &error), qPrintable(error));
    DeviceRate::forget(); // a loop device of an earlier row may have had the same number

    PosixIoBackend backend;
    CapacitySearch search(backend, EngineOptions { 0, false });
    QElapsedTimer took;
    took.start();
    const CapacityResult result = search.run(recorder(dir));
    qInfo("%s (%.0f s)", qPrintable(result.sentence), double(took.elapsed()) / 1000);
    QVERIFY2(result.error.isEmpty(), qPrintable(result.sentence));
    QVERIFY2(result.deviceBasis != DeviceBasis::Unknown, "the search was not guided by the device's rate");
    for (const CapacityStep& s : result.steps) {
        qInfo("%d streams: %s after %.0f s, device %.3f MiB/s (%s), projected loss at %.0f s", s.streams,
            qPrintable(CapacitySearch::verdictName(s.verdict)), s.decidedAfterS, s.deviceMiBs,
            qPrintable(deviceBasisKey(s.deviceBasis)), s.projectedOverrunS);
        QVERIFY2(s.error.isEmpty(), qPrintable(s.error));
        // The ceiling is gigabytes away: nothing is lost for real on a settled filesystem. On a
        // new one the journal waits behind the zeroing, and a step may lose data (seen at full
        // scale): then it failed.
        if (!lazyInit)
            QCOMPARE(s.overruns, int64_t(0));
        else if (s.overruns > 0)
            QVERIFY(!s.sustained && s.verdict == CapacityStep::Verdict::Overran);
        if (s.verdict == CapacityStep::Verdict::Steady) {
            // Steady by the run's own data, which the kernel holds back 35 s: never before.
            QCOMPARE(s.runData, RunDataMeasure::PageCache);
            QVERIFY2(s.decidedAfterS >= 35, qPrintable(QString::number(s.decidedAfterS)));
        }
        // Beside the zeroing, which takes the whole throttle for seconds at a time and then
        // pauses for ten times as long, the device has no one rate: a step can be steady by its
        // own data with the device's figure taken in a burst of the other writer.
        if (s.verdict == CapacityStep::Verdict::Steady && !lazyInit) {
            // Steady only where the device took what arrived: its rate, measured while it wrote
            // the step's data, at least the arrivals (within the outlook's 5 % margin).
            QCOMPARE(s.deviceBasis, DeviceBasis::Measured);
            QVERIFY2(s.streams * kRate <= 1.05 * s.deviceMiBs * kMiB,
                qPrintable(QStringLiteral("%1 streams called steady on %2 MiB/s").arg(s.streams).arg(s.deviceMiBs)));
            QVERIFY2(s.streams * kRate <= 1.05 * double(deviceBps),
                qPrintable(QStringLiteral("%1 streams called steady on a %2 MiB/s throttle")
                               .arg(s.streams)
                               .arg(double(deviceBps) / kMiB)));
        }
    }
    const int n = result.sustainedStreams;
    QVERIFY2(n >= lowest && n <= highest, qPrintable(result.sentence));
    if (lazyInit) {
        // Steady between two bursts of the zeroing is no answer: a search at 4c059dc said "7
        // streams long-term" here, and a 70 s run of 7 streams lost data. While the zeroing
        // runs, no step is steady and the answer says why.
        for (const CapacityStep& s : result.steps)
            QVERIFY2(s.verdict != CapacityStep::Verdict::Steady && s.ext4Zeroing,
                qPrintable(
                    QStringLiteral("%1 streams: %2").arg(s.streams).arg(CapacitySearch::verdictName(s.verdict))));
        QVERIFY2(result.sentence.contains(u"ext4lazyinit") && !result.sentence.contains(u"long-term ("),
            qPrintable(result.sentence));
        return;
    }
    const CapacityStep* answer = nullptr;
    for (const CapacityStep& s : result.steps) {
        if (s.streams == n && s.sustained)
            answer = &s;
    }
    QVERIFY(answer);
    QCOMPARE(answer->verdict, CapacityStep::Verdict::Steady); // long-term, measured
    QVERIFY2(result.sentence.contains(u"long-term"), qPrintable(result.sentence));
    // The first count that cannot hold is named with its projection, and more arrives there
    // than the device takes.
    QVERIFY2(result.firstFailingStreams > n, qPrintable(result.sentence));
    QVERIFY2(result.firstFailingStreams * kRate > double(deviceBps), qPrintable(result.sentence));
    QVERIFY2(result.sentence.contains(u"would lose data after"), qPrintable(result.sentence));
    // The answer, confirmed by a real run: the count recorded for twice the kernel's hold (the
    // first write-back and one more sweep of it) loses nothing.
    RunConfig confirm = recorder(dir);
    confirm.streamCounts = { n };
    confirm.durationNs = 70'000'000'000;
    Engine engine(backend, nullptr, EngineOptions { 0, false });
    const RunReport run = engine.run(confirm);
    QVERIFY2(run.ok(), qPrintable(run.error));
    const PhaseResult* write = run.targets.value(0).passes.value(0).phase(PhaseKind::Write);
    QVERIFY(write && write->outlook);
    qInfo("%d streams for 70 s: %lld overruns; %s", n, qint64(write->overruns),
        qPrintable(Verdict::outlookVerdict(*write)));
    QCOMPARE(write->overruns, int64_t(0));
    QVERIFY(QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).size() <= 1); // lost+found
}

int main(int argc, char** argv)
{
    // A row is a whole search, three to five minutes: past QtTest's five-minute watchdog.
    if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT", "900000");
    QCoreApplication app(argc, argv);
    TestCapacityProof test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_capacityproof.moc"
