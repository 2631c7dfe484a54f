// Several hosts as one run (core/Together): merged reports, the aggregate, the slowest host,
// the start skew and the barrier's rule, from hand-made reports: no transport, no timing.
#include "Together.h"
#include "Units.h"
#include "Verdict.h"

#include <QTest>

namespace {
PhaseResult phase(PhaseKind kind, double effectiveMiBs)
{
    PhaseResult p;
    p.kind = kind;
    p.effectiveMiBs = effectiveMiBs;
    p.ongoingMiBs = effectiveMiBs * 1.5;
    return p;
}

// A host's own report: one target at `dir`, a pass per element of `writes` (the read runs at
// twice the write rate), as the remote CLI sends it (bare path, no host).
RunReport hostReport(const QString& dir, const QList<double>& writes, int streams = 2)
{
    RunReport r;
    r.toolVersion = QStringLiteral("test");
    r.config.targetDirs = { dir };
    r.startedAt = QDateTime::fromSecsSinceEpoch(1000);
    r.finishedAt = QDateTime::fromSecsSinceEpoch(1010);
    TargetResult t;
    t.dir = dir;
    for (double w : writes) {
        PassResult pass;
        pass.streams = streams;
        pass.phases = { phase(PhaseKind::Write, w), phase(PhaseKind::Read, 2 * w) };
        t.passes.append(pass);
    }
    r.targets = { t };
    return r;
}

Together::Host host(const QString& name, const std::optional<RunReport>& report, qint64 firstWriteNs = -1)
{
    Together::Host h;
    h.host = name;
    h.path = QStringLiteral("/d");
    h.report = report;
    h.firstWriteNs = firstWriteNs;
    return h;
}
} // namespace

class TestTogether : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { Units::setRateUnit(Units::RateUnit::MiB); }

    void mergeNamesEachTargetByItsHost()
    {
        QString error;
        const std::optional<RunReport> merged
            = Together::merge({ host(QStringLiteral("alice@a"), hostReport(QStringLiteral("/d1"), { 100 })),
                                  host(QStringLiteral("b"), hostReport(QStringLiteral("/d2"), { 50 })) },
                &error);
        QVERIFY2(merged, qPrintable(error));
        QVERIFY(merged->ok());
        QCOMPARE(merged->targets.size(), 2);
        QCOMPARE(merged->targets.at(0).dir, QStringLiteral("alice@a:/d1"));
        QCOMPARE(merged->targets.at(1).dir, QStringLiteral("b:/d2"));
        QCOMPARE(merged->config.targetDirs, QStringList({ QStringLiteral("alice@a:/d1"), QStringLiteral("b:/d2") }));
    }

    // Each verdict line says which host it is about ("ext4, 2 streams" twice did not).
    void verdictLinesNameTheirHost()
    {
        RunReport a = hostReport(QStringLiteral("/d1"), { 100 });
        RunReport b = hostReport(QStringLiteral("/d2"), { 50 });
        for (RunReport* r : { &a, &b }) {
            r->targets.first().environment.fsType = QStringLiteral("ext4");
            r->targets.first().passes.first().phases.first().bytes = int64_t(64 * Units::kMiB);
        }
        QString error;
        const std::optional<RunReport> merged
            = Together::merge({ host(QStringLiteral("alice@a"), a), host(QStringLiteral("b"), b) }, &error);
        QVERIFY2(merged, qPrintable(error));
        const QStringList lines = Verdict::runText(*merged, QLocale::c()).split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines.at(0).startsWith(QStringLiteral("ext4 (alice@a:/d1), 2 stream")), qPrintable(lines.at(0)));
        QVERIFY2(lines.at(1).startsWith(QStringLiteral("ext4 (b:/d2), 2 stream")), qPrintable(lines.at(1)));
        // One remote target alone names its host too; one local target alone its filesystem.
        RunReport single = *merged;
        single.targets.removeLast();
        QCOMPARE(Verdict::targetName(single, single.targets.first()), QStringLiteral("ext4 (alice@a:/d1)"));
        QCOMPARE(Verdict::targetName(a, a.targets.first()), QStringLiteral("ext4"));
    }

    void aggregateSumsTheHostsPerPassAndPhase()
    {
        QString error;
        const std::optional<RunReport> merged
            = Together::merge({ host(QStringLiteral("a"), hostReport(QStringLiteral("/d"), { 100, 40 }, 4)),
                                  host(QStringLiteral("b"), hostReport(QStringLiteral("/d"), { 30, 20 }, 4)),
                                  host(QStringLiteral("c"), hostReport(QStringLiteral("/d"), { 70 }, 4)) },
                &error);
        QVERIFY2(merged, qPrintable(error));
        const QList<Together::PhaseTotal> totals = Together::aggregate(*merged);
        QCOMPARE(totals.size(), 4); // two passes, write and read each
        QCOMPARE(totals.at(0).kind, PhaseKind::Write);
        QCOMPARE(totals.at(0).hosts, 3);
        QCOMPARE(totals.at(0).streams, 4);
        QCOMPARE(totals.at(0).effectiveMiBs, 200.0);
        QCOMPARE(totals.at(1).kind, PhaseKind::Read);
        QCOMPARE(totals.at(1).effectiveMiBs, 400.0);
        // Host c ran one pass only: the second pass' totals count the two that ran it.
        QCOMPARE(totals.at(2).pass, 1);
        QCOMPARE(totals.at(2).hosts, 2);
        QCOMPARE(totals.at(2).effectiveMiBs, 60.0);
        QCOMPARE(totals.at(3).effectiveMiBs, 120.0);

        const QStringList lines = Together::summary(*merged, {});
        QVERIFY2(lines.contains(QStringLiteral("Together (3 hosts, 4 stream(s) each), write: 200.00 MiB/s in total")),
            qPrintable(lines.join(u'\n')));
        QVERIFY(lines.contains(QStringLiteral("Together (2 hosts, 4 stream(s) each), read: 120.00 MiB/s in total")));
    }

    void slowestIsTheLowestFirstPassWrite()
    {
        QString error;
        // b is slowest in the first pass though fastest in the second.
        const std::optional<RunReport> merged
            = Together::merge({ host(QStringLiteral("a"), hostReport(QStringLiteral("/d"), { 100, 10 })),
                                  host(QStringLiteral("root@b"), hostReport(QStringLiteral("/d"), { 30, 90 })),
                                  host(QStringLiteral("c"), hostReport(QStringLiteral("/d"), { 70, 20 })) },
                &error);
        QVERIFY2(merged, qPrintable(error));
        const Together::Slowest slow = Together::slowest(*merged);
        QCOMPARE(slow.target, 1);
        QCOMPARE(slow.host, QStringLiteral("root@b"));
        QCOMPARE(slow.writeMiBs, 30.0);
        QVERIFY(Together::summary(*merged, {}).contains(QStringLiteral("Slowest host: root@b (write 30.00 MiB/s)")));
    }

    void skewIsTheSpreadOfTheWriteStarts()
    {
        // go at 1 s; the write starts arrived at 1.020, 1.005 and 1.012 s; one host never wrote.
        const QList<Together::Host> hosts = { host(QStringLiteral("a"), std::nullopt, 1'020'000'000),
            host(QStringLiteral("b"), std::nullopt, 1'005'000'000),
            host(QStringLiteral("c"), std::nullopt, 1'012'000'000), host(QStringLiteral("d"), std::nullopt, -1) };
        const Together::Skew skew = Together::skew(hosts, 1'000'000'000);
        QVERIFY(skew.known());
        QCOMPARE(skew.spreadNs, qint64(15'000'000));
        QCOMPARE(skew.withinNs, qint64(20'000'000));
        const QStringList lines = Together::summary(RunReport(), skew);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.constFirst().startsWith(QStringLiteral("Start skew: 15.0 ms between")),
            qPrintable(lines.constFirst()));
        QVERIFY(lines.constFirst().contains(QStringLiteral("within ± 20.0 ms")));
        // Without "go", or without any write start, there is no skew to tell.
        QVERIFY(!Together::skew(hosts, -1).known());
        QVERIFY(!Together::skew({ host(QStringLiteral("a"), std::nullopt) }, 5).known());
    }

    // A host whose preflight refused (a full disk) reports no target: the merged report is a
    // failed one naming that host, the other hosts' targets kept, and nothing asks a target
    // list for a first element it does not have.
    void aHostWithoutTargetsFailsNamingIt()
    {
        RunReport refused;
        refused.status = QStringLiteral("failed");
        refused.error = QStringLiteral("not enough free space in /d");
        for (const bool refusedFirst : { true, false }) {
            QList<Together::Host> hosts = { host(QStringLiteral("full"), refused),
                host(QStringLiteral("b"), hostReport(QStringLiteral("/d"), { 40 })) };
            if (!refusedFirst)
                std::swap(hosts[0], hosts[1]);
            QString error;
            const std::optional<RunReport> merged = Together::merge(hosts, &error);
            QVERIFY2(merged, qPrintable(error));
            QVERIFY(!merged->ok());
            QCOMPARE(merged->error, QStringLiteral("full: not enough free space in /d"));
            QCOMPARE(merged->targets.size(), 1);
            QCOMPARE(merged->targets.constFirst().dir, QStringLiteral("b:/d"));
            const QStringList lines = Together::summary(*merged, {});
            QVERIFY(lines.contains(QStringLiteral("Slowest host: b (write 40.00 MiB/s)")));
        }
        // Every host refused: no target at all, no totals, no slowest host, still no assertion.
        QString error;
        const std::optional<RunReport> none = Together::merge({ host(QStringLiteral("x"), refused) }, &error);
        QVERIFY(none);
        QVERIFY(none->targets.isEmpty());
        QCOMPARE(none->error, QStringLiteral("x: not enough free space in /d"));
        QVERIFY(Together::aggregate(*none).isEmpty());
        QCOMPARE(Together::slowest(*none).target, -1);
        QVERIFY(Together::summary(*none, {}).isEmpty());
    }

    // A host without report (the link lost, the host silent) is named, and the other hosts'
    // results stay (issue 32, item 3: they were all dropped).
    void aHostWithoutReportIsNamed()
    {
        QString error;
        for (const bool lostFirst : { false, true }) {
            QList<Together::Host> hosts = { host(QStringLiteral("a"), hostReport(QStringLiteral("/d"), { 1 })),
                host(QStringLiteral("lost"), std::nullopt) };
            if (lostFirst)
                std::swap(hosts[0], hosts[1]);
            const std::optional<RunReport> kept = Together::merge(hosts, &error);
            QVERIFY2(kept, qPrintable(error));
            QVERIFY(!kept->ok());
            QCOMPARE(kept->error, QStringLiteral("lost: the run ended without its report"));
            QCOMPARE(kept->targets.size(), 1);
            QCOMPARE(kept->targets.constFirst().dir, QStringLiteral("a:/d"));
        }
        // Two lost: the first is the error, the second a warning.
        const std::optional<RunReport> two
            = Together::merge({ host(QStringLiteral("a"), hostReport(QStringLiteral("/d"), { 1 })),
                                  host(QStringLiteral("x"), std::nullopt), host(QStringLiteral("y"), std::nullopt) },
                &error);
        QVERIFY(two);
        QCOMPARE(two->error, QStringLiteral("x: the run ended without its report"));
        QVERIFY(two->warnings.contains(QStringLiteral("y: the run ended without its report")));
        // The others cancelled (the window stops every host when one is lost): the loss is the error.
        RunReport cancelled = hostReport(QStringLiteral("/d"), { 1 });
        cancelled.status = QStringLiteral("cancelled");
        cancelled.error = QStringLiteral("stopped");
        const std::optional<RunReport> stopped = Together::merge(
            { host(QStringLiteral("a"), cancelled), host(QStringLiteral("lost"), std::nullopt) }, &error);
        QVERIFY(stopped);
        QCOMPARE(stopped->status, QStringLiteral("failed"));
        QCOMPARE(stopped->error, QStringLiteral("lost: the run ended without its report"));
        QVERIFY(stopped->warnings.contains(QStringLiteral("a: stopped")));
        // The transport's own message (it names the host) comes first.
        Together::Host failed = host(QStringLiteral("old"), std::nullopt);
        failed.error = QStringLiteral("old runs streamscope-cli 0.1, which cannot stream a run");
        QVERIFY(!Together::merge({ failed }, &error));
        QCOMPARE(error, failed.error);
        QVERIFY(!Together::merge({}, &error));
        QVERIFY(!error.isEmpty());
    }

    // A local target in a mixed run has no host: it is named by its directory, its target kept bare.
    void aLocalTargetIsNamedByItsDirectory()
    {
        RunReport refused;
        refused.status = QStringLiteral("failed");
        refused.error = QStringLiteral("not enough free space");
        Together::Host local = host(QString(), refused);
        local.path = QStringLiteral("/mnt/rec");
        QString error;
        std::optional<RunReport> merged
            = Together::merge({ host(QStringLiteral("b"), hostReport(QStringLiteral("/d"), { 40 })), local }, &error);
        QVERIFY2(merged, qPrintable(error));
        QCOMPARE(merged->error, QStringLiteral("/mnt/rec: not enough free space"));
        Together::Host lost = host(QString(), std::nullopt);
        lost.path = QStringLiteral("/mnt/rec");
        QVERIFY(!Together::merge({ lost }, &error));
        QCOMPARE(error, QStringLiteral("/mnt/rec: the run ended without its report"));
        // Of several hosts, each warning names its own.
        RunReport warned = hostReport(QStringLiteral("/d"), { 40 });
        warned.warnings = { QStringLiteral("cache not dropped") };
        merged = Together::merge({ host(QStringLiteral("b"), warned), host(QStringLiteral("c"), warned) }, &error);
        QVERIFY2(merged, qPrintable(error));
        QCOMPARE(merged->warnings,
            QStringList({ QStringLiteral("b: cache not dropped"), QStringLiteral("c: cache not dropped") }));
        local.report = hostReport(QStringLiteral("/mnt/rec"), { 10 });
        merged
            = Together::merge({ host(QStringLiteral("b"), hostReport(QStringLiteral("/d"), { 40 })), local }, &error);
        QVERIFY2(merged, qPrintable(error));
        QCOMPARE(merged->targets.at(1).dir, QStringLiteral("/mnt/rec"));
        QVERIFY(Together::summary(*merged, {}).contains(QStringLiteral("Slowest host: /mnt/rec (write 10.00 MiB/s)")));
    }

    void aCancelledHostCancelsTheWhole()
    {
        RunReport stopped = hostReport(QStringLiteral("/d"), { 10 });
        stopped.status = QStringLiteral("cancelled");
        stopped.error = QStringLiteral("stopped");
        stopped.finishedAt = QDateTime::fromSecsSinceEpoch(1020);
        QString error;
        const std::optional<RunReport> merged = Together::merge(
            { host(QStringLiteral("a"), hostReport(QStringLiteral("/d"), { 20 })), host(QStringLiteral("b"), stopped) },
            &error);
        QVERIFY(merged);
        QCOMPARE(merged->status, QStringLiteral("cancelled"));
        QCOMPARE(merged->error, QStringLiteral("b: stopped"));
        QCOMPARE(merged->targets.size(), 2);
        QCOMPARE(merged->finishedAt, QDateTime::fromSecsSinceEpoch(1020));
    }

    void barrierWaitsGoesOrStops()
    {
        using B = Together::BarrierHost;
        QCOMPARE(Together::barrierStep({ B { true, true }, B { true, false } }), Together::BarrierStep::Wait);
        QCOMPARE(Together::barrierStep({ B { true, true }, B { true, true } }), Together::BarrierStep::Go);
        // A host that ended before "go" (ready or not): nothing can start together any more.
        QCOMPARE(Together::barrierStep({ B { true, true }, B { false, false } }), Together::BarrierStep::StopAll);
        QCOMPARE(Together::barrierStep({ B { false, true }, B { true, true } }), Together::BarrierStep::StopAll);
        QCOMPARE(Together::barrierStep({}), Together::BarrierStep::Wait);

        // Applied as events come: "go" once, at the time all were ready; nothing after it.
        Together::Barrier barrier;
        int goes = 0, stops = 0;
        const auto go = [&goes] { ++goes; };
        const auto stop = [&stops] { ++stops; };
        barrier.check({ B { true, true }, B { true, false } }, 10, go, stop);
        QVERIFY(!barrier.goSent());
        barrier.check({ B { true, true }, B { true, true } }, 20, go, stop);
        barrier.check({ B { true, true }, B { false, true } }, 30, go, stop);
        QCOMPARE(goes, 1);
        QCOMPARE(stops, 0); // a host ending after "go" is not the barrier's business
        QCOMPARE(barrier.goNs(), qint64(20));
        Together::Barrier early;
        early.check({ B { false, false }, B { true, true } }, 5, go, stop);
        QCOMPARE(stops, 1);
        QVERIFY(!early.goSent());
    }
};

QTEST_GUILESS_MAIN(TestTogether)
#include "tst_together.moc"
