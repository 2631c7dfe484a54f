// Real stalls, made by the kernel, classified by the program: as root, each row builds a small
// ext4 on a loop device whose writes a cgroup throttle slows down (v1 blkio, or v2 io.max with
// the CLI in the throttled cgroup) and, where the class needs it, a second ext4 on a loop
// device whose image lives on the slow one, or a busy CPU;
// runs streamscope-cli on it and checks where the write phase's stall time went: at least
// 90 % to the cause the row produces, at most 5 % to any other (the rest may be unknown).
// Every sysfs/cgroup setting is put back by a guard, also when a check fails; the mounts go
// with the test's private mount namespace and the loop devices detach with their mounts.
// docs/stall-causes.md says how each class is produced and what this test measured.
#include "Posix.h"
#include "RunReport.h"
#include "SlowDevice.h"
#include "StallCause.h"
#include "safety/SafetySupport.h"

#include <QDeadlineTimer>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QTest>
#include <algorithm>
#include <csignal>
#include <memory>
#include <sched.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <vector>

using StallCause::Cause;

namespace {

// <linux/fs.h>'s FIFREEZE and FITHAW: that header clashes with <sys/mount.h> (SafetySupport).
constexpr unsigned long kFreeze = _IOWR('X', 119, int);
constexpr unsigned long kThaw = _IOWR('X', 120, int);

constexpr qint64 kMiB = 1024 * 1024;
using SlowDevice::deviceOf;
using SlowDevice::readSetting;
const QString kProof = QStringLiteral("stall causes classified as the kernel made them");

QString queueFile(const QString& loop, const char* name)
{
    return QStringLiteral("/sys/block/%1/queue/%2").arg(QFileInfo(loop).fileName(), QLatin1String(name));
}

// A process that keeps one CPU busy until the guard ends it (by its pid; it also dies with the
// test process).
class BusyLoop {
public:
    explicit BusyLoop(int cpu)
    {
        m_pid = ::fork();
        if (m_pid == 0) {
            ::prctl(PR_SET_PDEATHSIG, SIGKILL);
            cpu_set_t set;
            CPU_ZERO(&set);
            CPU_SET(cpu, &set);
            ::sched_setaffinity(0, sizeof set, &set);
            volatile unsigned long spins = 0;
            for (;;)
                spins = spins + 1;
        }
    }
    ~BusyLoop()
    {
        if (m_pid > 0) {
            ::kill(m_pid, SIGKILL);
            ::waitpid(m_pid, nullptr, 0);
        }
    }
    BusyLoop(const BusyLoop&) = delete;
    BusyLoop& operator=(const BusyLoop&) = delete;
    bool running() const { return m_pid > 0; }

private:
    pid_t m_pid = -1;
};

// The last CPU this process may run on.
int lastCpu()
{
    cpu_set_t set;
    CPU_ZERO(&set);
    if (::sched_getaffinity(0, sizeof set, &set) != 0)
        return 0;
    int cpu = 0;
    for (int i = 0; i < CPU_SETSIZE; ++i) {
        if (CPU_ISSET(i, &set))
            cpu = i;
    }
    return cpu;
}

enum class Setup {
    Throttled, // ext4 on a loop device with slow writes
    Layered, // a second ext4 on a loop device whose image lives on the slow one
    Starved, // ext4 on a loop device, the program at nice 19 on a CPU kept busy
};

struct Scenario {
    Setup setup = Setup::Throttled;
    qint64 bytesPerSecond = 8 * kMiB; // the slow device's write rate
    qint64 bdiMaxBytes = 0; // > 0: the device's own dirty limit, strict
    bool directIo = false; // the upper loop device writes its image with O_DIRECT
    int queueDepth = 0; // > 0: nr_requests of the upper loop device (with max_sectors_kb 64)
    QStringList arguments;
    // Causes that legitimately follow the scenario's own in the same wait (a chain): counted
    // with unknown, neither right nor wrong.
    QList<Cause> chained;
};

} // namespace

Q_DECLARE_METATYPE(Scenario)
Q_DECLARE_METATYPE(Cause)

class TestRealStalls : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void classifiedAsTheKernelMadeThem_data();
    void classifiedAsTheKernelMadeThem();
    void aFrozenFilesystemIsNamed();
};

void TestRealStalls::initTestCase()
{
    QString reason;
    if (!Safety::Mounts::available(&reason) || !Safety::Mounts::loopAvailable(&reason))
        QSKIP(SlowDevice::notProvenHere(kProof, reason).constData());
}

void TestRealStalls::classifiedAsTheKernelMadeThem_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<Cause>("cause");
    QTest::addColumn<QStringList>("wchans"); // where the longest stall waited longest: one of these
    auto args = [](std::initializer_list<const char*> list) {
        QStringList out;
        for (const char* a : list)
            out << QLatin1String(a);
        return out;
    };
    // Writes of 64 KiB into a device that may hold 8 MiB of dirty data and writes 8 MiB/s:
    // the writer is held in balance_dirty_pages. No final flush (its wait is writeback).
    Scenario throttled;
    throttled.bdiMaxBytes = 8 * kMiB;
    throttled.arguments
        = args({ "--size", "40M", "--block", "64k", "--flush", "none", "--read", "none", "--stall", "50ms" });
    QTest::addRow("dirty throttling") << throttled << Cause::DirtyThrottling
                                      << QStringList { QStringLiteral("balance_dirty_pages") };
    // Appends synced every 2 MiB: each fdatasync commits the journal of the upper ext4, whose
    // commit record is a cache flush of the upper loop device: an fsync of its image on the
    // slow device.
    Scenario journal;
    journal.setup = Setup::Layered;
    journal.arguments
        = args({ "--size", "8M", "--block", "1M", "--flush", "every:2M", "--read", "none", "--stall", "20ms" });
    QTest::addRow("journal commit") << journal << Cause::JournalCommit
                                    << QStringList { QStringLiteral("jbd2_log_wait_commit") };
    // The same file rewritten in place: fdatasync needs no journal commit, only the cache
    // flush of the upper device.
    Scenario flush = journal;
    flush.arguments = args({ "--size", "8M", "--block", "1M", "--prepare", "existing", "--flush", "every:1M", "--read",
        "none", "--stall", "20ms" });
    QTest::addRow("device cache flush") << flush << Cause::DeviceCacheFlush
                                        << QStringList { QStringLiteral("submit_bio_wait") };
    // O_DIRECT writes of 1 MiB into an upper device of 4 requests of 64 KiB whose image is on
    // the slow device: no free request tag, the device busy all along.
    Scenario queue;
    queue.setup = Setup::Layered;
    queue.directIo = true;
    queue.queueDepth = 4;
    queue.arguments = args({ "--size", "8M", "--block", "1M", "--mode", "direct", "--prepare", "fallocate", "--flush",
        "none", "--read", "none", "--stall", "20ms" });
    QTest::addRow("device queue saturated")
        << queue << Cause::DeviceQueueSaturated
        << QStringList { QStringLiteral("blk_mq_get_tag"), QStringLiteral("__iomap_dio_rw") };
    // 64 KiB appends, each synced, on a device that writes 1 MiB/s: fdatasync waits ~60 ms for
    // its pages' writeback, then for the journal commit that records the new size (a few
    // blocks). A stall whose commit wait happened to be the longer part (a slow commit on a
    // busy machine) is rightly called journal commit: a chain, counted like unknown.
    Scenario writeback;
    writeback.bytesPerSecond = kMiB;
    writeback.chained = { Cause::JournalCommit };
    writeback.arguments
        = args({ "--size", "1M", "--block", "64k", "--flush", "every:64k", "--read", "none", "--stall", "10ms" });
    QTest::addRow("page writeback") << writeback << Cause::PageWriteback
                                    << QStringList { QStringLiteral("folio_wait_bit") };
    // 8 MiB write() calls (milliseconds of copying, longer than a scheduler slice) by a program at nice 19 on a CPU
    // that a busy loop at nice 0 keeps: runnable, hardly running.
    Scenario starved;
    starved.setup = Setup::Starved;
    starved.arguments
        = args({ "--size", "48M", "--block", "8M", "--flush", "none", "--read", "none", "--stall", "50ms" });
    QTest::addRow("CPU starvation") << starved << Cause::CpuStarvation << QStringList { QString() };
}

void TestRealStalls::classifiedAsTheKernelMadeThem()
{
    QFETCH(Scenario, scenario);
    QFETCH(Cause, cause);
    QFETCH(QStringList, wchans);

    QTemporaryDir base;
    QVERIFY(base.isValid());
    const QString lower = base.filePath(QStringLiteral("lower"));
    const QString upper = base.filePath(QStringLiteral("upper"));
    QVERIFY(QDir().mkpath(lower) && QDir().mkpath(upper));
    QString error;
    // Declared first, so that every guard below is put back before anything is unmounted.
    Safety::Mounts mounts;
    QVERIFY2(
        mounts.ext4(base.filePath(QStringLiteral("lower.img")), lower, 64 * kMiB, 512, {}, &error), qPrintable(error));
    const QString lowerDevice = deviceOf(lower);
    QVERIFY(!lowerDevice.isEmpty());
    QString target = lower;

    SlowDevice::Settings settings;
    auto set = [&](const QString& path, const QByteArray& value, const QByteArray& restore) {
        return settings.set(path, value, restore);
    };

    if (scenario.setup == Setup::Layered) {
        const QString image = QDir(lower).filePath(QStringLiteral("upper.img"));
        QFile f(image);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.resize(32 * kMiB));
        f.close();
        const Safety::ToolResult mkfs = Safety::runTool(Safety::findTool(QStringLiteral("mkfs.ext4")),
            { QStringLiteral("-q"), QStringLiteral("-F"), QStringLiteral("-b"), QStringLiteral("4096"), image });
        QVERIFY2(mkfs.exitCode == 0, qPrintable(mkfs.err));
        const Safety::Loop loop
            = Safety::attachLoop(image, 512, &error, scenario.directIo ? uint32_t(LO_FLAGS_DIRECT_IO) : 0);
        QVERIFY2(loop.fd >= 0, qPrintable(error));
        auto closeLoop = qScopeGuard([&] { ::close(loop.fd); }); // the mount holds it from then on
        if (scenario.directIo) {
            const QString dio = QStringLiteral("/sys/block/%1/loop/dio").arg(QFileInfo(loop.device).fileName());
            if (readSetting(dio) != "1")
                QSKIP(SlowDevice::notProvenHere(
                    kProof, QStringLiteral("this kernel's loop driver did not take direct I/O for an image on ext4"))
                          .constData());
        }
        if (scenario.queueDepth > 0) {
            const QString depth = queueFile(loop.device, "nr_requests");
            const QString sectors = queueFile(loop.device, "max_sectors_kb");
            QVERIFY(set(depth, QByteArray::number(scenario.queueDepth), readSetting(depth)));
            QVERIFY(set(sectors, "64", readSetting(sectors)));
        }
        QVERIFY2(mounts.device(loop.device, upper, "ext4", &error), qPrintable(error));
        target = upper;
    }
    // What mkfs and the mounts wrote is on the disk before the device becomes slow.
    {
        const int fd = ::open(QFile::encodeName(lower).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        QVERIFY(fd >= 0);
        ::syncfs(fd);
        ::close(fd);
    }
    // The CPU starvation row needs no slow device, so it runs where no throttle can be had.
    if (scenario.setup != Setup::Starved) {
        QString reason;
        switch (settings.slowDown(lower, scenario.bytesPerSecond, scenario.bdiMaxBytes, &reason)) {
        case SlowDevice::Settings::Outcome::Slowed:
            break;
        case SlowDevice::Settings::Outcome::Unavailable:
            QSKIP(SlowDevice::notProvenHere(kProof, reason).constData());
        case SlowDevice::Settings::Outcome::Failed:
            QFAIL(qPrintable(reason));
        }
    }
    // With cgroup v2 only what the CLI writes from inside the throttled cgroup is held: it
    // enters it before it execs (nothing to do with v1, and empty without a throttle).
    const QByteArray throttledProcs = settings.childProcsFile();

    std::unique_ptr<BusyLoop> busy;
    const int cpu = lastCpu();
    if (scenario.setup == Setup::Starved) {
        busy = std::make_unique<BusyLoop>(cpu);
        QVERIFY(busy->running());
    }

    const QString json = base.filePath(QStringLiteral("r.json"));
    QProcess cli;
    const bool starve = scenario.setup == Setup::Starved;
    cli.setChildProcessModifier([cpu, starve, throttledProcs] {
        SlowDevice::Settings::enterFromChild(throttledProcs);
        if (starve) {
            cpu_set_t set;
            CPU_ZERO(&set);
            CPU_SET(cpu, &set);
            ::sched_setaffinity(0, sizeof set, &set);
            ::setpriority(PRIO_PROCESS, 0, 19);
        }
    });
    cli.start(QStringLiteral(STREAMSCOPE_CLI),
        scenario.arguments
            + QStringList { QStringLiteral("--dir"), target, QStringLiteral("--space-margin"), QStringLiteral("0"),
                QStringLiteral("--json"), json });
    QVERIFY(cli.waitForFinished(60000));
    const QString out = QString::fromUtf8(cli.readAllStandardOutput());
    QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0,
        qPrintable(QString::fromUtf8(cli.readAllStandardError())));
    busy.reset();
    settings.clear(); // the device is fast again before the unmount writes what is left

    const auto report = RunReport::load(json, &error);
    QVERIFY2(report, qPrintable(error));
    QVERIFY(!report->targets.isEmpty() && !report->targets[0].passes.isEmpty());
    const PhaseResult* write = report->targets[0].passes[0].phase(PhaseKind::Write);
    QVERIFY(write);
    const StallCause::Breakdown& b = write->stallTime;
    QVERIFY2(write->stallCount >= 1 && b.totalS >= 0.2, qPrintable(out));
    const double right = b.seconds[int(cause)];
    double unknown = b.seconds[int(Cause::Unknown)];
    for (Cause partner : scenario.chained)
        unknown += b.seconds[int(partner)];
    const double wrong = b.totalS - right - unknown;
    qInfo("%s: %d stalls, %.2f s: %.1f %% %s, %.1f %% unknown, %.1f %% other", qPrintable(StallCause::key(cause)),
        b.count, b.totalS, 100 * right / b.totalS, qPrintable(StallCause::key(cause)), 100 * unknown / b.totalS,
        100 * wrong / b.totalS);
    for (const StallEvent& s : write->stalls) {
        if (s.cause != cause)
            qInfo("  %.3f s %s: %s", s.durationS, qPrintable(StallCause::key(s.cause)),
                qPrintable(StallCause::describe(s.cause, s.evidence)));
    }
    QVERIFY2(right >= 0.9 * b.totalS, qPrintable(b.summary()));
    QVERIFY2(wrong <= 0.05 * b.totalS, qPrintable(b.summary()));
    // The terminal says the same.
    QVERIFY2(out.contains(QLatin1String("  ") + b.summary() + QLatin1Char('\n')), qPrintable(out));
    // The longest stall's evidence names the kernel function the writer waited in.
    const auto longest = std::max_element(write->stalls.begin(), write->stalls.end(),
        [](const StallEvent& x, const StallEvent& y) { return x.durationS < y.durationS; });
    QVERIFY(longest != write->stalls.end());
    QCOMPARE(int(longest->cause), int(cause));
    QVERIFY(!longest->evidence.waits.isEmpty());
    QVERIFY2(wchans.contains(longest->evidence.waits.first().wchan), qPrintable(longest->evidence.waits.first().wchan));
}

// Issue 35: the filesystem frozen (FIFREEZE, as fsfreeze, an LVM snapshot or a backup through a
// VM's guest agent do) for 2.5 s while 2 real-time streams record into it: the writer waits on
// the freeze protection with the device idle, and the stall is called "filesystem frozen", not
// unknown. The freeze starts once the run says its write phase began (its live stream), and is
// lifted by a guard whatever happens.
void TestRealStalls::aFrozenFilesystemIsNamed()
{
    QTemporaryDir base;
    QVERIFY(base.isValid());
    const QString dir = base.filePath(QStringLiteral("fs"));
    QVERIFY(QDir().mkpath(dir));
    QString error;
    Safety::Mounts mounts;
    // Room for the run's 2 x 32 MiB (a sparse image: only what is written takes space).
    QVERIFY2(mounts.ext4(base.filePath(QStringLiteral("fs.img")), dir, 160 * kMiB, 512, {}, &error), qPrintable(error));
    const int dirFd = ::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    QVERIFY(dirFd >= 0);
    const QString json = base.filePath(QStringLiteral("r.json"));
    // Before the guard: the guard thaws first, so that ~QProcess never waits on a writer the
    // freeze holds.
    QProcess cli;
    bool frozen = false;
    auto thaw = qScopeGuard([&] {
        if (frozen)
            ::ioctl(dirFd, kThaw, 0);
        ::close(dirFd);
    });
    cli.start(QStringLiteral(STREAMSCOPE_CLI),
        { QStringLiteral("--dir"), dir, QStringLiteral("--space-margin"), QStringLiteral("0"),
            QStringLiteral("--streams"), QStringLiteral("2"), QStringLiteral("--rate"), QStringLiteral("4M/s"),
            QStringLiteral("--buffer"), QStringLiteral("16M"), QStringLiteral("--duration"), QStringLiteral("8s"),
            QStringLiteral("--block"), QStringLiteral("64k"), QStringLiteral("--read"), QStringLiteral("none"),
            QStringLiteral("--stall"), QStringLiteral("100ms"), QStringLiteral("--live"), QStringLiteral("-"),
            QStringLiteral("--json"), json });
    QVERIFY(cli.waitForStarted());
    // The write phase has begun: its "phase" event is on the live stream.
    QByteArray live;
    QDeadlineTimer deadline(60'000);
    while (!live.contains("\"phase\":\"write\"") && !deadline.hasExpired() && cli.state() == QProcess::Running) {
        cli.waitForReadyRead(200);
        live += cli.readAllStandardOutput();
    }
    QVERIFY2(live.contains("\"phase\":\"write\""), live.right(400).constData());
    QTest::qWait(500); // the streams are writing: the freeze finds the writer at work
    QVERIFY2(::ioctl(dirFd, kFreeze, 0) == 0, qPrintable(Posix::errnoText(errno)));
    frozen = true;
    QTest::qWait(2500); // how long the filesystem stays frozen: the stall the run must name
    QVERIFY(::ioctl(dirFd, kThaw, 0) == 0);
    frozen = false;
    QVERIFY(cli.waitForFinished(60'000));
    QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0,
        qPrintable(QString::fromUtf8(cli.readAllStandardError())));

    const auto report = RunReport::load(json, &error);
    QVERIFY2(report, qPrintable(error));
    QVERIFY(!report->targets.isEmpty() && !report->targets[0].passes.isEmpty());
    const PhaseResult* write = report->targets[0].passes[0].phase(PhaseKind::Write);
    QVERIFY(write);
    const StallCause::Breakdown& b = write->stallTime;
    const double right = b.seconds[int(Cause::FilesystemFrozen)];
    const double unknown = b.seconds[int(Cause::Unknown)];
    qInfo("filesystem-frozen: %d stalls, %.2f s: %.1f %% frozen, %.1f %% unknown", b.count, b.totalS,
        100 * right / b.totalS, 100 * unknown / b.totalS);
    for (const StallEvent& s : write->stalls) {
        qInfo("  %.3f s %s: %s", s.durationS, qPrintable(StallCause::key(s.cause)),
            qPrintable(StallCause::describe(s.cause, s.evidence)));
    }
    // The freeze's 2.5 s are the frozen stall's; a short stall of the end-of-phase fdatasync after
    // the thaw may come with its own (right) cause.
    QVERIFY2(right >= 2.0, qPrintable(b.summary()));
    const auto longest = std::max_element(write->stalls.begin(), write->stalls.end(),
        [](const StallEvent& x, const StallEvent& y) { return x.durationS < y.durationS; });
    QVERIFY(longest != write->stalls.end());
    QCOMPARE(int(longest->cause), int(Cause::FilesystemFrozen));
    QVERIFY2(longest->durationS >= 2.0, qPrintable(QString::number(longest->durationS)));
    QVERIFY(!longest->evidence.waits.isEmpty());
    QCOMPARE(int(StallCause::waitKind(longest->evidence.waits.first().wchan)), int(StallCause::WaitKind::Freeze));
    const QString said = StallCause::describe(longest->cause, longest->evidence);
    QVERIFY2(
        said.contains(QStringLiteral("freeze lock")) && said.contains(QStringLiteral("device idle")), qPrintable(said));
}

QTEST_GUILESS_MAIN(TestRealStalls)
#include "tst_realstalls.moc"
