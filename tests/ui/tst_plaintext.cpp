// Text from outside the program is never rendered as markup (issue 32, item 1). A report whose
// every free-text string holds "<b>B</b><img src=/etc/hostname>" (run name and note, target
// directory, host, filesystem, device, stall evidence, trust text and advice, warnings, ...) is
// opened in the window, shown in the history and compared; a run on a directory of that name
// fails (the failure dialog, the status bar) and the form checks a missing one (the red line).
// Then what a remote host sends (through the stand-in ssh): its probe, stream and stderr.
// After each step every label, tooltip (widgets, actions, tabs, graphics items, every model
// index of every view) and chart text item is walked: none may render the markup.
#include "FaultInjectingBackend.h"
#include "History.h"
#include "MainWindow.h"
#include "PlainText.h"
#include "RemoteSettingsBox.h"
#include "RunReport.h"
#include "SettingsPage.h"
#include "SmallRuns.h"
#include "StandInSsh.h"
#include "UiTestMain.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextDocument>
#include <algorithm>
#include <cerrno>
#include <functional>

namespace {

const QString kMarkup = QStringLiteral("<b>B</b><img src=/etc/hostname>");
constexpr int kRunTimeoutMs = 90'000;

// Where a JSON value sits: object keys and array indexes from the root.
using JsonPath = QList<QVariant>;

void collectStrings(const QJsonValue& value, const JsonPath& at, QList<JsonPath>* paths)
{
    if (value.isString()) {
        paths->append(at);
    } else if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            collectStrings(it.value(), at + JsonPath { it.key() }, paths);
    } else if (value.isArray()) {
        const QJsonArray a = value.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            collectStrings(a.at(i), at + JsonPath { int(i) }, paths);
    }
}

QJsonValue replaced(const QJsonValue& value, const JsonPath& at, qsizetype depth, const QJsonValue& with)
{
    if (depth == at.size())
        return with;
    const QVariant& step = at.at(depth);
    if (value.isObject()) {
        QJsonObject o = value.toObject();
        o[step.toString()] = replaced(o.value(step.toString()), at, depth + 1, with);
        return o;
    }
    QJsonArray a = value.toArray();
    a[step.toInt()] = replaced(a.at(step.toInt()), at, depth + 1, with);
    return a;
}

QJsonValue valueAt(const QJsonValue& value, const JsonPath& at)
{
    QJsonValue v = value;
    for (const QVariant& step : at)
        v = v.isObject() ? v.toObject().value(step.toString()) : v.toArray().at(step.toInt());
    return v;
}

// A real report with a name, note, warning and trust flag added, then the markup put in front
// of every string the loader still takes with it there (the rest are names of kinds, dates,
// the schema). *fields: how many took it.
QByteArray markupReport(int* fields)
{
    QString error;
    std::optional<RunReport> report = RunReport::load(
        QDir::cleanPath(QStringLiteral(STREAMSCOPE_TEST_DATA "/../../data/reports/v2-dirty-throttling.json")), &error);
    if (!report)
        return QByteArray();
    report->name = QStringLiteral("name");
    report->note = QStringLiteral("note");
    report->warnings = { QStringLiteral("warning") };
    Trust::Flag flag;
    flag.id = QStringLiteral("tmpfs");
    flag.severity = QStringLiteral("warning");
    flag.text = QStringLiteral("text");
    flag.advice = QStringLiteral("advice");
    report->targets[0].trust = { flag };
    QJsonValue json = report->toJson();
    QList<JsonPath> paths;
    collectStrings(json, {}, &paths);
    *fields = 0;
    for (const JsonPath& path : paths) {
        // A trust flag's id picks its row (its words are text and advice); a time that does not
        // parse makes the run unfinished, without a verdict or trust strip to show.
        const QString key = path.constLast().toString();
        if (key == QLatin1String("id") || key.endsWith(QLatin1String("_at")))
            continue;
        // After the value (joined as a kernel joins "symbol+0x12/0x80", so that a wait channel
        // still names its kind), or else before it.
        const QString value = valueAt(json, path).toString();
        for (const QString& with : QStringList { value + QLatin1Char('+') + kMarkup, kMarkup + value }) {
            const QJsonValue tried = replaced(json, path, 0, with);
            if (RunReport::fromJson(QJsonDocument(tried.toObject()).toJson(), &error)) {
                json = tried;
                ++*fields;
                break;
            }
        }
    }
    return QJsonDocument(json.toObject()).toJson();
}

// Would Qt render `text` as rich text, with the markup in it as markup?
bool rendersMarkup(const QString& text)
{
    return Qt::mightBeRichText(text) && (text.contains(QLatin1String("<img")) || text.contains(QLatin1String("<b>")));
}

QString where(const QObject* o)
{
    QStringList chain;
    for (; o; o = o->parent())
        chain.prepend(o->objectName().isEmpty() ? QString::fromLatin1(o->metaObject()->className()) : o->objectName());
    return chain.join(QLatin1Char('/'));
}

struct Walk {
    QStringList rendered; // the places that render the markup: each a failure
    QStringList shown; // the places that show the markup's characters, rendered or not
    void note(const QString& place, const QString& text, bool renders)
    {
        if (!text.contains(QLatin1String("img src")))
            return;
        shown << place;
        if (renders)
            rendered << place + QLatin1String(": ")
                    + text.mid(std::max<qsizetype>(0, text.indexOf(QLatin1String("img src")) - 80), 160).simplified();
    }
    void model(const QAbstractItemModel* m, const QModelIndex& parent, const QString& place)
    {
        for (int r = 0; r < m->rowCount(parent); ++r) {
            for (int c = 0; c < m->columnCount(parent); ++c) {
                const QModelIndex i = m->index(r, c, parent);
                const QString tip = i.data(Qt::ToolTipRole).toString();
                note(place + QStringLiteral(" cell %1,%2 tooltip").arg(r).arg(c), tip, rendersMarkup(tip));
                if (c == 0 && m->hasChildren(i))
                    model(m, i, place);
            }
        }
        for (int c = 0; c < m->columnCount(parent); ++c) {
            const QString tip = m->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString();
            note(place + QStringLiteral(" header %1 tooltip").arg(c), tip, rendersMarkup(tip));
        }
    }
    void widget(QWidget* w)
    {
        const QString place = where(w);
        if (auto* label = qobject_cast<QLabel*>(w)) {
            const Qt::TextFormat f = label->textFormat();
            note(place + QLatin1String(" label"), label->text(),
                f == Qt::RichText || (f == Qt::AutoText && Qt::mightBeRichText(label->text())));
        }
        note(place + QLatin1String(" tooltip"), w->toolTip(), rendersMarkup(w->toolTip()));
        for (const QAction* a : w->actions())
            note(place + QLatin1String(" action tooltip"), a->toolTip(), rendersMarkup(a->toolTip()));
        if (auto* tabs = qobject_cast<QTabBar*>(w)) {
            for (int i = 0; i < tabs->count(); ++i)
                note(place + QLatin1String(" tab tooltip"), tabs->tabToolTip(i), rendersMarkup(tabs->tabToolTip(i)));
        }
        // (A header view shares its table's model: the table walks it, headers included.)
        if (auto* view = qobject_cast<QAbstractItemView*>(w); view && view->model() && !qobject_cast<QHeaderView*>(w))
            model(view->model(), QModelIndex(), place);
        if (auto* view = qobject_cast<QGraphicsView*>(w); view && view->scene()) {
            for (const QGraphicsItem* item : view->scene()->items()) {
                note(place + QLatin1String(" item tooltip"), item->toolTip(), rendersMarkup(item->toolTip()));
                // Chart titles and legends are HTML documents: an <img> element there was parsed.
                if (const auto* text = dynamic_cast<const QGraphicsTextItem*>(item)) {
                    const QString html = text->document()->toHtml();
                    if (html.contains(QLatin1String("img src")))
                        note(place + QLatin1String(" text item"), html, html.contains(QLatin1String("<img")));
                }
            }
        }
    }
    void all()
    {
        for (QWidget* w : QApplication::allWidgets())
            widget(w);
    }
};

} // namespace

class TestPlainText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // PlainText::tip: what Qt shows as plain stays as it is; what it would take for markup shows
    // its characters, line breaks and runs of spaces included.
    void tipShowsTheCharacters_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("unchanged");
        QTest::addRow("plain") << QStringLiteral("ext4 on /dev/sda1\nmount options: rw") << true;
        QTest::addRow("a less-than sign, no tag") << QStringLiteral("p99 < 5 ms") << true;
        QTest::addRow("markup") << kMarkup << false;
        QTest::addRow("markup after text") << QStringLiteral("What to do: ") + kMarkup << false;
        QTest::addRow("lines and spaces") << QStringLiteral("<b>a</b>  b\nc\n\n<i>d</i> & e") << false;
        QTest::addRow("an entity") << QStringLiteral("x &lt;b&gt; y") << false; // Qt renders it as "<b>"
        QTest::addRow("doctype") << QStringLiteral("<!DOCTYPE html><p>x</p>") << false;
    }
    void tipShowsTheCharacters()
    {
        QFETCH(QString, text);
        QFETCH(bool, unchanged);
        const QString tip = PlainText::tip(text);
        QCOMPARE(tip == text, unchanged);
        if (!Qt::mightBeRichText(tip))
            return; // QToolTip shows it as plain text: as it is
        QTextDocument shown;
        shown.setHtml(tip);
        QCOMPARE(shown.toPlainText(), text);
        QVERIFY(!shown.toHtml().contains(QLatin1String("<img")));
    }

    // The report: the loader takes the markup in its free-text fields, and they are many.
    void reportHoldsMarkupEverywhere()
    {
        int fields = 0;
        const QByteArray json = markupReport(&fields);
        QString error;
        const std::optional<RunReport> report = RunReport::fromJson(json, &error);
        QVERIFY2(report, qPrintable(error));
        QVERIFY2(fields >= 20, qPrintable(QString::number(fields)));
        QVERIFY(report->name.contains(kMarkup));
        QVERIFY(report->error.isEmpty() || report->error.contains(kMarkup));
        QVERIFY(report->targets.value(0).dir.contains(kMarkup));
        QVERIFY(report->targets.value(0).environment.hostname.contains(kMarkup));
        QVERIFY(report->targets.value(0).trust.value(0).advice.contains(kMarkup));
    }

    void noViewRendersIt()
    {
        int fields = 0;
        const QByteArray json = markupReport(&fields);
        QVERIFY(QDir().mkpath(History::reportsDir()));
        const QStringList paths = { QDir(History::reportsDir()).filePath(QStringLiteral("markup-1.json")),
            QDir(History::reportsDir()).filePath(QStringLiteral("markup-2.json")) };
        for (const QString& path : paths) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write(json) == json.size());
        }
        const QString markupDir = m_dir.filePath(kMarkup);
        QVERIFY(QDir().mkpath(markupDir));

        FaultInjectingBackend failing;
        Fault eio;
        eio.op = Fault::Op::Write;
        eio.error = EIO;
        failing.addFault(eio);
        MainWindow window;
        EngineOptions options;
        options.spaceMarginBytes = 0;
        window.setEngineOptions(options);
        window.setIoBackend(&failing);
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Walk walk;

        // One report in every page of the window.
        QSignalSpy opened(&window, &MainWindow::reportOpened);
        QVERIFY(window.openReport(paths.first()));
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, 30000);
        QVERIFY(opened.first().at(1).toBool());
        for (QTabWidget* tabs : window.findChildren<QTabWidget*>()) {
            for (int i = 0; i < tabs->count(); ++i) {
                tabs->setCurrentIndex(i);
                QCoreApplication::processEvents();
                walk.all();
            }
        }
        // Two compared: the history list, the comparison tables and the chart's legend.
        QSignalSpy shown(&window, &MainWindow::reportsShown);
        window.showHistory(paths);
        QTRY_COMPARE_WITH_TIMEOUT(shown.size(), 1, 30000);
        walk.all();
        // A report that cannot be read, under the directory's name: the error dialog.
        const QString bad = QDir(markupDir).filePath(QStringLiteral("bad.json"));
        {
            QFile f(bad);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write("{") == 1);
        }
        opened.clear();
        window.openReport(bad);
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, 30000);
        walk.all();
        // The form's red line for a directory that does not exist.
        window.setConfig(smallVdr(QDir(markupDir).filePath(QStringLiteral("missing"))));
        QCoreApplication::processEvents();
        walk.all();
        // A run there that fails: the run-failed dialog and the status bar.
        window.setConfig(smallVdr(markupDir));
        QSignalSpy finished(&window, &MainWindow::runFinished);
        QVERIFY(window.startRun());
        QVERIFY(finished.wait(kRunTimeoutMs) || !finished.isEmpty());
        QVERIFY2(window.lastError().startsWith(QLatin1String("The run failed: ")), qPrintable(window.lastError()));
        QVERIFY2(window.lastError().contains(kMarkup), qPrintable(window.lastError()));
        QCoreApplication::processEvents();
        walk.all();

        walk.rendered.removeDuplicates();
        for (const QString& place : std::as_const(walk.rendered))
            qWarning().noquote() << "renders the markup:" << place; // QVERIFY2 shortens its message
        QVERIFY2(walk.rendered.isEmpty(), qPrintable(walk.rendered.join(QLatin1String("\n"))));
        // The walk saw the markup where the issue found it rendered (so it did reach those views).
        walk.shown.removeDuplicates();
        const QString seen = walk.shown.join(QLatin1Char('\n'));
        qInfo().noquote() << "Seen (" << walk.shown.size() << "places):\n" << seen;
        for (const char* place : { "status label", "errorBox", "-error label", "stallsTable cell", "trust-",
                 "results cell", "history cell" }) {
            QVERIFY2(seen.contains(QLatin1String(place)),
                qPrintable(QStringLiteral("%1 not seen in:\n%2").arg(QLatin1String(place), seen)));
        }
    }

    // What a remote host sends: the strings of its probe, stream and report (a remote CLI that
    // adds the markup to every filesystem type it sends), then its stderr (one that fails).
    void remoteHostTextIsPlain()
    {
        QTemporaryDir tools, remoteDir;
        QVERIFY(tools.isValid() && remoteDir.isValid());
        const QString ssh = tools.filePath(QStringLiteral("ssh"));
        const QString rewriting = tools.filePath(QStringLiteral("rewriting-cli"));
        const QString failing = tools.filePath(QStringLiteral("failing-cli"));
        QVERIFY(writeScript(ssh, kStandInSsh));
        QVERIFY(writeScript(rewriting,
            QByteArray("#!/bin/sh\n\"") + STREAMSCOPE_CLI + "\" \"$@\" | sed -u 's|\"fs_type\":\"\\([^\"]*\\)\"|"
                + "\"fs_type\":\"\\1+" + kMarkup.toUtf8() + "\"|g'\n"));
        QVERIFY(writeScript(failing, "#!/bin/sh\nprintf 'no: " + kMarkup.toUtf8() + "\\n' >&2\nexit 3\n"));
        MainWindow window;
        window.setEngineOptions(EngineOptions { 0, false });
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Walk walk;

        window.settingsPage()->remoteSettings()->setSettings(ssh, QString(), rewriting);
        const RunConfig config = smallVdr(QStringLiteral("rec1:") + remoteDir.path());
        QSignalSpy finished(&window, &MainWindow::runFinished);
        window.setConfig(config);
        QVERIFY(window.startRun());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kRunTimeoutMs);
        const RunReport report = finished.at(0).at(0).value<RunReport>();
        QVERIFY2(report.ok(), qPrintable(report.error + window.lastError()));
        for (QTabWidget* tabs : window.findChildren<QTabWidget*>()) {
            for (int i = 0; i < tabs->count(); ++i) {
                tabs->setCurrentIndex(i);
                QCoreApplication::processEvents();
                walk.all();
            }
        }

        window.settingsPage()->remoteSettings()->setSettings(ssh, QString(), failing);
        window.setConfig(smallVdr(QStringLiteral("rec2:") + remoteDir.path()));
        QVERIFY(window.startRun());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, kRunTimeoutMs);
        QVERIFY2(window.lastError().contains(kMarkup), qPrintable(window.lastError()));
        QCoreApplication::processEvents();
        walk.all();

        walk.rendered.removeDuplicates();
        for (const QString& place : std::as_const(walk.rendered))
            qWarning().noquote() << "renders the markup:" << place;
        QVERIFY2(walk.rendered.isEmpty(), qPrintable(walk.rendered.join(QLatin1String("\n"))));
        walk.shown.removeDuplicates();
        const QString seen = walk.shown.join(QLatin1Char('\n'));
        for (const char* place :
            { "errorBox", "status label", "verdict label", "chart text item", "dir cell", "dir-details label" }) {
            QVERIFY2(seen.contains(QLatin1String(place)),
                qPrintable(QStringLiteral("%1 not seen in:\n%2").arg(QLatin1String(place), seen)));
        }
    }

private:
    QTemporaryDir m_dir;
};

STREAMSCOPE_UI_TEST_MAIN(TestPlainText)
#include "tst_plaintext.moc"
