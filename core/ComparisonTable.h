#pragma once

#include "RunReport.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

// The seeds' comparison table: one row per target (filesystem, mount options, device),
// write and read MiB/s for each stream count. Write is the effective rate (including the
// flush), as the seed programs measured it; NaN marks a cell that was not run.
struct ComparisonTable {
    struct Row {
        QString target;
        QString fsType;
        QString mountOptions;
        QString device;
        QList<double> write; // one per stream count
        QList<double> read;
    };
    QList<int> streamCounts;
    QList<Row> rows;

    static ComparisonTable from(const RunReport& report);
    QString toText() const; // aligned columns, for the terminal and the clipboard
    QByteArray toCsv() const;
};
