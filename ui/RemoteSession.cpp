#include "RemoteSession.h"

#include "LiveRun.h"
#include "RemoteRun.h"

RemoteSession::RemoteSession(LiveRun& run, QObject* parent)
    : QObject(parent)
    , m_run(run)
    , m_feed(run)
{ }

// A run still going is not waited for: ~RemoteRun ends ssh at once, and the remote CLI
// cleans up on the end of its input.
RemoteSession::~RemoteSession() = default;

bool RemoteSession::start(const Remote::Settings& settings, const Remote::Target& target, const RunConfig& config)
{
    if (m_remote)
        return false;
    m_target = target;
    m_config = config;
    nameTargets(m_config);
    m_reported = false;
    m_remote = std::make_unique<RemoteRun>(settings, target,
        Remote::runArguments(config) + m_engineArguments + Remote::languageArguments(QLocale()), m_sink);
    if (m_graceMs >= 0)
        m_remote->setStopTimeouts(m_graceMs, m_killMs);
    // Queued: a failure to start ends it inside start(), and the session must not delete
    // the RemoteRun from within its own call.
    connect(m_remote.get(), &RemoteRun::ended, this, &RemoteSession::remoteEnded, Qt::QueuedConnection);
    m_remote->start();
    Q_EMIT started();
    return true;
}

void RemoteSession::stop()
{
    if (m_remote)
        m_remote->stop();
}

bool RemoteSession::stopRequested() const
{
    return m_remote && m_remote->stopRequested();
}

void RemoteSession::nameTargets(RunConfig& config) const
{
    for (QString& dir : config.targetDirs)
        dir = Remote::Target { m_target.host, dir }.text();
}

void RemoteSession::Sink::runStarted(const RunConfig& config, const QDateTime& startedAt)
{
    RunConfig named = config;
    m_session.nameTargets(named);
    m_session.m_feed.runStarted(named, startedAt);
}

void RemoteSession::Sink::finished(const RunReport& report)
{
    RunReport named = report;
    m_session.nameTargets(named.config);
    for (TargetResult& target : named.targets)
        target.dir = Remote::Target { m_session.m_target.host, target.dir }.text();
    if (!named.ok() && !named.error.isEmpty())
        named.error = m_session.m_target.host + QStringLiteral(": ") + named.error;
    m_session.m_reported = true;
    m_session.m_feed.finished(named);
}

void RemoteSession::remoteEnded()
{
    if (!m_remote || m_remote->isRunning())
        return;
    const std::unique_ptr<RemoteRun> remote = std::move(m_remote);
    if (!m_reported) {
        // Nothing came back to say how it ended: the window shows why, naming the host.
        RunReport failed;
        failed.status = QStringLiteral("failed");
        failed.error = remote->error().isEmpty()
            ? tr("%1: the connection ended before the run's report").arg(m_target.host)
            : remote->error();
        failed.toolVersion = QStringLiteral(STREAMSCOPE_VERSION);
        failed.config = m_config;
        failed.startedAt = m_run.startedAt().isValid() ? m_run.startedAt() : QDateTime::currentDateTime();
        failed.finishedAt = QDateTime::currentDateTime();
        m_reported = true;
        m_feed.finished(failed);
    }
    Q_EMIT ended();
}
