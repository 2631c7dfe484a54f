#pragma once

// For the window's end-to-end tests (tst_mainwindow, tst_guicommandline): engine options for
// small runs, what a run leaves behind, and runs, reports and history lists waited for.

#include "../TestSupport.h"
#include "ActionIcons.h"
#include "AppSettings.h"
#include "ChartTestSupport.h"
#include "ConfigForm.h"
#include "FaultInjectingBackend.h"
#include "History.h"
#include "LiveChart.h"
#include "MainWindow.h"
#include "Presets.h"
#include "ResultsModel.h"
#include "SmallRuns.h"
#include "StatusColors.h"
#include "UiTestMain.h"
#include "Verdict.h"

#include <QAction>
#include <QAreaSeries>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QMimeData>
#include <QProcess>
#include <QProgressBar>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUrl>
#include <QXYSeries>
#include <cmath>
#include <sys/stat.h>

namespace MainWindowTest {

constexpr int kRunTimeoutMs = 90'000;

inline EngineOptions testEngineOptions()
{
    EngineOptions o;
    o.spaceMarginBytes = 0; // a few MiB must run on any test machine's /tmp
    return o;
}

inline QStringList leftovers(const QString& dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
}

inline bool runToEnd(MainWindow& window, RunReport* report = nullptr)
{
    QSignalSpy finished(&window, &MainWindow::runFinished);
    if (!window.startRun())
        return false;
    if (!finished.wait(kRunTimeoutMs) && finished.isEmpty())
        return false;
    if (report)
        *report = finished.first().first().value<RunReport>();
    return true;
}

// Open Report reads the file off the GUI thread: true once it is shown, false when it could
// not be opened.
inline bool openAndWait(MainWindow& window, const QString& path)
{
    QSignalSpy opened(&window, &MainWindow::reportOpened);
    if (!window.openReport(path))
        return false;
    if (!opened.wait(kRunTimeoutMs) && opened.isEmpty())
        return false;
    return opened.first().at(1).toBool();
}

// The history's directory is read off the GUI thread; this waits for the scan under way.
inline bool reloadAndWait(HistoryPanel* history, bool startOne = true)
{
    QSignalSpy reloaded(history, &HistoryPanel::reloaded);
    if (startOne)
        history->reload();
    else if (!history->isLoading())
        return true;
    return reloaded.wait(kRunTimeoutMs) || !reloaded.isEmpty();
}

// Choosing runs in the history shows them once they are read.
inline bool selectAndWait(MainWindow& window, HistoryPanel* history, const QStringList& paths)
{
    QSignalSpy shown(&window, &MainWindow::reportsShown);
    history->selectPaths(paths);
    return shown.wait(kRunTimeoutMs) || !shown.isEmpty();
}

} // namespace MainWindowTest
