// The window in German and French (issue 7): after a small real run, the main actions, the
// menus and the chart's axis titles read as the catalogs say (and not English), no label or
// button is cut off, and a screenshot of each language is saved. Also the window under a dark
// palette, whose chart must follow it. Screenshots go to the test's temporary directory and,
// when STREAMSCOPE_SCREENSHOT_DIR is set, there too, to be looked at.
#include "I18nTestSupport.h"
#include "LiveChart.h"
#include "MainWindow.h"
#include "Presets.h"
#include "Translations.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QLegend>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QValueAxis>
#include <algorithm>

namespace {

constexpr int kRunTimeoutMs = 90'000;

// vdr (1 stream, then 2) on 8 MiB, sampled every 20 ms: a few seconds, and every phase shows.
RunConfig smallVdr(const QString& dir)
{
    RunConfig c = Presets::find(QStringLiteral("vdr"))->config;
    c.targetDirs = { dir };
    c.totalSize = 8 * 1024 * 1024;
    c.intervalNs = 20'000'000;
    return c;
}

bool runToEnd(MainWindow& window)
{
    QSignalSpy finished(&window, &MainWindow::runFinished);
    if (!window.startRun())
        return false;
    return finished.wait(kRunTimeoutMs) || !finished.isEmpty();
}

// Saves a picture of the window into the test's directory and, if asked, the user's.
QString saveScreenshot(QWidget& window, const QString& tempDir, const QString& name)
{
    const QPixmap picture = window.grab();
    const QString path = tempDir + QLatin1Char('/') + name;
    if (!picture.save(path, "PNG"))
        return {};
    const QString wanted = qEnvironmentVariable("STREAMSCOPE_SCREENSHOT_DIR");
    if (!wanted.isEmpty()) {
        QDir().mkpath(wanted);
        picture.save(wanted + QLatin1Char('/') + name, "PNG");
        qInfo("screenshot: %s", qPrintable(wanted + QLatin1Char('/') + name));
    }
    return path;
}

// Labels and buttons whose text does not fit the width the layout gave them. Word-wrapped
// labels are exempt (they take height instead), and so are elided ones.
QStringList clippedTexts(QWidget& window)
{
    QStringList clipped;
    for (QLabel* label : window.findChildren<QLabel*>()) {
        if (!label->isVisible() || label->wordWrap() || label->text().isEmpty() || !label->pixmap().isNull())
            continue;
        if (label->sizeHint().width() > label->width())
            clipped.append(QStringLiteral("label \"%1\": needs %2 px, has %3")
                               .arg(label->text())
                               .arg(label->sizeHint().width())
                               .arg(label->width()));
    }
    for (QAbstractButton* button : window.findChildren<QAbstractButton*>()) {
        if (!button->isVisible() || button->text().isEmpty())
            continue;
        if (button->sizeHint().width() > button->width())
            clipped.append(QStringLiteral("%1 \"%2\": needs %3 px, has %4")
                               .arg(QString::fromLatin1(button->metaObject()->className()), button->text())
                               .arg(button->sizeHint().width())
                               .arg(button->width()));
    }
    return clipped;
}

// Labels, buttons and input fields that a scroll area cuts off at the side: the form is
// wider than the room the window gives it. (Cut off at the bottom is scrolling, not clipping.)
QStringList cutOffAtTheSide(QWidget& window)
{
    QStringList cut;
    for (QWidget* widget : window.findChildren<QWidget*>()) {
        const bool text = qobject_cast<QLabel*>(widget) || qobject_cast<QAbstractButton*>(widget)
            || widget->inherits("QComboBox") || widget->inherits("QLineEdit");
        if (!text || !widget->isVisible())
            continue;
        const QRect shown = widget->visibleRegion().boundingRect();
        if (!shown.isEmpty() && shown.width() < widget->width() - 1)
            cut.append(QStringLiteral("%1 \"%2\": %3 of %4 px wide shown")
                           .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName())
                           .arg(shown.width())
                           .arg(widget->width()));
    }
    return cut;
}

// Pixels that differ from the chart's background inside the legend's box: its text and markers
// are actually drawn (Qt's marker items can report themselves hidden while drawn, and drop out
// while "visible").
int legendInk(LiveChart& chart)
{
    const QImage image = chart.grab().toImage();
    const double ratio = image.devicePixelRatio();
    const QRectF box = chart.chart()->legend()->geometry();
    const QRect pixels(QPoint(int(box.left() * ratio), int(box.top() * ratio)),
        QPoint(int(box.right() * ratio), int(box.bottom() * ratio)));
    const QRgb background = chart.chart()->backgroundBrush().color().rgb();
    int ink = 0;
    for (int y = std::max(0, pixels.top()); y <= std::min(image.height() - 1, pixels.bottom()); ++y) {
        for (int x = std::max(0, pixels.left()); x <= std::min(image.width() - 1, pixels.right()); ++x)
            ink += image.pixel(x, y) != background ? 1 : 0;
    }
    return ink;
}

QStringList actionTexts(QWidget& window)
{
    QStringList texts;
    for (QAction* action : window.findChildren<QAction*>())
        texts.append(action->text());
    return texts;
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2b, 0x2b);
    const QColor base(0x1e, 0x1e, 0x1e);
    const QColor text(0xe6, 0xe6, 0xe6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xc4));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
    return p;
}

} // namespace

class TestI18nWindow : public QObject {
    Q_OBJECT

private:
    I18n::Config m_config;
    QTemporaryDir m_shots;

    void runShown(MainWindow& window, const QString& target)
    {
        EngineOptions options;
        options.spaceMarginBytes = 0; // a few MiB must run on any test machine's /tmp
        window.setEngineOptions(options);
        window.setConfig(smallVdr(target));
        window.resize(1280, 820);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY2(runToEnd(window), qPrintable(window.lastError()));
        window.chart()->refreshNow();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_config = I18n::loadConfig();
        QVERIFY2(m_config.error.isEmpty(), qPrintable(m_config.error));
        QVERIFY(m_shots.isValid());
    }

    void cleanup()
    {
        Translations::install(QStringLiteral("en"), QFileInfo(m_config.catalogs.constFirst().qm).absolutePath());
        QApplication::setPalette(QPalette());
    }

    void windowIsTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("fr") << QStringLiteral("fr");
    }

    void windowIsTranslated()
    {
        QFETCH(QString, language);
        I18n::Catalog catalog;
        for (const I18n::Catalog& c : m_config.catalogs) {
            if (c.language() == language)
                catalog = c;
        }
        QVERIFY2(!catalog.qm.isEmpty(), qPrintable(language));
        QTranslator expected;
        QVERIFY2(expected.load(catalog.qm), qPrintable(catalog.qm));
        // The application's own loader, from the build's catalogs instead of the embedded ones.
        QVERIFY(Translations::install(language, QFileInfo(catalog.qm).absolutePath()));
        QCOMPARE(QLocale().language(), QLocale(language).language());

        QTemporaryDir target;
        QVERIFY(target.isValid());
        MainWindow window;
        runShown(window, target.path());

        // The main actions and menus: the catalog's text, which is not the English one.
        QStringList problems;
        auto check = [&](const char* context, const char* english, const QString& shown, const QString& what) {
            const QString translated = expected.translate(context, english);
            if (translated.isEmpty())
                problems.append(
                    QStringLiteral("%1: \"%2\" is not in %3").arg(what, QString::fromUtf8(english), catalog.name()));
            else if (shown != translated)
                problems.append(
                    QStringLiteral("%1 reads \"%2\", the catalog says \"%3\"").arg(what, shown, translated));
        };
        auto mustDiffer = [&](const char* context, const char* english) {
            if (expected.translate(context, english) == QString::fromUtf8(english))
                problems.append(
                    QStringLiteral("\"%1\" is English in %2").arg(QString::fromUtf8(english), catalog.name()));
        };
        check("MainWindow", "&Start", window.startAction()->text(), QStringLiteral("Start"));
        check("MainWindow", "S&top", window.stopAction()->text(), QStringLiteral("Stop"));
        for (const char* english : { "&Start", "S&top", "&Save Chart\u2026", "&Open Report\u2026", "&Reset Zoom" }) {
            mustDiffer("MainWindow", english);
            const QString translated = expected.translate("MainWindow", english);
            if (!actionTexts(window).contains(translated))
                problems.append(
                    QStringLiteral("no action reads \"%1\" (for \"%2\")").arg(translated, QString::fromUtf8(english)));
            if (actionTexts(window).contains(QString::fromUtf8(english)))
                problems.append(QStringLiteral("an action still reads \"%1\"").arg(QString::fromUtf8(english)));
        }
        QStringList menus;
        for (QAction* menu : window.menuBar()->actions())
            menus.append(menu->text());
        for (const char* english : { "&File", "&Run", "&View", "&Help" }) {
            mustDiffer("MainWindow", english);
            if (!menus.contains(expected.translate("MainWindow", english)))
                problems.append(QStringLiteral("menu \"%1\" not translated: %2")
                                    .arg(QString::fromUtf8(english), menus.join(QLatin1String(", "))));
        }

        // The chart's axis titles. "MiB/s" is the same in all three languages, so it is only
        // compared with the catalog.
        QChart* chart = window.chart()->chart();
        // The legend is drawn, also with the long labels shortened (a picture right after the
        // run's last series came in used to have an empty legend).
        if (legendInk(*window.chart()) < 200)
            problems.append(QStringLiteral("the legend is not drawn"));
        const auto horizontal = chart->axes(Qt::Horizontal);
        QVERIFY(!horizontal.isEmpty());
        mustDiffer("LiveChart", "time (s)");
        check("LiveChart", "time (s)", horizontal.first()->titleText(), QStringLiteral("time axis title"));
        QStringList verticalTitles;
        for (QAbstractAxis* axis : chart->axes(Qt::Vertical))
            // A title too long for a short plot is wrapped onto lines (<br>): the words are the catalog's.
            verticalTitles.append(axis->titleText()
                                      .replace(QLatin1String("+<br>"), QLatin1String("+"))
                                      .replace(QLatin1String("<br>"), QLatin1String(" ")));
        // With smoothing on, the title names the window, its number written in the language's
        // locale ("2,5 s" in German).
        const double smoothing = window.chart()->smoothingWindow();
        QString rateTitle = smoothing > 0
            ? expected.translate("LiveChart", "%1 (interval, %2 s mean)", "rate axis: unit, smoothing window")
            : QStringLiteral("MiB/s");
        if (smoothing > 0 && !rateTitle.isEmpty())
            rateTitle = rateTitle.arg(QStringLiteral("MiB/s"), QLocale(language).toString(smoothing));
        if (rateTitle.isEmpty())
            problems.append(
                QStringLiteral("the rate axis title (smoothing %1 s) is not translated in the catalog").arg(smoothing));
        else if (!verticalTitles.contains(rateTitle))
            problems.append(QStringLiteral("no rate axis titled \"%1\": %2")
                                .arg(rateTitle, verticalTitles.join(QLatin1String(", "))));
        // Dirty and Writeback are the kernel's names (/proc/meminfo): the same in every catalog.
        if (!verticalTitles.contains(expected.translate("LiveChart", "Dirty+Writeback (MiB)")))
            problems.append(
                QStringLiteral("dirty axis not as in the catalog: %1").arg(verticalTitles.join(QLatin1String(", "))));
        // The phase labels over the plot ("write ×2" with several passes) come from the catalog too.
        mustDiffer("LiveChart", "write");
        const QString write = expected.translate("LiveChart", "write");
        const QStringList overlays = window.chart()->overlayTexts();
        if (std::none_of(overlays.begin(), overlays.end(), [&](const QString& t) { return t.startsWith(write); }))
            problems.append(
                QStringLiteral("no phase label \"%1\": %2").arg(write, overlays.join(QLatin1String(" | "))));
        QVERIFY2(I18n::report(QStringLiteral("untranslated in %1").arg(language), problems),
            qPrintable(QStringLiteral("%1 untranslated texts, listed above").arg(problems.size())));

        const QString shot = saveScreenshot(window, m_shots.path(), QStringLiteral("window-%1.png").arg(language));
        QVERIFY2(!shot.isEmpty(), "cannot save the screenshot");
        QVERIFY2(QImage(shot).size() == window.size() * window.devicePixelRatio(), qPrintable(shot));
        const QStringList clipped = clippedTexts(window);
        QVERIFY2(I18n::report(QStringLiteral("clipped in %1").arg(language), clipped),
            qPrintable(QStringLiteral("%1 texts do not fit, listed above").arg(clipped.size())));
        const QStringList cut = cutOffAtTheSide(window);
        // The settings form (ConfigForm in MainWindow's scroll area) is wider in German and
        // French than in English; MainWindow sizes its scroll area from the form.
        QVERIFY2(I18n::report(QStringLiteral("cut off in %1").arg(language), cut),
            qPrintable(QStringLiteral("%1 widgets cut off at the side, listed above").arg(cut.size())));
    }

    // The whole window under a dark application palette: the chart follows it.
    void windowFollowsADarkPalette()
    {
        QApplication::setPalette(darkPalette());
        QTemporaryDir target;
        QVERIFY(target.isValid());
        MainWindow window;
        runShown(window, target.path());
        QChart* chart = window.chart()->chart();
        QVERIFY2(
            chart->backgroundBrush().color().lightness() < 60, qPrintable(chart->backgroundBrush().color().name()));
        QVERIFY(chart->legend()->labelColor().lightness() > 180);
        QVERIFY2(legendInk(*window.chart()) > 200, "the legend is not drawn");
        // Axis labels (the dirty axis' in its area's colour) stand out from the background.
        const int background = chart->backgroundBrush().color().lightness();
        for (QAbstractAxis* axis : chart->axes())
            QVERIFY2(axis->labelsColor().lightness() > background + 80, qPrintable(axis->titleText()));
        const QStringList cut = cutOffAtTheSide(window);
        QVERIFY2(I18n::report(QStringLiteral("cut off in English"), cut),
            qPrintable(QStringLiteral("%1 widgets cut off at the side, listed above").arg(cut.size())));
        const QString shot = saveScreenshot(window, m_shots.path(), QStringLiteral("window-dark.png"));
        QVERIFY2(!shot.isEmpty(), "cannot save the screenshot");
        // Mostly dark pixels: the chart did not stay white on the dark window.
        const QImage image(shot);
        int dark = 0;
        int all = 0;
        for (int y = 0; y < image.height(); y += 4) {
            for (int x = 0; x < image.width(); x += 4, ++all)
                dark += QColor(image.pixel(x, y)).lightness() < 80 ? 1 : 0;
        }
        QVERIFY2(dark > all * 6 / 10, qPrintable(QStringLiteral("%1 of %2 sampled pixels dark").arg(dark).arg(all)));
    }
};

// A private HOME (settings, history) and the offscreen platform, as the window's tests have.
int main(int argc, char* argv[])
{
    QTemporaryDir home;
    if (!home.isValid())
        return 1;
    qputenv("HOME", QFile::encodeName(home.path()));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.path() + QStringLiteral("/config")));
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.path() + QStringLiteral("/data")));
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("StreamScopeTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_i18n_window"));
    TestI18nWindow test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_i18n_window.moc"
