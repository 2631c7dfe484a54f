#pragma once

#include "LiveStream.h"
#include "RemoteCommand.h"

#include <QDateTime>
#include <QObject>
#include <QProcess>
#include <QTimer>

// A run on another machine: starts the user's ssh with the remote `streamscope-cli --live -`
// and reads its standard output line by line into a LiveStreamReader, whose events go to the
// sink as they arrive. The stream's hello line is the version handshake: another schema major
// is refused with both versions named; a remote side that sends no hello at all is diagnosed
// (no streamscope-cli there, ssh could not connect, an older CLI without --live, whose
// version is then asked with --version, also without blocking). Every message names the host.
//
// stop() closes ssh's standard input: the remote CLI takes the end of its input as cancel,
// removes its files and sends its report, then ssh ends. A dead link ends ssh through its
// keep-alives, and the remote side sees the end of its input the same way. Nothing here
// blocks: a remote side that has not ended stopGraceMs after stop() gets ssh terminated (the
// connection closes, so the remote CLI sees the end of its input), and killed
// stopKillMs later, each step driven by a timer. Destroying a RemoteRun whose ssh still runs
// does the last steps at once (terminate, then kill) rather than waiting for the remote side.
//
// A host that says nothing for Settings::silenceTimeoutS (its stream's heartbeat, one line a
// second at least, stopped coming: the host is stopped, hung or cut off while the TCP
// connection still looks open) is given up: error() names it and the local time of its last
// line, and ssh is ended at once (no grace: a silent host would not answer a stop either).
// The remote CLI then finds its input ended and its output broken as soon as it runs again,
// and removes its run directory. The silence counts from start(), so a host that never sends
// its hello is given up too. A remote CLI older than the heartbeat (no "heartbeat_s" in its
// hello) can be silent for long in a healthy run (preparing, at the start barrier): after its
// hello it is not watched, and note() says so.
//
// A local target (Target::isLocal(), an empty host) runs the same way without ssh: the child
// is Settings::localCli itself with the same arguments, so a command line can mix local and
// remote targets. Terminating it is SIGTERM to that CLI, which removes its files before it ends.
class RemoteRun : public QObject {
    Q_OBJECT
public:
    RemoteRun(const Remote::Settings& settings, const Remote::Target& target, const QStringList& runArguments,
        LiveEventSink& sink, QObject* parent = nullptr);
    ~RemoteRun() override;

    void start();
    void stop();
    bool stopRequested() const { return m_stopRequested; }
    // Writes `line` and a newline to the remote CLI's standard input (the "go" of a start
    // barrier); nothing once stop() has closed it.
    void sendLine(const QByteArray& line);
    // How long stop() lets the remote side clean up before ssh is terminated, then killed.
    void setStopTimeouts(int graceMs, int killMs)
    {
        m_stopGraceMs = graceMs;
        m_stopKillMs = killMs;
    }
    const Remote::Target& target() const { return m_target; }
    bool isRunning() const { return m_ssh.state() != QProcess::NotRunning; }
    // Empty while all goes well and after a run whose report arrived.
    QString error() const { return m_error; }
    // Empty, or why this host is not watched for silence (an older remote CLI).
    QString note() const { return m_note; }
    // The host was given up for its silence (error() says so).
    bool wentSilent() const { return m_silent; }
    bool reportSeen() const { return m_reader.reportSeen(); }
    const LiveHello& hello() const { return m_reader.hello(); }
    qint64 sshPid() const { return m_ssh.processId(); }
    // The program and arguments start() runs (for messages and tests).
    QString program() const { return m_target.isLocal() ? m_settings.localCli : m_settings.ssh; }
    QStringList arguments() const;

Q_SIGNALS:
    void handshakeDone(); // the hello arrived and was accepted
    void ended(); // ssh has exited; error() says what went wrong, if anything

private:
    void readOutput();
    void readErrors();
    void processEnded(int exitCode, QProcess::ExitStatus status);
    void fail(const QString& message);
    void heard();
    void wentQuiet();
    QString noHelloMessage(int exitCode, QProcess::ExitStatus status) const;
    void askVersion(int exitCode);
    QString stderrTail() const;
    // Who the messages name: the host, or a local target's directory.
    QString who() const { return m_target.isLocal() ? m_target.path : m_target.host; }

    Remote::Settings m_settings;
    Remote::Target m_target;
    QStringList m_runArguments;
    LiveStreamReader m_reader;
    QProcess m_ssh;
    QProcess* m_versionProbe = nullptr; // a child: ends with this object
    QByteArray m_stderr; // the last few KiB, for messages
    QString m_error;
    QString m_note;
    QTimer m_silence; // restarted by every byte of the stream
    QDateTime m_lastHeard;
    bool m_silent = false;
    bool m_handshake = false;
    bool m_stopRequested = false;
    int m_stopGraceMs = 30000;
    int m_stopKillMs = 5000;
};
