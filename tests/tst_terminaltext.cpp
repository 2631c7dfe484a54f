// TerminalText: what of a remote host's or a report's text may reach a terminal. Control
// characters (ESC sequences, BEL, CR, DEL, the C1 range) become visible escapes, invalid
// UTF-8 is shown byte by byte, and the device the CLI prints through does both to every line,
// also when a UTF-8 sequence arrives split over two writes.
#include "TerminalText.h"

#include <QProcess>
#include <QTest>
#include <cstdio>

namespace {

// Everything `write` wrote to a TerminalText::Device, read back from its temporary file.
template <typename Write> QByteArray throughDevice(Write write)
{
    FILE* file = std::tmpfile();
    if (!file)
        return "no tmpfile";
    {
        TerminalText::Device device(file);
        write(device);
    }
    std::rewind(file);
    QByteArray read;
    char buffer[256];
    size_t n = 0;
    while ((n = std::fread(buffer, 1, sizeof buffer, file)) > 0)
        read.append(buffer, qsizetype(n));
    std::fclose(file);
    return read;
}

bool holdsControl(const QByteArray& bytes)
{
    const QString text = QString::fromUtf8(bytes);
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if ((u < 0x20 && u != u'\n' && u != u'\t') || u == 0x7f || (u >= 0x80 && u <= 0x9f))
            return true;
    }
    return false;
}

} // namespace

class TestTerminalText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void bytes_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("shown");
        QTest::addRow("plain") << QByteArray("disk full\n") << QStringLiteral("disk full\n");
        QTest::addRow("newline and tab kept") << QByteArray("a\tb\nc") << QStringLiteral("a\tb\nc");
        QTest::addRow("clear screen") << QByteArray("\x1b[2J\x1b[H") << QStringLiteral("\\x1b[2J\\x1b[H");
        QTest::addRow("window title (OSC, BEL)")
            << QByteArray("\x1b]0;owned\x07") << QStringLiteral("\\x1b]0;owned\\x07");
        QTest::addRow("carriage return") << QByteArray("ok\rFAIL") << QStringLiteral("ok\\x0dFAIL");
        QTest::addRow("backspace, NUL, DEL") << QByteArray("a\bb\0c\x7f", 6) << QStringLiteral("a\\x08b\\x00c\\x7f");
        // U+009B is CSI by itself on terminals that take 8-bit controls.
        QTest::addRow("C1 CSI as UTF-8") << QByteArray("\xc2\x9b"
                                                       "2J")
                                         << QStringLiteral("\\x9b2J");
        QTest::addRow("C1 first and last")
            << QByteArray("\xc2\x80\xc2\x9f\xc2\xa0") << QStringLiteral("\\x80\\x9f\u00a0");
        QTest::addRow("UTF-8 kept") << QByteArray("f\xc3\xbcr \xe2\x9c\x93 \xf0\x9f\x92\xbe")
                                    << QStringLiteral("f\u00fcr \u2713 \U0001f4be");
        QTest::addRow("invalid byte") << QByteArray("a\xff"
                                                    "b")
                                      << QStringLiteral("a\\xffb");
        QTest::addRow("stray continuation") << QByteArray("\x80x") << QStringLiteral("\\x80x");
        QTest::addRow("truncated sequence") << QByteArray("\xe2\x9c") << QStringLiteral("\\xe2\\x9c");
        QTest::addRow("lead without continuation") << QByteArray("\xc3(") << QStringLiteral("\\xc3(");
        // Overlong forms would hide ESC and '/' from a check that looks only at single bytes.
        QTest::addRow("overlong ESC") << QByteArray("\xc0\x9b") << QStringLiteral("\\xc0\\x9b");
        QTest::addRow("overlong slash") << QByteArray("\xe0\x80\xaf") << QStringLiteral("\\xe0\\x80\\xaf");
        QTest::addRow("surrogate") << QByteArray("\xed\xa0\x80") << QStringLiteral("\\xed\\xa0\\x80");
        QTest::addRow("past U+10FFFF") << QByteArray("\xf4\x90\x80\x80") << QStringLiteral("\\xf4\\x90\\x80\\x80");
    }
    void bytes()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, shown);
        QCOMPARE(TerminalText::fromBytes(input), shown);
        QVERIFY(!holdsControl(TerminalText::fromBytes(input).toUtf8()));
    }

    // Text already decoded (a report's strings, a JSON "\u001b"): the same escapes.
    void text()
    {
        QCOMPARE(TerminalText::escaped(u"ext4\u001b[31m red \u0007\u0085\u009b\u007f\r\n\tend"),
            QStringLiteral("ext4\\x1b[31m red \\x07\\x85\\x9b\\x7f\\x0d\n\tend"));
        QCOMPARE(TerminalText::escaped(u"f\u00fcr \u2713 \U0001f4be"), QStringLiteral("f\u00fcr \u2713 \U0001f4be"));
        // Escaping what is already escaped changes nothing: no control character is left.
        const QString once = TerminalText::escaped(u"\u001b]0;x\u0007");
        QCOMPARE(TerminalText::escaped(once), once);
    }

    // A name inside a line: its newline and tab are escaped too, so that a directory named
    // "a<newline>b: ext4 ..." cannot fake a line of its own (issue 53, item 5).
    void name()
    {
        QCOMPARE(TerminalText::name(u"/srv/a\nb: ext4 on /dev/sda1\tx\u001b[2J"),
            QStringLiteral("/srv/a\\x0ab: ext4 on /dev/sda1\\x09x\\x1b[2J"));
        QCOMPARE(TerminalText::name(u"/srv/f\u00fcr aufnahmen"), QStringLiteral("/srv/f\u00fcr aufnahmen"));
    }

    void completeLength()
    {
        QCOMPARE(TerminalText::completeLength(QByteArrayView("abc")), 3);
        QCOMPARE(TerminalText::completeLength(QByteArrayView("ab\xe2\x9c")), 2);
        QCOMPARE(TerminalText::completeLength(QByteArrayView("ab\xe2\x9c\x93")), 5);
        QCOMPARE(TerminalText::completeLength(QByteArrayView("\xf0\x9f\x92")), 0);
        QCOMPARE(TerminalText::completeLength(QByteArrayView("a\xc2")), 1);
        QCOMPARE(TerminalText::completeLength(QByteArrayView("a\xff")), 2);
        QCOMPARE(TerminalText::completeLength(QByteArrayView()), 0);
    }

    // The device the CLI's QTextStreams write to: every write escaped, a sequence split between
    // writes decoded whole (a C1 CSI split as \xc2 | \x9b is still caught).
    void device()
    {
        const QByteArray shown = throughDevice([](QIODevice& d) {
            d.write("Target /srv/\x1b[2Jrec\n");
            d.write("split \xc2");
            d.write("\x9b"
                    "2J and \xe2\x9c");
            d.write("\x93 done\n");
            d.write("tail \xff\n");
            d.write("incomplete at the end \xe2");
        });
        QCOMPARE(shown,
            QByteArray("Target /srv/\\x1b[2Jrec\nsplit \\x9b2J and \xe2\x9c\x93 done\ntail \\xff\n"
                       "incomplete at the end \\xe2"));
        QVERIFY(!holdsControl(shown));
    }

    // Qt decodes the program's arguments before it sees their bytes: each byte of invalid UTF-8
    // in a path became U+FFFD in every message about it. Remembered before that, the path is
    // printed with its own bytes, each shown as \xHH (issue 53 item 5).
    void argumentsKeepTheirBytes()
    {
        const char* argv[]
            = { "streamscope-cli", "--dir", "/media/\xe9t\xe9", "--json=/tmp/r\xff.json", "--dir", "/srv/ok", nullptr };
        TerminalText::rememberArguments(6, argv);
        const QString decodedDir = QString::fromUtf8("/media/\xe9t\xe9");
        const QString decodedJson = QString::fromUtf8("/tmp/r\xff.json");
        QVERIFY(decodedDir.contains(QChar::ReplacementCharacter));
        const QByteArray shown = throughDevice([&](QIODevice& d) {
            d.write(QString(QStringLiteral("target ") + decodedDir + QStringLiteral(" does not exist\n")).toUtf8());
            d.write(QString(QStringLiteral("cannot write ") + decodedJson + QStringLiteral("\n")).toUtf8());
            d.write("a real \xef\xbf\xbd stays\n");
        });
        QCOMPARE(shown,
            QByteArray("target /media/\\xe9t\\xe9 does not exist\ncannot write /tmp/r\\xff.json\n"
                       "a real \xef\xbf\xbd stays\n"));
        TerminalText::rememberArguments(0, nullptr);
    }

    // The same through the CLI itself: a --dir whose name is not UTF-8 (made by the shell, as a
    // user's would be) is named with \xHH in the refusal, not U+FFFD.
    void theCliNamesABadPathByItsBytes()
    {
        QProcess cli;
        cli.start(QStringLiteral("/bin/sh"),
            { QStringLiteral("-c"),
                QStringLiteral("exec \"$0\" --dir \"$(printf '/nonexistent/\\351t\\351')\" --streams 1 --size 1M"),
                QStringLiteral(STREAMSCOPE_CLI) });
        QVERIFY(cli.waitForFinished(60'000));
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QCOMPARE(cli.exitCode(), 1);
        QVERIFY2(err.contains(QStringLiteral("/nonexistent/\\xe9t\\xe9: ")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("not valid UTF-8")), qPrintable(err));
        QVERIFY2(!err.contains(QChar::ReplacementCharacter), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestTerminalText)
#include "tst_terminaltext.moc"
