#pragma once

#include "Engine.h"
#include "RunConfig.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <algorithm>
#include <atomic>
#include <functional>
#include <optional>

class CapacityWatch;

// "How many streams can this disk record at once?" In buffered mode on a block device the search
// first asks the device what it takes (DeviceRate, O_DIRECT: the kernel's default settings write
// nothing back for 30 s, so no short buffered step can tell), then measures the count that
// should hold with room to spare (arrivals at most 1 / (1 + kGuard) of the device's rate) until
// the run's outlook (DirtyOutlook, the same model as a single run's verdict) finds it steady, and
// the first count that cannot (above 1 + the outlook's margin), which it projects to lose data.
// A step that contradicts the calibration moves the search by the rate the step measured.
// Without a calibration (tmpfs, O_DIRECT and the sync modes) it runs 1, 2, 4, 8... streams
// until the first one loses data, then bisects, each step decided by CapacityWatch. A step ends
// as soon as its verdict is known; its cap is the configured duration, and for buffered steps
// at least what the kernel's hold of dirty data needs (2 x hold + 20 s).
struct CapacityStep {
    // How the step was judged.
    enum class Verdict {
        Sustained, // no overrun in the whole duration, but no steady state either: "so far"
        Steady, // measured in steady state: nothing accumulated, it holds at the device's rate
        Overran, // a buffer overflowed (measured)
        ProjectedOverrun, // the writer fell behind and the fullest buffer rose steadily: it will overflow
    };
    int streams = 0;
    bool sustained = false; // Sustained or Steady, and the run did not fail
    double worstBufferFillPct = 0;
    int64_t overruns = 0;
    int64_t bytesLost = 0;
    double achievedMiBs = 0; // all streams together
    QString error; // a run that failed for another reason (I/O error, cancel)
    // After the fields above, so that their brace initialisation keeps its order.
    Verdict verdict = Verdict::Sustained;
    double decidedAfterS = 0; // how long the step recorded
    double deviceMiBs = -1; // the device's write rate when decided (or over the step); -1: unknown
    double projectedOverrunS = -1; // ProjectedOverrun: seconds from the step's start to the first overflow
    double projectedOverrunLowS = -1; // its range (the fill slope's 2-sigma bounds)
    double projectedOverrunHighS = -1;
    // Buffered steps, judged by the run's outlook (DirtyOutlook): what the device rate rests on,
    // the calibration it started from (-1: none), and, for a step that could not tell yet, the
    // run time from its start at which an answer was expected (-1: none).
    DeviceBasis deviceBasis = DeviceBasis::Unknown;
    double calibratedMiBs = -1;
    double runAtLeastS = -1;
    // SysProbe::UnreadInput bits its outlook could not read: it held, and nothing more is known.
    uint8_t unreadInputs = 0;
    // How the outlook knew the run's own data (its files' pages, or the device's counters), and
    // another writer's share of the device when it was worth naming (MiB/s; -1: none seen).
    RunDataMeasure runData = RunDataMeasure::Device;
    double otherWriterMiBs = -1;
    bool ext4Zeroing = false; // a new ext4 zeroed its inode tables beside the step: never steady
};

struct CapacityResult {
    // What the answer rests on.
    enum class Basis {
        None, // nothing was measured
        SteadyState, // the answer's step reached steady state and the next count overran for real
        Projected, // the first failing count was judged from a projected overrun
        Duration, // the answer's step held for its whole duration without reaching steady state
    };
    int sustainedStreams = 0; // the answer; 0 when even one stream overran
    int firstFailingStreams = 0; // 0 when the search never saw a failure
    Basis basis = Basis::None;
    double sustainedDeviceMiBs = -1; // the device's write rate with sustainedStreams streams; -1: unknown
    QList<CapacityStep> steps; // in the order they ran
    QString limitedBy; // set when free space or the 1024-stream limit ended the search early
    QString error; // set when a run failed or was cancelled
    QString sentence; // the answer in one sentence
    // What the device takes, as the answer uses it: the calibration before the first step, or
    // the rate measured in a step that contradicted it; -1: unknown (then the search doubled
    // and bisected by what each step measured).
    double deviceTakesMiBs = -1;
    DeviceBasis deviceBasis = DeviceBasis::Unknown;
    // Counts between the answer and the first failing one that no step decided: their arrivals
    // are too close to the device's rate for a run of bounded length to tell (0, 0: none).
    int tooCloseFrom = 0;
    int tooCloseTo = 0;

    // Whether any step measured something: a search whose every count failed, or was not
    // tried for lack of space, has no answer, even when nothing "failed" (limitedBy).
    bool measuredAnything() const
    {
        return std::any_of(steps.cbegin(), steps.cend(), [](const CapacityStep& s) { return s.error.isEmpty(); });
    }
};

class CapacitySearch {
public:
    // Counts are measured with arrivals at most 1 / (1 + kGuard) of the device's rate: closer,
    // the device catches up too rarely to show steady state within a step's cap.
    static constexpr double kGuard = 0.20;

    // `observer` (optional, not owned) sees every step's run as if it were a run of its own.
    CapacitySearch(IoBackend& backend, EngineOptions options = {}, RunObserver* observer = nullptr);

    // `base` must be a valid real-time configuration; its stream counts are ignored.
    // onStepStarting is called with the stream count before each step's run, onStep with
    // the judged step after it. One search per object.
    CapacityResult run(const RunConfig& base, const std::function<void(const CapacityStep&)>& onStep = {},
        const std::function<void(int streams)>& onStepStarting = {});
    // Thread-safe; also before run(), which then returns at once.
    void cancel();
    // Confirming: a step ends early only at a real overrun, never on the watch's steady state
    // or projection; the others run their whole duration (and, with RunConfig::confirmCapNs
    // beyond it, on until the engine's own confirm logic ends them). For checking the early
    // verdicts; the CLI's --capacity --confirm.
    void setConfirming(bool confirming) { m_confirming = confirming; }

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

    // Judges one finished real-time pass (as Sustained or Overran; the watch refines it).
    static CapacityStep judge(const RunReport& report, int streams);
    // The step as the watch decided it while it ran; measuredOnly (confirming): only what was
    // measured counts, a steady state or a projection is not a verdict.
    static void applyWatch(CapacityStep& step, const CapacityWatch& watch, bool measuredOnly = false);
    // The counts a search guided by the device's rate tries first: the most streams of
    // `rateBps` a device taking `deviceBps` holds with the guard to spare (at least 1), and
    // the fewest it cannot take (above twice the outlook's margin).
    static int guardedCount(double deviceBps, double rateBps);
    static int fillingCount(double deviceBps, double rateBps);
    // What the answer of a finished search rests on, and the device's rate with that many streams.
    static void settleBasis(CapacityResult& result);
    static QString verdictName(CapacityStep::Verdict verdict); // "steady", ... for files
    static std::optional<CapacityStep::Verdict> verdictFromName(const QString& name);
    static QString basisName(CapacityResult::Basis basis);
    static std::optional<CapacityResult::Basis> basisFromName(const QString& name);
    static QString sentence(const RunConfig& base, const CapacityResult& result);

    // A buffered step as the run's outlook decided it: the state at the deciding tick and the
    // projection it made there (run times; lossAtHighS -1: unbounded), or, undecided, the
    // latest tick and when the outlook expected an answer.
    static void applyOutlook(CapacityStep& step, const RunReport& report, double writeStartS, int state,
        double decidedAtS, double deviceTakesMiBs, double lossAtS, double lossAtLowS, double lossAtHighS,
        double lastTickS, double runAtLeastS);

private:
    // What the target's device takes (DeviceRate, in a run directory of its own).
    DeviceRate::Measurement calibrate(int targetFd, const QString& dir);

    IoBackend& m_backend;
    EngineOptions m_options;
    RunObserver* m_observer = nullptr;
    bool m_confirming = false;
    std::atomic<bool> m_cancel { false };
    std::atomic<Engine*> m_engine { nullptr };
};

// The verdict line of a real-time pass: "5 streams × 1.00 MiB/s: sustained, worst buffer 37 %"
// or "5 streams × 1.00 MiB/s: 3 overruns, 12.5 MiB lost".
QString realTimeVerdict(const RunConfig& config, const PassResult& pass);

Q_DECLARE_METATYPE(CapacityStep)
Q_DECLARE_METATYPE(CapacityResult)
