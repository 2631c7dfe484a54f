#include "Decimation.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace Decimation {

namespace {

// Collects one run of finite samples inside a column and emits its lowest and highest
// sample in time order: the line through them covers the column's full vertical extent.
// When the two are no further apart than `tolerance` (less than a pixel), one point does.
struct ColumnGroup {
    qsizetype min = -1;
    qsizetype max = -1;

    void add(qsizetype i, const float* ys)
    {
        if (min < 0) {
            min = max = i;
            return;
        }
        if (ys[i] < ys[min])
            min = i;
        if (ys[i] > ys[max])
            max = i;
    }
    void appendTo(const double* xs, const float* ys, float tolerance, QList<QPointF>& out) const
    {
        if (min < 0)
            return;
        const qsizetype a = std::min(min, max);
        const qsizetype b = std::max(min, max);
        out.append(QPointF(xs[a], double(ys[a])));
        if (a != b && ys[max] - ys[min] > tolerance)
            out.append(QPointF(xs[b], double(ys[b])));
    }
};

// Visible range plus one neighbour on each side, so that lines run to the plot's edges.
std::pair<qsizetype, qsizetype> visibleRange(const double* xs, qsizetype count, double x0, double x1)
{
    qsizetype begin = qsizetype(std::lower_bound(xs, xs + count, x0) - xs);
    qsizetype end = qsizetype(std::upper_bound(xs, xs + count, x1) - xs);
    if (begin > 0)
        --begin;
    if (end < count)
        ++end;
    return { begin, end };
}

// Neighbours outside the range get columns of their own (-1 and columns).
qsizetype columnOf(double x, double x0, double x1, double scale, int columns)
{
    if (x < x0)
        return -1;
    if (x > x1)
        return columns;
    return std::min<qsizetype>(qsizetype((x - x0) * scale), columns - 1);
}

} // namespace

void minMaxInto(const double* xs, const float* ys, qsizetype count, double x0, double x1, int columns,
    QList<QPointF>& out, float tolerance)
{
    out.clear();
    if (count <= 0 || !(x1 > x0))
        return;
    columns = std::max(columns, 1);
    const auto [begin, end] = visibleRange(xs, count, x0, x1);
    const qsizetype visible = end - begin;
    if (visible <= 0)
        return;

    const double nan = std::numeric_limits<double>::quiet_NaN();
    if (visible <= qsizetype(columns) * 2) {
        out.reserve(visible);
        for (qsizetype i = begin; i < end; ++i)
            out.append(QPointF(xs[i], std::isnan(ys[i]) ? nan : double(ys[i])));
        return;
    }

    out.reserve(qsizetype(columns) * 2 + 8);
    const double scale = double(columns) / (x1 - x0);
    qsizetype column = columnOf(xs[begin], x0, x1, scale, columns);
    ColumnGroup before; // finite samples before the column's first gap
    ColumnGroup after; // finite samples after it
    bool gap = false;
    double gapX = 0;
    auto flush = [&] {
        before.appendTo(xs, ys, tolerance, out);
        if (gap) {
            // A gap at the x of the column's first NaN keeps lines from bridging it.
            out.append(QPointF(gapX, nan));
        }
        after.appendTo(xs, ys, tolerance, out);
        before = {};
        after = {};
        gap = false;
    };
    for (qsizetype i = begin; i < end; ++i) {
        const qsizetype c = columnOf(xs[i], x0, x1, scale, columns);
        if (c != column) {
            flush();
            column = c;
        }
        if (std::isnan(ys[i])) {
            if (!gap)
                gapX = xs[i];
            gap = true;
        } else if (gap) {
            after.add(i, ys);
        } else {
            before.add(i, ys);
        }
    }
    flush();
}

QList<QPointF> minMax(
    const double* xs, const float* ys, qsizetype count, double x0, double x1, int columns, float tolerance)
{
    QList<QPointF> out;
    minMaxInto(xs, ys, count, x0, x1, columns, out, tolerance);
    return out;
}

void envelopeInto(const double* xs, const float* ys, qsizetype count, double x0, double x1, int columns, Envelope side,
    QList<QPointF>& out)
{
    out.clear();
    if (count <= 0 || !(x1 > x0))
        return;
    columns = std::max(columns, 1);
    const auto [begin, end] = visibleRange(xs, count, x0, x1);
    out.reserve(std::min<qsizetype>(end - begin, qsizetype(columns) + 2));
    const double scale = double(columns) / (x1 - x0);
    const bool upper = side == Envelope::Upper;
    qsizetype column = std::numeric_limits<qsizetype>::min();
    qsizetype best = -1;
    for (qsizetype i = begin; i < end; ++i) {
        if (std::isnan(ys[i]))
            continue; // an area cannot show a gap; its edge bridges it
        const qsizetype c = columnOf(xs[i], x0, x1, scale, columns);
        if (c != column) {
            if (best >= 0)
                out.append(QPointF(xs[best], double(ys[best])));
            best = -1;
            column = c;
        }
        if (best < 0 || (upper ? ys[i] > ys[best] : ys[i] < ys[best]))
            best = i;
    }
    if (best >= 0)
        out.append(QPointF(xs[best], double(ys[best])));
}

} // namespace Decimation
