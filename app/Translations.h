#pragma once

#include <QString>
#include <QStringList>

// Loads the application's and Qt's own catalogs for a language ("de", "fr"; empty = the
// system locale) and sets the default QLocale so numbers and dates follow it.
namespace Translations {
QString languageFromArguments(const QStringList& arguments); // value of --lang, or empty
bool install(const QString& language);
} // namespace Translations
