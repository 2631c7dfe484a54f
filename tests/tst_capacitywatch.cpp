// CapacityWatch decides a capacity step from the sampler's ticks: these feed it series made
// from known arrival, writer and device rates and buffer fills, and check each verdict, the
// device rate it reports and the projected overrun time (within 5 %), including a series whose
// slope changes partway, where a projection from the whole run's average would be far off.
#include "Capacity.h"
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
};

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
    QVERIFY2(text.contains(QLatin1String("5 streams would overrun")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("4.0 MiB/s")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("after about 40 s (35 s to 47 s)")), qPrintable(text));

    r.steps[2] = step(5, CapacityStep::Verdict::Overran, 4.5);
    CapacitySearch::settleBasis(r);
    QCOMPARE(r.basis, CapacityResult::Basis::SteadyState);
    QVERIFY(CapacitySearch::sentence(config, r).contains(QLatin1String("steady state")));
    r.steps[0] = step(4, CapacityStep::Verdict::Sustained, 1.0);
    CapacitySearch::settleBasis(r);
    QCOMPARE(r.basis, CapacityResult::Basis::Duration);
    QVERIFY(CapacitySearch::sentence(config, r).contains(QLatin1String("sustained so far")));
}

void TestCapacityWatch::reportKeepsVerdictsAndBasis()
{
    CapacityReport report;
    report.config.ratesBytesPerSec = { 1024.0 * 1024 };
    report.config.bufferBytes = 4 << 20;
    report.config.durationNs = 60'000'000'000;
    report.config.targetDirs = { QStringLiteral("/tmp") };
    report.startedAt = QDateTime::currentDateTime();
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
