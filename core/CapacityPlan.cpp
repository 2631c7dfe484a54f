#include "CapacityPlan.h"

#include "Units.h"

#include <algorithm>

CapacityPlan::CapacityPlan(double calibratedBps, double rateBps)
    : m_deviceBps(calibratedBps)
    , m_rateBps(rateBps)
{ }

int CapacityPlan::measurable() const
{
    int n = CapacitySearch::guardedCount(m_deviceBps, m_rateBps);
    if (m_firstBad > 0)
        n = std::min(n, m_firstBad - 1);
    if (m_undecidedFrom > 0)
        n = std::min(n, m_undecidedFrom - 1);
    return n;
}

std::optional<int> CapacityPlan::next()
{
    if (m_stage == Stage::Candidate) {
        int n = measurable();
        // After a step that could not tell, a clear step down rather than the next count.
        if (m_undecidedFrom > 0)
            n = std::max(m_lastGood + 1, std::min(n, int(m_undecidedFrom * 0.75)));
        if (m_candidates < kCandidates && n > m_lastGood) {
            ++m_candidates;
            return n;
        }
        m_stage = Stage::Filling;
    }
    if (m_stage == Stage::Filling) {
        // Up to two tries: a count that turned out too close to call is followed by one a
        // tenth beyond it (and beyond what the device was measured to take meanwhile).
        const bool again = m_lastFilling > 0 && m_undecidedFrom >= m_lastFilling;
        if (m_lastGood > 0 && m_firstBad == 0 && (m_lastFilling == 0 || (again && m_fillings < kFillings))) {
            int n = std::max(CapacitySearch::fillingCount(m_deviceBps, m_rateBps), m_undecidedFrom + 1);
            if (again)
                n = std::max(n, m_undecidedFrom + std::max(1, m_undecidedFrom / 10));
            if (n <= Limits::kMaxStreams) {
                ++m_fillings;
                m_lastFilling = n;
                return n;
            }
        }
        m_stage = Stage::Between;
    }
    if (m_stage == Stage::Between) {
        if (m_between < kBetween && m_firstBad > 0 && m_firstBad - m_lastGood > 1) {
            const int mid = std::min(measurable(), m_lastGood + (m_firstBad - m_lastGood) / 2);
            if (mid > m_lastGood) {
                ++m_between;
                return mid;
            }
        }
        m_stage = Stage::Done;
    }
    return std::nullopt;
}

void CapacityPlan::record(const CapacityStep& step)
{
    // What a step measured while the device wrote its data beats the calibration, whose short
    // writes may ride a throttle's burst allowance.
    if (step.deviceBasis == DeviceBasis::Measured && step.deviceMiBs > 0) {
        m_deviceBps = step.deviceMiBs * Units::kMiB;
        m_basis = DeviceBasis::Measured;
    }
    const int n = step.streams;
    if (step.sustained && step.verdict == CapacityStep::Verdict::Steady) {
        m_lastGood = std::max(m_lastGood, n);
        if (m_stage == Stage::Candidate)
            m_stage = Stage::Filling;
    } else if (!step.sustained) {
        m_firstBad = m_firstBad == 0 ? n : std::min(m_firstBad, n);
        // Judged by the calibration alone, a count below the guard failed: it reads high. (A
        // count past the device failing is what was expected of it.)
        if (m_stage == Stage::Candidate && step.deviceBasis != DeviceBasis::Measured)
            m_deviceBps *= 1 - 2 * CapacitySearch::kGuard;
    } else {
        m_undecidedFrom = m_undecidedFrom == 0 ? n : std::min(m_undecidedFrom, n);
        m_lastHeld = std::max(m_lastHeld, n);
    }
}

int CapacityPlan::answer() const
{
    if (m_lastGood > 0 || m_lastHeld == 0)
        return m_lastGood;
    return m_firstBad > 0 ? std::min(m_lastHeld, m_firstBad - 1) : m_lastHeld;
}

int CapacityPlan::tooCloseFrom() const
{
    return m_firstBad - answer() > 1 ? answer() + 1 : 0;
}

int CapacityPlan::tooCloseTo() const
{
    return m_firstBad - answer() > 1 ? m_firstBad - 1 : 0;
}

bool CapacityPlan::handsOver() const
{
    return m_stage == Stage::Done && m_firstBad == 0 && m_lastGood > 0
        && m_lastGood >= CapacitySearch::fillingCount(m_deviceBps, m_rateBps);
}
