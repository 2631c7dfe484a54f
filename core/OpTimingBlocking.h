#pragma once

#include "OpTiming.h"

// For programs that time ops without a sampler thread (benchmarks, tests): ticks as the
// sampler would, spinning, until the counter is calibrated or `maxNs` passed. True when the
// ops' clock is the counter.
inline bool calibrateOpTimingBlocking(int64_t maxNs = 2'000'000'000)
{
    const int64_t begin = monotonicNs();
    int64_t last = begin;
    OpTiming::samplerTick();
    while (OpTiming::status().source != QLatin1String("tsc") && last - begin < maxNs) {
        if (monotonicNs() - last >= OpTiming::kMinCalibrationNs) {
            last = monotonicNs();
            OpTiming::samplerTick();
        }
    }
    return OpTiming::status().source == QLatin1String("tsc");
}
