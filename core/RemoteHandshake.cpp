#include "RemoteHandshake.h"

#include "TerminalText.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTimer>

void Remote::keepStderr(QByteArray& kept, const QByteArray& more)
{
    constexpr qsizetype keepBytes = 4096;
    kept.append(more);
    if (kept.size() > keepBytes)
        kept.remove(0, kept.size() - keepBytes);
}

QString Remote::stderrTail(const QByteArray& stderrBytes)
{
    // Shown in the window and printed by the CLI: the remote side's control characters as escapes.
    const QString text = TerminalText::fromBytes(stderrBytes).trimmed();
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return lines.mid(std::max<qsizetype>(0, lines.size() - 3)).join(QStringLiteral(" / "));
}

QString Remote::noHelloMessage(
    const QString& host, const Settings& settings, int exitCode, QProcess::ExitStatus status, const QString& said)
{
    if (status == QProcess::NormalExit && exitCode == 255)
        return Remote::RunTr::tr("%1: ssh could not run the remote command: %2").arg(host, said);
    // The shell's own word that the command is not there: exit 127 or 126, or "not found" / "No
    // such file" naming the command. A CLI that runs and ends with "--dir /x: No such file or
    // directory" is there, and its words are the reason (it was told to install itself).
    const bool namesTheCommand = said.contains(settings.remoteCli);
    if (status == QProcess::NormalExit
        && (exitCode == 127 || exitCode == 126
            || (namesTheCommand
                && (said.contains(QLatin1String("not found")) || said.contains(QLatin1String("No such file"))))))
        return Remote::RunTr::tr("%1: there is no streamscope-cli at \"%2\" (the remote shell said: %3); install "
                                 "StreamScope %4 there, or set the remote command's path")
            .arg(host, settings.remoteCli, said, QStringLiteral(STREAMSCOPE_VERSION));
    return {};
}

QProcess* Remote::askVersion(const Settings& settings, const QString& host, QObject* parent, int timeoutMs,
    std::function<void(const QString& theirs)> answered)
{
    auto* probe = new QProcess(parent);
    const auto done = [probe, answered = std::move(answered)] {
        static const QRegularExpression version(
            QStringLiteral("^streamscope-cli\\s+(\\S+)"), QRegularExpression::MultilineOption);
        const QRegularExpressionMatch m = version.match(QString::fromUtf8(probe->readAllStandardOutput()));
        answered(m.hasMatch() ? m.captured(1).left(40) : QString());
    };
    QObject::connect(probe, &QProcess::finished, parent, done);
    QObject::connect(probe, &QProcess::errorOccurred, parent, [done](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart) // no finished() follows
            done();
    });
    QTimer::singleShot(timeoutMs, probe, [probe] { probe->kill(); });
    probe->start(settings.ssh, sshArguments(settings, host, { QStringLiteral("--version") }));
    probe->closeWriteChannel();
    return probe;
}
