#pragma once

#include <QString>
#include <QStringList>

// Loads the application's and Qt's own catalogs for a language ("de", "fr"; empty = the
// system locale) and sets the default QLocale so numbers and dates follow it.
namespace Translations {
QString languageFromArguments(const QStringList& arguments); // value of --lang, or empty
// The catalogs streamscope_<lang>.qm come from `catalogDir`: the executables embed them under
// :/i18n; tests pass the build's translations directory instead.
bool install(const QString& language, const QString& catalogDir = QStringLiteral(":/i18n"));
// English and the languages with a catalog in `catalogDir` ("de", "en", "fr").
QStringList available(const QString& catalogDir = QStringLiteral(":/i18n"));
} // namespace Translations
