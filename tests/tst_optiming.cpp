// The per-op clock (core/OpTiming.h): which clock the kernel's facts select, and that ops timed
// with the calibrated counter give the same latencies, percentiles, rates and stalls as ops
// timed with CLOCK_MONOTONIC. Time is scripted (an injected CLOCK_MONOTONIC and a counter
// derived from it), so nothing here depends on how fast the machine is; the real rdtsc is
// checked against the real clock where the CPU has one.
#include "Histogram.h"
#include "OpTiming.h"
#include "OpTimingBlocking.h"
#include "Sampler.h"
#include "TimedOp.h"

#include <QDir>
#include <QFile>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <random>
#include <sched.h>

namespace {

// The scripted time: CLOCK_MONOTONIC reads g_virtualNs, the counter runs at g_ticksPerNs
// (as a ratio g_num / g_den, so the conversion back is not always exact) plus an offset.
int64_t g_virtualNs = 0;
uint64_t g_num = 12, g_den = 5, g_offset = 0;
int64_t g_counterJump = 0;
int64_t fakeMonotonic()
{
    return g_virtualNs;
}
uint64_t fakeCounter()
{
    return uint64_t(g_virtualNs + g_counterJump) * g_num / g_den + g_offset;
}

struct Stall {
    int64_t startNs;
    int64_t latencyNs;
};

struct Result {
    QList<int64_t> ends; // every op's end, as timedOp saw it
    QList<int64_t> inflight; // the in-flight start the sampler would have seen during each op
    QList<Stall> stalls;
    TimedStream stream;
    StreamCounters counters;
};

// The same scripted ops (log-normal latencies around 30 µs, every 97th op a 150 ms stall),
// with the sampler's tick every 100 ms of scripted time.
void runOps(Result& r, int ops)
{
    std::mt19937_64 random(7);
    std::lognormal_distribution<double> dist(std::log(30'000.0), 1.0);
    r.stream.counters = &r.counters;
    int64_t nextTick = g_virtualNs + 100'000'000;
    int64_t t0 = OpTiming::nowNs();
    for (int i = 0; i < ops; ++i) {
        const int64_t latency = (i % 97 == 96) ? 150'000'000 : int64_t(dist(random)) + 1;
        timedOp(
            r.stream, t0, 4096, 100'000'000,
            [&] {
                r.inflight.append(r.counters.inflightSinceNs.load());
                g_virtualNs += latency;
                return 0;
            },
            [&](int64_t start, int64_t ns) {
                r.stalls.append({ start, ns });
            });
        r.ends.append(t0);
        if (g_virtualNs >= nextTick) {
            OpTiming::samplerTick();
            nextTick += 100'000'000;
        }
    }
}

// Two ticks 100 ms apart: enough for the counter's first calibration.
void calibrate()
{
    OpTiming::samplerTick();
    g_virtualNs += 100'000'000;
    OpTiming::samplerTick();
}

// The fake counter at num/den ticks per ns, in use from `atNs` on and calibrated.
void startCounter(uint64_t num, uint64_t den, int64_t atNs)
{
    g_num = num;
    g_den = den;
    g_offset = 0;
    g_counterJump = 0;
    OpTiming::install({ true, {}, {} }, fakeCounter, fakeMonotonic);
    g_virtualNs = atNs;
    calibrate();
}

// Keeps the thread on the CPU it runs on until destroyed (a guest's counters may differ
// between CPUs).
struct PinnedToThisCpu {
    cpu_set_t old {};
    bool ok = false;
    PinnedToThisCpu()
    {
        cpu_set_t one;
        CPU_ZERO(&one);
        CPU_SET(sched_getcpu(), &one);
        ok = sched_getaffinity(0, sizeof(old), &old) == 0 && sched_setaffinity(0, sizeof(one), &one) == 0;
    }
    ~PinnedToThisCpu()
    {
        if (ok)
            sched_setaffinity(0, sizeof(old), &old);
    }
};

// How far OpTiming::nowNs() lands outside two CLOCK_MONOTONIC reads around it; of 20 tries the
// closest (a preemption between the reads widens the window, it does not move the counter).
int64_t closestToMonotonicNs()
{
    int64_t best = INT64_MAX;
    for (int i = 0; i < 20; ++i) {
        const int64_t before = monotonicNs();
        const int64_t now = OpTiming::nowNs();
        const int64_t after = monotonicNs();
        best = std::min(best, now < before ? before - now : (now > after ? now - after : 0));
    }
    return best;
}

void restoreLiveClock()
{
    OpTiming::install(OpTiming::decide(OpTiming::readClockFacts()));
}

} // namespace

class TestOpTiming : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { restoreLiveClock(); }

    void decide_data()
    {
        QTest::addColumn<QString>("clocksource");
        QTest::addColumn<bool>("constant");
        QTest::addColumn<bool>("nonstop");
        QTest::addColumn<bool>("rdtsc");
        QTest::addColumn<QString>("expected"); // "tsc" or the reason
        QTest::addRow("trusted") << "tsc" << true << true << true << "tsc";
        QTest::addRow("kvm-clock") << "kvm-clock" << true << true << true << "tsc";
        QTest::addRow("kvm-clock, stops in C-states") << "kvm-clock" << true << false << true << "no nonstop_tsc";
        QTest::addRow("kvm-clock, varying rate") << "kvm-clock" << false << true << true << "no constant_tsc";
        QTest::addRow("xen") << "xen" << true << true << true << "clocksource xen";
        QTest::addRow("hpet") << "hpet" << true << true << true << "clocksource hpet";
        QTest::addRow("unreadable") << "" << true << true << true << "clocksource unknown";
        QTest::addRow("varying rate") << "tsc" << false << true << true << "no constant_tsc";
        QTest::addRow("stops in C-states") << "tsc" << true << false << true << "no nonstop_tsc";
        QTest::addRow("no counter") << "tsc" << true << true << false << "no rdtsc on this CPU";
    }
    void decide()
    {
        QFETCH(QString, clocksource);
        QFETCH(bool, constant);
        QFETCH(bool, nonstop);
        QFETCH(bool, rdtsc);
        QFETCH(QString, expected);
        const OpTiming::Decision d = OpTiming::decide({ clocksource, constant, nonstop, rdtsc });
        QCOMPARE(d.useCounter, expected == QLatin1String("tsc"));
        QCOMPARE(d.useCounter ? QStringLiteral("tsc") : d.reason, expected);
        // Under kvm-clock the report says which kernel clock the counter stood in for.
        QCOMPARE(d.basis, d.useCounter && clocksource != QLatin1String("tsc") ? clocksource : QString());
    }

    void factsFromFiles()
    {
        QTemporaryDir root;
        QVERIFY(root.isValid());
        QVERIFY(QDir(root.path()).mkpath(QStringLiteral("sys/devices/system/clocksource/clocksource0")));
        QVERIFY(QDir(root.path()).mkpath(QStringLiteral("proc")));
        const auto write = [&](const char* path, const QByteArray& text) {
            QFile f(root.filePath(QLatin1String(path)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        };
        write("sys/devices/system/clocksource/clocksource0/current_clocksource", "tsc\n");
        write("proc/cpuinfo",
            "processor\t: 0\nmodel name\t: X\nflags\t\t: fpu tsc msr constant_tsc rep_good nopl nonstop_tsc cpuid\n"
            "\nprocessor\t: 1\nflags\t\t: fpu tsc\n");
        const QByteArray prefix = QFile::encodeName(root.path()) + '/';
        OpTiming::ClockFacts facts = OpTiming::readClockFacts(prefix);
        QCOMPARE(facts.clocksource, QStringLiteral("tsc"));
        QVERIFY(facts.constantTsc);
        QVERIFY(facts.nonstopTsc);
        QCOMPARE(OpTiming::decide(facts).useCounter, bool(STREAMSCOPE_HAVE_RDTSC));

        write("sys/devices/system/clocksource/clocksource0/current_clocksource", "kvm-clock\n");
        write("proc/cpuinfo", "flags\t\t: fpu tsc constant_tsc\n");
        facts = OpTiming::readClockFacts(prefix);
        QCOMPARE(facts.clocksource, QStringLiteral("kvm-clock"));
        QVERIFY(facts.constantTsc);
        QVERIFY(!facts.nonstopTsc);
        QCOMPARE(OpTiming::decide(facts).reason, QStringLiteral("no nonstop_tsc"));
    }

    void statusText()
    {
        OpTiming::install({ false, QStringLiteral("clocksource hpet"), {} }, nullptr, fakeMonotonic);
        QCOMPARE(OpTiming::status().text(), QStringLiteral("clock_gettime (clocksource hpet)"));
        OpTiming::install({ true, {}, {} }, fakeCounter, fakeMonotonic);
        g_virtualNs = 1'000'000'000;
        QCOMPARE(OpTiming::status().text(), QStringLiteral("clock_gettime (tsc not calibrated yet)"));
        calibrate();
        QCOMPARE(OpTiming::status().text(), QStringLiteral("tsc"));
        OpTiming::install({ true, {}, QStringLiteral("kvm-clock") }, fakeCounter, fakeMonotonic);
        calibrate();
        QCOMPARE(OpTiming::status().text(), QStringLiteral("tsc (under kvm-clock)"));
        QCOMPARE(OpTiming::status().basis, QStringLiteral("kvm-clock"));
    }

    // init() takes the first point when it decides, so the sampler's first tick 50 ms later
    // calibrates even when the provisional rate could not be taken (here: the scripted clock
    // does not move while init() waits for it). Without that first point the same tick only
    // starts the calibration.
    void firstPointBeforeTheFirstTick()
    {
        g_num = 12;
        g_den = 5;
        g_offset = 0;
        g_counterJump = 0;
        for (const bool early : { true, false }) {
            OpTiming::install({ true, {}, {} }, fakeCounter, fakeMonotonic);
            g_virtualNs = 3'000'000'000;
            if (early)
                OpTiming::beginCalibration();
            g_virtualNs += OpTiming::kMinCalibrationNs + 1'000'000;
            OpTiming::samplerTick();
            QCOMPARE(OpTiming::status().source, early ? QStringLiteral("tsc") : QStringLiteral("clock_gettime"));
            g_virtualNs += 777;
            QVERIFY(std::abs(OpTiming::nowNs() - g_virtualNs) <= 1);
        }
        // A counter the decision did not choose is left alone.
        OpTiming::install({ false, QStringLiteral("test"), {} }, fakeCounter, fakeMonotonic);
        OpTiming::beginCalibration();
        g_virtualNs += OpTiming::kMinCalibrationNs * 3;
        OpTiming::samplerTick();
        QCOMPARE(OpTiming::status().source, QStringLiteral("clock_gettime"));
    }

    // The same ops through both paths: every timestamp within one counter tick + 1 ns (the
    // conversion truncates), and so the same rates, percentiles, in-flight starts and stalls.
    void counterMatchesClock_data()
    {
        QTest::addColumn<int>("num");
        QTest::addColumn<int>("den");
        QTest::addColumn<qint64>("offset");
        QTest::addRow("1 tick per ns") << 1 << 1 << qint64(0);
        QTest::addRow("2.4 GHz") << 12 << 5 << qint64(987'654'321);
        QTest::addRow("3.1 GHz, far from 0") << 31 << 10 << qint64(1);
        QTest::addRow("0.7 GHz") << 7 << 10 << qint64(5);
    }
    void counterMatchesClock()
    {
        QFETCH(int, num);
        QFETCH(int, den);
        QFETCH(qint64, offset);
        g_num = uint64_t(num);
        g_den = uint64_t(den);
        g_offset = uint64_t(offset);
        g_counterJump = 0;
        constexpr int kOps = 20000;
        // A counter slower than 1 GHz cannot say more than its own tick; then the conversion's 1 ns.
        const int64_t tol = (den + num - 1) / num + 1;

        Result clock;
        OpTiming::install({ false, QStringLiteral("test"), {} }, nullptr, fakeMonotonic);
        g_virtualNs = 5'000'000'000;
        calibrate();
        runOps(clock, kOps);
        QCOMPARE(OpTiming::status().source, QStringLiteral("clock_gettime"));

        Result counter;
        OpTiming::install({ true, {}, {} }, fakeCounter, fakeMonotonic);
        g_virtualNs = 5'000'000'000;
        calibrate();
        runOps(counter, kOps);
        const OpTiming::Status st = OpTiming::status();
        QCOMPARE(st.source, QStringLiteral("tsc"));
        QCOMPARE(st.recalibrations, 0);
        QVERIFY2(st.maxDriftNs <= tol, qPrintable(QString::number(st.maxDriftNs)));

        QCOMPARE(counter.ends.size(), clock.ends.size());
        for (int i = 0; i < kOps; ++i) {
            QVERIFY2(std::abs(counter.ends[i] - clock.ends[i]) <= tol, qPrintable(QString::number(i)));
            QVERIFY(std::abs(counter.inflight[i] - clock.inflight[i]) <= tol);
        }
        // Rates: bytes over the stream's first start to last end.
        QCOMPARE(counter.stream.phaseBytes, clock.stream.phaseBytes);
        QVERIFY(std::abs(counter.stream.firstStartNs - clock.stream.firstStartNs) <= tol);
        QVERIFY(std::abs(counter.stream.lastEndNs - clock.stream.lastEndNs) <= tol);
        const auto rate
            = [](const TimedStream& s) { return double(s.phaseBytes) / double(s.lastEndNs - s.firstStartNs); };
        QVERIFY(std::abs(rate(counter.stream) / rate(clock.stream) - 1) < 1e-9 * double(tol));
        // Percentiles: a 1 ns difference can move a value across a bucket edge, which moves a
        // percentile by at most the histogram's resolution (1/128).
        QCOMPARE(counter.stream.latency.count(), clock.stream.latency.count());
        for (double q : { 0.5, 0.9, 0.99, 0.999, 1.0 }) {
            const double a = double(counter.stream.latency.percentile(q));
            const double b = double(clock.stream.latency.percentile(q));
            QVERIFY2(std::abs(a - b) <= b / 128 + double(2 * tol),
                qPrintable(QStringLiteral("q %1: %2 vs %3").arg(q).arg(a).arg(b)));
        }
        QVERIFY(std::abs(double(counter.stream.latency.max()) - double(clock.stream.latency.max())) <= 2 * tol);
        QCOMPARE(counter.counters.ops.load(), clock.counters.ops.load());
        QCOMPARE(counter.stalls.size(), clock.stalls.size());
        QCOMPARE(clock.stalls.size(), kOps / 97);
        for (int i = 0; i < clock.stalls.size(); ++i) {
            QVERIFY(std::abs(counter.stalls[i].startNs - clock.stalls[i].startNs) <= tol);
            QVERIFY(std::abs(counter.stalls[i].latencyNs - clock.stalls[i].latencyNs) <= 2 * tol);
        }
    }

    // A counter whose rate changes by 100 ppm: the sampler's ticks see the prediction drift,
    // recalibrate, and the ops stay within the tolerance of CLOCK_MONOTONIC.
    void slowDriftRecalibrates()
    {
        startCounter(24, 10, 1'000'000'000);
        g_num = 24'0024; // 2.40024 ticks per ns from here on
        g_den = 10'0000;
        g_offset = uint64_t(int64_t(g_virtualNs) * 24 / 10) - uint64_t(g_virtualNs) * g_num / g_den;
        int64_t worst = 0;
        for (int tick = 0; tick < 100; ++tick) {
            for (int i = 0; i < 100; ++i) {
                g_virtualNs += 1'000'000;
                worst = std::max(worst, std::abs(OpTiming::nowNs() - g_virtualNs));
            }
            OpTiming::samplerTick();
        }
        const OpTiming::Status st = OpTiming::status();
        QCOMPARE(st.source, QStringLiteral("tsc"));
        QVERIFY(st.recalibrations > 0);
        // Between two ticks the error grows by at most 10 µs (100 ppm of 100 ms) on top of
        // what the last check allowed.
        QVERIFY2(worst <= OpTiming::kDriftToleranceNs + 10'000 + 1, qPrintable(QString::number(worst)));
    }

    // A jump (a counter the kernel trusted wrongly) or a counter that goes backwards: the ops
    // go back to CLOCK_MONOTONIC, with the reason.
    void jumpFallsBack_data()
    {
        QTest::addColumn<qint64>("jumpNs");
        QTest::addColumn<QString>("reason");
        QTest::addRow("forward 5 ms") << qint64(5'000'000) << "tsc drifted 5000.0 µs from CLOCK_MONOTONIC";
        QTest::addRow("backwards") << qint64(-1'000'000'000) << "tsc went backwards";
    }
    void jumpFallsBack()
    {
        QFETCH(qint64, jumpNs);
        QFETCH(QString, reason);
        startCounter(3, 1, 2'000'000'000);
        g_virtualNs += 100'000'000;
        OpTiming::samplerTick();
        QCOMPARE(OpTiming::status().source, QStringLiteral("tsc"));
        g_virtualNs += 100'000'000;
        g_counterJump = jumpNs;
        OpTiming::samplerTick();
        g_counterJump = 0;
        const OpTiming::Status st = OpTiming::status();
        QCOMPARE(st.source, QStringLiteral("clock_gettime"));
        QCOMPARE(st.reason, reason);
        g_virtualNs += 12345;
        QCOMPARE(OpTiming::nowNs(), g_virtualNs);
        // For good: later ticks do not switch back.
        g_virtualNs += 100'000'000;
        OpTiming::samplerTick();
        QCOMPARE(OpTiming::status().source, QStringLiteral("clock_gettime"));
    }

    // init()'s provisional rate, with the real counter: the ops use it at once (no sampler
    // tick yet), and it lands within the drift tolerance of a CLOCK_MONOTONIC sandwich.
    void provisionalRateWithTheRealCounter()
    {
#if STREAMSCOPE_HAVE_RDTSC
        const PinnedToThisCpu pinned;
        QVERIFY(pinned.ok);

        // A preemption inside a point's clock reads widens it past 1 µs and leaves the rate to
        // the sampler; of 50 tries at least one is narrow on any machine that runs this suite.
        bool calibrated = false;
        for (int attempt = 0; attempt < 50 && !calibrated; ++attempt) {
            OpTiming::install({ true, {}, {} });
            QCOMPARE(OpTiming::status().source, QStringLiteral("clock_gettime"));
            OpTiming::beginCalibration();
            calibrated = OpTiming::status().source == QLatin1String("tsc");
        }
        QVERIFY(calibrated);
        const int64_t best = closestToMonotonicNs();
        QVERIFY2(best <= OpTiming::kDriftToleranceNs, qPrintable(QString::number(best)));
#else
        QSKIP("this kernel runs on a CPU without rdtsc");
#endif
    }

    // The real counter against the real CLOCK_MONOTONIC, on one CPU (a guest's counters may
    // differ between CPUs, which is one reason the kernel may not trust them).
    void realCounterOnMonotonicTimeline()
    {
#if STREAMSCOPE_HAVE_RDTSC
        const PinnedToThisCpu pinned;
        QVERIFY(pinned.ok);

        OpTiming::install({ true, {}, {} });
        // Ticks as the sampler gives them, until the counter is calibrated (a tick whose clock
        // reads were split by a preemption is skipped, so this may take more than two).
        QVERIFY(calibrateOpTimingBlocking(60'000'000'000));
        // Between two clock reads, give or take the drift tolerance; of 20 tries the closest
        // (a preemption between the reads widens the window, it does not move the counter).
        const int64_t best = closestToMonotonicNs();
        QVERIFY2(best <= OpTiming::kDriftToleranceNs, qPrintable(QString::number(best)));
#else
        QSKIP("this kernel runs on a CPU without rdtsc");
#endif
    }
};

QTEST_GUILESS_MAIN(TestOpTiming)
#include "tst_optiming.moc"
