#include "ProbeCli.h"

#include "DirectoryProbe.h"
#include "FileIo.h"
#include "LiveCli.h"
#include "LiveStream.h"
#include "RemoteProbe.h"
#include "TerminalText.h"
#include "Units.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QMap>
#include <algorithm>
#include <cstdio>
#include <unistd.h>

namespace {
struct ProbeCliTr {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// "/srv/rec: ext4 from /dev/sda1 at /srv (rw,relatime); device sda1 on sda (…); 1.2 TiB free".
QString describe(const QString& given, const SysProbe::Directory& d)
{
    const QString name = TerminalText::name(given); // a newline in it would make a line of its own
    if (!d.isDir)
        return ProbeCliTr::tr("%1: %2").arg(name, d.problem);
    const SysProbe::Environment& env = d.environment;
    const QString device
        = env.device.present ? ProbeCliTr::tr("device %1").arg(env.device.describe()) : env.device.absentReason;
    const QString free = d.freeBytes >= 0 ? Units::formatSize(d.freeBytes) : ProbeCliTr::tr("unknown");
    QString text = ProbeCliTr::tr("%1: %2 from %3 at %4 (%5); %6; %7 free")
                       .arg(name, env.fsType, env.mountSource, env.mountPoint, env.mountOptions, device, free);
    if (!d.problem.isEmpty())
        text += QStringLiteral("; ") + d.problem;
    else if (env.fsType == QLatin1String("tmpfs"))
        text += ProbeCliTr::tr("; tmpfs keeps its files in RAM: a run there measures memory, not a disk");
    return text;
}

int probeLive(const QStringList& dirs, const QString& where, QTextStream& err)
{
    QFile file;
    bool opened = false;
    if (where == QLatin1String("-")) {
        std::fflush(stdout);
        opened = file.open(STDOUT_FILENO, QIODevice::WriteOnly | QIODevice::Unbuffered);
    } else {
        QString reason;
        const int fd = FileIo::checkOutput(where, &reason) ? FileIo::openStream(where, &reason) : -1;
        if (fd < 0) {
            err << ProbeCliTr::tr("--live \"%1\": %2").arg(where, reason) << '\n';
            return 2;
        }
        opened = file.open(fd, QIODevice::WriteOnly | QIODevice::Unbuffered, QFileDevice::AutoCloseHandle);
    }
    if (!opened) {
        err << ProbeCliTr::tr("--live \"%1\": %2").arg(where, file.errorString()) << '\n';
        return 2;
    }
    LiveStreamWriter writer(file);
    writer.hello(LiveStreamWriter::localHello(dirs.constFirst()));
    for (const QString& dir : dirs)
        writer.directoryProbed(SysProbe::probeDirectory(dir));
    return writer.failed() ? 1 : 0;
}

// One ssh per host, all at once; the lines in the order of the --dir options.
int probeRemote(const QCommandLineParser& parser, const QStringList& dirs, QTextStream& out, QTextStream& err)
{
    const Remote::Settings settings = RemoteCli::settings(parser);
    QMap<QString, QStringList> byHost;
    for (const QString& dir : dirs) {
        const std::optional<Remote::Target> t = Remote::parse(dir);
        if (!t) {
            err << ProbeCliTr::tr("--dir \"%1\": %2").arg(dir, Remote::targetProblem(dir)) << '\n';
            return 2;
        }
        byHost[t->host].append(t->path);
    }
    QEventLoop loop;
    QList<RemoteProbe*> probes;
    int pending = 0;
    for (auto it = byHost.cbegin(); it != byHost.cend(); ++it) {
        auto* probe = new RemoteProbe(settings, it.key(), it.value(), &loop);
        QObject::connect(probe, &RemoteProbe::finished, &loop, [&pending, &loop] {
            if (--pending == 0)
                loop.quit();
        });
        probes.append(probe);
        ++pending;
        probe->start();
    }
    if (pending > 0)
        loop.exec();
    int status = 0;
    for (const QString& dir : dirs) {
        const Remote::Target t = *Remote::parse(dir);
        const auto probe
            = std::find_if(probes.cbegin(), probes.cend(), [&t](const RemoteProbe* p) { return p->host() == t.host; });
        const QList<SysProbe::Directory>& results = (*probe)->results();
        const auto found = std::find_if(
            results.cbegin(), results.cend(), [&t](const SysProbe::Directory& d) { return d.dir == t.path; });
        if (found != results.cend()) {
            out << describe(dir, *found) << '\n';
        } else {
            out << ProbeCliTr::tr("%1: not probed: %2").arg(TerminalText::name(dir), (*probe)->error()) << '\n';
            status = 1;
        }
    }
    return status;
}
} // namespace

QCommandLineOption ProbeCli::option()
{
    return QCommandLineOption(QStringLiteral("probe"),
        ProbeCliTr::tr("Show what lies under each --dir (filesystem, mount, block device, free space, and why no "
                       "run could go there) without running anything or creating any file, then exit. With --live, "
                       "as the live stream's \"probe\" events."));
}

int ProbeCli::run(const QCommandLineParser& parser, QTextStream& out, QTextStream& err)
{
    const QStringList dirs = parser.values(QStringLiteral("dir"));
    if (dirs.isEmpty()) {
        err << ProbeCliTr::tr("--probe needs at least one --dir") << '\n';
        return 2;
    }
    const bool remote = std::any_of(dirs.cbegin(), dirs.cend(), Remote::isRemote);
    if (remote && !std::all_of(dirs.cbegin(), dirs.cend(), Remote::isRemote)) {
        err << ProbeCliTr::tr("--probe takes either local directories or remote ones (user@host:/dir), not both")
            << '\n';
        return 2;
    }
    if (parser.isSet(QStringLiteral("live"))) {
        if (remote) {
            err << ProbeCliTr::tr("--probe --live covers local directories; run it on the host instead") << '\n';
            return 2;
        }
        return probeLive(dirs, parser.value(QStringLiteral("live")), err);
    }
    if (remote)
        return probeRemote(parser, dirs, out, err);
    for (const QString& dir : dirs)
        out << describe(dir, SysProbe::probeDirectory(dir)) << '\n';
    return 0;
}
