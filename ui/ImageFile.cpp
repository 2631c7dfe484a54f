#include "ImageFile.h"

#include "FileIo.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QImage>
#include <QImageReader>
#include <QPainter>
#include <QPixmap>
#include <QSvgGenerator>
#include <QWidget>
#include <QXmlStreamReader>

namespace {
// lupdate only sees tr() with a context: a class that declares one. This gives the free
// functions of this file theirs.
struct ImageFileTr {
    Q_DECLARE_TR_FUNCTIONS(ImageFile)
};
} // namespace

namespace ImageFile {

bool saveBytes(const QByteArray& bytes, const QString& path, QString* error)
{
    QString reason;
    if (FileIo::writeOutput(path, bytes, &reason))
        return true;
    if (error)
        *error = ImageFileTr::tr("cannot write %1: %2").arg(path, reason);
    return false;
}

namespace {
template <typename Picture> bool encodePng(const Picture& picture, const QString& path, QString* error)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    if (picture.isNull() || !buffer.open(QIODevice::WriteOnly) || !picture.save(&buffer, "PNG")) {
        if (error)
            *error = ImageFileTr::tr("cannot write %1: the picture could not be made").arg(path);
        return false;
    }
    return saveBytes(bytes, path, error);
}
} // namespace

bool savePng(const QPixmap& pixmap, const QString& path, QString* error)
{
    return encodePng(pixmap, path, error);
}

bool savePng(const QImage& image, const QString& path, QString* error)
{
    return encodePng(image, path, error);
}

QByteArray renderSvg(QWidget* widget, const QString& title, const QString& description)
{
    return renderSvg(widget, widget->size(), title, description, {});
}

QByteArray renderSvg(QWidget* widget, const QSize& size, const QString& title, const QString& description,
    const std::function<void(QPainter&)>& paintMore)
{
    QByteArray svg;
    QBuffer buffer(&svg);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setResolution(widget->logicalDpiX());
    generator.setTitle(title);
    generator.setDescription(description);
    QPainter painter;
    if (!painter.begin(&generator))
        return {};
    widget->render(&painter);
    if (paintMore)
        paintMore(painter);
    painter.end();
    return svg;
}

QByteArray withSvgMetadata(const QByteArray& svg, const QString& key, const QString& text)
{
    // After the root element's start tag: <metadata> belongs to the SVG's own content.
    const qsizetype root = svg.indexOf("<svg");
    const qsizetype end = root < 0 ? -1 : svg.indexOf('>', root);
    if (end < 0)
        return svg;
    const QByteArray element
        = "\n<metadata id=\"" + key.toHtmlEscaped().toUtf8() + "\">" + text.toHtmlEscaped().toUtf8() + "</metadata>";
    return svg.left(end + 1) + element + svg.mid(end + 1);
}

QString pngText(const QString& path, const QString& key)
{
    QImageReader reader(path, "png");
    return reader.text(key);
}

QString svgMetadata(const QByteArray& svg, const QString& key)
{
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("metadata")
            && xml.attributes().value(QLatin1String("id")) == key)
            return xml.readElementText();
    }
    return {};
}

} // namespace ImageFile
