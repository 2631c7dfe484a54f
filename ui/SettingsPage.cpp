#include "SettingsPage.h"

#include "ConfigForm.h"

#include <QHBoxLayout>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolButton>
#include <QVBoxLayout>

SettingsPage::SettingsPage(QWidget* parent)
    : QWidget(parent)
    , m_form(new ConfigForm)
{
    auto* scroll = new QScrollArea;
    scroll->setWidget(m_form);
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
    scroll->setMinimumWidth(m_form->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width());
}

void SettingsPage::setActions(QAction* start, QAction* stop, QAction* capacity)
{
    m_start->setDefaultAction(start);
    m_stop->setDefaultAction(stop);
    m_capacity->setDefaultAction(capacity);
}
