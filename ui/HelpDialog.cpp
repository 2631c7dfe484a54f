#include "HelpDialog.h"

#include "StallCause.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QMenu>
#include <QPushButton>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace {
QString heading(const QString& text)
{
    return QStringLiteral("<h3>%1</h3>").arg(text.toHtmlEscaped());
}

// A heading over terms and what each means.
QString terms(const QString& title, const QList<std::pair<QString, QString>>& items)
{
    QString html = heading(title) + QStringLiteral("<dl>");
    for (const auto& [term, text] : items)
        html += QStringLiteral("<dt><b>%1</b></dt><dd>%2</dd>").arg(term.toHtmlEscaped(), text.toHtmlEscaped());
    return html + QStringLiteral("</dl>");
}

QString section(const QString& title, const QString& text)
{
    return heading(title) + QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}
} // namespace

HelpDialog::HelpDialog(QWidget* window)
    : QDialog(window)
{
    setObjectName(QStringLiteral("helpDialog"));
    setWindowTitle(tr("StreamScope Help"));
    setAttribute(Qt::WA_DeleteOnClose, false);
    auto* layout = new QVBoxLayout(this);
    m_tabs = new QTabWidget;
    // Text in the palette's own colours (no colours in the HTML), so a dark theme reads as well as a light one.
    m_chart = new QTextBrowser;
    m_chart->setObjectName(QStringLiteral("chartHelp"));
    m_chart->setOpenExternalLinks(false);
    m_chart->setHtml(chartHtml());
    m_shortcuts = new QTextBrowser;
    m_shortcuts->setObjectName(QStringLiteral("shortcutHelp"));
    m_tabs->addTab(m_chart, tr("What the Chart Shows"));
    m_tabs->addTab(m_shortcuts, tr("Keyboard Shortcuts"));
    layout->addWidget(m_tabs, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::hide);
    layout->addWidget(buttons);
    resize(640, 560);
}

HelpDialog* HelpDialog::showHelp(QWidget* from, Page page)
{
    QWidget* window = from ? from->window() : nullptr;
    auto* dialog
        = window ? window->findChild<HelpDialog*>(QStringLiteral("helpDialog"), Qt::FindDirectChildrenOnly) : nullptr;
    if (!dialog)
        dialog = new HelpDialog(window);
    dialog->refreshShortcuts();
    dialog->setPage(page);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    return dialog;
}

void HelpDialog::addActions(QMenu* help, QWidget* window)
{
    QAction* chart = help->addAction(tr("What the &Chart Shows"), window, [window] { showHelp(window, Page::Chart); });
    chart->setObjectName(QStringLiteral("chartHelpAction"));
    chart->setShortcut(QKeySequence::HelpContents);
    // A menu's shortcut works only while the action is in a widget of the window.
    window->addAction(chart);
    QAction* keys = help->addAction(tr("&Keyboard Shortcuts"), window, [window] { showHelp(window, Page::Shortcuts); });
    keys->setObjectName(QStringLiteral("shortcutHelpAction"));
}

void HelpDialog::setPage(Page page)
{
    m_tabs->setCurrentWidget(page == Page::Chart ? m_chart : m_shortcuts);
}

HelpDialog::Page HelpDialog::currentPage() const
{
    return m_tabs->currentWidget() == m_chart ? Page::Chart : Page::Shortcuts;
}

QString HelpDialog::chartText() const
{
    return m_chart->toPlainText();
}

QString HelpDialog::shortcutsText() const
{
    return m_shortcuts->toPlainText();
}

QString HelpDialog::chartHtml()
{
    QString html = terms(tr("The rates"),
        {
            { tr("Total and per stream"),
                tr("Bytes written or read in each sampling interval, divided by the interval: the interval rate. "
                   "With many streams the chart draws their range as a band instead of one line each. In a "
                   "real-time run of more than one stream each stream is drawn as a share of its own rate, on the "
                   "axis \"% of each stream's rate\": 100 % is on time, a dip below it is a stream falling behind, "
                   "while the rate axis fits the total and what the streams need together.") },
            { tr("ongoing (no flush)"),
                tr("Bytes so far divided by the time so far, without waiting for the data to reach the disk: what a "
                   "program that writes sees. Dashed. With buffered writes much of it may still be in RAM.") },
            { tr("effective (incl. flush)"),
                tr("Bytes divided by the time including the final flush and close: what really reached the disk. "
                   "The gap between ongoing and effective is dirty data that was still in RAM. A stopped phase that "
                   "did not finish its flush claims no effective rate.") },
            { tr("device write"),
                tr("What the block device itself wrote in each interval, from the kernel's sector counters "
                   "(/proc/diskstats). It includes other programs' writes and the filesystem's own (journal, "
                   "metadata); when the device did four times the run's own I/O or more, a line under the chart "
                   "says so.") },
            { tr("device read"),
                tr("What the block device read in each interval. A read phase far above it is served from the page "
                   "cache, not the disk.") },
        });

    html += section(tr("The flush tail"),
        tr("The time from the last write returning to the end of fdatasync and close: the kernel writing "
           "out what was still dirty. A long tail means the ongoing rate overstated the disk."));

    html += heading(tr("Stalls and their causes"));
    html += QStringLiteral("<p>%1</p><ul>")
                .arg(tr("A stall is one write or read that took longer than the stall threshold; it is marked where "
                        "it happened, and the Stalls tab lists each one with its cause and the evidence for it:")
                         .toHtmlEscaped());
    // Each cause with what it means and what can be done about it.
    for (int i = 0; i < StallCause::kCauseCount; ++i) {
        const auto cause = StallCause::Cause(i);
        html += QStringLiteral("<li><b>%1</b>: %2</li>")
                    .arg(StallCause::label(cause).toHtmlEscaped(), StallCause::meaning(cause).toHtmlEscaped());
    }
    html += QStringLiteral("</ul>");

    html += terms(tr("The strips under the chart"),
        {
            { tr("I/O pressure"),
                tr("The share of time tasks waited for I/O (the kernel's pressure stall information), darker when "
                   "higher.") },
            { tr("buffer fill"),
                tr("For real-time streams: how full each stream's buffer was, pale when empty, strong when full. A "
                   "full buffer loses data.") },
        });

    html += section(tr("The min\u2013median\u2013max band"),
        tr("With many streams, the shaded band spans the slowest to the fastest stream in each interval "
           "and the line inside it is the median stream; choose one stream above the chart to see it "
           "alone."));

    html += section(tr("Overruns"),
        tr("A real-time stream overruns when data arrives while its buffer is full: that data is lost. "
           "Overruns are marked on the chart with how much was lost; a run with any is not sustained."));
    return html;
}

void HelpDialog::refreshShortcuts()
{
    const auto row = [](const QString& keys, const QString& what) {
        return QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(keys.toHtmlEscaped(), what.toHtmlEscaped());
    };
    // The window's actions as they are now: what the keys really do.
    QString html = heading(tr("Window"));
    html += QStringLiteral("<table cellpadding=\"3\">");
    QStringList seen;
    QWidget* window = parentWidget();
    const QList<QAction*> actions = window ? window->findChildren<QAction*>() : QList<QAction*>();
    for (const QAction* action : actions) {
        const QList<QKeySequence> keys = action->shortcuts();
        if (keys.isEmpty() || action->text().isEmpty())
            continue;
        QStringList keyTexts;
        for (const QKeySequence& key : keys)
            keyTexts.append(key.toString(QKeySequence::NativeText));
        const QString name = QString(action->text()).remove(QLatin1Char('&')).remove(QStringLiteral("\u2026"));
        const QString line = row(keyTexts.join(QStringLiteral(", ")), name);
        if (!seen.contains(line))
            seen.append(line);
    }
    html += seen.join(QString()) + QStringLiteral("</table>");
    html += heading(tr("Chart, after a run"));
    html += QStringLiteral("<table cellpadding=\"3\">");
    html += row(tr("Drag"), tr("zoom into the dragged area"));
    html += row(tr("Shift+drag, middle button"), tr("pan"));
    html += row(tr("Wheel"), tr("zoom time"));
    html += row(tr("Double-click, Home"), tr("show the whole run"));
    html += row(tr("Arrow keys"), tr("pan"));
    html += row(tr("+, \u2212"), tr("zoom in, out"));
    html += QStringLiteral("</table>");
    m_shortcuts->setHtml(html);
}
