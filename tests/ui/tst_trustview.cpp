// The trust verdict where a user meets the numbers: the strip in the results pane (severity
// icon, text, what to do in its tooltip, in both palettes), the history list, Copy as Text and
// Markdown, and saved pictures (drawn under the chart, in the PNG's "Warning" text and in the
// metadata of PNG and SVG). From flags raised by Trust::assess over btrfs facts, and, as root,
// from real runs in the window on a tmpfs and on ext4 on a loop device whose backing file is
// or is not in the host's page cache.
#include "ChartTestSupport.h"
#include "DarkPalette.h"
#include "History.h"
#include "ImageFile.h"
#include "MainWindow.h"
#include "ResultsPane.h"
#include "ShareText.h"
#include "SmallRuns.h"
#include "StatusColors.h"
#include "Trust.h"
#include "TrustStrip.h"
#include "TrustSupport.h"
#include "UiTestMain.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>

namespace {

constexpr int kRunTimeoutMs = 90'000;
constexpr qint64 kMiB = 1024 * 1024;

EngineOptions noMargin()
{
    EngineOptions o;
    o.spaceMarginBytes = 0;
    return o;
}

bool runToEnd(MainWindow& window, RunReport* report)
{
    QSignalSpy finished(&window, &MainWindow::runFinished);
    if (!window.startRun())
        return false;
    if (!finished.wait(kRunTimeoutMs) && finished.isEmpty())
        return false;
    *report = finished.first().first().value<RunReport>();
    return true;
}

QStringList stripIds(const TrustStrip* strip)
{
    QStringList ids;
    for (const TrustStrip::Row& r : strip->rows())
        ids << r.flag.id;
    return ids;
}

// The ids of every target's flags in a picture's run data (PNG text chunk or SVG <metadata>).
QStringList metadataIds(const QString& json)
{
    QStringList ids;
    const QJsonArray targets
        = QJsonDocument::fromJson(json.toUtf8()).object().value(QLatin1String("targets")).toArray();
    for (const QJsonValue& t : targets) {
        for (const QJsonValue& f : t.toObject().value(QLatin1String("trust")).toArray())
            ids << f.toObject().value(QLatin1String("id")).toString();
    }
    return ids;
}

// btrfs mounted with compress=zstd: a warning (compression) and a note (copy-on-write).
QList<Trust::Flag> btrfsFlags(const TargetResult& target)
{
    Trust::Facts facts;
    facts.environment.fsType = QStringLiteral("btrfs");
    facts.environment.targetDir = target.dir;
    facts.superOptions = QStringLiteral("rw,ssd,space_cache=v2,compress=zstd:3,subvolid=5,subvol=/");
    facts.directIo = true; // no smaller-than-cache flag: the test is about the views
    return Trust::assess(facts, target);
}

} // namespace

class TestTrustView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void flagsInEveryView();
    void stripFollowsThePalette();
    void noFlagsNoStrip();
    void windowRunReportsItsCpuShare();
    // As root: real runs in the window.
    void tmpfsRunInTheWindow();
    void loopRunInTheWindow_data();
    void loopRunInTheWindow();

private:
    // The picture's "Warning" text and the ids in its metadata, PNG and SVG.
    void checkPictures(MainWindow& window, const QStringList& ids, const QString& mustSay);

    QTemporaryDir m_files;
};

void TestTrustView::initTestCase()
{
    QVERIFY(m_files.isValid());
}

void TestTrustView::checkPictures(MainWindow& window, const QStringList& ids, const QString& mustSay)
{
    const QString png = m_files.filePath(QStringLiteral("trust.png"));
    const QString svg = m_files.filePath(QStringLiteral("trust.svg"));
    QString error;
    QVERIFY2(window.saveChart(png, &error), qPrintable(error));
    QVERIFY2(window.saveChart(svg, &error), qPrintable(error));
    const QImage image(png);
    const QString warning = image.text(QStringLiteral("Warning"));
    QVERIFY2(warning.contains(mustSay), qPrintable(warning));
    // The footer drawn under the chart says the same words as the picture's description.
    QVERIFY2(image.text(QStringLiteral("Description")).contains(mustSay),
        qPrintable(image.text(QStringLiteral("Description"))));
    const QStringList fromPng = metadataIds(ImageFile::pngText(png, kImageMetadataKey));
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    const QByteArray svgBytes = svgFile.readAll();
    const QStringList fromSvg = metadataIds(ImageFile::svgMetadata(svgBytes, kImageMetadataKey));
    for (const QString& id : ids) {
        QVERIFY2(fromPng.contains(id), qPrintable(fromPng.join(u' ')));
        QVERIFY2(fromSvg.contains(id), qPrintable(fromSvg.join(u' ')));
    }
    // The SVG draws the words as text: a search in the file finds them.
    QVERIFY2(QString::fromUtf8(svgBytes).contains(mustSay.toHtmlEscaped()), qPrintable(mustSay));
}

void TestTrustView::flagsInEveryView()
{
    RunReport report
        = ChartTest::fixtureReport(QStringLiteral("/mnt/pool"), QDateTime(QDate(2026, 3, 1), QTime(10, 0)), 30.0f, 10);
    report.targets[0].trust = btrfsFlags(report.targets[0]);
    const QStringList expected { QStringLiteral("compression"), QStringLiteral("copy-on-write") };
    QCOMPARE(report.targets[0].trust.size(), 2);
    const QString path = m_files.filePath(QStringLiteral("btrfs.json"));
    QString error;
    QVERIFY2(report.save(path, &error), qPrintable(error));

    MainWindow window;
    window.show();
    QSignalSpy opened(&window, &MainWindow::reportOpened);
    QVERIFY(window.openReport(path));
    QTRY_VERIFY_WITH_TIMEOUT(!opened.isEmpty(), 20'000);
    QVERIFY(opened.first().at(1).toBool());

    // The strip beside the table: the warning first, each row with its icon and its advice.
    const TrustStrip* strip = window.resultsPane()->trustStrip();
    QVERIFY(strip->isVisible());
    QCOMPARE(stripIds(strip), expected);
    const QList<QWidget*> rows = strip->findChildren<QWidget*>(QRegularExpression(QStringLiteral("^trust-")));
    QCOMPARE(rows.size(), 2);
    for (const Trust::Flag& f : report.targets[0].trust) {
        const auto* row = strip->findChild<QWidget*>(QStringLiteral("trust-") + f.id);
        QVERIFY2(row && row->isVisible(), qPrintable(f.id));
        const auto* icon = row->findChild<QLabel*>(QStringLiteral("severity"));
        QVERIFY(icon && !icon->pixmap().isNull());
        QCOMPARE(icon->toolTip(), Trust::severityName(f.severity));
        const auto* text = row->findChild<QLabel*>(QStringLiteral("text"));
        QVERIFY(text);
        QCOMPARE(text->text(), f.text);
        QVERIFY2(text->toolTip().contains(f.advice), qPrintable(text->toolTip()));
        QVERIFY(row->accessibleName().startsWith(Trust::severityName(f.severity)));
    }
    QVERIFY2(strip->texts().constFirst().contains(QLatin1String("zstd")), qPrintable(strip->texts().join(u'\n')));

    // The history list marks the run in its filesystem cell and lists the flags in its tooltip.
    HistoryModel* history = window.historyPanel()->model();
    const int row = history->rowOf(QFileInfo(path).absoluteFilePath());
    QVERIFY(row >= 0);
    const QModelIndex fs = history->index(row, HistoryModel::FsColumn);
    QVERIFY(!fs.data(Qt::DecorationRole).value<QIcon>().isNull());
    const QString tip = fs.data(Qt::ToolTipRole).toString();
    for (const Trust::Flag& f : report.targets[0].trust)
        QVERIFY2(tip.contains(f.text), qPrintable(tip));
    QVERIFY(history->index(row, HistoryModel::PresetColumn).data(Qt::DecorationRole).isNull());

    // Copied text and Markdown carry each flag with its advice.
    const QString text = ShareText::plainText(report);
    const QString markdown = ShareText::markdown(report);
    for (const Trust::Flag& f : report.targets[0].trust) {
        QVERIFY2(text.contains(f.text) && text.contains(f.advice), qPrintable(text));
        QVERIFY2(markdown.contains(f.text), qPrintable(markdown));
    }
    QVERIFY(text.indexOf(Trust::severityName(QLatin1String(Trust::kWarning)))
        < text.indexOf(Trust::severityName(QLatin1String(Trust::kNote))));

    checkPictures(window, expected, report.targets[0].trust.constFirst().text);
}

void TestTrustView::stripFollowsThePalette()
{
    RunReport report
        = ChartTest::fixtureReport(QStringLiteral("/mnt/pool"), QDateTime(QDate(2026, 3, 1), QTime(10, 0)), 30.0f, 10);
    report.targets[0].trust = btrfsFlags(report.targets[0]);
    TrustStrip strip;
    strip.setReport(report);
    strip.resize(600, 200);
    strip.show();
    for (const QPalette& palette : { QPalette(), darkPalette() }) {
        strip.setPalette(palette);
        const QList<QLabel*> texts = strip.findChildren<QLabel*>(QStringLiteral("text"));
        QCOMPARE(texts.size(), 2);
        for (const QLabel* label : texts) {
            const QPalette& p = label->palette();
            QVERIFY2(StatusColors::contrast(p.color(QPalette::WindowText), p.color(QPalette::Window)) >= 4.5,
                qPrintable(p.color(QPalette::Window).name()));
        }
        for (const QLabel* icon : strip.findChildren<QLabel*>(QStringLiteral("severity")))
            QVERIFY(!icon->pixmap().isNull());
    }
}

void TestTrustView::noFlagsNoStrip()
{
    const RunReport report
        = ChartTest::fixtureReport(QStringLiteral("/mnt/disk"), QDateTime(QDate(2026, 3, 1), QTime(10, 0)), 30.0f, 10);
    QVERIFY(report.targets[0].trust.isEmpty());
    ResultsPane pane;
    pane.show();
    pane.showRun(report);
    QVERIFY(!pane.trustStrip()->isVisible());
    QVERIFY(pane.trustStrip()->rows().isEmpty());
    QVERIFY(Trust::runLines(report).isEmpty());
    QVERIFY(!ShareText::plainText(report).contains(Trust::severityName(QLatin1String(Trust::kWarning))));
}

// The window's own cost (issue 20, item 3): its GUI thread's CPU time over the run, in the
// report it keeps and in the status bar; a report made elsewhere has none.
void TestTrustView::windowRunReportsItsCpuShare()
{
    QTemporaryDir target;
    QVERIFY(target.isValid());
    MainWindow window;
    window.setEngineOptions(noMargin());
    window.setConfig(smallVdr(target.path()));
    window.show();
    RunReport report;
    QVERIFY(runToEnd(window, &report));
    QVERIFY2(report.ok(), qPrintable(report.error));
    QVERIFY(report.windowCpuS > 0);
    QVERIFY2(
        report.windowCpuShare > 0 && report.windowCpuShare <= 1.01, qPrintable(QString::number(report.windowCpuShare)));
    QVERIFY2(window.statusText().contains(QLocale().toString(100 * report.windowCpuShare, 'f', 1)),
        qPrintable(window.statusText()));
    QString error;
    const auto saved = RunReport::load(window.lastSavedReportPath(), &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->windowCpuShare, report.windowCpuShare);
    QCOMPARE(saved->windowCpuS, report.windowCpuS);
    RunReport cli = report;
    cli.windowCpuS = cli.windowCpuShare = -1;
    QVERIFY(!cli.toJsonBytes().contains("window_cpu"));
    const auto reloaded = RunReport::fromJson(cli.toJsonBytes(), &error);
    QVERIFY2(reloaded, qPrintable(error));
    QCOMPARE(reloaded->windowCpuShare, -1.0);
}

void TestTrustView::tmpfsRunInTheWindow()
{
    QString reason;
    if (!Safety::Mounts::available(&reason))
        QSKIP(qPrintable(reason));
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    Safety::Mounts mounts;
    QVERIFY2(mounts.tmpfs(tmp.path(), QStringLiteral("size=32m"), &reason), qPrintable(reason));
    MainWindow window;
    window.setEngineOptions(noMargin());
    window.setConfig(smallVdr(tmp.path()));
    window.show();
    RunReport report;
    QVERIFY(runToEnd(window, &report));
    QVERIFY2(report.ok(), qPrintable(report.error));
    const TrustStrip* strip = window.resultsPane()->trustStrip();
    QVERIFY(strip->isVisible());
    QVERIFY2(stripIds(strip).contains(QLatin1String("memory-filesystem")), qPrintable(stripIds(strip).join(u' ')));
    QVERIFY2(strip->texts().join(u'\n').contains(QLatin1String("tmpfs")), qPrintable(strip->texts().join(u'\n')));
    // Shown twice (as the run ends, then as the window keeps it): every row on screen, with room.
    for (const TrustStrip::Row& r : strip->rows()) {
        const auto* row = strip->findChild<QWidget*>(QStringLiteral("trust-") + r.flag.id);
        QVERIFY2(row && row->isVisible() && row->height() >= QFontMetrics(row->font()).height(), qPrintable(r.flag.id));
    }
    checkPictures(window, { QStringLiteral("memory-filesystem") }, QStringLiteral("tmpfs"));
}

void TestTrustView::loopRunInTheWindow_data()
{
    addBackingFileRows();
}

void TestTrustView::loopRunInTheWindow()
{
    QFETCH(bool, cache);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    Safety::Mounts mounts;
    QString image, mnt, reason;
    if (!mountLoopExt4(tmp, mounts, &image, &mnt, &reason))
        QSKIP(qPrintable(reason));

    PosixIoBackend real;
    BackingFileBackend backend(real, image, cache);
    MainWindow window;
    window.setIoBackend(&backend);
    window.setEngineOptions(noMargin());
    RunConfig c = smallVdr(mnt);
    c.streamCounts = { 1 };
    c.totalSize = 16 * kMiB;
    c.blockSize = 1 * kMiB;
    window.setConfig(c);
    window.show();
    RunReport report;
    QVERIFY(runToEnd(window, &report));
    QVERIFY2(report.ok(), qPrintable(report.error));
    QVERIFY(!backend.failed());
    const PhaseResult* read = report.targets[0].passes[0].phase(PhaseKind::Read);
    QVERIFY(read && read->backingFileCachedBytes >= 0);

    const QStringList ids = stripIds(window.resultsPane()->trustStrip());
    QVERIFY2(ids.contains(QLatin1String("loop-device")), qPrintable(ids.join(u' ')));
    QCOMPARE(ids.contains(QLatin1String("loop-backing-cached")), cache);
    QStringList expected { QStringLiteral("loop-device") };
    if (cache)
        expected << QStringLiteral("loop-backing-cached");
    // The cached backing file's flag names the file; the loop device's names the device.
    checkPictures(window, expected, cache ? image : report.targets[0].environment.device.name);
}

int main(int argc, char* argv[])
{
    // A private mount namespace can only be entered while this process has one thread: before
    // the application starts any.
    if (::geteuid() == 0)
        Safety::privateMountNamespace(nullptr);
    QTemporaryDir home;
    if (!home.isValid())
        return 1;
    useTestHome(home);
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("StreamScopeTest"));
    QCoreApplication::setApplicationName(QStringLiteral("TestTrustView"));
    TestTrustView test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_trustview.moc"
