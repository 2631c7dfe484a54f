#include "RollingRate.h"

#include "ChartData.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace {

// How long sample `i` covers: since the sample before it.
double tickOf(const double* t, qsizetype i, double firstTick)
{
    return i > 0 ? std::max(0.0, t[i] - t[i - 1]) : firstTick;
}

} // namespace

void RollingRate::extend(Column& column, const double* t, const float* values, const int* segments, qsizetype count,
    double window, double firstTick)
{
    constexpr double kEpsilon = 1e-9; // ticks that end exactly a window ago are out of it
    column.out.reserve(count);
    for (qsizetype i = column.out.size(); i < count; ++i) {
        const float value = values[i];
        if (std::isnan(value)) {
            column.out.append(value);
            column.start = i + 1;
            column.weighted = column.time = 0;
            continue;
        }
        if (i > 0 && segments && segments[i] != segments[i - 1]) {
            column.start = i;
            column.weighted = column.time = 0;
        }
        const double tick = tickOf(t, i, firstTick);
        column.weighted += double(value) * tick;
        column.time += tick;
        while (column.start < i && t[column.start] <= t[i] - window + kEpsilon) {
            const double old = tickOf(t, column.start, firstTick);
            column.weighted -= double(values[column.start]) * old;
            column.time -= old;
            ++column.start;
        }
        // Only the part of the oldest tick inside the window counts: real ticks are not exactly
        // the interval apart, and a whole tick more or less made a 40/80 MiB/s saw-tooth read
        // as a 3 % ripple of its mean.
        double weighted = column.weighted;
        double time = column.time;
        if (column.start < i) {
            const double oldest = tickOf(t, column.start, firstTick);
            const double outside = std::clamp(t[i] - window - (t[column.start] - oldest), 0.0, oldest);
            weighted -= double(values[column.start]) * outside;
            time -= outside;
        }
        column.out.append(time > 1e-12 ? float(weighted / time) : value);
    }
}

QList<float> RollingRate::smooth(
    const double* t, const float* values, const int* segments, qsizetype count, double window, double firstTick)
{
    Column column;
    extend(column, t, values, segments, count, window, firstTick);
    return column.out;
}

void RollingRate::setWindow(double seconds)
{
    if (seconds == m_window)
        return;
    m_window = seconds;
    clear();
}

void RollingRate::clear()
{
    m_epoch = 0;
    m_total = Column();
    m_streams.clear();
    m_bandMin.clear();
    m_bandMedian.clear();
    m_bandMax.clear();
}

void RollingRate::update(const ChartData& data)
{
    if (isRaw())
        return;
    if (data.epoch() != m_epoch || data.size() < m_total.out.size()) {
        clear();
        m_epoch = data.epoch();
    }
    const double interval = double(data.config().intervalNs) / 1e9;
    const double firstTick = interval > 0 ? interval : 0.1;
    const qsizetype n = data.size();
    const double* t = data.t().constData();
    const int* segments = data.segments().constData();
    extend(m_total, t, data.total().constData(), segments, n, m_window, firstTick);
    while (m_streams.size() < data.streamCount())
        m_streams.append(Column());
    for (int s = 0; s < m_streams.size(); ++s)
        extend(m_streams[s], t, data.stream(s).constData(), segments, n, m_window, firstTick);

    // The band of the smoothed streams: the spread of their rolling rates, not a rolling
    // mean of each tick's extremes (which would sit at the low or high block count).
    const float nan = std::numeric_limits<float>::quiet_NaN();
    for (qsizetype row = m_bandMin.size(); row < n; ++row) {
        m_scratch.clear();
        for (const Column& column : std::as_const(m_streams)) {
            const float v = column.out.at(row);
            if (!std::isnan(v))
                m_scratch.append(v);
        }
        if (m_scratch.isEmpty()) {
            m_bandMin.append(0.0f);
            m_bandMedian.append(nan);
            m_bandMax.append(0.0f);
            continue;
        }
        const qsizetype count = m_scratch.size();
        auto mid = m_scratch.begin() + count / 2;
        std::nth_element(m_scratch.begin(), mid, m_scratch.end());
        float median = *mid;
        if (count % 2 == 0)
            median = (median + *std::max_element(m_scratch.begin(), mid)) / 2.0f;
        const auto [lo, hi] = std::minmax_element(m_scratch.cbegin(), m_scratch.cend());
        m_bandMin.append(*lo);
        m_bandMedian.append(median);
        m_bandMax.append(*hi);
    }
}
