#include "Presets.h"

#include <QCoreApplication>

namespace {
constexpr int64_t kKiB = 1024;
constexpr int64_t kMiB = int64_t(1024) * 1024;

// lupdate only sees tr() with a context: a class that declares one. This gives the free
// functions of this file theirs.
struct PresetsTr {
    Q_DECLARE_TR_FUNCTIONS(Presets)
};

QList<Preset> build()
{
    QList<Preset> presets;
    {
        // Seed 000 (VDR list): 4 KiB writes round-robin from one process, fdatasync at the end,
        // then each file read back on its own; 1 stream of S then 2 streams of S/2.
        Preset p;
        p.name = QStringLiteral("vdr");
        p.title = PresetsTr::tr("VDR multi-stream write");
        p.description
            = PresetsTr::tr("Seed 000: N files written round-robin in 4 KiB writes by one thread, fdatasync at the "
                            "end, then each file read back on its own; 1 stream, then 2 streams sharing the same "
                            "total (the ext3 25.7 \u2192 0.48 MB/s test).");
        RunConfig& c = p.config;
        c.preset = p.name;
        c.streamCounts = { 1, 2 };
        c.sizePerStream = 0;
        c.totalSize = 512 * kMiB;
        c.blockSize = 4 * kKiB;
        c.schedule = Schedule::RoundRobin;
        c.mode = IoMode::Buffered;
        c.prepare = Prepare::Truncate;
        c.flush = FlushPolicy::End;
        c.read = ReadOrder::Each;
        presets.append(p);
    }
    {
        // Seed 001 (Ardour hdtest): ~20 track files, 256 KiB writes, async writes with one sync at
        // the end; the single-threaded mode is round-robin, "threads" is its multi-threaded mode.
        Preset p;
        p.name = QStringLiteral("hdtest");
        p.title = PresetsTr::tr("Ardour hdtest");
        p.description
            = PresetsTr::tr("Seed 001: 20 files written with 256 KiB blocks, buffered, one flush at the end; shows "
                            "the ongoing rate running far ahead of the effective rate. Its variants: one thread per "
                            "stream (its multi-threaded mode), O_SYNC, and existing files overwritten in place "
                            "('notrunc').");
        RunConfig& c = p.config;
        c.preset = p.name;
        c.streamCounts = { 20 };
        c.sizePerStream = 0;
        c.totalSize = 500 * kMiB;
        c.blockSize = 256 * kKiB;
        c.schedule = Schedule::RoundRobin;
        c.mode = IoMode::Buffered;
        c.prepare = Prepare::Truncate;
        c.flush = FlushPolicy::End;
        c.read = ReadOrder::None;
        presets.append(p);
    }
    {
        // Seed 002 (elv_test): files first created sequentially, then rewritten and read
        // round-robin in 8 KiB blocks by one process.
        Preset p;
        p.name = QStringLiteral("elvtest");
        p.title = PresetsTr::tr("elv_test round-robin");
        p.description
            = PresetsTr::tr("Seed 002: 8 files of 30 MiB created sequentially, then rewritten in place and read "
                            "round-robin in 8 KiB blocks by one thread (1.05 vs 11 MB/s on 2.4.0-test9).");
        RunConfig& c = p.config;
        c.preset = p.name;
        c.streamCounts = { 8 };
        c.sizePerStream = 30 * kMiB;
        c.totalSize = 0;
        c.blockSize = 8 * kKiB;
        c.schedule = Schedule::RoundRobin;
        c.mode = IoMode::Buffered;
        c.prepare = Prepare::Existing;
        c.flush = FlushPolicy::End;
        c.read = ReadOrder::RoundRobin;
        presets.append(p);
    }
    {
        // The question behind seed 000: can this machine record several DVB channels at once?
        // Each channel delivers about 1 MiB/s into a few MiB of buffer; VDR writes in chunks
        // of tens of KiB.
        Preset p;
        p.name = QStringLiteral("recorder");
        p.title = PresetsTr::tr("Video recorder");
        p.description
            = PresetsTr::tr("Real-time streams like a DVB video recorder: each stream receives 1 MiB/s into a 4 MiB "
                            "buffer and is written in 64 KiB blocks for 60 s; a stall longer than the buffer "
                            "covers loses data. A capacity search finds how many streams the disk sustains.");
        RunConfig& c = p.config;
        c.preset = p.name;
        c.streamCounts = { 5 };
        c.sizePerStream = 0;
        c.totalSize = 0;
        c.blockSize = 64 * kKiB;
        c.schedule = Schedule::RoundRobin;
        c.mode = IoMode::Buffered;
        c.prepare = Prepare::Truncate;
        c.flush = FlushPolicy::End;
        c.read = ReadOrder::None;
        c.ratesBytesPerSec = { 1.0 * kMiB };
        c.bufferBytes = 4 * kMiB;
        c.durationNs = 60'000'000'000;
        presets.append(p);
    }
    {
        // An audio workstation recording 24 tracks of 48 kHz, 24-bit mono: 144 000 bytes/s
        // (0.1373 MiB/s) per track, the load seed 001's hdtest was written for.
        Preset p;
        p.name = QStringLiteral("daw");
        p.title = PresetsTr::tr("Audio workstation");
        p.description
            = PresetsTr::tr("Real-time streams like a multitrack audio recorder: 24 tracks of 48 kHz × 24-bit "
                            "(0.1373 MiB/s each), 64 KiB writes from a 1 MiB buffer per track, 60 s.");
        RunConfig& c = p.config;
        c.preset = p.name;
        c.streamCounts = { 24 };
        c.sizePerStream = 0;
        c.totalSize = 0;
        c.blockSize = 64 * kKiB;
        c.schedule = Schedule::RoundRobin;
        c.mode = IoMode::Buffered;
        c.prepare = Prepare::Truncate;
        c.flush = FlushPolicy::End;
        c.read = ReadOrder::None;
        c.ratesBytesPerSec = { 48000.0 * 3.0 };
        c.bufferBytes = 1 * kMiB;
        c.durationNs = 60'000'000'000;
        presets.append(p);
    }
    return presets;
}
} // namespace

namespace Presets {

QList<Preset> all()
{
    // Built on each call so that titles follow the language installed at the time.
    return build();
}

std::optional<Preset> find(const QString& name)
{
    for (const Preset& p : build()) {
        if (p.name.compare(name, Qt::CaseInsensitive) == 0)
            return p;
    }
    return std::nullopt;
}

QStringList names()
{
    QStringList result;
    for (const Preset& p : build())
        result.append(p.name);
    return result;
}

void markModified(RunConfig& config)
{
    const auto preset = find(config.preset);
    if (!preset) {
        config.presetModified = false;
        return;
    }
    RunConfig original = preset->config;
    original.targetDirs = config.targetDirs;
    original.presetModified = false;
    RunConfig compared = config;
    compared.presetModified = false;
    config.presetModified = !(compared == original);
}

} // namespace Presets
