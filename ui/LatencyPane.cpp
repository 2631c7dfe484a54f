#include "LatencyPane.h"

#include "ChartPalette.h"
#include "ChartText.h"
#include "LiveRun.h"
#include "PlainText.h"

#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPainter>
#include <QTimer>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace {
// Live batches come up to 25 times a second; the pane redraws at most this often.
constexpr int kRefreshMs = 250;

QString ms(double value)
{
    return LatencyPane::tr("%1 ms").arg(QLocale().toString(value, 'g', 3));
}

void styleAxis(QAbstractAxis* axis, const ChartColors& colors)
{
    axis->setLabelsColor(colors.text);
    axis->setTitleBrush(colors.text);
    axis->setGridLineColor(colors.grid);
    axis->setLinePenColor(colors.axisLine);
}

void styleChart(QChart* chart, const ChartColors& colors)
{
    chart->setBackgroundBrush(colors.background);
    chart->setPlotAreaBackgroundBrush(colors.background);
    chart->setPlotAreaBackgroundVisible(true);
    chart->legend()->setLabelColor(colors.text);
    chart->setTitleBrush(colors.text);
    chart->setMargins(QMargins(4, 4, 4, 4));
}
} // namespace

LatencyPane::LatencyPane(QWidget* parent)
    : QWidget(parent)
{
    m_timeChart = new QChart;
    // On the right: the pane is low, and six entries stacked cost width, not height.
    m_timeChart->legend()->setAlignment(Qt::AlignRight);
    m_timeView = new QChartView(m_timeChart);
    m_timeView->setRenderHint(QPainter::Antialiasing);
    m_timeX = new QValueAxis;
    m_timeX->setLabelFormat(QStringLiteral("%g"));
    m_timeY = new QLogValueAxis;
    m_timeY->setLabelFormat(QStringLiteral("%g"));
    m_timeY->setBase(10);
    m_timeY->setMinorTickCount(-1);
    m_timeChart->addAxis(m_timeX, Qt::AlignBottom);
    m_timeChart->addAxis(m_timeY, Qt::AlignLeft);

    m_histogramChart = new QChart;
    m_histogramChart->legend()->hide();
    m_histogramOutline = new QLineSeries(this);
    m_histogramArea = new QAreaSeries(m_histogramOutline);
    m_histogramChart->addSeries(m_histogramArea);
    m_histogramX = new QLogValueAxis;
    m_histogramX->setLabelFormat(QStringLiteral("%g"));
    m_histogramX->setBase(10);
    m_histogramX->setMinorTickCount(-1);
    m_histogramY = new QValueAxis;
    m_histogramY->setLabelFormat(QStringLiteral("%g"));
    m_histogramChart->addAxis(m_histogramX, Qt::AlignBottom);
    m_histogramChart->addAxis(m_histogramY, Qt::AlignLeft);
    m_histogramArea->attachAxis(m_histogramX);
    m_histogramArea->attachAxis(m_histogramY);
    m_histogramView = new QChartView(m_histogramChart);
    m_histogramView->setRenderHint(QPainter::Antialiasing);

    m_phaseBox = new QComboBox;
    m_phaseBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_phaseBox, &QComboBox::activated, this, [this] {
        m_userPickedPhase = true;
        refreshHistogram();
    });
    m_summary = PlainText::newLabel();
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* histogram = new QWidget;
    auto* histogramLayout = new QVBoxLayout(histogram);
    histogramLayout->setContentsMargins(0, 0, 0, 0);
    auto* pick = new QHBoxLayout;
    auto* pickLabel = new QLabel(tr("Latency histogram of:"));
    pickLabel->setBuddy(m_phaseBox);
    pick->addWidget(pickLabel);
    pick->addWidget(m_phaseBox);
    pick->addStretch();
    histogramLayout->addLayout(pick);
    histogramLayout->addWidget(m_summary);
    histogramLayout->addWidget(m_histogramView, 1);

    // Fixed shares, not a splitter: the histogram side's label and box would claim the width.
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_timeView, 3);
    layout->addWidget(histogram, 2);

    m_refresh = new QTimer(this);
    m_refresh->setSingleShot(true);
    m_refresh->setInterval(kRefreshMs);
    connect(m_refresh, &QTimer::timeout, this, &LatencyPane::refreshIfShown);
    refreshNow();
}

void LatencyPane::setRun(LiveRun* run)
{
    m_run = run;
    connect(run, &LiveRun::began, this, [this] {
        m_showingRun = true;
        m_userPickedPhase = false;
        refreshNow();
    });
    connect(run, &LiveRun::latencyAppended, this, [this] {
        if (m_showingRun)
            scheduleRefresh();
    });
    connect(run, &LiveRun::runEnded, this, [this] {
        if (m_showingRun)
            refreshNow();
    });
}

void LatencyPane::showReport(const RunReport& report)
{
    // The run that just ended is shown from its live data, which has the phases' histograms.
    if (m_run && m_run->report().startedAt == report.startedAt && m_run->latency().size() > 0) {
        m_showingRun = true;
    } else {
        m_showingRun = false;
        m_report = LatencySeries::fromReport(report);
    }
    m_userPickedPhase = false;
    refreshNow();
}

const LatencySeries& LatencyPane::series() const
{
    static const LatencySeries empty;
    if (m_showingRun)
        return m_run ? m_run->latency() : empty;
    return m_report;
}

bool LatencyPane::histogramShown() const
{
    return !m_histogramView->isHidden();
}

QString LatencyPane::summaryText() const
{
    return m_summary->text();
}

void LatencyPane::scheduleRefresh()
{
    if (!m_refresh->isActive())
        m_refresh->start();
}

// The live redraws rebuild both charts (their series and axes' label layout): on the GUI thread
// that was a sixth of the window's CPU during a run, spent on a tab nobody looked at. Hidden,
// the pane only notes that it is behind.
void LatencyPane::refreshIfShown()
{
    if (isVisible())
        refreshNow();
    else
        m_stale = true;
}

void LatencyPane::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refreshNow();
}

void LatencyPane::refreshNow()
{
    m_refresh->stop();
    m_stale = false;
    refreshTimeChart();
    refreshPhases();
    refreshHistogram();
}

void LatencyPane::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        refreshNow();
}

void LatencyPane::refreshTimeChart()
{
    const ChartColors colors = ChartColors::fromPalette(palette());
    // The axes stay (an axis removed and replaced leaves its old labels on screen until a
    // resize); only the series are made anew.
    m_timeChart->removeAllSeries();
    styleChart(m_timeChart, colors);
    m_timeChart->setTitle(QString());
    const LatencySeries& s = series();
    QValueAxis* x = m_timeX;
    QLogValueAxis* y = m_timeY;
    x->setTitleText(tr("time (s)"));
    y->setTitleText(tr("op latency per tick (ms)"));
    styleAxis(x, colors);
    styleAxis(y, colors);

    const QColor background = colors.background;
    const QColor write
        = ChartPalette::withContrast(QColor(ChartPalette::OkabeIto::Vermillion), background, colors.text, 3.0);
    const QColor read = ChartPalette::withContrast(QColor(ChartPalette::OkabeIto::Blue), background, colors.text, 3.0);
    struct Line {
        const QList<float>* values;
        QString name;
        QColor color;
        qreal width;
        Qt::PenStyle style;
    };
    // p99 bold, p50 darker (towards the text colour), max faded and dotted: three shades of
    // one hue per kind, told apart in the legend too.
    QList<Line> lines;
    if (s.hasWrites()) {
        lines.append({ &s.writeMax(), tr("write max"), colors.faded(write, 0.45), 1.0, Qt::DotLine });
        lines.append({ &s.writeP99(), tr("write p99"), write, 2.0, Qt::SolidLine });
        lines.append(
            { &s.writeP50(), tr("write p50"), ChartPalette::mix(write, colors.text, 0.4), 1.5, Qt::SolidLine });
    }
    if (s.hasReads()) {
        lines.append({ &s.readMax(), tr("read max"), colors.faded(read, 0.45), 1.0, Qt::DotLine });
        lines.append({ &s.readP99(), tr("read p99"), read, 2.0, Qt::SolidLine });
        lines.append({ &s.readP50(), tr("read p50"), ChartPalette::mix(read, colors.text, 0.4), 1.5, Qt::SolidLine });
    }
    double low = INFINITY;
    double high = 0;
    const QList<double>& t = s.t();
    for (const Line& line : lines) {
        // One series per run of ticks with values: a line must not bridge the phases between.
        QList<QPointF> points;
        bool first = true;
        auto flush = [&] {
            if (points.isEmpty())
                return;
            auto* series = new QLineSeries;
            series->setName(line.name);
            QPen pen(line.color, line.width, line.style);
            pen.setCosmetic(true);
            series->setPen(pen);
            // A phase of one or two ticks has no line to speak of: its ticks get dots.
            series->setPointsVisible(points.size() <= 2);
            series->setMarkerSize(5);
            series->replace(points);
            points.clear();
            m_timeChart->addSeries(series);
            series->attachAxis(x);
            series->attachAxis(y);
            const auto markers = m_timeChart->legend()->markers(series);
            for (QLegendMarker* m : markers)
                m->setVisible(first);
            first = false;
        };
        for (qsizetype i = 0; i < line.values->size(); ++i) {
            const double v = double(line.values->at(i));
            if (!std::isfinite(v) || v <= 0) {
                flush();
                continue;
            }
            points.append(QPointF(t.at(i), v));
            low = std::min(low, v);
            high = std::max(high, v);
        }
        flush();
    }
    if (high <= 0) {
        x->setRange(0, 1);
        y->setRange(0.01, 100);
        m_timeChart->setTitle(s.size() > 0 ? tr("This report keeps no latency per tick.") : QString());
        return;
    }
    // Whole decades, so that the log axis labels read 0.01, 0.1, 1, 10 …
    y->setRange(std::pow(10.0, std::floor(std::log10(low))), std::pow(10.0, std::ceil(std::log10(high) + 1e-9)));
    // The run's time, as the rate chart above shows it (a little more, so that the dot of a
    // last one-tick phase is not cut in half), with ticks at round steps from 0.
    const double end = std::max(t.isEmpty() ? 1.0 : t.constLast(), 1e-3);
    x->setRange(0, end * 1.02);
    const double raw = end / 5;
    const double decade = std::pow(10.0, std::floor(std::log10(raw)));
    const double step = raw <= 1.5 * decade ? decade : raw <= 3.5 * decade ? 2 * decade : 5 * decade;
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(step);
}

void LatencyPane::refreshPhases()
{
    const LatencySeries& s = series();
    const int before = m_phaseBox->currentIndex();
    const QSignalBlocker block(m_phaseBox);
    int passes = 0;
    for (const LatencySeries::Phase& p : s.phases())
        passes = std::max(passes, p.pass + 1);
    QStringList names;
    for (const LatencySeries::Phase& p : s.phases()) {
        QString name = passes > 1
            ? tr("%1, pass %2 (%n stream(s))", nullptr, p.streams).arg(ChartText::phaseTitle(p.kind)).arg(p.pass + 1)
            : tr("%1 (%n stream(s))", nullptr, p.streams).arg(ChartText::phaseTitle(p.kind));
        if (p.target > 0)
            name = tr("%1, target %2").arg(name).arg(p.target + 1);
        if (!p.finished)
            name = tr("%1, running").arg(name);
        names.append(name);
    }
    bool same = names.size() == m_phaseBox->count();
    for (int i = 0; same && i < names.size(); ++i)
        same = m_phaseBox->itemText(i) == names[i];
    if (!same) {
        m_phaseBox->clear();
        m_phaseBox->addItems(names);
    }
    // The latest phase, unless the user chose one.
    if (m_userPickedPhase && before >= 0 && before < names.size())
        m_phaseBox->setCurrentIndex(before);
    else
        m_phaseBox->setCurrentIndex(int(names.size()) - 1);
    m_phaseBox->setEnabled(!names.isEmpty());
}

void LatencyPane::refreshHistogram()
{
    const ChartColors colors = ChartColors::fromPalette(palette());
    styleChart(m_histogramChart, colors);
    m_histogramX->setTitleText(tr("op latency (ms)"));
    m_histogramY->setTitleText(tr("% of ops"));
    styleAxis(m_histogramX, colors);
    styleAxis(m_histogramY, colors);

    const LatencySeries& s = series();
    const int index = m_phaseBox->currentIndex();
    m_histogramView->setVisible(index >= 0 && index < s.phases().size() && !s.phases().at(index).histogram.isEmpty());
    if (index < 0 || index >= s.phases().size()) {
        m_summary->setText(tr("No reads or writes yet."));
        return;
    }
    const LatencySeries::Phase& phase = s.phases().at(index);
    // The summary: exact figures from the finished phase, else the histogram's so far.
    if (phase.summary.count > 0) {
        const LatencySummary& l = phase.summary;
        m_summary->setText(tr("%1 ops: p50 %2, p99 %3, p99.9 %4, max %5")
                               .arg(QLocale().toString(qulonglong(l.count)), ms(l.p50Us / 1000), ms(l.p99Us / 1000),
                                   ms(l.p999Us / 1000), ms(l.maxUs / 1000)));
    } else if (!phase.histogram.isEmpty()) {
        const LatencyPercentiles p = LatencyPercentiles::of(phase.histogram);
        m_summary->setText(tr("%1 ops so far: p50 %2, p99 %3, max %4")
                               .arg(QLocale().toString(qulonglong(p.ops)), ms(p.p50Ms), ms(p.p99Ms), ms(p.maxMs)));
    } else {
        m_summary->setText(tr("No reads or writes in this phase."));
    }
    if (phase.histogram.isEmpty()) {
        if (phase.summary.count > 0)
            m_summary->setText(m_summary->text() + u'\n' + tr("This report keeps no histogram, only these figures."));
        return;
    }

    uint64_t total = 0;
    for (const LatencyBucket& b : phase.histogram)
        total += b.count;
    // Each bucket as a bar from its lowest to its highest latency, on a log axis: the buckets
    // are equally wide there (8 per power of two).
    QList<QPointF> outline;
    double top = 0;
    for (const LatencyBucket& b : phase.histogram) {
        const double lowMs = std::max(1e-6, double(LatencyTicks::bucketLowNs(b.index)) / 1e6);
        const double highMs = double(LatencyTicks::bucketHighNs(b.index)) / 1e6;
        const double share = 100.0 * double(b.count) / double(total);
        top = std::max(top, share);
        outline << QPointF(lowMs, 0) << QPointF(lowMs, share) << QPointF(highMs, share) << QPointF(highMs, 0);
    }
    m_histogramOutline->replace(outline);
    const QColor color = phase.kind == PhaseKind::Read ? QColor(ChartPalette::OkabeIto::Blue)
                                                       : QColor(ChartPalette::OkabeIto::Vermillion);
    const QColor line = ChartPalette::withContrast(color, colors.background, colors.text, 3.0);
    m_histogramArea->setPen(QPen(line, 1));
    m_histogramArea->setBrush(colors.faded(line, 0.35));
    const double lowMs = double(LatencyTicks::bucketLowNs(phase.histogram.constFirst().index)) / 1e6;
    const double highMs = double(LatencyTicks::bucketHighNs(phase.histogram.constLast().index)) / 1e6;
    m_histogramX->setRange(std::pow(10.0, std::floor(std::log10(std::max(lowMs, 1e-6)))),
        std::pow(10.0, std::ceil(std::log10(highMs) + 1e-9)));
    m_histogramY->setRange(0, std::min(100.0, top * 1.1));
    m_histogramY->applyNiceNumbers();
}
