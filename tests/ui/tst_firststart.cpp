// The first start on a small screen: the offscreen platform is given a 1 366×768 screen (its
// configfile option), and the window without saved geometry must fit it with Start, Stop and
// the status bar inside, the chart given most of the height.
#include "CapacityChart.h"
#include "CapacityPage.h"
#include "CapacityReport.h"
#include "ConfigForm.h"
#include "I18nTestSupport.h"
#include "LiveChart.h"
#include "MainWindow.h"
#include "ResultsModel.h"
#include "ResultsPane.h"
#include "Translations.h"
#include "UiTestMain.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QScreen>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <algorithm>

class TestFirstStart : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void windowFitsA1366x768Screen_data();
    void windowFitsA1366x768Screen();
    void comparisonFitsA1366x768Screen_data();
    void comparisonFitsA1366x768Screen();
    void realTimeResultsFitA1366x768Screen_data();
    void realTimeResultsFitA1366x768Screen();
    void capacitySearchGetsRoomOnA1366x768Screen();
    void plotKeepsItsRoomOnA1366x768Screen();
    void geometryFromABiggerScreenIsFitted();

private:
    QString m_catalogDir;
};

void TestFirstStart::initTestCase()
{
    const I18n::Config config = I18n::loadConfig();
    QVERIFY2(config.error.isEmpty(), qPrintable(config.error));
    m_catalogDir = QFileInfo(config.catalogs.constFirst().qm).absolutePath();
}

void TestFirstStart::cleanup()
{
    Translations::install(QStringLiteral("en"), m_catalogDir);
}

// German and French labels are longer: the form's and the chart toolbar's minimum widths must
// still leave the window on the screen.
void TestFirstStart::windowFitsA1366x768Screen_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("de") << QStringLiteral("de");
    QTest::newRow("fr") << QStringLiteral("fr");
}

void TestFirstStart::windowFitsA1366x768Screen()
{
    QFETCH(QString, language);
    QVERIFY(Translations::install(language, m_catalogDir));
    QScreen* screen = QGuiApplication::primaryScreen();
    QVERIFY(screen);
    QCOMPARE(screen->geometry().size(), QSize(1366, 768)); // the platform took the screen we gave it
    const QRect available = screen->availableGeometry();

    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(available.contains(window.frameGeometry()),
        qPrintable(QStringLiteral("frame %1x%2 on a %3x%4 screen")
                       .arg(window.frameGeometry().width())
                       .arg(window.frameGeometry().height())
                       .arg(available.width())
                       .arg(available.height())));
    const QRect inside = window.rect();
    const auto within = [&window, &inside](QWidget* w) {
        return w && w->isVisible() && inside.contains(QRect(w->mapTo(&window, QPoint(0, 0)), w->size()));
    };
    for (const char* name : { "startButton", "stopButton", "capacityButton" }) {
        auto* button = window.findChild<QToolButton*>(QLatin1String(name));
        QVERIFY2(within(button), name);
        QVERIFY2(button->height() >= button->minimumSizeHint().height(), name);
        // One button per action: the toolbar does not repeat the form's.
        const auto buttons = window.findChildren<QToolButton*>();
        const auto sameAction = [&button](const QToolButton* other) {
            return other->isVisible() && other->defaultAction() == button->defaultAction();
        };
        QCOMPARE(int(std::count_if(buttons.begin(), buttons.end(), sameAction)), 1);
    }
    QVERIFY(within(window.statusBar()));
    // The chart's choosers show their whole text: the bar wraps instead of clipping them ("alle
    // Datenst" in German).
    for (const char* name : { "streamChooser", "smoothingChooser", "followChooser", "scaleChooser" }) {
        auto* box = window.findChild<QComboBox*>(QLatin1String(name));
        QVERIFY2(within(box), name);
        QVERIFY2(box->width() >= box->sizeHint().width(),
            qPrintable(QStringLiteral("%1: %2 px of %3")
                           .arg(QLatin1String(name))
                           .arg(box->width())
                           .arg(box->sizeHint().width())));
    }
    // Nothing to save yet.
    auto* saveChart = window.findChild<QAction*>(QStringLiteral("saveChartAction"));
    QVERIFY(saveChart && !saveChart->isEnabled());
    QVERIFY(within(window.chart()));
    // The chart has the room; the results pane what its row and verdict need.
    QVERIFY2(window.chart()->height() >= window.height() / 2,
        qPrintable(QStringLiteral("chart %1 px of %2").arg(window.chart()->height()).arg(window.height())));
    auto* pane = window.findChild<ResultsPane*>();
    QVERIFY(pane);
    QVERIFY2(pane->height() >= pane->heightForRows(1),
        qPrintable(QStringLiteral("results %1 px, needs %2").arg(pane->height()).arg(pane->heightForRows(1))));
}

void TestFirstStart::comparisonFitsA1366x768Screen_data()
{
    windowFitsA1366x768Screen_data();
}

// Two reports shown at once (--show A --show B, or the history's selection): the comparison's
// toolbar, title, legend and tables must not widen the window past the screen either.
void TestFirstStart::comparisonFitsA1366x768Screen()
{
    QFETCH(QString, language);
    QVERIFY(Translations::install(language, m_catalogDir));
    const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
    // Shown once the window is (as --show A --show B does).
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy shown(&window, &MainWindow::reportsShown);
    const QString reports = QStringLiteral(STREAMSCOPE_TEST_DATA "/../../data/reports/");
    // A run's chart first, then the comparison: its toolbar swaps "Scale to" for "Compare".
    window.showHistory({ reports + QStringLiteral("v1-buffered-vdr.json") });
    QVERIFY(shown.wait(30000));
    QApplication::processEvents();
    window.showHistory(
        { reports + QStringLiteral("v1-buffered-vdr.json"), reports + QStringLiteral("v1-realtime-overrun.json") });
    QVERIFY(shown.wait(30000));
    QVERIFY(window.chart()->isComparison());
    QApplication::processEvents();
    QString widest;
    if (!available.contains(window.frameGeometry())) {
        // Name what asks for the width, so that a failure points at its cause.
        for (QWidget* w : window.findChildren<QWidget*>()) {
            if (w->isVisible() && w->minimumSizeHint().width() > available.width() / 4)
                widest += QStringLiteral(" %1(%2)=%3")
                              .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName())
                              .arg(w->minimumSizeHint().width());
        }
    }
    QVERIFY2(available.contains(window.frameGeometry()),
        qPrintable(QStringLiteral("frame %1 px wide on a %2 px screen;%3")
                       .arg(window.frameGeometry().width())
                       .arg(available.width())
                       .arg(widest)));
    QVERIFY(window.statusBar()->isVisible());
    auto* compare = window.findChild<QWidget*>(QStringLiteral("compareChooser"));
    QVERIFY(compare && compare->isVisible());
    // The runs' stalls are in their tables; the Stalls tab has no one count ("Stalls (0)" beside
    // tables that listed 1 and 2 stalls).
    auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("bottomTabs"));
    QVERIFY(tabs);
    for (int i = 0; i < tabs->count(); ++i)
        QVERIFY2(!tabs->tabText(i).contains(QStringLiteral("(0)")), qPrintable(tabs->tabText(i)));
    const QRect inside = window.rect();
    QVERIFY(inside.contains(QRect(compare->mapTo(&window, QPoint(0, 0)), compare->size())));
}

void TestFirstStart::realTimeResultsFitA1366x768Screen_data()
{
    windowFitsA1366x768Screen_data();
}

// A recorder's results row at 1366x768: its answer (overruns, data lost, the fullest buffer)
// in view without scrolling sideways; details the other views show too are left out, named
// under the table (German scrolled to a cut-off last column before).
void TestFirstStart::realTimeResultsFitA1366x768Screen()
{
    QFETCH(QString, language);
    QVERIFY(Translations::install(language, m_catalogDir));
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy shown(&window, &MainWindow::reportsShown);
    window.showHistory({ QStringLiteral(STREAMSCOPE_TEST_DATA "/../../data/reports/v1-realtime-overrun.json") });
    QVERIFY(shown.wait(30000));
    QApplication::processEvents();
    ResultsTable* table = window.resultsTable();
    QVERIFY(table->isVisible());
    QCOMPARE(table->horizontalScrollBar()->maximum(), 0);
    const ResultsModel* model = table->resultsModel();
    for (auto kind : { ResultsModel::Column::Write, ResultsModel::Column::Overruns, ResultsModel::Column::Lost,
             ResultsModel::Column::WorstBuffer, ResultsModel::Column::Stalls }) {
        const int column = model->columnOf(kind);
        QVERIFY(column >= 0);
        QVERIFY(!table->isColumnHidden(column));
        QVERIFY2(table->columnViewportPosition(column) + table->columnWidth(column) <= table->viewport()->width(),
            qPrintable(model->headerData(column, Qt::Horizontal).toString()));
    }
    auto* note = window.findChild<QLabel*>(QStringLiteral("leftOutColumns"));
    QVERIFY(note);
    QCOMPARE(note->isVisible(), !table->leftOut().isEmpty());
    for (const QString& title : table->leftOut())
        QVERIFY2(note->text().contains(title), qPrintable(note->text()));
    // Every column is still copied.
    QVERIFY(model->toText().contains(model->headerData(model->columnOf(ResultsModel::Column::WriteP99), Qt::Horizontal)
                                         .toString()
                                         .replace(QLatin1Char('\n'), QLatin1Char(' '))));
}

// A capacity search shown (opened, or reopened from the history) on the small screen: its page
// comes forward with room for the chart of its steps, the live chart above keeping about half.
void TestFirstStart::capacitySearchGetsRoomOnA1366x768Screen()
{
    // Shown before the window is (as --show FILE does), with an answer of a few lines.
    MainWindow window;
    CapacityReport report;
    report.config.ratesBytesPerSec = { 1024.0 * 1024.0 };
    report.config.bufferBytes = 4 * 1024 * 1024;
    report.config.durationNs = 10'000'000'000;
    // A fixed start: the page's text names it, and its width (a one- or two-digit hour) moved
    // the chart by 6 px, so the check depended on the time of day it ran.
    report.startedAt = QDateTime(QDate(2026, 12, 1), QTime(9, 40));
    report.result.steps = { { 1, true, 17.0, 0, 0, 1.0, {} }, { 2, false, 100.0, 3, 1 << 20, 1.8, {} } };
    report.result.sustainedStreams = 1;
    report.result.firstFailingStreams = 2;
    report.result.sentence = QStringLiteral(
        "This target sustains 1 stream of 1.00 MiB/s without losing data (buffered mode, 4 MiB buffer per stream, "
        "10 s); 2 streams overran. Measured in steady state: with 1 stream the device writes 1.00 MiB/s.");
    auto* page = window.findChild<CapacityPage*>();
    QVERIFY(page && page->showSaved(QStringLiteral("/nonexistent/capacity.json"), report));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY(window.capacityChart()->isVisible());
    // Still on the screen: the capacity chart's legend in one row must not widen the window.
    QApplication::processEvents();
    QVERIFY2(QGuiApplication::primaryScreen()->availableGeometry().contains(window.frameGeometry()),
        qPrintable(QStringLiteral("frame %1 px wide").arg(window.frameGeometry().width())));
    // The answer's height follows its width (a posted layout request after each resize): the
    // chart's share is known once the layout has settled.
    QTRY_VERIFY2(window.capacityChart()->height() >= 180,
        qPrintable(QStringLiteral("capacity chart %1 px").arg(window.capacityChart()->height())));
    QVERIFY2(window.chart()->height() >= 180, qPrintable(QStringLiteral("chart %1 px").arg(window.chart()->height())));
    // The answer takes the lines it needs at its width, no blank lines around it.
    auto* answer = window.findChild<QLabel*>(QStringLiteral("capacityAnswer"));
    QVERIFY(answer);
    const int needed = answer->heightForWidth(answer->width());
    QVERIFY2(answer->height() <= needed + answer->fontMetrics().height(),
        qPrintable(QStringLiteral("answer %1 px, its text needs %2").arg(answer->height()).arg(needed)));

    // A run shown next (from a report here; starting one does the same): the capacity page had
    // taken more than the results pane ever gets, and gives the live chart its room back, or
    // the plot would be a strip between the chart's toolbar, legend and lanes.
    auto* splitter = window.findChild<QSplitter*>(QStringLiteral("chartSplitter"));
    QVERIFY(splitter);
    const QList<int> before = splitter->sizes();
    QCOMPARE(before.size(), 2);
    const int total = before.at(0) + before.at(1);
    QVERIFY2(
        before.at(1) > total * 2 / 5, qPrintable(QStringLiteral("bottom %1 of %2 px").arg(before.at(1)).arg(total)));
    QVERIFY(window.openReport(QStringLiteral(STREAMSCOPE_TEST_DATA "/../../data/reports/v1-buffered-vdr.json")));
    QTRY_VERIFY_WITH_TIMEOUT(splitter->sizes().at(1) <= total * 2 / 5, 30000);
    QVERIFY2(splitter->sizes().at(0) >= total * 3 / 5,
        qPrintable(QStringLiteral("chart part %1 of %2 px").arg(splitter->sizes().at(0)).arg(total)));
}

// A window last closed on a 1 920×1 200 screen (the geometry kept in the settings) opens on
// this smaller one with its frame, Start and the status bar on the screen.
void TestFirstStart::geometryFromABiggerScreenIsFitted()
{
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.setGeometry(300, 200, 1524, 1000);
        QCOMPARE(window.geometry().size(), QSize(1524, 1000));
        // The results pane made tall there, as a user drags it for a sweep's rows.
        auto* splitter = window.findChild<QSplitter*>(QStringLiteral("chartSplitter"));
        QVERIFY(splitter);
        QTRY_VERIFY(splitter->sizes().value(0) > 0);
        const int total = splitter->sizes().at(0) + splitter->sizes().at(1);
        splitter->setSizes({ total - 330, 330 });
    } // closing keeps the geometry and the splitters
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
    QVERIFY2(available.contains(window.geometry()),
        qPrintable(QStringLiteral("window %1x%2 at %3,%4 on a %5x%6 screen")
                       .arg(window.width())
                       .arg(window.height())
                       .arg(window.x())
                       .arg(window.y())
                       .arg(available.width())
                       .arg(available.height())));
    QVERIFY(window.statusBar()->isVisible());
    // The chart's plot keeps a readable height: the restored 330 px of results came back to
    // 2/5 of this window's column (it was a 95 px plot).
    auto* chart = window.findChild<LiveChart*>();
    QVERIFY(chart);
    QTRY_VERIFY2_WITH_TIMEOUT(chart->chart()->plotArea().height() >= 150,
        qPrintable(QStringLiteral("plot %1 px high").arg(chart->chart()->plotArea().height())), 5000);
    // The pure rule: a window that already fits is left alone; one partly off the screen is moved.
    QCOMPARE(MainWindow::fittedGeometry(QRect(10, 10, 800, 600), available), QRect(10, 10, 800, 600));
    const QRect moved = MainWindow::fittedGeometry(QRect(1000, 500, 800, 600), available);
    QVERIFY(available.contains(moved));
    QCOMPARE(moved.size(), QSize(800, 600));
}

// A real-time run's report with its notes, in German, on the small screen: the chooser bar
// wraps, the outlook takes two lines, the legend three rows and the strips theirs, and the plot
// still keeps LiveChart::kMinimumPlotHeight (it was squeezed to ~30 px), the results pane
// giving way.
void TestFirstStart::plotKeepsItsRoomOnA1366x768Screen()
{
    QVERIFY(Translations::install(QStringLiteral("de"), m_catalogDir));
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy shown(&window, &MainWindow::reportsShown);
    window.showHistory({ QStringLiteral(STREAMSCOPE_TEST_DATA "/../../data/reports/v1-realtime-overrun.json") });
    QVERIFY(shown.wait(30000));
    QTRY_VERIFY2(window.chart()->chart()->plotArea().height() >= LiveChart::kMinimumPlotHeight,
        qPrintable(QStringLiteral("plot %1 px of a %2 px chart")
                       .arg(window.chart()->chart()->plotArea().height())
                       .arg(window.chart()->height())));
    QVERIFY(QGuiApplication::primaryScreen()->availableGeometry().contains(window.frameGeometry()));
}

int main(int argc, char* argv[])
{
    QTemporaryDir home;
    if (!home.isValid())
        return 1;
    useTestHome(home);
    // Qt 6.4's offscreen platform reads its screens from a JSON file.
    const QString config = home.filePath(QStringLiteral("screens.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly))
        return 1;
    file.write(R"({ "screens": [ { "name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768,
                   "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1 } ] })");
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + QFile::encodeName(config));
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("StreamScopeTest"));
    QCoreApplication::setApplicationName(QStringLiteral("TestFirstStart"));
    TestFirstStart test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_firststart.moc"
