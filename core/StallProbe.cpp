#include "StallProbe.h"

#include "Posix.h"

#include <QFile>
#include <algorithm>
#include <cerrno>
#include <ctime>
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace StallProbe {

namespace {
QList<QByteArrayView> blanks(QByteArrayView line)
{
    QList<QByteArrayView> out;
    qsizetype i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\n'))
            ++i;
        const qsizetype start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\n')
            ++i;
        if (i > start)
            out.append(line.sliced(start, i - start));
    }
    return out;
}

std::optional<uint64_t> toU64(QByteArrayView text)
{
    bool ok = false;
    const qulonglong v = text.toULongLong(&ok);
    return ok ? std::optional<uint64_t>(v) : std::nullopt;
}

// Reads a whole small file (at most `limit` bytes) relative to `dirFd`; nullopt on error.
std::optional<QByteArray> readAt(int dirFd, const char* path, qsizetype limit = 4096)
{
    const int fd = ::openat(dirFd, path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return std::nullopt;
    QByteArray buf(limit, Qt::Uninitialized);
    qsizetype got = 0;
    while (got < limit) {
        const ssize_t n = ::read(fd, buf.data() + got, size_t(limit - got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (n < 0) {
                ::close(fd);
                return std::nullopt;
            }
            break;
        }
        got += n;
    }
    ::close(fd);
    buf.truncate(got);
    return buf;
}

// One read of a small /proc file from offset 0 into `buf`; its length, or -1.
ssize_t preadAll(int fd, char* buf, size_t size)
{
    size_t got = 0;
    while (got < size) {
        const ssize_t n = ::pread(fd, buf + got, size - got, off_t(got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return -1;
        if (n == 0)
            break;
        got += size_t(n);
    }
    return ssize_t(got);
}

// The syscall a thread is in from its syscall file: "running", or the number and its
// arguments ("-1 ..." while not in a syscall); -1 for all but a number.
int parseSyscall(QByteArrayView syscall)
{
    const QList<QByteArrayView> fields = blanks(syscall);
    if (fields.isEmpty() || fields[0] == QByteArrayView("running"))
        return -1;
    bool ok = false;
    const int n = fields[0].toInt(&ok);
    return ok && n >= 0 && n < 4096 ? n : -1;
}

int64_t readNumber(const QString& path)
{
    const auto text = readAt(AT_FDCWD, QFile::encodeName(path).constData(), 64);
    if (!text)
        return -1;
    bool ok = false;
    const qlonglong v = text->trimmed().toLongLong(&ok);
    return ok ? v : -1;
}

// The CPU-time clock of another thread of this process (the kernel's ABI:
// MAKE_THREAD_CPUCLOCK(tid, CPUCLOCK_SCHED)).
int64_t threadCpuNs(int tid)
{
    const clockid_t clock = clockid_t((~unsigned(tid)) << 3) | 6;
    timespec ts {};
    if (::clock_gettime(clock, &ts) != 0)
        return -1;
    return int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}
} // namespace

std::optional<ThreadReading> parseThread(const QByteArray& stat, const QByteArray& wchan, const QByteArray& syscall)
{
    ThreadReading r;
    // The command name in parentheses may itself hold ") ": the state follows the last one.
    const qsizetype close = stat.lastIndexOf(')');
    if (close < 0 || close + 2 >= stat.size() || stat[close + 1] != ' ')
        return std::nullopt;
    const char state = stat[close + 2];
    if (state < 'A' || state > 'z')
        return std::nullopt;
    r.state = state;
    const QByteArray w = wchan.trimmed();
    if (w != "0")
        r.wchan = w.left(128);
    r.syscall = parseSyscall(syscall);
    r.ok = true;
    return r;
}

std::optional<DeviceCounters> parseDeviceCounters(const QByteArray& statFile)
{
    const QList<QByteArrayView> f = blanks(statFile);
    if (f.size() < 11)
        return std::nullopt;
    DeviceCounters d;
    const auto inFlight = toU64(f[8]);
    const auto ticks = toU64(f[9]);
    if (!inFlight || !ticks)
        return std::nullopt;
    d.inFlight = *inFlight;
    d.ioTicksMs = *ticks;
    if (f.size() >= 17) {
        const auto flushes = toU64(f[15]);
        const auto flushMs = toU64(f[16]);
        if (flushes && flushMs) {
            d.hasFlush = true;
            d.flushes = *flushes;
            d.flushMs = *flushMs;
        }
    }
    return d;
}

std::optional<Journal> parseJournal(const QByteArray& info)
{
    // "258 transactions (258 requested), each up to 1365 blocks" ... "  6913us average transaction commit time"
    Journal j;
    bool haveCount = false;
    bool haveCommit = false;
    for (const QByteArray& line : info.split('\n')) {
        const QList<QByteArrayView> f = blanks(line);
        if (f.size() >= 2 && f[1] == QByteArrayView("transactions")) {
            if (const auto n = toU64(f[0])) {
                j.transactions = int64_t(*n);
                haveCount = true;
            }
        } else if (line.contains("average transaction commit time") && !f.isEmpty() && f[0].endsWith("us")) {
            if (const auto us = toU64(f[0].chopped(2))) {
                j.averageCommitUs = double(*us);
                haveCommit = true;
            }
        }
    }
    if (!haveCount || !haveCommit)
        return std::nullopt;
    return j;
}

void parseReclaim(const QByteArray& vmstat, int64_t* allocStalls, int64_t* pagesScannedDirect)
{
    *allocStalls = -1;
    *pagesScannedDirect = -1;
    for (const QByteArray& line : vmstat.split('\n')) {
        const QList<QByteArrayView> f = blanks(line);
        if (f.size() != 2)
            continue;
        const auto v = toU64(f[1]);
        if (!v)
            continue;
        if (f[0].startsWith("allocstall_") || f[0] == QByteArrayView("allocstall"))
            *allocStalls = std::max<int64_t>(0, *allocStalls) + int64_t(*v);
        else if (f[0] == QByteArrayView("pgscan_direct"))
            *pagesScannedDirect = int64_t(*v);
    }
}

namespace {
class LiveSource final : public Source {
public:
    explicit LiveSource(const SysProbe::BlockDevice& device)
    {
        m_taskFd = ::open("/proc/self/task", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        const long pageSize = ::sysconf(_SC_PAGESIZE);
        if (pageSize > 0)
            m_pageSize = pageSize;
        if (device.present) {
            m_statPath = QFile::encodeName(device.statPath);
            m_journalPath = QFile::encodeName(QStringLiteral("/proc/fs/jbd2/%1-8/info").arg(device.name));
            const QString queue = QStringLiteral("/sys/block/%1/queue/")
                                      .arg(device.wholeDisk.isEmpty() ? device.name : device.wholeDisk);
            m_settings.queueDepth = readNumber(queue + QStringLiteral("nr_requests"));
            m_settings.stableWrites = int(readNumber(queue + QStringLiteral("stable_writes")));
            m_settings.bdi = SysProbe::readBdiLimits(device.bdiPath);
        }
    }
    ~LiveSource() override
    {
        for (OpenThread& t : m_open)
            release(&t);
        for (KeptFile* f : { &m_vmstat, &m_ioPressure, &m_memoryPressure, &m_deviceStat, &m_journal })
            f->close();
        if (m_taskFd >= 0)
            ::close(m_taskFd);
    }
    LiveSource(const LiveSource&) = delete;
    LiveSource& operator=(const LiveSource&) = delete;

    ThreadReading readThread(int tid, bool sameOp) override
    {
        OpenThread* open = openThread(tid);
        if (open) {
            if (auto r = readOpen(*open, sameOp)) {
                r->cpuNs = threadCpuNs(tid);
                return *r;
            }
            // The thread is gone (its files say ESRCH), or the id now names another thread.
            release(open);
        }
        char path[64];
        auto file = [&](const char* name, qsizetype limit) {
            std::snprintf(path, sizeof path, "%d/%s", tid, name);
            return readAt(m_taskFd, path, limit);
        };
        const auto stat = file("stat", 1024);
        const auto wchan = file("wchan", 256);
        const auto sys = file("syscall", 256);
        if (!stat || !wchan)
            return {};
        auto r = parseThread(*stat, *wchan, sys.value_or(QByteArray()));
        if (!r)
            return {};
        r->cpuNs = threadCpuNs(tid);
        return *r;
    }

    void watching(const std::vector<int>& tids) override
    {
        for (OpenThread& t : m_open) {
            if (t.tid > 0 && std::find(tids.begin(), tids.end(), t.tid) == tids.end())
                release(&t);
        }
    }

    Reading readKernel() override
    {
        Reading r;
        r.monotonicNs = monotonicNs();
        if (const auto vm = m_vmstat.read("/proc/vmstat", 32768)) {
            r.vm = SysProbe::parseVmstat(*vm, m_pageSize);
            parseReclaim(*vm, &r.allocStalls, &r.pagesScannedDirect);
        }
        if (const auto io = m_ioPressure.read("/proc/pressure/io", 512))
            r.io = SysProbe::parsePressure(*io);
        if (const auto memory = m_memoryPressure.read("/proc/pressure/memory", 512))
            r.memory = SysProbe::parsePressure(*memory);
        if (!m_statPath.isEmpty()) {
            if (const auto stat = m_deviceStat.read(m_statPath.constData(), 512))
                r.device = parseDeviceCounters(*stat);
            if (const auto journal = m_journal.read(m_journalPath.constData(), 2048))
                r.journal = parseJournal(*journal);
        }
        return r;
    }

    DeviceSettings settings() override { return m_settings; }

private:
    // A kernel file read at every look while ops are watched (every 10 ms at most): opened once
    // and read again from offset 0 into the same buffer, as LiveProbe does for the ticks. An
    // open and a close of a /proc path per read were a quarter of the looks' CPU, which on a
    // busy machine competes with the very I/O thread being watched. A file that cannot be
    // opened (no PSI, no journal) is not tried again.
    struct KeptFile {
        int fd = -1;
        bool failed = false;
        QByteArray buf;

        std::optional<QByteArray> read(const char* path, qsizetype limit)
        {
            if (fd < 0 && !failed) {
                fd = ::open(path, O_RDONLY | O_CLOEXEC);
                failed = fd < 0;
            }
            if (fd < 0)
                return std::nullopt;
            if (buf.size() != limit)
                buf = QByteArray(limit, Qt::Uninitialized);
            const ssize_t n = preadAll(fd, buf.data(), size_t(limit));
            if (n < 0)
                return std::nullopt;
            // A view of the buffer, valid until the next read(): the parsers copy what they keep.
            return QByteArray::fromRawData(buf.constData(), qsizetype(n));
        }
        void close()
        {
            if (fd >= 0)
                ::close(fd);
            fd = -1;
        }
    };

    // A watched thread's files, open between looks; tid 0: a free slot.
    struct OpenThread {
        int tid = 0;
        int stat = -1;
        int wchan = -1;
        int syscall = -1;
        ThreadReading last; // for the syscall of an unchanged thread
    };

    // The open files of `tid`, opened now when a slot is free; nullptr: read by path.
    OpenThread* openThread(int tid)
    {
        OpenThread* free = nullptr;
        for (OpenThread& t : m_open) {
            if (t.tid == tid)
                return &t;
            if (t.tid == 0 && !free)
                free = &t;
        }
        if (!free || m_taskFd < 0)
            return nullptr;
        char path[64];
        auto open = [&](const char* name) {
            std::snprintf(path, sizeof path, "%d/%s", tid, name);
            return ::openat(m_taskFd, path, O_RDONLY | O_CLOEXEC);
        };
        free->tid = tid;
        free->stat = open("stat");
        free->wchan = open("wchan");
        free->syscall = open("syscall");
        free->last = {};
        if (free->stat < 0 || free->wchan < 0) {
            release(free);
            return nullptr;
        }
        return free;
    }

    std::optional<ThreadReading> readOpen(OpenThread& t, bool sameOp)
    {
        char statBuf[1024];
        char wchanBuf[256];
        const ssize_t statLen = preadAll(t.stat, statBuf, sizeof statBuf);
        const ssize_t wchanLen = preadAll(t.wchan, wchanBuf, sizeof wchanBuf);
        // A thread that exited reads as empty or ESRCH through files opened before.
        if (statLen <= 0 || wchanLen <= 0)
            return std::nullopt;
        // The wait channel is kept in the reading: a copy, not the stack buffer.
        std::optional<ThreadReading> r
            = parseThread(QByteArray::fromRawData(statBuf, statLen), QByteArray(wchanBuf, wchanLen), QByteArray());
        if (!r)
            return std::nullopt;
        if (sameOp && t.last.ok && t.last.state == r->state && t.last.wchan == r->wchan) {
            r->syscall = t.last.syscall; // same op, same state, same wait: the same syscall
        } else if (t.syscall >= 0) {
            char sysBuf[256];
            const ssize_t sysLen = preadAll(t.syscall, sysBuf, sizeof sysBuf);
            r->syscall = sysLen > 0 ? parseSyscall(QByteArrayView(sysBuf, sysLen)) : -1;
        }
        t.last = *r;
        return r;
    }

    static void release(OpenThread* t)
    {
        for (int* fd : { &t->stat, &t->wchan, &t->syscall }) {
            if (*fd >= 0)
                ::close(*fd);
            *fd = -1;
        }
        *t = OpenThread {};
    }

    OpenThread m_open[kMaxOpenThreads];
    int m_taskFd = -1;
    int64_t m_pageSize = 4096;
    QByteArray m_statPath;
    QByteArray m_journalPath;
    KeptFile m_vmstat;
    KeptFile m_ioPressure;
    KeptFile m_memoryPressure;
    KeptFile m_deviceStat;
    KeptFile m_journal;
    DeviceSettings m_settings;
};
} // namespace

std::unique_ptr<Source> makeLiveSource(const SysProbe::BlockDevice& device)
{
    return std::make_unique<LiveSource>(device);
}

int currentTid()
{
    return int(::syscall(SYS_gettid));
}

} // namespace StallProbe
