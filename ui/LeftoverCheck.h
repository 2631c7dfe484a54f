#pragma once

#include "BackgroundJobs.h"

#include <QObject>
#include <QStringList>

// Finds (and on request removes) what StreamScope runs that did not finish left in the target
// directories, in a pool thread: listing and deleting in a directory on a hung mount blocks.
class LeftoverCheck : public QObject {
    Q_OBJECT
public:
    explicit LeftoverCheck(QObject* parent = nullptr);

    void check(const QStringList& targets);
    void clean(const QStringList& targets);

Q_SIGNALS:
    // Sentences naming each leftover, and the targets that hold them; empty when none.
    void found(const QStringList& notes, const QStringList& targets);
    // What was removed and what could not be (sentences).
    void cleaned(const QStringList& done, const QStringList& problems);

private:
    BackgroundJobs m_checks { this };
    BackgroundJobs m_cleans { this };
};
