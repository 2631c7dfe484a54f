#include "ResultsPane.h"

#include "LiveRun.h"
#include "ResultsModel.h"
#include "ShareActions.h"
#include "TrustStrip.h"
#include "Verdict.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>
#include <algorithm>

namespace {
// The area under the table: as tall as its wrapped lines at its width when there is room,
// scrolling when there is not (the table keeps its header and a row).
class NotesArea final : public QScrollArea {
public:
    QSize sizeHint() const override
    {
        const QSize base = QScrollArea::sizeHint();
        if (!widget())
            return base;
        const int width = std::max(200, viewport()->width());
        const int content = widget()->heightForWidth(width);
        return { base.width(), (content >= 0 ? content : widget()->sizeHint().height()) + 2 * frameWidth() };
    }
    QSize minimumSizeHint() const override
    {
        return { 0, std::min(sizeHint().height(), 3 * fontMetrics().lineSpacing()) };
    }

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QScrollArea::resizeEvent(event);
        if (event->size().width() != event->oldSize().width())
            updateGeometry(); // the lines wrap anew
    }
};
} // namespace

ResultsPane::ResultsPane(QWidget* parent)
    : QStackedWidget(parent)
{
    m_results = new ResultsTable;
    m_verdict = new QLabel;
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setAccessibleName(tr("Verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::PlainText);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_verdict->setContextMenuPolicy(Qt::DefaultContextMenu); // Copy, Select All
    m_verdict->setContentsMargins(4, 2, 4, 2);
    m_verdict->hide();
    m_trust = new TrustStrip;
    auto* runPage = new QWidget;
    auto* runLayout = new QVBoxLayout(runPage);
    runLayout->setContentsMargins(0, 0, 0, 0);
    runLayout->setSpacing(0);
    runLayout->addWidget(m_results, 1);
    // The flags and the verdict wrap; when the pane is shorter than their lines (several hosts,
    // several flags, a 768 px screen) they scroll rather than being cut through a line.
    auto* notes = new QWidget;
    notes->setObjectName(QStringLiteral("runNotes"));
    auto* notesLayout = new QVBoxLayout(notes);
    notesLayout->setContentsMargins(0, 0, 0, 0);
    notesLayout->setSpacing(0);
    notesLayout->addWidget(m_trust);
    notesLayout->addWidget(m_verdict);
    notesLayout->addStretch(1);
    auto* notesScroll = new NotesArea;
    notesScroll->setObjectName(QStringLiteral("runNotesScroll"));
    notesScroll->setWidget(notes);
    notesScroll->setWidgetResizable(true);
    notesScroll->setFrameShape(QFrame::NoFrame);
    notesScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    runLayout->addWidget(notesScroll);
    m_notesScroll = notesScroll;
    m_compareTables = new QWidget;
    m_compareTables->setObjectName(QStringLiteral("comparisonTables"));
    m_compareTables->setAccessibleName(tr("Comparison tables"));
    auto* compareScroll = new QScrollArea;
    compareScroll->setWidget(m_compareTables);
    compareScroll->setWidgetResizable(true);
    new QHBoxLayout(m_compareTables);
    addWidget(runPage);
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
    m_notesScroll->updateGeometry();
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
