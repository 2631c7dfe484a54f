// The catalogs in translations/ are complete and sound: no unfinished, obsolete or vanished
// entries, no empty translation, every numerus form filled, the placeholders (%1..%99, %L1,
// %n) and keyboard accelerators of each source kept, and the English catalog holding
// nothing but plural forms. Reads the .ts files only; fast.
#include "I18nTestSupport.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace {

// The placeholders of a text as a sorted multiset, e.g. {"%1", "%2", "%n"}. %L1 counts as %1:
// a translation may add or drop the locale flag.
QStringList placeholders(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("%L?(\\d{1,2}|n)"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.append(QLatin1Char('%') + it.next().captured(1));
    found.sort();
    found.removeDuplicates(); // "%1 ... %1" may legitimately become a single %1 and vice versa
    return found;
}

// Accelerators: '&' followed by a letter or digit ("&File"), not "&&".
int accelerators(const QString& text)
{
    static const QRegularExpression re(
        QStringLiteral("(?<!&)&(?!&)\\w"), QRegularExpression::UseUnicodePropertiesOption);
    int n = 0;
    for (auto it = re.globalMatch(text); it.hasNext(); it.next())
        ++n;
    return n;
}

// How many numerus forms Qt expects for a catalog language (all three have two).
int numerusForms(const QString& language)
{
    if (language == QLatin1String("de") || language == QLatin1String("fr") || language == QLatin1String("en"))
        return 2;
    return -1; // unknown: not checked
}

class TsFiles : public QObject {
    Q_OBJECT

private:
    I18n::Config m_config;

private slots:
    void initTestCase()
    {
        m_config = I18n::loadConfig();
        QVERIFY2(m_config.error.isEmpty(), qPrintable(m_config.error));
    }

    void complete_data()
    {
        QTest::addColumn<QString>("ts");
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("pluralOnly");
        for (const I18n::Catalog& c : std::as_const(m_config.catalogs))
            QTest::addRow("%s", qPrintable(c.name()))
                << c.ts << c.language() << c.lupdateOptions.contains(QLatin1String("-pluralonly"));
    }

    void complete()
    {
        QFETCH(QString, ts);
        QFETCH(QString, language);
        QFETCH(bool, pluralOnly);
        QString error;
        const QList<I18n::Message> messages = I18n::readTs(ts, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(!messages.isEmpty(), qPrintable(QStringLiteral("%1 holds no messages").arg(ts)));

        QStringList unfinished, obsolete, vanished, empty, forms, placeholderProblems, acceleratorProblems, notPlural,
            duplicates;
        QSet<QString> seen;
        int translated = 0;
        for (const I18n::Message& m : messages) {
            const QString what = I18n::describe(m);
            if (seen.contains(m.key()))
                duplicates.append(what);
            seen.insert(m.key());
            if (m.type == QLatin1String("obsolete")) {
                obsolete.append(what);
                continue;
            }
            if (m.type == QLatin1String("vanished")) {
                vanished.append(what);
                continue;
            }
            if (pluralOnly && !m.numerus)
                notPlural.append(what);
            if (m.type == QLatin1String("unfinished")) {
                unfinished.append(what);
                continue;
            }
            bool ok = true;
            if (m.numerus && numerusForms(language) > 0 && m.translations.size() != numerusForms(language)) {
                forms.append(QStringLiteral("%1: %2 forms, %3 expected")
                                 .arg(what)
                                 .arg(m.translations.size())
                                 .arg(numerusForms(language)));
                ok = false;
            }
            for (const QString& t : m.translations) {
                if (t.trimmed().isEmpty() && !m.source.trimmed().isEmpty()) {
                    empty.append(what);
                    ok = false;
                    break;
                }
                if (placeholders(t) != placeholders(m.source)) {
                    placeholderProblems.append(QStringLiteral("%1 -> \"%2\": placeholders %3, source has %4")
                                                   .arg(what, t, placeholders(t).join(QLatin1Char(' ')),
                                                       placeholders(m.source).join(QLatin1Char(' '))));
                    ok = false;
                }
                if (accelerators(m.source) > 0 && accelerators(t) != 1) {
                    acceleratorProblems.append(
                        QStringLiteral("%1 -> \"%2\": needs exactly one &-accelerator").arg(what, t));
                    ok = false;
                }
            }
            if (ok)
                ++translated;
        }

        qInfo("%s: %d messages, %d translated, %d unfinished, %d obsolete, %d vanished",
            qPrintable(QFileInfo(ts).fileName()), int(messages.size()), translated, int(unfinished.size()),
            int(obsolete.size()), int(vanished.size()));
        bool ok = true;
        ok &= I18n::report(QStringLiteral("unfinished"), unfinished);
        ok &= I18n::report(QStringLiteral("obsolete"), obsolete);
        ok &= I18n::report(QStringLiteral("vanished (build the update_translations target)"), vanished);
        ok &= I18n::report(QStringLiteral("empty translation"), empty);
        ok &= I18n::report(QStringLiteral("wrong number of numerus forms"), forms);
        ok &= I18n::report(QStringLiteral("placeholders changed"), placeholderProblems);
        ok &= I18n::report(QStringLiteral("accelerators"), acceleratorProblems);
        ok &= I18n::report(QStringLiteral("not a plural form (this catalog holds plural forms only)"), notPlural);
        ok &= I18n::report(QStringLiteral("duplicate messages"), duplicates);
        QVERIFY2(ok, qPrintable(QStringLiteral("%1 is not complete; the list is above").arg(QFileInfo(ts).fileName())));
    }
};

} // namespace

QTEST_GUILESS_MAIN(TsFiles)
#include "tst_i18n_tsfiles.moc"
