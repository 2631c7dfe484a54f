// The translations work at run time: the .qm files the build made give German and French for
// key strings (CLI output, RunConfig validation, the window's terms, plural forms), the English
// catalog turns "%n run(s)" into "1 run"/"2 runs", and `--lang de|fr --help` of the executables
// prints the embedded catalog's text and Qt's own (qtbase_*.qm) instead of English.
#include "I18nTestSupport.h"

#include <QLibraryInfo>
#include <QProcess>
#include <QTest>
#include <QTranslator>

namespace {

I18n::Catalog catalogFor(const I18n::Config& config, const QString& language)
{
    for (const I18n::Catalog& c : config.catalogs) {
        if (c.language() == language)
            return c;
    }
    return {};
}

// No display and no platform chosen: --help and --version must work over ssh, in a
// container, in a packaging script.
QProcessEnvironment withoutDisplay()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : { "QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY" })
        env.remove(QLatin1String(name));
    return env;
}

// The help text of an executable started with --lang LANGUAGE --help under an English system
// locale, so that only --lang can make it German or French.
QString helpText(const QString& program, const QString& language, QString* error)
{
    QProcess p;
    QProcessEnvironment env = withoutDisplay();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.remove(QStringLiteral("LANGUAGE"));
    p.setProcessEnvironment(env);
    p.start(program, { QStringLiteral("--lang"), language, QStringLiteral("--help") });
    if (!p.waitForFinished(30000)) {
        *error = program + QLatin1String(" --help did not finish within 30 s");
        p.kill();
        return {};
    }
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        *error = QStringLiteral("%1 --lang %2 --help exited with %3: %4")
                     .arg(program, language)
                     .arg(p.exitCode())
                     .arg(QString::fromUtf8(p.readAllStandardError()));
    return out;
}

class Runtime : public QObject {
    Q_OBJECT

private:
    I18n::Config m_config;

    // Checks one --help output against the app's and Qt's catalogs for LANGUAGE.
    void checkHelp(const QString& program)
    {
        QFETCH(QString, language);
        const I18n::Catalog catalog = catalogFor(m_config, language);
        QTranslator app;
        QVERIFY2(app.load(catalog.qm), qPrintable(QLatin1String("cannot load ") + catalog.qm));
        QTranslator qt;
        QVERIFY2(qt.load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath)),
            "Qt's own catalog (qtbase_*.qm, Debian package qt6-translations-l10n) is not installed");

        QString error;
        const QString english = helpText(program, QStringLiteral("en"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString help = helpText(program, language, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));

        QStringList problems;
        // The option value names come from the embedded catalog ("--dir <VERZ>").
        const QString dirValue = app.translate("CommandLine", "DIR");
        if (dirValue.isEmpty() || !help.contains(QLatin1Char('<') + dirValue + QLatin1Char('>')))
            problems.append(QStringLiteral("the embedded catalog is not used: no \"<%1>\" for --dir").arg(dirValue));
        if (help.contains(QLatin1String("<DIR>")))
            problems.append(QStringLiteral("English value name \"<DIR>\" in the help"));
        // Qt's own strings come from qtbase_<lang>.qm.
        const QString options = qt.translate("QCommandLineParser", "Options:");
        if (options.isEmpty() || !help.contains(options))
            problems.append(QStringLiteral("Qt's catalog is not loaded: no \"%1\"").arg(options));
        if (help.contains(QLatin1String("Options:")))
            problems.append(QStringLiteral("English \"Options:\" in the help"));
        // The program's description: the first line after "Usage: ..." in English, found in
        // the catalog by its first line, must appear translated.
        const QString description = english.section(QLatin1Char('\n'), 1, 1).trimmed();
        QVERIFY2(!description.isEmpty(), qPrintable(QLatin1String("no description in:\n") + english));
        QString wanted;
        QString lineError;
        for (const I18n::Message& m : I18n::readTs(catalog.ts, &lineError)) {
            if (!m.translations.isEmpty() && m.source.section(QLatin1Char('\n'), 0, 0) == description)
                wanted = m.translations.constFirst().section(QLatin1Char('\n'), 0, 0);
        }
        if (wanted.isEmpty())
            problems.append(
                QStringLiteral("the description \"%1\" is in no message of %2").arg(description, catalog.name()));
        else if (!help.contains(wanted))
            problems.append(QStringLiteral("the description is not translated (expected \"%1\")").arg(wanted));
        if (help.contains(description))
            problems.append(QStringLiteral("the English description is printed"));
        if (!problems.isEmpty()) {
            I18n::report(QStringLiteral("%1 --lang %2 --help").arg(QFileInfo(program).fileName(), language), problems);
            qInfo("--- output ---\n%s", qPrintable(help.left(600)));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1String("; "))));
    }

private slots:
    void initTestCase()
    {
        m_config = I18n::loadConfig();
        QVERIFY2(m_config.error.isEmpty(), qPrintable(m_config.error));
        for (const char* language : { "de", "fr", "en" }) {
            const I18n::Catalog c = catalogFor(m_config, QLatin1String(language));
            QVERIFY2(!c.qm.isEmpty() && QFileInfo::exists(c.qm),
                qPrintable(QStringLiteral("no .qm for %1 (%2); build the release_translations target")
                               .arg(QLatin1String(language), c.qm)));
        }
    }

    void keyStrings_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("source");
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("expected"); // a part of the translation

        struct Row {
            const char* name;
            const char* context;
            const char* source;
            int n;
            const char* de;
            const char* fr;
        };
        const Row rows[] = {
            { "cli-writing", "Cli", "Writing %1 of data to %2 files in parallel", -1, "parallel", "en parallèle" },
            { "runconfig-no-dir", "RunConfig", "no target directory given; name the directory to test with --dir DIR",
                -1, "Zielverzeichnis", "répertoire cible" },
            { "runconfig-block", "RunConfig",
                "block size %1 is out of range; use 512 bytes to 64 MiB (for example 4k or 1M)", -1, "Blockgröße",
                "taille de bloc" },
            { "runconfig-stall", "RunConfig", "stall threshold %1 is out of range; use 1ms to 1h", -1, "Hänger",
                "blocage" },
            { "runconfig-buffer", "RunConfig",
                "buffer %1 is smaller than one block (%2); a stream buffer must hold at least one block", -1, "Puffer",
                "tampon" },
            { "effective-rate", "ResultsModel",
                "Effective write rate: bytes / time including the final flush and close", -1, "Effektive Schreibrate",
                "Débit d'écriture effectif" },
            { "ongoing-rate", "ResultsModel",
                "Ongoing write rate: bytes / time until the last write() returned, without the flush; the gap to the "
                "effective rate is data that was still in RAM",
                -1, "Laufende Schreibrate", "en cours" },
            { "page-cache", "ConfigForm", "buffered (page cache)", -1, "Seitencache", "cache de pages" },
            { "chart-axis", "LiveChart", "time (s)", -1, "Zeit", "temps" },
            { "engine-cancel", "Engine", "the run was cancelled; its files were removed", -1, "abgebrochen",
                "annulée" },
            { "start-action", "MainWindow", "&Start", -1, "&Starten", "&Démarrer" },
            { "plural-1", "MainWindow", "Comparing %n run(s).", 1, "1 Ausführung.", "1 exécution." },
            { "plural-3", "MainWindow", "Comparing %n run(s).", 3, "3 Ausführungen.", "3 exécutions." },
        };
        for (const char* language : { "de", "fr" }) {
            for (const Row& r : rows) {
                QTest::addRow("%s-%s", language, r.name)
                    << QString::fromLatin1(language) << QString::fromLatin1(r.context) << QString::fromUtf8(r.source)
                    << r.n << QString::fromUtf8(qstrcmp(language, "de") == 0 ? r.de : r.fr);
            }
        }
    }

    void keyStrings()
    {
        QFETCH(QString, language);
        QFETCH(QString, context);
        QFETCH(QString, source);
        QFETCH(int, n);
        QFETCH(QString, expected);
        QTranslator translator;
        QVERIFY(translator.load(catalogFor(m_config, language).qm));
        const QByteArray c = context.toUtf8();
        const QByteArray s = source.toUtf8();
        const QString translated = translator.translate(c.constData(), s.constData(), nullptr, n);
        QVERIFY2(!translated.isEmpty(),
            qPrintable(QStringLiteral("no %1 translation for %2: \"%3\"").arg(language, context, source)));
        const QString text = n >= 0 ? QString(translated).replace(QLatin1String("%n"), QString::number(n)) : translated;
        QVERIFY2(text.contains(expected),
            qPrintable(
                QStringLiteral("%1 %2: \"%3\" -> \"%4\" lacks \"%5\"").arg(language, context, source, text, expected)));
    }

    void englishPlurals()
    {
        QTranslator en;
        QVERIFY(en.load(catalogFor(m_config, QStringLiteral("en")).qm));
        QCOMPARE(en.translate("MainWindow", "Comparing %n run(s).", nullptr, 1), QStringLiteral("Comparing %n run."));
        QCOMPARE(en.translate("MainWindow", "Comparing %n run(s).", nullptr, 2), QStringLiteral("Comparing %n runs."));
        QCOMPARE(en.translate("Engine", "writing %n stream(s)…", nullptr, 1), QStringLiteral("writing %n stream…"));
        // Only plural forms: everything else falls back to the source text.
        QVERIFY(en.translate("MainWindow", "&Start").isEmpty());
    }

    void cliHelp_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addRow("de") << QStringLiteral("de");
        QTest::addRow("fr") << QStringLiteral("fr");
    }

    void cliHelp() { checkHelp(QStringLiteral(STREAMSCOPE_CLI)); }

    void guiHelp_data() { cliHelp_data(); }

    void guiHelp()
    {
#ifdef STREAMSCOPE_GUI
        checkHelp(QStringLiteral(STREAMSCOPE_GUI));
#else
        QSKIP("the streamscope window is not built");
#endif
    }

    void guiVersionWithoutDisplay()
    {
#ifdef STREAMSCOPE_GUI
        QProcess p;
        p.setProcessEnvironment(withoutDisplay());
        p.start(QStringLiteral(STREAMSCOPE_GUI), { QStringLiteral("--version") });
        QVERIFY(p.waitForFinished(30000));
        const QByteArray err = p.readAllStandardError();
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QVERIFY2(p.exitCode() == 0, err.constData());
        QVERIFY2(p.readAllStandardOutput().startsWith("streamscope "), err.constData());
#else
        QSKIP("the streamscope window is not built");
#endif
    }
};

} // namespace

QTEST_GUILESS_MAIN(Runtime)
#include "tst_i18n_runtime.moc"
