#include "FaultInjectingBackend.h"

#include "Posix.h"

#include <cstdio>
#include <cstring>
#include <thread>

namespace {
void sleepNs(int64_t ns)
{
    if (ns > 0)
        std::this_thread::sleep_for(std::chrono::nanoseconds(ns));
}

// Files are named stream-NNNN.dat by the engine; anything else has no stream index.
int streamIndexOf(const char* name)
{
    int index = -1;
    if (std::sscanf(name, "stream-%d.dat", &index) == 1)
        return index;
    return -1;
}
} // namespace

void FaultInjectingBackend::addFault(const Fault& fault)
{
    std::lock_guard lock(m_mutex);
    m_faults.append(fault);
}

void FaultInjectingBackend::setWriteBandwidth(double bytesPerSecond)
{
    std::lock_guard lock(m_mutex);
    m_bandwidth = bytesPerSecond;
    m_bandwidthNextFreeNs = 0;
}

FaultInjectingBackend::Decision FaultInjectingBackend::decide(Fault::Op op, int fd, int64_t offset)
{
    int stream = -1;
    {
        std::lock_guard lock(m_mutex);
        const auto it = m_streamOfFd.find(fd);
        if (it != m_streamOfFd.end())
            stream = it->second;
    }
    return decideFor(op, stream, offset);
}

FaultInjectingBackend::Decision FaultInjectingBackend::decideFor(Fault::Op op, int stream, int64_t offset)
{
    std::lock_guard lock(m_mutex);
    const int phase = m_phase.load();
    Decision decision;
    for (Fault& f : m_faults) {
        if (f.times == 0 || f.op != op)
            continue;
        if (f.phase && int(*f.phase) != phase)
            continue;
        if (f.stream >= 0 && f.stream != stream)
            continue;
        if (offset < f.atOffset)
            continue;
        if (f.times > 0)
            --f.times;
        m_fired.fetch_add(1);
        decision.error = f.error;
        decision.delayNs = f.delayNs;
        decision.shortTransfer = f.shortTransfer;
        break;
    }
    return decision;
}

void FaultInjectingBackend::throttle(size_t bytes)
{
    int64_t waitUntil = 0;
    {
        std::lock_guard lock(m_mutex);
        if (m_bandwidth <= 0)
            return;
        // A device with a queue keeps working while the host is late: up to 20 ms of the
        // writer's scheduling delay is not lost bandwidth, so the model measures the device,
        // not the test machine's load.
        const int64_t now = monotonicNs();
        const int64_t start = std::max(now - 20'000'000, m_bandwidthNextFreeNs);
        m_bandwidthNextFreeNs = start + int64_t(double(bytes) / m_bandwidth * 1e9);
        waitUntil = m_bandwidthNextFreeNs;
    }
    sleepNs(waitUntil - monotonicNs());
}

int FaultInjectingBackend::openAt(int dirFd, const char* name, int flags, mode_t mode)
{
    // An open has no descriptor yet: the stream is the one the file name says.
    const Decision d = decideFor(Fault::Op::Open, streamIndexOf(name), 0);
    sleepNs(d.delayNs);
    if (d.error)
        return -d.error;
    const int fd = m_real.openAt(dirFd, name, flags, mode);
    if (fd >= 0) {
        std::lock_guard lock(m_mutex);
        m_streamOfFd[fd] = streamIndexOf(name);
    }
    return fd;
}

ssize_t FaultInjectingBackend::pwrite(int fd, const void* buffer, size_t count, off_t offset)
{
    const Decision d = decide(Fault::Op::Write, fd, offset);
    sleepNs(d.delayNs);
    if (d.error)
        return -d.error;
    const size_t n = d.shortTransfer ? std::max<size_t>(1, count / 2) : count;
    throttle(n);
    return m_real.pwrite(fd, buffer, n, offset);
}

ssize_t FaultInjectingBackend::pread(int fd, void* buffer, size_t count, off_t offset)
{
    const Decision d = decide(Fault::Op::Read, fd, offset);
    sleepNs(d.delayNs);
    if (d.error)
        return -d.error;
    return m_real.pread(fd, buffer, d.shortTransfer ? std::max<size_t>(1, count / 2) : count, offset);
}

int FaultInjectingBackend::fdatasync(int fd)
{
    const Decision d = decide(Fault::Op::Sync, fd, 0);
    sleepNs(d.delayNs);
    return d.error ? -d.error : m_real.fdatasync(fd);
}

int FaultInjectingBackend::fallocate(int fd, off_t length)
{
    const Decision d = decide(Fault::Op::Fallocate, fd, 0);
    sleepNs(d.delayNs);
    return d.error ? -d.error : m_real.fallocate(fd, length);
}

int FaultInjectingBackend::dropCache(int fd)
{
    return m_real.dropCache(fd);
}

int FaultInjectingBackend::close(int fd)
{
    const Decision d = decide(Fault::Op::Close, fd, 0);
    {
        std::lock_guard lock(m_mutex);
        m_streamOfFd.erase(fd);
    }
    // A failed close still releases the descriptor, as close(2) does on Linux.
    const int real = m_real.close(fd);
    return d.error ? -d.error : real;
}
