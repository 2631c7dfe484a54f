#include "IoBackend.h"

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

int PosixIoBackend::openAt(int dirFd, const char* name, int flags, mode_t mode)
{
    const int fd = ::openat(dirFd, name, flags, mode);
    return fd >= 0 ? fd : -errno;
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
