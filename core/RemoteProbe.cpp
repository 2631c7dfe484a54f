#include "RemoteProbe.h"

#include "RemoteHandshake.h"

#include <QCoreApplication>
#include <algorithm>

namespace {
struct ProbeTr {
    Q_DECLARE_TR_FUNCTIONS(RemoteProbe)
};
} // namespace

RemoteProbe::RemoteProbe(
    const Remote::Settings& settings, const QString& host, const QStringList& paths, QObject* parent)
    : QObject(parent)
    , m_settings(settings)
    , m_host(host)
    , m_paths(paths)
{
    m_timeout.setSingleShot(true);
    connect(&m_timeout, &QTimer::timeout, this, &RemoteProbe::timedOut);
    connect(&m_ssh, &QProcess::readyReadStandardOutput, this, &RemoteProbe::readOutput);
    connect(&m_ssh, &QProcess::readyReadStandardError, this,
        [this] { Remote::keepStderr(m_stderr, m_ssh.readAllStandardError()); });
    connect(&m_ssh, &QProcess::finished, this, &RemoteProbe::processEnded);
    connect(&m_ssh, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            finish(ProbeTr::tr("%1: cannot start \"%2\": %3").arg(m_host, m_settings.ssh, m_ssh.errorString()));
    });
}

RemoteProbe::~RemoteProbe()
{
    endSsh();
}

// Killed, not asked to end: a probe has nothing to clean up, and a hung host must not hold
// the caller (the window's thread). ssh itself ends at once on SIGKILL; only reaping it is
// waited for.
void RemoteProbe::endSsh()
{
    if (m_ssh.state() == QProcess::NotRunning)
        return;
    disconnect(&m_ssh, nullptr, this, nullptr);
    m_ssh.kill();
    m_ssh.waitForFinished(500);
}

QStringList RemoteProbe::arguments(const Remote::Settings& settings, const QString& host, const QStringList& paths)
{
    QStringList remote { QStringLiteral("--probe"), QStringLiteral("--live"), QStringLiteral("-") };
    for (const QString& path : paths)
        remote << QStringLiteral("--dir") << path;
    return Remote::sshArguments(settings, host, remote);
}

void RemoteProbe::start()
{
    m_timeout.start(m_timeoutMs);
    m_ssh.start(m_settings.ssh, arguments());
    // The probe reads nothing; ssh then needs no input either.
    m_ssh.closeWriteChannel();
}

void RemoteProbe::finish(const QString& error)
{
    if (m_finished)
        return;
    m_finished = true;
    m_error = error;
    m_timeout.stop();
    endSsh();
    Q_EMIT finished();
}

void RemoteProbe::timedOut()
{
    finish(ProbeTr::tr("%1: no answer within %2 s; is the host reachable over ssh?")
               .arg(m_host)
               .arg(m_timeoutMs / 1000.0, 0, 'g', 3));
}

void RemoteProbe::readOutput()
{
    if (m_finished || m_reader.failed())
        return;
    if (!m_reader.addData(m_ssh.readAllStandardOutput()))
        finish(ProbeTr::tr("%1: %2").arg(m_host, m_reader.error()));
}

void RemoteProbe::processEnded(int exitCode, QProcess::ExitStatus status)
{
    if (m_finished)
        return;
    Remote::keepStderr(m_stderr, m_ssh.readAllStandardError());
    readOutput();
    if (m_finished)
        return;
    if (!m_reader.finish()) {
        finish(ProbeTr::tr("%1: %2").arg(m_host, m_reader.error()));
        return;
    }
    const QString said = Remote::stderrTail(m_stderr);
    if (!m_reader.helloSeen()) {
        const QString known = Remote::noHelloMessage(m_host, m_settings, exitCode, status, said);
        if (!known.isEmpty()) {
            finish(known);
            return;
        }
        // An older CLI (no --probe) or another one: its version says which. The query is
        // bounded by what is left of the timeout, which still runs.
        Remote::askVersion(m_settings, m_host, this, std::max(1, m_timeout.remainingTime()),
            [this, exitCode, said](const QString& theirs) {
                const QString ours = QStringLiteral(STREAMSCOPE_VERSION);
                if (theirs == ours)
                    // Not the version: what the remote CLI said is why it probed nothing.
                    finish(ProbeTr::tr("%1: streamscope-cli %2 there (the same version as here) ended with exit "
                                       "status %3 before probing: %4")
                               .arg(m_host, theirs)
                               .arg(exitCode)
                               .arg(said.isEmpty() ? ProbeTr::tr("it said nothing on standard error") : said));
                else if (!theirs.isEmpty())
                    finish(ProbeTr::tr("%1 runs streamscope-cli %2, which cannot probe directories for this "
                                       "StreamScope %3; install StreamScope %3 there")
                               .arg(m_host, theirs, ours));
                else
                    finish(ProbeTr::tr("%1: the remote command ended (exit status %2) without probing: %3")
                               .arg(m_host)
                               .arg(exitCode)
                               .arg(said));
            });
        return;
    }
    if (m_sink.results.size() < m_paths.size()) {
        finish(ProbeTr::tr("%1: the connection ended before every directory was probed (%2)")
                   .arg(m_host, said.isEmpty() ? ProbeTr::tr("ssh exit status %1").arg(exitCode) : said));
        return;
    }
    finish(QString());
}
