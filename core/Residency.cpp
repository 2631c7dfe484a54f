#include "Residency.h"

#include "FileLayout.h"
#include "Posix.h"

#include <QCoreApplication>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <limits>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <vector>

namespace {

// Debian 12's kernel headers predate cachestat, so declare its ABI here (include/uapi/linux/mman.h).
#ifndef __NR_cachestat
#if defined(__x86_64__) || defined(__aarch64__) || defined(__riscv)
// The kernel's own name on purpose: <sys/syscall.h> of a newer libc defines it and takes over.
#define __NR_cachestat 451 // NOLINT(bugprone-reserved-identifier)
#endif
#endif

struct CachestatRange {
    uint64_t off;
    uint64_t len;
};
struct Cachestat {
    uint64_t nrCache;
    uint64_t nrDirty;
    uint64_t nrWriteback;
    uint64_t nrEvicted;
    uint64_t nrRecentlyEvicted;
};

} // namespace

namespace Residency {

Result measureWithMincore(int fd, int64_t fileBytes)
{
    Result result;
    result.method = QStringLiteral("mincore");
    result.fileBytes = fileBytes;
    if (fileBytes <= 0) {
        result.ok = true;
        return result;
    }
    const int64_t page = sysconf(_SC_PAGESIZE);
    // Map in windows so a huge file never needs a huge mapping or vector.
    constexpr int64_t kWindow = 1LL << 30;
    std::vector<unsigned char> vec;
    for (int64_t offset = 0; offset < fileBytes; offset += kWindow) {
        const int64_t length = std::min(kWindow, fileBytes - offset);
        void* map = mmap(nullptr, size_t(length), PROT_READ, MAP_SHARED, fd, offset);
        if (map == MAP_FAILED) {
            result.error
                = QCoreApplication::translate("Residency", "mmap for mincore failed: %1").arg(Posix::errnoWords(errno));
            return result;
        }
        vec.assign(size_t((length + page - 1) / page), 0);
        const int rc = mincore(map, size_t(length), vec.data());
        const int savedErrno = errno;
        munmap(map, size_t(length));
        if (rc != 0) {
            result.error
                = QCoreApplication::translate("Residency", "mincore failed: %1").arg(Posix::errnoWords(savedErrno));
            return result;
        }
        for (size_t i = 0; i < vec.size(); ++i) {
            if (vec[i] & 1)
                result.residentBytes += std::min<int64_t>(page, length - int64_t(i) * page);
        }
    }
    result.ok = true;
    return result;
}

Result measure(int fd, int64_t fileBytes)
{
#ifdef __NR_cachestat
    CachestatRange range { 0, 0 }; // len 0: up to the end of the file
    Cachestat stat {};
    if (syscall(__NR_cachestat, fd, &range, &stat, 0) == 0) {
        Result result;
        result.ok = true;
        result.method = QStringLiteral("cachestat");
        result.fileBytes = fileBytes;
        const int64_t page = sysconf(_SC_PAGESIZE);
        result.residentBytes = std::min<int64_t>(fileBytes, int64_t(stat.nrCache) * page);
        result.dirtyBytes = int64_t(stat.nrDirty) * page;
        result.writebackBytes = int64_t(stat.nrWriteback) * page;
        return result;
    }
#endif
    return measureWithMincore(fd, fileBytes);
}

namespace {
bool cachestatWorks(int fd)
{
#ifdef __NR_cachestat
    if (qEnvironmentVariableIntValue("STREAMSCOPE_NO_CACHESTAT") == 1)
        return false;
    CachestatRange range { 0, 0 };
    Cachestat stat {};
    return syscall(__NR_cachestat, fd, &range, &stat, 0) == 0;
#else
    Q_UNUSED(fd);
    return false;
#endif
}
} // namespace

PendingWrites::PendingWrites(const QList<int>& fds, bool delaysAllocation)
{
    for (int fd : fds) {
        const int copy = fd >= 0 ? fcntl(fd, F_DUPFD_CLOEXEC, 0) : -1;
        if (copy < 0) {
            m_failed = true; // a file left out would make the run's data look written
            continue;
        }
        m_fds.push_back(copy);
    }
    m_failed = m_failed || m_fds.empty();
    if (!m_failed)
        m_method = cachestatWorks(m_fds.front()) ? Method::Cachestat
            : delaysAllocation                   ? Method::Delalloc
                                                 : Method::None;
    m_failed = m_failed || m_method == Method::None;
}

PendingWrites::~PendingWrites()
{
    for (int fd : m_fds)
        ::close(fd);
}

double PendingWrites::bytes()
{
    constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
    if (m_failed)
        return kNaN;
    double sum = 0;
    for (int fd : m_fds) {
        if (m_method == Method::Delalloc) {
            const int64_t delayed = FileLayout::delayedBytes(fd);
            if (delayed < 0) {
                m_failed = true;
                return kNaN;
            }
            sum += double(delayed);
            continue;
        }
#ifdef __NR_cachestat
        CachestatRange range { 0, 0 }; // len 0: up to the end of the file
        Cachestat stat {};
        if (syscall(__NR_cachestat, fd, &range, &stat, 0) != 0) {
            m_failed = true;
            return kNaN;
        }
        sum += double(stat.nrDirty + stat.nrWriteback) * double(sysconf(_SC_PAGESIZE));
#else
        m_failed = true;
        return kNaN;
#endif
    }
    return sum;
}

} // namespace Residency
