#pragma once

#include <QString>

class QPixmap;

// Images go out through FileIo like every other output: encoded in memory first, then
// written with every byte checked, so a full disk is an error and not a 0-byte PNG.
namespace ImageFile {
// False with *error ("cannot write PATH: REASON") when encoding or writing fails.
bool savePng(const QPixmap& pixmap, const QString& path, QString* error);
bool saveBytes(const QByteArray& bytes, const QString& path, QString* error);
} // namespace ImageFile
