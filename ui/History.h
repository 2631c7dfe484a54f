#pragma once

#include "RunReport.h"

#include <QDateTime>
#include <QHash>
#include <QWidget>

class QPushButton;
class QTreeWidget;

// Finished runs, kept as report files in the user's data directory
// (QStandardPaths::AppDataLocation/reports), plus reports opened from anywhere else.
namespace History {

QString reportsDir();
// Saves a finished run's report; returns its path, or empty with *error set.
QString save(const RunReport& report, QString* error);

struct Entry {
    QString path;
    bool readable = false;
    QString error; // why the file is not a report
    bool external = false; // opened from elsewhere; never deleted by us
    QDateTime startedAt;
    QString fsType;
    QString preset;
    QString streams; // "1, 2"
    QString writeMiBs; // one value per pass: "322.7 / 230.6"
    QString readMiBs;
};
Entry summarize(const QString& path, const RunReport& report);
QString label(const Entry& entry); // "2024-11-30 02:10 · vdr · ext4" for legends and captions

} // namespace History

// The history list: date, target filesystem, preset, stream counts, write and read MiB/s.
// Choosing one run shows it; choosing several overlays them.
class HistoryPanel : public QWidget {
    Q_OBJECT
public:
    explicit HistoryPanel(QWidget* parent = nullptr);

    void reload();
    // A report opened from another place: listed (for this session) but never deleted.
    void addExternal(const QString& path, const RunReport& report);
    QStringList selectedPaths() const;
    void selectPaths(const QStringList& paths);
    int entryCount() const;
    History::Entry entry(const QString& path) const { return m_entries.value(path); }
    QTreeWidget* list() const { return m_list; }
    // Deletes the selected runs' files (after asking, unless `ask` is false).
    void deleteSelected(bool ask = true);

Q_SIGNALS:
    void selectionChanged(const QStringList& paths);
    void openRequested();
    void deleted(const QStringList& paths);

private:
    void addRow(const History::Entry& entry);

    QTreeWidget* m_list = nullptr;
    QPushButton* m_delete = nullptr;
    QHash<QString, History::Entry> m_entries;
    QHash<QString, QDateTime> m_modified; // cache: a file is read again only when it changed
    QStringList m_external;
};
