// Remote targets through a real OpenSSH: the test starts its own sshd (SshdFixture.h: a high
// port, throwaway keys, a private -F config; the user's ~/.ssh is never read).
// Cases: a run over ssh prints and saves what a local run does; a dropped connection (the ssh
// client killed mid-write) leaves nothing in the remote directory; a directory named to
// inject arrives unchanged; an incompatible or missing remote CLI is refused naming the host.
#include "DirectoryProbe.h"
#include "LiveStream.h"
#include "RemoteCommand.h"
#include "RemoteProbe.h"
#include "RemoteRun.h"
#include "RunReport.h"
#include "SshdFixture.h"
#include "TestSupport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <unistd.h>

namespace {

const QString kHost = SshdFixture::host();

class Collect final : public LiveEventSink {
public:
    QStringList kinds;
    std::optional<RunReport> report;
    void phaseStarted(int, int, PhaseKind kind, double) override { kinds << phaseName(kind); }
    void finished(const RunReport& r) override { report = r; }
};

// The remote ends of a run, seen by the shape of their reports.
QStringList shape(const RunReport& r)
{
    QStringList s { r.status };
    for (const TargetResult& t : r.targets) {
        for (const PassResult& p : t.passes) {
            s << QStringLiteral("pass %1 x %2").arg(p.streams).arg(p.sizePerStream);
            for (const PhaseResult& ph : p.phases)
                s << QStringLiteral("%1 %2 bytes %3").arg(phaseName(ph.kind)).arg(ph.bytes).arg(ph.complete);
        }
    }
    return s;
}

// The first word of each line of the CLI's usual output: the same lines in the same order.
// Two kinds of line say what the machine did at that moment, not how the run was made, and
// come and go between two runs on a busy machine (CI runs two suites at once): the trust
// findings ("Trust: [other-writers] ...") and a phase's stall summary ("1 stall, 0.2 s: ...").
QStringList lineKinds(const QString& text)
{
    QStringList kinds;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        const QString first = line.section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty);
        bool isCount = false;
        first.toInt(&isCount);
        if (first.startsWith(QLatin1String("Trust")) || isCount)
            continue;
        kinds << first;
    }
    return kinds;
}

} // namespace

class TestSshd : public QObject {
    Q_OBJECT

    SshdFixture m_fixture;
    Remote::Settings m_settings;

    RemoteRun* remote(const QString& dir, const QStringList& run, LiveEventSink& sink)
    {
        return new RemoteRun(m_settings, { kHost, dir }, run, sink, this);
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (::geteuid() != 0)
            QSKIP("starting an sshd that logs in as the running user needs root");
        const QString problem = m_fixture.start();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        m_settings = m_fixture.settings(QStringLiteral(STREAMSCOPE_CLI));
    }

    void cleanupTestCase() { m_fixture.stop(); }

    // streamscope-cli --dir sshd-test:/dir prints and saves what a local run of the same
    // workload prints and saves (the numbers aside).
    void aRunOverSshLooksLikeALocalRun()
    {
        QTemporaryDir remoteDir, localDir, out;
        QVERIFY(remoteDir.isValid() && localDir.isValid() && out.isValid());
        const QStringList workload = { QStringLiteral("--preset"), QStringLiteral("vdr"), QStringLiteral("--total"),
            QStringLiteral("2M"), QStringLiteral("--interval"), QStringLiteral("20ms"),
            QStringLiteral("--space-margin"), QStringLiteral("0") };
        QProcess overSsh, local;
        overSsh.start(QStringLiteral(STREAMSCOPE_CLI),
            workload
                + QStringList { QStringLiteral("--dir"), kHost + QLatin1Char(':') + remoteDir.path(),
                    QStringLiteral("--ssh-options"), QStringLiteral("-F ") + m_fixture.configPath(),
                    QStringLiteral("--remote-cli"), QStringLiteral(STREAMSCOPE_CLI), QStringLiteral("--json"),
                    out.filePath(QStringLiteral("remote.json")) });
        QVERIFY(overSsh.waitForFinished(120000));
        const QString remoteErr = QString::fromUtf8(overSsh.readAllStandardError());
        QVERIFY2(overSsh.exitCode() == 0, qPrintable(remoteErr));
        local.start(QStringLiteral(STREAMSCOPE_CLI),
            workload
                + QStringList { QStringLiteral("--dir"), localDir.path(), QStringLiteral("--json"),
                    out.filePath(QStringLiteral("local.json")) });
        QVERIFY(local.waitForFinished(120000));
        QCOMPARE(local.exitCode(), 0);
        const QString remoteText = QString::fromUtf8(overSsh.readAllStandardOutput());
        const QString localText = QString::fromUtf8(local.readAllStandardOutput());
        QVERIFY2(remoteText.contains(QStringLiteral("Target ") + remoteDir.path()), qPrintable(remoteText));
        QVERIFY2(lineKinds(remoteText) == lineKinds(localText),
            qPrintable(QStringLiteral("over ssh:\n%1\nhere:\n%2").arg(remoteText, localText)));

        QString error;
        const std::optional<RunReport> remote = RunReport::load(out.filePath(QStringLiteral("remote.json")), &error);
        const std::optional<RunReport> here = RunReport::load(out.filePath(QStringLiteral("local.json")), &error);
        QVERIFY2(remote && here, qPrintable(error));
        QCOMPARE(shape(*remote), shape(*here));
        QCOMPARE(remote->targets.value(0).dir, kHost + QLatin1Char(':') + remoteDir.path());
        QVERIFY(treeEntries(remoteDir.path()).isEmpty());
    }

    // The ssh client dies mid-write (a dropped connection): sshd closes the remote command's
    // input, the remote CLI cancels and removes everything it wrote.
    void aDroppedConnectionLeavesNothingBehind()
    {
        QTemporaryDir target;
        QVERIFY(target.isValid());
        Collect events;
        std::unique_ptr<RemoteRun> r(remote(target.path(),
            { QStringLiteral("--streams"), QStringLiteral("2"), QStringLiteral("--rate"), QStringLiteral("1M"),
                QStringLiteral("--buffer"), QStringLiteral("4M"), QStringLiteral("--duration"), QStringLiteral("300s"),
                QStringLiteral("--space-margin"), QStringLiteral("0") },
            events));
        QSignalSpy ended(r.get(), &RemoteRun::ended);
        r->start();
        QTRY_VERIFY_WITH_TIMEOUT(events.kinds.contains(QStringLiteral("write")), 60000);
        QVERIFY(!treeEntries(target.path()).isEmpty());
        const qint64 remotePid = r->hello().pid;
        QVERIFY(remotePid > 0);
        QVERIFY(QFile::exists(QStringLiteral("/proc/%1").arg(remotePid)));
        QCOMPARE(::kill(pid_t(r->sshPid()), SIGKILL), 0); // the ssh client we started, by its PID
        QTRY_COMPARE_WITH_TIMEOUT(ended.size(), 1, 60000);
        QVERIFY(!r->error().isEmpty()); // no report came: the link was lost
        QVERIFY2(r->error().startsWith(kHost), qPrintable(r->error()));
        // The remote CLI ends on its own (end of input, then EPIPE), after its cleanup.
        QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(QStringLiteral("/proc/%1").arg(remotePid)), 60000);
        QCOMPARE(treeEntries(target.path()), QStringList());
    }

    void aHostileDirectoryNameArrivesUnchanged()
    {
        QTemporaryDir base;
        QVERIFY(base.isValid());
        const QStringList names = { QStringLiteral("two words"), QStringLiteral("it's \"quoted\""),
            QStringLiteral("$(touch PWNED)"), QStringLiteral("`touch PWNED`"), QStringLiteral("new\nline; touch PWNED"),
            QStringLiteral("-n *? ~ \\ ;|&") };
        for (const QString& name : names) {
            const QString dir = base.filePath(name);
            QVERIFY(QDir().mkpath(dir));
            Collect events;
            std::unique_ptr<RemoteRun> r(remote(dir,
                { QStringLiteral("--preset"), QStringLiteral("vdr"), QStringLiteral("--total"), QStringLiteral("1M"),
                    QStringLiteral("--space-margin"), QStringLiteral("0") },
                events));
            QSignalSpy ended(r.get(), &RemoteRun::ended);
            r->start();
            QTRY_COMPARE_WITH_TIMEOUT(ended.size(), 1, 120000);
            QVERIFY2(r->error().isEmpty(), qPrintable(r->error()));
            QVERIFY(events.report.has_value());
            QCOMPARE(events.report->targets.value(0).dir, dir);
            QVERIFY(treeEntries(dir).isEmpty());
        }
        QVERIFY(!QFile::exists(base.filePath(QStringLiteral("PWNED"))));
        QVERIFY(!QFile::exists(QDir::home().filePath(QStringLiteral("PWNED"))));
    }

    void anIncompatibleRemoteCliIsRefused()
    {
        QTemporaryDir tools;
        QVERIFY(tools.isValid());
        const QString fake = tools.filePath(QStringLiteral("streamscope-cli"));
        QVERIFY(SshdFixture::writeFile(fake,
            "#!/bin/sh\necho '{\"event\":\"hello\",\"schema\":\"streamscope-live/2\",\"tool_version\":\"2.0.0\"}'\n"
            "cat >/dev/null\n",
            QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
        const Remote::Settings saved = m_settings;
        m_settings.remoteCli = fake;
        Collect events;
        std::unique_ptr<RemoteRun> r(remote(tools.path(), { QStringLiteral("--total"), QStringLiteral("1M") }, events));
        m_settings = saved;
        QSignalSpy ended(r.get(), &RemoteRun::ended);
        r->start();
        QTRY_COMPARE_WITH_TIMEOUT(ended.size(), 1, 60000);
        const QString e = r->error();
        QVERIFY2(e.startsWith(kHost), qPrintable(e));
        QVERIFY2(e.contains(QStringLiteral("2.0.0")) && e.contains(QStringLiteral(STREAMSCOPE_VERSION)), qPrintable(e));
        QVERIFY2(e.contains(QStringLiteral("streamscope-live/2")) && e.contains(LiveStream::schema()), qPrintable(e));
        QVERIFY(!events.report);
    }

    void aMissingRemoteCliIsNamed()
    {
        const Remote::Settings saved = m_settings;
        m_settings.remoteCli = QStringLiteral("/nonexistent/streamscope-cli");
        Collect events;
        std::unique_ptr<RemoteRun> r(
            remote(QStringLiteral("/tmp"), { QStringLiteral("--total"), QStringLiteral("1M") }, events));
        m_settings = saved;
        QSignalSpy ended(r.get(), &RemoteRun::ended);
        r->start();
        QTRY_COMPARE_WITH_TIMEOUT(ended.size(), 1, 60000);
        QVERIFY2(
            r->error().startsWith(kHost + QStringLiteral(": there is no streamscope-cli")), qPrintable(r->error()));
    }

    // The window's probe of a remote target over real OpenSSH: what the host says of its
    // directory is what a local probe of it finds; a missing one says so.
    void aProbeOverSshAnswersAsALocalProbe()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString missing = dir.filePath(QStringLiteral("missing"));
        RemoteProbe probe(m_settings, kHost, { dir.path(), missing });
        QSignalSpy finished(&probe, &RemoteProbe::finished);
        probe.start();
        QVERIFY(finished.wait(60000));
        QVERIFY2(probe.error().isEmpty(), qPrintable(probe.error()));
        QCOMPARE(probe.results().size(), 2);
        const SysProbe::Directory here = SysProbe::probeDirectory(dir.path());
        const SysProbe::Directory& there = probe.results().at(0);
        QCOMPARE(there.dir, dir.path());
        QVERIFY(there.isDir && there.writable && there.freeBytes > 0);
        QCOMPARE(there.environment.fsType, here.environment.fsType);
        QCOMPARE(there.environment.mountPoint, here.environment.mountPoint);
        QCOMPARE(there.environment.device.name, here.environment.device.name);
        QCOMPARE(probe.results().at(1).dir, missing);
        QVERIFY(!probe.results().at(1).isDir);
        QVERIFY(!probe.results().at(1).problem.isEmpty());
    }

    // --together over the real sshd: two directories on it, one start barrier, the aggregate,
    // the slowest host and the start skew; nothing left behind.
    void twoTargetsTogether()
    {
        QTemporaryDir a, b, out;
        QVERIFY(a.isValid() && b.isValid() && out.isValid());
        const QString json = out.filePath(QStringLiteral("together.json"));
        QProcess cli;
        cli.start(QStringLiteral(STREAMSCOPE_CLI),
            { QStringLiteral("--preset"), QStringLiteral("vdr"), QStringLiteral("--total"), QStringLiteral("2M"),
                QStringLiteral("--space-margin"), QStringLiteral("0"), QStringLiteral("--dir"),
                kHost + QLatin1Char(':') + a.path(), QStringLiteral("--dir"), kHost + QLatin1Char(':') + b.path(),
                QStringLiteral("--together"), QStringLiteral("--ssh-options"),
                QStringLiteral("-F ") + m_fixture.configPath(), QStringLiteral("--remote-cli"),
                QStringLiteral(STREAMSCOPE_CLI), QStringLiteral("--json"), json });
        QVERIFY(cli.waitForFinished(120000));
        const QString text = QString::fromUtf8(cli.readAllStandardOutput());
        QVERIFY2(cli.exitCode() == 0, qPrintable(text + QString::fromUtf8(cli.readAllStandardError())));
        QVERIFY2(text.contains(QStringLiteral("Together (2 hosts, 2 stream(s) each), write: ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Slowest host: ") + kHost), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Start skew: ")), qPrintable(text));
        QString error;
        const std::optional<RunReport> saved = RunReport::load(json, &error);
        QVERIFY2(saved.has_value(), qPrintable(error));
        QCOMPARE(saved->targets.size(), 2);
        QCOMPARE(saved->targets.at(1).dir, kHost + QLatin1Char(':') + b.path());
        QCOMPARE(treeEntries(a.path()), QStringList());
        QCOMPARE(treeEntries(b.path()), QStringList());
    }
};

QTEST_GUILESS_MAIN(TestSshd)
#include "tst_sshd.moc"
