// The outlook of a real-time run judged by the run's own data (issue 52): a device that also
// writes for someone else — a new ext4's lazy inode-table init, a second recorder — is not the
// run's progress. Page-cache models (SweepingKernel) replay what was seen on a loop device held
// to 10 MiB/s, with and without the run's own dirty and write-back pages in the ticks
// (cachestat of its files). No clock, no kernel.
#include "Capacity.h"
#include "CapacityReport.h"
#include "DirtyOutlook.h"
#include "OutlookFixtures.h"
#include "SweepingKernel.h"
#include "Units.h"
#include "Verdict.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QScopeGuard>
#include <QTest>
#include <cmath>

using namespace OutlookFixtures;

namespace {

// A new ext4 on a 10 MiB/s device: its lazy init writes 2 MiB in a tick every 2.5 s (0.8 MiB/s,
// zeroed past the throttle), 19 streams of 1 MiB/s arrive.
SweepingKernel lazyInitDevice(bool measuresRunData)
{
    SweepingKernel kernel;
    kernel.arrivalMiBs = 19;
    kernel.deviceMiBs = 10;
    kernel.burstMiB = 2;
    kernel.burstPeriodS = 2.5;
    kernel.measuresRunData = measuresRunData;
    return kernel;
}

} // namespace

class TestOutlookRunData : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void lazyInitIsNeverTheRunsProgress_data();
    void lazyInitIsNeverTheRunsProgress();
    void nothingIsSteadyInsideTheHoldByTheDevicesCounters();
    void caughtUpByTheRunsOwnData();
    void secondWriterIsNamedAndTheAnswerIsForTheRest();
    void measureFallsBackForTheWholePhase();
    void reportKeysRoundTrip();
    void capacityAnswerNamesTheOtherWriter();
    void pagesReadAfterTheCounterNeverRunBackwards();
    void capacityAnswerNeverQuotesARateBelowItsOwn();
    void newExt4ZeroingIsNeverSteady();
    void otherWriterFloorFollowsTheRun_data();
    void otherWriterFloorFollowsTheRun();
    void tenthOfASlowDiskIsNamed();
    void decimalUnitsThroughout();
};

// Seen on main at c288404: "sustains 19 streams … steady state after 2 s" on this device, while
// a real run of 19 streams lost 125 MiB. With the run's own data measured, or judged by the
// device's counters, no tick is steady, and once the run's data goes out the answer is that it
// will lose data.
void TestOutlookRunData::lazyInitIsNeverTheRunsProgress_data()
{
    QTest::addColumn<bool>("measuresRunData");
    QTest::newRow("page cache") << true;
    QTest::newRow("device counters") << false;
}

void TestOutlookRunData::lazyInitIsNeverTheRunsProgress()
{
    QFETCH(bool, measuresRunData);
    DirtyOutlook outlook(streams(19, 1), kBuffer, calibrated(9.96));
    SweepingKernel kernel = lazyInitDevice(measuresRunData);
    for (double t = 0.5; t <= 120; t += 0.5) {
        kernel.runTo(outlook, t);
        QVERIFY2(!outlook.result().steady(), qPrintable(QStringLiteral("steady at %1 s").arg(t)));
        QVERIFY2(outlook.result().caughtUpS < 0, qPrintable(QStringLiteral("caught up at %1 s").arg(t)));
    }
    const OutlookResult& r = outlook.result();
    QCOMPARE(r.state, OutlookResult::State::Filling);
    QVERIFY(r.projected());
    QCOMPARE(r.runData, measuresRunData ? RunDataMeasure::PageCache : RunDataMeasure::Device);
    // The run's data began to go out when the flusher found it expired, not with the lazy init.
    QVERIFY2(r.writebackBegunS >= 30, qPrintable(QString::number(r.writebackBegunS)));
}

// By the device's counters alone, a device that is ahead of the run and writes bursts for
// someone else (the lazy init of a fast disk) looks caught up at once; the run's oldest data is
// only written after the hold, so no tick before it is steady. After it, the run's data was
// written and the answer is steady.
void TestOutlookRunData::nothingIsSteadyInsideTheHoldByTheDevicesCounters()
{
    DirtyOutlook outlook(streams(8, 1), kBuffer, calibrated(400));
    SweepingKernel kernel;
    kernel.arrivalMiBs = 8;
    kernel.deviceMiBs = 400;
    kernel.burstMiB = 2;
    for (double t = 0.5; t < 35; t += 0.5) {
        kernel.runTo(outlook, t);
        QVERIFY2(!outlook.result().steady(), qPrintable(QStringLiteral("steady at %1 s").arg(t)));
    }
    QVERIFY(outlook.result().writebackBegunS < 0 || outlook.result().writebackBegunS >= 30);
    kernel.runTo(outlook, 50);
    QCOMPARE(outlook.result().state, OutlookResult::State::Steady);
    QCOMPARE(outlook.result().runData, RunDataMeasure::Device);
}

// 16 x 1 MiB/s on 20 MiB/s with the run's own data measured: the same answer as the device's
// counters give on a quiet device (tst_outlook caughtUpDeviceIsSteadyState), at the same time.
void TestOutlookRunData::caughtUpByTheRunsOwnData()
{
    DirtyOutlook outlook(streams(16, 1), kBuffer);
    SweepingKernel kernel;
    kernel.measuresRunData = true;
    kernel.runTo(outlook, 30);
    QCOMPARE(outlook.result().state, OutlookResult::State::Undecided);
    QVERIFY(outlook.result().writebackBegunS < 0);
    kernel.runTo(outlook, 50);
    QVERIFY2(std::fabs(outlook.result().writebackBegunS - 30.9) < 0.3,
        qPrintable(QString::number(outlook.result().writebackBegunS)));
    QVERIFY2(within(outlook.result().deviceTakesBps / kMiB, 20, 0.02),
        qPrintable(QString::number(outlook.result().deviceTakesBps / kMiB)));
    kernel.runTo(outlook, 60);
    const OutlookResult& r = outlook.result();
    QCOMPARE(r.state, OutlookResult::State::Steady);
    QCOMPARE(r.runData, RunDataMeasure::PageCache);
    QVERIFY2(r.steadySinceS >= 56 && r.steadySinceS <= 60, qPrintable(QString::number(r.steadySinceS)));
    QVERIFY2(r.otherWriterBps >= 0 && r.otherWriterBps < 0.05 * kMiB, qPrintable(QString::number(r.otherWriterBps)));
    QVERIFY(!r.otherWriterNamed());
}

// 8 x 1 MiB/s on 20 MiB/s beside a program writing 2 MiB/s straight to the device (O_DIRECT):
// the device never rests, so by its counters the run never looks caught up; by the run's own
// data it is, and the other writer is named with its rate.
void TestOutlookRunData::secondWriterIsNamedAndTheAnswerIsForTheRest()
{
    DirtyOutlook byDevice(streams(8, 1), kBuffer, calibrated(20));
    DirtyOutlook byRunData(streams(8, 1), kBuffer, calibrated(20));
    SweepingKernel quietCounters;
    quietCounters.arrivalMiBs = 8;
    quietCounters.otherMiBs = 2;
    SweepingKernel measured = quietCounters;
    measured.measuresRunData = true;
    quietCounters.runTo(byDevice, 90);
    measured.runTo(byRunData, 90);
    QVERIFY(!byDevice.result().steady());
    QCOMPARE(byDevice.result().otherWriterBps, -1.0);

    const OutlookResult& r = byRunData.result();
    QCOMPARE(r.state, OutlookResult::State::Steady);
    QVERIFY2(within(r.otherWriterBps / kMiB, 2, 0.1), qPrintable(QString::number(r.otherWriterBps / kMiB)));
    QVERIFY(r.otherWriterNamed());
    PhaseResult p;
    p.kind = PhaseKind::Write;
    p.outlook = r;
    const QString verdict = Verdict::outlookVerdict(p);
    QVERIFY2(verdict.startsWith(u"sustained in steady state") && verdict.contains(u"another writer uses ~2"),
        qPrintable(verdict));
    const QStringList lines = Verdict::outlookLines(p);
    QVERIFY2(lines.join(u'\n').contains(u"cachestat"), qPrintable(lines.join(u'\n')));
}

// A tick without the run's own figure (cachestat refused a file) and the phase is judged by the
// device's counters from then on, not by a mix of both.
void TestOutlookRunData::measureFallsBackForTheWholePhase()
{
    DirtyOutlook outlook(streams(16, 1), kBuffer);
    SweepingKernel kernel;
    kernel.measuresRunData = true;
    kernel.runTo(outlook, 10);
    QCOMPARE(outlook.result().runData, RunDataMeasure::PageCache);
    kernel.measuresRunData = false;
    kernel.runTo(outlook, 11);
    kernel.measuresRunData = true;
    kernel.runTo(outlook, 20);
    QCOMPARE(outlook.result().runData, RunDataMeasure::Device);
    QCOMPARE(outlook.result().otherWriterBps, -1.0);

    // Without cachestat, by the files' unplaced bytes (Linux 6.1 on ext4): the same model, the
    // measure named. A tick measured the other way is no measure of this phase.
    DirtyOutlook byDelalloc(streams(8, 1), kBuffer, calibrated(20));
    SweepingKernel delalloc;
    delalloc.arrivalMiBs = 8;
    delalloc.otherMiBs = 2;
    delalloc.measuresRunData = true;
    delalloc.measure = RunDataMeasure::Delalloc;
    delalloc.runTo(byDelalloc, 90);
    QCOMPARE(byDelalloc.result().runData, RunDataMeasure::Delalloc);
    QVERIFY(byDelalloc.result().steady());
    QVERIFY(byDelalloc.result().otherWriterNamed());
    PhaseResult phase;
    phase.outlook = byDelalloc.result();
    const QString lines = Verdict::outlookLines(phase).join(u'\n');
    QVERIFY2(lines.contains(u"FIEMAP"), qPrintable(lines));
    delalloc.measure = RunDataMeasure::PageCache;
    delalloc.runTo(byDelalloc, 91);
    delalloc.measure = RunDataMeasure::Delalloc;
    delalloc.runTo(byDelalloc, 100);
    QCOMPARE(byDelalloc.result().runData, RunDataMeasure::Device);
}

void TestOutlookRunData::reportKeysRoundTrip()
{
    for (RunDataMeasure m : { RunDataMeasure::Device, RunDataMeasure::PageCache, RunDataMeasure::Delalloc }) {
        bool ok = false;
        QCOMPARE(runDataMeasureFromKey(runDataMeasureKey(m), &ok), m);
        QVERIFY(ok);
    }
    bool ok = true;
    runDataMeasureFromKey(QStringLiteral("fiemap"), &ok);
    QVERIFY(!ok);
}

// A capacity step that reached steady state beside another writer: the answer says so and that
// it is for what the other writer left; the search's report keeps both the measure and the rate.
void TestOutlookRunData::capacityAnswerNamesTheOtherWriter()
{
    DirtyOutlook outlook(streams(8, 1), kBuffer, calibrated(20));
    SweepingKernel kernel;
    kernel.arrivalMiBs = 8;
    kernel.otherMiBs = 2;
    kernel.measuresRunData = true;
    kernel.runTo(outlook, 90);
    QVERIFY(outlook.result().steady());

    RunReport run;
    run.config.ratesBytesPerSec = { kMiB };
    TargetResult target;
    PassResult pass;
    PhaseResult write;
    write.kind = PhaseKind::Write;
    write.outlook = outlook.result();
    pass.phases.append(write);
    target.passes.append(pass);
    run.targets.append(target);
    CapacityStep step;
    step.streams = 8;
    step.sustained = true;
    CapacitySearch::applyOutlook(step, run, 0, int(OutlookResult::State::Steady), 60, -1, -1, -1, -1, 90, -1);
    QCOMPARE(step.verdict, CapacityStep::Verdict::Steady);
    QCOMPARE(step.runData, RunDataMeasure::PageCache);
    QVERIFY2(within(step.otherWriterMiBs, 2, 0.1), qPrintable(QString::number(step.otherWriterMiBs)));

    CapacityReport report;
    report.config.ratesBytesPerSec = { kMiB };
    report.config.bufferBytes = 4 << 20;
    report.config.durationNs = 60'000'000'000;
    report.config.targetDirs = { QStringLiteral("/tmp") };
    report.startedAt = QDateTime::currentDateTime();
    report.result.steps = { step };
    report.result.sustainedStreams = 8;
    CapacitySearch::settleBasis(report.result);
    QLocale::setDefault(QLocale::c());
    const QString text = CapacitySearch::sentence(report.config, report.result);
    QVERIFY2(text.contains(u"long-term") && text.contains(u"Another writer used ~2"), qPrintable(text));

    QString error;
    const auto back = CapacityReport::fromJson(report.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->result.steps.at(0).runData, RunDataMeasure::PageCache);
    QVERIFY(qFuzzyCompare(back->result.steps.at(0).otherWriterMiBs, step.otherWriterMiBs));
    QJsonObject o = report.toJson();
    QJsonArray steps = o.value(QLatin1String("steps")).toArray();
    QJsonObject first = steps.at(0).toObject();
    first[QLatin1String("run_data")] = QStringLiteral("guess");
    steps[0] = first;
    o[QLatin1String("steps")] = steps;
    QVERIFY(!CapacityReport::fromJson(o, &error));
    QVERIFY2(error.contains(u"run_data"), qPrintable(error));
}

// The writer's counter is read a moment before its files' pages: a block written in between
// shows more cached than written. Seen on a real run as "device -0.01 MiB/s (-0.05 to 0.05)":
// the run's data leaving the page cache never runs backwards.
void TestOutlookRunData::pagesReadAfterTheCounterNeverRunBackwards()
{
    DirtyOutlook outlook(streams(3, 1), kBuffer, calibrated(10));
    for (int i = 1; i <= 300; ++i) {
        DirtyOutlook::Tick tick;
        tick.timeS = i * kTick;
        tick.writtenBytes = 3 * kMiB * tick.timeS;
        // Nothing written back yet; every third tick sees the next 64 KiB block already cached.
        tick.runCachedBytes = tick.writtenBytes + (i % 3 == 0 ? 64 * 1024 : 0);
        tick.deviceBps = 0;
        tick.dirtyBytes = tick.runCachedBytes;
        tick.ceiling = DirtyCeiling::of(kernelWith(4000, 2000));
        outlook.add(tick);
        QVERIFY2(outlook.result().deviceBps <= 0 || outlook.result().deviceLowBps >= 0,
            qPrintable(QString::number(outlook.result().deviceLowBps)));
    }
    const OutlookResult& r = outlook.result();
    QVERIFY2(r.deviceBps >= 0 && r.deviceLowBps >= 0, qPrintable(QString::number(r.deviceLowBps)));
    QVERIFY(r.writebackBegunS < 0);
}

// Seen on a new ext4 at scaled rates: "sustains 2 streams of 0.06 MiB/s long-term … the device
// takes ~0.06 MiB/s, measured in the run" — the figure of a step taken during a burst of the
// lazy init. The answer does not quote a rate below its own arrivals.
void TestOutlookRunData::capacityAnswerNeverQuotesARateBelowItsOwn()
{
    RunConfig config;
    config.ratesBytesPerSec = { 64 * 1024.0 };
    config.bufferBytes = 256 * 1024;
    CapacityResult result;
    CapacityStep one;
    one.streams = 1;
    one.sustained = true;
    one.verdict = CapacityStep::Verdict::Steady;
    one.deviceBasis = DeviceBasis::Measured;
    one.deviceMiBs = 0.063;
    CapacityStep two = one;
    two.streams = 2;
    two.deviceBasis = DeviceBasis::Calibrated;
    two.deviceMiBs = 0.070;
    result.steps = { one, two };
    result.sustainedStreams = 2;
    result.deviceTakesMiBs = 0.063;
    result.deviceBasis = DeviceBasis::Measured;
    CapacitySearch::settleBasis(result);
    QLocale::setDefault(QLocale::c());
    const QString text = CapacitySearch::sentence(config, result);
    QVERIFY2(text.contains(u"sustains 2 stream") && text.contains(u"varied too much for one figure")
            && !text.contains(u"the device takes"),
        qPrintable(text));
    // Where the figure covers the arrivals, it is quoted as before.
    result.deviceTakesMiBs = 0.5;
    const QString covered = CapacitySearch::sentence(config, result);
    QVERIFY2(covered.contains(u"the device takes ~0.50 MiB/s"), qPrintable(covered));
}

// A capacity search on a new ext4 answered "7 streams long-term", steady after 54 s between two
// bursts of the lazy init, and a 70 s run of 7 streams then lost data (tst_capacityproof): while
// the zeroing runs beside the run, nothing is steady, in the run's verdict or a search's answer.
void TestOutlookRunData::newExt4ZeroingIsNeverSteady()
{
    DirtyOutlook::Params params = calibrated(400);
    params.ext4Zeroing = true;
    DirtyOutlook outlook(streams(8, 1), kBuffer, params);
    SweepingKernel kernel;
    kernel.arrivalMiBs = 8;
    kernel.deviceMiBs = 400;
    kernel.measuresRunData = true;
    kernel.runTo(outlook, 90);
    const OutlookResult& r = outlook.result();
    QCOMPARE(r.state, OutlookResult::State::Undecided);
    QVERIFY(r.ext4Zeroing);
    QVERIFY(std::isnan(r.runAtLeastS));
    PhaseResult p;
    p.kind = PhaseKind::Write;
    p.outlook = r;
    const QString verdict = Verdict::outlookVerdict(p);
    QVERIFY2(
        verdict.contains(u"cannot tell whether it holds while a new ext4 zeroes") && !verdict.contains(u"run at least"),
        qPrintable(verdict));
    QVERIFY(Verdict::outlookLines(p).join(u'\n').contains(u"no answer until it is done"));

    // The same model without the zeroing is steady: the flag alone makes the difference.
    DirtyOutlook quiet(streams(8, 1), kBuffer, calibrated(400));
    SweepingKernel quietKernel = kernel;
    quietKernel.t = 0;
    quietKernel.writtenMiB = quietKernel.onDeviceMiB = quietKernel.sweepToMiB = 0;
    quietKernel.oldestDirtyS = -1;
    quietKernel.nextLookS = 1;
    quietKernel.runTo(quiet, 90);
    QCOMPARE(quiet.result().state, OutlookResult::State::Steady);

    RunReport run;
    TargetResult target;
    PassResult pass;
    pass.phases.append(p);
    target.passes.append(pass);
    run.targets.append(target);
    CapacityStep step;
    step.streams = 8;
    step.sustained = true;
    CapacitySearch::applyOutlook(step, run, 0, int(r.state), -1, -1, -1, -1, -1, 90, -1);
    QCOMPARE(step.verdict, CapacityStep::Verdict::Sustained);
    QVERIFY(step.ext4Zeroing);
    CapacityResult result;
    result.steps = { step };
    result.sustainedStreams = 8;
    CapacitySearch::settleBasis(result);
    RunConfig config;
    config.ratesBytesPerSec = { kMiB };
    QLocale::setDefault(QLocale::c());
    const QString text = CapacitySearch::sentence(config, result);
    QVERIFY2(text.contains(u"ext4lazyinit") && !text.contains(u"long-term ("), qPrintable(text));
    QString error;
    const auto back = CapacityReport::stepFromJson(CapacityReport::stepToJson(step), &error);
    QVERIFY2(back && back->ext4Zeroing, qPrintable(error));
}

// What counts as another writer: more than the run's own journal and metadata (measured 6 KiB/s
// for 6 streams on a quiet 10 MiB/s ext4) and more than a twentieth of the arrivals. Until the
// floor followed the run it was 256 KiB/s, which hid a tenth of a 640 KiB/s disk.
void TestOutlookRunData::otherWriterFloorFollowsTheRun_data()
{
    QTest::addColumn<int>("streamCount");
    QTest::addColumn<double>("arrivalKiBs");
    QTest::addColumn<double>("otherKiBs");
    QTest::addColumn<bool>("named");
    QTest::newRow("quiet ext4, 6 x 1 MiB/s") << 6 << 6144.0 << 6.4 << false;
    QTest::newRow("a tenth of 10 MiB/s") << 6 << 6144.0 << 1024.0 << true;
    QTest::newRow("below a twentieth of the arrivals") << 6 << 6144.0 << 300.0 << false;
    QTest::newRow("a tenth of 640 KiB/s, 8 streams") << 8 << 512.0 << 64.0 << true;
    QTest::newRow("own metadata of 8 streams") << 8 << 512.0 << 30.0 << false;
    QTest::newRow("200 streams' own metadata") << 200 << 200.0 * 64 << 400.0 << false;
    QTest::newRow("not measured") << 8 << 512.0 << -1.0 << false;
}

void TestOutlookRunData::otherWriterFloorFollowsTheRun()
{
    QFETCH(int, streamCount);
    QFETCH(double, arrivalKiBs);
    QFETCH(double, otherKiBs);
    QFETCH(bool, named);
    OutlookResult r;
    r.streams = streamCount;
    r.arrivalBps = arrivalKiBs * 1024;
    r.otherWriterBps = otherKiBs < 0 ? -1 : otherKiBs * 1024;
    QCOMPARE(r.otherWriterNamed(), named);
}

// tst_capacityproof's scale (sixteen times down): 6 streams of 64 KiB/s on a 640 KiB/s device
// beside a program writing 64 KiB/s. The run is steady by its own data, and the other writer is
// named with its rate — also in the report read back, whose phase gives the stream count.
void TestOutlookRunData::tenthOfASlowDiskIsNamed()
{
    DirtyOutlook outlook(streams(6, 1.0 / 16), kBuffer, calibrated(10.0 / 16));
    SweepingKernel kernel;
    kernel.arrivalMiBs = 6.0 / 16;
    kernel.deviceMiBs = 10.0 / 16;
    kernel.otherMiBs = 1.0 / 16;
    kernel.measuresRunData = true;
    kernel.runTo(outlook, 120);
    const OutlookResult& r = outlook.result();
    QVERIFY2(r.state == OutlookResult::State::Steady,
        qPrintable(QStringLiteral("state %1, write-back begun %2 s, caught up %3 s, run at least %4 s")
                       .arg(int(r.state))
                       .arg(r.writebackBegunS)
                       .arg(r.caughtUpS)
                       .arg(r.runAtLeastS)));
    QCOMPARE(r.streams, 6);
    QVERIFY2(within(r.otherWriterBps / 1024, 64, 0.5), qPrintable(QString::number(r.otherWriterBps / 1024)));
    QVERIFY(r.otherWriterNamed());
    PhaseResult p;
    p.kind = PhaseKind::Write;
    p.streams = 6;
    p.outlook = r;
    QVERIFY2(Verdict::outlookVerdict(p).contains(u"another writer uses ~0.06 MiB/s"),
        qPrintable(Verdict::outlookVerdict(p)));

    RunReport run;
    run.config.ratesBytesPerSec = { kMiB / 16 };
    TargetResult target;
    PassResult pass;
    pass.streams = 6;
    pass.phases.append(p);
    target.passes.append(pass);
    run.targets.append(target);
    QString error;
    const std::optional<RunReport> back = RunReport::fromJson(run.toJsonBytes(), &error);
    QVERIFY2(back, qPrintable(error));
    const PhaseResult* write = back->targets.front().passes.front().phase(PhaseKind::Write);
    QVERIFY(write && write->outlook);
    QCOMPARE(write->outlook->streams, 6);
    QVERIFY(write->outlook->otherWriterNamed());
}

// --units MB: every rate of the verdict and its lines in MB/s, the streams' own and the slope of
// the run's cached data too (they said "2 streams × 1.00 MiB/s" and "(+2 MiB/s)" among MB/s,
// issue 37 item 12).
void TestOutlookRunData::decimalUnitsThroughout()
{
    DirtyOutlook outlook(streams(2, 1), kBuffer, calibrated(20));
    SweepingKernel kernel;
    kernel.arrivalMiBs = 2;
    kernel.measuresRunData = true;
    kernel.runTo(outlook, 20);
    RunConfig config;
    config.ratesBytesPerSec = { kMiB };
    PassResult pass;
    pass.streams = 2;
    PhaseResult write;
    write.kind = PhaseKind::Write;
    write.streams = 2;
    write.outlook = outlook.result();
    pass.phases.append(write);
    Units::setRateUnit(Units::RateUnit::MB);
    const auto restore = qScopeGuard([] { Units::setRateUnit(Units::RateUnit::MiB); });
    const QString verdict = realTimeVerdict(config, pass);
    const QString lines = Verdict::outlookLines(write).join(u'\n');
    for (const QString& text : { verdict, lines }) {
        QVERIFY2(!text.contains(u"MiB/s"), qPrintable(text));
        QVERIFY2(text.contains(u"MB/s"), qPrintable(text));
    }
    QVERIFY2(verdict.contains(u" × 1.05 MB/s: "), qPrintable(verdict));
}

QTEST_GUILESS_MAIN(TestOutlookRunData)
#include "tst_outlookrundata.moc"
