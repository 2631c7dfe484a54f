#include "ConfigForm.h"

#include "AppSettings.h"
#include "PlainText.h"
#include "Presets.h"
#include "RemoteCommand.h"
#include "RemoteTargetDialog.h"
#include "StatusColors.h"
#include "TargetProber.h"
#include "Units.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPushButton>
#include <QSettings>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <cmath>

namespace {

QString sizeText(int64_t bytes)
{
    return bytes > 0 ? Units::formatSizeCompact(bytes) : QString();
}

QString durationText(int64_t ns)
{
    return ns > 0 ? Units::formatDurationNs(ns) : QString();
}

// A rate as text that reads back to exactly the same number: "1M/s", "0.5M/s", or bytes.
QString rateText(double bytesPerSecond)
{
    if (bytesPerSecond == std::floor(bytesPerSecond) && bytesPerSecond < 9e15) {
        QString compact = Units::formatSizeCompact(int64_t(bytesPerSecond)) + QStringLiteral("/s");
        if (!compact.contains(QLatin1Char('M')) && !compact.contains(QLatin1Char('G'))) {
            QString mib = QString::number(bytesPerSecond / Units::kMiB, 'f', QLocale::FloatingPointShortest)
                + QStringLiteral("M/s");
            if (Units::parseRate(mib) == bytesPerSecond)
                return mib;
        }
        return compact;
    }
    QString mib
        = QString::number(bytesPerSecond / Units::kMiB, 'f', QLocale::FloatingPointShortest) + QStringLiteral("M/s");
    if (Units::parseRate(mib) == bytesPerSecond)
        return mib;
    return QString::number(bytesPerSecond, 'f', QLocale::FloatingPointShortest) + QStringLiteral("/s");
}

void setComboData(QComboBox* combo, const QString& value)
{
    const int index = combo->findData(value);
    combo->setCurrentIndex(index >= 0 ? index : 0);
}

enum TargetColumn { DirColumn, FsColumn, FreeColumn };
constexpr int kDetailsRole = Qt::UserRole + 1;

} // namespace

ConfigForm::ConfigForm(QWidget* parent)
    : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    // Preset.
    auto* presetBox = new QGroupBox(tr("Preset"), this);
    auto* presetLayout = new QVBoxLayout(presetBox);
    m_preset = new QComboBox(presetBox);
    m_preset->setObjectName(QStringLiteral("preset"));
    for (const Preset& p : Presets::all())
        m_preset->addItem(tr("%1 (%2)").arg(p.title, p.name), p.name);
    m_preset->addItem(tr("Custom"), QString());
    m_preset->setToolTip(
        tr("A seed benchmark's workload as a starting point; editing any field marks it as modified."));
    m_presetDescription = PlainText::newLabel(QString(), presetBox);
    m_presetDescription->setWordWrap(true);
    m_presetDescription->setForegroundRole(QPalette::PlaceholderText);
    m_presetDescription->installEventFilter(this);
    presetLayout->addWidget(m_preset);
    presetLayout->addWidget(m_presetDescription);
    m_fields.insert(QStringLiteral("preset"), { m_preset, nullptr });
    layout->addWidget(presetBox);
    connect(m_preset, &QComboBox::activated, this, &ConfigForm::applyPreset);

    // Targets.
    auto* targetBox = new QGroupBox(tr("Target directories"), this);
    auto* targetLayout = new QVBoxLayout(targetBox);
    m_prober = new TargetProber(this);
    connect(m_prober, &TargetProber::probed, this,
        [this](quint64, const QHash<QString, TargetProber::Info>& results) { showProbe(results); });
    m_targets = new QTreeWidget(targetBox);
    m_targets->setObjectName(QStringLiteral("dir"));
    m_targets->setColumnCount(3);
    m_targets->setHeaderLabels({ tr("Directory"), tr("Filesystem"), tr("Free") });
    m_targets->setRootIsDecorated(false);
    m_targets->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_targets->setToolTip(tr("Where the test files go: a private run directory is created inside each directory "
                             "and removed afterwards. Several directories compare filesystems (a sweep).")
        + QLatin1Char(' ')
        + tr("Double-click a row to type user@host:/dir: a directory on another machine, over your ssh."));
    m_targets->header()->setStretchLastSection(false);
    m_targets->header()->setSectionResizeMode(DirColumn, QHeaderView::Stretch);
    m_targets->header()->setSectionResizeMode(FsColumn, QHeaderView::ResizeToContents);
    m_targets->header()->setSectionResizeMode(FreeColumn, QHeaderView::ResizeToContents);
    // Fixed: refilled when a preset is chosen, a list that sized itself to its rows would move
    // every field under it. More directories than fit scroll inside it.
    m_targets->setFixedHeight(90);
    // What lies under each directory: mount, block device (or why there is none), free space.
    m_targetDetails = PlainText::newLabel(QString(), targetBox);
    m_targetDetails->setObjectName(QStringLiteral("dir-details"));
    m_targetDetails->setWordWrap(true);
    // A long path in it is cut at the panel's edge (its row's tooltip has it whole), never
    // widens the form past the panel.
    m_targetDetails->setMinimumWidth(1);
    QFont detailsFont = m_targetDetails->font();
    detailsFont.setPointSizeF(detailsFont.pointSizeF() * 0.9);
    m_targetDetails->setFont(detailsFont);
    auto* buttons = new QHBoxLayout;
    auto* add = new QPushButton(tr("Add\u2026"), targetBox);
    add->setToolTip(tr("Choose a directory to test"));
    m_removeTarget = new QPushButton(tr("Remove"), targetBox);
    m_removeTarget->setEnabled(false);
    auto* remote = new QPushButton(tr("Remote host\u2026"), targetBox);
    remote->setObjectName(QStringLiteral("addRemoteTarget"));
    remote->setToolTip(tr("A directory on another machine, run over your ssh"));
    buttons->addWidget(add);
    buttons->addWidget(remote);
    buttons->addWidget(m_removeTarget);
    buttons->addStretch();
    targetLayout->addWidget(withError(QStringLiteral("dir"), m_targets));
    targetLayout->addWidget(m_targetDetails);
    targetLayout->addLayout(buttons);
    // Several hosts: one after another (a sweep, as with local directories) or all at once
    // behind a start barrier. Shown only when there are hosts to choose for.
    m_together = new QCheckBox(tr("Run the hosts together (start barrier)"), targetBox);
    m_together->setObjectName(QStringLiteral("togetherCheck"));
    m_together->setToolTip(tr("Each host prepares (free space, files, probes), then all start writing on one "
                              "signal; the chart draws each host and their sum. Off: the hosts run one after "
                              "another."));
    m_together->setChecked(QSettings().value(AppSettings::kRemoteTogether, true).toBool());
    m_together->hide();
    targetLayout->addWidget(m_together);
    connect(
        m_together, &QCheckBox::toggled, this, [](bool on) { QSettings().setValue(AppSettings::kRemoteTogether, on); });
    // The machine's, not the workload's: no preset sets it, editing it modifies none.
    m_spaceMargin = new QLineEdit(targetBox);
    m_spaceMargin->setObjectName(QStringLiteral("space-margin"));
    m_spaceMargin->setPlaceholderText(tr("auto: 1 GiB or 5 %"));
    m_spaceMargin->setToolTip(PlainText::tip(
        tr("Free space a run leaves on each target. Empty: the larger of 1 GiB and 5 % of the filesystem. A small "
           "partition or SD card needs less, e.g. 64M or 0.")));
    m_spaceMargin->setText(QSettings().value(AppSettings::kSpaceMargin).toString());
    m_fields[QStringLiteral("space-margin")].editor = m_spaceMargin;
    auto* marginForm = new QFormLayout;
    marginForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    marginForm->addRow(tr("Keep free:"), withError(QStringLiteral("space-margin"), m_spaceMargin));
    targetLayout->addLayout(marginForm);
    connect(m_spaceMargin, &QLineEdit::textChanged, this, &ConfigForm::revalidate);
    connect(m_spaceMargin, &QLineEdit::textEdited, this,
        [](const QString& text) { QSettings().setValue(AppSettings::kSpaceMargin, text.trimmed()); });
    layout->addWidget(targetBox);
    connect(add, &QPushButton::clicked, this, &ConfigForm::chooseTargetDir);
    connect(remote, &QPushButton::clicked, this, &ConfigForm::chooseRemoteTarget);
    // A double-click on the list below its rows adds a directory, as Add… does (on a row it
    // edits that row).
    m_targets->viewport()->installEventFilter(this);
    connect(m_removeTarget, &QPushButton::clicked, this, &ConfigForm::removeSelectedTargets);
    connect(m_targets, &QTreeWidget::itemSelectionChanged, this,
        [this] { m_removeTarget->setEnabled(!m_targets->selectedItems().isEmpty()); });
    connect(m_targets, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem* item, int column) {
        if (column == DirColumn && !m_updating) {
            updateTargetRow(item);
            probeTargets();
            revalidate();
        }
    });

    auto addGroup = [&](const QString& title) {
        auto* box = new QGroupBox(title, this);
        auto* form = new QFormLayout(box);
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        form->setRowWrapPolicy(QFormLayout::DontWrapRows);
        layout->addWidget(box);
        return form;
    };

    // Workload.
    QFormLayout* workload = addGroup(tr("Workload"));
    m_streams = lineEdit(QStringLiteral("streams"), tr("1,2"),
        tr("Stream counts, one pass each, e.g. 1,2,4 (%1 to %2 streams).")
            .arg(Limits::kMinStreams)
            .arg(Limits::kMaxStreams));
    workload->addRow(tr("Streams:"), withError(QStringLiteral("streams"), m_streams));
    m_total = lineEdit(QStringLiteral("total"), tr("e.g. 512M"),
        tr("Bytes per pass, split across its streams in whole blocks (like seed 000). Leave empty to give a size per "
           "stream."));
    workload->addRow(tr("Total per pass:"), withError(QStringLiteral("total"), m_total));
    m_size = lineEdit(QStringLiteral("size"), tr("e.g. 64M"),
        tr("Bytes per stream (file). Leave empty to split a total per pass instead."));
    workload->addRow(tr("Size per stream:"), withError(QStringLiteral("size"), m_size));
    m_block = new QComboBox(this);
    m_block->setObjectName(QStringLiteral("block"));
    m_block->setEditable(true);
    m_block->setInsertPolicy(QComboBox::NoInsert);
    for (const char* b : { "512", "4k", "8k", "16k", "64k", "128k", "256k", "1M", "4M", "16M" })
        m_block->addItem(QLatin1String(b));
    m_block->setToolTip(tr("Bytes per read or write call, 512 bytes to 64 MiB; must divide the stream size."));
    connect(m_block, &QComboBox::currentTextChanged, this, &ConfigForm::revalidate);
    connect(m_block->lineEdit(), &QLineEdit::textEdited, this, &ConfigForm::userEdited);
    connect(m_block, &QComboBox::activated, this, &ConfigForm::userEdited);
    m_fields.insert(QStringLiteral("block"), { m_block, nullptr });
    workload->addRow(tr("Block size:"), withError(QStringLiteral("block"), m_block));

    // I/O mode.
    QFormLayout* io = addGroup(tr("I/O mode"));
    m_mode = combo(QStringLiteral("mode"),
        { { QStringLiteral("buffered"), tr("buffered (page cache)") },
            { QStringLiteral("direct"), tr("direct (O_DIRECT)") }, { QStringLiteral("sync"), tr("sync (O_SYNC)") },
            { QStringLiteral("dsync"), tr("dsync (O_DSYNC)") } },
        tr("How files are opened: buffered writes go to RAM first; direct bypasses the page cache; sync and dsync "
           "wait for the device on every write."));
    io->addRow(tr("Mode:"), withError(QStringLiteral("mode"), m_mode));
    m_schedule = combo(QStringLiteral("schedule"),
        { { QStringLiteral("roundrobin"), tr("round-robin, one thread") },
            { QStringLiteral("threads"), tr("one thread per stream") } },
        tr("round-robin: one thread writes block i of every file in turn (seeds 000, 002); threads: one thread per "
           "stream (seed 001's multi-threaded mode)."));
    io->addRow(tr("Schedule:"), withError(QStringLiteral("schedule"), m_schedule));
    m_prepare = combo(QStringLiteral("prepare"),
        { { QStringLiteral("truncate"), tr("truncate (fresh files)") },
            { QStringLiteral("fallocate"), tr("fallocate (preallocate)") },
            { QStringLiteral("existing"), tr("existing (create, then overwrite)") } },
        tr("truncate: fresh files; fallocate: preallocate first; existing: create the files sequentially in a timed "
           "create phase, then overwrite them in place."));
    io->addRow(tr("Files:"), withError(QStringLiteral("prepare"), m_prepare));

    // Phases.
    QFormLayout* phases = addGroup(tr("Phases"));
    m_flush = combo(QStringLiteral("flush"),
        { { QStringLiteral("end"), tr("at the end (timed flush tail)") }, { QStringLiteral("none"), tr("never") },
            { QStringLiteral("every"), tr("every \u2026 written") } },
        tr("end: fdatasync every file after the write phase (the flush tail counts into the effective rate); "
           "none; or every SIZE written to a stream."));
    m_flushEvery = new QLineEdit(this);
    m_flushEvery->setObjectName(QStringLiteral("flush-every"));
    m_flushEvery->setPlaceholderText(tr("e.g. 16M"));
    m_flushEvery->setToolTip(tr("fdatasync after this many bytes written to a stream"));
    connect(m_flushEvery, &QLineEdit::textChanged, this, &ConfigForm::revalidate);
    connect(m_flushEvery, &QLineEdit::textEdited, this, &ConfigForm::userEdited);
    connect(m_flush, &QComboBox::currentIndexChanged, this, &ConfigForm::updateFlushEditor);
    auto* flushRow = new QWidget(this);
    auto* flushLayout = new QHBoxLayout(flushRow);
    flushLayout->setContentsMargins(0, 0, 0, 0);
    flushLayout->addWidget(m_flush, 2);
    flushLayout->addWidget(m_flushEvery, 1);
    phases->addRow(tr("Flush:"), withError(QStringLiteral("flush"), flushRow));
    m_read = combo(QStringLiteral("read"),
        { { QStringLiteral("each"), tr("each file on its own") }, { QStringLiteral("roundrobin"), tr("round-robin") },
            { QStringLiteral("none"), tr("no read phase") } },
        tr("Read the files back after writing: each one after another (seed 000), round-robin (seed 002), or not."));
    phases->addRow(tr("Read back:"), withError(QStringLiteral("read"), m_read));

    // Measurement.
    QFormLayout* measurement = addGroup(tr("Measurement"));
    m_interval = lineEdit(QStringLiteral("interval"), tr("100ms"), tr("Sampling interval, 10ms to 10s."));
    measurement->addRow(tr("Sample every:"), withError(QStringLiteral("interval"), m_interval));
    m_stall
        = lineEdit(QStringLiteral("stall"), tr("100ms"), tr("An operation that takes longer than this is a stall."));
    measurement->addRow(tr("Stall threshold:"), withError(QStringLiteral("stall"), m_stall));

    // Real-time streams.
    QFormLayout* realTime = addGroup(tr("Real-time streams"));
    m_rate = lineEdit(QStringLiteral("rate"), tr("off, e.g. 1M/s"),
        tr("Data arrives for each stream at this rate, like a recorder's input (e.g. 1M/s, or one rate per stream: "
           "1M/s,2M/s). Empty: write as fast as possible."));
    realTime->addRow(tr("Rate per stream:"), withError(QStringLiteral("rate"), m_rate));
    m_buffer = lineEdit(
        QStringLiteral("buffer"), tr("e.g. 8M"), tr("Buffer per stream; data that does not fit is lost (an overrun)."));
    realTime->addRow(tr("Buffer per stream:"), withError(QStringLiteral("buffer"), m_buffer));
    m_duration = lineEdit(QStringLiteral("duration"), tr("by size, e.g. 60s"),
        tr("Run length by time instead of by size (with a rate)."));
    realTime->addRow(tr("Duration:"), withError(QStringLiteral("duration"), m_duration));
    // Buffered writes go to the page cache until dirty memory reaches the kernel's ceiling: a
    // short run cannot show the loss its projection foresees, a run on until it does can.
    m_confirm = new QCheckBox(tr("Run on until the projection is confirmed"));
    m_confirm->setObjectName(QStringLiteral("confirmCheck"));
    m_confirmCap = new QComboBox;
    m_confirmCap->setObjectName(QStringLiteral("confirmCap"));
    for (const int minutes : { 10, 30, 60, 120, 240, 480 }) {
        const qint64 ns = qint64(minutes) * 60 * 1'000'000'000;
        m_confirmCap->addItem(
            minutes < 60 ? tr("%n min", nullptr, minutes) : tr("%n h", nullptr, minutes / 60), QVariant(ns));
    }
    m_confirmCap->setCurrentIndex(2);
    m_confirmCap->setToolTip(tr("The longest the run goes on to confirm its projection; then it ends undecided."));
    // The checkbox across the form's width: beside a label column its text widened the panel.
    m_fields[QStringLiteral("confirm")].editor = m_confirm;
    realTime->addRow(withError(QStringLiteral("confirm"), m_confirm));
    realTime->addRow(tr("Run on at most:"), m_confirmCap);
    connect(m_confirm, &QCheckBox::toggled, this, &ConfigForm::revalidate);
    connect(m_confirm, &QCheckBox::clicked, this, &ConfigForm::userEdited);
    connect(m_confirmCap, &QComboBox::currentIndexChanged, this, &ConfigForm::revalidate);
    connect(m_confirmCap, &QComboBox::activated, this, &ConfigForm::userEdited);

    m_otherErrors = PlainText::newLabel(QString(), this);
    m_otherErrors->setWordWrap(true);
    QPalette palette = m_otherErrors->palette();
    palette.setColor(QPalette::WindowText, StatusColors::errorText(palette));
    m_otherErrors->setPalette(palette);
    m_otherErrors->hide();
    layout->addWidget(m_otherErrors);
    layout->addStretch();
    // A field's error line comes or goes once the focus has left it (placeErrorLines()).
    connect(qApp, &QApplication::focusChanged, this, &ConfigForm::placeErrorLines);

    RunConfig initial;
    if (const auto vdr = Presets::find(QStringLiteral("vdr")))
        initial = vdr->config;
    initial.targetDirs.clear();
    setConfig(initial);

    // The panel scrolls: a wheel turned to scroll it must not change whichever choice passes
    // under the cursor. Such a field takes the wheel only once it has keyboard focus (clicked
    // or tabbed to), and no longer gains that focus from the wheel itself.
    for (QWidget* w : findChildren<QWidget*>()) {
        if (qobject_cast<QComboBox*>(w) || qobject_cast<QAbstractSpinBox*>(w)) {
            w->setFocusPolicy(Qt::StrongFocus);
            w->installEventFilter(this);
        }
    }
}

bool ConfigForm::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_presetDescription && event->type() == QEvent::Resize) {
        // Its width is the layout's; its height follows from it (and changes no width).
        fitPresetDescription();
        return false;
    }
    if (watched == m_targets->viewport() && event->type() == QEvent::MouseButtonDblClick
        && !m_targets->itemAt(static_cast<QMouseEvent*>(event)->position().toPoint())) {
        chooseTargetDir();
        return true;
    }
    if (event->type() == QEvent::Wheel) {
        auto* w = qobject_cast<QWidget*>(watched);
        if (w && !w->hasFocus()) {
            // Ignored, so QApplication passes it on to the parents and the scroll area scrolls.
            event->ignore();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QWidget* ConfigForm::withError(const QString& field, QWidget* editor)
{
    auto* box = new QWidget(this);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(1);
    layout->addWidget(editor);
    QLabel* error = PlainText::newLabel(QString(), box);
    error->setObjectName(field + QStringLiteral("-error"));
    error->setWordWrap(true);
    QPalette palette = error->palette();
    palette.setColor(QPalette::WindowText, StatusColors::errorText(palette));
    error->setPalette(palette);
    QFont font = error->font();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    error->setFont(font);
    error->hide();
    // Never wider than the panel gives it: an unbreakable word is cut, not the form widened.
    error->setMinimumWidth(1);
    layout->addWidget(error);
    Field& f = m_fields[field];
    if (!f.editor)
        f.editor = editor;
    f.error = error;
    return box;
}

QLineEdit* ConfigForm::lineEdit(const QString& field, const QString& placeholder, const QString& tip)
{
    auto* edit = new QLineEdit(this);
    edit->setObjectName(field);
    edit->setPlaceholderText(placeholder);
    edit->setToolTip(PlainText::tip(tip));
    connect(edit, &QLineEdit::textChanged, this, &ConfigForm::revalidate);
    connect(edit, &QLineEdit::textEdited, this, &ConfigForm::userEdited);
    m_fields[field].editor = edit;
    return edit;
}

QComboBox* ConfigForm::combo(const QString& field, const QList<std::pair<QString, QString>>& items, const QString& tip)
{
    auto* box = new QComboBox(this);
    box->setObjectName(field);
    for (const auto& [value, text] : items)
        box->addItem(text, value);
    box->setToolTip(PlainText::tip(tip));
    connect(box, &QComboBox::currentIndexChanged, this, &ConfigForm::revalidate);
    connect(box, &QComboBox::activated, this, &ConfigForm::userEdited);
    m_fields[field].editor = box;
    return box;
}

void ConfigForm::setConfig(const RunConfig& c)
{
    m_updating = true;
    m_last = c;
    setComboData(m_preset, Presets::find(c.preset) ? Presets::find(c.preset)->name : QString());
    m_targets->clear();
    updateTargetDetails();
    for (const QString& dir : c.targetDirs) {
        auto* item = new QTreeWidgetItem(m_targets, { dir });
        item->setFlags(item->flags() | Qt::ItemIsEditable);
        updateTargetRow(item);
    }
    probeTargets();
    QStringList counts;
    for (int n : c.streamCounts)
        counts.append(QString::number(n));
    m_streams->setText(counts.join(QLatin1Char(',')));
    m_size->setText(sizeText(c.sizePerStream));
    m_total->setText(sizeText(c.totalSize));
    m_block->setCurrentText(Units::formatSizeCompact(c.blockSize));
    setComboData(m_schedule, toString(c.schedule));
    setComboData(m_mode, toString(c.mode));
    setComboData(m_prepare, toString(c.prepare));
    setComboData(m_flush, toString(c.flush));
    m_flushEvery->setText(c.flush == FlushPolicy::Every ? sizeText(c.flushEveryBytes) : QString());
    setComboData(m_read, toString(c.read));
    m_interval->setText(Units::formatDurationNs(c.intervalNs));
    m_stall->setText(Units::formatDurationNs(c.stallNs));
    QStringList rates;
    for (double r : c.ratesBytesPerSec)
        rates.append(rateText(r));
    m_rate->setText(rates.join(QLatin1Char(',')));
    m_buffer->setText(sizeText(c.bufferBytes));
    m_duration->setText(durationText(c.durationNs));
    m_confirm->setChecked(c.confirmCapNs > 0);
    if (c.confirmCapNs > 0) {
        int index = m_confirmCap->findData(QVariant(qint64(c.confirmCapNs)));
        if (index < 0) { // a cap of its own (the command line's, a saved report's)
            m_confirmCap->addItem(Units::formatDurationNs(c.confirmCapNs), QVariant(qint64(c.confirmCapNs)));
            index = m_confirmCap->count() - 1;
        }
        m_confirmCap->setCurrentIndex(index);
    }
    updateFlushEditor();
    updateConfirmEditor(c);
    m_updating = false;
    revalidate();
}

RunConfig ConfigForm::config() const
{
    RunConfig c = m_last;
    c.preset = m_preset->currentData().toString();
    c.targetDirs.clear();
    for (int i = 0; i < m_targets->topLevelItemCount(); ++i)
        c.targetDirs.append(m_targets->topLevelItem(i)->text(DirColumn).trimmed());

    QList<int> counts;
    bool countsOk = true;
    for (const QString& part : m_streams->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int n = part.trimmed().toInt(&ok);
        countsOk = countsOk && ok;
        counts.append(n);
    }
    if (countsOk)
        c.streamCounts = counts;

    auto size = [](const QLineEdit* edit, int64_t& out) {
        if (edit->text().trimmed().isEmpty()) {
            out = 0;
        } else if (const auto v = Units::parseSize(edit->text())) {
            out = *v;
        }
    };
    size(m_size, c.sizePerStream);
    size(m_total, c.totalSize);
    if (const auto v = Units::parseSize(m_block->currentText()))
        c.blockSize = *v;
    c.schedule = scheduleFromString(m_schedule->currentData().toString()).value_or(c.schedule);
    c.mode = ioModeFromString(m_mode->currentData().toString()).value_or(c.mode);
    c.prepare = prepareFromString(m_prepare->currentData().toString()).value_or(c.prepare);
    c.read = readOrderFromString(m_read->currentData().toString()).value_or(c.read);
    const QString flush = m_flush->currentData().toString();
    if (flush == QLatin1String("every")) {
        c.flush = FlushPolicy::Every;
        if (m_flushEvery->text().trimmed().isEmpty())
            c.flushEveryBytes = 0;
        else if (const auto v = Units::parseSize(m_flushEvery->text()))
            c.flushEveryBytes = *v;
    } else {
        c.flush = flush == QLatin1String("none") ? FlushPolicy::None : FlushPolicy::End;
        c.flushEveryBytes = 0;
    }
    auto duration = [](const QLineEdit* edit, int64_t& out) {
        if (edit->text().trimmed().isEmpty()) {
            out = 0;
        } else if (const auto v = Units::parseDurationNs(edit->text())) {
            out = *v;
        }
    };
    duration(m_interval, c.intervalNs);
    duration(m_stall, c.stallNs);
    duration(m_duration, c.durationNs);
    QList<double> rates;
    bool ratesOk = true;
    for (const QString& part : m_rate->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto r = Units::parseRate(part);
        ratesOk = ratesOk && r.has_value();
        rates.append(r.value_or(0));
    }
    if (ratesOk)
        c.ratesBytesPerSec = rates;
    size(m_buffer, c.bufferBytes);
    // Only a real-time run by duration can run on past it (the checkbox is disabled otherwise).
    c.confirmCapNs
        = m_confirm->isChecked() && c.isRealTime() && c.durationNs > 0 ? m_confirmCap->currentData().toLongLong() : 0;
    Presets::markModified(c);
    return c;
}

QString ConfigForm::errorText(const QString& field) const
{
    const auto it = m_fields.constFind(field);
    if (it == m_fields.constEnd() || !it->error)
        return {};
    // Also while its line waits for the focus to leave the field (placeErrorLines()); without
    // the break opportunities the line has after each '/'.
    return it->error->text().remove(QChar(0x200B));
}

QWidget* ConfigForm::fieldWidget(const QString& field) const
{
    return m_fields.value(field).editor;
}

void ConfigForm::updatePresetName()
{
    const RunConfig c = config();
    const QList<Preset> presets = Presets::all();
    for (const Preset& p : presets) {
        const int index = m_preset->findData(p.name);
        const bool modified = p.name == c.preset && c.presetModified;
        m_preset->setItemText(
            index, modified ? tr("%1 \u2014 %2").arg(p.title, c.presetLabel()) : tr("%1 (%2)").arg(p.title, p.name));
    }
}

// Room for the longest description at the current width, so that choosing another preset
// or the custom one never moves the fields under it.
void ConfigForm::fitPresetDescription()
{
    const int width = m_presetDescription->contentsRect().width();
    if (width <= 0)
        return;
    QStringList texts { tr("Your own workload.") };
    for (const Preset& p : Presets::all())
        texts.append(p.description);
    const QFontMetrics metrics(m_presetDescription->font());
    int height = 0;
    for (const QString& text : std::as_const(texts))
        height = std::max(height, metrics.boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, text).height());
    const QMargins margins = m_presetDescription->contentsMargins();
    m_presetDescription->setFixedHeight(height + margins.top() + margins.bottom());
}

void ConfigForm::applyPreset(int index)
{
    const QString name = m_preset->itemData(index).toString();
    const auto preset = Presets::find(name);
    if (preset) {
        RunConfig c = preset->config;
        c.targetDirs = config().targetDirs;
        setConfig(c);
    } else {
        revalidate();
    }
    Q_EMIT changed();
}

// Any edit by the user turns a preset into a custom configuration.
void ConfigForm::userEdited()
{
    if (m_updating)
        return;
    // The preset stays chosen (its description too, so nothing moves under the mouse); its
    // name says "modified" as the chart's title and the history do.
    updatePresetName();
    Q_EMIT changed();
}

void ConfigForm::updateFlushEditor()
{
    const bool every = m_flush->currentData().toString() == QLatin1String("every");
    m_flushEvery->setEnabled(every);
    m_flushEvery->setVisible(every);
}

void ConfigForm::updateConfirmEditor(const RunConfig& c)
{
    const bool possible = c.isRealTime() && c.durationNs > 0;
    m_confirm->setEnabled(possible);
    m_confirmCap->setEnabled(possible && m_confirm->isChecked());
    m_confirm->setToolTip(possible
            ? tr("Buffered writes fill the page cache first: a short run may look sustained and lose data only "
                 "when dirty memory reaches the kernel's ceiling, minutes or hours later. Go on past the Duration "
                 "until a buffer overflows (the projected loss confirmed) or the run settles into a steady state "
                 "(refuted), at most for the time chosen.")
            : tr("Needs a Rate per stream and a Duration: only a real-time run by time can run on past its "
                 "Duration."));
}

bool ConfigForm::runsTogether() const
{
    return m_together->isChecked();
}

void ConfigForm::setRunsTogether(bool together)
{
    m_together->setChecked(together);
}

// The row says "checking" until the prober answers (showProbe()).
void ConfigForm::updateTargetRow(QTreeWidgetItem* item)
{
    const bool wasUpdating = m_updating;
    m_updating = true;
    item->setText(FsColumn, QString());
    item->setText(FreeColumn, QString());
    item->setData(DirColumn, kDetailsRole, tr("%1: checking\u2026").arg(item->text(DirColumn).trimmed()));
    m_updating = wasUpdating;
    updateTargetDetails();
}

void ConfigForm::probeTargets()
{
    QStringList dirs;
    for (int i = 0; i < m_targets->topLevelItemCount(); ++i)
        dirs.append(m_targets->topLevelItem(i)->text(DirColumn).trimmed());
    m_prober->probe(dirs);
}

void ConfigForm::showProbe(const QHash<QString, TargetProber::Info>& results)
{
    for (auto it = results.cbegin(); it != results.cend(); ++it)
        m_probed.insert(it.key(), it.value());
    const bool wasUpdating = m_updating;
    m_updating = true;
    for (int i = 0; i < m_targets->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_targets->topLevelItem(i);
        const QString dir = item->text(DirColumn).trimmed();
        const auto it = results.constFind(dir);
        if (it == results.constEnd())
            continue; // edited meanwhile; its own probe follows
        // A host that could not be asked does not stop a run: the run reports its own errors.
        if (!it->error.isEmpty()) {
            item->setText(FsColumn, tr("not probed"));
            item->setData(DirColumn, kDetailsRole, tr("%1: not probed (%2)").arg(dir, it->error));
            item->setToolTip(DirColumn, PlainText::tip(it->error));
            continue;
        }
        // Why it cannot be used is the list's error line (revalidate(), probedProblems()); said
        // here as well, a regular file got two messages.
        if (!it->isDir) {
            item->setData(DirColumn, kDetailsRole, tr("%1: cannot be used").arg(dir));
            continue;
        }
        const SysProbe::Environment& env = it->environment;
        item->setText(FsColumn, env.fsType);
        const QString free = it->freeBytes >= 0 ? Units::formatSize(it->freeBytes) : tr("unknown");
        item->setText(FreeColumn, free);
        const QString device
            = env.device.present ? tr("device %1").arg(env.device.describe()) : env.device.absentReason;
        QString details = tr("%1: %2 from %3; %4; %5 free").arg(dir, env.fsType, env.mountSource, device, free);
        if (it->remote)
            details += QLatin1String("; ") + tr("probed on %1 over ssh").arg(it->host);
        // A problem is not repeated here: the list's error line says it (probedProblems()).
        item->setData(DirColumn, kDetailsRole, details);
        for (int column : { DirColumn, FsColumn, FreeColumn })
            item->setToolTip(
                column, PlainText::tip(details + QLatin1Char('\n') + tr("mount options: %1").arg(env.mountOptions)));
    }
    m_updating = wasUpdating;
    updateTargetDetails();
    revalidate(); // what was found may keep the run from starting
}

void ConfigForm::updateTargetDetails()
{
    QStringList lines;
    for (int i = 0; i < m_targets->topLevelItemCount(); ++i)
        lines.append(m_targets->topLevelItem(i)->data(DirColumn, kDetailsRole).toString());
    m_targetDetails->setText(
        lines.isEmpty() ? tr("No directory yet: add the one to test.") : lines.join(QLatin1Char('\n')));
}

void ConfigForm::addTargetDir(const QString& dir)
{
    if (dir.isEmpty())
        return;
    for (int i = 0; i < m_targets->topLevelItemCount(); ++i) {
        if (m_targets->topLevelItem(i)->text(DirColumn) == dir)
            return;
    }
    m_updating = true;
    auto* item = new QTreeWidgetItem(m_targets, { QDir::cleanPath(dir) });
    item->setFlags(item->flags() | Qt::ItemIsEditable);
    updateTargetRow(item);
    probeTargets();
    m_updating = false;
    revalidate();
}

void ConfigForm::chooseTargetDir()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Directory to test"),
        m_targets->topLevelItemCount() > 0 ? m_targets->topLevelItem(0)->text(DirColumn) : QDir::homePath());
    addTargetDir(dir);
}

void ConfigForm::chooseRemoteTarget()
{
    auto* dialog = new RemoteTargetDialog(QSettings().value(AppSettings::kRemoteLastHost).toString(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const QString target = dialog->target();
        if (const std::optional<Remote::Target> remote = Remote::parse(target))
            QSettings().setValue(AppSettings::kRemoteLastHost, remote->host);
        addTargetDir(target);
    });
    dialog->open();
}

void ConfigForm::removeSelectedTargets()
{
    qDeleteAll(m_targets->selectedItems());
    updateTargetDetails();
    revalidate();
}
