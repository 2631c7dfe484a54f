#include "LatencySeries.h"

LatencySeries LatencySeries::fromReport(const RunReport& report)
{
    LatencySeries series;
    for (const TargetResult& target : report.targets) {
        for (const PassResult& pass : target.passes) {
            for (const Sample& s : pass.samples)
                series.append(s, pass.streams);
            for (const PhaseResult& phase : pass.phases)
                series.addPhaseResult(phase);
        }
    }
    return series;
}

void LatencySeries::append(const Sample& s, int streams)
{
    const bool read = s.phase == int8_t(PhaseKind::Read);
    const bool write = s.phase == int8_t(PhaseKind::Write) || s.phase == int8_t(PhaseKind::Create);
    const bool any = s.latencyOps > 0 && (read || write);
    const float values[3] = { s.latencyP50Ms, s.latencyP99Ms, s.latencyMaxMs };
    m_t.append(s.t);
    for (int i = 0; i < 3; ++i) {
        m_write[i].append(any && write ? values[i] : kNoValue);
        m_read[i].append(any && read ? values[i] : kNoValue);
    }
    m_hasWrites = m_hasWrites || (any && write);
    m_hasReads = m_hasReads || (any && read);
    if (any) {
        Phase& p = phase(s.target, s.pass, PhaseKind(s.phase));
        if (streams > 0)
            p.streams = streams;
        addDelta(p.histogram, s.latency);
    }
}

void LatencySeries::addPhaseResult(const PhaseResult& result)
{
    if (result.kind == PhaseKind::Flush)
        return;
    Phase& p = phase(result.target, result.pass, result.kind);
    p.streams = result.streams;
    p.summary = result.latency;
    p.finished = true;
}

LatencySeries::Phase& LatencySeries::phase(int target, int pass, PhaseKind kind)
{
    // Phases come in order: the one asked for is nearly always the last.
    for (qsizetype i = m_phases.size() - 1; i >= 0; --i) {
        Phase& p = m_phases[i];
        if (p.target == target && p.pass == pass && p.kind == kind)
            return p;
    }
    Phase p;
    p.target = target;
    p.pass = pass;
    p.kind = kind;
    m_phases.append(p);
    return m_phases.last();
}
