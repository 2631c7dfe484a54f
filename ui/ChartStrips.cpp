// The strips under the chart's time axis: which rows the data wants (StripPlan), each row's
// peak per pixel column, and where the rows, their names and their colour scale go.
#include "ChartMarks.h"
#include "ChartStalls.h"
#include "ChartText.h"

#include <algorithm>
#include <cmath>

namespace ChartMarks {

using namespace ChartText;

double StripPlan::height() const
{
    return (stallLane ? kStallLaneHeight + kStripGap : 0) + (pressure ? kStripRowHeight + kStripGap : 0)
        + (bufferRows > 0 ? bufferRows * kBufferRowHeight + kStripGap : 0) + (hasKey() ? kStripKeyHeight : 0);
}

StripPlan StripPlan::of(const ChartData& data)
{
    StripPlan plan;
    plan.stallLane = true;
    plan.pressure = data.hasPressure();
    if (data.hasBuffers())
        plan.bufferRows = data.bufferStreams() <= 8 ? data.bufferStreams() : 1;
    return plan;
}

QList<float> columnPeaks(const QList<double>& t, const QList<float>& values, double x0, double x1, int columns)
{
    QList<float> best(columns, kNoValue);
    const double scale = columns / (x1 - x0);
    for (qsizetype i = 0; i < t.size() && i < values.size(); ++i) {
        const float v = values.at(i);
        if (std::isnan(v))
            continue;
        const double from = i > 0 ? t.at(i - 1) : t.at(i);
        if (t.at(i) < x0 || from > x1)
            continue;
        const int c0 = std::clamp(int((from - x0) * scale), 0, columns - 1);
        const int c1 = std::clamp(int((t.at(i) - x0) * scale), 0, columns - 1);
        for (int c = c0; c <= c1; ++c) {
            if (std::isnan(best[c]) || v > best[c])
                best[c] = v;
        }
    }
    return best;
}

Strips stripLayout(const ChartData& data, const StripPlan& plan, const PlotMapping& map, double top,
    const MeasureText& measure, bool live)
{
    Strips strips;
    const QRectF& plot = map.plot;
    const int columns = std::max(1, int(plot.width()));
    auto row = [&](StripRow::Kind kind, const QList<float>& values, double y, double height, const QString& tip) {
        strips.rows.append({ kind, y, height, columnPeaks(data.t(), values, map.x0, map.x1, columns), tip });
    };
    auto addText = [&](const QString& text) {
        Label l;
        l.text = text;
        l.role = Label::Role::Strip;
        l.size = measure ? measure(text, l.role) : QSizeF(6.0 * double(text.size()), 12);
        strips.labels.append(l);
        return int(strips.labels.size() - 1);
    };
    // Left of the plot, where the y axis' labels are, centred on its rows and never onto the
    // name above it.
    double namesBottom = -1e9;
    auto name = [&](const QString& text, double y, double height) {
        Label& l = strips.labels[addText(text)];
        l.pos = anchored(l.size, QPointF(plot.left() - 4, y + height / 2), Qt::AlignRight | Qt::AlignVCenter);
        l.pos.setY(std::max(l.pos.y(), namesBottom + 2));
        namesBottom = l.box().bottom();
        strips.widestLabel = std::max(strips.widestLabel, l.size.width());
    };
    if (plan.stallLane) {
        StallLane& lane = strips.lane;
        lane.rect = QRectF(plot.left(), top, plot.width(), kStallLaneHeight);
        const QString threshold = milliseconds(double(data.config().stallNs) / 1e9);
        lane.tip
            = ChartTr::tr("Stalls: every operation that took longer than %1, as a block over its time").arg(threshold);
        for (const MergedStall& s : mergedStalls(data, map))
            lane.blocks.append({ QRectF(s.left, top, s.right - s.left, kStallLaneHeight), false, s.tip() });
        if (live) {
            for (const ChartData::Blocked& b : data.blockedNow()) {
                if (!map.visible(b.sinceS, b.nowS))
                    continue;
                const auto [left, right] = blockedExtent(b, map);
                lane.blocks.append({ QRectF(left, top, right - left, kStallLaneHeight), true, blockedTip(b) });
            }
        }
        name(ChartTr::tr("stalls"), top, kStallLaneHeight);
        top += kStallLaneHeight + kStripGap;
    }
    if (plan.pressure) {
        row(StripRow::Kind::Pressure, data.ioPressure(), top, kStripRowHeight,
            ChartTr::tr(
                "I/O pressure: share of each moment in which some task waited for I/O (stronger colour = more)"));
        name(ChartTr::tr("I/O pressure"), top, kStripRowHeight);
        top += kStripRowHeight + kStripGap;
    }
    if (plan.bufferRows == 1 && data.bufferStreams() > 1) {
        row(StripRow::Kind::Buffer, data.bufferFillMax(), top, kBufferRowHeight,
            ChartTr::tr("Fullest stream buffer (pale empty, strong full; an overrun loses data)"));
        name(ChartTr::tr("buffer fill (max)"), top, kBufferRowHeight);
        top += kBufferRowHeight + kStripGap;
    } else if (plan.bufferRows > 0) {
        for (int i = 0; i < plan.bufferRows; ++i) {
            row(StripRow::Kind::Buffer, data.bufferFill(i), top + i * kBufferRowHeight, kBufferRowHeight,
                ChartTr::tr("Buffer fill of stream %1 (pale empty, strong full; an overrun loses data)").arg(i + 1));
        }
        name(ChartTr::tr("buffer fill"), top, plan.bufferRows * kBufferRowHeight);
        top += plan.bufferRows * kBufferRowHeight + kStripGap;
    }
    // The scale of the coloured rows, from the plot's left edge: "I/O pressure 0 % [ramp] 100 %".
    if (plan.hasKey()) {
        double x = plot.left();
        const double middle = top + kStripKeyHeight / 2;
        auto key = [&](StripRow::Kind kind, const QString& title) {
            StripKey k;
            k.kind = kind;
            for (int* index : { &k.name, &k.low }) {
                *index = addText(index == &k.name ? title : ChartTr::tr("0 %"));
                Label& l = strips.labels[*index];
                l.pos = anchored(l.size, QPointF(x + 2, middle), Qt::AlignLeft | Qt::AlignVCenter);
                x = l.box().right() + 4;
            }
            k.ramp = QRectF(x, middle - 4, kStripKeyRamp, 8);
            x = k.ramp.right() + 4;
            k.high = addText(ChartTr::tr("100 %"));
            Label& high = strips.labels[k.high];
            high.pos = anchored(high.size, QPointF(x + 2, middle), Qt::AlignLeft | Qt::AlignVCenter);
            x = high.box().right() + 16;
            strips.keys.append(k);
        };
        if (plan.pressure)
            key(StripRow::Kind::Pressure, ChartTr::tr("I/O pressure"));
        if (plan.bufferRows > 0)
            key(StripRow::Kind::Buffer, ChartTr::tr("buffer fill"));
    }
    return strips;
}

} // namespace ChartMarks
