#include "FioExport.h"

#include "FileIo.h"
#include "FioJob.h"
#include "PlainText.h"

#include <QAction>
#include <QFileDialog>
#include <QMessageBox>
#include <QStandardPaths>
#include <QWidget>

QAction* FioExport::createAction(QWidget* window, ConfigSource config)
{
    auto* action = new QAction(tr("Export &fio Job\u2026"), window);
    action->setObjectName(QStringLiteral("fioJobAction"));
    action->setToolTip(tr("Write the fio job file that reproduces this run, to check its numbers with fio"));
    connect(action, &QAction::triggered, window,
        [window, config = std::move(config)] { chooseAndWrite(window, config()); });
    return action;
}

bool FioExport::write(const QString& path, const RunConfig& config, QString* error)
{
    // The same bytes the CLI's --fio-job writes for this configuration.
    return FileIo::writeOutput(path, FioJob::forConfig(config).toUtf8(), error);
}

void FioExport::chooseAndWrite(QWidget* window, const RunConfig& config)
{
    const QString suggested = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
        + QStringLiteral("/streamscope-") + (config.preset.isEmpty() ? QStringLiteral("custom") : config.preset)
        + QStringLiteral(".fio");
    const QString path = QFileDialog::getSaveFileName(
        window, tr("Export fio Job"), suggested, tr("fio job files (*.fio);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!write(path, config, &error))
        PlainText::warning(window, tr("Export fio Job"), tr("Cannot write %1: %2").arg(path, error));
}
