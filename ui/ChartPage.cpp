#include "ChartPage.h"

#include "AppSettings.h"
#include "FlowRow.h"
#include "HelpDialog.h"
#include "LiveChart.h"
#include "OutlookText.h"
#include "PlainText.h"
#include "TogetherData.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

// Selects the item whose data is `value` (the first when none is).
void selectData(QComboBox* box, double value)
{
    int index = 0;
    for (int i = 0; i < box->count(); ++i) {
        if (qFuzzyCompare(box->itemData(i).toDouble() + 2, value + 2))
            index = i;
    }
    box->setCurrentIndex(index);
}

} // namespace

ChartPage::ChartPage(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    // The choosers in a row that wraps: on a narrow window (German and French labels are
    // longer) the bar takes a second line instead of clipping the choosers' texts.
    auto* bar = new FlowRow;
    m_toolbar = bar;
    bar->setContentsMargins(6, 2, 6, 0);
    bar->setSpacing(8);
    m_streamChooser = new QComboBox;
    m_streamChooser->setObjectName(QStringLiteral("streamChooser"));
    m_streamChooser->addItem(tr("all streams"), -1);
    m_streamChooser->setEnabled(false);
    m_streamChooser->setAccessibleName(tr("Stream shown"));
    m_streamChooser->setToolTip(tr("Highlight one stream (with many streams the chart shows their min\u2013max band)"));
    m_smoothing = new QComboBox;
    m_smoothing->setObjectName(QStringLiteral("smoothingChooser"));
    m_smoothing->addItem(tr("auto"), LiveChart::kAutoSmoothing);
    m_smoothing->addItem(tr("raw tick"), 0.0);
    m_smoothing->addItem(tr("0.5 s mean"), 0.5);
    m_smoothing->addItem(tr("1 s mean"), 1.0);
    m_smoothing->addItem(tr("5 s mean"), 5.0);
    m_smoothing->setAccessibleName(tr("Smoothing"));
    m_smoothing->setToolTip(tr("Rolling mean of the interval rate for the stream, band and total lines (display "
                               "only: CSV and JSON keep every tick). The raw ticks stay drawn faintly. Auto: 1 s for "
                               "real-time runs, 0.5 s otherwise."));
    m_follow = new QComboBox;
    m_follow->setObjectName(QStringLiteral("followChooser"));
    m_follow->addItem(tr("whole run"), 0.0);
    m_follow->addItem(tr("last 30 s"), 30.0);
    m_follow->addItem(tr("last 2 min"), 120.0);
    m_follow->addItem(tr("last 10 min"), 600.0);
    m_follow->setAccessibleName(tr("Follow"));
    m_follow->setToolTip(tr("What the chart shows of a run while it goes on"));
    m_fitAll = new QToolButton;
    m_fitAll->setObjectName(QStringLiteral("fitAll"));
    m_fitAll->setText(tr("Fit all"));
    m_fitAll->setCheckable(true);
    m_fitAll->setToolTip(tr("Scale the rate axis to the device's lines too (otherwise they run off its top, marked "
                            "by a triangle there)"));
    m_scaleTo = new QComboBox;
    m_scaleTo->setObjectName(QStringLiteral("scaleChooser"));
    m_scaleTo->addItem(tr("auto"), int(LiveChart::ScaleTo::Auto));
    m_scaleTo->addItem(tr("program lines"), int(LiveChart::ScaleTo::ProgramLines));
    m_scaleTo->addItem(tr("streams"), int(LiveChart::ScaleTo::Streams));
    m_scaleTo->setAccessibleName(tr("Scale to"));
    m_scaleTo->setToolTip(tr("What the rate axis fits: the program's lines (streams, total, ongoing, effective) or the "
                             "streams alone, with the total and the other rates running off the top, marked there "
                             "and in the legend. Auto: the program's lines and, in a real-time run of more than one "
                             "stream, each stream as a share of its own rate on a second axis (100 % = on time)."));
    m_compareLine = new QComboBox;
    m_compareLine->setObjectName(QStringLiteral("compareChooser"));
    m_compareLine->addItem(tr("total"), int(LiveChart::CompareLine::Total));
    m_compareLine->addItem(tr("effective"), int(LiveChart::CompareLine::Effective));
    m_compareLine->addItem(tr("ongoing"), int(LiveChart::CompareLine::Ongoing));
    m_compareLine->setAccessibleName(tr("Compare"));
    m_compareLine->setToolTip(tr("What is overlaid of each run: the total interval rate, the effective rate of each "
                                 "write phase (including its flush) or the ongoing rate (without it)"));
    m_compareAs = new QComboBox;
    m_compareAs->setObjectName(QStringLiteral("compareAsChooser"));
    m_compareAs->addItem(tr("rates"), false);
    m_compareAs->addItem(tr("% of each run's mean"), true);
    m_compareAs->setAccessibleName(tr("Compare as"));
    m_compareAs->setToolTip(tr("Each run in the rate unit, or as a share of its own mean rate: runs of very "
                               "different speeds (2,000 and 8 MiB/s) keep their shapes on one axis. Chosen by itself "
                               "when the runs' means lie ten times or more apart."));
    m_backToLive = new QToolButton;
    m_backToLive->setObjectName(QStringLiteral("backToLive"));
    m_backToLive->setText(tr("Back to live"));
    m_backToLive->setToolTip(tr("Follow the run's newest data again"));
    m_backToLive->setVisible(false);
    {
        QSettings settings;
        selectData(m_smoothing, settings.value(AppSettings::kChartSmoothing, LiveChart::kAutoSmoothing).toDouble());
        selectData(m_follow, settings.value(AppSettings::kChartFollow, 0.0).toDouble());
        selectData(m_scaleTo, settings.value(AppSettings::kChartScaleTo, int(LiveChart::ScaleTo::Auto)).toInt());
    }
    // The mouse and keyboard hint lives in the "?" button's tooltip: as a label it wrapped into
    // a tall column in German and French and pushed the chart down.
    const QString hint = tr("Drag to zoom, Shift+drag or middle button to pan, wheel zooms time, double-click "
                            "resets; on the keyboard arrow keys pan, +/− zoom, Home resets.");
    // A label and its chooser stay on one line together.
    auto group = [bar](std::initializer_list<QWidget*> widgets) {
        auto* box = new QWidget;
        auto* row = new QHBoxLayout(box);
        row->setContentsMargins(0, 0, 0, 0);
        row->setSpacing(4);
        for (QWidget* w : widgets)
            row->addWidget(w);
        bar->addWidget(box);
        return box;
    };
    // Several hosts: every host's line and their sum, or one host as a run of its own.
    m_hostChooser = new QComboBox;
    m_hostChooser->setObjectName(QStringLiteral("hostChooser"));
    m_hostChooser->setAccessibleName(tr("Host shown"));
    m_hostChooser->setToolTip(tr("Every host's total and their sum, or one host with all a run shows: its streams, "
                                 "Dirty+Writeback, stalls and buffer fill"));
    m_hostChooser->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto* hostLabel = new QLabel(tr("H&ost:"));
    hostLabel->setBuddy(m_hostChooser);
    m_hostGroup = group({ hostLabel, m_hostChooser });
    m_hostGroup->hide();
    connect(m_hostChooser, &QComboBox::activated, this,
        [this] { m_chart->showHost(m_hostChooser->currentData().toInt()); });
    auto* showLabel = new QLabel(tr("Sho&w:"));
    showLabel->setBuddy(m_streamChooser);
    group({ showLabel, m_streamChooser });
    auto* smoothingLabel = new QLabel(tr("S&moothing:"));
    smoothingLabel->setBuddy(m_smoothing);
    group({ smoothingLabel, m_smoothing });
    auto* followLabel = new QLabel(tr("&Follow:"));
    followLabel->setBuddy(m_follow);
    group({ followLabel, m_follow });
    auto* scaleLabel = new QLabel(tr("Sc&ale to:"));
    scaleLabel->setBuddy(m_scaleTo);
    m_scaleGroup = group({ scaleLabel, m_scaleTo });
    bar->addWidget(m_fitAll);
    auto* compareLabel = new QLabel(tr("&Compare:"));
    compareLabel->setBuddy(m_compareLine);
    m_compareAsLabel = new QLabel(tr("a&s:", "compare ... as rates or as % of each run's mean"));
    m_compareAsLabel->setBuddy(m_compareAs);
    m_compareGroup = group({ compareLabel, m_compareLine, m_compareAsLabel, m_compareAs });
    bar->addWidget(m_backToLive);
    auto* help = new QToolButton;
    help->setObjectName(QStringLiteral("chartHelpButton"));
    help->setText(QStringLiteral("?"));
    help->setToolTip(tr("What the chart shows") + QLatin1Char('\n') + hint);
    help->setAccessibleName(tr("What the chart shows"));
    connect(help, &QToolButton::clicked, this, [this] { HelpDialog::showHelp(this); });
    bar->addWidget(help);
    for (QComboBox* box : { m_streamChooser, m_smoothing, m_follow, m_scaleTo, m_compareLine, m_compareAs })
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    layout->addLayout(bar);
    // Lines of text under the bar, shown only when they have something to say.
    const auto noteLine = [layout](const QString& name) {
        QLabel* label = PlainText::newLabel();
        label->setObjectName(name);
        label->setContentsMargins(6, 0, 6, 0);
        label->setWordWrap(true);
        label->setVisible(false);
        layout->addWidget(label);
        return label;
    };
    m_outlook = noteLine(QStringLiteral("outlookLabel"));
    m_otherIo = noteLine(QStringLiteral("otherIoLabel"));
    m_chart = new LiveChart;
    m_chart->setObjectName(QStringLiteral("chart"));
    layout->addWidget(m_chart, 1);
    updateAutoSmoothing();
    updateForMode();
    m_chart->setSmoothing(m_smoothing->currentData().toDouble());
    m_chart->setFollowWindow(m_follow->currentData().toDouble());
    m_chart->setScaleTo(LiveChart::ScaleTo(m_scaleTo->currentData().toInt()));

    connect(m_chart, &LiveChart::streamCountChanged, this, &ChartPage::setStreamCount);
    connect(m_streamChooser, &QComboBox::currentIndexChanged, this,
        [this](int index) { m_chart->setHighlightedStream(m_streamChooser->itemData(index).toInt()); });
    connect(m_smoothing, &QComboBox::currentIndexChanged, this, [this] {
        const double seconds = m_smoothing->currentData().toDouble();
        QSettings().setValue(AppSettings::kChartSmoothing, seconds);
        m_chart->setSmoothing(seconds);
    });
    connect(m_follow, &QComboBox::currentIndexChanged, this, [this] {
        const double seconds = m_follow->currentData().toDouble();
        QSettings().setValue(AppSettings::kChartFollow, seconds);
        m_chart->setFollowWindow(seconds);
    });
    connect(m_fitAll, &QToolButton::toggled, m_chart, &LiveChart::setFitAll);
    connect(m_scaleTo, &QComboBox::currentIndexChanged, this, [this] {
        const int scale = m_scaleTo->currentData().toInt();
        QSettings().setValue(AppSettings::kChartScaleTo, scale);
        m_chart->setScaleTo(LiveChart::ScaleTo(scale));
    });
    connect(m_compareLine, &QComboBox::currentIndexChanged, this,
        [this] { m_chart->setCompareLine(LiveChart::CompareLine(m_compareLine->currentData().toInt())); });
    connect(m_compareAs, &QComboBox::currentIndexChanged, this,
        [this] { m_chart->setCompareRelative(m_compareAs->currentData().toBool()); });
    connect(m_chart, &LiveChart::modeChanged, this, &ChartPage::updateForMode);
    connect(m_backToLive, &QToolButton::clicked, m_chart, &LiveChart::resetZoom);
    connect(m_chart, &LiveChart::zoomChanged, this, &ChartPage::updateBackToLive);
    // A new run or report: "auto" says which window it means for it.
    connect(m_chart, &LiveChart::streamCountChanged, this, &ChartPage::updateAutoSmoothing);
    connect(m_chart, &LiveChart::modeChanged, this, &ChartPage::updateAutoSmoothing);
    connect(m_chart, &LiveChart::liveChanged, this, &ChartPage::updateBackToLive);
    connect(m_chart, &LiveChart::refreshed, this, &ChartPage::updateOutlook);
    connect(m_chart, &LiveChart::modeChanged, this, &ChartPage::updateOutlook);
}

void ChartPage::updateOutlook()
{
    const OutlookText::Text text
        = m_chart->isComparison() ? OutlookText::Text() : OutlookText::of(m_chart->data(), locale());
    if (text.line != m_outlook->text())
        m_outlook->setText(text.line);
    m_outlook->setToolTip(PlainText::tip(text.tip));
    m_outlook->setAccessibleDescription(text.tip);
    m_outlook->setVisible(!text.line.isEmpty());
    // Said as the CLI says it: when the device lines are mostly other programs', the window
    // says so instead of leaving their bursts to be read as the run's.
    const QString other = m_chart->isComparison() ? QString() : OutlookText::otherIo(m_chart->data(), locale());
    if (other != m_otherIo->text())
        m_otherIo->setText(other);
    m_otherIo->setVisible(!other.isEmpty());
    updateGeometry(); // the lines' height is part of the minimum
}

QSize ChartPage::minimumSizeHint() const
{
    QSize size = QWidget::minimumSizeHint();
    const int width = this->width();
    if (width <= 0)
        return size;
    const auto* column = static_cast<const QBoxLayout*>(layout());
    int height = m_toolbar->heightForWidth(width) + m_chart->minimumHeight();
    int shown = 2;
    for (const QLabel* line : { m_outlook, m_otherIo }) {
        if (line->isVisibleTo(this)) {
            height += line->heightForWidth(width);
            ++shown;
        }
    }
    const QMargins m = column->contentsMargins();
    height += (shown - 1) * column->spacing() + m.top() + m.bottom();
    size.setHeight(std::max(size.height(), height));
    return size;
}

void ChartPage::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        updateGeometry(); // the wrapped lines' height follows the width
}

// The comparison's choice only while comparing; the run's scale only while a run is shown.
void ChartPage::updateForMode()
{
    // The hosts of the session or report shown, each by its name, after "all hosts".
    const TogetherData* hosts = m_chart->shownHosts();
    m_hostGroup->setVisible(hosts != nullptr);
    if (hosts) {
        const QSignalBlocker quietHosts(m_hostChooser);
        QStringList names { tr("all hosts") };
        names += hosts->hosts();
        QStringList listed;
        for (int i = 0; i < m_hostChooser->count(); ++i)
            listed.append(m_hostChooser->itemText(i));
        if (listed != names) {
            m_hostChooser->clear();
            for (int i = 0; i < names.size(); ++i)
                m_hostChooser->addItem(names.at(i), i - 1);
        }
        m_hostChooser->setCurrentIndex(m_hostChooser->findData(m_chart->shownHost()));
    }
    const bool compare = m_chart->isComparison();
    m_compareGroup->setVisible(compare);
    m_scaleGroup->setVisible(!compare);
    // The hosts' lines and their sum are rates to add up: no % of each. The choice follows
    // the one showComparison() made for the runs' spread.
    m_compareAsLabel->setVisible(compare && !m_chart->showsHosts());
    m_compareAs->setVisible(compare && !m_chart->showsHosts());
    const QSignalBlocker quiet(m_compareAs);
    m_compareAs->setCurrentIndex(m_compareAs->findData(m_chart->compareRelative()));
    // The row's minimum width was kept from before the swap (Qt invalidates only the page's own
    // layout, not this nested one): in German it then held the window 28 px past a 1366 px screen.
    m_toolbar->invalidate();
}

void ChartPage::updateAutoSmoothing()
{
    // The chart's own: compared runs take the real-time window only when all are real-time.
    const double window = m_chart->autoSmoothingWindow();
    m_smoothing->setItemText(0, tr("auto (%1 s)").arg(locale().toString(window)));
}

void ChartPage::updateBackToLive()
{
    m_backToLive->setVisible(m_chart->isRunning() && m_chart->isZoomed());
}

void ChartPage::setStreamCount(int streams)
{
    const QSignalBlocker blocker(m_streamChooser);
    const int current = m_streamChooser->currentIndex();
    m_streamChooser->clear();
    m_streamChooser->addItem(tr("all streams"), -1);
    for (int i = 0; i < streams; ++i)
        m_streamChooser->addItem(tr("stream %1").arg(i + 1), i);
    m_streamChooser->setCurrentIndex(current >= 0 && current < m_streamChooser->count() ? current : 0);
    m_streamChooser->setEnabled(streams > 1);
}
