#pragma once

#include "BackgroundJobs.h"
#include "SystemProbe.h"

#include <QHash>
#include <QObject>
#include <functional>

// What lies under the form's target directories (filesystem, mount, device, free space),
// found in a pool thread: statvfs() and /proc, /sys reads on a hung network mount block, and
// the window must not block with them. Only the answer for the newest list is delivered.
class TargetProber : public QObject {
    Q_OBJECT
public:
    struct Info {
        QString dir;
        bool isDir = false;
        SysProbe::Environment environment;
        qint64 freeBytes = -1; // what an unprivileged user may fill; -1 unknown
        bool remote = false; // user@host:/dir: not probed here, the run's own hello says
    };
    // Probes one directory; tests put in one that blocks.
    using ProbeFunction = std::function<Info(const QString& dir)>;

    explicit TargetProber(QObject* parent = nullptr);

    static Info probeDirectory(const QString& dir);
    void setProbeFunction(ProbeFunction probe) { m_probe = std::move(probe); }

    // Starts probing `dirs`; probed() follows unless a newer request came first.
    quint64 probe(const QStringList& dirs);
    bool isProbing() const { return m_jobs.isBusy(); }

Q_SIGNALS:
    void probed(quint64 requestId, const QHash<QString, TargetProber::Info>& results);
    void staleDropped(quint64 requestId);

private:
    BackgroundJobs m_jobs { this };
    ProbeFunction m_probe;
};
