#pragma once

#include "Engine.h"

#include <QString>
#include <QStringList>
#include <cstddef>
#include <cstdint>

class IoBackend;
class RunDirectory;
struct RunConfig;

// The checks and probes made before the first byte of a target is written: permissions,
// free space, the filesystem's kind, direct-I/O support and alignment, whether reads can be
// cold. Each returns an error sentence (empty: fine) or a warning; none of them fails a run
// by itself, the engine decides.
namespace Preflight {

// Returns an error sentence, or empty. See Engine::preflight().
QString check(const RunConfig& config, const QString& dir, const EngineOptions& options, QStringList* warnings);
// The same on a target already opened with RunDirectory::openTarget().
QString check(
    const RunConfig& config, int dirFd, const QString& dir, const EngineOptions& options, QStringList* warnings);

// Bytes the largest pass keeps on disk at once.
int64_t peakBytesOnDisk(const RunConfig& config);
// The free space a run leaves on a filesystem of `fsSizeBytes`: `requested` when it is >= 0
// (--space-margin, the window's "Keep free"), else the larger of 1 GiB and 5 % of the size.
int64_t spaceMargin(int64_t requested, int64_t fsSizeBytes);

// O_DIRECT on the run directory itself: whether the filesystem takes it and which memory
// alignment it wants. Returns the alignment for the I/O buffer (at least 4096), or 0 with
// `error` set. Goes through `backend`: the probe file is opened the way the run's files are.
size_t directIoAlignment(IoBackend& backend, RunDirectory& runDir, const RunConfig& config,
    const SysProbe::Environment& environment, const QString& dir, QString* error);

// Whether the page cache keeps files on this filesystem even after they are synced and
// dropped (tmpfs, ramfs): then a buffered read phase cannot be cold. Probes with a small
// file of its own in `dir`, which it removes again.
bool coldReadsImpossible(RunDirectory& dir);

// The warning for a buffered run with a read phase whose files fit in RAM on such a
// filesystem; empty when its reads can be cold.
QString coldReadWarning(
    const RunConfig& config, RunDirectory& runDir, const SysProbe::Environment& environment, const QString& dir);

} // namespace Preflight
