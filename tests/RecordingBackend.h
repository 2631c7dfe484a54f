#pragma once

// A real POSIX backend that logs every call the engine makes, in the order they happen, so
// that tests can check what the run options mean at the system-call level: which flags reach
// open(), which thread writes which block of which file, where the fdatasyncs fall.
#include "IoBackend.h"

#include <QList>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <set>
#include <sys/stat.h>
#include <thread>
#include <unordered_map>

class RecordingBackend final : public IoBackend {
public:
    enum class Op { Open, Write, Read, Sync, Fallocate, DropCache, Close, Phase };

    struct Call {
        Op op = Op::Open;
        PhaseKind phase = PhaseKind::Write; // the phase in effect; for Op::Phase the one that begins
        int stream = -1; // from the file name stream-NNNN.dat; -1 for other files
        int flags = 0; // Open only
        int64_t offset = 0; // Write, Read
        int64_t size = 0; // Write, Read: bytes asked for; Fallocate: length; Open: file size once open
        ino_t inode = 0; // Open only
        std::thread::id thread;
        int64_t result = 0;
    };

    // Makes the first write of every thread in the write phase wait until `threads` distinct
    // threads have each reached their first write: writers that run one after another instead
    // of side by side never all arrive, and the wait gives up after `timeout` and counts it.
    void requireConcurrentWriters(int threads, std::chrono::milliseconds timeout)
    {
        std::lock_guard lock(m_mutex);
        m_rendezvousThreads = threads;
        m_rendezvousTimeout = timeout;
    }
    int rendezvousTimeouts() const
    {
        std::lock_guard lock(m_mutex);
        return m_rendezvousTimeouts;
    }

    QList<Call> calls() const
    {
        std::lock_guard lock(m_mutex);
        return m_calls;
    }

    int openAt(int dirFd, const char* name, int flags, mode_t mode) override
    {
        const int fd = m_real.openAt(dirFd, name, flags, mode);
        Call call = make(Op::Open, streamIndexOf(name));
        call.flags = flags;
        call.result = fd;
        struct stat st { };
        if (fd >= 0 && ::fstat(fd, &st) == 0) {
            call.size = int64_t(st.st_size);
            call.inode = st.st_ino;
        }
        std::lock_guard lock(m_mutex);
        if (fd >= 0)
            m_streamOfFd[fd] = call.stream;
        append(std::move(call));
        return fd;
    }

    ssize_t pwrite(int fd, const void* buffer, size_t count, off_t offset) override
    {
        meetOtherWriters();
        const ssize_t n = m_real.pwrite(fd, buffer, count, offset);
        log(Op::Write, fd, offset, int64_t(count), n);
        return n;
    }

    ssize_t pread(int fd, void* buffer, size_t count, off_t offset) override
    {
        const ssize_t n = m_real.pread(fd, buffer, count, offset);
        log(Op::Read, fd, offset, int64_t(count), n);
        return n;
    }

    int fdatasync(int fd) override
    {
        const int rc = m_real.fdatasync(fd);
        log(Op::Sync, fd, 0, 0, rc);
        return rc;
    }

    int fallocate(int fd, off_t length) override
    {
        const int rc = m_real.fallocate(fd, length);
        log(Op::Fallocate, fd, 0, int64_t(length), rc);
        return rc;
    }

    int dropCache(int fd) override
    {
        const int rc = m_real.dropCache(fd);
        log(Op::DropCache, fd, 0, 0, rc);
        return rc;
    }

    int close(int fd) override
    {
        // Logged before the real close: once the descriptor is released another thread may
        // open a file under the same number.
        log(Op::Close, fd, 0, 0, 0);
        {
            std::lock_guard lock(m_mutex);
            m_streamOfFd.erase(fd);
        }
        return m_real.close(fd);
    }

    void phaseChanged(PhaseKind kind) override
    {
        std::lock_guard lock(m_mutex);
        m_phase = kind;
        append(make(Op::Phase, -1));
    }

private:
    static int streamIndexOf(const char* name)
    {
        int index = -1;
        if (std::sscanf(name, "stream-%d.dat", &index) == 1)
            return index;
        return -1;
    }

    // Only fields that need no lock; phase is filled in by append().
    static Call make(Op op, int stream)
    {
        Call call;
        call.op = op;
        call.stream = stream;
        call.thread = std::this_thread::get_id();
        return call;
    }

    // Holds m_mutex.
    void append(Call&& call)
    {
        call.phase = m_phase;
        m_calls.append(std::move(call));
    }

    void log(Op op, int fd, int64_t offset, int64_t size, int64_t result)
    {
        std::lock_guard lock(m_mutex);
        const auto it = m_streamOfFd.find(fd);
        Call call = make(op, it != m_streamOfFd.end() ? it->second : -1);
        call.offset = offset;
        call.size = size;
        call.result = result;
        append(std::move(call));
    }

    void meetOtherWriters()
    {
        std::unique_lock lock(m_mutex);
        if (m_rendezvousThreads <= 0 || m_phase != PhaseKind::Write)
            return;
        if (!m_arrived.insert(std::this_thread::get_id()).second)
            return; // only a thread's first write waits
        if (int(m_arrived.size()) >= m_rendezvousThreads) {
            m_allArrived.notify_all();
            return;
        }
        if (!m_allArrived.wait_for(
                lock, m_rendezvousTimeout, [this] { return int(m_arrived.size()) >= m_rendezvousThreads; })) {
            ++m_rendezvousTimeouts;
        }
    }

    PosixIoBackend m_real;
    mutable std::mutex m_mutex;
    QList<Call> m_calls;
    std::unordered_map<int, int> m_streamOfFd;
    PhaseKind m_phase = PhaseKind::Write;
    int m_rendezvousThreads = 0;
    std::chrono::milliseconds m_rendezvousTimeout { 0 };
    std::set<std::thread::id> m_arrived;
    std::condition_variable m_allArrived;
    int m_rendezvousTimeouts = 0;
};
