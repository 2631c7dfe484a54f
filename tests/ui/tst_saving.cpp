// Saved charts: drawn at a chosen size whatever the window's, readable by simple SVG
// viewers (rsvg-convert and ImageMagick are the oracles: the flush tail's hatch must not come
// out as a black block), and carrying the run's configuration, read back out of the PNG's
// text chunk and the SVG's <metadata>; the window's --show/--image-size; the results pane's
// Copy as Text and Markdown.
#include "ChartTestSupport.h"
#include "Exporter.h"
#include "ImageFile.h"
#include "LiveChart.h"
#include "ResultsModel.h"
#include "ResultsPane.h"
#include "ShareActions.h"
#include "ShareText.h"
#include "UiTestMain.h"
#include "Verdict.h"

#include <QAction>
#include <QBuffer>
#include <QChart>
#include <QClipboard>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeData>
#include <QPainter>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QValueAxis>
#include <QXYSeries>

namespace {

// A run whose write phases end in a flush tail wide enough to measure (0.2 s of 1.2 s).
RunReport fixture(const QString& dir)
{
    RunReport report = ChartTest::fixtureReport(dir, QDateTime(QDate(2026, 3, 1), QTime(10, 0)), 30.0f, 10);
    report.name = QStringLiteral("sdb after firmware update");
    report.note = QStringLiteral("cold cache, <second> try & \"quoted\"");
    return report;
}

struct RegionStats {
    double meanGray = 0;
    double darkShare = 0; // pixels darker than 48 of 255
};

RegionStats stats(const QImage& image, const QRect& region)
{
    RegionStats s;
    int n = 0, dark = 0;
    for (int y = region.top(); y <= region.bottom(); ++y) {
        for (int x = region.left(); x <= region.right(); ++x) {
            const int gray = qGray(image.pixel(x, y));
            s.meanGray += gray;
            dark += gray < 48 ? 1 : 0;
            ++n;
        }
    }
    if (n > 0) {
        s.meanGray /= n;
        s.darkShare = double(dark) / n;
    }
    return s;
}

// Runs `program` with `arguments`; empty when it ran and exited 0, else what went wrong.
QString runTool(const QString& program, const QStringList& arguments)
{
    if (QStandardPaths::findExecutable(program).isEmpty())
        return QStringLiteral("%1 is not installed (scripts/deps --test installs it)").arg(program);
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(120'000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return QStringLiteral("%1 failed: %2").arg(program, QString::fromLocal8Bit(process.readAllStandardError()));
    return {};
}

} // namespace

class TestSaving : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void parsesImageSizes_data();
    void parsesImageSizes();
    void savesAtTheChosenSize();
    void picturesCarryTheConfiguration();
    void picturesSayTheVerdict();
    void svgLinesStayInsideThePlot();
    void simpleViewersDrawTheFlushTail_data();
    void simpleViewersDrawTheFlushTail();
    void windowSavesAShownReportAtTheChosenSize();
    void resultsCopyAsTextAndMarkdown();

private:
    QTemporaryDir m_files;
    RunReport m_report;
    std::unique_ptr<LiveChart> m_chart;
    std::unique_ptr<Exporter> m_exporter;
};

void TestSaving::init()
{
    QVERIFY(m_files.isValid());
    m_report = fixture(m_files.path());
    m_chart = std::make_unique<LiveChart>();
    m_chart->resize(900, 560);
    m_chart->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_chart.get()));
    m_chart->showReport(m_report);
    m_exporter = std::make_unique<Exporter>(nullptr, m_chart.get(), nullptr);
    m_exporter->setReport(m_report);
}

void TestSaving::cleanup()
{
    m_exporter.reset();
    m_chart.reset();
}

void TestSaving::parsesImageSizes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QSize>("size");
    QTest::addRow("x") << QStringLiteral("1600x900") << QSize(1600, 900);
    QTest::addRow("times sign, spaces") << QStringLiteral(" 1920 \u00d7 1080 ") << QSize(1920, 1080);
    QTest::addRow("too small") << QStringLiteral("100x900") << QSize();
    QTest::addRow("too large") << QStringLiteral("20000x900") << QSize();
    QTest::addRow("one side") << QStringLiteral("1600") << QSize();
    QTest::addRow("words") << QStringLiteral("big") << QSize();
}

void TestSaving::parsesImageSizes()
{
    QFETCH(QString, text);
    QFETCH(QSize, size);
    QCOMPARE(Exporter::parseImageSize(text).value_or(QSize()), size);
}

void TestSaving::savesAtTheChosenSize()
{
    const QSize onScreen = m_chart->size();
    m_exporter->setImageSize(QSize(1600, 900));
    const QString png = m_files.filePath(QStringLiteral("chart.png"));
    const QString svg = m_files.filePath(QStringLiteral("chart.svg"));
    QString error;
    QVERIFY2(m_exporter->saveChart(png, &error), qPrintable(error));
    QVERIFY2(m_exporter->saveChart(svg, &error), qPrintable(error));
    const QImage image(png);
    QCOMPARE(image.size(), QSize(1600, 900));
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    QCOMPARE(renderer.viewBox(), QRect(0, 0, 1600, 900));
    // The chart on screen keeps its size, and the picture was laid out for its own: the plot
    // reaches across most of the wider image, not only the screen's 900 pixels of it.
    QCOMPARE(m_chart->size(), onScreen);
    int rightmostLine = 0;
    const int row = image.height() / 2;
    const QRgb background = image.pixel(image.width() - 2, row);
    for (int x = 0; x < image.width(); ++x) {
        if (image.pixel(x, row) != background)
            rightmostLine = x;
    }
    QVERIFY2(rightmostLine > onScreen.width() + 300, qPrintable(QString::number(rightmostLine)));

    // Another size, and back to the screen's (at its device pixel ratio).
    m_exporter->setImageSize(QSize(640, 400));
    QVERIFY2(m_exporter->saveChart(png, &error), qPrintable(error));
    QCOMPARE(QImage(png).size(), QSize(640, 400));
    // At the screen's size the verdict goes under the chart: as wide, and taller by its lines.
    m_exporter->setImageSize(QSize());
    QVERIFY2(m_exporter->saveChart(png, &error), qPrintable(error));
    const QSize unscaled = QImage(png).size() / m_chart->devicePixelRatio();
    QCOMPARE(unscaled.width(), onScreen.width());
    QVERIFY2(unscaled.height() > onScreen.height() + QFontMetrics(m_chart->font()).height(),
        qPrintable(QStringLiteral("%1 px high").arg(unscaled.height())));
}

void TestSaving::picturesSayTheVerdict()
{
    const QString verdict = Verdict::runText(m_report, QLocale());
    QVERIFY(!verdict.isEmpty());
    QCOMPARE(m_exporter->pictureVerdict(), verdict);
    m_exporter->setImageSize(QSize(1200, 700));
    const QString png = m_files.filePath(QStringLiteral("verdict.png"));
    const QString svg = m_files.filePath(QStringLiteral("verdict.svg"));
    QString error;
    QVERIFY2(m_exporter->saveChart(png, &error), qPrintable(error));
    QVERIFY2(m_exporter->saveChart(svg, &error), qPrintable(error));
    const QImage image(png);
    QCOMPARE(image.size(), QSize(1200, 700));
    QCOMPARE(image.text(QStringLiteral("Description")), verdict);
    // The words are drawn under the chart: the bottom band (below the chart laid out for the
    // picture) has text-coloured pixels on the window's background.
    const QColor text = m_chart->palette().color(QPalette::WindowText);
    int inked = 0;
    for (int y = image.height() - 2 * QFontMetrics(m_chart->font()).height(); y < image.height(); ++y) {
        for (int x = 0; x < image.width() / 2; ++x)
            inked += qGray(image.pixel(x, y)) < qGray(text.rgb()) + 60 ? 1 : 0;
    }
    QVERIFY2(inked > 50, qPrintable(QStringLiteral("%1 inked pixels in the verdict's band").arg(inked)));
    // The SVG draws the same words as text, which any viewer shows and a search finds.
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString svgText = QString::fromUtf8(file.readAll());
    const QString firstWords = verdict.section(QLatin1Char(' '), 0, 1);
    QVERIFY2(svgText.contains(firstWords.toHtmlEscaped()), qPrintable(firstWords));
    QVERIFY(QSvgRenderer(svg).isValid());
    // While a run goes on there is no verdict yet, and no band for it.
    Exporter running(nullptr, m_chart.get(), nullptr);
    QVERIFY(running.pictureVerdict().isEmpty());
    running.setImageSize(QSize(1200, 700));
    QVERIFY2(running.saveChart(png, &error), qPrintable(error));
    QVERIFY(QImage(png).text(QStringLiteral("Description")).isEmpty());
}

void TestSaving::picturesCarryTheConfiguration()
{
    m_exporter->setImageSize(QSize(800, 500));
    const QString png = m_files.filePath(QStringLiteral("meta.png"));
    const QString svg = m_files.filePath(QStringLiteral("meta.svg"));
    QString error;
    QVERIFY2(m_exporter->saveChart(png, &error), qPrintable(error));
    QVERIFY2(m_exporter->saveChart(svg, &error), qPrintable(error));

    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    const QByteArray svgBytes = svgFile.readAll();
    const QString fromPng = ImageFile::pngText(png, kImageMetadataKey);
    const QString fromSvg = ImageFile::svgMetadata(svgBytes, kImageMetadataKey);
    QVERIFY(!fromPng.isEmpty());
    QVERIFY(!fromSvg.isEmpty());
    for (const QString& text : { fromPng, fromSvg }) {
        const auto config = RunReport::configFromImageMetadata(text.toUtf8(), &error);
        QVERIFY2(config, qPrintable(error));
        QCOMPARE(*config, m_report.config);
        const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
        QCOMPARE(o.value(QLatin1String("name")).toString(), m_report.name);
        QCOMPARE(o.value(QLatin1String("note")).toString(), m_report.note);
        const QJsonObject environment = o.value(QLatin1String("targets"))
                                            .toArray()
                                            .first()
                                            .toObject()
                                            .value(QLatin1String("environment"))
                                            .toObject();
        QCOMPARE(environment.value(QLatin1String("fs_type")).toString(), QStringLiteral("ext4"));
    }
    // The SVG is still one a strict XML reader (and Qt's renderer) accepts.
    QVERIFY(QSvgRenderer(svgBytes).isValid());
    // Anything else is refused, not read as a default configuration.
    QVERIFY(!RunReport::configFromImageMetadata(QByteArrayLiteral("{\"config\":{}}"), &error));
    QVERIFY(!RunReport::configFromImageMetadata(QByteArrayLiteral("not json"), &error));
}

// QSvgGenerator writes no clipping: a device burst far over the rate axis runs off the plot
// (marked off scale), and in the SVG it must stop at the plot's edge as on screen and in the
// PNG, not run over the legend and the title.
void TestSaving::svgLinesStayInsideThePlot()
{
    for (PassResult& pass : m_report.targets[0].passes) {
        for (Sample& sample : pass.samples)
            sample.deviceWriteMiBs = sample.phase == int8_t(PhaseKind::Flush) ? 5000.0f : 0.0f;
    }
    m_chart->showReport(m_report);
    m_exporter->setReport(m_report);
    m_exporter->setImageSize(QSize());
    m_chart->refreshNow();
    QValueAxis* rateAxis = nullptr;
    for (QAbstractAxis* axis : ChartTest::seriesNamed(*m_chart, QStringLiteral("total"))->attachedAxes()) {
        if (axis->orientation() == Qt::Vertical)
            rateAxis = qobject_cast<QValueAxis*>(axis);
    }
    QVERIFY(rateAxis);
    QVERIFY2(rateAxis->max() < 1000, qPrintable(QString::number(rateAxis->max()))); // the burst is off scale
    const QString png = m_files.filePath(QStringLiteral("burst.png"));
    const QString svg = m_files.filePath(QStringLiteral("burst.svg"));
    QString error;
    QVERIFY2(m_exporter->saveChart(png, &error), qPrintable(error));
    QVERIFY2(m_exporter->saveChart(svg, &error), qPrintable(error));
    const QImage reference = QImage(png).convertToFormat(QImage::Format_RGB32);
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    QImage drawn(reference.size(), QImage::Format_RGB32);
    drawn.fill(m_chart->palette().color(QPalette::Window));
    QPainter painter(&drawn);
    renderer.render(&painter);
    painter.end();
    // Above the plot (title and legend): the device line's colour only where the PNG has it
    // too (its legend swatch), not where a burst ran on past the plot's top.
    const QRectF plot = m_chart->chart()->plotArea();
    const int plotTop = m_chart->viewport()->mapTo(m_chart.get(), m_chart->mapFromScene(plot.topLeft())).y();
    const QColor device = ChartTest::seriesNamed(*m_chart, QStringLiteral("device-write"))->color();
    // Near the colour itself: the device's pale hue is close to the anti-aliased edges of the
    // thin stream swatches, which the SVG renderer blends differently from the PNG.
    const auto isDevice = [&device](QRgb pixel) {
        return std::abs(qRed(pixel) - device.red()) + std::abs(qGreen(pixel) - device.green())
            + std::abs(qBlue(pixel) - device.blue())
            < 12;
    };
    int inPng = 0, inSvg = 0;
    for (int y = 0; y < plotTop - 6; ++y) {
        for (int x = 0; x < reference.width(); ++x) {
            inPng += isDevice(reference.pixel(x, y)) ? 1 : 0;
            inSvg += isDevice(drawn.pixel(x, y)) ? 1 : 0;
        }
    }
    QVERIFY2(inPng > 0 && std::abs(inSvg - inPng) < 40,
        qPrintable(QStringLiteral("device-line pixels above the plot: PNG %1, SVG %2").arg(inPng).arg(inSvg)));
    // The chart on screen keeps its own points.
    const QList<QPointF> onScreen = ChartTest::seriesNamed(*m_chart, QStringLiteral("device-write"))->points();
    QVERIFY(std::any_of(onScreen.cbegin(), onScreen.cend(), [](const QPointF& p) { return p.y() > 1000; }));
}

void TestSaving::simpleViewersDrawTheFlushTail_data()
{
    QTest::addColumn<QString>("viewer");
    QTest::addRow("rsvg-convert") << QStringLiteral("rsvg-convert");
    // Debian's name for ImageMagick 6's convert: /usr/bin/convert is an alternatives link
    // that other packages (GraphicsMagick) can take over.
    QTest::addRow("ImageMagick") << QStringLiteral("convert-im6.q16");
    QTest::addRow("Qt SVG") << QStringLiteral("QSvgRenderer"); // Qt programs that show SVGs
}

void TestSaving::simpleViewersDrawTheFlushTail()
{
    QFETCH(QString, viewer);
    // Saved at the chart's own size (the offscreen screen has one pixel per unit), so the
    // chart's mapping finds the flush tail in the pictures; the verdict goes under it.
    m_exporter->setImageSize(QSize());
    const QString png = m_files.filePath(QStringLiteral("tail.png"));
    const QString svg = m_files.filePath(QStringLiteral("tail.svg"));
    const QString rendered = m_files.filePath(QStringLiteral("tail-rendered.png"));
    QString error;
    QVERIFY2(m_exporter->saveChart(png, &error), qPrintable(error));
    QVERIFY2(m_exporter->saveChart(svg, &error), qPrintable(error));
    QVERIFY(m_chart->flushSpanCount() > 0);
    const QSize size = QImage(png).size(); // the chart and the verdict under it
    const QString geometry = QStringLiteral("%1x%2!").arg(size.width()).arg(size.height());
    const QStringList arguments = viewer == QLatin1String("rsvg-convert")
        ? QStringList { QStringLiteral("-w"), QString::number(size.width()), QStringLiteral("-h"),
              QString::number(size.height()), QStringLiteral("-o"), rendered, svg }
        // MSVG: ImageMagick's own renderer, never a delegate to rsvg-convert (which it uses
        // when its SVG coder, libmagickcore-6.q16-6-extra, is missing).
        : QStringList { QStringLiteral("-density"), QString::number(m_chart->logicalDpiX()),
              QStringLiteral("MSVG:") + svg, QStringLiteral("-background"), QStringLiteral("white"),
              QStringLiteral("-flatten"), QStringLiteral("-resize"), geometry, rendered };
    if (viewer == QLatin1String("QSvgRenderer")) {
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QImage qtImage(size, QImage::Format_RGB32);
        qtImage.fill(Qt::white);
        QPainter painter(&qtImage);
        renderer.render(&painter);
        painter.end();
        QVERIFY(qtImage.save(rendered));
    } else {
        const QString problem = runTool(viewer, arguments);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    const QImage reference(png);
    const QImage image = QImage(rendered).convertToFormat(QImage::Format_RGB32);
    QCOMPARE(image.size(), reference.size());
    // The first write phase's flush tail, inset from its edges and from the plot's.
    const PhaseResult& write = m_report.targets.first().passes.first().phases.first();
    QChart* chart = m_chart->chart();
    QXYSeries* total = m_chart->series(QStringLiteral("total"));
    QVERIFY(total);
    auto toWidget = [this](const QPointF& scene) {
        return m_chart->viewport()->mapTo(m_chart.get(), m_chart->mapFromScene(scene));
    };
    const QPoint from = toWidget(chart->mapToPosition(QPointF(write.ioEndS, 0), total));
    const QPoint to = toWidget(chart->mapToPosition(QPointF(write.endS, 0), total));
    const QRectF plot = chart->plotArea();
    const QRect region(QPoint(from.x() + 3, toWidget(plot.topLeft()).y() + 30),
        QPoint(to.x() - 3, toWidget(plot.bottomLeft()).y() - 30));
    QVERIFY2(region.width() >= 20 && region.height() >= 100,
        qPrintable(QStringLiteral("flush tail region %1,%2 %3x%4")
                       .arg(region.x())
                       .arg(region.y())
                       .arg(region.width())
                       .arg(region.height())));
    const RegionStats want = stats(reference, region);
    const RegionStats got = stats(image, region);
    const QString detail = QStringLiteral("%1: mean gray %2 (PNG %3), dark share %4 (PNG %5)")
                               .arg(viewer)
                               .arg(got.meanGray)
                               .arg(want.meanGray)
                               .arg(got.darkShare)
                               .arg(want.darkShare);
    QVERIFY2(got.darkShare < want.darkShare + 0.1, qPrintable(detail));
    QVERIFY2(std::abs(got.meanGray - want.meanGray) < 25, qPrintable(detail));
    // The hatch is there: the region is not one flat colour.
    int lighter = 0, darker = 0;
    for (int y = region.top(); y <= region.bottom(); ++y) {
        for (int x = region.left(); x <= region.right(); ++x) {
            const int gray = qGray(image.pixel(x, y));
            lighter += gray > got.meanGray + 10 ? 1 : 0;
            darker += gray < got.meanGray - 10 ? 1 : 0;
        }
    }
    QVERIFY2(lighter > 0 && darker > 0, qPrintable(detail));
}

// The window's own command line, as scripts/gallery uses it: a saved report shown with
// --show, its chart saved at --image-size, then --quit; a bad size is refused before anything.
void TestSaving::windowSavesAShownReportAtTheChosenSize()
{
    const QString report = m_files.filePath(QStringLiteral("shown.json"));
    QString error;
    QVERIFY2(m_report.save(report, &error), qPrintable(error));
    const QString png = m_files.filePath(QStringLiteral("shown.png"));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    auto run = [&](const QStringList& arguments, int* exitCode) {
        QProcess gui;
        gui.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        gui.setProcessEnvironment(env);
        gui.start(QStringLiteral(STREAMSCOPE_GUI), arguments);
        const bool finished = gui.waitForFinished(120'000);
        *exitCode = gui.exitCode();
        return finished && gui.exitStatus() == QProcess::NormalExit;
    };
    int exitCode = -1;
    QVERIFY(run({ QStringLiteral("--show"), report, QStringLiteral("--image-size"), QStringLiteral("960x540"),
                    QStringLiteral("--save-chart"), png, QStringLiteral("--quit") },
        &exitCode));
    QCOMPARE(exitCode, 0);
    const QImage image(png);
    QCOMPARE(image.size(), QSize(960, 540));
    const auto config = RunReport::configFromImageMetadata(ImageFile::pngText(png, kImageMetadataKey).toUtf8(), &error);
    QVERIFY2(config, qPrintable(error));
    QCOMPARE(*config, m_report.config);

    // Two reports shown: their comparison, saved at the chosen size too.
    RunReport other = m_report;
    other.startedAt = m_report.startedAt.addSecs(3600);
    const QString otherReport = m_files.filePath(QStringLiteral("shown-other.json"));
    QVERIFY2(other.save(otherReport, &error), qPrintable(error));
    const QString compared = m_files.filePath(QStringLiteral("compared.png"));
    QVERIFY(
        run({ QStringLiteral("--show"), report, QStringLiteral("--show"), otherReport, QStringLiteral("--image-size"),
                QStringLiteral("960x540"), QStringLiteral("--save-chart"), compared, QStringLiteral("--quit") },
            &exitCode));
    QCOMPARE(exitCode, 0);
    QCOMPARE(QImage(compared).size(), QSize(960, 540));

    const QString refused = m_files.filePath(QStringLiteral("refused.png"));
    QVERIFY(run({ QStringLiteral("--show"), report, QStringLiteral("--image-size"), QStringLiteral("96x54"),
                    QStringLiteral("--save-chart"), refused, QStringLiteral("--quit") },
        &exitCode));
    QCOMPARE(exitCode, 2);
    QVERIFY(!QFile::exists(refused));

    // A report that cannot be read shows nothing, so nothing is saved: the picture already at
    // the path stays as it was (it was replaced by an empty chart, issue 53 item 3); also when
    // one of two reports is bad.
    QByteArray kept; // the user's own picture (a file that is not one is refused before anything)
    {
        QImage own(8, 8, QImage::Format_RGB32);
        own.fill(Qt::magenta);
        QBuffer buffer(&kept);
        QVERIFY(buffer.open(QIODevice::WriteOnly) && own.save(&buffer, "PNG"));
    }
    const QString keep = m_files.filePath(QStringLiteral("keep.png"));
    const QString keepWindow = m_files.filePath(QStringLiteral("keep-window.png"));
    const QString truncated = m_files.filePath(QStringLiteral("truncated.json"));
    {
        QFile full(report), part(truncated);
        QVERIFY(full.open(QIODevice::ReadOnly) && part.open(QIODevice::WriteOnly));
        part.write(full.read(full.size() / 2));
    }
    for (const QStringList& shown : { QStringList { QStringLiteral("--show"), truncated },
             QStringList { QStringLiteral("--show"), m_files.filePath(QStringLiteral("missing.json")) },
             QStringList { QStringLiteral("--show"), report, QStringLiteral("--show"), truncated } }) {
        for (const QString& path : { keep, keepWindow }) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(kept);
        }
        QVERIFY(run(shown
                + QStringList { QStringLiteral("--save-chart"), keep, QStringLiteral("--save-window"), keepWindow,
                    QStringLiteral("--quit") },
            &exitCode));
        QCOMPARE(exitCode, 1);
        for (const QString& path : { keep, keepWindow }) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), kept);
        }
    }
}

// The results table's context menu copies the run shown, in ShareText's words.
void TestSaving::resultsCopyAsTextAndMarkdown()
{
    ResultsPane pane;
    ShareActions* share = pane.shareActions();
    QVERIFY(pane.results()->actions().contains(share->copyText()));
    QVERIFY(pane.results()->actions().contains(share->copyMarkdown()));
    QVERIFY(!share->copyText()->isEnabled()); // nothing shown yet
    pane.showRun(m_report);
    QVERIFY(share->copyText()->isEnabled());
    share->copyText()->trigger();
    QCOMPARE(QApplication::clipboard()->text(), ShareText::plainText(m_report));
    share->copyMarkdown()->trigger();
    const QMimeData* mime = QApplication::clipboard()->mimeData();
    QVERIFY(mime);
    QCOMPARE(QString::fromUtf8(mime->data(QStringLiteral("text/markdown"))), ShareText::markdown(m_report));
    QCOMPARE(mime->text(), ShareText::markdown(m_report));
    QVERIFY(mime->text().contains(m_report.name));
}

STREAMSCOPE_UI_TEST_MAIN(TestSaving)
#include "tst_saving.moc"
