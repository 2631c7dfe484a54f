// The read phase: the files made cold (synced, dropped from the page cache, residency
// measured), then read back each in turn or round-robin.

#include "EnginePass.h"
#include "Posix.h"
#include "Residency.h"
#include "Trust.h"

#include <fcntl.h>

bool Engine::readPhase(Pass& pass)
{
    const RunConfig& config = *pass.config;
    m_sampler->setIdle();
    m_backend.phaseChanged(PhaseKind::Read); // the reopen and the cache drop belong to the read
    status(EngineTr::tr("dropping cache…"));
    const int readFlags = O_RDONLY | (config.mode == IoMode::Direct ? O_DIRECT : 0);
    if (!openFiles(pass, readFlags, false))
        return false;

    // Cold reads without root: whatever is dirty is written first (DONTNEED cannot drop dirty
    // pages), then the clean pages are dropped. What is still resident is measured and
    // reported, because some filesystems and kernels keep pages anyway.
    const int64_t coldStartNs = monotonicNs();
    int64_t resident = 0;
    int64_t total = 0;
    QString method;
    for (auto& s : pass.states) {
        if (config.mode != IoMode::Direct) {
            // A failed fdatasync means written data may be lost: that ends the run like a failed
            // write. A failed fadvise does not: such a filesystem simply stays warm, and the
            // residency below says so.
            const int rc = Posix::retryOnEintr([&] { return m_backend.fdatasync(s->fd); });
            if (rc < 0) {
                fail(EngineTr::tr("fdatasync of %1 failed: %2").arg(s->path, Posix::errnoText(-rc)));
                return false;
            }
            (void)m_backend.dropCache(s->fd);
        }
        const Residency::Result r = Residency::measure(s->fd, s->fileBytes);
        if (r.ok) {
            resident += r.residentBytes;
            method = r.method;
        }
        total += s->fileBytes;
    }

    PhaseResult result;
    result.residentFractionAtStart = total > 0 ? double(resident) / double(total) : 0.0;
    result.residencyMethod = method;
    if (!pass.loopBackingFile.isEmpty())
        result.backingFileCachedBytes = Trust::backingFileCachedBytes(pass.loopBackingFile);
    qCDebug(lcEngine).nospace().noquote()
        << "target " << pass.target << " pass " << pass.index << " read: cache drop took "
        << double(monotonicNs() - coldStartNs) / 1e6 << " ms, " << 100.0 * result.residentFractionAtStart
        << " % still resident (" << (method.isEmpty() ? QStringLiteral("not measured") : method) << ')';
    beginPhase(pass, PhaseKind::Read, result);
    status(config.read == ReadOrder::Each ? EngineTr::tr("reading files in sequence…")
                                          : EngineTr::tr("reading files round-robin…"));

    if (config.read == ReadOrder::Each) {
        for (auto& sp : pass.states) {
            StreamState& s = *sp;
            const int64_t fileBlocks = s.fileBytes / pass.block;
            int64_t t0 = monotonicNs();
            for (int64_t b = 0; b < fileBlocks && !stopping(); ++b) {
                if (!timedOp(pass, s, t0, pass.block, [&] { return readFullBlock(pass, s, b * pass.block); }))
                    break;
            }
        }
    } else {
        // Each file's block count once, not a division per op.
        std::vector<int64_t> fileBlocks;
        fileBlocks.reserve(pass.states.size());
        int64_t blocks = 0;
        for (auto& sp : pass.states) {
            fileBlocks.push_back(sp->fileBytes / pass.block);
            blocks = std::max(blocks, fileBlocks.back());
        }
        int64_t t0 = monotonicNs();
        for (int64_t b = 0; b < blocks && !stopping(); ++b) {
            for (size_t i = 0; i < pass.states.size(); ++i) {
                if (b >= fileBlocks[i])
                    continue;
                auto& sp = pass.states[i];
                if (!timedOp(pass, *sp, t0, pass.block, [&] { return readFullBlock(pass, *sp, b * pass.block); }))
                    break;
            }
        }
    }
    return endPhase(pass, result, false);
}
