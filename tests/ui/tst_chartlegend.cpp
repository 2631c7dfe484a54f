// The chart's legend in every language the program ships: at 1366×768 (the window, and a
// chart saved at that size) every entry shows its series' whole name, measured against the
// width it is drawn in, inside the picture and clear of the other entries; with 16 streams a
// line for each. Also the names of the strips under the plot.
#include "ChartTestSupport.h"
#include "ChartText.h"
#include "I18nTestSupport.h"
#include "LiveChart.h"
#include "MainWindow.h"
#include "Translations.h"
#include "UiTestMain.h"

#include <QFontMetricsF>
#include <QImage>
#include <QTemporaryDir>
#include <QXYSeries>
#include <cmath>

namespace {

// The fixture's second pass with 16 streams instead of 2.
RunReport sixteenStreams()
{
    RunReport report = ChartTest::fixtureReport(QStringLiteral("/tmp"), QDateTime::currentDateTime(), 20.0f);
    PassResult& pass = report.targets[0].passes[1];
    pass.streams = 16;
    for (Sample& s : pass.samples) {
        const float perStream = s.streamMiBs.value(0);
        s.streamMiBs = QList<float>(16, perStream);
        s.inflightMs = QList<float>(16, 0.0f);
        s.totalMiBs = perStream * 16;
    }
    for (PhaseResult& r : pass.phases)
        r.streams = 16;
    // I/O pressure and the buffers' fill, so that every strip and both scales are drawn.
    for (PassResult& p : report.targets[0].passes) {
        for (Sample& s : p.samples) {
            s.ioSomePct = float(std::fmod(s.t * 13.0, 100.0));
            s.bufferFillPct = QList<float>(p.streams, float(std::fmod(s.t * 7.0, 100.0)));
        }
    }
    report.config.ratesBytesPerSec = { 1024.0 * 1024.0 };
    report.config.bufferBytes = 4 * 1024 * 1024;
    report.config.streamCounts = { 1, 16 };
    return report;
}

// Empty when every legend entry is whole, inside the chart and clear of the others.
QStringList legendProblems(LiveChart& chart, const QString& where)
{
    QStringList problems;
    const QList<ChartOverlay::Shown> legend = chart.legendTexts();
    QStringList shown;
    const QRectF bounds = chart.chart()->sceneBoundingRect();
    for (int i = 0; i < legend.size(); ++i) {
        const ChartOverlay::Shown& entry = legend.at(i);
        shown.append(entry.text);
        const double needed = QFontMetricsF(entry.font).horizontalAdvance(entry.text);
        if (entry.rect.width() + 0.5 < needed)
            problems.append(QStringLiteral("%1: \"%2\" drawn %3 px wide, needs %4")
                                .arg(where, entry.text)
                                .arg(entry.rect.width())
                                .arg(needed));
        if (!bounds.contains(entry.rect))
            problems.append(QStringLiteral("%1: \"%2\" outside the chart").arg(where, entry.text));
        if (entry.text.contains(QChar(0x2026)))
            problems.append(QStringLiteral("%1: \"%2\" is shortened").arg(where, entry.text));
        for (int j = 0; j < i; ++j) {
            if (entry.rect.intersects(legend.at(j).rect))
                problems.append(QStringLiteral("%1: \"%2\" on \"%3\"").arg(where, entry.text, legend.at(j).text));
        }
    }
    // The whole name of every series with an entry: the rates, the streams, the device, dirty
    // (a rate off the scale has a note after its name).
    QStringList names { QStringLiteral("total"), QStringLiteral("ongoing"), QStringLiteral("effective"),
        QStringLiteral("device-write"), QStringLiteral("device-read") };
    for (int i = 0; i < chart.data().streamCount(); ++i)
        names.append(QStringLiteral("stream-") + QString::number(i));
    for (const QString& name : names) {
        QXYSeries* series = chart.series(name);
        const bool named = std::any_of(shown.cbegin(), shown.cend(),
            [&](const QString& text) { return series && text.startsWith(series->name()); });
        if (series && !named)
            problems.append(QStringLiteral("%1: no entry \"%2\" for %3 in %4")
                                .arg(where, series->name(), name, shown.join(QLatin1String(" | "))));
    }
    return problems;
}

} // namespace

class TestChartLegend : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        m_config = I18n::loadConfig();
        QVERIFY2(m_config.error.isEmpty(), qPrintable(m_config.error));
    }

    void cleanup()
    {
        Translations::install(QStringLiteral("en"), QFileInfo(m_config.catalogs.constFirst().qm).absolutePath());
    }

    void legendIsWhole_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("fr") << QStringLiteral("fr");
    }

    void legendIsWhole()
    {
        QFETCH(QString, language);
        QVERIFY(Translations::install(language, QFileInfo(m_config.catalogs.constFirst().qm).absolutePath()));
        const RunReport report = sixteenStreams();
        QTemporaryDir dir;
        QVERIFY(dir.isValid());

        // In the window at 1366×768.
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        LiveChart& inWindow = *window.chart();
        inWindow.showReport(report);
        QApplication::processEvents();
        inWindow.refreshNow();
        QCOMPARE(inWindow.data().streamCount(), 16);
        QStringList problems = legendProblems(inWindow, QStringLiteral("window"));
        // A "stream N" entry per stream.
        int streamEntries = 0;
        for (const ChartOverlay::Shown& entry : inWindow.legendTexts())
            streamEntries
                += ChartTest::seriesNamed(inWindow, QStringLiteral("stream-0"))->name().section(QLatin1Char(' '), 0, 0)
                    == entry.text.section(QLatin1Char(' '), 0, 0)
                ? 1
                : 0;
        QCOMPARE(streamEntries, 16);

        // A chart saved at 1366×768: the picture is the scene the entries were checked in.
        LiveChart chart;
        chart.resize(1366, 768);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.showReport(report);
        const QString png = dir.filePath(QStringLiteral("chart.png"));
        QString error;
        QVERIFY2(chart.saveImage(png, &error), qPrintable(error));
        problems += legendProblems(chart, QStringLiteral("saved picture"));
        const QImage image(png);
        QCOMPARE(image.size() / image.devicePixelRatio(), QSize(1366, 768));
        // The legend's entries are in the picture: each one's box holds text (pixels that are
        // not the background), to its last character.
        const double ratio = image.devicePixelRatio();
        for (const ChartOverlay::Shown& entry : chart.legendTexts()) {
            const QRect r = entry.rect.toAlignedRect();
            int ink = 0;
            int rightmost = 0;
            for (int y = r.top(); y <= r.bottom(); ++y) {
                for (int x = r.left(); x <= r.right(); ++x) {
                    if (!ChartTest::isColour(image.pixel(int(x * ratio), int(y * ratio)), chart.colors().background)) {
                        ++ink;
                        rightmost = std::max(rightmost, x);
                    }
                }
            }
            if (ink < 10 * entry.text.size() / 2 || rightmost < r.right() - 4)
                problems.append(QStringLiteral("saved picture: \"%1\" has %2 pixels of ink, to x %3 of %4")
                                    .arg(entry.text)
                                    .arg(ink)
                                    .arg(rightmost)
                                    .arg(r.right()));
        }
        // The strips' names and scales: whole, inside the chart, none on another, the names
        // left of the plot.
        const QList<ChartOverlay::Shown> strips = chart.stripTexts();
        const QRectF bounds = chart.chart()->sceneBoundingRect();
        QStringList stripNames;
        for (int i = 0; i < strips.size(); ++i) {
            const ChartOverlay::Shown& text = strips.at(i);
            stripNames.append(text.text);
            if (!bounds.contains(text.rect)
                || text.rect.width() + 0.5 < QFontMetricsF(text.font).horizontalAdvance(text.text))
                problems.append(QStringLiteral("strip text \"%1\" cut off").arg(text.text));
            for (int j = 0; j < i; ++j) {
                if (text.rect.intersects(strips.at(j).rect))
                    problems.append(QStringLiteral("strip text \"%1\" on \"%2\"").arg(text.text, strips.at(j).text));
            }
        }
        for (const QString& text :
            { ChartTr::tr("I/O pressure"), ChartTr::tr("buffer fill (max)"), ChartTr::tr("100 %") }) {
            if (!stripNames.contains(text))
                problems.append(
                    QStringLiteral("no strip text \"%1\": %2").arg(text, stripNames.join(QLatin1String(" | "))));
        }
        if (strips.isEmpty() || strips.first().text != ChartTr::tr("stalls")
            || strips.first().rect.right() > chart.chart()->plotArea().left())
            problems.append(
                QStringLiteral("no stall lane name left of the plot: %1").arg(stripNames.join(QLatin1String(" | "))));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

private:
    I18n::Config m_config;
};

STREAMSCOPE_UI_TEST_MAIN(TestChartLegend)
#include "tst_chartlegend.moc"
