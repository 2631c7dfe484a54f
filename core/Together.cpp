#include "Together.h"

#include "RemoteCommand.h"
#include "Units.h"

#include <QCoreApplication>
#include <algorithm>

namespace {
// The CLI printed these lines first; they keep its translation context.
struct TogetherTr {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QString msText(qint64 ns)
{
    return QString::number(double(ns) / 1e6, 'f', 1);
}

// What messages call a host: its name, or for a local target (no host) its directory.
QString nameOf(const Together::Host& host)
{
    return host.host.isEmpty() ? host.path : host.host;
}

QString hostOf(const TargetResult& target)
{
    const std::optional<Remote::Target> remote = Remote::parse(target.dir);
    return remote ? remote->host : target.dir;
}
} // namespace

Together::BarrierStep Together::barrierStep(const QList<BarrierHost>& hosts)
{
    bool allReady = !hosts.isEmpty();
    for (const BarrierHost& h : hosts) {
        if (!h.running)
            return BarrierStep::StopAll;
        allReady = allReady && h.ready;
    }
    return allReady ? BarrierStep::Go : BarrierStep::Wait;
}

void Together::Barrier::check(const QList<BarrierHost>& hosts, qint64 nowNs, const std::function<void()>& go,
    const std::function<void()>& stopAll)
{
    if (goSent())
        return;
    switch (barrierStep(hosts)) {
    case BarrierStep::Wait:
        return;
    case BarrierStep::StopAll:
        stopAll();
        return;
    case BarrierStep::Go:
        m_goNs = nowNs;
        go();
        return;
    }
}

std::optional<RunReport> Together::merge(const QList<Host>& hosts, QString* error)
{
    std::optional<RunReport> merged;
    QStringList lost; // hosts whose run ended without its report, in their own words
    for (const Host& host : hosts) {
        if (!host.report) {
            lost.append(host.error.isEmpty() ? TogetherTr::tr("%1: the run ended without its report").arg(nameOf(host))
                                             : host.error);
            continue;
        }
        RunReport one = *host.report;
        for (QString& dir : one.config.targetDirs)
            dir = Remote::Target { host.host, dir }.text();
        for (TargetResult& t : one.targets)
            t.dir = Remote::Target { host.host, t.dir }.text();
        // Of several hosts, each warning says whose it is.
        if (hosts.size() > 1) {
            for (QString& warning : one.warnings)
                warning = nameOf(host) + QStringLiteral(": ") + warning;
        }
        if (!one.ok() && one.error.isEmpty() && one.targets.isEmpty())
            one.error = TogetherTr::tr("no target ran");
        const bool firstFailure = !one.ok() && (!merged || merged->ok());
        if (!merged) {
            merged = std::move(one);
            if (!merged->ok())
                merged->error = nameOf(host) + QStringLiteral(": ") + merged->error;
            continue;
        }
        merged->targets += one.targets;
        merged->warnings += one.warnings;
        merged->config.targetDirs += one.config.targetDirs;
        merged->finishedAt = std::max(merged->finishedAt, one.finishedAt);
        if (!merged->startedAt.isValid() || (one.startedAt.isValid() && one.startedAt < merged->startedAt))
            merged->startedAt = one.startedAt;
        if (firstFailure) {
            merged->status = one.status;
            merged->error = nameOf(host) + QStringLiteral(": ") + one.error;
        }
    }
    if (!merged) {
        *error = lost.isEmpty() ? TogetherTr::tr("no host to run on") : lost.join(QStringLiteral("; "));
        return std::nullopt;
    }
    // A lost host (the link cut, the host silent) takes nothing from the others: their results
    // stay, and the whole is failed with the first lost host's words; the rest are warnings. A
    // cancel of the others is what the loss caused (the window stops every host), so the loss
    // is the error and the cancel a warning; a host's own failure stays the error.
    if (!lost.isEmpty()) {
        if (merged->status != QLatin1String("failed")) {
            if (!merged->ok())
                merged->warnings.append(merged->error);
            merged->status = QStringLiteral("failed");
            merged->error = lost.takeFirst();
        }
        merged->warnings += lost;
    }
    return merged;
}

QList<Together::PhaseTotal> Together::aggregate(const RunReport& merged)
{
    QList<PhaseTotal> totals;
    // The passes as the first host that has each ran them (a host that stopped early has fewer).
    qsizetype passes = 0;
    for (const TargetResult& t : merged.targets)
        passes = std::max(passes, t.passes.size());
    for (qsizetype p = 0; p < passes; ++p) {
        const PassResult* model = nullptr;
        for (const TargetResult& t : merged.targets) {
            if (p < t.passes.size()) {
                model = &t.passes.at(p);
                break;
            }
        }
        for (const PhaseResult& phase : model->phases) {
            PhaseTotal total;
            total.pass = int(p);
            total.streams = model->streams;
            total.kind = phase.kind;
            for (const TargetResult& t : merged.targets) {
                if (p >= t.passes.size())
                    continue;
                if (const PhaseResult* same = t.passes.at(p).phase(phase.kind)) {
                    total.effectiveMiBs += same->effectiveMiBs; // the rate the tables show
                    ++total.hosts;
                }
            }
            totals.append(total);
        }
    }
    return totals;
}

Together::Slowest Together::slowest(const RunReport& merged)
{
    Slowest slowest;
    for (qsizetype i = 0; i < merged.targets.size(); ++i) {
        const TargetResult& t = merged.targets.at(i);
        const PhaseResult* write = t.passes.isEmpty() ? nullptr : t.passes.constFirst().phase(PhaseKind::Write);
        if (write && (slowest.target < 0 || write->effectiveMiBs < slowest.writeMiBs)) {
            slowest.target = i;
            slowest.host = hostOf(t);
            slowest.writeMiBs = write->effectiveMiBs;
        }
    }
    return slowest;
}

Together::Skew Together::skew(const QList<Host>& hosts, qint64 goNs)
{
    Skew skew;
    if (goNs < 0)
        return skew;
    qint64 earliest = -1, latest = -1;
    for (const Host& host : hosts) {
        if (host.firstWriteNs < 0)
            continue;
        earliest = earliest < 0 ? host.firstWriteNs : std::min(earliest, host.firstWriteNs);
        latest = std::max(latest, host.firstWriteNs);
        skew.withinNs = std::max(skew.withinNs, host.firstWriteNs - goNs);
    }
    if (earliest >= 0)
        skew.spreadNs = latest - earliest;
    return skew;
}

QStringList Together::summary(const RunReport& merged, const Skew& skew, bool summed)
{
    QStringList lines;
    for (const PhaseTotal& total : summed ? aggregate(merged) : QList<PhaseTotal>()) {
        lines.append(TogetherTr::tr("Together (%1 hosts, %2 stream(s) each), %3: %4 in total")
                         .arg(total.hosts)
                         .arg(total.streams)
                         .arg(phaseName(total.kind), Units::formatShownRate(total.effectiveMiBs * Units::kMiB)));
    }
    const Slowest slow = slowest(merged);
    if (slow.target >= 0)
        lines.append(TogetherTr::tr("Slowest host: %1 (write %2)")
                         .arg(slow.host, Units::formatShownRate(slow.writeMiBs * Units::kMiB)));
    if (skew.known())
        lines.append(TogetherTr::tr("Start skew: %1 ms between the hosts' first writes (when each host's write "
                                    "start arrived here; within ± %2 ms, the longest time from \"go\" to a "
                                    "host's write start arriving)")
                         .arg(msText(skew.spreadNs), msText(skew.withinNs)));
    return lines;
}
