#include "SettingsPage.h"

#include "AppSettings.h"
#include "ConfigForm.h"
#include "RemoteSettingsBox.h"
#include "RunLabelFields.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>

SettingsPage::SettingsPage(QWidget* parent)
    : QWidget(parent)
    , m_form(new ConfigForm)
    , m_runLabels(new RunLabelFields)
    , m_rateUnit(new QComboBox)
    , m_remote(new RemoteSettingsBox)
{
    auto* runBox = new QGroupBox(tr("This run"));
    (new QVBoxLayout(runBox))->addWidget(m_runLabels);
    m_rateUnit->setObjectName(QStringLiteral("rateUnit"));
    m_rateUnit->addItem(tr("MiB/s (binary, 2^20 bytes)"), int(Units::RateUnit::MiB));
    m_rateUnit->addItem(tr("MB/s (decimal, 10^6 bytes)"), int(Units::RateUnit::MB));
    m_rateUnit->setToolTip(tr("The unit of the rates in the tables, verdicts and charts. Reports always keep MiB/s."));
    // As the form's choices: the wheel scrolls the panel unless the field has focus.
    m_rateUnit->setFocusPolicy(Qt::StrongFocus);
    m_rateUnit->installEventFilter(m_form);
    auto* displayBox = new QGroupBox(tr("Display"));
    (new QFormLayout(displayBox))->addRow(tr("&Rates in:"), m_rateUnit);
    const std::optional<Units::RateUnit> saved
        = Units::parseRateUnit(QSettings().value(AppSettings::kRateUnit).toString());
    if (saved)
        Units::setRateUnit(*saved);
    m_rateUnit->setCurrentIndex(m_rateUnit->findData(int(Units::rateUnit())));
    connect(m_rateUnit, &QComboBox::activated, this, [this] {
        const auto unit = Units::RateUnit(m_rateUnit->currentData().toInt());
        QSettings().setValue(
            AppSettings::kRateUnit, unit == Units::RateUnit::MB ? QStringLiteral("MB") : QStringLiteral("MiB"));
        setRateUnit(unit);
    });

    // Remote targets are probed with the ssh settings below, and again when they change.
    TargetProber* prober = m_form->targetProber();
    prober->setRemoteSettings([remote = m_remote] { return remote->settings(); });
    connect(m_remote, &RemoteSettingsBox::changed, prober, &TargetProber::reprobe);

    auto* panel = new QWidget;
    auto* panelLayout = new QVBoxLayout(panel);
    panelLayout->setContentsMargins(4, 0, 4, 4);
    panelLayout->addWidget(m_form);
    panelLayout->addWidget(runBox);
    panelLayout->addWidget(displayBox);
    panelLayout->addWidget(m_remote);
    panelLayout->addStretch(1);
    auto* scroll = new QScrollArea;
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll, 1);
    const auto button = [](const QString& name) {
        auto* b = new QToolButton;
        b->setObjectName(name);
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        b->setMinimumHeight(30);
        return b;
    };
    m_start = button(QStringLiteral("startButton"));
    m_stop = button(QStringLiteral("stopButton"));
    m_capacity = button(QStringLiteral("capacityButton"));
    m_capacity->setAccessibleName(tr("Find capacity"));
    auto* runButtons = new QHBoxLayout;
    runButtons->setContentsMargins(6, 4, 6, 6);
    runButtons->addWidget(m_start);
    runButtons->addWidget(m_stop);
    layout->addLayout(runButtons);
    auto* capacityRow = new QHBoxLayout;
    capacityRow->setContentsMargins(6, 0, 6, 6);
    capacityRow->addWidget(m_capacity);
    layout->addLayout(capacityRow);
    // Wide enough for the whole form in the longest language (German, French): the form's
    // scroll area scrolls vertically only.
    scroll->setMinimumWidth(panel->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width());
}

void SettingsPage::setRateUnit(Units::RateUnit unit)
{
    Units::setRateUnit(unit);
    m_rateUnit->setCurrentIndex(m_rateUnit->findData(int(unit)));
    Q_EMIT rateUnitChanged();
}

void SettingsPage::setActions(QAction* start, QAction* stop, QAction* capacity)
{
    m_start->setDefaultAction(start);
    m_stop->setDefaultAction(stop);
    m_capacity->setDefaultAction(capacity);
}
