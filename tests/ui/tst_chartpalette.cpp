// The live chart's colours: it follows the dark palette, lines drawn together stay apart
// (and differ beyond colour: dashes, widths), and the stall lane reads in both palettes.
#include "ChartPalette.h"
#include "ChartTestSupport.h"
#include "ChartText.h"
#include "LiveChart.h"
#include "LiveChartFixtures.h"
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

using namespace LiveChartTest;

class TestChartPalette : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void followsTheDarkPalette();
    void linesDifferBeyondColour();
    void coloursDrawnTogetherStayApart();
    void stallLaneReadsInBothPalettes();
};

void TestChartPalette::followsTheDarkPalette()
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
    QCOMPARE(
        ChartTest::seriesNamed(chart, QStringLiteral("total"))->pen().color().lightness(), dark.labels.lightness());
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

void TestChartPalette::coloursDrawnTogetherStayApart()
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

void TestChartPalette::stallLaneReadsInBothPalettes()
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

void TestChartPalette::linesDifferBeyondColour()
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
    // The raw ticks are a faint texture under the signal: far below a stream's contrast, and
    // fainter than the device's pale lines.
    const QColor background = chart.colors().background;
    QVERIFY(contrast(pen("stream-0").color(), background) >= ChartPalette::kLineContrast);
    QVERIFY2(contrast(pen("total-raw").color(), background) < 1.35,
        qPrintable(QString::number(contrast(pen("total-raw").color(), background))));
    QVERIFY(contrast(pen("total-raw").color(), background) < contrast(pen("device-write").color(), background));
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

STREAMSCOPE_UI_TEST_MAIN(TestChartPalette)
#include "tst_chartpalette.moc"
