// ChartMarks::LineCover: the pixels the program's lines pass through, so that labels over the
// plot can be placed where they hide none of them.
#include "ChartMarks.h"
#include "Units.h"

#include <algorithm>
#include <cmath>

namespace ChartMarks {

LineCover::LineCover(const ChartData& data, const PlotMapping& map)
    : m_plot(map.plot)
    , m_map(map)
    , m_columns(std::max(0, int(std::ceil(map.plot.width()))))
{
    if (m_columns.isEmpty())
        return;
    const QList<double>& t = data.t();
    addColumn(t, data.total(), 0, t.size());
    // The streams where their lines are: on the share axis, each by its own rate, when they show shares.
    const auto rateMiBs = [&data](int stream) { return data.config().rateFor(stream) / Units::kMiB; };
    if (data.maxStreamsInPass() > 16) {
        addColumn(t, data.bandMedian(), 0, t.size(), rateMiBs(0));
    } else {
        for (int i = 0; i < data.streamCount(); ++i)
            addColumn(t, data.stream(i), 0, t.size(), rateMiBs(i));
    }
    for (const auto& [first, end] : data.ongoingRuns())
        addColumn(t, data.ongoing(), first, end);
    for (const PhaseResult& r : data.phaseResults()) {
        if ((r.kind == PhaseKind::Write || r.kind == PhaseKind::Create) && r.effectiveMiBs > 0) {
            const double y = map.yToPos(r.effectiveMiBs);
            addSegment(map.xToPos(r.startS), y, map.xToPos(r.endS), y);
        }
    }
}

void LineCover::addColumn(
    const QList<double>& t, const QList<float>& values, qsizetype first, qsizetype end, double rateMiBs)
{
    end = std::min({ end, t.size(), values.size() });
    bool have = false;
    QPointF last;
    for (qsizetype i = first; i < end; ++i) {
        if (i + 1 < end && t.at(i + 1) < m_map.x0)
            continue; // left of the range, and so is the next point
        if (std::isnan(values.at(i))) {
            have = false;
            continue;
        }
        const QPointF p(m_map.xToPos(t.at(i)), m_map.streamYToPos(values.at(i), rateMiBs));
        if (have)
            addSegment(last.x(), last.y(), p.x(), p.y());
        else
            addSegment(p.x(), p.y(), p.x(), p.y());
        last = p;
        have = true;
        if (t.at(i) > m_map.x1)
            break;
    }
}

void LineCover::addSegment(double x0, double y0, double x1, double y1)
{
    const int columns = int(m_columns.size());
    const int c0 = std::max(0, int(std::floor(std::min(x0, x1) - m_plot.left())));
    const int c1 = std::min(columns - 1, int(std::floor(std::max(x0, x1) - m_plot.left())));
    for (int c = c0; c <= c1; ++c) {
        // The segment's heights at the column's edges (its ends where it starts or stops in it).
        auto yAt = [&](double x) {
            if (x1 == x0)
                return y0;
            const double f = std::clamp((x - x0) / (x1 - x0), 0.0, 1.0);
            return y0 + (y1 - y0) * f;
        };
        const double a = yAt(m_plot.left() + c);
        const double b = yAt(m_plot.left() + c + 1);
        float top = float(std::clamp(std::min(a, b), m_plot.top(), m_plot.bottom()));
        float bottom = float(std::clamp(std::max(a, b), m_plot.top(), m_plot.bottom()));
        auto& spans = m_columns[c];
        for (qsizetype i = 0; i < spans.size();) {
            if (spans[i].first <= bottom + 1 && spans[i].second >= top - 1) {
                top = std::min(top, spans[i].first);
                bottom = std::max(bottom, spans[i].second);
                spans.remove(i);
            } else {
                ++i;
            }
        }
        spans.append({ top, bottom });
    }
}

int LineCover::coveredColumns(const QRectF& box) const
{
    // Lines are up to 3 px wide: 2 px around their middle count as covered.
    constexpr double kPen = 2;
    const int columns = int(m_columns.size());
    const int c0 = std::max(0, int(std::floor(box.left() - m_plot.left())));
    const int c1 = std::min(columns - 1, int(std::floor(box.right() - m_plot.left())));
    int covered = 0;
    for (int c = c0; c <= c1; ++c) {
        for (const auto& [top, bottom] : m_columns.at(c)) {
            if (top - kPen < box.bottom() && bottom + kPen > box.top()) {
                ++covered;
                break;
            }
        }
    }
    return covered;
}

} // namespace ChartMarks
