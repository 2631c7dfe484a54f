#include "SystemProbe.h"

#include "Posix.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QVarLengthArray>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <fcntl.h>
#include <limits>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

namespace SysProbe {
namespace {

// The model name of a virtio-blk disk, which has none of its own. Kept in English in the
// report (a data file) and translated where it is shown (describe()).
constexpr const char* kVirtioModel = QT_TRANSLATE_NOOP("SysProbe", "Virtio disk");

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

// Small files from /proc and /sys report st_size 0 or 4096 whatever they hold, so read
// until EOF instead of trusting the size.
std::optional<QByteArray> readFile(const QString& path, qsizetype limit = 16 * 1024 * 1024)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return std::nullopt;
    QByteArray data;
    char buf[4096];
    bool ok = true;
    while (data.size() < limit) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            ok = false;
            break;
        }
        if (n == 0)
            break;
        data.append(buf, qsizetype(n));
    }
    ::close(fd);
    if (!ok)
        return std::nullopt;
    return data;
}

QString readTrimmed(const QString& path)
{
    const auto data = readFile(path, 64 * 1024);
    return data ? QString::fromUtf8(*data).trimmed() : QString();
}

// Reads from offset 0 into buf until EOF or the buffer is full. Returns bytes read, or
// -1 when the first read fails (a device that went away answers ENODEV).
ssize_t preadAll(int fd, char* buf, size_t size)
{
    size_t got = 0;
    while (got < size) {
        const ssize_t n = ::pread(fd, buf + got, size - got, off_t(got));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return got ? ssize_t(got) : -1;
        }
        if (n == 0)
            break;
        got += size_t(n);
    }
    return ssize_t(got);
}

QString activeScheduler(const QString& content)
{
    const qsizetype open = content.indexOf(QLatin1Char('['));
    const qsizetype close = content.indexOf(QLatin1Char(']'), open + 1);
    if (open >= 0 && close > open)
        return content.mid(open + 1, close - open - 1).trimmed();
    // Queues without a choice (some dm and md devices) print a bare "none".
    const QString trimmed = content.trimmed();
    return trimmed.contains(QLatin1Char(' ')) ? QString() : trimmed;
}

QStringList listDir(const QString& path)
{
    QStringList names = QDir(path).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System, QDir::Name);
    return names;
}

// -1 when the file is missing or does not hold one number.
int64_t readNumber(const QString& path)
{
    const auto data = readFile(path, 4096);
    if (!data)
        return -1;
    return parseSysfsNumber(*data).value_or(-1);
}

int64_t readVmKnob(const char* name)
{
    return readNumber(QStringLiteral("/proc/sys/vm/") + QLatin1String(name));
}

QString cpuModelFrom(const QByteArray& cpuinfo)
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

std::optional<MountEntry> mountOf(const QString& dir)
{
    QList<MountEntry> mounts;
    if (const auto mountinfo = readFile(QStringLiteral("/proc/self/mountinfo")))
        mounts = parseMountinfo(*mountinfo);
    struct stat st { };
    if (::stat(QFile::encodeName(dir).constData(), &st) == 0) {
        // The device number tells bind mounts of other filesystems apart from ours; the
        // path then picks among several mounts of the same filesystem.
        QList<MountEntry> same;
        for (const MountEntry& m : std::as_const(mounts)) {
            if (m.major == int(major(st.st_dev)) && m.minor == int(minor(st.st_dev)))
                same << m;
        }
        if (auto mount = mountForPath(same, dir))
            return mount;
    }
    // btrfs subvolumes report a per-subvolume anonymous st_dev that mountinfo does not show.
    return mountForPath(mounts, dir);
}

BlockDevice resolveBlockDevice(dev_t device, const QString& sysRoot)
{
    BlockDevice d;
    d.major = int(major(device));
    d.minor = int(minor(device));
    const QString number = QString::number(d.major) + QLatin1Char(':') + QString::number(d.minor);
    if (d.major == 0) {
        d.absentReason = QCoreApplication::translate("SysProbe", "no block device (anonymous device %1)").arg(number);
        return d;
    }
    const QString node = QFileInfo(sysRoot + QStringLiteral("/dev/block/") + number).canonicalFilePath();
    if (node.isEmpty() || !QFileInfo(node).isDir()) {
        d.absentReason
            = QCoreApplication::translate("SysProbe", "no block device (no %1/dev/block/%2)").arg(sysRoot, number);
        return d;
    }

    d.present = true;
    d.name = QFileInfo(node).fileName();
    d.displayName = d.name;
    d.statPath = node + QStringLiteral("/stat");

    // Model and queue settings belong to the whole disk; a partition only has counters.
    QString disk = node;
    if (QFileInfo::exists(node + QStringLiteral("/partition"))) {
        d.kind = QStringLiteral("partition");
        disk = QFileInfo(node).absolutePath();
        d.wholeDisk = QFileInfo(disk).fileName();
    } else {
        d.wholeDisk = d.name;
        if (QFileInfo::exists(node + QStringLiteral("/dm"))) {
            d.kind = QStringLiteral("dm");
            const QString dmName = readTrimmed(node + QStringLiteral("/dm/name"));
            if (!dmName.isEmpty())
                d.displayName = dmName;
            d.sitsOn = listDir(node + QStringLiteral("/slaves"));
        } else if (QFileInfo::exists(node + QStringLiteral("/md"))) {
            d.kind = QStringLiteral("md");
            d.sitsOn = listDir(node + QStringLiteral("/slaves"));
        } else if (QFileInfo::exists(node + QStringLiteral("/loop")) || d.name.startsWith(QLatin1String("loop"))) {
            d.kind = QStringLiteral("loop");
            const QString backing = readTrimmed(node + QStringLiteral("/loop/backing_file"));
            if (!backing.isEmpty())
                d.sitsOn << backing;
        } else {
            d.kind = QStringLiteral("disk");
        }
    }

    d.model = readTrimmed(disk + QStringLiteral("/device/model"));
    if (d.model.isEmpty()) {
        // virtio-blk exposes no model string; its driver is the only name it has.
        const QString driver = QFileInfo(disk + QStringLiteral("/device/driver")).canonicalFilePath();
        if (QFileInfo(driver).fileName() == QLatin1String("virtio_blk"))
            d.model = QLatin1String(kVirtioModel);
    }
    // The writeback limits belong to the disk's queue; the link is missing on kernels before 2.6.24.
    d.bdiPath = QFileInfo(disk + QStringLiteral("/bdi")).canonicalFilePath();
    d.rotational = readTrimmed(disk + QStringLiteral("/queue/rotational")) == QLatin1String("1");
    d.scheduler = activeScheduler(readTrimmed(disk + QStringLiteral("/queue/scheduler")));
    bool ok = false;
    const int lbs = readTrimmed(disk + QStringLiteral("/queue/logical_block_size")).toInt(&ok);
    if (ok && lbs > 0)
        d.logicalBlockSize = lbs;
    return d;
}

Environment probeEnvironment(const QString& dir)
{
    Environment env;
    const QFileInfo info(dir);
    env.targetDir = info.canonicalFilePath();
    if (env.targetDir.isEmpty())
        env.targetDir = QDir::cleanPath(info.absoluteFilePath());

    struct utsname u { };
    if (::uname(&u) == 0) {
        env.kernel = QString::fromUtf8(u.release);
        env.hostname = QString::fromUtf8(u.nodename);
    }
    if (const auto cpuinfo = readFile(QStringLiteral("/proc/cpuinfo")))
        env.cpuModel = cpuModelFrom(*cpuinfo);
    const long cpus = ::sysconf(_SC_NPROCESSORS_ONLN);
    env.cpuCount = cpus > 0 ? int(cpus) : 0;
    if (const auto meminfo = readFile(QStringLiteral("/proc/meminfo"))) {
        if (const auto mem = parseMeminfo(*meminfo))
            env.ramBytes = mem->memTotalBytes;
    }

    struct stat st { };
    const bool statOk = ::stat(QFile::encodeName(env.targetDir).constData(), &st) == 0;
    const int statErrno = errno;

    const std::optional<MountEntry> mount = mountOf(env.targetDir);
    if (mount) {
        env.fsType = mount->fsType;
        env.mountPoint = mount->mountPoint;
        env.mountOptions = mount->mountOptions;
        env.mountSource = mount->source;
    }

    if (!statOk) {
        env.device.absentReason = QCoreApplication::translate("SysProbe", "no block device (cannot stat %1: %2)")
                                      .arg(env.targetDir, Posix::errnoWords(statErrno));
    } else {
        env.device = resolveBlockDevice(st.st_dev, QStringLiteral("/sys"));
        if (!env.device.present && major(st.st_dev) == 0 && mount) {
            // A filesystem on an anonymous device (btrfs) may still name its disk as source;
            // its counters are the best ground truth there is.
            struct stat src { };
            if (mount->source.startsWith(QLatin1String("/dev/"))
                && ::stat(QFile::encodeName(mount->source).constData(), &src) == 0 && S_ISBLK(src.st_mode)) {
                BlockDevice viaSource = resolveBlockDevice(src.st_rdev, QStringLiteral("/sys"));
                if (viaSource.present)
                    env.device = viaSource;
            }
            if (!env.device.present && !env.fsType.isEmpty())
                env.device.absentReason
                    = QCoreApplication::translate("SysProbe", "no block device (%1)").arg(env.fsType);
        }
    }

    env.dirtyRatio = readVmKnob("dirty_ratio");
    env.dirtyBackgroundRatio = readVmKnob("dirty_background_ratio");
    env.dirtyBytes = readVmKnob("dirty_bytes");
    env.dirtyBackgroundBytes = readVmKnob("dirty_background_bytes");
    env.dirtyExpireCentisecs = readVmKnob("dirty_expire_centisecs");
    env.dirtyWritebackCentisecs = readVmKnob("dirty_writeback_centisecs");
    return env;
}

BdiLimits readBdiLimits(const QString& bdiPath)
{
    BdiLimits limits;
    if (bdiPath.isEmpty())
        return limits;
    limits.maxBytes = readNumber(bdiPath + QStringLiteral("/max_bytes"));
    const int64_t ratio = readNumber(bdiPath + QStringLiteral("/max_ratio"));
    limits.maxRatio = ratio <= 100 ? int(ratio) : -1;
    const int64_t strict = readNumber(bdiPath + QStringLiteral("/strict_limit"));
    limits.strictLimit = strict <= 1 ? int(strict) : -1;
    return limits;
}

std::unique_ptr<KernelSource> makeLiveProbe(const BlockDevice& device)
{
    return std::make_unique<LiveProbe>(device);
}

LiveProbe::LiveProbe(const BlockDevice& device)
{
    if (device.present && !device.statPath.isEmpty())
        m_statFd = ::open(QFile::encodeName(device.statPath).constData(), O_RDONLY | O_CLOEXEC);
    m_meminfoFd = ::open("/proc/meminfo", O_RDONLY | O_CLOEXEC);
    m_pressureFd = ::open("/proc/pressure/io", O_RDONLY | O_CLOEXEC);
    m_vmstatFd = ::open("/proc/vmstat", O_RDONLY | O_CLOEXEC);
    const long pageSize = ::sysconf(_SC_PAGESIZE);
    if (pageSize > 0)
        m_pageSize = pageSize;
    m_bdi = readBdiLimits(device.bdiPath);
}

LiveProbe::~LiveProbe()
{
    for (int fd : { m_statFd, m_meminfoFd, m_pressureFd, m_vmstatFd }) {
        if (fd >= 0)
            ::close(fd);
    }
}

Snapshot LiveProbe::read()
{
    Snapshot s;
    s.monotonicNs = ::monotonicNs();
    s.bdi = m_bdi;

    // meminfo (about 1.5 KiB) and vmstat (4-6 KiB) have their fields of interest in the first
    // lines, so a full buffer still holds them.
    char buf[8192];
    auto readInto = [&buf](int fd) -> std::optional<QByteArray> {
        if (fd < 0)
            return std::nullopt;
        const ssize_t n = preadAll(fd, buf, sizeof buf);
        if (n <= 0)
            return std::nullopt;
        return QByteArray::fromRawData(buf, qsizetype(n));
    };
    if (const auto text = readInto(m_statFd))
        s.disk = parseBlockStat(*text);
    if (const auto text = readInto(m_meminfoFd))
        s.mem = parseMeminfo(*text);
    if (const auto text = readInto(m_pressureFd))
        s.pressure = parsePressure(*text);
    if (const auto text = readInto(m_vmstatFd))
        s.vm = parseVmstat(*text, m_pageSize);
    return s;
}

} // namespace SysProbe
