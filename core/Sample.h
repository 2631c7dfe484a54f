#pragma once

#include "LatencyTicks.h"
#include "Phase.h"
#include "StallCause.h"

#include <QList>
#include <QMetaType>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>

constexpr float kNoValue = std::numeric_limits<float>::quiet_NaN();

// One sampler tick. Rates use the four names of the whole project:
//   interval  - bytes moved in this tick / tick length (streamMiBs, totalMiBs)
//   ongoing   - bytes of the current phase so far / time of the phase so far, no flush
//   effective - only known when a phase ends (PhaseResult), includes flush and close
//   device    - what the block device itself read and wrote in this tick
// Kernel figures are NaN when not available (no block device, no PSI).
struct Sample {
    double t = 0; // seconds since the run started
    int16_t pass = 0; // index into the run's passes (a stream count of the sweep)
    int16_t target = 0; // index of the target directory in a sweep
    int8_t phase = -1; // PhaseKind, or -1 between phases (opening files, dropping cache)
    float totalMiBs = 0; // interval rate of all streams
    float ongoingMiBs = 0; // ongoing rate of the current phase
    float runProgress = 0; // 0..1 of all bytes the run will move
    QList<float> streamMiBs; // interval rate per stream
    QList<float> inflightMs; // how long the op in flight on each stream has been running (0 = idle)
    QList<float> bufferFillPct; // real-time streams: buffer fill per stream
    float deviceWriteMiBs = kNoValue;
    float deviceReadMiBs = kNoValue;
    float deviceBusyPct = kNoValue;
    float deviceInFlight = kNoValue;
    float dirtyMiB = kNoValue;
    float writebackMiB = kNoValue;
    float ioSomePct = kNoValue; // PSI: share of the tick in which some task was stalled on I/O
    float ioFullPct = kNoValue;
    // The kernel's limits for Dirty+Writeback at this tick (/proc/vmstat), so that a view can
    // draw where writers begin to be held back: the freerun ceiling, (threshold + background
    // threshold) / 2, and the background threshold where the flusher threads start.
    float dirtyCeilingMiB = kNoValue;
    float dirtyBackgroundMiB = kNoValue;
    // Real-time write phases: where the run stands (DirtyOutlook) at this tick, NaN elsewhere.
    // The state (OutlookResult::State as a number: -1 not known yet, 0 dirty memory filling,
    // 1 steady, 2 writers throttled, 3 cannot tell yet), the ceiling that binds (global, device or cgroup, which may
    // be lower than dirtyCeilingMiB), and the run time the first stream buffer is projected to
    // overflow, with its range (high is NaN when the fastest device rate would keep up).
    float outlookState = kNoValue;
    float bindingCeilingMiB = kNoValue;
    float projectedLossS = kNoValue;
    float projectedLossLowS = kNoValue;
    float projectedLossHighS = kNoValue;
    // What the device takes (measured, else calibrated; NaN unknown) and, while the outlook
    // cannot tell yet, the run time from which it expects to.
    float deviceTakesMiBs = kNoValue;
    float runAtLeastS = kNoValue;
    // The latency of the reads or writes (the phase's ops) that completed in this tick, all
    // streams together, in ms (LatencyPercentiles: within 6.25 %); NaN when none completed.
    uint32_t latencyOps = 0;
    float latencyP50Ms = kNoValue;
    float latencyP99Ms = kNoValue;
    float latencyMaxMs = kNoValue;
    // Those ops by latency bucket, for the views that sum a phase's histogram. Only in the
    // batches the sampler delivers: the report keeps the percentiles above, not this.
    LatencyDelta latency;
};

// An operation that took longer than the stall threshold.
struct StallEvent {
    StallEvent() = default;
    // The when and where; the cause comes from the sampler.
    StallEvent(int16_t pass_, int16_t target_, int stream_, PhaseKind phase_, double startS_, double durationS_)
        : pass(pass_)
        , target(target_)
        , stream(stream_)
        , phase(phase_)
        , startS(startS_)
        , durationS(durationS_)
    { }

    int16_t pass = 0;
    int16_t target = 0;
    int stream = 0;
    PhaseKind phase = PhaseKind::Write;
    double startS = 0; // since run start
    double durationS = 0;
    StallCause::Cause cause = StallCause::Cause::Unknown;
    StallCause::Evidence evidence;
};

// An op in flight long enough for the sampler to watch its thread (5 ms) at its last look,
// with its cause so far; a view compares its age (now - sinceS) with the stall threshold.
struct BlockedNow {
    int stream = 0;
    double sinceS = 0; // since run start
    StallCause::Cause cause = StallCause::Cause::Unknown;
    StallCause::Evidence evidence;
};

// A real-time stream whose buffer would have overflowed: data a recorder would have lost.
struct OverrunEvent {
    int16_t pass = 0;
    int16_t target = 0;
    int stream = 0;
    double timeS = 0;
    int64_t bytesLost = 0;
};

// What the sampler hands to observers: every tick since the last batch, and the events
// finished since then. At most 25 batches per second whatever the tick.
struct SampleBatch {
    SampleBatch() = default;
    SampleBatch(QList<Sample> samples_, QList<StallEvent> stalls_, QList<OverrunEvent> overruns_,
        QList<BlockedNow> blocked_ = {})
        : samples(std::move(samples_))
        , stalls(std::move(stalls_))
        , overruns(std::move(overruns_))
        , blocked(std::move(blocked_))
    { }

    QList<Sample> samples;
    QList<StallEvent> stalls;
    QList<OverrunEvent> overruns;
    // The ops in flight when the batch was made that were old enough to be watched (see
    // BlockedNow), by stream; empty when none is.
    QList<BlockedNow> blocked;
};

Q_DECLARE_METATYPE(Sample)
Q_DECLARE_METATYPE(SampleBatch)
