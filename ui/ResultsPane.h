#pragma once

#include "RunReport.h"

#include <QStackedWidget>

class LiveRun;
class QLabel;
class ResultsTable;
class ShareActions;
class TrustStrip;

// Under the chart: the results table of the run (live or shown) with its trust flags and the
// run's verdict in words under it (selectable), or, when runs are compared, one compact table per run side by side
// under a caption naming it.
class ResultsPane : public QStackedWidget {
    Q_OBJECT
public:
    explicit ResultsPane(QWidget* parent = nullptr);

    ResultsTable* results() const { return m_results; }
    // Copy as Text / Markdown of the run in the table (its context menu has them; the
    // window's Edit menu can take them too).
    ShareActions* shareActions() const { return m_share; }
    // The verdict of the run shown (Verdict::runText), empty while a run goes on.
    QLabel* verdictLabel() const { return m_verdict; }
    QString verdict() const;
    // What can make the run's numbers differ from real hardware's (hidden when nothing).
    TrustStrip* trustStrip() const { return m_trust; }
    // Room for the header, `rows` rows (at least one), the trust flags and the verdict: what the pane needs to show
    // a run without scrolling.
    int heightForRows(int rows) const;
    QWidget* comparisonTables() const { return m_compareTables; }
    // The run in progress: its table comes forward when it begins and shows each phase as it
    // finishes, then the whole report.
    void setRun(LiveRun* run);
    // The one run's table (the run in progress, or the report shown) comes forward.
    void showRun(const RunReport& report);
    // Lines before the verdict of the run shown (several hosts: the totals, the slowest host,
    // the start skew), until another run or report is shown.
    void setSummary(const QStringList& lines);
    void showComparison(const QList<RunReport>& reports, const QStringList& labels);
    // Units::setRateUnit() was called: every table and the verdict are shown again in it.
    void rateUnitChanged();

private:
    void showVerdict(const RunReport& report);

    ResultsTable* m_results = nullptr;
    QLabel* m_verdict = nullptr;
    QLabel* m_leftOut = nullptr; // the table's columns left out at its width
    TrustStrip* m_trust = nullptr;
    QWidget* m_compareTables = nullptr;
    ShareActions* m_share = nullptr;
    QStringList m_summary;
};
