#pragma once

#include "ChartMarks.h"

#include <QList>
#include <QString>
#include <utility>

// Stalls and blocked operations as the chart draws them, in pixels: shared by the marks over
// the plot (ChartMarks::layout()) and the stall lane under it (ChartMarks::stripLayout()).
namespace ChartMarks {

// Stalls merged where they touch (closer than a pixel), at least 2 px wide, so that one
// 100 ms stall stays visible in an hour and thousands of them stay cheap.
struct MergedStall {
    double left = 0;
    double right = 0;
    int count = 0;
    double longest = 0;
    StallCause::Cause cause = StallCause::Cause::Unknown;
    QString detail; // the longest's
    QString tip() const;
};

// The stalls of `data` visible in `map`, by start time, merged.
QList<MergedStall> mergedStalls(const ChartData& data, const PlotMapping& map);

// The tooltip of a blocked operation: for how long, and its cause so far.
QString blockedTip(const ChartData::Blocked& b);

// The span of a blocked operation, from its start to the latest sample (at least 2 px).
std::pair<double, double> blockedExtent(const ChartData::Blocked& b, const PlotMapping& map);

} // namespace ChartMarks
