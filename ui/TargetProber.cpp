#include "TargetProber.h"

#include "RemoteCommand.h"

#include <QFile>
#include <QFileInfo>
#include <sys/statvfs.h>

TargetProber::TargetProber(QObject* parent)
    : QObject(parent)
    , m_probe(&TargetProber::probeDirectory)
{ }

TargetProber::Info TargetProber::probeDirectory(const QString& dir)
{
    Info info;
    info.dir = dir;
    info.remote = Remote::isRemote(dir);
    if (info.remote)
        return info;
    info.isDir = QFileInfo(dir).isDir();
    if (!info.isDir)
        return info;
    info.environment = SysProbe::probeEnvironment(dir);
    struct statvfs fs { };
    if (::statvfs(QFile::encodeName(dir).constData(), &fs) == 0) {
        // f_bavail: what an unprivileged user may fill, not counting root's reserve.
        info.freeBytes = qint64(fs.f_bavail) * qint64(fs.f_frsize);
    }
    return info;
}

quint64 TargetProber::probe(const QStringList& dirs)
{
    const ProbeFunction probe = m_probe;
    return m_jobs.start(
        [probe, dirs] {
            QHash<QString, Info> results;
            for (const QString& dir : dirs)
                results.insert(dir, probe(dir));
            return results;
        },
        [this](quint64 id, const QHash<QString, Info>& results) { Q_EMIT probed(id, results); },
        [this](quint64 stale) { Q_EMIT staleDropped(stale); });
}
