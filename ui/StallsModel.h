#pragma once

#include "RunReport.h"
#include "Sample.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QWidget>

class LiveRun;
class QLabel;
class QTableView;

// The stalls of one run, one row each, in time order: when, which stream, which phase, how
// long, the cause and the evidence behind it. Filled from a live run as its batches arrive
// (rows are only appended while it goes) or at once from a report.
class StallsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Time, Stream, Phase, Length, Cause, Evidence, ColumnCount };
    enum Role { StartRole = Qt::UserRole + 1, DurationRole, CauseKeyRole };

    explicit StallsModel(QObject* parent = nullptr);

    // Follows `run`: cleared when it begins, the new stalls appended with each batch.
    void follow(LiveRun* run);
    // Every stall stored in the report (at most RunReport's cap per phase).
    void setReport(const RunReport& report);
    void clear();
    // Appends the stalls of `stalls` from index rowCount() on (a live run's list only grows).
    void appendNew(const QList<StallEvent>& stalls);

    const StallEvent& stall(int row) const { return m_stalls.at(row); }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<StallEvent> m_stalls;
};

// The Stalls tab: per finished phase the time lost to stalls by cause, and the table of the
// stalls under it. Activating a row (click or Enter) asks for the chart to show that stall.
class StallsPane : public QWidget {
    Q_OBJECT
public:
    explicit StallsPane(QWidget* parent = nullptr);

    StallsModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    QString breakdownText() const;

    void setRun(LiveRun* run);
    void showReport(const RunReport& report);
    // Several runs compared: each keeps its own time, so there is no one table of their stalls;
    // the pane says where to find them and countChanged(-1) (no count to show).
    void showComparison();

    // One line per phase that stalled: "write ×4: 3 stalls, 2.4 s: 2.1 s dirty throttling, …".
    static QString breakdown(const RunReport& report);

Q_SIGNALS:
    // The chart should show [startS, startS + durationS] (run time, seconds).
    void stallActivated(double startS, double durationS);
    void countChanged(int stalls); // -1: several runs shown, no one count

private:
    void showBreakdown(const RunReport& report);

    StallsModel* m_model = nullptr;
    QLabel* m_header = nullptr;
    QTableView* m_view = nullptr;
};
