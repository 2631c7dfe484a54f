#pragma once

#include "Capacity.h"

#include <optional>

// The order of a search guided by what the device takes (pure: no I/O, for tests): the count
// that should hold with the guard to spare until one is steady (up to four tries: a step that
// fails by the rate it measured moves down by that rate, one that cannot tell sets the counts
// from it aside and tries three quarters of it), then the first count the device cannot take
// (a second one further out when that was too close to call), then up to three counts between
// the two that are still measurable. What the device takes is
// the calibration until a step measures it.
class CapacityPlan {
public:
    CapacityPlan(double calibratedBps, double rateBps);
    // The next count to try; nullopt when the plan is done.
    std::optional<int> next();
    // The judged step of the count next() gave.
    void record(const CapacityStep& step);

    int lastGood() const { return m_lastGood; } // steady; 0: none
    // The answer: the most streams measured steady, or, when none was, the most that held
    // without a steady state ("sustained so far").
    int answer() const;
    int firstBad() const { return m_firstBad; } // lost data, measured or projected; 0: none
    double deviceBps() const { return m_deviceBps; }
    DeviceBasis deviceBasis() const { return m_basis; }
    // Counts between the two that no step decided (0, 0: none).
    int tooCloseFrom() const;
    int tooCloseTo() const;
    // Done with the count of lost data not found because the device took more than it seemed:
    // the search doubles on from lastGood().
    bool handsOver() const;

private:
    enum class Stage { Candidate, Filling, Between, Done };
    static constexpr int kCandidates = 4;
    static constexpr int kBetween = 3;
    static constexpr int kFillings = 2;
    int measurable() const;

    double m_deviceBps;
    double m_rateBps;
    DeviceBasis m_basis = DeviceBasis::Calibrated;
    Stage m_stage = Stage::Candidate;
    int m_candidates = 0;
    int m_between = 0;
    int m_fillings = 0;
    int m_lastFilling = 0; // the count the latest filling try gave
    int m_lastGood = 0;
    int m_firstBad = 0;
    int m_undecidedFrom = 0;
    int m_lastHeld = 0;
};
