#include "AxisScale.h"

#include <algorithm>
#include <cmath>

namespace AxisScale {

double niceCeil(double value)
{
    if (!(value > 0))
        return 1.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(value)));
    for (double step : { 1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0 }) {
        // A value that is a nice number up to rounding stays that number, not the next one.
        if (step * magnitude >= value * (1 - 1e-9))
            return step * magnitude;
    }
    return 10.0 * magnitude;
}

double niceStep(double span, int ticks)
{
    if (!(span > 0))
        return 1.0;
    const double raw = span / std::max(1, ticks);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double step : { 1.0, 2.0, 5.0, 10.0 }) {
        if (step * magnitude >= raw)
            return step * magnitude;
    }
    return 10.0 * magnitude;
}

QString Ticks::labelFormat() const
{
    return QStringLiteral("%.") + QString::number(decimals) + QStringLiteral("f");
}

Ticks ticksFor(double min, double max, int ticks)
{
    Ticks t;
    t.step = niceStep(max - min, ticks);
    t.decimals = t.step >= 1.0 ? 0 : (t.step >= 0.1 ? 1 : (t.step >= 0.01 ? 2 : 3));
    return t;
}

int timeTicks(double plotWidth)
{
    return std::clamp(int(plotWidth / 90), 4, 12);
}

void FollowRanges::fitTime(double lastT, bool live, double window)
{
    // Until the first second the axis shows one second, not a sliver.
    xMax = lastT > 0 ? (live ? std::max(lastT, 1.0) : lastT) : 1.0;
    xMin = live && window > 0 ? std::max(0.0, xMax - window) : 0.0;
}

double FollowRanges::valueTarget(double peak)
{
    return niceCeil(std::max(1.0, peak * 1.08));
}

double FollowRanges::followLive(double current, double target)
{
    // Grow at once (nothing may be cut off), shrink only when far too tall.
    return target > current || target < current * 0.4 ? target : current;
}

void FollowRanges::fitValues(double peakRate, double peakDirty, bool live)
{
    const double yTarget = valueTarget(peakRate);
    const double dirtyTarget = valueTarget(peakDirty);
    yMax = live ? followLive(yMax, yTarget) : yTarget;
    dirtyMax = live ? followLive(dirtyMax, dirtyTarget) : dirtyTarget;
}

QList<OffScale> offScale(
    const double* t, const float* values, qsizetype count, double x0, double x1, double top, double merge, bool joined)
{
    QList<OffScale> stretches;
    const double* first = std::lower_bound(t, t + count, x0);
    bool previousOver = false;
    for (qsizetype i = first - t; i < count && t[i] <= x1; ++i) {
        const float v = values[i];
        const bool over = double(v) > top; // NaN is not over anything
        const bool join = joined && previousOver;
        previousOver = over;
        if (!over)
            continue;
        if (!stretches.isEmpty() && (join || t[i] - stretches.constLast().t1 <= merge)) {
            OffScale& open = stretches.last();
            open.t1 = t[i];
            if (v > open.peak) {
                open.peak = v;
                open.peakT = t[i];
            }
        } else {
            stretches.append({ t[i], t[i], t[i], double(v) });
        }
    }
    return stretches;
}

} // namespace AxisScale
