#include "TogetherSession.h"

#include "LiveRun.h"
#include "RemoteRun.h"

#include <algorithm>

namespace {
// What the chart's legend and the status line call a host: its name, or for this machine's
// directory (no host) that directory.
QString nameOf(const Remote::Target& target)
{
    return target.isLocal() ? target.path : target.host;
}
} // namespace

TogetherSession::TogetherSession(LiveRun& run, QObject* parent)
    : QObject(parent)
    , m_run(run)
{ }

// Runs still going are not waited for: each ~RemoteRun ends its ssh at once, and the remote
// CLIs clean up on the end of their input.
TogetherSession::~TogetherSession() = default;

bool TogetherSession::start(const Remote::Settings& settings, const QList<Remote::Target>& targets,
    const RunConfig& config, Mode mode, const QStringList& extraArguments)
{
    if (m_running || targets.isEmpty())
        return false;
    m_settings = settings;
    m_targets = targets;
    m_config = config;
    m_mode = mode;
    m_extraArguments = extraArguments;
    m_summary.clear();
    m_stopRequested = false;
    m_barrier = {};
    m_sinks.clear();
    m_remotes.clear();
    m_errors = QList<QString>(targets.size());
    m_progress = QList<double>(targets.size(), 0.0);
    QStringList hosts;
    for (int i = 0; i < targets.size(); ++i) {
        hosts.append(nameOf(targets.at(i)));
        m_sinks.push_back(std::make_unique<Sink>(*this, i));
        m_remotes.push_back(nullptr);
    }
    m_data.reset(config, hosts, mode == Mode::Together);
    m_clock.start();
    m_zeroNs = 0;
    m_running = true;
    Q_EMIT began();
    if (mode == Mode::Together) {
        for (int i = 0; i < targets.size(); ++i)
            startHost(i);
    } else {
        startHost(0);
    }
    return true;
}

void TogetherSession::startHost(int i)
{
    QStringList arguments = Remote::runArguments(m_config) + m_extraArguments + Remote::languageArguments(QLocale());
    if (m_mode == Mode::Together)
        arguments << QStringLiteral("--wait-go");
    auto remote = std::make_unique<RemoteRun>(m_settings, m_targets.at(i), arguments, *m_sinks[std::size_t(i)]);
    if (m_graceMs >= 0)
        remote->setStopTimeouts(m_graceMs, m_killMs);
    // Queued: a failure to start ends it inside start(), and the next host must not start
    // from within that call.
    connect(
        remote.get(), &RemoteRun::ended, this, [this, i] { hostEnded(i); }, Qt::QueuedConnection);
    m_remotes[std::size_t(i)] = std::move(remote);
    m_remotes[std::size_t(i)]->start();
}

RemoteRun* TogetherSession::remoteRun(int i) const
{
    if (i < 0 || std::size_t(i) >= m_remotes.size())
        return nullptr;
    RemoteRun* remote = m_remotes[std::size_t(i)].get();
    return remote && remote->isRunning() ? remote : nullptr;
}

double TogetherSession::nowS() const
{
    return double(m_clock.nsecsElapsed() - m_zeroNs) / 1e9;
}

void TogetherSession::stop()
{
    if (!m_running)
        return;
    m_stopRequested = true;
    stopAll();
}

void TogetherSession::stopAll()
{
    for (const auto& remote : m_remotes) {
        if (remote)
            remote->stop();
    }
}

void TogetherSession::checkBarrier()
{
    if (m_mode != Mode::Together || m_stopRequested)
        return;
    QList<Together::BarrierHost> hosts;
    for (std::size_t i = 0; i < m_remotes.size(); ++i)
        hosts.append({ m_remotes[i] && m_remotes[i]->isRunning() && !m_sinks[i]->m_ended, m_sinks[i]->m_readyNs >= 0 });
    m_barrier.check(
        hosts, m_clock.nsecsElapsed(),
        [this] {
            m_zeroNs = m_barrier.goNs();
            for (const auto& remote : m_remotes)
                remote->sendLine(QByteArrayLiteral("go"));
            m_run.setStatus(tr("All %n host(s) ready: started together", nullptr, int(m_remotes.size())));
        },
        [this] { stopAll(); });
}

void TogetherSession::hostEnded(int i)
{
    RemoteRun* remote = m_remotes[std::size_t(i)].get();
    if (!remote || remote->isRunning() || m_sinks[std::size_t(i)]->m_ended)
        return;
    Sink& sink = *m_sinks[std::size_t(i)];
    sink.m_ended = true;
    m_errors[i] = remote->error();
    if (remote->error().isEmpty() && sink.m_report && sink.m_report->ok())
        setHostProgress(i, 1.0);
    m_data.hostEnded(i);
    Q_EMIT changed();
    const bool lost = !remote->error().isEmpty() || !sink.m_report;
    if (m_mode == Mode::Together) {
        // A host gone before "go" stops the rest (checkBarrier); one whose link was lost, too.
        if (lost)
            stopAll();
        else
            checkBarrier();
        for (const auto& s : m_sinks) {
            if (!s->m_ended)
                return;
        }
        finish();
        return;
    }
    const bool next = !lost && sink.m_report->ok() && !m_stopRequested && i + 1 < m_targets.size();
    if (next)
        startHost(i + 1);
    else
        finish();
}

void TogetherSession::finish()
{
    QList<Together::Host> hosts;
    for (int i = 0; i < m_targets.size(); ++i) {
        if (!m_remotes[std::size_t(i)])
            continue; // one after another: not reached
        const Sink& sink = *m_sinks[std::size_t(i)];
        hosts.append({ m_targets.at(i).host, m_targets.at(i).path, sink.m_report, m_errors.at(i), sink.m_readyNs,
            sink.m_firstWriteNs });
    }
    QString error;
    std::optional<RunReport> merged = Together::merge(hosts, &error);
    RunReport report;
    if (merged) {
        report = std::move(*merged);
        const bool summed = m_mode == Mode::Together;
        report.together = summed;
        const QStringList lines = Together::summary(report, Together::skew(hosts, m_barrier.goNs()), summed);
        // The slowest host and the skew first: under the table there is room for a few lines.
        const qsizetype totals = summed ? Together::aggregate(report).size() : 0;
        m_summary = lines.mid(totals) + lines.mid(0, totals);
    } else {
        // Nothing came back from a host to say how it ended: the window shows why, naming it.
        report.status = QStringLiteral("failed");
        report.error = error;
        report.toolVersion = QStringLiteral(STREAMSCOPE_VERSION);
        report.config = m_config;
        report.startedAt = m_run.startedAt().isValid() ? m_run.startedAt() : QDateTime::currentDateTime();
        report.finishedAt = QDateTime::currentDateTime();
    }
    m_running = false;
    // Every ssh has ended; the transports go once this call (queued from their ended()) returns.
    for (auto& remote : m_remotes) {
        if (remote)
            remote.release()->deleteLater();
    }
    m_run.finish(report);
    Q_EMIT ended();
}

void TogetherSession::setHostProgress(int i, double fraction)
{
    m_progress[i] = std::clamp(fraction, 0.0, 1.0);
    if (m_mode == Mode::Together) {
        m_run.setProgress(*std::min_element(m_progress.cbegin(), m_progress.cend()));
    } else {
        double done = 0;
        for (double p : std::as_const(m_progress))
            done += p;
        m_run.setProgress(done / double(m_progress.size()));
    }
}

double TogetherSession::Sink::offset(double hostT, bool timedStart)
{
    if (m_hasOffset)
        return m_offsetS;
    // The arrival of an event is late by the host's link and, for samples sent in batches, by
    // up to a batch: a host placed that way started up to a second late on the shared clock
    // while the skew said 1.4 ms. "go" is the one moment all hosts share.
    if (m_session.m_mode == Mode::Together && timedStart && m_session.m_barrier.goSent())
        m_offsetS = -hostT;
    else
        m_offsetS = m_session.nowS() - hostT;
    m_hasOffset = true;
    return m_offsetS;
}

bool TogetherSession::Sink::unplaced() const
{
    return !m_hasOffset && m_session.m_mode == Mode::Together;
}

void TogetherSession::Sink::targetStarted(int, const SysProbe::Environment& e)
{
    SysProbe::Environment named = e;
    named.targetDir = Remote::Target { m_session.m_targets.at(m_index).host, e.targetDir }.text();
    m_session.m_run.addTarget(m_index, named);
    m_session.m_data.addTarget(m_index, named);
}

void TogetherSession::Sink::passStarted(int, int p, int s, int64_t size)
{
    m_session.m_run.addPass(m_index, p, s, size);
    m_session.m_data.addPass(m_index, p, s);
}

void TogetherSession::Sink::phaseStarted(int t, int p, PhaseKind k, double ts)
{
    const double shift = offset(ts, true);
    if (t == 0 && p == 0 && k == PhaseKind::Write && m_firstWriteNs < 0)
        m_firstWriteNs = m_session.m_clock.nsecsElapsed();
    m_session.m_run.addPhaseStart(m_index, p, k, ts + shift);
    m_session.m_data.addPhaseStart(m_index, p, k, ts, shift);
}

void TogetherSession::Sink::phaseFinished(const PhaseResult& r)
{
    PhaseResult mine = r;
    mine.target = m_index;
    m_session.m_run.addPhaseResult(mine);
    m_session.m_data.addPhaseResult(m_index, r, offset(r.startS));
    Q_EMIT m_session.changed();
}

void TogetherSession::Sink::samples(const SampleBatch& b)
{
    // Nothing to place on the shared clock yet: an empty batch (a heartbeat), or, together,
    // samples before the first timed phase (the host preparing or waiting for "go").
    if ((b.samples.isEmpty() && !m_hasOffset) || unplaced())
        return;
    const double shift = offset(b.samples.isEmpty() ? 0 : b.samples.constFirst().t);
    m_session.m_data.append(m_index, b, shift);
    if (!b.samples.isEmpty())
        m_session.setHostProgress(m_index, double(b.samples.constLast().runProgress));
    Q_EMIT m_session.changed();
}

void TogetherSession::Sink::progress(double fraction, double)
{
    m_session.setHostProgress(m_index, fraction);
}

void TogetherSession::Sink::status(const QString& text)
{
    m_session.m_run.setStatus(nameOf(m_session.m_targets.at(m_index)) + QStringLiteral(": ") + text);
}

void TogetherSession::Sink::ready()
{
    m_readyNs = m_session.m_clock.nsecsElapsed();
    m_session.checkBarrier();
}
