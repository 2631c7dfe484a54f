#include "ChartMarks.h"

#include "ChartStalls.h"
#include "ChartText.h"
#include "Units.h"

#include <QLocale>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <tuple>

namespace ChartMarks {

using namespace ChartText;

double PlotMapping::xToPos(double x) const
{
    const double span = x1 - x0;
    return plot.left() + (span > 0 ? (x - x0) / span * plot.width() : 0.0);
}

double PlotMapping::yToPos(double y) const
{
    const double span = y1 - y0;
    return plot.bottom() - (span > 0 ? (y - y0) / span * plot.height() : 0.0);
}

double PlotMapping::streamYToPos(double mibs, double rateMiBs) const
{
    if (!(shareY1 > 0) || !(rateMiBs > 0))
        return yToPos(mibs);
    return plot.bottom() - 100.0 * mibs / rateMiBs / shareY1 * plot.height();
}

double PlotMapping::dirtyYToPos(double mib) const
{
    const double span = dirtyY1 - dirtyY0;
    return plot.bottom() - (span > 0 ? (mib - dirtyY0) / span * plot.height() : 0.0);
}

int LabelRows::place(double left, double width, const std::function<bool(int)>& clear)
{
    // A row with room where the label covers no line, else any row with room.
    for (int pass = clear ? 0 : 1; pass < 2; ++pass) {
        for (int row = 0; row < m_right.size(); ++row) {
            if (left >= m_right[row] + 4 && (pass == 1 || clear(row))) {
                m_right[row] = left + width;
                return row;
            }
        }
    }
    const auto it = std::min_element(m_right.begin(), m_right.end());
    *it = left + width;
    return int(it - m_right.begin());
}

QPointF anchored(QSizeF size, QPointF point, Qt::Alignment anchor, const QRectF& bounds)
{
    double x = point.x();
    double y = point.y();
    if (anchor & Qt::AlignRight)
        x -= size.width();
    else if (anchor & Qt::AlignHCenter)
        x -= size.width() / 2;
    if (anchor & Qt::AlignBottom)
        y -= size.height();
    else if (anchor & Qt::AlignVCenter)
        y -= size.height() / 2;
    // Whole inside the plot rather than cut off at its edge.
    if (bounds.isValid()) {
        x = std::clamp(x, bounds.left() + 3, std::max(bounds.left() + 3, bounds.right() - size.width() - 3));
        y = std::clamp(y, bounds.top() + 2, std::max(bounds.top() + 2, bounds.bottom() - size.height() - 2));
    }
    return QPointF(x, y);
}

namespace {

// Builds a Layout: labels are added with their size measured, then placed.
class Builder {
public:
    Builder(const ChartData& data, const PlotMapping& map, const Options& options)
        : m_data(data)
        , m_map(map)
        , m_options(options)
        , m_cover(data, map)
        , m_rows(3)
    { }

    Layout build();

private:
    int addLabel(const QString& text, Label::Role role);
    Label& label(int index) { return m_layout.labels[index]; }
    // Places a label in the first free row along the top, `left` of it at `x` (or its centre).
    void placeInRow(int index, double x, Qt::Alignment anchor);
    void flushTails();
    void phaseLines();
    void cliffLines();
    void valueLabels();
    // The first of `candidates` (top left corners) where the label covers no data line and no
    // label placed before it; the first candidate when none is clear.
    QPointF clearPosition(const Label& l, const QList<QPointF>& candidates) const;
    // Its box meets a label placed before (`self`: the label it is a trial place of).
    bool onAnotherLabel(const Label& l, const Label* self = nullptr) const;
    void keepValuesClearOfRows();
    void throttleLines();
    void stallSpans();
    void causeMarks(const QList<std::pair<double, double>>& extents);
    void blockedSpans();
    void overrunGroups();
    void separateLabels();

    const ChartData& m_data;
    const PlotMapping& m_map;
    const Options& m_options;
    Layout m_layout;
    LineCover m_cover;
    LabelRows m_rows;
    QList<int> m_rowLabels; // the flush-tail and phase labels along the top
    QList<int> m_partialLabels; // "partial — stopped ...", at the end of a stopped phase's line
    QList<std::pair<int, int>> m_valueLabels; // ongoing and effective, per phase
    QList<std::pair<QPointF, QPointF>> m_valueAnchors; // the points they name
};

int Builder::addLabel(const QString& text, Label::Role role)
{
    Label l;
    l.text = text;
    l.role = role;
    l.size = m_options.measure ? m_options.measure(text, role) : QSizeF(6.0 * double(text.size()), 12);
    m_layout.labels.append(l);
    return int(m_layout.labels.size() - 1);
}

void Builder::placeInRow(int index, double x, Qt::Alignment anchor)
{
    Label& l = label(index);
    const QRectF& plot = m_map.plot;
    auto at = [&](int row) {
        return anchored(l.size, QPointF(x, plot.top() + 2 + m_options.topInset + row * m_options.rowHeight),
            anchor | Qt::AlignTop, plot);
    };
    // Where it is drawn, which near the plot's edges is not where it is anchored.
    const double left = at(0).x();
    const int row = m_rows.place(
        left, l.size.width(), [&](int row) { return !m_cover.covers(QRectF(at(row), l.size).adjusted(-2, -1, 2, 1)); });
    l.pos = at(row);
    m_rowLabels.append(index);
}

Layout Builder::build()
{
    flushTails();
    phaseLines();
    cliffLines();
    // Before the values, which keep clear of their labels.
    if (m_options.dirtyAxis)
        throttleLines();
    valueLabels();
    keepValuesClearOfRows();
    stallSpans();
    if (m_options.live)
        blockedSpans();
    overrunGroups();
    separateLabels();
    return std::move(m_layout);
}

// The last word on overlaps, whatever each placement above did on its own (at 1366x768 the
// throttle ceiling's edge marker sat on a flush tail's label along the top): a label on one
// placed before it moves up or down to the nearest place inside the plot clear of all before
// it, keeping its x (its time); with no such place it stays. A blocked stream's label on
// another is left out instead (its bar stays): a freeze blocks every stream at once, and their
// labels stacked up the plot would cover the lines.
void Builder::separateLabels()
{
    const QRectF& plot = m_map.plot;
    QList<QRectF> placed;
    for (Label& l : m_layout.labels) {
        if (l.pos.isNull() || l.text.isEmpty())
            continue;
        const auto clear = [&placed](const QRectF& box) {
            return std::none_of(placed.cbegin(), placed.cend(), [&box](const QRectF& p) { return p.intersects(box); });
        };
        if (l.role == Label::Role::Blocked && !clear(l.box())) {
            l.text.clear();
            continue;
        }
        if (!clear(l.box())) {
            for (double shift = 2; shift < plot.height(); shift += 2) {
                const auto tryAt = [&](double dy) {
                    Label moved = l;
                    moved.pos.ry() += dy;
                    const QRectF box = moved.box();
                    if (box.top() < plot.top() || box.bottom() > plot.bottom() || !clear(box))
                        return false;
                    l.pos = moved.pos;
                    return true;
                };
                if (tryAt(shift) || tryAt(-shift))
                    break;
            }
        }
        placed.append(l.box());
    }
}

// Shaded, with its length, so that the gap between ongoing and effective has a visible cause.
void Builder::flushTails()
{
    const QRectF& plot = m_map.plot;
    for (const PhaseResult& r : m_data.phaseResults()) {
        if ((r.kind == PhaseKind::Write || r.kind == PhaseKind::Create) && !r.complete) {
            // Stopped before its flush: no effective rate to name, only that it is partial.
            if (!m_map.visible(r.startS, r.endS))
                continue;
            const QString text = r.dirtyAtEndMiB >= 0
                ? ChartTr::tr("partial \u2014 stopped, %1 MiB dirty").arg(rate(r.dirtyAtEndMiB))
                : ChartTr::tr("partial \u2014 stopped before the flush");
            // Drawn as a flush tail without a span: its label where the effective one would be.
            FlushTail partial;
            partial.tip = text;
            partial.label = addLabel(text, Label::Role::Effective);
            Label& stopped = label(partial.label);
            // Above the line's end: a slow stream's line runs along the time axis.
            stopped.pos = anchored(stopped.size, m_map.toScene(r.endS, r.ongoingMiBs) + QPointF(-4, -3),
                Qt::AlignRight | Qt::AlignBottom, plot.adjusted(0, m_options.topInset, 0, 0));
            m_partialLabels.append(partial.label);
            m_layout.flushTails.append(partial);
            continue;
        }
        if ((r.kind != PhaseKind::Write && r.kind != PhaseKind::Create) || r.flushTailS <= 0)
            continue;
        if (!m_map.visible(r.ioEndS, r.endS))
            continue;
        FlushTail tail;
        const double left = m_map.xToPos(r.ioEndS);
        const double right = std::max(m_map.xToPos(r.endS), left + 2);
        tail.area = QRectF(left, plot.top(), right - left, plot.height());
        tail.tip = ChartTr::tr("Flush tail: %1 from the last write to the data being on disk (fdatasync + close)")
                       .arg(milliseconds(r.flushTailS));
        tail.label = addLabel(ChartTr::tr("flush tail %1").arg(milliseconds(r.flushTailS)), Label::Role::Flush);
        placeInRow(tail.label, (left + right) / 2, Qt::AlignHCenter);
        // Ongoing vs effective: both values named at the end of the writes (placed in
        // valueLabels(), once the rows along the top are known).
        if (r.effectiveMiBs > 0) {
            tail.ongoingLabel
                = addLabel(ChartTr::tr("ongoing %1: into RAM").arg(shownRate(r.ongoingMiBs)), Label::Role::Ongoing);
            tail.effectiveLabel
                = addLabel(ChartTr::tr("effective %1: on disk, incl. flush").arg(shownRate(r.effectiveMiBs)),
                    Label::Role::Effective);
            m_valueLabels.append({ tail.ongoingLabel, tail.effectiveLabel });
            m_valueAnchors.append({ m_map.toScene(r.ioEndS, r.ongoingMiBs), m_map.toScene(r.endS, r.effectiveMiBs) });
            const QPointF top = m_map.toScene(r.endS, r.ongoingMiBs);
            const QPointF bottom = m_map.toScene(r.endS, r.effectiveMiBs);
            if (bottom.y() - top.y() > 12) {
                tail.hasArrow = true;
                tail.arrow = QLineF(top + QPointF(0, 3), bottom - QPointF(0, 3));
                int i = 0;
                for (const auto& [tip, dir] : { std::pair { top, 1.0 }, std::pair { bottom, -1.0 } })
                    tail.arrowHeads[i++] << tip << tip + QPointF(-3.5, 7 * dir) << tip + QPointF(3.5, 7 * dir);
            }
        }
        m_layout.flushTails.append(tail);
    }
}

// Labelled; a sweep over several directories names the filesystem at each one's first mark.
void Builder::phaseLines()
{
    const bool manyPasses = m_data.config().streamCounts.size() > 1 || m_data.environments().size() > 1;
    auto flushLabelled = [this](double t) {
        for (const PhaseResult& r : m_data.phaseResults()) {
            if (r.flushTailS > 0 && t >= r.ioEndS - 0.05 && t <= r.endS)
                return true;
        }
        return false;
    };
    int labelledTarget = -1;
    for (const ChartData::PhaseMark& mark : m_data.phaseMarks()) {
        if (mark.t < m_map.x0 || mark.t > m_map.x1)
            continue;
        PhaseLine line;
        line.x = m_map.xToPos(mark.t);
        line.tip = ChartTr::tr("%1 phase starts at %2 s").arg(phaseTitle(mark.kind), seconds(mark.t));
        if (mark.kind != PhaseKind::Flush || !flushLabelled(mark.t)) { // else the shaded span says it
            QString text = phaseTitle(mark.kind);
            if (manyPasses && mark.kind != PhaseKind::Flush && mark.streams > 0)
                text = ChartTr::tr("%1 \u00d7%2").arg(text).arg(mark.streams);
            if (m_data.environments().size() > 1 && mark.target != labelledTarget) {
                labelledTarget = mark.target;
                const SysProbe::Environment env = m_data.environments().value(mark.target);
                text = ChartTr::tr("%1: %2").arg(env.fsType.isEmpty() ? env.targetDir : env.fsType, text);
            }
            line.label = addLabel(text, Label::Role::Phase);
            placeInRow(line.label, line.x + 3, Qt::AlignLeft);
        }
        m_layout.phaseLines.append(line);
    }
}

void Builder::cliffLines()
{
    for (const OutlookCliff& cliff : m_data.cliffs()) {
        if (cliff.timeS < m_map.x0 || cliff.timeS > m_map.x1)
            continue;
        CliffLine line;
        line.x = m_map.xToPos(cliff.timeS);
        line.timeS = cliff.timeS;
        const QString from = Units::formatShownRate(cliff.fromBps);
        const QString to = Units::formatShownRate(cliff.toBps);
        line.tip = ChartTr::tr("The device's write rate fell at %1 s from %2 to %3 and stayed there (a write cache "
                               "filled, or a thermal throttle): projections use the rate after it")
                       .arg(seconds(cliff.timeS), from, to);
        // Short, the unit once: "150 → 50 MiB/s".
        const auto number = [](double bps) {
            const double shown = Units::shownRate(bps / Units::kMiB);
            return QLocale().toString(shown, 'f', shown >= 10 ? 0 : 1);
        };
        line.label = addLabel(ChartTr::tr("device rate fell: %1 \u2192 %2 %3")
                                  .arg(number(cliff.fromBps), number(cliff.toBps), Units::rateUnitName()),
            Label::Role::Cliff);
        placeInRow(line.label, line.x + 3, Qt::AlignLeft);
        m_layout.cliffLines.append(line);
    }
}

bool Builder::onAnotherLabel(const Label& l, const Label* self) const
{
    const QRectF box = l.box();
    self = self ? self : &l;
    return std::any_of(m_layout.labels.cbegin(), m_layout.labels.cend(),
        [&](const Label& other) { return &other != self && !other.pos.isNull() && other.box().intersects(box); });
}

QPointF Builder::clearPosition(const Label& l, const QList<QPointF>& candidates) const
{
    // Along the bottom the stall bars and their causes' labels go.
    const double bottomZone = m_data.stalls().isEmpty() ? m_map.plot.bottom() : m_map.plot.bottom() - kBarHeight - 18;
    QPointF best = candidates.constFirst();
    double bestCost = 1e18;
    for (const QPointF& pos : candidates) {
        const QRectF box = QRectF(pos, l.size).adjusted(-2, -1, 2, 1);
        const bool onLabel = std::any_of(m_layout.labels.cbegin(), m_layout.labels.cend(),
            [&](const Label& other) { return &other != &l && !other.pos.isNull() && other.box().intersects(box); });
        // A label never covers another; where every place covers a line, the one that covers
        // least of it.
        const double cost = (onLabel ? 1e9 : 0) + (box.bottom() > bottomZone ? 1e6 : 0) + m_cover.coveredColumns(box);
        if (cost == 0)
            return pos;
        if (cost < bestCost) {
            bestCost = cost;
            best = pos;
        }
    }
    return best;
}

// Each value beside the point it names: left of the end of the writes, above the ongoing
// line and below the effective one, or further up or down where that covers a line.
void Builder::valueLabels()
{
    // Below the marks of lines off the top; a rate off the top (the axis scaled to the streams)
    // is named from the plot's top edge, so that its candidates differ.
    const QRectF plot = m_map.plot.adjusted(0, std::min(m_options.topInset, m_map.plot.height() / 2), 0, 0);
    for (qsizetype i = 0; i < m_valueLabels.size(); ++i) {
        const auto [ongoingIndex, effectiveIndex] = m_valueLabels.at(i);
        const auto [ongoingAnchor, effectiveAnchor] = m_valueAnchors.at(i);
        const auto inPlot = [&](QPointF p) { return QPointF(p.x(), std::clamp(p.y(), plot.top(), plot.bottom())); };
        const QPointF ongoingAt = inPlot(ongoingAnchor);
        const QPointF effectiveAt = inPlot(effectiveAnchor);
        for (const auto& [index, point, above] :
            { std::tuple { ongoingIndex, ongoingAt, true }, std::tuple { effectiveIndex, effectiveAt, false } }) {
            Label& l = label(index);
            const double step = l.size.height() + 4;
            QList<QPointF> candidates;
            // Left of the point first (over the phase it names), then right of it.
            for (const Qt::Alignment side : { Qt::AlignRight, Qt::AlignLeft }) {
                for (int k = 0; k < 10; ++k) {
                    for (const bool up : { above, !above }) {
                        const QPointF anchor
                            = point + QPointF(side == Qt::AlignRight ? -4 : 4, up ? -3 - k * step : 4 + k * step);
                        candidates.append(anchored(l.size, anchor, side | (up ? Qt::AlignBottom : Qt::AlignTop), plot));
                    }
                }
            }
            l.pos = clearPosition(l, candidates);
        }
    }
}

// A rate near the top of the plot put its label onto the labels along the top (longer in
// German and French): move it below them, and the effective label below it if needed.
void Builder::keepValuesClearOfRows()
{
    // Below the labels `above` (the rows along the top unless given); `gap`: how far apart the
    // plates stay (0: they may touch).
    auto moveBelowRowLabels = [this](Label& l, double gap = 0, const QList<int>* above = nullptr) {
        const QList<int>& others = above ? *above : m_rowLabels;
        for (int pass = 0; pass < others.size(); ++pass) {
            double below = -1;
            for (int row : others) {
                const QRectF other = label(row).box().adjusted(-gap, -gap, gap, gap);
                if (l.box().intersects(other))
                    below = std::max(below, other.bottom() + 1);
            }
            if (below < 0)
                return;
            l.pos.ry() += below - l.box().top();
        }
    };
    for (const auto& [ongoingIndex, effectiveIndex] : std::as_const(m_valueLabels)) {
        Label& ongoing = label(ongoingIndex);
        Label& effective = label(effectiveIndex);
        moveBelowRowLabels(ongoing);
        moveBelowRowLabels(effective);
        if (ongoing.box().intersects(effective.box()))
            effective.pos.setY(ongoing.box().bottom() + 1);
    }
    // A stopped phase's label sits where its line ends, often right under the top: its plate
    // on (or against) the flush tail's, a phase's or the throttle ceiling's label made one
    // unreadable text.
    // The throttle ceiling's name at the top right is such a label too.
    QList<int> above = m_rowLabels;
    for (const ThrottleLine& line : std::as_const(m_layout.throttleLines))
        above.append(line.label);
    for (const int partial : std::as_const(m_partialLabels))
        moveBelowRowLabels(label(partial), 3, &above);
}

// Shaded across the plot, with a bar along the time axis (see mergedStalls()).
void Builder::stallSpans()
{
    const QRectF& plot = m_map.plot;
    QList<std::pair<double, double>> extents;
    for (const MergedStall& s : mergedStalls(m_data, m_map)) {
        StallSpan span;
        span.area = QRectF(s.left, plot.top(), s.right - s.left, plot.height());
        span.bar = QRectF(s.left, plot.bottom() - kBarHeight, s.right - s.left, kBarHeight);
        span.count = s.count;
        span.longestS = s.longest;
        span.cause = s.cause;
        span.tip = s.tip();
        m_layout.stallSpans.append(span);
        extents.append({ s.left, s.right });
    }
    causeMarks(extents);
}

// Neighbouring spans of one cause share a label, so that a burst of throttled writes reads
// as one "7 × dirty throttling" rather than seven unreadable ones; a label that would cover
// another is left out (the spans' tooltips still say it).
void Builder::causeMarks(const QList<std::pair<double, double>>& extents)
{
    const QRectF& plot = m_map.plot;
    constexpr double kJoinPx = 60;
    double lastLabelRight = -1e9;
    for (qsizetype i = 0; i < m_layout.stallSpans.size();) {
        const StallCause::Cause cause = m_layout.stallSpans.at(i).cause;
        const double left = extents.at(i).first;
        double right = extents.at(i).second;
        int count = 0;
        qsizetype j = i;
        for (; j < m_layout.stallSpans.size() && m_layout.stallSpans.at(j).cause == cause
             && extents.at(j).first <= right + kJoinPx;
             ++j) {
            right = std::max(right, extents.at(j).second);
            count += m_layout.stallSpans.at(j).count;
        }
        i = j;
        const QString text = count == 1 ? StallCause::label(cause)
                                        : ChartTr::tr("%1 \u00d7 %2").arg(count).arg(StallCause::label(cause));
        const int index = addLabel(text, Label::Role::Cause);
        Label& l = label(index);
        l.pos = anchored(l.size, QPointF((left + right) / 2, plot.bottom() - kBarHeight - 2),
            Qt::AlignHCenter | Qt::AlignBottom, plot);
        if (l.box().left() < lastLabelRight + 4) {
            m_layout.labels.removeLast();
            continue;
        }
        lastLabelRight = l.box().right();
        m_layout.causeMarks.append({ cause, count, index });
    }
}

// Where the kernel holds writers back, on the Dirty+Writeback axis; a limit above the axis'
// range is not drawn (the axis takes in the ceiling while it follows the data).
void Builder::throttleLines()
{
    const QRectF& plot = m_map.plot;
    // The ceiling that binds writers first, when the outlook of a real-time run knows it: the
    // device's or the memory cgroup's own limit may be below the kernel's global one.
    QString which; // names a lower one in the label and the tip
    if (m_data.ceilingBelowGlobal()) {
        switch (m_data.binding()) {
        case DirtyCeiling::Binding::Device:
            which = ChartTr::tr("device limit");
            break;
        case DirtyCeiling::Binding::Cgroup:
            which = ChartTr::tr("cgroup limit");
            break;
        default:
            which = ChartTr::tr("below the global limit");
            break;
        }
    }
    const std::pair<ThrottleLine::Kind, double> limits[] = {
        { ThrottleLine::Kind::Ceiling, m_data.throttleCeilingMiB() },
        { ThrottleLine::Kind::Background, m_data.dirtyBackgroundMiB() },
    };
    for (const auto& [kind, mib] : limits) {
        if (std::isnan(mib) || mib < m_map.dirtyY0)
            continue;
        ThrottleLine line;
        line.kind = kind;
        line.mib = mib;
        QString size = Units::formatSize(int64_t(mib * Units::kMiB));
        if (kind == ThrottleLine::Kind::Ceiling && !which.isEmpty())
            size = ChartTr::tr("%1 (%2)").arg(size, which);
        if (mib > m_map.dirtyY1) {
            // The axis fits small dirty data instead (see LiveChart::refresh()): the ceiling is
            // named at the axis' top, the background threshold left out.
            if (kind != ThrottleLine::Kind::Ceiling)
                continue;
            line.offScale = true;
            line.line = QLineF(plot.right() - 24, plot.top() + 1, plot.right(), plot.top() + 1);
            line.tip = ChartTr::tr("Throttle ceiling %1, above this axis: the kernel holds writers back in "
                                   "balance_dirty_pages only when Dirty+Writeback reaches it")
                           .arg(size);
            line.label = addLabel(ChartTr::tr("throttle ceiling %1 \u2191").arg(size), Label::Role::Throttle);
            Label& l = label(line.label);
            l.pos = anchored(l.size, QPointF(plot.right() - 4, plot.top() + 4 + m_options.topInset),
                Qt::AlignRight | Qt::AlignTop, plot);
            m_layout.throttleLines.append(line);
            continue;
        }
        const double y = m_map.dirtyYToPos(mib);
        line.line = QLineF(plot.left(), y, plot.right(), y);
        if (kind == ThrottleLine::Kind::Ceiling) {
            line.tip = ChartTr::tr("Throttle ceiling %1: above it the kernel holds writers back in "
                                   "balance_dirty_pages ((dirty threshold + background threshold) / 2)")
                           .arg(size);
            line.label = addLabel(ChartTr::tr("throttle ceiling %1").arg(size), Label::Role::Throttle);
        } else {
            line.tip
                = ChartTr::tr("Background threshold %1: above it the flusher threads write dirty data out").arg(size);
            line.label = addLabel(ChartTr::tr("background threshold %1").arg(size), Label::Role::Throttle);
        }
        // Right-aligned under the line, next to the axis it belongs to; where a label placed
        // before (along the top: a flush tail, a phase) is there, the nearest place above or
        // under the line that is free of labels (a label far from its line would name another).
        Label& l = label(line.label);
        l.pos = anchored(l.size, QPointF(plot.right() - 4, y + 2), Qt::AlignRight | Qt::AlignTop, plot);
        if (onAnotherLabel(l)) {
            QList<QPointF> candidates;
            const double step = l.size.height() + 4;
            for (int k = 0; k < 6; ++k) {
                candidates.append(anchored(
                    l.size, QPointF(plot.right() - 4, y - 2 - k * step), Qt::AlignRight | Qt::AlignBottom, plot));
                candidates.append(
                    anchored(l.size, QPointF(plot.right() - 4, y + 2 + k * step), Qt::AlignRight | Qt::AlignTop, plot));
            }
            const auto free = std::find_if(candidates.cbegin(), candidates.cend(), [&](const QPointF& p) {
                Label moved = l;
                moved.pos = p;
                return !onAnotherLabel(moved, &l);
            });
            l.pos = free != candidates.cend() ? *free : clearPosition(l, candidates);
        }
        m_layout.throttleLines.append(line);
    }
}

// Its operation has been in flight longer than the threshold and has not returned yet:
// drawn growing until it returns.
void Builder::blockedSpans()
{
    const QRectF& plot = m_map.plot;
    for (const ChartData::Blocked& b : m_data.blockedNow()) {
        if (!m_map.visible(b.sinceS, b.nowS))
            continue;
        BlockedSpan span;
        span.stream = b.stream;
        const auto [left, right] = blockedExtent(b, m_map);
        span.area = QRectF(left, plot.top(), right - left, plot.height());
        span.bar = QRectF(left, plot.bottom() - kBarHeight, right - left, kBarHeight);
        span.cause = b.cause;
        span.tip = blockedTip(b);
        span.label
            = addLabel(ChartTr::tr("stream %1 blocked %2").arg(b.stream + 1).arg(milliseconds(b.nowS - b.sinceS)),
                Label::Role::Blocked);
        Label& l = label(span.label);
        l.pos = anchored(
            l.size, QPointF(right - 2, plot.bottom() - kBarHeight - 3), Qt::AlignRight | Qt::AlignBottom, plot);
        m_layout.blockedSpans.append(span);
    }
}

// Data a recorder would have lost. Above the stall bar, so that both can be seen at once;
// overruns closer than a few pixels merge, so that hundreds of them stay one readable mark.
void Builder::overrunGroups()
{
    const QRectF& plot = m_map.plot;
    struct Group {
        double left = 0;
        double right = 0;
        OverrunGroup group;
        QSet<int> streams;
    };
    QList<Group> groups;
    QList<OverrunEvent> overruns = m_data.overruns();
    std::sort(overruns.begin(), overruns.end(),
        [](const OverrunEvent& a, const OverrunEvent& b) { return a.timeS < b.timeS; });
    for (const OverrunEvent& o : overruns) {
        if (o.timeS < m_map.x0 || o.timeS > m_map.x1)
            continue;
        const double x = m_map.xToPos(o.timeS);
        if (!groups.isEmpty() && x <= groups.last().right + 4) {
            Group& g = groups.last();
            g.right = std::max(g.right, x + 2);
            ++g.group.count;
            g.group.bytes += o.bytesLost;
            g.group.lastS = o.timeS;
            g.streams.insert(o.stream);
        } else {
            Group g;
            g.left = x - 1;
            g.right = x + 2;
            g.group.count = 1;
            g.group.bytes = o.bytesLost;
            g.group.firstS = g.group.lastS = o.timeS;
            g.streams.insert(o.stream);
            groups.append(g);
        }
    }
    const double top = plot.bottom() - 2 * kBarHeight - 2;
    for (Group& g : groups) {
        OverrunGroup& group = g.group;
        group.streams = g.streams.values();
        std::sort(group.streams.begin(), group.streams.end());
        QStringList streams;
        for (int stream : std::as_const(group.streams))
            streams.append(QLocale().toString(stream + 1));
        group.tip = group.count == 1
            ? ChartTr::tr("Overrun: stream %1 lost %2 at %3 s")
                  .arg(streams.first(), Units::formatSize(group.bytes), seconds(group.firstS))
            : ChartTr::tr("%n overruns from %1 s to %2 s: %3 lost (streams %4)", nullptr, group.count)
                  .arg(seconds(group.firstS), seconds(group.lastS), Units::formatSize(group.bytes),
                      streams.join(QStringLiteral(", ")));
        group.bar = QRectF(g.left, top, g.right - g.left, kBarHeight);
        const double base = top - 1;
        group.marker << QPointF(g.left + 1, base) << QPointF(g.left - 3, base - 7) << QPointF(g.left + 5, base - 7);
        m_layout.overrunGroups.append(group);
    }
}

} // namespace

double dataEnd(const ChartData& data)
{
    double end = data.lastT();
    for (const PhaseResult& r : data.phaseResults())
        end = std::max(end, r.endS);
    for (const StallEvent& s : data.stalls())
        end = std::max(end, s.startS + s.durationS);
    for (const OverrunEvent& o : data.overruns())
        end = std::max(end, o.timeS);
    return end;
}

Layout layout(const ChartData& data, const PlotMapping& map, const Options& options)
{
    return Builder(data, map, options).build();
}

Legend legendLayout(const QStringList& texts, QPointF topLeft, double width, const MeasureText& measure)
{
    Legend legend;
    if (texts.isEmpty())
        return legend;
    struct Row {
        qsizetype first = 0;
        double width = 0;
    };
    QList<Row> rows { Row() };
    double rowHeight = 0;
    for (qsizetype i = 0; i < texts.size(); ++i) {
        LegendEntry e;
        e.text = texts.at(i);
        e.textSize = measure ? measure(e.text, Label::Role::Legend) : QSizeF(6.0 * double(e.text.size()), 12);
        rowHeight = std::max(rowHeight, e.textSize.height());
        const double w = kLegendSwatch + 4 + e.textSize.width();
        Row& row = rows.last();
        if (i > row.first && row.width + kLegendEntryGap + w > width)
            rows.append({ i, w });
        else
            row.width += (i > row.first ? kLegendEntryGap : 0) + w;
        legend.entries.append(e);
    }
    rowHeight += 3;
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const qsizetype end = r + 1 < rows.size() ? rows.at(r + 1).first : texts.size();
        double x = topLeft.x() + std::max(0.0, (width - rows.at(r).width) / 2);
        const double y = topLeft.y() + double(r) * rowHeight;
        for (qsizetype i = rows.at(r).first; i < end; ++i) {
            LegendEntry& e = legend.entries[i];
            e.swatch = QRectF(x, y + 1, kLegendSwatch, rowHeight - 2);
            e.textPos = QPointF(x + kLegendSwatch + 4, y + (rowHeight - e.textSize.height()) / 2);
            x = e.textPos.x() + e.textSize.width() + kLegendEntryGap;
        }
    }
    legend.rows = int(rows.size());
    legend.height = double(rows.size()) * rowHeight;
    return legend;
}

} // namespace ChartMarks
