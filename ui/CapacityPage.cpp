#include "CapacityPage.h"

#include "CapacityChart.h"
#include "History.h"
#include "LiveRun.h"
#include "PlainText.h"
#include "RunController.h"
#include "Units.h"

#include <QLabel>
#include <QSplitter>
#include <QTabWidget>
#include <QThread>
#include <QVBoxLayout>
#include <algorithm>

namespace {
// A word-wrapped label that always gets the height its text needs at its current width.
// Inside a splitter pane a QLabel's height-for-width is not asked for, and the second line
// of a long (German, French) answer was cut off under the chart.
class WrappedLabel : public QLabel {
public:
    using QLabel::QLabel;

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QLabel::resizeEvent(event);
        const int needed = heightForWidth(width());
        if (needed > 0 && needed != minimumHeight())
            setMinimumHeight(needed);
    }
};
} // namespace

CapacityPage::CapacityPage(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("capacityPage"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 0);
    layout->setSpacing(2);
    m_answer = new WrappedLabel(tr("No capacity search yet: set a rate, buffer and duration (or choose the recorder "
                                   "or daw preset) and press Find Capacity."));
    m_answer->setObjectName(QStringLiteral("capacityAnswer"));
    PlainText::label(m_answer); // names directories and hosts
    m_answer->setWordWrap(true);
    m_answer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Its wrapped lines must never be squeezed away by the chart under it.
    m_answer->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    m_answer->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_chart = new CapacityChart;
    layout->addWidget(m_answer);
    layout->addWidget(m_chart, 1);
}

QString CapacityPage::problem(const RunConfig& config)
{
    if (!config.isRealTime())
        return tr("a rate per stream under Real-time streams (or the recorder or daw preset)");
    if (config.durationNs <= 0)
        return tr("a duration under Real-time streams: each step records for that long");
    if (config.targetDirs.size() != 1)
        return tr("exactly one target directory: the search measures one disk at a time");
    // The rule a single real-time run is checked by, at the rate the search uses.
    if (const auto refused = CapacitySearch::refusal(config))
        return tr("a longer duration, or a smaller buffer: %1").arg(refused->message);
    return {};
}

void CapacityPage::follow(RunController* controller, LiveRun* run)
{
    m_run = run;
    connect(controller, &RunController::capacityStepStarted, this, &CapacityPage::onStepStarted);
    connect(controller, &RunController::capacityStep, this, &CapacityPage::onStep);
    connect(controller, &RunController::capacityFinished, this, &CapacityPage::onFinished);
}

void CapacityPage::followHistory(HistoryPanel* history, QTabWidget* tabs)
{
    m_tabs = tabs;
    connect(history, &HistoryPanel::capacityChosen, this, &CapacityPage::open);
    connect(this, &CapacityPage::saved, history, &HistoryPanel::reload);
}

void CapacityPage::bringForward()
{
    if (!m_tabs)
        return;
    // The page may sit in a scroll area: the tab is the ancestor the tab widget holds.
    QWidget* tab = this;
    while (tab && m_tabs->indexOf(tab) < 0)
        tab = tab->parentWidget();
    if (tab)
        m_tabs->setCurrentWidget(tab);
    // The capacity chart needs more room than the results table usually gets; at 768 px of
    // screen (about 590 px for both) the live chart above keeps a little under half.
    auto* splitter = qobject_cast<QSplitter*>(m_tabs->parentWidget());
    const QList<int> sizes = splitter ? splitter->sizes() : QList<int>();
    if (sizes.size() == 2 && splitter->widget(1) == m_tabs) {
        const int total = sizes.at(0) + sizes.at(1);
        const int wanted = std::min(340, total * 55 / 100);
        if (total > 400 && sizes.at(1) < wanted)
            splitter->setSizes({ total - wanted, wanted });
    }
}

void CapacityPage::onStepStarted(int streams)
{
    const RunConfig config = beginStep(streams);
    if (m_run)
        m_run->beginStep(config, m_steps, streams, CapacitySearch::stepBound(m_report.result.steps));
}

void CapacityPage::onStep(const CapacityStep& step)
{
    if (m_run && m_report.fsType.isEmpty() && !m_run->report().targets.isEmpty())
        m_report.fsType = m_run->report().targets.constFirst().environment.fsType;
    addStep(step);
    if (m_run)
        m_run->endStep();
    Q_EMIT stepAdded(step);
}

void CapacityPage::onFinished(const CapacityResult& result)
{
    const int exitCode = finish(result);
    if (m_run)
        m_run->endSearch(exitCode == 130 ? LiveRun::End::Stopped
                : exitCode == 1          ? LiveRun::End::Failed
                                         : LiveRun::End::Done);
    Q_EMIT searchFinished(result, exitCode);
}

void CapacityPage::begin(const RunConfig& config)
{
    m_searching = true;
    m_stopClicked = false;
    m_base = config;
    m_steps = 0;
    m_streams = 0;
    m_lastResult = CapacityResult();
    m_report = CapacityReport();
    m_report.config = config;
    m_report.startedAt = QDateTime::currentDateTime();
    m_savedPath.clear();
    m_chart->beginSearch(config);
    // A buffered step on a disk runs until the outlook decides, which the kernel's 30 s hold of
    // dirty data can stretch past the duration.
    m_answer->setText(config.mode == IoMode::Buffered
            ? tr("Searching\u2026 each step records %1 per stream until its verdict is known, for at most %2 s "
                 "or, on a disk, a minute and a half: the kernel writes nothing back for its first 30 s.")
                  .arg(Units::formatShownRate(config.rateFor(0)),
                      locale().toString(double(config.durationNs) / 1e9, 'f', 0))
            : tr("Searching\u2026 each step records %1 per stream for %2 s.")
                  .arg(Units::formatShownRate(config.rateFor(0)),
                      locale().toString(double(config.durationNs) / 1e9, 'f', 0)));
    m_answer->setForegroundRole(QPalette::WindowText);
    if (m_run)
        m_run->beginSearch(config);
}

RunConfig CapacityPage::beginStep(int streams)
{
    ++m_steps;
    m_streams = streams;
    RunConfig step = m_base;
    step.streamCounts = { streams };
    if (step.ratesBytesPerSec.size() > 1)
        step.ratesBytesPerSec = { step.ratesBytesPerSec.front() };
    return step;
}

void CapacityPage::addStep(const CapacityStep& step)
{
    m_report.result.steps.append(step);
    m_chart->addStep(step);
}

int CapacityPage::finish(const CapacityResult& result)
{
    m_searching = false;
    m_lastResult = result;
    m_chart->setResult(result);
    int exitCode = 0;
    // The free-space limit is an answer, not a failure, but it must not read like a full one.
    // (The other early end, the stream-count limit, says so in the sentence itself.)
    QString answer = result.sentence;
    if (!result.limitedBy.isEmpty() && result.sustainedStreams < Limits::kMaxStreams)
        answer = tr("\u26a0 Limited by the disk's free space: %1").arg(result.sentence);
    if (m_stopClicked) {
        answer = tr("%1 Its files were removed.").arg(result.sentence);
        exitCode = 130;
    } else if (!result.error.isEmpty() || !result.measuredAnything()) {
        exitCode = 1; // no count measured: no answer, whatever ended it
    }
    m_report.result = result;
    m_report.stopped = m_stopClicked;
    save();
    if (m_savedPath.isEmpty() && !result.steps.isEmpty())
        answer = tr("%1 (Not kept in the history: %2)").arg(answer, m_saveError);
    showAnswer(answer, exitCode == 0);
    return exitCode;
}

void CapacityPage::showAnswer(const QString& text, bool bold)
{
    m_answer->setText(text);
    QFont font = m_answer->font();
    font.setBold(bold);
    m_answer->setFont(font);
    // Before the page was first laid out its width is a placeholder: wrapped at that width the
    // answer would claim ten lines and leave a gap above the chart. resizeEvent() sets it then.
    if (m_answer->isVisible())
        m_answer->setMinimumHeight(m_answer->heightForWidth(m_answer->width()));
}

void CapacityPage::save()
{
    // A search that finished no step measured nothing worth keeping.
    m_saveError.clear();
    if (m_report.result.steps.isEmpty())
        return;
    m_savedPath = History::saveCapacity(m_report, &m_saveError);
    if (!m_savedPath.isEmpty())
        Q_EMIT saved(m_savedPath);
}

void CapacityPage::open(const QString& path)
{
    Q_ASSERT(QThread::currentThread() == thread());
    m_loads.start(
        [path] {
            // In a pool thread: the file may sit on a slow or hung mount.
            QString error;
            auto report = CapacityReport::load(path, &error);
            return std::make_pair(report, error);
        },
        [this, path](quint64, const std::pair<std::optional<CapacityReport>, QString>& loaded) {
            if (m_searching)
                return; // a search began meanwhile: its page is not replaced
            if (!loaded.first) {
                showAnswer(tr("Cannot show the capacity search: %1").arg(loaded.second), false);
                Q_EMIT reopened(path, false);
                return;
            }
            showSaved(path, *loaded.first);
            Q_EMIT reopened(path, true);
        });
}

bool CapacityPage::showSaved(const QString& path, const CapacityReport& report)
{
    if (m_searching)
        return false;
    m_savedPath = path;
    showReport(report);
    bringForward();
    Q_EMIT savedShown(report);
    return true;
}

void CapacityPage::showReport(const CapacityReport& report)
{
    m_report = report;
    m_lastResult = report.result;
    m_base = report.config;
    m_chart->beginSearch(report.config);
    for (const CapacityStep& step : report.result.steps)
        m_chart->addStep(step);
    m_chart->setResult(report.result);
    const QString when = locale().toString(report.startedAt, QLocale::ShortFormat);
    // In the window's language, from what the search measured (the saved sentence is in the
    // language it ran in).
    const QString sentence = report.result.steps.isEmpty() ? report.result.sentence
                                                           : CapacitySearch::sentence(report.config, report.result);
    const QString text = report.stopped ? tr("Capacity search of %1, stopped before it ended: %2").arg(when, sentence)
                                        : tr("Capacity search of %1: %2").arg(when, sentence);
    showAnswer(text, !report.stopped && report.result.error.isEmpty());
}

QString CapacityPage::answer() const
{
    return m_answer->text();
}
