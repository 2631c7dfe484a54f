#include "RemoteCommand.h"

#include "Engine.h"

#include <QCoreApplication>
#include <QFile>

namespace {
struct RemoteCommandTr {
    Q_DECLARE_TR_FUNCTIONS(RemoteCommand)
};
} // namespace

bool Remote::isRemote(const QString& target)
{
    const qsizetype colon = target.indexOf(QLatin1Char(':'));
    if (colon < 0)
        return false;
    const qsizetype slash = target.indexOf(QLatin1Char('/'));
    return slash < 0 || colon < slash;
}

std::optional<Remote::Target> Remote::parse(const QString& target)
{
    if (!isRemote(target) || !targetProblem(target).isEmpty())
        return std::nullopt;
    const qsizetype colon = target.indexOf(QLatin1Char(':'));
    return Target { target.left(colon), target.mid(colon + 1) };
}

QString Remote::targetProblem(const QString& target)
{
    if (!isRemote(target))
        return {};
    const qsizetype colon = target.indexOf(QLatin1Char(':'));
    const QString host = target.left(colon);
    const QString path = target.mid(colon + 1);
    const qsizetype at = host.lastIndexOf(QLatin1Char('@'));
    const QString name = host.mid(at + 1);
    const QString give = RemoteCommandTr::tr("give user@host:/dir or host:/dir");
    if (host.isEmpty())
        return RemoteCommandTr::tr("no host before the colon; %1").arg(give);
    if (host.startsWith(QLatin1Char('-')))
        return RemoteCommandTr::tr("the host \"%1\" begins with \"-\", which ssh would take for an option; %2")
            .arg(host, give);
    for (const QChar c : host) {
        if (c.isSpace() || c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
            return RemoteCommandTr::tr("the host \"%1\" holds a space or a control character; %2").arg(host, give);
        if (QStringLiteral("'\"`$;&|<>(){}*?\\!#,=").contains(c))
            return RemoteCommandTr::tr("the host \"%1\" holds \"%2\", which no host name or ssh alias has; %3")
                .arg(host, QString(c), give);
    }
    if (host.startsWith(QLatin1Char('[')) || host.contains(QLatin1Char(']')))
        return RemoteCommandTr::tr("an IPv6 address in brackets cannot be given here; name the host in your ssh "
                                   "config (Host name, HostName address) and give name:/dir");
    if (at == 0)
        return RemoteCommandTr::tr("no user name before \"@\" in \"%1\"; %2").arg(host, give);
    if (name.isEmpty())
        return RemoteCommandTr::tr("no host name after \"@\" in \"%1\"; %2").arg(host, give);
    if (name.startsWith(QLatin1Char('-')))
        return RemoteCommandTr::tr("the host name \"%1\" begins with \"-\", which ssh would take for an option; %2")
            .arg(name, give);
    if (path.isEmpty())
        return RemoteCommandTr::tr("no directory after \"%1:\"; %2").arg(host, give);
    return {};
}

QString Remote::shellQuote(const QString& word)
{
    QString quoted = word;
    quoted.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QString Remote::remoteCommandLine(const Settings& settings, const QStringList& arguments)
{
    QString line = settings.remoteCli.startsWith(QLatin1String("~/"))
        ? QLatin1String("~/") + shellQuote(settings.remoteCli.mid(2))
        : shellQuote(settings.remoteCli);
    for (const QString& argument : arguments)
        line += QLatin1Char(' ') + shellQuote(argument);
    return line;
}

QStringList Remote::sshArguments(const Settings& settings, const QString& host, const QStringList& remoteArguments)
{
    QStringList a = settings.sshOptions;
    a << QStringLiteral("-o") << QStringLiteral("ServerAliveInterval=%1").arg(settings.aliveIntervalS)
      << QStringLiteral("-o") << QStringLiteral("ServerAliveCountMax=%1").arg(settings.aliveCountMax)
      << QStringLiteral("-o") << QStringLiteral("BatchMode=yes") << QStringLiteral("-T") << QStringLiteral("--") << host
      << remoteCommandLine(settings, remoteArguments);
    return a;
}

QStringList Remote::runArguments(const RunConfig& config)
{
    QStringList counts;
    for (int n : config.streamCounts)
        counts.append(QString::number(n));
    QStringList a { QStringLiteral("--streams"), counts.join(QLatin1Char(',')) };
    // Neither for a real-time run by time (--duration).
    if (config.sizePerStream > 0)
        a << QStringLiteral("--size") << QString::number(config.sizePerStream);
    else if (config.totalSize > 0)
        a << QStringLiteral("--total") << QString::number(config.totalSize);
    const auto ns = [](int64_t value) -> QString { return QString::number(value) + QStringLiteral("ns"); };
    a << QStringLiteral("--block") << QString::number(config.blockSize) << QStringLiteral("--schedule")
      << toString(config.schedule) << QStringLiteral("--mode") << toString(config.mode) << QStringLiteral("--prepare")
      << toString(config.prepare) << QStringLiteral("--read") << toString(config.read) << QStringLiteral("--interval")
      << ns(config.intervalNs) << QStringLiteral("--stall") << ns(config.stallNs);
    a << QStringLiteral("--flush")
      << (config.flush == FlushPolicy::Every ? QStringLiteral("every:") + QString::number(config.flushEveryBytes)
                                             : flushToString(config.flush, 0));
    if (config.isRealTime()) {
        QStringList rates;
        for (double r : config.ratesBytesPerSec)
            rates.append(QString::number(r, 'g', 17));
        a << QStringLiteral("--rate") << rates.join(QLatin1Char(','));
        if (config.bufferBytes > 0)
            a << QStringLiteral("--buffer") << QString::number(config.bufferBytes);
        if (config.durationNs > 0)
            a << QStringLiteral("--duration") << ns(config.durationNs);
    }
    return a;
}

QStringList Remote::engineArguments(const EngineOptions& options)
{
    QStringList a;
    if (options.spaceMarginBytes >= 0)
        a << QStringLiteral("--space-margin") << QString::number(options.spaceMarginBytes);
    if (options.skipSpaceCheck)
        a << QStringLiteral("--no-space-check");
    return a;
}

QStringList Remote::languageArguments(const QLocale& locale, const QString& catalogDir)
{
    if (locale.language() == QLocale::C)
        return {};
    const QString language = locale.name().section(QLatin1Char('_'), 0, 0);
    if (language.isEmpty())
        return {};
    const bool hasCatalog = language == QLatin1String("en")
        || QFile::exists(catalogDir + QStringLiteral("/streamscope_") + language + QStringLiteral(".qm"));
    return { QStringLiteral("--lang"), hasCatalog ? language : QStringLiteral("en") };
}
