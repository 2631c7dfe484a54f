#pragma once

#include "Engine.h"
#include "InputEndWatch.h"
#include "LiveStream.h"
#include "RemoteCommand.h"

#include <QFile>
#include <atomic>
#include <memory>
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
    // Standard error, for the usual output when the stream takes standard output.
    QIODevice* humanOutput();
    // What the engine reports to: `printing` (the usual lines) and the stream, when open.
    RunObserver* observer(RunObserver* printing);
    // The hello and run lines; from here on the end of input and a failed write cancel `engine`.
    void begin(const RunConfig& config, Engine& engine);
    // The engine's run returned: the input is no longer watched and nothing cancels it any more.
    void runEnded();
    // The final report line.
    void finish(const RunReport& report);

private:
    class Tee final : public RunObserver {
    public:
        RunObserver* a = nullptr;
        RunObserver* b = nullptr;
        void targetStarted(int t, const SysProbe::Environment& e) override;
        void passStarted(int t, int p, int s, int64_t size) override;
        void phaseStarted(int t, int p, PhaseKind k, double ts) override;
        void phaseFinished(const PhaseResult& r) override;
        void samples(const SampleBatch& b) override;
        void status(const QString& text) override;
    };

    QFile m_file;
    QFile m_stderr;
    bool m_toStdout = false;
    std::atomic<Engine*> m_engine { nullptr };
    std::unique_ptr<LiveStreamWriter> m_writer;
    std::unique_ptr<InputEndWatch> m_inputWatch;
    Tee m_tee;
};

class QCommandLineParser;
class QCommandLineOption;

// streamscope-cli --dir user@host:/dir: the run happens on the host (over the user's ssh, the
// remote streamscope-cli --live -) and prints here what a local run prints.
namespace RemoteCli {
// --ssh, --ssh-options, --remote-cli.
QList<QCommandLineOption> options();
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
// with a target each. Stops after a target whose run failed or was cancelled.
std::optional<RunReport> runEach(const Remote::Settings& settings, const QList<Remote::Target>& targets,
    const QStringList& forwarded, RunObserver& printing, QString* error);
} // namespace RemoteCli
