#pragma once

// An IoBackend that passes every call on to another one (tests derive from it and override
// only the calls they watch or steer), and one that holds a write until the test says so.
#include "IoBackend.h"

#include <atomic>
#include <chrono>
#include <cstring>
#include <functional>
#include <thread>

class ForwardingBackend : public IoBackend {
public:
    explicit ForwardingBackend(IoBackend& next)
        : m_next(next)
    { }
    int openAt(int dirFd, const char* name, int flags, mode_t mode) override
    {
        return m_next.openAt(dirFd, name, flags, mode);
    }
    ssize_t pwrite(int fd, const void* buffer, size_t count, off_t offset) override
    {
        return m_next.pwrite(fd, buffer, count, offset);
    }
    ssize_t pread(int fd, void* buffer, size_t count, off_t offset) override
    {
        return m_next.pread(fd, buffer, count, offset);
    }
    int fdatasync(int fd) override { return m_next.fdatasync(fd); }
    int fallocate(int fd, off_t length) override { return m_next.fallocate(fd, length); }
    int dropCache(int fd) override { return m_next.dropCache(fd); }
    int close(int fd) override { return m_next.close(fd); }
    void phaseChanged(PhaseKind kind) override { m_next.phaseChanged(kind); }

protected:
    IoBackend& m_next;
};

// Holds one write until `release()` says so, or 30 s have passed (then the test fails instead
// of hanging): what a test wants to see happen while a write is blocked does happen, however
// slowly a loaded machine runs the other threads. The write held is the first one at or past
// `offset` into a file whose name ends in `file` (any file when empty).
class GatedBackend final : public ForwardingBackend {
public:
    GatedBackend(IoBackend& next, const char* file, int64_t offset, std::function<bool()> release)
        : ForwardingBackend(next)
        , m_file(file)
        , m_offset(offset)
        , m_release(std::move(release))
    { }
    int openAt(int dirFd, const char* name, int flags, mode_t mode) override
    {
        const int fd = m_next.openAt(dirFd, name, flags, mode);
        const size_t length = std::strlen(name);
        const size_t suffix = std::strlen(m_file);
        if (fd >= 0 && length >= suffix && std::strcmp(name + length - suffix, m_file) == 0)
            m_fd.store(fd);
        return fd;
    }
    ssize_t pwrite(int fd, const void* buffer, size_t count, off_t offset) override
    {
        if (offset >= m_offset && (m_file[0] == 0 || fd == m_fd.load()) && !m_held.exchange(true)) {
            const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
            while (!m_release() && std::chrono::steady_clock::now() < deadline)
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return m_next.pwrite(fd, buffer, count, offset);
    }
    bool held() const { return m_held.load(); }

private:
    const char* m_file;
    int64_t m_offset;
    std::function<bool()> m_release;
    std::atomic<int> m_fd { -1 };
    std::atomic<bool> m_held { false };
};
