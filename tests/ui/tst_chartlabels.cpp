// Where the chart's labels go, without a widget (ChartMarks): they keep off the data lines,
// throttle labels keep clear of the others, and no two labels of a real run overlap at the sizes
// the window has. Split from tst_chartmarks (the spans and strips).
#include "ChartData.h"
#include "ChartLayoutFixtures.h"
#include "ChartMarks.h"
#include "RunReport.h"
#include "Units.h"

#include <QApplication>
#include <QTest>
#include <cmath>

using namespace ChartMarks;

using namespace ChartLayoutTest;

namespace {

// The total line's height at scene x, from the samples (linear between them).
double totalAt(const ChartData& data, const PlotMapping& map, double x)
{
    const double t = map.x0 + (x - map.plot.left()) / map.plot.width() * (map.x1 - map.x0);
    const QList<double>& ts = data.t();
    for (qsizetype i = 1; i < ts.size(); ++i) {
        if (ts.at(i) >= t) {
            const double f = (t - ts.at(i - 1)) / (ts.at(i) - ts.at(i - 1));
            return map.yToPos(data.total().at(i - 1) + f * (data.total().at(i) - data.total().at(i - 1)));
        }
    }
    return map.yToPos(data.total().constLast());
}

// Whether the total line passes through `box` (with the 2 px of its pen around it).
bool totalCrosses(const ChartData& data, const PlotMapping& map, const QRectF& box)
{
    for (double x = std::floor(box.left()); x <= box.right(); x += 0.5) {
        const double y = totalAt(data, map, x);
        if (y + 2 > box.top() && y - 2 < box.bottom())
            return true;
    }
    return false;
}

} // namespace

class TestChartLabels : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void throttleLabelsKeepClearOfOtherLabels();
    void noTwoLabelsOverlapOnALowPlot_data();
    void noTwoLabelsOverlapOnALowPlot();
    void labelsKeepOffTheLines();
};

// Seen at 1366x768 in German: "Flush-Nachlauf 5,38 s" (a label along the top) under
// "Drosselgrenze 3,30 GiB" (the throttle ceiling's, placed under its line near the plot's top,
// never checked against the others). No two labels overlap; a throttle label free where it is
// stays there.
void TestChartLabels::throttleLabelsKeepClearOfOtherLabels()
{
    ChartData data = flushedRun(120, 96);
    Sample s = sample(10.0, 2);
    s.dirtyMiB = 100;
    s.writebackMiB = 20;
    s.dirtyCeilingMiB = 396; // just under the axis' top: its label falls into the top row
    s.dirtyBackgroundMiB = 200;
    data.append(s);
    PlotMapping map = mapping(10);
    map.dirtyY0 = 0;
    map.dirtyY1 = 400;
    Options o = options();
    o.dirtyAxis = true;
    const Layout layout = ChartMarks::layout(data, map, o);
    QCOMPARE(int(layout.throttleLines.size()), 2);
    for (qsizetype i = 0; i < layout.labels.size(); ++i) {
        for (qsizetype j = i + 1; j < layout.labels.size(); ++j) {
            const Label& a = layout.labels.at(i);
            const Label& b = layout.labels.at(j);
            if (a.pos.isNull() || b.pos.isNull())
                continue;
            QVERIFY2(!a.box().intersects(b.box()),
                qPrintable(QStringLiteral("\"%1\" %2 over \"%3\" %4")
                               .arg(a.text, describe(a.box()), b.text, describe(b.box()))));
        }
    }
    // The background threshold's label, alone where it is, stays under its line at the right.
    const ThrottleLine& background = layout.throttleLines.at(1);
    const Label& backgroundLabel = layout.labels.at(background.label);
    QCOMPARE(backgroundLabel.pos.y(), background.line.y1() + 2);
    QCOMPARE(backgroundLabel.pos.x() + backgroundLabel.size.width(), map.plot.right() - 4);
}

void TestChartLabels::noTwoLabelsOverlapOnALowPlot_data()
{
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("width");
    // The plot of a 1366x768 window after a German recorder run (120 px, the least the chart
    // keeps), a little more, and a desktop's.
    QTest::addRow("1366x768, the least") << 120 << 700;
    QTest::addRow("1366x768") << 170 << 700;
    QTest::addRow("1600x1000") << 330 << 1000;
}

// Whatever each placement does on its own (rows along the top, values beside their lines,
// throttle labels under theirs, stall causes along the bottom), no two labels of a real run's
// chart overlap at the sizes the window has: the run with 7 dirty-throttling stalls and
// throttle lines, seen with its whole time range and zoomed to its busiest part.
void TestChartLabels::noTwoLabelsOverlapOnALowPlot()
{
    QFETCH(int, height);
    QFETCH(int, width);
    const ChartData data = ChartData::fromReport(dirtyThrottlingReport());
    int total = 0;
    for (const double zoom : { 1.0, 0.4, 0.15 }) {
        PlotMapping map;
        map.plot = QRectF(60, 40, width, height);
        map.x0 = 0;
        map.x1 = ChartMarks::dataEnd(data) * zoom;
        map.y0 = 0;
        map.y1 = 1.2 * double(peakOf(data.total()));
        map.dirtyY0 = 0;
        map.dirtyY1 = 1.1 * double(peakOf(data.dirty()));
        Options o = options();
        o.dirtyAxis = true;
        const Layout layout = ChartMarks::layout(data, map, o);
        int placed = 0;
        for (qsizetype i = 0; i < layout.labels.size(); ++i) {
            const Label& a = layout.labels.at(i);
            if (a.pos.isNull())
                continue;
            ++placed;
            for (qsizetype j = i + 1; j < layout.labels.size(); ++j) {
                const Label& b = layout.labels.at(j);
                if (b.pos.isNull())
                    continue;
                QVERIFY2(!a.box().intersects(b.box()),
                    qPrintable(QStringLiteral("zoom %1: \"%2\" %3 over \"%4\" %5")
                                   .arg(zoom)
                                   .arg(a.text, describe(a.box()), b.text, describe(b.box()))));
            }
        }
        total += placed;
    }
    QVERIFY(total >= 6);
}

void TestChartLabels::labelsKeepOffTheLines()
{
    // A total near the top of the plot (where the label rows are) for the first 4 s, then
    // at the height of the ongoing and effective values, where their labels first go.
    ChartData data;
    data.reset(config(2));
    data.addTarget(0, SysProbe::Environment());
    data.addPass(0, 0, 2);
    data.addPhaseStart(0, 0, PhaseKind::Write, 0.0);
    SampleBatch batch;
    for (int i = 1; i <= 100; ++i) {
        Sample s = sample(i * 0.1, 2);
        const double t = i * 0.1;
        s.totalMiBs = t < 4 ? 195.0f : (t < 8 ? 128.0f : 0.0f);
        s.streamMiBs = { 1.0f, 1.0f };
        s.ongoingMiBs = 120;
        batch.samples.append(s);
    }
    data.append(batch);
    data.addPhaseStart(0, 0, PhaseKind::Flush, 8.0);
    data.addPhaseStart(0, 0, PhaseKind::Read, 1.0);
    data.addPhaseResult(writePhase(120, 96));
    const PlotMapping map = mapping(10, 200);
    const Layout layout = ChartMarks::layout(data, map, options());
    QCOMPARE(int(layout.flushTails.size()), 1);
    QStringList placed;
    for (const Label& l : layout.labels) {
        if (l.role != Label::Role::Phase && l.role != Label::Role::Flush && l.role != Label::Role::Ongoing
            && l.role != Label::Role::Effective)
            continue;
        placed.append(l.text);
        QVERIFY2(!totalCrosses(data, map, l.box()), qPrintable(l.text + describe(l.box())));
        QVERIFY2(map.plot.contains(l.box()), qPrintable(l.text + describe(l.box())));
        // The ongoing (120 MiB/s) and effective (96 MiB/s) lines.
        const QRectF box = l.box();
        for (const double value : { 120.0, 96.0 }) {
            const double y = map.yToPos(value);
            const double right = value == 120.0 ? map.xToPos(8) : map.xToPos(10);
            QVERIFY2(
                !(box.left() < right && y + 2 > box.top() && y - 2 < box.bottom()), qPrintable(l.text + describe(box)));
        }
    }
    QCOMPARE(placed.size(), 5); // write, read, flush tail, ongoing, effective
    for (int i = 0; i < layout.labels.size(); ++i) {
        for (int j = i + 1; j < layout.labels.size(); ++j)
            QVERIFY(!layout.labels.at(i).box().intersects(layout.labels.at(j).box()));
    }
}

QTEST_GUILESS_MAIN(TestChartLabels)
#include "tst_chartlabels.moc"
