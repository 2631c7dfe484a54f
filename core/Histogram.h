#pragma once

#include <array>
#include <bit>
#include <cstdint>

// Fixed-memory latency histogram with logarithmic buckets (the HDR idea): values below 64 are
// counted exactly; above that every power of two is split into 64 sub-buckets, so any
// reported percentile is within 1/128 (0.8 %) of a recorded value. Recording is a count
// leading zeros, a shift and an increment: cheap enough for the I/O hot path, and memory
// never grows with the number of operations.
//
// Not thread-safe: each I/O thread owns its histograms; the engine merges them after a phase.
class Histogram {
public:
    static constexpr int kSubBits = 6;
    static constexpr int kSubCount = 1 << kSubBits;
    static constexpr int kMaxMagnitude = 42; // 2^42 ns is 73 minutes; longer ops share the top bucket
    static constexpr int kBucketCount = kSubCount + (kMaxMagnitude - kSubBits + 1) * kSubCount;

    void record(uint64_t value)
    {
        m_counts[bucketIndex(value)] += 1;
        m_count += 1;
        m_sum += value;
        if (value > m_max)
            m_max = value;
        if (value < m_min)
            m_min = value;
    }

    static int bucketIndex(uint64_t value)
    {
        if (value < uint64_t(kSubCount))
            return int(value);
        int magnitude = 63 - std::countl_zero(value);
        if (magnitude > kMaxMagnitude)
            return kBucketCount - 1;
        const int sub = int((value >> (magnitude - kSubBits)) & (kSubCount - 1));
        return kSubCount + (magnitude - kSubBits) * kSubCount + sub;
    }
    // Smallest value that lands in bucket `index`, and the number of values it spans.
    static uint64_t bucketLow(int index);
    static uint64_t bucketWidth(int index);

    void merge(const Histogram& other);
    void reset() { *this = Histogram(); }

    uint64_t count() const { return m_count; }
    uint64_t max() const { return m_count ? m_max : 0; }
    uint64_t min() const { return m_count ? m_min : 0; }
    double mean() const { return m_count ? double(m_sum) / double(m_count) : 0.0; }
    // Nearest-rank percentile (q in [0, 1]): the value of rank ceil(q * count), reported as the
    // middle of its bucket, clamped to the recorded min and max. 0 when empty.
    uint64_t percentile(double q) const;

private:
    // The fields every record() updates come first: an owner that puts its own per-op fields
    // just before the histogram gets them all into one cache line (TimedOp.h).
    uint64_t m_count = 0;
    uint64_t m_sum = 0;
    uint64_t m_max = 0;
    uint64_t m_min = UINT64_MAX;
    std::array<uint64_t, kBucketCount> m_counts {};
};
