#pragma once

#include "RunReport.h"

#include <QObject>
#include <functional>

class QAction;
class QWidget;

// "Copy as Text" and "Copy as Markdown": the run shown, as ShareText words it (the seeds'
// table, the verdicts, the name and note), put on the clipboard. The actions are enabled
// while there is a run with results to copy.
class ShareActions : public QObject {
    Q_OBJECT
public:
    // `report` is asked at each copy: the run shown then.
    ShareActions(std::function<const RunReport&()> report, QObject* parent);

    QAction* copyText() const { return m_copyText; }
    QAction* copyMarkdown() const { return m_copyMarkdown; }
    // Both actions into a widget's context menu (Qt::ActionsContextMenu) and the Edit menu.
    void addTo(QWidget* widget) const;
    // Enables the actions when the report has results.
    void update();

private:
    std::function<const RunReport&()> m_report;
    QAction* m_copyText;
    QAction* m_copyMarkdown;
};
