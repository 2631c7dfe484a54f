#pragma once

// For the chart and window tests: a finished run with known samples, so that nothing depends
// on how many ticks a real run happens to get.
#include "Presets.h"
#include "RunReport.h"

#include <QPointF>
#include <algorithm>
#include <cmath>

namespace ChartTest {

// A vdr run on `dir` as the engine reports it: pass p has p + 1 streams, each rising from
// half to one and a half times `streamMiBs` over `ticks` samples of 0.1 s (so the ongoing
// rate, the mean so far, runs below the interval rate instead of on top of it), then a 0.2 s
// flush tail and a read phase of `ticks` samples alike.
inline RunReport fixtureReport(const QString& dir, const QDateTime& startedAt, float streamMiBs, int ticks = 40)
{
    constexpr double kTick = 0.1;
    constexpr int kFlushTicks = 2;
    RunReport report;
    report.toolVersion = QStringLiteral("test");
    report.config = Presets::find(QStringLiteral("vdr"))->config;
    report.config.targetDirs = { dir };
    report.config.intervalNs = 100'000'000;
    report.startedAt = startedAt;
    TargetResult target;
    target.dir = dir;
    target.environment.targetDir = dir;
    target.environment.fsType = QStringLiteral("ext4");
    double t = 0;
    auto tick = [&](PassResult& pass, int index, PhaseKind kind, float perStream, float ongoing) {
        t += kTick;
        Sample s;
        s.t = t;
        s.pass = int16_t(index);
        s.phase = int8_t(kind);
        s.streamMiBs = QList<float>(pass.streams, perStream);
        s.inflightMs = QList<float>(pass.streams, 0.0f);
        s.totalMiBs = perStream * float(pass.streams);
        s.ongoingMiBs = ongoing;
        pass.samples.append(s);
    };
    auto phase = [&](PassResult& pass, int index, PhaseKind kind) {
        PhaseResult r;
        r.kind = kind;
        r.pass = index;
        r.streams = pass.streams;
        r.startS = t;
        double sum = 0;
        for (int i = 0; i < ticks; ++i) {
            const float perStream = streamMiBs * (0.5f + float(i) / float(ticks - 1));
            sum += double(perStream) * pass.streams;
            tick(pass, index, kind, perStream, float(sum / (i + 1)));
        }
        r.ioEndS = t;
        r.ongoingMiBs = sum / ticks;
        r.bytes = int64_t(r.ongoingMiBs * ticks * kTick * 1024 * 1024);
        r.ops = r.bytes / report.config.blockSize;
        if (kind == PhaseKind::Write) {
            for (int i = 0; i < kFlushTicks; ++i)
                tick(pass, index, PhaseKind::Flush, 0.0f, float(r.ongoingMiBs));
        }
        r.endS = t;
        r.flushTailS = r.endS - r.ioEndS;
        r.effectiveMiBs = double(r.bytes) / (1024.0 * 1024.0) / r.durationS();
        pass.phases.append(r);
    };
    for (int index = 0; index < 2; ++index) {
        PassResult pass;
        pass.streams = index + 1;
        pass.sizePerStream = int64_t(double(streamMiBs) * ticks * kTick * 1024 * 1024);
        phase(pass, index, PhaseKind::Write);
        phase(pass, index, PhaseKind::Read);
        target.passes.append(pass);
    }
    report.targets.append(target);
    report.finishedAt = startedAt.addMSecs(qint64(t * 1000));
    return report;
}

// The (time, total MiB/s) points of a report's passes, as the chart draws its total line.
inline QList<QPointF> totals(const RunReport& report)
{
    QList<QPointF> points;
    for (const PassResult& pass : report.targets.constFirst().passes) {
        for (const Sample& s : pass.samples)
            points.append(QPointF(s.t, s.totalMiBs));
    }
    return points;
}

// The highest finite value of a data column or of a series' points (0 when there is none).
inline double peak(const QList<float>& values)
{
    double top = 0;
    for (float v : values)
        top = std::isnan(v) ? top : std::max(top, double(v));
    return top;
}

inline double peak(const QList<QPointF>& points)
{
    double top = 0;
    for (const QPointF& p : points)
        top = std::isnan(p.y()) ? top : std::max(top, p.y());
    return top;
}

} // namespace ChartTest
