#include "ResultsModel.h"

#include "ChartText.h"
#include "PlainText.h"
#include "Units.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QLocale>
#include <algorithm>
#include <cmath>
#include <limits>

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr int kColumnCount = int(ResultsModel::Column::WorstBuffer) + 1;

QString columnTitle(ResultsModel::Column c)
{
    using C = ResultsModel::Column;
    switch (c) {
    case C::Target:
        return ResultsModel::tr("Target");
    case C::Streams:
        return ResultsModel::tr("Streams");
    case C::Create:
        return ResultsModel::tr("Create\n%1").arg(Units::rateUnitName());
    case C::Write:
        return ResultsModel::tr("Write %1\n(effective)").arg(Units::rateUnitName());
    case C::Ongoing:
        return ResultsModel::tr("Ongoing\n%1").arg(Units::rateUnitName());
    case C::FlushTail:
        return ResultsModel::tr("Flush\ntail s");
    case C::Read:
        return ResultsModel::tr("Read\n%1").arg(Units::rateUnitName());
    case C::WriteP99:
        return ResultsModel::tr("Write\np99");
    case C::WriteMax:
        return ResultsModel::tr("Write\nmax");
    case C::SyncMax:
        return ResultsModel::tr("Flush/sync\nmax");
    case C::ReadP99:
        return ResultsModel::tr("Read\np99");
    case C::ReadMax:
        return ResultsModel::tr("Read\nmax");
    case C::Stalls:
        return ResultsModel::tr("Stalls");
    case C::DeviceWritten:
        return ResultsModel::tr("Device\nwrote MiB");
    case C::DeviceRead:
        return ResultsModel::tr("Device\nread MiB");
    case C::PeakDirty:
        return ResultsModel::tr("Peak dirty\nMiB");
    case C::Overruns:
        return ResultsModel::tr("Overruns");
    case C::Lost:
        return ResultsModel::tr("Lost\nMiB");
    case C::WorstBuffer:
        return ResultsModel::tr("Worst\nbuffer %");
    }
    return {};
}

QString columnTip(ResultsModel::Column c)
{
    using C = ResultsModel::Column;
    switch (c) {
    case C::Create:
        return ResultsModel::tr("Effective rate of the create phase (files written one after another, then flushed)");
    case C::Write:
        return ResultsModel::tr("Effective write rate: bytes / time including the final flush and close");
    case C::Ongoing:
        return ResultsModel::tr("Ongoing write rate: bytes / time until the last write() returned, without the "
                                "flush; the gap to the effective rate is data that was still in RAM");
    case C::FlushTail:
        return ResultsModel::tr("Time from the last write() to the data being on disk (fdatasync + close)");
    case C::Read:
        return ResultsModel::tr("Effective read rate");
    case C::WriteP99:
    case C::WriteMax:
        return ResultsModel::tr("Latency of each write() call");
    case C::SyncMax:
        return ResultsModel::tr("Longest fdatasync of the pass; a stall counted there shows here, not in the write "
                                "latency");
    case C::Stalls:
        return ResultsModel::tr("Operations slower than the stall threshold, all phases");
    case C::DeviceWritten:
    case C::DeviceRead:
        return ResultsModel::tr("What the block device itself moved during the phases (from its counters)");
    case C::PeakDirty:
        return ResultsModel::tr("Highest Dirty + Writeback memory during the pass");
    default:
        return {};
    }
}

} // namespace

ResultsModel::ResultsModel(QObject* parent)
    : QAbstractTableModel(parent)
{
    clear();
}

void ResultsModel::clear()
{
    setReport(RunReport());
}

void ResultsModel::setCompact(bool compact)
{
    m_compact = compact;
    setReport(m_report);
}

void ResultsModel::setReport(const RunReport& report)
{
    beginResetModel();
    m_report = report;
    m_rows.clear();
    bool anyCreate = false;
    bool anyRead = false;
    bool anyDevice = false;
    bool anySync = false;
    const bool realTime = report.config.isRealTime();
    for (const TargetResult& target : report.targets) {
        for (const PassResult& pass : target.passes) {
            Row row;
            row.target = target.environment.fsType.isEmpty() ? target.dir : target.environment.fsType;
            row.targetTip = target.dir;
            if (report.targets.size() > 1)
                row.target = tr("%1 (%2)").arg(row.target, target.dir);
            else
                row.target = ChartText::withHost(target.dir, row.target);
            row.values = QList<double>(kColumnCount, kNaN);
            auto set = [&row](Column c, double v) { row.values[int(c)] = v; };
            set(Column::Streams, pass.streams);
            const PhaseResult* c = pass.phase(PhaseKind::Create);
            const PhaseResult* w = pass.phase(PhaseKind::Write);
            const PhaseResult* r = pass.phase(PhaseKind::Read);
            if (c) {
                anyCreate = true;
                set(Column::Create, c->complete ? c->effectiveMiBs : kNaN);
                if (!c->complete) {
                    row.stopped = true;
                    row.dirtyAtEndMiB = c->dirtyAtEndMiB;
                }
            }
            if (w) {
                set(Column::Write, w->effectiveMiBs);
                set(Column::Ongoing, w->ongoingMiBs);
                set(Column::FlushTail, w->flushTailS);
                set(Column::WriteP99, w->latency.p99Us / 1000.0);
                set(Column::WriteMax, w->latency.maxUs / 1000.0);
                if (!w->complete) {
                    row.stopped = true;
                    row.dirtyAtEndMiB = w->dirtyAtEndMiB;
                    // Handed to the kernel is not on disk: no effective rate, no flush tail.
                    set(Column::Write, kNaN);
                    set(Column::FlushTail, kNaN);
                }
            }
            if (r) {
                anyRead = true;
                set(Column::Read, r->effectiveMiBs);
                set(Column::ReadP99, r->latency.p99Us / 1000.0);
                set(Column::ReadMax, r->latency.maxUs / 1000.0);
            }
            double stalls = 0;
            double written = kNaN;
            double read = kNaN;
            double dirty = kNaN;
            double overruns = 0;
            double lost = 0;
            double worst = 0;
            double syncMax = kNaN;
            for (const PhaseResult& p : pass.phases) {
                stalls += double(p.stallCount);
                if (p.syncLatency.count > 0)
                    syncMax = std::isnan(syncMax) ? p.syncLatency.maxUs / 1000.0
                                                  : std::max(syncMax, p.syncLatency.maxUs / 1000.0);
                if (p.deviceWriteBytes >= 0)
                    written = (std::isnan(written) ? 0 : written) + double(p.deviceWriteBytes) / Units::kMiB;
                if (p.deviceReadBytes >= 0)
                    read = (std::isnan(read) ? 0 : read) + double(p.deviceReadBytes) / Units::kMiB;
                if (p.peakDirtyMiB >= 0)
                    dirty = std::isnan(dirty) ? p.peakDirtyMiB : std::max(dirty, p.peakDirtyMiB);
                overruns += double(p.overruns);
                lost += double(p.bytesLost) / Units::kMiB;
                for (const StreamResult& s : p.perStream)
                    worst = std::max(worst, s.worstBufferFillPct);
            }
            anyDevice = anyDevice || !std::isnan(written);
            anySync = anySync || !std::isnan(syncMax);
            set(Column::SyncMax, syncMax);
            set(Column::Stalls, stalls);
            set(Column::DeviceWritten, written);
            set(Column::DeviceRead, read);
            set(Column::PeakDirty, dirty);
            if (realTime) {
                set(Column::Overruns, overruns);
                set(Column::Lost, lost);
                set(Column::WorstBuffer, worst);
            }
            m_rows.append(row);
        }
    }
    // Columns that would be empty for every row of this kind of run are left out. A real-time
    // run's answer (overruns, data lost, the fullest buffer) comes right after its rates: at the
    // end of 14 columns it was the part a narrow window cut off.
    const QList<Column> answer { Column::Overruns, Column::Lost, Column::WorstBuffer };
    QList<Column> order;
    for (int i = 0; i < kColumnCount; ++i) {
        if (!realTime || !answer.contains(Column(i)))
            order.append(Column(i));
    }
    if (realTime) {
        const qsizetype at = order.indexOf(Column::FlushTail) + 1;
        for (qsizetype k = 0; k < answer.size(); ++k)
            order.insert(at + k, answer.at(k));
    }
    m_columns.clear();
    for (const Column c : std::as_const(order)) {
        if (c == Column::Create && !anyCreate)
            continue;
        if ((c == Column::Read || c == Column::ReadP99 || c == Column::ReadMax) && !anyRead && !m_rows.isEmpty())
            continue;
        if (c == Column::DeviceRead && !anyRead)
            continue;
        if (c == Column::SyncMax && !anySync)
            continue;
        if ((c == Column::DeviceWritten || c == Column::DeviceRead) && !anyDevice && !m_rows.isEmpty())
            continue;
        if ((c == Column::Overruns || c == Column::Lost || c == Column::WorstBuffer) && !realTime)
            continue;
        const bool essential = c == Column::Target || c == Column::Streams || c == Column::Write || c == Column::Ongoing
            || c == Column::FlushTail || c == Column::Read || c == Column::Stalls || c == Column::Lost;
        if (m_compact && !essential)
            continue;
        m_columns.append(c);
    }
    endResetModel();
}

int ResultsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ResultsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

double ResultsModel::value(int row, Column kind) const
{
    if (row < 0 || row >= m_rows.size())
        return kNaN;
    return m_rows.at(row).values.at(int(kind));
}

QString ResultsModel::stoppedTip(const Row& row)
{
    if (row.dirtyAtEndMiB >= 0) {
        return tr("stopped before the flush: %1 MiB still dirty").arg(QLocale().toString(row.dirtyAtEndMiB, 'f', 1));
    }
    return tr("stopped before the flush: no effective rate");
}

QString ResultsModel::latencyText(double ms)
{
    const QLocale locale;
    if (ms < 1.0)
        return tr("%1 \u00b5s").arg(locale.toString(ms * 1000.0, 'f', 0));
    if (ms < 1000.0)
        return tr("%1 ms").arg(locale.toString(ms, 'f', ms < 10.0 ? 2 : 1));
    return tr("%1 s").arg(locale.toString(ms / 1000.0, 'f', 2));
}

QString ResultsModel::cellText(const Row& row, Column kind) const
{
    if (kind == Column::Target)
        return row.stopped ? tr("%1 \u00b7 stopped").arg(row.target) : row.target;
    const double v = row.values.at(int(kind));
    if (row.stopped && std::isnan(v) && (kind == Column::Create || kind == Column::Write || kind == Column::FlushTail))
        return QStringLiteral("\u2014");
    if (std::isnan(v))
        return QStringLiteral("-");
    // The user's locale (set by Translations::install()); ValueRole keeps the plain number.
    const QLocale locale;
    switch (kind) {
    case Column::Streams:
    case Column::Stalls:
    case Column::Overruns:
        return locale.toString(qint64(v));
    case Column::WorstBuffer:
        return locale.toString(v, 'f', 0);
    case Column::WriteP99:
    case Column::WriteMax:
    case Column::SyncMax:
    case Column::ReadP99:
    case Column::ReadMax:
        return latencyText(v);
    case Column::DeviceWritten:
    case Column::DeviceRead:
    case Column::PeakDirty:
    case Column::Lost:
        return locale.toString(v, 'f', 1);
    case Column::Create:
    case Column::Write:
    case Column::Ongoing:
    case Column::Read:
        // Kept in MiB/s (ValueRole, reports); shown in the unit the user chose.
        return locale.toString(Units::shownRate(v), 'f', 2);
    default:
        return locale.toString(v, 'f', 2);
    }
}

QVariant ResultsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size() || index.column() >= m_columns.size())
        return {};
    const Row& row = m_rows.at(index.row());
    const Column kind = m_columns.at(index.column());
    switch (role) {
    case Qt::DisplayRole:
        return cellText(row, kind);
    case Qt::TextAlignmentRole:
        return kind == Column::Target ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                      : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (row.stopped
            && (kind == Column::Target || kind == Column::Create || kind == Column::Write || kind == Column::FlushTail))
            return PlainText::tip(stoppedTip(row));
        return kind == Column::Target ? QVariant(PlainText::tip(row.targetTip)) : QVariant();
    case ValueRole:
        return kind == Column::Target ? QVariant(row.target) : QVariant(row.values.at(int(kind)));
    default:
        return {};
    }
}

void ResultsModel::rateUnitChanged()
{
    beginResetModel();
    endResetModel();
}

QVariant ResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= m_columns.size())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole)
        return columnTitle(m_columns.at(section));
    if (role == Qt::ToolTipRole)
        return columnTip(m_columns.at(section));
    return {};
}

QString ResultsModel::toText(const QList<int>& rows) const
{
    QList<int> chosen = rows;
    if (chosen.isEmpty()) {
        for (int i = 0; i < m_rows.size(); ++i)
            chosen.append(i);
    }
    QList<QStringList> table;
    QStringList header;
    for (Column c : m_columns)
        header.append(columnTitle(c).replace(QLatin1Char('\n'), QLatin1Char(' ')));
    table.append(header);
    for (int r : chosen) {
        QStringList line;
        for (Column c : m_columns)
            line.append(cellText(m_rows.at(r), c));
        table.append(line);
    }
    QList<int> widths(m_columns.size(), 0);
    for (const QStringList& line : table) {
        for (int i = 0; i < line.size(); ++i)
            widths[i] = std::max(widths[i], int(line.at(i).size()));
    }
    QString text;
    for (const QStringList& line : table) {
        QStringList cells;
        for (int i = 0; i < line.size(); ++i) {
            const bool left = m_columns.at(i) == Column::Target;
            cells.append(left ? line.at(i).leftJustified(widths[i]) : line.at(i).rightJustified(widths[i]));
        }
        text += cells.join(QStringLiteral("  ")).trimmed() + QLatin1Char('\n');
    }
    return text;
}

ResultsTable::ResultsTable(QWidget* parent)
    : QTableView(parent)
    , m_model(new ResultsModel(this))
{
    setModel(m_model);
    setObjectName(QStringLiteral("results"));
    setAccessibleName(tr("Results"));
    setAccessibleDescription(tr("One row per target and stream count: effective write and read rates, ongoing "
                                "rate, flush tail, latencies and stalls. Ctrl+C copies the selected rows as text."));
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setAlternatingRowColors(true);
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setStretchLastSection(false);
    setContextMenuPolicy(Qt::ActionsContextMenu);
    auto* copy = new QAction(tr("Copy Table as Text"), this);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(copy, &QAction::triggered, this, &ResultsTable::copyAsText);
    addAction(copy);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ResultsTable::fitColumns);
    connect(m_model, &QAbstractItemModel::headerDataChanged, this, &ResultsTable::fitColumns);
}

void ResultsTable::resizeEvent(QResizeEvent* event)
{
    QTableView::resizeEvent(event);
    fitColumns();
}

void ResultsTable::fitColumns()
{
    if (m_fitting)
        return;
    m_fitting = true;
    using C = ResultsModel::Column;
    // Left out first to last.
    static const QList<C> expendable { C::DeviceRead, C::PeakDirty, C::DeviceWritten, C::ReadMax, C::SyncMax,
        C::WriteMax, C::ReadP99, C::WriteP99, C::Create };
    QList<int> width(m_model->columnCount(), 0);
    int total = 0;
    for (int i = 0; i < m_model->columnCount(); ++i) {
        setColumnHidden(i, false);
        width[i] = std::max(sizeHintForColumn(i), horizontalHeader()->sectionSizeHint(i));
        total += width[i];
    }
    const int room = viewport()->width();
    QStringList leftOut;
    for (C kind : expendable) {
        if (total <= room)
            break;
        const int column = m_model->columnOf(kind);
        if (column < 0)
            continue;
        setColumnHidden(column, true);
        total -= width[column];
    }
    for (int i = 0; i < m_model->columnCount(); ++i) {
        if (isColumnHidden(i))
            leftOut.append(
                m_model->headerData(i, Qt::Horizontal).toString().replace(QLatin1Char('\n'), QLatin1Char(' ')));
    }
    m_fitting = false;
    if (leftOut != m_leftOut) {
        m_leftOut = leftOut;
        Q_EMIT leftOutChanged(m_leftOut);
    }
}

void ResultsTable::copyAsText()
{
    QList<int> rows;
    if (selectionModel()) {
        for (const QModelIndex& index : selectionModel()->selectedRows())
            rows.append(index.row());
    }
    std::sort(rows.begin(), rows.end());
    QApplication::clipboard()->setText(m_model->toText(rows));
}
