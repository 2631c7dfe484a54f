#include "Translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace Translations {

QString languageFromArguments(const QStringList& arguments)
{
    for (int i = 0; i < arguments.size(); ++i) {
        const QString& a = arguments.at(i);
        if (a == QLatin1String("--lang") && i + 1 < arguments.size())
            return arguments.at(i + 1);
        if (a.startsWith(QLatin1String("--lang=")))
            return a.mid(7);
    }
    return {};
}

bool install(const QString& language, const QString& catalogDir)
{
    static QTranslator* appTranslator = nullptr;
    static QTranslator* qtTranslator = nullptr;
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    QLocale::setDefault(locale);
    // Swap, never stack: a language change at run time must replace the old catalogs.
    for (QTranslator** t : { &appTranslator, &qtTranslator }) {
        if (*t) {
            QCoreApplication::removeTranslator(*t);
            delete *t;
            *t = nullptr;
        }
    }
    appTranslator = new QTranslator(QCoreApplication::instance());
    const bool appLoaded = appTranslator->load(locale, QStringLiteral("streamscope"), QStringLiteral("_"), catalogDir);
    // Under the C/POSIX locale (CI, cron) no catalog matches; English plural forms
    // ("1 stream", "2 streams") still need the English one.
    const bool loaded = appLoaded || appTranslator->load(QStringLiteral("streamscope_en"), catalogDir);
    if (loaded)
        QCoreApplication::installTranslator(appTranslator);
    qtTranslator = new QTranslator(QCoreApplication::instance());
    if (qtTranslator->load(
            locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);
    return appLoaded || locale.language() == QLocale::English || locale.language() == QLocale::C;
}

QStringList available(const QString& catalogDir)
{
    QStringList languages { QStringLiteral("en") }; // the language of the source strings
    const QString prefix = QStringLiteral("streamscope_");
    for (const QString& file : QDir(catalogDir).entryList({ prefix + QStringLiteral("*.qm") }, QDir::Files, QDir::Name))
        languages.append(file.mid(prefix.size()).chopped(3));
    languages.removeDuplicates();
    languages.sort();
    return languages;
}

} // namespace Translations
