// Per-operation cost of StreamScope's I/O instrumentation, and what it costs a real
// 4 KiB buffered write loop (the shape of job 1 / seed 000: two files, round-robin, one
// thread, appending to fresh files).
//
// The engine's per-op work is timedOp() from core/TimedOp.h, which this file includes: one
// clock read per op, two relaxed stores of the in-flight start, StreamCounters::add(), a
// histogram record, the stall test and the first/last timestamps. Everything else is the real
// code too: monotonicNs(), Histogram, StreamCounters and PosixIoBackend from streamscope_core.
//
// Run: build-bench/bench/hotpath_bench   (see bench/README.md; random interleaving and
// repetitions are on by default, and a summary of the pwrite loops is printed at the end)
#include "Histogram.h"
#include "IoBackend.h"
#include "OpTiming.h"
#include "OpTimingBlocking.h"
#include "Sampler.h"
#include "TimedOp.h"

#include <algorithm>
#include <atomic>
#include <benchmark/benchmark.h>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <map>
#include <random>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

// Latencies as a 4 KiB buffered write sees them (log-normal around ~3 us, a tail to ms), so
// the histogram's bucket index does not sit in one branch-predicted spot.
const std::vector<uint64_t>& latencies()
{
    static const std::vector<uint64_t> values = [] {
        std::mt19937_64 random(42);
        std::lognormal_distribution<double> dist(std::log(3000.0), 0.8);
        std::vector<uint64_t> v(4096);
        for (auto& x : v)
            x = uint64_t(std::clamp(dist(random), 200.0, 5e7));
        return v;
    }();
    return values;
}

// --- the pieces, one at a time ---------------------------------------------------------------

void BM_ClockGettimeMonotonic(benchmark::State& state)
{
    timespec ts {};
    for (auto _ : state) {
        clock_gettime(CLOCK_MONOTONIC, &ts);
        benchmark::DoNotOptimize(ts);
    }
}
BENCHMARK(BM_ClockGettimeMonotonic);

void BM_MonotonicNs(benchmark::State& state) // the engine's clock (core/Sampler.cpp)
{
    for (auto _ : state)
        benchmark::DoNotOptimize(monotonicNs());
}
BENCHMARK(BM_MonotonicNs);

void BM_SteadyClockNow(benchmark::State& state)
{
    for (auto _ : state)
        benchmark::DoNotOptimize(std::chrono::steady_clock::now());
}
BENCHMARK(BM_SteadyClockNow);

// The TSC path of the ops' clock (core/OpTiming.h), calibrated against CLOCK_MONOTONIC as the
// sampler does, even where the kernel does not trust the counter (this is a measurement of
// what it would cost, not a decision to use it). Two sampler ticks 100 ms apart, spun here.
bool calibrateTscForBench()
{
#if STREAMSCOPE_HAVE_RDTSC
    static const bool ok = [] {
        OpTiming::install({ true, {}, {} });
        return calibrateOpTimingBlocking();
    }();
    return ok;
#else
    return false;
#endif
}
// Which clock timedOp() reads from here on (the benchmark flips it between blocks).
void useTsc(bool on)
{
    OpTiming::detail::g_calibration.mode.store(on ? OpTiming::detail::Tsc : OpTiming::detail::Clock);
}

void BM_OpTimingTsc(benchmark::State& state)
{
    if (!calibrateTscForBench()) {
        state.SkipWithError("no calibrated TSC");
        return;
    }
    useTsc(true);
    for (auto _ : state)
        benchmark::DoNotOptimize(OpTiming::nowNs());
    useTsc(false);
}
BENCHMARK(BM_OpTimingTsc);

void BM_HistogramRecord(benchmark::State& state)
{
    Histogram h;
    const auto& v = latencies();
    size_t i = 0;
    for (auto _ : state) {
        h.record(v[i++ & 4095]);
        benchmark::ClobberMemory();
    }
    benchmark::DoNotOptimize(h.count());
}
BENCHMARK(BM_HistogramRecord);

void BM_StreamCountersAdd(benchmark::State& state)
{
    StreamCounters c;
    for (auto _ : state) {
        c.add(4096);
        benchmark::ClobberMemory();
    }
    benchmark::DoNotOptimize(c.bytes.load());
}
BENCHMARK(BM_StreamCountersAdd);

void BM_InflightStores(benchmark::State& state) // start-of-op and end-of-op stores
{
    StreamCounters c;
    int64_t t = 1;
    for (auto _ : state) {
        c.inflightSinceNs.store(t++, std::memory_order_relaxed);
        benchmark::ClobberMemory();
        c.inflightSinceNs.store(0, std::memory_order_relaxed);
        benchmark::ClobberMemory();
    }
}
BENCHMARK(BM_InflightStores);

// --- the whole per-op instrumentation, as Engine::timedOp does it ----------------------------

struct Stream : TimedStream {
    int64_t stalls = 0;
};

// timedOp() as the engine calls it. The engine's recordStall() is replaced by a counter: it
// only runs for ops longer than the stall threshold (100 ms by default), never in these loops.
template <typename Op> inline bool instrumentedOp(Stream& s, int64_t& t0, int64_t bytes, int64_t stallNs, Op&& op)
{
    return timedOp(s, t0, bytes, stallNs, op, [&s](int64_t, int64_t) { s.stalls += 1; });
}

void BM_TimedOpInstrumentation(benchmark::State& state) // the op itself does nothing
{
    StreamCounters counters;
    Stream s;
    s.counters = &counters;
    int64_t t0 = monotonicNs();
    for (auto _ : state) {
        instrumentedOp(s, t0, 4096, 100'000'000, [] {
            benchmark::ClobberMemory();
            return 0;
        });
    }
    benchmark::DoNotOptimize(s.latency.count());
}
BENCHMARK(BM_TimedOpInstrumentation);

void BM_TimedOpInstrumentationTsc(benchmark::State& state) // the same with the TSC clock
{
    if (!calibrateTscForBench()) {
        state.SkipWithError("no calibrated TSC");
        return;
    }
    useTsc(true);
    BM_TimedOpInstrumentation(state);
    useTsc(false);
}
BENCHMARK(BM_TimedOpInstrumentationTsc);

// --- 4 KiB buffered pwrite loops: 2 files, round-robin, one thread ---------------------------

constexpr int64_t kBlock = 4096;
constexpr int64_t kFileLimit = 64LL << 20; // per file; then both files are truncated (untimed)

struct WriteFiles {
    std::string dir;
    int fds[2] = { -1, -1 };
    char* buffer = nullptr;
    WriteFiles()
    {
        const char* base = std::getenv("STREAMSCOPE_BENCH_DIR");
        std::string pattern = std::string(base && *base ? base : "/var/tmp") + "/hotpath_bench.XXXXXX";
        std::vector<char> p(pattern.begin(), pattern.end());
        p.push_back('\0');
        if (!mkdtemp(p.data())) {
            std::perror("mkdtemp");
            std::exit(1);
        }
        dir = p.data();
        for (int i = 0; i < 2; ++i) {
            const std::string name = dir + "/f" + std::to_string(i);
            fds[i] = ::open(name.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
            if (fds[i] < 0) {
                std::perror("open");
                std::exit(1);
            }
            ::unlink(name.c_str()); // nothing is left behind, whatever happens
        }
        ::rmdir(dir.c_str());
        buffer = static_cast<char*>(std::aligned_alloc(4096, kBlock));
        std::mt19937 random(0x5eed);
        for (int64_t i = 0; i < kBlock; ++i)
            buffer[i] = char(random());
    }
    ~WriteFiles()
    {
        for (int fd : fds)
            ::close(fd);
        std::free(buffer);
    }
    void truncate()
    {
        for (int fd : fds) {
            if (::ftruncate(fd, 0) != 0)
                std::perror("ftruncate");
        }
    }
};

WriteFiles& files()
{
    static WriteFiles f;
    return f;
}

// The engine's writeBlock(): short writes and EINTR retried.
inline int writeBlock(IoBackend& backend, int fd, const char* buffer, int64_t offset)
{
    size_t done = 0;
    while (done < size_t(kBlock)) {
        const ssize_t n = backend.pwrite(fd, buffer + done, size_t(kBlock) - done, off_t(offset + int64_t(done)));
        if (n == -EINTR)
            continue;
        if (n <= 0)
            return -1;
        done += size_t(n);
    }
    return 0;
}

enum class Loop { Raw, Backend, Instrumented };

// One round-robin writer over the two files, as the engine's round-robin write phase runs
// it: the loop carries the offset, the file in turn and (instrumented) the end of the last op.
struct Writer {
    WriteFiles& f = files();
    PosixIoBackend posix;
    IoBackend& backend = posix;
    std::atomic<bool> stop { false }; // the engine checks stopping() once per op
    StreamCounters counters[2];
    Stream streams[2];
    int64_t offset = 0;
    int which = 0;
    int64_t t0 = 0;
    Writer()
    {
        for (int i = 0; i < 2; ++i)
            streams[i].counters = &counters[i];
        restart();
    }
    void restart() // fresh, empty files (untimed)
    {
        f.truncate();
        offset = 0;
        which = 0;
        t0 = monotonicNs();
    }
    // Files full: start again with empty ones (untimed by the callers).
    bool full(int64_t ops) const { return offset + (ops / 2 + 1) * kBlock > kFileLimit; }

    template <Loop kind> bool op()
    {
        if (stop.load(std::memory_order_relaxed)) [[unlikely]]
            return false;
        const int fd = f.fds[which];
        bool ok;
        if constexpr (kind == Loop::Raw) {
            ok = ::pwrite(fd, f.buffer, size_t(kBlock), off_t(offset)) == kBlock;
        } else if constexpr (kind == Loop::Backend) {
            ok = writeBlock(backend, fd, f.buffer, offset) == 0;
        } else {
            ok = instrumentedOp(
                streams[which], t0, kBlock, 100'000'000, [&] { return writeBlock(backend, fd, f.buffer, offset); });
        }
        which ^= 1;
        if (which == 0)
            offset += kBlock;
        return ok;
    }
};

template <Loop kind> void BM_Pwrite4kRoundRobin(benchmark::State& state)
{
    Writer w;
    for (auto _ : state) {
        if (w.full(1)) [[unlikely]] {
            state.PauseTiming();
            w.restart();
            state.ResumeTiming();
        }
        if (!w.op<kind>())
            state.SkipWithError("pwrite");
    }
    state.SetBytesProcessed(int64_t(state.iterations()) * kBlock);
    benchmark::DoNotOptimize(w.streams[0].latency.count());
}
BENCHMARK_TEMPLATE(BM_Pwrite4kRoundRobin, Loop::Raw)->Name("BM_Pwrite4k/raw_pwrite")->MinTime(0.5);
BENCHMARK_TEMPLATE(BM_Pwrite4kRoundRobin, Loop::Backend)->Name("BM_Pwrite4k/backend_uninstrumented")->MinTime(0.5);
BENCHMARK_TEMPLATE(BM_Pwrite4kRoundRobin, Loop::Instrumented)->Name("BM_Pwrite4k/backend_instrumented")->MinTime(0.5);

int64_t threadCpuNs()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

double quantile(std::vector<double> v, double q)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[std::min(v.size() - 1, size_t(q * double(v.size())))];
}
double median(const std::vector<double>& v)
{
    return quantile(v, 0.5);
}

// The three loops interleaved in short blocks on the same files, in a random order each round,
// each block timed with the thread's CPU clock: the three share the page-cache state and
// whatever else the machine is doing at that moment, so the per-round ratios cancel the drift
// that separate runs of the three benchmarks above suffer from. Reports the medians (and the
// quartiles) of the per-round ratios.
void BM_Pwrite4kInterleaved(benchmark::State& state)
{
    constexpr int64_t kOps = 4096; // per block: ~20 ms
    const int rounds = int(state.range(0));
    Writer w;
    std::vector<double> raw, plain, inst, tsc, instVsPlain, instVsRaw, tscVsPlain, tscVsRaw;
    std::mt19937 random(1);
    const bool haveTsc = calibrateTscForBench();
    useTsc(false);
    for (auto _ : state) {
        for (int r = 0; r < rounds; ++r) {
            double ns[4] = {};
            int order[4] = { 0, 1, 2, 3 };
            std::shuffle(std::begin(order), std::end(order), random);
            for (const int variant : order) {
                if (variant == 3 && !haveTsc)
                    continue;
                useTsc(variant == 3); // 3: instrumented, timed with the TSC
                if (w.full(kOps)) {
                    state.PauseTiming();
                    w.restart();
                    state.ResumeTiming();
                }
                w.t0 = OpTiming::nowNs();
                const int64_t start = threadCpuNs();
                bool ok = true;
                for (int64_t i = 0; i < kOps && ok; ++i) {
                    ok = variant == 0  ? w.op<Loop::Raw>()
                        : variant == 1 ? w.op<Loop::Backend>()
                                       : w.op<Loop::Instrumented>();
                }
                useTsc(false);
                if (!ok)
                    state.SkipWithError("pwrite");
                ns[variant] = double(threadCpuNs() - start) / double(kOps);
            }
            raw.push_back(ns[0]);
            plain.push_back(ns[1]);
            inst.push_back(ns[2]);
            instVsPlain.push_back(ns[1] / ns[2] - 1.0);
            instVsRaw.push_back(ns[0] / ns[2] - 1.0);
            if (haveTsc) {
                tsc.push_back(ns[3]);
                tscVsPlain.push_back(ns[1] / ns[3] - 1.0);
                tscVsRaw.push_back(ns[0] / ns[3] - 1.0);
            }
        }
    }
    state.counters["raw_ns"] = median(raw);
    state.counters["backend_ns"] = median(plain);
    state.counters["instr_ns"] = median(inst);
    state.counters["instr_vs_backend_pct"] = median(instVsPlain) * 100.0;
    state.counters["instr_vs_backend_q1"] = quantile(instVsPlain, 0.25) * 100.0;
    state.counters["instr_vs_backend_q3"] = quantile(instVsPlain, 0.75) * 100.0;
    state.counters["instr_vs_raw_pct"] = median(instVsRaw) * 100.0;
    if (haveTsc) {
        state.counters["tsc_ns"] = median(tsc);
        state.counters["tsc_vs_backend_pct"] = median(tscVsPlain) * 100.0;
        state.counters["tsc_vs_backend_q1"] = quantile(tscVsPlain, 0.25) * 100.0;
        state.counters["tsc_vs_backend_q3"] = quantile(tscVsPlain, 0.75) * 100.0;
        state.counters["tsc_vs_raw_pct"] = median(tscVsRaw) * 100.0;
    }
    state.SetBytesProcessed(int64_t(state.iterations()) * rounds * (haveTsc ? 4 : 3) * kOps * kBlock);
    benchmark::DoNotOptimize(w.streams[0].latency.count());
}
BENCHMARK(BM_Pwrite4kInterleaved)->Name("BM_Pwrite4k/interleaved")->Arg(300)->Iterations(1)->Repetitions(1);

// Prints the console table as usual, then the difference of the pwrite loops' medians. The
// summary uses CPU time (the thread's user + system time, which includes the kernel's work
// in pwrite), not wall time: on a shared 2-CPU VM the wall time of a run mostly measures who
// else got the CPU, while the CPU time of the loop is what the instrumentation adds to.
class SummaryReporter : public benchmark::ConsoleReporter {
public:
    using ConsoleReporter::ConsoleReporter;
    void ReportRuns(const std::vector<Run>& runs) override
    {
        ConsoleReporter::ReportRuns(runs);
        for (const Run& r : runs) {
            const std::string name = r.run_name.function_name;
            if (r.run_type == Run::RT_Aggregate && r.aggregate_name == "median")
                m_median[name] = { r.GetAdjustedCPUTime(), r.GetAdjustedRealTime() };
            else if (r.run_type == Run::RT_Iteration && !m_median.count(name))
                m_median[name] = { r.GetAdjustedCPUTime(), r.GetAdjustedRealTime() };
            if (name == "BM_Pwrite4k/interleaved")
                m_interleaved = r.counters;
        }
    }
    void Finalize() override
    {
        ConsoleReporter::Finalize();
        auto get = [&](const std::string& name) {
            auto it = m_median.find(name);
            return it != m_median.end() ? it->second : Times {};
        };
        const Times raw = get("BM_Pwrite4k/raw_pwrite");
        const Times plain = get("BM_Pwrite4k/backend_uninstrumented");
        const Times inst = get("BM_Pwrite4k/backend_instrumented");
        const Times op = get("BM_TimedOpInstrumentation");
        std::printf("\nSummary (medians; CPU = thread CPU time incl. the kernel's, wall = elapsed)\n");
        if (op.cpu > 0) {
            std::printf(
                "  per-op instrumentation (Engine::timedOp without the op): %.1f ns CPU, %.1f ns wall (goal <= 50 "
                "ns)\n",
                op.cpu, op.wall);
        }
        if (raw.cpu > 0 && plain.cpu > 0 && inst.cpu > 0) {
            std::printf("  4 KiB pwrite, 2 files round-robin: raw %.0f ns, IoBackend %.0f ns, IoBackend + "
                        "instrumentation %.0f ns CPU per op\n",
                raw.cpu, plain.cpu, inst.cpu);
            std::printf("  instrumented vs uninstrumented IoBackend loop: %+.2f %% throughput per CPU second "
                        "(goal >= -2 %%), %+.2f %% wall\n",
                (plain.cpu / inst.cpu - 1.0) * 100.0, (plain.wall / inst.wall - 1.0) * 100.0);
            std::printf("  instrumented vs raw ::pwrite loop:              %+.2f %% throughput per CPU second, "
                        "%+.2f %% wall\n",
                (raw.cpu / inst.cpu - 1.0) * 100.0, (raw.wall / inst.wall - 1.0) * 100.0);
        }
        if (!m_interleaved.empty()) {
            auto c = [&](const char* key) { return double(m_interleaved[key]); };
            std::printf("  interleaved blocks (median of per-round ratios, thread CPU time): raw %.0f ns, "
                        "IoBackend %.0f ns, instrumented %.0f ns per op\n",
                c("raw_ns"), c("backend_ns"), c("instr_ns"));
            std::printf("    instrumented vs uninstrumented IoBackend loop: %+.2f %% throughput (quartiles %+.2f .. "
                        "%+.2f; goal >= -2 %%)\n",
                c("instr_vs_backend_pct"), c("instr_vs_backend_q1"), c("instr_vs_backend_q3"));
            std::printf(
                "    instrumented vs raw ::pwrite loop:             %+.2f %% throughput\n", c("instr_vs_raw_pct"));
            if (m_interleaved.count("tsc_ns")) {
                std::printf("    instrumented, TSC clock: %.0f ns per op; vs uninstrumented IoBackend loop %+.2f %% "
                            "(quartiles %+.2f .. %+.2f; goal >= -1 %%), vs raw ::pwrite %+.2f %%\n",
                    c("tsc_ns"), c("tsc_vs_backend_pct"), c("tsc_vs_backend_q1"), c("tsc_vs_backend_q3"),
                    c("tsc_vs_raw_pct"));
            }
        }
    }

private:
    struct Times {
        double cpu = 0;
        double wall = 0;
    };
    std::map<std::string, Times> m_median;
    benchmark::UserCounters m_interleaved;
};

} // namespace

int main(int argc, char** argv)
{
    // Defaults that make the pwrite comparison meaningful; any flag given on the command
    // line wins (Google Benchmark takes the last occurrence).
    std::vector<char*> args { argv[0] };
    static char repetitions[] = "--benchmark_repetitions=9";
    static char interleave[] = "--benchmark_enable_random_interleaving=true";
    static char aggregates[] = "--benchmark_report_aggregates_only=true";
    args.push_back(repetitions);
    args.push_back(interleave);
    args.push_back(aggregates);
    for (int i = 1; i < argc; ++i)
        args.push_back(argv[i]);
    int count = int(args.size());
    benchmark::Initialize(&count, args.data());
    OpTiming::init();
    std::printf("op timing of this machine's runs: %s\n", qPrintable(OpTiming::status().text()));
    if (benchmark::ReportUnrecognizedArguments(count, args.data()))
        return 1;
    // A reporter of our own does not see --benchmark_color: colour only on a terminal.
    SummaryReporter reporter(
        isatty(STDOUT_FILENO) ? benchmark::ConsoleReporter::OO_Defaults : benchmark::ConsoleReporter::OO_Tabular);
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    return 0;
}
