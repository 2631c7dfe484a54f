#pragma once

#include "BackgroundJobs.h"
#include "CapacityReport.h"
#include "RunReport.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QHash>
#include <QWidget>

class QPushButton;
class QSortFilterProxyModel;
class QTreeView;

// Finished runs, kept as report files in the user's data directory
// (QStandardPaths::AppDataLocation/reports), plus reports opened from anywhere else.
namespace History {

QString reportsDir();
// Saves a finished run's report; returns its path, or empty with *error set.
QString save(const RunReport& report, QString* error);
// Saves a capacity search beside the run reports, as a report of its own kind.
QString saveCapacity(const CapacityReport& report, QString* error);

struct Entry {
    QString path;
    bool readable = false;
    QString error; // why the file is not a report
    bool external = false; // opened from elsewhere; never deleted by us
    QDateTime startedAt;
    QString fsType;
    QString preset; // its name, or "custom"
    bool presetModified = false; // the configuration is not the preset's own
    QString streams; // "1, 2"
    // Each pass's effective rate in MiB/s, as the report keeps it; kNoPhase where the pass had
    // no such phase, kStoppedRate where the phase stopped before its flush (it claims none).
    QList<double> writeRates;
    QList<double> readRates;
    int sustainedStreams = -1; // a capacity search's answer, -1 before any step
    bool longTerm = false; // and it was measured in steady state
    QString name; // the run's own name, when the report has one
    bool stopped = false; // a phase (or a search's step) did not finish: its figures are partial
    bool capacity = false; // a capacity search, not a run
    QString answer; // a capacity search's sentence
    QStringList trust; // the run's trust flags in words (Trust::runLines), warnings first
    bool trustWarning = false; // one of them is a warning, not only a note
};
constexpr double kNoPhase = -1;
constexpr double kStoppedRate = -2;
// The Write and Read columns in the unit the user chose (Units::shownRate()): one value per
// pass, "322.7 / 230.6" (more passes: the first and the last); a capacity search's answer.
QString writeText(const Entry& entry);
QString readText(const Entry& entry);
// Every pass's, for the tooltip: "write 322.7 / 230.6; read - / -".
QString allRatesText(const Entry& entry);
Entry summarize(const QString& path, const RunReport& report);
Entry summarize(const QString& path, const CapacityReport& report);
// Reads one history file, a run report or a capacity search (an unreadable one says why).
Entry read(const QString& path);
// True when a run of a preset had any setting changed (where it ran aside).
bool presetModified(const RunConfig& config);
// "vdr", "vdr (modified)", "custom".
QString presetText(const Entry& entry);
// For legends and captions: "nightly · 2024-11-30 02:10:07 · vdr ×4 · ext4" (the name when
// there is one), so that overlaid runs are told apart by more than their time.
QString label(const Entry& entry);

} // namespace History

// One row per history entry: date, target filesystem, preset and stream counts, write and
// read MiB/s. Sorting goes through a proxy on SortRole (the date itself, not its short text).
class HistoryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { DateColumn, FsColumn, PresetColumn, WriteColumn, ReadColumn, ColumnCount };
    enum Role { PathRole = Qt::UserRole + 1, SortRole, CapacityRole };

    explicit HistoryModel(QObject* parent = nullptr);

    void setEntries(const QList<History::Entry>& entries);
    const QList<History::Entry>& entries() const { return m_entries; }
    int rowOf(const QString& path) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // Units::setRateUnit() was called: the rate columns are shown again in it.
    void rateUnitChanged();

private:
    QList<History::Entry> m_entries;
};

// The history list. Choosing one run shows it; choosing several overlays them. The reports
// directory is read in a pool thread; a file is read again only when it changed.
class HistoryPanel : public QWidget {
    Q_OBJECT
public:
    explicit HistoryPanel(QWidget* parent = nullptr);

    // Reads the reports directory again (in the background; reloaded() says when it is shown).
    void reload();
    bool isLoading() const { return m_scans.isBusy(); }
    // A report opened from another place: listed (for this session) but never deleted.
    void addExternal(const QString& path, const RunReport& report);
    void addExternal(const QString& path, const CapacityReport& report);
    QStringList selectedPaths() const;
    // Selects these runs; with `notify`, selectionChanged() follows as if the user chose them.
    void selectPaths(const QStringList& paths, bool notify = true);
    int entryCount() const { return m_model->rowCount(); }
    History::Entry entry(const QString& path) const;
    // The legend and caption label of a run: that of its row when listed (with the name the
    // report file carries), else made from the report.
    QString label(const QString& path, const RunReport& report) const;
    HistoryModel* model() const { return m_model; }
    QSortFilterProxyModel* proxy() const { return m_proxy; }
    QTreeView* view() const { return m_view; }
    // Deletes the selected runs' files (after asking, unless `ask` is false).
    void deleteSelected(bool ask = true);

Q_SIGNALS:
    // The runs chosen (capacity searches are not among them: see capacityChosen()).
    void selectionChanged(const QStringList& paths);
    // One capacity search was chosen alone: its page shows it.
    void capacityChosen(const QString& path);
    void openRequested();
    void deleted(const QStringList& paths);
    void reloaded();

private:
    struct Known {
        QDateTime modified;
        History::Entry entry;
    };
    void showScanned(const QHash<QString, Known>& scanned);
    void addExternalEntry(History::Entry entry);
    void emitSelection();

    HistoryModel* m_model = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QTreeView* m_view = nullptr;
    QPushButton* m_delete = nullptr;
    QHash<QString, Known> m_known; // the reports directory as last read
    QHash<QString, History::Entry> m_external; // opened from elsewhere, by absolute path
    bool m_quiet = false; // selection changes made by the program, not the user
    BackgroundJobs m_scans { this };
};
