// CapacityWatch decides a capacity step from the sampler's ticks: these feed it series made
// from known arrival, writer and device rates and buffer fills, and check each verdict, the
// device rate it reports and the projected overrun time (within 5 %), including a series whose
// slope changes partway, where a projection from the whole run's average would be far off.
#include "Capacity.h"
#include "CapacityPlan.h"
#include "CapacityReport.h"
#include "CapacityWatch.h"

#include <QJsonArray>
#include <QTest>
#include <cmath>
#include <functional>

namespace {
constexpr double kTick = 0.1; // the sampler's default tick, s

struct Tick {
    double written;
    double device;
    double fill;
};

// Feeds `seconds` of ticks (t from 0) made by `at`; returns the decision and when it came.
std::pair<CapacityWatch::Decision, double> feed(
    CapacityWatch& watch, double seconds, const std::function<Tick(double t, int i)>& at)
{
    int i = 0;
    for (double t = 0; t <= seconds; t += kTick, ++i) {
        const Tick k = at(t, i);
        const auto d = watch.add(t, k.written, k.device, k.fill, false);
        if (d != CapacityWatch::Decision::Undecided)
            return { d, t };
    }
    return { CapacityWatch::Decision::Undecided, seconds };
}

// A small deterministic wobble, like a device line that moves by a block or two per tick.
double wobble(int i, double amplitude)
{
    return amplitude * std::sin(double(i) * 2.3);
}
} // namespace

namespace {
// A search of 1 MiB/s streams with 4 MiB buffers for 60 s in /tmp, with no steps yet.
CapacityReport emptyReport()
{
    CapacityReport report;
    report.config.ratesBytesPerSec = { 1024.0 * 1024 };
    report.config.bufferBytes = 4 << 20;
    report.config.durationNs = 60'000'000'000;
    report.config.targetDirs = { QStringLiteral("/tmp") };
    report.startedAt = QDateTime::currentDateTime();
    return report;
}
} // namespace

class TestCapacityWatch : public QObject {
    Q_OBJECT
private slots:
    void steadyWhenTheDeviceKeepsUp();
    void undecidedWhileThePageCacheAbsorbs();
    void undecidedWithoutADeviceLine();
    void projectedWhenTheWriterFallsBehind();
    void projectionFollowsTheSlopeAfterItChanges();
    void overrunDecidesAtOnce();
    void basisOfTheAnswer();
    void reportKeepsVerdictsAndBasis();
    void unreadInputGivesNoAnswerOnTheCount();
    void planFollowsTheDeviceRateMeasured();
    void planMovesDownWhenTheCalibrationReadsHigh();
    void planHandsOverWhenTheDeviceIsFaster();
    void planWithoutASteadyStepAnswersSoFar();
};

namespace {
constexpr double kMiBs = 1024.0 * 1024.0;

// A step as the outlook judged it, the device's rate measured in it (or, -1, only calibrated).
CapacityStep judged(int streams, CapacityStep::Verdict verdict, double measuredMiBs = -1)
{
    CapacityStep s;
    s.streams = streams;
    s.verdict = verdict;
    s.sustained = verdict == CapacityStep::Verdict::Steady || verdict == CapacityStep::Verdict::Sustained;
    s.deviceBasis = measuredMiBs > 0 ? DeviceBasis::Measured : DeviceBasis::Calibrated;
    s.deviceMiBs = measuredMiBs;
    return s;
}

// Runs a plan against `judge` (the count -> its step); returns the counts it tried.
QList<int> walk(CapacityPlan& plan, const std::function<CapacityStep(int)>& judge)
{
    QList<int> tried;
    while (const std::optional<int> n = plan.next()) {
        tried.append(*n);
        plan.record(judge(*n));
        if (tried.size() > 20)
            break; // a plan that never ends fails below
    }
    return tried;
}
} // namespace

// The search on ext4 throttled to 20 MiB/s with the kernel's defaults (measured): the calibration
// read 23 MiB/s, 19 streams held 90 s without a steady state at a measured 19.9 MiB/s, 14 were
// steady, 21 were projected to lose data. The plan tries the calibration's guarded count, steps
// down from the undecided one, projects the first count a tenth above the measured rate, and
// then tries the highest count between that the guard still lets it measure.
void TestCapacityWatch::planFollowsTheDeviceRateMeasured()
{
    CapacityPlan plan(23 * kMiBs, 1 * kMiBs);
    const QList<int> tried = walk(plan, [](int n) {
        if (n >= 21)
            return judged(n, CapacityStep::Verdict::ProjectedOverrun, 19.5);
        if (n >= 17)
            return judged(n, CapacityStep::Verdict::Sustained, 19.9); // too close to call
        return judged(n, CapacityStep::Verdict::Steady, 19.5);
    });
    QCOMPARE(tried, QList<int>({ 19, 14, 22, 16 }));
    QCOMPARE(plan.lastGood(), 16);
    QCOMPARE(plan.answer(), 16);
    QCOMPARE(plan.firstBad(), 22);
    QCOMPARE(plan.deviceBasis(), DeviceBasis::Measured);
    QCOMPARE(plan.deviceBps(), 19.5 * kMiBs);
    QCOMPARE(plan.tooCloseFrom(), 17);
    QCOMPARE(plan.tooCloseTo(), 21);
    QVERIFY(!plan.handsOver());

    // Scaled down sixteen times (64 KiB/s streams, a 1.25 MiB/s throttle, measured): the steady
    // step measured the device low between the flusher's sweeps (1.135 MiB/s), so the first
    // count past it was too close to call (1.218 MiB/s measured there); the plan goes a tenth
    // further out.
    CapacityPlan scaled(1.25 * kMiBs, 64 * 1024.0);
    const QList<int> scaledTried = walk(scaled, [](int n) {
        if (n >= 22)
            return judged(n, CapacityStep::Verdict::ProjectedOverrun, 1.22);
        if (n >= 18)
            return judged(n, CapacityStep::Verdict::Sustained, 1.218);
        return judged(n, CapacityStep::Verdict::Steady, 1.135);
    });
    QCOMPARE(scaledTried, QList<int>({ 16, 20, 22 }));
    QCOMPARE(scaled.answer(), 16);
    QCOMPARE(scaled.firstBad(), 22);
    QCOMPARE(scaled.tooCloseFrom(), 17);
    QCOMPARE(scaled.tooCloseTo(), 21);
}

// A calibration far above the device (a write cache, a burst allowance): the first count fails
// by the rate it measured, and the plan moves down by that rate, not by halves.
void TestCapacityWatch::planMovesDownWhenTheCalibrationReadsHigh()
{
    CapacityPlan plan(30 * kMiBs, 1 * kMiBs);
    const QList<int> tried = walk(plan, [](int n) {
        return n * 1.0 > 11.5 ? judged(n, CapacityStep::Verdict::ProjectedOverrun, 12)
                              : judged(n, CapacityStep::Verdict::Steady, 12);
    });
    QCOMPARE(tried, QList<int>({ 25, 10 }));
    QCOMPARE(plan.answer(), 10);
    QCOMPARE(plan.firstBad(), 25);
    // 11 to 24 were not decided: 11 is past the guard at 12 MiB/s, and the plan does not spend
    // steps on counts it cannot measure.
    QCOMPARE(plan.tooCloseFrom(), 11);
    QCOMPARE(plan.tooCloseTo(), 24);
    // Judged by the calibration alone, a failing count lowers the estimate by twice the guard.
    CapacityPlan byCalibration(30 * kMiBs, 1 * kMiBs);
    QCOMPARE(byCalibration.next(), std::optional<int>(25));
    byCalibration.record(judged(25, CapacityStep::Verdict::ProjectedOverrun));
    QCOMPARE(byCalibration.deviceBps(), 18 * kMiBs);
    QCOMPARE(byCalibration.deviceBasis(), DeviceBasis::Calibrated);
    QCOMPARE(byCalibration.next(), std::optional<int>(15));

    // The first count past the device failing by the calibration is what was expected of it:
    // the device's figure stays what the steady step measured.
    CapacityPlan expected(10 * kMiBs, 1 * kMiBs);
    QCOMPARE(expected.next(), std::optional<int>(8));
    expected.record(judged(8, CapacityStep::Verdict::Steady, 9.5));
    QCOMPARE(expected.next(), std::optional<int>(11));
    expected.record(judged(11, CapacityStep::Verdict::ProjectedOverrun));
    QCOMPARE(expected.deviceBps(), 9.5 * kMiBs);
    QCOMPARE(expected.deviceBasis(), DeviceBasis::Measured);
    QCOMPARE(expected.next(), std::nullopt);
    QCOMPARE(expected.answer(), 8);
    QCOMPARE(expected.tooCloseFrom(), 9);
    QCOMPARE(expected.tooCloseTo(), 10);
}

// A device that takes far more than its calibration said: the first count above the old
// estimate was steady too, so the plan hands the search over to doubling from there.
void TestCapacityWatch::planHandsOverWhenTheDeviceIsFaster()
{
    CapacityPlan plan(10 * kMiBs, 1 * kMiBs);
    const QList<int> tried = walk(plan, [](int n) { return judged(n, CapacityStep::Verdict::Steady, 40); });
    QCOMPARE(tried, QList<int>({ 8, 45 }));
    QCOMPARE(plan.answer(), 45);
    QCOMPARE(plan.firstBad(), 0);
    QVERIFY(plan.handsOver());
}

// No count reached a steady state (each ran its cap undecided): the answer is the most that
// held, "so far", and nothing is handed over or called too close.
void TestCapacityWatch::planWithoutASteadyStepAnswersSoFar()
{
    CapacityPlan plan(10 * kMiBs, 1 * kMiBs);
    const QList<int> tried = walk(plan, [](int n) { return judged(n, CapacityStep::Verdict::Sustained); });
    QCOMPARE(tried, QList<int>({ 8, 6, 4, 3 }));
    QCOMPARE(plan.lastGood(), 0);
    QCOMPARE(plan.answer(), 8);
    QCOMPARE(plan.firstBad(), 0);
    QCOMPARE(plan.tooCloseFrom(), 0);
    QVERIFY(!plan.handsOver());
}

void TestCapacityWatch::steadyWhenTheDeviceKeepsUp()
{
    CapacityWatch watch(4.0);
    const auto [d, t] = feed(watch, 60, [](double, int i) {
        return Tick { 4.0 + wobble(i, 0.3), 4.0 + wobble(i + 1, 0.3), 3 + wobble(i, 1.5) };
    });
    QCOMPARE(d, CapacityWatch::Decision::Steady);
    // The first full window after settling, not later.
    QVERIFY2(t <= CapacityWatch::kSettleS + CapacityWatch::kWindowS + 1, qPrintable(QString::number(t)));
    QVERIFY(std::abs(watch.deviceMiBs() - 4.0) < 0.1);
    QCOMPARE(watch.projectedOverrunS(), -1.0);

    // Writeback in bursts, as the flusher does it below a small dirty limit: nothing for 1.5 s,
    // then four times the rate for 0.5 s. The page cache saw-tooths but does not grow.
    CapacityWatch bursts(1.0);
    const auto [b, bt] = feed(bursts, 60, [](double, int i) { return Tick { 1.0, i % 20 < 15 ? 0.0 : 4.0, 5 }; });
    QCOMPARE(b, CapacityWatch::Decision::Steady);
    QVERIFY(bt < 15);
    QVERIFY(std::abs(bursts.deviceMiBs() - 1.0) < 0.25);
}

void TestCapacityWatch::undecidedWhileThePageCacheAbsorbs()
{
    // The writer keeps up, the device writes nothing yet (dirty data below the flusher's
    // threshold): nothing says whether the device could keep up, so no verdict.
    CapacityWatch watch(8.0);
    const auto [d, t] = feed(watch, 60, [](double, int i) { return Tick { 8.0 + wobble(i, 0.2), 0, 2 }; });
    QCOMPARE(d, CapacityWatch::Decision::Undecided);
    // The device writing half of what arrives, buffers flat: the page cache grows, still no verdict.
    CapacityWatch half(8.0);
    QCOMPARE(feed(half, 60,
                 [](double, int) {
                     return Tick { 8.0, 4.0, 2 };
                 })
                 .first,
        CapacityWatch::Decision::Undecided);
    QVERIFY(std::abs(half.deviceMiBs() - 4.0) < 0.01);
}

void TestCapacityWatch::undecidedWithoutADeviceLine()
{
    CapacityWatch watch(2.0);
    QCOMPARE(feed(watch, 30,
                 [](double, int) {
                     return Tick { 2.0, std::nan(""), 1 };
                 })
                 .first,
        CapacityWatch::Decision::Undecided);
    QVERIFY(std::isnan(watch.deviceMiBs()));
}

void TestCapacityWatch::projectedWhenTheWriterFallsBehind()
{
    // 5 streams × 1 MiB/s, the device (and so the held-back writer) at 4.5 MiB/s, 4 MiB
    // buffers: each fills at 0.1 MiB/s = 2.5 %/s from 4 %, so the first overflows at 38.4 s.
    CapacityWatch watch(5.0);
    const auto [d, t] = feed(watch, 60, [](double t, int i) {
        return Tick { 4.5 + wobble(i, 0.4), 4.5 + wobble(i + 2, 0.4), 4 + 2.5 * t + wobble(i, 1.6) };
    });
    QCOMPARE(d, CapacityWatch::Decision::ProjectedOverrun);
    QVERIFY(t < 10);
    const double truth = 96 / 2.5;
    QVERIFY2(std::abs(watch.projectedOverrunS() - truth) <= 0.05 * truth,
        qPrintable(QString::number(watch.projectedOverrunS())));
    QVERIFY(watch.projectedOverrunLowS() <= watch.projectedOverrunS());
    QVERIFY(watch.projectedOverrunHighS() >= watch.projectedOverrunS());
    QVERIFY(std::abs(watch.deviceMiBs() - 4.5) < 0.2);
}

void TestCapacityWatch::projectionFollowsTheSlopeAfterItChanges()
{
    // For 20 s the page cache takes everything (buffers flat at 2 %, the device behind); then
    // it is full and the writer is held to the device's 4.5 MiB/s: the fullest buffer rises
    // at 2.5 %/s from 2 %, overflowing at 20 + 98 / 2.5 = 59.2 s. The whole run's average
    // slope at the decision would put it minutes later.
    CapacityWatch watch(5.0);
    const auto [d, t] = feed(watch, 120, [](double t, int i) {
        if (t < 20)
            return Tick { 5.0 + wobble(i, 0.2), 4.5 + wobble(i + 1, 0.2), 2 + wobble(i, 1) };
        return Tick { 4.5 + wobble(i, 0.2), 4.5 + wobble(i + 1, 0.2), 2 + 2.5 * (t - 20) + wobble(i, 1) };
    });
    QCOMPARE(d, CapacityWatch::Decision::ProjectedOverrun);
    QVERIFY2(t > 20 && t < 30, qPrintable(QString::number(t)));
    const double truth = 20 + 98 / 2.5;
    QVERIFY2(std::abs(watch.projectedOverrunS() - truth) <= 0.05 * truth,
        qPrintable(QString::number(watch.projectedOverrunS())));
    const double fillAtDecision = 2 + 2.5 * (t - 20);
    const double wholeRunSlope = (fillAtDecision - 2) / t;
    QVERIFY(std::abs(t + (100 - fillAtDecision) / wholeRunSlope - truth) > 0.05 * truth);
}

void TestCapacityWatch::overrunDecidesAtOnce()
{
    CapacityWatch watch(3.0);
    QCOMPARE(watch.add(0, 3, 3, 10, false), CapacityWatch::Decision::Undecided);
    QCOMPARE(watch.add(0.1, 3, 3, 40, true), CapacityWatch::Decision::Overrun);
    QCOMPARE(watch.add(0.2, 3, 3, 0, false), CapacityWatch::Decision::Overrun);
    // A confirming step runs on after the decision: its length grows, the decision's time stays.
    QCOMPARE(watch.add(5.0, 3, 3, 0, false), CapacityWatch::Decision::Overrun);
    QCOMPARE(watch.decidedAtS(), 0.1);
    QCOMPARE(watch.elapsedS(), 5.0);
    QCOMPARE(watch.recordingDeviceMiBs(), 3.0);
}

void TestCapacityWatch::basisOfTheAnswer()
{
    auto step = [](int n, CapacityStep::Verdict v, double device) {
        CapacityStep s;
        s.streams = n;
        s.verdict = v;
        s.sustained = v == CapacityStep::Verdict::Steady || v == CapacityStep::Verdict::Sustained;
        s.deviceMiBs = device;
        s.projectedOverrunS = 40;
        s.projectedOverrunLowS = 35;
        s.projectedOverrunHighS = 47;
        return s;
    };
    CapacityResult r;
    r.sustainedStreams = 4;
    r.firstFailingStreams = 5;
    r.steps = { step(4, CapacityStep::Verdict::Steady, 4.02), step(8, CapacityStep::Verdict::Overran, 4.5),
        step(5, CapacityStep::Verdict::ProjectedOverrun, 4.48) };
    CapacitySearch::settleBasis(r);
    QCOMPARE(r.basis, CapacityResult::Basis::Projected);
    QCOMPARE(r.sustainedDeviceMiBs, 4.02);
    RunConfig config;
    config.ratesBytesPerSec = { 1024.0 * 1024 };
    config.bufferBytes = 4 << 20;
    config.durationNs = 60'000'000'000;
    QLocale::setDefault(QLocale::c());
    const QString text = CapacitySearch::sentence(config, r);
    // Steady with 4, projected with 5: the long-term count, the device's rate it rests on, and
    // when 5 would lose data, with the range.
    QVERIFY2(text.contains(QLatin1String("sustains 4 stream(s) of 1.00 MiB/s long-term")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("4.0 MiB/s")), qPrintable(text));
    QVERIFY2(text.contains(u"With 5 stream(s) the writer falls behind and would lose data after ~40 s "
                           u"(range 35 s\u201347 s)."),
        qPrintable(text));
    // A range that is one value as written is written once; no upper bound reads "at the earliest".
    r.steps[2].projectedOverrunLowS = 40.2;
    r.steps[2].projectedOverrunHighS = 39.8;
    QVERIFY2(CapacitySearch::sentence(config, r).contains(QLatin1String("would lose data after ~40 s.")),
        qPrintable(CapacitySearch::sentence(config, r)));
    r.steps[2].projectedOverrunHighS = -1;
    QVERIFY2(CapacitySearch::sentence(config, r).contains(QLatin1String("after ~40 s (at the earliest 40 s).")),
        qPrintable(CapacitySearch::sentence(config, r)));
    // Counts left untried next to the device's rate are named.
    r.tooCloseFrom = 5;
    r.tooCloseTo = 5;
    QVERIFY2(CapacitySearch::sentence(config, r).contains(QLatin1String("5 streams are too close to what the device")),
        qPrintable(CapacitySearch::sentence(config, r)));
    r.tooCloseTo = 7;
    QVERIFY2(CapacitySearch::sentence(config, r).contains(QLatin1String("5 to 7 streams are too close")),
        qPrintable(CapacitySearch::sentence(config, r)));
    r.tooCloseFrom = r.tooCloseTo = 0;
    r.steps[2].projectedOverrunLowS = 35;
    r.steps[2].projectedOverrunHighS = 47;

    r.steps[2] = step(5, CapacityStep::Verdict::Overran, 4.5);
    CapacitySearch::settleBasis(r);
    QCOMPARE(r.basis, CapacityResult::Basis::SteadyState);
    QVERIFY(CapacitySearch::sentence(config, r).contains(QLatin1String("steady state")));
    r.steps[0] = step(4, CapacityStep::Verdict::Sustained, 1.0);
    CapacitySearch::settleBasis(r);
    QCOMPARE(r.basis, CapacityResult::Basis::Duration);
    QVERIFY(CapacitySearch::sentence(config, r).contains(QLatin1String("sustained so far")));
}

// Steps that held while /proc/vmstat could not be read: the answer says they held and that
// nothing more is known, never "long-term" or "cannot tell yet: run at least"; the search's
// report keeps which input it was.
void TestCapacityWatch::unreadInputGivesNoAnswerOnTheCount()
{
    CapacityReport report = emptyReport();
    CapacityStep held;
    held.streams = 8;
    held.sustained = true;
    held.verdict = CapacityStep::Verdict::Sustained;
    held.decidedAfterS = 60;
    held.unreadInputs = SysProbe::UnreadVmstat;
    report.result.steps = { held };
    report.result.sustainedStreams = 8;
    CapacitySearch::settleBasis(report.result);
    QCOMPARE(report.result.basis, CapacityResult::Basis::Duration);
    QLocale::setDefault(QLocale::c());
    const QString text = CapacitySearch::sentence(report.config, report.result);
    QVERIFY2(text.contains(u"no answer on whether it holds, as the kernel's dirty thresholds (/proc/vmstat) could "
                           u"not be read")
            && !text.contains(u"long-term") && !text.contains(u"run at least"),
        qPrintable(text));
    QString error;
    const auto back = CapacityReport::fromJson(report.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->result.steps.at(0).unreadInputs, uint8_t(SysProbe::UnreadVmstat));
    QJsonObject o = report.toJson();
    QJsonArray steps = o.value(QLatin1String("steps")).toArray();
    QJsonObject first = steps.at(0).toObject();
    QCOMPARE(first.value(QLatin1String("unread_inputs")).toArray(), QJsonArray { QStringLiteral("vmstat") });
    first[QLatin1String("unread_inputs")] = QJsonArray { QStringLiteral("smart") };
    steps[0] = first;
    o[QLatin1String("steps")] = steps;
    QVERIFY(!CapacityReport::fromJson(o, &error));
    QVERIFY2(error.contains(u"unread_inputs"), qPrintable(error));
}

void TestCapacityWatch::reportKeepsVerdictsAndBasis()
{
    CapacityReport report = emptyReport();
    CapacityStep good;
    good.streams = 2;
    good.sustained = true;
    good.verdict = CapacityStep::Verdict::Steady;
    good.deviceMiBs = 2.01;
    good.decidedAfterS = 6.5;
    CapacityStep bad;
    bad.streams = 3;
    bad.verdict = CapacityStep::Verdict::ProjectedOverrun;
    bad.projectedOverrunS = 31;
    bad.projectedOverrunLowS = 28;
    bad.projectedOverrunHighS = 35;
    bad.decidedAfterS = 8;
    report.result.steps = { good, bad };
    report.result.sustainedStreams = 2;
    report.result.firstFailingStreams = 3;
    CapacitySearch::settleBasis(report.result);
    QString error;
    const auto back = CapacityReport::fromJson(report.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->result.basis, CapacityResult::Basis::Projected);
    QCOMPARE(back->result.sustainedDeviceMiBs, 2.01);
    QCOMPARE(back->result.steps.at(0).verdict, CapacityStep::Verdict::Steady);
    QCOMPARE(back->result.steps.at(1).verdict, CapacityStep::Verdict::ProjectedOverrun);
    QCOMPARE(back->result.steps.at(1).projectedOverrunHighS, 35.0);
    QCOMPARE(back->toJson().value(QLatin1String("basis")).toString(), QStringLiteral("projected"));
    // An unknown verdict is refused, like every other bad value.
    QJsonObject o = report.toJson();
    QJsonArray steps = o.value(QLatin1String("steps")).toArray();
    QJsonObject first = steps.at(0).toObject();
    first[QLatin1String("verdict")] = QStringLiteral("fine");
    steps[0] = first;
    o[QLatin1String("steps")] = steps;
    QVERIFY(!CapacityReport::fromJson(o, &error));
    QVERIFY(error.contains(QLatin1String("verdict")));
}

QTEST_GUILESS_MAIN(TestCapacityWatch)
#include "tst_capacitywatch.moc"
