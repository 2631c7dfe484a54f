#include "TogetherData.h"

#include "RemoteCommand.h"

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
    m_lastSegments.clear();
    m_sumSegment = 0;
}

namespace {
// When a target's run began on its own clock. Together: its first timed phase, which the live
// view puts at the start barrier's "go" (samples before it, taken while the host prepared and
// waited, are not placed there either); else its first phase or sample, whichever came first.
double firstTime(const TargetResult& target, bool together)
{
    double phaseStart = std::numeric_limits<double>::max();
    double sampleStart = std::numeric_limits<double>::max();
    for (const PassResult& pass : target.passes) {
        for (const PhaseResult& phase : pass.phases)
            phaseStart = std::min(phaseStart, phase.startS);
        if (!pass.samples.isEmpty())
            sampleStart = std::min(sampleStart, pass.samples.constFirst().t);
    }
    const double first
        = together && phaseStart != std::numeric_limits<double>::max() ? phaseStart : std::min(phaseStart, sampleStart);
    return first == std::numeric_limits<double>::max() ? 0 : first;
}

double lastTime(const TargetResult& target)
{
    double last = 0;
    for (const PassResult& pass : target.passes) {
        if (!pass.samples.isEmpty())
            last = std::max(last, pass.samples.constLast().t);
        for (const PhaseResult& phase : pass.phases)
            last = std::max(last, phase.endS);
    }
    return last;
}
} // namespace

TogetherData TogetherData::fromReport(const RunReport& report)
{
    TogetherData data;
    QStringList hosts;
    for (const TargetResult& target : report.targets) {
        const std::optional<Remote::Target> remote = Remote::parse(target.dir);
        hosts.append(remote && !remote->host.isEmpty() ? remote->host : target.dir);
    }
    const bool together = report.together.value_or(false);
    data.reset(report.config, hosts, together);
    double earliest = std::numeric_limits<double>::max();
    for (const TargetResult& target : report.targets)
        earliest = std::min(earliest, firstTime(target, together));
    double previousEnd = 0;
    for (int i = 0; i < report.targets.size(); ++i) {
        const TargetResult& target = report.targets.at(i);
        // One after another, a tick's time apart: the live view had the next host's start
        // (its ssh and preparation) there.
        const double begin = together || i == 0 ? earliest : previousEnd + data.m_gridS;
        const double first = firstTime(target, together);
        const double offset = begin - first;
        data.addTarget(i, target.environment);
        for (int p = 0; p < target.passes.size(); ++p) {
            const PassResult& pass = target.passes.at(p);
            data.addPass(i, p, pass.streams);
            SampleBatch batch;
            for (const Sample& s : pass.samples) {
                if (!together || s.t >= first)
                    batch.samples.append(s);
            }
            for (const PhaseResult& phase : pass.phases) {
                data.addPhaseStart(i, p, phase.kind, phase.startS, offset);
                const bool flushed = phase.kind == PhaseKind::Create
                    || (phase.kind == PhaseKind::Write && report.config.flush == FlushPolicy::End);
                if (flushed && phase.endS > phase.ioEndS)
                    data.addPhaseStart(i, p, PhaseKind::Flush, phase.ioEndS, offset);
                batch.stalls += phase.stalls;
                batch.overruns += phase.overrunEvents;
            }
            data.append(i, batch, offset);
            for (const PhaseResult& phase : pass.phases)
                data.addPhaseResult(i, phase, offset);
        }
        previousEnd = lastTime(target) + offset;
    }
    for (int i = 0; i < report.targets.size(); ++i)
        data.hostEnded(i);
    return data;
}

void TogetherData::addTarget(int host, const SysProbe::Environment& environment)
{
    if (host >= 0 && host < m_hosts.size())
        m_lines[host].addTarget(0, environment);
}

void TogetherData::addPass(int host, int pass, int streams)
{
    if (host >= 0 && host < m_hosts.size())
        m_lines[host].addPass(0, pass, streams);
}

void TogetherData::addPhaseStart(int host, int pass, PhaseKind kind, double tS, double offsetS)
{
    if (host >= 0 && host < m_hosts.size())
        m_lines[host].addPhaseStart(0, pass, kind, tS + offsetS);
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

qsizetype TogetherData::coveringRow(int i, double t, bool* known) const
{
    const ChartData& data = m_lines.at(i);
    const QList<double>& times = data.t();
    *known = true;
    // The first tick covers the interval before it.
    if (!times.isEmpty() && t <= times.constFirst() - m_gridS)
        return -1;
    const auto it = std::lower_bound(times.cbegin(), times.cend(), t - 1e-9);
    if (it == times.cend()) {
        *known = m_ended.at(i);
        return -1;
    }
    return it - times.cbegin();
}

double TogetherData::hostRateAt(int i, double t) const
{
    bool known = false;
    const qsizetype row = coveringRow(i, t, &known);
    if (!known)
        return std::numeric_limits<double>::quiet_NaN();
    const float rate = row < 0 ? 0.0f : m_lines.at(i).total().at(row);
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
    QList<int> segments(m_hosts.size());
    for (;; ++m_nextGrid) {
        const double t = double(m_nextGrid) * m_gridS;
        if (t > end + 1e-9)
            break;
        double total = 0;
        bool known = true;
        for (int i = 0; i < m_hosts.size() && known; ++i) {
            const qsizetype row = coveringRow(i, t, &known);
            const float rate = row < 0 ? 0.0f : m_lines.at(i).total().at(row);
            total += std::isnan(rate) ? 0.0 : double(rate);
            segments[i] = row < 0 ? -1 : m_lines.at(i).segments().at(row);
        }
        if (!known)
            break;
        // A host's pass or phase changed: the sum's rolling mean starts over there too, as
        // each host's own does, so that it never carries a rate across a phase boundary.
        if (segments != m_lastSegments) {
            ++m_sumSegment;
            m_lastSegments = segments;
        }
        Sample s;
        s.t = t;
        s.totalMiBs = float(total);
        s.pass = int16_t(m_sumSegment % 30000);
        s.phase = -1; // no ongoing rate of its own: the hosts' phases need not line up
        sum.append(s);
    }
}
