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
//   look, all blocked pollAt() with every stream's op in flight > 5 ms: /proc/vmstat, PSI,
//                     the device's stat and jbd2 files, and the wchan/stat/syscall files and
//                     CPU clock of at most 32 threads (real threads of this process, asleep in
//                     read() on a pipe), every 2 ms while the stall lasts
// and prints the median of --rounds rounds (each the mean of many calls) and the range.
//
// Usage: stall_watch_bench [--dir DIR] [--rounds N]
#include "Sampler.h"
#include "StallProbe.h"
#include "SystemProbe.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <algorithm>
#include <cstdio>
#include <memory>
#include <thread>
#include <unistd.h>
#include <vector>

namespace {

constexpr int64_t kMs = 1'000'000;
constexpr int kSleepers = 32; // the most threads one look reads

// Threads asleep in read() until the pipe is closed: what a look at a blocked writer reads.
class Sleepers {
public:
    Sleepers()
    {
        if (::pipe(m_pipe) != 0)
            return;
        for (int i = 0; i < kSleepers; ++i) {
            m_threads.emplace_back([this] {
                m_tids[m_started.fetch_add(1)] = StallProbe::currentTid();
                char c;
                while (::read(m_pipe[0], &c, 1) < 0) { }
            });
        }
        while (m_started.load() < kSleepers)
            std::this_thread::yield();
    }
    ~Sleepers()
    {
        ::close(m_pipe[1]);
        for (auto& t : m_threads)
            t.join();
        ::close(m_pipe[0]);
    }
    int tid(int i) const { return m_tids[i % kSleepers]; }

private:
    int m_pipe[2] = { -1, -1 };
    std::atomic<int> m_started { 0 };
    int m_tids[kSleepers] = {};
    std::vector<std::thread> m_threads;
};

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

struct Figure {
    double median = 0;
    double low = 0;
    double high = 0;
};

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
    return { median(us), *std::min_element(us.begin(), us.end()), *std::max_element(us.begin(), us.end()) };
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
    Sleepers sleepers;

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
        for (int i = 0; i < streams; ++i)
            counters[size_t(i)].inflightSinceNs.store(at - 10 * kMs);
        const Figure blocked = measure(rounds, 200, [&](int) { sampler.pollAt(at += 2 * kMs); });
        print("look, all blocked", blocked);
        std::printf("    %-28s %9.2f us per 100 ms tick = %.2f %% of one CPU\n", "while blocked (50 looks)",
            50 * blocked.median, 50 * blocked.median / 1e3);
        for (int i = 0; i < streams; ++i)
            counters[size_t(i)].inflightSinceNs.store(0);
        sampler.pollAt(at += 2 * kMs);
    }
    return 0;
}
