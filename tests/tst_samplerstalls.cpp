// The sampler's watch over blocked threads, driven by hand: a scripted StallProbe::Source says
// what each thread and the kernel show at each look, and the looks happen at injected times.
// Checked by hand-worked numbers: each look weighs the time since the previous one (a late
// look counts for all of it), the live list of blocked ops, each stall's cause from the
// reading taken after its op ended, and the phase's stall time by cause.
#include "Sampler.h"
#include "ScriptedKernel.h"

#include <QTest>
#include <functional>
#include <map>
#include <utility>
#include <vector>

using StallCause::Cause;

namespace {

constexpr int64_t kMs = 1'000'000;
constexpr int64_t kRunStart = 5'000'000'000; // an arbitrary CLOCK_MONOTONIC time

// What the threads and the kernel show now; the test changes it between looks.
class ScriptedStalls final : public StallProbe::Source {
public:
    std::map<int, StallProbe::ThreadReading> threads; // by tid; a missing tid reads as gone
    StallProbe::Reading kernel;
    StallProbe::DeviceSettings device;
    int threadReads = 0;
    int sameOpReads = 0; // reads of a thread in the op of its previous read
    std::vector<int> watched; // what the sampler last said it watches
    int watchingCalls = 0;
    std::function<void()> duringRead; // once: what happens while a thread is being read

    StallProbe::ThreadReading readThread(int tid, bool sameOp) override
    {
        ++threadReads;
        sameOpReads += sameOp ? 1 : 0;
        if (duringRead)
            std::exchange(duringRead, {})();
        const auto it = threads.find(tid);
        return it == threads.end() ? StallProbe::ThreadReading {} : it->second;
    }
    int kernelReads = 0;
    StallProbe::Reading readKernel() override
    {
        ++kernelReads;
        return kernel;
    }
    StallProbe::DeviceSettings settings() override { return device; }
    void watching(const std::vector<int>& tids) override
    {
        watched = tids;
        ++watchingCalls;
    }

    void set(int tid, char state, const char* wchan, int syscall = 1, int64_t cpuNs = 0)
    {
        StallProbe::ThreadReading r;
        r.ok = true;
        r.state = state;
        r.wchan = wchan;
        r.syscall = syscall;
        r.cpuNs = cpuNs;
        threads[tid] = r;
    }
};

// A sampler on a kernel without figures, a pass of `streams` whose thread ids are 100 + i.
struct Rig {
    QList<SampleBatch> batches;
    std::unique_ptr<StreamCounters[]> counters;
    ScriptedStalls* stalls = nullptr;
    std::unique_ptr<Sampler> sampler;

    explicit Rig(int streams)
        : counters(std::make_unique<StreamCounters[]>(size_t(streams)))
    {
        sampler = std::make_unique<Sampler>(100 * kMs, std::make_unique<ScriptedKernel>(QList<SysProbe::Snapshot> {}),
            [this](SampleBatch&& b) { batches.append(std::move(b)); });
        auto source = std::make_unique<ScriptedStalls>();
        stalls = source.get();
        sampler->setStallSource(std::move(source));
        sampler->prime(kRunStart, kRunStart);
        for (int i = 0; i < streams; ++i)
            counters[size_t(i)].tid.store(100 + i);
        sampler->setPass(0, 0, counters.get(), streams, 0, 0, {});
        sampler->beginPhase(PhaseKind::Write, kRunStart);
    }

    void begin(int stream, int64_t atMs) { counters[size_t(stream)].inflightSinceNs.store(kRunStart + atMs * kMs); }
    // The op ends at `atMs`; when it was a stall, the engine reports it then.
    void end(int stream, int64_t startMs, int64_t atMs, bool stall = true)
    {
        counters[size_t(stream)].inflightSinceNs.store(0);
        if (stall)
            sampler->addStall(
                { 0, 0, stream, PhaseKind::Write, double(startMs) / 1000.0, double(atMs - startMs) / 1000.0 });
    }
    void look(int64_t atMs) { sampler->pollAt(kRunStart + atMs * kMs); }
    // Looks when the sampler asks to (as its thread does) up to `untilMs`; the times of the
    // looks since the run began, in ns.
    QList<int64_t> lookAsAskedUntil(int64_t untilMs)
    {
        QList<int64_t> times;
        for (int64_t next = sampler->nextLookNs(); next > 0 && next <= kRunStart + untilMs * kMs;
             next = sampler->nextLookNs()) {
            sampler->pollAt(next);
            times.append(next - kRunStart);
        }
        return times;
    }
    void tick(int64_t atMs) { sampler->tickAt(kRunStart + atMs * kMs); }

    QList<StallEvent> delivered() const
    {
        QList<StallEvent> out;
        for (const SampleBatch& b : batches)
            out.append(b.stalls);
        return out;
    }
    double waitS(const StallCause::Evidence& e, const char* wchan) const
    {
        for (const StallCause::WaitShare& w : e.waits) {
            if (w.wchan == QLatin1String(wchan))
                return w.seconds;
        }
        return 0;
    }
};

} // namespace

class TestSamplerStalls : public QObject {
    Q_OBJECT
private slots:
    void lateLookCountsTheWholeGap();
    void firstLookCountsFromTheOpStart();
    void youngOpsAreNotWatched();
    void opsAreLookedForBetweenTicks();
    void kernelIsReadLessOftenThanThreads();
    void cacheFlushShowsInTheReadingAfterTheOp();
    void readingOfAnotherOpCountsForNeither();
    void blockedListIsLiveAndClearsWhenTheOpEnds();
    void manyBlockedStreamsAreLookedAtInTurn();
    void watchBacksOffAsTheOpLasts();
    void sourceLetsGoOfThreadsNoLongerWatched();
    void phaseBreaksStallTimeDownByCause();
    void allocationStallsCountOnlyWhileTheOpWaits_data();
    void allocationStallsCountOnlyWhileTheOpWaits();
};

// The sampler looks at 10 ms, then is itself held up for 500 ms while the writer stays
// throttled, then looks once more when asked (50 ms later) and finds it waiting for the
// journal: the late look stands for the whole 502 ms, so throttling is 91 % of the watched
// time and not the 50 % a count of looks would give.
void TestSamplerStalls::lateLookCountsTheWholeGap()
{
    Rig rig(1);
    rig.begin(0, 100);
    rig.stalls->set(100, 'D', "balance_dirty_pages");
    rig.look(110); // 10 ms since the op began
    rig.look(612); // the sampler was late: 502 ms since the previous look
    QCOMPARE(rig.sampler->nextLookNs(), kRunStart + 662 * kMs); // an op 512 ms old: 50 ms on
    rig.stalls->set(100, 'D', "jbd2_log_wait_commit");
    rig.look(662);
    rig.end(0, 100, 663);
    rig.look(664);
    const QList<StallEvent> stalls = rig.delivered();
    QCOMPARE(stalls.size(), 0); // not delivered before a tick
    rig.tick(700);
    QCOMPARE(rig.delivered().size(), 1);
    const StallEvent s = rig.delivered()[0];
    QCOMPARE(s.evidence.observedS, 0.562);
    QCOMPARE(rig.waitS(s.evidence, "balance_dirty_pages"), 0.512);
    QCOMPARE(rig.waitS(s.evidence, "jbd2_log_wait_commit"), 0.050);
    QCOMPARE(s.evidence.uninterruptibleS, 0.562);
    QCOMPARE(s.evidence.syscall, 1);
    QCOMPARE(int(s.cause), int(Cause::DirtyThrottling));
}

// The first look at an op found blocked late (the sampler starved for its first 300 ms)
// stands for all of it since the op began.
void TestSamplerStalls::firstLookCountsFromTheOpStart()
{
    Rig rig(1);
    rig.begin(0, 1000);
    rig.stalls->set(100, 'R', "", -1, 50 * kMs);
    rig.look(1300);
    rig.stalls->set(100, 'R', "", -1, 52 * kMs);
    rig.look(1350);
    rig.end(0, 1000, 1351);
    rig.look(1352);
    rig.tick(1400);
    const StallEvent& s = rig.delivered().value(0);
    QCOMPARE(s.evidence.observedS, 0.350);
    QCOMPARE(s.evidence.runnableS, 0.350);
    QCOMPARE(s.evidence.cpuS, 0.002); // CPU time between the first and the last look
    QCOMPARE(int(s.cause), int(Cause::CpuStarvation));
}

// An op in flight for less than 5 ms is not looked at; a stall whose op was never watched
// keeps unknown, with nothing observed, and still counts in the phase.
void TestSamplerStalls::youngOpsAreNotWatched()
{
    Rig rig(1);
    rig.stalls->set(100, 'D', "balance_dirty_pages");
    rig.begin(0, 10);
    rig.look(14);
    QCOMPARE(rig.stalls->threadReads, 0);
    rig.end(0, 10, 15);
    rig.look(16);
    rig.tick(100);
    const StallEvent& s = rig.delivered().value(0);
    QCOMPARE(int(s.cause), int(Cause::Unknown));
    QCOMPARE(s.evidence.observedS, 0.0);
    const PhaseKernelStats stats = rig.sampler->endPhase();
    QCOMPARE(stats.stalls.count, 1);
    QCOMPARE(stats.stalls.seconds[int(Cause::Unknown)], 0.005);
}

// With nothing in flight the sampler looks again after half the stall threshold, not only
// at the next tick: an op that begins just after a tick and stalls for less than a tick is
// still watched. A young op is looked at again when it is old enough to be watched.
void TestSamplerStalls::opsAreLookedForBetweenTicks()
{
    Rig rig(1);
    rig.look(100);
    QCOMPARE(rig.sampler->nextLookNs(), 0); // no threshold: the ticks alone
    rig.sampler->setStallThreshold(40 * kMs);
    rig.look(200);
    QCOMPARE(rig.sampler->nextLookNs(), kRunStart + 220 * kMs);
    rig.begin(0, 218);
    rig.look(220);
    QCOMPARE(rig.sampler->nextLookNs(), kRunStart + 223 * kMs); // 5 ms after the op began
    rig.stalls->set(100, 'D', "balance_dirty_pages");
    rig.look(223);
    QCOMPARE(rig.sampler->nextLookNs(), kRunStart + 225 * kMs); // watched: every 2 ms
    rig.end(0, 218, 224, false);
    rig.look(225);
    QCOMPARE(rig.sampler->nextLookNs(), kRunStart + 245 * kMs);
}

// Looks every 2 ms: a blocked thread is read only when due (2 ms apart, then a quarter of its
// op's age), the kernel-wide figures at a look that reads a thread, at most every 10 ms or
// the thread's own gap if longer, plus once when the op's watch begins and once after it
// ended (for its stall).
void TestSamplerStalls::kernelIsReadLessOftenThanThreads()
{
    Rig rig(1);
    rig.stalls->set(100, 'D', "balance_dirty_pages");
    rig.begin(0, 0);
    for (int t = 6; t <= 106; t += 2)
        rig.look(t);
    // At 6, 8, 10, 14 (due 12.5), 18, 24, 30, 38, 48, 60, 76, 96.
    QCOMPARE(rig.stalls->threadReads, 12);
    QCOMPARE(rig.stalls->sameOpReads, 11); // all but the first: the same op as before
    // At 6, 18, 30, then as seldom as the thread is looked at: 48 (12 ms after 30 at a gap of
    // 12 ms), 76 (at 60 only 12 ms of a gap of 15 had passed).
    QCOMPARE(rig.stalls->kernelReads, 5);
    rig.end(0, 0, 107);
    rig.look(108);
    QCOMPARE(rig.stalls->kernelReads, 6);
    QCOMPARE(rig.stalls->threadReads, 12);
}

// A cache flush is counted by the device only when it completes, which is when the op that
// waited for it ends: the reading after the op makes submit_bio_wait a cache flush.
void TestSamplerStalls::cacheFlushShowsInTheReadingAfterTheOp()
{
    Rig rig(1);
    StallProbe::DeviceCounters device;
    device.hasFlush = true;
    device.flushes = 40;
    device.flushMs = 900;
    rig.stalls->kernel.device = device;
    rig.stalls->set(100, 'D', "submit_bio_wait", 75);
    rig.begin(0, 0);
    for (int t = 10; t <= 200; t += 10)
        rig.look(t);
    // While it waited the counters stood still: no proof yet.
    rig.tick(201);
    QCOMPARE(int(rig.batches.last().blocked.value(0).cause), int(Cause::Unknown));
    rig.end(0, 0, 205);
    device.flushes = 41;
    device.flushMs = 1105;
    rig.stalls->kernel.device = device;
    rig.look(206);
    rig.tick(301);
    const StallEvent& s = rig.delivered().value(0);
    QCOMPARE(int(s.cause), int(Cause::DeviceCacheFlush));
    QCOMPARE(s.evidence.deviceFlushes, int64_t(1));
    QCOMPARE(s.evidence.deviceFlushMs, 205.0);
    QCOMPARE(s.evidence.syscall, 75);
    QCOMPARE(int(rig.sampler->withCauses({ { 0, 0, 0, PhaseKind::Write, 0.0, 0.205 } }).value(0).cause),
        int(Cause::DeviceCacheFlush));
}

// The op ends while its thread is being read and the next op begins: that reading may be of
// either, so it counts for neither; the new op is watched from its own start.
void TestSamplerStalls::readingOfAnotherOpCountsForNeither()
{
    Rig rig(1);
    rig.stalls->set(100, 'D', "balance_dirty_pages");
    rig.begin(0, 0);
    rig.look(100);
    // At the look of 200 ms the op ends and another begins while its thread is being read.
    rig.stalls->duringRead = [&rig] { rig.counters[0].inflightSinceNs.store(kRunStart + 150 * kMs); };
    rig.look(200);
    rig.sampler->addStall({ 0, 0, 0, PhaseKind::Write, 0.0, 0.150 });
    rig.tick(300);
    const StallEvent& s = rig.delivered().value(0);
    QCOMPARE(s.evidence.observedS, 0.100); // the look at 200 ms counted for neither op
    const BlockedNow b = rig.batches.last().blocked.value(0);
    QCOMPARE(b.sinceS, 0.150);
    QCOMPARE(b.evidence.observedS, 0.150); // its first look (at 300 ms) stands for its whole life
}

// While an op blocks, every batch lists it with its cause so far; once it ended the next
// batch does not.
void TestSamplerStalls::blockedListIsLiveAndClearsWhenTheOpEnds()
{
    Rig rig(3);
    rig.stalls->set(101, 'D', "blk_mq_get_tag");
    rig.stalls->set(102, 'D', "jbd2_log_wait_commit");
    rig.begin(1, 20);
    rig.begin(2, 90);
    rig.tick(100);
    QCOMPARE(rig.batches.size(), 1);
    QList<BlockedNow> blocked = rig.batches.last().blocked;
    QCOMPARE(blocked.size(), 2);
    QCOMPARE(blocked[0].stream, 1);
    QCOMPARE(blocked[0].sinceS, 0.020);
    QCOMPARE(int(blocked[0].cause), int(Cause::DeviceQueueSaturated));
    QCOMPARE(blocked[0].evidence.observedS, 0.080);
    QCOMPARE(blocked[1].stream, 2);
    QCOMPARE(int(blocked[1].cause), int(Cause::JournalCommit));

    rig.end(2, 90, 150);
    rig.look(160);
    rig.tick(200);
    blocked = rig.batches.last().blocked;
    QCOMPARE(blocked.size(), 1);
    QCOMPARE(blocked[0].stream, 1);
    QCOMPARE(blocked[0].evidence.observedS, 0.180);

    rig.end(1, 20, 250);
    rig.tick(300);
    QVERIFY(rig.batches.last().blocked.isEmpty());
    QCOMPARE(rig.delivered().size(), 2);

    // An op watched for a while that ends short of the stall threshold: no stall to
    // classify, and it is blocked no more.
    rig.begin(0, 310);
    rig.tick(400);
    QCOMPARE(rig.batches.last().blocked.value(0).stream, 0);
    rig.look(410);
    rig.end(0, 310, 420, false);
    rig.tick(500);
    QVERIFY(rig.batches.last().blocked.isEmpty());
    QCOMPARE(rig.delivered().size(), 2);
}

// More blocked streams than one look reads (32) and than the read budget (1 000 threads a
// second) allows on their schedule: the looks take them in turn, those waiting longest
// first, and each look still weighs the time since that thread's own previous look, so every
// stall is counted in full (up to its last look).
void TestSamplerStalls::manyBlockedStreamsAreLookedAtInTurn()
{
    constexpr int kStreams = 64;
    Rig rig(kStreams);
    for (int i = 0; i < kStreams; ++i) {
        rig.stalls->set(100 + i, 'D', "balance_dirty_pages");
        rig.begin(i, 0);
    }
    rig.look(5);
    QCOMPARE(rig.stalls->threadReads, 32); // the most one look reads
    QCOMPARE(rig.sampler->nextLookNs(), kRunStart + 21 * kMs); // when 16 more reads are allowed
    rig.lookAsAskedUntil(1000);
    QVERIFY2(rig.stalls->threadReads <= 32 + 1000, qPrintable(QString::number(rig.stalls->threadReads)));
    QVERIFY2(rig.stalls->threadReads >= 64 * 15, qPrintable(QString::number(rig.stalls->threadReads)));
    rig.tick(1000);
    const QList<BlockedNow> blocked = rig.batches.last().blocked;
    QCOMPARE(blocked.size(), kStreams);
    for (const BlockedNow& b : blocked) {
        // 64 threads due every 50 ms want 1 280 reads a second: each waits up to 64 ms.
        QVERIFY2(b.evidence.observedS >= 1.0 - 0.070 && b.evidence.observedS <= 1.0 + 1e-9,
            qPrintable(QString::number(b.evidence.observedS)));
        QCOMPARE(int(b.cause), int(Cause::DirtyThrottling));
    }
}

// The looks at a thread come further apart the longer its op lasts: the first 5 ms after the
// op began and every 2 ms at first, then at a quarter of the op's age, at most 50 ms apart,
// so a 2 s op is looked at some 50 times, not 1 000; the shares stay exact.
void TestSamplerStalls::watchBacksOffAsTheOpLasts()
{
    Rig rig(1);
    rig.sampler->setStallThreshold(100 * kMs);
    rig.look(0);
    rig.stalls->set(100, 'D', "balance_dirty_pages");
    rig.begin(0, 1);
    rig.look(2);
    QCOMPARE(rig.sampler->nextLookNs(), kRunStart + 6 * kMs); // 5 ms after the op began
    QList<int64_t> looks = rig.lookAsAskedUntil(1801);
    const int64_t lastBeforeChange = looks.last();
    rig.stalls->set(100, 'D', "folio_wait_bit");
    looks += rig.lookAsAskedUntil(2001);
    QCOMPARE(looks.value(0), 6 * kMs);
    QCOMPARE(looks.value(1), 8 * kMs);
    QCOMPARE(looks.value(2), 10 * kMs);
    QCOMPARE(rig.stalls->threadReads, int(looks.size()));
    QVERIFY2(looks.size() >= 40 && looks.size() <= 60, qPrintable(QString::number(looks.size())));
    for (qsizetype i = 1; i < looks.size(); ++i)
        QVERIFY(looks[i] - looks[i - 1] >= 2 * kMs && looks[i] - looks[i - 1] <= 50 * kMs);
    const int64_t lastLook = looks.last();
    QVERIFY(lastLook > 1951 * kMs); // at most 50 ms apart
    rig.end(0, 1, 2002);
    rig.look(2003);
    rig.tick(2100);
    const StallEvent& s = rig.delivered().value(0);
    // Up to the last look: the op's first look stood for all of it since it began.
    const double observedS = double(lastLook - 1 * kMs) / 1e9;
    QCOMPARE(s.evidence.observedS, observedS);
    QCOMPARE(rig.waitS(s.evidence, "balance_dirty_pages") + rig.waitS(s.evidence, "folio_wait_bit"), observedS);
    // Each look weighs the time since the previous one: the wait seen from the first look after
    // the change on counts from the last look before it.
    QCOMPARE(rig.waitS(s.evidence, "folio_wait_bit"), double(lastLook - lastBeforeChange) / 1e9);
    QCOMPARE(int(s.cause), int(Cause::DirtyThrottling));
}

// The source may keep the files of the watched threads open; the sampler tells it which
// threads it still watches when a watch ends, so it lets go of the others.
void TestSamplerStalls::sourceLetsGoOfThreadsNoLongerWatched()
{
    Rig rig(3);
    for (int i = 0; i < 3; ++i)
        rig.stalls->set(100 + i, 'D', "balance_dirty_pages");
    rig.begin(0, 0);
    rig.begin(1, 0);
    rig.look(10);
    QCOMPARE(rig.stalls->watchingCalls, 0); // nothing to let go of yet
    rig.end(0, 0, 20);
    rig.look(30);
    QCOMPARE(rig.stalls->watchingCalls, 1);
    QCOMPARE(rig.stalls->watched, std::vector<int>({ 101 }));
    rig.look(40);
    QCOMPARE(rig.stalls->watchingCalls, 1); // no change, no call
    // A new pass (new threads): none of the old ones is watched.
    auto counters = std::make_unique<StreamCounters[]>(1);
    counters[0].tid.store(200);
    rig.sampler->setPass(0, 1, counters.get(), 1, 0, 0, {});
    rig.look(50);
    QCOMPARE(rig.stalls->watchingCalls, 2);
    QVERIFY(rig.stalls->watched.empty());
}

// The phase's stall time by cause counts every stall, watched or not, each for its whole
// duration under the cause its evidence supports.
void TestSamplerStalls::phaseBreaksStallTimeDownByCause()
{
    Rig rig(2);
    rig.stalls->set(100, 'D', "balance_dirty_pages");
    rig.stalls->set(101, 'D', "jbd2_log_wait_commit");
    rig.begin(0, 0);
    rig.begin(1, 0);
    for (int t = 10; t <= 300; t += 10)
        rig.look(t);
    rig.end(1, 0, 300); // the journal, 0.3 s
    for (int t = 310; t <= 2000; t += 10)
        rig.look(t);
    rig.stalls->set(100, 'D', "folio_wait_bit"); // stalls chain: the last part waits for writeback
    for (int t = 2010; t <= 2100; t += 10)
        rig.look(t);
    rig.end(0, 0, 2100); // throttled 2.0 s of 2.1
    rig.look(2101);
    rig.begin(1, 2200);
    rig.end(1, 2200, 2203); // too short to be watched: unknown
    const PhaseKernelStats stats = rig.sampler->endPhase();
    QCOMPARE(stats.stalls.count, 3);
    QCOMPARE(stats.stalls.seconds[int(Cause::DirtyThrottling)], 2.1);
    QCOMPARE(stats.stalls.seconds[int(Cause::JournalCommit)], 0.3);
    QCOMPARE(stats.stalls.seconds[int(Cause::Unknown)], 0.003);
    QCOMPARE(stats.stalls.totalS, 2.403);
    QCOMPARE(stats.stalls.summary(),
        QStringLiteral("3 stalls, 2.4 s: 2.1 s dirty throttling, 300 ms journal commit, 3 ms unknown"));
    // The next phase starts from nothing.
    rig.sampler->beginPhase(PhaseKind::Read, kRunStart + 3000 * kMs);
    QCOMPARE(rig.sampler->endPhase().stalls.count, 0);
}

// /proc/vmstat's allocstall_* count since boot: a long-running machine has thousands. An op
// waiting on a page is memory reclaim only when allocation stalls happened while it waited
// (the counter moved between the first and the last reading of its watch), page writeback
// otherwise, however large the count since boot.
void TestSamplerStalls::allocationStallsCountOnlyWhileTheOpWaits_data()
{
    QTest::addColumn<qint64>("sinceBoot");
    QTest::addColumn<qint64>("during");
    QTest::addColumn<int>("cause");
    QTest::addRow("many since boot, none during") << qint64(48'213) << qint64(0) << int(Cause::PageWriteback);
    QTest::addRow("many since boot, 3 during") << qint64(48'213) << qint64(3) << int(Cause::MemoryReclaim);
    QTest::addRow("none since boot, 2 during") << qint64(0) << qint64(2) << int(Cause::MemoryReclaim);
}

void TestSamplerStalls::allocationStallsCountOnlyWhileTheOpWaits()
{
    QFETCH(qint64, sinceBoot);
    QFETCH(qint64, during);
    QFETCH(int, cause);
    Rig rig(1);
    rig.stalls->kernel.allocStalls = sinceBoot;
    rig.stalls->set(100, 'D', "folio_wait_writeback");
    rig.begin(0, 0);
    for (int t = 10; t <= 200; t += 10) {
        // The stalls happen halfway through the op's wait, between two kernel readings.
        if (t == 100)
            rig.stalls->kernel.allocStalls = sinceBoot + during;
        rig.look(t);
    }
    rig.end(0, 0, 205);
    rig.look(206);
    rig.tick(301);
    QCOMPARE(rig.delivered().size(), 1);
    const StallEvent& s = rig.delivered().value(0);
    QCOMPARE(s.evidence.allocStalls, int64_t(during));
    QCOMPARE(int(s.cause), cause);
}

QTEST_GUILESS_MAIN(TestSamplerStalls)
#include "tst_samplerstalls.moc"
