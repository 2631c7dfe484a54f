// The settings panel: every RunConfig field survives form -> config -> form, presets fill
// the form, editing marks it modified (and moves no field), and every invalid value is explained next to its field
// and disables Start.
#include "ConfigForm.h"
#include "MainWindow.h"
#include "Presets.h"
#include "UiTestMain.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QWheelEvent>

class TestConfigForm : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void roundTrip_data();
    void roundTrip();
    void everyFieldIsOnTheForm();
    void presetFillsTheFormAndEditingMarksItModified();
    void recorderPresetsFillTheRealTimeFields_data();
    void recorderPresetsFillTheRealTimeFields();
    void invalidValuesDisableStart_data();
    void invalidValuesDisableStart();
    void targetDirectoryShowsFilesystemAndDevice();
    void wheelChangesOnlyAFocusedField_data();
    void wheelChangesOnlyAFocusedField();
    void fieldsStayPutWhileEditing();
    void errorLineWaitsForTheFocusToLeave();
    void problemsAreWordedForTheWindow();
    void targetsNoRunCanUseAreRefused();
    void freeSpaceIsCheckedWithKeepFree();

private:
    RunConfig base() const;
    QTemporaryDir m_dirA;
    QTemporaryDir m_dirB;
};

void TestConfigForm::initTestCase()
{
    QVERIFY(m_dirA.isValid());
    QVERIFY(m_dirB.isValid());
}

RunConfig TestConfigForm::base() const
{
    RunConfig c = Presets::find(QStringLiteral("vdr"))->config;
    c.targetDirs = { m_dirA.path() };
    return c;
}

void TestConfigForm::roundTrip_data()
{
    QTest::addColumn<RunConfig>("config");
    for (const Preset& p : Presets::all()) {
        RunConfig c = p.config;
        c.targetDirs = { m_dirA.path() };
        QTest::addRow("preset %s", qPrintable(p.name)) << c;
    }
    // One row per field (or group of fields that only make sense together), away from the
    // defaults, so that a field the form forgot cannot hide.
    RunConfig c = base();
    c.preset.clear();
    c.targetDirs = { m_dirA.path(), m_dirB.path() };
    QTest::addRow("two targets, custom") << c;
    c = base();
    c.streamCounts = { 1, 2, 4, 8, 16 };
    QTest::addRow("streams") << c;
    c = base();
    c.sizePerStream = 48 * 1024 * 1024;
    c.totalSize = 0;
    QTest::addRow("size per stream") << c;
    c = base();
    c.totalSize = 3LL * 1024 * 1024 * 1024;
    QTest::addRow("total") << c;
    c = base();
    c.blockSize = 1536;
    c.totalSize = 1536 * 1024;
    QTest::addRow("block") << c;
    c = base();
    c.schedule = Schedule::Threads;
    QTest::addRow("schedule") << c;
    for (IoMode m : { IoMode::Direct, IoMode::Sync, IoMode::Dsync }) {
        c = base();
        c.mode = m;
        QTest::addRow("mode %s", qPrintable(toString(m))) << c;
    }
    for (Prepare p : { Prepare::Fallocate, Prepare::Existing }) {
        c = base();
        c.prepare = p;
        QTest::addRow("prepare %s", qPrintable(toString(p))) << c;
    }
    c = base();
    c.flush = FlushPolicy::None;
    QTest::addRow("flush none") << c;
    c = base();
    c.flush = FlushPolicy::Every;
    c.flushEveryBytes = 16 * 1024 * 1024;
    QTest::addRow("flush every") << c;
    for (ReadOrder r : { ReadOrder::RoundRobin, ReadOrder::None }) {
        c = base();
        c.read = r;
        QTest::addRow("read %s", qPrintable(toString(r))) << c;
    }
    c = base();
    c.intervalNs = 25'000'000;
    QTest::addRow("interval") << c;
    c = base();
    c.stallNs = 1'500'000'000;
    QTest::addRow("stall") << c;
    c = base();
    c.streamCounts = { 5 };
    c.totalSize = 0;
    c.ratesBytesPerSec = { 1024.0 * 1024.0 };
    c.bufferBytes = 8 * 1024 * 1024;
    c.durationNs = 20'000'000'000;
    QTest::addRow("real-time by duration") << c;
    c = base();
    c.streamCounts = { 2 };
    c.ratesBytesPerSec = { 48000.0 * 3, 0.1373 * 1024 * 1024 };
    c.bufferBytes = 4 * 1024 * 1024;
    QTest::addRow("real-time rates per stream") << c;
}

void TestConfigForm::roundTrip()
{
    QFETCH(RunConfig, config);
    Presets::markModified(config); // a row that starts from a preset and changes a field is a modified preset
    ConfigForm form;
    form.setConfig(config);
    const RunConfig back = form.config();
    QCOMPARE(QJsonDocument(back.toJson()).toJson(), QJsonDocument(config.toJson()).toJson()); // readable diff
    QVERIFY(back == config);
    // And once more through the form: what the form shows reads back the same.
    ConfigForm again;
    again.setConfig(back);
    QVERIFY(again.config() == config);
}

void TestConfigForm::everyFieldIsOnTheForm()
{
    // Every option of the CLI has an editor on the form (names are the CLI option names).
    ConfigForm form;
    for (const char* field : { "preset", "dir", "streams", "size", "total", "block", "schedule", "mode", "prepare",
             "flush", "read", "interval", "stall", "rate", "buffer", "duration", "space-margin" }) {
        QVERIFY2(form.fieldWidget(QLatin1String(field)), field);
    }
}

void TestConfigForm::presetFillsTheFormAndEditingMarksItModified()
{
    ConfigForm form;
    form.setConfig(base());
    auto* preset = qobject_cast<QComboBox*>(form.fieldWidget(QStringLiteral("preset")));
    QVERIFY(preset);
    const int hdtest = preset->findData(QStringLiteral("hdtest"));
    QVERIFY(hdtest >= 0);
    preset->setCurrentIndex(hdtest);
    Q_EMIT preset->activated(hdtest);
    RunConfig expected = Presets::find(QStringLiteral("hdtest"))->config;
    expected.targetDirs = { m_dirA.path() }; // the directory is not part of a preset
    QVERIFY(form.config() == expected);

    QVERIFY(!form.config().presetModified);
    QCOMPARE(form.config().presetLabel(), QStringLiteral("hdtest"));

    // A user edit anywhere marks the preset as modified, keeping the other values; the chooser
    // names it as the chart's title and the history do.
    auto* block = qobject_cast<QComboBox*>(form.fieldWidget(QStringLiteral("block")));
    QVERIFY(block && block->lineEdit());
    block->lineEdit()->selectAll();
    QTest::keyClicks(block->lineEdit(), QStringLiteral("128k"));
    QCOMPARE(form.config().preset, QStringLiteral("hdtest"));
    QVERIFY(form.config().presetModified);
    QCOMPARE(form.config().presetLabel(), QStringLiteral("hdtest (modified)"));
    QVERIFY2(preset->currentText().endsWith(QStringLiteral("hdtest (modified)")), qPrintable(preset->currentText()));
    QCOMPARE(form.config().blockSize, 128 * 1024);
    QCOMPARE(form.config().streamCounts, expected.streamCounts);
    // The report keeps it.
    QString error;
    const auto reread = RunConfig::fromJson(form.config().toJson(), &error);
    QVERIFY2(reread, qPrintable(error));
    QCOMPARE(reread->presetLabel(), QStringLiteral("hdtest (modified)"));

    // Back to the preset's value: no longer modified.
    block->lineEdit()->selectAll();
    QTest::keyClicks(block->lineEdit(), QStringLiteral("256k"));
    QVERIFY(!form.config().presetModified);
    QCOMPARE(preset->currentText(), preset->itemText(hdtest));
    QVERIFY(!preset->currentText().contains(QStringLiteral("modified")));
}

void TestConfigForm::fieldsStayPutWhileEditing()
{
    QScrollArea scroll;
    auto* form = new ConfigForm;
    scroll.setWidget(form);
    scroll.setWidgetResizable(true);
    scroll.resize(420, 900);
    RunConfig vdr = Presets::find(QStringLiteral("vdr"))->config;
    vdr.targetDirs = { m_dirA.path() };
    form->setConfig(vdr);
    scroll.show();
    QVERIFY(QTest::qWaitForWindowExposed(&scroll));
    QWidget* block = form->fieldWidget(QStringLiteral("block"));
    QWidget* stall = form->fieldWidget(QStringLiteral("stall"));
    auto* preset = qobject_cast<QComboBox*>(form->fieldWidget(QStringLiteral("preset")));
    QVERIFY(block && stall && preset);
    // What lies under the target is found off the GUI thread and fills its lines once known.
    auto* details = form->findChild<QLabel*>(QStringLiteral("dir-details"));
    QVERIFY(details);
    QTRY_VERIFY(details->text().endsWith(QStringLiteral(" free")));
    // Word-wrapped labels settle in more than one layout pass (height for width, then the
    // scroll area's share): let them all run before measuring.
    const auto settle = [] {
        for (int pass = 0; pass < 4; ++pass) {
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QCoreApplication::processEvents();
        }
    };
    settle();
    // The target's details (free space) are probed again from time to time and may wrap
    // differently as the free space changes under other writers: measured without them.
    const auto where = [form, details](QWidget* w) { return w->mapTo(form, QPoint(0, -details->height())); };
    const QPoint blockBefore = where(block);
    const QPoint stallBefore = where(stall);

    // An edit: nothing under the mouse moves.
    auto* streams = qobject_cast<QLineEdit*>(form->fieldWidget(QStringLiteral("streams")));
    QVERIFY(streams);
    streams->selectAll();
    QTest::keyClicks(streams, QStringLiteral("3"));
    QVERIFY(form->config().presetModified);
    settle();
    QCOMPARE(where(block), blockBefore);
    QCOMPARE(where(stall), stallBefore);

    // Another preset, then Custom, with descriptions of other lengths: still in place.
    for (const QString& name : { QStringLiteral("recorder"), QString() }) {
        const int index = preset->findData(name);
        QVERIFY(index >= 0);
        preset->setCurrentIndex(index);
        Q_EMIT preset->activated(index);
        QTRY_VERIFY(details->text().endsWith(QStringLiteral(" free"))); // probed again
        settle();
        QCOMPARE(where(block), blockBefore);
        QCOMPARE(where(stall), stallBefore);
    }
}

// A value turned invalid while typing colours its field at once, but its error line appears
// only once the focus leaves the field: a line that came as the user typed pushed the fields
// below it down, under a pointer on its way to "Stall threshold". A path of 300 characters in
// a message wraps at its slashes instead of widening the form past its panel.
void TestConfigForm::errorLineWaitsForTheFocusToLeave()
{
    QScrollArea scroll;
    auto* form = new ConfigForm;
    scroll.setWidget(form);
    scroll.setWidgetResizable(true);
    scroll.resize(420, 900);
    form->setConfig(base());
    scroll.show();
    QVERIFY(QTest::qWaitForWindowExposed(&scroll));
    scroll.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&scroll));
    const auto settle = [] {
        for (int pass = 0; pass < 4; ++pass) {
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QCoreApplication::processEvents();
        }
    };
    auto* interval = qobject_cast<QLineEdit*>(form->fieldWidget(QStringLiteral("interval")));
    QWidget* stall = form->fieldWidget(QStringLiteral("stall"));
    auto* line = form->findChild<QLabel*>(QStringLiteral("interval-error"));
    QVERIFY(interval && stall && line);
    interval->setFocus();
    QTRY_VERIFY(interval->hasFocus());
    settle();
    const QPoint stallBefore = stall->mapTo(form, QPoint());

    interval->selectAll();
    QTest::keyClicks(interval, QStringLiteral("soon"));
    settle();
    QVERIFY(!form->isValid());
    QVERIFY(!form->errorText(QStringLiteral("interval")).isEmpty());
    QVERIFY(line->isHidden());
    QCOMPARE(stall->mapTo(form, QPoint()), stallBefore);

    // Leaving the field (a click on the next one gives it the focus): the line says why.
    stall->setFocus();
    QTRY_VERIFY(stall->hasFocus());
    QVERIFY(!line->isHidden());
    QCOMPARE(line->text().remove(QChar(0x200B)), form->errorText(QStringLiteral("interval")));

    // A long path that does not exist: named in full, the form as wide as its panel.
    settle();
    const QString longPath = m_dirA.path() + QStringLiteral("/") + QString(60, u'd') + QStringLiteral("/")
        + QString(60, u'e') + QStringLiteral("/") + QString(60, u'f') + QStringLiteral("/") + QString(60, u'g');
    form->addTargetDir(longPath);
    settle();
    QVERIFY2(
        form->errorText(QStringLiteral("dir")).contains(longPath), qPrintable(form->errorText(QStringLiteral("dir"))));
    QVERIFY2(form->width() <= scroll.viewport()->width(),
        qPrintable(QStringLiteral("form %1 px in a %2 px panel").arg(form->width()).arg(scroll.viewport()->width())));
}

void TestConfigForm::problemsAreWordedForTheWindow()
{
    // The same problem of the same configuration: the CLI names its options, the form its fields.
    RunConfig c;
    c.targetDirs.clear();
    c.durationNs = 2'000'000'000;
    const QList<ConfigError> errors = c.validate();
    const auto find = [&errors](ConfigError::Problem problem) {
        for (const ConfigError& e : errors) {
            if (e.problem == problem)
                return e;
        }
        return ConfigError {};
    };
    const ConfigError noDir = find(ConfigError::Problem::NoTarget);
    QCOMPARE(noDir.field, QStringLiteral("dir"));
    QVERIFY(noDir.message.contains(QStringLiteral("--dir")));
    const QString noDirWindow = ConfigForm::windowMessage(noDir);
    QVERIFY2(noDirWindow.contains(QStringLiteral("Target directories")), qPrintable(noDirWindow));
    QVERIFY(!noDirWindow.contains(QStringLiteral("--")));
    const ConfigError needsRate = find(ConfigError::Problem::DurationNeedsRate);
    QCOMPARE(needsRate.field, QStringLiteral("duration"));
    QCOMPARE(needsRate.args, QStringList { QStringLiteral("2s") });
    QVERIFY(needsRate.message.contains(QStringLiteral("--rate")));
    const QString needsRateWindow = ConfigForm::windowMessage(needsRate);
    QVERIFY2(needsRateWindow.contains(QStringLiteral("Rate per stream")), qPrintable(needsRateWindow));
    QVERIFY(needsRateWindow.contains(QStringLiteral("2s")));
    QVERIFY(!needsRateWindow.contains(QStringLiteral("--")));

    // Every problem the form shows is in its words: no option names next to any field.
    ConfigForm form;
    form.setConfig(c);
    QVERIFY(!form.isValid());
    for (const ConfigError& e : form.problems())
        QVERIFY2(!e.message.contains(QStringLiteral("--")), qPrintable(e.message));
    QVERIFY(form.errorText(QStringLiteral("dir")).contains(QStringLiteral("Add")));

    // Across many bad configurations: a problem left to be shown as it is names no option, and
    // every named one gets the window's words.
    QList<RunConfig> bad;
    RunConfig b = base();
    b.streamCounts.clear();
    b.sizePerStream = 64 << 20; // with the total: both given
    bad.append(b);
    b = base();
    b.totalSize = 0;
    bad.append(b); // no size
    b = base();
    b.totalSize = 0;
    b.streamCounts = { 1024 };
    b.sizePerStream = Limits::kMaxBytes / 2; // more than any filesystem holds
    bad.append(b);
    b = base();
    b.ratesBytesPerSec = { 1024.0 * 1024.0 };
    b.bufferBytes = 64 << 20;
    b.durationNs = 1'000'000'000; // the buffer holds the whole run
    bad.append(b);
    b.durationNs = 1'000'000; // less than one block
    b.bufferBytes = 4 << 20;
    bad.append(b);
    b = base();
    b.bufferBytes = 4 << 20; // a buffer without a rate
    bad.append(b);
    for (const RunConfig& config : bad) {
        const QList<ConfigError> problems = config.validate();
        QVERIFY(!problems.isEmpty());
        for (const ConfigError& e : problems) {
            if (e.problem == ConfigError::Problem::Other)
                QVERIFY2(!e.message.contains(QStringLiteral("--")), qPrintable(e.message));
            const QString words = ConfigForm::windowMessage(e);
            QVERIFY2(!words.contains(QStringLiteral("--")) && !words.contains(QStringLiteral("%")), qPrintable(words));
        }
    }

    // No preset description speaks CLI.
    for (const Preset& p : Presets::all())
        QVERIFY2(!p.description.contains(QStringLiteral("--")), qPrintable(p.description));
}

void TestConfigForm::recorderPresetsFillTheRealTimeFields_data()
{
    QTest::addColumn<QString>("name");
    QTest::addRow("recorder") << QStringLiteral("recorder");
    QTest::addRow("daw") << QStringLiteral("daw");
}

// The real-time presets are in the chooser and choosing one fills rate, buffer and duration
// (from a configuration without any of them).
void TestConfigForm::recorderPresetsFillTheRealTimeFields()
{
    QFETCH(QString, name);
    ConfigForm form;
    form.setConfig(base());
    QVERIFY(!form.config().isRealTime());
    auto* preset = qobject_cast<QComboBox*>(form.fieldWidget(QStringLiteral("preset")));
    QVERIFY(preset);
    const int index = preset->findData(name);
    QVERIFY2(index >= 0, qPrintable(name));
    preset->setCurrentIndex(index);
    Q_EMIT preset->activated(index);
    const RunConfig expected = Presets::find(name)->config;
    const auto text = [&](const char* field) {
        auto* edit = qobject_cast<QLineEdit*>(form.fieldWidget(QLatin1String(field)));
        return edit ? edit->text() : QString();
    };
    QVERIFY(!text("rate").isEmpty());
    QVERIFY(!text("buffer").isEmpty());
    QVERIFY(!text("duration").isEmpty());
    const RunConfig c = form.config();
    QCOMPARE(c.preset, name);
    QCOMPARE(c.ratesBytesPerSec, expected.ratesBytesPerSec);
    QCOMPARE(c.bufferBytes, expected.bufferBytes);
    QCOMPARE(c.durationNs, expected.durationNs);
    QCOMPARE(c.streamCounts, expected.streamCounts);
    QVERIFY2(form.isValid(), qPrintable(form.problems().value(0).message));
}

void TestConfigForm::invalidValuesDisableStart_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("errorField"); // where the explanation appears
    QTest::addRow("streams 0") << "streams"
                               << "0"
                               << "streams";
    QTest::addRow("streams text") << "streams"
                                  << "two"
                                  << "streams";
    QTest::addRow("streams too many") << "streams"
                                      << "1,2000"
                                      << "streams";
    QTest::addRow("size not a size") << "size"
                                     << "lots"
                                     << "size";
    QTest::addRow("size and total") << "size"
                                    << "64M"
                                    << "size";
    QTest::addRow("total under a block per stream") << "total"
                                                    << "1000"
                                                    << "total";
    QTest::addRow("block too small") << "block"
                                     << "100"
                                     << "block";
    QTest::addRow("block not a size") << "block"
                                      << "4 kilo"
                                      << "block";
    QTest::addRow("interval too short") << "interval"
                                        << "1ms"
                                        << "interval";
    QTest::addRow("interval unreadable") << "interval"
                                         << "soon"
                                         << "interval";
    QTest::addRow("stall too short") << "stall"
                                     << "10us"
                                     << "stall";
    QTest::addRow("rate unreadable") << "rate"
                                     << "fast"
                                     << "rate";
    QTest::addRow("rate without buffer") << "rate"
                                         << "1M/s"
                                         << "buffer";
    QTest::addRow("buffer without rate") << "buffer"
                                         << "8M"
                                         << "buffer";
    QTest::addRow("duration without rate") << "duration"
                                           << "10s"
                                           << "duration";
}

void TestConfigForm::invalidValuesDisableStart()
{
    QFETCH(QString, field);
    QFETCH(QString, text);
    QFETCH(QString, errorField);
    MainWindow window;
    window.setConfig(base());
    QVERIFY(window.configForm()->isValid());
    QVERIFY(window.startAction()->isEnabled());

    QWidget* editor = window.configForm()->fieldWidget(field);
    QVERIFY(editor);
    QLineEdit* edit = qobject_cast<QLineEdit*>(editor);
    if (auto* combo = qobject_cast<QComboBox*>(editor))
        edit = combo->lineEdit();
    QVERIFY(edit);
    edit->selectAll();
    QTest::keyClicks(edit, text);

    QVERIFY(!window.configForm()->isValid());
    QVERIFY2(!window.startAction()->isEnabled(), "Start stays enabled with an invalid value");
    const QString message = window.configForm()->errorText(errorField);
    QVERIFY2(!message.isEmpty(), qPrintable(QStringLiteral("no explanation next to %1").arg(errorField)));
    auto* label = window.configForm()->findChild<QLabel*>(errorField + QStringLiteral("-error"));
    QVERIFY(label);
    QVERIFY(!label->isHidden());
    QVERIFY(!window.startRun()); // the shortcut cannot start it either

    // Putting the value right enables Start again.
    window.setConfig(base());
    QVERIFY(window.startAction()->isEnabled());
    QVERIFY(window.configForm()->errorText(errorField).isEmpty());
}

void TestConfigForm::targetDirectoryShowsFilesystemAndDevice()
{
    ConfigForm form;
    RunConfig c = base();
    c.targetDirs = { m_dirA.path(), m_dirA.path() + QStringLiteral("/missing") };
    form.setConfig(c);
    QVERIFY(!form.isValid());
    QVERIFY(form.errorText(QStringLiteral("dir")).contains(QStringLiteral("missing")));
    auto* details = form.findChild<QLabel*>(QStringLiteral("dir-details"));
    QVERIFY(details);
    // The directories are probed off the GUI thread; their lines follow.
    QSignalSpy probed(form.targetProber(), &TargetProber::probed);
    QVERIFY(probed.wait(10'000) || !probed.isEmpty());
    // The existing directory names its filesystem and either its device or why there is none.
    const QString first = details->text().section(QLatin1Char('\n'), 0, 0);
    QVERIFY2(first.contains(QStringLiteral("device")) || first.contains(QStringLiteral("no block device")),
        qPrintable(first));
    QVERIFY(first.contains(QStringLiteral("free")));
    // The missing one is said once, in the error line, not again in the details.
    const QString second = details->text().section(QLatin1Char('\n'), 1, 1);
    QVERIFY2(!second.contains(QStringLiteral("does not exist")), qPrintable(second));
    QCOMPARE(form.errorText(QStringLiteral("dir")), m_dirA.path() + QStringLiteral("/missing: it does not exist"));

    // A regular file: one message, which says what it is.
    const QString file = m_dirA.filePath(QStringLiteral("a-file"));
    QFile regular(file);
    QVERIFY(regular.open(QIODevice::WriteOnly));
    regular.close();
    c.targetDirs = { file };
    probed.clear();
    form.setConfig(c);
    QVERIFY(probed.wait(10'000) || !probed.isEmpty());
    QCOMPARE(
        form.errorText(QStringLiteral("dir")), file + QStringLiteral(": it is not a directory but a regular file"));
    QVERIFY2(!details->text().contains(QStringLiteral("regular file")), qPrintable(details->text()));
    QVERIFY(QFile::remove(file));

    c.targetDirs = { m_dirA.path() };
    form.setConfig(c);
    QVERIFY(form.isValid());
}

// A target the prober found no run can go to disables Start with the run's own reason next to
// the list, as a bad number does, instead of a run that fails at once and replaces the chart:
// /proc for real, a read-only directory as the probe of a read-only mount says it.
void TestConfigForm::targetsNoRunCanUseAreRefused()
{
    MainWindow window;
    ConfigForm* form = window.configForm();
    const QString readOnly = m_dirB.path();
    form->targetProber()->setProbeFunction([readOnly](const QString& dir) {
        TargetProber::Info info = TargetProber::probeDirectory(dir);
        if (dir == readOnly) {
            info.writable = false;
            info.problem = QStringLiteral("it is not writable (Read-only file system)");
        }
        return info;
    });
    RunConfig c = base();
    c.targetDirs = { QStringLiteral("/proc") };
    window.setConfig(c);
    QTRY_VERIFY_WITH_TIMEOUT(!form->isValid(), 10'000);
    QVERIFY(!window.startAction()->isEnabled());
    QVERIFY(!window.startRun());
    const QString proc = form->errorText(QStringLiteral("dir"));
    QVERIFY2(proc.contains(QStringLiteral("/proc")) && proc.contains(QStringLiteral("pseudo")), qPrintable(proc));

    c.targetDirs = { m_dirA.path(), readOnly };
    window.setConfig(c);
    QTRY_VERIFY_WITH_TIMEOUT(form->errorText(QStringLiteral("dir")).contains(QStringLiteral("Read-only")), 10'000);
    QCOMPARE(form->errorText(QStringLiteral("dir")),
        readOnly + QStringLiteral(": it is not writable (Read-only file system)"));
    QVERIFY(!window.startAction()->isEnabled());

    c.targetDirs = { m_dirA.path() };
    window.setConfig(c);
    QTRY_VERIFY_WITH_TIMEOUT(form->isValid(), 10'000);
    QVERIFY(window.startAction()->isEnabled());
}

// A 512 MiB card: the default margin (1 GiB) leaves no room for a 128 MiB run; "Keep free"
// set to 0 lets it run, 400M does not. The message names the window's fields, by time or by
// size as the run is made, and --no-space-check turns the check off.
void TestConfigForm::freeSpaceIsCheckedWithKeepFree()
{
    constexpr int64_t kMiB = 1024 * 1024;
    ConfigForm form;
    form.targetProber()->setProbeFunction([](const QString& dir) {
        TargetProber::Info info = TargetProber::probeDirectory(dir);
        info.freeBytes = 512 * kMiB;
        info.sizeBytes = 4 * 1024 * kMiB;
        return info;
    });
    auto* margin = qobject_cast<QLineEdit*>(form.fieldWidget(QStringLiteral("space-margin")));
    QVERIFY(margin);
    RunConfig c = base();
    c.streamCounts = { 1, 2 };
    c.totalSize = 0;
    c.sizePerStream = 64 * kMiB;
    form.setConfig(c);
    QTRY_VERIFY_WITH_TIMEOUT(!form.isValid(), 10'000);
    QCOMPARE(form.errorText(QStringLiteral("dir")),
        QStringLiteral("Not enough free space in %1: the run needs 128 MiB and keeps 1 GiB free, but only 512 MiB is "
                       "available; make Size per stream or Total per pass smaller, lower Keep free, or choose "
                       "another directory.")
            .arg(m_dirA.path()));

    QTest::keyClicks(margin, QStringLiteral("0"));
    QCOMPARE(form.spaceMarginBytes(), int64_t(0));
    QVERIFY2(form.isValid(), qPrintable(form.problems().value(0).message));
    margin->clear();
    QTest::keyClicks(margin, QStringLiteral("400M"));
    QVERIFY(!form.isValid());
    QVERIFY(form.errorText(QStringLiteral("dir")).contains(QStringLiteral("keeps 400 MiB free")));
    margin->clear();
    QTest::keyClicks(margin, QStringLiteral("lots"));
    QVERIFY(form.errorText(QStringLiteral("space-margin")).startsWith(QStringLiteral("\"lots\" is not a size")));
    QCOMPARE(form.spaceMarginBytes(), int64_t(-1));

    // A real-time run by time: 2 streams x 1 MiB/s x 600 s.
    margin->clear();
    c.sizePerStream = 0;
    c.ratesBytesPerSec = { 1 * kMiB };
    c.bufferBytes = 8 * kMiB;
    c.durationNs = 600'000'000'000;
    form.setConfig(c);
    QVERIFY2(form.errorText(QStringLiteral("dir")).contains(QStringLiteral("needs 1.17 GiB"))
            && form.errorText(QStringLiteral("dir"))
                   .contains(QStringLiteral("make the Duration shorter or use fewer "
                                            "Streams")),
        qPrintable(form.errorText(QStringLiteral("dir"))));
    form.setSpaceCheck(false);
    QVERIFY2(form.isValid(), qPrintable(form.problems().value(0).message));
}

STREAMSCOPE_UI_TEST_MAIN(TestConfigForm)
#include "tst_configform.moc"

void TestConfigForm::wheelChangesOnlyAFocusedField_data()
{
    QTest::addColumn<QString>("field");
    QTest::addRow("schedule") << QStringLiteral("schedule");
    QTest::addRow("read") << QStringLiteral("read");
    QTest::addRow("preset") << QStringLiteral("preset");
}

// One notch of the wheel over the middle of the widget, as a mouse sends it. Returns whether
// the widget took it: a real (spontaneous) wheel event left unaccepted goes on to the parents,
// up to the scroll area. (Qt does not pass on one sent by a test, so that is not checked here.)
static bool wheelDown(QWidget* w)
{
    const QPointF pos = QRectF(w->rect()).center();
    QWheelEvent event(
        pos, w->mapToGlobal(pos), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &event);
    return event.isAccepted();
}

void TestConfigForm::wheelChangesOnlyAFocusedField()
{
    QFETCH(QString, field);
    QScrollArea scroll;
    auto* form = new ConfigForm;
    scroll.setWidget(form);
    scroll.setWidgetResizable(true);
    scroll.resize(400, 200); // small enough to scroll, as on a laptop screen
    form->setConfig(base());
    QWidget* focusElsewhere = form->fieldWidget(QStringLiteral("streams"));
    QVERIFY(focusElsewhere);
    scroll.show();
    scroll.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&scroll));
    focusElsewhere->setFocus();
    QVERIFY(focusElsewhere->hasFocus());

    auto* box = qobject_cast<QComboBox*>(form->fieldWidget(field));
    QVERIFY(box);
    QVERIFY(box->count() > 1);
    box->setCurrentIndex(0);
    const RunConfig before = form->config();

    // Unfocused: the choice and the configuration stay; the wheel is left for the panel.
    QVERIFY(!wheelDown(box));
    QCOMPARE(box->currentIndex(), 0);
    QVERIFY(form->config() == before);
    QVERIFY(!box->hasFocus()); // nor does the wheel give it focus

    // Focused: the wheel is the user's choice and changes the field.
    box->setFocus();
    QVERIFY(box->hasFocus());
    QVERIFY(wheelDown(box));
    QCOMPARE(box->currentIndex(), 1);
    QVERIFY(!(form->config() == before));
}
