#pragma once

// For the chart tests on a chart page in a window (tst_chartview, tst_chartsmoothing): a
// recorder run fed tick by tick, the chart's axes and legend, and measures of a drawn series.

#include "AppSettings.h"
#include "ChartPage.h"
#include "ChartTestSupport.h"
#include "ChartText.h"
#include "LiveChart.h"
#include "LiveRun.h"
#include "RollingRate.h"
#include "UiTestMain.h"

#include <QAreaSeries>
#include <QChart>
#include <QComboBox>
#include <QLineSeries>
#include <QSettings>
#include <QTemporaryDir>
#include <QToolButton>
#include <QValueAxis>
#include <QXYSeries>
#include <algorithm>
#include <cmath>

namespace ChartViewTest {

constexpr double kTick = 0.1;
constexpr double kBlockMiB = 64.0 / 1024.0;

// The recorder preset's shape: `streams` x 1 MiB/s in 64 KiB blocks.
inline RunConfig recorder(int streams)
{
    RunConfig c;
    c.preset = QStringLiteral("recorder");
    c.targetDirs = { QStringLiteral("/tmp") };
    c.streamCounts = { streams };
    c.blockSize = 64 * 1024;
    c.ratesBytesPerSec = { 1024.0 * 1024.0 };
    c.intervalNs = 100'000'000;
    return c;
}

// Tick k of a steady real-time write: each stream writes the 1 or 2 blocks its buffer filled.
// The device writes back in bursts of 230 MiB/s every 3 s, and `flushBurst` at `flushAt`.
inline Sample recorderTick(int k, int streams, double flushAt = -1, float flushBurst = 1000.0f)
{
    const double blocks = std::floor(1.6 * k) - std::floor(1.6 * (k - 1));
    const float perStream = float(blocks * kBlockMiB / kTick);
    Sample s;
    s.t = k * kTick;
    s.phase = int8_t(PhaseKind::Write);
    s.streamMiBs = QList<float>(streams, perStream);
    s.inflightMs = QList<float>(streams, 0.0f);
    s.totalMiBs = perStream * float(streams);
    s.ongoingMiBs = float(streams);
    s.deviceWriteMiBs = k % 30 == 0 ? 230.0f : 0.0f;
    if (flushAt > 0 && std::abs(s.t - flushAt) < kTick / 2)
        s.deviceWriteMiBs = flushBurst;
    s.deviceReadMiBs = 0;
    s.dirtyMiB = float(k % 30) * 0.8f;
    s.writebackMiB = 0;
    return s;
}

inline void feedRecorder(LiveRun& run, int streams, int from, int to, double flushAt = -1)
{
    SampleBatch batch;
    for (int k = from; k <= to; ++k) {
        batch.samples.append(recorderTick(k, streams, flushAt));
        if (batch.samples.size() == 5) {
            run.appendBatch(batch);
            batch = {};
        }
    }
    if (!batch.samples.isEmpty())
        run.appendBatch(batch);
}

inline void beginRecorder(LiveRun& run, int streams)
{
    run.beginRun(recorder(streams), QDateTime::currentDateTime());
    run.addTarget(0, SysProbe::Environment());
    run.addPass(0, 0, streams, 0);
    run.addPhaseStart(0, 0, PhaseKind::Write, 0.0);
}

inline QValueAxis* axis(LiveChart& chart, Qt::Orientation orientation, Qt::Alignment alignment = Qt::AlignLeft)
{
    for (QAbstractAxis* a : chart.chart()->axes(orientation)) {
        if (orientation == Qt::Horizontal || a->alignment() == alignment)
            return qobject_cast<QValueAxis*>(a);
    }
    return nullptr;
}

// The mean of a series' points with x in [from, to].
inline double meanOf(const QXYSeries* series, double from, double to)
{
    double sum = 0;
    int n = 0;
    for (const QPointF& p : series->points()) {
        if (p.x() >= from && p.x() <= to && !std::isnan(p.y())) {
            sum += p.y();
            ++n;
        }
    }
    return n > 0 ? sum / n : NAN;
}

inline bool legendHas(const LiveChart& chart, const QString& text)
{
    const QList<ChartOverlay::Shown> legend = chart.legendTexts();
    return std::any_of(legend.cbegin(), legend.cend(), [&](const ChartOverlay::Shown& e) { return e.text == text; });
}

inline QString legendJoined(const LiveChart& chart)
{
    QStringList texts;
    for (const ChartOverlay::Shown& e : chart.legendTexts())
        texts.append(e.text);
    return texts.join(QLatin1Char('|'));
}

// The share of the plot's height from its bottom up to `value` on the rate axis.
inline double heightShare(LiveChart& chart, double value)
{
    QXYSeries* total = chart.series(QStringLiteral("total"));
    if (!total)
        return NAN; // no total line: no share, and every comparison with it fails
    const QRectF plot = chart.chart()->plotArea();
    const QPointF at = chart.chart()->mapToPosition(QPointF(0, value), total);
    return (plot.bottom() - at.y()) / plot.height();
}

// (max - min) / mean of a series' points with x in [from, to].
inline double spread(const QXYSeries* series, double from, double to)
{
    double lo = INFINITY, hi = -INFINITY, sum = 0;
    int n = 0;
    for (const QPointF& p : series->points()) {
        if (p.x() < from || p.x() > to || std::isnan(p.y()))
            continue;
        lo = std::min(lo, p.y());
        hi = std::max(hi, p.y());
        sum += p.y();
        ++n;
    }
    return n > 0 ? (hi - lo) / (sum / n) : INFINITY;
}

inline void showChart(QWidget& widget, QSize size = QSize(1000, 560))
{
    widget.resize(size);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
}

// A chart following a live run, shown at 1400 x 800.
struct LiveFixture {
    LiveChart chart;
    LiveRun run;
    LiveFixture()
    {
        chart.setRun(&run);
        showChart(chart, QSize(1400, 800));
    }
};

} // namespace ChartViewTest
