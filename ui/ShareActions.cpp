#include "ShareActions.h"

#include "ShareText.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMimeData>
#include <QWidget>

ShareActions::ShareActions(std::function<const RunReport&()> report, QObject* parent)
    : QObject(parent)
    , m_report(std::move(report))
    , m_copyText(new QAction(tr("Copy Results as Te&xt"), this))
    , m_copyMarkdown(new QAction(tr("Copy Results as &Markdown"), this))
{
    m_copyText->setObjectName(QStringLiteral("copyResultsTextAction"));
    m_copyText->setToolTip(tr("The results table and verdicts in aligned columns, for mail and terminals"));
    m_copyMarkdown->setObjectName(QStringLiteral("copyResultsMarkdownAction"));
    m_copyMarkdown->setToolTip(tr("The results table and verdicts as Markdown, for issues and forums"));
    connect(m_copyText, &QAction::triggered, this,
        [this] { QApplication::clipboard()->setText(ShareText::plainText(m_report())); });
    connect(m_copyMarkdown, &QAction::triggered, this, [this] {
        // Markdown-aware editors take text/markdown; everything else the same text as plain.
        const QString text = ShareText::markdown(m_report());
        auto* mime = new QMimeData;
        mime->setText(text);
        mime->setData(QStringLiteral("text/markdown"), text.toUtf8());
        QApplication::clipboard()->setMimeData(mime);
    });
    update();
}

void ShareActions::addTo(QWidget* widget) const
{
    widget->addAction(m_copyText);
    widget->addAction(m_copyMarkdown);
}

void ShareActions::update()
{
    const bool any = !m_report().targets.isEmpty();
    m_copyText->setEnabled(any);
    m_copyMarkdown->setEnabled(any);
}
