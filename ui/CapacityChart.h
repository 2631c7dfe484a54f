#pragma once

#include "Capacity.h"

#include <QChartView>

class QChart;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QValueAxis;

// The capacity search at a glance: for every stream count tried, the worst buffer fill of any
// stream (left axis, %) and the overruns it had (right axis). Counts measured in steady state
// are round points, counts that held without one diamonds, counts projected to lose data
// triangles and counts that lost data squares on the overrun line, so they are told apart by
// shape and legend as well as by colour; a vertical line marks what the device takes, in
// streams' worth. Its colours are the live chart's
// (ChartPalette), so it follows the light or dark theme as that one does.
class CapacityChart : public QChartView {
    Q_OBJECT
public:
    explicit CapacityChart(QWidget* parent = nullptr);

    // A new search: no points, the title names the rate, buffer, mode and duration.
    void beginSearch(const RunConfig& base);
    void addStep(const CapacityStep& step);
    void setResult(const CapacityResult& result);
    // Units::setRateUnit() was called: the title names the rate in the new unit.
    void rateUnitChanged() { updateTitle(); }

    // Steps drawn: a step that failed for another reason than overruns (stopped, I/O error) is not.
    int stepCount() const;
    int sustainedPointCount() const; // steady or held
    int projectedPointCount() const;
    bool showsDeviceLine() const;
    int overranPointCount() const;
    // PNG, as the window shows it.
    bool saveImage(const QString& path, QString* error);

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void applyPalette();
    void updateTitle();

    QChart* m_chart = nullptr;
    QLogValueAxis* m_x = nullptr;
    QValueAxis* m_fillAxis = nullptr;
    QValueAxis* m_overrunAxis = nullptr;
    QLineSeries* m_fillLine = nullptr; // worst fill of every step, in stream-count order
    QScatterSeries* m_sustained = nullptr;
    QScatterSeries* m_held = nullptr;
    QScatterSeries* m_projected = nullptr;
    QScatterSeries* m_overran = nullptr;
    QLineSeries* m_device = nullptr; // vertical, at what the device takes
    double m_deviceMiBs = -1;
    QLineSeries* m_overruns = nullptr;
    QList<CapacityStep> m_steps;
    RunConfig m_base; // the search's settings, for its title
};
