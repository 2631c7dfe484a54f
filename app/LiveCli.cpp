#include "LiveCli.h"

#include "FileIo.h"
#include "RemoteRun.h"
#include "StopSignals.h"
#include "Together.h"
#include "Units.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QProcess>
#include <QSocketNotifier>
#include <algorithm>
#include <cstdio>
#include <unistd.h>

namespace {
struct LiveCliTr {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

LiveOutput::~LiveOutput()
{
    m_inputWatch.reset(); // joins the watch before the engine it cancels goes away
}

bool LiveOutput::open(const QString& where, QString* error)
{
    m_toStdout = where == QLatin1String("-");
    m_where = m_toStdout ? LiveCliTr::tr("standard output") : where;
    bool opened = false;
    if (m_toStdout) {
        std::fflush(stdout);
        // Unbuffered: each line goes out in one write(), whole, as soon as it is made.
        opened = m_file.open(STDOUT_FILENO, QIODevice::WriteOnly | QIODevice::Unbuffered);
    } else {
        // Checked as every output is; a FIFO without a reader is refused, not waited for.
        QString reason;
        const int fd = FileIo::checkOutput(where, &reason) ? FileIo::openStream(where, &reason) : -1;
        if (fd < 0) {
            *error = LiveCliTr::tr("--live \"%1\": %2").arg(where, reason);
            return false;
        }
        opened = m_file.open(fd, QIODevice::WriteOnly | QIODevice::Unbuffered, QFileDevice::AutoCloseHandle);
    }
    if (!opened) {
        *error = LiveCliTr::tr("--live \"%1\": %2").arg(where, m_file.errorString());
        return false;
    }
    m_writer = std::make_unique<LiveStreamWriter>(m_file, [this] { writeFailed(); });
    return true;
}

RunObserver* LiveOutput::observer(RunObserver* printing)
{
    if (!m_writer)
        return printing;
    m_tee.owner = this;
    m_tee.a = printing;
    m_tee.b = m_writer.get();
    return &m_tee;
}

void LiveOutput::writeFailed()
{
    {
        std::lock_guard lock(m_cancelMutex);
        if (m_writeError.isEmpty())
            m_writeError = LiveCliTr::tr("--live \"%1\": cannot write: %2").arg(m_where, m_file.errorString());
    }
    cancelRun();
}

QString LiveOutput::writeError() const
{
    std::lock_guard lock(m_cancelMutex);
    return m_writeError;
}

void LiveOutput::cancelRun()
{
    std::lock_guard lock(m_cancelMutex);
    if (m_cancel)
        m_cancel();
}

void LiveOutput::begin(const RunConfig& config, Engine& engine, bool waitForGo)
{
    begin(
        config, [&engine] { engine.cancel(); }, waitForGo);
}

void LiveOutput::begin(const RunConfig& config, std::function<void()> cancel, bool waitForGo)
{
    if (!m_writer)
        return;
    {
        std::lock_guard lock(m_cancelMutex);
        m_cancel = std::move(cancel);
    }
    m_waitForGo = waitForGo && m_toStdout;
    LiveHello hello = LiveStreamWriter::localHello(config.targetDirs.value(0));
    // A reader at the other end of a pipe (ssh, the window) hears from this process at least
    // every second, whatever the run does: its silence means the process or the link is gone.
    if (m_toStdout)
        hello.heartbeatS = LiveStream::kHeartbeatMs / 1000.0;
    m_writer->hello(hello);
    if (m_toStdout)
        m_writer->startHeartbeat(LiveStream::kHeartbeatMs);
    m_writer->runStarted(config, QDateTime::currentDateTime());
    if (m_toStdout)
        m_inputWatch = std::make_unique<InputEndWatch>(
            STDIN_FILENO,
            [this] {
                cancelRun();
                std::lock_guard lock(m_goMutex);
                m_go = true;
                m_goChanged.notify_all();
            },
            [this](const std::string& line) {
                if (line != "go")
                    return;
                std::lock_guard lock(m_goMutex);
                m_go = true;
                m_goChanged.notify_all();
            });
    if (m_writer->failed())
        writeFailed();
}

void LiveOutput::awaitGo()
{
    if (!m_waitForGo)
        return;
    m_waitForGo = false; // one barrier per run: before its first target
    m_writer->ready();
    std::unique_lock lock(m_goMutex);
    m_goChanged.wait(lock, [this] { return m_go; });
}

void LiveOutput::runEnded()
{
    m_inputWatch.reset(); // joins the watch thread: no cancel can reach the engine after this
    std::lock_guard lock(m_cancelMutex);
    m_cancel = nullptr; // a failed write from now on has no run left to cancel
}

void LiveOutput::finish(const RunReport& report)
{
    runEnded();
    if (m_writer)
        m_writer->finished(report);
}

void LiveOutput::Tee::targetStarted(int t, const SysProbe::Environment& e)
{
    a->targetStarted(t, e);
    b->targetStarted(t, e);
}
void LiveOutput::Tee::passPrepared(int t, int p)
{
    a->passPrepared(t, p);
    b->passPrepared(t, p);
    // The first pass's files are created, opened and preallocated, and nothing is timed yet:
    // each host prepares at its own pace, then all begin their first timed phase together.
    owner->awaitGo();
}
void LiveOutput::Tee::passStarted(int t, int p, int s, int64_t size)
{
    a->passStarted(t, p, s, size);
    b->passStarted(t, p, s, size);
}
void LiveOutput::Tee::phaseStarted(int t, int p, PhaseKind k, double ts)
{
    a->phaseStarted(t, p, k, ts);
    b->phaseStarted(t, p, k, ts);
}
void LiveOutput::Tee::phaseFinished(const PhaseResult& r)
{
    a->phaseFinished(r);
    b->phaseFinished(r);
}
void LiveOutput::Tee::passLayout(int t, int p, const FileLayout::PassFigures& layout)
{
    a->passLayout(t, p, layout);
    b->passLayout(t, p, layout);
}
void LiveOutput::Tee::samples(const SampleBatch& batch)
{
    a->samples(batch);
    b->samples(batch);
}
void LiveOutput::Tee::status(const QString& text)
{
    a->status(text);
    b->status(text);
}

QList<QCommandLineOption> RemoteCli::options()
{
    return {
        QCommandLineOption(QStringLiteral("ssh"),
            LiveCliTr::tr("The ssh program for remote targets (user@host:/dir); default: ssh."),
            LiveCliTr::tr("PROGRAM")),
        QCommandLineOption(QStringLiteral("ssh-options"),
            LiveCliTr::tr("Options for ssh before the host, as one text (e.g. \"-F ~/.ssh/lab_config -p 2222\")."),
            LiveCliTr::tr("TEXT")),
        QCommandLineOption(QStringLiteral("remote-cli"),
            LiveCliTr::tr("The streamscope-cli to run on remote hosts; default: streamscope-cli on their PATH."),
            LiveCliTr::tr("PATH")),
        QCommandLineOption(QStringLiteral("host-timeout"),
            LiveCliTr::tr("Give up a remote host whose live stream has said nothing for SECONDS (its heartbeat "
                          "stopped: stopped, hung or cut off), keeping the other hosts' results; default 15, 0 never."),
            LiveCliTr::tr("SECONDS")),
        QCommandLineOption(QStringLiteral("together"),
            LiveCliTr::tr("Run on all the targets (remote and local) at the same time (a start barrier: each "
                          "prepares its files, then all begin together) and add their rates up, instead of one after "
                          "another.")),
        QCommandLineOption(QStringLiteral("wait-go"),
            LiveCliTr::tr("With --live -: once prepared, write a \"ready\" event and wait for a \"go\" line on "
                          "standard input before anything is timed (what --together starts remote runs with).")),
    };
}

namespace {
constexpr int kMaxHostTimeoutS = 86400;
} // namespace

bool RemoteCli::checkUsage(const QCommandLineParser& parser, QString* error)
{
    const QStringList dirs = parser.values(QStringLiteral("dir"));
    for (const QString& dir : dirs) {
        if (const QString problem = Remote::targetProblem(dir); !problem.isEmpty()) {
            *error = LiveCliTr::tr("--dir \"%1\": %2").arg(dir, problem);
            return false;
        }
    }
    if (parser.isSet(QStringLiteral("host-timeout"))) {
        const QString text = parser.value(QStringLiteral("host-timeout"));
        bool ok = false;
        const int seconds = text.toInt(&ok);
        // Below 2 s a heartbeat (every second) delayed by a busy host would count as silence.
        if (!ok || (seconds != 0 && (seconds < 2 || seconds > kMaxHostTimeoutS))) {
            *error = LiveCliTr::tr("--host-timeout \"%1\" is not a number of seconds from 2 to %2 (or 0: never give "
                                   "a silent host up)")
                         .arg(text)
                         .arg(kMaxHostTimeoutS);
            return false;
        }
    }
    const auto remote = std::find_if(dirs.cbegin(), dirs.cend(), Remote::isRemote);
    const QString clean = parser.value(QStringLiteral("clean-leftovers"));
    if (parser.isSet(QStringLiteral("clean-leftovers")) && Remote::isRemote(clean)) {
        const std::optional<Remote::Target> t = Remote::parse(clean);
        *error = t ? LiveCliTr::tr("--clean-leftovers \"%1\": leftovers are removed on the machine they are on; run "
                                   "streamscope-cli --clean-leftovers \"%2\" on %3")
                         .arg(clean, t->path, t->host)
                   : LiveCliTr::tr("--clean-leftovers \"%1\": %2").arg(clean, Remote::targetProblem(clean));
        return false;
    }
    if (remote == dirs.cend()) {
        // What only a remote target uses would be ignored without a word.
        for (const char* name : { "ssh", "ssh-options", "remote-cli", "host-timeout" }) {
            if (parser.isSet(QLatin1String(name))) {
                *error = LiveCliTr::tr("--%1 applies to remote targets (--dir user@host:/dir) only, and no --dir here "
                                       "is one; leave it out")
                             .arg(QLatin1String(name));
                return false;
            }
        }
        return true;
    }
    const Remote::Target t = *Remote::parse(*remote);
    // Each would run (or write its job) for a local directory named after the host.
    const QString refusal = parser.isSet(QStringLiteral("capacity"))
        ? LiveCliTr::tr("--capacity searches on this machine's directories only, and --dir \"%1\" is on %2; run "
                        "streamscope-cli --capacity --dir \"%3\" on %2 itself")
        : parser.isSet(QStringLiteral("fio-job"))
        ? LiveCliTr::tr("--fio-job writes a job for this machine's directories only, and --dir \"%1\" is on %2; run "
                        "streamscope-cli --fio-job FILE --dir \"%3\" on %2 itself")
        : QString();
    if (!refusal.isEmpty()) {
        *error = refusal.arg(*remote, t.host, t.path);
        return false;
    }
    return true;
}

Remote::Settings RemoteCli::settings(const QCommandLineParser& parser)
{
    Remote::Settings s;
    if (parser.isSet(QStringLiteral("ssh")))
        s.ssh = parser.value(QStringLiteral("ssh"));
    if (parser.isSet(QStringLiteral("ssh-options")))
        s.sshOptions = QProcess::splitCommand(parser.value(QStringLiteral("ssh-options")));
    if (parser.isSet(QStringLiteral("remote-cli")))
        s.remoteCli = parser.value(QStringLiteral("remote-cli"));
    if (parser.isSet(QStringLiteral("host-timeout")))
        s.silenceTimeoutS = parser.value(QStringLiteral("host-timeout")).toInt(); // checkUsage() checked it
    // Local targets beside remote ones run as this very program, the version that is talking.
    s.localCli = QCoreApplication::applicationFilePath();
    return s;
}

QStringList RemoteCli::forwardedArguments(const QStringList& arguments)
{
    static const QStringList dropped = { QStringLiteral("dir"), QStringLiteral("json"), QStringLiteral("csv"),
        QStringLiteral("live"), QStringLiteral("ssh"), QStringLiteral("ssh-options"), QStringLiteral("remote-cli"),
        QStringLiteral("host-timeout") };
    QStringList kept;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& a = arguments.at(i);
        if (a == QLatin1String("--")) {
            kept += arguments.mid(i);
            break;
        }
        bool drop = false;
        for (const QString& name : dropped) {
            if (a == QLatin1String("--") + name) {
                drop = true;
                ++i; // and its value
            } else if (a.startsWith(QLatin1String("--") + name + QLatin1Char('='))) {
                drop = true;
            }
        }
        if (a == QLatin1String("-d")) {
            drop = true;
            ++i;
        } else if (a.startsWith(QLatin1String("-d")) && !a.startsWith(QLatin1String("--"))) {
            drop = true; // -d/mnt/x
        }
        if (a == QLatin1String("--together") || a == QLatin1String("--wait-go"))
            drop = true;
        if (!drop)
            kept << a;
    }
    return kept;
}

namespace {
// The remote run's events printed as a local run's, and its report kept.
class PrintingSink final : public LiveEventSink {
public:
    explicit PrintingSink(RunObserver& printing)
        : m_printing(printing)
    { }
    void targetStarted(int t, const SysProbe::Environment& e) override { m_printing.targetStarted(t, e); }
    void passStarted(int t, int p, int s, int64_t size) override { m_printing.passStarted(t, p, s, size); }
    void phaseStarted(int t, int p, PhaseKind k, double ts) override { m_printing.phaseStarted(t, p, k, ts); }
    void phaseFinished(const PhaseResult& r) override { m_printing.phaseFinished(r); }
    void passLayout(int t, int p, const FileLayout::PassFigures& l) override { m_printing.passLayout(t, p, l); }
    void samples(const SampleBatch& b) override { m_printing.samples(b); }
    void status(const QString& text) override { m_printing.status(text); }
    void finished(const RunReport& r) override { report = r; }
    std::optional<RunReport> report;

private:
    RunObserver& m_printing;
};
} // namespace

namespace {
// One target's run, to its end: its report (with the transport's note among its warnings), or
// the transport's error naming the host.
Together::Host runOne(
    const Remote::Settings& settings, const Remote::Target& target, const QStringList& forwarded, RunObserver& printing)
{
    PrintingSink sink(printing);
    RemoteRun remote(settings, target, forwarded, sink);
    QEventLoop loop;
    QObject::connect(&remote, &RemoteRun::ended, &loop, &QEventLoop::quit);
    // SIGINT, SIGTERM, SIGHUP: stop the remote run as a local one would stop, and wait for
    // its report (it has removed its files by then).
    std::unique_ptr<QSocketNotifier> stopNotifier;
    if (StopSignals::install() && StopSignals::notifyFd() >= 0) {
        stopNotifier = std::make_unique<QSocketNotifier>(StopSignals::notifyFd(), QSocketNotifier::Read);
        QObject::connect(stopNotifier.get(), &QSocketNotifier::activated, &remote, [&remote] {
            StopSignals::drain();
            remote.stop();
        });
    }
    remote.start();
    if (remote.isRunning() || remote.error().isEmpty())
        loop.exec();
    Together::Host host { target.host, target.path, std::nullopt, remote.error(), -1, -1 };
    if (remote.error().isEmpty() && sink.report) {
        host.report = std::move(sink.report);
        if (!remote.note().isEmpty())
            host.report->warnings.append(remote.note());
    }
    return host;
}
} // namespace

std::optional<RunReport> RemoteCli::run(const Remote::Settings& settings, const Remote::Target& target,
    const QStringList& forwarded, RunObserver& printing, QString* error)
{
    Together::Host host = runOne(settings, target, forwarded, printing);
    if (!host.report)
        *error = host.error;
    return host.report;
}

std::optional<RunReport> RemoteCli::runEach(const Remote::Settings& settings, const QList<Remote::Target>& targets,
    const QStringList& forwarded, RunObserver& printing, QString* error)
{
    QList<Together::Host> hosts;
    for (const Remote::Target& target : targets) {
        hosts.append(runOne(settings, target, forwarded, printing));
        // As a local sweep: no target after one that failed or was cancelled (the results so
        // far are kept, with its error naming it).
        const std::optional<RunReport>& one = hosts.constLast().report;
        if (!one || !one->ok() || StopSignals::received() != 0)
            break;
    }
    return Together::merge(hosts, error);
}

namespace {
// One host of --together: its events kept, with the local times the barrier and the skew need.
class TogetherSink final : public LiveEventSink {
public:
    explicit TogetherSink(QElapsedTimer& clock)
        : m_clock(clock)
    { }
    void ready() override
    {
        readyNs = m_clock.nsecsElapsed();
        if (onReady)
            onReady();
    }
    void phaseStarted(int t, int p, PhaseKind kind, double) override
    {
        if (t == 0 && p == 0 && kind == PhaseKind::Write && firstWriteNs < 0)
            firstWriteNs = m_clock.nsecsElapsed();
    }
    void finished(const RunReport& r) override { report = r; }
    std::function<void()> onReady;
    qint64 readyNs = -1;
    qint64 firstWriteNs = -1; // local receipt of the host's first write-phase event
    std::optional<RunReport> report;

private:
    QElapsedTimer& m_clock;
};
} // namespace

std::optional<RunReport> RemoteCli::runTogether(const Remote::Settings& settings, const QList<Remote::Target>& targets,
    const QStringList& forwarded, QStringList* summary, QString* error)
{
    QElapsedTimer clock;
    clock.start();
    std::vector<std::unique_ptr<TogetherSink>> sinks;
    std::vector<std::unique_ptr<RemoteRun>> runs;
    QEventLoop loop;
    int running = 0;
    Together::Barrier barrier;
    const auto stopAll = [&runs] {
        for (const auto& r : runs)
            r->stop();
    };
    const auto check = [&] {
        QList<Together::BarrierHost> hosts;
        for (std::size_t i = 0; i < runs.size(); ++i)
            hosts.append({ runs[i]->isRunning(), sinks[i]->readyNs >= 0 });
        barrier.check(
            hosts, clock.nsecsElapsed(),
            [&runs] {
                for (const auto& r : runs)
                    r->sendLine(QByteArrayLiteral("go"));
            },
            stopAll);
    };
    for (const Remote::Target& target : targets) {
        sinks.push_back(std::make_unique<TogetherSink>(clock));
        runs.push_back(std::make_unique<RemoteRun>(
            settings, target, forwarded + QStringList { QStringLiteral("--wait-go") }, *sinks.back()));
        sinks.back()->onReady = check;
        QObject::connect(runs.back().get(), &RemoteRun::ended, &loop, [&] {
            check();
            if (--running == 0)
                loop.quit();
        });
    }
    std::unique_ptr<QSocketNotifier> stopNotifier;
    if (StopSignals::install() && StopSignals::notifyFd() >= 0) {
        stopNotifier = std::make_unique<QSocketNotifier>(StopSignals::notifyFd(), QSocketNotifier::Read);
        QObject::connect(stopNotifier.get(), &QSocketNotifier::activated, &loop, [&] {
            StopSignals::drain();
            stopAll();
        });
    }
    for (const auto& r : runs) {
        ++running;
        r->start();
    }
    if (running > 0)
        loop.exec();

    QList<Together::Host> hosts;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const Remote::Target& target = targets.at(qsizetype(i));
        std::optional<RunReport> report = sinks[i]->report;
        if (report && !runs[i]->note().isEmpty())
            report->warnings.append(runs[i]->note());
        hosts.append({ target.host, target.path, report, runs[i]->error(), sinks[i]->readyNs, sinks[i]->firstWriteNs });
    }
    std::optional<RunReport> merged = Together::merge(hosts, error);
    if (merged)
        merged->together = true;
    if (merged && summary)
        *summary = Together::summary(*merged, Together::skew(hosts, barrier.goNs()));
    return merged;
}
