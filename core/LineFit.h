#pragma once

#include <algorithm>
#include <cmath>

// A straight line fitted by least squares to points added one at a time: the slope, its
// standard error and the line's value anywhere. The dirty-memory outlook and the capacity
// watch both ask "is this rising, how fast, and how sure is that" of a window of ticks.
// Means and co-moments are updated in place (Welford), so that large offsets (nanosecond
// times, byte counts of many GiB) lose no precision to cancellation.
class LineFit {
public:
    void add(double x, double y)
    {
        ++m_n;
        const double dx = x - m_meanX;
        const double dy = y - m_meanY;
        m_meanX += dx / m_n;
        m_meanY += dy / m_n;
        m_sxx += dx * (x - m_meanX);
        m_sxy += dx * (y - m_meanY);
        m_syy += dy * (y - m_meanY);
    }

    int count() const { return int(m_n); }
    // Two points give a slope; its error needs a third.
    bool hasSlope() const { return m_n >= 2 && m_sxx > 0; }
    bool hasError() const { return m_n >= 3 && m_sxx > 0; }
    // 0 without a slope.
    double slope() const { return hasSlope() ? m_sxy / m_sxx : 0; }
    // The slope's standard error from the residuals; 0 without one.
    double slopeError() const
    {
        if (!hasError())
            return 0;
        const double residuals = m_syy - m_sxy * m_sxy / m_sxx;
        return std::sqrt(std::max(0.0, residuals) / (m_n - 2) / m_sxx);
    }
    // The fitted line at x (the mean of y without a slope).
    double at(double x) const { return m_meanY + slope() * (x - m_meanX); }

private:
    double m_n = 0;
    double m_meanX = 0;
    double m_meanY = 0;
    double m_sxx = 0;
    double m_sxy = 0;
    double m_syy = 0;
};
