#pragma once

#include <QColor>
#include <QPalette>

// The colours that mark a problem in the form and the history, derived from the widget's
// palette so that they read on a dark theme as on a light one (a fixed dark red vanishes on
// a dark background, a fixed pink field turns light text unreadable).
namespace StatusColors {
// A red with at least 4.5:1 contrast to the palette's window and base colours (WCAG AA).
QColor errorText(const QPalette& palette);
// The base colour tinted towards red: a field with a problem, its text colour unchanged.
QColor errorBase(const QPalette& palette);
// WCAG contrast ratio of two colours, 1 … 21.
double contrast(const QColor& a, const QColor& b);
// The palette with the roles a partial theme leaves at Qt's light defaults made to fit its own
// colours: a dark theme that sets only Window, Base and their texts otherwise keeps light grey
// alternate rows under its light text, and dark button text (inactive tab labels) on its dark
// window. Roles that already read (≥ 3:1 against their background) are kept as they are.
QPalette repaired(const QPalette& palette);
} // namespace StatusColors
