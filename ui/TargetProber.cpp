#include "TargetProber.h"

#include "RemoteProbe.h"

#include <QPointer>
#include <algorithm>
#include <utility>

TargetProber::TargetProber(QObject* parent)
    : QObject(parent)
    , m_probe(&TargetProber::probeDirectory)
    , m_remoteSettings([] { return Remote::Settings(); })
{ }

// The probes are children and would go with this object anyway; ending them first keeps
// their finished() from reaching a half-destroyed prober.
TargetProber::~TargetProber()
{
    for (auto& [host, probe] : m_hosts)
        delete probe.probe;
}

TargetProber::Info TargetProber::probeDirectory(const QString& dir)
{
    Info info;
    static_cast<SysProbe::Directory&>(info) = SysProbe::probeDirectory(dir);
    return info;
}

quint64 TargetProber::probe(const QStringList& dirs)
{
    m_lastDirs = dirs;
    QStringList local;
    QHash<QString, Info> unreachable;
    std::map<QString, std::map<QString, QStringList>> remote; // host → path → targets
    for (const QString& dir : dirs) {
        if (!Remote::isRemote(dir)) {
            local.append(dir);
        } else if (const std::optional<Remote::Target> t = Remote::parse(dir)) {
            remote[t->host][t->path].append(dir);
        } else {
            // Not a target ssh can reach; the form says so under the list.
            Info info;
            info.dir = dir;
            info.remote = true;
            info.problem = tr("not a target ssh can reach: write user@host:/directory");
            unreachable.insert(dir, info);
        }
    }
    const ProbeFunction probe = m_probe;
    // The local answer is delivered even when empty, unless hosts answer for this request:
    // a request always gets at least one answer.
    const bool hostsAnswer = !remote.empty();
    m_latest = m_jobs.start(
        [probe, local, unreachable] {
            QHash<QString, Info> results = unreachable;
            for (const QString& dir : local)
                results.insert(dir, probe(dir));
            return results;
        },
        [this, hostsAnswer](quint64 id, const QHash<QString, Info>& results) {
            if (!results.isEmpty() || !hostsAnswer)
                Q_EMIT probed(id, results);
        },
        [this](quint64 stale) { Q_EMIT staleDropped(stale); });
    probeHosts(std::move(remote));
    return m_latest;
}

// A host whose probe of the same directories with the same settings is still under way keeps
// it (a preset chosen while it runs re-lists the same targets); every other probe is ended.
void TargetProber::probeHosts(std::map<QString, std::map<QString, QStringList>>&& targetsByHost)
{
    const Remote::Settings settings = m_remoteSettings();
    std::map<QString, HostProbe> next;
    for (auto& [host, targetsOfPath] : targetsByHost) {
        QStringList paths;
        for (const auto& [path, targets] : targetsOfPath)
            paths.append(path);
        HostProbe entry;
        entry.targetsOfPath = std::move(targetsOfPath);
        const auto running = m_hosts.find(host);
        if (running != m_hosts.end() && !running->second.probe->isFinished()
            && running->second.probe->program() == settings.ssh
            && running->second.probe->arguments() == RemoteProbe::arguments(settings, host, paths)) {
            entry.probe = std::exchange(running->second.probe, nullptr);
        } else {
            entry.probe = new RemoteProbe(settings, host, paths, this);
            if (m_remoteTimeoutMs > 0)
                entry.probe->setTimeout(m_remoteTimeoutMs);
            // Queued: a probe that cannot start ends inside start(), before it is listed here.
            connect(
                entry.probe, &RemoteProbe::finished, this,
                [this, probe = QPointer<RemoteProbe>(entry.probe)] {
                    if (probe)
                        hostAnswered(probe);
                },
                Qt::QueuedConnection);
            entry.probe->start();
        }
        next.emplace(host, std::move(entry));
    }
    for (auto& [host, old] : m_hosts)
        delete old.probe; // kills its ssh
    m_hosts = std::move(next);
}

void TargetProber::hostAnswered(RemoteProbe* probe)
{
    const auto it = m_hosts.find(probe->host());
    if (it == m_hosts.end() || it->second.probe != probe)
        return;
    QHash<QString, Info> results;
    for (const auto& [path, targets] : it->second.targetsOfPath) {
        Info info;
        info.dir = path;
        info.remote = true;
        info.host = probe->host();
        const QList<SysProbe::Directory>& answers = probe->results();
        const auto answer = std::find_if(
            answers.cbegin(), answers.cend(), [&dir = path](const SysProbe::Directory& d) { return d.dir == dir; });
        if (answer != answers.cend())
            static_cast<SysProbe::Directory&>(info) = *answer;
        else
            info.error
                = probe->error().isEmpty() ? tr("%1 sent no answer for %2").arg(probe->host(), path) : probe->error();
        for (const QString& target : targets) {
            info.dir = target;
            results.insert(target, info);
        }
    }
    // Deleted later: this runs inside its finished() signal.
    it->second.probe->deleteLater();
    m_hosts.erase(it);
    Q_EMIT probed(m_latest, results);
}
