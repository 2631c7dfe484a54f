// How the engine's own costs grow with the number of streams (issue 20, item 4): the per-op
// instrumentation (core/TimedOp.h) with the ops spread round-robin over N streams, and the
// sampler's tick (the live kernel's /proc figures, the N streams' counters and the per-tick
// latency histogram) after every stream completed 10 ops, at 1, 64 and 1 024 streams. The
// chart's update time at the same counts is bench/chart's (`bench_chart --streams 1,64,1024`).
//
// Times are this thread's CPU time (on a shared machine the wall clock measures the other
// tenants), median of --rounds rounds with their range.
//
//   build/ci/bench/scale_bench [--rounds 7] [--dir /var/tmp]
#include "BenchFigure.h"
#include "Histogram.h"
#include "OpTiming.h"
#include "OpTimingBlocking.h"
#include "Sampler.h"
#include "SystemProbe.h"
#include "TimedOp.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <cstdio>
#include <memory>
#include <random>
#include <time.h>
#include <vector>

namespace {

constexpr int64_t kMs = 1'000'000;

int64_t threadCpuNs()
{
    timespec ts {};
    ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

// The engine's per-stream state that timedOp() touches (core/EnginePass.h's StreamState).
struct Stream : TimedStream {
    int64_t stalls = 0;
};

// CPU ns per op of timedOp() around an op that does nothing, the ops going round-robin over
// `streams` streams (as one thread of a round-robin run does: every op touches another
// stream's counters, tally and histogram).
Bench::Figure perOp(int streams, int rounds)
{
    auto counters = std::make_unique<StreamCounters[]>(size_t(streams));
    std::vector<Stream> state(static_cast<size_t>(streams));
    for (int i = 0; i < streams; ++i)
        state[size_t(i)].counters = &counters[size_t(i)];
    constexpr int kOps = 1 << 21;
    std::vector<double> ns;
    for (int r = 0; r < rounds; ++r) {
        int64_t t0 = OpTiming::nowNs();
        const int64_t cpu0 = threadCpuNs();
        for (int i = 0; i < kOps; ++i) {
            Stream& s = state[size_t(i % streams)];
            timedOp(
                s, t0, 4096, 100 * kMs, [] { return 0; }, [&s](int64_t, int64_t) { ++s.stalls; });
        }
        ns.push_back(double(threadCpuNs() - cpu0) / kOps);
    }
    return Bench::Figure::of(ns);
}

// CPU µs of one sampler tick on the live kernel of `dir`'s device, after every stream
// completed 10 ops of spread latencies.
Bench::Figure perTick(int streams, int rounds, const QString& dir)
{
    auto counters = std::make_unique<StreamCounters[]>(size_t(streams));
    const SysProbe::Environment env = SysProbe::probeEnvironment(dir);
    Sampler sampler(100 * kMs, SysProbe::makeLiveProbe(env.device), [](SampleBatch&&) {});
    int64_t at = monotonicNs();
    sampler.prime(at, at);
    sampler.setPass(0, 0, counters.get(), streams, 0, 0, {});
    sampler.beginPhase(PhaseKind::Write, at);
    std::mt19937_64 random(42);
    std::uniform_real_distribution<double> octaves(0.0, 3.0);
    const int calls = streams >= 1024 ? 50 : 200;
    std::vector<double> us;
    for (int r = 0; r < rounds; ++r) {
        int64_t spent = 0;
        for (int c = 0; c < calls; ++c) {
            for (int i = 0; i < streams; ++i) {
                for (int k = 0; k < 10; ++k) {
                    counters[size_t(i)].add(4096);
                    counters[size_t(i)].latency.record(uint64_t(16'000.0 * std::exp2(octaves(random))));
                }
            }
            const int64_t t0 = threadCpuNs();
            sampler.tickAt(at += 100 * kMs);
            spent += threadCpuNs() - t0;
        }
        us.push_back(double(spent) / 1e3 / calls);
    }
    return Bench::Figure::of(us);
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Per-op and per-tick cost at 1, 64 and 1024 streams."));
    parser.addHelpOption();
    const QCommandLineOption roundsOpt(
        QStringLiteral("rounds"), QStringLiteral("Rounds per figure."), QStringLiteral("N"), QStringLiteral("7"));
    const QCommandLineOption dirOpt(QStringLiteral("dir"),
        QStringLiteral("Whose device's kernel figures the ticks read."), QStringLiteral("DIR"),
        QStringLiteral("/var/tmp"));
    parser.addOption(roundsOpt);
    parser.addOption(dirOpt);
    parser.process(app);
    const int rounds = std::max(1, parser.value(roundsOpt).toInt());
    OpTiming::init();
    // No sampler thread calibrates the counter here: as it would have within 100 ms of a run.
    calibrateOpTimingBlocking();
    std::printf("scale_bench: %d rounds per figure, this thread's CPU time; op timing: %s\n", rounds,
        qPrintable(OpTiming::status().text()));
    std::printf("%8s  %-28s  %-34s  %s\n", "streams", "per op, CPU ns (range)", "per tick, CPU us (range)",
        "per tick per stream, us");
    for (const int streams : { 1, 64, 1024 }) {
        const Bench::Figure op = perOp(streams, rounds);
        const Bench::Figure tick = perTick(streams, rounds, parser.value(dirOpt));
        std::printf("%8d  %7.1f (%5.1f - %5.1f)           %9.1f (%7.1f - %7.1f)          %.3f\n", streams, op.median,
            op.low, op.high, tick.median, tick.low, tick.high, tick.median / streams);
    }
    return 0;
}
