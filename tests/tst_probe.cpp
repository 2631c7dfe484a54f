// The environment probe of remote targets: streamscope-cli --probe (a directory, a missing one
// and a file; as the live stream's `probe` events and as text), and RemoteProbe, the window's
// transport for it, through the stand-in ssh (StandInSsh.h: the real quoting, stream and
// handshake, sh -c instead of the network): what a host says of a directory is what a local
// probe of the same directory says; a missing or older remote CLI and a host that never
// answers end with a message naming the host. The same over a real sshd is in tst_sshd.
#include "DirectoryProbe.h"
#include "LiveStream.h"
#include "RemoteProbe.h"
#include "StandInSsh.h"
#include "TestSupport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {
constexpr int kWaitMs = 120'000; // a bound for a loaded machine, not a measurement

class Probes final : public LiveEventSink {
public:
    QList<SysProbe::Directory> read;
    void directoryProbed(const SysProbe::Directory& d) override { read.append(d); }
};

// A directory to probe, a missing one and a regular file, in one temporary directory.
struct Places {
    QTemporaryDir base;
    QString dir, missing, file;
    bool ok = false;
    Places()
    {
        dir = base.filePath(QStringLiteral("target dir $(touch PWNED)"));
        missing = base.filePath(QStringLiteral("missing"));
        file = base.filePath(QStringLiteral("a file"));
        QFile f(file);
        ok = base.isValid() && QDir().mkpath(dir) && f.open(QIODevice::WriteOnly);
    }
};

// What a probe said of a directory matches what this process finds there; the free space
// only roughly, as other tests may write on the same filesystem meanwhile.
void compareWithLocal(const SysProbe::Directory& probed, const QString& dir)
{
    const SysProbe::Directory here = SysProbe::probeDirectory(dir);
    QVERIFY(here.isDir);
    QCOMPARE(probed.isDir, true);
    QCOMPARE(probed.writable, here.writable);
    QCOMPARE(probed.problem, here.problem);
    QCOMPARE(probed.environment.fsType, here.environment.fsType);
    QCOMPARE(probed.environment.mountPoint, here.environment.mountPoint);
    QCOMPARE(probed.environment.mountSource, here.environment.mountSource);
    QCOMPARE(probed.environment.device.present, here.environment.device.present);
    QCOMPARE(probed.environment.device.name, here.environment.device.name);
    QCOMPARE(probed.environment.device.model, here.environment.device.model);
    QCOMPARE(probed.environment.device.rotational, here.environment.device.rotational);
    QVERIFY(probed.freeBytes > 0);
    QVERIFY2(std::abs(probed.freeBytes - here.freeBytes) < 4LL * 1024 * 1024 * 1024,
        qPrintable(QStringLiteral("%1 vs %2").arg(probed.freeBytes).arg(here.freeBytes)));
}

// The stand-in ssh, written into `tools`, with this build's CLI as the remote one.
struct StandIn {
    QTemporaryDir tools;
    Remote::Settings settings = [] {
        Remote::Settings s;
        s.remoteCli = QStringLiteral(STREAMSCOPE_CLI);
        return s;
    }();
    bool ok = tools.isValid() && writeScript(settings.ssh = tools.filePath(QStringLiteral("ssh")), kStandInSsh);
};

// Runs `probe` to its finished(); false when it did not finish within the bound.
bool finish(RemoteProbe& probe)
{
    QSignalSpy finished(&probe, &RemoteProbe::finished);
    probe.start();
    return finished.wait(kWaitMs) && finished.size() == 1;
}
} // namespace

class TestProbe : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // --probe --live -: a hello, then one probe event per --dir in their order; exit 0; nothing
    // created anywhere.
    void cliProbeStream()
    {
        Places p;
        QVERIFY(p.ok);
        QProcess cli;
        cli.setWorkingDirectory(p.base.path());
        cli.start(QStringLiteral(STREAMSCOPE_CLI),
            { QStringLiteral("--probe"), QStringLiteral("--live"), QStringLiteral("-"), QStringLiteral("--dir"), p.dir,
                QStringLiteral("--dir"), p.missing, QStringLiteral("--dir"), p.file });
        QVERIFY(cli.waitForFinished(kWaitMs));
        const QByteArray stream = cli.readAllStandardOutput();
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        QVERIFY(stream.startsWith("{\"event\":\"hello\""));
        Probes sink;
        LiveStreamReader reader(sink);
        QVERIFY2(reader.addData(stream) && reader.finish(), qPrintable(reader.error()));
        QCOMPARE(reader.hello().toolVersion, QStringLiteral(STREAMSCOPE_VERSION));
        QCOMPARE(reader.hello().schema, LiveStream::schema());
        QVERIFY(!reader.reportSeen());
        QCOMPARE(sink.read.size(), 3);
        QCOMPARE(sink.read.at(0).dir, p.dir);
        compareWithLocal(sink.read.at(0), p.dir);
        QCOMPARE(sink.read.at(1).dir, p.missing);
        QVERIFY(!sink.read.at(1).isDir);
        QVERIFY2(
            sink.read.at(1).problem.contains(QStringLiteral("does not exist")), qPrintable(sink.read.at(1).problem));
        QCOMPARE(sink.read.at(1).freeBytes, -1);
        QCOMPARE(sink.read.at(2).dir, p.file);
        QVERIFY(!sink.read.at(2).isDir);
        QVERIFY2(
            sink.read.at(2).problem.contains(QStringLiteral("not a directory")), qPrintable(sink.read.at(2).problem));
        QCOMPARE(treeEntries(p.dir), QStringList());
        QVERIFY(!QFile::exists(p.missing));
        QVERIFY(!QFile::exists(p.base.filePath(QStringLiteral("PWNED"))));
    }

    // Without --live: a line per directory, for people and scripts.
    void cliProbeText()
    {
        Places p;
        QVERIFY(p.ok);
        QProcess cli;
        cli.start(QStringLiteral(STREAMSCOPE_CLI),
            { QStringLiteral("--probe"), QStringLiteral("--dir"), p.dir, QStringLiteral("--dir"), p.missing,
                QStringLiteral("--dir"), p.file });
        QVERIFY(cli.waitForFinished(kWaitMs));
        QCOMPARE(cli.exitCode(), 0);
        const QStringList lines
            = QString::fromUtf8(cli.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        const SysProbe::Directory here = SysProbe::probeDirectory(p.dir);
        QVERIFY2(
            lines.at(0).startsWith(p.dir + QStringLiteral(": ") + here.environment.fsType + QStringLiteral(" from ")),
            qPrintable(lines.at(0)));
        QVERIFY2(lines.at(0).endsWith(QStringLiteral(" free")), qPrintable(lines.at(0)));
        QVERIFY2(lines.at(1).startsWith(p.missing + QStringLiteral(": ")), qPrintable(lines.at(1)));
        QVERIFY(lines.at(1).contains(QStringLiteral("does not exist")));
        QVERIFY2(lines.at(2).contains(QStringLiteral("not a directory")), qPrintable(lines.at(2)));

        QProcess noDir;
        noDir.start(QStringLiteral(STREAMSCOPE_CLI), { QStringLiteral("--probe") });
        QVERIFY(noDir.waitForFinished(kWaitMs));
        QCOMPARE(noDir.exitCode(), 2);
        QVERIFY(noDir.readAllStandardError().contains("--dir"));
    }

    // One ssh for a host's directories: each answer is what a local probe of it finds, the
    // hostile name arrives unchanged, and a missing one says so.
    void remoteProbeAnswersAsALocalProbe()
    {
        StandIn s;
        Places p;
        QVERIFY(s.ok && p.ok);
        RemoteProbe probe(s.settings, QStringLiteral("localhost"), { p.dir, p.missing });
        QVERIFY(finish(probe));
        QVERIFY2(probe.error().isEmpty(), qPrintable(probe.error()));
        QCOMPARE(probe.hello().toolVersion, QStringLiteral(STREAMSCOPE_VERSION));
        QCOMPARE(probe.results().size(), 2);
        QCOMPARE(probe.results().at(0).dir, p.dir);
        compareWithLocal(probe.results().at(0), p.dir);
        QCOMPARE(probe.results().at(1).dir, p.missing);
        QVERIFY(probe.results().at(1).problem.contains(QStringLiteral("does not exist")));
        QVERIFY(!QFile::exists(p.base.filePath(QStringLiteral("PWNED"))));
        QVERIFY(!QFile::exists(QDir::current().filePath(QStringLiteral("PWNED"))));
    }

    void aMissingRemoteCliNamesTheHost()
    {
        StandIn s;
        QVERIFY(s.ok);
        s.settings.remoteCli = s.tools.filePath(QStringLiteral("no-such-cli"));
        RemoteProbe probe(s.settings, QStringLiteral("rec1"), { QDir::tempPath() });
        QVERIFY(finish(probe));
        QVERIFY2(
            probe.error().startsWith(QStringLiteral("rec1: there is no streamscope-cli")), qPrintable(probe.error()));
        QVERIFY(probe.error().contains(s.settings.remoteCli));
        QVERIFY(probe.results().isEmpty());
    }

    // A CLI without --probe (it says its version) and one of another schema: refused, both
    // versions named.
    void anOlderRemoteCliIsNamed_data()
    {
        QTest::addColumn<QByteArray>("script");
        QTest::addColumn<QString>("theirs");
        QTest::addRow("no --probe") << QByteArray("#!/bin/sh\nif [ \"$1\" = --version ]; then echo 'streamscope-cli "
                                                  "0.0.7'; exit 0; fi\necho \"Unknown option 'probe'.\" >&2\nexit 2\n")
                                    << QStringLiteral("0.0.7");
        QTest::addRow("newer schema") << QByteArray("#!/bin/sh\necho '{\"event\":\"hello\",\"schema\":"
                                                    "\"streamscope-live/2\",\"tool_version\":\"2.0.0\"}'\n")
                                      << QStringLiteral("2.0.0");
    }
    void anOlderRemoteCliIsNamed()
    {
        QFETCH(QByteArray, script);
        QFETCH(QString, theirs);
        StandIn s;
        s.settings.remoteCli = s.tools.filePath(QStringLiteral("old-cli"));
        QVERIFY(s.ok && writeScript(s.settings.remoteCli, script));
        RemoteProbe probe(s.settings, QStringLiteral("rec1"), { QDir::tempPath() });
        QVERIFY(finish(probe));
        // The host first, then both versions.
        for (const QString& named : { QStringLiteral("rec1"), theirs, QStringLiteral(STREAMSCOPE_VERSION) })
            QVERIFY2(probe.error().contains(named), qPrintable(probe.error()));
        QVERIFY(probe.error().startsWith(QStringLiteral("rec1")));
    }

    // A host that never answers (an ssh that sleeps): start() returns at once, and after the
    // timeout the probe ends with a message naming the host, its ssh killed.
    void aHostThatNeverAnswersTimesOut()
    {
        StandIn s;
        QVERIFY(s.ok);
        QVERIFY(writeScript(s.settings.ssh, "#!/bin/sh\nexec sleep 600\n"));
        RemoteProbe probe(s.settings, QStringLiteral("mute"), { QDir::tempPath() });
        probe.setTimeout(200);
        QSignalSpy finished(&probe, &RemoteProbe::finished);
        probe.start();
        QVERIFY(!probe.isFinished());
        QVERIFY(finished.wait(kWaitMs));
        QVERIFY2(probe.error().startsWith(QStringLiteral("mute: no answer within")), qPrintable(probe.error()));
        QVERIFY(probe.results().isEmpty());
        QCOMPARE(finished.size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestProbe)
#include "tst_probe.moc"
