// What watching blocked threads adds to the sampler, with 1, 64 and 1 024 streams.
//
// Drives a Sampler by hand (no thread, like tst_samplerstalls) on the live kernel of the
// target directory's device, and times, per call, on one CPU:
//   tick, idle        tickAt() with no op in flight: the tick as before plus the scan of the
//                     streams for ops in flight (the added part is the scan)
//   look, idle        pollAt() with no op in flight: the extra wake-up every half stall
//                     threshold (2 per 100 ms tick at the default 100 ms threshold)
//   look, young ops   pollAt() with every stream's op in flight < 5 ms: nothing is read yet
//                     (while ops run back to back the sampler wakes ~every 5 ms for this)
//   all blocked       every stream's op blocked (one real thread of this process per stream,
//                     asleep in read() on a pipe): pollAt() called when the sampler asks for
//                     it (nextLookNs(), as its thread does) over the injected time of a stall,
//                     and the time those looks took per second of stall, i.e. the share of a
//                     CPU the watch takes while the stall lasts: over the first 2 s of the
//                     stall, and from 10 to 12 s (the steady state of a long stall). A look
//                     reads /proc/vmstat, PSI, the device's stat and jbd2 files (at most every
//                     10 ms) and the wchan/stat/syscall files and CPU clock of the threads due;
//                     the 100 ms ticks in between are included (they build the live list of
//                     blocked ops with their causes so far).
// and prints the median of --rounds rounds (each the mean of many calls) and the range.
//
// Usage: stall_watch_bench [--dir DIR] [--rounds N]
#include "BenchFigure.h"
#include "Sampler.h"
#include "StallProbe.h"
#include "SystemProbe.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <algorithm>
#include <cstdio>
#include <memory>
#include <thread>
#include <time.h>
#include <tuple>
#include <unistd.h>
#include <vector>

namespace {

constexpr int64_t kMs = 1'000'000;
constexpr int64_t kS = 1'000'000'000;

// Threads asleep in read() until the pipe is closed: what a look at a blocked writer reads.
class Sleepers {
public:
    explicit Sleepers(int n)
        : m_tids(size_t(n))
    {
        if (::pipe(m_pipe) != 0)
            return;
        for (int i = 0; i < n; ++i) {
            m_threads.emplace_back([this] {
                m_tids[m_started.fetch_add(1)] = StallProbe::currentTid();
                char c;
                while (::read(m_pipe[0], &c, 1) < 0) { }
            });
        }
        while (m_started.load() < n)
            std::this_thread::yield();
    }
    ~Sleepers()
    {
        ::close(m_pipe[1]);
        for (auto& t : m_threads)
            t.join();
        ::close(m_pipe[0]);
    }
    int tid(int i) const { return m_tids[size_t(i)]; }

private:
    int m_pipe[2] = { -1, -1 };
    std::atomic<int> m_started { 0 };
    std::vector<int> m_tids;
    std::vector<std::thread> m_threads;
};

int64_t threadCpuNs()
{
    timespec ts {};
    ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return int64_t(ts.tv_sec) * kS + ts.tv_nsec;
}

using Bench::Figure;

// Microseconds per call of `call`, `calls` calls a round.
template <typename F> Figure measure(int rounds, int calls, F&& call)
{
    std::vector<double> us;
    for (int r = 0; r < rounds; ++r) {
        const int64_t t0 = monotonicNs();
        for (int i = 0; i < calls; ++i)
            call(i);
        us.push_back(double(monotonicNs() - t0) / 1e3 / calls);
    }
    return Figure::of(us);
}

void print(const char* what, const Figure& f)
{
    std::printf("    %-28s %9.2f us   (%.2f - %.2f)\n", what, f.median, f.low, f.high);
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("What watching blocked threads adds to the sampler."));
    parser.addHelpOption();
    const QCommandLineOption dirOpt(QStringLiteral("dir"), QStringLiteral("Its device is the one read."),
        QStringLiteral("DIR"), QStringLiteral("/var/tmp"));
    const QCommandLineOption roundsOpt(
        QStringLiteral("rounds"), QStringLiteral("Rounds per figure."), QStringLiteral("N"), QStringLiteral("7"));
    parser.addOptions({ dirOpt, roundsOpt });
    parser.process(app);
    const int rounds = std::max(1, parser.value(roundsOpt).toInt());

    const SysProbe::Environment env = SysProbe::probeEnvironment(parser.value(dirOpt));
    std::printf("stall_watch_bench: device %s of %s, %d rounds per figure, one CPU (this thread)\n",
        env.device.present ? qPrintable(env.device.name) : "(none)", qPrintable(parser.value(dirOpt)), rounds);
    Sleepers sleepers(1024);

    for (const int streams : { 1, 64, 1024 }) {
        auto counters = std::make_unique<StreamCounters[]>(size_t(streams));
        for (int i = 0; i < streams; ++i)
            counters[size_t(i)].tid.store(sleepers.tid(i));
        Sampler sampler(100 * kMs, SysProbe::makeLiveProbe(env.device), [](SampleBatch&&) {});
        sampler.setStallSource(StallProbe::makeLiveSource(env.device));
        sampler.setStallThreshold(100 * kMs);
        int64_t now = monotonicNs();
        sampler.prime(now, now);
        sampler.setPass(0, 0, counters.get(), streams, 0, 0, {});
        sampler.beginPhase(PhaseKind::Write, now);
        // Injected times 100 ms apart for the ticks, 2 ms for the looks: the sampler's own
        // arithmetic sees its usual spacing whatever the real time between the calls.
        int64_t at = now;
        std::printf("  %d stream(s)\n", streams);
        print("tick, idle", measure(rounds, 200, [&](int) { sampler.tickAt(at += 100 * kMs); }));
        print("look, idle", measure(rounds, 2000, [&](int) { sampler.pollAt(at += 2 * kMs); }));
        for (int i = 0; i < streams; ++i)
            counters[size_t(i)].inflightSinceNs.store(at + 1'000'000'000'000); // in flight, not yet 5 ms
        print("look, young ops", measure(rounds, 2000, [&](int) { sampler.pollAt(at += 2 * kMs); }));
        // A stall of every stream from `from` to `to` seconds after its ops began: the real
        // time the looks the sampler asks for take, per second of the stall (the ops begin anew
        // each round, so each round watches new ops from their start).
        auto stall = [&](double from, double to) {
            std::vector<double> wall;
            std::vector<double> cpu;
            int looks = 0;
            for (int r = 0; r < rounds; ++r) {
                const int64_t begin = at + 10 * kMs;
                for (int i = 0; i < streams; ++i)
                    counters[size_t(i)].inflightSinceNs.store(begin);
                sampler.pollAt(at += 1 * kMs); // notices the new ops
                // Looks and the 100 ms ticks (which also look, and build the live list of
                // blocked ops with their causes so far for each delivered batch).
                int64_t nextTick = at + 100 * kMs;
                auto lookUntil = [&](int64_t end) {
                    int n = 0;
                    for (;;) {
                        const int64_t look = sampler.nextLookNs() > 0 ? sampler.nextLookNs() : nextTick;
                        if (std::min(look, nextTick) > end)
                            return n;
                        if (nextTick <= look) {
                            sampler.tickAt(at = nextTick);
                            nextTick += 100 * kMs;
                        } else {
                            sampler.pollAt(at = look);
                        }
                        ++n;
                    }
                };
                lookUntil(begin + int64_t(from * kS));
                const int64_t w0 = monotonicNs();
                const int64_t c0 = threadCpuNs();
                looks = lookUntil(begin + int64_t(to * kS));
                wall.push_back(double(monotonicNs() - w0) / (to - from) / 1e7); // % of a CPU
                cpu.push_back(double(threadCpuNs() - c0) / (to - from) / 1e7);
                at = begin + int64_t(to * kS);
            }
            return std::make_tuple(Figure::of(wall), Figure::of(cpu), looks);
        };
        for (const auto& [from, to] : { std::pair { 0.0, 2.0 }, std::pair { 10.0, 12.0 } }) {
            const auto [wall, cpu, looks] = stall(from, to);
            std::printf(
                "    all blocked, %4.0f-%2.0f s of the stall: %6.2f %% of a CPU (%.2f - %.2f), CPU time %.2f %% "
                "(%.2f - %.2f); %d looks and ticks, %.1f us each\n",
                from, to, wall.median, wall.low, wall.high, cpu.median, cpu.low, cpu.high, looks,
                looks > 0 ? wall.median * 1e4 * (to - from) / looks : 0.0);
        }
        for (int i = 0; i < streams; ++i)
            counters[size_t(i)].inflightSinceNs.store(0);
        sampler.pollAt(at += 2 * kMs);
    }
    return 0;
}
