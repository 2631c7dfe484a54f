#pragma once

// A real OpenSSH for tests: its own sshd (Debian's openssh-server, brought by scripts/deps
// --test) on a free high port of 127.0.0.1 with a throwaway host key and user key in a
// temporary directory, and a private client config (-F) with its own known_hosts: the user's
// ~/.ssh is never read. stop() ends the sshd it started, by its PID. Needs root (sshd logs in
// as the running user). Shared by tst_sshd and the window's tst_remotewindow.
#include "RemoteCommand.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <pwd.h>
#include <unistd.h>

class SshdFixture {
public:
    // The host name the private config knows; the only host the client reaches.
    static QString host() { return QStringLiteral("sshd-test"); }

    static bool writeFile(const QString& path, const QByteArray& text, QFileDevice::Permissions permissions)
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
            return false;
        f.close();
        return f.setPermissions(permissions);
    }

    // Starts sshd; empty when it listens, else what went wrong.
    QString start()
    {
        if (!QFile::exists(QStringLiteral("/usr/sbin/sshd")))
            return QStringLiteral("openssh-server is missing: run scripts/deps --test");
        if (!m_keys.isValid())
            return QStringLiteral("no temporary directory for the keys");
        for (const char* name : { "host_key", "user_key" }) {
            if (!run(QStringLiteral("ssh-keygen"),
                    { QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"),
                        QString(), QStringLiteral("-C"), QStringLiteral("streamscope-test"), QStringLiteral("-f"),
                        path(QLatin1String(name)) }))
                return QStringLiteral("ssh-keygen failed");
        }
        QFile hostPub(path(QStringLiteral("host_key.pub")));
        QFile userPub(path(QStringLiteral("user_key.pub")));
        if (!hostPub.open(QIODevice::ReadOnly) || !userPub.open(QIODevice::ReadOnly))
            return QStringLiteral("the new keys cannot be read");
        const QByteArray hostKey = hostPub.readAll().trimmed();
        const auto rw = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
        if (!writeFile(path(QStringLiteral("authorized_keys")), userPub.readAll(), rw)
            || !writeFile(path(QStringLiteral("known_hosts")), host().toUtf8() + ' ' + hostKey + '\n', rw))
            return QStringLiteral("cannot write the key files");

        // sshd wants its privilege separation directory; made here only if the system has none.
        if (!QFile::exists(QStringLiteral("/run/sshd"))) {
            if (!QDir().mkpath(QStringLiteral("/run/sshd")))
                return QStringLiteral("cannot make /run/sshd");
            m_madePrivsepDir = true;
        }
        const QByteArray user = ::getpwuid(::geteuid())->pw_name;
        // A free port: sshd says when it listens, and fails at once when the port is taken.
        for (int attempt = 0; attempt < 20 && m_port == 0; ++attempt) {
            const int port = 20000 + int(QRandomGenerator::global()->bounded(40000));
            const QByteArray config = "ListenAddress 127.0.0.1\nHostKey " + path(QStringLiteral("host_key")).toUtf8()
                + "\nPidFile none\nAuthorizedKeysFile " + path(QStringLiteral("authorized_keys")).toUtf8()
                + "\nStrictModes no\nUsePAM no\nPasswordAuthentication no\nKbdInteractiveAuthentication no\n"
                  "PermitRootLogin prohibit-password\nAllowUsers "
                + user + "\nLogLevel INFO\n";
            if (!writeFile(path(QStringLiteral("sshd_config")), config, rw))
                return QStringLiteral("cannot write sshd_config");
            m_sshd.setProcessChannelMode(QProcess::MergedChannels);
            m_sshd.start(QStringLiteral("/usr/sbin/sshd"),
                { QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"), path(QStringLiteral("sshd_config")),
                    QStringLiteral("-p"), QString::number(port) });
            if (!m_sshd.waitForStarted())
                return QStringLiteral("sshd did not start");
            QByteArray log;
            while (!log.contains("Server listening") && m_sshd.waitForReadyRead(30000))
                log += m_sshd.readAll();
            if (log.contains("Server listening")) {
                m_port = port;
            } else {
                // It failed and is ending; one that hangs instead is ended, or said.
                if (m_sshd.state() != QProcess::NotRunning && !m_sshd.waitForFinished(30000)) {
                    m_sshd.kill();
                    if (!m_sshd.waitForFinished(30000))
                        return QStringLiteral("sshd neither listened nor ended");
                }
                if (!log.contains("Address already in use"))
                    return QString::fromUtf8(log);
            }
        }
        if (m_port == 0)
            return QStringLiteral("no free port for sshd");
        const QByteArray client = "Host " + host().toUtf8() + "\n  HostName 127.0.0.1\n  Port "
            + QByteArray::number(m_port) + "\n  User " + user + "\n  IdentityFile "
            + path(QStringLiteral("user_key")).toUtf8()
            + "\n  IdentitiesOnly yes\n  IdentityAgent none\n  HostKeyAlias " + host().toUtf8()
            + "\n  UserKnownHostsFile " + path(QStringLiteral("known_hosts")).toUtf8()
            + "\n  GlobalKnownHostsFile /dev/null\n  StrictHostKeyChecking yes\n  LogLevel ERROR\n";
        if (!writeFile(configPath(), client, rw))
            return QStringLiteral("cannot write the client config");
        return {};
    }

    void stop()
    {
        if (m_sshd.state() != QProcess::NotRunning) {
            m_sshd.terminate(); // SIGTERM to the listener we started, by its PID
            if (!m_sshd.waitForFinished(30000)) {
                m_sshd.kill();
                if (!m_sshd.waitForFinished(30000))
                    qWarning("sshd (PID %lld) did not end when killed", m_sshd.processId());
            }
        }
        if (m_madePrivsepDir)
            QDir().rmdir(QStringLiteral("/run/sshd"));
        m_madePrivsepDir = false;
    }

    // The private client config, for ssh -F.
    QString configPath() const { return path(QStringLiteral("private_config")); }
    // What a remote run through this sshd starts with (the remote CLI is `remoteCli`).
    Remote::Settings settings(const QString& remoteCli) const
    {
        Remote::Settings s;
        s.sshOptions = { QStringLiteral("-F"), configPath() };
        s.remoteCli = remoteCli;
        return s;
    }

private:
    QString path(const QString& name) const { return m_keys.filePath(name); }
    static bool run(const QString& program, const QStringList& arguments)
    {
        QProcess p;
        p.start(program, arguments);
        return p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    }

    QTemporaryDir m_keys;
    QProcess m_sshd;
    int m_port = 0;
    bool m_madePrivsepDir = false;
};
