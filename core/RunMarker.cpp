#include "RunMarker.h"

#include "Posix.h"
#include "RunDirectory.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <cerrno>
#include <cmath>
#include <csignal>
#include <dirent.h>
#include <fcntl.h>
#include <optional>
#include <sys/stat.h>
#include <unistd.h>

using Posix::readSmallFile;

namespace RunMarker {
namespace {

// PIDs are below PID_MAX_LIMIT (2^22 on 64-bit Linux); anything else cannot be a process.
constexpr qint64 kMaxPid = 4194304;

bool processRunning(qint64 pid)
{
    return pid > 0 && pid <= kMaxPid && (::kill(pid_t(pid), 0) == 0 || errno == EPERM);
}

// The inode of the initial PID namespace (PROC_PID_INIT_INO): only from there is every
// process of the machine visible in /proc.
constexpr quint64 kInitialPidNamespace = 0xEFFFFFFCU;
// Integers in the marker travel as JSON doubles: exact up to 2^53.
constexpr double kMaxMarkerInteger = 9007199254740992.0;

// Changes at every boot: a process of another boot is gone, whatever its PID.
QString bootId()
{
    static const QString id
        = QString::fromLatin1(readSmallFile(QByteArrayLiteral("/proc/sys/kernel/random/boot_id")).trimmed());
    return id;
}

// The PID namespace a process lives in (the inode of its ns/pid link), 0 when unknown.
quint64 pidNamespaceOf(const QByteArray& procDir, int* error = nullptr)
{
    struct stat st { };
    const QByteArray link = procDir + "/ns/pid";
    if (::stat(link.constData(), &st) != 0) {
        if (error)
            *error = errno;
        return 0;
    }
    return quint64(st.st_ino);
}

// When the process started, in clock ticks after boot (field 22 of /proc/PID/stat); together
// with the PID it names one process of one boot. 0 when unknown.
qint64 startTicks(qint64 pid)
{
    const QByteArray stat = readSmallFile("/proc/" + QByteArray::number(pid) + "/stat");
    // The command name (field 2) may hold spaces and parentheses: count from its last ')'.
    const qsizetype close = stat.lastIndexOf(')');
    if (close < 0)
        return 0;
    const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
    constexpr int kStartTimeAfterName = 22 - 3; // fields[0] is field 3, the state
    bool ok = false;
    const qint64 ticks = fields.size() > kStartTimeAfterName ? fields.at(kStartTimeAfterName).toLongLong(&ok) : 0;
    return ok ? ticks : 0;
}

// Whether any process still lives in PID namespace `ns`; nullopt when that cannot be known
// (not in the initial namespace, or a process's namespace cannot be read).
std::optional<bool> namespaceHasProcesses(quint64 ns)
{
    if (pidNamespaceOf("/proc/self") != kInitialPidNamespace)
        return std::nullopt;
    DIR* proc = ::opendir("/proc");
    if (!proc)
        return std::nullopt;
    std::optional<bool> found = false;
    while (dirent* entry = ::readdir(proc)) {
        const QByteArray name(entry->d_name);
        bool numeric = false;
        name.toLongLong(&numeric);
        if (!numeric)
            continue;
        int error = 0;
        const quint64 its = pidNamespaceOf("/proc/" + name, &error);
        if (its == ns) {
            found = true;
            break;
        }
        if (its == 0 && error != ENOENT) { // ENOENT: it has just exited
            found = std::nullopt;
            break;
        }
    }
    ::closedir(proc);
    return found;
}

// A whole, non-negative JSON number up to 2^53, or nothing; absent keys give 0.
std::optional<double> markerInteger(const QJsonObject& o, const char* key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return 0.0;
    const double d = v.toDouble(-1);
    if (!v.isDouble() || !(d >= 0 && d <= kMaxMarkerInteger) || d != std::floor(d))
        return std::nullopt;
    return d;
}

} // namespace

QByteArray forThisProcess()
{
    QJsonObject marker;
    marker[QLatin1String("tool")] = QStringLiteral("streamscope");
    marker[QLatin1String("version")] = QStringLiteral(STREAMSCOPE_VERSION);
    marker[QLatin1String("pid")] = double(::getpid());
    // What tells this process apart from one in a container or a later boot with the same PID.
    marker[QLatin1String("boot_id")] = bootId();
    marker[QLatin1String("pid_ns")] = double(pidNamespaceOf("/proc/self"));
    marker[QLatin1String("start_ticks")] = double(startTicks(::getpid()));
    marker[QLatin1String("started_at")] = QDateTime::currentDateTime().toString(Qt::ISODateWithMs);
    marker[QLatin1String("note")]
        = QStringLiteral("Created by a StreamScope run. If no StreamScope is running, this directory can be removed "
                         "with: streamscope-cli --clean-leftovers <target>");
    return QJsonDocument(marker).toJson();
}

Marker read(int dirFd)
{
    Marker marker;
    const int fd = ::openat(dirFd, RunDirectory::kMarkerName, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        marker.error = errno;
        return marker;
    }
    struct stat st { };
    char buffer[4096];
    ssize_t n = -1;
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 && st.st_size <= off_t(sizeof buffer))
        n = ::read(fd, buffer, sizeof buffer);
    ::close(fd);
    if (n <= 0 || n != ssize_t(st.st_size))
        return marker;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(buffer, int(n)));
    if (!doc.isObject())
        return marker;
    const QJsonObject o = doc.object();
    if (o.value(QLatin1String("tool")).toString() != QLatin1String("streamscope"))
        return marker;
    const QJsonValue pid = o.value(QLatin1String("pid"));
    if (!pid.isDouble())
        return marker;
    const double value = pid.toDouble();
    if (!(value >= 1 && value <= double(kMaxPid)) || value != std::floor(value))
        return marker;
    const QJsonValue boot = o.value(QLatin1String("boot_id"));
    const std::optional<double> ns = markerInteger(o, "pid_ns");
    const std::optional<double> ticks = markerInteger(o, "start_ticks");
    if ((!boot.isUndefined() && !boot.isString()) || !ns || !ticks)
        return marker;
    marker.pid = qint64(value);
    marker.started = QDateTime::fromString(o.value(QLatin1String("started_at")).toString(), Qt::ISODateWithMs);
    marker.version = o.value(QLatin1String("version")).toString().left(64);
    marker.bootId = boot.toString().left(64);
    marker.pidNamespace = quint64(*ns);
    marker.startTicks = qint64(*ticks);
    marker.valid = true;
    return marker;
}

bool mightBeRunning(const Marker& marker)
{
    const QString boot = bootId();
    if (!marker.bootId.isEmpty() && !boot.isEmpty() && marker.bootId != boot)
        return false;
    const quint64 ours = pidNamespaceOf("/proc/self");
    if (marker.pidNamespace != 0 && marker.pidNamespace != ours) {
        // Its PID means nothing in our namespace: a container's run, or ours seen from one.
        const std::optional<bool> alive = namespaceHasProcesses(marker.pidNamespace);
        return !alive || *alive;
    }
    if (marker.pid == ::getpid())
        return true; // a directory of this very process
    if (!processRunning(marker.pid))
        return false;
    if (marker.startTicks > 0) {
        const qint64 now = startTicks(marker.pid);
        if (now > 0 && now != marker.startTicks)
            return false; // the PID was reused by a later process
    }
    return true;
}

} // namespace RunMarker
