#pragma once

// Text from outside the program (reports, remote hosts, directory, run and host names) shown
// in widgets that otherwise guess "rich text" (Qt::AutoText, Qt::mightBeRichText): a directory
// named "<img src=/etc/hostname>" must show those characters, never render markup or load an
// image from a local file. The one way for every label, tooltip and message box of the window.
#include <QMessageBox>
#include <QString>

class QLabel;
class QWidget;

namespace PlainText {

// The label shows its text as it is (Qt::PlainText); returns it, for chaining at creation.
QLabel* label(QLabel* label);
// A new plain-text label.
QLabel* newLabel(const QString& text = QString(), QWidget* parent = nullptr);

// A tooltip (widget, graphics item, item model's Qt::ToolTipRole, QToolTip::showText) that
// shows `text` literally: unchanged when Qt would show it as plain text anyway, otherwise
// escaped inside a paragraph that keeps its line breaks.
QString tip(const QString& text);

// A message box whose text and informative text are plain; not shown yet. The informative
// text is given here: QMessageBox makes its label (AutoText) when it is first set.
QMessageBox* messageBox(QMessageBox::Icon icon, const QString& title, const QString& text,
    QMessageBox::StandardButtons buttons, QWidget* parent, const QString& informative = QString());
// QMessageBox::warning with a plain text: modal, returns once closed.
void warning(QWidget* parent, const QString& title, const QString& text);

} // namespace PlainText
