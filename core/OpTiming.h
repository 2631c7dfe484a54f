#pragma once

#include "Posix.h"

#include <QByteArray>
#include <QString>
#include <atomic>
#include <cstdint>

#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#define STREAMSCOPE_HAVE_RDTSC 1
#else
#define STREAMSCOPE_HAVE_RDTSC 0
#endif

// The clock of the per-op timings (core/TimedOp.h). Every value it returns is on the
// CLOCK_MONOTONIC timeline in nanoseconds, whichever way it was read, so in-flight times, stall
// starts and phase bounds mix freely with monotonicNs().
//
// On this kind of guest one clock_gettime() after each syscall costs ~100 ns (the vDSO's pages
// are no longer in the TLB), a few % of a 4 KiB write. The CPU's time-stamp counter costs a
// few ns, but is only as good as the kernel thinks it is: it is used where the kernel's own
// clocksource is `tsc` or `kvm-clock` and the CPU says the counter is constant (does not change
// with the frequency) and nonstop (runs in deep C-states). kvm-clock is this same counter scaled
// by parameters the hypervisor publishes (pvclock): the vDSO itself reads the TSC to compute it,
// even where the guest kernel was told not to use the TSC as its clocksource (`tsc=unstable`).
// Its rate is measured against CLOCK_MONOTONIC by the sampler thread (samplerTick(), once per
// tick; init() takes a provisional rate over 2 ms): until a rate is known, ops are timed with
// clock_gettime; afterwards every tick checks the prediction (so a host that changes the
// counter's rate, a migration, is seen within a tick), recalibrates when
// it is off by more than kDriftToleranceNs, and gives up on the counter (for the rest of the
// process) when it is off by more than kFallbackDriftNs.
namespace OpTiming {

// What decides between the counter and clock_gettime, read from /sys and /proc.
struct ClockFacts {
    QString clocksource; // /sys/devices/system/clocksource/clocksource0/current_clocksource
    bool constantTsc = false; // /proc/cpuinfo flags
    bool nonstopTsc = false;
    bool rdtsc = STREAMSCOPE_HAVE_RDTSC; // the build can read the counter at all
};
ClockFacts readClockFacts(const QByteArray& root = "/");
// The flags line of a /proc/cpuinfo text: fills constantTsc and nonstopTsc.
void parseCpuFlags(const QByteArray& cpuinfo, ClockFacts& facts);

struct Decision {
    bool useCounter = false;
    QString reason; // why not: "clocksource hpet", "no nonstop_tsc"; empty when used
    // The kernel clock the counter stands in for when that is not the `tsc` clocksource itself:
    // "kvm-clock" (empty for tsc).
    QString basis;
};
Decision decide(const ClockFacts& facts);

struct Status {
    QString source; // "tsc" or "clock_gettime"
    QString reason; // why clock_gettime (empty for tsc)
    QString basis; // tsc only: the kernel clock it was read under when that is not `tsc` ("kvm-clock")
    int recalibrations = 0;
    int64_t maxDriftNs = 0; // largest |prediction - CLOCK_MONOTONIC| seen at a tick
    // "tsc", "tsc (under kvm-clock)" or "clock_gettime (clocksource hpet)": the CLI's and the log's line.
    QString text() const
    {
        if (!reason.isEmpty())
            return source + QStringLiteral(" (") + reason + u')';
        return basis.isEmpty() ? source : source + QStringLiteral(" (under ") + basis + u')';
    }
};

inline constexpr int64_t kDriftToleranceNs = 20'000;
inline constexpr int64_t kFallbackDriftNs = 1'000'000;
// A rate measured over less than this is too coarse to use, except the provisional rate init()
// takes over kQuickCalibrationNs from two points each narrower than kQuickPointWidthNs.
inline constexpr int64_t kMinCalibrationNs = 50'000'000;
inline constexpr int64_t kQuickCalibrationNs = 2'000'000;
inline constexpr int64_t kQuickPointWidthNs = 1'000;

// Decides once per process (readClockFacts() of the live system) and takes the counter's first
// calibration point; later calls do nothing.
void init();
// Begins the calibration now, if the counter is to be used and it has not begun: the first
// point and, 2 ms later, a provisional rate (init() does this; tests after install()).
void beginCalibration();
// Called by every sampler thread at every tick: calibrates, checks the drift, falls back.
void samplerTick();
Status status();

// Tests and benchmarks: replaces the decision and, for the counter, where it is read from and
// the CLOCK_MONOTONIC it is calibrated against. Null functions: the real rdtsc / clock. Resets
// the calibration. `counter` with useCounter false is ignored; `monotonic` is then the ops' clock.
using CounterFn = uint64_t (*)();
using MonotonicFn = int64_t (*)();
void install(const Decision& decision, CounterFn counter = nullptr, MonotonicFn monotonic = nullptr);

namespace detail {
enum Mode : int { Clock = 0, Tsc = 1, Injected = 2 };
// A seqlock: the sampler writes rarely (calibration, drift), the I/O threads only read.
struct Calibration {
    std::atomic<int> mode { Clock };
    std::atomic<uint32_t> seq { 0 };
    std::atomic<uint64_t> baseTicks { 0 };
    std::atomic<int64_t> baseNs { 0 };
    std::atomic<double> nsPerTick { 0 };
};
inline Calibration g_calibration;
int64_t injectedNowNs(); // out of line: tests only

inline int64_t ticksToNs(uint64_t ticks)
{
    const Calibration& c = g_calibration;
    for (;;) {
        const uint32_t s0 = c.seq.load(std::memory_order_acquire);
        const uint64_t baseTicks = c.baseTicks.load(std::memory_order_relaxed);
        const int64_t baseNs = c.baseNs.load(std::memory_order_relaxed);
        const double nsPerTick = c.nsPerTick.load(std::memory_order_relaxed);
        std::atomic_thread_fence(std::memory_order_acquire);
        if ((s0 & 1) == 0 && c.seq.load(std::memory_order_relaxed) == s0)
            return baseNs + int64_t(double(int64_t(ticks - baseTicks)) * nsPerTick);
    }
}
} // namespace detail

// The ops' clock: CLOCK_MONOTONIC nanoseconds, from the counter when it is trusted and calibrated.
inline int64_t nowNs()
{
    const int mode = detail::g_calibration.mode.load(std::memory_order_relaxed);
    if (mode == detail::Clock)
        return monotonicNs();
#if STREAMSCOPE_HAVE_RDTSC
    if (mode == detail::Tsc)
        return detail::ticksToNs(__rdtsc());
#endif
    return detail::injectedNowNs();
}

} // namespace OpTiming
