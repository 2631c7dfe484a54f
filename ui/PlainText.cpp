#include "PlainText.h"

#include <QLabel>
#include <QTextDocument>

QLabel* PlainText::label(QLabel* label)
{
    label->setTextFormat(Qt::PlainText);
    return label;
}

QLabel* PlainText::newLabel(const QString& text, QWidget* parent)
{
    return label(new QLabel(text, parent));
}

QString PlainText::tip(const QString& text)
{
    // QToolTip decides by the same test: what it would not take for markup stays as it is (so
    // plain tooltips keep their own wrapping), the rest becomes rich text that shows the characters.
    if (!Qt::mightBeRichText(text))
        return text;
    return QStringLiteral("<p style=\"white-space:pre-wrap\">") + text.toHtmlEscaped() + QStringLiteral("</p>");
}

QMessageBox* PlainText::messageBox(QMessageBox::Icon icon, const QString& title, const QString& text,
    QMessageBox::StandardButtons buttons, QWidget* parent, const QString& informative)
{
    auto* box = new QMessageBox(icon, title, QString(), buttons, parent);
    // Before the text: setTextFormat also decides the label's word wrap from the format.
    box->setTextFormat(Qt::PlainText);
    box->setText(text);
    if (!informative.isEmpty())
        box->setInformativeText(informative);
    // The informative text's own label: also plain, whatever Qt's version does.
    for (QLabel* label : box->findChildren<QLabel*>())
        label->setTextFormat(Qt::PlainText);
    return box;
}

void PlainText::warning(QWidget* parent, const QString& title, const QString& text)
{
    QMessageBox* box = messageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box->exec();
    delete box;
}
