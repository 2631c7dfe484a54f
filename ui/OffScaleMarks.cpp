#include "OffScaleMarks.h"

#include "ChartText.h"
#include "PlainText.h"

#include <QBrush>
#include <QChart>
#include <QGraphicsPolygonItem>
#include <QGraphicsRectItem>
#include <QLocale>
#include <QPen>
#include <QPolygonF>
#include <algorithm>

namespace {
constexpr double kZ = 20; // over the series, under the tooltips' labels
constexpr double kHalfWidth = 5;
constexpr double kHeight = 9;
constexpr double kBarPitch = 4;
} // namespace

OffScaleMarks::OffScaleMarks(QChart* chart)
    : m_chart(chart)
{ }

OffScaleMarks::~OffScaleMarks()
{
    clear();
}

void OffScaleMarks::clear()
{
    qDeleteAll(m_items);
    m_items.clear();
    m_marks = 0;
    m_depth = 0;
}

void OffScaleMarks::add(const QList<AxisScale::OffScale>& stretches, const QString& label, const QColor& color,
    const QColor& outline, const QRectF& plot, double x0, double x1, int row, bool percent)
{
    if (!(x1 > x0) || plot.width() < 10)
        return;
    auto xOf = [&](double t) { return plot.left() + (t - x0) / (x1 - x0) * plot.width(); };
    for (const AxisScale::OffScale& s : stretches) {
        const QString peak = percent ? ChartTr::tr("%1 % of its mean").arg(QLocale().toString(s.peak, 'f', 0))
                                     : ChartText::withRateUnit(s.peak);
        const QString tip = ChartTr::tr("%1 off scale: up to %2 at %3 s (“Fit all” shows it)")
                                .arg(label, peak, ChartText::seconds(s.peakT));
        const double left = std::clamp(xOf(s.t0), plot.left(), plot.right());
        const double right = std::clamp(xOf(s.t1), plot.left(), plot.right());
        if (right - left >= 2) {
            auto* bar = new QGraphicsRectItem(QRectF(left, plot.top() + row * kBarPitch, right - left, 3), m_chart);
            bar->setBrush(color);
            bar->setPen(Qt::NoPen);
            bar->setZValue(kZ);
            bar->setToolTip(PlainText::tip(tip));
            m_items.append(bar);
        }
        const double x = std::clamp(xOf(s.peakT), plot.left() + kHalfWidth, plot.right() - kHalfWidth);
        const QPolygonF triangle { QPointF(x - kHalfWidth, plot.top() + kHeight + 1),
            QPointF(x + kHalfWidth, plot.top() + kHeight + 1), QPointF(x, plot.top() + 1) };
        auto* mark = new QGraphicsPolygonItem(triangle, m_chart);
        mark->setBrush(color);
        mark->setPen(QPen(outline, 1.0));
        mark->setZValue(kZ + 1);
        mark->setToolTip(PlainText::tip(tip));
        m_items.append(mark);
        ++m_marks;
        m_depth = std::max({ m_depth, kHeight + 2, row * kBarPitch + 4 });
    }
}

QStringList OffScaleMarks::toolTips() const
{
    QStringList tips;
    for (const QGraphicsItem* item : m_items) {
        if (item->type() == QGraphicsPolygonItem::Type)
            tips.append(item->toolTip());
    }
    return tips;
}
