#pragma once

// For the chart and window tests: a finished run with known samples (so nothing depends on
// how many ticks a real run happens to get), and picture checks that look for one series'
// own line where its data puts it, so that axes, grid and text alone cannot pass them.
#include "LiveChart.h"
#include "Presets.h"
#include "RunReport.h"

#include <QChart>
#include <QChartView>
#include <QColor>
#include <QFile>
#include <QImage>
#include <QLineSeries>
#include <QPalette>
#include <QPointF>
#include <QScopeGuard>
#include <QTest>
#include <QXYSeries>
#include <QXmlStreamReader>
#include <algorithm>
#include <cmath>

namespace ChartTest {

// `chart`'s series `name`, for a test to read at once: when there is none the test fails here
// (QTest::qFail, naming it) and reads an empty series instead of dereferencing null.
inline QXYSeries* seriesNamed(
    const LiveChart& chart, const QString& name, const char* file = __builtin_FILE(), int line = __builtin_LINE())
{
    if (QXYSeries* series = chart.series(name))
        return series;
    QTest::qFail(qPrintable(QStringLiteral("the chart has no series \"%1\"").arg(name)), file, line);
    // Never destroyed: a QObject must not outlive the application in a static's destructor.
    static QLineSeries* const none = new QLineSeries;
    none->clear();
    return none;
}

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

// A dark theme, as a desktop's dark palette sets it.
inline QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    p.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    p.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    return p;
}

// The pen's own colour: antialiasing blends only a line's edges, its middle keeps the colour.
inline bool isColour(QRgb pixel, const QColor& colour)
{
    constexpr int kTolerance = 24;
    return std::abs(qRed(pixel) - colour.red()) <= kTolerance && std::abs(qGreen(pixel) - colour.green()) <= kTolerance
        && std::abs(qBlue(pixel) - colour.blue()) <= kTolerance;
}

// The share of the pixel columns from the first data point to the last in which `series`' pen
// colour is drawn at the height the data gives that column (give or take `slack` pixels).
// `image` is a grab of `view` (at any device pixel ratio); `data` is in the series' units.
inline double lineCoverage(
    const QImage& image, QChartView& view, QXYSeries* series, const QList<QPointF>& data, int slack = 3)
{
    QChart* chart = view.chart();
    const double ratio = image.devicePixelRatio() > 0 ? image.devicePixelRatio() : 1.0;
    QList<QPointF> pixels; // in device pixels of the image
    for (const QPointF& p : data) {
        const QPointF scene = chart->mapToScene(chart->mapToPosition(p, series));
        const QPointF widget = view.viewport()->mapTo(&view, view.mapFromScene(scene));
        pixels.append(widget * ratio);
    }
    if (pixels.size() < 2)
        return 0.0;
    const QColor colour = series->pen().color();
    // The height of the line at device x, linear between the points.
    auto yAt = [&](double x) {
        auto next = std::lower_bound(
            pixels.cbegin(), pixels.cend(), x, [](const QPointF& p, double value) { return p.x() < value; });
        if (next == pixels.cbegin())
            return next->y();
        if (next == pixels.cend())
            return pixels.constLast().y();
        const QPointF a = *(next - 1);
        const QPointF b = *next;
        return b.x() > a.x() ? a.y() + (b.y() - a.y()) * (x - a.x()) / (b.x() - a.x()) : b.y();
    };
    const int first = int(std::ceil(pixels.constFirst().x()));
    const int last = int(std::floor(pixels.constLast().x()));
    int columns = 0;
    int drawn = 0;
    for (int x = std::max(first, 0); x <= std::min(last, image.width() - 1); ++x) {
        ++columns;
        double top = std::min(yAt(x - 0.5), yAt(x + 0.5));
        double bottom = std::max(yAt(x - 0.5), yAt(x + 0.5));
        for (const QPointF& p : pixels) {
            if (p.x() >= x - 0.5 && p.x() <= x + 0.5) {
                top = std::min(top, p.y());
                bottom = std::max(bottom, p.y());
            }
        }
        const int y0 = std::max(0, int(top) - slack);
        const int y1 = std::min(image.height() - 1, int(bottom) + slack);
        for (int y = y0; y <= y1; ++y) {
            if (isColour(image.pixel(x, y), colour)) {
                ++drawn;
                break;
            }
        }
    }
    return columns > 0 ? double(drawn) / double(columns) : 0.0;
}

// Vertices of the SVG's lines (path and polyline) stroked in `colour`, with strokes inherited
// from the enclosing groups as QSvgGenerator writes them.
inline int strokedVertices(const QByteArray& svg, const QColor& colour)
{
    const QString wanted = colour.name(QColor::HexRgb);
    QXmlStreamReader xml(svg);
    QStringList strokes { QString() };
    int vertices = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const QXmlStreamAttributes a = xml.attributes();
            const QString stroke = a.hasAttribute(QLatin1String("stroke")) ? a.value(QLatin1String("stroke")).toString()
                                                                           : strokes.constLast();
            strokes.append(stroke);
            if (stroke.compare(wanted, Qt::CaseInsensitive) != 0)
                continue;
            if (xml.name() == QLatin1String("polyline"))
                vertices += int(a.value(QLatin1String("points")).count(QLatin1Char(',')));
            else if (xml.name() == QLatin1String("path"))
                vertices += int(a.value(QLatin1String("d")).count(QLatin1Char(',')));
        } else if (xml.isEndElement()) {
            strokes.removeLast();
        }
    }
    return vertices;
}

// What the saved pictures of `chart` show of its series `name`, whose data is `data`.
struct LineInPictures {
    double pngCoverage = 0; // lineCoverage() of the PNG
    int svgVertices = 0; // strokedVertices() of the SVG, in the series' colour
};

inline LineInPictures savedLine(LiveChart& chart, const QString& name, const QList<QPointF>& data, const QString& stem)
{
    LineInPictures shown;
    QXYSeries* series = chart.series(name);
    QString error;
    if (!series || !chart.saveImage(stem + QStringLiteral(".png"), &error)
        || !chart.saveImage(stem + QStringLiteral(".svg"), &error))
        return shown;
    QImage image(stem + QStringLiteral(".png"));
    image.setDevicePixelRatio(chart.devicePixelRatio());
    shown.pngCoverage = lineCoverage(image, chart, series, data);
    QFile svg(stem + QStringLiteral(".svg"));
    if (svg.open(QIODevice::ReadOnly))
        shown.svgVertices = strokedVertices(svg.readAll(), series->pen().color());
    return shown;
}

// Empty when both saved pictures (PNG and SVG, files `stem`.png/.svg) show the series' line
// along `data`, and neither does once the series is hidden; otherwise the problem. The second
// half proves that the first is not met by axes, grid and text alone. Lines, labels and spans
// drawn on top hide a few of the line's columns, hence three quarters, not all.
inline QString lineDrawnProblem(LiveChart& chart, const QString& name, const QList<QPointF>& data, const QString& stem)
{
    QXYSeries* series = chart.series(name);
    if (!series)
        return QStringLiteral("no series %1").arg(name);
    // `data` are raw samples: draw the raw ticks for the check (the rolling mean has its own
    // tests in tst_chartview), then the user's choice again.
    const double smoothing = chart.smoothingChoice();
    chart.setSmoothing(0);
    const auto restore = qScopeGuard([&] { chart.setSmoothing(smoothing); });
    const LineInPictures shown = savedLine(chart, name, data, stem);
    series->setVisible(false);
    const LineInPictures hidden = savedLine(chart, name, data, stem + QStringLiteral("-hidden"));
    series->setVisible(true);
    const QString figures = QStringLiteral("%1: %2 of the columns and %3 SVG vertices for %4 points; hidden %5 and %6")
                                .arg(name)
                                .arg(shown.pngCoverage)
                                .arg(shown.svgVertices)
                                .arg(data.size())
                                .arg(hidden.pngCoverage)
                                .arg(hidden.svgVertices);
    if (shown.pngCoverage < 0.75 || shown.svgVertices < data.size())
        return QStringLiteral("the line is not drawn where its data is: ") + figures;
    if (hidden.pngCoverage > 0.1 || hidden.svgVertices >= data.size() / 10)
        return QStringLiteral("the check finds the line even when it is hidden: ") + figures;
    return {};
}

} // namespace ChartTest
