#pragma once

#include "BackgroundJobs.h"
#include "DirectoryProbe.h"
#include "RemoteCommand.h"

#include <QHash>
#include <QObject>
#include <functional>
#include <map>

class RemoteProbe;

// What lies under the form's target directories (filesystem, mount, device, free space),
// found off the GUI thread: local ones in a pool thread (statvfs() and /proc, /sys reads on a
// hung network mount block, and the window must not block with them), remote ones
// (user@host:/dir) by the host's own streamscope-cli --probe over the user's ssh, one
// connection per host, driven by the GUI thread's event loop and bounded by a timeout. The
// local answer and each host's come separately, as each is ready: a slow host never holds
// the local rows. Only answers for the newest list are delivered.
class TargetProber : public QObject {
    Q_OBJECT
public:
    struct Info : SysProbe::Directory {
        bool remote = false; // user@host:/dir: probed over ssh; dir is the whole target
        QString host; // remote: the host that answered
        QString error; // remote: why the host could not be asked (naming it); empty when it answered
    };
    // Probes one local directory; tests put in one that blocks.
    using ProbeFunction = std::function<Info(const QString& dir)>;
    // The ssh settings remote probes start with, asked at each probe (the window's settings).
    using RemoteSettingsFunction = std::function<Remote::Settings()>;

    explicit TargetProber(QObject* parent = nullptr);
    ~TargetProber() override;

    static Info probeDirectory(const QString& dir);
    void setProbeFunction(ProbeFunction probe) { m_probe = std::move(probe); }
    void setRemoteSettings(RemoteSettingsFunction settings) { m_remoteSettings = std::move(settings); }
    // How long a host may take to answer (RemoteProbe::kDefaultTimeoutMs unless set).
    void setRemoteTimeout(int ms) { m_remoteTimeoutMs = ms; }

    // Starts probing `dirs`; probed() follows, once for the local ones and once per remote
    // host, unless a newer request came first.
    quint64 probe(const QStringList& dirs);
    // The last list again (the remote settings changed).
    void reprobe() { probe(m_lastDirs); }
    bool isProbing() const { return m_jobs.isBusy() || !m_hosts.empty(); }

Q_SIGNALS:
    // Answers for some of the request's directories (keys: the directories as given).
    void probed(quint64 requestId, const QHash<QString, TargetProber::Info>& results);
    void staleDropped(quint64 requestId);

private:
    // One host's probe of the newest request: the probe, and the targets each of its paths
    // was given as (two spellings of one host's directory are asked once).
    struct HostProbe {
        RemoteProbe* probe = nullptr; // a child of this
        std::map<QString, QStringList> targetsOfPath;
    };
    void probeHosts(std::map<QString, std::map<QString, QStringList>>&& targetsByHost);
    void hostAnswered(RemoteProbe* probe);

    BackgroundJobs m_jobs { this };
    ProbeFunction m_probe;
    RemoteSettingsFunction m_remoteSettings;
    int m_remoteTimeoutMs = -1;
    QStringList m_lastDirs;
    quint64 m_latest = 0;
    std::map<QString, HostProbe> m_hosts; // by host, of the newest request
};
