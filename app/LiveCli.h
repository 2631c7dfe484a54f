#pragma once

#include "Engine.h"
#include "InputEndWatch.h"
#include "LiveStream.h"
#include "RemoteCommand.h"

#include <QFile>
#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

// streamscope-cli --live FILE|-: the run's events as the live stream (docs/live-format.md),
// next to the usual output (which goes to standard error when the stream takes standard
// output). With "-" the stream has a reader at the other end of a pipe (ssh, the window):
// the end of standard input and a failed write (EPIPE: the reader is gone) cancel the run,
// which then removes its files like any cancel.
class LiveOutput {
public:
    LiveOutput() = default;
    ~LiveOutput();

    // Opens the stream; false with *error.
    bool open(const QString& where, QString* error);
    bool isOpen() const { return m_writer != nullptr; }
    bool toStdout() const { return m_toStdout; }
    // What the engine reports to: `printing` (the usual lines) and the stream, when open.
    RunObserver* observer(RunObserver* printing);
    // The hello and run lines; from here on the end of input and a failed write cancel `engine`.
    // With `waitForGo` (--wait-go, a start barrier): once the first pass is prepared (its run
    // directory and files created, opened, preallocated), a `ready` line, then nothing is timed
    // until a "go" line arrives on standard input.
    void begin(const RunConfig& config, Engine& engine, bool waitForGo = false);
    // The same for a run that `cancel` stops (a capacity search: CapacitySearch::cancel).
    void begin(const RunConfig& config, std::function<void()> cancel, bool waitForGo = false);
    // The stream's writer, for events beyond a run's (a capacity search's steps); nullptr when
    // no stream is open.
    LiveEventSink* stream() { return m_writer.get(); }
    // The engine's run returned: the input is no longer watched and nothing cancels it any more.
    void runEnded();
    // The final report line.
    void finish(const RunReport& report);
    // Why writing the stream failed ("--live \"/dev/full\": cannot write: No space left on
    // device"); empty while it has not. The run it stopped failed: it was not the user's cancel.
    QString writeError() const;

private:
    // The start barrier: blocks the engine's thread (files prepared, nothing timed yet) until
    // "go" or the end of input (then the run is cancelled and removes its files).
    void awaitGo();
    void cancelRun();
    void writeFailed();

    class Tee final : public RunObserver {
    public:
        LiveOutput* owner = nullptr;
        RunObserver* a = nullptr;
        RunObserver* b = nullptr;
        void targetStarted(int t, const SysProbe::Environment& e) override;
        void passStarted(int t, int p, int s, int64_t size) override;
        void passPrepared(int t, int p) override;
        void phaseStarted(int t, int p, PhaseKind k, double ts) override;
        void phaseFinished(const PhaseResult& r) override;
        void passLayout(int t, int p, const FileLayout::PassFigures& layout) override;
        void samples(const SampleBatch& b) override;
        void status(const QString& text) override;
    };

    QFile m_file;
    bool m_toStdout = false;
    mutable std::mutex m_cancelMutex; // the input watch, a failed write and runEnded() meet here
    QString m_where; // as the user gave it, for the message of a failed write
    QString m_writeError; // guarded by m_cancelMutex
    std::function<void()> m_cancel; // cancels the run going on (thread-safe itself)
    std::unique_ptr<LiveStreamWriter> m_writer;
    std::unique_ptr<InputEndWatch> m_inputWatch;
    Tee m_tee;
    bool m_waitForGo = false;
    std::mutex m_goMutex;
    std::condition_variable m_goChanged;
    bool m_go = false; // "go" arrived, or the input ended: the barrier opens either way
};

class QCommandLineParser;
class QCommandLineOption;

// streamscope-cli --dir user@host:/dir: the run happens on the host (over the user's ssh, the
// remote streamscope-cli --live -) and prints here what a local run prints. Local targets on
// the same command line run beside them as a child streamscope-cli --live - (Target::isLocal()).
namespace RemoteCli {
// --ssh, --ssh-options, --remote-cli, --host-timeout, --together, --wait-go.
QList<QCommandLineOption> options();
// What of the command line cannot go to a remote target, before anything runs; false with
// *error naming the option and the target: a --dir the ssh rules refuse (Remote::targetProblem),
// a --host-timeout that is not a number of seconds, and a remote --dir given to a mode that runs
// only here (--capacity, --fio-job) or a --clean-leftovers "host:/dir": each would otherwise
// work on a local directory named after the host.
bool checkUsage(const QCommandLineParser& parser, QString* error);
// Those options' settings; local targets run this program (QCoreApplication::applicationFilePath()).
Remote::Settings settings(const QCommandLineParser& parser);
// The command line to hand on: the run options as given, without the program, the targets,
// the outputs (they are written here) and the ssh options.
QStringList forwardedArguments(const QStringList& arguments);
// Runs on `target`; the events go to `printing` as they arrive. The report, or nothing with
// *error (no connection, no or an incompatible remote CLI, the link lost before the report).
// SIGINT/SIGTERM here stop the remote run, which removes its files and still reports.
std::optional<RunReport> run(const Remote::Settings& settings, const Remote::Target& target,
    const QStringList& forwarded, RunObserver& printing, QString* error);
// The targets one after another, as a local sweep of several directories runs; one report
// with a target each, named "host:/dir" (a local one by its path). Stops after a target whose
// run failed or was cancelled.
std::optional<RunReport> runEach(const Remote::Settings& settings, const QList<Remote::Target>& targets,
    const QStringList& forwarded, RunObserver& printing, QString* error);

// --together: the targets at the same time behind a start barrier. Every remote CLI runs with
// --wait-go, prepares (preflight, probes, its first pass's files) and says `ready`; when all are ready each gets "go"
// at once. One report with a target per host; `summary` gets the lines after the tables: the
// aggregate (the hosts' rates summed per pass and phase), the slowest host, and the start
// skew (the spread of the local receipt times of each host's first write-phase event).
std::optional<RunReport> runTogether(const Remote::Settings& settings, const QList<Remote::Target>& targets,
    const QStringList& forwarded, QStringList* summary, QString* error);
} // namespace RemoteCli
