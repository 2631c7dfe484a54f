#pragma once

#include "LiveStream.h"
#include "RemoteCommand.h"
#include "RunConfig.h"
#include "Together.h"
#include "TogetherData.h"

#include <QElapsedTimer>
#include <QObject>
#include <memory>
#include <vector>

class LiveRun;
class RemoteRun;

// The window's run on several hosts: a RemoteRun per host (the user's ssh, the remote
// `streamscope-cli --live -`), all at once behind a start barrier (each with --wait-go: it
// prepares and says ready; when all are, each gets "go"; a host that ends before that stops the
// rest, as the CLI's --together does) or one after another (each starts when the one before
// has ended well).
//
// Every host's samples go to data() on one clock (TogetherData: a line per host and, together,
// their sum), which the chart follows. The window's LiveRun gets what its other views show:
// each host as a target ("host:/dir"), its passes and finished phases as they come (the
// results table fills per host), and at the end the hosts' reports merged (core/Together),
// which goes to the table and the history like any run; summary() then holds the totals, the
// slowest host and the start skew. A host that ends without its report (no connection, no or
// an incompatible CLI, the link lost) stops the others, and the LiveRun's report is a failed
// one naming that host.
//
// Lives in the GUI thread and never blocks it: stop() is RemoteRun's timer-driven sequence
// for each host; destroying the session ends every ssh at once (the remote CLIs clean up on
// the end of their input).
class TogetherSession : public QObject {
    Q_OBJECT
public:
    enum class Mode { Together, OneAfterAnother };

    explicit TogetherSession(LiveRun& run, QObject* parent = nullptr);
    ~TogetherSession() override;

    // Starts `config` (its targets are `targets`) on the hosts; `extraArguments` go to each
    // remote CLI after the workload's (e.g. --space-margin). False when a run is still going or
    // there is no target.
    bool start(const Remote::Settings& settings, const QList<Remote::Target>& targets, const RunConfig& config,
        Mode mode, const QStringList& extraArguments = {});
    void stop();
    bool isRunning() const { return m_running; }
    bool stopRequested() const { return m_stopRequested; }
    Mode mode() const { return m_mode; }
    const QList<Remote::Target>& targets() const { return m_targets; }
    // The hosts' lines (and their sum when together), on the clock that starts at "go" (one
    // after another: at the first host's start).
    const TogetherData& data() const { return m_data; }
    // After the end: the totals per pass and phase, the slowest host and the start skew, as
    // the CLI prints them.
    QStringList summary() const { return m_summary; }
    // How far host `i` is (0 … 1, from its progress events and samples). The LiveRun's
    // progress is the slowest host's together, and the hosts' share done one after another.
    double progress(int i) const { return m_progress.value(i); }
    // Tests: the transport of host `i` (nullptr when it has not started or has ended).
    RemoteRun* remoteRun(int i) const;
    // Whether host `i` has said it is ready, and whether the barrier has sent "go" to all.
    bool hostReady(int i) const { return i >= 0 && size_t(i) < m_sinks.size() && m_sinks[size_t(i)]->m_readyNs >= 0; }
    bool goSent() const { return m_barrier.goSent(); }
    // Tests: shorter stop timeouts than RemoteRun's defaults.
    void setStopTimeouts(int graceMs, int killMs)
    {
        m_graceMs = graceMs;
        m_killMs = killMs;
    }

Q_SIGNALS:
    void began(); // data() was cleared for the hosts
    void changed(); // data() has more
    void ended(); // every host has ended; the LiveRun got the merged report

private:
    // One host's events: to the LiveRun as target `index`, its samples to data().
    class Sink final : public LiveEventSink {
    public:
        Sink(TogetherSession& session, int index)
            : m_session(session)
            , m_index(index)
        { }
        void targetStarted(int t, const SysProbe::Environment& e) override;
        void passStarted(int t, int p, int s, int64_t size) override;
        void phaseStarted(int t, int p, PhaseKind k, double ts) override;
        void phaseFinished(const PhaseResult& r) override;
        void samples(const SampleBatch& b) override;
        void status(const QString& text) override;
        void ready() override;
        void progress(double fraction, double tS) override;
        void finished(const RunReport& report) override { m_report = report; }

        // The host's clock onto the session's. Together: fixed by the host's first timed phase,
        // which begins as the host reads "go", put at the shared clock's zero (the barrier's
        // release); every host starts there, off by no more than the start skew says. One
        // after another: by the first timed event's arrival. `timedStart`: hostT is a phase's start.
        double offset(double hostT, bool timedStart = false);
        // Together, before that first phase: nothing to place on the shared clock yet.
        bool unplaced() const;
        std::optional<RunReport> m_report;
        qint64 m_readyNs = -1;
        qint64 m_firstWriteNs = -1;
        bool m_ended = false;

    private:
        TogetherSession& m_session;
        int m_index;
        bool m_hasOffset = false;
        double m_offsetS = 0;
    };

    void startHost(int i);
    void hostEnded(int i);
    void checkBarrier();
    void stopAll();
    void finish();
    void setHostProgress(int i, double fraction);
    // Seconds on the shared clock now.
    double nowS() const;

    LiveRun& m_run;
    TogetherData m_data;
    Mode m_mode = Mode::Together;
    Remote::Settings m_settings;
    QList<Remote::Target> m_targets;
    RunConfig m_config;
    QStringList m_extraArguments;
    std::vector<std::unique_ptr<Sink>> m_sinks;
    std::vector<std::unique_ptr<RemoteRun>> m_remotes;
    QList<QString> m_errors; // each host's transport error
    QList<double> m_progress; // each host's fraction done
    QElapsedTimer m_clock;
    qint64 m_zeroNs = 0; // the shared clock's zero on m_clock: "go", or the first start
    Together::Barrier m_barrier;
    QStringList m_summary;
    bool m_running = false;
    bool m_stopRequested = false;
    int m_graceMs = -1;
    int m_killMs = -1;
};
