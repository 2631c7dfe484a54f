#include "TogetherData.h"

#include <algorithm>
#include <cmath>
#include <limits>

void TogetherData::reset(const RunConfig& config, const QStringList& hosts, bool sum)
{
    m_hosts = hosts;
    m_sum = sum && hosts.size() > 1;
    m_lines.clear();
    for (qsizetype i = 0; i < hosts.size() + (m_sum ? 1 : 0); ++i) {
        m_lines.append(ChartData());
        m_lines.last().reset(config);
    }
    m_ended = QList<bool>(hosts.size(), false);
    m_gridS = config.intervalNs > 0 ? double(config.intervalNs) / 1e9 : 0.1;
    m_nextGrid = 1;
}

void TogetherData::append(int host, const SampleBatch& batch, double offsetS)
{
    if (host < 0 || host >= m_hosts.size())
        return;
    SampleBatch shifted = batch;
    for (Sample& s : shifted.samples)
        s.t += offsetS;
    for (StallEvent& e : shifted.stalls)
        e.startS += offsetS;
    for (OverrunEvent& e : shifted.overruns)
        e.timeS += offsetS;
    m_lines[host].append(shifted);
    extendSum();
}

void TogetherData::addPhaseResult(int host, const PhaseResult& result, double offsetS)
{
    if (host < 0 || host >= m_hosts.size())
        return;
    PhaseResult shifted = result;
    shifted.startS += offsetS;
    shifted.ioEndS += offsetS;
    shifted.endS += offsetS;
    m_lines[host].addPhaseResult(shifted);
}

void TogetherData::hostEnded(int host)
{
    if (host < 0 || host >= m_ended.size())
        return;
    m_ended[host] = true;
    extendSum();
}

double TogetherData::hostRateAt(int i, double t) const
{
    const ChartData& data = m_lines.at(i);
    const QList<double>& times = data.t();
    if (times.isEmpty())
        return m_ended.at(i) ? 0.0 : std::numeric_limits<double>::quiet_NaN();
    // The first tick covers the interval before it.
    if (t <= times.constFirst() - m_gridS)
        return 0.0;
    const auto it = std::lower_bound(times.cbegin(), times.cend(), t - 1e-9);
    if (it == times.cend())
        return m_ended.at(i) ? 0.0 : std::numeric_limits<double>::quiet_NaN();
    const float rate = data.total().at(it - times.cbegin());
    return std::isnan(rate) ? 0.0 : double(rate);
}

void TogetherData::extendSum()
{
    if (!m_sum)
        return;
    // Up to the last tick of any host: past it nothing more is known.
    double end = 0;
    for (int i = 0; i < m_hosts.size(); ++i)
        end = std::max(end, m_lines.at(i).lastT());
    ChartData& sum = m_lines.last();
    for (;; ++m_nextGrid) {
        const double t = double(m_nextGrid) * m_gridS;
        if (t > end + 1e-9)
            break;
        double total = 0;
        bool known = true;
        for (int i = 0; i < m_hosts.size() && known; ++i) {
            const double rate = hostRateAt(i, t);
            known = !std::isnan(rate);
            total += known ? rate : 0.0;
        }
        if (!known)
            break;
        Sample s;
        s.t = t;
        s.totalMiBs = float(total);
        s.phase = -1; // no ongoing rate of its own: the hosts' phases need not line up
        sum.append(s);
    }
}
