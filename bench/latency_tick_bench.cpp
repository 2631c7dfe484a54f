// What the per-tick latency histogram (LatencyTicks.h) costs, with 1, 64 and 1 024 streams.
//
// Drives a Sampler by hand (no sampler thread, injected times 100 ms apart) with a kernel
// source that reads nothing, so that the figures are the sampler's own work, and times on one
// CPU (this thread), per call:
//   tick, idle          tickAt() when no stream completed an op since the last tick
//   tick, N ops/stream  tickAt() after every stream recorded N ops, spread over `octaves`
//                       powers of two of latency (3: a steady disk; 20: 1 µs .. 1 s, a
//                       stalling one), so the delta has to read that many tick buckets
//   take() alone        LatencyTicker::take() on the same counters: the delta's own part
// and, for the hot path, the cost of one LatencyTally::record() (the only per-op addition),
// (thread CPU time: on a shared machine the wall clock measures the other tenants too)
// and prints the median of --rounds rounds (each the mean of many calls) and the range.
//
// Usage: latency_tick_bench [--rounds N]
#include "BenchFigure.h"
#include "LatencyTicks.h"
#include "Sampler.h"
#include "ScriptedKernel.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <algorithm>
#include <cstdio>
#include <memory>
#include <random>
#include <time.h>
#include <vector>

namespace {

constexpr int64_t kMs = 1'000'000;

using Bench::Figure;

int64_t threadCpuNs()
{
    timespec ts {};
    ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

// Microseconds of this thread's CPU time per call; `prepare` runs before each call, untimed.
template <typename P, typename F> Figure measure(int rounds, int calls, P&& prepare, F&& call)
{
    std::vector<double> us;
    for (int r = 0; r < rounds; ++r) {
        int64_t spent = 0;
        for (int i = 0; i < calls; ++i) {
            prepare();
            const int64_t t0 = threadCpuNs();
            call();
            spent += threadCpuNs() - t0;
        }
        us.push_back(double(spent) / 1e3 / calls);
    }
    return Figure::of(us);
}

void print(const char* what, const Figure& f)
{
    std::printf("    %-34s %9.2f us   (%.2f - %.2f)\n", what, f.median, f.low, f.high);
}

// Latencies spread evenly (in log) over `octaves` powers of two from 16 µs.
std::vector<uint64_t> latencies(int octaves, int count)
{
    std::mt19937_64 random(42);
    std::uniform_real_distribution<double> exponent(0.0, double(octaves));
    std::vector<uint64_t> out(static_cast<size_t>(count));
    for (uint64_t& v : out)
        v = uint64_t(16'000.0 * std::exp2(exponent(random)));
    return out;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("What the per-tick latency histogram costs the sampler."));
    parser.addHelpOption();
    const QCommandLineOption roundsOpt(
        QStringLiteral("rounds"), QStringLiteral("Rounds per figure."), QStringLiteral("N"), QStringLiteral("7"));
    parser.addOption(roundsOpt);
    parser.process(app);
    const int rounds = std::max(1, parser.value(roundsOpt).toInt());
    std::printf("latency_tick_bench: %d rounds per figure, one CPU (this thread); the kernel is not read\n", rounds);

    {
        // The per-op addition to the I/O loop, against the per-phase Histogram::record() that
        // was there before, in the same loop (thread CPU time: the wall clock of a shared
        // machine measures the other tenants).
        auto counters = std::make_unique<StreamCounters>();
        auto histogram = std::make_unique<Histogram>();
        const std::vector<uint64_t> values = latencies(3, 4096);
        constexpr int kOps = 1 << 22;
        auto perOp = [&](auto&& record) {
            std::vector<double> ns;
            for (int r = 0; r < rounds; ++r) {
                const int64_t t0 = threadCpuNs();
                for (int i = 0; i < kOps; ++i)
                    record(values[size_t(i) & 4095]);
                ns.push_back(double(threadCpuNs() - t0) / kOps);
            }
            return Bench::median(ns);
        };
        const double tally = perOp([&](uint64_t v) { counters->latency.record(v); });
        const double phase = perOp([&](uint64_t v) { histogram->record(v); });
        const double both = perOp([&](uint64_t v) {
            histogram->record(v);
            counters->latency.record(v);
        });
        std::printf("  per op (CPU ns, median of %d rounds of %d ops): Histogram::record() %.2f, "
                    "LatencyTally::record() %.2f, both %.2f\n",
            rounds, kOps, phase, tally, both);
    }

    for (const int streams : { 1, 64, 1024 }) {
        auto counters = std::make_unique<StreamCounters[]>(size_t(streams));
        Sampler sampler(
            100 * kMs, std::make_unique<ScriptedKernel>(QList<SysProbe::Snapshot> {}), [](SampleBatch&&) {});
        int64_t at = monotonicNs();
        sampler.prime(at, at);
        sampler.setPass(0, 0, counters.get(), streams, 0, 0, {});
        sampler.beginPhase(PhaseKind::Write, at);
        std::printf("  %d stream(s)\n", streams);
        const int calls = streams >= 1024 ? 50 : 400;
        print("tick, idle",
            measure(
                rounds, calls, [] {}, [&] { sampler.tickAt(at += 100 * kMs); }));
        for (const auto& [ops, octaves] : { std::pair { 10, 3 }, std::pair { 100, 3 }, std::pair { 100, 20 } }) {
            const std::vector<uint64_t> values = latencies(octaves, ops);
            auto record = [&] {
                for (int i = 0; i < streams; ++i) {
                    for (const uint64_t v : values) {
                        counters[size_t(i)].add(4096);
                        counters[size_t(i)].latency.record(v);
                    }
                }
            };
            char label[64];
            std::snprintf(label, sizeof label, "tick, %d ops/stream, %d octaves", ops, octaves);
            print(label, measure(rounds, calls, record, [&] { sampler.tickAt(at += 100 * kMs); }));
            LatencyTicker ticker;
            ticker.reset(counters.get(), streams);
            std::snprintf(label, sizeof label, "  take() alone");
            print(label, measure(rounds, calls, record, [&] { (void)ticker.take(counters.get(), streams); }));
        }
    }
    return 0;
}
