#include "LeftoverCheck.h"

#include "RunDirectory.h"

LeftoverCheck::LeftoverCheck(QObject* parent)
    : QObject(parent)
{ }

void LeftoverCheck::check(const QStringList& targets)
{
    m_checks.start(
        [targets] {
            std::pair<QStringList, QStringList> notesAndTargets;
            for (const QString& dir : targets) {
                const QStringList notes = RunDirectory::leftoverNotes(dir);
                if (!notes.isEmpty()) {
                    notesAndTargets.first << notes;
                    notesAndTargets.second << dir;
                }
            }
            return notesAndTargets;
        },
        [this](
            quint64, const std::pair<QStringList, QStringList>& result) { Q_EMIT found(result.first, result.second); });
}

void LeftoverCheck::clean(const QStringList& targets)
{
    m_cleans.start(
        [targets] {
            std::pair<QStringList, QStringList> doneAndProblems;
            for (const QString& dir : targets) {
                const RunDirectory::CleanResult cleaned = RunDirectory::cleanLeftovers(dir);
                doneAndProblems.first << cleaned.done;
                doneAndProblems.second << cleaned.problems;
            }
            return doneAndProblems;
        },
        [this](quint64, const std::pair<QStringList, QStringList>& result) {
            Q_EMIT cleaned(result.first, result.second);
        });
}
