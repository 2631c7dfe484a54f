#include "ResultsPane.h"

#include "LiveRun.h"
#include "ResultsModel.h"
#include "ShareActions.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

ResultsPane::ResultsPane(QWidget* parent)
    : QStackedWidget(parent)
{
    m_results = new ResultsTable;
    m_compareTables = new QWidget;
    m_compareTables->setObjectName(QStringLiteral("comparisonTables"));
    m_compareTables->setAccessibleName(tr("Comparison tables"));
    auto* compareScroll = new QScrollArea;
    compareScroll->setWidget(m_compareTables);
    compareScroll->setWidgetResizable(true);
    new QHBoxLayout(m_compareTables);
    addWidget(m_results);
    addWidget(compareScroll);
    m_share
        = new ShareActions([model = m_results->resultsModel()]() -> const RunReport& { return model->report(); }, this);
    m_share->addTo(m_results);
    connect(m_results->resultsModel(), &QAbstractItemModel::modelReset, m_share, &ShareActions::update);
    setMinimumHeight(90);
}

void ResultsPane::setRun(LiveRun* run)
{
    connect(run, &LiveRun::began, this, [this, run] { showRun(run->report()); });
    connect(run, &LiveRun::phaseFinished, this, [this, run] { m_results->resultsModel()->setReport(run->report()); });
    connect(run, &LiveRun::finished, m_results->resultsModel(), &ResultsModel::setReport);
}

void ResultsPane::showRun(const RunReport& report)
{
    m_results->resultsModel()->setReport(report);
    setCurrentIndex(0);
}

void ResultsPane::showComparison(const QList<RunReport>& reports, const QStringList& labels)
{
    QLayout* layout = m_compareTables->layout();
    while (QLayoutItem* item = layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    for (int i = 0; i < reports.size(); ++i) {
        auto* box = new QWidget;
        auto* boxLayout = new QVBoxLayout(box);
        boxLayout->setContentsMargins(0, 0, 0, 0);
        auto* caption = new QLabel(labels.value(i));
        QFont bold = caption->font();
        bold.setBold(true);
        caption->setFont(bold);
        auto* table = new ResultsTable;
        table->resultsModel()->setCompact(true);
        table->resultsModel()->setReport(reports.at(i));
        boxLayout->addWidget(caption);
        boxLayout->addWidget(table, 1);
        layout->addWidget(box);
    }
    setCurrentIndex(1);
}
