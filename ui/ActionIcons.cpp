#include "ActionIcons.h"

#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace {

// Paints one kind at any size, in the colours of the palette it was made with.
class DrawnIconEngine final : public QIconEngine {
public:
    DrawnIconEngine(ActionIcons::Kind kind, const QPalette& palette)
        : m_kind(kind)
        , m_palette(palette)
    { }

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State) override
    {
        const QPalette::ColorGroup group = mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Active;
        QColor colour = m_palette.color(group, QPalette::WindowText);
        if (mode == QIcon::Disabled)
            colour.setAlphaF(0.45F);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        const double s = std::min(rect.width(), rect.height());
        const QRectF box(rect.x() + (rect.width() - s) / 2, rect.y() + (rect.height() - s) / 2, s, s);
        const auto at = [&box, s](double x, double y) { return QPointF(box.x() + x * s, box.y() + y * s); };
        switch (m_kind) {
        case ActionIcons::Kind::Start: {
            QPainterPath triangle;
            triangle.moveTo(at(0.25, 0.15));
            triangle.lineTo(at(0.85, 0.5));
            triangle.lineTo(at(0.25, 0.85));
            triangle.closeSubpath();
            painter->fillPath(triangle, colour);
            break;
        }
        case ActionIcons::Kind::Stop:
            painter->fillRect(QRectF(at(0.22, 0.22), at(0.78, 0.78)), colour);
            break;
        case ActionIcons::Kind::Capacity:
            // Rising bars: 1, 2, 4 … streams.
            for (int i = 0; i < 3; ++i) {
                const double top = 0.65 - 0.22 * i;
                painter->fillRect(QRectF(at(0.14 + 0.26 * i, top), at(0.34 + 0.26 * i, 0.88)), colour);
            }
            break;
        case ActionIcons::Kind::ResetZoom: {
            QPen pen(colour, std::max(1.5, s * 0.1));
            painter->setPen(pen);
            painter->drawEllipse(QRectF(at(0.14, 0.14), at(0.64, 0.64)));
            painter->drawLine(at(0.6, 0.6), at(0.86, 0.86));
            painter->drawLine(at(0.27, 0.39), at(0.51, 0.39));
            break;
        }
        }
        painter->restore();
    }

    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override
    {
        QPixmap pixmap(size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        paint(&painter, QRect(QPoint(0, 0), size), mode, state);
        return pixmap;
    }

    QIconEngine* clone() const override { return new DrawnIconEngine(m_kind, m_palette); }
    QString key() const override { return QStringLiteral("StreamScopeDrawnIcon"); }

private:
    ActionIcons::Kind m_kind;
    QPalette m_palette;
};

} // namespace

namespace ActionIcons {

QString themeName(Kind kind)
{
    switch (kind) {
    case Kind::Start:
        return QStringLiteral("media-playback-start");
    case Kind::Stop:
        return QStringLiteral("media-playback-stop");
    case Kind::Capacity:
        return QStringLiteral("view-statistics");
    case Kind::ResetZoom:
        return QStringLiteral("zoom-original");
    }
    return {};
}

QIcon drawn(Kind kind, const QPalette& palette)
{
    return QIcon(new DrawnIconEngine(kind, palette));
}

QIcon icon(Kind kind, const QPalette& palette)
{
    const QString name = themeName(kind);
    if (QIcon::hasThemeIcon(name))
        return QIcon::fromTheme(name);
    return drawn(kind, palette);
}

} // namespace ActionIcons
