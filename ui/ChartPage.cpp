#include "ChartPage.h"

#include "HelpDialog.h"
#include "LiveChart.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

ChartPage::ChartPage(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(6, 2, 6, 0);
    m_streamChooser = new QComboBox;
    m_streamChooser->setObjectName(QStringLiteral("streamChooser"));
    m_streamChooser->addItem(tr("all streams"), -1);
    m_streamChooser->setEnabled(false);
    m_streamChooser->setAccessibleName(tr("Stream shown"));
    m_streamChooser->setToolTip(tr("Highlight one stream (with many streams the chart shows their min\u2013max band)"));
    auto* hint = new QLabel(tr("After a run: drag to zoom, Shift+drag or middle button to pan, wheel zooms time, "
                               "double-click resets; on the keyboard arrow keys pan, +/− zoom, Home resets."));
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    QFont hintFont = hint->font();
    hintFont.setPointSizeF(hintFont.pointSizeF() * 0.9);
    hint->setFont(hintFont);
    auto* showLabel = new QLabel(tr("Sho&w:"));
    showLabel->setBuddy(m_streamChooser);
    bar->addWidget(showLabel);
    bar->addWidget(m_streamChooser);
    bar->addSpacing(12);
    bar->addWidget(hint, 1);
    auto* help = new QToolButton;
    help->setObjectName(QStringLiteral("chartHelpButton"));
    help->setText(QStringLiteral("?"));
    help->setToolTip(tr("What the chart shows"));
    help->setAccessibleName(tr("What the chart shows"));
    connect(help, &QToolButton::clicked, this, [this] { HelpDialog::showHelp(this); });
    bar->addWidget(help);
    layout->addLayout(bar);
    m_chart = new LiveChart;
    m_chart->setObjectName(QStringLiteral("chart"));
    layout->addWidget(m_chart, 1);

    connect(m_chart, &LiveChart::streamCountChanged, this, &ChartPage::setStreamCount);
    connect(m_streamChooser, &QComboBox::currentIndexChanged, this,
        [this](int index) { m_chart->setHighlightedStream(m_streamChooser->itemData(index).toInt()); });
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
