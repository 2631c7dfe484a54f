#pragma once

#include "Histogram.h"

#include <QList>
#include <array>
#include <atomic>
#include <cstdint>
#include <vector>

struct StreamCounters;

// Op latency per sampler tick. The engine's per-phase Histogram belongs to the I/O thread and
// cannot be read while the phase runs; for the tick the I/O thread also counts each op into
// a coarse copy that the sampler can read: the Histogram's buckets merged eight at a time
// (8 per power of two, each at most 12.5 % wide), so every tick bucket is the union of whole
// Histogram buckets and the two always agree.
namespace LatencyTicks {
constexpr int kShift = 3;
constexpr int kBucketCount = (Histogram::kBucketCount + (1 << kShift) - 1) >> kShift;

inline int bucketOf(uint64_t ns)
{
    return Histogram::bucketIndex(ns) >> kShift;
}
// Smallest latency (ns) in tick bucket `index`, and one past its largest.
uint64_t bucketLowNs(int index);
uint64_t bucketHighNs(int index);
} // namespace LatencyTicks

// One stream's op latencies since its counters were made, by tick bucket. Exactly one writer
// (the thread that runs the stream's ops): a relaxed load and store per op, no lock, no
// read-modify-write. The sampler reads only the buckets between lowest and highest, the
// range ever used, which the writer widens (rarely) after counting: a count the sampler
// misses because it read the range first is found at the next tick, never lost.
struct LatencyTally {
    // The range first: in StreamCounters it shares the cache line of the op counters, so an op
    // touches that line and its bucket's, not a third one (TimedOp.h).
    std::atomic<int> lowest { LatencyTicks::kBucketCount };
    std::atomic<int> highest { -1 };
    std::array<std::atomic<uint32_t>, LatencyTicks::kBucketCount> counts {}; // wrap around; deltas are modular

    void record(uint64_t ns)
    {
        const int b = LatencyTicks::bucketOf(ns);
        std::atomic<uint32_t>& c = counts[size_t(b)];
        c.store(c.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
        if (b < lowest.load(std::memory_order_relaxed)) [[unlikely]]
            lowest.store(b, std::memory_order_relaxed);
        if (b > highest.load(std::memory_order_relaxed)) [[unlikely]]
            highest.store(b, std::memory_order_relaxed);
    }
};

// The ops that completed in one tick, merged over all streams: the non-empty tick buckets.
struct LatencyBucket {
    uint16_t index = 0;
    uint32_t count = 0;
};
using LatencyDelta = QList<LatencyBucket>; // ascending index

// The percentiles of a delta (or of a phase's sum of them), in ms; NaN when it holds no op.
// Like Histogram::percentile(): nearest rank, reported as the middle of its bucket (within
// 6.25 % of the op's latency); the max is the middle of the highest non-empty bucket.
struct LatencyPercentiles {
    uint64_t ops = 0;
    float p50Ms;
    float p99Ms;
    float maxMs;
    static LatencyPercentiles of(const LatencyDelta& delta);
};

// Adds delta b into a (both ascending).
void addDelta(LatencyDelta& a, const LatencyDelta& b);

// The sampler's side: what it saw of each stream's tally at its last tick. Sampler-thread
// data, under the sampler's lock.
class LatencyTicker {
public:
    // A new pass: the counts already in `counters` (none, for new ones) are not this pass's.
    void reset(const StreamCounters* counters, int streams);
    // The ops counted since the last take() or reset(), merged over the streams.
    LatencyDelta take(const StreamCounters* counters, int streams);

private:
    std::vector<uint32_t> m_seen; // streams × kBucketCount
    std::vector<int64_t> m_opsBase; // each stream's ops at reset()
    std::vector<int64_t> m_taken; // each stream's ops taken since reset()
    std::vector<uint64_t> m_merged; // kBucketCount, scratch
};
