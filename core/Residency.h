#pragma once

#include <QString>
#include <cstdint>

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

} // namespace Residency
