// Per-pixel min/max decimation: whatever the data, every pixel column keeps its lowest and
// highest sample, so a single stall (a dip) or a single spike survives any zoom level.
#include "Decimation.h"

#include <QRandomGenerator>
#include <QTest>
#include <cmath>
#include <limits>

class TestDecimation : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void singleSpikeAndDipSurviveAnHour();
    void everyColumnKeepsItsMinAndMax_data();
    void everyColumnKeepsItsMinAndMax();
    void fewSamplesAreReturnedUnchanged();
    void onlyTheVisibleRangePlusNeighbours();
    void gapsStayGaps();
    void degenerateInput();
};

void TestDecimation::singleSpikeAndDipSurviveAnHour()
{
    // One hour at 100 ms: 36 000 samples at a steady 50 MiB/s, one 100 ms stall (0 MiB/s) and
    // one spike, drawn into 800 pixels.
    const int n = 36000;
    QList<double> t(n);
    QList<float> y(n, 50.0f);
    for (int i = 0; i < n; ++i)
        t[i] = i * 0.1;
    y[12345] = 0.0f;
    y[23456] = 900.0f;
    const QList<QPointF> out = Decimation::minMax(t.constData(), y.constData(), n, 0, 3600, 800);
    QVERIFY(out.size() <= 4 * 800 + 2);
    QVERIFY(out.size() < n / 10);
    bool dip = false;
    bool spike = false;
    for (const QPointF& p : out) {
        dip = dip || (p.y() == 0.0 && qFuzzyCompare(p.x(), 1234.5));
        spike = spike || (p.y() == 900.0 && qFuzzyCompare(p.x(), 2345.6));
    }
    QVERIFY2(dip, "the 100 ms stall was averaged away");
    QVERIFY2(spike, "the spike was averaged away");
    // Nothing is invented: every output point is an input sample.
    for (const QPointF& p : out) {
        const int i = int(std::lround(p.x() * 10));
        QCOMPARE(float(p.y()), y[i]);
    }
}

void TestDecimation::everyColumnKeepsItsMinAndMax_data()
{
    QTest::addColumn<int>("samples");
    QTest::addColumn<int>("columns");
    QTest::addColumn<quint32>("seed");
    QTest::addRow("10k into 300") << 10000 << 300 << 1u;
    QTest::addRow("36k into 1000") << 36000 << 1000 << 2u;
    QTest::addRow("5k into 7") << 5000 << 7 << 3u;
    QTest::addRow("2001 into 1000") << 2001 << 1000 << 4u;
}

void TestDecimation::everyColumnKeepsItsMinAndMax()
{
    QFETCH(int, samples);
    QFETCH(int, columns);
    QFETCH(quint32, seed);
    QRandomGenerator random(seed);
    QList<double> t(samples);
    QList<float> y(samples);
    double now = 0;
    for (int i = 0; i < samples; ++i) {
        now += 0.05 + random.bounded(0.1); // uneven ticks, as a late sampler produces
        t[i] = now;
        y[i] = float(random.bounded(1000.0));
    }
    const double x0 = t.first();
    const double x1 = t.last();
    const QList<QPointF> out = Decimation::minMax(t.constData(), y.constData(), samples, x0, x1, columns);
    QVERIFY(out.size() <= 4 * columns + 2);

    // Reference: the true min and max of each column.
    QList<float> lo(columns, std::numeric_limits<float>::max());
    QList<float> hi(columns, std::numeric_limits<float>::lowest());
    // The same arithmetic as the implementation, so that boundary samples land alike.
    const double scale = double(columns) / (x1 - x0);
    auto columnOf = [&](double x) { return std::min(columns - 1, int((x - x0) * scale)); };
    for (int i = 0; i < samples; ++i) {
        const int c = columnOf(t[i]);
        lo[c] = std::min(lo[c], y[i]);
        hi[c] = std::max(hi[c], y[i]);
    }
    QList<bool> foundLo(columns, false);
    QList<bool> foundHi(columns, false);
    for (const QPointF& p : out) {
        const int c = columnOf(p.x());
        foundLo[c] = foundLo[c] || float(p.y()) == lo[c];
        foundHi[c] = foundHi[c] || float(p.y()) == hi[c];
    }
    for (int c = 0; c < columns; ++c) {
        if (lo[c] == std::numeric_limits<float>::max())
            continue; // an empty column
        QVERIFY2(foundLo[c], qPrintable(QStringLiteral("column %1 lost its minimum").arg(c)));
        QVERIFY2(foundHi[c], qPrintable(QStringLiteral("column %1 lost its maximum").arg(c)));
    }
    // Time order is kept.
    for (qsizetype i = 1; i < out.size(); ++i)
        QVERIFY(out[i].x() >= out[i - 1].x());
}

void TestDecimation::fewSamplesAreReturnedUnchanged()
{
    const QList<double> t { 0, 1, 2, 3, 4 };
    const QList<float> y { 5, 0, 7, 3, 9 };
    const QList<QPointF> out = Decimation::minMax(t.constData(), y.constData(), t.size(), 0, 4, 800);
    QCOMPARE(out.size(), 5);
    for (int i = 0; i < 5; ++i)
        QCOMPARE(out[i], QPointF(t[i], y[i]));
}

void TestDecimation::onlyTheVisibleRangePlusNeighbours()
{
    QList<double> t;
    QList<float> y;
    for (int i = 0; i < 1000; ++i) {
        t.append(i);
        y.append(float(i % 7));
    }
    const QList<QPointF> out = Decimation::minMax(t.constData(), y.constData(), t.size(), 100.5, 199.5, 500);
    QVERIFY(!out.isEmpty());
    QCOMPARE(out.first().x(), 100.0); // the neighbour left of the range, so the line reaches the edge
    QCOMPARE(out.last().x(), 200.0);
    QCOMPARE(out.size(), 101);
}

void TestDecimation::gapsStayGaps()
{
    const int n = 10000;
    QList<double> t(n);
    QList<float> y(n, 10.0f);
    for (int i = 0; i < n; ++i)
        t[i] = i;
    for (int i = 4000; i < 4100; ++i)
        y[i] = std::numeric_limits<float>::quiet_NaN(); // e.g. a stream that does not exist in a pass
    y[3999] = 99.0f;
    y[4100] = -5.0f;
    const QList<QPointF> out = Decimation::minMax(t.constData(), y.constData(), n, 0, n - 1, 200);
    bool gap = false;
    bool before = false;
    bool after = false;
    for (const QPointF& p : out) {
        gap = gap || std::isnan(p.y());
        before = before || p.y() == 99.0;
        after = after || p.y() == -5.0;
    }
    QVERIFY(gap);
    QVERIFY(before);
    QVERIFY(after);
}

void TestDecimation::degenerateInput()
{
    const double t[] = { 1.0 };
    const float y[] = { 3.0f };
    QVERIFY(Decimation::minMax(t, y, 0, 0, 1, 100).isEmpty());
    QVERIFY(Decimation::minMax(t, y, 1, 1, 1, 100).isEmpty()); // empty range
    QCOMPARE(Decimation::minMax(t, y, 1, 0, 2, 0).size(), 1); // zero columns: treated as one
}

QTEST_APPLESS_MAIN(TestDecimation)
#include "tst_decimation.moc"
