// The live chart on synthetic data: what it draws for stalls, blocked streams, overruns,
// flush tails and many streams; that redraws stay bounded; zoom; saving PNG and SVG.
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

namespace {

using ChartPalette::contrast;
using ChartTest::darkPalette;

RunConfig config(int streams)
{
    RunConfig c;
    c.preset = QStringLiteral("vdr");
    c.targetDirs = { QStringLiteral("/tmp") };
    c.streamCounts = { streams };
    return c;
}

Sample sample(double t, int streams, float perStream, int phase = int(PhaseKind::Write))
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
PhaseResult writePhase(int streams)
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
void showChart(LiveChart& chart, QSize size = QSize(900, 500))
{
    chart.resize(size);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
}

void feed(LiveRun& run, int streams, int samples, double dt = 0.1)
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

ChartLook lookOf(LiveChart& chart)
{
    QChart* c = chart.chart();
    auto* y = qobject_cast<QValueAxis*>(c->axes(Qt::Vertical).first());
    return { c->backgroundBrush().color(), c->legend()->labelColor(), y->labelsColor(), y->gridLineColor() };
}

// Two streams for 10 s, the write phase's result in, the run over: a chart with every kind of
// line and the flush-tail labels.
void finishedWritePhase(LiveRun& run)
{
    run.beginRun(config(2), QDateTime::currentDateTime());
    feed(run, 2, 100);
    run.addPhaseResult(writePhase(2));
    run.finish(RunReport());
}

} // namespace

class TestLiveChart : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void linesPerStreamTotalOngoingDeviceDirty();
    void effectiveLineAndFlushSpanAfterTheWritePhase();
    void ongoingIsOneDashedLinePerPhase();
    void sweepNamesEachTargetsFilesystem();
    void manyStreamsBecomeABandWithAnyStreamSelectable();
    void stallsAreRedSpansWithTooltips();
    void aStreamBlockedNowIsShownWhileBlocked();
    void overrunsAndBufferStrip();
    void longRunsStayBoundedAndKeepAStall();
    void zoomAndReset();
    void savesPngAndSvg();
    void followsTheDarkPalette();
    void keyboardZoomsPansAndResets();
    void accessibleNameAndDescription();
    void linesDifferBeyondColour();
    void coloursDrawnTogetherStayApart();
    void stallLaneReadsInBothPalettes();
    void noStaleTextAfterARunAtAnotherScale();
    void logsTheRedrawCost();
    void ratesInTheChosenUnit();
    void legendClearsThePlotInASmallChart_data();
    void legendClearsThePlotInASmallChart();
};

void TestLiveChart::linesPerStreamTotalOngoingDeviceDirty()
{
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    showChart(chart, QSize(900, 500));
    run.beginRun(config(2), QDateTime::currentDateTime());
    feed(run, 2, 50);
    chart.refreshNow();
    for (const char* name : { "stream-0", "stream-1", "total", "ongoing", "device-write", "device-read" }) {
        QXYSeries* s = chart.series(QLatin1String(name));
        QVERIFY2(s, name);
        QVERIFY2(s->count() >= 50, name);
    }
    QAreaSeries* dirty = chart.areaSeries(QStringLiteral("dirty"));
    QVERIFY(dirty && dirty->isVisible());
    QVERIFY(dirty->upperSeries()->count() >= 50);
    QVERIFY(!chart.bandMode());
    // Phase boundary labelled; the x axis follows the data with room to grow.
    QVERIFY(chart.overlayTexts().contains(QStringLiteral("write")));
    auto* x = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Horizontal).first());
    QVERIFY(x->max() >= 5.0);
}

void TestLiveChart::effectiveLineAndFlushSpanAfterTheWritePhase()
{
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    showChart(chart, QSize(900, 500));
    run.beginRun(config(2), QDateTime::currentDateTime());
    feed(run, 2, 100);
    chart.refreshNow();
    QCOMPARE(chart.series(QStringLiteral("effective"))->count(), 0);
    QCOMPARE(chart.flushSpanCount(), 0);

    run.addPhaseStart(0, 0, PhaseKind::Flush, 8.0);
    run.addPhaseResult(writePhase(2));
    chart.refreshNow();
    const QList<QPointF> effective = chart.series(QStringLiteral("effective"))->points();
    QCOMPARE(effective.size(), 2);
    QCOMPARE(effective.first(), QPointF(0.0, 96.0));
    QCOMPARE(effective.last(), QPointF(10.0, 96.0));
    QCOMPARE(chart.flushSpanCount(), 1);
    const QStringList texts = chart.overlayTexts();
    QVERIFY2(texts.contains(QStringLiteral("flush tail 2.00 s")), qPrintable(texts.join(QLatin1Char('|'))));
    bool ongoing = false;
    bool effectiveLabel = false;
    for (const QString& t : texts) {
        ongoing = ongoing || t.startsWith(QStringLiteral("ongoing 120"));
        effectiveLabel = effectiveLabel || t.startsWith(QStringLiteral("effective 96"));
    }
    QVERIFY(ongoing);
    QVERIFY(effectiveLabel);
}

void TestLiveChart::ongoingIsOneDashedLinePerPhase()
{
    // Qt bridges NaN gaps in dashed lines, so each phase's ongoing rate is a line of its own
    // and nothing connects the write phase's to the read phase's across the flush.
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    showChart(chart);
    run.beginRun(config(1), QDateTime::currentDateTime());
    run.addPass(0, 0, 1, 0);
    SampleBatch batch;
    for (int i = 1; i <= 30; ++i) {
        const int phase = i <= 10 ? int(PhaseKind::Write) : (i <= 20 ? int(PhaseKind::Flush) : int(PhaseKind::Read));
        batch.samples.append(sample(i * 0.1, 1, 50.0f, phase));
    }
    run.appendBatch(batch);
    chart.refreshNow();
    QCOMPARE(chart.data().ongoingRuns().size(), 2);
    QXYSeries* write = chart.series(QStringLiteral("ongoing"));
    QXYSeries* read = chart.series(QStringLiteral("ongoing-read"));
    QVERIFY(write && read);
    QCOMPARE(write->count(), 10);
    QCOMPARE(read->count(), 10);
    QVERIFY(write->points().last().x() < 1.05);
    QVERIFY(read->points().first().x() > 2.05);
}

void TestLiveChart::sweepNamesEachTargetsFilesystem()
{
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    showChart(chart);
    RunConfig c = config(1);
    c.targetDirs = { QStringLiteral("/a"), QStringLiteral("/b") };
    run.beginRun(c, QDateTime::currentDateTime());
    SysProbe::Environment ext4;
    ext4.fsType = QStringLiteral("ext4");
    SysProbe::Environment tmpfs;
    tmpfs.fsType = QStringLiteral("tmpfs");
    run.addTarget(0, ext4);
    run.addPass(0, 0, 1, 0);
    run.addPhaseStart(0, 0, PhaseKind::Write, 0.1);
    run.addTarget(1, tmpfs);
    run.addPass(1, 0, 1, 0);
    run.addPhaseStart(1, 0, PhaseKind::Write, 2.0);
    SampleBatch batch;
    for (int i = 1; i <= 40; ++i)
        batch.samples.append(sample(i * 0.1, 1, 10.0f));
    run.appendBatch(batch);
    chart.refreshNow();
    const QStringList texts = chart.overlayTexts();
    QVERIFY2(texts.contains(QStringLiteral("ext4: write \u00d71")), qPrintable(texts.join(QLatin1Char('|'))));
    QVERIFY(texts.contains(QStringLiteral("tmpfs: write \u00d71")));
    QVERIFY(chart.titleText().contains(QStringLiteral("ext4, tmpfs")));
}

void TestLiveChart::manyStreamsBecomeABandWithAnyStreamSelectable()
{
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    showChart(chart, QSize(900, 500));
    run.beginRun(config(40), QDateTime::currentDateTime());
    feed(run, 40, 30);
    chart.refreshNow();
    QVERIFY(chart.bandMode());
    QVERIFY(chart.areaSeries(QStringLiteral("band")));
    QVERIFY(chart.series(QStringLiteral("median"))->count() > 0);
    QVERIFY(!chart.series(QStringLiteral("stream-0")));
    chart.setHighlightedStream(33);
    QXYSeries* selected = chart.series(QStringLiteral("stream-33"));
    QVERIFY(selected);
    QVERIFY(selected->count() >= 30);
    chart.setHighlightedStream(-1);
    QVERIFY(!chart.series(QStringLiteral("stream-33")));
}

void TestLiveChart::stallsAreRedSpansWithTooltips()
{
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    showChart(chart, QSize(900, 500));
    run.beginRun(config(2), QDateTime::currentDateTime());
    feed(run, 2, 50);
    SampleBatch batch;
    batch.stalls.append({ 0, 0, 1, PhaseKind::Write, 2.0, 0.3 });
    batch.stalls.append({ 0, 0, 0, PhaseKind::Write, 3.5, 0.15 });
    run.appendBatch(batch);
    chart.refreshNow();
    QCOMPARE(chart.stallSpanCount(), 2);
    // Each span explains itself: stream, phase, start and length.
    bool found = false;
    for (QGraphicsItem* item : chart.scene()->items()) {
        if (item->toolTip().contains(QStringLiteral("stream 2, write phase, at 2.00 s, lasted 300 ms")))
            found = true;
    }
    QVERIFY(found);
}

void TestLiveChart::aStreamBlockedNowIsShownWhileBlocked()
{
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    showChart(chart, QSize(900, 500));
    RunConfig c = config(2);
    c.stallNs = 100'000'000;
    run.beginRun(c, QDateTime::currentDateTime());
    feed(run, 2, 20);
    Sample blocked = sample(2.5, 2, 0.0f);
    blocked.inflightMs = { 0.0f, 800.0f }; // stream 2's write has not returned for 0.8 s
    run.appendBatch({ { blocked }, {}, {} });
    chart.refreshNow();
    QCOMPARE(chart.blockedSpanCount(), 1);
    bool label = false;
    for (const QString& t : chart.overlayTexts())
        label = label || t.startsWith(QStringLiteral("stream 2 blocked"));
    QVERIFY(label);
    Sample free = sample(2.6, 2, 10.0f);
    run.appendBatch({ { free }, {}, {} });
    chart.refreshNow();
    QCOMPARE(chart.blockedSpanCount(), 0);
}

void TestLiveChart::overrunsAndBufferStrip()
{
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    showChart(chart, QSize(900, 500));
    RunConfig c = config(3);
    c.ratesBytesPerSec = { 1024.0 * 1024.0 };
    c.bufferBytes = 4 * 1024 * 1024;
    run.beginRun(c, QDateTime::currentDateTime());
    SampleBatch batch;
    for (int i = 1; i <= 40; ++i) {
        Sample s = sample(i * 0.1, 3, 1.0f);
        s.bufferFillPct = { float(i), float(2 * i), 50.0f };
        batch.samples.append(s);
    }
    batch.overruns.append({ 0, 0, 1, 3.2, 512 * 1024 });
    run.appendBatch(batch);
    chart.refreshNow();
    QCoreApplication::processEvents(); // the strips reserve room under the axis: a second layout pass
    chart.refreshNow();
    QCOMPARE(chart.overrunMarkCount(), 1);
    QVERIFY(chart.data().hasBuffers());
    QVERIFY(chart.overlayTexts().contains(QStringLiteral("buffer fill")));
    QVERIFY(chart.overlayTexts().contains(QStringLiteral("I/O pressure")));
}

void TestLiveChart::longRunsStayBoundedAndKeepAStall()
{
    // One hour at 100 ms, 4 streams, with a single 100 ms dip to 0 in the total.
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    showChart(chart, QSize(1000, 500));
    run.beginRun(config(4), QDateTime::currentDateTime());
    run.addPass(0, 0, 4, 0);
    SampleBatch batch;
    for (int i = 1; i <= 36000; ++i) {
        Sample s = sample(i * 0.1, 4, 20.0f);
        if (i == 18000) {
            s.totalMiBs = 0;
            s.streamMiBs = QList<float>(4, 0.0f);
        }
        batch.samples.append(s);
    }
    batch.stalls.append({ 0, 0, 2, PhaseKind::Write, 1799.9, 0.1 });
    run.appendBatch(batch);
    run.finish(RunReport());
    const int width = int(chart.chart()->plotArea().width());
    QVERIFY(width > 100);
    QXYSeries* total = chart.series(QStringLiteral("total"));
    QVERIFY2(total->count() <= 4 * width + 8, qPrintable(QString::number(total->count())));
    // Smoothed, the total hardly dips; the raw ticks' faint min/max line beside it goes to zero.
    QVERIFY(chart.smoothingWindow() > 0);
    QXYSeries* raw = chart.series(QStringLiteral("total-raw"));
    QVERIFY(raw && raw->isVisible());
    QVERIFY2(raw->count() <= 4 * width + 8, qPrintable(QString::number(raw->count())));
    bool dip = false;
    for (const QPointF& p : raw->points())
        dip = dip || p.y() == 0.0;
    QVERIFY2(dip, "the 100 ms dip to zero is not in the drawn raw envelope");
    chart.setSmoothing(0);
    dip = false;
    for (const QPointF& p : total->points())
        dip = dip || p.y() == 0.0;
    QVERIFY2(dip, "the 100 ms dip to zero is not in the drawn raw total");
    QCOMPARE(chart.stallSpanCount(), 1); // and the 100 ms stall still gets its (2 px) span
}

void TestLiveChart::zoomAndReset()
{
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    showChart(chart, QSize(900, 500));
    run.beginRun(config(2), QDateTime::currentDateTime());
    feed(run, 2, 5000);
    run.finish(RunReport());
    QVERIFY(!chart.isZoomed());
    QCOMPARE(chart.rubberBand(), QChartView::RectangleRubberBand);
    auto* x = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Horizontal).first());
    QCOMPARE(x->max(), 500.0); // after the run the axis fits the data exactly
    const QRectF plot = chart.chart()->plotArea();
    chart.chart()->zoomIn(QRectF(plot.left() + plot.width() * 0.25, plot.top(), plot.width() * 0.1, plot.height()));
    QVERIFY(chart.isZoomed());
    QVERIFY(x->max() - x->min() < 100.0);
    chart.refreshNow();
    // Zoomed in, the series holds the samples of the visible range at full resolution.
    QXYSeries* total = chart.series(QStringLiteral("total"));
    QVERIFY(total->count() > 0);
    QVERIFY(total->points().first().x() >= x->min() - 0.2);
    chart.chart()->scroll(50, 0); // pan
    QVERIFY(x->min() > 100.0);
    chart.resetZoom();
    QVERIFY(!chart.isZoomed());
    QCOMPARE(x->min(), 0.0);
    QCOMPARE(x->max(), 500.0);
}

void TestLiveChart::savesPngAndSvg()
{
    QTemporaryDir dir;
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    showChart(chart, QSize(900, 520));
    finishedWritePhase(run);

    const QString png = dir.filePath(QStringLiteral("chart.png"));
    QString error;
    QVERIFY2(chart.saveImage(png, &error), qPrintable(error));
    QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), chart.size() * chart.devicePixelRatio());

    const QString svg = dir.filePath(QStringLiteral("chart.svg"));
    QVERIFY2(chart.saveImage(svg, &error), qPrintable(error));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(text.startsWith("<?xml") || text.contains("<svg"));
    QVERIFY(text.contains("<title>"));
    QVERIFY(text.contains("vdr"));

    // Both pictures draw the total line, in its own colour, where the data puts it: in the PNG
    // as pixels, in the SVG as vector lines (not one embedded bitmap). Checked up to the flush
    // tail, whose hatching is drawn over the lines from 8 s on.
    QList<QPointF> data;
    for (qsizetype i = 0; i < chart.data().size(); ++i) {
        if (chart.data().t().at(i) <= writePhase(2).ioEndS)
            data.append(QPointF(chart.data().t().at(i), chart.data().total().at(i)));
    }
    QCOMPARE(data.size(), 80);
    const QString problem
        = ChartTest::lineDrawnProblem(chart, QStringLiteral("total"), data, dir.filePath(QStringLiteral("total")));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestLiveChart::followsTheDarkPalette()
{
    QTemporaryDir dir;
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    showChart(chart, QSize(900, 520));
    finishedWritePhase(run);

    // The default (light) palette: a light background with dark text.
    const ChartLook light = lookOf(chart);
    QVERIFY2(light.background.lightness() > 200, qPrintable(light.background.name()));
    QVERIFY(light.labels.lightness() < 100);

    // A dark palette on the widget: the chart follows at once (QEvent::PaletteChange).
    chart.setPalette(darkPalette());
    const ChartLook dark = lookOf(chart);
    QVERIFY2(dark.background.lightness() < 60, qPrintable(dark.background.name()));
    QVERIFY2(dark.legendText.lightness() > 180, qPrintable(dark.legendText.name()));
    QVERIFY2(dark.labels.lightness() > 180, qPrintable(dark.labels.name()));
    // The grid is lighter than the background but far quieter than the text.
    QVERIFY2(dark.grid.lightness() > dark.background.lightness() + 15, qPrintable(dark.grid.name()));
    QVERIFY2(dark.grid.lightness() < dark.labels.lightness() - 60, qPrintable(dark.grid.name()));
    QCOMPARE(chart.series(QStringLiteral("total"))->pen().color().lightness(), dark.labels.lightness());
    // Every line still stands out from the dark background (WCAG 3:1 for graphics).
    for (const char* name : { "stream-0", "stream-1", "total", "ongoing", "effective" }) {
        const QColor color = chart.series(QLatin1String(name))->pen().color();
        QVERIFY2(
            contrast(color, dark.background) >= 3.0, qPrintable(QLatin1String(name) + QLatin1Char(' ') + color.name()));
    }
    // The overlay labels are drawn on a dark plate, not on white.
    const QString png = dir.filePath(QStringLiteral("dark.png"));
    QString error;
    QVERIFY2(chart.saveImage(png, &error), qPrintable(error));
    const QImage image(png);
    int white = 0;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2)
            white += QColor(image.pixel(x, y)).lightness() > 240 ? 1 : 0;
    }
    QVERIFY2(white < image.width() * image.height() / 4 / 100, qPrintable(QString::number(white)));
    if (!qEnvironmentVariableIsEmpty("STREAMSCOPE_SCREENSHOT_DIR"))
        image.save(qEnvironmentVariable("STREAMSCOPE_SCREENSHOT_DIR") + QStringLiteral("/livechart-dark.png"));

    // And back to a light one.
    chart.setPalette(QApplication::style()->standardPalette());
    QVERIFY(lookOf(chart).background.lightness() > 200);

    // A dark application palette reaches a chart that has none of its own
    // (QEvent::ApplicationPaletteChange, delivered through the event loop), and so does the
    // way back.
    LiveChart fresh;
    showChart(fresh, QSize(600, 400));
    QVERIFY(lookOf(fresh).background.lightness() > 200);
    const QPalette original = QApplication::palette();
    QApplication::setPalette(darkPalette());
    QTRY_VERIFY_WITH_TIMEOUT(lookOf(fresh).background.lightness() < 60, 2000);
    QApplication::setPalette(original);
    QTRY_VERIFY_WITH_TIMEOUT(lookOf(fresh).background.lightness() > 200, 2000);
}

void TestLiveChart::coloursDrawnTogetherStayApart()
{
    using ChartPalette::distance;
    using ChartPalette::kLineDistance;
    for (const QPalette& palette : { QPalette(), darkPalette() }) {
        const ChartColors c = ChartColors::fromPalette(palette);
        const QString theme = c.dark ? QStringLiteral("dark") : QStringLiteral("light");
        QStringList problems;
        auto apart = [&](const QList<std::pair<const char*, QColor>>& lines, double least) {
            for (int i = 0; i < lines.size(); ++i) {
                for (int j = i + 1; j < lines.size(); ++j) {
                    const double d = distance(lines.at(i).second, lines.at(j).second);
                    if (d < least)
                        problems.append(
                            QStringLiteral("%1: %2 vs %3 only %4 apart")
                                .arg(theme, QLatin1String(lines.at(i).first), QLatin1String(lines.at(j).first))
                                .arg(d, 0, 'f', 1));
                }
            }
        };
        const QList<std::pair<const char*, QColor>> rates { { "total", c.total }, { "ongoing", c.ongoing },
            { "effective", c.effective }, { "device write", c.deviceWrite }, { "device read", c.deviceRead },
            { "stall", c.stall } };
        // A line per stream: each stream's hue apart from every rate and device line; the thin
        // stream lines among themselves by two thirds of that (a hue repeats after the scheme's).
        for (int i = 0; i < c.streams.size(); ++i) {
            auto lines = rates;
            lines.append({ "stream", c.stream(i) });
            apart(lines, kLineDistance);
        }
        QList<std::pair<const char*, QColor>> streams;
        for (const QColor& colour : c.streams)
            streams.append({ "a stream", colour });
        apart(streams, kLineDistance * 2 / 3);
        // The band: its median and the highlighted stream on it, with the rates and devices.
        auto band = rates;
        band.append({ { "band", c.band }, { "median", c.median }, { "highlighted stream", c.highlight } });
        apart(band, kLineDistance);
        // The pairs users found hard to tell apart.
        QVERIFY(distance(c.stream(1), c.deviceRead) >= kLineDistance);
        QVERIFY(distance(c.median, c.highlight) >= kLineDistance);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        // Compared runs: every pair of the first five.
        QList<std::pair<const char*, QColor>> compared;
        for (int i = 0; i < 5; ++i)
            compared.append({ "a compared run", c.compareRun(i) });
        apart(compared, kLineDistance);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
}

void TestLiveChart::stallLaneReadsInBothPalettes()
{
    for (const QPalette& palette : { QPalette(), darkPalette() }) {
        const ChartColors c = ChartColors::fromPalette(palette);
        // The device's pale lines are still seen.
        QVERIFY(contrast(c.deviceWrite, c.background) >= ChartPalette::kDeviceContrast);
        QVERIFY(contrast(c.deviceRead, c.background) >= ChartPalette::kDeviceContrast);
        // WCAG 1.4.11: at least 3:1 against the plot and against the lane's own background.
        QVERIFY2(contrast(c.stall, c.background) >= 3.0, qPrintable(c.stall.name()));
        QVERIFY2(contrast(c.stall, c.stripBackground) >= 3.0, qPrintable(c.stall.name()));
        // Drawn: the lane's block is the stall colour in the chart's picture.
        LiveChart chart;
        chart.setPalette(palette);
        showChart(chart, QSize(1000, 560));
        chart.showReport(ChartTest::fixtureReport(QStringLiteral("/tmp"), QDateTime::currentDateTime(), 30.0f));
        RunReport report = ChartTest::fixtureReport(QStringLiteral("/tmp"), QDateTime::currentDateTime(), 30.0f);
        report.targets[0].passes[0].phases[0].stalls.append(StallEvent(0, 0, 0, PhaseKind::Write, 1.0, 1.5));
        chart.showReport(report);
        const QImage image = chart.grab().toImage();
        QCOMPARE(chart.stallSpanCount(), 1);
        // Below the time axis, under the middle of the stall: the lane.
        QChart* qchart = chart.chart();
        const QPointF middle = qchart->mapToPosition(QPointF(1.75, 0));
        const double ratio = image.devicePixelRatio();
        int found = 0;
        for (int y = int(qchart->plotArea().bottom()) + 5; y < chart.height(); ++y) {
            if (ChartTest::isColour(image.pixel(int(middle.x() * ratio), int(y * ratio)), c.stall))
                ++found;
        }
        QVERIFY2(found >= int(ChartMarks::kStallLaneHeight) - 2, qPrintable(QString::number(found)));
    }
}

namespace {

// The texts the chart's scene shows (axis labels and titles, legend, overlay labels).
QStringList shownTexts(LiveChart& chart)
{
    QStringList texts;
    for (QGraphicsItem* item : chart.scene()->items()) {
        if (!item->isVisible() || !chart.sceneRect().intersects(item->sceneBoundingRect()))
            continue;
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item))
            texts.append(text->toPlainText());
        else if (auto* simple = dynamic_cast<QGraphicsSimpleTextItem*>(item))
            texts.append(simple->text());
    }
    texts.sort();
    return texts;
}

} // namespace

void TestLiveChart::noStaleTextAfterARunAtAnotherScale()
{
    const QDateTime started = QDateTime::currentDateTime();
    const RunReport small = ChartTest::fixtureReport(QStringLiteral("/tmp"), started, 30.0f, 40);
    const RunReport large = ChartTest::fixtureReport(QStringLiteral("/tmp"), started, 3000.0f, 120);
    // A chart that showed only the second: what the reused one must show.
    LiveChart fresh;
    showChart(fresh);
    fresh.showReport(large);
    QApplication::processEvents();
    const QStringList expected = shownTexts(fresh);

    LiveChart chart;
    showChart(chart);
    chart.showReport(small);
    QApplication::processEvents();
    const QStringList first = shownTexts(chart);
    chart.showReport(large);
    chart.showComparison({ small, large }, { QStringLiteral("a"), QStringLiteral("b") });
    chart.resetZoom();
    chart.showReport(large);
    QApplication::processEvents();
    const QStringList second = shownTexts(chart);
    QVERIFY(first != expected);
    QStringList stale;
    for (const QString& text : second) {
        if (!expected.contains(text))
            stale.append(text);
    }
    QVERIFY2(stale.isEmpty(), qPrintable(stale.join(QLatin1String(" | "))));
    QCOMPARE(second, expected);

    // Live: a run at 300 MiB/s a stream after one at 3, while the axes follow the data.
    auto liveRun = [&started](LiveRun& run, float perStream, int samples) {
        run.beginRun(config(2), started);
        run.addTarget(0, SysProbe::Environment());
        run.addPass(0, 0, 2, 0);
        run.addPhaseStart(0, 0, PhaseKind::Write, 0.0);
        for (int i = 1; i <= samples; ++i) {
            SampleBatch batch;
            batch.samples.append(sample(i * 0.1, 2, perStream));
            run.appendBatch(batch);
            if (i % 10 == 0)
                QApplication::processEvents();
        }
    };
    // The texts after live runs one after another on one chart, and after the first of them.
    auto liveTexts = [&](const QList<std::pair<float, int>>& runs, QStringList* afterFirst) {
        LiveRun run;
        LiveChart live;
        live.setRun(&run);
        showChart(live);
        for (qsizetype i = 0; i < runs.size(); ++i) {
            liveRun(run, runs.at(i).first, runs.at(i).second);
            live.refreshNow();
            QApplication::processEvents();
            if (i == 0 && afterFirst)
                *afterFirst = shownTexts(live);
        }
        return shownTexts(live);
    };
    const QStringList onlySecond = liveTexts({ { 300.0f, 150 } }, nullptr);
    QStringList firstLive;
    const QStringList bothLive = liveTexts({ { 3.0f, 40 }, { 300.0f, 150 } }, &firstLive);
    QVERIFY(firstLive != onlySecond);
    QCOMPARE(bothLive, onlySecond);
}

void TestLiveChart::linesDifferBeyondColour()
{
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    showChart(chart, QSize(900, 520));
    run.beginRun(config(3), QDateTime::currentDateTime());
    feed(run, 3, 50);
    run.addPhaseResult(writePhase(3));
    chart.refreshNow();
    auto pen = [&chart](const char* name) { return chart.series(QLatin1String(name))->pen(); };
    // Streams: one hue each from the scheme, thin and solid.
    QSet<QRgb> streamColours;
    for (const char* name : { "stream-0", "stream-1", "stream-2" }) {
        QCOMPARE(pen(name).style(), Qt::SolidLine);
        streamColours.insert(pen(name).color().rgb());
    }
    QCOMPARE(streamColours.size(), 3);
    // The kinds of lines differ in style or width, not only in colour: streams thin, total
    // bold, ongoing dashed, effective thickest, the device's lines wider still (and pale).
    QCOMPARE(pen("total").style(), Qt::SolidLine);
    QCOMPARE(pen("ongoing").style(), Qt::DashLine);
    QVERIFY(pen("total").widthF() > pen("stream-0").widthF());
    QVERIFY(pen("effective").widthF() > pen("total").widthF());
    QVERIFY(pen("device-write").widthF() > pen("effective").widthF());
    QVERIFY(pen("device-write").color() != pen("device-read").color());
    // The legend names every stream (up to 16), the rates and the stall lane's threshold.
    QStringList legend;
    for (const ChartOverlay::Shown& entry : chart.legendTexts())
        legend.append(entry.text);
    for (const char* name : { "total", "stream 1", "stream 2", "stream 3", "effective (incl. flush)" })
        QVERIFY2(legend.contains(QLatin1String(name)), qPrintable(legend.join(QLatin1String(" | "))));
    QVERIFY2(legend.contains(QStringLiteral("stalls (\u2265 100 ms)")), qPrintable(legend.join(QLatin1String(" | "))));
    // Highlighting a stream fades the others and widens it.
    chart.setHighlightedStream(1);
    QVERIFY(pen("stream-1").widthF() > pen("stream-0").widthF());
    QVERIFY(contrast(pen("stream-0").color(), chart.colors().background)
        < contrast(chart.colors().stream(0), chart.colors().background));
}

void TestLiveChart::keyboardZoomsPansAndResets()
{
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    showChart(chart, QSize(900, 500));
    run.beginRun(config(2), QDateTime::currentDateTime());
    feed(run, 2, 1000);
    run.finish(RunReport());
    chart.setFocus();
    auto* x = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Horizontal).first());
    QCOMPARE(x->max(), 100.0);
    QTest::keyClick(&chart, Qt::Key_Plus);
    QVERIFY(chart.isZoomed());
    QVERIFY(x->max() - x->min() < 100.0);
    const double before = x->min();
    QTest::keyClick(&chart, Qt::Key_Right);
    QVERIFY(x->min() > before);
    QTest::keyClick(&chart, Qt::Key_Minus);
    QTest::keyClick(&chart, Qt::Key_Home);
    QVERIFY(!chart.isZoomed());
    QCOMPARE(x->min(), 0.0);
    QCOMPARE(x->max(), 100.0);
}

void TestLiveChart::accessibleNameAndDescription()
{
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    QVERIFY(!chart.accessibleName().isEmpty());
    QVERIFY(chart.accessibleDescription().size() > 40);
    QCOMPARE(chart.focusPolicy(), Qt::StrongFocus); // reachable with Tab
}

// With "streamscope.chart.debug=true" every redraw says what it cost and how many points it
// handed to the series: after a long run, far fewer than the samples.
void TestLiveChart::logsTheRedrawCost()
{
    static QStringList messages;
    messages.clear();
    QLoggingCategory::setFilterRules(QStringLiteral("streamscope.chart.debug=true"));
    const QtMessageHandler previous
        = qInstallMessageHandler([](QtMsgType, const QMessageLogContext& context, const QString& message) {
              if (context.category && QLatin1String(context.category) == QLatin1String("streamscope.chart"))
                  messages.append(message);
          });
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    showChart(chart, QSize(900, 500));
    run.beginRun(config(2), QDateTime::currentDateTime());
    feed(run, 2, 5000);
    run.finish(RunReport());
    qInstallMessageHandler(previous);
    QLoggingCategory::setFilterRules(QString());
    QVERIFY(!messages.isEmpty());
    static const QRegularExpression line(QStringLiteral(
        "^redraw \\d+: [0-9.]+ ms \\(last paint [0-9.]+ ms\\), (\\d+) samples to (\\d+) points in (\\d+) series"));
    const QRegularExpressionMatch match = line.match(messages.constLast());
    QVERIFY2(match.hasMatch(), qPrintable(messages.constLast()));
    QCOMPARE(match.captured(1).toInt(), 5000);
    const int points = match.captured(2).toInt();
    const int series = match.captured(3).toInt();
    QVERIFY(series >= 4); // two streams, total, ongoing at least
    // Decimated to the plot's columns (min and max of each): not every sample of every series.
    QVERIFY2(points > 0 && points < 5000 * series / 2, qPrintable(messages.constLast()));
}

STREAMSCOPE_UI_TEST_MAIN(TestLiveChart)

// Decimal MB/s chosen (Settings > Display): a steady 100 MiB/s total reads 104.9 on the rate
// axis, its labels and tooltips; switching back after the run draws MiB/s again. The data
// stays in MiB/s.
void TestLiveChart::ratesInTheChosenUnit()
{
    const auto restore = qScopeGuard([] { Units::setRateUnit(Units::RateUnit::MiB); });
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    chart.setSmoothing(0);
    showChart(chart, QSize(900, 500));
    run.beginRun(config(1), QDateTime::currentDateTime());
    run.addTarget(0, SysProbe::Environment());
    run.addPass(0, 0, 1, 0);
    run.addPhaseStart(0, 0, PhaseKind::Write, 0.0);
    SampleBatch batch;
    for (int i = 1; i <= 80; ++i) {
        Sample s = sample(i * 0.1, 1, 100.0f);
        if (i == 40)
            s.deviceWriteMiBs = 1000.0f; // a write-back burst far over the program's lines
        batch.samples.append(s);
    }
    run.appendBatch(batch);
    run.addPhaseStart(0, 0, PhaseKind::Flush, 8.0);
    run.addPhaseResult(writePhase(1)); // ongoing 120, effective 96 MiB/s
    run.finish(RunReport());
    auto* y = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Vertical).first());
    QVERIFY(y);

    const auto check = [&](double scale, const QString& unit) {
        chart.refreshNow();
        const double total = ChartTest::peak(chart.series(QStringLiteral("total"))->points());
        QVERIFY2(std::abs(total - 100.0 * scale) < 1e-3, qPrintable(QString::number(total)));
        QVERIFY2(y->titleText().startsWith(unit), qPrintable(y->titleText()));
        QVERIFY2(y->max() >= 100.0 * scale && y->max() < 1000.0 * scale, qPrintable(QString::number(y->max())));
        const QList<QPointF> effective = chart.series(QStringLiteral("effective"))->points();
        QVERIFY(!effective.isEmpty());
        QVERIFY(std::abs(effective.first().y() - 96.0 * scale) < 1e-6);
        const QStringList texts = chart.overlayTexts();
        const QString ongoing = QStringLiteral("ongoing %1 %2: into RAM").arg(ChartText::rate(120.0 * scale), unit);
        const QString effectiveLabel
            = QStringLiteral("effective %1 %2: on disk, incl. flush").arg(ChartText::rate(96.0 * scale), unit);
        QVERIFY2(texts.contains(ongoing), qPrintable(ongoing + QLatin1String(" in ") + texts.join(QLatin1Char('|'))));
        QVERIFY2(texts.contains(effectiveLabel), qPrintable(texts.join(QLatin1Char('|'))));
        const QStringList tips = chart.offScaleToolTips();
        const QString burst = ChartText::rate(1000.0 * scale) + QLatin1Char(' ') + unit + QStringLiteral(" at 4");
        QVERIFY2(std::any_of(tips.cbegin(), tips.cend(), [&](const QString& tip) { return tip.contains(burst); }),
            qPrintable(burst + QLatin1String(" in ") + tips.join(QLatin1Char('|'))));
    };
    check(1.0, QStringLiteral("MiB/s"));
    Units::setRateUnit(Units::RateUnit::MB);
    chart.rateUnitChanged();
    check(1.048576, QStringLiteral("MB/s"));
    QCOMPARE(ChartText::rate(100.0 * 1.048576), QLocale().toString(104.8576, 'f', 0)); // "105" on its label
    Units::setRateUnit(Units::RateUnit::MiB);
    chart.rateUnitChanged();
    check(1.0, QStringLiteral("MiB/s"));

    // A comparison names the unit in its title.
    Units::setRateUnit(Units::RateUnit::MB);
    const RunReport a = ChartTest::fixtureReport(QStringLiteral("/tmp"), QDateTime::currentDateTime(), 10.0f);
    chart.showComparison({ a, a }, { QStringLiteral("a"), QStringLiteral("b") });
    QVERIFY2(chart.chart()->title().contains(QLatin1String(" MB/s ")), qPrintable(chart.chart()->title()));
    QVERIFY(y->titleText().startsWith(QLatin1String("MB/s")));
    const double compared = ChartTest::peak(chart.series(QStringLiteral("compare-0"))->points());
    QVERIFY(compared > 0);
    Units::setRateUnit(Units::RateUnit::MiB);
    chart.rateUnitChanged();
    QVERIFY2(chart.chart()->title().contains(QLatin1String(" MiB/s ")), qPrintable(chart.chart()->title()));
    const double comparedMiB = ChartTest::peak(chart.series(QStringLiteral("compare-0"))->points());
    QVERIFY2(std::abs(compared / comparedMiB - 1.048576) < 1e-3,
        qPrintable(QStringLiteral("%1 vs %2").arg(compared).arg(comparedMiB)));
}

void TestLiveChart::legendClearsThePlotInASmallChart_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("streams");
    QTest::newRow("700x420, 4 streams") << QSize(700, 420) << 4;
    QTest::newRow("700x420, 12 streams") << QSize(700, 420) << 12;
    QTest::newRow("520x340, 8 streams") << QSize(520, 340) << 8;
}

// A small chart whose legend takes several rows (streams, device, dirty, stalls): its last
// row ends above the plot, as drawn live and once the run is over, with the strips under it.
void TestLiveChart::legendClearsThePlotInASmallChart()
{
    QFETCH(QSize, size);
    QFETCH(int, streams);
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    showChart(chart, size);
    run.beginRun(config(streams), QDateTime::currentDateTime());
    feed(run, streams, 100);
    const auto check = [&](const char* when) {
        chart.refreshNow();
        const QList<ChartOverlay::Shown> legend = chart.legendTexts();
        QVERIFY2(legend.size() >= streams + 4, when);
        const double plotTop = chart.chart()->plotArea().top();
        double bottom = 0;
        for (const ChartOverlay::Shown& entry : legend)
            bottom = std::max(bottom, entry.rect.bottom());
        QVERIFY2(bottom <= plotTop,
            qPrintable(QStringLiteral("%1: the legend ends at %2, the plot begins at %3")
                           .arg(QLatin1String(when))
                           .arg(bottom)
                           .arg(plotTop)));
    };
    check("live");
    run.addPhaseStart(0, 0, PhaseKind::Flush, 8.0);
    run.addPhaseResult(writePhase(streams));
    run.finish(RunReport());
    check("after the run");
}

#include "tst_livechart.moc"
