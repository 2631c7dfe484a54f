#pragma once

// For the live chart tests in a widget (tst_livechart, tst_chartpalette): a run's config,
// synthetic samples and phases, a shown chart, and what its background and lines look like.

#include "ChartPalette.h"
#include "ChartTestSupport.h"
#include "ChartText.h"
#include "LiveChart.h"
#include "LiveRun.h"
#include "UiTestMain.h"
#include "Units.h"

#include <QApplication>
#include <QAreaSeries>
#include <QFile>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QImage>
#include <QLegend>
#include <QLineSeries>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QStyle>
#include <QTemporaryDir>
#include <QValueAxis>
#include <QXYSeries>
#include <cmath>

namespace LiveChartTest {

using ChartPalette::contrast;
using ChartTest::darkPalette;

inline RunConfig config(int streams)
{
    RunConfig c;
    c.preset = QStringLiteral("vdr");
    c.targetDirs = { QStringLiteral("/tmp") };
    c.streamCounts = { streams };
    return c;
}

inline Sample sample(double t, int streams, float perStream, int phase = int(PhaseKind::Write))
{
    Sample s;
    s.t = t;
    s.phase = int8_t(phase);
    s.streamMiBs = QList<float>(streams, perStream);
    s.inflightMs = QList<float>(streams, 0.0f);
    s.totalMiBs = perStream * float(streams);
    s.ongoingMiBs = s.totalMiBs * 1.2f;
    s.deviceWriteMiBs = s.totalMiBs * 0.8f;
    s.deviceReadMiBs = 0;
    s.dirtyMiB = float(t) * 10.0f;
    s.writebackMiB = 1.0f;
    s.ioSomePct = float(std::fmod(t * 7.0, 100.0));
    return s;
}

// A finished write phase over [0, 10] s with its flush tail from 8 to 10 s.
inline PhaseResult writePhase(int streams)
{
    PhaseResult r;
    r.kind = PhaseKind::Write;
    r.streams = streams;
    r.startS = 0.0;
    r.ioEndS = 8.0;
    r.endS = 10.0;
    r.ongoingMiBs = 120.0;
    r.effectiveMiBs = 96.0;
    r.flushTailS = 2.0;
    return r;
}

// Shown, so that the chart has a real plot area to draw into.
inline void showChart(LiveChart& chart, QSize size = QSize(900, 500))
{
    chart.resize(size);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
}

inline void feed(LiveRun& run, int streams, int samples, double dt = 0.1)
{
    run.addTarget(0, SysProbe::Environment());
    run.addPass(0, 0, streams, 0);
    run.addPhaseStart(0, 0, PhaseKind::Write, 0.0);
    SampleBatch batch;
    for (int i = 1; i <= samples; ++i) {
        batch.samples.append(sample(i * dt, streams, 10.0f + float(i % 5)));
        if (batch.samples.size() == 10) {
            run.appendBatch(batch);
            batch = {};
        }
    }
    run.appendBatch(batch);
}

// Background, legend, axis labels and grid of the chart, as the chart itself holds them.
struct ChartLook {
    QColor background;
    QColor legendText;
    QColor labels;
    QColor grid;
};

inline ChartLook lookOf(LiveChart& chart)
{
    QChart* c = chart.chart();
    const QList<QAbstractAxis*> axes = c->axes(Qt::Vertical);
    auto* y = axes.isEmpty() ? nullptr : qobject_cast<QValueAxis*>(axes.first());
    if (!y)
        qFatal("the chart has no value axis to read its colours from");
    return { c->backgroundBrush().color(), c->legend()->labelColor(), y->labelsColor(), y->gridLineColor() };
}

// Two streams for 10 s, the write phase's result in, the run over: a chart with every kind of
// line and the flush-tail labels.
inline void finishedWritePhase(LiveRun& run)
{
    run.beginRun(config(2), QDateTime::currentDateTime());
    feed(run, 2, 100);
    run.addPhaseResult(writePhase(2));
    run.finish(RunReport());
}

} // namespace LiveChartTest
