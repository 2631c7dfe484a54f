#include "OpTiming.h"

#include <QList>
#include <cstdlib>
#include <mutex>
#include <time.h>

namespace OpTiming {

namespace {

struct Point {
    uint64_t ticks = 0;
    int64_t ns = 0; // the middle of the two CLOCK_MONOTONIC reads around the counter
    int64_t widthNs = 0; // how far apart those two reads were: the point's uncertainty
};

// The sampler side; the hot path reads only detail::g_calibration and the two pointers.
struct State {
    std::mutex mutex;
    bool decided = false;
    Decision decision;
    bool calibrated = false;
    bool provisional = false; // the rate is init()'s 2 ms one, not yet one over >= 50 ms
    bool fellBack = false;
    QString fallbackReason;
    bool havePrevious = false;
    Point previous; // the last point a rate may be measured from
    double nsPerTick = 0;
    int recalibrations = 0;
    int64_t maxDriftNs = 0;
};
State g_state;
std::atomic<CounterFn> g_counter { nullptr };
std::atomic<MonotonicFn> g_monotonic { nullptr };
std::atomic<bool> g_injectedCounterActive { false };

uint64_t readCounter()
{
    if (const CounterFn f = g_counter.load(std::memory_order_relaxed))
        return f();
#if STREAMSCOPE_HAVE_RDTSC
    return __rdtsc();
#else
    return 0;
#endif
}

int64_t readMonotonic()
{
    const MonotonicFn f = g_monotonic.load(std::memory_order_relaxed);
    return f ? f() : monotonicNs();
}

bool injected()
{
    return g_counter.load() != nullptr || g_monotonic.load() != nullptr;
}

// The counter between two clock reads; of three tries the narrowest (a preemption between
// the reads makes one wide, not wrong).
Point sample()
{
    Point best;
    best.widthNs = INT64_MAX;
    for (int i = 0; i < 3; ++i) {
        const int64_t before = readMonotonic();
        const uint64_t ticks = readCounter();
        const int64_t after = readMonotonic();
        if (after - before < best.widthNs)
            best = Point { ticks, before + (after - before) / 2, after - before };
    }
    return best;
}

void publish(const Point& at, double nsPerTick)
{
    detail::Calibration& c = detail::g_calibration;
    const uint32_t seq = c.seq.load(std::memory_order_relaxed);
    c.seq.store(seq + 1, std::memory_order_relaxed);
    std::atomic_thread_fence(std::memory_order_release);
    c.baseTicks.store(at.ticks, std::memory_order_relaxed);
    c.baseNs.store(at.ns, std::memory_order_relaxed);
    c.nsPerTick.store(nsPerTick, std::memory_order_relaxed);
    c.seq.store(seq + 2, std::memory_order_release);
}

void useCounter(bool on)
{
    if (injected())
        g_injectedCounterActive.store(on);
    else
        detail::g_calibration.mode.store(on ? detail::Tsc : detail::Clock, std::memory_order_relaxed);
}

void fallBack(State& s, const QString& reason)
{
    s.fellBack = true;
    s.fallbackReason = reason;
    useCounter(false);
}

void resetLocked(State& s, const Decision& decision)
{
    s.decided = true;
    s.decision = decision;
    s.calibrated = false;
    s.provisional = false;
    s.fellBack = false;
    s.fallbackReason.clear();
    s.havePrevious = false;
    s.nsPerTick = 0;
    s.recalibrations = 0;
    s.maxDriftNs = 0;
    g_injectedCounterActive.store(false);
    detail::g_calibration.mode.store(injected() ? detail::Injected : detail::Clock);
}

// The counter's calibration begins when the decision is made, not at the sampler's first tick
// (up to 100 ms into the first phase): a first point, and a provisional rate over
// kQuickCalibrationNs from two narrow points, so that a run's first ops are timed with the
// counter too. Its error is at most 2 * kQuickPointWidthNs / kQuickCalibrationNs (1e-3; ~1e-5
// with this machine's 50 ns points): 1 ps of a 1 µs op, and the sampler's first check replaces
// it with a rate over >= kMinCalibrationNs when the prediction is off by kDriftToleranceNs. The
// rate over 50 ms is measured from the first point.
void beginCalibrationLocked(State& s)
{
    if (!s.decision.useCounter || s.fellBack || s.havePrevious)
        return;
    const Point first = sample();
    if (first.widthNs > kDriftToleranceNs / 2)
        return;
    s.previous = first;
    s.havePrevious = true;
    // The wait is capped in real time too: an injected clock may not move.
    const int64_t realStart = monotonicNs();
    while (readMonotonic() - first.ns < kQuickCalibrationNs && monotonicNs() - realStart < 4 * kQuickCalibrationNs) {
        const timespec pause { 0, 200'000 };
        nanosleep(&pause, nullptr);
    }
    const Point second = sample();
    if (first.widthNs > kQuickPointWidthNs || second.widthNs > kQuickPointWidthNs
        || second.ns - first.ns < kQuickCalibrationNs || second.ticks <= first.ticks)
        return;
    s.nsPerTick = double(second.ns - first.ns) / double(second.ticks - first.ticks);
    publish(second, s.nsPerTick);
    s.calibrated = true;
    s.provisional = true;
    useCounter(true);
}

QString microseconds(int64_t ns)
{
    return QString::number(double(ns) / 1000.0, 'f', 1) + QStringLiteral(" µs");
}

} // namespace

void parseCpuFlags(const QByteArray& cpuinfo, ClockFacts& facts)
{
    // Every CPU has its own flags line; the first is enough (the kernel sets these per system).
    for (const QByteArray& line : cpuinfo.split('\n')) {
        if (!line.startsWith("flags"))
            continue;
        const qsizetype colon = line.indexOf(':');
        if (colon < 0)
            continue;
        const QList<QByteArray> flags = line.mid(colon + 1).simplified().split(' ');
        facts.constantTsc = flags.contains("constant_tsc");
        facts.nonstopTsc = flags.contains("nonstop_tsc");
        return;
    }
}

ClockFacts readClockFacts(const QByteArray& root)
{
    ClockFacts facts;
    facts.clocksource = QString::fromLatin1(
        Posix::readSmallFile(root + "sys/devices/system/clocksource/clocksource0/current_clocksource").trimmed());
    parseCpuFlags(Posix::readSmallFile(root + "proc/cpuinfo", 1 << 16), facts);
    return facts;
}

Decision decide(const ClockFacts& facts)
{
    Decision d;
    if (!facts.rdtsc)
        d.reason = QStringLiteral("no rdtsc on this CPU");
    else if (facts.clocksource != QLatin1String("tsc") && facts.clocksource != QLatin1String("kvm-clock"))
        d.reason = QStringLiteral("clocksource ")
            + (facts.clocksource.isEmpty() ? QStringLiteral("unknown") : facts.clocksource);
    else if (!facts.constantTsc)
        d.reason = QStringLiteral("no constant_tsc");
    else if (!facts.nonstopTsc)
        d.reason = QStringLiteral("no nonstop_tsc");
    d.useCounter = d.reason.isEmpty();
    if (d.useCounter && facts.clocksource != QLatin1String("tsc"))
        d.basis = facts.clocksource;
    return d;
}

void init()
{
    std::lock_guard lock(g_state.mutex);
    if (g_state.decided)
        return;
    Decision d = decide(readClockFacts());
    // An escape hatch for a counter the kernel trusts wrongly (and for comparing the two).
    if (d.useCounter && qEnvironmentVariableIsSet("STREAMSCOPE_OP_CLOCK_GETTIME"))
        d = Decision { false, QStringLiteral("STREAMSCOPE_OP_CLOCK_GETTIME set"), {} };
    resetLocked(g_state, d);
    beginCalibrationLocked(g_state);
}

void beginCalibration()
{
    std::lock_guard lock(g_state.mutex);
    beginCalibrationLocked(g_state);
}

void install(const Decision& decision, CounterFn counter, MonotonicFn monotonic)
{
    std::lock_guard lock(g_state.mutex);
    g_counter.store(counter);
    g_monotonic.store(monotonic);
    resetLocked(g_state, decision);
}

void samplerTick()
{
    State& s = g_state;
    std::lock_guard lock(s.mutex);
    if (!s.decision.useCounter || s.fellBack)
        return;
    const Point p = sample();
    // A point taken across a preemption says nothing about the counter.
    if (p.widthNs > kDriftToleranceNs / 2)
        return;
    if (!s.havePrevious) {
        s.previous = p;
        s.havePrevious = true;
        return;
    }
    const int64_t sincePrevious = p.ns - s.previous.ns;
    if (p.ticks <= s.previous.ticks) {
        if (sincePrevious > 0)
            fallBack(s, QStringLiteral("tsc went backwards"));
        return;
    }
    const auto rateSincePrevious = [&] { return double(sincePrevious) / double(p.ticks - s.previous.ticks); };
    if (!s.calibrated) {
        if (sincePrevious < kMinCalibrationNs)
            return;
        s.nsPerTick = rateSincePrevious();
        publish(p, s.nsPerTick);
        s.calibrated = true;
        s.previous = p;
        useCounter(true);
        return;
    }
    if (s.provisional) {
        // The provisional rate's error grows with time (a long sampling interval): the first rate
        // over >= 50 ms replaces it, without a drift verdict on the provisional one.
        if (sincePrevious < kMinCalibrationNs)
            return;
        s.nsPerTick = rateSincePrevious();
        publish(p, s.nsPerTick);
        s.provisional = false;
        s.previous = p;
        return;
    }
    const int64_t drift = std::llabs(detail::ticksToNs(p.ticks) - p.ns);
    s.maxDriftNs = std::max(s.maxDriftNs, drift);
    if (drift > kFallbackDriftNs) {
        fallBack(s, QStringLiteral("tsc drifted %1 from CLOCK_MONOTONIC").arg(microseconds(drift)));
        return;
    }
    if (drift > kDriftToleranceNs) {
        // The rate of the recent past, when it spans enough time to be measured.
        if (sincePrevious >= kMinCalibrationNs)
            s.nsPerTick = rateSincePrevious();
        publish(p, s.nsPerTick);
        ++s.recalibrations;
    }
    if (sincePrevious >= kMinCalibrationNs)
        s.previous = p;
}

Status status()
{
    std::lock_guard lock(g_state.mutex);
    const State& s = g_state;
    Status st;
    st.recalibrations = s.recalibrations;
    st.maxDriftNs = s.maxDriftNs;
    if (s.decision.useCounter && s.calibrated && !s.fellBack) {
        st.source = QStringLiteral("tsc");
        st.basis = s.decision.basis;
        return st;
    }
    st.source = QStringLiteral("clock_gettime");
    if (!s.decided)
        st.reason = QStringLiteral("not decided");
    else if (!s.decision.useCounter)
        st.reason = s.decision.reason;
    else if (s.fellBack)
        st.reason = s.fallbackReason;
    else
        st.reason = QStringLiteral("tsc not calibrated yet");
    return st;
}

namespace detail {
int64_t injectedNowNs()
{
    if (g_injectedCounterActive.load(std::memory_order_relaxed))
        return ticksToNs(readCounter());
    return readMonotonic();
}
} // namespace detail

} // namespace OpTiming
