// Every user-visible string in the sources is in the catalogs, under the context it is
// looked up with at run time.
//
// lupdate runs exactly as the update_translations target runs it (same sources, include paths
// and options, read from the configure-time catalog list), but into a temporary copy of each
// .ts file: the catalogs in the source tree are never touched. The test then fails on
//  - messages lupdate added: a string in the sources that the catalog does not have yet;
//  - messages lupdate dropped: the catalog holds a string the sources no longer contain;
//  - "tr() cannot be called without context": lupdate saw a tr() call it could not file under
//    any context, so that string can never reach a catalog;
//  - a context mismatch: a source file whose own tr() wrapper translates in context "X"
//    (QCoreApplication::translate("X", ...)) while lupdate files its strings under another
//    context (the enclosing class): the translation exists but is never found at run time.
#include "I18nTestSupport.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    I18n::Catalog catalog;
    QList<I18n::Message> before; // the catalog in the source tree
    QList<I18n::Message> after; // the temporary copy after lupdate
    QByteArray original; // the bytes of the catalog in the source tree
    QString output; // lupdate's stdout and stderr
    QString error;
};

QByteArray fileContents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The text of a source line, trimmed, for reports ("app/cli_main.cpp:266: out << tr(...").
QString sourceLine(const QString& path, int line)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    return line >= 1 && line <= lines.size() ? lines.at(line - 1).trimmed() : QString();
}

class LupdateSync : public QObject {
    Q_OBJECT

private:
    I18n::Config m_config;
    QTemporaryDir m_tmp;
    QList<Run> m_runs;

private slots:
    void initTestCase()
    {
        m_config = I18n::loadConfig();
        QVERIFY2(m_config.error.isEmpty(), qPrintable(m_config.error));
        QVERIFY2(
            QFileInfo(m_config.lupdate).isExecutable(), qPrintable(m_config.lupdate + QLatin1String(" is missing")));
        QVERIFY(m_tmp.isValid());

        for (const I18n::Catalog& catalog : std::as_const(m_config.catalogs)) {
            Run run;
            run.catalog = catalog;
            QString error;
            run.before = I18n::readTs(catalog.ts, &error);
            run.original = fileContents(catalog.ts);
            QVERIFY2(error.isEmpty(), qPrintable(error));

            const QString dir = m_tmp.filePath(catalog.language());
            QVERIFY(QDir().mkpath(dir));
            const QString copy = dir + QLatin1Char('/') + catalog.name();
            QVERIFY(QFile::copy(catalog.ts, copy));
            QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);

            // The same project file qt_add_lupdate generates, with the copy as the translation.
            QJsonObject project;
            project.insert(QLatin1String("projectFile"),
                QString(QFileInfo(catalog.ts).absolutePath() + QLatin1String("/CMakeLists.txt")));
            project.insert(QLatin1String("includePaths"), QJsonArray::fromStringList(m_config.includePaths));
            project.insert(QLatin1String("sources"), QJsonArray::fromStringList(m_config.sources));
            project.insert(QLatin1String("translations"), QJsonArray::fromStringList({ copy }));
            const QString projectFile = dir + QLatin1String("/project.json");
            QFile pf(projectFile);
            QVERIFY(pf.open(QIODevice::WriteOnly));
            pf.write(QJsonDocument(project).toJson());
            pf.close();

            QProcess lupdate;
            lupdate.setProcessChannelMode(QProcess::MergedChannels);
            lupdate.start(
                m_config.lupdate, QStringList { QStringLiteral("-project"), projectFile } + catalog.lupdateOptions);
            QVERIFY2(lupdate.waitForFinished(60000), "lupdate did not finish within 60 s");
            run.output = QString::fromUtf8(lupdate.readAll());
            QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0,
                qPrintable(QLatin1String("lupdate failed:\n") + run.output));
            run.after = I18n::readTs(copy, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            m_runs.append(run);
        }
        // The source tree's catalogs must be exactly as they were.
        for (const Run& run : std::as_const(m_runs))
            QVERIFY2(
                fileContents(run.catalog.ts) == run.original, qPrintable(run.catalog.ts + QLatin1String(" changed")));
    }

    void noNewMessages_data()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < m_runs.size(); ++i)
            QTest::addRow("%s", qPrintable(m_runs.at(i).catalog.name())) << i;
    }

    // A user-visible string in the sources that the catalog lacks.
    void noNewMessages()
    {
        QFETCH(int, index);
        const Run& run = m_runs.at(index);
        QSet<QString> known;
        for (const I18n::Message& m : run.before)
            known.insert(m.key());
        QStringList added;
        for (const I18n::Message& m : run.after) {
            if (!known.contains(m.key()))
                added.append(I18n::describe(m));
        }
        qInfo("%s: lupdate finds %d messages, the catalog has %d", qPrintable(run.catalog.name()),
            int(run.after.size()), int(run.before.size()));
        QVERIFY2(I18n::report(QStringLiteral("strings in the sources missing from %1").arg(run.catalog.name()), added),
            qPrintable(QStringLiteral("%1 strings are missing from %2 (listed above); build the update_translations "
                                      "target and translate them")
                           .arg(added.size())
                           .arg(run.catalog.name())));
    }

    void noStaleMessages_data() { noNewMessages_data(); }

    // A catalog entry whose string is gone from the sources (lupdate -no-obsolete drops it).
    void noStaleMessages()
    {
        QFETCH(int, index);
        const Run& run = m_runs.at(index);
        QSet<QString> current;
        for (const I18n::Message& m : run.after)
            current.insert(m.key());
        QStringList stale;
        for (const I18n::Message& m : run.before) {
            if (!current.contains(m.key()))
                stale.append(I18n::describe(m));
        }
        QVERIFY2(I18n::report(QStringLiteral("entries of %1 no longer in the sources").arg(run.catalog.name()), stale),
            qPrintable(QStringLiteral("%1 entries of %2 are no longer in the sources (listed above); build the "
                                      "update_translations target")
                           .arg(stale.size())
                           .arg(run.catalog.name())));
    }

    // tr() calls lupdate cannot attribute to a context never reach any catalog.
    void everyTrCallHasAContext()
    {
        QVERIFY(!m_runs.isEmpty());
        static const QRegularExpression warning(
            QStringLiteral("^(.+):(\\d+): tr\\(\\) cannot be called without context$"),
            QRegularExpression::MultilineOption);
        QStringList lost;
        for (auto it = warning.globalMatch(m_runs.first().output); it.hasNext();) {
            const auto match = it.next();
            const QString file = match.captured(1);
            const int line = match.captured(2).toInt();
            lost.append(QStringLiteral("%1:%2: %3")
                            .arg(I18n::sourceRoot().relativeFilePath(file))
                            .arg(line)
                            .arg(sourceLine(file, line)));
        }
        QVERIFY2(I18n::report(QStringLiteral("tr() calls without a context for lupdate"), lost),
            qPrintable(QStringLiteral("lupdate cannot file %1 tr() calls (listed above) under any context, so their "
                                      "strings are in no catalog. A free tr() wrapper outside a class causes this: "
                                      "declare `struct CliTr { Q_DECLARE_TR_FUNCTIONS(Cli) };` and call "
                                      "CliTr::tr() instead")
                           .arg(lost.size())));
    }

    // A file's own tr() wrapper names the run-time context; lupdate must file its strings there.
    void contextsMatchRuntime()
    {
        QVERIFY(!m_runs.isEmpty());
        static const QRegularExpression wrapper(QStringLiteral(
            "QString\\s+tr\\s*\\([^)]*\\)\\s*\\{\\s*return\\s+QCoreApplication::translate\\(\\s*\"([^\"]+)\""));
        QHash<QString, QString> runtimeContext; // absolute file -> context
        for (const QString& source : std::as_const(m_config.sources)) {
            QFile f(source);
            if (!f.open(QIODevice::ReadOnly))
                continue;
            const auto match = wrapper.match(QString::fromUtf8(f.readAll()));
            if (match.hasMatch())
                runtimeContext.insert(QFileInfo(source).canonicalFilePath(), match.captured(1));
        }
        QStringList mismatched;
        QMap<QString, int> perPair;
        for (const I18n::Message& m : std::as_const(m_runs.first().after)) {
            const QString file = QFileInfo(m.file).canonicalFilePath();
            const QString expected = runtimeContext.value(file);
            if (expected.isEmpty() || expected == m.context)
                continue;
            mismatched.append(QStringLiteral("%1  [looked up in \"%2\"]").arg(I18n::describe(m), expected));
            ++perPair[QStringLiteral("%1: filed under \"%2\", tr() translates in \"%3\"")
                          .arg(I18n::sourceRoot().relativeFilePath(file), m.context, expected)];
        }
        QStringList summary;
        for (auto it = perPair.cbegin(); it != perPair.cend(); ++it)
            summary.append(QStringLiteral("%1 (%2 strings)").arg(it.key()).arg(it.value()));
        const bool none = I18n::report(QStringLiteral("contexts that differ from the run-time lookup"), summary);
        I18n::report(QStringLiteral("strings"), mismatched);
        QVERIFY2(none,
            qPrintable(QStringLiteral("%1 strings (listed above) are filed under a context that differs from the one "
                                      "their tr() looks up at run time, so their translations are never used; "
                                      "give the wrapper a Q_DECLARE_TR_FUNCTIONS class instead")
                           .arg(mismatched.size())));
    }
};

} // namespace

QTEST_GUILESS_MAIN(LupdateSync)
#include "tst_i18n_lupdate.moc"
