#include "CapacityWatch.h"

#include "LineFit.h"

#include <algorithm>
#include <cmath>
#include <limits>

CapacityWatch::CapacityWatch(double arrivalMiBs)
    : m_arrival(arrivalMiBs)
{ }

CapacityWatch::Decision CapacityWatch::add(
    double t, double writtenMiBs, double deviceMiBs, double worstFillPct, bool overrunSeen)
{
    if (m_firstT < 0) {
        m_firstT = t;
        m_lastT = t;
    }
    if (std::isfinite(deviceMiBs)) {
        m_deviceSum += deviceMiBs;
        ++m_deviceTicks;
    }
    if (m_decision != Decision::Undecided) {
        m_lastT = std::max(m_lastT, t); // a confirming step runs on
        return m_decision;
    }
    if (std::isfinite(deviceMiBs))
        m_backlog += (writtenMiBs - deviceMiBs) * (t - m_lastT);
    m_lastT = t;
    if (overrunSeen || worstFillPct >= 100) {
        m_decision = Decision::Overrun;
        m_decidedT = t;
        return m_decision;
    }
    if (t - m_firstT < kSettleS)
        return m_decision;
    m_window.push_back({ t, writtenMiBs, deviceMiBs, worstFillPct, m_backlog });
    while (m_window.size() > 2 && m_window.back().t - m_window[1].t >= kWindowS)
        m_window.pop_front();
    if (m_window.back().t - m_window.front().t >= kWindowS && m_window.size() >= 5)
        decide();
    if (m_decision != Decision::Undecided)
        m_decidedT = t;
    return m_decision;
}

double CapacityWatch::deviceMiBs() const
{
    return m_windowDevice >= 0 ? m_windowDevice : recordingDeviceMiBs();
}

double CapacityWatch::recordingDeviceMiBs() const
{
    return m_deviceTicks > 0 ? m_deviceSum / m_deviceTicks : std::numeric_limits<double>::quiet_NaN();
}

namespace {
struct Fit {
    double slope = 0;
    double error = 0; // the slope's standard error
    double atEnd = 0; // the fitted value at the last tick
    bool ok = false;
};

// Least squares of the fill over time for ticks [from, to).
template <typename Ticks> Fit fitFill(const Ticks& ticks, size_t from, size_t to)
{
    LineFit line;
    for (size_t i = from; i < to; ++i)
        line.add(ticks[i].t, ticks[i].fill);
    Fit fit;
    if (!line.hasError())
        return fit;
    fit.slope = line.slope();
    fit.error = line.slopeError();
    fit.atEnd = line.at(ticks[to - 1].t);
    fit.ok = true;
    return fit;
}
} // namespace

void CapacityWatch::decide()
{
    const size_t count = m_window.size();
    const double midT = (m_window.front().t + m_window.back().t) / 2;
    size_t mid = 0;
    while (mid < count && m_window[mid].t < midT)
        ++mid;
    double written = 0;
    double writtenEarly = 0;
    double writtenLate = 0;
    double device = 0;
    bool deviceKnown = true;
    double maxFill = 0;
    double peakEarly = -1e300;
    double peakLate = -1e300;
    for (size_t i = 0; i < count; ++i) {
        const Tick& k = m_window[i];
        (i < mid ? peakEarly : peakLate) = std::max(i < mid ? peakEarly : peakLate, k.backlog);
        written += k.written;
        (i < mid ? writtenEarly : writtenLate) += k.written;
        deviceKnown = deviceKnown && std::isfinite(k.device);
        device += std::isfinite(k.device) ? k.device : 0;
        maxFill = std::max(maxFill, k.fill);
    }
    written /= double(count);
    device /= double(count);
    writtenEarly /= double(std::max<size_t>(1, mid));
    writtenLate /= double(std::max<size_t>(1, count - mid));
    const double tolerance = kRateTolerance * m_arrival;

    const Fit whole = fitFill(m_window, 0, count);
    if (!whole.ok)
        return;
    // Flat: no significant rise, and less than a few blocks' worth over the window.
    const bool buffersFlat = whole.slope - 2 * whole.error <= 0 && whole.slope * kWindowS < 10 && maxFill < 50;
    const bool cacheFlat = peakLate - peakEarly <= tolerance * kWindowS / 2;
    if (deviceKnown && written >= m_arrival - tolerance && buffersFlat && cacheFlat) {
        m_windowDevice = device;
        m_decision = Decision::Steady;
        return;
    }
    // Behind in both halves of the window, so that the later half (the one the slope comes
    // from) lies wholly after the writer began to be held back: a window that still holds the
    // flat part before would give a slope too low and an overrun projected too late.
    if (writtenEarly >= m_arrival - tolerance || writtenLate >= m_arrival - tolerance)
        return;
    const Fit late = fitFill(m_window, mid, count);
    if (!late.ok || late.slope - 2 * late.error <= 0)
        return;
    m_windowDevice = deviceKnown ? device : -1;
    const double elapsed = m_window.back().t - m_firstT;
    const double left = std::max(0.0, 100 - late.atEnd);
    m_projectedS = elapsed + left / late.slope;
    m_projectedLowS = elapsed + left / (late.slope + 2 * late.error);
    m_projectedHighS = elapsed + left / (late.slope - 2 * late.error);
    m_decision = Decision::ProjectedOverrun;
}
