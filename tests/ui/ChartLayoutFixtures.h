#pragma once

// For the chart tests without a widget (tst_chartlayout, tst_chartmarks): a plot mapping,
// layout options, and hand-made runs, stalls, overruns and phases with known numbers.

#include "AxisScale.h"
#include "ChartData.h"
#include "ChartMarks.h"
#include "ChartPalette.h"
#include "ChartText.h"
#include "RunReport.h"
#include "Units.h"

#include <QApplication>
#include <QDir>
#include <QSet>
#include <QTest>
#include <cmath>

namespace ChartLayoutTest {

using namespace ChartMarks;

// 1000 px for [0, x1] s and 400 px for [0, y1] MiB/s.
inline PlotMapping mapping(double x1 = 100, double y1 = 200)
{
    PlotMapping map;
    map.plot = QRectF(60, 40, 1000, 400);
    map.x0 = 0;
    map.x1 = x1;
    map.y0 = 0;
    map.y1 = y1;
    return map;
}

// Every character 6 px wide, 12 px tall: label sizes tests can compute by hand.
inline Options options(bool live = false)
{
    Options o;
    o.live = live;
    o.rowHeight = 16;
    o.measure = [](const QString& text, Label::Role) { return QSizeF(6.0 * text.size(), 12); };
    return o;
}

inline RunConfig config(int streams = 2)
{
    RunConfig c;
    c.preset = QStringLiteral("vdr");
    c.targetDirs = { QStringLiteral("/tmp") };
    c.streamCounts = { streams };
    c.stallNs = 100'000'000;
    return c;
}

inline Sample sample(double t, int streams, float inflightMs = 0)
{
    Sample s;
    s.t = t;
    s.phase = int8_t(PhaseKind::Write);
    s.streamMiBs = QList<float>(streams, 10.0f);
    s.inflightMs = QList<float>(streams, 0.0f);
    s.inflightMs.last() = inflightMs;
    s.totalMiBs = 10.0f * float(streams);
    s.ongoingMiBs = s.totalMiBs;
    return s;
}

// A run of `seconds` at 10 samples a second, write phase from 0.
inline ChartData run(double seconds, int streams = 2)
{
    ChartData data;
    data.reset(config(streams));
    data.addTarget(0, SysProbe::Environment());
    data.addPass(0, 0, streams);
    data.addPhaseStart(0, 0, PhaseKind::Write, 0.0);
    SampleBatch batch;
    for (int i = 1; i <= int(seconds * 10); ++i)
        batch.samples.append(sample(i * 0.1, streams));
    data.append(batch);
    return data;
}

inline StallEvent stall(int stream, double startS, double durationS)
{
    return { 0, 0, stream, PhaseKind::Write, startS, durationS };
}

inline OverrunEvent overrun(int stream, double timeS, int64_t bytes)
{
    return { 0, 0, stream, timeS, bytes };
}

// A write phase over [0, 10] s whose last write returned at 8 s.
inline PhaseResult writePhase(double ongoing, double effective)
{
    PhaseResult r;
    r.kind = PhaseKind::Write;
    r.streams = 2;
    r.startS = 0;
    r.ioEndS = 8;
    r.endS = 10;
    r.flushTailS = 2;
    r.ongoingMiBs = ongoing;
    r.effectiveMiBs = effective;
    return r;
}

// A run of 10 s with that write phase and its flush from 8 s.
inline ChartData flushedRun(double ongoing, double effective)
{
    ChartData data = run(10);
    data.addPhaseStart(0, 0, PhaseKind::Flush, 8.0);
    data.addPhaseResult(writePhase(ongoing, effective));
    return data;
}

inline float peakOf(const QList<float>& values)
{
    float top = 0;
    for (float v : values)
        top = std::isnan(v) ? top : std::max(top, v);
    return top;
}

// A real run with 7 stalls, all of them dirty throttling (tests/data/reports).
inline RunReport dirtyThrottlingReport()
{
    QString error;
    const auto report = RunReport::load(
        QDir::cleanPath(QStringLiteral(STREAMSCOPE_TEST_DATA "/../../data/reports/v2-dirty-throttling.json")), &error);
    if (!report)
        qFatal("cannot load the v2 report: %s", qPrintable(error));
    return *report;
}

inline QString describe(const QRectF& r)
{
    return QStringLiteral("(%1, %2 %3x%4)").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

} // namespace ChartLayoutTest
