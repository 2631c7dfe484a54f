#pragma once

#include <QList>

class ChartData;

// The chart's rolling MiB/s: the interval rate of the stream, band and total lines averaged
// over a trailing time window (0.5 s, 1 s, 5 s), for display only. A mean of interval rates
// weighted by each sample's own tick is the bytes moved in the window over the window's
// time, so a steady 1 MiB/s stream written in 64 KiB blocks reads 1 MiB/s instead of 0.6
// and 1.2 on alternate ticks. The window restarts at every pass and phase (a write's rate
// never runs into its flush or the read after it) and after a gap (NaN). The data itself
// (ChartData, CSV, JSON) stays raw; the chart draws the raw per-pixel envelope beside it.
//
// The smoothed columns are kept and extended as the run's data grows, so a redraw during an
// hour-long run of many streams only computes the rows that are new.
class RollingRate {
public:
    // The smoothing choices, in seconds; 0 is the raw tick.
    static constexpr double kChoices[] = { 0.0, 0.5, 1.0, 5.0 };
    // The window a run's chart starts with: real-time runs write small blocks at a steady
    // rate, which only reads steady over a second; buffered runs change faster.
    static double defaultWindow(bool realTime) { return realTime ? 1.0 : 0.5; }

    // The mean of `values` over the `window` seconds up to each sample: one result per sample,
    // NaN where the sample is NaN. `segments` (may be null) restarts the window where it
    // changes. `firstTick` is how long the first sample covers (its predecessor's time is unknown).
    static QList<float> smooth(
        const double* t, const float* values, const int* segments, qsizetype count, double window, double firstTick);

    double window() const { return m_window; }
    bool isRaw() const { return !(m_window > 0); }
    // A new window drops what was computed.
    void setWindow(double seconds);
    // Brings the columns up to `data`: extends them by its new rows, or rebuilds them when the
    // data started over.
    void update(const ChartData& data);

    const QList<float>& total() const { return m_total.out; }
    const QList<float>& stream(int index) const { return m_streams.at(index).out; }
    int streamCount() const { return int(m_streams.size()); }
    // Lowest, median and highest smoothed stream of each sample (of the streams present).
    const QList<float>& bandMin() const { return m_bandMin; }
    const QList<float>& bandMedian() const { return m_bandMedian; }
    const QList<float>& bandMax() const { return m_bandMax; }

private:
    // A column's smoothed values so far and the running sums of its open window.
    struct Column {
        QList<float> out;
        qsizetype start = 0; // first row in the window
        double weighted = 0; // sum of value x tick over the window
        double time = 0; // sum of ticks over the window
    };
    static void extend(Column& column, const double* t, const float* values, const int* segments, qsizetype count,
        double window, double firstTick);
    void clear();

    double m_window = 0;
    quint64 m_epoch = 0;
    Column m_total;
    QList<Column> m_streams;
    QList<float> m_bandMin, m_bandMedian, m_bandMax;
    QList<float> m_scratch;
};
