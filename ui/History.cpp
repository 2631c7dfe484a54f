#include "History.h"

#include "FileIo.h"
#include "PlainText.h"
#include "Presets.h"
#include "StatusColors.h"
#include "Trust.h"
#include "Units.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QStyle>
#include <QThread>
#include <QTreeView>
#include <QVBoxLayout>

namespace History {

QString reportsDir()
{
    QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/reports");
    QDir().mkpath(dir);
    return dir;
}

namespace {
// A new file in the reports directory, named by the start time and what it is; `save` writes it.
template <typename Report> QString saveNew(const Report& report, const QString& kind, QString* error)
{
    const QDateTime started = report.startedAt.isValid() ? report.startedAt : QDateTime::currentDateTime();
    const QString base = reportsDir() + QLatin1Char('/') + started.toString(QStringLiteral("yyyyMMdd-HHmmss"))
        + QLatin1Char('-') + kind + (report.config.preset.isEmpty() ? QStringLiteral("custom") : report.config.preset);
    QString path = base + QStringLiteral(".json");
    for (int i = 2; QFileInfo::exists(path); ++i)
        path = base + QLatin1Char('-') + QString::number(i) + QStringLiteral(".json");
    if (!report.save(path, error))
        return {};
    return path;
}
} // namespace

QString save(const RunReport& report, QString* error)
{
    return saveNew(report, QString(), error);
}

QString saveCapacity(const CapacityReport& report, QString* error)
{
    return saveNew(report, QStringLiteral("capacity-"), error);
}

// The flag the form records, derived again for reports older than it (Presets::markModified).
bool presetModified(const RunConfig& config)
{
    RunConfig derived = config;
    Presets::markModified(derived);
    return derived.presetModified;
}

QString presetText(const Entry& e)
{
    RunConfig shown;
    shown.preset = e.preset;
    shown.presetModified = e.presetModified;
    return shown.presetLabel();
}

Entry summarize(const QString& path, const RunReport& report)
{
    Entry e;
    e.path = path;
    e.readable = true;
    e.startedAt = report.startedAt;
    e.preset = report.config.preset.isEmpty() ? HistoryPanel::tr("custom") : report.config.preset;
    e.presetModified = presetModified(report.config);
    e.stopped = report.status == QLatin1String("cancelled");
    QStringList fs;
    QStringList streams;
    for (const TargetResult& t : report.targets) {
        if (!fs.contains(t.environment.fsType))
            fs.append(t.environment.fsType);
        for (const PassResult& p : t.passes) {
            if (!streams.contains(QString::number(p.streams)))
                streams.append(QString::number(p.streams));
            for (const PhaseResult& phase : p.phases)
                e.stopped = e.stopped || !phase.complete;
            // A phase that did not finish its flush claims no effective rate.
            const auto rate = [](const PhaseResult* phase) {
                return !phase ? kNoPhase : (phase->complete ? phase->effectiveMiBs : kStoppedRate);
            };
            e.writeRates.append(rate(p.phase(PhaseKind::Write)));
            e.readRates.append(rate(p.phase(PhaseKind::Read)));
        }
    }
    e.fsType = fs.join(QStringLiteral(", "));
    e.streams = streams.join(QStringLiteral(", "));
    e.trust = Trust::runLines(report);
    e.trustWarning = Trust::hasWarning(report);
    return e;
}

Entry summarize(const QString& path, const CapacityReport& report)
{
    Entry e;
    e.path = path;
    e.readable = true;
    e.capacity = true;
    e.startedAt = report.startedAt;
    e.preset = report.config.preset.isEmpty() ? HistoryPanel::tr("custom") : report.config.preset;
    e.presetModified = presetModified(report.config);
    e.fsType = report.fsType;
    e.stopped = report.stopped;
    e.answer = report.result.steps.isEmpty() ? report.result.sentence
                                             : CapacitySearch::sentence(report.config, report.result);
    e.streams = QString::number(report.result.sustainedStreams);
    if (!report.result.steps.isEmpty())
        e.sustainedStreams = report.result.sustainedStreams;
    for (const CapacityStep& s : report.result.steps) {
        if (s.streams == report.result.sustainedStreams && s.sustained && s.verdict == CapacityStep::Verdict::Steady)
            e.longTerm = true;
    }
    return e;
}

namespace {
QStringList rateTexts(const QList<double>& rates)
{
    QStringList texts;
    for (const double rate : rates) {
        if (rate == kStoppedRate)
            texts.append(HistoryPanel::tr("stopped"));
        else if (rate < 0)
            texts.append(QStringLiteral("-"));
        else
            texts.append(QLocale().toString(Units::shownRate(rate), 'f', 1));
    }
    return texts;
}

// Two passes fit the narrow list; more are shown as the first and the last (the tooltip and
// the run itself have them all).
QString shortRates(const QList<double>& rates)
{
    const QStringList values = rateTexts(rates);
    return values.size() <= 2 ? values.join(QStringLiteral(" / "))
                              : HistoryPanel::tr("%1 \u2026 %2").arg(values.constFirst(), values.constLast());
}
} // namespace

QString writeText(const Entry& e)
{
    if (e.capacity)
        return e.sustainedStreams < 0 ? QStringLiteral("-")
            : e.longTerm              ? HistoryPanel::tr("%n stream(s) long-term", nullptr, e.sustainedStreams)
            : e.sustainedStreams > 0  ? HistoryPanel::tr("%n stream(s) so far", nullptr, e.sustainedStreams)
                                      : HistoryPanel::tr("%n stream(s)", nullptr, e.sustainedStreams);
    return shortRates(e.writeRates);
}

QString readText(const Entry& e)
{
    return shortRates(e.readRates);
}

QString allRatesText(const Entry& e)
{
    return HistoryPanel::tr("write %1; read %2")
        .arg(rateTexts(e.writeRates).join(QStringLiteral(" / ")), rateTexts(e.readRates).join(QStringLiteral(" / ")));
}

Entry read(const QString& path)
{
    Entry e;
    QString error;
    // One read of the file: it is a run report or a capacity search, told apart by its "kind".
    const std::optional<QByteArray> bytes = FileIo::readRegularFile(path, qint64(1) << 30, &error);
    if (bytes) {
        const QJsonObject object = QJsonDocument::fromJson(*bytes).object();
        if (CapacityReport::isCapacity(object)) {
            if (const auto capacity = CapacityReport::fromJson(object, &error))
                return summarize(path, *capacity);
        } else if (const auto report = RunReport::fromJson(*bytes, &error)) {
            e = summarize(path, *report);
            // A name (and note) the user gave the run, in reports that carry them.
            e.name = object.value(QLatin1String("name")).toString().left(200);
            return e;
        }
    }
    e.path = path;
    e.error = error;
    e.startedAt = QFileInfo(path).lastModified();
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
    QString text = HistoryPanel::tr("%1 \u00b7 %2 \u00d7%3 \u00b7 %4")
                       .arg(locale.toString(e.startedAt, format), presetText(e), e.streams, e.fsType);
    if (!e.name.isEmpty())
        text = HistoryPanel::tr("%1 \u00b7 %2").arg(e.name, text);
    if (e.stopped)
        text = HistoryPanel::tr("%1 (stopped)").arg(text);
    return text;
}

} // namespace History

HistoryModel::HistoryModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void HistoryModel::setEntries(const QList<History::Entry>& entries)
{
    beginResetModel();
    m_entries = entries;
    endResetModel();
}

void HistoryModel::rateUnitChanged()
{
    if (!m_entries.isEmpty())
        Q_EMIT dataChanged(index(0, WriteColumn), index(rowCount() - 1, ReadColumn));
    Q_EMIT headerDataChanged(Qt::Horizontal, WriteColumn, ReadColumn);
}

int HistoryModel::rowOf(const QString& path) const
{
    for (int row = 0; row < m_entries.size(); ++row) {
        if (m_entries.at(row).path == path)
            return row;
    }
    return -1;
}

int HistoryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int HistoryModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HistoryModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const History::Entry& e = m_entries.at(index.row());
    const int column = index.column();
    if (role == PathRole)
        return e.path;
    if (role == SortRole) {
        // The value behind a cell where its text would sort wrongly (a short date).
        // Newest first is the ascending order of this key: Qt draws an ascending sort as a
        // downward arrow (QStyleOptionHeader::SortDown), which is how a newest-first list looks.
        if (column == DateColumn)
            return -e.startedAt.toMSecsSinceEpoch();
        return data(index, Qt::DisplayRole);
    }
    if (role == CapacityRole)
        return e.capacity;
    if (column == DateColumn) {
        switch (role) {
        case Qt::DisplayRole:
            // The list is narrow: today's runs by their time, older ones by their date (the
            // tooltip has both); SortRole keeps the order right.
            return e.startedAt.date() == QDate::currentDate()
                ? QLocale().toString(e.startedAt.time(), QLocale::ShortFormat)
                : QLocale().toString(e.startedAt.date(), QLocale::ShortFormat);
        case Qt::ToolTipRole:
            return PlainText::tip(
                HistoryPanel::tr("%1\n%2").arg(QLocale().toString(e.startedAt, QLocale::LongFormat), e.path));
        }
        return {};
    }
    if (!e.readable) {
        if (column != FsColumn)
            return {};
        switch (role) {
        case Qt::DisplayRole:
            return HistoryPanel::tr("unreadable");
        case Qt::ToolTipRole:
            return PlainText::tip(e.error);
        case Qt::ForegroundRole:
            return StatusColors::errorText(QGuiApplication::palette());
        }
        return {};
    }
    QString preset = e.capacity ? HistoryPanel::tr("%1 capacity search").arg(presetText(e))
                                : HistoryPanel::tr("%1 \u00d7%2").arg(presetText(e), e.streams);
    if (!e.name.isEmpty())
        preset = HistoryPanel::tr("%1 (%2)").arg(e.name, preset);
    if (e.stopped)
        preset = HistoryPanel::tr("%1 \u00b7 stopped").arg(preset);
    if (e.external)
        preset = HistoryPanel::tr("%1 (opened)").arg(preset);
    // The filesystem's cell carries the trust verdict: a run on tmpfs or a cached loop device
    // must not be compared with a disk's unawares.
    if (column == FsColumn && !e.trust.isEmpty()) {
        if (role == Qt::DecorationRole)
            return QApplication::style()->standardIcon(
                e.trustWarning ? QStyle::SP_MessageBoxWarning : QStyle::SP_MessageBoxInformation);
        if (role == Qt::ToolTipRole)
            return PlainText::tip((QStringList { e.fsType + QLatin1Char(':') } + e.trust).join(QLatin1Char('\n')));
    }
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case FsColumn:
            return e.fsType;
        case PresetColumn:
            return preset;
        case WriteColumn:
            return History::writeText(e);
        case ReadColumn:
            return History::readText(e);
        }
        break;
    case Qt::ToolTipRole: {
        QString tip = e.capacity ? e.answer
                                 : HistoryPanel::tr("%1, stream counts %2; %3 %4")
                                       .arg(presetText(e), e.streams, History::allRatesText(e), Units::rateUnitName());
        if (!e.name.isEmpty())
            tip = HistoryPanel::tr("%1: %2").arg(e.name, tip);
        if (e.stopped)
            tip += QLatin1Char('\n')
                + (e.capacity ? HistoryPanel::tr("Stopped before the search ended: its answer covers only the steps "
                                                 "that finished.")
                              : HistoryPanel::tr("Stopped before it finished: a phase that did not finish its flush "
                                                 "claims no effective rate, and its figures are partial."));
        return PlainText::tip(tip);
    }
    case Qt::TextAlignmentRole:
        if (column == WriteColumn || column == ReadColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    }
    return {};
}

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case DateColumn:
            return HistoryPanel::tr("Date");
        case FsColumn:
            return HistoryPanel::tr("FS");
        case PresetColumn:
            return HistoryPanel::tr("Preset");
        case WriteColumn:
            return HistoryPanel::tr("Write");
        case ReadColumn:
            return HistoryPanel::tr("Read");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case FsColumn:
            return HistoryPanel::tr("Filesystem of the target directory");
        case PresetColumn:
            return HistoryPanel::tr("Preset and stream counts");
        case WriteColumn:
            return HistoryPanel::tr("Effective write rate of each pass, %1").arg(Units::rateUnitName());
        case ReadColumn:
            return HistoryPanel::tr("Effective read rate of each pass, %1").arg(Units::rateUnitName());
        }
    }
    return {};
}

HistoryPanel::HistoryPanel(QWidget* parent)
    : QWidget(parent)
    , m_model(new HistoryModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* hint = new QLabel(tr("Every finished run is kept here. Choose one to see it again, or several to compare "
                               "them. Reports can also be opened from a file or dropped on the window."),
        this);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(hint);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(HistoryModel::SortRole);
    m_view = new QTreeView(this);
    m_view->setObjectName(QStringLiteral("history"));
    m_view->setAccessibleName(tr("Run history"));
    m_view->setAccessibleDescription(tr("Finished runs, newest first. Select one to show it, several to compare "
                                        "them; Delete removes the selected runs."));
    m_view->setModel(m_proxy);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(HistoryModel::DateColumn, Qt::AscendingOrder); // newest first: see SortRole
    // The numbers keep their whole width; the preset (the longest text), shown last, takes
    // what is left and is elided, its tooltip says it all.
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(HistoryModel::PresetColumn, QHeaderView::Stretch);
    m_view->header()->moveSection(
        m_view->header()->visualIndex(HistoryModel::PresetColumn), HistoryModel::ColumnCount - 1);
    m_view->header()->setStretchLastSection(false);
    layout->addWidget(m_view, 1);
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
    auto* deleteKey = new QAction(tr("Delete Selected Runs"), m_view);
    deleteKey->setShortcut(QKeySequence::Delete);
    deleteKey->setShortcutContext(Qt::WidgetShortcut);
    connect(deleteKey, &QAction::triggered, this, [this] { deleteSelected(true); });
    m_view->addAction(deleteKey);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        m_delete->setEnabled(m_view->selectionModel()->hasSelection());
        if (!m_quiet)
            emitSelection();
    });
    reload();
}

void HistoryPanel::reload()
{
    Q_ASSERT(QThread::currentThread() == thread());
    const QString dir = History::reportsDir();
    const QHash<QString, Known> known = m_known;
    m_scans.start(
        [dir, known] {
            // Runs in a pool thread: only reads files and formats text.
            QHash<QString, Known> scanned;
            const QFileInfoList files = QDir(dir).entryInfoList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
            for (const QFileInfo& file : files) {
                const QString path = file.absoluteFilePath();
                const auto it = known.constFind(path);
                if (it != known.constEnd() && it->modified == file.lastModified()) {
                    scanned.insert(path, *it);
                    continue;
                }
                scanned.insert(path, Known { file.lastModified(), History::read(path) });
            }
            return scanned;
        },
        [this](quint64, const QHash<QString, Known>& scanned) { showScanned(scanned); });
}

void HistoryPanel::showScanned(const QHash<QString, Known>& scanned)
{
    m_known = scanned;
    const QStringList selected = selectedPaths();
    QList<History::Entry> entries;
    for (const Known& k : scanned)
        entries.append(k.entry);
    for (const History::Entry& e : std::as_const(m_external)) {
        if (!scanned.contains(e.path))
            entries.append(e);
    }
    m_quiet = true;
    m_model->setEntries(entries);
    selectPaths(selected, false);
    m_quiet = false;
    Q_EMIT reloaded();
}

History::Entry HistoryPanel::entry(const QString& path) const
{
    const int row = m_model->rowOf(path);
    return row >= 0 ? m_model->entries().at(row) : History::Entry();
}

QString HistoryPanel::label(const QString& path, const RunReport& report) const
{
    const History::Entry listed = entry(path);
    return History::label(listed.readable ? listed : History::summarize(path, report));
}

void HistoryPanel::addExternal(const QString& path, const RunReport& report)
{
    addExternalEntry(History::summarize(QFileInfo(path).absoluteFilePath(), report));
}

void HistoryPanel::addExternal(const QString& path, const CapacityReport& report)
{
    addExternalEntry(History::summarize(QFileInfo(path).absoluteFilePath(), report));
}

void HistoryPanel::addExternalEntry(History::Entry e)
{
    const QString absolute = e.path;
    if (QFileInfo(absolute).absolutePath() != QDir(History::reportsDir()).absolutePath()) {
        e.external = true;
        m_external.insert(absolute, e);
        // Listed at once; the directory scan that follows keeps it.
        QList<History::Entry> entries = m_model->entries();
        const int row = m_model->rowOf(absolute);
        if (row >= 0)
            entries[row] = e;
        else
            entries.append(e);
        const QStringList selected = selectedPaths();
        m_quiet = true;
        m_model->setEntries(entries);
        selectPaths(selected, false);
        m_quiet = false;
    }
    reload();
}

QStringList HistoryPanel::selectedPaths() const
{
    QStringList paths;
    for (const QModelIndex& index : m_view->selectionModel()->selectedRows(HistoryModel::DateColumn))
        paths.append(index.data(HistoryModel::PathRole).toString());
    // Oldest first, so overlays and side-by-side tables read left to right in time.
    std::sort(paths.begin(), paths.end(),
        [this](const QString& a, const QString& b) { return entry(a).startedAt < entry(b).startedAt; });
    return paths;
}

void HistoryPanel::selectPaths(const QStringList& paths, bool notify)
{
    const bool wasQuiet = m_quiet;
    m_quiet = true;
    QItemSelection selection;
    for (const QString& path : paths) {
        const int row = m_model->rowOf(path);
        if (row < 0)
            continue;
        const QModelIndex first = m_proxy->mapFromSource(m_model->index(row, 0));
        const QModelIndex last = m_proxy->mapFromSource(m_model->index(row, HistoryModel::ColumnCount - 1));
        selection.select(first, last);
    }
    m_view->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    m_quiet = wasQuiet;
    if (notify && !m_quiet)
        emitSelection();
}

void HistoryPanel::emitSelection()
{
    // A capacity search is shown on its own page, a run (or several) on the chart: a
    // capacity search chosen alone goes to its page, and runs are never mixed with one.
    QStringList runs;
    QStringList searches;
    for (const QString& path : selectedPaths())
        (entry(path).capacity ? searches : runs).append(path);
    if (runs.isEmpty() && searches.size() == 1) {
        Q_EMIT capacityChosen(searches.front());
        return;
    }
    Q_EMIT selectionChanged(runs);
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
        if (m_external.remove(path) == 0)
            QFile::remove(path);
        m_known.remove(path);
    }
    QList<History::Entry> entries = m_model->entries();
    entries.removeIf([&paths](const History::Entry& e) { return paths.contains(e.path); });
    m_quiet = true;
    m_model->setEntries(entries);
    m_quiet = false;
    reload();
    Q_EMIT deleted(paths);
    emitSelection();
}
