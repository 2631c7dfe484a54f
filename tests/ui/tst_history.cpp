// The history list: stopped runs marked, edited presets and run names shown, capacity searches
// kept beside the runs and reopened on the Capacity page, newest first under a downward sort
// arrow, and the rate columns shown whole in a narrow panel.
#include "CapacityChart.h"
#include "CapacityPage.h"
#include "ChartTestSupport.h"
#include "History.h"
#include "UiTestMain.h"
#include "Units.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTreeView>

namespace {

constexpr int kTimeoutMs = 30'000;

bool reloadAndWait(HistoryPanel& history)
{
    QSignalSpy reloaded(&history, &HistoryPanel::reloaded);
    history.reload();
    return reloaded.wait(kTimeoutMs) || !reloaded.isEmpty();
}

QString saveRun(const RunReport& report)
{
    QString error;
    const QString path = History::save(report, &error);
    if (path.isEmpty())
        qWarning("%s", qPrintable(error));
    return path;
}

// A search of 1, 2, 4 and 3 streams: 1 and 2 held, 4 and 3 lost data.
CapacityReport capacityFixture(const QString& dir)
{
    CapacityReport r;
    r.config = Presets::find(QStringLiteral("recorder"))->config;
    r.config.targetDirs = { dir };
    r.startedAt = QDateTime(QDate(2026, 3, 1), QTime(9, 30));
    r.fsType = QStringLiteral("xfs");
    const QList<std::pair<int, bool>> steps { { 1, true }, { 2, true }, { 4, false }, { 3, false } };
    for (const auto& [streams, held] : steps) {
        CapacityStep s;
        s.streams = streams;
        s.sustained = held;
        s.overruns = held ? 0 : streams;
        s.bytesLost = held ? 0 : 65536 * streams;
        s.worstBufferFillPct = held ? 40.0 * streams : 100;
        s.achievedMiBs = 1.0 * streams;
        r.result.steps.append(s);
    }
    r.result.sustainedStreams = 2;
    r.result.firstFailingStreams = 3;
    r.result.sentence = CapacitySearch::sentence(r.config, r.result);
    return r;
}

int rowOf(const HistoryPanel& history, const QString& path)
{
    const QModelIndex source = history.model()->index(history.model()->rowOf(path), 0);
    return history.proxy()->mapFromSource(source).row();
}

QString cell(const HistoryPanel& history, const QString& path, int column, int role = Qt::DisplayRole)
{
    return history.proxy()->index(rowOf(history, path), column).data(role).toString();
}

} // namespace

class TestHistory : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void stoppedRunsArePartialInTheRowAndTooltip();
    void editedPresetsAndNamesAreShown();
    void capacitySearchIsListedAndReopens();
    void capacityReportRoundTripsAndIsStrict();
    void newestFirstUnderADownwardArrow();
    void rateColumnsAreNotCutOff();
    void rateColumnsFollowTheChosenUnit();

private:
    QTemporaryDir m_target;
};

void TestHistory::init()
{
    // Each test starts from an empty history.
    QDir(History::reportsDir()).removeRecursively();
    QVERIFY(QDir().mkpath(History::reportsDir()));
}

void TestHistory::stoppedRunsArePartialInTheRowAndTooltip()
{
    RunReport complete = ChartTest::fixtureReport(m_target.path(), QDateTime(QDate(2026, 1, 1), QTime(12, 0)), 20.0f);
    RunReport stopped = ChartTest::fixtureReport(m_target.path(), QDateTime(QDate(2026, 1, 1), QTime(13, 0)), 20.0f);
    stopped.status = QStringLiteral("cancelled");
    PhaseResult& write = stopped.targets[0].passes[1].phases[0];
    write.complete = false;
    write.effectiveMiBs = 0;
    const QString completePath = saveRun(complete);
    const QString stoppedPath = saveRun(stopped);
    QVERIFY(!completePath.isEmpty() && !stoppedPath.isEmpty());

    HistoryPanel history;
    QAbstractItemModelTester tester(history.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(reloadAndWait(history));
    QCOMPARE(history.entryCount(), 2);
    QVERIFY(history.entry(stoppedPath).stopped);
    QVERIFY(!history.entry(completePath).stopped);
    const QString preset = cell(history, stoppedPath, HistoryModel::PresetColumn);
    QVERIFY2(preset.contains(QLatin1String("stopped")), qPrintable(preset));
    QVERIFY(!cell(history, completePath, HistoryModel::PresetColumn).contains(QLatin1String("stopped")));
    const QString tip = cell(history, stoppedPath, HistoryModel::WriteColumn, Qt::ToolTipRole);
    QVERIFY2(tip.contains(QLatin1String("Stopped")), qPrintable(tip));
    // The unfinished write claims no effective rate; the finished pass keeps its own.
    const QStringList writes = cell(history, stoppedPath, HistoryModel::WriteColumn).split(QStringLiteral(" / "));
    QCOMPARE(writes.size(), 2);
    QVERIFY(writes.at(0).front().isDigit());
    QCOMPARE(writes.at(1), QStringLiteral("stopped"));
    QVERIFY(History::label(history.entry(stoppedPath)).contains(QLatin1String("stopped")));
}

void TestHistory::editedPresetsAndNamesAreShown()
{
    RunReport plain = ChartTest::fixtureReport(m_target.path(), QDateTime(QDate(2026, 1, 2), QTime(12, 0)), 20.0f);
    plain.config = Presets::find(QStringLiteral("vdr"))->config;
    plain.config.targetDirs = { m_target.path() };
    RunReport edited = plain;
    edited.startedAt = plain.startedAt.addSecs(60);
    edited.config.blockSize *= 2;
    const QString plainPath = saveRun(plain);
    const QString editedPath = saveRun(edited);
    // A report that carries the run's name (newer reports do).
    QFile file(editedPath);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    json[QLatin1String("name")] = QStringLiteral("nightly check");
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QJsonDocument(json).toJson());
    file.close();

    HistoryPanel history;
    QVERIFY(reloadAndWait(history));
    QCOMPARE(history.entryCount(), 2);
    QVERIFY2(history.entry(editedPath).readable, qPrintable(history.entry(editedPath).error));
    const QString plainCell = cell(history, plainPath, HistoryModel::PresetColumn);
    const QString editedCell = cell(history, editedPath, HistoryModel::PresetColumn);
    QVERIFY2(plainCell.startsWith(QStringLiteral("vdr \u00d7")), qPrintable(plainCell));
    QVERIFY2(editedCell.contains(QLatin1String("vdr (modified)")), qPrintable(editedCell));
    QVERIFY2(editedCell.contains(QLatin1String("nightly check")), qPrintable(editedCell));
    // Overlay labels tell the two apart by more than their time.
    const QString plainLabel = History::label(history.entry(plainPath));
    const QString editedLabel = History::label(history.entry(editedPath));
    QVERIFY2(editedLabel.contains(QLatin1String("nightly check")), qPrintable(editedLabel));
    QVERIFY2(editedLabel.contains(QLatin1String("vdr (modified)")), qPrintable(editedLabel));
    QVERIFY2(!plainLabel.contains(QLatin1String("modified")), qPrintable(plainLabel));
    QVERIFY2(plainLabel.contains(QStringLiteral("\u00d7")), qPrintable(plainLabel)); // and the stream counts
    // As the window labels overlays: from the listed row, which knows the name.
    QCOMPARE(history.label(editedPath, edited), editedLabel);
}

void TestHistory::capacitySearchIsListedAndReopens()
{
    const CapacityReport search = capacityFixture(m_target.path());
    QString error;
    const QString path = History::saveCapacity(search, &error);
    QVERIFY2(!path.isEmpty(), qPrintable(error));
    const QString run
        = saveRun(ChartTest::fixtureReport(m_target.path(), QDateTime(QDate(2026, 3, 1), QTime(10, 0)), 20.0f));

    HistoryPanel history;
    QAbstractItemModelTester tester(history.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTabWidget tabs;
    tabs.addTab(new QWidget, QStringLiteral("Results"));
    auto* page = new CapacityPage;
    tabs.addTab(page, QStringLiteral("Capacity"));
    page->followHistory(&history, &tabs);
    QVERIFY(reloadAndWait(history));
    QCOMPARE(history.entryCount(), 2);
    const History::Entry entry = history.entry(path);
    QVERIFY2(entry.readable, qPrintable(entry.error));
    QVERIFY(entry.capacity);
    QCOMPARE(entry.fsType, QStringLiteral("xfs"));
    // Listed with its answer: the count it holds, the whole sentence in the tooltip.
    QVERIFY2(cell(history, path, HistoryModel::PresetColumn).contains(QLatin1String("capacity")),
        qPrintable(cell(history, path, HistoryModel::PresetColumn)));
    // Its answer held without a steady state: so far, not long-term.
    QCOMPARE(cell(history, path, HistoryModel::WriteColumn), QStringLiteral("2 stream(s) so far"));
    QVERIFY(!entry.longTerm);
    {
        CapacityReport steady = search;
        for (CapacityStep& s : steady.result.steps) {
            if (s.streams == 2)
                s.verdict = CapacityStep::Verdict::Steady;
        }
        History::Entry measured = History::summarize(path, steady);
        QVERIFY(measured.longTerm);
        QCOMPARE(History::writeText(measured), QStringLiteral("2 stream(s) long-term"));
    }
    QCOMPARE(cell(history, path, HistoryModel::WriteColumn, Qt::ToolTipRole), search.result.sentence);

    // Chosen alone, it opens on the Capacity page, not as a run.
    QSignalSpy runs(&history, &HistoryPanel::selectionChanged);
    QSignalSpy reopened(page, &CapacityPage::reopened);
    history.selectPaths({ path });
    QVERIFY(runs.isEmpty());
    QVERIFY(reopened.wait(kTimeoutMs) || !reopened.isEmpty());
    QCOMPARE(reopened.first().at(1).toBool(), true);
    QCOMPARE(tabs.currentWidget(), page);
    QCOMPARE(page->chart()->stepCount(), 4);
    QCOMPARE(page->chart()->sustainedPointCount(), 2);
    QCOMPARE(page->chart()->overranPointCount(), 2);
    QVERIFY2(page->answer().contains(search.result.sentence), qPrintable(page->answer()));
    QCOMPARE(page->report().result.sustainedStreams, 2);

    // With a run it is not mixed into a comparison: the run alone is shown.
    history.selectPaths({ path, run });
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs.first().first().toStringList(), QStringList { run });
}

void TestHistory::capacityReportRoundTripsAndIsStrict()
{
    CapacityReport search = capacityFixture(m_target.path());
    search.stopped = true;
    search.result.steps[3].error = QStringLiteral("cancelled");
    QString error;
    const auto back = CapacityReport::fromJson(search.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->config, search.config);
    QCOMPARE(back->startedAt, search.startedAt);
    QCOMPARE(back->stopped, true);
    QCOMPARE(back->fsType, search.fsType);
    QCOMPARE(back->result.sentence, search.result.sentence);
    QCOMPARE(back->result.steps.size(), 4);
    QCOMPARE(back->result.steps[3].error, QStringLiteral("cancelled"));
    QCOMPARE(back->result.steps[2].bytesLost, search.result.steps[2].bytesLost);

    // A run report is not a capacity search, and damaged values are refused by name.
    QVERIFY(!CapacityReport::isCapacity(QJsonObject { { QStringLiteral("format"), 1 } }));
    QJsonObject bad = search.toJson();
    bad[QLatin1String("sustained_streams")] = -1;
    QVERIFY(!CapacityReport::fromJson(bad, &error));
    QVERIFY2(error.contains(QLatin1String("sustained_streams")), qPrintable(error));
    bad = search.toJson();
    bad[QLatin1String("steps")] = QStringLiteral("many");
    QVERIFY(!CapacityReport::fromJson(bad, &error));
    QVERIFY2(error.contains(QLatin1String("steps")), qPrintable(error));
}

void TestHistory::newestFirstUnderADownwardArrow()
{
    const QString older
        = saveRun(ChartTest::fixtureReport(m_target.path(), QDateTime(QDate(2025, 5, 1), QTime(8, 0)), 20.0f));
    const QString newer
        = saveRun(ChartTest::fixtureReport(m_target.path(), QDateTime(QDate(2026, 5, 1), QTime(8, 0)), 20.0f));
    HistoryPanel history;
    QVERIFY(reloadAndWait(history));
    QCOMPARE(rowOf(history, newer), 0);
    QCOMPARE(rowOf(history, older), 1);
    // QHeaderView draws Qt::AscendingOrder as QStyleOptionHeader::SortDown: the arrow points
    // down, as a newest-first list's should.
    QCOMPARE(history.view()->header()->sortIndicatorSection(), int(HistoryModel::DateColumn));
    QCOMPARE(history.view()->header()->sortIndicatorOrder(), Qt::AscendingOrder);
    // Clicking the header turns it around: oldest first.
    history.view()->sortByColumn(HistoryModel::DateColumn, Qt::DescendingOrder);
    QCOMPARE(rowOf(history, older), 0);
}

void TestHistory::rateColumnsAreNotCutOff()
{
    RunReport report = ChartTest::fixtureReport(m_target.path(), QDateTime(QDate(2026, 6, 1), QTime(8, 0)), 20.0f);
    report.config.preset = QStringLiteral("hdtest");
    const QString path = saveRun(report);
    HistoryPanel history;
    history.resize(300, 400); // the narrow left pane of a 1 366 px window
    history.show();
    QVERIFY(QTest::qWaitForWindowExposed(&history));
    QVERIFY(reloadAndWait(history));
    QTreeView* view = history.view();
    QHeaderView* header = view->header();
    QTRY_VERIFY(header->sectionSize(HistoryModel::WriteColumn) > 0);
    for (const int column : { int(HistoryModel::WriteColumn), int(HistoryModel::ReadColumn) }) {
        const QString text = cell(history, path, column);
        QVERIFY(!text.isEmpty());
        const int needed = view->fontMetrics().horizontalAdvance(text);
        QVERIFY2(header->sectionSize(column) >= needed,
            qPrintable(QStringLiteral("column %1: %2 px for \"%3\" (%4 px)")
                           .arg(column)
                           .arg(header->sectionSize(column))
                           .arg(text)
                           .arg(needed)));
        // Inside the viewport, not behind a horizontal scroll.
        QVERIFY2(header->sectionViewportPosition(column) + header->sectionSize(column) <= view->viewport()->width(),
            qPrintable(QStringLiteral("column %1 ends at %2 of %3 px")
                           .arg(column)
                           .arg(header->sectionViewportPosition(column) + header->sectionSize(column))
                           .arg(view->viewport()->width())));
    }
}

// Decimal MB/s chosen: the Write and Read columns and their tooltips show each pass's
// effective rate in it, also for a list read before the choice (the report keeps MiB/s).
void TestHistory::rateColumnsFollowTheChosenUnit()
{
    const auto restore = qScopeGuard([] { Units::setRateUnit(Units::RateUnit::MiB); });
    const RunReport report
        = ChartTest::fixtureReport(m_target.path(), QDateTime(QDate(2026, 6, 2), QTime(8, 0)), 20.0f);
    const QString path = saveRun(report);
    HistoryPanel history;
    QAbstractItemModelTester tester(history.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(reloadAndWait(history));
    QSignalSpy changed(history.model(), &QAbstractItemModel::dataChanged);
    QSignalSpy headers(history.model(), &QAbstractItemModel::headerDataChanged);
    const auto expected = [&](PhaseKind kind, double scale) {
        QStringList rates;
        for (const PassResult& pass : report.targets[0].passes)
            rates.append(QLocale().toString(pass.phase(kind)->effectiveMiBs * scale, 'f', 1));
        return rates.join(QStringLiteral(" / "));
    };
    QCOMPARE(cell(history, path, HistoryModel::WriteColumn), expected(PhaseKind::Write, 1.0));
    QCOMPARE(cell(history, path, HistoryModel::ReadColumn), expected(PhaseKind::Read, 1.0));
    QVERIFY(history.model()
                ->headerData(HistoryModel::WriteColumn, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .endsWith(QLatin1String("MiB/s")));

    Units::setRateUnit(Units::RateUnit::MB);
    history.model()->rateUnitChanged();
    QVERIFY(!changed.isEmpty());
    QVERIFY(!headers.isEmpty());
    QCOMPARE(cell(history, path, HistoryModel::WriteColumn), expected(PhaseKind::Write, 1.048576));
    QCOMPARE(cell(history, path, HistoryModel::ReadColumn), expected(PhaseKind::Read, 1.048576));
    QVERIFY(expected(PhaseKind::Write, 1.048576) != expected(PhaseKind::Write, 1.0));
    const QString tip = cell(history, path, HistoryModel::WriteColumn, Qt::ToolTipRole);
    QVERIFY2(
        tip.contains(expected(PhaseKind::Write, 1.048576)) && tip.endsWith(QLatin1String(" MB/s")), qPrintable(tip));
    QVERIFY(history.model()
                ->headerData(HistoryModel::WriteColumn, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .endsWith(QLatin1String("MB/s")));
}

STREAMSCOPE_UI_TEST_MAIN(TestHistory)
#include "tst_history.moc"
