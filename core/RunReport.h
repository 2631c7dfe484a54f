#pragma once

#include "DirtyOutlook.h"
#include "FileLayout.h"
#include "Histogram.h"
#include "OpTiming.h"
#include "RunConfig.h"
#include "Sample.h"
#include "SystemProbe.h"
#include "Trust.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>
#include <optional>

// 2 added each stall's cause and evidence and each phase's stall time by cause; a report of
// schema 1 still loads (its stalls are of unknown cause).
inline const QString kReportSchema = QStringLiteral("streamscope-report/2");
inline const QString kReportSchemaV1 = QStringLiteral("streamscope-report/1");
inline const QString kImageMetadataSchema = QStringLiteral("streamscope-image/1");
// The PNG text chunk's key and the SVG <metadata> element's id.
inline const QString kImageMetadataKey = QStringLiteral("streamscope-run");

struct LatencySummary {
    uint64_t count = 0;
    double meanUs = 0;
    double p50Us = 0;
    double p90Us = 0;
    double p99Us = 0;
    double p999Us = 0;
    double maxUs = 0;
    static LatencySummary from(const Histogram& histogramNs);
};

struct StreamResult {
    int index = 0;
    int64_t bytes = 0;
    double durationS = 0; // from the stream's first op to its last (a file of read=each: its own time)
    double ongoingMiBs = 0; // bytes / durationS
    LatencySummary latency;
    int64_t stallCount = 0;
    // Real-time streams only.
    double targetMiBs = 0;
    double achievedMiBs = 0;
    double worstBufferFillPct = 0;
    int64_t overruns = 0;
    int64_t bytesLost = 0;
};

struct PhaseResult {
    PhaseKind kind = PhaseKind::Write;
    int pass = 0;
    int target = 0;
    int streams = 0;
    double startS = 0; // since run start
    double ioEndS = 0; // the last read or write returned
    double endS = 0; // flush and close done
    int64_t bytes = 0;
    int64_t ops = 0;
    double ongoingMiBs = 0; // bytes / (ioEnd - start)
    double effectiveMiBs = 0; // bytes / (end - start)
    double flushTailS = 0; // end - ioEnd: fdatasync + close
    double cpuUserS = 0;
    double cpuSystemS = 0;
    LatencySummary latency; // per read/write op
    LatencySummary syncLatency; // per fdatasync, when any
    int64_t stallCount = 0; // exact, even when the list below is capped
    QList<StallEvent> stalls; // at most kMaxStoredStalls
    // Every stall of the phase (also those beyond the stored list), seconds by cause.
    StallCause::Breakdown stallTime;
    // Read phases: how much of the files was still in the page cache when the phase began.
    double residentFractionAtStart = -1; // -1 = not measured
    QString residencyMethod; // "cachestat" or "mincore"
    // Read phases on a loop device that reads through the host's page cache: bytes of its
    // backing file in that cache when the phase began (-1 = not measured).
    int64_t backingFileCachedBytes = -1;
    // Kernel ground truth over the phase (-1 = no block device / not available).
    int64_t deviceWriteBytes = -1;
    int64_t deviceReadBytes = -1;
    double peakDirtyMiB = -1; // Dirty + Writeback
    double ioSomeS = -1; // PSI stall time during the phase
    double ioFullS = -1;
    // Real-time streams.
    int64_t overruns = 0; // exact, even when the list below is capped
    int64_t bytesLost = 0;
    // In time order, at most kMaxStoredOverruns. Each event's bytesLost covers the whole
    // overrun, until the stream's buffer had room again.
    QList<OverrunEvent> overrunEvents;
    QList<StreamResult> perStream;

    // False when a stop or a failure ended the phase before its I/O and its flush were done:
    // the written data had not all reached the disk, so the phase claims no effective rate
    // (effectiveMiBs and flushTailS are 0) and its other figures cover only what was done.
    bool complete = true;
    double dirtyAtEndMiB = -1; // Dirty + Writeback when the phase ended, -1 = not measured

    // Real-time write phases: where the run stood when its I/O ended (DirtyOutlook); absent
    // for other phases and in reports from before it existed.
    std::optional<OutlookResult> outlook;
    // --confirm: how the phase ended past its duration: "confirmed" (a buffer overflowed),
    // "refuted" (steady state reached), "cap" (the time cap came first); empty without it.
    QString confirmOutcome;

    double durationS() const { return endS - startS; }
};

struct PassResult {
    int streams = 0;
    int64_t sizePerStream = 0;
    QList<PhaseResult> phases;
    QList<Sample> samples;
    // Where the pass's files landed, mapped after its write phase was flushed and timed (and
    // before any read); absent when the write phase did not finish.
    std::optional<FileLayout::PassFigures> layout;
    const PhaseResult* phase(PhaseKind kind) const;
};

struct TargetResult {
    QString dir;
    SysProbe::Environment environment;
    QList<PassResult> passes;
    QList<Trust::Flag> trust; // what can make these numbers differ from real hardware's
};

struct RunReport {
    static constexpr int kMaxStoredStalls = 10000;
    // Per phase. An overrun lasts until the buffer has room again, so even a disk that keeps
    // losing data for an hour makes at most one event per stream per stall.
    static constexpr int kMaxStoredOverruns = 5000;

    QString status = QStringLiteral("ok"); // "ok", "failed", "cancelled"
    QString error; // the failure, in words a user can act on
    QString toolVersion;
    // The user's own words for the run ("name", "note" in the JSON; empty when not given):
    // told apart in the history and in overlay legends by the name, not only by the date.
    QString name;
    QString note;
    QDateTime startedAt;
    QDateTime finishedAt;
    RunConfig config;
    QStringList warnings;
    QList<TargetResult> targets;
    // Run from the window: the GUI thread's CPU seconds during the run and their share of its
    // wall time ("window_cpu_s", "window_cpu_share"); -1 for the CLI and older reports.
    double windowCpuS = -1;
    double windowCpuShare = -1;
    // How the ops were timed ("op_timing"; empty source in reports from before it was recorded).
    OpTiming::Status opTiming;
    // Several hosts, a target per host with its own clock ("together" in the JSON): true when
    // they ran at the same time, false one after another; absent for any other run.
    std::optional<bool> together;

    bool ok() const { return status == QLatin1String("ok"); }

    QJsonObject toJson() const;
    QByteArray toJsonBytes() const;
    static std::optional<RunReport> fromJson(const QByteArray& json, QString* error);
    bool save(const QString& path, QString* error) const;
    static std::optional<RunReport> load(const QString& path, QString* error);

    // What a saved picture carries about the run it shows: the configuration, each target's
    // environment and trust flags, the tool's version, the name and note, when and how it ended;
    // no results.
    // Kept as compact JSON in a PNG text chunk and in an SVG's <metadata> (kImageMetadataKey).
    QJsonObject imageMetadata() const;
    // The configuration back out of imageMetadata()'s JSON, checked as a report's is.
    static std::optional<RunConfig> configFromImageMetadata(const QByteArray& json, QString* error);

    // Time series, one row per tick (all targets and passes), with a header line.
    QByteArray timeSeriesCsv() const;
    bool saveCsv(const QString& path, QString* error) const;
};

Q_DECLARE_METATYPE(PhaseResult)
Q_DECLARE_METATYPE(RunReport)
