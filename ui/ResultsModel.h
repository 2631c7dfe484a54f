#pragma once

#include "RunReport.h"

#include <QAbstractTableModel>
#include <QTableView>

// The seeds' results table: one row per target and stream count, with the write and read
// rates (effective, including the flush tail, as the seeds measured them) and what explains
// them: ongoing rate, flush tail, latency, stalls, and what the device really moved.
class ResultsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum class Column {
        Target,
        Streams,
        Create,
        Write,
        Ongoing,
        FlushTail,
        Read,
        WriteP99,
        WriteMax,
        SyncMax,
        ReadP99,
        ReadMax,
        Stalls,
        DeviceWritten,
        DeviceRead,
        PeakDirty,
        Overruns,
        Lost,
        WorstBuffer,
    };
    // The unformatted number behind a cell (NaN when the cell is "-").
    static constexpr int ValueRole = Qt::UserRole + 1;

    explicit ResultsModel(QObject* parent = nullptr);

    void setReport(const RunReport& report);
    void clear();
    // Compact: only the columns that compare runs (for tables side by side).
    void setCompact(bool compact);
    const RunReport& report() const { return m_report; }
    // Units::setRateUnit() was called: the rate headers and cells are shown again in it.
    void rateUnitChanged();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    Column columnKind(int column) const { return m_columns.at(column); }
    int columnOf(Column kind) const { return int(m_columns.indexOf(kind)); }
    double value(int row, Column kind) const;

    // Plain text with aligned columns, like the seeds' output; all rows, or only `rows`.
    QString toText(const QList<int>& rows = {}) const;
    // Whether the row's write phase was stopped before its flush: its effective rate and flush
    // tail are not known, and the row says so.
    bool isStopped(int row) const { return row >= 0 && row < m_rows.size() && m_rows.at(row).stopped; }

    // A latency in the unit that fits it: "850 µs", "12.3 ms", "2.40 s" (locale-formatted).
    static QString latencyText(double ms);

private:
    struct Row {
        QString target;
        QString targetTip;
        QList<double> values; // by Column
        bool stopped = false;
        double dirtyAtEndMiB = -1; // when stopped: what was still to be written back, -1 = not measured
    };
    QString cellText(const Row& row, Column kind) const;
    static QString stoppedTip(const Row& row);

    RunReport m_report;
    bool m_compact = false;
    QList<Column> m_columns;
    QList<Row> m_rows;
};

// The table view: copy as text with Ctrl+C or from the context menu.
// The table fits its width: when every column at its contents' width would not fit (14 columns
// of a real-time run in German at 1366 px), the details that other views show too are left out,
// least needed first (device read and written, peak dirty: the chart; latencies: the Latency
// tab; the create rate), never the rates, stalls or a recorder's overruns, loss and buffer fill.
// Copying the table keeps every column.
class ResultsTable : public QTableView {
    Q_OBJECT
public:
    explicit ResultsTable(QWidget* parent = nullptr);
    ResultsModel* resultsModel() const { return m_model; }
    void copyAsText();
    // The titles of the columns left out at this width, in the table's order.
    const QStringList& leftOut() const { return m_leftOut; }

Q_SIGNALS:
    void leftOutChanged(const QStringList& titles);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitColumns();

    ResultsModel* m_model;
    QStringList m_leftOut;
    bool m_fitting = false;
};
