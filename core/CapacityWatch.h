#pragma once

#include <deque>

// Decides one capacity step while it runs, from the sampler's ticks, so that the step can end as
// soon as its verdict is known instead of after a fixed duration:
//   - overrun: a buffer overflowed (measured);
//   - steady: over the last window the run's data in the page cache (what it wrote minus what
//     the device wrote) no longer grows, its peak in the window's later half no higher than in
//     the earlier one (writeback comes in bursts: peaks, not a fitted line), and the writer kept
//     up with the arrivals (buffers flat): nothing accumulates anywhere, so the count holds for
//     as long as the device keeps its rate;
//   - projected overrun: the writer falls behind the arrivals (the kernel holds it back: the
//     page cache in front of the device has reached its ceiling) all through the window and the
//     fullest buffer rises, over the window's later half, at a slope whose lower 2-sigma bound is
//     above zero: an overflow is certain, only its time is projected, (100 % - fill) / slope.
// Anything else (the page cache still absorbing, a device line missing on tmpfs) stays
// undecided: the step then runs to its cap and is judged by what it measured.
//
// The run's own data in the page cache is counted as what its writer wrote minus what the
// device wrote, not read from /proc/meminfo's Dirty, which other programs' writes also move.
class CapacityWatch {
public:
    enum class Decision { Undecided, Steady, Overrun, ProjectedOverrun };

    // The window over which rates and slopes are taken. The first window starts kSettleS after
    // the recording does (opening files, the first writeback).
    static constexpr double kWindowS = 5.0;
    static constexpr double kSettleS = 1.0;
    // "Keeps up" and "no longer grows": within this share of the arrival rate.
    static constexpr double kRateTolerance = 0.05;

    // arrivalMiBs: all streams together.
    explicit CapacityWatch(double arrivalMiBs);

    // One tick of the recording, `t` in seconds on any clock that does not jump; rates in MiB/s
    // over the tick (deviceMiBs NaN when the target has no block device), the fullest buffer in %.
    Decision add(double t, double writtenMiBs, double deviceMiBs, double worstFillPct, bool overrunSeen);

    Decision decision() const { return m_decision; }
    // Seconds from the first tick to the last one fed, and to the one that decided (-1: none).
    double elapsedS() const { return m_lastT - m_firstT; }
    double decidedAtS() const { return m_decidedT < 0 ? -1 : m_decidedT - m_firstT; }
    // The device's write rate over the deciding window (or over the recording so far while
    // undecided), MiB/s; NaN when unknown.
    double deviceMiBs() const;
    // The device's write rate over the whole recording so far; NaN when unknown.
    double recordingDeviceMiBs() const;
    // Projected overrun: seconds from the first tick until the first buffer overflows, with a
    // range from the fill slope's 2-sigma bounds.
    double projectedOverrunS() const { return m_projectedS; }
    double projectedOverrunLowS() const { return m_projectedLowS; }
    double projectedOverrunHighS() const { return m_projectedHighS; }

private:
    struct Tick {
        double t;
        double written;
        double device;
        double fill;
        double backlog; // MiB the run wrote that the device had not, since the first tick
    };
    void decide();

    double m_arrival;
    std::deque<Tick> m_window;
    Decision m_decision = Decision::Undecided;
    double m_firstT = -1;
    double m_lastT = 0;
    double m_decidedT = -1;
    double m_backlog = 0;
    double m_deviceSum = 0; // MiB/s × ticks, over the whole recording
    int m_deviceTicks = 0;
    double m_windowDevice = -1;
    double m_projectedS = -1;
    double m_projectedLowS = -1;
    double m_projectedHighS = -1;
};
