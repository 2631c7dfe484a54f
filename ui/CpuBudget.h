#pragma once

#include <QElapsedTimer>

// What the window's own drawing may cost. The chart keeps to a share of one core (by default
// 5 %): each redraw's CPU time on the GUI thread (thread CPU clock, not wall time, so that a
// busy machine that preempts the GUI thread does not count against it) spaces the next one, and
// when even the slowest redraw rate is over budget the chart decimates to fewer columns. The
// engine never waits for any of this (its samples arrive as queued signals), so the budget
// keeps the GUI from taking the CPU the engine's threads and the kernel's write-back need.
namespace CpuBudget {

// CPU time the calling thread has used, in milliseconds (CLOCK_THREAD_CPUTIME_ID).
double threadCpuMs();

class Redraws {
public:
    static constexpr double kShare = 0.05;
    static constexpr int kMinIntervalMs = 50; // at most 20 redraws a second
    static constexpr int kMaxIntervalMs = 2000; // a live chart still moves every 2 s

    // The CPU time of one redraw and the paint that showed it.
    void addCost(double cpuMs);
    // The pause before the next redraw that keeps the average cost within kShare.
    int nextIntervalMs() const;
    // 1 while the budget holds at some redraw rate; below 1 (down to 1/4) the share of the plot's
    // pixel columns to decimate to when even kMaxIntervalMs is too often.
    double columnFactor() const;
    double averageCostMs() const { return m_costMs; }

private:
    double m_costMs = 0; // exponential mean of the recent redraws' cost
    bool m_first = true;
};

// The GUI thread's CPU time over a run, and its share of the run's wall time.
class RunMeter {
public:
    void start();
    bool isStarted() const { return m_wall.isValid(); }
    double cpuS() const;
    double wallS() const;
    // cpuS() / wallS(); -1 before start().
    double share() const;

private:
    QElapsedTimer m_wall;
    double m_startCpuMs = 0;
};

} // namespace CpuBudget
