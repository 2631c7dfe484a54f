#pragma once

#include "RunConfig.h"
#include "RunReport.h"

#include <QLocale>
#include <QStringList>
#include <optional>

// The words a finished run ends with, shared by the CLI (which prints them as each phase ends)
// and the window (which shows them under the results): for a real-time pass whether it was
// sustained (worst buffer) or lost data (overruns, MiB lost); for every write or create phase
// the ongoing rate against the effective one and the flush tail, or that it was stopped before
// its flush and how much was still dirty.
namespace Verdict {

// The lines for one finished phase, without indentation; empty for a read phase. Numbers
// are formatted with `locale` (the CLI keeps the C locale's dot for scripts).
QStringList phaseLines(const RunConfig& config, const PhaseResult& phase, const QLocale& locale = QLocale::c());

// A span of time in the unit a person reads it in: "45 s", "23 min", "2.5 h".
QString span(double seconds, const QLocale& locale = QLocale::c());

// A projected time with its range, each as span() writes it: "~23 min (range 19 min–28 min)",
// "~23 min (at the earliest 19 min)" when highS is negative (no upper bound), or "~5 min" when
// the range is that one value as written.
QString projection(double atS, double lowS, double highS, const QLocale& locale = QLocale::c());

// What a real-time write phase without overruns can claim, from its outlook (DirtyOutlook), one
// of three answers with the rates behind it: "sustained so far, but will lose data after ~23 min
// (range 19 min–28 min): 32.00 MiB/s arrive, the device takes ~20.00 MiB/s, measured in the run"
// (from the phase's start), "sustained in steady state: ...", or "sustained so far; cannot tell
// yet whether it holds: run at least 40 s (...)"; empty when the outlook has too few readings.
// When the device wrote another writer's data beside the run's (OutlookResult::otherWriterNamed),
// the answer ends with "; another writer uses ~0.80 MiB/s of this device".
QString outlookVerdict(const PhaseResult& phase, const QLocale& locale = QLocale::c());
// The answer alone, without the other writer.
QString outlookAnswer(const PhaseResult& phase, const QLocale& locale = QLocale::c());
// "another writer uses ~0.80 MiB/s of this device", or empty when none is worth naming.
QString otherWriter(const OutlookResult& r, const QLocale& locale = QLocale::c());

// The first overrun of a real-time write phase and the stall it happened in: the one on its
// stream whose time span holds it (an overrun is counted when the blocked write returns), else
// one on another stream (a single thread serves every stream with schedule=loop); none when the
// writer fell behind without one long wait.
struct FirstLoss {
    double atS = 0; // since the phase's start
    int stream = 0;
    std::optional<StallEvent> stall;
};
std::optional<FirstLoss> firstLoss(const PhaseResult& phase);
// "first after 12 s on stream 3, during a 4.2 s stall (journal commit)", or
// "…, without a stall: the writer fell behind"; empty without a stored overrun.
QString firstLossText(const PhaseResult& phase, const QLocale& locale = QLocale::c());

// "dirty memory (/proc/meminfo), …" for SysProbe::UnreadInput bits.
QString unreadInputNames(uint8_t unreadInputs);
// "the device takes ~20.00 MiB/s, calibrated", "..., measured in the run", or that it is not known.
QString deviceTakes(const OutlookResult& r, const QLocale& locale = QLocale::c());
QString deviceTakes(double bps, DeviceBasis basis, const QLocale& locale = QLocale::c());
// A rate known only roughly, to three significant digits: "959 MiB/s", "19.6 MiB/s", "0.41 MiB/s".
QString estimatedRate(double bps, const QLocale& locale = QLocale::c());

// The outlook's inputs and projection for the CLI, one line each: arrival and device rates
// with the device's range over the window, dirty memory against the ceiling that binds,
// the projected times with their ranges, cliffs, and how --confirm ended. Empty without an
// outlook.
QStringList outlookLines(const PhaseResult& phase, const QLocale& locale = QLocale::c());

// How a run on past its duration to confirm the projection ended, in the window's words
// ("ran on to confirm the projection: confirmed, a buffer overflowed"); empty when it was not
// asked for. The CLI's outlookLines() names its option instead.
QString confirmOutcome(const PhaseResult& phase);

// One pass in one sentence, `where` naming its target: "ext4, 4 streams: ongoing 812.40 MiB/s,
// effective 95.10 MiB/s, flush tail 0.54 s."; empty for a pass without a write or create phase.
// With the outlook's verdict and how a run on to confirm it ended, as phaseLines() and
// confirmOutcome() word them.
QString passSentence(const RunConfig& config, const QString& where, const PassResult& pass, const QLocale& locale);

// What a verdict line calls `target` of `report`: its filesystem ("ext4"), or with several
// targets or a remote one also the place, as the comparison table labels rows ("ext4
// (rec1:/srv/streams)"): several hosts' lines must say which host they are about.
QString targetName(const RunReport& report, const TargetResult& target);

// The whole run in a few sentences, one line per pass: "ext4, 4 streams: ongoing 812.40 MiB/s,
// effective 95.10 MiB/s, flush tail 0.54 s." A run with no pass says how it ended.
QString runText(const RunReport& report, const QLocale& locale = QLocale());

} // namespace Verdict
