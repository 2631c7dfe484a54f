#pragma once

// Runs in the window for the remote tests: to their end, or long ones that end by a stop.
#include "MainWindow.h"
#include "RunConfig.h"

#include <QSignalSpy>
#include <QTest>

// Runs `config` in the window to its end; the report (an empty one when it did not end in time).
inline RunReport runWindowToEnd(MainWindow& window, const RunConfig& config, int timeoutMs)
{
    QSignalSpy finished(&window, &MainWindow::runFinished);
    window.setConfig(config);
    if (!window.startRun())
        return {};
    if (!QTest::qWaitFor([&] { return finished.size() == 1; }, timeoutMs))
        return {};
    return finished.at(0).at(0).value<RunReport>();
}

// A real-time run that lasts far longer than any test waits: it ends by a stop.
inline RunConfig longRealTimeRun(const QStringList& dirs)
{
    RunConfig c;
    c.targetDirs = dirs;
    c.streamCounts = { 2 };
    c.ratesBytesPerSec = { 1024.0 * 1024 };
    c.bufferBytes = 4 * 1024 * 1024;
    c.durationNs = 600'000'000'000;
    c.totalSize = 0;
    c.sizePerStream = 0;
    c.blockSize = 64 * 1024;
    c.intervalNs = 50'000'000;
    return c;
}
