#pragma once

#include "RunReport.h"

#include <QString>
#include <QStringList>

// A run's results as text to paste into a mail, a forum post or an issue: the seeds' table
// (one row per target, write and read for each stream count; write is the effective rate)
// under a heading with the run's name, preset and date, then the verdict of each pass in the
// CLI's words, then the trust flags (Trust::runLines), then the note. Rates in the chosen unit
// (Units::shownRate()).
namespace ShareText {
// "sdb after firmware update · vdr · 2026-03-01 10:00"
QString heading(const RunReport& report);
// One sentence per target and pass, the verdict the CLI prints (Verdict::passSentence): "ext4,
// 2 streams: ongoing 13.00 MiB/s, effective 5.50 MiB/s, flush tail 1.20 s.", a real-time pass's
// buffer verdict, or what a stop left.
QStringList verdicts(const RunReport& report);
// Aligned columns, as the CLI prints them.
QString plainText(const RunReport& report);
// A Markdown table and a list of the verdicts.
QString markdown(const RunReport& report);
} // namespace ShareText
