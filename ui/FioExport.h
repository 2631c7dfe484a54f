#pragma once

#include "RunConfig.h"

#include <QObject>
#include <functional>

class QAction;
class QWidget;

// File ▸ Export fio Job…: writes the fio job file that reproduces a run (FioJob, as the
// CLI's --fio-job writes it), for the run shown or, before any, the settings in the form.
class FioExport : public QObject {
    Q_OBJECT
public:
    using ConfigSource = std::function<RunConfig()>;

    // The action, owned by `window`; `config` says which configuration to export.
    static QAction* createAction(QWidget* window, ConfigSource config);

    // Writes the job file; false with the reason.
    static bool write(const QString& path, const RunConfig& config, QString* error);
    // Asks for a file name and writes it there (a message box says what went wrong).
    static void chooseAndWrite(QWidget* window, const RunConfig& config);
};
