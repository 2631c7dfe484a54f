#pragma once

#include "LatencyTicks.h"
#include "Phase.h"
#include "RunReport.h"
#include "Sample.h"

#include <QList>
#include <array>

// Op latency over a run, as the latency pane draws it: per sample the p50, p99 and max of the
// reads or writes that completed in that tick (one column each, NaN where the tick had none
// of that kind), and per phase the histogram summed from the ticks' deltas. Filled live from
// the sampler's batches or at once from a report (which keeps the percentiles of each tick,
// not its buckets: a loaded report's phases have their summary only). No widgets here.
class LatencySeries {
public:
    struct Phase {
        int target = 0;
        int pass = 0;
        PhaseKind kind = PhaseKind::Write;
        int streams = 0;
        LatencyDelta histogram; // empty when only the summary is known
        LatencySummary summary; // from the finished phase's result (count 0: not finished)
        bool finished = false;
    };

    void clear() { *this = LatencySeries(); }
    static LatencySeries fromReport(const RunReport& report);

    void append(const Sample& sample, int streams = 0);
    void addPhaseResult(const PhaseResult& result);

    qsizetype size() const { return m_t.size(); }
    const QList<double>& t() const { return m_t; }
    // Reads are the read phase's ops; writes those of the create and write phases.
    const QList<float>& writeP50() const { return m_write[0]; }
    const QList<float>& writeP99() const { return m_write[1]; }
    const QList<float>& writeMax() const { return m_write[2]; }
    const QList<float>& readP50() const { return m_read[0]; }
    const QList<float>& readP99() const { return m_read[1]; }
    const QList<float>& readMax() const { return m_read[2]; }
    bool hasWrites() const { return m_hasWrites; }
    bool hasReads() const { return m_hasReads; }

    const QList<Phase>& phases() const { return m_phases; }

private:
    Phase& phase(int target, int pass, PhaseKind kind);

    QList<double> m_t;
    // std::array, not C arrays: clang-tidy 14 reports the loop variable of a C array member's
    // implicit copy (__i0) as a reserved identifier.
    std::array<QList<float>, 3> m_write;
    std::array<QList<float>, 3> m_read;
    bool m_hasWrites = false;
    bool m_hasReads = false;
    QList<Phase> m_phases;
};
