#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <cerrno>
#include <cstdint>

// The few POSIX helpers every unit of core/ needs, written once.

// CLOCK_MONOTONIC in nanoseconds: the one clock of the run, the samples and the I/O timings.
// Out of line on purpose: the hot path's code does not change with this header.
int64_t monotonicNs();

namespace Posix {

// "No space left on device (ENOSPC)": the words and the name a search engine knows.
QString errnoText(int error);
// Only the words, "No space left on device", for messages that have always shown just those.
QString errnoWords(int error);

// Up to `limit` bytes of a small file (/proc, /sys, a marker) in one read; empty when it cannot
// be opened or read. O_NOFOLLOW and O_NONBLOCK: a symlink or a FIFO in its place yields nothing.
QByteArray readSmallFile(const QByteArray& path, qsizetype limit = 4096);
// The name of a filesystem the kernel makes up (proc, sysfs, debugfs, cgroup2, ...) for a
// statfs() f_type, or nullptr for any other: nothing written there is data, and some of it
// changes the kernel's settings. tmpfs and devtmpfs share one number and are not in it.
const char* kernelFilesystem(long fsType);
// The names in a directory (by descriptor), without "." and "..". The descriptor is not moved.
// When the listing fails (EMFILE, EIO), *error gets its errno (else 0): an empty list alone
// cannot tell "nothing there" from "could not look".
QStringList entriesOf(int dirFd, int* error = nullptr);

// Calls `call` (a system call wrapper that returns -errno) again for as long as it is
// interrupted by a signal. Only for calls where a retry is harmless: not close().
template <typename Call> auto retryOnEintr(Call&& call)
{
    auto rc = call();
    while (rc == -EINTR)
        rc = call();
    return rc;
}

} // namespace Posix
