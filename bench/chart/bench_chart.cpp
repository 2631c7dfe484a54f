// How long one live-chart update takes, and how much memory the data needs, for 64 streams
// x 36 000 samples (one hour at 100 ms). Goals (issue 3): <= 8 ms per update, <= 100 MiB.
//
// "Update" is what the window does up to 20 times a second: append the newest batch, then
// LiveChart::refreshNow() (decimate every column to the plot's pixel columns, replace the
// series' points, move the axes and overlays). "Paint" is Qt Charts drawing the result
// into the view, measured separately because it happens in the paint event. Both are the
// GUI thread's CPU time, so that other work on the machine does not inflate them.
// --per-series also prints the paint time of each series alone.
//
//   QT_QPA_PLATFORM=offscreen build/bench/chart/bench_chart [--per-series] [--streams 1,64,1024] [--samples N]
#include "LiveChart.h"
#include "LiveRun.h"

#include <QAbstractSeries>
#include <QApplication>
#include <QChart>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTextStream>
#include <QXYSeries>
#include <algorithm>
#include <cmath>
#include <ctime>

namespace {

// CPU time of this thread: the machine may be busy with other work, and what an update
// costs is the CPU it takes, not how long it waited for a core.
double threadCpuMs()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

double rssMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    }
    return -1;
}

Sample makeSample(int i, int streams, QRandomGenerator& random)
{
    Sample s;
    s.t = i * 0.1;
    s.phase = int8_t(PhaseKind::Write);
    s.streamMiBs.resize(streams);
    s.inflightMs.resize(streams);
    float total = 0;
    for (int k = 0; k < streams; ++k) {
        // Mostly steady, with an occasional stall to zero and the odd burst.
        float v = 3.0f + float(random.bounded(2.0));
        if (random.bounded(2000) == 0)
            v = 0;
        if (random.bounded(5000) == 0)
            v = 40;
        s.streamMiBs[k] = v;
        total += v;
    }
    s.totalMiBs = total;
    s.ongoingMiBs = 250.0f;
    s.runProgress = float(i) / 36000.0f;
    s.deviceWriteMiBs = total * 0.9f;
    s.deviceReadMiBs = 0;
    s.dirtyMiB = 100.0f + float(std::sin(i / 300.0) * 50.0);
    s.writebackMiB = 5;
    s.ioSomePct = float(random.bounded(30.0));
    return s;
}

struct Result {
    double appendMs = 0;
    double dataMiB = 0;
    double rssGrowthMiB = 0;
    double updateMeanMs = 0;
    double updateMaxMs = 0;
    double paintMeanMs = 0;
    int points = 0;
};

Result measure(int streams, int samples, int updates, bool perSeries)
{
    QRandomGenerator random(42);
    LiveChart chart;
    LiveRun run;
    chart.setRun(&run);
    chart.resize(1400, 700);
    chart.show();
    QCoreApplication::processEvents();
    RunConfig config;
    config.preset = QStringLiteral("bench");
    config.streamCounts = { streams };
    config.targetDirs = { QStringLiteral("/tmp") };
    run.beginRun(config, QDateTime::currentDateTime());
    run.addPass(0, 0, streams, 0);
    run.addPhaseStart(0, 0, PhaseKind::Write, 0.0);
    QCoreApplication::processEvents();

    Result r;
    const double rssBefore = rssMiB();
    QElapsedTimer timer;
    timer.start();
    SampleBatch batch;
    for (int i = 1; i <= samples - updates * 4; ++i) {
        batch.samples.append(makeSample(i, streams, random));
        if (batch.samples.size() == 4) { // 25 batches per second at 100 ms ticks
            if (i % 5000 == 0)
                batch.stalls.append({ 0, 0, i % streams, PhaseKind::Write, i * 0.1, 0.1 });
            run.appendBatch(batch);
            batch = {};
        }
    }
    run.appendBatch(batch);
    r.appendMs = double(timer.nsecsElapsed()) / 1e6;
    chart.refreshNow();
    QCoreApplication::processEvents();
    r.dataMiB = double(chart.data().approximateBytes()) / (1024.0 * 1024.0);

    // The steady state: one new batch, one redraw, as during the last minute of the hour.
    QList<double> update;
    QList<double> paint;
    int next = samples - updates * 4 + 1;
    for (int u = 0; u < updates; ++u) {
        SampleBatch b;
        for (int k = 0; k < 4; ++k)
            b.samples.append(makeSample(next++, streams, random));
        double t0 = threadCpuMs();
        run.appendBatch(b);
        chart.refreshNow();
        update.append(threadCpuMs() - t0);
        t0 = threadCpuMs();
        chart.viewport()->repaint();
        paint.append(threadCpuMs() - t0);
    }
    r.rssGrowthMiB = rssMiB() - rssBefore;
    if (perSeries) {
        const auto all = chart.chart()->series();
        auto paintMs = [&] {
            const double t = threadCpuMs();
            for (int i = 0; i < 5; ++i)
                chart.viewport()->repaint();
            return (threadCpuMs() - t) / 5;
        };
        for (auto* s : all)
            s->setVisible(false);
        QTextStream(stdout) << "  paint with no series: " << paintMs() << " ms\n";
        for (auto* s : all) {
            s->setVisible(true);
            QTextStream(stdout) << "  paint with only " << s->objectName() << ": " << paintMs() << " ms\n";
            s->setVisible(false);
        }
        for (auto* s : all)
            s->setVisible(true);
    }
    std::sort(update.begin(), update.end());
    double sum = 0;
    for (double v : update)
        sum += v;
    r.updateMeanMs = sum / update.size();
    r.updateMaxMs = update.last();
    sum = 0;
    for (double v : paint)
        sum += v;
    r.paintMeanMs = sum / paint.size();
    if (QXYSeries* total = chart.series(QStringLiteral("total")))
        r.points = int(total->count());
    return r;
}

} // namespace

int main(int argc, char* argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTextStream out(stdout);
    // --streams 1,64,1024 --samples 3000: the scale table of bench/README.md (issue 20).
    QList<int> counts { 64, 16 };
    int samples = 36000;
    const QStringList args = app.arguments();
    for (qsizetype i = 1; i + 1 < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--streams")) {
            counts.clear();
            for (const QString& n : args.at(i + 1).split(u','))
                counts.append(std::max(1, n.toInt()));
        } else if (args.at(i) == QLatin1String("--samples")) {
            samples = std::max(1000, args.at(i + 1).toInt());
        }
    }
    const int updates = 60;
    out << "chart benchmark: " << samples << " samples per stream (" << samples / 600 << " min at 100 ms), " << updates
        << " updates of 4 new samples each, plot 1400x700\n";
    const double rssStart = rssMiB();
    for (int streams : counts) {
        const Result r = measure(streams, samples, updates, app.arguments().contains(QStringLiteral("--per-series")));
        out << QStringLiteral(
            "%1 streams (%2): update %3 ms mean, %4 ms max; paint %5 ms; data %6 MiB, "
            "RSS growth %7 MiB; %8 points in the total series; appending all the samples took %9 ms\n")
                   .arg(streams)
                   .arg(streams > LiveChart::kMaxStreamLines ? QStringLiteral("min-median-max band")
                                                             : QStringLiteral("one line per stream"))
                   .arg(r.updateMeanMs, 0, 'f', 2)
                   .arg(r.updateMaxMs, 0, 'f', 2)
                   .arg(r.paintMeanMs, 0, 'f', 2)
                   .arg(r.dataMiB, 0, 'f', 1)
                   .arg(r.rssGrowthMiB, 0, 'f', 1)
                   .arg(r.points)
                   .arg(r.appendMs, 0, 'f', 0);
        out.flush();
    }
    out << QStringLiteral("process RSS at the end: %1 MiB (from %2 MiB at start)\n")
               .arg(rssMiB(), 0, 'f', 1)
               .arg(rssStart, 0, 'f', 1);
    return 0;
}
