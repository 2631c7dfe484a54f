// The dirty-memory outlook of buffered real-time runs (DirtyOutlook): series of ticks made
// from page-cache models with known arrival rate A, device rate D and ceiling (one that writes
// whatever D says, one that writes back the way Linux does with its default settings), whose
// true times are worked out by hand, fed to the pure class (tst_outlookrun drives it through the
// sampler and the engine). No clock, no sleep.
#include "Capacity.h"
#include "DirtyOutlook.h"
#include "OutlookFixtures.h"
#include "SweepingKernel.h"
#include "Verdict.h"

#include <QTest>
#include <cmath>
#include <functional>
#include <memory>

using namespace OutlookFixtures;

namespace {

// A page cache between streams arriving at A and a device writing at D(t): dirty memory
// grows by A - D until the ceiling, where the writers are held to D and the difference backs
// up in the streams' buffers. Times in s, rates in MiB/s, sizes in MiB.
struct PageCache {
    double arrivalMiBs = 100;
    std::function<double(double)> deviceMiBs = [](double) { return 0.0; };
    double dirtyMiB = 0;
    DirtyCeiling::Ceiling ceiling = DirtyCeiling::of(kernelWith(4000, 2000)); // 3000 MiB
    double backlogMiB = 0;
    double writtenMiB = 0; // what the writer handed to the kernel
    double t = 0;

    // Runs to `until`, feeding every tick to `outlook`.
    void runTo(DirtyOutlook& outlook, double until)
    {
        while (t + kTick / 2 < until) {
            t += kTick;
            const double d = deviceMiBs(t);
            dirtyMiB += (arrivalMiBs - d) * kTick;
            writtenMiB += arrivalMiBs * kTick;
            const double limit = ceiling.bytes / kMiB;
            if (dirtyMiB > limit) {
                backlogMiB += dirtyMiB - limit;
                writtenMiB -= dirtyMiB - limit;
                dirtyMiB = limit;
            }
            dirtyMiB = std::max(0.0, dirtyMiB);
            DirtyOutlook::Tick tick;
            tick.timeS = t;
            tick.deviceBps = d * kMiB;
            tick.dirtyBytes = dirtyMiB * kMiB;
            tick.backlogBytes = backlogMiB * kMiB;
            tick.writtenBytes = writtenMiB * kMiB;
            tick.ceiling = ceiling;
            outlook.add(tick);
        }
    }
};

} // namespace

class TestOutlook : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void knownRatesGiveTheProjectedTimes();
    void slopeChangeUsesRecentRates();
    void caughtUpDeviceIsSteadyState();
    void fastDiskShortRunCannotTellYet();
    void slowDeviceLosesDataByItsCalibration();
    void slowDeviceLosesDataByItsMeasuredRate();
    void slowDeviceRequestsSecondsApartAreNoIdleSpell();
    void slowDeviceAtEightyPercentIsSteadyByItsWriteback();
    void otherDevicesWritebackIsNoBusyDevice();
    void unreadInputGivesNoAnswer_data();
    void unreadInputGivesNoAnswer();
    void growthNearZeroCannotTell();
    void ceilingAlreadyPassed();
    void anotherWriterOnTheDeviceIsNeverSteady();
    void blockedWriterIsNeverSteady();
    void atTheCeilingWritersAreThrottled();
    void cliffIsFoundAndProjectionsUseTheRateAfterIt();
    void catchUpBurstIsNoCliff();
    void trickleBeforeWritebackIsNoCliff();
    void ceilingsThatBind();
    void bindingCeilingMovesTheProjection();
};

// A = 4 × 25 MiB/s, D = 60 MiB/s with a slow ±15 MiB/s swing, ceiling 3000 MiB, 200 MiB dirty
// at the start: dirty grows 40 MiB/s and reaches the ceiling at 70 s; then the fastest stream
// (a quarter of A - D) fills its 64 MiB buffer in 6.4 s: the first loss at 76.4 s.
void TestOutlook::knownRatesGiveTheProjectedTimes()
{
    DirtyOutlook outlook(streams(4, 25), kBuffer);
    PageCache cache;
    cache.dirtyMiB = 200;
    cache.deviceMiBs = [](double t) { return 60 + 15 * std::sin(2 * M_PI * t / 8); };
    cache.runTo(outlook, 40);
    const OutlookResult& r = outlook.result();
    QCOMPARE(r.state, OutlookResult::State::Filling);
    QVERIFY(r.projected());
    QCOMPARE(DirtyCeiling::bindingKey(r.ceiling.binding), QStringLiteral("global"));
    QVERIFY2(within(r.deviceBps / kMiB, 60, 0.05), qPrintable(QString::number(r.deviceBps / kMiB)));
    QVERIFY2(within(r.ceilingAtS, 70, 0.05), qPrintable(QString::number(r.ceilingAtS)));
    QVERIFY2(within(r.lossAtS, 76.4, 0.05), qPrintable(QString::number(r.lossAtS)));
    // The swing of D over the window gives a range around the estimate.
    QVERIFY(r.deviceLowBps < r.deviceBps && r.deviceBps < r.deviceHighBps);
    QVERIFY(r.lossAtLowS < r.lossAtS && r.lossAtS < r.lossAtHighS);
    QVERIFY(std::isfinite(r.lossAtHighS));
    QVERIFY(r.lossAtLowS > 70 && r.lossAtHighS < 90);
}

// The kernel writes nothing for the first 30 s (the page cache absorbs everything), then
// 80 MiB/s: dirty is 3000 MiB at 30 s and grows 20 MiB/s after, so with a ceiling of
// 8000 MiB it is reached at 70 + 4200 / 20 = 280 s. The whole-run average D (45.7 MiB/s at
// 70 s) would say 147 s: the test can tell the two apart.
void TestOutlook::slopeChangeUsesRecentRates()
{
    DirtyOutlook outlook(streams(4, 25), kBuffer);
    PageCache cache;
    cache.ceiling = DirtyCeiling::of(kernelWith(10000, 6000)); // 8000 MiB
    cache.deviceMiBs = [](double t) { return t <= 30 + 1e-9 ? 0.0 : 80.0; };
    cache.runTo(outlook, 70);
    const OutlookResult& r = outlook.result();
    const double truth = 280;
    QVERIFY2(within(r.ceilingAtS, truth, 0.05), qPrintable(QString::number(r.ceilingAtS)));
    const double wholeRunD = 80.0 * 40 / 70;
    const double averaged = 70 + (8000 - cache.dirtyMiB) / (100 - wholeRunD);
    QVERIFY2(!within(averaged, truth, 0.05), qPrintable(QString::number(averaged)));
    QVERIFY(r.cliffs.isEmpty());
}

// 16 x 1 MiB/s on a 20 MiB/s device, the kernel's defaults: the flusher's first sweep begins
// at 31 s and writes the 496 MiB that arrived until then in 24.8 s; idle from 55.8 s, the run
// is caught up (and steady) one idle span later. Before that the model cannot tell, and says
// from when it expects to: within a few seconds of the truth.
void TestOutlook::caughtUpDeviceIsSteadyState()
{
    DirtyOutlook outlook(streams(16, 1), kBuffer);
    SweepingKernel kernel;
    kernel.runTo(outlook, 30);
    QCOMPARE(outlook.result().state, OutlookResult::State::Undecided);
    QVERIFY(outlook.result().writebackBegunS < 0);
    kernel.runTo(outlook, 50);
    const OutlookResult& during = outlook.result();
    QCOMPARE(during.state, OutlookResult::State::Undecided);
    QVERIFY2(std::fabs(during.writebackBegunS - 30.9) < 0.3, qPrintable(QString::number(during.writebackBegunS)));
    QCOMPARE(during.deviceBasis, DeviceBasis::Measured);
    QVERIFY2(within(during.deviceTakesBps / kMiB, 20, 0.02), qPrintable(QString::number(during.deviceTakesBps / kMiB)));
    const double expected = during.runAtLeastS;
    QVERIFY2(expected > 56 && expected < 62, qPrintable(QString::number(expected)));
    QVERIFY(!during.projected());
    kernel.runTo(outlook, 60);
    const OutlookResult& r = outlook.result();
    QCOMPARE(r.state, OutlookResult::State::Steady);
    QVERIFY(r.steady());
    QVERIFY(!r.projected());
    QVERIFY2(r.steadySinceS >= 57 && r.steadySinceS <= expected + 1, qPrintable(QString::number(r.steadySinceS)));
    // 4 s of data are still cached, as the kernel holds them back: that is steady, not a backlog.
    QVERIFY2(r.runCachedBytes / kMiB > 50 && r.runCachedBytes <= outlook.steadyCachedBoundBytes(),
        qPrintable(QString::number(r.runCachedBytes / kMiB)));
}

// The machine's own disk, 8 s of 8 x 1 MiB/s: the kernel wrote nothing yet, so the device rate
// the run saw is 0; the calibration says 400 MiB/s. Never "will lose data"; cannot tell yet,
// with the time from which it can (the first sweep at 35 s and 0.7 s to write it): then steady.
void TestOutlook::fastDiskShortRunCannotTellYet()
{
    DirtyOutlook outlook(streams(8, 1), kBuffer, calibrated(400));
    SweepingKernel kernel;
    kernel.arrivalMiBs = 8;
    kernel.deviceMiBs = 400;
    kernel.runTo(outlook, 8);
    const OutlookResult& r = outlook.result();
    QCOMPARE(r.state, OutlookResult::State::Undecided);
    QVERIFY(!r.projected());
    QVERIFY(r.deviceBps < 0.01 * kMiB);
    QCOMPARE(r.deviceBasis, DeviceBasis::Calibrated);
    QVERIFY2(r.runAtLeastS > 35 && r.runAtLeastS < 42, qPrintable(QString::number(r.runAtLeastS)));
    PhaseResult p;
    p.kind = PhaseKind::Write;
    p.outlook = r;
    const QString verdict = Verdict::outlookVerdict(p);
    QVERIFY2(verdict.contains(u"cannot tell yet") && verdict.contains(u"run at least")
            && verdict.contains(u"~400 MiB/s, calibrated"),
        qPrintable(verdict));
    const double expected = r.runAtLeastS;
    kernel.runTo(outlook, 45);
    QCOMPARE(outlook.result().state, OutlookResult::State::Steady);
    QVERIFY2(outlook.result().steadySinceS <= expected + 1,
        qPrintable(QStringLiteral("%1 %2").arg(outlook.result().steadySinceS).arg(expected)));
}

// 32 x 1 MiB/s on a 20 MiB/s device, 8 s: nothing written back yet, but the calibration says
// the device takes 20: will lose data. Dirty reaches the 3000 MiB ceiling after
// (3000 - 256) / (32 - 20) = 228.7 s more, then each stream's 64 MiB buffer fills at its share
// of the difference, 12 / 32 MiB/s: in 170.7 s.
void TestOutlook::slowDeviceLosesDataByItsCalibration()
{
    DirtyOutlook outlook(streams(32, 1), kBuffer, calibrated(20));
    SweepingKernel kernel;
    kernel.arrivalMiBs = 32;
    kernel.runTo(outlook, 8);
    const OutlookResult& r = outlook.result();
    QCOMPARE(r.state, OutlookResult::State::Filling);
    QVERIFY(r.projected());
    QCOMPARE(r.deviceBasis, DeviceBasis::Calibrated);
    QVERIFY2(within(r.ceilingAtS, 8 + 2744.0 / 12, 0.02), qPrintable(QString::number(r.ceilingAtS)));
    QVERIFY2(within(r.lossAtS, 8 + 2744.0 / 12 + 64 * 32.0 / 12, 0.02), qPrintable(QString::number(r.lossAtS)));
    // One value, not a range of one.
    PhaseResult p;
    p.kind = PhaseKind::Write;
    p.outlook = r;
    QCOMPARE(Verdict::outlookVerdict(p),
        QStringLiteral("sustained so far, but will lose data after ~7 min: 32.00 MiB/s arrive, the device takes "
                       "~20.0 MiB/s, calibrated"));
}

// The same without a calibration: before write-back the rate is not known (never 0 and a
// projection from it); once the device writes without a pause it is measured.
void TestOutlook::slowDeviceLosesDataByItsMeasuredRate()
{
    DirtyOutlook outlook(streams(32, 1), kBuffer);
    SweepingKernel kernel;
    kernel.arrivalMiBs = 32;
    kernel.runTo(outlook, 20);
    QCOMPARE(outlook.result().state, OutlookResult::State::Undecided);
    QCOMPARE(outlook.result().deviceBasis, DeviceBasis::Unknown);
    QVERIFY(!outlook.result().projected());
    QVERIFY(outlook.result().runAtLeastS >= 35);
    kernel.runTo(outlook, 42); // write-back began at 35 s, mid-step
    QCOMPARE(outlook.result().state, OutlookResult::State::Filling);
    QCOMPARE(outlook.result().deviceBasis, DeviceBasis::Measured);
    kernel.runTo(outlook, 60);
    const OutlookResult& r = outlook.result();
    QCOMPARE(r.state, OutlookResult::State::Filling);
    QVERIFY2(within(r.deviceTakesBps / kMiB, 20, 0.02), qPrintable(QString::number(r.deviceTakesBps / kMiB)));
    // 1920 MiB written, 580 on the device (from 31 s): 3000 MiB in (3000 - 1340) / 12 s.
    QVERIFY2(within(r.ceilingAtS, 60 + 1660.0 / 12, 0.02), qPrintable(QString::number(r.ceilingAtS)));
}

namespace {
// A device throttled to a few hundred KiB/s, as blkio makes it: it completes the flusher's
// 1.25 MiB requests one at a time, each in one tick, `requestS` apart, while the rest of the
// sweep waits under write-back. The flusher looks every 5 s and sweeps all the run's cached
// data once its oldest part is 30 s old. `withWriteback`: the ticks carry the Writeback figure.
struct ThrottledSweeps {
    double arrivalMiBs = 1;
    double requestS = 2.5;
    bool withWriteback = true;
    // Another device's pages under write-back all the while (Writeback is global), and the
    // journal's commits on this one: a few blocks every journalS, before write-back too.
    double otherWritebackMiB = 0;
    double journalS = 0;
    double nextJournalS = 2.5;
    double written = 0;
    double onDevice = 0;
    double sweepTo = 0;
    double oldestS = -1;
    double nextLookS = 1;
    double nextRequestS = 0;

    template <typename Check> void runTo(DirtyOutlook& outlook, double until, const Check& check)
    {
        const DirtyCeiling::Ceiling ceiling = DirtyCeiling::of(kernelWith(4000, 2000));
        for (double t = kTick; t < until + 1e-9; t += kTick) {
            written += arrivalMiBs * kTick;
            if (oldestS < 0)
                oldestS = t;
            if (t >= nextLookS - 1e-9) {
                nextLookS += 5;
                if (sweepTo <= onDevice && t - oldestS >= 30 - 1e-9) {
                    sweepTo = written;
                    nextRequestS = t + requestS;
                }
            }
            double device = 0;
            if (sweepTo > onDevice && t >= nextRequestS - 1e-9) {
                device = std::min(1.25, sweepTo - onDevice);
                onDevice += device;
                nextRequestS = t + requestS;
                if (onDevice >= sweepTo - 1e-9)
                    oldestS = t - (written - onDevice) / arrivalMiBs;
            }
            if (journalS > 0 && t >= nextJournalS - 1e-9) {
                device += 16.0 / 1024;
                nextJournalS += journalS;
            }
            DirtyOutlook::Tick tick;
            tick.timeS = t;
            tick.deviceBps = device / kTick * kMiB;
            tick.dirtyBytes = (written - onDevice) * kMiB;
            if (withWriteback)
                tick.writebackBytes = (std::max(0.0, sweepTo - onDevice) + otherWritebackMiB) * kMiB;
            tick.writtenBytes = written * kMiB;
            tick.ceiling = ceiling;
            outlook.add(tick);
            check(t);
        }
    }
};
} // namespace

// Twice what a 512 KiB/s device takes arrives; its requests complete 2.5 s apart. Judged by its
// writes over a 2 s span, the gaps look idle and each request a burst at 12.5 MiB/s: "caught
// up", steady. Under write-back all the while, it is busy, and measured at its rate; without the
// Writeback figure, the span its calibration gives holds several requests, with the same result.
void TestOutlook::slowDeviceRequestsSecondsApartAreNoIdleSpell()
{
    for (const bool withWriteback : { true, false }) {
        DirtyOutlook outlook(streams(2, 0.5), kBuffer, calibrated(0.5));
        QVERIFY2(outlook.params().idleSpanS >= 3 * 1.25 / 0.5 - 1e-9,
            qPrintable(QString::number(outlook.params().idleSpanS)));
        ThrottledSweeps device;
        device.withWriteback = withWriteback;
        device.runTo(outlook, 90, [&](double t) {
            QVERIFY2(outlook.result().state != OutlookResult::State::Steady,
                qPrintable(QStringLiteral("steady at %1 s with twice the device's rate arriving").arg(t)));
            QVERIFY2(outlook.result().caughtUpS < 0, qPrintable(QStringLiteral("caught up at %1 s").arg(t)));
        });
        const OutlookResult& r = outlook.result();
        QVERIFY2(within(r.writebackBegunS, 31, 0.1), qPrintable(QString::number(r.writebackBegunS)));
        QCOMPARE(r.deviceBasis, DeviceBasis::Measured);
        QVERIFY2(within(r.deviceTakesBps / kMiB, 0.5, 0.1), qPrintable(QString::number(r.deviceTakesBps / kMiB)));
        QCOMPARE(r.state, OutlookResult::State::Filling);
        QVERIFY(r.projected());
    }
}

// 80 % of what a 0.625 MiB/s device takes arrives, its requests 2 s apart. Once a sweep is
// written nothing is under write-back: with the Writeback figure that is the device idle (over
// 0.5 s, not the 6 s span its calibration would ask of the device's writes alone), having
// written all it was asked at more than the arrivals, and the run is steady after its first sweep.
void TestOutlook::slowDeviceAtEightyPercentIsSteadyByItsWriteback()
{
    DirtyOutlook outlook(streams(8, 0.0625), kBuffer, calibrated(0.625));
    ThrottledSweeps device;
    device.arrivalMiBs = 0.5;
    device.requestS = 2;
    device.runTo(outlook, 100, [](double) {});
    const OutlookResult& r = outlook.result();
    QVERIFY(!r.projected());
    QCOMPARE(r.state, OutlookResult::State::Steady);
    // The first sweep (15.5 MiB at 0.625 MiB/s) began at 31 s: caught up when it was written.
    QVERIFY2(r.caughtUpS > 50 && r.caughtUpS < 100, qPrintable(QString::number(r.caughtUpS)));
    QVERIFY2(r.writebackBegunS > 30 && r.writebackBegunS < 36, qPrintable(QString::number(r.writebackBegunS)));
}

// 90 % of what a 256 KiB/s device takes arrives (8 x 28.8 KiB/s), while another device keeps
// pages under write-back all the time and the journal commits every 5 s. Global Writeback then
// never falls to nothing, and the first write in a span is a journal commit: a spell dated from
// it and held open by the other device's pages read the device at 0.15 MiB/s (seen on a real
// throttled loop device) and "will lose data" while the run's cached data stayed flat. Neither
// may happen: no tick says it fills (the cached data's saw-tooth is no growth), and the device
// is measured from its sweeps' requests.
void TestOutlook::otherDevicesWritebackIsNoBusyDevice()
{
    DirtyOutlook outlook(streams(8, 0.028125), kBuffer, calibrated(0.25));
    ThrottledSweeps device;
    device.arrivalMiBs = 0.225;
    device.requestS = 5;
    device.otherWritebackMiB = 1;
    device.journalS = 5;
    device.runTo(outlook, 180, [&](double t) {
        const OutlookResult& r = outlook.result();
        QVERIFY2(r.state != OutlookResult::State::Filling && !r.projected(),
            qPrintable(
                QStringLiteral("filling at %1 s: device taken at %2 MiB/s").arg(t).arg(r.deviceTakesBps / kMiB)));
    });
    const OutlookResult& r = outlook.result();
    QCOMPARE(r.deviceBasis, DeviceBasis::Measured);
    // The other device's pages bridge the flusher's pauses between sweeps too (no longer than
    // a span, as long as a request's gap on a throttle): the rate is then what the device wrote
    // over its sweeps and those pauses, below its own but not by the journal's idle seconds.
    QVERIFY2(r.deviceTakesBps >= 0.8 * 0.25 * kMiB && r.deviceTakesBps <= 1.1 * 0.25 * kMiB,
        qPrintable(QString::number(r.deviceTakesBps / kMiB)));
}

// Within 2 % of the device's rate growth is hard to tell from noise: whatever the model says
// at any tick of 200 s must not be false, "sustained" for 2 % too much, "will lose data" for
// 2 % too little.
void TestOutlook::unreadInputGivesNoAnswer_data()
{
    QTest::addColumn<double>("arrivalMiBs"); // on a 20 MiB/s device, calibrated
    QTest::addColumn<int>("unread");
    QTest::addColumn<double>("unreadFromS"); // to the end
    QTest::addColumn<double>("unreadToS");
    // Steady by 60 s with every input read, filling from the start.
    QTest::newRow("vmstat, once, steady") << 16.0 << int(SysProbe::UnreadVmstat) << 40.0 << 40.2;
    QTest::newRow("meminfo, all along, steady") << 16.0 << int(SysProbe::UnreadMeminfo) << 0.0 << 60.0;
    QTest::newRow("device stat, at the end, steady") << 16.0 << int(SysProbe::UnreadDeviceStat) << 59.0 << 60.0;
    QTest::newRow("vmstat, all along, filling") << 32.0 << int(SysProbe::UnreadVmstat) << 0.0 << 60.0;
    QTest::newRow("device stat, once, filling") << 32.0 << int(SysProbe::UnreadDeviceStat) << 10.0 << 10.2;
}

// A tick whose reading lacked an input the model needs, anywhere in the phase: no answer at all
// (no steady, no projection, no time to run for), and the verdict names the input. I/O pressure
// is no input of the model: unread, it changes nothing.
void TestOutlook::unreadInputGivesNoAnswer()
{
    QFETCH(double, arrivalMiBs);
    QFETCH(int, unread);
    QFETCH(double, unreadFromS);
    QFETCH(double, unreadToS);
    auto run = [&](int bits) {
        auto outlook = std::make_unique<DirtyOutlook>(streams(int(arrivalMiBs), 1), kBuffer, calibrated(20));
        SweepingKernel kernel;
        kernel.arrivalMiBs = arrivalMiBs;
        kernel.runTo(*outlook, unreadFromS);
        kernel.unreadInputs = uint8_t(bits);
        kernel.runTo(*outlook, unreadToS);
        kernel.unreadInputs = SysProbe::UnreadPressure;
        kernel.runTo(*outlook, 60);
        return outlook;
    };
    const OutlookResult all = run(0)->result();
    QVERIFY(all.steady() || all.projected());
    QCOMPARE(all.unreadInputs, uint8_t(0));

    const OutlookResult r = run(unread)->result();
    QCOMPARE(r.state, OutlookResult::State::Undecided);
    QCOMPARE(r.unreadInputs, uint8_t(unread));
    QVERIFY(!r.projected() && std::isnan(r.ceilingAtS));
    QVERIFY(std::isnan(r.runAtLeastS));
    QCOMPARE(r.steadySinceS, -1.0);
    PhaseResult p;
    p.kind = PhaseKind::Write;
    p.outlook = r;
    const QString verdict = Verdict::outlookVerdict(p);
    QVERIFY2(verdict.startsWith(u"no verdict: could not read ")
            && verdict.contains(Verdict::unreadInputNames(uint8_t(unread))) && !verdict.contains(u"sustained"),
        qPrintable(verdict));
    const QStringList lines = Verdict::outlookLines(p);
    QVERIFY2(lines.size() == 2 && lines[0].contains(u"no answer on whether the device keeps up"),
        qPrintable(lines.join(u'\n')));
}

void TestOutlook::growthNearZeroCannotTell()
{
    for (const double arrival : { 20.4, 19.6 }) {
        DirtyOutlook outlook(streams(20, arrival / 20), kBuffer, calibrated(20));
        SweepingKernel kernel;
        kernel.arrivalMiBs = arrival;
        const auto wrong = arrival > 20 ? OutlookResult::State::Steady : OutlookResult::State::Filling;
        for (double t = 1; t <= 200; t += 1) {
            kernel.runTo(outlook, t);
            const OutlookResult& r = outlook.result();
            QVERIFY2(r.state != wrong && (arrival > 20 || !r.projected()),
                qPrintable(QStringLiteral("%1 MiB/s at %2 s: state %3").arg(arrival).arg(t).arg(int(r.state))));
        }
    }
}

// Other programs already hold more dirty memory than the ceiling: the writer is held back from
// the start, its buffers fill, and the first overflow is seconds away.
void TestOutlook::ceilingAlreadyPassed()
{
    DirtyOutlook outlook(streams(4, 2), 16 * int64_t(kMiB), calibrated(400));
    SweepingKernel kernel;
    kernel.arrivalMiBs = 8;
    kernel.deviceMiBs = 400;
    kernel.otherDirtyMiB = 3100;
    kernel.runTo(outlook, 2);
    const OutlookResult& r = outlook.result();
    QCOMPARE(r.state, OutlookResult::State::Throttled);
    QVERIFY(!r.steady());
    QVERIFY(r.projected());
    // Each 16 MiB buffer holds 8 s of its stream's 2 MiB/s, and the first 2 s are in it.
    QVERIFY2(within(r.lossAtS, 8, 0.05), qPrintable(QString::number(r.lossAtS)));
}

// Another program keeps the device busy: it never goes idle, so the run's data cannot be shown
// to be written when it should, and "steady" is never said, even though the run's cached data
// (written minus everything the device wrote) looks flat.
void TestOutlook::anotherWriterOnTheDeviceIsNeverSteady()
{
    DirtyOutlook outlook(streams(8, 1), kBuffer, calibrated(20));
    SweepingKernel kernel;
    kernel.arrivalMiBs = 8;
    kernel.otherMiBs = 10;
    for (double t = 1; t <= 150; t += 1) {
        kernel.runTo(outlook, t);
        QVERIFY2(!outlook.result().steady(), qPrintable(QString::number(t)));
    }
}

// A writer blocked in the kernel (a frozen filesystem) for 7 s of a steady run: its buffers
// fill, nothing reaches the device, and the run is held back, never steady.
void TestOutlook::blockedWriterIsNeverSteady()
{
    DirtyOutlook outlook(streams(8, 1), 4 * int64_t(kMiB), calibrated(400));
    SweepingKernel kernel;
    kernel.arrivalMiBs = 8;
    kernel.deviceMiBs = 400;
    kernel.runTo(outlook, 45);
    QCOMPARE(outlook.result().state, OutlookResult::State::Steady);
    kernel.frozen = true;
    for (double t = 46; t <= 52; t += 1) {
        kernel.runTo(outlook, t);
        QVERIFY2(!outlook.result().steady(), qPrintable(QString::number(t)));
    }
    QCOMPARE(outlook.result().state, OutlookResult::State::Throttled);
    QVERIFY(outlook.result().projected());
}

// At the ceiling the writers are held to D; the backlog grows by A - D and the fastest
// stream's buffer (a quarter of it) overflows (64 - fill) / ((100 - 60) / 4) s from now.
void TestOutlook::atTheCeilingWritersAreThrottled()
{
    DirtyOutlook outlook(streams(4, 25), kBuffer);
    PageCache cache;
    cache.dirtyMiB = 2900;
    cache.deviceMiBs = [](double) { return 60.0; };
    cache.runTo(outlook, 5);
    const OutlookResult& r = outlook.result();
    QCOMPARE(r.state, OutlookResult::State::Throttled);
    QVERIFY(!r.steady()); // held back is never steady
    QVERIFY(r.projected());
    const double fill = cache.backlogMiB / 4;
    const double expected = 5 + (64 - fill) / 10;
    QVERIFY2(within(r.lossAtS, expected, 0.05), qPrintable(QString::number(r.lossAtS)));
}

// An SSD whose write cache fills: 150 MiB/s for 60 s, then 50 MiB/s, with A = 200 MiB/s.
void TestOutlook::cliffIsFoundAndProjectionsUseTheRateAfterIt()
{
    DirtyOutlook outlook(streams(8, 25), kBuffer);
    PageCache cache;
    cache.arrivalMiBs = 200;
    cache.ceiling = DirtyCeiling::of(kernelWith(40000, 20000)); // never reached here
    cache.deviceMiBs = [](double t) { return t <= 60 + 1e-9 ? 150.0 : 50.0; };
    cache.runTo(outlook, 85);
    const OutlookResult& r = outlook.result();
    QCOMPARE(r.cliffs.size(), 1);
    const OutlookCliff& cliff = r.cliffs.first();
    QVERIFY2(std::fabs(cliff.timeS - 60) <= 0.2, qPrintable(QString::number(cliff.timeS)));
    QVERIFY2(within(cliff.fromBps / kMiB, 150, 0.05), qPrintable(QString::number(cliff.fromBps / kMiB)));
    QVERIFY2(within(cliff.toBps / kMiB, 50, 0.05), qPrintable(QString::number(cliff.toBps / kMiB)));
    // The window would reach back to 55 s; the rate is the one after the cliff only.
    QVERIFY2(within(r.deviceBps / kMiB, 50, 0.02), qPrintable(QString::number(r.deviceBps / kMiB)));
    const double expectedCeiling = 85 + (30000 - cache.dirtyMiB) / 150;
    QVERIFY2(within(r.ceilingAtS, expectedCeiling, 0.05), qPrintable(QString::number(r.ceilingAtS)));
}

// The flusher starts late and writes a backlog at full speed, then keeps pace with the
// streams: its rate falls from 500 to 100 MiB/s, but the device never fell behind. Busy all
// the time at just the arrival rate, it never shows that it can take more: cannot tell.
void TestOutlook::catchUpBurstIsNoCliff()
{
    DirtyOutlook outlook(streams(4, 25), kBuffer);
    PageCache cache;
    cache.deviceMiBs = [](double t) {
        if (t <= 10 + 1e-9)
            return 0.0;
        return t <= 12.5 + 1e-9 ? 500.0 : 100.0;
    };
    cache.runTo(outlook, 60);
    QVERIFY(outlook.result().cliffs.isEmpty());
    QCOMPARE(outlook.result().state, OutlookResult::State::Undecided);
    QVERIFY(!outlook.result().projected());
}

// A few KiB/s of metadata while the kernel holds the run's data back, then nothing: no level
// the device fell from ("fell from 0.01 to 0.00 MiB/s" was printed for such a run).
void TestOutlook::trickleBeforeWritebackIsNoCliff()
{
    DirtyOutlook outlook(streams(8, 1), kBuffer, calibrated(400));
    PageCache cache;
    cache.arrivalMiBs = 8;
    cache.deviceMiBs = [](double t) { return t <= 3 + 1e-9 ? 0.01 : 0.0; };
    cache.runTo(outlook, 28);
    QVERIFY(outlook.result().cliffs.isEmpty());
    QCOMPARE(outlook.result().writebackBegunS, -1.0);
    QCOMPARE(outlook.result().state, OutlookResult::State::Undecided);
}

void TestOutlook::ceilingsThatBind()
{
    SysProbe::Snapshot k = kernelWith(4000, 2000);
    DirtyCeiling::Ceiling c = DirtyCeiling::of(k);
    QCOMPARE(c.binding, DirtyCeiling::Binding::Global);
    QCOMPARE(c.bytes, 3000 * kMiB);

    // A device limit of 400 MiB, a tenth of the threshold, with strict_limit: 300 MiB.
    k.bdi.maxBytes = int64_t(400 * kMiB);
    k.bdi.maxRatio = 10;
    k.bdi.strictLimit = 1;
    c = DirtyCeiling::of(k);
    QCOMPARE(c.binding, DirtyCeiling::Binding::Device);
    QCOMPARE(c.bytes, 300 * kMiB);
    QCOMPARE(c.globalBytes, 3000 * kMiB);

    // Without strict_limit the device's share applies only above the global ceiling: flagged.
    k.bdi.strictLimit = 0;
    c = DirtyCeiling::of(k);
    QCOMPARE(c.binding, DirtyCeiling::Binding::Global);
    QCOMPARE(c.bytes, 3000 * kMiB);
    QVERIFY(c.deviceLimitAboveGlobal);

    // No limit of its own: max_ratio 100, and max_bytes the whole threshold as the kernel
    // worked it out when it was read (a little off the one now).
    k.bdi = { int64_t(3999 * kMiB), 100, 1 };
    c = DirtyCeiling::of(k);
    QCOMPARE(c.binding, DirtyCeiling::Binding::Global);
    QVERIFY(!c.deviceLimitAboveGlobal);
    QVERIFY(c.deviceBytes < 0);

    // FUSE: max_ratio 1 with strict_limit, on a kernel without max_bytes.
    k.bdi = { -1, 1, 1 };
    c = DirtyCeiling::of(k);
    QCOMPARE(c.binding, DirtyCeiling::Binding::Device);
    QCOMPARE(c.bytes, 30 * kMiB);

    // A memory cgroup of 1 GiB where 8 GiB are available: an eighth of the thresholds.
    k.bdi = {};
    k.cgroupMemoryMaxBytes = int64_t(1024 * kMiB);
    c = DirtyCeiling::of(k);
    QCOMPARE(c.binding, DirtyCeiling::Binding::Cgroup);
    QCOMPARE(c.bytes, 375 * kMiB);
    QCOMPARE(c.cgroupBytes, 375 * kMiB);

    // The lowest binds: the strict device limit below the cgroup's.
    k.bdi = { int64_t(40 * kMiB), 1, 1 };
    c = DirtyCeiling::of(k);
    QCOMPARE(c.binding, DirtyCeiling::Binding::Device);
    QCOMPARE(c.bytes, 30 * kMiB);

    // A cgroup larger than the memory there is does not bind; no thresholds, no ceiling.
    k.bdi = {};
    k.cgroupMemoryMaxBytes = int64_t(64 * 1024 * kMiB);
    QCOMPARE(DirtyCeiling::of(k).binding, DirtyCeiling::Binding::Global);
    k.vm.reset();
    QCOMPARE(DirtyCeiling::of(k).binding, DirtyCeiling::Binding::Unknown);
    QVERIFY(DirtyCeiling::of(k).bytes < 0);
}

// The same run against a device limited to 300 MiB with strict_limit: the ceiling comes at
// (300 - 200) / 40 = 2.5 s after 0, long before the global one.
void TestOutlook::bindingCeilingMovesTheProjection()
{
    SysProbe::Snapshot k = kernelWith(4000, 2000);
    k.bdi = { int64_t(400 * kMiB), 10, 1 };
    DirtyOutlook outlook(streams(4, 25), kBuffer, calibrated(60)); // 4 s: too short to measure D
    PageCache cache;
    cache.ceiling = DirtyCeiling::of(k);
    cache.dirtyMiB = 20;
    cache.deviceMiBs = [](double) { return 60.0; };
    cache.runTo(outlook, 4);
    const OutlookResult& r = outlook.result();
    QCOMPARE(r.ceiling.binding, DirtyCeiling::Binding::Device);
    QCOMPARE(r.state, OutlookResult::State::Filling);
    // 20 + 40 × 4 = 180 MiB: the 300 MiB ceiling in 3 s.
    QVERIFY2(within(r.ceilingAtS, 7, 0.05), qPrintable(QString::number(r.ceilingAtS)));
}

QTEST_GUILESS_MAIN(TestOutlook)
#include "tst_outlook.moc"
