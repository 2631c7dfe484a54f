// The live StallProbe source on this kernel: a look at a thread of this process blocked in
// read() on a pipe, with the thread's files kept open between looks (at most
// StallProbe::kMaxOpenThreads threads) and let go when the sampler no longer watches it.
#include "StallProbe.h"
#include "SystemProbe.h"

#include <QDir>
#include <QTest>
#include <atomic>
#include <memory>
#include <sys/syscall.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace {

// Threads asleep in read() until their pipe is closed.
class Sleepers {
public:
    explicit Sleepers(int n)
    {
        if (::pipe(m_pipe) != 0)
            return;
        m_tids = std::make_unique<std::atomic<int>[]>(size_t(n));
        for (int i = 0; i < n; ++i) {
            m_threads.emplace_back([this, i] {
                m_tids[size_t(i)].store(StallProbe::currentTid());
                char c;
                while (::read(m_pipe[0], &c, 1) < 0) { }
            });
        }
    }
    ~Sleepers() { stop(); }
    void stop()
    {
        if (m_pipe[1] >= 0)
            ::close(m_pipe[1]);
        m_pipe[1] = -1;
        for (auto& t : m_threads)
            t.join();
        m_threads.clear();
        if (m_pipe[0] >= 0)
            ::close(m_pipe[0]);
        m_pipe[0] = -1;
    }
    // The id of thread `i` once it published it (it then reaches its read() at once).
    int tid(int i) const
    {
        while (m_tids[size_t(i)].load() == 0)
            std::this_thread::yield();
        return m_tids[size_t(i)].load();
    }

private:
    int m_pipe[2] = { -1, -1 };
    std::unique_ptr<std::atomic<int>[]> m_tids;
    std::vector<std::thread> m_threads;
};

int openFiles()
{
    return int(QDir(QStringLiteral("/proc/self/fd")).entryList(QDir::Files | QDir::System).size());
}

// Reads `tid` until the kernel shows it asleep (it may not have reached read() yet), or gone.
StallProbe::ThreadReading asleep(StallProbe::Source& source, int tid)
{
    for (bool sameOp = false;; sameOp = true) {
        const StallProbe::ThreadReading r = source.readThread(tid, sameOp);
        if (!r.ok || (r.state == 'S' && !r.wchan.isEmpty()))
            return r;
        std::this_thread::yield();
    }
}

} // namespace

class TestStallProbe : public QObject {
    Q_OBJECT
private slots:
    void keepsTheFilesOfWatchedThreadsOpen();
    void opensAtMostTheCapAndReadsTheRestByPath();
    void threadThatExitedReadsAsGone();
    void keepsTheKernelFilesOpenAndReadsThemWhole();
};

void TestStallProbe::keepsTheFilesOfWatchedThreadsOpen()
{
    Sleepers sleepers(1);
    const int tid = sleepers.tid(0);
    auto source = StallProbe::makeLiveSource(SysProbe::BlockDevice {});
    const int before = openFiles();
    const StallProbe::ThreadReading r = asleep(*source, tid);
    QVERIFY(r.ok);
    QCOMPARE(r.state, 'S');
    QVERIFY(!r.wchan.isEmpty());
    QCOMPARE(r.syscall, int(SYS_read));
    QVERIFY(r.cpuNs >= 0);
    QCOMPARE(openFiles(), before + 3); // stat, wchan, syscall
    // Read again from the open files (the syscall kept: same op, same state and wait).
    const StallProbe::ThreadReading again = source->readThread(tid, true);
    QCOMPARE(again.state, 'S');
    QCOMPARE(again.wchan, r.wchan);
    QCOMPARE(again.syscall, int(SYS_read));
    QCOMPARE(openFiles(), before + 3);
    source->watching({ tid });
    QCOMPARE(openFiles(), before + 3);
    source->watching({});
    QCOMPARE(openFiles(), before);
}

void TestStallProbe::opensAtMostTheCapAndReadsTheRestByPath()
{
    constexpr int kThreads = StallProbe::kMaxOpenThreads + 8;
    Sleepers sleepers(kThreads);
    auto source = StallProbe::makeLiveSource(SysProbe::BlockDevice {});
    const int before = openFiles();
    std::vector<int> tids;
    for (int i = 0; i < kThreads; ++i) {
        tids.push_back(sleepers.tid(i));
        const StallProbe::ThreadReading r = asleep(*source, tids.back());
        QVERIFY(r.ok);
        QCOMPARE(r.state, 'S');
        QCOMPARE(r.syscall, int(SYS_read));
    }
    QCOMPARE(openFiles(), before + 3 * StallProbe::kMaxOpenThreads);
    // Let go of the first ten: their slots take the next threads read.
    source->watching(std::vector<int>(tids.begin() + 10, tids.end()));
    QCOMPARE(openFiles(), before + 3 * (StallProbe::kMaxOpenThreads - 10));
    for (int i = StallProbe::kMaxOpenThreads; i < kThreads; ++i)
        QVERIFY(source->readThread(tids[size_t(i)], true).ok);
    QCOMPARE(openFiles(), before + 3 * (StallProbe::kMaxOpenThreads - 2));
    source.reset();
    QCOMPARE(openFiles(), before);
}

// The kernel-wide files of the looks are opened once and read again from their start: every
// reading is whole (an empty or partial text would not parse), and no descriptor leaks.
void TestStallProbe::keepsTheKernelFilesOpenAndReadsThemWhole()
{
    auto source = StallProbe::makeLiveSource(SysProbe::BlockDevice {});
    const int before = openFiles();
    const StallProbe::Reading first = source->readKernel();
    if (!first.vm)
        QSKIP("this kernel has no readable /proc/vmstat");
    const int kept = openFiles();
    QVERIFY(kept > before);
    QVERIFY(kept <= before + 3); // vmstat and the two pressure files: no device was given
    for (int i = 0; i < 3; ++i) {
        const StallProbe::Reading again = source->readKernel();
        QVERIFY(again.vm);
        QCOMPARE(bool(again.io), bool(first.io));
        QCOMPARE(bool(again.memory), bool(first.memory));
        QCOMPARE(openFiles(), kept);
    }
    source.reset();
    QCOMPARE(openFiles(), before);
}

void TestStallProbe::threadThatExitedReadsAsGone()
{
    Sleepers sleepers(1);
    const int tid = sleepers.tid(0);
    auto source = StallProbe::makeLiveSource(SysProbe::BlockDevice {});
    QVERIFY(asleep(*source, tid).ok);
    sleepers.stop(); // joined: the thread is gone (and its pipe closed)
    const int withFiles = openFiles();
    QVERIFY(!source->readThread(tid, true).ok);
    QCOMPARE(openFiles(), withFiles - 3); // its files let go
}

QTEST_GUILESS_MAIN(TestStallProbe)
#include "tst_stallprobe.moc"
