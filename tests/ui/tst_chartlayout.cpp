// The chart's geometry without a widget: the plot mapping, the axis maths, the legend's
// wrapping, colour distances and contrast, and the run's title, computed as plain structs.
// Runs on a QCoreApplication: no widget can exist here. Where the marks go: tst_chartmarks.
#include "AxisScale.h"
#include "ChartData.h"
#include "ChartLayoutFixtures.h"
#include "ChartMarks.h"
#include "ChartPalette.h"
#include "ChartText.h"
#include "RunReport.h"
#include "Units.h"

#include <QApplication>
#include <QDir>
#include <QSet>
#include <QTest>
#include <cmath>

using namespace ChartMarks;

using namespace ChartLayoutTest;

class TestChartLayout : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void mappingPutsDataOnPixels();
    void niceCeil_data();
    void niceCeil();
    void ticks_data();
    void ticks();
    void timeAxisFollowsWithHeadroomWhileLive();
    void valueAxisGrowsAtOnceAndShrinksLate();
    void legendWrapsWholeNames_data();
    void legendWrapsWholeNames();
    void colourDistanceMaths();
    void contrastMaths();
    void titleNamesTheRun();
    void cleanupTestCase();
};

void TestChartLayout::mappingPutsDataOnPixels()
{
    const PlotMapping map = mapping(100, 200);
    QCOMPARE(map.xToPos(0), 60.0);
    QCOMPARE(map.xToPos(50), 560.0);
    QCOMPARE(map.yToPos(0), 440.0);
    QCOMPARE(map.yToPos(200), 40.0);
    QCOMPARE(map.toScene(25, 50), QPointF(310, 340));
    QVERIFY(map.visible(90, 120));
    QVERIFY(!map.visible(101, 120));
    // An empty range puts everything on the left edge instead of dividing by zero.
    PlotMapping empty = map;
    empty.x1 = 0;
    QCOMPARE(empty.xToPos(5), 60.0);
}

void TestChartLayout::niceCeil_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("expected");
    QTest::addRow("0.3 stays") << 0.3 << 0.3;
    QTest::addRow("0.27") << 0.27 << 0.3;
    QTest::addRow("7") << 7.0 << 8.0;
    QTest::addRow("1.05") << 1.05 << 1.2;
    QTest::addRow("95") << 95.0 << 100.0;
    QTest::addRow("2000 stays") << 2000.0 << 2000.0;
    QTest::addRow("2001") << 2001.0 << 2500.0;
    QTest::addRow("nothing") << 0.0 << 1.0;
    QTest::addRow("negative") << -5.0 << 1.0;
}

void TestChartLayout::niceCeil()
{
    QFETCH(double, value);
    QFETCH(double, expected);
    QCOMPARE(AxisScale::niceCeil(value), expected);
}

void TestChartLayout::ticks_data()
{
    QTest::addColumn<double>("max");
    QTest::addColumn<int>("count");
    QTest::addColumn<double>("step");
    QTest::addColumn<QString>("format");
    QTest::addRow("0..0.3") << 0.3 << 6 << 0.05 << QStringLiteral("%.2f");
    QTest::addRow("0..1") << 1.0 << 6 << 0.2 << QStringLiteral("%.1f");
    QTest::addRow("0..7") << 7.0 << 6 << 2.0 << QStringLiteral("%.0f");
    QTest::addRow("0..2000") << 2000.0 << 6 << 500.0 << QStringLiteral("%.0f");
    QTest::addRow("0..500 s, 12 ticks") << 500.0 << 12 << 50.0 << QStringLiteral("%.0f");
    QTest::addRow("0..0.004") << 0.004 << 4 << 0.001 << QStringLiteral("%.3f");
    QTest::addRow("empty range") << 0.0 << 6 << 1.0 << QStringLiteral("%.0f");
}

void TestChartLayout::ticks()
{
    QFETCH(double, max);
    QFETCH(int, count);
    QFETCH(double, step);
    QFETCH(QString, format);
    const AxisScale::Ticks ticks = AxisScale::ticksFor(0, max, count);
    QCOMPARE(ticks.step, step);
    QCOMPARE(ticks.labelFormat(), format);
    if (max > 0)
        QVERIFY(max / ticks.step <= count + 1e-9); // never more intervals than asked for
}

void TestChartLayout::timeAxisFollowsWithHeadroomWhileLive()
{
    AxisScale::FollowRanges ranges;
    ranges.fitTime(0, true);
    QCOMPARE(ranges.xMax, 1.0);
    ranges.fitTime(3.9, true); // ends at the data: never seconds ahead of it
    QCOMPARE(ranges.xMax, 3.9);
    ranges.fitTime(7.3, false); // the run is over: the axis fits the data exactly
    QCOMPARE(ranges.xMax, 7.3);
    QCOMPARE(AxisScale::timeTicks(200), 4);
    QCOMPARE(AxisScale::timeTicks(900), 10);
    QCOMPARE(AxisScale::timeTicks(5000), 12);
}

void TestChartLayout::valueAxisGrowsAtOnceAndShrinksLate()
{
    AxisScale::FollowRanges ranges;
    ranges.fitValues(90, 10, true);
    QCOMPARE(ranges.yMax, 100.0); // 90 + 8 % = 97.2, up to 100
    QCOMPARE(ranges.dirtyMax, 12.0);
    ranges.fitValues(130, 10, true);
    QCOMPARE(ranges.yMax, 150.0); // grows at once: nothing is cut off
    ranges.fitValues(60, 10, true);
    QCOMPARE(ranges.yMax, 150.0); // 80 would be 53 %: not far enough below to shrink
    ranges.fitValues(40, 10, true);
    QCOMPARE(ranges.yMax, 50.0); // 50 is a third of 150: shrinks
    ranges.fitValues(40, 10, false);
    ranges.fitValues(4, 0, false); // finished: fits the data
    QCOMPARE(ranges.yMax, 5.0);
    QCOMPARE(ranges.dirtyMax, 1.0);
}

void TestChartLayout::legendWrapsWholeNames_data()
{
    QTest::addColumn<double>("width");
    QTest::addColumn<int>("rows");
    // 16 streams and the rates: one row when wide enough, wrapped rows when not.
    QTest::newRow("wide") << 5000.0 << 1;
    QTest::newRow("1366") << 1300.0 << 2;
    QTest::newRow("narrow") << 400.0 << 7;
}

void TestChartLayout::legendWrapsWholeNames()
{
    QFETCH(double, width);
    QFETCH(int, rows);
    QStringList texts { QStringLiteral("total"), QStringLiteral("ongoing (ohne Flush)"),
        QStringLiteral("effectif (flush compris)") };
    for (int i = 1; i <= 16; ++i)
        texts.append(QStringLiteral("stream %1").arg(i));
    texts << QStringLiteral("Dirty+Writeback (right axis)") << QStringLiteral("stalls (\u2265 100 ms)");
    const Legend legend = ChartMarks::legendLayout(texts, QPointF(10, 30), width, options().measure);
    QCOMPARE(int(legend.entries.size()), int(texts.size()));
    QCOMPARE(legend.rows, rows);
    QCOMPARE(legend.height, rows * 15.0); // 12 px text + 3
    QSet<double> rowTops;
    for (int i = 0; i < legend.entries.size(); ++i) {
        const LegendEntry& e = legend.entries.at(i);
        QCOMPARE(e.text, texts.at(i)); // whole, never shortened
        QCOMPARE(e.textSize.width(), 6.0 * texts.at(i).size());
        const QRectF all = e.swatch.united(QRectF(e.textPos, e.textSize));
        QVERIFY2(all.left() >= 10 && all.right() <= 10 + width, qPrintable(describe(all)));
        QVERIFY(all.top() >= 30 && all.bottom() <= 30 + legend.height);
        QVERIFY(e.swatch.right() < e.textPos.x());
        rowTops.insert(e.swatch.top());
        for (int j = 0; j < i; ++j) {
            const LegendEntry& other = legend.entries.at(j);
            QVERIFY(!all.intersects(other.swatch.united(QRectF(other.textPos, other.textSize))));
        }
    }
    QCOMPARE(int(rowTops.size()), rows);
    QVERIFY(ChartMarks::legendLayout({}, QPointF(), width, options().measure).height == 0);
}

void TestChartLayout::colourDistanceMaths()
{
    using namespace ChartPalette;
    QCOMPARE(distance(Qt::red, Qt::red), 0.0);
    // Sharma, Wu and Dalal's test pair 1 (Lab 50/2.6772/-79.7751 and 50/0/-82.7485): 2.0425,
    // here from sRGB colours that are these Lab values to within a rounding.
    QVERIFY(std::abs(distance(Qt::black, Qt::white) - 100.0) < 0.01);
    QVERIFY(distance(QColor(0x00, 0x72, 0xb2), QColor(0x00, 0x74, 0xb2)) < 1.0);
    QVERIFY(distance(QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00)) > 40);
    QCOMPARE(distance(QColor(0x33, 0x22, 0x88), QColor(0x88, 0xcc, 0xee)),
        distance(QColor(0x88, 0xcc, 0xee), QColor(0x33, 0x22, 0x88)));
}

void TestChartLayout::contrastMaths()
{
    using namespace ChartPalette;
    QCOMPARE(contrast(Qt::black, Qt::white), 21.0);
    QCOMPARE(contrast(Qt::white, Qt::white), 1.0);
    QVERIFY(std::abs(mix(Qt::black, Qt::white, 0.5).red() - 128) <= 1);
    // A pale hue on white is moved towards the text colour until lines read (3:1).
    const QColor yellow = QColor::fromRgb(OkabeIto::Yellow);
    QVERIFY(contrast(yellow, Qt::white) < kLineContrast);
    const QColor moved = withContrast(yellow, Qt::white, Qt::black, kLineContrast);
    QVERIFY(contrast(moved, Qt::white) >= kLineContrast);
    QVERIFY(contrast(moved, Qt::white) < kTextContrast); // no further than needed
    // A colour that already reads stays as it is.
    QCOMPARE(withContrast(QColor(0x33, 0x22, 0x88), Qt::white, Qt::black, kLineContrast), QColor(0x33, 0x22, 0x88));
}

void TestChartLayout::titleNamesTheRun()
{
    RunConfig c = config(4);
    c.streamCounts = { 1, 4 };
    SysProbe::Environment env;
    env.fsType = QStringLiteral("xfs");
    env.device.present = true;
    env.device.name = QStringLiteral("sdb");
    const QString title = ChartText::runTitle(c, { env }, QDateTime());
    QVERIFY2(title.startsWith(QStringLiteral("vdr \u00b7 1, 4 streams \u00b7 ")), qPrintable(title));
    QVERIFY2(title.endsWith(QStringLiteral("xfs on sdb")), qPrintable(title));
    // Without a probed environment the directories stand in.
    QVERIFY(ChartText::runTitle(c, {}, QDateTime()).endsWith(QStringLiteral("/tmp")));
    // A remote target names its host: "ext4 on vda" alone did not say which machine ran.
    c.targetDirs = { QStringLiteral("rec@recorder1:/srv/streams") };
    const QString remote = ChartText::runTitle(c, { env }, QDateTime());
    QVERIFY2(remote.endsWith(QStringLiteral("rec@recorder1: xfs on sdb")), qPrintable(remote));
}

void TestChartLayout::cleanupTestCase()
{
    // Everything above ran without a GUI application, so no widget could have been made.
    QVERIFY(!qobject_cast<QGuiApplication*>(QCoreApplication::instance()));
    QVERIFY(QApplication::allWidgets().isEmpty());
}

QTEST_GUILESS_MAIN(TestChartLayout)
#include "tst_chartlayout.moc"
