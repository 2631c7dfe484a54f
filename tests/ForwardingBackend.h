#pragma once

// An IoBackend that passes every call on to another one. Tests derive from it and override
// only the calls they watch or steer.
#include "IoBackend.h"

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
