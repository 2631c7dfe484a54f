#include "RemoteRun.h"

#include "RemoteHandshake.h"

#include <QCoreApplication>
#include <QTimer>
#include <csignal>

RemoteRun::RemoteRun(const Remote::Settings& settings, const Remote::Target& target, const QStringList& runArguments,
    LiveEventSink& sink, QObject* parent)
    : QObject(parent)
    , m_settings(settings)
    , m_target(target)
    , m_runArguments(runArguments)
    , m_reader(sink)
{
    m_silence.setSingleShot(true);
    connect(&m_silence, &QTimer::timeout, this, &RemoteRun::wentQuiet);
    connect(&m_ssh, &QProcess::readyReadStandardOutput, this, &RemoteRun::readOutput);
    connect(&m_ssh, &QProcess::readyReadStandardError, this, &RemoteRun::readErrors);
    connect(&m_ssh, &QProcess::finished, this, &RemoteRun::processEnded);
    connect(&m_ssh, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart) {
            fail(Remote::RunTr::tr("%1: cannot start \"%2\": %3").arg(who(), program(), m_ssh.errorString()));
            Q_EMIT ended();
        }
    });
}

RemoteRun::~RemoteRun()
{
    if (m_ssh.state() == QProcess::NotRunning)
        return;
    // Nobody waits for the report any more, and the caller (the window's thread) must not wait
    // for the remote side either: ending ssh closes the connection, and the remote CLI takes
    // the end of its input as cancel and removes its files on its own.
    disconnect(&m_ssh, nullptr, this, nullptr);
    m_ssh.closeWriteChannel();
    m_ssh.terminate();
    // A local CLI is the run itself, not a client of it: killed, it could not remove its
    // files, so it gets its grace time to do so on SIGTERM.
    if (!m_ssh.waitForFinished(m_target.isLocal() ? m_stopGraceMs : 500))
        m_ssh.kill(); // ~QProcess reaps it
}

QStringList RemoteRun::arguments() const
{
    QStringList remote = m_runArguments;
    remote << QStringLiteral("--dir") << m_target.path << QStringLiteral("--live") << QStringLiteral("-");
    // No shell between here and a local CLI: each argument arrives as it is.
    return m_target.isLocal() ? remote : Remote::sshArguments(m_settings, m_target.host, remote);
}

void RemoteRun::start()
{
    m_lastHeard = QDateTime::currentDateTime();
    if (m_settings.silenceTimeoutS > 0)
        m_silence.start(m_settings.silenceTimeoutS * 1000);
    m_ssh.start(program(), arguments());
}

void RemoteRun::heard()
{
    m_lastHeard = QDateTime::currentDateTime();
    if (m_silence.isActive())
        m_silence.start(); // the same interval again, from now
}

void RemoteRun::wentQuiet()
{
    if (m_ssh.state() == QProcess::NotRunning)
        return;
    // The pipe may hold lines the event loop has not read yet (it was busy): a host that spoke
    // is not silent. waitForReadyRead(0) only looks; what it reads arrives through readOutput().
    if (m_ssh.bytesAvailable() > 0 || m_ssh.waitForReadyRead(0)) {
        readOutput();
        return;
    }
    if (m_ssh.state() == QProcess::NotRunning)
        return;
    m_silent = true;
    fail(Remote::RunTr::tr(
        "%1: silent since %2 (nothing for %3 s, --host-timeout %3): given up, its ssh ended; the other "
        "hosts' results are kept, and the host removes its run directory when it runs again")
             .arg(who(), m_lastHeard.toString(QStringLiteral("HH:mm:ss")))
             .arg(m_settings.silenceTimeoutS));
    m_stopRequested = true;
    m_ssh.closeWriteChannel();
    m_ssh.terminate();
    // A local CLI is the run itself: stopped, it takes the SIGTERM (and removes its files) only
    // once it runs on, so it is let on, not killed; ssh is only the connection, and is killed.
    if (m_target.isLocal() && m_ssh.processId() > 0)
        ::kill(pid_t(m_ssh.processId()), SIGCONT);
    QTimer::singleShot(m_target.isLocal() ? m_stopGraceMs : m_stopKillMs, this, [this] {
        if (m_ssh.state() != QProcess::NotRunning)
            m_ssh.kill();
    });
}

void RemoteRun::stop()
{
    if (m_ssh.state() == QProcess::NotRunning || m_stopRequested)
        return;
    m_stopRequested = true;
    m_ssh.closeWriteChannel();
    // A remote side that does not end (a hung link the keep-alives have not caught yet, a
    // remote CLI stuck in the kernel) must not keep the stop waiting for ever.
    QTimer::singleShot(m_stopGraceMs, this, [this] {
        if (m_ssh.state() == QProcess::NotRunning)
            return;
        m_ssh.terminate();
        QTimer::singleShot(m_stopKillMs, this, [this] {
            if (m_ssh.state() != QProcess::NotRunning)
                m_ssh.kill();
        });
    });
}

void RemoteRun::sendLine(const QByteArray& line)
{
    if (m_ssh.state() == QProcess::Running && !m_stopRequested)
        m_ssh.write(line + '\n');
}

void RemoteRun::fail(const QString& message)
{
    if (m_error.isEmpty())
        m_error = message;
}

void RemoteRun::readOutput()
{
    const QByteArray data = m_ssh.readAllStandardOutput();
    if (!data.isEmpty() && !m_silent)
        heard();
    if (m_reader.failed())
        return;
    if (!m_reader.addData(data)) {
        fail(Remote::RunTr::tr("%1: %2").arg(who(), m_reader.error()));
        stop(); // the remote run cancels and cleans up; what it still sends is not read
        return;
    }
    if (!m_handshake && m_reader.helloSeen()) {
        m_handshake = true;
        if (m_reader.hello().heartbeatS <= 0 && m_silence.isActive()) {
            m_silence.stop();
            m_note = Remote::RunTr::tr("%1 runs streamscope-cli %2, which sends no heartbeat: if the host goes silent "
                                       "(stopped, hung, cut off) this run is not given up after --host-timeout; "
                                       "install StreamScope %3 there")
                         .arg(who(), m_reader.hello().toolVersion, QStringLiteral(STREAMSCOPE_VERSION));
        }
        Q_EMIT handshakeDone();
    }
}

void RemoteRun::readErrors()
{
    Remote::keepStderr(m_stderr, m_ssh.readAllStandardError());
}

QString RemoteRun::stderrTail() const
{
    return Remote::stderrTail(m_stderr);
}

// The reasons a remote side that sent no hello can be told without asking it anything more;
// empty when its version has to be asked (it may be an older or newer CLI).
QString RemoteRun::noHelloMessage(int exitCode, QProcess::ExitStatus status) const
{
    return Remote::noHelloMessage(m_target.host, m_settings, exitCode, status, stderrTail());
}

// Asks the remote CLI its version (a second ssh, `--version`), without blocking: ended()
// follows once it has answered, or failed to within the stop timeouts.
void RemoteRun::askVersion(int exitCode)
{
    m_versionProbe
        = Remote::askVersion(m_settings, m_target.host, this, m_stopGraceMs, [this, exitCode](const QString& theirs) {
              const QString ours = QStringLiteral(STREAMSCOPE_VERSION);
              const QString said
                  = stderrTail().isEmpty() ? Remote::RunTr::tr("it said nothing on standard error") : stderrTail();
              if (theirs == ours)
                  // The same version streams the same schema: the version is not why no run began,
                  // what the remote CLI said is (an option its build refuses, a signal, a full /tmp).
                  fail(Remote::RunTr::tr(
                      "%1: streamscope-cli %2 there (the same version as here) ended with exit status %3 "
                      "before starting a run: %4")
                           .arg(m_target.host, theirs)
                           .arg(exitCode)
                           .arg(said));
              else if (!theirs.isEmpty())
                  fail(Remote::RunTr::tr(
                      "%1 runs streamscope-cli %2, which cannot stream a run to this StreamScope %3 (it "
                      "needs %4; exit status %5: %6); install StreamScope %3 there")
                           .arg(m_target.host, theirs, ours, LiveStream::schema())
                           .arg(exitCode)
                           .arg(said));
              else
                  fail(Remote::RunTr::tr("%1: the remote command ended (exit status %2) without starting a run: %3")
                           .arg(m_target.host)
                           .arg(exitCode)
                           .arg(stderrTail()));
              Q_EMIT ended();
          });
}

void RemoteRun::processEnded(int exitCode, QProcess::ExitStatus status)
{
    m_silence.stop();
    readErrors();
    readOutput();
    if (m_silent) {
        // error() says why; a silent host is not asked for its version with another ssh.
        Q_EMIT ended();
        return;
    }
    if (!m_reader.failed() && !m_reader.finish())
        fail(Remote::RunTr::tr("%1: %2").arg(who(), m_reader.error()));
    if (!m_reader.helloSeen() && m_target.isLocal()) {
        // This program's own CLI: no version to ask, what it said is the reason.
        fail(Remote::RunTr::tr("%1: streamscope-cli ended (exit status %2) without starting a run: %3")
                 .arg(who())
                 .arg(exitCode)
                 .arg(stderrTail()));
    } else if (!m_reader.helloSeen()) {
        const QString known = noHelloMessage(exitCode, status);
        if (known.isEmpty()) {
            askVersion(exitCode); // ended() follows with its answer
            return;
        }
        fail(known);
    } else if (!m_reader.reportSeen()) {
        fail(Remote::RunTr::tr("%1: the connection ended before the run's report (%2)")
                 .arg(who(),
                     stderrTail().isEmpty() ? Remote::RunTr::tr("ssh exit status %1").arg(exitCode) : stderrTail()));
    }
    // Q_EMIT expands to nothing: clang-tidy sees "ended();" one level deeper than the "if" above.
    Q_EMIT ended(); // NOLINT(readability-misleading-indentation)
}
