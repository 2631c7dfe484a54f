#pragma once

#include "SystemProbe.h"

#include <QList>
#include <QString>
#include <cmath>
#include <cstdint>
#include <deque>
#include <limits>
#include <utility>

// Where a buffered real-time run stands, and where it is going. In buffered mode the page
// cache absorbs what the device cannot write until dirty memory reaches the kernel's throttle
// ceiling; only then do writers wait and stream buffers fill. A short run therefore looks
// sustained when it is not. This model, fed once per sampler tick, says whether the run is in
// steady state (dirty memory no longer grows, or writers are already held at the ceiling) or,
// when the arrival rate A exceeds the device's write rate D, projects when the ceiling will be
// reached ((ceiling - dirty) / (A - D)) and when the first stream buffer will overflow after
// that, from the rates of a trailing window (never whole-run averages, which a run whose
// device rate changes partway makes wrong) and with a range from the spread of D over that
// window. A sustained drop of D (a cliff) is detected, and projections use the rate after it.
// Pure: no clock, no kernel; times are what the ticks say.

namespace DirtyCeiling {

// Which limit on dirty memory binds writers first.
enum class Binding {
    Unknown, // no kernel thresholds read
    Global, // /proc/vmstat: (nr_dirty_threshold + nr_dirty_background_threshold) / 2
    Device, // the device's own bdi limit (max_bytes or max_ratio) with strict_limit
    Cgroup, // the memory cgroup's limit scales the thresholds down (an estimate)
};

// The limits of one kernel reading, in bytes; -1 where not known or not set.
struct Ceiling {
    double bytes = -1; // the binding one
    Binding binding = Binding::Unknown;
    double globalBytes = -1;
    double deviceBytes = -1; // only with strict_limit: otherwise the device's share applies only above the global one
    double cgroupBytes = -1;
    // A per-device limit (max_bytes or max_ratio < 100) is set, but without strict_limit it
    // throttles only once the global freerun ceiling is passed: flagged, not used.
    bool deviceLimitAboveGlobal = false;
};

// The freerun ceilings the kernel's balance_dirty_pages() lets writers run free below:
//   global: (thresh + bg_thresh) / 2 from /proc/vmstat;
//   device: with strict_limit, the bdi's share of thresh (max_bytes, else max_ratio % of thresh)
//           and the same share of bg_thresh, halfway between;
//   cgroup: the memcg's thresholds are the same ratios of the memory the cgroup may use, so the
//           global ceiling scaled by memory.max / dirtyable memory (MemAvailable, else MemTotal).
Ceiling of(const SysProbe::Snapshot& snapshot);

// "global", "device", "cgroup", "" (for reports; stable, not translated).
QString bindingKey(Binding binding);
Binding bindingFromKey(const QString& key, bool* ok = nullptr);

} // namespace DirtyCeiling

// A sustained drop of the device's write rate.
struct OutlookCliff {
    double timeS = 0; // run time the drop began
    double fromBps = 0; // device write rate before (bytes/s)
    double toBps = 0; // and after
    friend bool operator==(const OutlookCliff&, const OutlookCliff&) = default;
};

// The model's state at its latest tick.
struct OutlookResult {
    enum class State : int8_t {
        Unknown = -1, // not enough ticks yet, or no device / dirty readings
        Filling = 0, // dirty memory still grows
        Steady = 1, // dirty memory flat over the window, below the ceiling
        Throttled = 2, // dirty memory at the ceiling: writers are held back (the real behaviour shows)
    };
    State state = State::Unknown;
    double timeS = -1; // run time of the tick this is of
    double windowS = 0; // length of the trailing window the rates are from
    // Inputs, bytes and bytes per second over the window.
    double arrivalBps = 0; // A
    double deviceBps = -1; // D, mean over the window (after the last cliff)
    double deviceLowBps = -1; // the slowest and fastest quarter of the window
    double deviceHighBps = -1;
    double dirtyBytes = -1; // Dirty + Writeback at the tick
    double dirtySlopeBps = 0; // least-squares slope of Dirty + Writeback over the window
    double backlogBytes = 0; // data waiting in the streams' buffers (all streams)
    DirtyCeiling::Ceiling ceiling;
    // Projection, run times (since run start); NaN when none (A <= D, or not filling).
    // "low" is the earliest (device at its slowest quarter), "high" the latest; high is
    // +infinity when the fastest quarter keeps up with A.
    double ceilingAtS = std::numeric_limits<double>::quiet_NaN();
    double ceilingAtLowS = std::numeric_limits<double>::quiet_NaN();
    double ceilingAtHighS = std::numeric_limits<double>::quiet_NaN();
    double lossAtS = std::numeric_limits<double>::quiet_NaN(); // the first buffer overflows
    double lossAtLowS = std::numeric_limits<double>::quiet_NaN();
    double lossAtHighS = std::numeric_limits<double>::quiet_NaN();
    double steadySinceS = -1; // run time steady state (or throttling) began, -1 = not in it
    QList<OutlookCliff> cliffs;

    bool projected() const { return std::isfinite(lossAtS); }
    bool steady() const { return state == State::Steady || state == State::Throttled; }
};

// The projected times of OutlookResult by their report keys.
inline constexpr std::pair<const char*, double OutlookResult::*> kOutlookTimes[] = {
    { "ceiling_at_s", &OutlookResult::ceilingAtS },
    { "ceiling_at_low_s", &OutlookResult::ceilingAtLowS },
    { "ceiling_at_high_s", &OutlookResult::ceilingAtHighS },
    { "loss_at_s", &OutlookResult::lossAtS },
    { "loss_at_low_s", &OutlookResult::lossAtLowS },
    { "loss_at_high_s", &OutlookResult::lossAtHighS },
};

class DirtyOutlook {
public:
    struct Params {
        // Trailing window: half of the time so far, within these bounds.
        double minWindowS = 2;
        double maxWindowS = 30;
        // Judge nothing before this many ticks are in the window.
        int minTicks = 8;
        // Dirty memory is flat when its slope stays within this share of A (or the floor).
        double slopeTolerance = 0.02;
        double slopeFloorBps = 64 * 1024;
        // At or above this share of the ceiling, writers count as throttled.
        double throttleShare = 0.95;
        // A cliff: the device's rate over cliffWindowS falls below cliffShare of its level
        // before, and stays there for cliffHoldS, while the device is behind (D < A).
        double cliffShare = 0.6;
        double cliffWindowS = 5;
        double cliffHoldS = 10;
    };

    // One sampler tick.
    struct Tick {
        double timeS = 0; // run time
        double deviceBps = std::numeric_limits<double>::quiet_NaN(); // what the device wrote in the tick / tick
        double dirtyBytes = std::numeric_limits<double>::quiet_NaN(); // Dirty + Writeback
        double backlogBytes = 0; // sum of the streams' buffer fill
        DirtyCeiling::Ceiling ceiling;
    };

    // streamRates: each stream's arrival rate (bytes/s); bufferBytes: each stream's buffer.
    DirtyOutlook(QList<double> streamRates, int64_t bufferBytes, Params params);
    DirtyOutlook(QList<double> streamRates, int64_t bufferBytes);

    void add(const Tick& tick);
    const OutlookResult& result() const { return m_result; }
    double arrivalBps() const { return m_arrivalBps; }

    // A tick and the time since the one before it, which its rate stands for.
    struct Entry {
        Tick tick;
        double dtS = 0;
    };

private:
    void evaluate();
    void detectCliff();

    const QList<double> m_rates;
    const int64_t m_bufferBytes;
    const Params m_params;
    double m_arrivalBps = 0;
    double m_maxRate = 0;
    std::deque<Entry> m_ticks; // the longest window anything needs
    double m_firstS = -1;
    // Cliff detection.
    double m_levelBps = -1; // the device's level before a drop
    double m_dropSinceS = -1; // run time the rate fell below cliffShare of the level
    double m_cliffFloorS = -1; // rates are taken from after the last cliff
    OutlookResult m_result;
};
