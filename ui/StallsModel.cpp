#include "StallsModel.h"

#include "ChartText.h"
#include "LiveRun.h"
#include "PlainText.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

StallsModel::StallsModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void StallsModel::follow(LiveRun* run)
{
    connect(run, &LiveRun::began, this, &StallsModel::clear);
    connect(run, &LiveRun::samplesAppended, this, [this, run] { appendNew(run->chartData().stalls()); });
}

void StallsModel::setReport(const RunReport& report)
{
    QList<StallEvent> stalls;
    for (const TargetResult& target : report.targets) {
        for (const PassResult& pass : target.passes) {
            for (const PhaseResult& phase : pass.phases)
                stalls.append(phase.stalls);
        }
    }
    std::stable_sort(
        stalls.begin(), stalls.end(), [](const StallEvent& a, const StallEvent& b) { return a.startS < b.startS; });
    beginResetModel();
    m_stalls = std::move(stalls);
    endResetModel();
}

void StallsModel::clear()
{
    if (m_stalls.isEmpty())
        return;
    beginResetModel();
    m_stalls.clear();
    endResetModel();
}

void StallsModel::appendNew(const QList<StallEvent>& stalls)
{
    const qsizetype first = m_stalls.size();
    if (stalls.size() <= first)
        return;
    beginInsertRows(QModelIndex(), int(first), int(stalls.size() - 1));
    m_stalls.append(stalls.mid(first));
    endInsertRows();
}

int StallsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_stalls.size());
}

int StallsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StallsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const StallEvent& s = m_stalls.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Time:
            return ChartText::seconds(s.startS);
        case Stream:
            return s.stream + 1;
        case Phase:
            return ChartText::phaseTitle(s.phase);
        case Length:
            return ChartText::milliseconds(s.durationS);
        case Cause:
            return StallCause::label(s.cause);
        case Evidence:
            return StallCause::describe(s.cause, s.evidence);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        return PlainText::tip(ChartText::stallCause(s.durationS, s.cause, s.evidence));
    case Qt::TextAlignmentRole:
        return index.column() <= Length && index.column() != Phase ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                                   : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case StartRole:
        return s.startS;
    case DurationRole:
        return s.durationS;
    case CauseKeyRole:
        return StallCause::key(s.cause);
    default:
        return {};
    }
}

QVariant StallsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Time:
        return tr("Time (s)");
    case Stream:
        return tr("Stream");
    case Phase:
        return tr("Phase");
    case Length:
        return tr("Length");
    case Cause:
        return tr("Cause");
    case Evidence:
        return tr("Evidence");
    default:
        return {};
    }
}

StallsPane::StallsPane(QWidget* parent)
    : QWidget(parent)
    , m_model(new StallsModel(this))
    , m_header(PlainText::newLabel())
    , m_view(new QTableView)
{
    setObjectName(QStringLiteral("stallsPane"));
    m_header->setObjectName(QStringLiteral("stallBreakdown"));
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_view->setObjectName(QStringLiteral("stallsTable"));
    m_view->setAccessibleName(tr("Stalls"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(StallsModel::Evidence, QHeaderView::Stretch);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_header);
    layout->addWidget(m_view, 1);
    // A click or Enter on a row: the chart goes there.
    auto activate = [this](const QModelIndex& index) {
        if (index.isValid())
            Q_EMIT stallActivated(
                index.data(StallsModel::StartRole).toDouble(), index.data(StallsModel::DurationRole).toDouble());
    };
    connect(m_view, &QTableView::clicked, this, activate);
    connect(m_view, &QTableView::activated, this, activate);
    auto count = [this] { Q_EMIT countChanged(m_model->rowCount()); };
    connect(m_model, &QAbstractItemModel::rowsInserted, this, count);
    connect(m_model, &QAbstractItemModel::modelReset, this, count);
    showBreakdown(RunReport());
}

QString StallsPane::breakdownText() const
{
    return m_header->text();
}

void StallsPane::setRun(LiveRun* run)
{
    m_model->follow(run);
    connect(run, &LiveRun::began, this, [this, run] { showBreakdown(run->report()); });
    connect(run, &LiveRun::phaseFinished, this, [this, run] { showBreakdown(run->report()); });
    connect(run, &LiveRun::finished, this, &StallsPane::showBreakdown);
}

void StallsPane::showReport(const RunReport& report)
{
    m_model->setReport(report);
    showBreakdown(report);
}

void StallsPane::showComparison()
{
    m_model->setReport(RunReport());
    m_header->setText(tr("Several runs are compared: their stalls are in the Stalls column of each run's table; "
                         "choose one run in the History to list its stalls here."));
    Q_EMIT countChanged(-1);
}

void StallsPane::showBreakdown(const RunReport& report)
{
    m_header->setText(breakdown(report));
}

QString StallsPane::breakdown(const RunReport& report)
{
    QStringList lines;
    const bool manyTargets = report.targets.size() > 1;
    for (const TargetResult& target : report.targets) {
        for (const PassResult& pass : target.passes) {
            for (const PhaseResult& phase : pass.phases) {
                if (phase.stallTime.count == 0)
                    continue;
                QString where = tr("%1 \u00d7%2").arg(ChartText::phaseTitle(phase.kind)).arg(pass.streams);
                if (manyTargets)
                    where = tr("%1: %2").arg(target.environment.fsType, where);
                lines << tr("%1: %2").arg(where, phase.stallTime.summary());
            }
        }
    }
    return lines.isEmpty() ? tr("Time lost to stalls, by cause: none in the finished phases.")
                           : tr("Time lost to stalls, by cause:") + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
}
