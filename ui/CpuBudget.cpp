#include "CpuBudget.h"

#include <algorithm>
#include <cmath>
#include <ctime>

namespace CpuBudget {

double threadCpuMs()
{
    timespec ts {};
    if (::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
        return 0;
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

void Redraws::addCost(double cpuMs)
{
    cpuMs = std::max(0.0, cpuMs);
    // A mean over the last few redraws: one slow redraw (a resize, a new legend row) does not
    // slow the chart for long, a steadily expensive one does.
    m_costMs = m_first ? cpuMs : 0.7 * m_costMs + 0.3 * cpuMs;
    m_first = false;
}

int Redraws::nextIntervalMs() const
{
    const double wanted = m_costMs / kShare;
    return int(std::lround(std::clamp(wanted, double(kMinIntervalMs), double(kMaxIntervalMs))));
}

double Redraws::columnFactor() const
{
    const double wanted = m_costMs / kShare;
    if (wanted <= kMaxIntervalMs)
        return 1.0;
    // The cost grows about linearly with the points drawn: fewer columns, fewer points.
    return std::max(0.25, kMaxIntervalMs / wanted);
}

void RunMeter::start()
{
    m_startCpuMs = threadCpuMs();
    m_wall.start();
}

double RunMeter::cpuS() const
{
    return m_wall.isValid() ? (threadCpuMs() - m_startCpuMs) / 1e3 : 0;
}

double RunMeter::wallS() const
{
    return m_wall.isValid() ? double(m_wall.nsecsElapsed()) / 1e9 : 0;
}

double RunMeter::share() const
{
    const double wall = wallS();
    return m_wall.isValid() && wall > 0 ? cpuS() / wall : -1;
}

} // namespace CpuBudget
