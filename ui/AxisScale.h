#pragma once

#include <QList>
#include <QString>

// The chart's axis maths, free of widgets and of Qt Charts: nice numbers for a range's end
// and its tick interval, and the policy by which the axes follow the data.
namespace AxisScale {

// The first of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 x 10^k at or above value: close enough that
// the data fills most of the plot, round enough to read. 1 for nothing positive.
double niceCeil(double value);
// A tick interval of 1, 2 or 5 x 10^k that gives at most about `ticks` intervals over `span`.
double niceStep(double span, int ticks);

// Ticks at a nice interval for [min, max], anchored at 0, with as many decimals as the
// interval needs (0 for 1 and up, 1 for 0.1 and up, and so on, at most 3).
struct Ticks {
    double step = 1;
    int decimals = 0;
    QString labelFormat() const; // printf style, as QValueAxis::setLabelFormat() takes it
};
Ticks ticksFor(double min, double max, int ticks);

// Value axes (MiB/s, MiB) get about this many intervals.
constexpr int kValueTicks = 6;
// The time axis: one interval per 90 pixels of plot width, 4 to 12.
int timeTicks(double plotWidth);

// How the axes follow the data while the user has not zoomed or panned. The time axis ends at
// the newest sample (never seconds ahead of it); while a run is live it may show only its last
// `window` seconds, a rolling view. The value ranges grow in nice steps with headroom while
// live, so that they do not rescale every tick, and shrink only when far too tall; once the
// run is over they fit the data.
struct FollowRanges {
    double xMin = 0; // start of the time axis, s
    double xMax = 0; // end of the time axis, s
    double yMax = 0; // end of the rate axis, MiB/s
    double dirtyMax = 0; // end of the dirty-data axis, MiB

    void reset() { xMin = xMax = yMax = dirtyMax = 0; }
    // `lastT`: the newest sample's time; `window` (s, 0: the whole run) only while live.
    void fitTime(double lastT, bool live, double window = 0);
    // The highest rate and the most dirty data drawn over the visible time.
    void fitValues(double peakRate, double peakDirty, bool live);
    // The end of a value axis for `peak` (8 % headroom, a nice number, at least 1).
    static double valueTarget(double peak);
    // The new end of a live value axis now at `current` whose data wants `target`.
    static double followLive(double current, double target);
};

// A stretch of a column above the top of its axis (a device burst over the program's lines),
// for a mark at the plot's top edge: where it is, how high it went and when.
struct OffScale {
    double t0 = 0;
    double t1 = 0;
    double peakT = 0;
    double peak = 0;
};
// The stretches of `values` (at ascending times `t`) over `top` within [x0, x1]; samples over
// the top less than `merge` seconds apart are one stretch (so marks do not crowd). `joined`: the
// values are a drawn line's points (a level line has few), so neighbours both over the top are
// one stretch however far apart.
QList<OffScale> offScale(const double* t, const float* values, qsizetype count, double x0, double x1, double top,
    double merge, bool joined = false);

} // namespace AxisScale
