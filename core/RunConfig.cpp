#include "RunConfig.h"

#include "Units.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>
#include <cmath>

namespace {

// lupdate only sees tr() with a context: a class that declares one. This gives the free
// functions of this file theirs.
struct RunConfigTr {
    Q_DECLARE_TR_FUNCTIONS(RunConfig)
};

template <typename Enum, size_t N>
std::optional<Enum> lookup(const QString& text, const std::pair<Enum, const char*> (&table)[N])
{
    for (const auto& [value, name] : table) {
        if (text.compare(QLatin1String(name), Qt::CaseInsensitive) == 0)
            return value;
    }
    return std::nullopt;
}

template <typename Enum, size_t N> QString nameOf(Enum value, const std::pair<Enum, const char*> (&table)[N])
{
    for (const auto& [v, name] : table) {
        if (v == value)
            return QLatin1String(name);
    }
    return {};
}

const std::pair<Schedule, const char*> kSchedules[]
    = { { Schedule::RoundRobin, "roundrobin" }, { Schedule::Threads, "threads" } };
const std::pair<IoMode, const char*> kModes[] = { { IoMode::Buffered, "buffered" }, { IoMode::Direct, "direct" },
    { IoMode::Sync, "sync" }, { IoMode::Dsync, "dsync" } };
const std::pair<Prepare, const char*> kPrepares[]
    = { { Prepare::Truncate, "truncate" }, { Prepare::Fallocate, "fallocate" }, { Prepare::Existing, "existing" } };
const std::pair<ReadOrder, const char*> kReads[]
    = { { ReadOrder::Each, "each" }, { ReadOrder::RoundRobin, "roundrobin" }, { ReadOrder::None, "none" } };

} // namespace

QString toString(Schedule value)
{
    return nameOf(value, kSchedules);
}
QString toString(IoMode value)
{
    return nameOf(value, kModes);
}
QString toString(Prepare value)
{
    return nameOf(value, kPrepares);
}
QString toString(ReadOrder value)
{
    return nameOf(value, kReads);
}
QString toString(FlushPolicy value)
{
    switch (value) {
    case FlushPolicy::End:
        return QStringLiteral("end");
    case FlushPolicy::None:
        return QStringLiteral("none");
    case FlushPolicy::Every:
        return QStringLiteral("every");
    }
    return {};
}
std::optional<Schedule> scheduleFromString(const QString& text)
{
    return lookup(text, kSchedules);
}
std::optional<IoMode> ioModeFromString(const QString& text)
{
    return lookup(text, kModes);
}
std::optional<Prepare> prepareFromString(const QString& text)
{
    return lookup(text, kPrepares);
}
std::optional<ReadOrder> readOrderFromString(const QString& text)
{
    return lookup(text, kReads);
}

bool parseFlush(const QString& text, FlushPolicy& policy, int64_t& everyBytes, QString* error)
{
    const QString lower = text.trimmed().toLower();
    if (lower == QLatin1String("end")) {
        policy = FlushPolicy::End;
        everyBytes = 0;
        return true;
    }
    if (lower == QLatin1String("none")) {
        policy = FlushPolicy::None;
        everyBytes = 0;
        return true;
    }
    if (lower.startsWith(QLatin1String("every:"))) {
        const auto size = Units::parseSize(lower.mid(6));
        if (size && *size > 0) {
            policy = FlushPolicy::Every;
            everyBytes = *size;
            return true;
        }
    }
    if (error) {
        *error = RunConfigTr::tr("flush \"%1\" is not understood; use end, none or every:SIZE (for example every:16M)")
                     .arg(text);
    }
    return false;
}

QString flushToString(FlushPolicy policy, int64_t everyBytes)
{
    if (policy == FlushPolicy::Every)
        return QStringLiteral("every:") + Units::formatSizeCompact(everyBytes);
    return toString(policy);
}

int RunConfig::maxStreams() const
{
    return streamCounts.isEmpty() ? 0 : *std::max_element(streamCounts.cbegin(), streamCounts.cend());
}

int64_t RunConfig::streamSize(int streams) const
{
    if (streams <= 0)
        return 0;
    if (sizePerStream > 0)
        return sizePerStream;
    // Whole blocks, as fio splits a size across nrfiles: every write is one full block, and
    // what does not divide is left out (totalLeftOver() says how much) instead of refused.
    const int64_t share = totalSize / streams;
    if (blockSize < Limits::kMinBlock || blockSize > Limits::kMaxBlock)
        return share;
    return share - share % blockSize;
}

int64_t RunConfig::totalLeftOver(int streams) const
{
    if (sizePerStream > 0 || totalSize <= 0 || streams <= 0)
        return 0;
    return totalSize - streamSize(streams) * streams;
}

std::optional<int64_t> RunConfig::passBytes(int streams) const
{
    int64_t perStream = streamSize(streams);
    if (isRealTime() && durationNs > 0) {
        perStream = 0;
        for (int i = 0; i < streams; ++i) {
            const double bytes = rateFor(i) * (double(longestDurationNs()) / 1e9);
            // Also catches NaN: a comparison with it is false.
            if (!(bytes >= 0 && bytes <= double(Limits::kMaxBytes)))
                return std::nullopt;
            perStream = std::max(perStream, int64_t(bytes));
        }
    }
    int64_t bytes = 0;
    if (__builtin_mul_overflow(perStream, int64_t(std::max(streams, 0)), &bytes) || bytes > Limits::kMaxBytes)
        return std::nullopt;
    return bytes;
}

double RunConfig::rateFor(int index) const
{
    if (ratesBytesPerSec.isEmpty())
        return 0;
    if (ratesBytesPerSec.size() == 1)
        return ratesBytesPerSec.front();
    return index < ratesBytesPerSec.size() ? ratesBytesPerSec.at(index) : ratesBytesPerSec.back();
}

namespace {
// The longest real-time run: the most --duration accepts (1e18 ns), about 31 years.
constexpr double kMaxRealTimeSeconds = 1e9;

bool usableRate(double bytesPerSec)
{
    return std::isfinite(bytesPerSec) && bytesPerSec > 0 && bytesPerSec <= 64.0 * 1024 * 1024 * 1024;
}

// Rates under 1 MiB/s in bytes: "0.00 MiB/s" would hide the value the user typed.
QString rateText(double bytesPerSec)
{
    return std::isfinite(bytesPerSec) && bytesPerSec >= Units::kMiB
        ? Units::formatRate(bytesPerSec)
        : QString::number(bytesPerSec) + QStringLiteral(" B/s");
}
} // namespace

std::optional<ConfigError> RunConfig::overrunImpossible(double rate, int64_t bufferBytes, int64_t durationNs)
{
    // A stream overruns only when more arrives than its buffer holds. When the buffer holds
    // everything a stream records even if the disk wrote nothing, no overrun can happen and
    // "sustained" would be a verdict the run never tested.
    if (rate <= 0 || durationNs <= 0 || bufferBytes <= 0)
        return std::nullopt;
    const double recorded = rate * (double(durationNs) / 1e9);
    if (recorded > double(bufferBytes))
        return std::nullopt;
    const int64_t shortestNs = int64_t(double(bufferBytes) / rate * 1e9);
    const QStringList args { rateText(rate), Units::formatSize(int64_t(recorded)), Units::formatDurationNs(durationNs),
        Units::formatSize(bufferBytes), Units::formatDurationNs(shortestNs) };
    return ConfigError { QStringLiteral("duration"),
        RunConfigTr::tr("at --rate %1 a stream records %2 in --duration %3, which its --buffer %4 holds even if the "
                        "disk writes nothing, so no overrun could show; use a --duration longer than %5 or a smaller "
                        "--buffer")
            .arg(args.at(0), args.at(1), args.at(2), args.at(3), args.at(4)),
        ConfigError::Problem::BufferHoldsWholeRun, args };
}

QString RunConfig::presetLabel() const
{
    if (preset.isEmpty() || !presetModified)
        return preset;
    return RunConfigTr::tr("%1 (modified)", "a preset with a field changed").arg(preset);
}

QList<ConfigError> RunConfig::validate() const
{
    QList<ConfigError> errors;
    auto add = [&errors](const char* field, const QString& message) {
        errors.append({ QLatin1String(field), message, ConfigError::Problem::Other, {} });
    };
    // A problem whose CLI sentence names options: the front ends word it from its parts.
    using P = ConfigError::Problem;
    auto addNamed = [&errors](const char* field, P problem, const QStringList& args, const QString& message) {
        errors.append({ QLatin1String(field), message, problem, args });
    };

    if (targetDirs.isEmpty())
        addNamed("dir", P::NoTarget, {},
            RunConfigTr::tr("no target directory given; name the directory to test with --dir DIR"));
    for (const QString& dir : targetDirs) {
        if (dir.trimmed().isEmpty())
            add("dir", RunConfigTr::tr("a target directory is empty; give a path such as /mnt/data"));
    }

    if (streamCounts.isEmpty())
        addNamed("streams", P::NoStreams, {}, RunConfigTr::tr("no stream count given; use for example --streams 1,2"));
    for (int n : streamCounts) {
        if (n < Limits::kMinStreams || n > Limits::kMaxStreams) {
            add("streams",
                RunConfigTr::tr("stream count %1 is out of range; use %2 to %3")
                    .arg(n)
                    .arg(Limits::kMinStreams)
                    .arg(Limits::kMaxStreams));
        }
    }

    if (blockSize < Limits::kMinBlock || blockSize > Limits::kMaxBlock) {
        add("block",
            RunConfigTr::tr("block size %1 is out of range; use 512 bytes to 64 MiB (for example 4k or 1M)")
                .arg(Units::formatSize(blockSize)));
    }

    const bool bySize = !(isRealTime() && durationNs > 0);
    if (sizePerStream > 0 && totalSize > 0) {
        const QStringList args { Units::formatSize(sizePerStream), Units::formatSize(totalSize) };
        addNamed("size", P::SizeAndTotal, args,
            RunConfigTr::tr(
                "both a size per stream (%1) and a total size (%2) are given; use only one of --size and --total")
                .arg(args.at(0), args.at(1)));
    }
    if (bySize && sizePerStream <= 0 && totalSize <= 0)
        addNamed("size", P::NoSize, {},
            RunConfigTr::tr("no data size given; use --size (per stream) or --total (split across streams)"));
    if (sizePerStream < 0)
        add("size", RunConfigTr::tr("size %1 is negative; sizes are positive, such as 64M").arg(sizePerStream));
    if (totalSize < 0)
        add("total", RunConfigTr::tr("total %1 is negative; sizes are positive, such as 64M").arg(totalSize));

    if (bySize && blockSize >= Limits::kMinBlock && blockSize <= Limits::kMaxBlock) {
        for (int n : streamCounts) {
            if (n < Limits::kMinStreams || n > Limits::kMaxStreams)
                continue;
            if (sizePerStream < 0 || totalSize < 0 || (sizePerStream <= 0 && totalSize <= 0))
                continue; // refused above
            // The share before rounding to whole blocks: a share under one block is refused,
            // not silently rounded to an empty file.
            const int64_t share = sizePerStream > 0 ? sizePerStream : totalSize / n;
            if (share < blockSize) {
                add(sizePerStream > 0 ? "size" : "total",
                    RunConfigTr::tr("with %1 streams each file gets %2, less than one block of %3; use a larger size "
                                    "or a smaller block")
                        .arg(n)
                        .arg(Units::formatSize(share), Units::formatSize(blockSize)));
            } else if (!passBytes(n)) {
                const QStringList args { Units::formatSize(sizePerStream > 0 ? sizePerStream : totalSize),
                    QString::number(n), Units::formatSize(Limits::kMaxBytes) };
                addNamed(sizePerStream > 0 ? "size" : "total", P::TooMuchData, args,
                    RunConfigTr::tr("%1 %2 with %3 streams is more data than any filesystem holds (over %4); use a "
                                    "smaller %1")
                        .arg(sizePerStream > 0 ? QStringLiteral("--size") : QStringLiteral("--total"), args.at(0),
                            args.at(1), args.at(2)));
            } else if (sizePerStream > 0 && sizePerStream % blockSize != 0) {
                add("size",
                    RunConfigTr::tr("size %1 is not a whole number of %2 blocks; choose a multiple of the block size")
                        .arg(Units::formatSize(sizePerStream), Units::formatSize(blockSize)));
            }
        }
    }

    if (flush == FlushPolicy::Every) {
        if (flushEveryBytes <= 0) {
            add("flush", RunConfigTr::tr("flush every:SIZE needs a positive size, for example every:16M"));
        } else if (blockSize > 0 && flushEveryBytes % blockSize != 0) {
            add("flush",
                RunConfigTr::tr(
                    "flush every %1 is not a multiple of the block size %2; use a multiple of the block size")
                    .arg(Units::formatSize(flushEveryBytes), Units::formatSize(blockSize)));
        }
    }

    if (intervalNs < Limits::kMinIntervalNs || intervalNs > Limits::kMaxIntervalNs) {
        add("interval",
            RunConfigTr::tr("sampling interval %1 is out of range; use 10ms to 10s")
                .arg(Units::formatDurationNs(intervalNs)));
    }
    if (stallNs < Limits::kMinStallNs || stallNs > Limits::kMaxStallNs) {
        add("stall",
            RunConfigTr::tr("stall threshold %1 is out of range; use 1ms to 1h").arg(Units::formatDurationNs(stallNs)));
    }

    if (isRealTime()) {
        for (double rate : ratesBytesPerSec) {
            if (!usableRate(rate)) {
                add("rate",
                    RunConfigTr::tr("stream rate %1 is not usable; give a positive rate such as 1MiB/s")
                        .arg(rateText(rate)));
            }
        }
        if (ratesBytesPerSec.size() > 1 && ratesBytesPerSec.size() != maxStreams()) {
            add("rate",
                RunConfigTr::tr("%1 rates are given for %2 streams; give one rate for all streams or one per stream")
                    .arg(ratesBytesPerSec.size())
                    .arg(maxStreams()));
        }
        if (bufferBytes < blockSize) {
            add("buffer",
                RunConfigTr::tr(
                    "buffer %1 is smaller than one block (%2); a stream buffer must hold at least one block")
                    .arg(Units::formatSize(bufferBytes), Units::formatSize(blockSize)));
        }
        if (durationNs < 0)
            add("duration", RunConfigTr::tr("duration is negative; give a length such as 60s"));
        const bool ratesUsable = std::all_of(ratesBytesPerSec.cbegin(), ratesBytesPerSec.cend(), usableRate);
        if (durationNs > 0 && ratesUsable && blockSize >= Limits::kMinBlock) {
            // Rate × duration in floating point: the product of two user values may not fit
            // in 64 bits, and a run that moves less than a block would report success having
            // written nothing.
            const double seconds = double(durationNs) / 1e9;
            for (int i = 0; i < maxStreams(); ++i) {
                const double bytes = rateFor(i) * seconds;
                if (bytes * double(std::max(1, maxStreams())) > double(Limits::kMaxBytes)) {
                    const QStringList args { rateText(rateFor(i)), Units::formatDurationNs(durationNs),
                        Units::formatSize(Limits::kMaxBytes) };
                    addNamed("duration", P::RateTooMuchForDuration, args,
                        RunConfigTr::tr("--rate %1 for --duration %2 is more data than any filesystem holds (over %3 "
                                        "in a pass); use a shorter --duration or a lower --rate")
                            .arg(args.at(0), args.at(1), args.at(2)));
                    break;
                }
                if (bytes < double(blockSize)) {
                    const QStringList args { rateText(rateFor(i)), Units::formatSize(int64_t(bytes)),
                        Units::formatDurationNs(durationNs), Units::formatSize(blockSize) };
                    addNamed("duration", P::DurationUnderOneBlock, args,
                        RunConfigTr::tr("at --rate %1 a stream gets %2 in --duration %3, less than one block of %4, so "
                                        "nothing would be written; use a longer --duration or a higher --rate")
                            .arg(args.at(0), args.at(1), args.at(2), args.at(3)));
                    break;
                }
            }
        }
        if (durationNs > 0 && ratesUsable && bufferBytes >= blockSize && errors.isEmpty()) {
            double fastest = 0;
            for (int i = 0; i < maxStreams(); ++i)
                fastest = std::max(fastest, rateFor(i));
            if (auto refusal = overrunImpossible(fastest, bufferBytes, longestDurationNs()))
                errors.append(*refusal);
        }
        if (confirmCapNs > 0 && durationNs <= 0)
            add("confirm", RunConfigTr::tr("--confirm needs --duration: it runs on past the duration"));
        else if (confirmCapNs > 0 && confirmCapNs < durationNs)
            add("confirm",
                RunConfigTr::tr("the --confirm cap %1 is shorter than --duration %2")
                    .arg(Units::formatDurationNs(confirmCapNs), Units::formatDurationNs(durationNs)));
        if (durationNs <= 0 && ratesUsable) {
            // By size, the run lasts size / rate: its clock times must stay within 64 bits of
            // nanoseconds (and a run of decades is a typo, not a plan).
            int64_t largest = 0;
            for (int n : streamCounts)
                largest = std::max(largest, streamSize(n));
            for (int i = 0; i < maxStreams(); ++i) {
                if (double(largest) / rateFor(i) > kMaxRealTimeSeconds) {
                    const QStringList args { rateText(rateFor(i)), Units::formatSize(largest),
                        QString::number(qRound(kMaxRealTimeSeconds / (365.25 * 86400))) };
                    addNamed("rate", P::RunTooLong, args,
                        RunConfigTr::tr("at --rate %1 writing %2 per stream would take longer than %3 years; use a "
                                        "higher --rate or a smaller size")
                            .arg(args.at(0), args.at(1), args.at(2)));
                    break;
                }
            }
        }
    } else {
        if (durationNs > 0) {
            const QStringList args { Units::formatDurationNs(durationNs) };
            addNamed("duration", P::DurationNeedsRate, args,
                RunConfigTr::tr("--duration %1 needs stream rates; add --rate (for example --rate 1MiB/s)")
                    .arg(args.at(0)));
        }
        if (bufferBytes > 0) {
            const QStringList args { Units::formatSize(bufferBytes) };
            addNamed("buffer", P::BufferNeedsRate, args,
                RunConfigTr::tr("--buffer %1 needs stream rates; add --rate (for example --rate 1MiB/s)")
                    .arg(args.at(0)));
        }
    }
    return errors;
}

QJsonObject RunConfig::toJson() const
{
    QJsonObject o;
    o[QLatin1String("preset")] = preset;
    if (presetModified) // absent in the reports of runs that used a preset as it is
        o[QLatin1String("preset_modified")] = true;
    o[QLatin1String("dirs")] = QJsonArray::fromStringList(targetDirs);
    QJsonArray counts;
    for (int n : streamCounts)
        counts.append(n);
    o[QLatin1String("streams")] = counts;
    o[QLatin1String("size_bytes")] = double(sizePerStream);
    o[QLatin1String("total_bytes")] = double(totalSize);
    o[QLatin1String("block_bytes")] = double(blockSize);
    o[QLatin1String("schedule")] = toString(schedule);
    o[QLatin1String("mode")] = toString(mode);
    o[QLatin1String("prepare")] = toString(prepare);
    o[QLatin1String("flush")] = flushToString(flush, flushEveryBytes);
    o[QLatin1String("read")] = toString(read);
    o[QLatin1String("interval_s")] = double(intervalNs) / 1e9;
    o[QLatin1String("stall_s")] = double(stallNs) / 1e9;
    if (isRealTime()) {
        QJsonArray rates;
        for (double r : ratesBytesPerSec)
            rates.append(r / Units::kMiB);
        o[QLatin1String("rate_mib_s")] = rates;
        o[QLatin1String("buffer_bytes")] = double(bufferBytes);
        o[QLatin1String("duration_s")] = double(durationNs) / 1e9;
        if (confirmCapNs > 0)
            o[QLatin1String("confirm_cap_s")] = double(confirmCapNs) / 1e9;
    }
    return o;
}

std::optional<RunConfig> RunConfig::fromJson(const QJsonObject& o, QString* error)
{
    auto fail = [error](const QString& message) -> std::optional<RunConfig> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    // Integers travel as JSON doubles; reject anything that is not a whole, finite, sane number.
    auto integer = [&o](const char* key, int64_t& out, bool required) -> bool {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            return !required;
        if (!v.isDouble())
            return false;
        const double d = v.toDouble();
        if (!std::isfinite(d) || d < 0 || d > 9.0e15 || d != std::floor(d))
            return false;
        out = int64_t(d);
        return true;
    };
    auto seconds = [&o](const char* key, int64_t& outNs) -> bool {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            return true;
        const double d = v.toDouble(-1);
        if (!v.isDouble() || !std::isfinite(d) || d < 0 || d > 1e7)
            return false;
        outNs = int64_t(std::llround(d * 1e9));
        return true;
    };

    RunConfig c;
    const QJsonValue preset = o.value(QLatin1String("preset"));
    if (!preset.isUndefined() && !preset.isString())
        return fail(RunConfigTr::tr("config: \"preset\" must be text"));
    c.preset = preset.toString();
    const QJsonValue modified = o.value(QLatin1String("preset_modified"));
    if (!modified.isUndefined() && !modified.isBool())
        return fail(RunConfigTr::tr("config: \"preset_modified\" must be true or false"));
    c.presetModified = modified.toBool();
    c.targetDirs.clear();
    const QJsonValue dirs = o.value(QLatin1String("dirs"));
    if (!dirs.isArray() || dirs.toArray().size() > 1024)
        return fail(RunConfigTr::tr("config: \"dirs\" must be a list of directories"));
    for (const QJsonValue d : dirs.toArray()) {
        if (!d.isString())
            return fail(RunConfigTr::tr("config: \"dirs\" must contain only strings"));
        c.targetDirs.append(d.toString());
    }
    const QJsonValue counts = o.value(QLatin1String("streams"));
    if (!counts.isArray() || counts.toArray().size() > 4096)
        return fail(RunConfigTr::tr("config: \"streams\" must be a list of stream counts"));
    c.streamCounts.clear();
    for (const QJsonValue n : counts.toArray()) {
        const double d = n.toDouble(-1);
        if (!n.isDouble() || d < 1 || d > Limits::kMaxStreams || d != std::floor(d))
            return fail(RunConfigTr::tr("config: \"streams\" holds a value that is not a stream count from 1 to 1024"));
        c.streamCounts.append(int(d));
    }
    if (!integer("size_bytes", c.sizePerStream, true) || !integer("total_bytes", c.totalSize, true)
        || !integer("block_bytes", c.blockSize, true))
        return fail(
            RunConfigTr::tr("config: size_bytes, total_bytes and block_bytes must be whole non-negative numbers"));

    const auto schedule = scheduleFromString(o.value(QLatin1String("schedule")).toString());
    const auto mode = ioModeFromString(o.value(QLatin1String("mode")).toString());
    const auto prepare = prepareFromString(o.value(QLatin1String("prepare")).toString());
    const auto read = readOrderFromString(o.value(QLatin1String("read")).toString());
    if (!schedule || !mode || !prepare || !read)
        return fail(RunConfigTr::tr("config: schedule, mode, prepare or read has an unknown value"));
    c.schedule = *schedule;
    c.mode = *mode;
    c.prepare = *prepare;
    c.read = *read;
    QString flushError;
    if (!parseFlush(o.value(QLatin1String("flush")).toString(), c.flush, c.flushEveryBytes, &flushError))
        return fail(RunConfigTr::tr("config: %1").arg(flushError));
    if (!seconds("interval_s", c.intervalNs) || !seconds("stall_s", c.stallNs) || !seconds("duration_s", c.durationNs)
        || !seconds("confirm_cap_s", c.confirmCapNs))
        return fail(
            RunConfigTr::tr("config: interval_s, stall_s and duration_s must be non-negative numbers of seconds"));

    const QJsonValue rates = o.value(QLatin1String("rate_mib_s"));
    if (!rates.isUndefined()) {
        if (!rates.isArray() || rates.toArray().size() > Limits::kMaxStreams)
            return fail(RunConfigTr::tr("config: \"rate_mib_s\" must be a list of rates"));
        for (const QJsonValue r : rates.toArray()) {
            const double d = r.toDouble(-1);
            if (!r.isDouble() || !std::isfinite(d) || d <= 0)
                return fail(RunConfigTr::tr("config: \"rate_mib_s\" holds a value that is not a positive rate"));
            c.ratesBytesPerSec.append(d * Units::kMiB);
        }
        if (!integer("buffer_bytes", c.bufferBytes, false))
            return fail(RunConfigTr::tr("config: buffer_bytes must be a whole non-negative number"));
    }
    return c;
}
