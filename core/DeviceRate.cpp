#include "DeviceRate.h"

#include "Posix.h"

#include <QCoreApplication>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <map>
#include <memory>
#include <mutex>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <unistd.h>
#include <utility>

namespace {

struct DeviceRateTr {
    Q_DECLARE_TR_FUNCTIONS(DeviceRate)
};

// O_DIRECT wants the buffer, offset and length aligned to the logical block size; 4 KiB covers
// every device this runs on, and the blocks are whole MiB.
constexpr size_t kAlignment = 4096;

struct FreeDeleter {
    void operator()(void* p) const { std::free(p); }
};

using Key = std::pair<dev_t, std::pair<int, int>>; // st_dev and f_fsid: a new mkfs is a new device

std::mutex& cacheMutex()
{
    static std::mutex mutex;
    return mutex;
}

std::map<Key, DeviceRate::Measurement>& cache()
{
    static std::map<Key, DeviceRate::Measurement> measured;
    return measured;
}

} // namespace

namespace DeviceRate {

Measurement measure(int dirFd, const char* fileName, const Budget& budget, const std::function<bool()>& stop)
{
    Measurement m;
    const int64_t block
        = std::max<int64_t>(int64_t(kAlignment), budget.blockBytes / int64_t(kAlignment) * int64_t(kAlignment));
    void* raw = nullptr;
    if (posix_memalign(&raw, kAlignment, size_t(block)) != 0) {
        m.error = DeviceRateTr::tr("cannot allocate a %1-byte buffer").arg(block);
        return m;
    }
    const std::unique_ptr<void, FreeDeleter> buffer(raw);
    // Not zeros: a device or filesystem that compresses or deduplicates would write nothing.
    auto* bytes = static_cast<unsigned char*>(raw);
    uint32_t x = 2463534242u;
    for (int64_t i = 0; i < block; ++i) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        bytes[i] = static_cast<unsigned char>(x);
    }

    const int fd = Posix::retryOnEintr(
        [&] { return ::openat(dirFd, fileName, O_WRONLY | O_CREAT | O_EXCL | O_DIRECT | O_CLOEXEC, 0600); });
    if (fd < 0) {
        const int error = errno;
        m.error = error == EINVAL ? DeviceRateTr::tr("the filesystem does not take O_DIRECT writes")
                                  : DeviceRateTr::tr("cannot create its file: %1").arg(Posix::errnoText(error));
        return m;
    }
    // Removed before anything else can go wrong: the open descriptor keeps the blocks until close.
    ::unlinkat(dirFd, fileName, 0);

    int64_t offset = 0;
    int64_t timedBytes = 0;
    int64_t timedFromNs = 0;
    int timedBlocks = 0;
    const int64_t startNs = monotonicNs();
    const auto minNs = int64_t(budget.minSeconds * 1e9);
    const auto maxNs = int64_t(budget.maxSeconds * 1e9);
    while (offset < budget.maxBytes) {
        if (stop && stop()) {
            m.error = DeviceRateTr::tr("stopped");
            break;
        }
        const ssize_t n = Posix::retryOnEintr([&] { return ::pwrite(fd, raw, size_t(block), off_t(offset)); });
        if (n != ssize_t(block)) {
            const int error = n < 0 ? errno : ENOSPC;
            m.error = error == EINVAL ? DeviceRateTr::tr("the filesystem does not take O_DIRECT writes")
                                      : DeviceRateTr::tr("a write failed: %1").arg(Posix::errnoText(error));
            break;
        }
        offset += block;
        const int64_t now = monotonicNs();
        if (timedFromNs == 0) {
            timedFromNs = now; // the first block is not timed
        } else {
            timedBytes += block;
            ++timedBlocks;
        }
        if (now - startNs >= maxNs || (now - timedFromNs >= minNs && timedBlocks >= budget.minBlocks))
            break;
    }
    const int64_t endNs = monotonicNs();
    ::close(fd);
    if (!m.error.isEmpty())
        return m;
    m.bytes = timedBytes;
    m.seconds = double(endNs - timedFromNs) / 1e9;
    if (timedBytes > 0 && m.seconds > 0)
        m.bytesPerSecond = double(timedBytes) / m.seconds;
    else
        m.error = DeviceRateTr::tr("the budget allowed no timed write");
    return m;
}

Measurement cached(int dirFd, const char* fileName, const Budget& budget, const std::function<bool()>& stop)
{
    struct stat st { };
    struct statfs fs { };
    if (::fstat(dirFd, &st) != 0 || ::fstatfs(dirFd, &fs) != 0)
        return measure(dirFd, fileName, budget, stop);
    int fsid[2] {};
    static_assert(sizeof fsid == sizeof fs.f_fsid);
    std::memcpy(fsid, &fs.f_fsid, sizeof fsid);
    const Key key { st.st_dev, { fsid[0], fsid[1] } };
    // Held while measuring: two targets on one device must not measure at once (each would
    // see half the device), and the second then takes the first one's answer.
    std::lock_guard lock(cacheMutex());
    if (auto it = cache().find(key); it != cache().end())
        return it->second;
    Measurement m = measure(dirFd, fileName, budget, stop);
    if (m.known())
        cache()[key] = m;
    return m;
}

void forget()
{
    std::lock_guard lock(cacheMutex());
    cache().clear();
}

} // namespace DeviceRate
