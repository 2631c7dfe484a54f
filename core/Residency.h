#pragma once

#include <QList>
#include <QString>
#include <cstdint>
#include <vector>

// How much of a file is in the page cache right now. Uses cachestat(2) (Linux 6.5+), which
// needs no mapping, and falls back to mmap + mincore(2) on older kernels.
namespace Residency {

struct Result {
    bool ok = false;
    int64_t residentBytes = 0;
    int64_t fileBytes = 0;
    // Of the resident bytes, those not yet written back; -1 where only mincore answered.
    int64_t dirtyBytes = -1;
    int64_t writebackBytes = -1;
    QString method; // "cachestat" or "mincore"
    QString error;
    double fraction() const { return fileBytes > 0 ? double(residentBytes) / double(fileBytes) : 0.0; }
};

Result measure(int fd, int64_t fileBytes);
// Only mincore, so tests can check both paths agree.
Result measureWithMincore(int fd, int64_t fileBytes);

// The data of a run's files not yet on the device: their dirty and write-back pages, read with
// cachestat(2) (Linux 6.5+) at every sampler tick, unlike the global Dirty and Writeback that
// every program moves. Without cachestat, on a filesystem that places data only at write-back
// (delayed allocation), the files' unplaced bytes (FIEMAP DELALLOC extents) instead: the data
// the flusher has not taken yet. Works on duplicates of the files' descriptors, so the engine
// may close its own at any time; bytes() runs on the sampler's thread only.
class PendingWrites {
public:
    enum class Method : int8_t { None, Cachestat, Delalloc };
    // `delaysAllocation`: the files' filesystem places data at write-back (Trust::delaysAllocation).
    // STREAMSCOPE_NO_CACHESTAT=1 in the environment makes it act as on a kernel without
    // cachestat, to compare the two measures on one machine.
    PendingWrites(const QList<int>& fds, bool delaysAllocation);
    ~PendingWrites();
    PendingWrites(const PendingWrites&) = delete;
    PendingWrites& operator=(const PendingWrites&) = delete;

    // Cachestat: dirty plus write-back bytes of all the files. Delalloc: their bytes not yet
    // placed. NaN when the kernel cannot tell (neither way, or a file it refuses): then it
    // stays NaN, and the run is judged without it.
    double bytes();
    Method method() const { return m_method; }

private:
    std::vector<int> m_fds;
    bool m_failed = false;
    Method m_method = Method::None;
};

} // namespace Residency
