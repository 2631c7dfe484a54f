#pragma once

#include "ChartData.h"

#include <QList>
#include <QStringList>

// What the chart draws of several hosts at once: a ChartData per host, on one shared clock,
// and (for hosts that run together) a ChartData of their sum. Each host's samples come on its
// own run clock; the caller gives the offset that puts them on the shared one: together, the
// host's first timed phase at the shared zero (the start barrier's "go", which that phase
// follows at once), so every line starts there and the start skew says how far off that is;
// one after another, the local time its first timed event arrived minus that event's own time.
//
// The sum is taken on the shared clock's grid of sampling intervals: at each grid time every
// host adds the rate of its tick that covers that time (the first tick at or after it), nothing
// before its first tick or after its last once it has ended. A grid time is summed only when
// every host still running has ticked past it, so the sum never changes after it is drawn.
// No widgets here: the tests drive it with hand-made samples.
class TogetherData {
public:
    // `sum`: hosts that run together (their sum is drawn); false for hosts one after another.
    void reset(const RunConfig& config, const QStringList& hosts, bool sum);
    // A saved report of several hosts (RunReport::together set): a line per target, each
    // host's clock put where the live view had it: together, every host's first phase at the
    // same time (they began on one "go"); one after another, each host's first phase a
    // sampling interval after the host before it ended.
    static TogetherData fromReport(const RunReport& report);
    // What a host's own line needs to be drawn as a run (LiveChart::showHost()): where it
    // runs, its passes and phase starts, besides its samples and results.
    void addTarget(int host, const SysProbe::Environment& environment);
    void addPass(int host, int pass, int streams);
    void addPhaseStart(int host, int pass, PhaseKind kind, double tS, double offsetS);
    void append(int host, const SampleBatch& batch, double offsetS);
    void addPhaseResult(int host, const PhaseResult& result, double offsetS);
    // The host sends no more samples: the sum goes on without it.
    void hostEnded(int host);

    int hostCount() const { return int(m_hosts.size()); }
    const QStringList& hosts() const { return m_hosts; }
    bool hasSum() const { return m_sum; }
    // The hosts' data, in their order, then the sum's when there is one.
    const QList<ChartData>& lines() const { return m_lines; }
    const ChartData& host(int i) const { return m_lines.at(i); }
    const ChartData& sum() const { return m_lines.constLast(); }
    double gridS() const { return m_gridS; }
    // The rate host `i` adds to the sum at shared time `t` (the rule above); NaN when it is
    // not known yet (the host still runs and has not ticked past t).
    double hostRateAt(int i, double t) const;

private:
    void extendSum();
    // The row of host `i` whose tick covers shared time `t`, -1 when it adds nothing there;
    // *known false when that is not known yet.
    qsizetype coveringRow(int i, double t, bool* known) const;

    QStringList m_hosts;
    QList<ChartData> m_lines;
    QList<bool> m_ended;
    bool m_sum = false;
    double m_gridS = 0.1;
    qint64 m_nextGrid = 1; // the next grid time to sum is m_nextGrid * m_gridS
    // The hosts' segments (ChartData::segments()) at the last grid time summed; the sum's
    // own segment (its samples' pass) changes with them.
    QList<int> m_lastSegments;
    int m_sumSegment = 0;
};
