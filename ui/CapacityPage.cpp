#include "CapacityPage.h"

#include "CapacityChart.h"
#include "LiveRun.h"
#include "RunController.h"
#include "Units.h"

#include <QLabel>
#include <QVBoxLayout>

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
    m_answer->setWordWrap(true);
    m_answer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Its wrapped lines must never be squeezed away by the chart under it.
    m_answer->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
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
    return {};
}

void CapacityPage::follow(RunController* controller, LiveRun* run)
{
    m_run = run;
    connect(controller, &RunController::capacityStepStarted, this, &CapacityPage::onStepStarted);
    connect(controller, &RunController::capacityStep, this, &CapacityPage::onStep);
    connect(controller, &RunController::capacityFinished, this, &CapacityPage::onFinished);
}

void CapacityPage::onStepStarted(int streams)
{
    const RunConfig config = beginStep(streams);
    if (m_run)
        m_run->beginStep(config, m_steps, streams);
}

void CapacityPage::onStep(const CapacityStep& step)
{
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
    m_chart->beginSearch(config);
    m_answer->setText(
        tr("Searching\u2026 each step records %1 per stream for %2 s.")
            .arg(Units::formatRate(config.rateFor(0)), locale().toString(double(config.durationNs) / 1e9, 'f', 0)));
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
        answer = tr("\u26a0 Limited by the disk: %1").arg(result.sentence);
    if (m_stopClicked) {
        answer = tr("Stopped; the files were removed. %1").arg(result.sentence);
        exitCode = 130;
    } else if (!result.error.isEmpty()) {
        exitCode = 1;
    }
    m_answer->setText(answer);
    QFont font = m_answer->font();
    font.setBold(exitCode == 0);
    m_answer->setFont(font);
    m_answer->setMinimumHeight(m_answer->heightForWidth(m_answer->width()));
    return exitCode;
}

QString CapacityPage::answer() const
{
    return m_answer->text();
}
