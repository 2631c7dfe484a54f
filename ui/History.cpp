#include "History.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace History {

QString reportsDir()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/reports");
    QDir().mkpath(dir);
    return dir;
}

QString save(const RunReport& report, QString* error)
{
    const QDateTime started = report.startedAt.isValid() ? report.startedAt : QDateTime::currentDateTime();
    const QString base = reportsDir() + QLatin1Char('/') + started.toString(QStringLiteral("yyyyMMdd-HHmmss"))
        + QLatin1Char('-') + (report.config.preset.isEmpty() ? QStringLiteral("custom") : report.config.preset);
    QString path = base + QStringLiteral(".json");
    for (int i = 2; QFileInfo::exists(path); ++i)
        path = base + QLatin1Char('-') + QString::number(i) + QStringLiteral(".json");
    if (!report.save(path, error))
        return {};
    return path;
}

Entry summarize(const QString& path, const RunReport& report)
{
    Entry e;
    e.path = path;
    e.readable = true;
    e.startedAt = report.startedAt;
    e.preset = report.config.preset.isEmpty() ? HistoryPanel::tr("custom") : report.config.preset;
    QStringList fs;
    QStringList writes;
    QStringList reads;
    QStringList streams;
    for (const TargetResult& t : report.targets) {
        if (!fs.contains(t.environment.fsType))
            fs.append(t.environment.fsType);
        for (const PassResult& p : t.passes) {
            if (!streams.contains(QString::number(p.streams)))
                streams.append(QString::number(p.streams));
            const PhaseResult* w = p.phase(PhaseKind::Write);
            const PhaseResult* r = p.phase(PhaseKind::Read);
            writes.append(w ? QLocale().toString(w->effectiveMiBs, 'f', 1) : QStringLiteral("-"));
            reads.append(r ? QLocale().toString(r->effectiveMiBs, 'f', 1) : QStringLiteral("-"));
        }
    }
    e.fsType = fs.join(QStringLiteral(", "));
    e.streams = streams.join(QStringLiteral(", "));
    e.writeMiBs = writes.join(QStringLiteral(" / "));
    e.readMiBs = reads.join(QStringLiteral(" / "));
    return e;
}

QString label(const Entry& e)
{
    // The locale's short date and time, with seconds: two runs started in the same minute
    // must not share a legend entry. Only lowercase "mm" is minutes in a Qt format.
    const QLocale locale;
    QString format = locale.dateTimeFormat(QLocale::ShortFormat);
    if (!format.contains(QLatin1String("ss")))
        format.replace(QLatin1String("mm"), QLatin1String("mm:ss"));
    return HistoryPanel::tr("%1 \u00b7 %2 \u00b7 %3").arg(locale.toString(e.startedAt, format), e.preset, e.fsType);
}

} // namespace History

namespace {
enum HistoryColumn { DateColumn, FsColumn, PresetColumn, WriteColumn, ReadColumn };
constexpr int kPathRole = Qt::UserRole + 1;
constexpr int kSortRole = Qt::UserRole + 2;

// Sorts by the value behind a cell where there is one (the date, not its short text).
class HistoryItem : public QTreeWidgetItem {
public:
    using QTreeWidgetItem::QTreeWidgetItem;
    bool operator<(const QTreeWidgetItem& other) const override
    {
        const int column = treeWidget() ? treeWidget()->sortColumn() : 0;
        const QVariant a = data(column, kSortRole);
        const QVariant b = other.data(column, kSortRole);
        if (a.isValid() && b.isValid())
            return QVariant::compare(a, b) == QPartialOrdering::Less;
        return QTreeWidgetItem::operator<(other);
    }
};
} // namespace

HistoryPanel::HistoryPanel(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* hint = new QLabel(tr("Every finished run is kept here. Choose one to see it again, or several to compare "
                               "them. Reports can also be opened from a file or dropped on the window."),
        this);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(hint);
    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("history"));
    m_list->setAccessibleName(tr("Run history"));
    m_list->setAccessibleDescription(tr("Finished runs, newest first. Select one to show it, several to compare "
                                        "them; Delete removes the selected runs."));
    m_list->setRootIsDecorated(false);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setSortingEnabled(true);
    m_list->setHeaderLabels({ tr("Date"), tr("FS"), tr("Preset"), tr("Write"), tr("Read") });
    m_list->headerItem()->setToolTip(FsColumn, tr("Filesystem of the target directory"));
    m_list->headerItem()->setToolTip(PresetColumn, tr("Preset and stream counts"));
    m_list->headerItem()->setToolTip(WriteColumn, tr("Effective write rate of each pass, MiB/s"));
    m_list->headerItem()->setToolTip(ReadColumn, tr("Effective read rate of each pass, MiB/s"));
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(false);
    layout->addWidget(m_list, 1);
    auto* buttons = new QHBoxLayout;
    auto* open = new QPushButton(tr("Open\u2026"), this);
    m_delete = new QPushButton(tr("Delete"), this);
    m_delete->setEnabled(false);
    buttons->addWidget(open);
    buttons->addWidget(m_delete);
    buttons->addStretch();
    layout->addLayout(buttons);

    connect(open, &QPushButton::clicked, this, &HistoryPanel::openRequested);
    connect(m_delete, &QPushButton::clicked, this, [this] { deleteSelected(true); });
    // The Delete key in the list does what the button does (it still asks first).
    auto* deleteKey = new QAction(tr("Delete Selected Runs"), m_list);
    deleteKey->setShortcut(QKeySequence::Delete);
    deleteKey->setShortcutContext(Qt::WidgetShortcut);
    connect(deleteKey, &QAction::triggered, this, [this] { deleteSelected(true); });
    m_list->addAction(deleteKey);
    connect(m_list, &QTreeWidget::itemSelectionChanged, this, [this] {
        m_delete->setEnabled(!m_list->selectedItems().isEmpty());
        Q_EMIT selectionChanged(selectedPaths());
    });
    reload();
}

void HistoryPanel::reload()
{
    const QStringList selected = selectedPaths();
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    QHash<QString, History::Entry> entries;
    const QDir dir(History::reportsDir());
    const QFileInfoList files = dir.entryInfoList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
    for (const QFileInfo& file : files) {
        const QString path = file.absoluteFilePath();
        History::Entry e;
        if (m_entries.contains(path) && m_modified.value(path) == file.lastModified()) {
            e = m_entries.value(path);
        } else {
            QString error;
            const auto report = RunReport::load(path, &error);
            if (report) {
                e = History::summarize(path, *report);
            } else {
                e.path = path;
                e.error = error;
                e.startedAt = file.lastModified();
            }
            m_modified.insert(path, file.lastModified());
        }
        entries.insert(path, e);
    }
    for (const QString& path : std::as_const(m_external)) {
        if (m_entries.contains(path))
            entries.insert(path, m_entries.value(path));
    }
    m_entries = entries;
    for (const History::Entry& e : std::as_const(m_entries))
        addRow(e);
    m_list->sortByColumn(DateColumn, Qt::DescendingOrder);
    selectPaths(selected);
}

void HistoryPanel::addRow(const History::Entry& e)
{
    auto* item = new HistoryItem(m_list);
    item->setData(DateColumn, kPathRole, e.path);
    // The locale's short form (the list is narrow); the sort role keeps the order right.
    item->setText(DateColumn, QLocale().toString(e.startedAt, QLocale::ShortFormat));
    item->setData(DateColumn, kSortRole, e.startedAt);
    item->setToolTip(DateColumn, e.path);
    if (!e.readable) {
        item->setText(FsColumn, tr("unreadable"));
        item->setToolTip(FsColumn, e.error);
        item->setForeground(FsColumn, QColor(0xc6, 0x28, 0x28));
        return;
    }
    item->setText(FsColumn, e.fsType);
    const QString preset = tr("%1 \u00d7%2").arg(e.preset, e.streams);
    item->setText(PresetColumn, e.external ? tr("%1 (opened)").arg(preset) : preset);
    item->setToolTip(PresetColumn, tr("%1, stream counts %2").arg(e.preset, e.streams));
    item->setText(WriteColumn, e.writeMiBs);
    item->setText(ReadColumn, e.readMiBs);
    item->setTextAlignment(WriteColumn, Qt::AlignRight | Qt::AlignVCenter);
    item->setTextAlignment(ReadColumn, Qt::AlignRight | Qt::AlignVCenter);
}

void HistoryPanel::addExternal(const QString& path, const RunReport& report)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (QFileInfo(absolute).absolutePath() == QDir(History::reportsDir()).absolutePath()) {
        reload();
        return;
    }
    History::Entry e = History::summarize(absolute, report);
    e.external = true;
    m_entries.insert(absolute, e);
    if (!m_external.contains(absolute))
        m_external.append(absolute);
    reload();
}

QStringList HistoryPanel::selectedPaths() const
{
    QStringList paths;
    for (QTreeWidgetItem* item : m_list->selectedItems())
        paths.append(item->data(DateColumn, kPathRole).toString());
    // Oldest first, so overlays and side-by-side tables read left to right in time.
    std::sort(paths.begin(), paths.end(), [this](const QString& a, const QString& b) {
        return m_entries.value(a).startedAt < m_entries.value(b).startedAt;
    });
    return paths;
}

void HistoryPanel::selectPaths(const QStringList& paths)
{
    m_list->clearSelection();
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_list->topLevelItem(i);
        if (paths.contains(item->data(DateColumn, kPathRole).toString()))
            item->setSelected(true);
    }
}

int HistoryPanel::entryCount() const
{
    return m_list->topLevelItemCount();
}

void HistoryPanel::deleteSelected(bool ask)
{
    const QStringList paths = selectedPaths();
    if (paths.isEmpty())
        return;
    if (ask
        && QMessageBox::question(this, tr("Delete Runs"),
               tr("Delete %n run(s) from the history? Reports opened from elsewhere are only removed from the list.",
                   nullptr, int(paths.size())))
            != QMessageBox::Yes)
        return;
    for (const QString& path : paths) {
        if (m_external.removeAll(path) == 0)
            QFile::remove(path);
        m_entries.remove(path);
        m_modified.remove(path);
    }
    reload();
    Q_EMIT deleted(paths);
    Q_EMIT selectionChanged(selectedPaths());
}
