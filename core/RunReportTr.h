#pragma once

#include <QCoreApplication>

// lupdate only sees tr() with a context: a class that declares one. This gives the free
// functions of the report's units (RunReportJson, RunReportLoader, RunReportCsv) theirs.
struct RunReportTr {
    Q_DECLARE_TR_FUNCTIONS(RunReport)
};
