#include "Histogram.h"

#include <algorithm>
#include <cmath>

uint64_t Histogram::bucketLow(int index)
{
    if (index < kSubCount)
        return uint64_t(index);
    const int magnitude = (index - kSubCount) / kSubCount + kSubBits;
    const int sub = (index - kSubCount) % kSubCount;
    return (uint64_t(kSubCount) + uint64_t(sub)) << (magnitude - kSubBits);
}

uint64_t Histogram::bucketWidth(int index)
{
    if (index < kSubCount)
        return 1;
    const int magnitude = (index - kSubCount) / kSubCount + kSubBits;
    return uint64_t(1) << (magnitude - kSubBits);
}

void Histogram::merge(const Histogram& other)
{
    for (int i = 0; i < kBucketCount; ++i)
        m_counts[size_t(i)] += other.m_counts[size_t(i)];
    m_count += other.m_count;
    m_sum += other.m_sum;
    m_max = std::max(m_max, other.m_max);
    m_min = std::min(m_min, other.m_min);
}

uint64_t Histogram::percentile(double q) const
{
    if (m_count == 0)
        return 0;
    q = std::clamp(q, 0.0, 1.0);
    const uint64_t rank = std::max<uint64_t>(1, uint64_t(std::ceil(q * double(m_count))));
    uint64_t seen = 0;
    for (int i = 0; i < kBucketCount; ++i) {
        seen += m_counts[size_t(i)];
        if (seen >= rank) {
            // The top bucket also holds every value past 2^(kMaxMagnitude + 1), so its middle can
            // be far below what was recorded there (2.4 h reported for a 2^50 ns op). max() is the
            // one exact value known in it, and over-reporting a stall beats hiding it.
            if (i == kBucketCount - 1 && max() >= (uint64_t(1) << (kMaxMagnitude + 1)))
                return max();
            const uint64_t mid = bucketLow(i) + bucketWidth(i) / 2;
            return std::clamp(mid, min(), max());
        }
    }
    return max();
}
