#pragma once

#include "Phase.h"

#include <sys/types.h>

// Every file operation of a run goes through this interface, so tests can inject errors,
// short writes, delays and bandwidth limits without touching the engine. Results follow the
// kernel's convention minus errno: a non-negative value on success, -errno on failure.
// Implementations must be safe to call from several I/O threads at once.
class IoBackend {
public:
    virtual ~IoBackend() = default;
    virtual int openAt(int dirFd, const char* name, int flags, mode_t mode) = 0;
    virtual ssize_t pwrite(int fd, const void* buffer, size_t count, off_t offset) = 0;
    virtual ssize_t pread(int fd, void* buffer, size_t count, off_t offset) = 0;
    virtual int fdatasync(int fd) = 0;
    virtual int fallocate(int fd, off_t length) = 0;
    // posix_fadvise(POSIX_FADV_DONTNEED) over the whole file.
    virtual int dropCache(int fd) = 0;
    virtual int close(int fd) = 0;
    // Called by the engine's control thread when a phase begins (not on the hot path).
    virtual void phaseChanged(PhaseKind) { }
};

// Plain POSIX calls, nothing else.
class PosixIoBackend final : public IoBackend {
public:
    int openAt(int dirFd, const char* name, int flags, mode_t mode) override;
    ssize_t pwrite(int fd, const void* buffer, size_t count, off_t offset) override;
    ssize_t pread(int fd, void* buffer, size_t count, off_t offset) override;
    int fdatasync(int fd) override;
    int fallocate(int fd, off_t length) override;
    int dropCache(int fd) override;
    int close(int fd) override;
};
