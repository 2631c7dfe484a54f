#pragma once

#include "Engine.h"
#include "RunConfig.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <atomic>
#include <functional>
#include <optional>

// "How many streams can this disk record at once?" Runs the real-time workload with 1, 2, 4,
// 8... streams until the first one loses data (an overrun), then bisects between the last
// count that held and the first that did not.
struct CapacityStep {
    int streams = 0;
    bool sustained = false;
    double worstBufferFillPct = 0;
    int64_t overruns = 0;
    int64_t bytesLost = 0;
    double achievedMiBs = 0; // all streams together
    QString error; // a run that failed for another reason (I/O error, cancel)
};

struct CapacityResult {
    int sustainedStreams = 0; // the answer; 0 when even one stream overran
    int firstFailingStreams = 0; // 0 when the search never saw a failure
    QList<CapacityStep> steps; // in the order they ran
    QString limitedBy; // set when free space or the 1024-stream limit ended the search early
    QString error; // set when a run failed or was cancelled
    QString sentence; // the answer in one sentence
};

class CapacitySearch {
public:
    // `observer` (optional, not owned) sees every step's run as if it were a run of its own.
    CapacitySearch(IoBackend& backend, EngineOptions options = {}, RunObserver* observer = nullptr);

    // `base` must be a valid real-time configuration; its stream counts are ignored.
    // onStepStarting is called with the stream count before each step's run, onStep with
    // the judged step after it. One search per object.
    CapacityResult run(const RunConfig& base, const std::function<void(const CapacityStep&)>& onStep = {},
        const std::function<void(int streams)>& onStepStarting = {});
    // Thread-safe; also before run(), which then returns at once.
    void cancel();

    // Why a search with `base` cannot measure anything, before a byte is written: the rule of
    // RunConfig::overrunImpossible() at the search's rate (its first) and buffer, the same for
    // every count it would try. nullopt when the search may start.
    static std::optional<ConfigError> refusal(const RunConfig& base);

    // The most steps a search can take in all, knowing the steps done so far: doubling up to
    // Limits::kMaxStreams, then bisecting between the last count that held and the first that
    // did not. An upper bound: the search often ends sooner.
    static int stepBound(const QList<CapacityStep>& done);
    // About how long the rest of a search takes at most: the steps still possible after
    // `stepsDone` finished ones and the one running (`stepFraction` done), at the mean time a
    // step took so far (`elapsedMs` since the search began). -1 while nothing is known.
    static qint64 remainingMsBound(int stepsDone, int stepBound, double stepFraction, qint64 elapsedMs);

    // Judges one finished real-time pass.
    static CapacityStep judge(const RunReport& report, int streams);
    static QString sentence(const RunConfig& base, const CapacityResult& result);

private:
    IoBackend& m_backend;
    EngineOptions m_options;
    RunObserver* m_observer = nullptr;
    std::atomic<bool> m_cancel { false };
    std::atomic<Engine*> m_engine { nullptr };
};

// The verdict line of a real-time pass: "5 streams × 1.00 MiB/s: sustained, worst buffer 37 %"
// or "5 streams × 1.00 MiB/s: 3 overruns, 12.5 MiB lost".
QString realTimeVerdict(const RunConfig& config, const PassResult& pass);

Q_DECLARE_METATYPE(CapacityStep)
Q_DECLARE_METATYPE(CapacityResult)
