#include "CommandLine.h"

#include "Presets.h"
#include "Translations.h"
#include "Units.h"

#include <QCoreApplication>
#include <QLocale>
#include <cerrno>

namespace {
// lupdate only sees tr() with a context: a class that declares one. This gives the free
// functions of this file theirs.
struct CommandLineTr {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

QCommandLineOption hidden(QCommandLineOption option)
{
    option.setFlags(QCommandLineOption::HiddenFromHelp);
    return option;
}
} // namespace

CommandLine::CommandLine()
    : dir(QStringList { QStringLiteral("d"), QStringLiteral("dir") },
        CommandLineTr::tr(
            "Directory to test; a private run directory is created inside it and removed afterwards. Repeat to "
            "compare several filesystems."),
        CommandLineTr::tr("DIR"))
    , preset(QStringList { QStringLiteral("p"), QStringLiteral("preset") },
          CommandLineTr::tr(
              "Start from a preset: vdr, hdtest, elvtest, recorder or daw (see --list-presets). Options given "
              "with it override it."),
          CommandLineTr::tr("NAME"))
    , streams(QStringList { QStringLiteral("s"), QStringLiteral("streams") },
          CommandLineTr::tr("Stream counts to run, one pass each, e.g. 1,2,4 (1-1024)."), CommandLineTr::tr("LIST"))
    , size(QStringLiteral("size"),
          CommandLineTr::tr("Bytes per stream, e.g. 64M (binary units: k, M, G = KiB, MiB, GiB)."),
          CommandLineTr::tr("SIZE"))
    , total(QStringLiteral("total"),
          CommandLineTr::tr("Bytes per pass, split across its streams in whole blocks (like seed 000)."),
          CommandLineTr::tr("SIZE"))
    , block(QStringList { QStringLiteral("b"), QStringLiteral("block") },
          CommandLineTr::tr("Bytes per read or write call, 512 bytes to 64 MiB; must divide --size."),
          CommandLineTr::tr("SIZE"))
    , schedule(QStringLiteral("schedule"),
          CommandLineTr::tr(
              "roundrobin: one thread writes block i of every file in turn; threads: one thread per stream."),
          CommandLineTr::tr("KIND"))
    , mode(QStringLiteral("mode"), CommandLineTr::tr("buffered, direct (O_DIRECT), sync (O_SYNC) or dsync (O_DSYNC)."),
          CommandLineTr::tr("MODE"))
    , prepare(QStringLiteral("prepare"),
          CommandLineTr::tr(
              "truncate (fresh files), fallocate (preallocate first) or existing (create the files sequentially "
              "in a timed create phase, then overwrite them in place)."),
          CommandLineTr::tr("KIND"))
    , flush(QStringLiteral("flush"),
          CommandLineTr::tr(
              "end (fdatasync every file after the write phase: the timed flush tail), none, or every:SIZE."),
          CommandLineTr::tr("POLICY"))
    , read(QStringLiteral("read"), CommandLineTr::tr("each (one file after another), roundrobin, or none."),
          CommandLineTr::tr("ORDER"))
    , interval(QStringLiteral("interval"), CommandLineTr::tr("Sampling interval, 10ms to 10s (default 100ms)."),
          CommandLineTr::tr("DURATION"))
    , stall(QStringLiteral("stall"), CommandLineTr::tr("An operation longer than this is a stall (default 100ms)."),
          CommandLineTr::tr("DURATION"))
    , rate(QStringLiteral("rate"),
          CommandLineTr::tr(
              "Real-time streams: data arrives at this rate per stream, e.g. 1MiB/s, or a list with one rate per "
              "stream."),
          CommandLineTr::tr("RATE"))
    , buffer(QStringLiteral("buffer"),
          CommandLineTr::tr("Real-time streams: buffer per stream, e.g. 8MiB; overflow is data lost."),
          CommandLineTr::tr("SIZE"))
    , duration(QStringLiteral("duration"),
          CommandLineTr::tr("Real-time streams: run length by time instead of size, e.g. 60s."),
          CommandLineTr::tr("DURATION"))
    , confirm(QStringLiteral("confirm"),
          CommandLineTr::tr(
              "Real-time streams: run on past --duration until the projection is confirmed (a buffer overflows) or "
              "refuted (steady state), at most CAP (default 1h)."),
          CommandLineTr::tr("CAP"))
    , spaceMargin(QStringLiteral("space-margin"),
          CommandLineTr::tr(
              "Free space to leave on the target beyond the run's files (default: the larger of 1 GiB and 5 % of "
              "the filesystem)."),
          CommandLineTr::tr("SIZE"))
    , noSpaceCheck(hidden(QCommandLineOption(QStringLiteral("no-space-check"), QStringLiteral("tests only"))))
    , inject(hidden(QCommandLineOption(QStringLiteral("inject"), QStringLiteral("tests only"), QStringLiteral("SPEC"))))
    , lang(QStringLiteral("lang"), CommandLineTr::tr("Language of the output, e.g. de or fr (default: the system's)."),
          CommandLineTr::tr("LANG"))
    , units(QStringLiteral("units"),
          CommandLineTr::tr("Unit of the rates in the tables: MiB (MiB/s, 2^20 bytes, the default) or MB (MB/s, 10^6 "
                            "bytes, as CrystalDiskMark shows). Reports keep MiB/s."),
          CommandLineTr::tr("UNIT"))
{ }

void CommandLine::addRunOptions(QCommandLineParser& parser)
{
    parser.addOptions({ dir, preset, streams, size, total, block, schedule, mode, prepare, flush, read, interval, stall,
        rate, buffer, duration, confirm, spaceMargin, noSpaceCheck, inject, lang, units });
}

QStringList CommandLine::withOptionalValues(QStringList arguments)
{
    const QString bare = QStringLiteral("--confirm");
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--"))
            break;
        // What follows is its value unless it is another option: a word that is no duration
        // ("--confirm forever") is then named as --confirm's bad value, not as a stray argument.
        const bool valueFollows = i + 1 < arguments.size()
            && (Units::parseDurationNs(arguments[i + 1]).has_value() || !arguments[i + 1].startsWith(u'-')
                || (arguments[i + 1].size() > 1 && arguments[i + 1][1].isDigit()));
        if (arguments[i] == bare && !valueFollows)
            arguments[i] = bare + u'=' + QLatin1String(kDefaultConfirmCap);
    }
    return arguments;
}

bool CommandLine::applyRateUnit(const QCommandLineParser& parser, QString* error) const
{
    if (!parser.isSet(units))
        return true;
    const std::optional<Units::RateUnit> unit = Units::parseRateUnit(parser.value(units));
    if (!unit) {
        if (error)
            *error = CommandLineTr::tr("--units \"%1\": use MiB or MB").arg(parser.value(units));
        return false;
    }
    Units::setRateUnit(*unit);
    return true;
}

QString CommandLine::presetHelp()
{
    QString text;
    for (const Preset& p : Presets::all()) {
        const RunConfig& c = p.config;
        QStringList counts;
        for (int n : c.streamCounts)
            counts.append(QString::number(n));
        // The amount of data: a size per stream, a total per pass, or a duration at a rate.
        QString amount;
        if (c.isRealTime() && c.durationNs > 0) {
            QStringList rates;
            for (double r : c.ratesBytesPerSec)
                rates.append(Units::formatSizeCompact(int64_t(r)) + QStringLiteral("/s"));
            amount = QStringLiteral("--rate %1 --buffer %2 --duration %3")
                         .arg(rates.join(QLatin1Char(',')), Units::formatSizeCompact(c.bufferBytes),
                             Units::formatDurationNs(c.durationNs));
        } else {
            amount = c.sizePerStream > 0 ? QStringLiteral("--size ") + Units::formatSizeCompact(c.sizePerStream)
                                         : QStringLiteral("--total ") + Units::formatSizeCompact(c.totalSize);
        }
        text += QStringLiteral("  %1 - %2\n      %3\n      --streams %4 %5 --block %6 --schedule %7 --mode %8 "
                               "--prepare %9 --flush %10 --read %11\n")
                    .arg(p.name, p.title, p.description, counts.join(QLatin1Char(',')), amount,
                        Units::formatSizeCompact(c.blockSize), toString(c.schedule), toString(c.mode),
                        toString(c.prepare), flushToString(c.flush, c.flushEveryBytes), toString(c.read));
    }
    return text;
}

bool CommandLine::toConfig(const QCommandLineParser& parser, RunConfig& config, QString* error) const
{
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    auto sizeOf = [&](const QCommandLineOption& option, int64_t& out) {
        const QString text = parser.value(option);
        const auto value = Units::parseSize(text);
        if (!value || *value <= 0) {
            return fail(
                CommandLineTr::tr("--%1 \"%2\" is not a size; use a number with an optional unit such as 4k, 256KiB, "
                                  "64M or 1G")
                    .arg(option.names().constLast(), text));
        }
        out = *value;
        return true;
    };
    auto durationOf = [&](const QCommandLineOption& option, int64_t& out) {
        const QString text = parser.value(option);
        const auto value = Units::parseDurationNs(text);
        if (!value || *value <= 0) {
            return fail(CommandLineTr::tr("--%1 \"%2\" is not a duration; use for example 100ms, 2s or 1m")
                            .arg(option.names().constLast(), text));
        }
        out = *value;
        return true;
    };

    config = RunConfig();
    if (parser.isSet(preset)) {
        const auto p = Presets::find(parser.value(preset));
        if (!p) {
            return fail(CommandLineTr::tr("--preset \"%1\" is unknown; choose one of %2")
                            .arg(parser.value(preset), Presets::names().join(QLatin1String(", "))));
        }
        config = p->config;
    }
    config.targetDirs = parser.values(dir);
    if (parser.isSet(streams)) {
        config.streamCounts.clear();
        for (const QString& part : parser.value(streams).split(QLatin1Char(','))) {
            bool ok = false;
            const int n = part.trimmed().toInt(&ok);
            if (!ok || n < Limits::kMinStreams || n > Limits::kMaxStreams) {
                return fail(
                    CommandLineTr::tr("--streams \"%1\" is not a list of stream counts; use numbers from 1 to 1024 "
                                      "separated by commas, e.g. 1,2,4")
                        .arg(parser.value(streams)));
            }
            config.streamCounts.append(n);
        }
    }
    if (parser.isSet(size) && parser.isSet(total))
        return fail(CommandLineTr::tr(
            "--size and --total are both given; use --size for bytes per stream or --total for bytes per pass"));
    if (parser.isSet(size)) {
        if (!sizeOf(size, config.sizePerStream))
            return false;
        config.totalSize = 0;
    }
    if (parser.isSet(total)) {
        if (!sizeOf(total, config.totalSize))
            return false;
        config.sizePerStream = 0;
    }
    if (parser.isSet(block) && !sizeOf(block, config.blockSize))
        return false;
    if (parser.isSet(schedule)) {
        const auto v = scheduleFromString(parser.value(schedule));
        if (!v)
            return fail(CommandLineTr::tr("--schedule \"%1\" is unknown; use roundrobin or threads")
                            .arg(parser.value(schedule)));
        config.schedule = *v;
    }
    if (parser.isSet(mode)) {
        const auto v = ioModeFromString(parser.value(mode));
        if (!v)
            return fail(CommandLineTr::tr("--mode \"%1\" is unknown; use buffered, direct, sync or dsync")
                            .arg(parser.value(mode)));
        config.mode = *v;
    }
    if (parser.isSet(prepare)) {
        const auto v = prepareFromString(parser.value(prepare));
        if (!v) {
            return fail(CommandLineTr::tr("--prepare \"%1\" is unknown; use truncate, fallocate or existing")
                            .arg(parser.value(prepare)));
        }
        config.prepare = *v;
    }
    if (parser.isSet(flush)) {
        QString flushError;
        if (!parseFlush(parser.value(flush), config.flush, config.flushEveryBytes, &flushError))
            return fail(QStringLiteral("--") + flushError);
    }
    if (parser.isSet(read)) {
        const auto v = readOrderFromString(parser.value(read));
        if (!v)
            return fail(
                CommandLineTr::tr("--read \"%1\" is unknown; use each, roundrobin or none").arg(parser.value(read)));
        config.read = *v;
    }
    if (parser.isSet(interval) && !durationOf(interval, config.intervalNs))
        return false;
    if (parser.isSet(stall) && !durationOf(stall, config.stallNs))
        return false;
    if (parser.isSet(rate)) {
        config.ratesBytesPerSec.clear();
        for (const QString& part : parser.value(rate).split(QLatin1Char(','))) {
            const auto r = Units::parseRate(part);
            if (!r || *r <= 0) {
                return fail(
                    CommandLineTr::tr("--rate \"%1\" is not a data rate; use for example 1MiB/s or 512k/s, or a list "
                                      "such as 1M,2M")
                        .arg(parser.value(rate)));
            }
            config.ratesBytesPerSec.append(*r);
        }
    }
    if (parser.isSet(buffer) && !sizeOf(buffer, config.bufferBytes))
        return false;
    if (parser.isSet(duration)) {
        if (!durationOf(duration, config.durationNs))
            return false;
        // A run by time has no size; the preset's size would otherwise contradict it.
        if (!parser.isSet(size) && !parser.isSet(total)) {
            config.sizePerStream = 0;
            config.totalSize = 0;
        }
    }
    if (parser.isSet(confirm) && !durationOf(confirm, config.confirmCapNs))
        return false;
    if (!parser.isSet(preset)) {
        // A custom run: name it so reports and charts say what it was.
        config.preset.clear();
    }
    Presets::markModified(config);

    const QList<ConfigError> problems = config.validate();
    if (!problems.isEmpty()) {
        QStringList messages;
        for (const ConfigError& e : problems)
            messages.append(QStringLiteral("--") + e.field + QStringLiteral(": ") + e.message);
        return fail(messages.join(QLatin1Char('\n')));
    }
    return true;
}

bool CommandLine::engineOptions(const QCommandLineParser& parser, EngineOptions& options, QString* error) const
{
    if (parser.isSet(spaceMargin)) {
        const auto value = Units::parseSize(parser.value(spaceMargin));
        if (!value) {
            if (error) {
                *error = CommandLineTr::tr("--space-margin \"%1\" is not a size; use for example 0, 512M or 2G")
                             .arg(parser.value(spaceMargin));
            }
            return false;
        }
        options.spaceMarginBytes = *value;
    }
    options.skipSpaceCheck = parser.isSet(noSpaceCheck);
    return true;
}

bool CommandLine::checkUsage(const QCommandLineParser& parser, QString* error) const
{
    const QStringList given = parser.optionNames();
    QStringList checked;
    for (const QString& name : given) {
        // --show (the window's) names each report it overlays.
        if (checked.contains(name) || dir.names().contains(name) || inject.names().contains(name)
            || name == QLatin1String("show"))
            continue;
        checked.append(name);
        // values() joins an option's aliases (-p and --preset); a repeated flag has no values.
        if (parser.values(name).size() > 1 || given.count(name) > 1) {
            *error = CommandLineTr::tr("%1 is given more than once; give it once (only --dir may be repeated)")
                         .arg((name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name);
            return false;
        }
    }
    if (parser.isSet(lang)) {
        const QStringList known = Translations::available();
        if (!known.contains(QLocale(parser.value(lang)).name().section(QLatin1Char('_'), 0, 0))) {
            *error = CommandLineTr::tr("--lang \"%1\" is not a language StreamScope has; use one of %2")
                         .arg(parser.value(lang), known.join(QLatin1String(", ")));
            return false;
        }
    }
    return true;
}

bool CommandLine::faults(const QCommandLineParser& parser, QList<Fault>& faults, QString* error) const
{
    for (const QString& spec : parser.values(inject)) {
        Fault fault;
        if (!parseFault(spec, fault, error))
            return false;
        faults.append(fault);
    }
    return true;
}

bool CommandLine::parseFault(const QString& spec, Fault& fault, QString* error)
{
    auto fail = [&](const QString& what) {
        if (error)
            *error = CommandLineTr::tr("--inject \"%1\": %2").arg(spec, what);
        return false;
    };
    static const std::pair<const char*, Fault::Op> ops[]
        = { { "open", Fault::Op::Open }, { "write", Fault::Op::Write }, { "read", Fault::Op::Read },
              { "sync", Fault::Op::Sync }, { "fallocate", Fault::Op::Fallocate }, { "close", Fault::Op::Close } };
    static const std::pair<const char*, int> errnos[] = { { "ENOSPC", ENOSPC }, { "EIO", EIO }, { "EDQUOT", EDQUOT },
        { "EFBIG", EFBIG }, { "EROFS", EROFS }, { "EINTR", EINTR }, { "EINVAL", EINVAL }, { "EACCES", EACCES } };
    // Every key and value is checked: a typo such as stream=abc or times=x used to become 0
    // silently, and a test then passed because its fault never fired.
    const QStringList parts = spec.split(QLatin1Char(','));
    if (spec.trimmed().isEmpty())
        return fail(CommandLineTr::tr("empty; use for example write,error=ENOSPC,phase=write,stream=0,offset=1M"));
    bool opFound = false;
    for (const auto& [name, op] : ops) {
        if (parts.first() == QLatin1String(name)) {
            fault.op = op;
            opFound = true;
        }
    }
    if (!opFound)
        return fail(CommandLineTr::tr("unknown operation \"%1\"; the operation must be open, write, read, sync, "
                                      "fallocate or close")
                        .arg(parts.first()));
    QStringList seen;
    for (const QString& part : parts.mid(1)) {
        if (part.isEmpty())
            return fail(CommandLineTr::tr("empty item between commas; items are KEY=VALUE or short"));
        const bool hasValue = part.contains(QLatin1Char('='));
        const QString key = part.section(QLatin1Char('='), 0, 0);
        const QString value = part.section(QLatin1Char('='), 1);
        if (seen.contains(key))
            return fail(CommandLineTr::tr("%1 is given twice").arg(key));
        seen.append(key);
        if (key == QLatin1String("short")) {
            if (hasValue)
                return fail(CommandLineTr::tr("short takes no value (\"%1\"); write just short").arg(part));
            fault.shortTransfer = true;
            continue;
        }
        if (!hasValue || value.isEmpty()) {
            if (key == QLatin1String("error") || key == QLatin1String("delay") || key == QLatin1String("phase")
                || key == QLatin1String("stream") || key == QLatin1String("offset") || key == QLatin1String("times"))
                return fail(CommandLineTr::tr("%1 needs a value, as in %1=VALUE").arg(key));
        }
        if (key == QLatin1String("error")) {
            bool found = false;
            QStringList names;
            for (const auto& [name, number] : errnos) {
                names.append(QLatin1String(name));
                if (value == QLatin1String(name)) {
                    fault.error = number;
                    found = true;
                }
            }
            if (!found)
                return fail(CommandLineTr::tr("unknown error \"%1\"; use one of %2")
                                .arg(value, names.join(QLatin1String(", "))));
        } else if (key == QLatin1String("delay")) {
            const auto ns = Units::parseDurationNs(value);
            if (!ns || *ns <= 0)
                return fail(CommandLineTr::tr("delay \"%1\" is not a positive duration; use for example 20ms or 2s")
                                .arg(value));
            fault.delayNs = *ns;
        } else if (key == QLatin1String("phase")) {
            PhaseKind kind;
            if (!phaseFromName(value, kind))
                return fail(CommandLineTr::tr("unknown phase \"%1\"; use create, write, flush or read").arg(value));
            fault.phase = kind;
        } else if (key == QLatin1String("stream")) {
            bool ok = false;
            const int stream = value.toInt(&ok);
            if (!ok || stream < 0)
                return fail(CommandLineTr::tr("stream \"%1\" is not a stream number; use 0, 1, 2 ...").arg(value));
            fault.stream = stream;
        } else if (key == QLatin1String("offset")) {
            const auto bytes = Units::parseSize(value);
            if (!bytes)
                return fail(CommandLineTr::tr("offset \"%1\" is not a size; use for example 0, 64k or 1M").arg(value));
            fault.atOffset = *bytes;
        } else if (key == QLatin1String("times")) {
            bool ok = false;
            const int times = value.toInt(&ok);
            if (!ok || (times < 1 && times != -1))
                return fail(
                    CommandLineTr::tr("times \"%1\" is not a count; use 1, 2 ... or -1 for every matching operation")
                        .arg(value));
            fault.times = times;
        } else {
            return fail(CommandLineTr::tr("unknown key \"%1\"; the keys are error, delay, short, phase, stream, "
                                          "offset and times")
                            .arg(key));
        }
    }
    // A fault that changes nothing would let a test pass without exercising anything.
    if (fault.error == 0 && fault.delayNs == 0 && !fault.shortTransfer)
        return fail(CommandLineTr::tr("nothing to inject; add error=ERRNO, delay=DURATION or short"));
    return true;
}
