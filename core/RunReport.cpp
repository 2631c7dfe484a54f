#include "RunReport.h"

#include "FileIo.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <charconv>
#include <cmath>

namespace {

// lupdate only sees tr() with a context: a class that declares one. This gives the free
// functions of this file theirs.
struct RunReportTr {
    Q_DECLARE_TR_FUNCTIONS(RunReport)
};

// Reports can come from anywhere (drag and drop, a colleague's mail), so loading is strict:
// every number is checked for type and range, every list for size, and the first problem
// found ends the load with a sentence naming the key.
constexpr qsizetype kMaxListLength = 4'000'000;
// The largest real report: a one-hour 64-stream run is ~50 MiB, so the loader's own
// list limit (4 M samples, ~1 KiB of JSON each at 64 streams) is reached long before 1 GiB.
// The cap stops a device, or a file that keeps growing, from filling the memory.
constexpr qint64 kMaxReportBytes = 1024LL * 1024 * 1024;

QJsonValue number(double value)
{
    // JSON has no NaN; a missing measurement is null.
    return std::isfinite(value) ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

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
    if (p.residentFractionAtStart >= 0) {
        o[QLatin1String("resident_fraction_at_start")] = p.residentFractionAtStart;
        o[QLatin1String("residency_method")] = p.residencyMethod;
    }
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

// Columnar: one array per quantity, so a long run costs a number per tick, not an object.
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
        perStream(samples, streams, "stream_mib_s", &Sample::streamMiBs);
        perStream(samples, streams, "in_flight_ms", &Sample::inflightMs);
        bool anyBuffer = false;
        for (const Sample& s : samples)
            anyBuffer = anyBuffer || !s.bufferFillPct.isEmpty();
        if (anyBuffer)
            perStream(samples, streams, "buffer_fill_pct", &Sample::bufferFillPct);
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

// ---- loading ----

class Reader {
public:
    QString error;

    bool fail(const QString& where, const QString& what)
    {
        if (error.isEmpty())
            error = RunReportTr::tr("report: \"%1\" %2").arg(where, what);
        return false;
    }

    bool object(const QJsonObject& parent, const char* key, QJsonObject& out)
    {
        const QJsonValue v = parent.value(QLatin1String(key));
        if (!v.isObject())
            return fail(QLatin1String(key), RunReportTr::tr("is missing or not an object"));
        out = v.toObject();
        return true;
    }
    bool array(const QJsonObject& parent, const char* key, QJsonArray& out, bool required = true)
    {
        const QJsonValue v = parent.value(QLatin1String(key));
        if (v.isUndefined() && !required) {
            out = {};
            return true;
        }
        if (!v.isArray())
            return fail(QLatin1String(key), RunReportTr::tr("is missing or not a list"));
        out = v.toArray();
        if (out.size() > kMaxListLength)
            return fail(
                QLatin1String(key), RunReportTr::tr("has %1 entries, more than a report can hold").arg(out.size()));
        return true;
    }
    bool real(const QJsonObject& parent, const char* key, double& out, double low, double high, bool required = true)
    {
        const QJsonValue v = parent.value(QLatin1String(key));
        if (v.isUndefined() && !required)
            return true;
        if (v.isNull() && !required) {
            out = std::nan("");
            return true;
        }
        if (!v.isDouble())
            return fail(QLatin1String(key), RunReportTr::tr("is missing or not a number"));
        const double d = v.toDouble();
        if (!std::isfinite(d) || d < low || d > high)
            return fail(QLatin1String(key), RunReportTr::tr("is %1, outside %2 to %3").arg(d).arg(low).arg(high));
        out = d;
        return true;
    }
    template <typename Int>
    bool integer(const QJsonObject& parent, const char* key, Int& out, double low, double high, bool required = true)
    {
        double d = 0;
        if (parent.value(QLatin1String(key)).isUndefined() && !required)
            return true;
        if (!real(parent, key, d, low, high, true))
            return false;
        if (d != std::floor(d))
            return fail(QLatin1String(key), RunReportTr::tr("is not a whole number"));
        out = Int(d);
        return true;
    }
    bool string(const QJsonObject& parent, const char* key, QString& out, bool required = true)
    {
        const QJsonValue v = parent.value(QLatin1String(key));
        if (v.isUndefined() && !required)
            return true;
        if (!v.isString())
            return fail(QLatin1String(key), RunReportTr::tr("is missing or not text"));
        out = v.toString();
        return true;
    }
    bool boolean(const QJsonObject& parent, const char* key, bool& out)
    {
        const QJsonValue v = parent.value(QLatin1String(key));
        if (!v.isBool())
            return fail(QLatin1String(key), RunReportTr::tr("is missing or not true/false"));
        out = v.toBool();
        return true;
    }
    bool phase(const QJsonObject& parent, const char* key, PhaseKind& out)
    {
        QString name;
        if (!string(parent, key, name))
            return false;
        if (!phaseFromName(name, out))
            return fail(QLatin1String(key), RunReportTr::tr("names an unknown phase \"%1\"").arg(name));
        return true;
    }

    bool latency(const QJsonObject& parent, const char* key, LatencySummary& l)
    {
        QJsonObject o;
        if (!object(parent, key, o))
            return false;
        constexpr double kMaxUs = 1e13;
        return integer(o, "count", l.count, 0, 9e15) && real(o, "mean_us", l.meanUs, 0, kMaxUs)
            && real(o, "p50_us", l.p50Us, 0, kMaxUs) && real(o, "p90_us", l.p90Us, 0, kMaxUs)
            && real(o, "p99_us", l.p99Us, 0, kMaxUs) && real(o, "p999_us", l.p999Us, 0, kMaxUs)
            && real(o, "max_us", l.maxUs, 0, kMaxUs);
    }

    bool device(const QJsonObject& o, SysProbe::BlockDevice& d)
    {
        if (!boolean(o, "present", d.present))
            return false;
        if (!d.present)
            return string(o, "absent_reason", d.absentReason, false);
        QJsonArray sitsOn;
        if (!string(o, "name", d.name) || !string(o, "kind", d.kind, false)
            || !string(o, "display_name", d.displayName, false) || !string(o, "whole_disk", d.wholeDisk, false)
            || !array(o, "sits_on", sitsOn, false) || !string(o, "model", d.model, false)
            || !string(o, "scheduler", d.scheduler, false)
            || !integer(o, "logical_block_bytes", d.logicalBlockSize, 0, 1 << 30, false)
            || !integer(o, "major", d.major, 0, 1 << 30, false) || !integer(o, "minor", d.minor, 0, 1 << 30, false))
            return false;
        const QJsonValue rot = o.value(QLatin1String("rotational"));
        d.rotational = rot.toBool(false);
        for (const QJsonValue& s : sitsOn)
            d.sitsOn.append(s.toString());
        return true;
    }

    bool environment(const QJsonObject& o, SysProbe::Environment& e)
    {
        QJsonObject dev, vm;
        if (!string(o, "kernel", e.kernel, false) || !string(o, "hostname", e.hostname, false)
            || !string(o, "cpu_model", e.cpuModel, false) || !integer(o, "cpu_count", e.cpuCount, 0, 1e6, false)
            || !integer(o, "ram_bytes", e.ramBytes, 0, 9e15, false) || !string(o, "target_dir", e.targetDir, false)
            || !string(o, "fs_type", e.fsType, false) || !string(o, "mount_point", e.mountPoint, false)
            || !string(o, "mount_options", e.mountOptions, false) || !string(o, "mount_source", e.mountSource, false)
            || !object(o, "device", dev) || !device(dev, e.device))
            return false;
        if (o.value(QLatin1String("vm")).isObject()) {
            vm = o.value(QLatin1String("vm")).toObject();
            if (!integer(vm, "dirty_ratio", e.dirtyRatio, -1, 9e15, false)
                || !integer(vm, "dirty_background_ratio", e.dirtyBackgroundRatio, -1, 9e15, false)
                || !integer(vm, "dirty_bytes", e.dirtyBytes, -1, 9e15, false)
                || !integer(vm, "dirty_background_bytes", e.dirtyBackgroundBytes, -1, 9e15, false)
                || !integer(vm, "dirty_expire_centisecs", e.dirtyExpireCentisecs, -1, 9e15, false)
                || !integer(vm, "dirty_writeback_centisecs", e.dirtyWritebackCentisecs, -1, 9e15, false))
                return false;
        }
        return true;
    }

    bool stall(const QJsonObject& o, StallEvent& s)
    {
        return integer(o, "stream", s.stream, 0, Limits::kMaxStreams) && phase(o, "phase", s.phase)
            && real(o, "start_s", s.startS, 0, 1e9) && real(o, "duration_s", s.durationS, 0, 1e9);
    }

    bool overrun(const QJsonObject& o, int streams, OverrunEvent& e)
    {
        return integer(o, "stream", e.stream, 0, streams - 1) && real(o, "time_s", e.timeS, 0, 1e9)
            && integer(o, "bytes_lost", e.bytesLost, 0, 9e18);
    }

    // Optional: reports written before the events were stored hold only the counts.
    bool overrunEvents(const QJsonObject& o, PhaseResult& p)
    {
        QJsonArray events;
        int limit = RunReport::kMaxStoredOverruns;
        if (!array(o, "overrun_events", events, false)
            || !integer(o, "overrun_events_limit", limit, 0, RunReport::kMaxStoredOverruns, false))
            return false;
        if (events.size() > RunReport::kMaxStoredOverruns)
            return fail(QStringLiteral("overrun_events"),
                RunReportTr::tr("holds more than %1 events").arg(RunReport::kMaxStoredOverruns));
        if (events.size() > p.overruns)
            return fail(QStringLiteral("overrun_events"),
                RunReportTr::tr("holds more events than \"overruns\" counts (%1)").arg(p.overruns));
        int64_t lost = 0;
        for (const QJsonValue& v : events) {
            OverrunEvent e;
            if (!v.isObject())
                return fail(QStringLiteral("overrun_events"), RunReportTr::tr("holds an entry that is not an object"));
            if (!overrun(v.toObject(), p.streams, e))
                return false;
            if (e.timeS < p.startS || e.timeS > p.endS)
                return fail(QStringLiteral("overrun_events"),
                    RunReportTr::tr("holds an event at %1 s, outside its phase").arg(e.timeS));
            lost += e.bytesLost;
            if (lost > p.bytesLost)
                return fail(QStringLiteral("overrun_events"),
                    RunReportTr::tr("loses more bytes than \"bytes_lost\" (%1)").arg(p.bytesLost));
            p.overrunEvents.append(e);
        }
        return true;
    }

    bool stream(const QJsonObject& o, StreamResult& s)
    {
        double ongoing = 0;
        if (!integer(o, "index", s.index, 0, Limits::kMaxStreams) || !integer(o, "bytes", s.bytes, 0, 9e18)
            || !real(o, "duration_s", s.durationS, 0, 1e9) || !real(o, "ongoing_mib_s", ongoing, 0, 1e9, false)
            || !latency(o, "latency", s.latency) || !integer(o, "stall_count", s.stallCount, 0, 9e15)
            || !real(o, "target_mib_s", s.targetMiBs, 0, 1e9, false)
            || !real(o, "achieved_mib_s", s.achievedMiBs, 0, 1e9, false)
            || !real(o, "worst_buffer_fill_pct", s.worstBufferFillPct, 0, 100, false)
            || !integer(o, "overruns", s.overruns, 0, 9e15, false)
            || !integer(o, "bytes_lost", s.bytesLost, 0, 9e18, false))
            return false;
        s.ongoingMiBs = ongoing;
        return true;
    }

    bool phaseResult(const QJsonObject& o, PhaseResult& p)
    {
        QJsonArray stalls, streams;
        if (!phase(o, "name", p.kind) || !integer(o, "streams", p.streams, 1, Limits::kMaxStreams)
            || !real(o, "start_s", p.startS, 0, 1e9) || !real(o, "io_end_s", p.ioEndS, 0, 1e9)
            || !real(o, "end_s", p.endS, 0, 1e9) || !integer(o, "bytes", p.bytes, 0, 9e18)
            || !integer(o, "ops", p.ops, 0, 9e18) || !real(o, "ongoing_mib_s", p.ongoingMiBs, 0, 1e9, false)
            || !real(o, "effective_mib_s", p.effectiveMiBs, 0, 1e9, false)
            || !real(o, "flush_tail_s", p.flushTailS, 0, 1e9) || !real(o, "cpu_user_s", p.cpuUserS, 0, 1e9)
            || !real(o, "cpu_system_s", p.cpuSystemS, 0, 1e9) || !latency(o, "latency", p.latency)
            || !latency(o, "sync_latency", p.syncLatency) || !integer(o, "stall_count", p.stallCount, 0, 9e18)
            || !array(o, "stalls", stalls) || !array(o, "per_stream", streams)
            || !real(o, "resident_fraction_at_start", p.residentFractionAtStart, 0, 1, false)
            || !string(o, "residency_method", p.residencyMethod, false)
            || !integer(o, "device_write_bytes", p.deviceWriteBytes, -1, 9e18, false)
            || !integer(o, "device_read_bytes", p.deviceReadBytes, -1, 9e18, false)
            || !real(o, "peak_dirty_mib", p.peakDirtyMiB, -1, 1e12, false)
            || !real(o, "io_pressure_some_s", p.ioSomeS, -1, 1e9, false)
            || !real(o, "io_pressure_full_s", p.ioFullS, -1, 1e9, false)
            || !integer(o, "overruns", p.overruns, 0, 9e18, false)
            || !integer(o, "bytes_lost", p.bytesLost, 0, 9e18, false))
            return false;
        if (p.endS < p.startS || p.ioEndS < p.startS)
            return fail(QStringLiteral("end_s"), RunReportTr::tr("is before start_s"));
        if (stalls.size() > RunReport::kMaxStoredStalls)
            return fail(QStringLiteral("stalls"),
                RunReportTr::tr("holds more than %1 events").arg(RunReport::kMaxStoredStalls));
        for (const QJsonValue& v : stalls) {
            StallEvent s;
            if (!v.isObject())
                return fail(QStringLiteral("stalls"), RunReportTr::tr("holds an entry that is not an object"));
            if (!stall(v.toObject(), s))
                return false;
            p.stalls.append(s);
        }
        if (!overrunEvents(o, p))
            return false;
        if (streams.size() > Limits::kMaxStreams)
            return fail(
                QStringLiteral("per_stream"), RunReportTr::tr("holds more than %1 streams").arg(Limits::kMaxStreams));
        for (const QJsonValue& v : streams) {
            StreamResult s;
            if (!v.isObject())
                return fail(QStringLiteral("per_stream"), RunReportTr::tr("holds an entry that is not an object"));
            if (!stream(v.toObject(), s))
                return false;
            p.perStream.append(s);
        }
        return true;
    }

    bool floatColumn(const QJsonObject& o, const char* key, qsizetype rows, QList<Sample>& samples,
        float Sample::*member, bool required = true)
    {
        QJsonArray a;
        if (!array(o, key, a, required))
            return false;
        if (a.isEmpty() && !required)
            return true;
        if (a.size() != rows)
            return fail(QLatin1String(key), RunReportTr::tr("has %1 values for %2 samples").arg(a.size()).arg(rows));
        for (qsizetype i = 0; i < rows; ++i) {
            const QJsonValue v = a.at(i);
            if (v.isNull()) {
                samples[i].*member = kNoValue;
            } else if (v.isDouble() && std::isfinite(v.toDouble()) && std::fabs(v.toDouble()) < 1e12) {
                samples[i].*member = float(v.toDouble());
            } else {
                return fail(QLatin1String(key), RunReportTr::tr("holds a value that is not a finite number"));
            }
        }
        return true;
    }

    bool streamColumns(const QJsonObject& o, const char* key, int streams, QList<Sample>& samples,
        QList<float> Sample::*member, bool required)
    {
        QJsonArray rows;
        if (!array(o, key, rows, required))
            return false;
        if (rows.isEmpty())
            return true;
        if (rows.size() != streams)
            return fail(
                QLatin1String(key), RunReportTr::tr("has %1 streams, the pass has %2").arg(rows.size()).arg(streams));
        for (QJsonValue row : rows) {
            if (!row.isArray() || row.toArray().size() != samples.size())
                return fail(QLatin1String(key), RunReportTr::tr("has a stream whose length differs from the samples"));
        }
        for (qsizetype i = 0; i < samples.size(); ++i)
            (samples[i].*member).resize(streams);
        for (int s = 0; s < streams; ++s) {
            const QJsonArray column = rows.at(s).toArray();
            for (qsizetype i = 0; i < samples.size(); ++i) {
                const QJsonValue v = column.at(i);
                const double d = v.isNull() ? 0.0 : v.toDouble(std::nan(""));
                if (!std::isfinite(d) || std::fabs(d) > 1e12)
                    return fail(QLatin1String(key), RunReportTr::tr("holds a value that is not a finite number"));
                (samples[i].*member)[s] = float(d);
            }
        }
        return true;
    }

    bool samples(const QJsonObject& o, int streams, int pass, int target, QList<Sample>& out)
    {
        QJsonArray t, phases;
        if (!array(o, "t_s", t) || !array(o, "phase", phases))
            return false;
        if (phases.size() != t.size())
            return fail(QStringLiteral("phase"),
                RunReportTr::tr("has %1 values for %2 samples").arg(phases.size()).arg(t.size()));
        if (qint64(t.size()) * qint64(streams) > 200'000'000)
            return fail(QStringLiteral("t_s"), RunReportTr::tr("describes more samples than a report can hold"));
        out.resize(t.size());
        for (qsizetype i = 0; i < t.size(); ++i) {
            const double ts = t.at(i).toDouble(std::nan(""));
            if (!t.at(i).isDouble() || !std::isfinite(ts) || ts < 0 || ts > 1e9)
                return fail(QStringLiteral("t_s"), RunReportTr::tr("holds a time that is not a non-negative number"));
            out[i].t = ts;
            out[i].pass = int16_t(pass);
            out[i].target = int16_t(target);
            PhaseKind kind;
            if (phases.at(i).isNull()) {
                out[i].phase = -1;
            } else if (phaseFromName(phases.at(i).toString(), kind)) {
                out[i].phase = int8_t(kind);
            } else {
                return fail(QStringLiteral("phase"), RunReportTr::tr("names an unknown phase"));
            }
        }
        const qsizetype n = t.size();
        return floatColumn(o, "total_mib_s", n, out, &Sample::totalMiBs)
            && floatColumn(o, "ongoing_mib_s", n, out, &Sample::ongoingMiBs)
            && floatColumn(o, "device_write_mib_s", n, out, &Sample::deviceWriteMiBs, false)
            && floatColumn(o, "device_read_mib_s", n, out, &Sample::deviceReadMiBs, false)
            && floatColumn(o, "device_busy_pct", n, out, &Sample::deviceBusyPct, false)
            && floatColumn(o, "device_in_flight", n, out, &Sample::deviceInFlight, false)
            && floatColumn(o, "dirty_mib", n, out, &Sample::dirtyMiB, false)
            && floatColumn(o, "writeback_mib", n, out, &Sample::writebackMiB, false)
            && floatColumn(o, "io_some_pct", n, out, &Sample::ioSomePct, false)
            && floatColumn(o, "io_full_pct", n, out, &Sample::ioFullPct, false)
            && streamColumns(o, "stream_mib_s", streams, out, &Sample::streamMiBs, true)
            && streamColumns(o, "in_flight_ms", streams, out, &Sample::inflightMs, false)
            && streamColumns(o, "buffer_fill_pct", streams, out, &Sample::bufferFillPct, false);
    }
};

} // namespace

LatencySummary LatencySummary::from(const Histogram& h)
{
    LatencySummary l;
    l.count = h.count();
    l.meanUs = h.mean() / 1000.0;
    l.p50Us = double(h.percentile(0.50)) / 1000.0;
    l.p90Us = double(h.percentile(0.90)) / 1000.0;
    l.p99Us = double(h.percentile(0.99)) / 1000.0;
    l.p999Us = double(h.percentile(0.999)) / 1000.0;
    l.maxUs = double(h.max()) / 1000.0;
    return l;
}

const PhaseResult* PassResult::phase(PhaseKind kind) const
{
    for (const PhaseResult& p : phases) {
        if (p.kind == kind)
            return &p;
    }
    return nullptr;
}

// With samplePlaceholder set, each pass's "samples" is a string "<placeholder>T.P" that
// writeJson() replaces with the streamed text.
static QJsonObject reportToJson(const RunReport& r, const QString& samplePlaceholder)
{
    QJsonObject o;
    o[QLatin1String("schema")] = kReportSchema;
    o[QLatin1String("tool_version")] = r.toolVersion;
    o[QLatin1String("status")] = r.status;
    if (!r.error.isEmpty())
        o[QLatin1String("error")] = r.error;
    o[QLatin1String("started_at")] = r.startedAt.toString(Qt::ISODateWithMs);
    o[QLatin1String("finished_at")] = r.finishedAt.toString(Qt::ISODateWithMs);
    o[QLatin1String("config")] = r.config.toJson();
    o[QLatin1String("warnings")] = QJsonArray::fromStringList(r.warnings);
    QJsonArray targetsJson;
    for (qsizetype ti = 0; ti < r.targets.size(); ++ti) {
        const TargetResult& target = r.targets[ti];
        QJsonObject t;
        t[QLatin1String("dir")] = target.dir;
        t[QLatin1String("environment")] = environmentToJson(target.environment);
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

std::optional<RunReport> RunReport::fromJson(const QByteArray& json, QString* error)
{
    auto failWith = [error](const QString& message) -> std::optional<RunReport> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return failWith(RunReportTr::tr("report is not valid JSON (%1 at byte %2); the file may be truncated")
                            .arg(parseError.errorString())
                            .arg(parseError.offset));
    }
    if (!doc.isObject())
        return failWith(RunReportTr::tr("report is not a JSON object"));
    const QJsonObject o = doc.object();
    const QJsonValue schemaValue = o.value(QLatin1String("schema"));
    if (schemaValue.toString() != kReportSchema) {
        // Show what the file claims to be, whatever its type: a number is not "missing".
        const QString found = schemaValue.isUndefined()
            ? RunReportTr::tr("missing")
            : QString::fromUtf8(QJsonDocument(QJsonArray { schemaValue }).toJson(QJsonDocument::Compact))
                  .mid(1)
                  .chopped(1)
                  .left(80);
        return failWith(RunReportTr::tr("report schema is %1; this version reads \"%2\"").arg(found, kReportSchema));
    }

    Reader r;
    RunReport report;
    QJsonObject configJson;
    QJsonArray targets, warnings;
    QString started, finished;
    if (!r.string(o, "status", report.status) || !r.string(o, "error", report.error, false)
        || !r.string(o, "tool_version", report.toolVersion, false) || !r.string(o, "started_at", started, false)
        || !r.string(o, "finished_at", finished, false) || !r.object(o, "config", configJson)
        || !r.array(o, "targets", targets) || !r.array(o, "warnings", warnings, false))
        return failWith(r.error);
    if (report.status != QLatin1String("ok") && report.status != QLatin1String("failed")
        && report.status != QLatin1String("cancelled"))
        return failWith(RunReportTr::tr("report: \"status\" is \"%1\"; expected ok, failed or cancelled")
                            .arg(report.status.left(40)));
    report.startedAt = QDateTime::fromString(started, Qt::ISODateWithMs);
    report.finishedAt = QDateTime::fromString(finished, Qt::ISODateWithMs);
    QString configError;
    const auto config = RunConfig::fromJson(configJson, &configError);
    if (!config)
        return failWith(RunReportTr::tr("report: %1").arg(configError));
    report.config = *config;
    for (const QJsonValue& w : warnings)
        report.warnings.append(w.toString());
    if (targets.size() > 1024)
        return failWith(RunReportTr::tr("report: \"targets\" holds more than 1024 entries"));

    for (int ti = 0; ti < targets.size(); ++ti) {
        if (!targets.at(ti).isObject())
            return failWith(RunReportTr::tr("report: a target is not an object"));
        const QJsonObject tj = targets.at(ti).toObject();
        TargetResult target;
        QJsonObject env;
        QJsonArray passes;
        if (!r.string(tj, "dir", target.dir) || !r.object(tj, "environment", env)
            || !r.environment(env, target.environment) || !r.array(tj, "passes", passes))
            return failWith(r.error);
        if (passes.size() > 4096)
            return failWith(RunReportTr::tr("report: \"passes\" holds more than 4096 entries"));
        for (int pi = 0; pi < passes.size(); ++pi) {
            if (!passes.at(pi).isObject())
                return failWith(RunReportTr::tr("report: a pass is not an object"));
            const QJsonObject pj = passes.at(pi).toObject();
            PassResult pass;
            QJsonArray phases;
            QJsonObject samples;
            if (!r.integer(pj, "streams", pass.streams, 1, Limits::kMaxStreams)
                || !r.integer(pj, "size_per_stream_bytes", pass.sizePerStream, 0, 9e18)
                || !r.array(pj, "phases", phases) || !r.object(pj, "samples", samples)
                || !r.samples(samples, pass.streams, pi, ti, pass.samples))
                return failWith(r.error);
            if (phases.size() > 16)
                return failWith(RunReportTr::tr("report: a pass holds more than 16 phases"));
            for (const QJsonValue& v : phases) {
                PhaseResult phase;
                if (!v.isObject())
                    return failWith(RunReportTr::tr("report: a phase is not an object"));
                if (!r.phaseResult(v.toObject(), phase))
                    return failWith(r.error);
                phase.pass = pi;
                phase.target = ti;
                for (StallEvent& s : phase.stalls) {
                    s.pass = int16_t(pi);
                    s.target = int16_t(ti);
                }
                for (OverrunEvent& e : phase.overrunEvents) {
                    e.pass = int16_t(pi);
                    e.target = int16_t(ti);
                }
                pass.phases.append(phase);
            }
            target.passes.append(pass);
        }
        report.targets.append(target);
    }
    return report;
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

std::optional<RunReport> RunReport::load(const QString& path, QString* error)
{
    QString reason;
    const std::optional<QByteArray> bytes = FileIo::readRegularFile(path, kMaxReportBytes, &reason);
    if (!bytes) {
        if (error)
            *error = RunReportTr::tr("cannot open the report %1: %2").arg(path, reason);
        return std::nullopt;
    }
    QString inner;
    auto report = fromJson(*bytes, &inner);
    if (!report && error)
        *error = RunReportTr::tr("%1: %2").arg(path, inner);
    return report;
}

// The time series as CSV. With a device, the text goes out in 64 KiB pieces as it is made
// (a one-hour, 64-stream run is ~46 MiB of CSV); without one, it all collects in `out`.
static bool writeCsv(const RunReport& r, QIODevice* device, QByteArray& out)
{
    const QList<TargetResult>& targets = r.targets;
    int maxStreams = 0;
    bool anyBuffer = false;
    for (const TargetResult& t : targets) {
        for (const PassResult& p : t.passes) {
            maxStreams = std::max(maxStreams, p.streams);
            for (const Sample& s : p.samples)
                anyBuffer = anyBuffer || !s.bufferFillPct.isEmpty();
        }
    }
    out.clear();
    out += "t_s,target,pass,streams,phase,total_mib_s,ongoing_mib_s,device_write_mib_s,device_read_mib_s,"
           "device_busy_pct,device_in_flight,dirty_mib,writeback_mib,io_some_pct,io_full_pct";
    for (int i = 0; i < maxStreams; ++i)
        out += ",stream" + QByteArray::number(i) + "_mib_s";
    for (int i = 0; i < maxStreams; ++i)
        out += ",stream" + QByteArray::number(i) + "_in_flight_ms";
    if (anyBuffer) {
        for (int i = 0; i < maxStreams; ++i)
            out += ",stream" + QByteArray::number(i) + "_buffer_fill_pct";
    }
    out += '\n';
    auto num = [&out](double v, int precision = 3) {
        out += ',';
        if (std::isfinite(v))
            out += QByteArray::number(v, 'f', precision);
    };
    auto list = [&](const QList<float>& values) {
        for (int i = 0; i < maxStreams; ++i)
            num(i < values.size() ? double(values.at(i)) : std::nan(""));
    };
    for (int ti = 0; ti < targets.size(); ++ti) {
        for (int pi = 0; pi < targets[ti].passes.size(); ++pi) {
            const PassResult& p = targets[ti].passes[pi];
            for (const Sample& s : p.samples) {
                out += QByteArray::number(s.t, 'f', 4);
                out += ',' + QByteArray::number(ti) + ',' + QByteArray::number(pi) + ',' + QByteArray::number(p.streams)
                    + ',';
                if (s.phase >= 0)
                    out += phaseName(PhaseKind(s.phase)).toLatin1();
                num(s.totalMiBs);
                num(s.ongoingMiBs);
                num(s.deviceWriteMiBs);
                num(s.deviceReadMiBs);
                num(s.deviceBusyPct, 1);
                num(s.deviceInFlight, 0);
                num(s.dirtyMiB);
                num(s.writebackMiB);
                num(s.ioSomePct, 2);
                num(s.ioFullPct, 2);
                list(s.streamMiBs);
                list(s.inflightMs);
                if (anyBuffer)
                    list(s.bufferFillPct);
                out += '\n';
                if (device && out.size() >= (1 << 16)) {
                    if (device->write(out) != out.size())
                        return false;
                    out.clear();
                }
            }
        }
    }
    return !device || device->write(out) == out.size();
}

QByteArray RunReport::timeSeriesCsv() const
{
    QByteArray out;
    writeCsv(*this, nullptr, out);
    return out;
}

bool RunReport::saveCsv(const QString& path, QString* error) const
{
    QByteArray chunk;
    QString reason;
    if (!FileIo::writeOutput(
            path, [&](QIODevice& out) { return writeCsv(*this, &out, chunk); }, &reason)) {
        if (error)
            *error = RunReportTr::tr("cannot write the time series to %1: %2").arg(path, reason);
        return false;
    }
    return true;
}
