// A real-time run that lost data says so, with when the first loss happened and why (issue 52,
// item 3): the first overrun and the stall whose end it was counted at, in the verdict and in
// the outlook's lines, never "cannot tell yet" or "run at least".
#include "Capacity.h"
#include "RunConfig.h"
#include "Verdict.h"

#include <QTest>

namespace {

StallEvent stall(int stream, double startS, double durationS, StallCause::Cause cause)
{
    StallEvent e(0, 0, stream, PhaseKind::Write, startS, durationS);
    e.cause = cause;
    return e;
}

// A write phase that began 2 s into the run, 19 streams, 3 overruns: the first on stream 5
// (index 4) at 14.3 s of the run, when a 4.2 s journal wait on that stream ended.
PhaseResult lostPhase()
{
    PhaseResult p;
    p.kind = PhaseKind::Write;
    p.streams = 19;
    p.startS = 2;
    p.overruns = 3;
    p.bytesLost = int64_t(125.6 * 1024 * 1024);
    p.overrunEvents = { { 0, 0, 4, 14.3, 1 << 20 }, { 0, 0, 7, 14.4, 1 << 20 }, { 0, 0, 4, 30, 1 << 20 } };
    p.stalls = { stall(2, 9.9, 4.45, StallCause::Cause::DirtyThrottling),
        stall(4, 10.1, 4.2, StallCause::Cause::JournalCommit), stall(4, 29, 1.0, StallCause::Cause::Unknown) };
    OutlookResult r;
    r.state = OutlookResult::State::Undecided;
    r.timeS = 42;
    r.writebackBegunS = 33;
    r.runAtLeastS = 110;
    r.arrivalBps = 19 * 1024 * 1024;
    r.deviceBps = 10 * 1024 * 1024;
    p.outlook = r;
    return p;
}

} // namespace

class TestVerdictLoss : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void firstLossIsTheStallItEnded();
    void anotherStreamsStallWhenItsOwnHadNone();
    void withoutAStallTheWriterFellBehind();
    void lostRunNeverSaysCannotTellYet();
    void verdictNamesTheFirstLoss();
};

void TestVerdictLoss::firstLossIsTheStallItEnded()
{
    const std::optional<Verdict::FirstLoss> loss = Verdict::firstLoss(lostPhase());
    QVERIFY(loss);
    QCOMPARE(loss->stream, 4);
    QVERIFY(qFuzzyCompare(loss->atS, 12.3));
    QVERIFY(loss->stall);
    // The stall on its own stream, although another stream's was longer and overlaps it too.
    QCOMPARE(loss->stall->stream, 4);
    QCOMPARE(loss->stall->cause, StallCause::Cause::JournalCommit);
    QCOMPARE(Verdict::firstLossText(lostPhase()),
        QStringLiteral("first after 12 s on stream 5, during a 4.2 s stall (journal commit)"));
}

// schedule=loop: one thread serves every stream, so the wait that made stream 5 overflow was
// another stream's write.
void TestVerdictLoss::anotherStreamsStallWhenItsOwnHadNone()
{
    PhaseResult p = lostPhase();
    p.stalls.removeAt(1);
    const std::optional<Verdict::FirstLoss> loss = Verdict::firstLoss(p);
    QVERIFY(loss && loss->stall);
    QCOMPARE(loss->stall->stream, 2);
    QCOMPARE(loss->stall->cause, StallCause::Cause::DirtyThrottling);
}

void TestVerdictLoss::withoutAStallTheWriterFellBehind()
{
    PhaseResult p = lostPhase();
    p.stalls.clear();
    QCOMPARE(Verdict::firstLossText(p),
        QStringLiteral("first after 12 s on stream 5, without a stall: the writer fell behind"));
    p.overrunEvents.clear();
    QVERIFY(!Verdict::firstLoss(p));
    QVERIFY(Verdict::firstLossText(p).isEmpty());
}

// Seen on a new ext4: 19 overruns, 125.6 MiB lost, and the outlook said "the device has not
// caught up yet: run at least 108 s".
void TestVerdictLoss::lostRunNeverSaysCannotTellYet()
{
    const QStringList lines = Verdict::outlookLines(lostPhase());
    const QString text = lines.join(u'\n');
    QVERIFY2(lines.value(0).startsWith(u"outlook: a buffer overflowed in the run"), qPrintable(text));
    QVERIFY2(!text.contains(u"run at least") && !text.contains(u"cannot tell"), qPrintable(text));
    PhaseResult unknown = lostPhase();
    unknown.outlook->state = OutlookResult::State::Unknown;
    const QString unknownText = Verdict::outlookLines(unknown).join(u'\n');
    QVERIFY2(unknownText.contains(u"overflowed") && !unknownText.contains(u"not enough"), qPrintable(unknownText));
}

void TestVerdictLoss::verdictNamesTheFirstLoss()
{
    RunConfig config;
    config.ratesBytesPerSec = { 1024.0 * 1024.0 };
    PassResult pass;
    pass.streams = 19;
    pass.phases.append(lostPhase());
    const QString verdict = realTimeVerdict(config, pass);
    QVERIFY2(verdict.contains(u"3 overrun(s), 125.6 MiB lost; first after 12 s on stream 5, during a 4.2 s "
                              u"stall (journal commit)"),
        qPrintable(verdict));
}

QTEST_GUILESS_MAIN(TestVerdictLoss)
#include "tst_verdictloss.moc"
