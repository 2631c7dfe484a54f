#pragma once

#include "LiveStream.h"

class LiveRun;

// Feeds a LiveRun from a live event stream (LiveStreamReader), through the same entry points
// the RunController's signals reach: a run the window did not start (a remote one over ssh, a
// saved stream) is drawn by the one model the window's own runs use.
class LiveRunFeed final : public LiveEventSink {
public:
    explicit LiveRunFeed(LiveRun& run)
        : m_run(run)
    { }

    void hello(const LiveHello& hello) override { m_hello = hello; }
    void runStarted(const RunConfig& config, const QDateTime& startedAt) override;
    void targetStarted(int target, const SysProbe::Environment& environment) override;
    void passStarted(int target, int pass, int streams, int64_t sizePerStream) override;
    void phaseStarted(int target, int pass, PhaseKind kind, double tS) override;
    void phaseFinished(const PhaseResult& result) override;
    void samples(const SampleBatch& batch) override;
    void status(const QString& text) override;
    void finished(const RunReport& report) override;

    const LiveHello& streamHello() const { return m_hello; }

private:
    LiveRun& m_run;
    LiveHello m_hello;
};
