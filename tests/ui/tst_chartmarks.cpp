// Where the chart's marks go, without a widget (ChartMarks): stall, blocked and overrun spans,
// throttle lines, flush tails, phase and value labels, the strip's columns and its stall lane,
// computed from a ChartData as plain structs on a QCoreApplication.
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

class TestChartMarks : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void stallSpans_data();
    void stallSpans();
    void stallsOutsideTheRangeAreLeftOut();
    void blockedSpanGrowsWithTime();
    void stallSpansCarryTheirCause();
    void blockedSpanSaysItsCauseSoFar();
    void throttleLinesSitAtTheKernelLimits();
    void overrunGroups();
    void flushTailCarriesItsLabelAndTheValues();
    void phaseLabelsTakeFreeRows();
    void valueLabelsStayClearOfTheRows();
    void partialLabelStaysApartFromTheRows();
    void stripColumnsKeepShortPeaks();
    void stripPlanFollowsTheData();
    void stallLaneHoldsEveryStall();
    void stallLaneGrowsWhileBlocked();
    void writeMarkerNeverLeftOfTheAxis();
};

void TestChartMarks::stallSpans_data()
{
    // 1000 px for 100 s: 10 px a second.
    QTest::addColumn<QList<StallEvent>>("stalls");
    QTest::addColumn<int>("spans");
    QTest::addColumn<int>("firstCount");
    QTest::addColumn<double>("firstWidth");
    QTest::addRow("one short stall is 2 px wide") << QList<StallEvent> { stall(0, 50, 0.1) } << 1 << 1 << 2.0;
    QTest::addRow("one long stall") << QList<StallEvent> { stall(0, 50, 3) } << 1 << 1 << 30.0;
    QTest::addRow("under a pixel apart: one span")
        << QList<StallEvent> { stall(0, 50, 0.1), stall(1, 50.15, 0.3) } << 1 << 2 << 4.5;
    QTest::addRow("touching, out of order: one span")
        << QList<StallEvent> { stall(1, 50.2, 0.5), stall(0, 50, 0.2) } << 1 << 2 << 7.0;
    QTest::addRow("3 px apart: two spans")
        << QList<StallEvent> { stall(0, 50, 0.2), stall(1, 50.5, 0.2) } << 2 << 1 << 2.0;
    QTest::addRow("ten in a row: one span") << [] {
        QList<StallEvent> many;
        for (int i = 0; i < 10; ++i)
            many.append(stall(i % 2, 20 + i * 0.1, 0.1));
        return many;
    }() << 1 << 10 << 11.0;
}

void TestChartMarks::stallSpans()
{
    QFETCH(QList<StallEvent>, stalls);
    QFETCH(int, spans);
    QFETCH(int, firstCount);
    QFETCH(double, firstWidth);
    ChartData data = run(100);
    data.append(SampleBatch { {}, stalls, {} });
    const PlotMapping map = mapping(100);
    const Layout layout = ChartMarks::layout(data, map, options());
    QCOMPARE(int(layout.stallSpans.size()), spans);
    const StallSpan& first = layout.stallSpans.first();
    QCOMPARE(first.count, firstCount);
    QVERIFY2(std::abs(first.area.width() - firstWidth) < 1e-6, qPrintable(describe(first.area)));
    // The shade spans the plot's height; the bar sits on the time axis, as wide as the shade.
    QCOMPARE(first.area.top(), map.plot.top());
    QCOMPARE(first.area.bottom(), map.plot.bottom());
    QCOMPARE(first.bar.bottom(), map.plot.bottom());
    QCOMPARE(first.bar.height(), kBarHeight);
    QCOMPARE(first.bar.left(), first.area.left());
    QCOMPARE(first.bar.width(), first.area.width());
    // Its tooltip names the longest stall of the span.
    double longest = 0;
    for (const StallEvent& s : std::as_const(stalls))
        longest = std::max(longest, first.area.contains(map.xToPos(s.startS) + 0.5, 100) ? s.durationS : 0.0);
    QCOMPARE(first.longestS, longest);
    QVERIFY2(first.tip.contains(ChartText::milliseconds(longest)), qPrintable(first.tip));
    QCOMPARE(first.tip.startsWith(QStringLiteral("Stall: stream")), firstCount == 1);
}

void TestChartMarks::stallsOutsideTheRangeAreLeftOut()
{
    ChartData data = run(100);
    data.append(SampleBatch { {}, { stall(0, 5, 1), stall(0, 40, 1), stall(1, 79.5, 2) }, {} });
    PlotMapping map = mapping(100);
    map.x0 = 30; // zoomed to [30, 80]
    map.x1 = 80;
    const Layout layout = ChartMarks::layout(data, map, options());
    QCOMPARE(int(layout.stallSpans.size()), 2);
    // The stall running past the end of the range is cut at the plot's edge.
    QCOMPARE(layout.stallSpans.last().area.right(), map.plot.right());
}

void TestChartMarks::blockedSpanGrowsWithTime()
{
    ChartData data = run(2);
    data.append(sample(2.5, 2, 500)); // stream 2's write has not returned for 0.5 s
    const PlotMapping map = mapping(10);
    Layout layout = ChartMarks::layout(data, map, options(true));
    QCOMPARE(int(layout.blockedSpans.size()), 1);
    const BlockedSpan early = layout.blockedSpans.first();
    QCOMPARE(early.stream, 1);
    QCOMPARE(early.area.left(), map.xToPos(2.0));
    QCOMPARE(early.area.right(), map.xToPos(2.5));
    QCOMPARE(layout.labels.at(early.label).text, QStringLiteral("stream 2 blocked 500 ms"));

    data.append(sample(3.5, 2, 1500)); // still blocked, a second later
    layout = ChartMarks::layout(data, map, options(true));
    QCOMPARE(int(layout.blockedSpans.size()), 1);
    const BlockedSpan later = layout.blockedSpans.first();
    QCOMPARE(later.area.left(), early.area.left());
    QCOMPARE(later.area.right(), map.xToPos(3.5));
    QVERIFY(later.area.width() > early.area.width() + 50);
    QCOMPARE(layout.labels.at(later.label).text, QStringLiteral("stream 2 blocked 1.50 s"));
    // Its label ends at the span's right end, above the bar.
    const Label& label = layout.labels.at(later.label);
    QCOMPARE(label.pos.x() + label.size.width(), later.area.right() - 2);
    QVERIFY(label.box().bottom() <= later.bar.top());

    // A saved run is not blocked now; nor is a stream whose operation returned.
    QVERIFY(ChartMarks::layout(data, map, options(false)).blockedSpans.isEmpty());
    data.append(sample(3.6, 2, 0));
    QVERIFY(ChartMarks::layout(data, map, options(true)).blockedSpans.isEmpty());
}

void TestChartMarks::stallSpansCarryTheirCause()
{
    const RunReport report = dirtyThrottlingReport();
    const ChartData data = ChartData::fromReport(report);
    QCOMPARE(int(data.stalls().size()), 7);
    // Back-to-back stalls (a writer throttled again as soon as it returns) share a span.
    const PlotMapping map = mapping(2);
    const Layout layout = ChartMarks::layout(data, map, options());
    QVERIFY(layout.stallSpans.size() >= 3);
    int counted = 0;
    for (const StallSpan& span : layout.stallSpans) {
        QCOMPARE(span.cause, StallCause::Cause::DirtyThrottling);
        counted += span.count;
        const auto longest = std::find_if(data.stalls().cbegin(), data.stalls().cend(),
            [&](const StallEvent& s) { return s.durationS == span.longestS; });
        QVERIFY(longest != data.stalls().cend());
        // The tooltip: when and where, then "63 ms — dirty throttling: writer in balance_dirty_pages ...".
        const QString why = ChartText::milliseconds(longest->durationS) + QStringLiteral(" \u2014 dirty throttling: ")
            + StallCause::describe(longest->cause, longest->evidence);
        QVERIFY2(span.tip.endsWith(why), qPrintable(span.tip));
        QVERIFY2(span.tip.contains(QStringLiteral("writer in balance_dirty_pages")), qPrintable(span.tip));
        QVERIFY2(span.tip.contains(QStringLiteral("ceiling")), qPrintable(span.tip));
    }
    QCOMPARE(counted, 7);
    // The lane names the cause once for the burst.
    int named = 0;
    for (const CauseMark& mark : layout.causeMarks) {
        QCOMPARE(mark.cause, StallCause::Cause::DirtyThrottling);
        QVERIFY(layout.labels.at(mark.label).text.endsWith(QStringLiteral("dirty throttling")));
        QVERIFY(layout.labels.at(mark.label).box().bottom() <= layout.stallSpans.first().bar.top());
        named += mark.count;
    }
    QCOMPARE(named, 7);

    // An unclassified stall says so rather than naming a cause.
    ChartData plain = run(10);
    plain.append(SampleBatch({}, { stall(0, 2.0, 0.3) }, {}));
    const Layout unknown = ChartMarks::layout(plain, mapping(10), options());
    QCOMPARE(unknown.stallSpans.first().cause, StallCause::Cause::Unknown);
    QVERIFY2(unknown.stallSpans.first().tip.endsWith(QStringLiteral("300 ms \u2014 unknown: not observed")),
        qPrintable(unknown.stallSpans.first().tip));
}

void TestChartMarks::blockedSpanSaysItsCauseSoFar()
{
    ChartData data = run(2);
    BlockedNow watched;
    watched.stream = 1;
    watched.sinceS = 2.0;
    watched.cause = StallCause::Cause::DirtyThrottling;
    watched.evidence.observedS = 0.5;
    watched.evidence.waits = { { QStringLiteral("balance_dirty_pages"), 0.5 } };
    watched.evidence.dirtyWritebackBytes = int64_t(3) << 30;
    watched.evidence.dirtyThresholdBytes = int64_t(3) << 30;
    watched.evidence.backgroundThresholdBytes = int64_t(1) << 30;
    data.append(SampleBatch({ sample(2.5, 2, 500) }, {}, {}, { watched }));
    const Layout layout = ChartMarks::layout(data, mapping(10), options(true));
    QCOMPARE(int(layout.blockedSpans.size()), 1);
    const BlockedSpan& span = layout.blockedSpans.first();
    QCOMPARE(span.cause, StallCause::Cause::DirtyThrottling);
    QVERIFY2(span.tip.contains(QStringLiteral("Cause so far: 500 ms \u2014 dirty throttling: writer in "
                                              "balance_dirty_pages 100 %, dirty+writeback 3 GiB \u2265 ceiling 2 GiB")),
        qPrintable(span.tip));

    // The next batch without it: the sampler no longer sees that op, its cause is not kept.
    data.append(SampleBatch({ sample(2.6, 2, 600) }, {}, {}));
    QCOMPARE(
        ChartMarks::layout(data, mapping(10), options(true)).blockedSpans.first().cause, StallCause::Cause::Unknown);
}

void TestChartMarks::throttleLinesSitAtTheKernelLimits()
{
    // Live: the samples carry the limits.
    ChartData live = run(2);
    Sample s = sample(2.1, 2);
    s.dirtyMiB = 100;
    s.writebackMiB = 20;
    s.dirtyCeilingMiB = 300;
    s.dirtyBackgroundMiB = 200;
    live.append(s);
    PlotMapping map = mapping(10);
    map.dirtyY0 = 0;
    map.dirtyY1 = 400;
    Options o = options();
    QVERIFY(ChartMarks::layout(live, map, o).throttleLines.isEmpty()); // no Dirty+Writeback axis
    o.dirtyAxis = true;
    Layout layout = ChartMarks::layout(live, map, o);
    QCOMPARE(int(layout.throttleLines.size()), 2);
    QCOMPARE(layout.throttleLines.at(0).kind, ThrottleLine::Kind::Ceiling);
    QCOMPARE(layout.throttleLines.at(0).mib, 300.0);
    QCOMPARE(layout.throttleLines.at(0).line.y1(), map.plot.bottom() - 300.0 / 400.0 * map.plot.height());
    QCOMPARE(layout.throttleLines.at(0).line.y2(), layout.throttleLines.at(0).line.y1());
    QCOMPARE(layout.throttleLines.at(1).kind, ThrottleLine::Kind::Background);
    QCOMPARE(layout.throttleLines.at(1).line.y1(), map.dirtyYToPos(200));
    QCOMPARE(layout.labels.at(layout.throttleLines.at(0).label).text, QStringLiteral("throttle ceiling 300 MiB"));

    // A saved report: the limits the sampler read during its stalls.
    const ChartData saved = ChartData::fromReport(dirtyThrottlingReport());
    const StallEvent& last = saved.stalls().constLast();
    const double ceiling = double(last.evidence.freerunCeilingBytes()) / Units::kMiB;
    QVERIFY(ceiling > 1000); // 20 % / 10 % dirty ratios of this machine's RAM, as the kernel read them
    QCOMPARE(saved.dirtyCeilingMiB(), ceiling);
    QCOMPARE(saved.dirtyBackgroundMiB(), double(last.evidence.backgroundThresholdBytes) / Units::kMiB);
    map.dirtyY1 = 5000;
    layout = ChartMarks::layout(saved, map, o);
    QCOMPARE(int(layout.throttleLines.size()), 2);
    QCOMPARE(layout.throttleLines.at(0).mib, ceiling);
    QCOMPARE(layout.throttleLines.at(0).line.y1(), map.dirtyYToPos(ceiling));
    // Above the axis' range (fitted to little dirty data): the ceiling is named at the plot's top
    // right with its size, no line across; the background threshold is left out.
    map.dirtyY1 = 1000;
    layout = ChartMarks::layout(saved, map, o);
    QCOMPARE(int(layout.throttleLines.size()), 1);
    const ThrottleLine& off = layout.throttleLines.constFirst();
    QCOMPARE(off.kind, ThrottleLine::Kind::Ceiling);
    QVERIFY(off.offScale);
    QVERIFY(!layout.throttleLines.at(0).line.isNull());
    QCOMPARE(off.line.y1(), map.plot.top() + 1);
    QVERIFY(off.line.length() < map.plot.width() / 4);
    const Label& offLabel = layout.labels.at(off.label);
    QVERIFY2(
        offLabel.text.contains(Units::formatSize(int64_t(ceiling * Units::kMiB))) && offLabel.text.contains(u'\u2191'),
        qPrintable(offLabel.text));
    QVERIFY(map.plot.contains(QRectF(offLabel.pos, offLabel.size)));
}

void TestChartMarks::overrunGroups()
{
    // 10 px a second: 10.0 and 10.3 s are 3 px apart (one group), 12 s is a group of its own,
    // 150 s is outside the range.
    ChartData data = run(20, 3);
    data.append(SampleBatch { {}, {},
        { overrun(2, 12.0, 4096), overrun(1, 10.3, 2048), overrun(0, 10.0, 1024), overrun(1, 10.1, 512),
            overrun(0, 150, 1) } });
    const PlotMapping map = mapping(100);
    const Layout layout = ChartMarks::layout(data, map, options());
    QCOMPARE(int(layout.overrunGroups.size()), 2);
    const OverrunGroup& group = layout.overrunGroups.first();
    QCOMPARE(group.count, 3);
    QCOMPARE(group.bytes, qint64(1024 + 512 + 2048));
    QCOMPARE(group.streams, (QList<int> { 0, 1 }));
    QCOMPARE(group.firstS, 10.0);
    QCOMPARE(group.lastS, 10.3);
    QCOMPARE(group.bar.left(), map.xToPos(10.0) - 1);
    QCOMPARE(group.bar.right(), map.xToPos(10.3) + 2);
    QVERIFY2(group.tip.startsWith(QStringLiteral("3 overruns from 10.0 s to 10.3 s")), qPrintable(group.tip));
    // Above the stall bar, with a marker above its start.
    QVERIFY(group.bar.bottom() <= map.plot.bottom() - kBarHeight);
    QCOMPARE(int(group.marker.size()), 3);
    QVERIFY(group.marker.boundingRect().bottom() <= group.bar.top());
    const OverrunGroup& single = layout.overrunGroups.last();
    QCOMPARE(single.count, 1);
    QVERIFY2(single.tip.startsWith(QStringLiteral("Overrun: stream 3 lost")), qPrintable(single.tip));
}

void TestChartMarks::flushTailCarriesItsLabelAndTheValues()
{
    const ChartData data = flushedRun(120, 96);
    const PlotMapping map = mapping(20, 200);
    const Layout layout = ChartMarks::layout(data, map, options());
    QCOMPARE(int(layout.flushTails.size()), 1);
    const FlushTail& tail = layout.flushTails.first();
    QCOMPARE(tail.area.left(), map.xToPos(8));
    QCOMPARE(tail.area.right(), map.xToPos(10));
    QVERIFY2(tail.tip.contains(QStringLiteral("2.00 s")), qPrintable(tail.tip));
    const Label& label = layout.labels.at(tail.label);
    QCOMPARE(label.text, QStringLiteral("flush tail 2.00 s"));
    QCOMPARE(label.pos.x() + label.size.width() / 2, tail.area.center().x());
    // The flush phase's own boundary is drawn but not labelled again; the write's is.
    QCOMPARE(int(layout.phaseLines.size()), 2);
    QCOMPARE(layout.labels.at(layout.phaseLines.first().label).text, QStringLiteral("write"));
    QCOMPARE(layout.phaseLines.last().label, -1);
    // Ongoing at the end of the writes, effective at the end of the flush, an arrow between.
    const Label& ongoing = layout.labels.at(tail.ongoingLabel);
    const Label& effective = layout.labels.at(tail.effectiveLabel);
    QCOMPARE(ongoing.text, QStringLiteral("ongoing 120 MiB/s: into RAM"));
    QCOMPARE(effective.text, QStringLiteral("effective 96.0 MiB/s: on disk, incl. flush"));
    QCOMPARE(ongoing.pos.x() + ongoing.size.width(), map.xToPos(8) - 4);
    QCOMPARE(ongoing.pos.y() + ongoing.size.height(), map.yToPos(120) - 3);
    QCOMPARE(effective.pos.y(), map.yToPos(96) + 4);
    QVERIFY(!ongoing.box().intersects(effective.box()));
    QVERIFY(tail.hasArrow);
    QCOMPARE(tail.arrow.p1(), map.toScene(10, 120) + QPointF(0, 3));
    QCOMPARE(tail.arrow.p2(), map.toScene(10, 96) - QPointF(0, 3));

    // Values 2 px apart: no arrow, and the labels still do not overlap.
    ChartData close = run(10);
    close.addPhaseResult(writePhase(97, 96));
    const Layout closeLayout = ChartMarks::layout(close, map, options());
    const FlushTail& closeTail = closeLayout.flushTails.first();
    QVERIFY(!closeTail.hasArrow);
    QVERIFY(!closeLayout.labels.at(closeTail.ongoingLabel)
                 .box()
                 .intersects(closeLayout.labels.at(closeTail.effectiveLabel).box()));
}

void TestChartMarks::phaseLabelsTakeFreeRows()
{
    // Three phases 1 s (10 px) apart: their labels cannot share a row; a fourth far away can
    // use the first.
    ChartData data = run(60);
    data.addPhaseStart(0, 0, PhaseKind::Read, 10.0);
    data.addPhaseStart(0, 0, PhaseKind::Create, 11.0);
    data.addPhaseStart(0, 0, PhaseKind::Write, 12.0);
    data.addPhaseStart(0, 0, PhaseKind::Read, 50.0);
    const PlotMapping map = mapping(100);
    const Layout layout = ChartMarks::layout(data, map, options());
    QCOMPARE(int(layout.phaseLines.size()), 5);
    QList<QRectF> boxes;
    QList<double> rows;
    for (const PhaseLine& line : layout.phaseLines) {
        const Label& label = layout.labels.at(line.label);
        QCOMPARE(label.pos.x(), line.x + 3);
        boxes.append(label.box());
        rows.append((label.pos.y() - map.plot.top() - 2) / 16);
    }
    QCOMPARE(rows, (QList<double> { 0, 0, 1, 2, 0 }));
    for (int i = 0; i < boxes.size(); ++i) {
        for (int j = i + 1; j < boxes.size(); ++j)
            QVERIFY2(!boxes[i].intersects(boxes[j]), qPrintable(describe(boxes[i]) + describe(boxes[j])));
    }
    // Names of the phases, with the stream count when the run has several passes.
    QCOMPARE(layout.labels.at(layout.phaseLines.at(1).label).text, QStringLiteral("read"));

    // At the right edge a label is drawn left of its line (kept inside the plot): it takes a
    // row where it meets no label drawn there before it.
    data.addPhaseStart(0, 0, PhaseKind::Write, 97.0);
    data.addPhaseStart(0, 0, PhaseKind::Read, 99.5);
    const Layout edge = ChartMarks::layout(data, map, options());
    QCOMPARE(int(edge.phaseLines.size()), 7);
    const QRectF last = edge.labels.at(edge.phaseLines.at(6).label).box();
    QVERIFY(last.right() <= map.plot.right());
    QVERIFY(last.left() < edge.phaseLines.at(6).x);
    QVERIFY2(!last.intersects(edge.labels.at(edge.phaseLines.at(5).label).box()), qPrintable(describe(last)));
}

void TestChartMarks::valueLabelsStayClearOfTheRows()
{
    // The ongoing value at the very top of the plot, under the rows of labels, and wider than
    // the flush tail (10 px a second): moved below both rows.
    const ChartData data = flushedRun(199, 150);
    const PlotMapping map = mapping(100, 200);
    const Layout layout = ChartMarks::layout(data, map, options());
    const FlushTail& tail = layout.flushTails.first();
    QList<QRectF> rowBoxes { layout.labels.at(tail.label).box() };
    for (const PhaseLine& line : layout.phaseLines) {
        if (line.label >= 0)
            rowBoxes.append(layout.labels.at(line.label).box());
    }
    for (int index : { tail.ongoingLabel, tail.effectiveLabel }) {
        const QRectF box = layout.labels.at(index).box();
        for (const QRectF& row : std::as_const(rowBoxes))
            QVERIFY2(!box.intersects(row), qPrintable(layout.labels.at(index).text + describe(box) + describe(row)));
    }
    QVERIFY(!layout.labels.at(tail.ongoingLabel).box().intersects(layout.labels.at(tail.effectiveLabel).box()));
    // Drawn at the top edge it would have overlapped both rows; it sits under the second.
    double rowsBottom = 0;
    for (const QRectF& row : std::as_const(rowBoxes))
        rowsBottom = std::max(rowsBottom, row.bottom());
    QCOMPARE(int(rowBoxes.size()), 2);
    QVERIFY(rowsBottom > map.plot.top() + 16);
    QVERIFY(layout.labels.at(tail.ongoingLabel).box().top() > rowsBottom);
}

// A run stopped during its flush, its line ending near the top: the "partial" label keeps a
// gap to the labels along the top ("write", "flush"), not drawn on or against them.
void TestChartMarks::partialLabelStaysApartFromTheRows()
{
    PhaseResult stopped = writePhase(199, 0);
    stopped.ioEndS = 9.5;
    stopped.flushTailS = 0;
    stopped.complete = false;
    stopped.dirtyAtEndMiB = 120;
    const auto partialBox = [](const Layout& layout) {
        for (const FlushTail& tail : layout.flushTails) {
            if (layout.labels.at(tail.label).text.startsWith(QLatin1String("partial")))
                return layout.labels.at(tail.label).box();
        }
        return QRectF();
    };
    {
        // Stopped during its flush: the "write" and "flush" labels along the top.
        ChartData data = run(10);
        data.addPhaseStart(0, 0, PhaseKind::Flush, 9.5);
        data.addPhaseResult(stopped);
        const Layout layout = ChartMarks::layout(data, mapping(100, 200), options());
        const QRectF box = partialBox(layout);
        QVERIFY(!box.isEmpty());
        int rows = 0;
        for (const PhaseLine& line : layout.phaseLines) {
            if (line.label < 0)
                continue;
            ++rows;
            const QRectF row = layout.labels.at(line.label).box();
            QVERIFY2(!box.intersects(row.adjusted(-2, -2, 2, 2)),
                qPrintable(layout.labels.at(line.label).text + describe(row) + describe(box)));
        }
        QCOMPARE(rows, 2);
        QVERIFY(box.bottom() < mapping().plot.bottom());
    }
    {
        // Stopped before its flush, the line filling the plot, a throttle ceiling far above the
        // dirty data: named at the plot's top right, where the line ends too.
        ChartData data = run(10);
        SampleBatch ceiling;
        Sample last = sample(10.0, 2);
        last.dirtyMiB = 5.0f;
        last.dirtyCeilingMiB = 3000.0f;
        ceiling.samples.append(last);
        data.append(ceiling);
        data.addPhaseResult(stopped);
        Options withDirty = options();
        withDirty.dirtyAxis = true;
        PlotMapping map = mapping(10, 200);
        map.dirtyY1 = 10;
        const Layout layout = ChartMarks::layout(data, map, withDirty);
        const QRectF box = partialBox(layout);
        QVERIFY(!box.isEmpty());
        QCOMPARE(int(layout.throttleLines.size()), 1);
        const QRectF throttle = layout.labels.at(layout.throttleLines.first().label).box();
        QVERIFY2(!box.intersects(throttle.adjusted(-2, -2, 2, 2)), qPrintable(describe(throttle) + describe(box)));
        QVERIFY(box.bottom() < map.plot.bottom());
    }
}

void TestChartMarks::stripColumnsKeepShortPeaks()
{
    QList<double> t;
    QList<float> values;
    for (int i = 1; i <= 100; ++i) {
        t.append(i * 0.1);
        values.append(i == 45 ? 90.0f : (i == 80 ? kNoValue : 10.0f));
    }
    // 10 columns of 1 s: the 0.1 s peak at 4.5 s is the highest of its column, not averaged,
    // and stays out of its neighbours.
    const QList<float> columns = ChartMarks::columnPeaks(t, values, 0, 10, 10);
    QCOMPARE(int(columns.size()), 10);
    QCOMPARE(columns.at(4), 90.0f);
    QCOMPARE(columns.at(3), 10.0f);
    QCOMPARE(columns.at(5), 10.0f);
    QCOMPARE(columns.at(7), 10.0f); // one missing sample: its neighbours cover the column
    // A zoomed range past the data: no value where no sample is.
    const QList<float> past = ChartMarks::columnPeaks(t, values, 5, 15, 10);
    QCOMPARE(past.at(0), 10.0f);
    QCOMPARE(past.at(5), 10.0f);
    QVERIFY(std::isnan(past.at(6)));
    QVERIFY(std::isnan(past.at(9)));
}

void TestChartMarks::stripPlanFollowsTheData()
{
    // Every run has its stall lane; no pressure or buffer rows, no scale for them.
    ChartData plain = run(5);
    QCOMPARE(StripPlan::of(plain).rows(), 1);
    QVERIFY(!StripPlan::of(plain).hasKey());
    QCOMPARE(StripPlan::of(plain).height(), kStallLaneHeight + kStripGap);
    QCOMPARE(StripPlan().rows(), 0);
    QCOMPARE(StripPlan().height(), 0.0);

    RunConfig c = config(3);
    c.ratesBytesPerSec = { 1024.0 * 1024.0 };
    c.bufferBytes = 4 * 1024 * 1024;
    ChartData data;
    data.reset(c);
    data.addPass(0, 0, 3);
    SampleBatch batch;
    for (int i = 1; i <= 40; ++i) {
        Sample s = sample(i * 0.1, 3);
        s.bufferFillPct = { float(i), float(2 * i), 50.0f };
        s.ioSomePct = float(i);
        batch.samples.append(s);
    }
    data.append(batch);
    const StripPlan plan = StripPlan::of(data);
    QVERIFY(plan.stallLane);
    QVERIFY(plan.pressure);
    QCOMPARE(plan.bufferRows, 3);
    QCOMPARE(plan.height(),
        kStallLaneHeight + kStripGap + kStripRowHeight + kStripGap + 3 * kBufferRowHeight + kStripGap
            + kStripKeyHeight);
    const PlotMapping map = mapping(4);
    const Strips strips = ChartMarks::stripLayout(data, plan, map, 500, options().measure);
    QCOMPARE(strips.lane.rect, QRectF(map.plot.left(), 500, map.plot.width(), kStallLaneHeight));
    QCOMPARE(int(strips.rows.size()), 4);
    QCOMPARE(strips.rows.at(0).kind, StripRow::Kind::Pressure);
    const double pressureTop = 500 + kStallLaneHeight + kStripGap;
    QCOMPARE(strips.rows.at(0).y, pressureTop);
    QCOMPARE(strips.rows.at(1).y, pressureTop + kStripRowHeight + kStripGap);
    QCOMPARE(strips.rows.at(3).y, strips.rows.at(1).y + 2 * kBufferRowHeight);
    QCOMPARE(strips.rows.at(1).columns.size(), qsizetype(map.plot.width()));
    QCOMPARE(peakOf(strips.rows.at(2).columns), 80.0f);
    // Names left of the plot, right-aligned 4 px from it, none onto another.
    QCOMPARE(strips.labels.at(0).text, QStringLiteral("stalls"));
    QCOMPARE(strips.labels.at(1).text, QStringLiteral("I/O pressure"));
    QCOMPARE(strips.labels.at(2).text, QStringLiteral("buffer fill"));
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(strips.labels.at(i).pos.x() + strips.labels.at(i).size.width(), map.plot.left() - 4);
        if (i > 0)
            QVERIFY(strips.labels.at(i).box().top() >= strips.labels.at(i - 1).box().bottom());
    }
    QCOMPARE(strips.widestLabel, 6.0 * QStringLiteral("I/O pressure").size());
    // Both colour scales under the rows, inside the strips' height, each "name 0 % [ramp] 100 %".
    QCOMPARE(int(strips.keys.size()), 2);
    const double bottom = 500 + plan.height();
    for (const StripKey& key : strips.keys) {
        QCOMPARE(strips.labels.at(key.low).text, QStringLiteral("0 %"));
        QCOMPARE(strips.labels.at(key.high).text, QStringLiteral("100 %"));
        QVERIFY(strips.labels.at(key.low).box().right() <= key.ramp.left());
        QVERIFY(strips.labels.at(key.high).box().left() >= key.ramp.right());
        QVERIFY(key.ramp.top() >= strips.rows.last().y + kBufferRowHeight);
        QVERIFY(strips.labels.at(key.high).box().bottom() <= bottom + 1);
    }
    QVERIFY(
        strips.labels.at(strips.keys.at(0).high).box().right() < strips.labels.at(strips.keys.at(1).name).box().left());
}

void TestChartMarks::stallLaneHoldsEveryStall()
{
    ChartData data = run(100);
    // The second merges with the first (one pixel is 0.1 s).
    data.append(SampleBatch { {}, { stall(0, 10, 0.5), stall(1, 10.2, 0.1), stall(0, 60, 2.0) }, {} });
    const PlotMapping map = mapping(100);
    StripPlan plan;
    plan.stallLane = true;
    const Strips strips = ChartMarks::stripLayout(data, plan, map, 470, options().measure);
    QCOMPARE(int(strips.lane.blocks.size()), 2);
    const QRectF first = strips.lane.blocks.at(0).rect;
    QCOMPARE(first.left(), map.xToPos(10));
    QCOMPARE(first.right(), map.xToPos(10.5));
    QCOMPARE(first.top(), 470.0);
    QCOMPARE(first.height(), kStallLaneHeight);
    QVERIFY2(strips.lane.blocks.at(0).tip.startsWith(QStringLiteral("2 stalls here")),
        qPrintable(strips.lane.blocks.at(0).tip));
    QCOMPARE(strips.lane.blocks.at(1).rect.width(), map.xToPos(62) - map.xToPos(60));
    // The plot's spans are the same stalls at the same places.
    const Layout layout = ChartMarks::layout(data, map, options());
    QCOMPARE(int(layout.stallSpans.size()), 2);
    for (int i = 0; i < 2; ++i) {
        QCOMPARE(layout.stallSpans.at(i).area.left(), strips.lane.blocks.at(i).rect.left());
        QCOMPARE(layout.stallSpans.at(i).area.right(), strips.lane.blocks.at(i).rect.right());
    }
    QVERIFY(strips.lane.tip.contains(QStringLiteral("100 ms")));
}

void TestChartMarks::stallLaneGrowsWhileBlocked()
{
    // Stream 2's operation in flight for 0.3 s, then 0.6 s at later samples: its block on the
    // lane starts where the operation did and reaches the latest sample each time.
    ChartData data = run(1, 2);
    const PlotMapping map = mapping(10);
    StripPlan plan;
    plan.stallLane = true;
    QList<double> widths;
    for (const auto& [t, ms] : { std::pair { 1.1, 300.0f }, std::pair { 1.4, 600.0f }, std::pair { 2.0, 1200.0f } }) {
        SampleBatch batch;
        batch.samples.append(sample(t, 2, ms));
        data.append(batch);
        const Strips live = ChartMarks::stripLayout(data, plan, map, 470, options().measure, true);
        QCOMPARE(int(live.lane.blocks.size()), 1);
        const LaneBlock& block = live.lane.blocks.first();
        QVERIFY(block.blocked);
        QVERIFY(std::abs(block.rect.left() - map.xToPos(0.8)) < 1e-6);
        QVERIFY(std::abs(block.rect.right() - map.xToPos(t)) < 1e-6);
        widths.append(block.rect.width());
        // After the run nothing is blocked any more: only recorded stalls are drawn.
        QVERIFY(ChartMarks::stripLayout(data, plan, map, 470, options().measure, false).lane.blocks.isEmpty());
    }
    QVERIFY(widths.at(0) < widths.at(1) && widths.at(1) < widths.at(2));
}

void TestChartMarks::writeMarkerNeverLeftOfTheAxis()
{
    // A write phase from 0 s, and one before the range of a zoomed view: neither is drawn
    // left of the plot (its left edge is the axis).
    ChartData data = run(20);
    data.addPhaseStart(0, 0, PhaseKind::Write, 12.0);
    for (const double x0 : { 0.0, 5.0 }) {
        PlotMapping map = mapping(20);
        map.x0 = x0;
        const Layout layout = ChartMarks::layout(data, map, options());
        for (const PhaseLine& line : layout.phaseLines) {
            QVERIFY2(line.x >= map.plot.left(), qPrintable(QString::number(line.x)));
            if (line.label >= 0)
                QVERIFY(layout.labels.at(line.label).box().left() >= map.plot.left());
        }
        QCOMPARE(int(layout.phaseLines.size()), x0 == 0 ? 2 : 1);
    }
}

QTEST_GUILESS_MAIN(TestChartMarks)
#include "tst_chartmarks.moc"
