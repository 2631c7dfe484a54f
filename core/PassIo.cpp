// The primitives every phase loop works with: opening and closing a pass's files, one full
// block written or read, a timed fdatasync, a stall recorded, an I/O error worded.

#include "EnginePass.h"
#include "Posix.h"
#include "Units.h"

#include <QFile>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

void Engine::threadsRefused(int wanted, int started, int error)
{
    fail(EngineTr::tr("cannot start thread %1 of %2 for --schedule threads: %3; use fewer --streams, --schedule "
                      "round-robin, or raise the process limit (ulimit -u) or the address space limit (ulimit -v)")
             .arg(started + 1)
             .arg(wanted)
             .arg(Posix::errnoText(error)));
}

QString Engine::ioError(const char* what, const StreamState& s, int64_t offset, int error) const
{
    return EngineTr::tr("%1 %2 at offset %3 failed: %4")
        .arg(QCoreApplication::translate("Engine", what), s.path)
        .arg(offset)
        .arg(Posix::errnoText(error));
}

bool Engine::openFiles(Pass& pass, int extraFlags, bool create)
{
    for (auto& s : pass.states) {
        const QByteArray name = QFile::encodeName(s->name);
        int flags = O_NOFOLLOW | O_CLOEXEC | extraFlags;
        if (create)
            flags |= O_CREAT | O_EXCL;
        // An interrupted open has created nothing (not even with O_CREAT|O_EXCL): try again.
        const int fd
            = Posix::retryOnEintr([&] { return m_backend.openAt(pass.dir->fd(), name.constData(), flags, 0600); });
        // A failed O_CREAT open may still have created the file (O_DIRECT refused after the
        // inode exists): it is ours to remove unless the name was there before (EEXIST).
        if (create && fd != -EEXIST)
            pass.dir->track(s->name);
        if (fd < 0) {
            fail(EngineTr::tr("cannot open %1: %2").arg(s->path, Posix::errnoText(-fd)));
            return false;
        }
        // O_NOFOLLOW stops a symlink put in the file's place, but not a hard link to a file
        // elsewhere: a reopen must find the very inode this run created, or it is not ours.
        struct stat st { };
        if (::fstat(fd, &st) != 0) {
            const int error = errno;
            m_backend.close(fd);
            fail(EngineTr::tr("cannot check %1: %2").arg(s->path, Posix::errnoText(error)));
            return false;
        }
        if (create) {
            s->device = st.st_dev;
            s->inode = st.st_ino;
        } else if (st.st_dev != s->device || st.st_ino != s->inode) {
            m_backend.close(fd);
            fail(EngineTr::tr("%1 was replaced by another file during the run; StreamScope stopped without reading or "
                              "writing it. Is another program working in the run directory?")
                     .arg(s->path));
            return false;
        }
        s->fd = fd;
    }
    return true;
}

bool Engine::closeFiles(Pass& pass, bool sync)
{
    bool ok = true;
    for (auto& s : pass.states) {
        if (s->fd < 0)
            continue;
        if (sync && ok && !stopping()) {
            if (!timedSync(pass, *s))
                ok = false;
        }
        const int rc = m_backend.close(s->fd);
        s->fd = -1;
        // close() can report a deferred write error (NFS, some FUSE filesystems): it counts.
        // EINTR does not: Linux has released the descriptor by then (retrying could close one
        // another thread just opened), and the data went through the fdatasync above.
        if (rc < 0 && rc != -EINTR && ok) {
            fail(EngineTr::tr("closing %1 failed: %2").arg(s->path, Posix::errnoText(-rc)));
            ok = false;
        }
    }
    return ok && !stopping();
}

bool Engine::timedSync(Pass& pass, StreamState& s)
{
    StreamCounters& c = *s.counters;
    const int64_t t0 = monotonicNs();
    c.inflightSinceNs.store(t0, std::memory_order_relaxed);
    const int rc = Posix::retryOnEintr([&] { return m_backend.fdatasync(s.fd); });
    const int64_t t1 = monotonicNs();
    c.inflightSinceNs.store(0, std::memory_order_relaxed);
    {
        std::lock_guard lock(pass.syncMutex);
        pass.syncLatency.record(uint64_t(t1 - t0));
    }
    if (t1 - t0 > pass.config->stallNs)
        recordStall(pass, s, t0, t1 - t0);
    if (rc < 0) {
        fail(EngineTr::tr("fdatasync of %1 failed: %2").arg(s.path, Posix::errnoText(-rc)));
        return false;
    }
    return true;
}

void Engine::recordStall(Pass& pass, StreamState& s, int64_t startNs, int64_t durationNs)
{
    StallEvent event;
    event.pass = int16_t(pass.index);
    event.target = int16_t(pass.target);
    event.stream = s.index;
    event.phase = pass.phase;
    event.startS = double(startNs - m_runStartNs) / 1e9;
    event.durationS = double(durationNs) / 1e9;
    s.stallCount += 1;
    {
        std::lock_guard lock(pass.stallMutex);
        pass.stallCount += 1;
        if (pass.stalls.size() < RunReport::kMaxStoredStalls)
            pass.stalls.append(event);
    }
    m_sampler->addStall(event);
}

namespace {

// Moves one whole block with `io(done)`, a pwrite or pread of what is left after `done` bytes
// that returns bytes moved or -errno. Short transfers and EINTR go on from where they
// stopped. Returns the block's size, or the first other result <= 0 with `done` at its offset.
template <typename Io> ssize_t wholeBlock(size_t count, size_t& done, Io&& io)
{
    while (done < count) {
        const ssize_t n = io(done);
        if (n == -EINTR)
            continue;
        if (n <= 0)
            return n;
        done += size_t(n);
    }
    return ssize_t(count);
}

} // namespace

// What is left of a block after its first system call returned `first` (short, EINTR or an
// error): short transfers and EINTR go on from where they stopped; an error ends the run with
// a message naming file, offset and error.
int Engine::writeBlockRest(Pass& pass, StreamState& s, int64_t offset, ssize_t first)
{
    const size_t count = size_t(pass.block);
    size_t done = first > 0 ? size_t(first) : 0;
    const ssize_t n = first > 0 || first == -EINTR
        ? wholeBlock(count, done,
            [&](size_t at) { return ioWrite(s.fd, pass.buffer + at, count - at, off_t(offset + int64_t(at))); })
        : first;
    if (n <= 0) {
        fail(ioError(QT_TRANSLATE_NOOP("Engine", "write to"), s, offset + int64_t(done), n == 0 ? EIO : int(-n)));
        return -1;
    }
    return 0;
}

// The same for a read; the end of the file before the block is whole means another program
// shortened it.
int Engine::readBlockRest(Pass& pass, StreamState& s, int64_t offset, ssize_t first)
{
    const size_t count = size_t(pass.block);
    size_t done = first > 0 ? size_t(first) : 0;
    const ssize_t n = first > 0 || first == -EINTR
        ? wholeBlock(count, done,
            [&](size_t at) { return ioRead(s.fd, pass.buffer + at, count - at, off_t(offset + int64_t(at))); })
        : first;
    if (n < 0) {
        fail(ioError(QT_TRANSLATE_NOOP("Engine", "read from"), s, offset + int64_t(done), int(-n)));
        return -1;
    }
    if (n == 0) {
        fail(EngineTr::tr("%1 ended at offset %2, before the %3 that were written; another program changed it")
                 .arg(s.path)
                 .arg(offset + int64_t(done))
                 .arg(Units::formatSize(s.fileBytes)));
        return -1;
    }
    return 0;
}
