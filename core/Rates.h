#pragma once

#include "Units.h"

#include <algorithm>
#include <cstdint>

// The rate arithmetic, in one place, so that every number the tool shows is computed the same
// way and can be tested with exact, injected times. All times are CLOCK_MONOTONIC nanoseconds.
namespace Rates {

// interval: bytes moved in one tick / the tick's real length.
inline double intervalMiBs(int64_t deltaBytes, int64_t dtNs)
{
    return dtNs > 0 ? double(deltaBytes) / Units::kMiB / (double(dtNs) / 1e9) : 0.0;
}

// ongoing while a phase runs: bytes so far / time so far.
inline double ongoingMiBs(int64_t bytesSoFar, int64_t phaseStartNs, int64_t nowNs)
{
    return intervalMiBs(bytesSoFar, nowNs - phaseStartNs);
}

struct PhaseRates {
    double ongoingMiBs = 0; // bytes / (last op done - start): what the program saw
    double effectiveMiBs = 0; // bytes / (flush and close done - start): what reached the disk
    double flushTailS = 0; // (end - last op done)
};

inline PhaseRates phaseRates(int64_t bytes, int64_t startNs, int64_t ioEndNs, int64_t endNs)
{
    PhaseRates r;
    r.ongoingMiBs = intervalMiBs(bytes, ioEndNs - startNs);
    r.effectiveMiBs = intervalMiBs(bytes, endNs - startNs);
    // The last op's end is timed as ops are (the TSC where it is used), the phase's end with
    // CLOCK_MONOTONIC: the two can differ by a fraction of a microsecond, never a tail below 0.
    r.flushTailS = std::max(0.0, double(endNs - ioEndNs) / 1e9);
    return r;
}

} // namespace Rates
