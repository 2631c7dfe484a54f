#pragma once

#include "Histogram.h"
#include "OpTiming.h"
#include "Sampler.h"

#include <algorithm>
#include <atomic>
#include <cstdint>

// The per-op instrumentation of the I/O loops, in a header so that the engine and
// bench/hotpath_bench measure the very same code. Inline, no indirection: it is the hot path.
//
// The least a Stream for timedOp() holds: the stand-in for the engine's StreamState in the
// benchmarks and tests.
// The fields timedOp() touches are laid out as in the engine's StreamState: the four below and
// the histogram's totals in one cache line (see StreamState in EnginePass.h).
struct alignas(64) TimedStream {
    StreamCounters* counters = nullptr;
    int64_t phaseBytes = 0;
    int64_t firstStartNs = 0;
    int64_t lastEndNs = 0;
    Histogram latency;
};

// One read or write of `bytes`, timed (OpTiming::nowNs(): the TSC where the kernel trusts it). t0 is the end of the
// previous op on this thread, which is when this op started: one clock read per op, not two. `op` returns < 0 on
// failure (and has reported it). `onStall(startNs, latencyNs)` runs only for ops slower than `stallNs`. Stream is
// anything with the members used below (the engine's StreamState, the bench's).
template <typename Stream, typename Op, typename OnStall>
inline bool timedOp(Stream& s, int64_t& t0, int64_t bytes, int64_t stallNs, Op&& op, OnStall&& onStall)
{
    StreamCounters& c = *s.counters;
    c.inflightSinceNs.store(t0, std::memory_order_relaxed);
    const int rc = op();
    // Never before t0: a recalibration of the counter may step the clock back by a few µs.
    const int64_t t1 = std::max(OpTiming::nowNs(), t0);
    c.inflightSinceNs.store(0, std::memory_order_relaxed);
    if (rc < 0)
        return false;
    c.add(bytes);
    s.phaseBytes += bytes;
    const int64_t latency = t1 - t0;
    s.latency.record(uint64_t(latency));
    c.latency.record(uint64_t(latency));
    if (latency > stallNs) [[unlikely]]
        onStall(t0, latency);
    if (s.firstStartNs == 0)
        s.firstStartNs = t0;
    s.lastEndNs = t1;
    t0 = t1;
    return true;
}
