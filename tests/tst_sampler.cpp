// The sampler's arithmetic against scripted kernel counters and injected times: every device,
// dirty-memory, pressure and stream figure of a tick, and every kernel total of a phase, is
// compared with the value worked out by hand. Plus one whole run driven through RunWorker
// with a scripted kernel, to show the seam reaches the engine.
#include "Engine.h"
#include "FaultInjectingBackend.h"
#include "RunWorker.h"
#include "Sampler.h"
#include "ScriptedKernel.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <atomic>
#include <cmath>

namespace {

constexpr int64_t kMs = 1'000'000;
constexpr int64_t kRunStart = 7'000'000'000; // an arbitrary CLOCK_MONOTONIC time
constexpr int64_t kMiB = 1024 * 1024;
constexpr int64_t kKiB = 1024;

// What a scripted kernel says at one read; fields left out are zero.
struct Kernel {
    uint64_t written = 0; // sectors
    uint64_t read = 0; // sectors
    uint64_t busyMs = 0;
    uint64_t inFlight = 0;
    int64_t dirtyMiB = 0;
    int64_t writebackMiB = 0;
    uint64_t someUs = 0;
    uint64_t fullUs = 0;
};

SysProbe::Snapshot snapshot(const Kernel& k)
{
    SysProbe::Snapshot s;
    s.disk = SysProbe::DiskStats {};
    s.disk->writeSectors = k.written;
    s.disk->readSectors = k.read;
    s.disk->ioTicksMs = k.busyMs;
    s.disk->inFlight = k.inFlight;
    s.mem = SysProbe::MemInfo {};
    s.mem->dirtyBytes = k.dirtyMiB * kMiB;
    s.mem->writebackBytes = k.writebackMiB * kMiB;
    s.pressure = SysProbe::Pressure { k.someUs, k.fullUs, true };
    return s;
}

// One op of `bytes` that took `ns`, counted as TimedOp.h counts it.
void op(StreamCounters& c, int64_t bytes, int64_t ns)
{
    c.add(bytes);
    c.latency.record(uint64_t(ns));
}

// The samples the sampler delivers, in order, whoever asks.
struct Collected {
    QList<Sample> samples;
    Sampler::Sink sink()
    {
        return [this](SampleBatch&& b) { samples.append(b.samples); };
    }
};

} // namespace

Q_DECLARE_METATYPE(Kernel)

class TestSampler : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void deviceRatesAreExact_data();
    void deviceRatesAreExact();
    void kernelFiguresPerTickAndPhase();
    void missingKernelFiguresStayUnknown();
    void streamIntervalRates();
    void bufferFillFollowsTheArrivalClock();
    void phaseShorterThanATickHasItsSample();
    void latencyPerTickMergesTheStreams();
    void latencyCountedLateIsNotLost();
    void everyOpInOneTickOfItsPhase();
    void wholeRunReadsTheInjectedKernel();
};

void TestSampler::deviceRatesAreExact_data()
{
    QTest::addColumn<int>("tickMs");
    QTest::addColumn<Kernel>("delta"); // what the kernel counted during the tick
    QTest::addColumn<float>("writeMiBs");
    QTest::addColumn<float>("readMiBs");
    QTest::addColumn<float>("busyPct");
    QTest::addColumn<float>("inFlight");

    // 2048 sectors of 512 bytes are 1 MiB.
    QTest::addRow("2048 sectors written in 100 ms")
        << 100 << Kernel { .written = 2048 } << 10.0f << 0.0f << 0.0f << 0.0f;
    QTest::addRow("4096 sectors read in 200 ms") << 200 << Kernel { .read = 4096 } << 0.0f << 10.0f << 0.0f << 0.0f;
    QTest::addRow("both ways in 50 ms") << 50 << Kernel { .written = 1024, .read = 512, .busyMs = 25, .inFlight = 3 }
                                        << 10.0f << 5.0f << 50.0f << 3.0f;
    QTest::addRow("100 MiB in 1 s") << 1000 << Kernel { .written = 204800, .busyMs = 1000, .inFlight = 32 } << 100.0f
                                    << 0.0f << 100.0f << 32.0f;
    // io_ticks can run ahead of the tick a little (it is updated when requests complete).
    QTest::addRow("busy capped at 100 percent")
        << 100 << Kernel { .written = 1, .busyMs = 150 } << float(512.0 / kMiB / 0.1) << 0.0f << 100.0f << 0.0f;
    QTest::addRow("idle device") << 100 << Kernel {} << 0.0f << 0.0f << 0.0f << 0.0f;
}

// One tick between two scripted readings; the counters start far from zero, so only the
// difference can give the expected rate.
void TestSampler::deviceRatesAreExact()
{
    QFETCH(int, tickMs);
    QFETCH(Kernel, delta);
    QFETCH(float, writeMiBs);
    QFETCH(float, readMiBs);
    QFETCH(float, busyPct);
    QFETCH(float, inFlight);

    const Kernel base { .written = 987'654'321, .read = 123'456'789, .busyMs = 55'555'555, .inFlight = 9 };
    const Kernel after { .written = base.written + delta.written,
        .read = base.read + delta.read,
        .busyMs = base.busyMs + delta.busyMs,
        .inFlight = delta.inFlight };
    Collected out;
    Sampler sampler(100 * kMs, std::make_unique<ScriptedKernel>(QList { snapshot(base), snapshot(after) }), out.sink());
    sampler.prime(kRunStart, kRunStart);
    sampler.tickAt(kRunStart + tickMs * kMs);
    sampler.stop();

    QCOMPARE(out.samples.size(), 1);
    const Sample& s = out.samples.first();
    QCOMPARE(s.t, tickMs / 1000.0);
    QCOMPARE(s.deviceWriteMiBs, writeMiBs);
    QCOMPARE(s.deviceReadMiBs, readMiBs);
    QCOMPARE(s.deviceBusyPct, busyPct);
    QCOMPARE(s.deviceInFlight, inFlight);
}

// A write phase with three ticks, 100, 200 and 100 ms long. The reads of the script, in
// order: prime, beginPhase, the three ticks, endPhase. Each tick compares with the tick
// before (the first with prime); the phase totals run from beginPhase to endPhase, so what
// the device did between prime and the phase's start counts in the first tick only.
void TestSampler::kernelFiguresPerTickAndPhase()
{
    const QList<SysProbe::Snapshot> script {
        snapshot({ .written = 1000, .someUs = 5'000'000, .fullUs = 1'000'000 }),
        snapshot({ .written = 1512, .dirtyMiB = 4, .someUs = 5'010'000, .fullUs = 1'000'000 }),
        snapshot({ .written = 3048, .dirtyMiB = 64, .writebackMiB = 2, .someUs = 5'030'000, .fullUs = 1'010'000 }),
        snapshot({ .written = 11240, .dirtyMiB = 96, .writebackMiB = 16, .someUs = 5'230'000, .fullUs = 1'030'000 }),
        snapshot({ .written = 11240, .dirtyMiB = 32, .writebackMiB = 8, .someUs = 5'280'000, .fullUs = 1'030'000 }),
        snapshot({ .written = 13288, .read = 2048, .someUs = 5'290'000, .fullUs = 1'030'000 }),
    };
    auto kernel = std::make_unique<ScriptedKernel>(script);
    ScriptedKernel* source = kernel.get();
    Collected out;
    Sampler sampler(100 * kMs, std::move(kernel), out.sink());
    StreamCounters counters[1];
    sampler.prime(kRunStart, kRunStart);
    sampler.setPass(0, 0, counters, 1, 0, 0, {});
    sampler.beginPhase(PhaseKind::Write, kRunStart);
    sampler.tickAt(kRunStart + 100 * kMs);
    sampler.tickAt(kRunStart + 300 * kMs);
    sampler.tickAt(kRunStart + 400 * kMs);
    const PhaseKernelStats phase = sampler.endPhase(kRunStart + 400 * kMs);
    sampler.stop();
    QCOMPARE(source->reads(), script.size());

    QCOMPARE(out.samples.size(), 3);
    const Sample& a = out.samples[0];
    const Sample& b = out.samples[1];
    const Sample& c = out.samples[2];
    // 2048 sectors (1 MiB) in 0.1 s, 8192 (4 MiB) in 0.2 s, none in 0.1 s.
    QCOMPARE(a.deviceWriteMiBs, 10.0f);
    QCOMPARE(b.deviceWriteMiBs, 20.0f);
    QCOMPARE(c.deviceWriteMiBs, 0.0f);
    for (const Sample& s : out.samples) {
        QCOMPARE(s.deviceReadMiBs, 0.0f);
        QCOMPARE(s.phase, int8_t(PhaseKind::Write));
    }
    QCOMPARE(a.dirtyMiB, 64.0f);
    QCOMPARE(a.writebackMiB, 2.0f);
    QCOMPARE(b.dirtyMiB, 96.0f);
    QCOMPARE(b.writebackMiB, 16.0f);
    QCOMPARE(c.dirtyMiB, 32.0f);
    QCOMPARE(c.writebackMiB, 8.0f);
    // PSI: 30 ms of 100 ms, 200 ms of 200 ms, 50 ms of 100 ms stalled; full 10, 20 and 0 ms.
    QCOMPARE(a.ioSomePct, 30.0f);
    QCOMPARE(a.ioFullPct, 10.0f);
    QCOMPARE(b.ioSomePct, 100.0f);
    QCOMPARE(b.ioFullPct, 10.0f);
    QCOMPARE(c.ioSomePct, 50.0f);
    QCOMPARE(c.ioFullPct, 0.0f);

    // From beginPhase (1512 written, none read) to endPhase (13288, 2048).
    QCOMPARE(phase.deviceWriteBytes, (13288 - 1512) * int64_t(512));
    QCOMPARE(phase.deviceReadBytes, 2048 * int64_t(512));
    // Dirty plus writeback, highest at the second tick: 96 + 16.
    QCOMPARE(phase.peakDirtyMiB, 112.0);
    QCOMPARE(phase.ioSomeS, 0.28);
    QCOMPARE(phase.ioFullS, 0.03);
}

// No block device, no meminfo, no PSI (or PSI without a "full" line): the figures stay
// unknown instead of reading as zero.
void TestSampler::missingKernelFiguresStayUnknown()
{
    SysProbe::Snapshot someOnly;
    someOnly.pressure = SysProbe::Pressure { 1'000'000, 0, false };
    SysProbe::Snapshot someOnlyLater;
    someOnlyLater.pressure = SysProbe::Pressure { 1'040'000, 0, false };
    Collected out;
    Sampler sampler(100 * kMs,
        std::make_unique<ScriptedKernel>(QList { someOnly, someOnly, someOnlyLater, someOnlyLater }), out.sink());
    StreamCounters counters[1];
    sampler.prime(kRunStart, kRunStart);
    sampler.setPass(0, 0, counters, 1, 0, 0, {});
    sampler.beginPhase(PhaseKind::Read, kRunStart);
    sampler.tickAt(kRunStart + 100 * kMs);
    const PhaseKernelStats phase = sampler.endPhase(kRunStart + 100 * kMs);
    sampler.stop();

    QCOMPARE(out.samples.size(), 1);
    const Sample& s = out.samples.first();
    QVERIFY(std::isnan(s.deviceWriteMiBs));
    QVERIFY(std::isnan(s.deviceReadMiBs));
    QVERIFY(std::isnan(s.deviceBusyPct));
    QVERIFY(std::isnan(s.deviceInFlight));
    QVERIFY(std::isnan(s.dirtyMiB));
    QVERIFY(std::isnan(s.writebackMiB));
    QCOMPARE(s.ioSomePct, 40.0f);
    QVERIFY(std::isnan(s.ioFullPct));
    QCOMPARE(phase.deviceWriteBytes, int64_t(-1));
    QCOMPARE(phase.deviceReadBytes, int64_t(-1));
    QCOMPARE(phase.peakDirtyMiB, -1.0);
    QCOMPARE(phase.ioSomeS, 0.04);
    QCOMPARE(phase.ioFullS, -1.0);
}

// Interval, ongoing and progress figures from known stream counters, three streams of a
// later pass of a sweep on the second target, two of them real-time with buffers.
void TestSampler::streamIntervalRates()
{
    Collected out;
    Sampler sampler(100 * kMs, std::make_unique<ScriptedKernel>(QList<SysProbe::Snapshot> {}), out.sink());
    StreamCounters counters[3];
    sampler.prime(kRunStart, kRunStart);
    // 6 MiB moved by earlier passes, 16 MiB planned in all.
    sampler.setPass(1, 2, counters, 3, 6 * kMiB, 16 * kMiB, { 4 * kMiB, 4 * kMiB, 0 });
    sampler.beginPhase(PhaseKind::Write, kRunStart);

    counters[0].add(1 * kMiB);
    counters[1].add(2 * kMiB);
    counters[1].add(kMiB / 2);
    counters[0].bufferedBytes.store(1 * kMiB);
    counters[1].bufferedBytes.store(3 * kMiB);
    counters[2].bufferedBytes.store(3 * kMiB); // no capacity: no fill figure
    sampler.tickAt(kRunStart + 100 * kMs);
    counters[0].add(3 * kMiB / 2);
    counters[2].add(3 * kMiB);
    counters[1].inflightSinceNs.store(kRunStart + 200 * kMs);
    counters[0].bufferedBytes.store(0);
    sampler.tickAt(kRunStart + 250 * kMs);
    const QList<Sample> samples = sampler.takePassSamples();
    sampler.stop();

    QCOMPARE(samples.size(), 2);
    QCOMPARE(out.samples.size(), 2);
    const Sample& a = samples[0];
    QCOMPARE(a.target, int16_t(1));
    QCOMPARE(a.pass, int16_t(2));
    QCOMPARE(a.t, 0.1);
    QCOMPARE(a.streamMiBs, (QList<float> { 10.0f, 25.0f, 0.0f }));
    QCOMPARE(a.totalMiBs, 35.0f);
    QCOMPARE(a.ongoingMiBs, 35.0f);
    QCOMPARE(a.runProgress, float((6.0 + 3.5) / 16.0));
    QCOMPARE(a.bufferFillPct, (QList<float> { 25.0f, 75.0f, 0.0f }));
    QCOMPARE(a.inflightMs, (QList<float> { 0.0f, 0.0f, 0.0f }));

    // 1.5 MiB, nothing and 3 MiB in 150 ms; 8 MiB in the phase's 250 ms.
    const Sample& b = samples[1];
    QCOMPARE(b.t, 0.25);
    QCOMPARE(b.streamMiBs, (QList<float> { 10.0f, 0.0f, 20.0f }));
    QCOMPARE(b.totalMiBs, 30.0f);
    QCOMPARE(b.ongoingMiBs, 32.0f);
    QCOMPARE(b.runProgress, float((6.0 + 8.0) / 16.0));
    QCOMPARE(b.bufferFillPct, (QList<float> { 0.0f, 75.0f, 0.0f }));
    QCOMPARE(b.inflightMs, (QList<float> { 0.0f, 50.0f, 0.0f }));
}

// A real-time stream of 4 MiB/s into 16 MiB whose writer blocks in its first write: the buffer
// fills on the arrival clock, tick by tick (25, 50, 75 %), not only when the write returns;
// at the 4 s its buffer is full it stays at 100 %. Once the write returned and the writer
// published what it dropped, the fill is what arrived less what was written and dropped.
// Without an arrival clock (endOutlook) the writer's own figure counts again.
void TestSampler::bufferFillFollowsTheArrivalClock()
{
    Collected out;
    Sampler sampler(1000 * kMs, std::make_unique<ScriptedKernel>(QList<SysProbe::Snapshot> {}), out.sink());
    StreamCounters counters[2];
    counters[0].add(3 * kMiB); // an earlier phase's bytes: not this phase's writes
    sampler.prime(kRunStart, kRunStart);
    sampler.setPass(0, 0, counters, 2, 0, 0, { 16 * kMiB, 16 * kMiB });
    sampler.beginPhase(PhaseKind::Write, kRunStart);
    counters[0].arrivalEndBytes.store(40 * kMiB);
    counters[1].arrivalEndBytes.store(40 * kMiB);
    sampler.beginOutlook({ 4.0 * kMiB, 4.0 * kMiB }, 16 * kMiB, {}, {}, {}, 64 * kKiB);
    // Stream 0 blocks in its first write; stream 1 keeps up (it writes what arrived, less a MiB).
    counters[0].inflightSinceNs.store(kRunStart + 1);
    counters[0].bufferedBytes.store(0); // what the blocked writer published before its write
    for (int second = 1; second <= 5; ++second) {
        counters[1].add(4 * kMiB - (second == 1 ? kMiB : 0));
        // 10 ms past each second: 40 KiB of the next 64 KiB block have come in, which the
        // writer cannot write yet; the fill counts whole blocks.
        sampler.tickAt(kRunStart + second * 1000 * kMs + 10 * kMs);
    }
    // The write returns at 6 s: 64 KiB written, and the writer has dropped 12 MiB.
    counters[0].inflightSinceNs.store(0);
    counters[0].add(64 * kKiB);
    counters[0].lostBytes.store(12 * kMiB);
    counters[1].add(4 * kMiB);
    sampler.tickAt(kRunStart + 6010 * kMs);
    // The arrival ends (the writer publishes 0 at the phase's end): its own figure counts.
    sampler.endOutlook();
    counters[0].bufferedBytes.store(2 * kMiB);
    sampler.tickAt(kRunStart + 7010 * kMs);
    const QList<Sample> samples = sampler.takePassSamples();
    sampler.stop();

    QCOMPARE(samples.size(), 7);
    QList<float> blocked;
    QList<float> keepingUp;
    for (const Sample& s : samples) {
        blocked.append(s.bufferFillPct.at(0));
        keepingUp.append(s.bufferFillPct.at(1));
    }
    // 24 MiB arrived by 6 s, less 64 KiB written and 12 MiB dropped: 11.9375 of 16 MiB.
    QCOMPARE(blocked, (QList<float> { 25.0f, 50.0f, 75.0f, 100.0f, 100.0f, 74.609375f, 12.5f }));
    QCOMPARE(keepingUp, (QList<float> { 6.25f, 6.25f, 6.25f, 6.25f, 6.25f, 6.25f, 0.0f }));
    // The blocked stream is at 0 MiB/s with a growing time in flight meanwhile.
    QCOMPARE(samples.at(2).streamMiBs.at(0), 0.0f);
    QVERIFY(samples.at(2).inflightMs.at(0) > 2999.0f);
}

// A write phase of 30 ms between two 100 ms ticks: its boundaries end the ticks in progress,
// so it has a sample of its own whose rate is its bytes over its own 30 ms, and the idle time
// before it is not part of it. The flush label and the end of the phase cut as well.
void TestSampler::phaseShorterThanATickHasItsSample()
{
    Collected out;
    Sampler sampler(100 * kMs, std::make_unique<ScriptedKernel>(QList<SysProbe::Snapshot> {}), out.sink());
    StreamCounters counters[2];
    sampler.prime(kRunStart, kRunStart);
    sampler.setPass(0, 0, counters, 2, 0, 0, {});
    sampler.tickAt(kRunStart + 100 * kMs);
    sampler.beginPhase(PhaseKind::Write, kRunStart + 120 * kMs);
    op(counters[0], 2 * kMiB, 1 * kMs);
    op(counters[1], 1 * kMiB, 1 * kMs);
    sampler.beginPhaseLabel(PhaseKind::Flush, kRunStart + 150 * kMs);
    sampler.endPhase(kRunStart + 190 * kMs);
    sampler.setIdle();
    sampler.tickAt(kRunStart + 200 * kMs); // 10 ms after the phase's end: a sliver, left to the next tick
    sampler.tickAt(kRunStart + 300 * kMs);
    const QList<Sample> samples = sampler.takePassSamples();
    sampler.stop();

    QCOMPARE(out.samples.size(), samples.size());
    QCOMPARE(samples.size(), 5);
    QCOMPARE(samples[1].t, 0.12); // the idle time before the phase
    QCOMPARE(samples[1].phase, int8_t(-1));
    QCOMPARE(samples[1].totalMiBs, 0.0f);
    const Sample& write = samples[2];
    QCOMPARE(write.t, 0.15);
    QCOMPARE(write.phase, int8_t(PhaseKind::Write));
    QCOMPARE(write.streamMiBs, (QList<float> { float(2.0 / 0.03), float(1.0 / 0.03) }));
    QCOMPARE(write.totalMiBs, float(3.0 / 0.03));
    QCOMPARE(write.ongoingMiBs, float(3.0 / 0.03));
    QCOMPARE(write.latencyOps, 2u);
    const Sample& flush = samples[3];
    QCOMPARE(flush.t, 0.19);
    QCOMPARE(flush.phase, int8_t(PhaseKind::Flush));
    QCOMPARE(flush.totalMiBs, 0.0f);
    QCOMPARE(flush.latencyOps, 0u);
    QCOMPARE(samples[4].t, 0.3); // 0.19 to 0.3: no sample covers only 10 ms
    QCOMPARE(samples[4].phase, int8_t(-1));

    // In the CSV too: one row per sample, the write phase's among them.
    RunReport report;
    report.targets.append(TargetResult {});
    PassResult pass;
    pass.streams = 2;
    pass.samples = samples;
    report.targets[0].passes.append(pass);
    const QList<QByteArray> lines = report.timeSeriesCsv().trimmed().split('\n');
    QCOMPARE(lines.size(), 6);
    QVERIFY(lines[3].startsWith("0.1500,0,0,2,write,100.000,100.000,"));
    QVERIFY(lines[0].endsWith(",latency_ops,latency_p50_ms,latency_p99_ms,latency_max_ms"));
    QVERIFY(lines[3].contains(",2,1.0"));
}

// Three streams' ops in one tick make one histogram; the percentiles are those of all of them
// (within the 6.25 % of a tick bucket), and a tick without ops has none.
void TestSampler::latencyPerTickMergesTheStreams()
{
    Collected out;
    Sampler sampler(100 * kMs, std::make_unique<ScriptedKernel>(QList<SysProbe::Snapshot> {}), out.sink());
    StreamCounters counters[3];
    op(counters[2], kMiB, 400 * kMs); // before the pass: not this pass's
    sampler.prime(kRunStart, kRunStart);
    sampler.setPass(0, 0, counters, 3, 0, 0, {});
    sampler.beginPhase(PhaseKind::Read, kRunStart);
    for (int i = 0; i < 60; ++i)
        op(counters[0], 4 * kKiB, 200'000); // 0.2 ms
    for (int i = 0; i < 39; ++i)
        op(counters[1], 4 * kKiB, 2 * kMs);
    op(counters[2], 4 * kKiB, 30 * kMs);
    sampler.tickAt(kRunStart + 100 * kMs);
    sampler.tickAt(kRunStart + 200 * kMs);
    const QList<Sample> kept = sampler.takePassSamples();
    sampler.stop();

    QCOMPARE(out.samples.size(), 2);
    const Sample& a = out.samples[0];
    QCOMPARE(a.latencyOps, 100u);
    auto near = [](float ms, double expected) { return std::abs(double(ms) - expected) <= expected * 0.0625; };
    QVERIFY2(near(a.latencyP50Ms, 0.2), qPrintable(QString::number(a.latencyP50Ms)));
    QVERIFY2(near(a.latencyP99Ms, 2.0), qPrintable(QString::number(a.latencyP99Ms))); // rank 99 of 100
    QVERIFY2(near(a.latencyMaxMs, 30.0), qPrintable(QString::number(a.latencyMaxMs)));
    uint64_t inBuckets = 0;
    for (const LatencyBucket& b : a.latency) {
        inBuckets += b.count;
        QVERIFY(LatencyTicks::bucketLowNs(b.index) <= 30 * kMs);
    }
    QCOMPARE(inBuckets, uint64_t(100));
    QCOMPARE(a.latency.size(), 3);
    QCOMPARE(a.latency[0].count, 60u);
    QVERIFY(LatencyTicks::bucketLowNs(a.latency[0].index) <= 200'000);
    QVERIFY(LatencyTicks::bucketHighNs(a.latency[0].index) > 200'000);
    const Sample& b = out.samples[1];
    QCOMPARE(b.latencyOps, 0u);
    QVERIFY(b.latency.isEmpty());
    QVERIFY(std::isnan(b.latencyP50Ms));
    QVERIFY(std::isnan(b.latencyMaxMs));
    // The report keeps the percentiles, not the buckets.
    QCOMPARE(kept[0].latencyOps, 100u);
    QCOMPARE(kept[0].latencyP99Ms, a.latencyP99Ms);
    QVERIFY(kept[0].latency.isEmpty());
}

// The sampler may read a stream between its op's count and its latency: the latency is then
// in the next tick, not lost (nor counted twice).
void TestSampler::latencyCountedLateIsNotLost()
{
    Collected out;
    Sampler sampler(100 * kMs, std::make_unique<ScriptedKernel>(QList<SysProbe::Snapshot> {}), out.sink());
    StreamCounters counters[1];
    sampler.prime(kRunStart, kRunStart);
    sampler.setPass(0, 0, counters, 1, 0, 0, {});
    sampler.beginPhase(PhaseKind::Write, kRunStart);
    op(counters[0], kKiB, 1 * kMs);
    counters[0].add(kKiB); // the op is counted, its latency not yet
    sampler.tickAt(kRunStart + 100 * kMs);
    counters[0].latency.record(5 * kMs);
    sampler.tickAt(kRunStart + 200 * kMs);
    sampler.tickAt(kRunStart + 300 * kMs);
    sampler.stop();

    QCOMPARE(out.samples.size(), 3);
    QCOMPARE(out.samples[0].latencyOps, 1u);
    QCOMPARE(out.samples[1].latencyOps, 1u);
    QVERIFY(std::abs(double(out.samples[1].latencyMaxMs) - 5.0) <= 5.0 * 0.0625);
    QCOMPARE(out.samples[2].latencyOps, 0u);
}

// A whole run whose ticks (10 s) are longer than the run: every phase still has its sample,
// and every read and write of a phase is in exactly one sample of that phase.
void TestSampler::everyOpInOneTickOfItsPhase()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    RunConfig config;
    config.targetDirs = { dir.path() };
    config.streamCounts = { 3 };
    config.sizePerStream = 512 * kKiB;
    config.totalSize = 0;
    config.blockSize = 16 * kKiB;
    config.intervalNs = 10'000 * kMs;
    FaultInjectingBackend backend;
    EngineOptions options { 0, false };
    options.kernelSource
        = [](const SysProbe::BlockDevice&) { return std::make_unique<ScriptedKernel>(QList<SysProbe::Snapshot> {}); };
    RunReport report;
    {
        Engine engine(backend, nullptr, options);
        report = engine.run(config);
    }
    QVERIFY2(report.ok(), qPrintable(report.error));
    const PassResult& pass = report.targets.value(0).passes.value(0);
    QVERIFY(pass.phases.size() >= 2);
    const QByteArray csv = report.timeSeriesCsv();
    for (const PhaseResult& phase : pass.phases) {
        qint64 ops = 0;
        qint64 bytes = 0;
        int rows = 0;
        double before = 0;
        for (const Sample& s : pass.samples) {
            const double interval = s.t - before;
            before = s.t;
            if (s.phase != int8_t(phase.kind))
                continue;
            ++rows;
            ops += s.latencyOps;
            bytes += std::llround(double(s.totalMiBs) * interval * kMiB);
        }
        QVERIFY2(rows >= 1, qPrintable(phaseName(phase.kind)));
        QCOMPARE(ops, phase.ops);
        QCOMPARE(ops, qint64(3 * 512 / 16));
        // Rates over the true intervals add up to the phase's bytes (to float precision).
        QVERIFY2(std::abs(bytes - phase.bytes) <= phase.bytes / 10000,
            qPrintable(QStringLiteral("%1 vs %2").arg(bytes).arg(phase.bytes)));
        QVERIFY(csv.contains(QByteArray(',' + phaseName(phase.kind).toLatin1() + ',')));
    }
}

// A whole run through RunWorker with a kernel that always has 7 MiB dirty and 1 MiB under
// writeback, and whose device writes 2048 sectors between any two reads: no real kernel
// gives these figures, so every one of them must have come through the injected source.
void TestSampler::wholeRunReadsTheInjectedKernel()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    RunConfig config;
    config.targetDirs = { dir.path() };
    config.streamCounts = { 2 };
    config.sizePerStream = 256 * kKiB;
    config.totalSize = 0;
    config.blockSize = 64 * kKiB;
    config.intervalNs = 10 * kMs;
    FaultInjectingBackend backend;
    backend.setWriteBandwidth(8.0 * kMiB); // a few ticks in the write phase

    std::atomic<int> sourcesMade { 0 };
    EngineOptions options { 0, false };
    options.kernelSource = [&](const SysProbe::BlockDevice&) {
        sourcesMade.fetch_add(1);
        return std::make_unique<ScriptedKernel>(
            [](int read) { return snapshot({ .written = uint64_t(read) * 2048, .dirtyMiB = 7, .writebackMiB = 1 }); });
    };

    QThread thread;
    auto* worker = new RunWorker;
    worker->setBackend(&backend);
    worker->setEngineOptions(options);
    worker->moveToThread(&thread);
    connect(&thread, &QThread::finished, worker, &QObject::deleteLater);
    thread.start();
    QSignalSpy samples(worker, &RunWorker::samplesReady);
    QSignalSpy phases(worker, &RunWorker::phaseFinished);
    QSignalSpy finished(worker, &RunWorker::finished);
    QMetaObject::invokeMethod(worker, "start", Qt::QueuedConnection, Q_ARG(quint64, 7), Q_ARG(RunConfig, config));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    thread.quit();
    thread.wait();

    const auto report = finished.at(0).at(1).value<RunReport>();
    QVERIFY2(report.ok(), qPrintable(report.error));
    QCOMPARE(sourcesMade.load(), 1);
    QVERIFY(phases.size() >= 2);
    for (const auto& args : phases) {
        const auto p = args.at(1).value<PhaseResult>();
        QCOMPARE(p.peakDirtyMiB, 8.0);
        QVERIFY(p.deviceWriteBytes > 0);
        QCOMPARE(p.deviceWriteBytes % (2048 * 512), int64_t(0));
        QCOMPARE(p.deviceReadBytes, int64_t(0));
        QCOMPARE(p.ioSomeS, 0.0);
        QCOMPARE(p.ioFullS, 0.0);
    }
    for (const auto& args : samples) {
        for (const Sample& s : args.at(1).value<SampleBatch>().samples) {
            QCOMPARE(s.dirtyMiB, 7.0f);
            QCOMPARE(s.writebackMiB, 1.0f);
            QCOMPARE(s.deviceReadMiBs, 0.0f);
            QVERIFY(s.deviceWriteMiBs > 0);
            QCOMPARE(s.ioSomePct, 0.0f);
        }
    }
}

QTEST_GUILESS_MAIN(TestSampler)
#include "tst_sampler.moc"
