#pragma once

#include "RunReport.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>

// Several hosts running the same workload: their reports made into one, and what the CLI's
// --together and the window say about them together. No transport here (RemoteRun carries the
// runs); everything is computed from the hosts' reports and the local times the transport
// noted, so that the CLI and the window tell the same numbers and tests can hand-make them.
namespace Together {

// One host's part, as its transport saw it end.
struct Host {
    QString host; // "user@host", as in the target
    QString path; // the directory on the host
    std::optional<RunReport> report; // nothing: the run ended without its report
    QString error; // the transport's own message (it names the host), empty when none
    // On the caller's clock (any one for all hosts): when the host said it was ready, and when
    // its first write-phase event arrived here; -1 when it never did.
    qint64 readyNs = -1;
    qint64 firstWriteNs = -1;
};

// The start barrier's rule: "go" once every host is ready; a host that ended before it was
// ready stops the rest (nothing can start together any more).
enum class BarrierStep { Wait, Go, StopAll };
struct BarrierHost {
    bool running = false;
    bool ready = false;
};
BarrierStep barrierStep(const QList<BarrierHost>& hosts);
// The rule applied as hosts become ready or end: `go` runs once, when all are ready (goNs()
// then says when, on the caller's clock); `stopAll` whenever a host ended before that.
class Barrier {
public:
    void check(const QList<BarrierHost>& hosts, qint64 nowNs, const std::function<void()>& go,
        const std::function<void()>& stopAll);
    bool goSent() const { return m_goNs >= 0; }
    qint64 goNs() const { return m_goNs; }

private:
    qint64 m_goNs = -1;
};

// The hosts' reports as one: a target per host named "host:/dir", the warnings of all, the
// latest end, each warning prefixed by its host. A failed or cancelled host makes the whole
// one failed or cancelled with its error, prefixed by the host. A host whose run ended without
// a report (the link lost, the host silent) leaves the other hosts' targets in, and makes the
// whole one failed with its transport's error (which names it); nothing, with *error, only
// when no host sent a report. A host whose report has no target (its preflight refused: a full disk, no
// such directory) still gives a report, failed, with that host's words. The same for hosts
// that ran one after another.
std::optional<RunReport> merge(const QList<Host>& hosts, QString* error);

// Per pass and phase of the first host that has that pass: the hosts that ran it and their
// effective rates summed (they ran at the same time, so the sum is what the hosts moved
// together). Empty for a report without targets.
struct PhaseTotal {
    int pass = 0;
    int streams = 0; // per host, as the first host ran the pass
    PhaseKind kind = PhaseKind::Write;
    int hosts = 0;
    double effectiveMiBs = 0;
};
QList<PhaseTotal> aggregate(const RunReport& merged);

// The host with the lowest effective write rate of its first pass; target -1 when no host
// has a write phase in its first pass.
struct Slowest {
    qsizetype target = -1;
    QString host;
    double writeMiBs = 0;
};
Slowest slowest(const RunReport& merged);

// The start skew: the spread of the local receipt times of each host's first write-phase
// event. Each receipt is late by that host's way back over its link, so the spread is the true
// one give or take the longest go-to-receipt time (which includes that way). Unknown (spread
// -1) without "go" or without any host's write start.
struct Skew {
    qint64 spreadNs = -1;
    qint64 withinNs = 0;
    bool known() const { return spreadNs >= 0; }
};
Skew skew(const QList<Host>& hosts, qint64 goNs);

// The lines after the tables: a total per pass and phase (only `summed`: hosts that ran at
// the same time), the slowest host, the start skew (when known). The CLI prints them; the
// window shows them under the verdict.
QStringList summary(const RunReport& merged, const Skew& skew, bool summed = true);

} // namespace Together
