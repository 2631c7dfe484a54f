// The time series of a report as CSV, one row per tick of every target and pass.

#include "FileIo.h"
#include "RunReport.h"
#include "RunReportTr.h"

#include <QIODevice>
#include <algorithm>
#include <cmath>

// The time series as CSV. With a device, the text goes out in 64 KiB pieces as it is made
// (a one-hour, 64-stream run is ~46 MiB of CSV); without one, it all collects in `out`.
static bool writeCsv(const RunReport& r, QIODevice* device, QByteArray& out)
{
    const QList<TargetResult>& targets = r.targets;
    int maxStreams = 0;
    bool anyBuffer = false;
    bool anyLatency = false; // a report loaded from JSON has no per-tick latency
    bool anyOutlook = false;
    for (const TargetResult& t : targets) {
        for (const PassResult& p : t.passes) {
            maxStreams = std::max(maxStreams, p.streams);
            for (const Sample& s : p.samples) {
                anyBuffer = anyBuffer || !s.bufferFillPct.isEmpty();
                anyLatency = anyLatency || s.latencyOps > 0;
                anyOutlook = anyOutlook || !std::isnan(s.outlookState);
            }
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
    // The reads or writes that completed in the tick, all streams, and their latency.
    if (anyLatency)
        out += ",latency_ops,latency_p50_ms,latency_p99_ms,latency_max_ms";
    // Real-time write phases: where the run stands (DirtyOutlook), as in the report's samples.
    if (anyOutlook)
        out += ",outlook_state,binding_ceiling_mib,projected_loss_s,projected_loss_low_s,projected_loss_high_s,"
               "device_takes_mib_s,run_at_least_s";
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
                if (anyLatency) {
                    num(s.latencyOps, 0);
                    num(s.latencyP50Ms, 4);
                    num(s.latencyP99Ms, 4);
                    num(s.latencyMaxMs, 4);
                }
                if (anyOutlook) {
                    num(s.outlookState, 0);
                    num(s.bindingCeilingMiB, 1);
                    num(s.projectedLossS, 1);
                    num(s.projectedLossLowS, 1);
                    num(s.projectedLossHighS, 1);
                    num(s.deviceTakesMiBs, 2);
                    num(s.runAtLeastS, 1);
                }
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
