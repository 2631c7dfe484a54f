#pragma once

// What the i18n tests share: the catalog list that translations/CMakeLists.txt writes at
// configure time (so the tests run lupdate exactly as the update_translations target does and
// know where the build put the .qm files), and a reader for Qt Linguist .ts files.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

namespace I18n {

struct Catalog {
    QString ts; // the catalog in the source tree
    QString qm; // what lrelease made of it in the build tree
    QStringList lupdateOptions;
    QString name() const { return QFileInfo(ts).fileName(); }
    // "de" from streamscope_de.ts
    QString language() const { return QFileInfo(ts).completeBaseName().section(QLatin1Char('_'), -1); }
};

struct Config {
    QString lupdate;
    QStringList sources;
    QStringList includePaths;
    QList<Catalog> catalogs;
    QString error; // non-empty when the file could not be read
};

// The project's root (the parent of translations/), for file names in reports.
inline QDir& sourceRoot()
{
    static QDir root = QDir::current();
    return root;
}

inline QStringList toStringList(const QJsonValue& value)
{
    QStringList list;
    for (const QJsonValue& v : value.toArray())
        list.append(v.toString());
    return list;
}

inline Config loadConfig(const QString& path = QStringLiteral(STREAMSCOPE_I18N_CONFIG))
{
    Config config;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        config.error = QStringLiteral("cannot read %1 (%2); it is written when CMake configures translations/")
                           .arg(path, file.errorString());
        return config;
    }
    QJsonParseError parseError;
    const QJsonObject o = QJsonDocument::fromJson(file.readAll(), &parseError).object();
    if (parseError.error != QJsonParseError::NoError) {
        config.error = QStringLiteral("%1: %2").arg(path, parseError.errorString());
        return config;
    }
    config.lupdate = o.value(QLatin1String("lupdate")).toString();
    config.sources = toStringList(o.value(QLatin1String("sources")));
    config.includePaths = toStringList(o.value(QLatin1String("includePaths")));
    for (const QJsonValue& v : o.value(QLatin1String("catalogs")).toArray()) {
        const QJsonObject c = v.toObject();
        config.catalogs.append({ c.value(QLatin1String("ts")).toString(), c.value(QLatin1String("qm")).toString(),
            toStringList(c.value(QLatin1String("lupdateOptions"))) });
    }
    if (!config.catalogs.isEmpty())
        sourceRoot() = QDir(QFileInfo(config.catalogs.constFirst().ts).absolutePath() + QLatin1String("/.."));
    if (config.catalogs.isEmpty() || config.sources.isEmpty())
        config.error = QStringLiteral("%1 lists no catalogs or no sources").arg(path);
    return config;
}

struct Message {
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type; // "", "unfinished", "obsolete" or "vanished"
    QStringList translations; // one entry, or one per numerus form
    QString file; // absolute path of the first location, if the catalog stores locations
    int line = 0;
    QString key() const { return context + QLatin1Char('\x1f') + source + QLatin1Char('\x1f') + comment; }
    QString where() const
    {
        return file.isEmpty() ? QString()
                              : QStringLiteral(" (%1:%2)").arg(sourceRoot().relativeFilePath(file)).arg(line);
    }
};

// Reads every <message> of a .ts file. lupdate's "-locations relative" writes a filename only
// when it changes and line numbers as offsets from the previous location; both are resolved here.
inline QList<Message> readTs(const QString& path, QString* error)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open %1: %2").arg(path, file.errorString());
        return messages;
    }
    const QDir tsDir = QFileInfo(path).absoluteDir();
    QXmlStreamReader xml(&file);
    QString context;
    QString currentFile;
    int currentLine = 0;
    Message m;
    bool inMessage = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("context")) {
                context.clear();
                currentFile.clear();
                currentLine = 0;
            } else if (name == QLatin1String("name") && !inMessage) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                m = Message();
                m.context = context;
                m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
                inMessage = true;
            } else if (name == QLatin1String("location") && inMessage) {
                const auto attributes = xml.attributes();
                if (attributes.hasAttribute(QLatin1String("filename"))) {
                    currentFile = tsDir.absoluteFilePath(attributes.value(QLatin1String("filename")).toString());
                    currentLine = 0;
                }
                const QString line = attributes.value(QLatin1String("line")).toString();
                if (line.startsWith(QLatin1Char('+')) || line.startsWith(QLatin1Char('-')))
                    currentLine += line.toInt();
                else if (!line.isEmpty())
                    currentLine = line.toInt();
                if (m.file.isEmpty()) {
                    m.file = currentFile;
                    m.line = currentLine;
                }
            } else if (name == QLatin1String("source") && inMessage) {
                m.source = xml.readElementText();
            } else if (name == QLatin1String("comment") && inMessage) {
                m.comment = xml.readElementText();
            } else if (name == QLatin1String("translation") && inMessage) {
                m.type = xml.attributes().value(QLatin1String("type")).toString();
                if (!m.numerus) {
                    m.translations.append(xml.readElementText());
                }
            } else if (name == QLatin1String("numerusform") && inMessage) {
                m.translations.append(xml.readElementText());
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            messages.append(m);
            inMessage = false;
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return messages;
}

// One message as a line of a failure report.
inline QString describe(const Message& m)
{
    QString text = m.source;
    text.replace(QLatin1Char('\n'), QLatin1String("\\n"));
    if (text.size() > 100)
        text = text.left(97) + QLatin1String("...");
    return QStringLiteral("%1: \"%2\"%3").arg(m.context, text, m.where());
}

// QtTest cuts long failure messages, so lists are printed line by line (as QINFO) and the
// failure itself only names the problem and the count. True when the list is empty.
inline bool report(const QString& title, const QStringList& items)
{
    if (items.isEmpty())
        return true;
    qInfo("%s (%d):", qPrintable(title), int(items.size()));
    for (const QString& item : items)
        qInfo("    %s", qPrintable(item));
    return false;
}

} // namespace I18n
