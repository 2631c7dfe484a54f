// Remote targets through a real OpenSSH: the test starts its own sshd (Debian's
// openssh-server, brought by scripts/deps --test) on a free high port of 127.0.0.1 with a
// throwaway host key and user key in a temporary directory, and a private client config
// (-F) with its own known_hosts: the user's ~/.ssh is never read. It ends the sshd by its PID.
// Cases: a run over ssh prints and saves what a local run does; a dropped connection (the ssh
// client killed mid-write) leaves nothing in the remote directory; a directory named to
// inject arrives unchanged; an incompatible or missing remote CLI is refused naming the host.
#include "LiveStream.h"
#include "RemoteCommand.h"
#include "RemoteRun.h"
#include "RunReport.h"
#include "TestSupport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <pwd.h>
#include <unistd.h>

namespace {

const QString kHost = QStringLiteral("sshd-test");

bool writeFile(const QString& path, const QByteArray& text, QFileDevice::Permissions permissions)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        return false;
    f.close();
    return f.setPermissions(permissions);
}

bool run(const QString& program, const QStringList& arguments, QByteArray* out = nullptr)
{
    QProcess p;
    p.start(program, arguments);
    if (!p.waitForFinished(60000))
        return false;
    if (out)
        *out = p.readAllStandardOutput();
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

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
QStringList lineKinds(const QString& text)
{
    QStringList kinds;
    for (const QString& line : text.split(QLatin1Char('\n')))
        kinds << line.section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty);
    return kinds;
}

} // namespace

class TestSshd : public QObject {
    Q_OBJECT

    QTemporaryDir m_keys;
    QProcess m_sshd;
    int m_port = 0;
    bool m_madePrivsepDir = false;
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
        QVERIFY2(QFile::exists(QStringLiteral("/usr/sbin/sshd")), "openssh-server is missing: run scripts/deps --test");
        QVERIFY(m_keys.isValid());
        const QString dir = m_keys.path();
        for (const char* name : { "host_key", "user_key" }) {
            QVERIFY(run(QStringLiteral("ssh-keygen"),
                { QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"),
                    QString(), QStringLiteral("-C"), QStringLiteral("streamscope-test"), QStringLiteral("-f"),
                    m_keys.filePath(QLatin1String(name)) }));
        }
        QFile hostPub(m_keys.filePath(QStringLiteral("host_key.pub")));
        QFile userPub(m_keys.filePath(QStringLiteral("user_key.pub")));
        QVERIFY(hostPub.open(QIODevice::ReadOnly) && userPub.open(QIODevice::ReadOnly));
        const QByteArray hostKey = hostPub.readAll().trimmed();
        const auto rw = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
        QVERIFY(writeFile(m_keys.filePath(QStringLiteral("authorized_keys")), userPub.readAll(), rw));
        QVERIFY(writeFile(m_keys.filePath(QStringLiteral("known_hosts")), kHost.toUtf8() + ' ' + hostKey + '\n', rw));

        // sshd wants its privilege separation directory; made here only if the system has none.
        if (!QFile::exists(QStringLiteral("/run/sshd"))) {
            QVERIFY(QDir().mkpath(QStringLiteral("/run/sshd")));
            m_madePrivsepDir = true;
        }
        const QByteArray user = ::getpwuid(::geteuid())->pw_name;
        // A free port: sshd says when it listens, and fails at once when the port is taken.
        for (int attempt = 0; attempt < 20 && m_port == 0; ++attempt) {
            const int port = 20000 + int(QRandomGenerator::global()->bounded(40000));
            const QByteArray config = "ListenAddress 127.0.0.1\nHostKey "
                + m_keys.filePath(QStringLiteral("host_key")).toUtf8() + "\nPidFile none\nAuthorizedKeysFile "
                + m_keys.filePath(QStringLiteral("authorized_keys")).toUtf8()
                + "\nStrictModes no\nUsePAM no\nPasswordAuthentication no\nKbdInteractiveAuthentication no\n"
                  "PermitRootLogin prohibit-password\nAllowUsers "
                + user + "\nLogLevel INFO\n";
            QVERIFY(writeFile(m_keys.filePath(QStringLiteral("sshd_config")), config, rw));
            m_sshd.setProcessChannelMode(QProcess::MergedChannels);
            m_sshd.start(QStringLiteral("/usr/sbin/sshd"),
                { QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"),
                    m_keys.filePath(QStringLiteral("sshd_config")), QStringLiteral("-p"), QString::number(port) });
            QVERIFY(m_sshd.waitForStarted());
            QByteArray log;
            while (!log.contains("Server listening") && m_sshd.waitForReadyRead(30000))
                log += m_sshd.readAll();
            if (log.contains("Server listening")) {
                m_port = port;
            } else {
                m_sshd.waitForFinished(30000);
                QVERIFY2(log.contains("Address already in use"), log.constData());
            }
        }
        QVERIFY(m_port != 0);
        const QByteArray client = "Host " + kHost.toUtf8() + "\n  HostName 127.0.0.1\n  Port "
            + QByteArray::number(m_port) + "\n  User " + user + "\n  IdentityFile "
            + m_keys.filePath(QStringLiteral("user_key")).toUtf8()
            + "\n  IdentitiesOnly yes\n  IdentityAgent none\n  HostKeyAlias " + kHost.toUtf8()
            + "\n  UserKnownHostsFile " + m_keys.filePath(QStringLiteral("known_hosts")).toUtf8()
            + "\n  GlobalKnownHostsFile /dev/null\n  StrictHostKeyChecking yes\n  LogLevel ERROR\n";
        QVERIFY(writeFile(m_keys.filePath(QStringLiteral("private_config")), client, rw));
        m_settings.sshOptions = { QStringLiteral("-F"), m_keys.filePath(QStringLiteral("private_config")) };
        m_settings.remoteCli = QStringLiteral(STREAMSCOPE_CLI);
    }

    void cleanupTestCase()
    {
        if (m_sshd.state() != QProcess::NotRunning) {
            m_sshd.terminate(); // SIGTERM to the listener we started, by its PID
            if (!m_sshd.waitForFinished(30000))
                m_sshd.kill();
            m_sshd.waitForFinished(30000);
        }
        if (m_madePrivsepDir)
            QDir().rmdir(QStringLiteral("/run/sshd"));
    }

    // streamscope-cli --dir sshd-test:/dir prints and saves what a local run of the same
    // workload prints and saves (the numbers aside).
    void aRunOverSshLooksLikeALocalRun()
    {
        QTemporaryDir remoteDir, localDir, out;
        QVERIFY(remoteDir.isValid() && localDir.isValid() && out.isValid());
        const QStringList workload = { QStringLiteral("--preset"), QStringLiteral("vdr"), QStringLiteral("--total"),
            QStringLiteral("2M"), QStringLiteral("--interval"), QStringLiteral("20ms") };
        QProcess overSsh, local;
        overSsh.start(QStringLiteral(STREAMSCOPE_CLI),
            workload
                + QStringList { QStringLiteral("--dir"), kHost + QLatin1Char(':') + remoteDir.path(),
                    QStringLiteral("--ssh-options"),
                    QStringLiteral("-F ") + m_keys.filePath(QStringLiteral("private_config")),
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
        QCOMPARE(lineKinds(remoteText), lineKinds(localText));

        QString error;
        const std::optional<RunReport> remote = RunReport::load(out.filePath(QStringLiteral("remote.json")), &error);
        const std::optional<RunReport> here = RunReport::load(out.filePath(QStringLiteral("local.json")), &error);
        QVERIFY2(remote && here, qPrintable(error));
        QCOMPARE(shape(*remote), shape(*here));
        QCOMPARE(remote->targets.value(0).dir, remoteDir.path());
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
                QStringLiteral("--buffer"), QStringLiteral("4M"), QStringLiteral("--duration"),
                QStringLiteral("300s") },
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
                { QStringLiteral("--preset"), QStringLiteral("vdr"), QStringLiteral("--total"), QStringLiteral("1M") },
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
        QVERIFY(writeFile(fake,
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
};

QTEST_GUILESS_MAIN(TestSshd)
#include "tst_sshd.moc"
