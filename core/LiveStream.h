#pragma once

#include "CapacityReport.h"
#include "DirectoryProbe.h"
#include "Engine.h"
#include "RunConfig.h"
#include "RunReport.h"
#include "Sample.h"
#include "SystemProbe.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

class QIODevice;

// The live event stream (docs/live-format.md): a run as newline-delimited JSON, one event per
// line, so that a program that did not start the run (the window, over ssh) can draw it as it
// happens. The first line says which format follows ("schema": "streamscope-live/1"); a reader
// refuses another major version and skips event types it does not know, so that later minor
// versions can add events.
namespace LiveStream {
constexpr int kSchemaMajor = 1;
// Minor 1: the writer of a stream to a pipe sends a heartbeat ("alive") when it has written
// nothing for kHeartbeatMs, and its hello says so ("heartbeat_s"); a reader that sees no line
// for longer than its timeout may take the writer for gone (RemoteRun).
constexpr int kSchemaMinor = 1;
constexpr int kHeartbeatMs = 1000;
QString schema(); // "streamscope-live/1"
// A long run's final report (all its samples) is one line: the same cap as a report file.
constexpr qint64 kMaxLineBytes = 1024LL * 1024 * 1024;
} // namespace LiveStream

// The stream's first line: who writes it and where.
struct LiveHello {
    QString schema;
    int major = 0;
    int minor = 0;
    QString toolVersion;
    qint64 pid = 0; // the writing process, on its host
    // The writer's promise: a line at least this often (0: an older writer, which promises none).
    double heartbeatS = 0;
    SysProbe::Environment environment; // of the first target directory
};

// What a LiveStreamReader hands on, in the order the writer saw it: the engine's own
// callbacks (RunObserver) and the events the stream adds around them.
class LiveEventSink : public RunObserver {
public:
    virtual void hello(const LiveHello&) { }
    virtual void runStarted(const RunConfig&, const QDateTime& /*startedAt*/) { }
    virtual void progress(double /*fraction*/, double /*tS*/) { }
    // With --wait-go: the first pass is prepared (its files created, opened and preallocated,
    // nothing timed yet) and waits for a "go" line on its standard input (the start barrier of
    // --together).
    virtual void ready() { }
    virtual void finished(const RunReport&) { }
    // With --probe (no run): what lies under one of the --dir directories.
    virtual void directoryProbed(const SysProbe::Directory&) { }
    // A capacity search (--capacity --live): each step's run comes between its step and
    // step_end events, as a run of its own (target 0, pass 0, its clock from the step's start);
    // `bound` is the most steps the search could still take in all when the step began. The
    // search's report is the last line, in place of a run's.
    virtual void capacityStepStarted(int /*step*/, int /*streams*/, int /*bound*/) { }
    virtual void capacityStepFinished(int /*step*/, const CapacityStep&) { }
    virtual void capacityFinished(const CapacityReport&) { }
};

// Writes a run's events to a device, one line each, flushed as it goes. The engine calls it
// from its run thread and from the sampler thread; a mutex keeps lines whole and in order.
// A failed write (the reader went away: EPIPE, a full disk) calls onWriteFailed once and
// ends the writing; the CLI cancels its run there.
class LiveStreamWriter final : public LiveEventSink {
public:
    explicit LiveStreamWriter(QIODevice& out, std::function<void()> onWriteFailed = {});
    ~LiveStreamWriter() override;
    LiveStreamWriter(const LiveStreamWriter&) = delete;
    LiveStreamWriter& operator=(const LiveStreamWriter&) = delete;

    // From now on an "alive" line whenever nothing was written for `everyMs` (a thread of its
    // own, so that a run blocked in the kernel, a start barrier or a long preparation still
    // shows that this process and its link live), until the final report or capacity line.
    // Call after hello(), whose "heartbeat_s" says so to the reader (LiveHello::heartbeatS).
    void startHeartbeat(int everyMs = LiveStream::kHeartbeatMs);

    void hello(const LiveHello& hello) override;
    void runStarted(const RunConfig& config, const QDateTime& startedAt) override;
    void targetStarted(int target, const SysProbe::Environment& environment) override;
    void passStarted(int target, int pass, int streams, int64_t sizePerStream) override;
    void phaseStarted(int target, int pass, PhaseKind kind, double tS) override;
    void phaseFinished(const PhaseResult& result) override;
    void passLayout(int target, int pass, const FileLayout::PassFigures& layout) override;
    void samples(const SampleBatch& batch) override;
    void status(const QString& text) override;
    void progress(double fraction, double tS) override;
    void ready() override;
    void finished(const RunReport& report) override;
    void directoryProbed(const SysProbe::Directory& directory) override;
    void capacityStepStarted(int step, int streams, int bound) override;
    void capacityStepFinished(int step, const CapacityStep& result) override;
    void capacityFinished(const CapacityReport& report) override;

    bool failed() const;
    // The hello line of this process (tool version, pid, the environment of `dir`).
    static LiveHello localHello(const QString& dir);

private:
    // `final`: the report or capacity line, after which nothing is written (nor a heartbeat).
    void writeLine(const QByteArray& text, bool final = false);
    void stopHeartbeat();

    QIODevice& m_out;
    std::function<void()> m_onWriteFailed;
    mutable std::mutex m_mutex;
    bool m_failed = false;
    bool m_closed = false; // the final line is written
    bool m_realTime = false;
    int m_lastPercent = -1;
    std::chrono::steady_clock::time_point m_lastWrite = std::chrono::steady_clock::now();
    std::thread m_heartbeat;
    std::condition_variable m_heartbeatWake;
    bool m_heartbeatStop = false;
};

// Reads a stream written by LiveStreamWriter, line by line as bytes arrive, and hands each
// event to a sink. Strict like the report loader: the first line must be a hello of schema
// major 1; a line that is not a JSON object of a known shape ends the reading with a message
// naming its line number; an event type it does not know is skipped.
class LiveStreamReader {
public:
    explicit LiveStreamReader(LiveEventSink& sink);

    // Complete lines in `data` are parsed and handed on; a partial last line waits for more.
    // False once the stream was refused (see error()); later data is ignored.
    bool addData(const QByteArray& data);
    // The stream ended: a partial last line is a truncated event. False when refused.
    bool finish();

    bool failed() const { return !m_error.isEmpty(); }
    const QString& error() const { return m_error; }
    bool helloSeen() const { return m_helloSeen; }
    const LiveHello& hello() const { return m_hello; }
    bool reportSeen() const { return m_reportSeen; } // a run's report, or a capacity search's
    qint64 lines() const { return m_line; }
    qint64 skippedLines() const { return m_skipped; } // unknown event types

private:
    bool parseLine(const QByteArray& text);
    bool refuse(const QString& why);
    void flushBatch();

    LiveEventSink& m_sink;
    QByteArray m_pending;
    QString m_error;
    LiveHello m_hello;
    bool m_helloSeen = false;
    bool m_reportSeen = false;
    qint64 m_line = 0;
    qint64 m_skipped = 0;
    // Stall and overrun lines come before the samples line of their batch.
    SampleBatch m_batch;
};
