#pragma once

#include <QWidget>

class ConfigForm;
class QAction;
class QToolButton;

// The Settings tab: the form (scrolling vertically only, wide enough for the longest
// language) with Start, Stop and Find Capacity under it, as buttons for the window's actions.
class SettingsPage : public QWidget {
    Q_OBJECT
public:
    explicit SettingsPage(QWidget* parent = nullptr);
    ConfigForm* form() const { return m_form; }
    void setActions(QAction* start, QAction* stop, QAction* capacity);

private:
    ConfigForm* m_form = nullptr;
    QToolButton* m_start = nullptr;
    QToolButton* m_stop = nullptr;
    QToolButton* m_capacity = nullptr;
};
