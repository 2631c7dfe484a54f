#include "ChartNavigator.h"

#include <QChart>
#include <QChartView>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QValueAxis>
#include <QWheelEvent>
#include <algorithm>

ChartNavigator::ChartNavigator(QChartView* view, QValueAxis* timeAxis)
    : QObject(view)
    , m_view(view)
    , m_chart(view->chart())
    , m_x(timeAxis)
{ }

void ChartNavigator::setLive(bool live)
{
    m_live = live;
    // Zoom and pan work while the data comes in too: the view stops following, the data does
    // not stop, and resetZoom() ("Back to live") follows again.
    m_view->setRubberBand(QChartView::RectangleRubberBand);
}

void ChartNavigator::onRangeChanged()
{
    if (m_settingRange)
        return;
    // The user zoomed or panned: stop following, draw the new range at full resolution.
    if (m_follow) {
        m_follow = false;
        Q_EMIT zoomChanged(true);
    }
    Q_EMIT viewMoved();
}

bool ChartNavigator::zoomTo(double x0, double x1)
{
    if (!(x1 > x0))
        return false;
    m_x->setRange(x0, x1); // onRangeChanged(): following stops, the view redraws
    return true;
}

void ChartNavigator::resetZoom()
{
    const bool wasZoomed = !m_follow;
    m_follow = true;
    Q_EMIT resetRequested();
    if (wasZoomed)
        Q_EMIT zoomChanged(false);
}

bool ChartNavigator::mousePress(QMouseEvent* event)
{
    const bool panButton = event->button() == Qt::MiddleButton
        || (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ShiftModifier));
    if (panButton) {
        m_panning = true;
        m_panLast = event->position();
        m_view->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return true;
    }
    if (event->button() == Qt::RightButton) {
        event->accept(); // the context menu, not QChartView's zoom-out
        return true;
    }
    return false;
}

bool ChartNavigator::mouseMove(QMouseEvent* event)
{
    if (!m_panning)
        return false;
    const QPointF delta = event->position() - m_panLast;
    m_panLast = event->position();
    m_chart->scroll(-delta.x(), delta.y());
    event->accept();
    return true;
}

bool ChartNavigator::mouseRelease(QMouseEvent* event)
{
    if (m_panning) {
        m_panning = false;
        m_view->unsetCursor();
        event->accept();
        return true;
    }
    if (event->button() == Qt::RightButton) {
        event->accept();
        return true;
    }
    return false;
}

bool ChartNavigator::mouseDoubleClick(QMouseEvent* event)
{
    resetZoom();
    event->accept();
    return true;
}

// Zooms the time axis around the mouse.
bool ChartNavigator::wheel(QWheelEvent* event)
{
    if (event->angleDelta().y() == 0)
        return false;
    const double factor = event->angleDelta().y() > 0 ? 0.8 : 1.25;
    const QRectF plot = m_chart->plotArea();
    const double fraction = std::clamp((event->position().x() - plot.left()) / plot.width(), 0.0, 1.0);
    const double x0 = m_x->min();
    const double x1 = m_x->max();
    const double at = x0 + fraction * (x1 - x0);
    m_x->setRange(at - (at - x0) * factor, at + (x1 - at) * factor);
    event->accept();
    return true;
}

bool ChartNavigator::keyPress(QKeyEvent* event)
{
    const QRectF plot = m_chart->plotArea();
    switch (event->key()) {
    case Qt::Key_Left:
        m_chart->scroll(-plot.width() / 10, 0);
        break;
    case Qt::Key_Right:
        m_chart->scroll(plot.width() / 10, 0);
        break;
    case Qt::Key_Up:
        m_chart->scroll(0, plot.height() / 10);
        break;
    case Qt::Key_Down:
        m_chart->scroll(0, -plot.height() / 10);
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        m_chart->zoomIn();
        break;
    case Qt::Key_Minus:
        m_chart->zoomOut();
        break;
    case Qt::Key_Home:
    case Qt::Key_0:
        resetZoom();
        break;
    default:
        return false;
    }
    event->accept();
    return true;
}
