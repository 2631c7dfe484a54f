#pragma once

#include <QSize>
#include <QString>
#include <functional>

class QImage;
class QPainter;
class QWidget;
class QPixmap;

// Images go out through FileIo like every other output: encoded in memory first, then
// written with every byte checked, so a full disk is an error and not a 0-byte PNG.
namespace ImageFile {
// False with *error ("cannot write PATH: REASON") when encoding or writing fails.
bool savePng(const QPixmap& pixmap, const QString& path, QString* error);
bool saveBytes(const QByteArray& bytes, const QString& path, QString* error);
bool savePng(const QImage& image, const QString& path, QString* error); // with its text chunks

// The widget as SVG at its size, at the screen's resolution (so text keeps the size the widget
// was laid out for, and viewers show it at that many pixels); empty when it cannot be drawn.
QByteArray renderSvg(QWidget* widget, const QString& title, const QString& description);
// The same at `size` (at least the widget's), with `paintMore` drawing what goes beyond it.
QByteArray renderSvg(QWidget* widget, const QSize& size, const QString& title, const QString& description,
    const std::function<void(QPainter&)>& paintMore);

// Text carried inside a picture: a PNG's text chunk (QImage::setText()) or an SVG's
// <metadata id="KEY"> element, which viewers ignore and XML tools read.
QByteArray withSvgMetadata(const QByteArray& svg, const QString& key, const QString& text);
// Empty when the file cannot be read or has no such entry.
QString pngText(const QString& path, const QString& key);
QString svgMetadata(const QByteArray& svg, const QString& key);
} // namespace ImageFile
