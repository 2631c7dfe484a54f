#include "ImageFile.h"

#include "FileIo.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPixmap>

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

bool savePng(const QPixmap& pixmap, const QString& path, QString* error)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    if (pixmap.isNull() || !buffer.open(QIODevice::WriteOnly) || !pixmap.save(&buffer, "PNG")) {
        if (error)
            *error = ImageFileTr::tr("cannot write %1: the picture could not be made").arg(path);
        return false;
    }
    return saveBytes(bytes, path, error);
}

} // namespace ImageFile
