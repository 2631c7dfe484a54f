#pragma once

#include "DirtyOutlook.h"
#include "RunConfig.h"
#include "RunReport.h"
#include "Sample.h"
#include "SystemProbe.h"

#include <QList>
#include <limits>

// Everything the live chart draws for one run, stored column by column (one float per
// sample per series) so that an hour of 64 streams at 100 ms stays around 10 MiB and a
// redraw can decimate each column without touching the others. Filled either live from the
// worker's signals or at once from a saved report. No widgets here: the benchmark and the
// tests use it directly.
class ChartData {
public:
    struct PhaseMark {
        double t = 0;
        PhaseKind kind = PhaseKind::Write;
        int target = 0;
        int pass = 0;
        int streams = 0;
    };
    // A stream whose operation has been in flight longer than the stall threshold at the
    // latest sample: it is blocked right now.
    struct Blocked {
        int stream = 0;
        double sinceS = 0;
        double nowS = 0;
        // The sampler's cause so far (Unknown until it has watched the thread).
        StallCause::Cause cause = StallCause::Cause::Unknown;
        StallCause::Evidence evidence;
    };

    void reset(const RunConfig& config);
    static ChartData fromReport(const RunReport& report);

    void addTarget(int target, const SysProbe::Environment& environment);
    void addPass(int target, int pass, int streams);
    void addPhaseStart(int target, int pass, PhaseKind kind, double tS);
    void append(const SampleBatch& batch);
    void append(const Sample& sample);
    void addPhaseResult(const PhaseResult& result);

    const RunConfig& config() const { return m_config; }
    const QList<SysProbe::Environment>& environments() const { return m_environments; }

    qsizetype size() const { return m_t.size(); }
    double lastT() const { return m_t.isEmpty() ? 0.0 : m_t.constLast(); }
    float lastProgress() const { return m_lastProgress; }
    int lastPhase() const { return m_lastPhase; }
    int streamCount() const { return int(m_streams.size()); } // most streams of any pass so far
    int maxStreamsInPass() const { return m_maxStreamsInPass; }

    const QList<double>& t() const { return m_t; }
    const QList<float>& total() const { return m_total; }
    const QList<float>& ongoing() const { return m_ongoing; } // NaN outside create/write/read
    // The runs of samples [first, end) in which the ongoing rate exists, one per phase. A
    // dashed line has to be drawn per run: Qt bridges NaN gaps in dashed paths.
    const QList<std::pair<qsizetype, qsizetype>>& ongoingRuns() const { return m_ongoingRuns; }
    // The PhaseKind of each of ongoingRuns(): a read's ongoing rate is not a write's.
    const QList<int>& ongoingRunPhases() const { return m_ongoingRunPhases; }
    // Per sample: a number that changes whenever the pass or the phase does. A rolling mean
    // restarts with each segment, so that a write's rate never leaks into the flush or the read.
    const QList<int>& segments() const { return m_segments; }
    const QList<float>& deviceWrite() const { return m_deviceWrite; }
    const QList<float>& deviceRead() const { return m_deviceRead; }
    const QList<float>& dirty() const { return m_dirty; } // Dirty + Writeback, MiB
    const QList<float>& ioPressure() const { return m_ioSome; }
    const QList<float>& bandMin() const { return m_bandMin; }
    const QList<float>& bandMedian() const { return m_bandMedian; }
    const QList<float>& bandMax() const { return m_bandMax; }
    const QList<float>& stream(int index) const { return m_streams.at(index); } // NaN where absent
    const QList<float>& bufferFill(int index) const { return m_bufferFill.at(index); }
    const QList<float>& bufferFillMax() const { return m_bufferFillMax; }
    int bufferStreams() const { return int(m_bufferFill.size()); }

    bool hasDevice() const { return m_hasDevice; }
    bool hasDirty() const { return m_hasDirty; }
    bool hasPressure() const { return m_hasPressure; }
    bool hasBuffers() const { return !m_bufferFill.isEmpty(); }

    const QList<StallEvent>& stalls() const { return m_stalls; }
    const QList<OverrunEvent>& overruns() const { return m_overruns; }
    const QList<PhaseMark>& phaseMarks() const { return m_marks; }
    const QList<PhaseResult>& phaseResults() const { return m_results; }
    QList<Blocked> blockedNow() const;
    // The kernel's limits for Dirty+Writeback, MiB, the latest known (NaN when none is): from
    // the samples of a live run, from the stalls' evidence of a saved report.
    double dirtyCeilingMiB() const { return m_dirtyCeilingMiB; }
    double dirtyBackgroundMiB() const { return m_dirtyBackgroundMiB; }
    // The limit that binds writers first (DirtyCeiling: global, the device's own or the memory
    // cgroup's), MiB, NaN when not known: the latest real-time sample's, or a finished phase's
    // outlook, which also says which limit it is (Unknown while only samples told).
    double bindingCeilingMiB() const { return m_bindingCeilingMiB; }
    DirtyCeiling::Binding binding() const { return m_binding; }
    // The binding ceiling is a lower one than the global (the device's or the cgroup's).
    bool ceilingBelowGlobal() const;
    // Where writers are held back: the binding ceiling when lower, else the global one.
    double throttleCeilingMiB() const;

    // Where a real-time write phase stands (DirtyOutlook), as the latest sample stamped it.
    struct Outlook {
        double t = -1; // run time of the sample, -1: no sample had an outlook
        int state = -1; // OutlookResult::State as a number
        double phaseStartS = 0; // the write phase it belongs to began
        double lossS = std::numeric_limits<double>::quiet_NaN(); // run time, NaN: no projection
        double lossLowS = std::numeric_limits<double>::quiet_NaN();
        double lossHighS = std::numeric_limits<double>::quiet_NaN(); // NaN: the device may keep up
        double deviceTakesMiBs = std::numeric_limits<double>::quiet_NaN(); // measured or calibrated
        double runAtLeastS = std::numeric_limits<double>::quiet_NaN(); // cannot tell yet: until then
    };
    const Outlook& lastOutlook() const { return m_outlook; }
    // The device rate's sustained drops of the finished phases (their outlooks).
    QList<OutlookCliff> cliffs() const;

    // Changes with every addition; lets a view skip work when nothing is new.
    quint64 generation() const { return m_generation; }
    // Changes only when the data starts over (reset(), fromReport()): between two equal
    // epochs the columns only grew, so derived columns may be extended instead of rebuilt.
    quint64 epoch() const { return m_epoch; }
    // Bytes held by the columns (for the benchmark's memory figure).
    qint64 approximateBytes() const;

private:
    void takeOutlook(const PhaseResult& result);

    RunConfig m_config;
    QList<SysProbe::Environment> m_environments;
    QList<double> m_t;
    QList<float> m_total, m_ongoing, m_deviceWrite, m_deviceRead, m_dirty, m_ioSome;
    QList<float> m_bandMin, m_bandMedian, m_bandMax, m_bufferFillMax;
    QList<QList<float>> m_streams;
    QList<QList<float>> m_bufferFill;
    QList<float> m_lastInflightMs;
    QList<BlockedNow> m_blocked; // the sampler's view of the ops in flight at the last batch
    double m_dirtyCeilingMiB = std::numeric_limits<double>::quiet_NaN();
    double m_dirtyBackgroundMiB = std::numeric_limits<double>::quiet_NaN();
    double m_bindingCeilingMiB = std::numeric_limits<double>::quiet_NaN();
    DirtyCeiling::Binding m_binding = DirtyCeiling::Binding::Unknown;
    Outlook m_outlook;
    QList<std::pair<qsizetype, qsizetype>> m_ongoingRuns;
    QList<int> m_ongoingRunPhases;
    QList<int> m_segments;
    int m_lastPass = -1;
    int m_ongoingPhase = -1; // phase of the open run, -1 when none is open
    QList<StallEvent> m_stalls;
    QList<OverrunEvent> m_overruns;
    QList<PhaseMark> m_marks;
    QList<PhaseResult> m_results;
    QList<int> m_passStreams; // streams of each pass seen, by (target, pass) order of arrival
    float m_lastProgress = 0;
    int m_lastPhase = -1;
    int m_maxStreamsInPass = 0;
    bool m_hasDevice = false;
    bool m_hasDirty = false;
    bool m_hasPressure = false;
    quint64 m_generation = 0;
    quint64 m_epoch = 0;
    QList<float> m_scratch;
};
