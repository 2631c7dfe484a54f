// The chart's display-side maths without a widget: the rolling MiB/s (RollingRate), the
// stretches of a line over the top of its axis, and the time axis of the rolling view.
#include "AxisScale.h"
#include "ChartData.h"
#include "RollingRate.h"

#include <QTest>
#include <algorithm>
#include <cmath>

namespace {

constexpr double kTick = 0.1;
constexpr double kBlockMiB = 64.0 / 1024.0;

// A real-time run of `streams` x 1 MiB/s written in 64 KiB blocks, as the sampler sees it:
// every stream writes the blocks its buffer has filled by the end of each 0.1 s tick, 1 or 2
// (1.6 on average), all in step. The raw total saw-tooths between 40 and 80 MiB/s at 64.
ChartData steadyBlocks(int streams, int ticks)
{
    RunConfig config;
    config.streamCounts = { streams };
    config.ratesBytesPerSec = { 1024.0 * 1024.0 };
    config.intervalNs = 100'000'000;
    ChartData data;
    data.reset(config);
    data.addPass(0, 0, streams);
    for (int k = 1; k <= ticks; ++k) {
        const double blocks = std::floor(1.6 * k) - std::floor(1.6 * (k - 1));
        Sample s;
        s.t = k * kTick;
        s.phase = int8_t(PhaseKind::Write);
        s.streamMiBs = QList<float>(streams, float(blocks * kBlockMiB / kTick));
        s.totalMiBs = float(streams * blocks * kBlockMiB / kTick);
        data.append(s);
    }
    return data;
}

// (max - min) / mean of `values` over the samples whose time is in [from, to].
double spread(const ChartData& data, const QList<float>& values, double from, double to)
{
    double lo = INFINITY, hi = -INFINITY, sum = 0;
    int n = 0;
    for (qsizetype i = 0; i < data.size(); ++i) {
        if (data.t().at(i) < from || data.t().at(i) > to)
            continue;
        lo = std::min(lo, double(values.at(i)));
        hi = std::max(hi, double(values.at(i)));
        sum += values.at(i);
        ++n;
    }
    return n > 0 ? (hi - lo) / (sum / n) : INFINITY;
}

} // namespace

class TestRollingRate : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void steadyBlocksLookSteady();
    void jitteredTicksStaySteady();
    void meanIsWeightedByEachSamplesTick();
    void windowRestartsWithEachPhaseAndAfterAGap();
    void growingDataIsExtendedLikeAWholeComputation();
    void startingOverRebuilds();
    void offScaleStretches();
    void rollingTimeAxisEndsAtTheData();
};

void TestRollingRate::steadyBlocksLookSteady()
{
    const ChartData data = steadyBlocks(64, 100);
    QVERIFY2(spread(data, data.total(), 2, 9) > 0.5, "the raw total must saw-tooth, or the test proves nothing");
    RollingRate rolling;
    rolling.setWindow(RollingRate::defaultWindow(data.config().isRealTime()));
    QCOMPARE(rolling.window(), 1.0);
    rolling.update(data);
    QCOMPARE(rolling.total().size(), data.size());
    const double smoothed = spread(data, rolling.total(), 2, 9);
    QVERIFY2(smoothed < 0.05, qPrintable(QString::number(smoothed)));
    // The mean is the rate the streams really keep: 64 MiB/s, each stream 1 MiB/s.
    QVERIFY(std::abs(rolling.total().at(50) - 64.0f) < 0.5f);
    QVERIFY(std::abs(rolling.bandMin().at(50) - 1.0f) < 0.05f);
    QVERIFY(std::abs(rolling.bandMax().at(50) - 1.0f) < 0.05f);
    QVERIFY(std::abs(rolling.bandMedian().at(50) - 1.0f) < 0.05f);
    // The raw band sits on the block counts, 0.625 and 1.25 MiB/s.
    QCOMPARE(data.bandMin().at(50) == data.bandMax().at(50), true);
}

void TestRollingRate::jitteredTicksStaySteady()
{
    // The sampler's ticks are a few ms early or late; its rate is each tick's bytes over the
    // tick's own length. A window that took whole ticks in or out rippled by several percent.
    QList<double> t;
    QList<float> total;
    double bytesMiB = 0;
    for (int k = 1; k <= 200; ++k) {
        t.append(k * kTick + (k % 3 == 0 ? 0.006 : (k % 3 == 1 ? -0.004 : 0.001)));
        const double written = 64 * std::floor(1.6 * k) * kBlockMiB; // 64 streams in step
        const double tick = t.size() > 1 ? t.constLast() - t.at(t.size() - 2) : t.constLast();
        total.append(float((written - bytesMiB) / tick));
        bytesMiB = written;
    }
    const QList<float> out = RollingRate::smooth(t.constData(), total.constData(), nullptr, t.size(), 1.0, kTick);
    const auto [lo, hi] = std::minmax_element(out.cbegin() + 30, out.cend());
    QVERIFY2((*hi - *lo) / 64.0f < 0.02f, qPrintable(QStringLiteral("%1..%2").arg(*lo).arg(*hi)));
    const auto [rawLo, rawHi] = std::minmax_element(total.cbegin() + 30, total.cend());
    QVERIFY((*rawHi - *rawLo) / 64.0f > 0.5f);
}

void TestRollingRate::meanIsWeightedByEachSamplesTick()
{
    // A phase's last sample covers part of a tick (the sampler adds it at the phase's end).
    const double t[] = { 0.1, 0.2, 0.25 };
    const float v[] = { 10, 10, 20 };
    const QList<float> out = RollingRate::smooth(t, v, nullptr, 3, 1.0, 0.1);
    QCOMPARE(out.size(), 3);
    QCOMPARE(out.at(0), 10.0f);
    QCOMPARE(out.at(1), 10.0f);
    QVERIFY(std::abs(out.at(2) - 12.0f) < 1e-4f); // (1 + 1 + 1) MiB over 0.25 s
    // Samples older than the window drop out.
    const double t2[] = { 0.5, 1.0, 1.5, 2.0 };
    const float v2[] = { 100, 0, 0, 0 };
    const QList<float> out2 = RollingRate::smooth(t2, v2, nullptr, 4, 1.0, 0.5);
    QCOMPARE(out2.at(1), 50.0f);
    QCOMPARE(out2.at(2), 0.0f);
}

void TestRollingRate::windowRestartsWithEachPhaseAndAfterAGap()
{
    const double t[] = { 0.1, 0.2, 0.3, 0.4, 0.5, 0.6 };
    const float v[] = { 50, 50, 0, 0, NAN, 8 };
    const int segments[] = { 1, 1, 2, 2, 2, 2 };
    const QList<float> out = RollingRate::smooth(t, v, segments, 6, 5.0, 0.1);
    QCOMPARE(out.at(1), 50.0f);
    QCOMPARE(out.at(2), 0.0f); // the flush does not inherit the write's rate
    QVERIFY(std::isnan(out.at(4)));
    QCOMPARE(out.at(5), 8.0f); // nor does anything after a gap
}

void TestRollingRate::growingDataIsExtendedLikeAWholeComputation()
{
    const ChartData whole = steadyBlocks(5, 80);
    RollingRate once;
    once.setWindow(0.5);
    once.update(whole);

    RollingRate growing;
    growing.setWindow(0.5);
    ChartData data;
    data.reset(whole.config());
    data.addPass(0, 0, 5);
    for (qsizetype i = 0; i < whole.size(); ++i) {
        Sample s;
        s.t = whole.t().at(i);
        s.phase = int8_t(PhaseKind::Write);
        for (int k = 0; k < 5; ++k)
            s.streamMiBs.append(whole.stream(k).at(i));
        s.totalMiBs = whole.total().at(i);
        data.append(s);
        if (i % 7 == 0)
            growing.update(data);
    }
    growing.update(data);
    QCOMPARE(growing.total().size(), once.total().size());
    for (qsizetype i = 0; i < once.total().size(); ++i) {
        QVERIFY(std::abs(growing.total().at(i) - once.total().at(i)) < 1e-3f);
        QVERIFY(std::abs(growing.stream(4).at(i) - once.stream(4).at(i)) < 1e-4f);
        QCOMPARE(growing.bandMedian().at(i), once.bandMedian().at(i));
    }
}

void TestRollingRate::startingOverRebuilds()
{
    ChartData data = steadyBlocks(2, 30);
    RollingRate rolling;
    rolling.setWindow(1.0);
    rolling.update(data);
    QCOMPARE(rolling.total().size(), 30);
    data = steadyBlocks(3, 30); // a new run with as many samples
    rolling.update(data);
    QCOMPARE(rolling.streamCount(), 3);
    QCOMPARE(rolling.total().size(), 30);
    QVERIFY(std::abs(rolling.total().constLast() - 3.0f) < 0.1f);
    rolling.setWindow(0);
    QVERIFY(rolling.isRaw());
}

void TestRollingRate::offScaleStretches()
{
    const double t[] = { 0.1, 0.2, 0.3, 0.4, 0.5, 2.0, 2.1, 9.0 };
    const float v[] = { 5, 300, 900, 5, 400, 5, 1000, 2000 };
    // Over 10, samples within 0.25 s of each other merge.
    const QList<AxisScale::OffScale> s = AxisScale::offScale(t, v, 8, 0.0, 5.0, 10.0, 0.25);
    QCOMPARE(s.size(), 2);
    QCOMPARE(s.at(0).t0, 0.2);
    QCOMPARE(s.at(0).t1, 0.5);
    QCOMPARE(s.at(0).peak, 900.0);
    QCOMPARE(s.at(0).peakT, 0.3);
    QCOMPARE(s.at(1).peak, 1000.0); // 9 s is outside the range asked for
    QVERIFY(AxisScale::offScale(t, v, 8, 0.0, 5.0, 5000.0, 0.25).isEmpty());
    // A drawn level line: its few points seconds apart are one stretch while the line stays over
    // the top, and two where it dips under it between them.
    const double lineT[] = { 0.1, 3.0, 6.0, 6.5, 7.0, 9.0 };
    const float line[] = { 16, 16, 16, 0.5, 16, 16 };
    QCOMPARE(AxisScale::offScale(lineT, line, 6, 0.0, 10.0, 1.2, 0.25).size(), 5);
    const QList<AxisScale::OffScale> joined = AxisScale::offScale(lineT, line, 6, 0.0, 10.0, 1.2, 0.25, true);
    QCOMPARE(joined.size(), 2);
    QCOMPARE(joined.at(0).t0, 0.1);
    QCOMPARE(joined.at(0).t1, 6.0);
    QCOMPARE(joined.at(1).t0, 7.0);
    QCOMPARE(joined.at(1).t1, 9.0);
}

void TestRollingRate::rollingTimeAxisEndsAtTheData()
{
    AxisScale::FollowRanges ranges;
    ranges.fitTime(0.2, true, 30);
    QCOMPARE(ranges.xMin, 0.0);
    QCOMPARE(ranges.xMax, 1.0); // a second at first, not a sliver
    ranges.fitTime(12.3, true, 30);
    QCOMPARE(ranges.xMin, 0.0);
    QCOMPARE(ranges.xMax, 12.3); // not ahead of the data
    ranges.fitTime(95.5, true, 30);
    QCOMPARE(ranges.xMin, 65.5);
    QCOMPARE(ranges.xMax, 95.5);
    ranges.fitTime(95.5, true, 0); // the whole run
    QCOMPARE(ranges.xMin, 0.0);
    ranges.fitTime(96.0, false, 30); // over: the whole run
    QCOMPARE(ranges.xMin, 0.0);
    QCOMPARE(ranges.xMax, 96.0);
}

QTEST_GUILESS_MAIN(TestRollingRate)
#include "tst_rollingrate.moc"
