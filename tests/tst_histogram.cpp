#include "Histogram.h"

#include <QRandomGenerator>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <vector>

// The latency histogram is what every reported percentile comes from, so it is checked
// against the plain definition: sort all values and take the nearest rank.
class TestHistogram : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void percentiles_data();
    void percentiles();
    void merge_data();
    void merge();
    void empty_data();
    void empty();
    void clampsHugeValues_data();
    void clampsHugeValues();
    void bucketSweep_data();
    void bucketSweep();
};

namespace {

enum class Distribution {
    SmallUniform, // every value < 64, where buckets are one value wide
    LogUniform, // 1 ns .. 10 s, evenly spread over magnitudes like real latencies
    Constant,
    Bimodal, // a fast path and a slow tail, the shape a stalled disk gives
};

// Deterministic data, so a failure can be reproduced from the row name alone.
std::vector<uint64_t> makeValues(Distribution distribution, int count, quint32 seed, uint64_t constant)
{
    QRandomGenerator rng(seed);
    std::vector<uint64_t> values;
    values.reserve(size_t(count));
    for (int i = 0; i < count; ++i) {
        switch (distribution) {
        case Distribution::SmallUniform:
            values.push_back(rng.bounded(64u));
            break;
        case Distribution::LogUniform:
            values.push_back(uint64_t(std::llround(std::exp(rng.bounded(std::log(1e10))))));
            break;
        case Distribution::Constant:
            values.push_back(constant);
            break;
        case Distribution::Bimodal:
            values.push_back(
                rng.bounded(10) == 0 ? 500'000'000 + rng.bounded(2'000'000'000u) : 20'000 + rng.bounded(30'000u));
            break;
        }
    }
    return values;
}

// Nearest rank: the value at index ceil(q * n) - 1 of the sorted values (rank 1 for q = 0).
uint64_t referencePercentile(const std::vector<uint64_t>& sorted, double q)
{
    const auto n = sorted.size();
    const auto rank = std::max<uint64_t>(1, uint64_t(std::ceil(q * double(n))));
    return sorted[std::min<size_t>(size_t(rank) - 1, n - 1)];
}

const double kQuantiles[] = { 0.0, 0.001, 0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99, 0.999, 0.9999, 1.0 };

} // namespace

Q_DECLARE_METATYPE(Distribution)

void TestHistogram::percentiles_data()
{
    QTest::addColumn<Distribution>("distribution");
    QTest::addColumn<int>("count");
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<quint64>("constant");
    QTest::addColumn<bool>("exact");

    QTest::addRow("small uniform 10000") << Distribution::SmallUniform << 10000 << 1u << quint64(0) << true;
    QTest::addRow("small uniform 7") << Distribution::SmallUniform << 7 << 2u << quint64(0) << true;
    QTest::addRow("log-uniform 20000") << Distribution::LogUniform << 20000 << 3u << quint64(0) << false;
    QTest::addRow("log-uniform 1") << Distribution::LogUniform << 1 << 4u << quint64(0) << false;
    QTest::addRow("log-uniform 333") << Distribution::LogUniform << 333 << 5u << quint64(0) << false;
    QTest::addRow("bimodal 5000") << Distribution::Bimodal << 5000 << 6u << quint64(0) << false;
    // A constant is always exact: every percentile is clamped to min == max.
    QTest::addRow("constant 0") << Distribution::Constant << 100 << 0u << quint64(0) << true;
    QTest::addRow("constant 4096") << Distribution::Constant << 100 << 0u << quint64(4096) << true;
    QTest::addRow("constant 123456789") << Distribution::Constant << 1000 << 0u << quint64(123456789) << true;
}

void TestHistogram::percentiles()
{
    QFETCH(Distribution, distribution);
    QFETCH(int, count);
    QFETCH(quint32, seed);
    QFETCH(quint64, constant);
    QFETCH(bool, exact);

    std::vector<uint64_t> values = makeValues(distribution, count, seed, constant);
    // ~20 KiB of buckets: keep it off the test's stack.
    auto histogram = std::make_unique<Histogram>();
    uint64_t sum = 0;
    for (uint64_t v : values) {
        histogram->record(v);
        sum += v;
    }
    std::sort(values.begin(), values.end());

    QCOMPARE(histogram->count(), uint64_t(count));
    QCOMPARE(histogram->min(), values.front());
    QCOMPARE(histogram->max(), values.back());
    QCOMPARE(histogram->mean(), double(sum) / double(count));

    for (double q : kQuantiles) {
        const uint64_t expected = referencePercentile(values, q);
        const uint64_t actual = histogram->percentile(q);
        const QByteArray where = "q=" + QByteArray::number(q) + " expected " + QByteArray::number(expected) + " got "
            + QByteArray::number(actual);
        if (exact) {
            QVERIFY2(actual == expected, where.constData());
        } else {
            // The documented bound: half a bucket, and a bucket is at most 1/64 of its low end.
            const double error = std::fabs(double(actual) - double(expected));
            QVERIFY2(error <= double(expected) * (1.0 / 128.0 + 1e-12), where.constData());
        }
    }
}

void TestHistogram::merge_data()
{
    QTest::addColumn<Distribution>("distribution");
    QTest::addColumn<int>("count");
    QTest::addColumn<quint32>("seed");

    QTest::addRow("log-uniform") << Distribution::LogUniform << 9000 << 11u;
    QTest::addRow("bimodal") << Distribution::Bimodal << 3000 << 12u;
    QTest::addRow("small uniform") << Distribution::SmallUniform << 100 << 13u;
}

// What the engine does after a phase: one histogram per I/O thread, merged into one.
void TestHistogram::merge()
{
    QFETCH(Distribution, distribution);
    QFETCH(int, count);
    QFETCH(quint32, seed);

    const std::vector<uint64_t> values = makeValues(distribution, count, seed, 0);
    auto all = std::make_unique<Histogram>();
    // Three uneven parts and one that stays empty, so an empty part's min sentinel is covered.
    std::vector<std::unique_ptr<Histogram>> parts;
    for (int i = 0; i < 4; ++i)
        parts.push_back(std::make_unique<Histogram>());
    for (size_t i = 0; i < values.size(); ++i) {
        all->record(values[i]);
        parts[i % 7 == 0 ? 0 : (i % 2 == 0 ? 1 : 2)]->record(values[i]);
    }
    auto merged = std::make_unique<Histogram>();
    for (const auto& part : parts)
        merged->merge(*part);

    QCOMPARE(merged->count(), all->count());
    QCOMPARE(merged->min(), all->min());
    QCOMPARE(merged->max(), all->max());
    QCOMPARE(merged->mean(), all->mean());
    for (double q : kQuantiles) {
        const QByteArray where = "q=" + QByteArray::number(q);
        QVERIFY2(merged->percentile(q) == all->percentile(q), where.constData());
    }
}

void TestHistogram::empty_data()
{
    QTest::addColumn<double>("q");
    for (double q : kQuantiles)
        QTest::addRow("q=%g", q) << q;
}

void TestHistogram::empty()
{
    QFETCH(double, q);

    auto histogram = std::make_unique<Histogram>();
    QCOMPARE(histogram->count(), uint64_t(0));
    QCOMPARE(histogram->percentile(q), uint64_t(0));
    QCOMPARE(histogram->min(), uint64_t(0));
    QCOMPARE(histogram->max(), uint64_t(0));
    QCOMPARE(histogram->mean(), 0.0);

    // Merging nothing into nothing stays empty; reset() returns a used one to empty.
    auto other = std::make_unique<Histogram>();
    histogram->merge(*other);
    QCOMPARE(histogram->count(), uint64_t(0));
    QCOMPARE(histogram->min(), uint64_t(0));
    histogram->record(77);
    histogram->reset();
    QCOMPARE(histogram->count(), uint64_t(0));
    QCOMPARE(histogram->percentile(q), uint64_t(0));
    QCOMPARE(histogram->max(), uint64_t(0));
}

void TestHistogram::clampsHugeValues_data()
{
    QTest::addColumn<quint64>("value");

    // Magnitudes above kMaxMagnitude (values >= 2^43) share the top bucket.
    QTest::addRow("2^43") << (quint64(1) << (Histogram::kMaxMagnitude + 1));
    QTest::addRow("2^43 + 1") << (quint64(1) << (Histogram::kMaxMagnitude + 1)) + 1;
    QTest::addRow("2^50") << (quint64(1) << 50);
    QTest::addRow("2^63") << (quint64(1) << 63);
    QTest::addRow("UINT64_MAX") << quint64(std::numeric_limits<uint64_t>::max());
}

void TestHistogram::clampsHugeValues()
{
    QFETCH(quint64, value);

    QCOMPARE(Histogram::bucketIndex(value), Histogram::kBucketCount - 1);
    QVERIFY(Histogram::bucketLow(Histogram::kBucketCount - 1) <= value);

    auto histogram = std::make_unique<Histogram>();
    histogram->record(1000);
    histogram->record(value);
    // The bucket loses the value; max() must not.
    QCOMPARE(histogram->max(), uint64_t(value));
    QCOMPARE(histogram->percentile(1.0), uint64_t(value));
    QCOMPARE(histogram->min(), uint64_t(1000));
}

void TestHistogram::bucketSweep_data()
{
    QTest::addColumn<quint64>("from");
    QTest::addColumn<quint64>("to");
    QTest::addColumn<double>("growth");

    // Every value where buckets are narrow, then geometric steps (plus one) up to the clamp.
    QTest::addRow("0 .. 200000 every value") << quint64(0) << quint64(200'000) << 1.0;
    QTest::addRow("200000 .. 2^45 geometric") << quint64(200'000) << (quint64(1) << 45) << 1.0001;
    QTest::addRow("2^45 .. 2^64 geometric") << (quint64(1) << 45) << std::numeric_limits<quint64>::max() << 1.01;
}

void TestHistogram::bucketSweep()
{
    QFETCH(quint64, from);
    QFETCH(quint64, to);
    QFETCH(double, growth);

    const uint64_t clampFrom = uint64_t(1) << (Histogram::kMaxMagnitude + 1);
    int previous = Histogram::bucketIndex(from);
    uint64_t v = from;
    int checked = 0;
    while (true) {
        const int index = Histogram::bucketIndex(v);
        QVERIFY2(index >= 0 && index < Histogram::kBucketCount, qPrintable(QString::number(v)));
        QVERIFY2(index >= previous, qPrintable(QStringLiteral("bucketIndex decreases at %1").arg(v)));
        const uint64_t low = Histogram::bucketLow(index);
        QVERIFY2(low <= v, qPrintable(QStringLiteral("bucketLow(%1) = %2 > %3").arg(index).arg(low).arg(v)));
        if (v < clampFrom) {
            QVERIFY2(v - low < Histogram::bucketWidth(index),
                qPrintable(QStringLiteral("%1 is past bucket %2 [%3, +%4)")
                               .arg(v)
                               .arg(index)
                               .arg(low)
                               .arg(Histogram::bucketWidth(index))));
        }
        previous = index;
        ++checked;

        if (v >= to)
            break;
        const double next = std::floor(double(v) * growth) + 1;
        v = next >= double(to) ? to : std::max(v + 1, uint64_t(next));
    }
    QVERIFY(checked > 1000);

    // Buckets tile the range with no gap or overlap, so no value can fall between two.
    for (int i = 0; i + 1 < Histogram::kBucketCount; ++i) {
        QVERIFY2(Histogram::bucketLow(i + 1) == Histogram::bucketLow(i) + Histogram::bucketWidth(i),
            qPrintable(QStringLiteral("gap after bucket %1").arg(i)));
    }
}

QTEST_GUILESS_MAIN(TestHistogram)
#include "tst_histogram.moc"
