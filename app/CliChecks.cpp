#include "CliChecks.h"

#include "FileIo.h"

#include <QCoreApplication>

namespace {
// The messages keep cli_main.cpp's context ("Cli"), so that their translations stay where they
// are; a name of its own, as the sanitizer builds compile app/ as one unit with cli_main.cpp.
struct CliChecksTr {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

int refuseIdleOptions(
    QTextStream& err, const QCommandLineParser& parser, const QString& mode, const QStringList& names, bool refusing)
{
    static const QList<std::pair<QString, QString>> shortNames { { QStringLiteral("d"), QStringLiteral("dir") },
        { QStringLiteral("p"), QStringLiteral("preset") }, { QStringLiteral("s"), QStringLiteral("streams") },
        { QStringLiteral("b"), QStringLiteral("block") } };
    for (const QString& given : parser.optionNames()) {
        QString name = given;
        for (const auto& [shortName, longName] : shortNames) {
            if (given == shortName)
                name = longName;
        }
        if (name == mode || name == QLatin1String("lang"))
            continue;
        if (names.contains(name) == refusing) {
            err << CliChecksTr::tr("--%1 does nothing with --%2; leave it out").arg(name, mode) << '\n';
            return 2;
        }
    }
    return 0;
}

int checkOutputs(QTextStream& err, const QCommandLineParser& parser, const QList<QCommandLineOption>& outputs)
{
    QList<QCommandLineOption> given;
    for (const QCommandLineOption& option : outputs) {
        if (!parser.isSet(option))
            continue;
        const QString path = parser.value(option);
        const QString name = QStringLiteral("--") + option.names().constFirst();
        if (QString reason; !FileIo::checkOutput(path, &reason)) {
            err << CliChecksTr::tr("%1 \"%2\": %3").arg(name, path, reason) << '\n';
            return 2;
        }
        for (const QCommandLineOption& other : given) {
            if (FileIo::sameOutput(path, parser.value(other))) {
                err << CliChecksTr::tr("--%1 and %2 both name %3; give each its own file")
                           .arg(other.names().constFirst(), name, path)
                    << '\n';
                return 2;
            }
        }
        given.append(option);
    }
    return 0;
}
