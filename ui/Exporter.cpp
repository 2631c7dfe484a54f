#include "Exporter.h"

#include "CapacityChart.h"
#include "ImageFile.h"
#include "LiveChart.h"
#include "Trust.h"
#include "Verdict.h"

#include <QBuffer>
#include <QChart>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontMetrics>
#include <QGridLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QPainter>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QValueAxis>
#include <QXYSeries>

namespace {
QString suggestedImage(const QString& stem)
{
    return QDir::homePath() + QStringLiteral("/streamscope-") + stem
        + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")) + QStringLiteral(".png");
}

// Lays the chart out at another size for a picture, and back at its size on screen when it
// goes: the window around it never changes, and nothing is painted on screen in between.
class ChartAtSize {
public:
    ChartAtSize(LiveChart* chart, const QSize& size)
        : m_chart(chart)
        , m_screenSize(chart->size())
        , m_resized(size.isValid() && size != chart->size())
    {
        // Its minimum height follows its legend's rows, which another width changes: the
        // window's layout would then put the chart back to its place in the middle of this.
        m_chart->holdMinimumHeight(true);
        if (m_resized)
            resizeTo(size);
        else
            settle();
    }
    ~ChartAtSize()
    {
        if (m_resized)
            resizeTo(m_screenSize);
        m_chart->holdMinimumHeight(false);
    }
    ChartAtSize(const ChartAtSize&) = delete;
    ChartAtSize& operator=(const ChartAtSize&) = delete;

private:
    void resizeTo(const QSize& size)
    {
        // A layout still pending in the window (the toolbar changed for a comparison) would
        // put the chart back to its place in the window while it settles: run those first,
        // and size the chart again if one still did.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        for (int attempt = 0; attempt < 3 && (attempt == 0 || m_chart->size() != size); ++attempt) {
            const QSize old = m_chart->size();
            m_chart->resize(size);
            // A hidden chart gets its resize event only when shown; the picture needs it now.
            if (m_chart->testAttribute(Qt::WA_PendingResizeEvent)) {
                QResizeEvent event(size, old);
                QCoreApplication::sendEvent(m_chart, &event);
                m_chart->setAttribute(Qt::WA_PendingResizeEvent, false);
            }
            settle();
        }
    }
    // The chart's own layout (plot area, legend) runs on posted events; the overlay follows
    // the plot area, and a redraw can widen a margin and ask for one more pass.
    void settle()
    {
        for (int pass = 0; pass < 2; ++pass) {
            for (int layout = 0; layout < 3; ++layout)
                QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            m_chart->refreshNow();
        }
    }
    LiveChart* m_chart;
    QSize m_screenSize;
    bool m_resized;
};

// The verdict under a saved chart: a picture shared on its own still says whether the run was
// sustained, lost data or was stopped, as the window says under its table.
constexpr int kFooterPadding = 8;

int footerHeight(const QString& text, const QFont& font, int width)
{
    if (text.isEmpty())
        return 0;
    const QRect needed = QFontMetrics(font).boundingRect(
        QRect(0, 0, width - 2 * kFooterPadding, 100000), Qt::AlignLeft | Qt::TextWordWrap, text);
    return needed.height() + 2 * kFooterPadding;
}

void paintFooter(QPainter& painter, const QRect& area, const QString& text, const QPalette& palette, const QFont& font)
{
    if (text.isEmpty())
        return;
    painter.fillRect(area, palette.color(QPalette::Window));
    painter.setPen(palette.color(QPalette::WindowText));
    painter.setFont(font);
    painter.drawText(area.adjusted(kFooterPadding, kFooterPadding, -kFooterPadding, -kFooterPadding),
        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
}

// QSvgGenerator (Qt 6.4) writes no clipping: a line that runs off the plot (a device burst
// over the axis, a zoomed view) would be drawn over the axes, legend and title in every
// viewer. For the SVG each line is clipped to its axes' ranges in data space: a segment that
// leaves the plot follows its edge until it comes back, as the off-scale marks say.
QList<QPointF> clippedToRange(const QList<QPointF>& points, double x0, double x1, double y0, double y1)
{
    QList<QPointF> out;
    out.reserve(points.size());
    const auto clampY = [&](QPointF p) {
        p.setY(std::clamp(p.y(), y0, y1));
        return p;
    };
    for (qsizetype i = 0; i < points.size(); ++i) {
        const QPointF p = points.at(i);
        if (!std::isfinite(p.x()) || !std::isfinite(p.y())) {
            out.append(p); // a gap in the line stays a gap
            continue;
        }
        const QPointF q = i > 0 ? points.at(i - 1) : p;
        if (i > 0 && std::isfinite(q.x()) && std::isfinite(q.y())) {
            // Where the segment q→p crosses a vertical or horizontal edge, that point is kept,
            // so the clipped line turns exactly at the edge.
            QList<std::pair<double, QPointF>> crossings;
            const auto cross = [&](double a, double b, double edge) {
                if ((a - edge) * (b - edge) >= 0 || a == b)
                    return;
                const double f = (edge - a) / (b - a);
                crossings.append({ f, QPointF(q.x() + f * (p.x() - q.x()), q.y() + f * (p.y() - q.y())) });
            };
            cross(q.x(), p.x(), x0);
            cross(q.x(), p.x(), x1);
            cross(q.y(), p.y(), y0);
            cross(q.y(), p.y(), y1);
            std::sort(
                crossings.begin(), crossings.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
            for (const auto& c : crossings) {
                if (c.second.x() >= x0 && c.second.x() <= x1)
                    out.append(clampY(c.second));
            }
        }
        if (p.x() >= x0 && p.x() <= x1)
            out.append(clampY(p));
    }
    return out;
}

class LinesClippedForSvg {
public:
    explicit LinesClippedForSvg(QChart* chart)
    {
        for (QAbstractSeries* series : chart->series()) {
            auto* line = qobject_cast<QXYSeries*>(series);
            if (!line || !line->isVisible())
                continue;
            QValueAxis* horizontal = nullptr;
            QValueAxis* vertical = nullptr;
            for (QAbstractAxis* axis : line->attachedAxes()) {
                if (auto* value = qobject_cast<QValueAxis*>(axis))
                    (axis->orientation() == Qt::Horizontal ? horizontal : vertical) = value;
            }
            if (!horizontal || !vertical)
                continue;
            const QList<QPointF> points = line->points();
            QList<QPointF> clipped
                = clippedToRange(points, horizontal->min(), horizontal->max(), vertical->min(), vertical->max());
            if (clipped == points)
                continue;
            m_saved.append({ line, points });
            line->replace(clipped);
        }
    }
    ~LinesClippedForSvg()
    {
        for (const auto& [line, points] : m_saved)
            line->replace(points);
    }
    LinesClippedForSvg(const LinesClippedForSvg&) = delete;
    LinesClippedForSvg& operator=(const LinesClippedForSvg&) = delete;

private:
    QList<std::pair<QXYSeries*, QList<QPointF>>> m_saved;
};

QString compactJson(const QJsonObject& o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

} // namespace

Exporter::Exporter(QWidget* window, LiveChart* chart, CapacityChart* capacityChart)
    : QObject(window)
    , m_window(window)
    , m_chart(chart)
    , m_capacityChart(capacityChart)
{ }

void Exporter::setReport(const RunReport& report)
{
    m_report = report;
    m_hasReport = true;
}

std::optional<QSize> Exporter::parseImageSize(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d{1,5})\\s*[x\u00d7X]\\s*(\\d{1,5})\\s*$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const QSize size(match.captured(1).toInt(), match.captured(2).toInt());
    constexpr int kMin = 200, kMax = 10000;
    if (size.width() < kMin || size.height() < kMin || size.width() > kMax || size.height() > kMax)
        return std::nullopt;
    return size;
}

RunReport Exporter::chartReport() const
{
    if (m_hasReport)
        return m_report;
    RunReport report;
    report.status = QStringLiteral("running");
    report.toolVersion = QCoreApplication::applicationVersion();
    report.config = m_chart->data().config();
    for (const SysProbe::Environment& environment : m_chart->data().environments()) {
        TargetResult target;
        target.dir = environment.targetDir;
        target.environment = environment;
        report.targets.append(target);
    }
    return report;
}

QString Exporter::pictureVerdict() const
{
    if (!m_hasReport)
        return {};
    // The trust flags under the verdict: a picture shared alone says what may inflate its numbers.
    QStringList lines = QStringList { Verdict::runText(m_report, QLocale()) } + Trust::runLines(m_report);
    lines.removeAll(QString());
    return lines.join(QLatin1Char('\n'));
}

bool Exporter::saveChart(const QString& path, QString* error)
{
    const RunReport report = chartReport();
    const QString metadata = compactJson(report.imageMetadata());
    const QString verdict = pictureVerdict();
    const QFont font = m_chart->font();
    const int width = m_imageSize.isValid() ? m_imageSize.width() : m_chart->width();
    const int footer = footerHeight(verdict, font, width);
    // A chosen size is the whole picture's: the chart gets what the verdict leaves.
    const QSize chartSize = m_imageSize.isValid()
        ? QSize(m_imageSize.width(), std::max(m_imageSize.height() / 2, m_imageSize.height() - footer))
        : QSize();
    bool ok = false;
    {
        const ChartAtSize laidOut(m_chart, chartSize);
        const QSize pictureSize(m_chart->width(), m_chart->height() + footer);
        const QRect footerArea(0, m_chart->height(), m_chart->width(), footer);
        const QPalette palette = m_chart->palette();
        if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0) {
            const LinesClippedForSvg clipped(m_chart->chart());
            const QByteArray svg
                = ImageFile::renderSvg(m_chart, pictureSize, m_chart->titleText(), tr("StreamScope chart"),
                    [&](QPainter& painter) { paintFooter(painter, footerArea, verdict, palette, font); });
            ok = !svg.isEmpty()
                && ImageFile::saveBytes(ImageFile::withSvgMetadata(svg, kImageMetadataKey, metadata), path, error);
            if (svg.isEmpty() && error)
                *error = tr("cannot write %1").arg(path);
        } else {
            // At the window's size as sharp as the screen; at a chosen size exactly that many pixels.
            const qreal ratio = m_imageSize.isValid() ? 1.0 : m_chart->devicePixelRatioF();
            QImage image(pictureSize * ratio, QImage::Format_ARGB32_Premultiplied);
            image.setDevicePixelRatio(ratio);
            image.fill(palette.color(QPalette::Window));
            {
                QPainter painter(&image);
                m_chart->render(&painter);
                paintFooter(painter, footerArea, verdict, palette, font);
            }
            image.setText(QStringLiteral("Title"), m_chart->titleText());
            if (!verdict.isEmpty())
                image.setText(QStringLiteral("Description"), verdict);
            image.setText(QStringLiteral("Software"), QStringLiteral("StreamScope ") + report.toolVersion);
            image.setText(kImageMetadataKey, metadata);
            // PNG's own keyword for a caution about the picture's content.
            if (const QStringList trust = Trust::runLines(report); !trust.isEmpty())
                image.setText(QStringLiteral("Warning"), trust.join(QLatin1Char('\n')));
            ok = ImageFile::savePng(image, path, error);
        }
    }
    if (ok)
        Q_EMIT saved(tr("Chart saved to %1").arg(QDir::toNativeSeparators(path)));
    return ok;
}

bool Exporter::saveWindowImage(const QString& path, QString* error)
{
    // Let pending layouts run first (a label that has just grown a line asked for one), as
    // they would before the next paint on screen; one pass can request another.
    for (int pass = 0; pass < 3; ++pass)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    m_chart->refreshNow();
    return ImageFile::savePng(m_window->grab(), path, error);
}

bool Exporter::saveCapacityChart(const QString& path, QString* error)
{
    QString message;
    const bool ok = m_capacityChart->saveImage(path, &message);
    if (!ok && error)
        *error = message;
    if (ok)
        Q_EMIT saved(tr("Capacity chart saved to %1").arg(QDir::toNativeSeparators(path)));
    return ok;
}

bool Exporter::exportReport(const QString& path, QString* error)
{
    if (!m_hasReport) {
        if (error)
            *error = tr("there is no finished run to export");
        return false;
    }
    return m_report.save(path, error);
}

bool Exporter::exportCsv(const QString& path, QString* error)
{
    if (!m_hasReport) {
        if (error)
            *error = tr("there is no finished run to export");
        return false;
    }
    return m_report.saveCsv(path, error);
}

void Exporter::chooseSaveChart()
{
    // Qt's own dialog, so that the size choice can sit under the file type.
    QFileDialog dialog(
        m_window, tr("Save Chart"), suggestedImage(QString()), tr("PNG image (*.png);;SVG image (*.svg)"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    auto* sizes = new QComboBox(&dialog);
    sizes->setObjectName(QStringLiteral("imageSizeCombo"));
    const QSize screen = m_chart->size();
    sizes->addItem(tr("As on screen (%1 \u00d7 %2)").arg(screen.width()).arg(screen.height()), QSize());
    for (const QSize& size : { QSize(1280, 720), QSize(1600, 900), QSize(1920, 1080), QSize(2560, 1440) })
        sizes->addItem(tr("%1 \u00d7 %2").arg(size.width()).arg(size.height()), size);
    const int current = sizes->findData(m_imageSize);
    sizes->setCurrentIndex(current >= 0 ? current : 0);
    if (auto* grid = qobject_cast<QGridLayout*>(dialog.layout())) {
        const int row = grid->rowCount();
        auto* label = new QLabel(tr("Image size:"), &dialog);
        label->setBuddy(sizes);
        grid->addWidget(label, row, 0);
        grid->addWidget(sizes, row, 1);
    }
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    m_imageSize = sizes->currentData().toSize();
    QString file = dialog.selectedFiles().constFirst();
    if (QFileInfo(file).suffix().isEmpty())
        file += dialog.selectedNameFilter().contains(QLatin1String("svg")) ? QStringLiteral(".svg")
                                                                           : QStringLiteral(".png");
    QString error;
    if (!saveChart(file, &error))
        Q_EMIT failed(tr("Cannot save the chart: %1").arg(error));
}

void Exporter::chooseSaveCapacityChart()
{
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Save Capacity Chart"), suggestedImage(QStringLiteral("capacity-")), tr("PNG image (*.png)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".png");
    QString error;
    if (!saveCapacityChart(path, &error))
        Q_EMIT failed(tr("Cannot save the capacity chart: %1").arg(error));
}

void Exporter::chooseExportReport()
{
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export Report"),
        QDir::homePath() + QStringLiteral("/streamscope-report.json"), tr("JSON (*.json)"));
    QString error;
    if (!path.isEmpty() && !exportReport(path, &error))
        Q_EMIT failed(tr("Cannot export the report: %1").arg(error));
}

void Exporter::chooseExportCsv()
{
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export Time Series"),
        QDir::homePath() + QStringLiteral("/streamscope-series.csv"), tr("CSV (*.csv)"));
    QString error;
    if (!path.isEmpty() && !exportCsv(path, &error))
        Q_EMIT failed(tr("Cannot export the time series: %1").arg(error));
}
