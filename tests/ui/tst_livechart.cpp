// The live chart on synthetic data: what it draws for stalls, blocked streams, overruns,
// flush tails and many streams; that redraws stay bounded; zoom; saving PNG and SVG; its texts
// in the chosen unit and around the legend. Its colours: tst_chartpalette.
#include "../ForwardingBackend.h"
#include "ChartPalette.h"
#include "ChartTestSupport.h"
#include "ChartText.h"
#include "LiveChart.h"
#include "LiveChartFixtures.h"
#include "LiveRun.h"
#include "RunController.h"
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
#include <QSignalSpy>
#include <QStyle>
#include <QTemporaryDir>
#include <QValueAxis>
#include <QXYSeries>
#include <atomic>
#include <cmath>

using namespace LiveChartTest;

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
    void bufferFillGrowsWhileTheWriterIsBlocked();
    void longRunsStayBoundedAndKeepAStall();
    void zoomAndReset();
    void savesPngAndSvg();
    void keyboardZoomsPansAndResets();
    void accessibleNameAndDescription();
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
    auto* x = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Horizontal).value(0));
    QVERIFY(x);
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
    QCOMPARE(ChartTest::seriesNamed(chart, QStringLiteral("effective"))->count(), 0);
    QCOMPARE(chart.flushSpanCount(), 0);

    run.addPhaseStart(0, 0, PhaseKind::Flush, 8.0);
    run.addPhaseResult(writePhase(2));
    chart.refreshNow();
    const QList<QPointF> effective = ChartTest::seriesNamed(chart, QStringLiteral("effective"))->points();
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
    QVERIFY(ChartTest::seriesNamed(chart, QStringLiteral("median"))->count() > 0);
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

// A real run whose one stream's write is held (GatedBackend) until the chart has shown its
// buffer full: the buffer-fill strip is drawn while the writer is blocked, not only once the
// write returns, and the overrun is marked where the buffer overflowed, before the release.
void TestLiveChart::bufferFillGrowsWhileTheWriterIsBlocked()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    RunConfig c;
    c.targetDirs = { dir.path() };
    c.streamCounts = { 1 };
    c.blockSize = 64 * 1024;
    c.ratesBytesPerSec = { 4.0 * 1024 * 1024 }; // 4 MiB/s into 1 MiB: full 0.25 s into a stall
    c.bufferBytes = 1024 * 1024;
    c.durationNs = 1'000'000'000;
    c.intervalNs = 100'000'000;
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    showChart(chart, QSize(900, 500));
    std::atomic<bool> release { false };
    PosixIoBackend posix;
    GatedBackend gate(posix, "stream-0000.dat", 256 * 1024, [&release] { return release.load(); });
    RunController controller;
    controller.setBackend(&gate);
    controller.setEngineOptions(EngineOptions { 0, false }); // a few MiB must run on a nearly full disk too
    run.follow(&controller);
    QSignalSpy finished(&run, &LiveRun::finished);
    run.beginRun(c);
    controller.start(c);
    const auto lastFill = [&chart] {
        const ChartData& data = chart.data();
        return data.hasBuffers() && !data.bufferFill(0).isEmpty() ? data.bufferFill(0).constLast() : 0.0f;
    };
    QTRY_VERIFY_WITH_TIMEOUT(gate.held(), 20000);
    // Held: the fill climbs on the arrival clock to 100 % while the write has not returned.
    QTRY_VERIFY_WITH_TIMEOUT(lastFill() >= 100.0f, 20000);
    const double fullAtS = chart.data().lastT();
    QVERIFY(finished.isEmpty());
    chart.refreshNow();
    QCoreApplication::processEvents(); // the strips reserve room under the axis: a second layout pass
    chart.refreshNow();
    // The strip's pixels right of its name, in the name's rows, across the plot: not all blank.
    QRectF name;
    for (const ChartOverlay::Shown& text : chart.stripTexts()) {
        if (text.text == QStringLiteral("buffer fill"))
            name = text.rect;
    }
    QVERIFY(!name.isEmpty());
    const QImage image = chart.grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QRectF plot = chart.chart()->plotArea();
    const QPoint topLeft = chart.mapFromScene(QPointF(plot.left(), name.top()));
    const QPoint bottomRight = chart.mapFromScene(QPointF(plot.right(), name.bottom()));
    const QRgb blank = chart.colors().stripBackground.rgb();
    int filled = 0;
    for (int y = topLeft.y() + 1; y < bottomRight.y(); ++y) {
        for (int x = topLeft.x() + 2; x < bottomRight.x() - 1; ++x) {
            const QRgb pixel = image.pixel(x, y);
            filled += std::abs(qRed(pixel) - qRed(blank)) + std::abs(qGreen(pixel) - qGreen(blank))
                    + std::abs(qBlue(pixel) - qBlue(blank))
                > 60;
        }
    }
    QVERIFY2(filled > 20, qPrintable(QString::number(filled)));
    release.store(true);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
    // The overrun is stamped when the buffer overflowed: at the latest the tick that showed it full.
    QVERIFY(!chart.data().overruns().isEmpty());
    const double overflowS = chart.data().overruns().constFirst().timeS;
    QVERIFY2(overflowS <= fullAtS + 1e-6, qPrintable(QStringLiteral("%1 > %2").arg(overflowS).arg(fullAtS)));
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
    auto* x = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Horizontal).value(0));
    QVERIFY(x);
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
    auto* x = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Horizontal).value(0));
    QVERIFY(x);
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
        const double total = ChartTest::peak(ChartTest::seriesNamed(chart, QStringLiteral("total"))->points());
        QVERIFY2(std::abs(total - 100.0 * scale) < 1e-3, qPrintable(QString::number(total)));
        QVERIFY2(y->titleText().startsWith(unit), qPrintable(y->titleText()));
        QVERIFY2(y->max() >= 100.0 * scale && y->max() < 1000.0 * scale, qPrintable(QString::number(y->max())));
        const QList<QPointF> effective = ChartTest::seriesNamed(chart, QStringLiteral("effective"))->points();
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
    const double compared = ChartTest::peak(ChartTest::seriesNamed(chart, QStringLiteral("compare-0"))->points());
    QVERIFY(compared > 0);
    Units::setRateUnit(Units::RateUnit::MiB);
    chart.rateUnitChanged();
    QVERIFY2(chart.chart()->title().contains(QLatin1String(" MiB/s ")), qPrintable(chart.chart()->title()));
    const double comparedMiB = ChartTest::peak(ChartTest::seriesNamed(chart, QStringLiteral("compare-0"))->points());
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

STREAMSCOPE_UI_TEST_MAIN(TestLiveChart)
#include "tst_livechart.moc"
