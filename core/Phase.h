#pragma once

#include <QString>
#include <cstdint>

// The timed parts of one pass, in the order they happen. The flush tail is a phase of its own
// on the time axis; its time also counts into the effective rate of the write (or create)
// phase it ends.
enum class PhaseKind : uint8_t {
    Create, // prepare=existing: files written sequentially before the measured rewrite
    Write,
    Flush,
    Read,
};
constexpr int kPhaseKindCount = 4;

inline QString phaseName(PhaseKind kind)
{
    switch (kind) {
    case PhaseKind::Create:
        return QStringLiteral("create");
    case PhaseKind::Write:
        return QStringLiteral("write");
    case PhaseKind::Flush:
        return QStringLiteral("flush");
    case PhaseKind::Read:
        return QStringLiteral("read");
    }
    return {};
}

inline bool phaseFromName(const QString& name, PhaseKind& kind)
{
    for (int i = 0; i < kPhaseKindCount; ++i) {
        if (phaseName(PhaseKind(i)) == name) {
            kind = PhaseKind(i);
            return true;
        }
    }
    return false;
}
