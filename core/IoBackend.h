#pragma once

#include "Phase.h"

#include <cerrno>
#include <sys/syscall.h>
#include <sys/types.h>
#include <unistd.h>

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
    // True when the calls go straight to the kernel, with no delays, faults or limits of the
    // backend's own: only then does what the device takes (DeviceRate, which writes past any
    // backend) say how this backend's writes will fare, and may guide a capacity search.
    virtual bool reachesTheDeviceAsIs() const { return false; }
};

// The system call itself, returning -errno. glibc's pwrite() and pread() are thread
// cancellation points: in a process with more than one thread (the sampler's, always) each
// call brackets the system call with two atomic read-modify-writes of the thread's cancel
// state, ~0.6 % of a tmpfs run's CPU that the seeds' single-threaded loops never pay (perf,
// bench/README.md section 6). StreamScope never cancels a thread, so it calls the kernel
// directly: the same system call with the same arguments, one per op as before. Sanitizer
// builds keep libc's calls, which their interceptors check.
#if defined(__x86_64__) && !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
#define STREAMSCOPE_RAW_IO_SYSCALLS 1
namespace RawIo {
inline long syscall4(long number, long a, long b, long c, long d)
{
    long ret;
    register long r10 asm("r10") = d;
    asm volatile("syscall" : "=a"(ret) : "0"(number), "D"(a), "S"(b), "d"(c), "r"(r10) : "rcx", "r11", "memory");
    return ret; // -4095 .. -1 is -errno
}
} // namespace RawIo
#else
#define STREAMSCOPE_RAW_IO_SYSCALLS 0
#endif

// Plain POSIX calls, nothing else. pwrite and pread are defined here, inline: the engine calls
// them through a PosixIoBackend pointer when that is its backend (the class is final, so the
// call is direct), which puts the system call inside the I/O loop's own code. After each
// system call the loop's pages are out of the TLB on guests with page-table isolation and no
// PCID, and every other page the loop touches (a vtable, another function) costs a walk.
class PosixIoBackend final : public IoBackend {
public:
    bool reachesTheDeviceAsIs() const override { return true; }
    int openAt(int dirFd, const char* name, int flags, mode_t mode) override;
    ssize_t pwrite(int fd, const void* buffer, size_t count, off_t offset) override
    {
#if STREAMSCOPE_RAW_IO_SYSCALLS
        return ssize_t(RawIo::syscall4(SYS_pwrite64, fd, reinterpret_cast<long>(buffer), long(count), long(offset)));
#else
        const ssize_t n = ::pwrite(fd, buffer, count, offset);
        return n >= 0 ? n : -errno;
#endif
    }
    ssize_t pread(int fd, void* buffer, size_t count, off_t offset) override
    {
#if STREAMSCOPE_RAW_IO_SYSCALLS
        return ssize_t(RawIo::syscall4(SYS_pread64, fd, reinterpret_cast<long>(buffer), long(count), long(offset)));
#else
        const ssize_t n = ::pread(fd, buffer, count, offset);
        return n >= 0 ? n : -errno;
#endif
    }
    int fdatasync(int fd) override;
    int fallocate(int fd, off_t length) override;
    int dropCache(int fd) override;
    int close(int fd) override;
};
