// Trust flags that follow a real-time run's outlook. A newly made ext4 still zeroing its inode
// tables gets a flag of its own (issue 52, item 2): the kernel's ext4lazyinit thread writes to
// the device beside the run. The facts are read from a /proc laid out in a temporary
// directory; the check itself is pure. And a run smaller than the page cache is judged by
// whether its outlook saw steady state (issue 37, item 12).
#include "RunReport.h"
#include "Trust.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

constexpr double kMiB = 1024.0 * 1024.0;

void writeFile(const QString& path, const QByteArray& contents)
{
    QVERIFY(QDir().mkpath(QFileInfo(path).path()));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(contents);
}

Trust::Facts ext4Facts(bool threadRunning, bool initItableOff)
{
    Trust::Facts facts;
    facts.environment.fsType = QStringLiteral("ext4");
    facts.environment.targetDir = QStringLiteral("/rec/disk1");
    facts.environment.mountPoint = QStringLiteral("/rec");
    facts.directIo = true; // only the flag under test
    facts.ext4LazyInitRunning = threadRunning;
    facts.ext4InitItableOff = initItableOff;
    return facts;
}

// A real-time write phase whose outlook saw `otherBps` of another writer (-1: none measured).
TargetResult targetWithOtherWriter(double otherBps)
{
    PhaseResult write;
    write.kind = PhaseKind::Write;
    OutlookResult r;
    r.arrivalBps = 8 * kMiB;
    r.runData = RunDataMeasure::PageCache;
    r.otherWriterBps = otherBps;
    write.outlook = r;
    PassResult pass;
    pass.phases.append(write);
    TargetResult target;
    target.passes.append(pass);
    return target;
}

QStringList idsOf(const QList<Trust::Flag>& flags)
{
    QStringList ids;
    for (const Trust::Flag& f : flags)
        ids.append(f.id);
    return ids;
}

} // namespace

class TestTrustLazyInit : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void flaggedOnlyWhileTheThreadZeroes_data();
    void flaggedOnlyWhileTheThreadZeroes();
    void flagNamesWhatTheRunSawAndWhatToDo();
    void threadIsFoundByItsName();
    void optionsOfTheDevice();
    void smallRealTimeRunIsJudgedByItsOutlook();
};

void TestTrustLazyInit::flaggedOnlyWhileTheThreadZeroes_data()
{
    QTest::addColumn<QString>("fsType");
    QTest::addColumn<bool>("threadRunning");
    QTest::addColumn<bool>("initItableOff");
    QTest::addColumn<qint64>("unzeroedGroups"); // -1: the device could not be read
    QTest::addColumn<bool>("flagged");
    QTest::newRow("new ext4") << QStringLiteral("ext4") << true << false << qint64(96) << true;
    QTest::newRow("new ext4, device unreadable") << QStringLiteral("ext4") << true << false << qint64(-1) << true;
    QTest::newRow("settled ext4") << QStringLiteral("ext4") << false << false << qint64(-1) << false;
    // The thread zeroes another filesystem, or lingers after the one it served was unmounted
    // (it sleeps out its last wait first: minutes after a slow device).
    QTest::newRow("ext4 done, thread for another") << QStringLiteral("ext4") << true << false << qint64(0) << false;
    QTest::newRow("mounted noinit_itable") << QStringLiteral("ext4") << true << true << qint64(96) << false;
    QTest::newRow("xfs beside a new ext4") << QStringLiteral("xfs") << true << false << qint64(-1) << false;
}

void TestTrustLazyInit::flaggedOnlyWhileTheThreadZeroes()
{
    QFETCH(QString, fsType);
    QFETCH(bool, threadRunning);
    QFETCH(bool, initItableOff);
    QFETCH(qint64, unzeroedGroups);
    QFETCH(bool, flagged);
    Trust::Facts facts = ext4Facts(threadRunning, initItableOff);
    facts.environment.fsType = fsType;
    facts.ext4UnzeroedGroups = unzeroedGroups;
    const QStringList ids = idsOf(Trust::assess(facts, targetWithOtherWriter(-1)));
    QCOMPARE(ids.contains(QLatin1String(Trust::kExt4LazyInit)), flagged);
}

void TestTrustLazyInit::flagNamesWhatTheRunSawAndWhatToDo()
{
    const QList<Trust::Flag> flags = Trust::assess(ext4Facts(true, false), targetWithOtherWriter(0.8 * kMiB));
    QCOMPARE(flags.size(), 1);
    const Trust::Flag& f = flags.first();
    QCOMPARE(f.severity, QLatin1String(Trust::kWarning));
    QVERIFY2(f.text.contains(u"ext4lazyinit") && f.text.contains(u"~0.80 MiB/s"), qPrintable(f.text));
    QVERIFY2(f.advice.contains(u"remount,init_itable=0 /rec") && f.advice.contains(u"lazy_itable_init=0"),
        qPrintable(f.advice));
    // Not root: the thread alone says a new ext4 zeroes, and the flag says it is a guess.
    QVERIFY2(f.text.contains(u"most likely this one"), qPrintable(f.text));
    // Its group descriptors read: how much of this filesystem is left, no guess.
    Trust::Facts read = ext4Facts(true, false);
    read.ext4UnzeroedGroups = 96;
    read.ext4Groups = 128;
    const QList<Trust::Flag> known = Trust::assess(read, targetWithOtherWriter(-1));
    QCOMPARE(known.size(), 1);
    QVERIFY2(known.first().text.contains(u"of this newly made ext4 filesystem (96 of its 128 block groups still to do")
            && !known.first().text.contains(u"most likely"),
        qPrintable(known.first().text));
    // Below what is worth naming, the run's figure is left out.
    const QList<Trust::Flag> quiet = Trust::assess(ext4Facts(true, false), targetWithOtherWriter(0.01 * kMiB));
    QCOMPARE(quiet.size(), 1);
    QVERIFY2(!quiet.first().text.contains(u"MiB/s"), qPrintable(quiet.first().text));
}

void TestTrustLazyInit::threadIsFoundByItsName()
{
    QTemporaryDir proc;
    writeFile(proc.filePath(QStringLiteral("1/comm")), "systemd\n");
    writeFile(proc.filePath(QStringLiteral("fs/ext4/sda1/options")), "rw\n");
    writeFile(proc.filePath(QStringLiteral("812/comm")), "ext4lazyinitx\n");
    QVERIFY(!Trust::ext4LazyInitThreadRunning(proc.path()));
    writeFile(proc.filePath(QStringLiteral("813/comm")), "ext4lazyinit\n");
    QVERIFY(Trust::ext4LazyInitThreadRunning(proc.path()));
    QVERIFY(!Trust::ext4LazyInitThreadRunning(proc.filePath(QStringLiteral("missing"))));
}

void TestTrustLazyInit::optionsOfTheDevice()
{
    QTemporaryDir proc;
    writeFile(proc.filePath(QStringLiteral("fs/ext4/loop3/options")), "rw\nnoinit_itable\ndata=ordered\n");
    writeFile(proc.filePath(QStringLiteral("fs/ext4/cciss!c0d0p1/options")), "rw\ninit_itable=10\n");
    QVERIFY(Trust::ext4Options(QStringLiteral("loop3"), proc.path()).split(u'\n').contains(u"noinit_itable"));
    QVERIFY(Trust::ext4Options(QStringLiteral("cciss/c0d0p1"), proc.path()).contains(u"init_itable=10"));
    QVERIFY(Trust::ext4Options(QStringLiteral("sdb1"), proc.path()).isEmpty());
    QVERIFY(Trust::ext4Options(QStringLiteral("../../etc"), proc.path()).isEmpty());
}

// A real-time run smaller than the page cache: seen in steady state, its data was written back
// as it arrived, so no smaller-than-cache flag; not seen so, the advice is to record for longer
// (seen with 6 x 1 MiB/s for 75 s: "Run with more data than 4.71 GiB (the stream size)").
void TestTrustLazyInit::smallRealTimeRunIsJudgedByItsOutlook()
{
    Trust::Facts facts = ext4Facts(false, false);
    facts.directIo = false;
    facts.dirtyLimitBytes = int64_t(4.71 * 1024 * kMiB);
    TargetResult target = targetWithOtherWriter(-1);
    target.passes[0].phases[0].bytes = int64_t(450 * kMiB);
    target.passes[0].phases[0].outlook->state = OutlookResult::State::Steady;
    QVERIFY(!idsOf(Trust::assess(facts, target)).contains(QStringLiteral("smaller-than-cache")));

    target.passes[0].phases[0].outlook->state = OutlookResult::State::Undecided;
    const QList<Trust::Flag> flags = Trust::assess(facts, target);
    const auto small = std::find_if(
        flags.cbegin(), flags.cend(), [](const Trust::Flag& f) { return f.id == QLatin1String("smaller-than-cache"); });
    QVERIFY(small != flags.cend());
    QVERIFY2(small->advice.startsWith(QStringLiteral("Record for longer")), qPrintable(small->advice));
    QVERIFY2(!small->advice.contains(QStringLiteral("stream size")), qPrintable(small->advice));
}

QTEST_GUILESS_MAIN(TestTrustLazyInit)
#include "tst_trustlazyinit.moc"
