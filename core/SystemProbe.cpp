// The pure parsers of SysProbe: text from /proc and /sys in, figures out. No file is opened
// here (the live probes are in SystemProbeLive.cpp), so everything can be fed fixtures.

#include "SystemProbe.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QVarLengthArray>
#include <charconv>
#include <cstring>
#include <limits>

namespace SysProbe {
namespace {

// Enough for every single-line record the parsers look at; a longer line in a stat
// file means the file is not what we think it is.
using Fields = QVarLengthArray<QByteArrayView, 24>;

void setError(QString* error, const QString& message)
{
    if (error)
        *error = message;
}

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

// Whitespace-separated fields of one line; runs of blanks count as one separator.
Fields splitBlanks(QByteArrayView line)
{
    Fields fields;
    qsizetype i = 0;
    const qsizetype n = line.size();
    while (i < n) {
        while (i < n && isBlank(line[i]))
            ++i;
        const qsizetype start = i;
        while (i < n && !isBlank(line[i]))
            ++i;
        if (i > start)
            fields.append(line.sliced(start, i - start));
    }
    return fields;
}

// Calls f(line, lineNumber) for each '\n'-terminated line; a last line without '\n' is
// passed too, because truncated files must still be looked at (and judged) line by line.
template <typename F> void forEachLine(QByteArrayView text, F&& f)
{
    qsizetype pos = 0;
    int number = 0;
    while (pos < text.size()) {
        qsizetype end = text.indexOf('\n', pos);
        if (end < 0)
            end = text.size();
        f(text.sliced(pos, end - pos), ++number);
        pos = end + 1;
    }
}

QByteArrayView firstLine(QByteArrayView text)
{
    const qsizetype end = text.indexOf('\n');
    return end < 0 ? text : text.first(end);
}

// Strict: digits only, no sign, no trailing junk, no overflow. Kernel counters are
// unsigned, and a "-1" or "12abc" means the text was damaged.
std::optional<uint64_t> toU64(QByteArrayView text)
{
    if (text.isEmpty())
        return std::nullopt;
    uint64_t value = 0;
    const char* begin = text.data();
    const char* end = begin + text.size();
    const auto [ptr, ec] = std::from_chars(begin, end, value);
    if (ec != std::errc() || ptr != end)
        return std::nullopt;
    return value;
}

std::optional<int> toInt(QByteArrayView text)
{
    const auto v = toU64(text);
    if (!v || *v > uint64_t(std::numeric_limits<int>::max()))
        return std::nullopt;
    return int(*v);
}

QString printable(QByteArrayView text, qsizetype max = 60)
{
    QString s = QString::fromUtf8(text.first(std::min(text.size(), max)));
    if (text.size() > max)
        s += QStringLiteral("…");
    return s;
}

// The 11 (before 4.18), 15 (4.18: discards) or 17 (5.5: flushes) counters of a block
// device. Any other count below 17 is a line cut short; more than 17 is accepted so a
// future kernel that appends fields keeps working.
std::optional<DiskStats> countersFrom(const Fields& fields, qsizetype first, const QString& where, QString* error)
{
    const qsizetype count = fields.size() - first;
    if (count != 11 && count != 15 && count < 17) {
        setError(error,
            QCoreApplication::translate(
                "SysProbe", "%1 has %2 counters; expected 11, 15 or 17 (truncated or unknown format).")
                .arg(where)
                .arg(count));
        return std::nullopt;
    }
    uint64_t v[11] = {};
    for (qsizetype i = 0; i < 11; ++i) {
        const auto parsed = toU64(fields[first + i]);
        if (!parsed) {
            setError(error,
                QCoreApplication::translate("SysProbe", "%1: counter %2 is not a number (\"%3\").")
                    .arg(where)
                    .arg(i + 1)
                    .arg(printable(fields[first + i])));
            return std::nullopt;
        }
        v[i] = *parsed;
    }
    DiskStats s;
    s.readsCompleted = v[0];
    s.readSectors = v[2];
    s.writesCompleted = v[4];
    s.writeSectors = v[6];
    s.inFlight = v[8];
    s.ioTicksMs = v[9];
    return s;
}

// The kernel escapes space, tab, newline and backslash in mountinfo paths as \ooo.
QString decodeOctalEscapes(QByteArrayView field)
{
    QByteArray out;
    out.reserve(field.size());
    auto isOctal = [](char c) { return c >= '0' && c <= '7'; };
    for (qsizetype i = 0; i < field.size(); ++i) {
        if (field[i] == '\\' && i + 3 < field.size() && isOctal(field[i + 1]) && isOctal(field[i + 2])
            && isOctal(field[i + 3])) {
            const int value = (field[i + 1] - '0') * 64 + (field[i + 2] - '0') * 8 + (field[i + 3] - '0');
            if (value <= 0xff) {
                out.append(char(value));
                i += 3;
                continue;
            }
        }
        out.append(field[i]);
    }
    return QFile::decodeName(out);
}

} // namespace

std::optional<DiskStats> parseBlockStat(const QByteArray& statFile, QString* error)
{
    const Fields fields = splitBlanks(firstLine(statFile));
    if (fields.isEmpty()) {
        setError(error, QCoreApplication::translate("SysProbe", "The block device stat file is empty."));
        return std::nullopt;
    }
    return countersFrom(fields, 0, QCoreApplication::translate("SysProbe", "The block device stat file"), error);
}

std::optional<DiskStats> parseDiskstats(const QByteArray& procDiskstats, const QString& deviceName, QString* error)
{
    const QByteArray name = deviceName.toUtf8();
    if (name.isEmpty()) {
        setError(
            error, QCoreApplication::translate("SysProbe", "No device name was given to look up in /proc/diskstats."));
        return std::nullopt;
    }
    std::optional<Fields> match;
    forEachLine(procDiskstats, [&](QByteArrayView line, int) {
        if (match)
            return;
        Fields fields = splitBlanks(line);
        // Lines of other devices may be damaged without concerning us; only ours is judged.
        if (fields.size() >= 3 && fields[2] == QByteArrayView(name))
            match = std::move(fields);
    });
    if (!match) {
        setError(error,
            QCoreApplication::translate("SysProbe", "Device %1 is not listed in /proc/diskstats.").arg(deviceName));
        return std::nullopt;
    }
    return countersFrom(
        *match, 3, QCoreApplication::translate("SysProbe", "The /proc/diskstats line of %1").arg(deviceName), error);
}

namespace {

// One "name value [unit]" line per figure, as /proc/meminfo and /proc/vmstat have them. Each
// wanted name must appear; its value is multiplied by `scale` into int64 bytes. Other lines
// may hold anything.
struct KeyedFile {
    const char* file; // "/proc/meminfo"
    const char* unit; // required third field ("kB"), or nullptr for none
    int64_t scale;
};

template <typename T> struct Key {
    const char* name;
    int64_t T::*field;
};

template <typename T, int N>
std::optional<T> parseKeyed(const QByteArray& text, const KeyedFile& format, const Key<T> (&keys)[N],
    const std::function<QString(const QString&)>& missingLine, QString* error)
{
    bool seen[N] = {};
    T values;
    QString problem;
    const qsizetype fieldCount = format.unit ? 3 : 2;
    forEachLine(text, [&](QByteArrayView line, int number) {
        if (!problem.isEmpty())
            return;
        const Fields fields = splitBlanks(line);
        if (fields.isEmpty())
            return;
        for (int k = 0; k < N; ++k) {
            if (seen[k] || fields[0] != QByteArrayView(keys[k].name))
                continue;
            const auto value = fields.size() == fieldCount ? toU64(fields[1]) : std::nullopt;
            if (!value || (format.unit && fields[2] != QByteArrayView(format.unit))) {
                const QString unit = format.unit ? QLatin1Char(' ') + QLatin1String(format.unit) : QString();
                problem = QCoreApplication::translate("SysProbe", "%1 line %2 is not \"%3 <number>%4\": \"%5\".")
                              .arg(QLatin1String(format.file))
                              .arg(number)
                              .arg(QLatin1String(keys[k].name), unit, printable(line));
                return;
            }
            if (*value > uint64_t(std::numeric_limits<int64_t>::max() / format.scale)) {
                problem = QCoreApplication::translate("SysProbe", "%1 value of %2 is too large.")
                              .arg(QLatin1String(format.file), QLatin1String(keys[k].name));
                return;
            }
            values.*(keys[k].field) = int64_t(*value) * format.scale;
            seen[k] = true;
        }
    });
    if (!problem.isEmpty()) {
        setError(error, problem);
        return std::nullopt;
    }
    for (int k = 0; k < N; ++k) {
        if (!seen[k]) {
            QString key = QLatin1String(keys[k].name);
            if (key.endsWith(QLatin1Char(':')))
                key.chop(1);
            setError(error, missingLine(key));
            return std::nullopt;
        }
    }
    return values;
}

} // namespace

std::optional<MemInfo> parseMeminfo(const QByteArray& procMeminfo, QString* error)
{
    static const Key<MemInfo> keys[] = {
        { "MemTotal:", &MemInfo::memTotalBytes },
        { "MemAvailable:", &MemInfo::memAvailableBytes },
        { "Cached:", &MemInfo::cachedBytes },
        { "Dirty:", &MemInfo::dirtyBytes },
        { "Writeback:", &MemInfo::writebackBytes },
    };
    return parseKeyed(
        procMeminfo, { "/proc/meminfo", "kB", 1024 }, keys,
        [](const QString& key) {
            return QCoreApplication::translate(
                "SysProbe", "/proc/meminfo has no %1 line (truncated, or a kernel older than 3.14).")
                .arg(key);
        },
        error);
}

std::optional<VmStat> parseVmstat(const QByteArray& procVmstat, int64_t pageSize, QString* error)
{
    static const Key<VmStat> keys[] = {
        { "nr_dirty", &VmStat::dirtyBytes },
        { "nr_writeback", &VmStat::writebackBytes },
        { "nr_dirty_threshold", &VmStat::dirtyThresholdBytes },
        { "nr_dirty_background_threshold", &VmStat::dirtyBackgroundThresholdBytes },
    };
    if (pageSize <= 0) {
        setError(error, QCoreApplication::translate("SysProbe", "The page size %1 is not positive.").arg(pageSize));
        return std::nullopt;
    }
    return parseKeyed(
        procVmstat, { "/proc/vmstat", nullptr, pageSize }, keys,
        [](const QString& key) {
            return QCoreApplication::translate("SysProbe", "/proc/vmstat has no %1 line (truncated?).").arg(key);
        },
        error);
}

std::optional<int64_t> parseSysfsNumber(const QByteArray& file)
{
    const auto fields = splitBlanks(firstLine(file));
    if (fields.size() != 1)
        return std::nullopt;
    const auto v = toU64(fields[0]);
    if (!v || *v > uint64_t(std::numeric_limits<int64_t>::max()))
        return std::nullopt;
    return int64_t(*v);
}

std::optional<Pressure> parsePressure(const QByteArray& procPressureIo, QString* error)
{
    Pressure p;
    bool hasSome = false;
    QString problem;
    forEachLine(procPressureIo, [&](QByteArrayView line, int number) {
        if (!problem.isEmpty())
            return;
        const Fields fields = splitBlanks(line);
        if (fields.isEmpty())
            return;
        const bool some = fields[0] == QByteArrayView("some");
        const bool full = fields[0] == QByteArrayView("full");
        if (!some && !full) {
            problem = QCoreApplication::translate(
                "SysProbe", "/proc/pressure/io line %1 starts with neither \"some\" nor \"full\": \"%2\".")
                          .arg(number)
                          .arg(printable(line));
            return;
        }
        std::optional<uint64_t> total;
        for (qsizetype i = 1; i < fields.size(); ++i) {
            if (fields[i].startsWith("total="))
                total = toU64(fields[i].sliced(6));
        }
        if (!total) {
            problem = QCoreApplication::translate(
                "SysProbe", "/proc/pressure/io line %1 has no valid total= value (truncated?): \"%2\".")
                          .arg(number)
                          .arg(printable(line));
            return;
        }
        if (some) {
            p.someTotalUs = *total;
            hasSome = true;
        } else {
            p.fullTotalUs = *total;
            p.hasFull = true;
        }
    });
    if (!problem.isEmpty()) {
        setError(error, problem);
        return std::nullopt;
    }
    if (!hasSome) {
        setError(error, QCoreApplication::translate("SysProbe", "/proc/pressure/io has no \"some\" line."));
        return std::nullopt;
    }
    return p;
}

QList<MountEntry> parseMountinfo(const QByteArray& procMountinfo, QStringList* warnings)
{
    QList<MountEntry> mounts;
    auto warn = [&](int number, const QString& why) {
        if (warnings)
            *warnings << QCoreApplication::translate("SysProbe", "Skipped /proc/self/mountinfo line %1: %2")
                             .arg(number)
                             .arg(why);
    };
    forEachLine(procMountinfo, [&](QByteArrayView line, int number) {
        if (line.trimmed().isEmpty())
            return;
        // Fields are separated by exactly one space (the kernel escapes spaces inside them),
        // and an empty source shows up as two spaces in a row, so empty fields are kept.
        QVarLengthArray<QByteArrayView, 16> f;
        qsizetype pos = 0;
        while (true) {
            const qsizetype sp = line.indexOf(' ', pos);
            f.append(line.sliced(pos, (sp < 0 ? line.size() : sp) - pos));
            if (sp < 0)
                break;
            pos = sp + 1;
        }
        // Optional fields ("shared:1 master:2") sit between field 6 and a lone "-".
        qsizetype sep = -1;
        for (qsizetype i = 6; i < f.size(); ++i) {
            if (f[i] == QByteArrayView("-")) {
                sep = i;
                break;
            }
        }
        if (sep < 0) {
            warn(number, QCoreApplication::translate("SysProbe", "no \" - \" separator (truncated line?)."));
            return;
        }
        if (f.size() - sep - 1 < 3) {
            warn(number,
                QCoreApplication::translate("SysProbe", "fewer than three fields after \" - \" (truncated line?)."));
            return;
        }
        if (!toInt(f[0]) || !toInt(f[1])) {
            warn(number, QCoreApplication::translate("SysProbe", "the mount IDs are not numbers."));
            return;
        }
        const qsizetype colon = f[2].indexOf(':');
        const auto major = colon > 0 ? toInt(f[2].first(colon)) : std::nullopt;
        const auto minor = colon > 0 ? toInt(f[2].sliced(colon + 1)) : std::nullopt;
        if (!major || !minor) {
            warn(number,
                QCoreApplication::translate("SysProbe", "\"%1\" is not a major:minor device number.")
                    .arg(printable(f[2])));
            return;
        }
        if (!f[4].startsWith('/')) {
            warn(number,
                QCoreApplication::translate("SysProbe", "the mount point \"%1\" is not absolute.")
                    .arg(printable(f[4])));
            return;
        }
        if (f[sep + 1].isEmpty()) {
            warn(number, QCoreApplication::translate("SysProbe", "the filesystem type is empty."));
            return;
        }
        MountEntry e;
        e.major = *major;
        e.minor = *minor;
        e.root = decodeOctalEscapes(f[3]);
        e.mountPoint = decodeOctalEscapes(f[4]);
        e.mountOptions = QString::fromUtf8(f[5]);
        e.fsType = decodeOctalEscapes(f[sep + 1]);
        e.source = decodeOctalEscapes(f[sep + 2]);
        e.superOptions = decodeOctalEscapes(f[sep + 3]);
        mounts.append(std::move(e));
    });
    return mounts;
}

std::optional<MountEntry> mountForPath(const QList<MountEntry>& mounts, const QString& path)
{
    if (!path.startsWith(QLatin1Char('/')))
        return std::nullopt;
    const QString clean = QDir::cleanPath(path);
    const MountEntry* best = nullptr;
    for (const MountEntry& m : mounts) {
        const QString& mp = m.mountPoint;
        const bool covers = mp == QLatin1String("/") || clean == mp
            || (clean.startsWith(mp) && clean.size() > mp.size() && clean.at(mp.size()) == QLatin1Char('/'));
        // ">=" so that of several mounts on one point the later one, stacked on top, wins.
        if (covers && (!best || mp.size() >= best->mountPoint.size()))
            best = &m;
    }
    if (!best)
        return std::nullopt;
    return *best;
}

QString BlockDevice::describe() const
{
    if (!present)
        return absentReason;
    if (kind == QLatin1String("dm")) {
        QString s = name;
        if (!displayName.isEmpty() && displayName != name)
            s += QStringLiteral(" '") + displayName + QLatin1Char('\'');
        if (!sitsOn.isEmpty())
            s = QCoreApplication::translate("SysProbe", "%1 on %2").arg(s, sitsOn.join(QStringLiteral(", ")));
        return s;
    }
    if (kind == QLatin1String("loop")) {
        if (sitsOn.isEmpty())
            return QCoreApplication::translate("SysProbe", "%1 (no backing file)").arg(name);
        return QCoreApplication::translate("SysProbe", "%1 backed by %2").arg(name, sitsOn.constFirst());
    }
    if (kind == QLatin1String("md") && !sitsOn.isEmpty())
        return QCoreApplication::translate("SysProbe", "%1 on %2").arg(name, sitsOn.join(QStringLiteral(", ")));

    QStringList traits;
    if (model == QLatin1String(kVirtioModel))
        traits << QCoreApplication::translate("SysProbe", kVirtioModel);
    else if (!model.isEmpty())
        traits << model;
    traits << (rotational ? QCoreApplication::translate("SysProbe", "HDD")
                          : QCoreApplication::translate("SysProbe", "SSD"));
    if (!scheduler.isEmpty())
        traits << scheduler;
    const QString head = (kind == QLatin1String("partition") && !wholeDisk.isEmpty())
        ? QCoreApplication::translate("SysProbe", "%1 on %2").arg(name, wholeDisk)
        : name;
    return head + QStringLiteral(" (") + traits.join(QStringLiteral(", ")) + QLatin1Char(')');
}

QString parseActiveScheduler(const QString& queueScheduler)
{
    const qsizetype open = queueScheduler.indexOf(QLatin1Char('['));
    const qsizetype close = queueScheduler.indexOf(QLatin1Char(']'), open + 1);
    if (open >= 0 && close > open)
        return queueScheduler.mid(open + 1, close - open - 1).trimmed();
    // Queues without a choice (some dm and md devices) print a bare "none".
    const QString trimmed = queueScheduler.trimmed();
    return trimmed.contains(QLatin1Char(' ')) ? QString() : trimmed;
}

std::optional<int64_t> parseCgroupMemoryLimit(const QByteArray& file)
{
    if (firstLine(file).trimmed() == QByteArrayView("max"))
        return -1;
    const auto v = parseSysfsNumber(file);
    if (!v)
        return std::nullopt;
    return *v >= (int64_t(1) << 60) ? -1 : *v;
}

CgroupPaths parseProcCgroup(const QByteArray& procCgroup)
{
    CgroupPaths paths;
    forEachLine(procCgroup, [&paths](QByteArrayView line, int) {
        // hierarchy-ID:controller-list:path; the path may itself hold ':'.
        const qsizetype first = line.indexOf(':');
        const qsizetype second = first < 0 ? -1 : line.sliced(first + 1).indexOf(':');
        if (second < 0)
            return;
        const QByteArrayView id = line.first(first);
        const QByteArrayView controllers = line.sliced(first + 1, second);
        const QString path = QString::fromUtf8(line.sliced(first + 1 + second + 1)).trimmed();
        if (id == QByteArrayView("0") && controllers.isEmpty())
            paths.unified = path;
        for (const QByteArray& c : controllers.toByteArray().split(','))
            if (c == "memory")
                paths.memoryV1 = path;
    });
    return paths;
}

QString parseCpuModel(const QByteArray& cpuinfo)
{
    // x86 says "model name", older ARM "Processor" or "Hardware", POWER "cpu", MIPS "cpu model".
    static const char* const keys[] = { "model name", "cpu model", "Processor", "cpu", "Hardware" };
    for (const char* key : keys) {
        QString found;
        forEachLine(cpuinfo, [&](QByteArrayView line, int) {
            if (!found.isEmpty())
                return;
            const qsizetype colon = line.indexOf(':');
            if (colon < 0)
                return;
            if (line.first(colon).trimmed() == QByteArrayView(key))
                found = QString::fromUtf8(line.sliced(colon + 1)).trimmed();
        });
        if (!found.isEmpty())
            return found;
    }
    return {};
}

} // namespace SysProbe
