// ConfigForm's checking as the user types: text the form cannot read, the configuration's own
// checks (RunConfig::validate()) in the window's words, remote targets ssh cannot reach, and
// each message shown next to its field.
#include "ConfigForm.h"
#include "FileIo.h"
#include "Preflight.h"
#include "Presets.h"
#include "RemoteCommand.h"
#include "StatusColors.h"
#include "Units.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSet>
#include <algorithm>

namespace {

// A message may name a long path: a break opportunity (U+200B) after each '/' lets the line
// wrap there, where it would otherwise widen the form past its panel.
QString breakablePaths(QString text)
{
    return text.replace(QLatin1Char('/'), QStringLiteral("/\u200B"));
}

} // namespace

QString ConfigForm::windowMessage(const ConfigError& e)
{
    using P = ConfigError::Problem;
    const QStringList& a = e.args;
    switch (e.problem) {
    case P::Other:
        // The cap is chosen from a list the form checks against the Duration.
        if (e.field == QLatin1String("confirm"))
            return tr("the time to run on for confirming is shorter than the Duration; choose a longer one");
        return e.message;
    case P::NoTarget:
        return tr("no folder to test yet; choose one with Add\u2026 under Target directories");
    case P::NoStreams:
        return tr("no stream count given; enter one or more under Streams, for example 1,2");
    case P::SizeAndTotal:
        return tr("both Size per stream (%1) and Total per pass (%2) are filled in; empty one of them")
            .arg(a.value(0), a.value(1));
    case P::NoSize:
        return tr("no data size given; fill in Total per pass (split across the streams) or Size per stream");
    case P::TooMuchData:
        return tr("%1 with %2 streams is more data than any filesystem holds (over %3); use a smaller size")
            .arg(a.value(0), a.value(1), a.value(2));
    case P::RateTooMuchForDuration:
        return tr("a Rate per stream of %1 for a Duration of %2 is more data than any filesystem holds (over %3 in a "
                  "pass); shorten the Duration or lower the Rate per stream")
            .arg(a.value(0), a.value(1), a.value(2));
    case P::DurationUnderOneBlock:
        return tr("at %1 per stream a stream gets %2 in %3, less than one block of %4, so nothing would be written; "
                  "lengthen the Duration or raise the Rate per stream")
            .arg(a.value(0), a.value(1), a.value(2), a.value(3));
    case P::BufferHoldsWholeRun:
        return tr("at %1 per stream a stream records %2 in %3, which its Buffer per stream of %4 holds even if the "
                  "disk writes nothing, so no overrun could show; make the Duration longer than %5 or the Buffer per "
                  "stream smaller")
            .arg(a.value(0), a.value(1), a.value(2), a.value(3), a.value(4));
    case P::RunTooLong:
        return tr("at %1 per stream writing %2 per stream would take longer than %3 years; raise the Rate per stream "
                  "or choose a smaller size")
            .arg(a.value(0), a.value(1), a.value(2));
    case P::DurationNeedsRate:
        return tr("a Duration (%1) needs a Rate per stream; fill in Rate per stream (for example 1M/s) or empty the "
                  "Duration")
            .arg(a.value(0));
    case P::BufferNeedsRate:
        return tr("a Buffer per stream (%1) needs a Rate per stream; fill in Rate per stream (for example 1M/s) or "
                  "empty the Buffer per stream")
            .arg(a.value(0));
    }
    return e.message;
}

void ConfigForm::revalidate()
{
    if (m_updating)
        return;
    QList<ConfigError> problems;
    auto parseError = [&problems](const QString& field, const QString& message) {
        problems.append({ field, message, ConfigError::Problem::Other, {} });
    };

    // Text the form cannot read at all; the configuration's own checks come after.
    for (const QString& part : m_streams->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        part.trimmed().toInt(&ok);
        if (!ok) {
            parseError(QStringLiteral("streams"),
                tr("\"%1\" is not a list of stream counts; use numbers separated by commas, e.g. 1,2,4")
                    .arg(m_streams->text()));
            break;
        }
    }
    const std::pair<QLineEdit*, QString> sizes[] = { { m_size, QStringLiteral("size") },
        { m_total, QStringLiteral("total") }, { m_buffer, QStringLiteral("buffer") } };
    for (const auto& [edit, field] : sizes) {
        const QString text = edit->text().trimmed();
        if (!text.isEmpty() && !Units::parseSize(text)) {
            parseError(
                field, tr("\"%1\" is not a size; use a number with an optional unit such as 4k, 64M or 1G").arg(text));
        }
    }
    if (!Units::parseSize(m_block->currentText())) {
        parseError(
            QStringLiteral("block"), tr("\"%1\" is not a size; use for example 4k or 1M").arg(m_block->currentText()));
    }
    if (m_flushEvery->isEnabled() && !m_flushEvery->text().trimmed().isEmpty()
        && !Units::parseSize(m_flushEvery->text())) {
        parseError(QStringLiteral("flush"), tr("\"%1\" is not a size; use for example 16M").arg(m_flushEvery->text()));
    }
    const std::pair<QLineEdit*, QString> durations[] = { { m_interval, QStringLiteral("interval") },
        { m_stall, QStringLiteral("stall") }, { m_duration, QStringLiteral("duration") } };
    for (const auto& [edit, field] : durations) {
        const QString text = edit->text().trimmed();
        if (text.isEmpty() && field != QLatin1String("duration")) {
            parseError(field, tr("give a duration such as 100ms or 2s"));
        } else if (!text.isEmpty() && !Units::parseDurationNs(text)) {
            parseError(field, tr("\"%1\" is not a duration; use for example 100ms, 2s or 1m").arg(text));
        }
    }
    for (const QString& part : m_rate->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!Units::parseRate(part)) {
            parseError(QStringLiteral("rate"),
                tr("\"%1\" is not a data rate; use for example 1M/s or 512k/s").arg(part.trimmed()));
            break;
        }
    }

    if (const QString margin = m_spaceMargin->text().trimmed(); !margin.isEmpty() && !Units::parseSize(margin)) {
        parseError(QStringLiteral("space-margin"),
            tr("\"%1\" is not a size; use for example 0, 256M or 2G, or leave it empty for the default").arg(margin));
    }

    const RunConfig c = config();
    updateConfirmEditor(c);
    QSet<QString> unreadable;
    for (const ConfigError& e : problems)
        unreadable.insert(e.field);
    // The configuration's own checks, except for fields whose text could not be read (they
    // hold an old value and would get a confusing second message).
    for (ConfigError e : c.validate()) {
        if (unreadable.contains(e.field))
            continue;
        e.message = windowMessage(e);
        problems.append(e);
    }
    problems += remoteProblems(c.targetDirs);
    problems += probedProblems(c);
    m_together->setVisible(remoteHosts(c.targetDirs) > 0 && c.targetDirs.size() > 1);
    for (const QString& dir : c.targetDirs) {
        // The precise reason ("it does not exist", "it is not a directory but a regular file"),
        // once: the list's details line leaves it to this line (showProbe()).
        if (QString reason; !dir.isEmpty() && !Remote::isRemote(dir) && !FileIo::checkFolder(dir, &reason))
            problems.append({ QStringLiteral("dir"), tr("%1: %2").arg(dir, reason), ConfigError::Problem::Other, {} });
    }
    m_problems = problems;

    // Show each message next to its field; anything without a field goes under the form.
    QHash<QString, QStringList> byField;
    QStringList other;
    for (const ConfigError& e : problems) {
        if (m_fields.contains(e.field) && m_fields.value(e.field).error)
            byField[e.field].append(e.message);
        else
            other.append(e.message);
    }
    for (auto it = m_fields.begin(); it != m_fields.end(); ++it) {
        if (!it->error)
            continue;
        const QStringList messages = byField.value(it.key());
        it->error->setText(breakablePaths(messages.join(QLatin1Char('\n'))));
        if (it->editor) {
            QPalette palette = it->editor->palette();
            palette.setColor(QPalette::Base,
                messages.isEmpty() ? QWidget::palette().color(QPalette::Base)
                                   : StatusColors::errorBase(QWidget::palette()));
            it->editor->setPalette(palette);
        }
    }
    placeErrorLines();
    m_otherErrors->setText(breakablePaths(other.join(QLatin1Char('\n'))));
    m_otherErrors->setVisible(!other.isEmpty());

    updatePresetName();
    if (const auto preset = Presets::find(c.preset))
        m_presetDescription->setText(preset->description);
    else
        m_presetDescription->setText(tr("Your own workload."));

    const bool valid = problems.isEmpty();
    Q_EMIT changed();
    if (valid != m_valid) {
        m_valid = valid;
        Q_EMIT validityChanged(valid);
    }
}

void ConfigForm::placeErrorLines()
{
    const QWidget* focus = QApplication::focusWidget();
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it) {
        if (!it->error)
            continue;
        const bool editing = focus && it->editor && (focus == it->editor || it->editor->isAncestorOf(focus));
        if (!editing)
            it->error->setVisible(!it->error->text().isEmpty());
    }
}

int64_t ConfigForm::spaceMarginBytes() const
{
    const std::optional<int64_t> bytes = Units::parseSize(m_spaceMargin->text().trimmed());
    return bytes ? *bytes : -1;
}

void ConfigForm::setSpaceMarginBytes(int64_t bytes)
{
    m_spaceMargin->setText(bytes >= 0 ? Units::formatSizeCompact(bytes) : QString());
}

void ConfigForm::setSpaceCheck(bool on)
{
    m_spaceCheck = on;
    revalidate();
}

QList<ConfigError> ConfigForm::probedProblems(const RunConfig& config) const
{
    QList<ConfigError> problems;
    auto add = [&problems](const QString& message) {
        problems.append({ QStringLiteral("dir"), message, ConfigError::Problem::Other, {} });
    };
    const int64_t needed = Preflight::peakBytesOnDisk(config);
    for (const QString& dir : config.targetDirs) {
        const auto it = m_probed.constFind(dir);
        // Not answered yet, or the host could not be asked: the run says what it finds.
        if (it == m_probed.constEnd() || !it->error.isEmpty())
            continue;
        // A local directory that is not there has its own line (revalidate()); one that is
        // but takes no run (read-only, /proc, a memory filesystem without a size), or a
        // remote one the host refuses, gets the run's own refusal here.
        if (!it->problem.isEmpty() && (it->isDir || it->remote)) {
            add(it->problem.contains(dir) ? it->problem : tr("%1: %2").arg(dir, it->problem));
            continue;
        }
        if (!m_spaceCheck || it->freeBytes < 0 || (spaceMarginBytes() < 0 && it->sizeBytes < 0))
            continue;
        const int64_t margin = Preflight::spaceMargin(spaceMarginBytes(), it->sizeBytes);
        int64_t wanted = 0;
        if (!__builtin_add_overflow(needed, margin, &wanted) && wanted <= it->freeBytes)
            continue;
        // In the window's words: the fields that make the run smaller, and this one.
        const QString smaller = config.durationNs > 0
            ? tr("make the Duration shorter or use fewer Streams, lower Keep free, or choose another directory")
            : tr("make Size per stream or Total per pass smaller, lower Keep free, or choose another directory");
        add(tr("Not enough free space in %1: the run needs %2 and keeps %3 free, but only %4 is available; %5.")
                .arg(dir, Units::formatSize(needed), Units::formatSize(margin), Units::formatSize(it->freeBytes),
                    smaller));
    }
    return problems;
}

// Each host must be one ssh takes as a host, not as an option. This machine's directories may
// go with remote targets: each then runs as a host of its own (MainWindow).
QList<ConfigError> ConfigForm::remoteProblems(const QStringList& dirs)
{
    QList<ConfigError> problems;
    for (const QString& dir : dirs) {
        if (const QString problem = Remote::targetProblem(dir); !problem.isEmpty())
            problems.append({ QStringLiteral("dir"),
                tr("%1 is not a remote target ssh can reach: %2").arg(dir, problem), ConfigError::Problem::Other, {} });
    }
    return problems;
}

int ConfigForm::remoteHosts(const QStringList& dirs)
{
    return int(
        std::count_if(dirs.cbegin(), dirs.cend(), [](const QString& d) { return Remote::parse(d).has_value(); }));
}
