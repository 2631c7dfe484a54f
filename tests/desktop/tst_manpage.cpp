// The manual page docs/streamscope-cli.1 is written by hand, so nothing but this test stops it
// from drifting away from the program. It compares the page with what streamscope-cli prints:
// every option of --help has an entry under OPTIONS (with the same short name and value
// name) and every entry there exists in --help; the presets of --list-presets, the four rates
// and the exit statuses of the --help description match the PRESETS, DESCRIPTION and
// EXIT STATUS entries; the version in .TH is the one --version prints.
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace {

struct HelpOption {
    QStringList names; // "-d", "--dir"
    QString valueName; // "DIR", empty for a flag
};

// One man page: the .TH line and, per .SH section, the tag lines of its .TP entries with the
// roff escapes removed.
struct ManPage {
    QString title;
    QStringList sectionOrder;
    QMap<QString, QStringList> tags;
};

// Reduces a roff line to its text as far as names are concerned: \fB..\fR font changes,
// \- (a real minus, which options need), \& and the quotes that group macro arguments.
QString plainRoff(QString line)
{
    static const QRegularExpression font(QStringLiteral(R"(\\f[BIRP])"));
    line.remove(font);
    line.replace(QLatin1String("\\-"), QLatin1String("-"));
    line.remove(QLatin1String("\\&"));
    line.remove(QLatin1Char('"'));
    return line;
}

ManPage parseManPage(const QString& text)
{
    ManPage page;
    QString section;
    bool tagNext = false;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String(".TH "))) {
            page.title = line;
        } else if (line.startsWith(QLatin1String(".SH "))) {
            section = plainRoff(line.mid(4)).trimmed();
            page.sectionOrder.append(section);
            tagNext = false;
        } else if (line.startsWith(QLatin1String(".TP"))) {
            tagNext = true;
        } else if (tagNext && !line.startsWith(QLatin1String(".\\\""))) {
            page.tags[section].append(plainRoff(line).trimmed());
            tagNext = false;
        }
    }
    return page;
}

// Option names in a line of text, e.g. "-d, --dir" -> {"-d", "--dir"}.
QStringList optionNames(const QString& text)
{
    static const QRegularExpression re(QStringLiteral(R"((?:^|[\s,(\[])(--?[A-Za-z][A-Za-z0-9-]*))"));
    QStringList names;
    for (auto it = re.globalMatch(text); it.hasNext();)
        names.append(it.next().captured(1));
    return names;
}

// The words a man page tag names: ".B vdr" -> "vdr", ".B 130" -> "130".
QString tagWord(const QString& tag)
{
    QString word = tag;
    static const QRegularExpression macro(QStringLiteral(R"(^\.[A-Z]{1,2}\s+)"));
    word.remove(macro);
    return word.trimmed();
}

// QCommandLineParser's option table: "  -d, --dir <DIR>   Directory ..." with continuation
// lines indented further. Only lines indented by exactly two spaces start an option.
QList<HelpOption> parseHelpOptions(const QString& help)
{
    QList<HelpOption> options;
    const QStringList lines = help.split(QLatin1Char('\n'));
    const qsizetype start = lines.indexOf(QStringLiteral("Options:"));
    if (start < 0)
        return options;
    static const QRegularExpression entry(QStringLiteral(R"(^  (-\S.*?)(?:\s{2,}|$))"));
    static const QRegularExpression value(QStringLiteral(R"(<([^>]+)>)"));
    for (qsizetype i = start + 1; i < lines.size(); ++i) {
        if (lines.at(i).endsWith(QLatin1Char(':')) && !lines.at(i).startsWith(QLatin1Char(' ')))
            break; // "Arguments:" or another table
        const auto m = entry.match(lines.at(i));
        if (!m.hasMatch())
            continue;
        HelpOption option;
        QString spec = m.captured(1);
        const auto v = value.match(spec);
        if (v.hasMatch()) {
            option.valueName = v.captured(1);
            spec.remove(value);
        }
        option.names = optionNames(spec);
        options.append(option);
    }
    return options;
}

// The paragraph of the --help description that starts with `heading`, e.g. "Rates:".
QString paragraph(const QString& help, const QString& heading)
{
    for (const QString& p : help.split(QStringLiteral("\n\n"))) {
        if (p.startsWith(heading))
            return p.mid(heading.size());
    }
    return {};
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

} // namespace

class TestManPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void sections_data();
    void sections();
    void helpOptionIsDocumented_data();
    void helpOptionIsDocumented();
    void documentedOptionExists_data();
    void documentedOptionExists();
    void presets();
    void rates();
    void exitStatuses();
    void version();

private:
    QString runCli(const QStringList& arguments);

    QString m_help;
    QList<HelpOption> m_helpOptions;
    QStringList m_presets;
    QString m_version;
    ManPage m_page;
};

QString TestManPage::runCli(const QStringList& arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // English, whatever the machine's locale: the page is the English one.
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.remove(QStringLiteral("LANGUAGE"));
    process.setProcessEnvironment(env);
    process.start(
        QStringLiteral(STREAMSCOPE_CLI), arguments + QStringList { QStringLiteral("--lang"), QStringLiteral("en") });
    if (!process.waitForFinished(20000)) {
        process.kill();
        if (!process.waitForFinished())
            qWarning("streamscope-cli %s did not end when killed", qPrintable(arguments.join(QLatin1Char(' '))));
        qWarning("streamscope-cli %s did not finish", qPrintable(arguments.join(QLatin1Char(' '))));
        return {};
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        qWarning("streamscope-cli %s failed (%d): %s", qPrintable(arguments.join(QLatin1Char(' '))), process.exitCode(),
            process.readAllStandardError().constData());
        return {};
    }
    return QString::fromUtf8(process.readAllStandardOutput());
}

void TestManPage::initTestCase()
{
    m_help = runCli({ QStringLiteral("--help") });
    QVERIFY2(!m_help.isEmpty(), "streamscope-cli --help printed nothing");
    m_helpOptions = parseHelpOptions(m_help);
    QVERIFY2(m_helpOptions.size() >= 10,
        qPrintable(QStringLiteral("only %1 options parsed from --help:\n%2").arg(m_helpOptions.size()).arg(m_help)));

    const QString presets = runCli({ QStringLiteral("--list-presets") });
    static const QRegularExpression presetLine(QStringLiteral(R"(^  (\S+) - )"), QRegularExpression::MultilineOption);
    for (auto it = presetLine.globalMatch(presets); it.hasNext();)
        m_presets.append(it.next().captured(1));
    QVERIFY2(!m_presets.isEmpty(), qPrintable(QStringLiteral("no presets in:\n") + presets));

    m_version = runCli({ QStringLiteral("--version") }).trimmed().section(QLatin1Char(' '), -1);
    QVERIFY(!m_version.isEmpty());

    QFile file(QStringLiteral(STREAMSCOPE_MANPAGE));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName() + QStringLiteral(": ") + file.errorString()));
    m_page = parseManPage(QString::fromUtf8(file.readAll()));
}

void TestManPage::sections_data()
{
    QTest::addColumn<QString>("section");
    for (const char* name : { "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "PRESETS", "EXIT STATUS", "FILES",
             "EXAMPLES", "SAFETY", "SEE ALSO" })
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestManPage::sections()
{
    QFETCH(QString, section);
    QVERIFY2(m_page.sectionOrder.contains(section),
        qPrintable(QStringLiteral("no .SH %1 in the man page; it has: %2")
                       .arg(section, m_page.sectionOrder.join(QStringLiteral(", ")))));
}

void TestManPage::helpOptionIsDocumented_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QString>("valueName");
    for (const HelpOption& o : m_helpOptions)
        QTest::addRow("%s", qPrintable(o.names.constLast())) << o.names << o.valueName;
}

void TestManPage::helpOptionIsDocumented()
{
    QFETCH(QStringList, names);
    QFETCH(QString, valueName);
    // The entry whose tag names the long option; it must name the short one too.
    const QStringList tags = m_page.tags.value(QStringLiteral("OPTIONS"));
    QString tag;
    for (const QString& t : tags) {
        if (optionNames(t).contains(names.constLast()))
            tag = t;
    }
    QVERIFY2(!tag.isEmpty(),
        qPrintable(QStringLiteral("--help lists %1 but the man page has no .TP entry for it under OPTIONS")
                       .arg(names.join(QStringLiteral(", ")))));
    QCOMPARE(sorted(optionNames(tag)), sorted(names));
    if (!valueName.isEmpty()) {
        const QRegularExpression word(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(valueName)));
        QVERIFY2(word.match(tag).hasMatch(),
            qPrintable(QStringLiteral("--help shows %1 <%2>, the man page tag is \"%3\"")
                           .arg(names.constLast(), valueName, tag)));
    }
}

void TestManPage::documentedOptionExists_data()
{
    QTest::addColumn<QString>("name");
    for (const QString& tag : m_page.tags.value(QStringLiteral("OPTIONS"))) {
        for (const QString& name : optionNames(tag))
            QTest::addRow("%s", qPrintable(name)) << name;
    }
}

void TestManPage::documentedOptionExists()
{
    QFETCH(QString, name);
    for (const HelpOption& o : m_helpOptions) {
        if (o.names.contains(name))
            return;
    }
    QFAIL(
        qPrintable(QStringLiteral("the man page documents %1 but streamscope-cli --help does not list it").arg(name)));
}

void TestManPage::presets()
{
    QStringList documented;
    for (const QString& tag : m_page.tags.value(QStringLiteral("PRESETS")))
        documented.append(tagWord(tag));
    QCOMPARE(sorted(documented), sorted(m_presets));
}

void TestManPage::rates()
{
    // "Rates: interval = bytes in one sampling tick; ongoing = ...; device = ..."
    const QString text = paragraph(m_help, QStringLiteral("Rates:"));
    QVERIFY2(!text.isEmpty(), "no \"Rates:\" paragraph in --help");
    static const QRegularExpression rate(QStringLiteral(R"((?:^|;)\s*(\w+) = )"));
    QStringList fromHelp;
    for (auto it = rate.globalMatch(text); it.hasNext();)
        fromHelp.append(it.next().captured(1));
    QStringList documented;
    for (const QString& tag : m_page.tags.value(QStringLiteral("DESCRIPTION")))
        documented.append(tagWord(tag));
    QCOMPARE(documented, fromHelp);
    QCOMPARE(fromHelp,
        QStringList({ QStringLiteral("interval"), QStringLiteral("ongoing"), QStringLiteral("effective"),
            QStringLiteral("device") }));
}

void TestManPage::exitStatuses()
{
    // "Exit status: 0 success, 1 failed run, 2 bad usage, 130 cancelled (SIGINT/SIGTERM/SIGHUP)."
    const QString text = paragraph(m_help, QStringLiteral("Exit status:"));
    QVERIFY2(!text.isEmpty(), "no \"Exit status:\" paragraph in --help");
    static const QRegularExpression status(QStringLiteral(R"((?:^|,)\s*(\d+) )"));
    QStringList fromHelp;
    for (auto it = status.globalMatch(text); it.hasNext();)
        fromHelp.append(it.next().captured(1));
    QStringList documented;
    for (const QString& tag : m_page.tags.value(QStringLiteral("EXIT STATUS")))
        documented.append(tagWord(tag));
    QCOMPARE(documented, fromHelp);
}

void TestManPage::version()
{
    // .TH STREAMSCOPE-CLI 1 <date> "StreamScope 0.1.0" "User Commands"
    QVERIFY2(m_page.title.contains(QStringLiteral("\"StreamScope %1\"").arg(m_version)),
        qPrintable(QStringLiteral("--version says %1, the man page's .TH line is: %2").arg(m_version, m_page.title)));
}

QTEST_GUILESS_MAIN(TestManPage)
#include "tst_manpage.moc"
