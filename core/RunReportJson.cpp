// Writing a report as JSON: the document model for toJson(), and the streamed text for files
// (the samples go out column by column instead of through a QJsonValue per number).

#include "FileIo.h"
#include "ReportJsonParts.h"
#include "RunReport.h"
#include "RunReportTr.h"
#include "Units.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <algorithm>
#include <charconv>
#include <cmath>

QJsonValue ReportJson::number(double value)
{
    return std::isfinite(value) ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

namespace {

using ReportJson::number;

QJsonObject latencyToJson(const LatencySummary& l)
{
    QJsonObject o;
    o[QLatin1String("count")] = double(l.count);
    o[QLatin1String("mean_us")] = number(l.meanUs);
    o[QLatin1String("p50_us")] = number(l.p50Us);
    o[QLatin1String("p90_us")] = number(l.p90Us);
    o[QLatin1String("p99_us")] = number(l.p99Us);
    o[QLatin1String("p999_us")] = number(l.p999Us);
    o[QLatin1String("max_us")] = number(l.maxUs);
    return o;
}

QJsonObject deviceToJson(const SysProbe::BlockDevice& d)
{
    QJsonObject o;
    o[QLatin1String("present")] = d.present;
    if (!d.present) {
        o[QLatin1String("absent_reason")] = d.absentReason;
        return o;
    }
    o[QLatin1String("name")] = d.name;
    o[QLatin1String("kind")] = d.kind;
    o[QLatin1String("display_name")] = d.displayName;
    o[QLatin1String("whole_disk")] = d.wholeDisk;
    o[QLatin1String("sits_on")] = QJsonArray::fromStringList(d.sitsOn);
    o[QLatin1String("model")] = d.model;
    o[QLatin1String("rotational")] = d.rotational;
    o[QLatin1String("scheduler")] = d.scheduler;
    o[QLatin1String("logical_block_bytes")] = d.logicalBlockSize;
    o[QLatin1String("major")] = d.major;
    o[QLatin1String("minor")] = d.minor;
    return o;
}

QJsonObject environmentToJson(const SysProbe::Environment& e)
{
    QJsonObject o;
    o[QLatin1String("kernel")] = e.kernel;
    o[QLatin1String("hostname")] = e.hostname;
    o[QLatin1String("cpu_model")] = e.cpuModel;
    o[QLatin1String("cpu_count")] = e.cpuCount;
    o[QLatin1String("ram_bytes")] = double(e.ramBytes);
    o[QLatin1String("target_dir")] = e.targetDir;
    o[QLatin1String("fs_type")] = e.fsType;
    o[QLatin1String("mount_point")] = e.mountPoint;
    o[QLatin1String("mount_options")] = e.mountOptions;
    o[QLatin1String("mount_source")] = e.mountSource;
    o[QLatin1String("device")] = deviceToJson(e.device);
    QJsonObject vm;
    vm[QLatin1String("dirty_ratio")] = double(e.dirtyRatio);
    vm[QLatin1String("dirty_background_ratio")] = double(e.dirtyBackgroundRatio);
    vm[QLatin1String("dirty_bytes")] = double(e.dirtyBytes);
    vm[QLatin1String("dirty_background_bytes")] = double(e.dirtyBackgroundBytes);
    vm[QLatin1String("dirty_expire_centisecs")] = double(e.dirtyExpireCentisecs);
    vm[QLatin1String("dirty_writeback_centisecs")] = double(e.dirtyWritebackCentisecs);
    o[QLatin1String("vm")] = vm;
    return o;
}

QJsonObject stallToJson(const StallEvent& s)
{
    QJsonObject o;
    o[QLatin1String("stream")] = s.stream;
    o[QLatin1String("phase")] = phaseName(s.phase);
    o[QLatin1String("start_s")] = s.startS;
    o[QLatin1String("duration_s")] = s.durationS;
    o[QLatin1String("cause")] = StallCause::key(s.cause);
    o[QLatin1String("evidence")] = s.evidence.toJson();
    return o;
}

QJsonObject overrunToJson(const OverrunEvent& o)
{
    QJsonObject j;
    j[QLatin1String("stream")] = o.stream;
    j[QLatin1String("time_s")] = o.timeS;
    j[QLatin1String("bytes_lost")] = double(o.bytesLost);
    return j;
}

QJsonObject streamToJson(const StreamResult& s, bool realTime)
{
    QJsonObject o;
    o[QLatin1String("index")] = s.index;
    o[QLatin1String("bytes")] = double(s.bytes);
    o[QLatin1String("duration_s")] = s.durationS;
    o[QLatin1String("ongoing_mib_s")] = number(s.ongoingMiBs);
    o[QLatin1String("latency")] = latencyToJson(s.latency);
    o[QLatin1String("stall_count")] = double(s.stallCount);
    if (realTime) {
        o[QLatin1String("target_mib_s")] = s.targetMiBs;
        o[QLatin1String("achieved_mib_s")] = s.achievedMiBs;
        o[QLatin1String("worst_buffer_fill_pct")] = s.worstBufferFillPct;
        o[QLatin1String("overruns")] = double(s.overruns);
        o[QLatin1String("bytes_lost")] = double(s.bytesLost);
    }
    return o;
}

QString outlookStateName(OutlookResult::State state)
{
    switch (state) {
    case OutlookResult::State::Filling:
        return QStringLiteral("filling");
    case OutlookResult::State::Steady:
        return QStringLiteral("steady");
    case OutlookResult::State::Throttled:
        return QStringLiteral("throttled");
    case OutlookResult::State::Undecided:
        return QStringLiteral("undecided");
    case OutlookResult::State::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

// Bytes as MiB and bytes/s as MiB/s, like every other figure of the report; an unknown one
// (negative or NaN) is null. The latest projected times may be infinite (the device's fastest
// quarter keeps up): null too, which a loader reads back as such when the projection stands.
QJsonValue mib(double bytes)
{
    return bytes >= 0 ? number(bytes / Units::kMiB) : QJsonValue(QJsonValue::Null);
}

QJsonObject outlookToJson(const OutlookResult& r)
{
    QJsonObject o;
    o[QLatin1String("state")] = outlookStateName(r.state);
    o[QLatin1String("time_s")] = r.timeS;
    o[QLatin1String("window_s")] = r.windowS;
    o[QLatin1String("arrival_mib_s")] = mib(r.arrivalBps);
    o[QLatin1String("device_mib_s")] = mib(r.deviceBps);
    o[QLatin1String("device_low_mib_s")] = mib(r.deviceLowBps);
    o[QLatin1String("device_high_mib_s")] = mib(r.deviceHighBps);
    o[QLatin1String("dirty_mib")] = mib(r.dirtyBytes);
    o[QLatin1String("dirty_slope_mib_s")] = number(r.dirtySlopeBps / Units::kMiB);
    o[QLatin1String("backlog_mib")] = mib(r.backlogBytes);
    o[QLatin1String("run_cached_mib")] = mib(r.runCachedBytes);
    o[QLatin1String("run_data")] = runDataMeasureKey(r.runData);
    o[QLatin1String("other_writer_mib_s")] = mib(r.otherWriterBps);
    if (r.ext4Zeroing)
        o[QLatin1String("ext4_zeroing")] = true;
    o[QLatin1String("device_takes_mib_s")] = mib(r.deviceTakesBps);
    o[QLatin1String("device_basis")] = deviceBasisKey(r.deviceBasis);
    o[QLatin1String("calibrated_mib_s")] = mib(r.calibratedBps);
    o[QLatin1String("writeback_begun_s")] = r.writebackBegunS >= 0 ? QJsonValue(r.writebackBegunS) : QJsonValue();
    o[QLatin1String("caught_up_s")] = r.caughtUpS >= 0 ? QJsonValue(r.caughtUpS) : QJsonValue();
    o[QLatin1String("run_at_least_s")] = number(r.runAtLeastS);
    if (r.unreadInputs != 0)
        o[QLatin1String("unread_inputs")] = QJsonArray::fromStringList(unreadInputKeys(r.unreadInputs));
    QJsonObject c;
    c[QLatin1String("binds")] = DirtyCeiling::bindingKey(r.ceiling.binding);
    c[QLatin1String("mib")] = mib(r.ceiling.bytes);
    c[QLatin1String("global_mib")] = mib(r.ceiling.globalBytes);
    c[QLatin1String("device_mib")] = mib(r.ceiling.deviceBytes);
    c[QLatin1String("cgroup_mib")] = mib(r.ceiling.cgroupBytes);
    c[QLatin1String("device_limit_above_global")] = r.ceiling.deviceLimitAboveGlobal;
    o[QLatin1String("ceiling")] = c;
    for (const auto& [key, member] : kOutlookTimes)
        o[QLatin1String(key)] = number(r.*member);
    o[QLatin1String("steady_since_s")] = r.steadySinceS >= 0 ? QJsonValue(r.steadySinceS) : QJsonValue();
    QJsonArray cliffs;
    for (const OutlookCliff& cliff : r.cliffs) {
        cliffs.append(QJsonObject { { QLatin1String("time_s"), cliff.timeS },
            { QLatin1String("from_mib_s"), cliff.fromBps / Units::kMiB },
            { QLatin1String("to_mib_s"), cliff.toBps / Units::kMiB } });
    }
    o[QLatin1String("cliffs")] = cliffs;
    return o;
}

QJsonObject phaseToJson(const PhaseResult& p, bool realTime)
{
    QJsonObject o;
    o[QLatin1String("name")] = phaseName(p.kind);
    o[QLatin1String("streams")] = p.streams;
    o[QLatin1String("start_s")] = p.startS;
    o[QLatin1String("io_end_s")] = p.ioEndS;
    o[QLatin1String("end_s")] = p.endS;
    o[QLatin1String("bytes")] = double(p.bytes);
    o[QLatin1String("ops")] = double(p.ops);
    o[QLatin1String("ongoing_mib_s")] = number(p.ongoingMiBs);
    o[QLatin1String("effective_mib_s")] = number(p.effectiveMiBs);
    // Older reports have neither key: their phases were complete unless the run says otherwise.
    o[QLatin1String("complete")] = p.complete;
    if (p.dirtyAtEndMiB >= 0)
        o[QLatin1String("dirty_at_end_mib")] = p.dirtyAtEndMiB;
    o[QLatin1String("flush_tail_s")] = p.flushTailS;
    o[QLatin1String("cpu_user_s")] = p.cpuUserS;
    o[QLatin1String("cpu_system_s")] = p.cpuSystemS;
    o[QLatin1String("latency")] = latencyToJson(p.latency);
    o[QLatin1String("sync_latency")] = latencyToJson(p.syncLatency);
    o[QLatin1String("stall_count")] = double(p.stallCount);
    QJsonArray stalls;
    for (const StallEvent& s : p.stalls)
        stalls.append(stallToJson(s));
    o[QLatin1String("stalls")] = stalls;
    o[QLatin1String("stall_time_by_cause_s")] = p.stallTime.toJson();
    if (p.residentFractionAtStart >= 0) {
        o[QLatin1String("resident_fraction_at_start")] = p.residentFractionAtStart;
        o[QLatin1String("residency_method")] = p.residencyMethod;
    }
    if (p.backingFileCachedBytes >= 0)
        o[QLatin1String("backing_file_cached_bytes")] = double(p.backingFileCachedBytes);
    o[QLatin1String("device_write_bytes")] = double(p.deviceWriteBytes);
    o[QLatin1String("device_read_bytes")] = double(p.deviceReadBytes);
    o[QLatin1String("peak_dirty_mib")] = p.peakDirtyMiB;
    o[QLatin1String("io_pressure_some_s")] = p.ioSomeS;
    o[QLatin1String("io_pressure_full_s")] = p.ioFullS;
    if (realTime) {
        o[QLatin1String("overruns")] = double(p.overruns);
        o[QLatin1String("bytes_lost")] = double(p.bytesLost);
        // The list is capped; "overruns" stays the exact count. Readers of an older report
        // find neither key.
        QJsonArray events;
        for (const OverrunEvent& e : p.overrunEvents)
            events.append(overrunToJson(e));
        o[QLatin1String("overrun_events")] = events;
        o[QLatin1String("overrun_events_limit")] = RunReport::kMaxStoredOverruns;
        if (p.outlook)
            o[QLatin1String("outlook")] = outlookToJson(*p.outlook);
        if (!p.confirmOutcome.isEmpty())
            o[QLatin1String("confirm")] = p.confirmOutcome;
    }
    QJsonArray streams;
    for (const StreamResult& s : p.perStream)
        streams.append(streamToJson(s, realTime));
    o[QLatin1String("per_stream")] = streams;
    return o;
}

QJsonArray floats(const QList<Sample>& samples, float Sample::*member)
{
    QJsonArray a;
    for (const Sample& s : samples)
        a.append(number(double(s.*member)));
    return a;
}

// The outlook's columns, written only for passes that have one (real-time write phases), so
// other reports stay as they were.
const std::pair<const char*, float Sample::*> kOutlookColumns[] = {
    { "outlook_state", &Sample::outlookState },
    { "binding_ceiling_mib", &Sample::bindingCeilingMiB },
    { "projected_loss_s", &Sample::projectedLossS },
    { "projected_loss_low_s", &Sample::projectedLossLowS },
    { "projected_loss_high_s", &Sample::projectedLossHighS },
    { "device_takes_mib_s", &Sample::deviceTakesMiBs },
    { "run_at_least_s", &Sample::runAtLeastS },
};

bool hasOutlook(const QList<Sample>& samples)
{
    return std::any_of(samples.begin(), samples.end(), [](const Sample& s) { return !std::isnan(s.outlookState); });
}

// Columnar: one array per quantity, so a long run costs a number per tick, not an object.
QJsonArray trustToJson(const QList<Trust::Flag>& flags)
{
    QJsonArray a;
    for (const Trust::Flag& f : flags) {
        a.append(QJsonObject { { QLatin1String("id"), f.id }, { QLatin1String("severity"), f.severity },
            { QLatin1String("text"), f.text }, { QLatin1String("advice"), f.advice } });
    }
    return a;
}

QJsonObject samplesToJson(const QList<Sample>& samples, int streams)
{
    QJsonObject o;
    QJsonArray t, phase;
    for (const Sample& s : samples) {
        t.append(s.t);
        phase.append(s.phase < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(phaseName(PhaseKind(s.phase))));
    }
    o[QLatin1String("t_s")] = t;
    o[QLatin1String("phase")] = phase;
    o[QLatin1String("total_mib_s")] = floats(samples, &Sample::totalMiBs);
    o[QLatin1String("ongoing_mib_s")] = floats(samples, &Sample::ongoingMiBs);
    o[QLatin1String("device_write_mib_s")] = floats(samples, &Sample::deviceWriteMiBs);
    o[QLatin1String("device_read_mib_s")] = floats(samples, &Sample::deviceReadMiBs);
    o[QLatin1String("device_busy_pct")] = floats(samples, &Sample::deviceBusyPct);
    o[QLatin1String("device_in_flight")] = floats(samples, &Sample::deviceInFlight);
    o[QLatin1String("dirty_mib")] = floats(samples, &Sample::dirtyMiB);
    o[QLatin1String("writeback_mib")] = floats(samples, &Sample::writebackMiB);
    o[QLatin1String("io_some_pct")] = floats(samples, &Sample::ioSomePct);
    o[QLatin1String("io_full_pct")] = floats(samples, &Sample::ioFullPct);
    // The kernel's Dirty+Writeback limits at each tick: a reopened run draws the throttle lines
    // where the live one did (they move with the memory free), not a stall's or none.
    o[QLatin1String("dirty_ceiling_mib")] = floats(samples, &Sample::dirtyCeilingMiB);
    o[QLatin1String("dirty_background_mib")] = floats(samples, &Sample::dirtyBackgroundMiB);
    auto perStream = [&](QList<float> Sample::*member) {
        QJsonArray rows;
        for (int i = 0; i < streams; ++i) {
            QJsonArray column;
            for (const Sample& s : samples) {
                const QList<float>& values = s.*member;
                column.append(i < values.size() ? number(double(values.at(i))) : QJsonValue(QJsonValue::Null));
            }
            rows.append(column);
        }
        return rows;
    };
    o[QLatin1String("stream_mib_s")] = perStream(&Sample::streamMiBs);
    o[QLatin1String("in_flight_ms")] = perStream(&Sample::inflightMs);
    bool anyBuffer = false;
    for (const Sample& s : samples)
        anyBuffer = anyBuffer || !s.bufferFillPct.isEmpty();
    if (anyBuffer)
        o[QLatin1String("buffer_fill_pct")] = perStream(&Sample::bufferFillPct);
    if (hasOutlook(samples)) {
        for (const auto& [key, member] : kOutlookColumns)
            o[QLatin1String(key)] = floats(samples, member);
    }
    return o;
}

// The same "samples" object as samplesToJson(), written straight to text. A one-hour run
// of 64 streams at 100 ms ticks has about 7 million numbers in it: as QJsonValues they take
// ~110 MiB, and as indented text with every float widened to 17 digits ~280 MiB more, which
// made writing the report of such a run peak at ~700 MiB. Here each number is appended in
// the shortest form that reads back as the same float (std::to_chars), one column at a time.
class SamplesWriter {
public:
    explicit SamplesWriter(QIODevice& out)
        : m_out(out)
    { }
    bool write(const QList<Sample>& samples, int streams)
    {
        m_buffer.reserve(kChunk + 64);
        put("{\"t_s\":[");
        for (qsizetype i = 0; i < samples.size(); ++i) {
            separator(i);
            number(samples[i].t);
        }
        put("],\"phase\":[");
        for (qsizetype i = 0; i < samples.size(); ++i) {
            separator(i);
            const int8_t phase = samples[i].phase;
            if (phase < 0) {
                put("null");
            } else {
                put("\"");
                put(phaseName(PhaseKind(phase)).toLatin1().constData());
                put("\"");
            }
        }
        put("]");
        column(samples, "total_mib_s", &Sample::totalMiBs);
        column(samples, "ongoing_mib_s", &Sample::ongoingMiBs);
        column(samples, "device_write_mib_s", &Sample::deviceWriteMiBs);
        column(samples, "device_read_mib_s", &Sample::deviceReadMiBs);
        column(samples, "device_busy_pct", &Sample::deviceBusyPct);
        column(samples, "device_in_flight", &Sample::deviceInFlight);
        column(samples, "dirty_mib", &Sample::dirtyMiB);
        column(samples, "writeback_mib", &Sample::writebackMiB);
        column(samples, "io_some_pct", &Sample::ioSomePct);
        column(samples, "io_full_pct", &Sample::ioFullPct);
        column(samples, "dirty_ceiling_mib", &Sample::dirtyCeilingMiB);
        column(samples, "dirty_background_mib", &Sample::dirtyBackgroundMiB);
        perStream(samples, streams, "stream_mib_s", &Sample::streamMiBs);
        perStream(samples, streams, "in_flight_ms", &Sample::inflightMs);
        bool anyBuffer = false;
        for (const Sample& s : samples)
            anyBuffer = anyBuffer || !s.bufferFillPct.isEmpty();
        if (anyBuffer)
            perStream(samples, streams, "buffer_fill_pct", &Sample::bufferFillPct);
        if (hasOutlook(samples)) {
            for (const auto& [key, member] : kOutlookColumns)
                column(samples, key, member);
        }
        put("}");
        return flush();
    }

private:
    static constexpr qsizetype kChunk = 1 << 16;
    void put(const char* text)
    {
        m_buffer.append(text);
        if (m_buffer.size() >= kChunk)
            flush();
    }
    void separator(qsizetype i)
    {
        if (i > 0)
            m_buffer.append(',');
    }
    template <typename T> void number(T value)
    {
        if (!std::isfinite(value)) { // JSON has no NaN; a missing measurement is null
            put("null");
            return;
        }
        char text[32];
        const auto result = std::to_chars(text, text + sizeof(text), value);
        m_buffer.append(text, result.ptr - text);
        if (m_buffer.size() >= kChunk)
            flush();
    }
    void column(const QList<Sample>& samples, const char* key, float Sample::*member)
    {
        put(",\"");
        put(key);
        put("\":[");
        for (qsizetype i = 0; i < samples.size(); ++i) {
            separator(i);
            number(samples[i].*member);
        }
        put("]");
    }
    void perStream(const QList<Sample>& samples, int streams, const char* key, QList<float> Sample::*member)
    {
        put(",\"");
        put(key);
        put("\":[");
        for (int k = 0; k < streams; ++k) {
            put(k > 0 ? ",[" : "[");
            for (qsizetype i = 0; i < samples.size(); ++i) {
                separator(i);
                const QList<float>& values = samples[i].*member;
                if (k < values.size())
                    number(values[k]);
                else
                    put("null");
            }
            put("]");
        }
        put("]");
    }
    bool flush()
    {
        if (!m_buffer.isEmpty() && m_out.write(m_buffer) != m_buffer.size())
            m_ok = false;
        m_buffer.clear();
        return m_ok;
    }
    QIODevice& m_out;
    QByteArray m_buffer;
    bool m_ok = true;
};

} // namespace

QJsonObject ReportJson::environment(const SysProbe::Environment& environment)
{
    return environmentToJson(environment);
}

QJsonObject ReportJson::phase(const PhaseResult& phase, bool realTime)
{
    return phaseToJson(phase, realTime);
}

QJsonObject ReportJson::stall(const StallEvent& stall)
{
    return stallToJson(stall);
}

QJsonObject ReportJson::overrun(const OverrunEvent& overrun)
{
    return overrunToJson(overrun);
}

// With samplePlaceholder set, each pass's "samples" is a string "<placeholder>T.P" that
// writeJson() replaces with the streamed text.
static QJsonObject reportToJson(const RunReport& r, const QString& samplePlaceholder)
{
    QJsonObject o;
    o[QLatin1String("schema")] = kReportSchema;
    o[QLatin1String("tool_version")] = r.toolVersion;
    o[QLatin1String("status")] = r.status;
    if (!r.name.isEmpty())
        o[QLatin1String("name")] = r.name;
    if (!r.note.isEmpty())
        o[QLatin1String("note")] = r.note;
    if (!r.error.isEmpty())
        o[QLatin1String("error")] = r.error;
    o[QLatin1String("started_at")] = r.startedAt.toString(Qt::ISODateWithMs);
    o[QLatin1String("finished_at")] = r.finishedAt.toString(Qt::ISODateWithMs);
    o[QLatin1String("config")] = r.config.toJson();
    o[QLatin1String("warnings")] = QJsonArray::fromStringList(r.warnings);
    if (r.windowCpuShare >= 0) {
        o[QLatin1String("window_cpu_s")] = r.windowCpuS;
        o[QLatin1String("window_cpu_share")] = r.windowCpuShare;
    }
    if (r.together)
        o[QLatin1String("together")] = *r.together;
    if (!r.opTiming.source.isEmpty()) {
        QJsonObject timing;
        timing[QLatin1String("source")] = r.opTiming.source;
        if (!r.opTiming.reason.isEmpty())
            timing[QLatin1String("reason")] = r.opTiming.reason;
        if (!r.opTiming.basis.isEmpty())
            timing[QLatin1String("under")] = r.opTiming.basis;
        timing[QLatin1String("recalibrations")] = r.opTiming.recalibrations;
        timing[QLatin1String("max_drift_ns")] = double(r.opTiming.maxDriftNs);
        o[QLatin1String("op_timing")] = timing;
    }
    QJsonArray targetsJson;
    for (qsizetype ti = 0; ti < r.targets.size(); ++ti) {
        const TargetResult& target = r.targets[ti];
        QJsonObject t;
        t[QLatin1String("dir")] = target.dir;
        t[QLatin1String("environment")] = environmentToJson(target.environment);
        t[QLatin1String("trust")] = trustToJson(target.trust);
        QJsonArray passes;
        for (qsizetype pi = 0; pi < target.passes.size(); ++pi) {
            const PassResult& pass = target.passes[pi];
            QJsonObject p;
            p[QLatin1String("streams")] = pass.streams;
            p[QLatin1String("size_per_stream_bytes")] = double(pass.sizePerStream);
            QJsonArray phases;
            for (const PhaseResult& phase : pass.phases)
                phases.append(phaseToJson(phase, r.config.isRealTime()));
            p[QLatin1String("phases")] = phases;
            if (pass.layout)
                p[QLatin1String("layout")] = ReportJson::layout(*pass.layout);
            if (samplePlaceholder.isEmpty())
                p[QLatin1String("samples")] = samplesToJson(pass.samples, pass.streams);
            else
                p[QLatin1String("samples")]
                    = QString(samplePlaceholder + QString::number(ti) + QLatin1Char('.') + QString::number(pi));
            passes.append(p);
        }
        t[QLatin1String("passes")] = passes;
        targetsJson.append(t);
    }
    o[QLatin1String("targets")] = targetsJson;
    return o;
}

QJsonObject RunReport::imageMetadata() const
{
    QJsonObject o;
    o[QLatin1String("schema")] = kImageMetadataSchema;
    o[QLatin1String("tool_version")] = toolVersion;
    if (!name.isEmpty())
        o[QLatin1String("name")] = name;
    if (!note.isEmpty())
        o[QLatin1String("note")] = note;
    o[QLatin1String("status")] = status;
    o[QLatin1String("started_at")] = startedAt.toString(Qt::ISODateWithMs);
    o[QLatin1String("finished_at")] = finishedAt.toString(Qt::ISODateWithMs);
    o[QLatin1String("config")] = config.toJson();
    QJsonArray targetsJson;
    for (const TargetResult& target : targets) {
        QJsonObject t;
        t[QLatin1String("dir")] = target.dir;
        t[QLatin1String("environment")] = environmentToJson(target.environment);
        // A picture shared on its own keeps what may have inflated the numbers it shows.
        t[QLatin1String("trust")] = trustToJson(target.trust);
        targetsJson.append(t);
    }
    o[QLatin1String("targets")] = targetsJson;
    return o;
}

QJsonObject RunReport::toJson() const
{
    return reportToJson(*this, {});
}

// The document as QJsonDocument writes it (indented), except that the samples are streamed
// by SamplesWriter instead of going through a QJsonValue per number.
static bool writeJson(const RunReport& r, QIODevice& out)
{
    const QByteArray nonce = QByteArray::number(QRandomGenerator::global()->generate64(), 36);
    const QString placeholder = QStringLiteral("@@streamscope-samples-") + QLatin1String(nonce) + QLatin1Char('-');
    const QByteArray text = QJsonDocument(reportToJson(r, placeholder)).toJson(QJsonDocument::Indented);
    const QByteArray marker = '"' + placeholder.toLatin1();
    qsizetype from = 0;
    while (true) {
        const qsizetype at = text.indexOf(marker, from);
        if (at < 0)
            break;
        const qsizetype end = text.indexOf('"', at + marker.size());
        const QList<QByteArray> index = text.mid(at + marker.size(), end - at - marker.size()).split('.');
        const PassResult& pass = r.targets.at(index.value(0).toInt()).passes.at(index.value(1).toInt());
        if (out.write(text.constData() + from, at - from) != at - from)
            return false;
        if (!SamplesWriter(out).write(pass.samples, pass.streams))
            return false;
        from = end + 1;
    }
    return out.write(text.constData() + from, text.size() - from) == text.size() - from;
}

QByteArray RunReport::toJsonBytes() const
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    writeJson(*this, buffer);
    return bytes;
}

bool RunReport::save(const QString& path, QString* error) const
{
    QString reason;
    if (!FileIo::writeOutput(
            path, [this](QIODevice& out) { return writeJson(*this, out); }, &reason)) {
        if (error)
            *error = RunReportTr::tr("cannot write the report to %1: %2").arg(path, reason);
        return false;
    }
    return true;
}
