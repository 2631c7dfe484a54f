#include "IoBackend.h"

#include <cerrno>
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

int PosixIoBackend::openAt(int dirFd, const char* name, int flags, mode_t mode)
{
    const int fd = ::openat(dirFd, name, flags, mode);
    return fd >= 0 ? fd : -errno;
}

namespace {

// The system call itself, returning -errno. glibc's pwrite() and pread() are thread
// cancellation points: in a process with more than one thread (the sampler's, always) each
// call brackets the system call with two atomic read-modify-writes of the thread's cancel
// state, ~0.6 % of a tmpfs run's CPU that the seeds' single-threaded loops never pay (perf,
// bench/README.md section 6). StreamScope never cancels a thread, so it calls the kernel
// directly: the same system call with the same arguments, one per op as before. Sanitizer
// builds keep libc's calls, which their interceptors check.
#if defined(__x86_64__) && !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
#define STREAMSCOPE_RAW_IO_SYSCALLS 1
#else
#define STREAMSCOPE_RAW_IO_SYSCALLS 0
#endif

#if STREAMSCOPE_RAW_IO_SYSCALLS
inline long rawSyscall4(long number, long a, long b, long c, long d)
{
    long ret;
    register long r10 asm("r10") = d;
    asm volatile("syscall" : "=a"(ret) : "0"(number), "D"(a), "S"(b), "d"(c), "r"(r10) : "rcx", "r11", "memory");
    return ret; // -4095 .. -1 is -errno
}
#endif

} // namespace

ssize_t PosixIoBackend::pwrite(int fd, const void* buffer, size_t count, off_t offset)
{
#if STREAMSCOPE_RAW_IO_SYSCALLS
    return ssize_t(rawSyscall4(SYS_pwrite64, fd, reinterpret_cast<long>(buffer), long(count), long(offset)));
#else
    const ssize_t n = ::pwrite(fd, buffer, count, offset);
    return n >= 0 ? n : -errno;
#endif
}

ssize_t PosixIoBackend::pread(int fd, void* buffer, size_t count, off_t offset)
{
#if STREAMSCOPE_RAW_IO_SYSCALLS
    return ssize_t(rawSyscall4(SYS_pread64, fd, reinterpret_cast<long>(buffer), long(count), long(offset)));
#else
    const ssize_t n = ::pread(fd, buffer, count, offset);
    return n >= 0 ? n : -errno;
#endif
}

int PosixIoBackend::fdatasync(int fd)
{
    return ::fdatasync(fd) == 0 ? 0 : -errno;
}

// posix_fallocate and posix_fadvise return the error number instead of setting errno.
int PosixIoBackend::fallocate(int fd, off_t length)
{
    return -::posix_fallocate(fd, 0, length);
}

int PosixIoBackend::dropCache(int fd)
{
    return -::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
}

int PosixIoBackend::close(int fd)
{
    return ::close(fd) == 0 ? 0 : -errno;
}
