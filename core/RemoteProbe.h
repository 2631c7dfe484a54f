#pragma once

#include "DirectoryProbe.h"
#include "LiveStream.h"
#include "RemoteCommand.h"

#include <QObject>
#include <QProcess>
#include <QTimer>

// What lies under directories on another machine, before any run: the user's ssh with the
// remote `streamscope-cli --probe --live - --dir D…` (one connection for all of a host's
// directories), read as a live stream: its hello is the version handshake, as for a run
// (RemoteRun), then one `probe` event per directory. Nothing here blocks: a host that does
// not answer within the timeout gets its ssh killed and a message. Every message names the
// host; finished() follows start() exactly once, with results() or error().
class RemoteProbe : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultTimeoutMs = 15'000;

    RemoteProbe(
        const Remote::Settings& settings, const QString& host, const QStringList& paths, QObject* parent = nullptr);
    ~RemoteProbe() override;

    // How long start() waits for the whole answer (ssh, the remote CLI, the version query of
    // an older one) before it gives up.
    void setTimeout(int ms) { m_timeoutMs = ms; }
    void start();
    const QString& host() const { return m_host; }
    const QStringList& paths() const { return m_paths; }
    bool isFinished() const { return m_finished; }
    // Empty when every directory was probed.
    const QString& error() const { return m_error; }
    // One per path that the remote side answered for, in its order.
    const QList<SysProbe::Directory>& results() const { return m_sink.results; }
    const LiveHello& hello() const { return m_reader.hello(); }
    // The program and arguments start() runs (for messages and tests).
    QString program() const { return m_settings.ssh; }
    QStringList arguments() const { return arguments(m_settings, m_host, m_paths); }
    static QStringList arguments(const Remote::Settings& settings, const QString& host, const QStringList& paths);

Q_SIGNALS:
    void finished();

private:
    class Sink final : public LiveEventSink {
    public:
        QList<SysProbe::Directory> results;
        void directoryProbed(const SysProbe::Directory& d) override { results.append(d); }
    };

    void readOutput();
    void processEnded(int exitCode, QProcess::ExitStatus status);
    void timedOut();
    void finish(const QString& error);
    void endSsh();

    Remote::Settings m_settings;
    QString m_host;
    QStringList m_paths;
    Sink m_sink;
    LiveStreamReader m_reader { m_sink };
    QProcess m_ssh;
    QTimer m_timeout;
    QByteArray m_stderr;
    QString m_error;
    int m_timeoutMs = kDefaultTimeoutMs;
    bool m_finished = false;
};
