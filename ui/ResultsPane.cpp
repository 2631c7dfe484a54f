#include "ResultsPane.h"

#include "LiveRun.h"
#include "PlainText.h"
#include "ResultsModel.h"
#include "ShareActions.h"
#include "TrustStrip.h"
#include "Verdict.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

ResultsPane::ResultsPane(QWidget* parent)
    : QStackedWidget(parent)
{
    m_results = new ResultsTable;
    m_verdict = PlainText::newLabel();
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setAccessibleName(tr("Verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_verdict->setContextMenuPolicy(Qt::DefaultContextMenu); // Copy, Select All
    m_verdict->setContentsMargins(4, 2, 4, 2);
    m_verdict->hide();
    m_leftOut = PlainText::newLabel();
    m_leftOut->setObjectName(QStringLiteral("leftOutColumns"));
    m_leftOut->setWordWrap(true);
    m_leftOut->setContentsMargins(4, 1, 4, 1);
    QFont small = m_leftOut->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_leftOut->setFont(small);
    m_leftOut->hide();
    connect(m_results, &ResultsTable::leftOutChanged, this, [this](const QStringList& titles) {
        m_leftOut->setText(titles.isEmpty() ? QString()
                                            : tr("Not shown at this width: %1 (Copy Table as Text has every column).")
                                                  .arg(titles.join(QStringLiteral(", "))));
        m_leftOut->setVisible(!titles.isEmpty());
    });
    m_trust = new TrustStrip;
    auto* runPage = new QWidget;
    auto* runLayout = new QVBoxLayout(runPage);
    runLayout->setContentsMargins(0, 0, 0, 0);
    runLayout->setSpacing(0);
    runLayout->addWidget(m_results, 1);
    runLayout->addWidget(m_leftOut);
    runLayout->addWidget(m_trust);
    runLayout->addWidget(m_verdict);
    m_compareTables = new QWidget;
    m_compareTables->setObjectName(QStringLiteral("comparisonTables"));
    m_compareTables->setAccessibleName(tr("Comparison tables"));
    auto* compareScroll = new QScrollArea;
    compareScroll->setWidget(m_compareTables);
    compareScroll->setWidgetResizable(true);
    new QHBoxLayout(m_compareTables);
    // Squeezed below what the table's row, the notes and the verdict need (the chart keeps its
    // plot on a small screen), the page scrolls instead of laying the notes over each other.
    auto* runScroll = new QScrollArea;
    runScroll->setObjectName(QStringLiteral("resultsScroll"));
    runScroll->setWidget(runPage);
    runScroll->setWidgetResizable(true);
    runScroll->setFrameShape(QFrame::NoFrame);
    addWidget(runScroll);
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
    connect(run, &LiveRun::finished, this, [this](const RunReport& report) {
        m_results->resultsModel()->setReport(report);
        showVerdict(report);
    });
}

void ResultsPane::showRun(const RunReport& report)
{
    m_summary.clear();
    m_results->resultsModel()->setReport(report);
    showVerdict(report);
    setCurrentIndex(0);
}

void ResultsPane::rateUnitChanged()
{
    for (ResultsTable* table : findChildren<ResultsTable*>())
        table->resultsModel()->rateUnitChanged();
    showVerdict(m_results->resultsModel()->report());
}

void ResultsPane::showVerdict(const RunReport& report)
{
    // A report still being written (the run in progress) has no verdict yet.
    QString text = report.finishedAt.isValid() ? Verdict::runText(report) : QString();
    // First: with several hosts the totals and the slowest host are what the run was for.
    if (!m_summary.isEmpty())
        text = m_summary.join(QLatin1Char('\n')) + (text.isEmpty() ? QString() : QStringLiteral("\n")) + text;
    m_verdict->setText(text);
    m_verdict->setVisible(!text.isEmpty());
    // Flags are raised when a target's run ends; a report in progress has none yet.
    if (report.finishedAt.isValid())
        m_trust->setReport(report);
    else
        m_trust->clear();
}

void ResultsPane::setSummary(const QStringList& lines)
{
    m_summary = lines;
    showVerdict(m_results->resultsModel()->report());
}

QString ResultsPane::verdict() const
{
    return m_verdict->text();
}

int ResultsPane::heightForRows(int rows) const
{
    const int rowHeight = m_results->verticalHeader()->defaultSectionSize();
    const int header = m_results->horizontalHeader()->sizeHint().height();
    const int frame = 2 * m_results->frameWidth();
    const int scrollBar = m_results->horizontalScrollBar()->sizeHint().height();
    // The verdict as shown (one line per pass, wrapped), or room for two lines before a run.
    const int verdict = m_verdict->text().isEmpty() ? 2 * fontMetrics().lineSpacing() + 6
                                                    : m_verdict->heightForWidth(std::max(200, m_results->width()));
    int trust = 0;
    if (m_trust->isVisibleTo(this)) {
        trust = m_trust->heightForWidth(std::max(200, m_results->width()));
        if (trust < 0)
            trust = m_trust->sizeHint().height();
    }
    return header + std::max(1, rows) * rowHeight + frame + scrollBar + verdict + trust;
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
        QLabel* caption = PlainText::newLabel(labels.value(i));
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
