// The stall classifier against fixtures: every row names the cause the evidence must give,
// including the rows where a plausible cause lacks its corroboration and must stay unknown;
// the wait-channel table; the parsers of what the sampler reads while a thread blocks.
#include "StallCause.h"
#include "StallProbe.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>
#include <sys/syscall.h>

using namespace StallCause;

namespace {
QByteArray fixture(const char* name)
{
    QFile f(QStringLiteral(STREAMSCOPE_TEST_DATA "/stallcause/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return f.readAll();
}
} // namespace

class TestStallCause : public QObject {
    Q_OBJECT
private slots:
    void classify_data();
    void classify();
    void tableHasOneKindPerSymbol();
    void waitKindVariants_data();
    void waitKindVariants();
    void keysRoundTrip();
    void evidenceJsonRoundTrip();
    void evidenceJsonRejects_data();
    void evidenceJsonRejects();
    void freerunCeiling();
    void describeNamesTheEvidence();
    void breakdownSummary();
    void parseThread_data();
    void parseThread();
    void parseDeviceCounters();
    void parseJournal();
    void parseReclaim();
};

void TestStallCause::classify_data()
{
    QTest::addColumn<QJsonObject>("evidence");
    QTest::addColumn<QString>("cause");
    const QJsonArray cases = QJsonDocument::fromJson(fixture("cases.json")).array();
    QVERIFY(cases.size() >= 20);
    for (const QJsonValue& v : cases) {
        const QJsonObject o = v.toObject();
        QTest::addRow("%s", qPrintable(o.value(QLatin1String("name")).toString()))
            << o.value(QLatin1String("evidence")).toObject() << o.value(QLatin1String("cause")).toString();
    }
}

void TestStallCause::classify()
{
    QFETCH(QJsonObject, evidence);
    QFETCH(QString, cause);
    Evidence e;
    QString error;
    QVERIFY2(Evidence::fromJson(evidence, e, &error), qPrintable(error));
    const std::optional<Cause> expected = fromKey(cause);
    QVERIFY2(expected.has_value(), qPrintable(cause));
    QCOMPARE(key(StallCause::classify(e)), key(*expected));
}

void TestStallCause::tableHasOneKindPerSymbol()
{
    QSet<QString> seen;
    for (const WchanRule& rule : wchanTable()) {
        const QString symbol = QLatin1String(rule.symbol);
        QVERIFY2(!seen.contains(symbol), qPrintable(symbol));
        seen.insert(symbol);
        QVERIFY(rule.kind != WaitKind::Other);
        QCOMPARE(waitKind(symbol), rule.kind);
    }
}

void TestStallCause::waitKindVariants_data()
{
    QTest::addColumn<QString>("wchan");
    QTest::addColumn<int>("kind");
    // What this kernel (6.18) showed for real stalls, then older names of the same waits.
    QTest::addRow("6.18 throttle") << QStringLiteral("balance_dirty_pages") << int(WaitKind::DirtyThrottle);
    QTest::addRow("6.18 journal") << QStringLiteral("jbd2_log_wait_commit") << int(WaitKind::Journal);
    QTest::addRow("6.18 flush") << QStringLiteral("submit_bio_wait") << int(WaitKind::SyncBio);
    QTest::addRow("6.18 tag") << QStringLiteral("blk_mq_get_tag") << int(WaitKind::RequestTag);
    QTest::addRow("6.18 direct") << QStringLiteral("__iomap_dio_rw") << int(WaitKind::DirectIo);
    QTest::addRow("6.18 page") << QStringLiteral("folio_wait_bit") << int(WaitKind::PageWait);
    QTest::addRow("5.4 page") << QStringLiteral("wait_on_page_bit_common") << int(WaitKind::PageWait);
    QTest::addRow("4.x stable") << QStringLiteral("wait_for_stable_page") << int(WaitKind::PageWait);
    QTest::addRow("legacy queue") << QStringLiteral("get_request") << int(WaitKind::RequestTag);
    QTest::addRow("6.18 freeze") << QStringLiteral("percpu_rwsem_wait") << int(WaitKind::Freeze);
    QTest::addRow("5.4 freeze") << QStringLiteral("__percpu_down_read") << int(WaitKind::Freeze);
    QTest::addRow("3.x freeze") << QStringLiteral("__sb_start_write") << int(WaitKind::Freeze);
    QTest::addRow("with offset") << QStringLiteral("balance_dirty_pages+0x2e4/0xc60") << int(WaitKind::DirtyThrottle);
    QTest::addRow("prefix is not a match") << QStringLiteral("balance_dirty") << int(WaitKind::Other);
    QTest::addRow("empty") << QString() << int(WaitKind::Other);
    QTest::addRow("sleep") << QStringLiteral("hrtimer_nanosleep") << int(WaitKind::Other);
}

void TestStallCause::waitKindVariants()
{
    QFETCH(QString, wchan);
    QFETCH(int, kind);
    QCOMPARE(int(waitKind(wchan)), kind);
}

void TestStallCause::keysRoundTrip()
{
    QSet<QString> keys;
    for (int i = 0; i < kCauseCount; ++i) {
        const QString k = key(Cause(i));
        QVERIFY(!keys.contains(k));
        keys.insert(k);
        QCOMPARE(fromKey(k), std::optional<Cause>(Cause(i)));
        QVERIFY(!label(Cause(i)).isEmpty());
        QVERIFY(meaning(Cause(i)).size() > 40); // the help says what each means
    }
    QVERIFY(!fromKey(QStringLiteral("disk-on-fire")).has_value());
}

void TestStallCause::evidenceJsonRoundTrip()
{
    Evidence e;
    e.observedS = 1.5;
    e.waits = { { QStringLiteral("balance_dirty_pages"), 1.25 }, { QString(), 0.25 } };
    e.runnableS = 0.25;
    e.uninterruptibleS = 1.25;
    e.syscall = 1;
    e.cpuS = 0.01;
    e.dirtyWritebackBytes = 2'480'000'000;
    e.dirtyThresholdBytes = 2'900'000'000;
    e.backgroundThresholdBytes = 1'500'000'000;
    e.bdiMaxBytes = 8 << 20;
    e.bdiStrictLimit = 1;
    e.deviceFlushes = 3;
    e.deviceFlushMs = 120;
    e.memorySomeMs = 4;
    e.allocStalls = 0;
    const QJsonObject o = e.toJson();
    QCOMPARE(o.value(QLatin1String("syscall")).toString(), syscallName(1));
    QCOMPARE(o.value(QLatin1String("freerun_ceiling_bytes")).toDouble(), 2'200'000'000.0);
    Evidence back;
    QString error;
    QVERIFY2(Evidence::fromJson(o, back, &error), qPrintable(error));
    QCOMPARE(back.toJson(), o);
    QCOMPARE(back.waits.size(), 2);
    QCOMPARE(back.waits[0].wchan, QStringLiteral("balance_dirty_pages"));
    QCOMPARE(back.deviceQueueDepth, int64_t(-1)); // absent stays unknown
}

void TestStallCause::evidenceJsonRejects_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addRow("negative") << QByteArray(R"({"observed_s": -1})");
    QTest::addRow("string number") << QByteArray(R"({"device_flushes": "3"})");
    QTest::addRow("huge") << QByteArray(R"({"alloc_stalls": 1e300})");
    QTest::addRow("waits not a list") << QByteArray(R"({"waits": {"wchan": "x"}})");
    QTest::addRow("wait without time") << QByteArray(R"({"waits": [{"wchan": "x"}]})");
    QTest::addRow("wait name not a string") << QByteArray(R"({"waits": [{"wchan": 3, "s": 1}]})");
    QTest::addRow("too many waits") << QByteArray(
        R"({"waits": [{"wchan":"a","s":1},{"wchan":"b","s":1},{"wchan":"c","s":1},)"
        R"({"wchan":"d","s":1},{"wchan":"e","s":1},{"wchan":"f","s":1},{"wchan":"g","s":1}]})");
    QTest::addRow("strict flag out of range") << QByteArray(R"({"bdi_strict_limit": 5e9})");
}

void TestStallCause::evidenceJsonRejects()
{
    QFETCH(QByteArray, json);
    Evidence e;
    QString error;
    QVERIFY(!Evidence::fromJson(QJsonDocument::fromJson(json).object(), e, &error));
    QVERIFY(!error.isEmpty());
}

void TestStallCause::freerunCeiling()
{
    Evidence e;
    QCOMPARE(e.freerunCeilingBytes(), int64_t(-1));
    e.dirtyThresholdBytes = 1000;
    QCOMPARE(e.freerunCeilingBytes(), int64_t(-1));
    e.backgroundThresholdBytes = 500;
    QCOMPARE(e.freerunCeilingBytes(), int64_t(750));
}

void TestStallCause::describeNamesTheEvidence()
{
    Evidence e;
    e.observedS = 1.0;
    e.waits = { { QStringLiteral("balance_dirty_pages"), 0.9 } };
    e.dirtyWritebackBytes = 3 * (int64_t(1) << 30);
    e.dirtyThresholdBytes = 3 * (int64_t(1) << 30);
    e.backgroundThresholdBytes = int64_t(1) << 30;
    e.syscall = SYS_write;
    const QString text = describe(Cause::DirtyThrottling, e);
    QVERIFY2(text.contains(QStringLiteral("balance_dirty_pages 90 %")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("≥")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("write()")), qPrintable(text));
    e.dirtyWritebackBytes = 1;
    QVERIFY(describe(Cause::DirtyThrottling, e).contains(QStringLiteral("<")));
    QVERIFY(describe(Cause::Unknown, Evidence {}).contains(QStringLiteral("not observed")));

    // A freeze: the lock, the idle device, the call, and who may have frozen it.
    Evidence frozen;
    frozen.observedS = 2.5;
    frozen.waits = { { QStringLiteral("percpu_rwsem_wait"), 2.5 } };
    frozen.deviceBusyMs = 0;
    frozen.syscall = SYS_pwrite64;
    QCOMPARE(int(StallCause::classify(frozen)), int(Cause::FilesystemFrozen));
    QCOMPARE(describe(Cause::FilesystemFrozen, frozen),
        QStringLiteral("writer waited on the freeze lock (percpu_rwsem_wait 100 %), device idle (busy 0 %), in "
                       "pwrite64(), a snapshot, a backup or fsfreeze froze it"));
}

void TestStallCause::breakdownSummary()
{
    Breakdown b;
    QCOMPARE(b.summary(), QString());
    b.add(Cause::DirtyThrottling, 1.0);
    b.add(Cause::JournalCommit, 0.3);
    b.add(Cause::DirtyThrottling, 1.1);
    QCOMPARE(b.count, 3);
    QVERIFY(qAbs(b.totalS - 2.4) < 1e-9);
    const QString s = b.summary();
    QCOMPARE(s, QStringLiteral("3 stalls, 2.4 s: 2.1 s dirty throttling, 300 ms journal commit"));
    QVERIFY2(
        s.indexOf(QStringLiteral("dirty throttling")) < s.indexOf(QStringLiteral("journal commit")), qPrintable(s));
    const QJsonObject o = b.toJson();
    QCOMPARE(o.size(), 2);
    QVERIFY(qAbs(o.value(QLatin1String("dirty-throttling")).toDouble() - 2.1) < 1e-9);
    Breakdown sum;
    sum.add(b);
    sum.add(b);
    QCOMPARE(sum.count, 6);
}

void TestStallCause::parseThread_data()
{
    QTest::addColumn<QByteArray>("stat");
    QTest::addColumn<QByteArray>("wchan");
    QTest::addColumn<QByteArray>("syscall");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("state");
    QTest::addColumn<QByteArray>("expectedWchan");
    QTest::addColumn<int>("expectedSyscall");
    QTest::addRow("sleeping in nanosleep")
        << fixture("thread-stat-sleeping.txt") << fixture("wchan-sleeping.txt") << fixture("syscall-sleeping.txt")
        << true << QStringLiteral("S") << QByteArray("hrtimer_nanosleep") << 230;
    QTest::addRow("running") << fixture("thread-stat-running.txt") << fixture("wchan-running.txt")
                             << fixture("syscall-running.txt") << true << QStringLiteral("R") << QByteArray() << -1;
    QTest::addRow("name with ') '") << fixture("thread-stat-odd-name.txt") << QByteArray("balance_dirty_pages")
                                    << QByteArray("1 0x3 0x7f 0x100000") << true << QStringLiteral("D")
                                    << QByteArray("balance_dirty_pages") << 1;
    QTest::addRow("not in a syscall") << fixture("thread-stat-odd-name.txt") << QByteArray("0")
                                      << QByteArray("-1 0x7ffd 0x4011") << true << QStringLiteral("D") << QByteArray()
                                      << -1;
    QTest::addRow("truncated stat") << QByteArray("4242 (io") << QByteArray("0") << QByteArray("running") << false
                                    << QString() << QByteArray() << -1;
    QTest::addRow("empty") << QByteArray() << QByteArray() << QByteArray() << false << QString() << QByteArray() << -1;
}

void TestStallCause::parseThread()
{
    QFETCH(QByteArray, stat);
    QFETCH(QByteArray, wchan);
    QFETCH(QByteArray, syscall);
    QFETCH(bool, ok);
    const auto r = StallProbe::parseThread(stat, wchan, syscall);
    QCOMPARE(r.has_value(), ok);
    if (!ok)
        return;
    QFETCH(QString, state);
    QFETCH(QByteArray, expectedWchan);
    QFETCH(int, expectedSyscall);
    QCOMPARE(QString(QLatin1Char(r->state)), state);
    QCOMPARE(r->wchan, expectedWchan);
    QCOMPARE(r->syscall, expectedSyscall);
}

void TestStallCause::parseDeviceCounters()
{
    const auto now = StallProbe::parseDeviceCounters(fixture("block-stat-6.18.txt"));
    QVERIFY(now);
    QCOMPARE(now->inFlight, uint64_t(0));
    QCOMPARE(now->ioTicksMs, uint64_t(12292));
    QVERIFY(now->hasFlush);
    QCOMPARE(now->flushes, uint64_t(9127));
    QCOMPARE(now->flushMs, uint64_t(8991));
    const auto old = StallProbe::parseDeviceCounters(fixture("block-stat-4.x.txt"));
    QVERIFY(old);
    QCOMPARE(old->inFlight, uint64_t(3));
    QVERIFY(!old->hasFlush);
    QVERIFY(!StallProbe::parseDeviceCounters("1 2 3"));
    QVERIFY(!StallProbe::parseDeviceCounters("1 2 3 4 5 6 7 8 x 10 11"));
}

void TestStallCause::parseJournal()
{
    const auto j = StallProbe::parseJournal(fixture("jbd2-info.txt"));
    QVERIFY(j);
    QCOMPARE(j->transactions, int64_t(258));
    QCOMPARE(j->averageCommitUs, 6913.0);
    QVERIFY(!StallProbe::parseJournal("258 transactions (258 requested)\n"));
    QVERIFY(!StallProbe::parseJournal(QByteArray()));
}

void TestStallCause::parseReclaim()
{
    int64_t stalls = 0;
    int64_t scanned = 0;
    StallProbe::parseReclaim(fixture("vmstat-6.18.txt"), &stalls, &scanned);
    QCOMPARE(stalls, int64_t(7));
    QCOMPARE(scanned, int64_t(1234));
    StallProbe::parseReclaim("nr_dirty 5\n", &stalls, &scanned);
    QCOMPARE(stalls, int64_t(-1));
    QCOMPARE(scanned, int64_t(-1));
}

QTEST_GUILESS_MAIN(TestStallCause)
#include "tst_stallcause.moc"
