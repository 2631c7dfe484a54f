#pragma once

#include <QObject>
#include <QPointF>

class QChart;
class QChartView;
class QKeyEvent;
class QMouseEvent;
class QValueAxis;
class QWheelEvent;

// Zoom, pan and follow of a chart view. While the chart follows, its owner sets the axes to
// fit the data (inside a ProgrammaticRange, so that this is not taken for the user zooming);
// once the user zooms or pans, following stops until resetZoom() ("Back to live" while a run
// goes on). The view hands its mouse, wheel and key events here first, live or not.
class ChartNavigator : public QObject {
    Q_OBJECT
public:
    ChartNavigator(QChartView* view, QValueAxis* timeAxis);

    bool follows() const { return m_follow; }
    bool isLive() const { return m_live; }
    // A live run: following means a rolling view of the newest data (see LiveChart).
    void setLive(bool live);
    // Follow the data again without saying so: a new run or report.
    void follow() { m_follow = true; }
    // Back to following: resetRequested() so the owner fits the axes, then zoomChanged(false).
    void resetZoom();
    // Shows [x0, x1] of the time axis as if the user had zoomed there (false for an empty range).
    bool zoomTo(double x0, double x1);
    // Connected to every axis' rangeChanged.
    void onRangeChanged();

    // Ranges set while one of these lives are the owner's, not the user's.
    class ProgrammaticRange {
    public:
        explicit ProgrammaticRange(ChartNavigator& navigator)
            : m_navigator(navigator)
        {
            m_navigator.m_settingRange = true;
        }
        ~ProgrammaticRange() { m_navigator.m_settingRange = false; }
        ProgrammaticRange(const ProgrammaticRange&) = delete;
        ProgrammaticRange& operator=(const ProgrammaticRange&) = delete;

    private:
        ChartNavigator& m_navigator;
    };

    // Each returns true when it used the event; the view passes it on otherwise.
    bool mousePress(QMouseEvent* event);
    bool mouseMove(QMouseEvent* event);
    bool mouseRelease(QMouseEvent* event);
    bool mouseDoubleClick(QMouseEvent* event);
    bool wheel(QWheelEvent* event);
    bool keyPress(QKeyEvent* event);

Q_SIGNALS:
    void zoomChanged(bool zoomed);
    // The user moved the view: draw the new range.
    void viewMoved();
    // Following again: fit the axes to the data now.
    void resetRequested();

private:
    QChartView* m_view = nullptr;
    QChart* m_chart = nullptr;
    QValueAxis* m_x = nullptr;
    bool m_follow = true; // axes follow the data; false once the user zooms or pans
    bool m_live = false;
    bool m_settingRange = false;
    bool m_panning = false;
    QPointF m_panLast;
};
