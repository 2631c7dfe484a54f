#pragma once

#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <cstdint>
#include <optional>

// Who writes which file when.
enum class Schedule {
    RoundRobin, // one thread writes block i of every file in turn (seeds 000 and 002)
    Threads, // one thread per stream (seed 001's multi-threaded mode)
};

enum class IoMode {
    Buffered,
    Direct, // O_DIRECT
    Sync, // O_SYNC
    Dsync, // O_DSYNC
};

enum class Prepare {
    Truncate, // fresh, empty files
    Fallocate, // posix_fallocate the whole stream size first
    Existing, // a timed "create" phase writes each file sequentially, then the write phase overwrites in place
};

enum class FlushPolicy {
    End, // fdatasync every file when the write phase ends: the timed flush tail
    None,
    Every, // fdatasync after each flushEveryBytes written to a stream
};

enum class ReadOrder {
    Each, // each file on its own, one after another (seed 000)
    RoundRobin, // block i of every file in turn, one thread (seed 002)
    None,
};

// One problem with a configuration: the field it is about (the CLI option name without
// dashes, which the settings form maps to its widget), which problem it is with its values
// already formatted (`args`, in the order the problem's comment names them), and the CLI's
// sentence (`message`, naming options such as --dir). A front end that does not speak in
// options words the problems that name them itself from `problem` and `args`.
struct ConfigError {
    enum class Problem {
        Other, // `message` names no option: any front end can show it as it is
        NoTarget, // no args
        NoStreams, // no args
        SizeAndTotal, // size, total
        NoSize, // no args
        TooMuchData, // size or total as given, streams, the limit
        RateTooMuchForDuration, // rate, duration, the limit
        DurationUnderOneBlock, // rate, what a stream gets, duration, block
        BufferHoldsWholeRun, // rate, what a stream records, duration, buffer, the shortest useful duration
        RunTooLong, // rate, size per stream, years
        DurationNeedsRate, // duration
        BufferNeedsRate, // buffer
    };
    QString field;
    QString message;
    Problem problem = Problem::Other;
    QStringList args;
};

// A complete, self-describing description of one run. Everything the engine does follows
// from this; it round-trips through JSON (the report's "config" object) and through the CLI.
struct RunConfig {
    QString preset; // name of the preset this started from, or empty for custom
    bool presetModified = false; // a workload field was changed from the preset's (Presets::markModified)
    QStringList targetDirs; // where the private run directory is created; several = a sweep
    QList<int> streamCounts { 1 }; // one pass per entry, in order
    int64_t sizePerStream = 0; // bytes per file; 0 when totalSize is used
    int64_t totalSize
        = int64_t(64) * 1024 * 1024; // bytes per pass, split in whole blocks; 0 when sizePerStream is used
    int64_t blockSize = 4096;
    Schedule schedule = Schedule::RoundRobin;
    IoMode mode = IoMode::Buffered;
    Prepare prepare = Prepare::Truncate;
    FlushPolicy flush = FlushPolicy::End;
    int64_t flushEveryBytes = 0; // with FlushPolicy::Every
    ReadOrder read = ReadOrder::Each;
    int64_t intervalNs = 100'000'000; // sampler tick
    int64_t stallNs = 100'000'000; // an op longer than this is a stall

    // Real-time streams (recorder model). Empty rate list = write as fast as possible.
    QList<double> ratesBytesPerSec; // one value for all streams, or one per stream
    int64_t bufferBytes = 0; // per stream, with rates
    int64_t durationNs = 0; // run length by time instead of by size (with rates)
    // --confirm: a real-time run by duration goes on past durationNs, up to this cap, until its
    // outcome is decided: an overrun (a projected loss confirmed) or steady state (refuted).
    // 0 = off.
    int64_t confirmCapNs = 0;
    // The longest a real-time write phase may last: the cap with --confirm, else the duration.
    int64_t longestDurationNs() const { return std::max(durationNs, confirmCapNs); }

    // Bytes each file gets in the pass with `streams` streams: --size, or the --total share
    // rounded down to whole blocks.
    int64_t streamSize(int streams) const;
    // Bytes of --total that the pass with `streams` streams leaves out because the share was
    // rounded down to whole blocks (0 with --size).
    int64_t totalLeftOver(int streams) const;
    // Bytes the pass with `streams` streams keeps on disk at its end: every file at its full
    // size (by time: what the fastest stream writes in the duration). nullopt when that is
    // beyond Limits::kMaxBytes, which validate() refuses.
    std::optional<int64_t> passBytes(int streams) const;
    // Target rate of stream `index` (bytes/s), 0 when not rate-limited.
    double rateFor(int index) const;
    bool isRealTime() const { return !ratesBytesPerSec.isEmpty(); }
    // The preset as every view names it: "vdr", "vdr (modified)", or empty for a custom run.
    QString presetLabel() const;
    int maxStreams() const;

    // All problems at once, so a form can mark every bad field. Empty = valid.
    // Checks that need the filesystem (free space, O_DIRECT support, alignment) are done
    // by the preflight, not here.
    QList<ConfigError> validate() const;

    // The rule every real-time run and the capacity search share: a stream at `rate` (bytes/s)
    // whose buffer holds all it records in `durationNs` can never overrun, so the run would
    // test nothing. The error names the shortest meaningful duration; nullopt when an overrun
    // is possible.
    static std::optional<ConfigError> overrunImpossible(double rate, int64_t bufferBytes, int64_t durationNs);

    QJsonObject toJson() const;
    static std::optional<RunConfig> fromJson(const QJsonObject& o, QString* error);

    bool operator==(const RunConfig&) const = default;
};

Q_DECLARE_METATYPE(RunConfig)

// Stable lower-case names used on the command line, in JSON and in the UI.
QString toString(Schedule value);
QString toString(IoMode value);
QString toString(Prepare value);
QString toString(FlushPolicy value);
QString toString(ReadOrder value);
std::optional<Schedule> scheduleFromString(const QString& text);
std::optional<IoMode> ioModeFromString(const QString& text);
std::optional<Prepare> prepareFromString(const QString& text);
std::optional<ReadOrder> readOrderFromString(const QString& text);
// "end", "none" or "every:SIZE"; returns false with a message on bad input.
bool parseFlush(const QString& text, FlushPolicy& policy, int64_t& everyBytes, QString* error);
QString flushToString(FlushPolicy policy, int64_t everyBytes);

// Limits, shared by validation, the CLI help and the settings form.
namespace Limits {
constexpr int kMinStreams = 1;
constexpr int kMaxStreams = 1024;
constexpr int64_t kMinBlock = 512;
constexpr int64_t kMaxBlock = 64LL * 1024 * 1024;
constexpr int64_t kMinIntervalNs = 10'000'000;
constexpr int64_t kMaxIntervalNs = 10'000'000'000;
constexpr int64_t kMinStallNs = 1'000'000;
constexpr int64_t kMaxStallNs = 3600'000'000'000;
// No run moves more than 4 EiB in one pass: far beyond any filesystem, and far enough below
// 2^63 that sums over phases and targets cannot overflow.
constexpr int64_t kMaxBytes = int64_t(1) << 62;
} // namespace Limits
