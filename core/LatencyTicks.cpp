#include "LatencyTicks.h"

#include "Sample.h"
#include "Sampler.h"

#include <algorithm>
#include <cmath>

namespace LatencyTicks {
uint64_t bucketLowNs(int index)
{
    return Histogram::bucketLow(index << kShift);
}

uint64_t bucketHighNs(int index)
{
    const int last = std::min(((index + 1) << kShift) - 1, Histogram::kBucketCount - 1);
    return Histogram::bucketLow(last) + Histogram::bucketWidth(last);
}
} // namespace LatencyTicks

namespace {
float middleMs(int index)
{
    const uint64_t low = LatencyTicks::bucketLowNs(index);
    const uint64_t high = LatencyTicks::bucketHighNs(index);
    const uint64_t middle = low + (high - low) / 2; // whole nanoseconds, as the bounds
    return float(double(middle) / 1e6);
}
} // namespace

LatencyPercentiles LatencyPercentiles::of(const LatencyDelta& delta)
{
    LatencyPercentiles p { 0, kNoValue, kNoValue, kNoValue };
    for (const LatencyBucket& b : delta)
        p.ops += b.count;
    if (p.ops == 0)
        return p;
    // Nearest rank: the value of rank ceil(q * ops).
    auto rankOf = [&](double q) { return std::max<uint64_t>(1, uint64_t(std::ceil(q * double(p.ops)))); };
    const uint64_t r50 = rankOf(0.5);
    const uint64_t r99 = rankOf(0.99);
    uint64_t seen = 0;
    for (const LatencyBucket& b : delta) {
        const uint64_t before = seen;
        seen += b.count;
        if (before < r50 && seen >= r50)
            p.p50Ms = middleMs(b.index);
        if (before < r99 && seen >= r99)
            p.p99Ms = middleMs(b.index);
    }
    p.maxMs = middleMs(delta.constLast().index);
    return p;
}

void addDelta(LatencyDelta& a, const LatencyDelta& b)
{
    if (b.isEmpty())
        return;
    if (a.isEmpty()) {
        a = b;
        return;
    }
    LatencyDelta out;
    out.reserve(a.size() + b.size());
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < a.size() || j < b.size()) {
        if (j == b.size() || (i < a.size() && a[i].index < b[j].index)) {
            out.append(a[i++]);
        } else if (i == a.size() || b[j].index < a[i].index) {
            out.append(b[j++]);
        } else {
            out.append({ a[i].index, a[i].count + b[j].count });
            ++i;
            ++j;
        }
    }
    a = std::move(out);
}

void LatencyTicker::reset(const StreamCounters* counters, int streams)
{
    m_seen.assign(size_t(streams) * LatencyTicks::kBucketCount, 0);
    m_taken.assign(size_t(streams), 0);
    m_opsBase.assign(size_t(streams), 0);
    m_merged.assign(LatencyTicks::kBucketCount, 0);
    for (int i = 0; i < streams; ++i) {
        const LatencyTally& t = counters[i].latency;
        m_opsBase[size_t(i)] = counters[i].ops.load(std::memory_order_relaxed);
        for (int b = 0; b < LatencyTicks::kBucketCount; ++b)
            m_seen[size_t(i) * LatencyTicks::kBucketCount + size_t(b)]
                = t.counts[size_t(b)].load(std::memory_order_relaxed);
    }
}

LatencyDelta LatencyTicker::take(const StreamCounters* counters, int streams)
{
    LatencyDelta delta;
    if (!counters || streams <= 0 || m_taken.size() < size_t(streams))
        return delta;
    int low = LatencyTicks::kBucketCount;
    int high = -1;
    for (int i = 0; i < streams; ++i) {
        const StreamCounters& c = counters[i];
        // Every op counts once in ops and once in the tally: a stream whose ops all have been
        // taken is skipped. One whose tally lags its ops (read mid-op) is looked at again.
        const int64_t ops = c.ops.load(std::memory_order_relaxed) - m_opsBase[size_t(i)];
        if (ops == m_taken[size_t(i)])
            continue;
        const LatencyTally& t = c.latency;
        const int from = t.lowest.load(std::memory_order_relaxed);
        const int to = t.highest.load(std::memory_order_relaxed);
        uint32_t* seen = &m_seen[size_t(i) * LatencyTicks::kBucketCount];
        // Branch-free: whether a bucket moved is a coin toss the branch predictor loses (half
        // the time at 1 024 busy streams: latency_tick_bench).
        int64_t taken = 0;
        for (int b = from; b <= to; ++b) {
            const uint32_t now = t.counts[size_t(b)].load(std::memory_order_relaxed);
            const uint32_t d = now - seen[b]; // modular: a count that wrapped still differs right
            seen[b] = now;
            m_merged[size_t(b)] += d;
            taken += d;
        }
        m_taken[size_t(i)] += taken;
        low = std::min(low, from);
        high = std::max(high, to);
    }
    for (int b = low; b <= high; ++b) {
        if (m_merged[size_t(b)] == 0)
            continue;
        delta.append({ uint16_t(b), uint32_t(std::min<uint64_t>(m_merged[size_t(b)], UINT32_MAX)) });
        m_merged[size_t(b)] = 0;
    }
    return delta;
}
