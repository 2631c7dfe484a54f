// Remote targets without sshd: scp's rule for what is remote, the quoting for the remote shell
// (run through a real /bin/sh), ssh's argument list, and the whole transport through a local
// stand-in for ssh that runs the remote command line with `sh -c` as sshd would. The same
// cases over a real sshd are in tst_sshd.
#include "LiveStream.h"
#include "RemoteCommand.h"
#include "RemoteRun.h"
#include "RunReport.h"
#include "StandInSsh.h"
#include "TestSupport.h"
#include "Units.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

namespace {

// Names that would run something if any layer lost the quoting.
QStringList hostileNames()
{
    return { QStringLiteral("two words"), QStringLiteral("it's \"quoted\""), QStringLiteral("$(touch PWNED)"),
        QStringLiteral("`touch PWNED`"), QStringLiteral("line\nbreak; touch PWNED"),
        QStringLiteral("-n *?[a] ~ \\ ;|&"), QStringLiteral("ünïcode ✓") };
}

class Collect final : public LiveEventSink {
public:
    QStringList kinds;
    std::optional<RunReport> report;
    void targetStarted(int, const SysProbe::Environment& e) override
    {
        kinds << QStringLiteral("target ") + e.targetDir;
    }
    void phaseStarted(int, int, PhaseKind kind, double) override { kinds << phaseName(kind); }
    void finished(const RunReport& r) override { report = r; }
};

struct Fixture {
    QTemporaryDir tools;
    Remote::Settings settings;
    bool ok = false;
    Fixture()
    {
        settings.ssh = tools.filePath(QStringLiteral("fake-ssh"));
        settings.remoteCli = QStringLiteral(STREAMSCOPE_CLI);
        ok = tools.isValid() && writeScript(settings.ssh, kStandInSsh);
    }
    // The remote CLI a script beside the stand-in ssh.
    bool remoteCliIs(const QByteArray& script)
    {
        settings.remoteCli = tools.filePath(QStringLiteral("remote-cli"));
        return ok && writeScript(settings.remoteCli, script);
    }
};

// Runs `remote` until ssh has ended.
void runToEnd(RemoteRun& remote)
{
    QSignalSpy ended(&remote, &RemoteRun::ended);
    remote.start();
    QTRY_COMPARE_WITH_TIMEOUT(ended.size(), 1, 120000);
}

// --space-margin 0: a few MiB must run on a nearly full disk too; it reaches the remote CLI as given.
const QStringList kSmallRun
    = { QStringLiteral("--preset"), QStringLiteral("vdr"), QStringLiteral("--total"), QStringLiteral("2M"),
          QStringLiteral("--interval"), QStringLiteral("20ms"), QStringLiteral("--space-margin"), QStringLiteral("0") };

// streamscope-cli on `targets` (stand-in hosts for the remote ones) with `extra` options; true
// when it exits 0. *text: its standard output (and its errors when it failed).
bool runOn(const Fixture& f, const QStringList& targets, const QStringList& extra, const QString& json, QString* text)
{
    QStringList arguments = kSmallRun + extra;
    for (const QString& target : targets)
        arguments << QStringLiteral("--dir") << target;
    QProcess cli;
    cli.start(QStringLiteral(STREAMSCOPE_CLI),
        arguments
            + QStringList { QStringLiteral("--ssh"), f.settings.ssh, QStringLiteral("--remote-cli"),
                f.settings.remoteCli, QStringLiteral("--json"), json });
    const bool finished = cli.waitForFinished(120000);
    *text = QString::fromUtf8(cli.readAllStandardOutput());
    if (finished && cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0)
        return true;
    *text += QString::fromUtf8(cli.readAllStandardError());
    return false;
}

} // namespace

class TestRemote : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void scpRule_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("path");
        QTest::addRow("user at host") << QStringLiteral("ann@rec1:/srv/rec") << QStringLiteral("ann@rec1")
                                      << QStringLiteral("/srv/rec");
        QTest::addRow("relative remote") << QStringLiteral("nas:data") << QStringLiteral("nas")
                                         << QStringLiteral("data");
        QTest::addRow("colon after slash") << QStringLiteral("/mnt/a:b") << QString() << QString();
        QTest::addRow("dot slash") << QStringLiteral("./a:b") << QString() << QString();
        QTest::addRow("plain") << QStringLiteral("/mnt/data") << QString() << QString();
        QTest::addRow("option as host") << QStringLiteral("-oProxyCommand=x:/d") << QString() << QString();
        QTest::addRow("empty path") << QStringLiteral("host:") << QString() << QString();
    }
    void scpRule()
    {
        QFETCH(QString, target);
        QFETCH(QString, host);
        QFETCH(QString, path);
        const std::optional<Remote::Target> t = Remote::parse(target);
        QCOMPARE(t.has_value(), !host.isEmpty());
        if (t) {
            QCOMPARE(t->host, host);
            QCOMPARE(t->path, path);
        }
    }

    // Through a real shell: each name comes out byte for byte, and nothing in it runs.
    void quotingSurvivesAPosixShell()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (const QString& name : hostileNames()) {
            QProcess sh;
            sh.setWorkingDirectory(dir.path());
            sh.start(QStringLiteral("/bin/sh"),
                { QStringLiteral("-c"), QStringLiteral("printf %s ") + Remote::shellQuote(name) });
            QVERIFY(sh.waitForFinished(30000));
            QCOMPARE(QString::fromUtf8(sh.readAllStandardOutput()), name);
        }
        QVERIFY(treeEntries(dir.path()).isEmpty());
    }

    void sshArgumentsPutTheUsersOptionsFirst()
    {
        Remote::Settings s;
        s.sshOptions = { QStringLiteral("-F"), QStringLiteral("/tmp/private_config") };
        s.remoteCli = QStringLiteral("~/bin/streamscope-cli");
        const QStringList a
            = Remote::sshArguments(s, QStringLiteral("ann@rec1"), { QStringLiteral("--dir"), QStringLiteral("/a b") });
        QCOMPARE(a.mid(0, 2), s.sshOptions);
        QVERIFY(a.contains(QStringLiteral("BatchMode=yes")));
        QVERIFY(a.contains(QStringLiteral("ServerAliveInterval=5")));
        const qsizetype end = a.indexOf(QStringLiteral("--"));
        QVERIFY(end > 0);
        QCOMPARE(a.at(end + 1), QStringLiteral("ann@rec1"));
        QCOMPARE(a.size(), end + 3); // one remote command line, nothing after it
        QCOMPARE(a.constLast(), QStringLiteral("~/'bin/streamscope-cli' '--dir' '/a b'"));
    }

    // A window in German asks its remote and local child runs for German: their messages and
    // trust flags come back in the report as the window's own would read.
    // A language without a catalog is English in the window, and "en" for the child: the CLI
    // refuses a --lang it has no catalog for (issue 32, item 10).
    void languageFollowsTheWindow()
    {
        QTemporaryDir catalogs;
        QVERIFY(catalogs.isValid());
        for (const char* name : { "streamscope_de.qm", "streamscope_fr.qm" }) {
            QFile qm(catalogs.filePath(QLatin1String(name)));
            QVERIFY(qm.open(QIODevice::WriteOnly));
        }
        const auto lang = [](const char* language) {
            return QStringList({ QStringLiteral("--lang"), QLatin1String(language) });
        };
        QCOMPARE(Remote::languageArguments(QLocale(QLocale::German, QLocale::Germany), catalogs.path()), lang("de"));
        QCOMPARE(Remote::languageArguments(QLocale(QLocale::French, QLocale::Canada), catalogs.path()), lang("fr"));
        QCOMPARE(Remote::languageArguments(QLocale(QLocale::Spanish, QLocale::Spain), catalogs.path()), lang("en"));
        QCOMPARE(Remote::languageArguments(QLocale(QLocale::English, QLocale::Ireland), catalogs.path()), lang("en"));
        QCOMPARE(Remote::languageArguments(QLocale::c(), catalogs.path()), QStringList());
    }

    // The whole transport: a run in a directory named to inject, read back as events; the
    // directory reaches the remote CLI unchanged and nothing else is created.
    void hostileDirectoryArrivesUnchanged()
    {
        Fixture f;
        QVERIFY(f.ok);
        QTemporaryDir base;
        QVERIFY(base.isValid());
        for (const QString& name : hostileNames()) {
            const QString dir = base.filePath(name);
            QVERIFY(QDir().mkpath(dir));
            Collect events;
            RemoteRun remote(f.settings, { QStringLiteral("localhost"), dir }, kSmallRun, events);
            runToEnd(remote);
            QVERIFY2(remote.error().isEmpty(), qPrintable(remote.error()));
            QVERIFY(events.report.has_value());
            QCOMPARE(events.report->status, QStringLiteral("ok"));
            QCOMPARE(events.report->targets.value(0).dir, dir);
            QVERIFY(events.kinds.contains(QStringLiteral("target ") + dir));
            QVERIFY(treeEntries(dir).isEmpty());
        }
        QVERIFY(!QFile::exists(base.filePath(QStringLiteral("PWNED"))));
        QVERIFY(!QFile::exists(QDir::current().filePath(QStringLiteral("PWNED"))));
        QVERIFY(!QFile::exists(QDir::home().filePath(QStringLiteral("PWNED"))));
    }

    void missingRemoteCliIsNamed()
    {
        Fixture f;
        QVERIFY(f.ok);
        f.settings.remoteCli = f.tools.filePath(QStringLiteral("no-such-cli"));
        Collect events;
        RemoteRun remote(f.settings, { QStringLiteral("rec1"), f.tools.path() }, kSmallRun, events);
        runToEnd(remote);
        QVERIFY2(
            remote.error().startsWith(QStringLiteral("rec1: there is no streamscope-cli")), qPrintable(remote.error()));
        QVERIFY(remote.error().contains(f.settings.remoteCli));
        QVERIFY(!events.report);
    }

    // This version's CLI, there, ending with "No such file or directory" of its own (a --dir
    // gone on that host): its words are the reason, not "there is no streamscope-cli ... install
    // it there" (issue 53, item 6).
    void presentCliSayingNoSuchFileIsNotMissing()
    {
        Fixture f;
        QVERIFY(f.remoteCliIs("#!/bin/sh\nif [ \"$1\" = --version ]; then echo 'streamscope-cli " STREAMSCOPE_VERSION
                              "'; exit 0; fi\necho \"--dir /gone: No such file or directory\" >&2\nexit 1\n"));
        Collect events;
        RemoteRun remote(f.settings, { QStringLiteral("rec1"), f.tools.path() }, kSmallRun, events);
        runToEnd(remote);
        const QString e = remote.error();
        QVERIFY2(!e.contains(QStringLiteral("there is no streamscope-cli")), qPrintable(e));
        QVERIFY2(e.contains(QStringLiteral("--dir /gone: No such file or directory")), qPrintable(e));
    }

    void otherVersionsAreRefused_data()
    {
        QTest::addColumn<QByteArray>("script");
        QTest::addColumn<QString>("theirs");
        // A later StreamScope whose stream is of another major schema.
        QTest::addRow("newer schema") << QByteArray(
            "#!/bin/sh\necho '{\"event\":\"hello\",\"schema\":\"streamscope-live/2\","
            "\"tool_version\":\"2.0.0\"}'\ncat > /dev/null\n")
                                      << QStringLiteral("2.0.0");
        // An older one that has no --live at all, but says its version.
        QTest::addRow("no live stream") << QByteArray(
            "#!/bin/sh\nif [ \"$1\" = --version ]; then echo 'streamscope-cli "
            "0.0.7'; exit 0; fi\necho \"Unknown option 'live'.\" >&2\nexit 2\n")
                                        << QStringLiteral("0.0.7");
    }
    void otherVersionsAreRefused()
    {
        QFETCH(QByteArray, script);
        QFETCH(QString, theirs);
        Fixture f;
        QVERIFY(f.remoteCliIs(script));
        Collect events;
        RemoteRun remote(f.settings, { QStringLiteral("rec1"), f.tools.path() }, kSmallRun, events);
        runToEnd(remote);
        const QString e = remote.error();
        QVERIFY2(e.startsWith(QStringLiteral("rec1")), qPrintable(e));
        QVERIFY2(e.contains(theirs), qPrintable(e));
        QVERIFY2(e.contains(QStringLiteral(STREAMSCOPE_VERSION)), qPrintable(e));
        QVERIFY(!events.report);
    }

    // Stop ends the remote run through the end of its input: it cancels, removes its files,
    // and its report still arrives.
    void stopCancelsTheRemoteRun()
    {
        Fixture f;
        QVERIFY(f.ok);
        QTemporaryDir target;
        QVERIFY(target.isValid());
        Collect events;
        RemoteRun remote(f.settings, { QStringLiteral("localhost"), target.path() },
            { QStringLiteral("--streams"), QStringLiteral("2"), QStringLiteral("--rate"), QStringLiteral("1M"),
                QStringLiteral("--buffer"), QStringLiteral("4M"), QStringLiteral("--duration"), QStringLiteral("120s"),
                QStringLiteral("--space-margin"), QStringLiteral("0") },
            events);
        QSignalSpy ended(&remote, &RemoteRun::ended);
        remote.start();
        QTRY_VERIFY_WITH_TIMEOUT(events.kinds.contains(QStringLiteral("write")), 60000);
        QVERIFY(!treeEntries(target.path()).isEmpty());
        remote.stop();
        QTRY_COMPARE_WITH_TIMEOUT(ended.size(), 1, 60000);
        QVERIFY2(remote.error().isEmpty(), qPrintable(remote.error()));
        QVERIFY(events.report.has_value());
        QCOMPARE(events.report->status, QStringLiteral("cancelled"));
        QCOMPARE(treeEntries(target.path()), QStringList());
    }

    // streamscope-cli --dir host:/dir prints what a local run prints and saves the report here.
    void cliRunsOnARemoteTarget()
    {
        Fixture f;
        QVERIFY(f.ok);
        QTemporaryDir target, out;
        QVERIFY(target.isValid() && out.isValid());
        const QString json = out.filePath(QStringLiteral("remote.json"));
        QProcess cli;
        cli.start(QStringLiteral(STREAMSCOPE_CLI),
            kSmallRun
                + QStringList { QStringLiteral("--dir"), QStringLiteral("localhost:") + target.path(),
                    QStringLiteral("--ssh"), f.settings.ssh, QStringLiteral("--remote-cli"), f.settings.remoteCli,
                    QStringLiteral("--json"), json });
        QVERIFY(cli.waitForFinished(120000));
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QCOMPARE(cli.exitCode(), 0);
        const QString text = QString::fromUtf8(cli.readAllStandardOutput());
        QVERIFY2(text.contains(QStringLiteral("Target ") + target.path()), qPrintable(text + err));
        QVERIFY(text.contains(QStringLiteral("Transferred")));
        QVERIFY(text.contains(QStringLiteral("Summary")));
        QString error;
        const std::optional<RunReport> saved = RunReport::load(json, &error);
        QVERIFY2(saved.has_value(), qPrintable(error));
        QCOMPARE(saved->targets.value(0).dir, QStringLiteral("localhost:") + target.path());
        QVERIFY(treeEntries(target.path()).isEmpty());
    }

    // What a remote host says reaches the terminal with its control characters escaped: its
    // stderr (in the error that names it) and the strings of its stream and report (here its
    // filesystem type, rewritten on the way by a remote CLI that is a wrapper around this one).
    void remoteControlCharactersAreEscaped_data()
    {
        QTest::addColumn<QByteArray>("remoteCli");
        QTest::addColumn<bool>("succeeds");
        QTest::addRow("stderr") << QByteArray("#!/bin/sh\n"
                                              "printf 'boom\\033]0;PWNED\\007 \\033[2J\\r\\302\\233x\\377\\n' >&2\n"
                                              "exit 3\n")
                                << false;
        QTest::addRow("report strings") << (QByteArray("#!/bin/sh\n\"") + STREAMSCOPE_CLI
            + "\" \"$@\" | sed -u 's/\"fs_type\":\"\\([^\"]*\\)\"/\"fs_type\":\"\\1\\\\u001b]0;PWNED\\\\u0007\"/g'\n")
                                        << true;
    }
    void remoteControlCharactersAreEscaped()
    {
        QFETCH(QByteArray, remoteCli);
        QFETCH(bool, succeeds);
        Fixture f;
        QVERIFY(f.remoteCliIs(remoteCli));
        QTemporaryDir target;
        QVERIFY(target.isValid());
        QProcess cli;
        cli.start(QStringLiteral(STREAMSCOPE_CLI),
            kSmallRun
                + QStringList { QStringLiteral("--dir"), QStringLiteral("rec1:") + target.path(),
                    QStringLiteral("--ssh"), f.settings.ssh, QStringLiteral("--remote-cli"), f.settings.remoteCli });
        QVERIFY(cli.waitForFinished(120000));
        const QByteArray out = cli.readAllStandardOutput();
        const QByteArray err = cli.readAllStandardError();
        QCOMPARE(cli.exitCode() == 0, succeeds);
        const QByteArray all = out + err;
        QVERIFY2(all.contains("\\x1b]0;PWNED\\x07"), all.constData());
        for (const char c : all) {
            const auto b = static_cast<unsigned char>(c);
            QVERIFY2((b >= 0x20 || b == '\n' || b == '\t') && b != 0x7f,
                qPrintable(QStringLiteral("control byte 0x%1 in: %2").arg(b, 2, 16).arg(QString::fromUtf8(all))));
        }
        QVERIFY(!QString::fromUtf8(all).contains(QChar(0x9b)));
        if (!succeeds) {
            QVERIFY2(err.contains("rec1: ") && err.contains("\\x1b[2J\\x0d\\x9bx\\xff"), err.constData());
        } else {
            QVERIFY2(out.contains("\\x1b]0;PWNED\\x07 on "), out.constData()); // the "Target" line
        }
    }

    // A local target is run as this build's CLI itself, without ssh (the ssh program given
    // does not exist), through the same stream: its directory arrives as it is, unquoted.
    void aLocalTargetRunsWithoutSsh()
    {
        QTemporaryDir base;
        QVERIFY(base.isValid());
        const QString dir = base.filePath(hostileNames().at(2)); // "$(touch PWNED)"
        QVERIFY(QDir().mkpath(dir));
        Remote::Settings settings;
        settings.ssh = base.filePath(QStringLiteral("no-such-ssh"));
        settings.localCli = QStringLiteral(STREAMSCOPE_CLI);
        Collect events;
        RemoteRun local(settings, { QString(), dir }, kSmallRun, events);
        QCOMPARE(local.program(), settings.localCli);
        const QStringList unquoted
            = kSmallRun + QStringList { QStringLiteral("--dir"), dir, QStringLiteral("--live"), QStringLiteral("-") };
        QCOMPARE(local.arguments(), unquoted);
        runToEnd(local);
        QVERIFY2(local.error().isEmpty(), qPrintable(local.error()));
        QVERIFY(events.report.has_value());
        QCOMPARE(events.report->status, QStringLiteral("ok"));
        QCOMPARE(events.report->targets.value(0).dir, dir);
        QCOMPARE(treeEntries(dir), QStringList());
        QVERIFY(!QFile::exists(base.filePath(QStringLiteral("PWNED"))));

        // Without a CLI to run it, the message names the directory.
        settings.localCli.clear();
        Collect none;
        RemoteRun nowhere(settings, { QString(), dir }, kSmallRun, none);
        runToEnd(nowhere);
        QVERIFY2(nowhere.error().startsWith(dir + QStringLiteral(": cannot start")), qPrintable(nowhere.error()));
        QVERIFY(!none.report);
    }

    // Several targets run one after another, as a local sweep does: one report, the comparison
    // table, each target named as --together and the window name it ("host:/dir", a local one
    // by its directory). Local and remote ones mix; nothing is left in either.
    void cliRunsTargetsInTurn_data()
    {
        QTest::addColumn<QStringList>("targets"); // "@a" and "@b" stand for two temporary directories
        QTest::addRow("two hosts") << QStringList { QStringLiteral("localhost:@a"), QStringLiteral("127.0.0.1:@b") };
        QTest::addRow("local and remote") << QStringList { QStringLiteral("@a"), QStringLiteral("localhost:@b") };
    }
    void cliRunsTargetsInTurn()
    {
        QFETCH(QStringList, targets);
        Fixture f;
        QVERIFY(f.ok);
        QTemporaryDir a, b, out;
        QVERIFY(a.isValid() && b.isValid() && out.isValid());
        for (QString& target : targets)
            target.replace(QLatin1String("@a"), a.path()).replace(QLatin1String("@b"), b.path());
        const QString json = out.filePath(QStringLiteral("both.json"));
        QString text;
        QVERIFY2(runOn(f, targets, {}, json, &text), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Target ") + a.path()));
        QVERIFY(text.contains(QStringLiteral("Target ") + b.path()));
        QVERIFY(text.contains(QStringLiteral("Comparison")));
        QString error;
        const std::optional<RunReport> saved = RunReport::load(json, &error);
        QVERIFY2(saved.has_value(), qPrintable(error));
        QCOMPARE(saved->targets.size(), 2);
        QCOMPARE(saved->targets.at(0).dir, targets.at(0));
        QCOMPARE(saved->targets.at(1).dir, targets.at(1));
        QCOMPARE(saved->config.targetDirs, targets);
        QCOMPARE(saved->targets.at(0).passes.size(), 2); // vdr: 1, then 2 streams, on each
        QCOMPARE(saved->targets.at(1).passes.size(), 2);
        QCOMPARE(treeEntries(a.path()), QStringList());
        QCOMPARE(treeEntries(b.path()), QStringList());
    }

    // A local target that cannot run is refused before any host begins.
    void aBadLocalTargetStopsTheMixedRunBeforeItBegins()
    {
        Fixture f;
        QVERIFY(f.ok);
        QTemporaryDir b, out;
        QVERIFY(b.isValid() && out.isValid());
        const QString missing = out.filePath(QStringLiteral("no-such-dir"));
        QString text;
        QVERIFY(!runOn(f, { QStringLiteral("localhost:") + b.path(), missing }, {},
            out.filePath(QStringLiteral("r.json")), &text));
        QVERIFY2(text.contains(missing), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("Target ")), qPrintable(text)); // the host never began
        QVERIFY(!QFile::exists(out.filePath(QStringLiteral("r.json"))));
        QCOMPARE(treeEntries(b.path()), QStringList());
    }

    // --live - --wait-go: a `ready` line once the first pass is prepared (its run directory
    // and files created and opened, preallocated with fallocate), then nothing is timed until
    // "go": no phase, not even the timed create phase of --prepare existing. Ended input
    // instead of "go" cancels it without a single phase and removes the prepared files; "go"
    // runs it to its end.
    void startBarrierWaitsForGo_data()
    {
        QTest::addColumn<QString>("prepare");
        QTest::addColumn<bool>("go");
        for (const char* prepare : { "truncate", "fallocate", "existing" }) {
            QTest::addRow("%s, input ends", prepare) << QString::fromLatin1(prepare) << false;
            QTest::addRow("%s, go", prepare) << QString::fromLatin1(prepare) << true;
        }
    }
    void startBarrierWaitsForGo()
    {
        QFETCH(QString, prepare);
        QFETCH(bool, go);
        QTemporaryDir target;
        QVERIFY(target.isValid());
        QProcess cli;
        cli.start(QStringLiteral(STREAMSCOPE_CLI),
            kSmallRun
                + QStringList { QStringLiteral("--prepare"), prepare, QStringLiteral("--dir"), target.path(),
                    QStringLiteral("--live"), QStringLiteral("-"), QStringLiteral("--wait-go") });
        QByteArray stream;
        while (!stream.contains("\"event\":\"ready\"") && cli.waitForReadyRead(60000))
            stream += cli.readAllStandardOutput();
        QVERIFY2(stream.contains("\"event\":\"ready\""), stream.constData());
        QVERIFY2(stream.contains("\"event\":\"pass\""), stream.constData());
        QVERIFY2(!stream.contains("\"event\":\"phase\""), stream.constData());
        // The first pass (vdr: 1 stream of the 2 MiB) waits with its file in its run directory.
        const QStringList waiting = treeEntries(target.path());
        const auto file = std::find_if(waiting.cbegin(), waiting.cend(),
            [](const QString& path) { return path.endsWith(QLatin1String("/stream-0000.dat")); });
        QVERIFY2(file != waiting.cend(), qPrintable(waiting.join(QLatin1Char('\n'))));
        // Preallocated before the barrier; an existing-files run creates its content in the
        // timed create phase, after it.
        QCOMPARE(QFileInfo(*file).size(), prepare == QLatin1String("fallocate") ? 2 * 1024 * 1024 : 0);
        // Still waiting: what came while the files were looked at holds no phase either.
        stream += cli.readAllStandardOutput();
        QVERIFY2(!stream.contains("\"event\":\"phase\""), stream.constData());
        // The input stays open after "go": its end would cancel the run.
        if (go)
            cli.write("go\n");
        else
            cli.closeWriteChannel();
        QVERIFY(cli.waitForFinished(120000));
        stream += cli.readAllStandardOutput();
        const qsizetype ready = stream.indexOf("\"event\":\"ready\"");
        const qsizetype firstPhase = stream.indexOf("\"event\":\"phase\"");
        Collect events;
        LiveStreamReader reader(events);
        QVERIFY2(reader.addData(stream) && reader.finish(), qPrintable(reader.error()));
        QVERIFY(events.report.has_value());
        if (go) {
            QCOMPARE(cli.exitCode(), 0);
            QCOMPARE(events.report->status, QStringLiteral("ok"));
            QVERIFY(firstPhase > ready);
            QCOMPARE(events.kinds.value(1),
                prepare == QLatin1String("existing") ? QStringLiteral("create") : QStringLiteral("write"));
        } else {
            QCOMPARE(cli.exitCode(), 130);
            QCOMPARE(events.report->status, QStringLiteral("cancelled"));
            QCOMPARE(firstPhase, qsizetype(-1));
        }
        QCOMPARE(treeEntries(target.path()), QStringList());
    }

    // --together: both targets behind one start barrier, one report with a target per host,
    // the aggregate, the slowest host and the measured start skew; a local target among them
    // runs as a child CLI with --wait-go, named by its directory. Nothing is left in either.
    void cliRunsTargetsTogether_data()
    {
        QTest::addColumn<QStringList>("targets"); // "@a" and "@b" stand for two temporary directories
        QTest::addRow("two hosts") << QStringList { QStringLiteral("localhost:@a"), QStringLiteral("127.0.0.1:@b") };
        QTest::addRow("local and remote") << QStringList { QStringLiteral("@a"), QStringLiteral("localhost:@b") };
    }
    void cliRunsTargetsTogether()
    {
        QFETCH(QStringList, targets);
        Fixture f;
        QVERIFY(f.ok);
        QTemporaryDir a, b, out;
        QVERIFY(a.isValid() && b.isValid() && out.isValid());
        for (QString& target : targets)
            target.replace(QLatin1String("@a"), a.path()).replace(QLatin1String("@b"), b.path());
        const QString json = out.filePath(QStringLiteral("together.json"));
        QString text;
        QVERIFY2(runOn(f, targets, { QStringLiteral("--together") }, json, &text), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Together (2 hosts, 1 stream(s) each), write: ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Slowest host: ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Start skew: ")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Comparison")));
        QString error;
        const std::optional<RunReport> saved = RunReport::load(json, &error);
        QVERIFY2(saved.has_value(), qPrintable(error));
        QCOMPARE(saved->targets.size(), 2);
        QCOMPARE(saved->targets.at(0).dir, targets.at(0));
        QCOMPARE(saved->targets.at(1).dir, targets.at(1));
        // The aggregate is the sum of the hosts' own effective write rates.
        const double sum = saved->targets.at(0).passes.at(0).phase(PhaseKind::Write)->effectiveMiBs
            + saved->targets.at(1).passes.at(0).phase(PhaseKind::Write)->effectiveMiBs;
        QVERIFY2(text.contains(Units::formatShownRate(sum * 1024 * 1024)), qPrintable(text));
        QCOMPARE(treeEntries(a.path()), QStringList());
        QCOMPARE(treeEntries(b.path()), QStringList());
    }

    // --together starts no host before every host is ready: host "slow" begins only when the
    // test opens its gate, after host "fast" has prepared its files, and "fast" must not have
    // been told to go by then (kGatedStandInSsh notes, as each line arrives, whether the gate
    // was open). Once "slow" is ready both get "go" and the run ends as one.
    void togetherStartsNoHostBeforeEveryHostIsReady()
    {
        QTemporaryDir tools, a, b, out;
        QVERIFY(tools.isValid() && a.isValid() && b.isValid() && out.isValid());
        const QString ssh = tools.filePath(QStringLiteral("gated-ssh"));
        QVERIFY(writeScript(ssh, kGatedStandInSsh));
        const QString json = out.filePath(QStringLiteral("together.json"));
        QProcess cli;
        cli.start(QStringLiteral(STREAMSCOPE_CLI),
            kSmallRun
                + QStringList { QStringLiteral("--together"), QStringLiteral("--dir"),
                    QStringLiteral("fast:") + a.path(), QStringLiteral("--dir"), QStringLiteral("slow:") + b.path(),
                    QStringLiteral("--ssh"), ssh, QStringLiteral("--remote-cli"), QStringLiteral(STREAMSCOPE_CLI),
                    QStringLiteral("--json"), json });
        QVERIFY(cli.waitForStarted());
        // "fast" has its first pass's file: it is ready, or about to say so; "slow" has not begun.
        QTRY_VERIFY_WITH_TIMEOUT(holdsStreamFile(a.path()), 60000);
        QVERIFY(treeEntries(b.path()).isEmpty());
        QVERIFY2(firstInput(tools.path(), QStringLiteral("fast")).isEmpty(),
            "a host was told to go while another was not ready");
        QVERIFY(openGate(tools.path()));
        QVERIFY(cli.waitForFinished(120000));
        const QString text = QString::fromUtf8(cli.readAllStandardOutput() + cli.readAllStandardError());
        QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0, qPrintable(text));
        QCOMPARE(firstInput(tools.path(), QStringLiteral("fast")), QByteArray("go after\n"));
        QCOMPARE(firstInput(tools.path(), QStringLiteral("slow")), QByteArray("go after\n"));
        QString error;
        const std::optional<RunReport> saved = RunReport::load(json, &error);
        QVERIFY2(saved.has_value(), qPrintable(error));
        QCOMPARE(saved->targets.size(), 2);
        QCOMPARE(treeEntries(a.path()), QStringList());
        QCOMPARE(treeEntries(b.path()), QStringList());
    }
};

QTEST_GUILESS_MAIN(TestRemote)
#include "tst_remote.moc"
