// The strict report loader: RunReport::fromJson() and RunReport::load().

#include "FileIo.h"
#include "ReportJsonParts.h"
#include "RunReport.h"
#include "RunReportTr.h"
#include "Units.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>
#include <cmath>
#include <limits>

namespace {

// Reports can come from anywhere (drag and drop, a colleague's mail), so loading is strict:
// every number is checked for type and range, every list for size, and the first problem
// found ends the load with a sentence naming the key.
constexpr qsizetype kMaxListLength = 4'000'000;
// The largest real report: a one-hour 64-stream run is ~50 MiB, so the loader's own
// list limit (4 M samples, ~1 KiB of JSON each at 64 streams) is reached long before 1 GiB.
// The cap stops a device, or a file that keeps growing, from filling the memory.
constexpr qint64 kMaxReportBytes = 1024LL * 1024 * 1024;

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
    bool boolean(const QJsonObject& parent, const char* key, bool& out, bool required = true)
    {
        const QJsonValue v = parent.value(QLatin1String(key));
        if (v.isUndefined() && !required)
            return true;
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
        for (const QJsonValue s : sitsOn)
            d.sitsOn.append(s.toString());
        return true;
    }

    // Reports from before the trust verdict have no "trust" list.
    bool trust(const QJsonObject& target, QList<Trust::Flag>& flags)
    {
        QJsonArray list;
        if (!array(target, "trust", list, false))
            return false;
        if (list.size() > 64)
            return fail(QStringLiteral("trust"), RunReportTr::tr("holds more than 64 flags"));
        for (const QJsonValue v : list) {
            if (!v.isObject())
                return fail(QStringLiteral("trust"), RunReportTr::tr("holds an entry that is not an object"));
            const QJsonObject o = v.toObject();
            Trust::Flag f;
            if (!string(o, "id", f.id) || !string(o, "severity", f.severity) || !string(o, "text", f.text)
                || !string(o, "advice", f.advice))
                return false;
            if (f.id.isEmpty())
                return fail(QStringLiteral("id"), RunReportTr::tr("is empty"));
            if (f.severity != QLatin1String(Trust::kWarning) && f.severity != QLatin1String(Trust::kNote))
                return fail(QStringLiteral("severity"),
                    RunReportTr::tr("is \"%1\", not \"warning\" or \"note\"").arg(f.severity));
            flags.append(f);
        }
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

    // "cause" and "evidence" are absent in schema 1: the cause is unknown.
    bool stall(const QJsonObject& o, StallEvent& s)
    {
        QString cause;
        if (!integer(o, "stream", s.stream, 0, Limits::kMaxStreams) || !phase(o, "phase", s.phase)
            || !real(o, "start_s", s.startS, 0, 1e9) || !real(o, "duration_s", s.durationS, 0, 1e9)
            || !string(o, "cause", cause, false))
            return false;
        if (!cause.isEmpty()) {
            const std::optional<StallCause::Cause> c = StallCause::fromKey(cause);
            if (!c)
                return fail(
                    QStringLiteral("cause"), RunReportTr::tr("names an unknown cause \"%1\"").arg(cause.left(40)));
            s.cause = *c;
        }
        const QJsonValue evidence = o.value(QLatin1String("evidence"));
        if (evidence.isUndefined())
            return true;
        QString why;
        if (!evidence.isObject())
            return fail(QStringLiteral("evidence"), RunReportTr::tr("is not an object"));
        if (!StallCause::Evidence::fromJson(evidence.toObject(), s.evidence, &why)) {
            if (error.isEmpty())
                error = RunReportTr::tr("report: %1").arg(why);
            return false;
        }
        return true;
    }

    // Seconds of stall by cause; absent in schema 1, where it is the stored stalls' time
    // (all of unknown cause).
    bool stallTime(const QJsonObject& o, PhaseResult& p)
    {
        StallCause::Breakdown& b = p.stallTime;
        const QJsonValue v = o.value(QLatin1String("stall_time_by_cause_s"));
        if (v.isUndefined()) {
            for (const StallEvent& s : p.stalls)
                b.add(s.cause, s.durationS);
        } else {
            if (!v.isObject())
                return fail(QStringLiteral("stall_time_by_cause_s"), RunReportTr::tr("is not an object"));
            const QJsonObject causes = v.toObject();
            for (auto it = causes.begin(); it != causes.end(); ++it) {
                const std::optional<StallCause::Cause> c = StallCause::fromKey(it.key());
                if (!c)
                    return fail(QStringLiteral("stall_time_by_cause_s"),
                        RunReportTr::tr("names an unknown cause \"%1\"").arg(it.key().left(40)));
                double seconds = 0;
                if (!real(causes, it.key().toUtf8().constData(), seconds, 0, 1e9))
                    return false;
                b.seconds[int(*c)] = seconds;
                b.totalS += seconds;
            }
        }
        b.count = int(std::min<int64_t>(p.stallCount, std::numeric_limits<int>::max()));
        return true;
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
        for (const QJsonValue v : events) {
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

    // Reports from before the outlook have neither "outlook" nor "confirm".
    bool outlook(const QJsonObject& phase, PhaseResult& p)
    {
        if (!string(phase, "confirm", p.confirmOutcome, false))
            return false;
        if (!p.confirmOutcome.isEmpty() && p.confirmOutcome != QLatin1String("confirmed")
            && p.confirmOutcome != QLatin1String("refuted") && p.confirmOutcome != QLatin1String("cap"))
            return fail(QStringLiteral("confirm"), RunReportTr::tr("names an unknown outcome"));
        if (phase.value(QLatin1String("outlook")).isUndefined())
            return true;
        QJsonObject o, c;
        QJsonArray cliffs;
        QString state, binds;
        OutlookResult r;
        constexpr double kBig = 1e15; // MiB, MiB/s
        auto mib = [&](const QJsonObject& in, const char* key, double& bytes) {
            double v = -1;
            if (!real(in, key, v, -kBig, kBig, false))
                return false;
            bytes = std::isnan(v) ? -1 : v * Units::kMiB;
            return true;
        };
        if (!object(phase, "outlook", o) || !string(o, "state", state) || !real(o, "time_s", r.timeS, -1, 1e9)
            || !real(o, "window_s", r.windowS, 0, 1e9) || !mib(o, "arrival_mib_s", r.arrivalBps)
            || !mib(o, "device_mib_s", r.deviceBps) || !mib(o, "device_low_mib_s", r.deviceLowBps)
            || !mib(o, "device_high_mib_s", r.deviceHighBps) || !mib(o, "dirty_mib", r.dirtyBytes)
            || !mib(o, "dirty_slope_mib_s", r.dirtySlopeBps) || !mib(o, "backlog_mib", r.backlogBytes)
            || !object(o, "ceiling", c) || !string(c, "binds", binds) || !mib(c, "mib", r.ceiling.bytes)
            || !mib(c, "global_mib", r.ceiling.globalBytes) || !mib(c, "device_mib", r.ceiling.deviceBytes)
            || !mib(c, "cgroup_mib", r.ceiling.cgroupBytes)
            || !boolean(c, "device_limit_above_global", r.ceiling.deviceLimitAboveGlobal)
            || !std::all_of(std::begin(kOutlookTimes), std::end(kOutlookTimes),
                [&](const auto& t) { return real(o, t.first, r.*t.second, 0, 1e12, false); })
            || !real(o, "steady_since_s", r.steadySinceS, 0, 1e9, false) || !array(o, "cliffs", cliffs))
            return false;
        // Reports from before the device's calibration and the run's own cached data have none of these.
        QString basis;
        QString runData;
        if (!mib(o, "run_cached_mib", r.runCachedBytes) || !string(o, "run_data", runData, false)
            || !mib(o, "other_writer_mib_s", r.otherWriterBps) || !boolean(o, "ext4_zeroing", r.ext4Zeroing, false)
            || !mib(o, "device_takes_mib_s", r.deviceTakesBps) || !mib(o, "calibrated_mib_s", r.calibratedBps)
            || !string(o, "device_basis", basis, false)
            || !real(o, "writeback_begun_s", r.writebackBegunS, 0, 1e9, false)
            || !real(o, "caught_up_s", r.caughtUpS, 0, 1e9, false)
            || !real(o, "run_at_least_s", r.runAtLeastS, 0, 1e12, false))
            return false;
        bool knownRunData = runData.isEmpty(); // reports from before the page cache's measure: the device's
        if (!knownRunData)
            r.runData = runDataMeasureFromKey(runData, &knownRunData);
        if (!knownRunData)
            return fail(QStringLiteral("run_data"), RunReportTr::tr("names an unknown measure"));
        bool knownBasis = false;
        r.deviceBasis = deviceBasisFromKey(basis, &knownBasis);
        if (!knownBasis)
            return fail(QStringLiteral("device_basis"), RunReportTr::tr("names an unknown basis"));
        for (double* t : { &r.writebackBegunS, &r.caughtUpS }) {
            if (std::isnan(*t))
                *t = -1;
        }
        if (!o.value(QLatin1String("dirty_slope_mib_s")).isDouble())
            r.dirtySlopeBps = 0;
        if (std::isnan(r.steadySinceS))
            r.steadySinceS = -1;
        // A standing projection whose latest end is null has none: the device's fastest quarter kept up.
        if (std::isfinite(r.ceilingAtS) && std::isnan(r.ceilingAtHighS))
            r.ceilingAtHighS = std::numeric_limits<double>::infinity();
        if (std::isfinite(r.lossAtS) && std::isnan(r.lossAtHighS))
            r.lossAtHighS = std::numeric_limits<double>::infinity();
        static const QString states[] = { QStringLiteral("unknown"), QStringLiteral("filling"),
            QStringLiteral("steady"), QStringLiteral("throttled"), QStringLiteral("undecided") };
        const auto found = std::find(std::begin(states), std::end(states), state);
        if (found == std::end(states))
            return fail(QStringLiteral("state"), RunReportTr::tr("names an unknown outlook state"));
        r.state = OutlookResult::State(int(found - std::begin(states)) - 1);
        bool knownBinding = false;
        r.ceiling.binding = DirtyCeiling::bindingFromKey(binds, &knownBinding);
        if (!knownBinding)
            return fail(QStringLiteral("binds"), RunReportTr::tr("names an unknown ceiling"));
        if (cliffs.size() > 10000)
            return fail(QStringLiteral("cliffs"), RunReportTr::tr("holds more than %1 events").arg(10000));
        for (const QJsonValue v : cliffs) {
            if (!v.isObject())
                return fail(QStringLiteral("cliffs"), RunReportTr::tr("holds an entry that is not an object"));
            OutlookCliff cliff;
            const QJsonObject co = v.toObject();
            if (!real(co, "time_s", cliff.timeS, 0, 1e9) || !mib(co, "from_mib_s", cliff.fromBps)
                || !mib(co, "to_mib_s", cliff.toBps))
                return false;
            r.cliffs.append(cliff);
        }
        QJsonArray unread;
        if (!array(o, "unread_inputs", unread, false))
            return false;
        const auto bits = unreadInputsFromKeys(QJsonValue(unread).toVariant().toStringList());
        if (!bits)
            return fail(QStringLiteral("unread_inputs"), RunReportTr::tr("names an unknown kernel input"));
        r.unreadInputs = *bits;
        r.streams = p.streams; // the phase's, read before its outlook
        p.outlook = r;
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
            || !integer(o, "backing_file_cached_bytes", p.backingFileCachedBytes, -1, 9e18, false)
            || !integer(o, "device_write_bytes", p.deviceWriteBytes, -1, 9e18, false)
            || !integer(o, "device_read_bytes", p.deviceReadBytes, -1, 9e18, false)
            || !real(o, "peak_dirty_mib", p.peakDirtyMiB, -1, 1e12, false)
            || !real(o, "dirty_at_end_mib", p.dirtyAtEndMiB, -1, 1e12, false)
            || (o.contains(QLatin1String("complete")) && !boolean(o, "complete", p.complete))
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
        for (const QJsonValue v : stalls) {
            StallEvent s;
            if (!v.isObject())
                return fail(QStringLiteral("stalls"), RunReportTr::tr("holds an entry that is not an object"));
            if (!stall(v.toObject(), s))
                return false;
            p.stalls.append(s);
        }
        if (!stallTime(o, p) || !overrunEvents(o, p) || !outlook(o, p))
            return false;
        if (streams.size() > Limits::kMaxStreams)
            return fail(
                QStringLiteral("per_stream"), RunReportTr::tr("holds more than %1 streams").arg(Limits::kMaxStreams));
        for (const QJsonValue v : streams) {
            StreamResult s;
            if (!v.isObject())
                return fail(QStringLiteral("per_stream"), RunReportTr::tr("holds an entry that is not an object"));
            if (!stream(v.toObject(), s))
                return false;
            p.perStream.append(s);
        }
        return true;
    }

    // 1e308 is a finite number, just not one a rate or a size can be.
    static QString outOfRange(const QJsonValue& v)
    {
        return v.isDouble() && std::isfinite(v.toDouble())
            ? RunReportTr::tr("holds %1, beyond the largest value a sample can have (1e12)").arg(v.toDouble())
            : RunReportTr::tr("holds a value that is not a number");
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
                return fail(QLatin1String(key), outOfRange(v));
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
        for (Sample& sample : samples)
            (sample.*member).resize(streams);
        for (int s = 0; s < streams; ++s) {
            const QJsonArray column = rows.at(s).toArray();
            for (qsizetype i = 0; i < samples.size(); ++i) {
                const QJsonValue v = column.at(i);
                const double d = v.isNull() ? 0.0 : v.toDouble(std::nan(""));
                if (!std::isfinite(d) || std::fabs(d) > 1e12)
                    return fail(QLatin1String(key), outOfRange(v));
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
            // A time before the one before: the chart's lines would run backwards (or, as seen, not
            // be drawn at all) with no word of why.
            if (i > 0 && ts < out[i - 1].t)
                return fail(QStringLiteral("t_s"),
                    RunReportTr::tr("runs backwards at sample %1 (%2 s after %3 s)").arg(i).arg(ts).arg(out[i - 1].t));
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
            // Reports before these columns: NaN, the limits then come from the stalls' evidence.
            && floatColumn(o, "dirty_ceiling_mib", n, out, &Sample::dirtyCeilingMiB, false)
            && floatColumn(o, "dirty_background_mib", n, out, &Sample::dirtyBackgroundMiB, false)
            && streamColumns(o, "stream_mib_s", streams, out, &Sample::streamMiBs, true)
            && streamColumns(o, "in_flight_ms", streams, out, &Sample::inflightMs, false)
            && streamColumns(o, "buffer_fill_pct", streams, out, &Sample::bufferFillPct, false)
            && floatColumn(o, "outlook_state", n, out, &Sample::outlookState, false)
            && floatColumn(o, "binding_ceiling_mib", n, out, &Sample::bindingCeilingMiB, false)
            && floatColumn(o, "projected_loss_s", n, out, &Sample::projectedLossS, false)
            && floatColumn(o, "projected_loss_low_s", n, out, &Sample::projectedLossLowS, false)
            && floatColumn(o, "projected_loss_high_s", n, out, &Sample::projectedLossHighS, false)
            && floatColumn(o, "device_takes_mib_s", n, out, &Sample::deviceTakesMiBs, false)
            && floatColumn(o, "run_at_least_s", n, out, &Sample::runAtLeastS, false);
    }
};

} // namespace

namespace {
template <typename Read> bool readPart(QString* error, Read read)
{
    Reader reader;
    if (read(reader))
        return true;
    if (error)
        *error = reader.error;
    return false;
}
} // namespace

bool ReportJson::readEnvironment(const QJsonObject& o, SysProbe::Environment& out, QString* error)
{
    return readPart(error, [&](Reader& r) { return r.environment(o, out); });
}

bool ReportJson::readPhase(const QJsonObject& o, PhaseResult& out, QString* error)
{
    return readPart(error, [&](Reader& r) { return r.phaseResult(o, out); });
}

bool ReportJson::readStall(const QJsonObject& o, StallEvent& out, QString* error)
{
    return readPart(error, [&](Reader& r) { return r.stall(o, out); });
}

bool ReportJson::readOverrun(const QJsonObject& o, int streams, OverrunEvent& out, QString* error)
{
    return readPart(error, [&](Reader& r) { return r.overrun(o, streams, out); });
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
    if (schemaValue.toString() != kReportSchema && schemaValue.toString() != kReportSchemaV1) {
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
        || !r.string(o, "name", report.name, false) || !r.string(o, "note", report.note, false)
        || !r.string(o, "tool_version", report.toolVersion, false) || !r.string(o, "started_at", started, false)
        || !r.string(o, "finished_at", finished, false) || !r.object(o, "config", configJson)
        || !r.array(o, "targets", targets) || !r.array(o, "warnings", warnings, false)
        || !r.real(o, "window_cpu_s", report.windowCpuS, 0, 1e9, false)
        || !r.real(o, "window_cpu_share", report.windowCpuShare, 0, 1024, false))
        return failWith(r.error);
    if (report.status != QLatin1String("ok") && report.status != QLatin1String("failed")
        && report.status != QLatin1String("cancelled"))
        return failWith(RunReportTr::tr("report: \"status\" is \"%1\"; expected ok, failed or cancelled")
                            .arg(report.status.left(40)));
    if (o.contains(QLatin1String("together"))) {
        bool together = false;
        if (!r.boolean(o, "together", together))
            return failWith(r.error);
        report.together = together;
    }
    report.startedAt = QDateTime::fromString(started, Qt::ISODateWithMs);
    report.finishedAt = QDateTime::fromString(finished, Qt::ISODateWithMs);
    QString configError;
    const auto config = RunConfig::fromJson(configJson, &configError);
    if (!config)
        return failWith(RunReportTr::tr("report: %1").arg(configError));
    report.config = *config;
    for (const QJsonValue w : warnings)
        report.warnings.append(w.toString());
    if (o.contains(QLatin1String("op_timing"))) {
        QJsonObject timing;
        if (!r.object(o, "op_timing", timing) || !r.string(timing, "source", report.opTiming.source)
            || !r.string(timing, "reason", report.opTiming.reason, false)
            || !r.string(timing, "under", report.opTiming.basis, false)
            || !r.integer(timing, "recalibrations", report.opTiming.recalibrations, 0, 1e9, false)
            || !r.integer(timing, "max_drift_ns", report.opTiming.maxDriftNs, 0, 9e15, false))
            return failWith(r.error);
    }
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
            || !r.environment(env, target.environment) || !r.trust(tj, target.trust) || !r.array(tj, "passes", passes))
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
            if (pj.contains(QLatin1String("layout"))) {
                FileLayout::PassFigures layout;
                QString why;
                if (!pj.value(QLatin1String("layout")).isObject()
                    || !ReportJson::readLayout(
                        pj.value(QLatin1String("layout")).toObject(), pass.streams, layout, &why))
                    return failWith(why.isEmpty() ? RunReportTr::tr("report: \"layout\" is not an object") : why);
                pass.layout = layout;
            }
            for (const QJsonValue v : phases) {
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

std::optional<RunConfig> RunReport::configFromImageMetadata(const QByteArray& json, QString* error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    const QJsonObject o = doc.object();
    QString reason;
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        reason = RunReportTr::tr("the picture's run data is not a JSON object");
    else if (o.value(QLatin1String("schema")).toString() != kImageMetadataSchema)
        reason = RunReportTr::tr("the picture's run data is not of schema \"%1\"").arg(kImageMetadataSchema);
    else if (!o.value(QLatin1String("config")).isObject())
        reason = RunReportTr::tr("the picture's run data has no configuration");
    if (!reason.isEmpty()) {
        if (error)
            *error = reason;
        return std::nullopt;
    }
    return RunConfig::fromJson(o.value(QLatin1String("config")).toObject(), error);
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
