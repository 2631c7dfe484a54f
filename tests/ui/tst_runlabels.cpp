// The settings page's own fields, wired into the window: the run's name and note end up in
// the saved report and the history; the rate unit changes what the tables show (header and
// cells) but never what is kept (reports stay in MiB/s); the share actions are in the Edit menu.
#include "AppSettings.h"
#include "FaultInjectingBackend.h"
#include "History.h"
#include "MainWindow.h"
#include "Presets.h"
#include "ResultsModel.h"
#include "ResultsPane.h"
#include "RunLabelFields.h"
#include "SettingsPage.h"
#include "ShareActions.h"
#include "SmallRuns.h"
#include "UiTestMain.h"
#include "Units.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>

namespace {
constexpr int kRunTimeoutMs = 90'000;

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QAction* menuAction(QMenuBar* bar, const QString& objectName, QString* menuTitle)
{
    for (QAction* top : bar->actions()) {
        if (!top->menu())
            continue;
        for (QAction* a : top->menu()->actions()) {
            if (a->objectName() == objectName) {
                *menuTitle = top->text();
                return a;
            }
        }
    }
    return nullptr;
}
} // namespace

class TestRunLabels : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void nameAndNoteAreKeptWithTheRun();
    void rateUnitChangesTheTableNotTheReport();

private:
    // Runs vdr on a few MiB in the window; the report's path in the history.
    QString run(MainWindow& window);
    QTemporaryDir m_target;
};

void TestRunLabels::initTestCase()
{
    QVERIFY(m_target.isValid());
    qRegisterMetaType<RunReport>();
}

void TestRunLabels::cleanup()
{
    Units::setRateUnit(Units::RateUnit::MiB);
    QSettings().remove(AppSettings::kRateUnit);
}

QString TestRunLabels::run(MainWindow& window)
{
    EngineOptions options;
    options.spaceMarginBytes = 0; // a few MiB must run on any test machine's /tmp
    window.setEngineOptions(options);
    window.setConfig(smallVdr(m_target.path()));
    QSignalSpy finished(&window, &MainWindow::runFinished);
    if (!window.startRun())
        return {};
    if (!finished.wait(kRunTimeoutMs) && finished.isEmpty())
        return {};
    return window.lastSavedReportPath();
}

void TestRunLabels::nameAndNoteAreKeptWithTheRun()
{
    MainWindow window;
    RunLabelFields* labels = window.settingsPage()->runLabels();
    QVERIFY(labels);
    QVERIFY(window.settingsPage()->isAncestorOf(labels)); // in the settings panel
    labels->setName(QStringLiteral("  sdb after firmware 2.1 "));
    labels->setNote(QStringLiteral("fresh ext4, noatime"));

    const QString path = run(window);
    QVERIFY2(!path.isEmpty(), "the run was not saved to the history");
    const QJsonObject saved = QJsonDocument::fromJson(readFile(path)).object();
    QCOMPARE(saved.value(QLatin1String("name")).toString(), QStringLiteral("sdb after firmware 2.1"));
    QCOMPARE(saved.value(QLatin1String("note")).toString(), QStringLiteral("fresh ext4, noatime"));

    // The history lists it by its name.
    QTRY_VERIFY_WITH_TIMEOUT(window.historyPanel()->entry(path).readable, kRunTimeoutMs);
    QCOMPARE(window.historyPanel()->entry(path).name, QStringLiteral("sdb after firmware 2.1"));

    // What Copy Results copies is the run with its name.
    ShareActions* share = window.resultsPane()->shareActions();
    QCOMPARE(window.resultsPane()->results()->resultsModel()->report().name, QStringLiteral("sdb after firmware 2.1"));
    QVERIFY(share->copyText()->isEnabled());
    // Both share actions are in the Edit menu too.
    QString menu;
    QCOMPARE(menuAction(window.menuBar(), share->copyText()->objectName(), &menu), share->copyText());
    QCOMPARE(menu, MainWindow::tr("&Edit"));
    QCOMPARE(menuAction(window.menuBar(), share->copyMarkdown()->objectName(), &menu), share->copyMarkdown());
}

void TestRunLabels::rateUnitChangesTheTableNotTheReport()
{
    QCOMPARE(Units::rateUnit(), Units::RateUnit::MiB);
    MainWindow window;
    const QString path = run(window);
    QVERIFY2(!path.isEmpty(), "the run was not saved to the history");
    const QByteArray savedBefore = readFile(path);
    ResultsModel* model = window.resultsPane()->results()->resultsModel();
    QVERIFY(model->rowCount() > 0);
    const int column = model->columnOf(ResultsModel::Column::Write);
    QVERIFY(column >= 0);
    const double mib = model->value(0, ResultsModel::Column::Write);
    QVERIFY(mib > 0);
    const QLocale locale;
    QCOMPARE(model->headerData(column, Qt::Horizontal).toString(),
        ResultsModel::tr("Write %1\n(effective)").arg(QStringLiteral("MiB/s")));
    QCOMPARE(model->index(0, column).data().toString(), locale.toString(mib, 'f', 2));

    // The user picks decimal MB/s in the settings page.
    auto* unit = window.settingsPage()->findChild<QComboBox*>(QStringLiteral("rateUnit"));
    QVERIFY(unit);
    const int mb = unit->findData(int(Units::RateUnit::MB));
    QVERIFY(mb >= 0);
    unit->setCurrentIndex(mb);
    Q_EMIT unit->activated(mb);
    QCOMPARE(Units::rateUnit(), Units::RateUnit::MB);
    QCOMPARE(QSettings().value(AppSettings::kRateUnit).toString(), QStringLiteral("MB"));
    QCOMPARE(model->headerData(column, Qt::Horizontal).toString(),
        ResultsModel::tr("Write %1\n(effective)").arg(QStringLiteral("MB/s")));
    // 1 MiB/s is 1.048576 MB/s (10 MiB/s shows as 10.49 MB/s).
    QCOMPARE(model->index(0, column).data().toString(), locale.toString(mib * 1.048576, 'f', 2));
    QCOMPARE(locale.toString(Units::shownRate(10.0), 'f', 2), locale.toString(10.49, 'f', 2));
    // What is kept does not change: the value behind the cell, the report, the saved file.
    QCOMPARE(model->value(0, ResultsModel::Column::Write), mib);
    QCOMPARE(readFile(path), savedBefore);

    // A new window starts in the unit chosen last.
    Units::setRateUnit(Units::RateUnit::MiB);
    MainWindow again;
    QCOMPARE(Units::rateUnit(), Units::RateUnit::MB);
    auto* againUnit = again.settingsPage()->findChild<QComboBox*>(QStringLiteral("rateUnit"));
    QVERIFY(againUnit);
    QCOMPARE(againUnit->currentData().toInt(), int(Units::RateUnit::MB));
}

STREAMSCOPE_UI_TEST_MAIN(TestRunLabels)
#include "tst_runlabels.moc"
