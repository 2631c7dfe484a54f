// Help ▸ What the Chart Shows and the "?" by the chart open the same page, which names every
// rate the chart draws; the shortcut list is read from the window's actions; File ▸ Export
// fio Job writes the very file the CLI's --fio-job writes for the same configuration.
#include "ChartTestSupport.h"
#include "HelpDialog.h"
#include "MainWindow.h"
#include "Presets.h"
#include "StallCause.h"
#include "UiTestMain.h"

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>

namespace {
QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Answers the next file dialog with `path` once it runs (its own event loop runs this).
void answerFileDialog(const QString& path)
{
    QTimer::singleShot(0, qApp, [path] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        if (!dialog) {
            answerFileDialog(path); // not shown yet: look again on the next turn of its loop
            return;
        }
        dialog->selectFile(path);
        static_cast<QDialog*>(dialog)->accept(); // public in QDialog, QFileDialog's own runs
    });
}
} // namespace

class TestHelp : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void chartHelpOpensFromMenuAndButton();
    void shortcutListComesFromTheActions();
    void fioJobActionWritesWhatTheCliWrites();

private:
    QTemporaryDir m_dir;
};

void TestHelp::chartHelpOpensFromMenuAndButton()
{
    // A dark theme, as a desktop sets it: for the whole application.
    const QPalette light = QApplication::palette();
    QApplication::setPalette(ChartTest::darkPalette());
    const auto restore = qScopeGuard([light] { QApplication::setPalette(light); });
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* action = window.findChild<QAction*>(QStringLiteral("chartHelpAction"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::HelpContents));
    action->trigger();
    auto* dialog = window.findChild<HelpDialog*>(QStringLiteral("helpDialog"));
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->currentPage(), HelpDialog::Page::Chart);
    const QString text = dialog->chartText();
    for (const char* term : { "ongoing", "effective", "device write", "device read", "flush tail", "stall",
             "dirty throttling", "I/O pressure", "buffer fill", "min\u2013median\u2013max", "overrun" })
        QVERIFY2(text.contains(QString::fromUtf8(term)), term);
    // Each stall cause with what it means and what to do (issue 35): a frozen filesystem's too.
    for (int i = 0; i < StallCause::kCauseCount; ++i) {
        const auto cause = StallCause::Cause(i);
        QVERIFY2(text.contains(StallCause::label(cause) + QStringLiteral(": ") + StallCause::meaning(cause)),
            qPrintable(StallCause::label(cause)));
    }
    QVERIFY(text.contains(QStringLiteral("snapshot")));
    // No colours of its own: the text takes the palette's, light or dark.
    auto* browser = dialog->findChild<QTextBrowser*>(QStringLiteral("chartHelp"));
    QVERIFY(browser);
    QVERIFY2(!browser->toHtml().contains(QLatin1String("color:"), Qt::CaseInsensitive), qPrintable(browser->toHtml()));
    QCOMPARE(browser->palette().color(QPalette::Text), ChartTest::darkPalette().color(QPalette::Text));

    dialog->hide();
    auto* button = window.findChild<QToolButton*>(QStringLiteral("chartHelpButton"));
    QVERIFY(button);
    QVERIFY(button->isVisible());
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(window.findChildren<HelpDialog*>().size(), 1); // the same dialog again
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->currentPage(), HelpDialog::Page::Chart);
}

void TestHelp::shortcutListComesFromTheActions()
{
    MainWindow window;
    auto* action = window.findChild<QAction*>(QStringLiteral("shortcutHelpAction"));
    QVERIFY(action);
    action->trigger();
    auto* dialog = window.findChild<HelpDialog*>(QStringLiteral("helpDialog"));
    QVERIFY(dialog);
    QCOMPARE(dialog->currentPage(), HelpDialog::Page::Shortcuts);
    const QString text = dialog->shortcutsText();
    for (QAction* a : { window.startAction(), window.capacityAction() }) {
        const QString keys = a->shortcut().toString(QKeySequence::NativeText);
        QVERIFY(!keys.isEmpty());
        QVERIFY2(text.contains(keys), qPrintable(keys + QStringLiteral(" not in: ") + text));
    }
    QVERIFY(text.contains(QLatin1String("Start")));
}

void TestHelp::fioJobActionWritesWhatTheCliWrites()
{
    RunConfig config = Presets::find(QStringLiteral("vdr"))->config;
    config.targetDirs = { m_dir.path() };
    MainWindow window;
    window.setConfig(config);
    auto* action = window.findChild<QAction*>(QStringLiteral("fioJobAction"));
    QVERIFY(action);
    QVERIFY(action->isEnabled());
    const QString fromWindow = m_dir.filePath(QStringLiteral("window.fio"));
    answerFileDialog(fromWindow);
    action->trigger();
    QVERIFY(QFile::exists(fromWindow));

    const QString fromCli = m_dir.filePath(QStringLiteral("cli.fio"));
    QProcess cli;
    cli.start(QStringLiteral(STREAMSCOPE_CLI),
        { QStringLiteral("--preset"), QStringLiteral("vdr"), QStringLiteral("--dir"), m_dir.path(),
            QStringLiteral("--fio-job"), fromCli });
    QVERIFY(cli.waitForFinished(60'000));
    QCOMPARE(cli.exitCode(), 0);
    const QByteArray expected = readAll(fromCli);
    QVERIFY(expected.contains("[global]") || expected.contains("rw="));
    QCOMPARE(readAll(fromWindow), expected);
}

STREAMSCOPE_UI_TEST_MAIN(TestHelp)
#include "tst_help.moc"
