// The capacity search's early verdicts against what a device made slow for real does when one
// waits for the overruns. As root: a 64 MiB ext4 on a loop device whose writes a cgroup
// throttle (v1 blkio, or v2 io.max with this process in the throttled cgroup) holds to 4.5
// times one stream's rate, with the device's own dirty limit lowered to 1 MiB so that the page
// cache in front of it fills in seconds. Buffered recorder streams (256 KiB/s, 512 KiB
// buffers): the search must decide every step early (steady state, a projected or a seen
// overrun, never by running out its duration), and its answer N must be what confirmed runs
// find: N streams recorded for the whole duration without an overrun, N + 1 streams
// overrunning. The checks are verdict kinds and counts, not times; the one time compared, the
// projected against the confirmed first overrun, has a wide tolerance.
#include "Capacity.h"
#include "Engine.h"
#include "IoBackend.h"
#include "Presets.h"
#include "SlowDevice.h"
#include "safety/SafetySupport.h"

#include <QTemporaryDir>
#include <QTest>
#include <atomic>

namespace {
constexpr qint64 kKiB = 1024;
constexpr qint64 kMiB = 1024 * kKiB;
constexpr double kRate = 256.0 * kKiB; // per stream
constexpr qint64 kDeviceBps = 9 * 128 * kKiB; // 4.5 streams' worth
constexpr qint64 kBdiMaxBytes = 1 * kMiB;
const QString kProof = QStringLiteral("the capacity search's early verdicts on a throttled device");

// The recorder preset (buffered, round-robin, flush at the end), scaled down a quarter.
RunConfig recorder(const QString& dir, int64_t durationNs)
{
    RunConfig c = Presets::find(QStringLiteral("recorder"))->config;
    c.targetDirs = { dir };
    c.blockSize = 32 * kKiB;
    c.ratesBytesPerSec = { kRate };
    c.bufferBytes = 512 * kKiB;
    c.durationNs = durationNs;
    return c;
}

// Ends a confirming run at its first overrun, as `--capacity --confirm` does.
class FirstOverrun : public RunObserver {
public:
    std::atomic<Engine*> engine { nullptr };
    void samples(const SampleBatch& batch) override
    {
        if (!batch.overruns.isEmpty()) {
            if (Engine* e = engine.load())
                e->endRecording();
        }
    }
};

struct Confirmed {
    int64_t overruns = 0;
    double firstOverrunS = -1; // since the write phase began
    QString error;
};

Confirmed confirm(const QString& dir, int streams, int64_t capNs)
{
    RunConfig config = recorder(dir, capNs);
    config.streamCounts = { streams };
    PosixIoBackend backend;
    FirstOverrun observer;
    Engine engine(backend, &observer, EngineOptions { 0, true });
    observer.engine.store(&engine);
    const RunReport report = engine.run(config);
    Confirmed c;
    if (!report.ok() || report.targets.isEmpty() || report.targets.front().passes.isEmpty()) {
        c.error = report.error.isEmpty() ? QStringLiteral("no result") : report.error;
        return c;
    }
    const PhaseResult* write = report.targets.front().passes.front().phase(PhaseKind::Write);
    if (!write) {
        c.error = QStringLiteral("no write phase");
        return c;
    }
    c.overruns = write->overruns;
    if (!write->overrunEvents.isEmpty()) // in time order
        c.firstOverrunS = write->overrunEvents.front().timeS - write->startS;
    return c;
}
} // namespace

class TestCapacityProof : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void earlyVerdictsAgreeWithConfirmedRuns();
};

void TestCapacityProof::initTestCase()
{
    QString reason;
    if (!Safety::Mounts::available(&reason) || !Safety::Mounts::loopAvailable(&reason)
        || !SlowDevice::Settings::available(SlowDevice::Cgroups::ofThisMachine(), &reason))
        QSKIP(SlowDevice::notProvenHere(kProof, reason).constData());
}

void TestCapacityProof::earlyVerdictsAgreeWithConfirmedRuns()
{
    QTemporaryDir base;
    QVERIFY(base.isValid());
    const QString dir = base.filePath(QStringLiteral("mnt"));
    QVERIFY(QDir().mkpath(dir));
    QString error;
    Safety::Mounts mounts; // declared first: the settings below are put back before it unmounts
    QVERIFY2(
        mounts.ext4(base.filePath(QStringLiteral("disk.img")), dir, 64 * kMiB, 512, {}, &error), qPrintable(error));
    {
        // What mkfs and the mount wrote is on the disk before the device becomes slow.
        const int fd = ::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        QVERIFY(fd >= 0);
        ::syncfs(fd);
        ::close(fd);
    }
    SlowDevice::Settings settings;
    switch (settings.slowDown(dir, kDeviceBps, kBdiMaxBytes, &error)) {
    case SlowDevice::Settings::Outcome::Slowed:
        break;
    case SlowDevice::Settings::Outcome::Unavailable:
        QSKIP(SlowDevice::notProvenHere(kProof, error).constData());
    case SlowDevice::Settings::Outcome::Failed:
        QFAIL(qPrintable(error));
    }
    // The search and the confirming runs write from this process: with cgroup v2 only the
    // writes (and the writeback of pages dirtied) inside the throttled cgroup are held.
    QVERIFY2(settings.enter(0, &error), qPrintable(error));

    // The early search. Its cap is long enough that a step run out to it would be a failure of
    // the early verdicts, not of the device. (The space check is off: it assumes every step
    // runs its whole duration, which 8 streams would not fit in 64 MiB.)
    const int64_t capNs = 40'000'000'000;
    PosixIoBackend backend;
    CapacitySearch search(backend, EngineOptions { 0, true });
    const CapacityResult result = search.run(recorder(dir, capNs));
    QVERIFY2(result.error.isEmpty(), qPrintable(result.sentence));
    for (const CapacityStep& s : result.steps) {
        qInfo("%d streams: verdict %s after %.1f s, device %.2f MiB/s, projected overrun at %.1f s", s.streams,
            qPrintable(CapacitySearch::verdictName(s.verdict)), s.decidedAfterS, s.deviceMiBs, s.projectedOverrunS);
        QVERIFY2(s.verdict != CapacityStep::Verdict::Sustained,
            qPrintable(QStringLiteral("%1 streams ran out their duration undecided").arg(s.streams)));
        QVERIFY(s.decidedAfterS < double(capNs) / 1e9);
    }
    qInfo("%s", qPrintable(result.sentence));
    // 4.5 streams' worth of device: 4 streams fit. The device's own journal writes and the
    // throttle's granularity may cost one.
    const int n = result.sustainedStreams;
    QVERIFY2(n >= 3 && n <= 4, qPrintable(result.sentence));
    QCOMPARE(result.firstFailingStreams, n + 1);
    QVERIFY(result.basis == CapacityResult::Basis::Projected || result.basis == CapacityResult::Basis::SteadyState);
    QVERIFY(result.sustainedDeviceMiBs > 0);

    // Confirmed: N streams hold for the whole cap, N + 1 streams overrun within it.
    const Confirmed held = confirm(dir, n, capNs);
    QVERIFY2(held.error.isEmpty(), qPrintable(held.error));
    QCOMPARE(held.overruns, int64_t(0));
    const Confirmed lost = confirm(dir, n + 1, capNs);
    QVERIFY2(lost.error.isEmpty(), qPrintable(lost.error));
    QVERIFY2(lost.overruns > 0, "the first failing count did not overrun when confirmed");
    qInfo("%d streams confirmed: first overrun after %.1f s", n + 1, lost.firstOverrunS);
    for (const CapacityStep& s : result.steps) {
        if (s.streams == n + 1 && s.verdict == CapacityStep::Verdict::ProjectedOverrun) {
            // Two runs of a kernel's writeback: the same shape, not the same second.
            QVERIFY2(lost.firstOverrunS > 0.5 * s.projectedOverrunS && lost.firstOverrunS < 2 * s.projectedOverrunS,
                qPrintable(
                    QStringLiteral("projected %1 s, confirmed %2 s").arg(s.projectedOverrunS).arg(lost.firstOverrunS)));
        }
    }
}

QTEST_GUILESS_MAIN(TestCapacityProof)
#include "tst_capacityproof.moc"
