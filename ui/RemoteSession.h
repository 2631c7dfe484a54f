#pragma once

#include "Engine.h"
#include "LiveRunFeed.h"
#include "RemoteCommand.h"
#include "RunConfig.h"

#include <QObject>
#include <memory>

class LiveRun;
class RemoteRun;

// The window's run on another machine: a RemoteRun (the user's ssh, the remote
// `streamscope-cli --live -`) whose events feed the window's one LiveRun through a
// LiveRunFeed, so the chart, the tables, the verdict and the history are those of a local run.
// The target directories in what the LiveRun shows are "host:/dir", not the bare remote path.
// A run that ends without its report (no connection, no or an incompatible remote CLI, the
// link lost) still ends the LiveRun: with a failed report whose error names the host.
// Lives in the GUI thread and never blocks it: stopping is RemoteRun's timer-driven sequence.
class RemoteSession : public QObject {
    Q_OBJECT
public:
    explicit RemoteSession(LiveRun& run, QObject* parent = nullptr);
    ~RemoteSession() override;

    // Starts `config` (one remote target) on `target`. False when a run is still going.
    bool start(const Remote::Settings& settings, const Remote::Target& target, const RunConfig& config);
    // The free-space margin (and its check) the remote CLI applies, as the local engine would.
    void setEngineOptions(const EngineOptions& options) { m_engineArguments = Remote::engineArguments(options); }
    void stop();
    bool isRunning() const { return m_remote != nullptr; }
    bool stopRequested() const;
    // The host of the run going or the last one.
    QString host() const { return m_target.host; }
    // Tests: the transport of the run in progress (nullptr when none).
    RemoteRun* remoteRun() const { return m_remote.get(); }
    // Tests: shorter stop timeouts than RemoteRun's defaults.
    void setStopTimeouts(int graceMs, int killMs)
    {
        m_graceMs = graceMs;
        m_killMs = killMs;
    }

Q_SIGNALS:
    void started(); // ssh runs
    void ended(); // the LiveRun got its report (the remote one or a failed one of ours)

private:
    // Hands the events on to the feed, naming the targets by host.
    class Sink final : public LiveEventSink {
    public:
        explicit Sink(RemoteSession& session)
            : m_session(session)
        { }
        void hello(const LiveHello& hello) override { m_session.m_feed.hello(hello); }
        void runStarted(const RunConfig& config, const QDateTime& startedAt) override;
        void targetStarted(int t, const SysProbe::Environment& e) override { m_session.m_feed.targetStarted(t, e); }
        void passStarted(int t, int p, int s, int64_t size) override { m_session.m_feed.passStarted(t, p, s, size); }
        void phaseStarted(int t, int p, PhaseKind k, double ts) override { m_session.m_feed.phaseStarted(t, p, k, ts); }
        void phaseFinished(const PhaseResult& r) override { m_session.m_feed.phaseFinished(r); }
        void samples(const SampleBatch& b) override { m_session.m_feed.samples(b); }
        void status(const QString& text) override { m_session.m_feed.status(text); }
        void finished(const RunReport& report) override;

    private:
        RemoteSession& m_session;
    };

    void remoteEnded();
    void nameTargets(RunConfig& config) const;

    LiveRun& m_run;
    LiveRunFeed m_feed;
    Sink m_sink { *this };
    std::unique_ptr<RemoteRun> m_remote;
    Remote::Target m_target;
    RunConfig m_config;
    QStringList m_engineArguments;
    bool m_reported = false;
    int m_graceMs = -1;
    int m_killMs = -1;
};
