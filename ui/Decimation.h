#pragma once

#include <QList>
#include <QPointF>
#include <cstddef>

// Per-pixel min/max decimation for time series that are far longer than the plot is wide.
//
// Each pixel column keeps the first, lowest, highest and last sample that falls into it, in
// time order (the "M4" reduction). Nothing is ever averaged: a single 100 ms stall (a dip to
// 0 MiB/s) or a single spike in a one-hour run still reaches its full depth or height on
// screen. NaN values are gaps (no data, e.g. a stream that does not exist in this pass) and
// stay gaps: a column that holds one emits a NaN point between its samples before and after it.
namespace Decimation {

// `xs` must be ascending (time). Only samples within [x0, x1] are reduced, plus the nearest
// sample on each side so that lines run to the plot's edges. With no more than about two
// samples per column the visible samples are returned unchanged.
QList<QPointF> minMax(const double* xs, const float* ys, qsizetype count, double x0, double x1, int columns);

// The same, writing into `out` (cleared first) so a caller can reuse its allocation.
void minMaxInto(
    const double* xs, const float* ys, qsizetype count, double x0, double x1, int columns, QList<QPointF>& out);

} // namespace Decimation
