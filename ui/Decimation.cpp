#include "Decimation.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace Decimation {

namespace {

// Collects one run of finite samples inside a column and emits its first, min, max and
// last sample in time order, without duplicates.
struct ColumnGroup {
    qsizetype first = -1;
    qsizetype last = -1;
    qsizetype min = -1;
    qsizetype max = -1;

    bool empty() const { return first < 0; }
    void add(qsizetype i, const float* ys)
    {
        if (first < 0) {
            first = last = min = max = i;
            return;
        }
        last = i;
        if (ys[i] < ys[min])
            min = i;
        if (ys[i] > ys[max])
            max = i;
    }
    void appendTo(const double* xs, const float* ys, QList<QPointF>& out) const
    {
        if (first < 0)
            return;
        qsizetype idx[4] = { first, min, max, last };
        std::sort(std::begin(idx), std::end(idx));
        qsizetype previous = -1;
        for (qsizetype i : idx) {
            if (i == previous)
                continue;
            out.append(QPointF(xs[i], double(ys[i])));
            previous = i;
        }
    }
};

} // namespace

void minMaxInto(
    const double* xs, const float* ys, qsizetype count, double x0, double x1, int columns, QList<QPointF>& out)
{
    out.clear();
    if (count <= 0 || !(x1 > x0))
        return;
    columns = std::max(columns, 1);

    // Visible range plus one neighbour on each side.
    qsizetype begin = qsizetype(std::lower_bound(xs, xs + count, x0) - xs);
    qsizetype end = qsizetype(std::upper_bound(xs, xs + count, x1) - xs);
    if (begin > 0)
        --begin;
    if (end < count)
        ++end;
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

    out.reserve(qsizetype(columns) * 4 + 8);
    const double scale = double(columns) / (x1 - x0);
    auto columnOf = [&](double x) -> qsizetype {
        // Neighbours outside the range get columns of their own (-1 and columns).
        if (x < x0)
            return -1;
        if (x > x1)
            return columns;
        return std::min<qsizetype>(qsizetype((x - x0) * scale), columns - 1);
    };

    qsizetype column = columnOf(xs[begin]);
    ColumnGroup before; // finite samples before the column's first gap
    ColumnGroup after; // finite samples after it
    bool gap = false;
    double gapX = 0;
    auto flush = [&] {
        before.appendTo(xs, ys, out);
        if (gap) {
            // A gap at the x of the column's first NaN keeps lines from bridging it.
            out.append(QPointF(gapX, nan));
        }
        after.appendTo(xs, ys, out);
        before = {};
        after = {};
        gap = false;
    };
    for (qsizetype i = begin; i < end; ++i) {
        const qsizetype c = columnOf(xs[i]);
        if (c != column) {
            flush();
            column = c;
        }
        if (std::isnan(ys[i])) {
            if (!gap)
                gapX = xs[i];
            gap = true;
        } else if (gap)
            after.add(i, ys);
        else
            before.add(i, ys);
    }
    flush();
}

QList<QPointF> minMax(const double* xs, const float* ys, qsizetype count, double x0, double x1, int columns)
{
    QList<QPointF> out;
    minMaxInto(xs, ys, count, x0, x1, columns, out);
    return out;
}

} // namespace Decimation
