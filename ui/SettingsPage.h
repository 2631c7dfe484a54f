#pragma once

#include "Units.h"

#include <QWidget>

class ConfigForm;
class QAction;
class QComboBox;
class QToolButton;
class RemoteSettingsBox;
class RunLabelFields;

// The Settings tab: the form, the next run's name and note, and the unit rates are shown in
// (scrolling vertically only, wide enough for the longest language) with Start, Stop and Find
// Capacity under them, as buttons for the window's actions.
class SettingsPage : public QWidget {
    Q_OBJECT
public:
    explicit SettingsPage(QWidget* parent = nullptr);
    ConfigForm* form() const { return m_form; }
    RunLabelFields* runLabels() const { return m_runLabels; }
    RemoteSettingsBox* remoteSettings() const { return m_remote; }
    void setActions(QAction* start, QAction* stop, QAction* capacity);
    // Shows rates in `unit` (Units::setRateUnit) without keeping it as the user's choice: the
    // command line's --units. The user's own choice in the page is kept in the settings.
    void setRateUnit(Units::RateUnit unit);

Q_SIGNALS:
    void rateUnitChanged();

private:
    ConfigForm* m_form = nullptr;
    RunLabelFields* m_runLabels = nullptr;
    QComboBox* m_rateUnit = nullptr;
    RemoteSettingsBox* m_remote = nullptr;
    QToolButton* m_start = nullptr;
    QToolButton* m_stop = nullptr;
    QToolButton* m_capacity = nullptr;
};
