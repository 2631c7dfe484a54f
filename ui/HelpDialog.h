#pragma once

#include <QDialog>

class QMenu;
class QTabWidget;
class QTextBrowser;

// Help in the window: "What the chart shows" (the four rates, the flush tail, stalls and
// their causes, the strips, the band, overruns) and the keyboard shortcuts, which are read
// from the window's own actions so the list cannot drift from what the keys do. One dialog
// per window, not modal: it can stay open beside the chart.
class HelpDialog : public QDialog {
    Q_OBJECT
public:
    enum class Page { Chart, Shortcuts };

    // Shows the window's help dialog (creating it once) at `page`.
    static HelpDialog* showHelp(QWidget* from, Page page = Page::Chart);
    // Adds "What the Chart Shows" (F1) and "Keyboard Shortcuts" to a Help menu.
    static void addActions(QMenu* help, QWidget* window);

    QString chartText() const;
    QString shortcutsText() const;
    Page currentPage() const;

private:
    explicit HelpDialog(QWidget* window);
    void setPage(Page page);
    void refreshShortcuts();
    static QString chartHtml();

    QTabWidget* m_tabs = nullptr;
    QTextBrowser* m_chart = nullptr;
    QTextBrowser* m_shortcuts = nullptr;
};
