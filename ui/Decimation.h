#pragma once

#include <QList>
#include <QPointF>
#include <cstddef>

// Per-pixel min/max decimation for time series that are far longer than the plot is wide.
//
// Each pixel column keeps the lowest and the highest sample that falls into it, in time
// order, so the line drawn through them covers the column's full vertical extent. Nothing is
// ever averaged: a single 100 ms stall (a dip to 0 MiB/s) or a single spike in a one-hour run
// still reaches its full depth or height on screen. NaN values are gaps (no data, e.g. a stream that does not exist in
// this pass) and stay gaps: a column that holds one emits a NaN point between its samples before and after it.
namespace Decimation {

// `xs` must be ascending (time). Only samples within [x0, x1] are reduced, plus the nearest
// sample on each side so that lines run to the plot's edges. With no more than about two
// samples per column the visible samples are returned unchanged. `tolerance` (in y units,
// typically half a pixel) lets a column whose lowest and highest sample are that close emit
// one point instead of two: the same drawing with half the points.
QList<QPointF> minMax(
    const double* xs, const float* ys, qsizetype count, double x0, double x1, int columns, float tolerance = 0.0f);

// The same, writing into `out` (cleared first) so a caller can reuse its allocation.
void minMaxInto(const double* xs, const float* ys, qsizetype count, double x0, double x1, int columns,
    QList<QPointF>& out, float tolerance = 0.0f);

// One point per column: its highest (Upper) or lowest (Lower) sample. For the edges of filled
// areas (the streams' min-max band, dirty memory): a zig-zag edge only costs time to fill,
// and the extreme of each column is what the area must reach.
enum class Envelope { Upper, Lower };
void envelopeInto(const double* xs, const float* ys, qsizetype count, double x0, double x1, int columns, Envelope side,
    QList<QPointF>& out);

} // namespace Decimation
