// The write phase (and the create phase of prepare=existing): every stream written block by
// block, round-robin from this thread or one thread per stream, synced as the flush policy says.

#include "EnginePass.h"

#include <latch>

bool Engine::writePhase(Pass& pass, PhaseKind kind)
{
    const RunConfig& config = *pass.config;
    PhaseResult result;
    const int64_t blocks = pass.sizePerStream / pass.block;
    // Decided once: the per-op test reads only these locals, not the run's configuration.
    const bool syncsEvery
        = kind == PhaseKind::Write && config.flush == FlushPolicy::Every && config.flushEveryBytes > 0;
    const int64_t syncEveryBytes = config.flushEveryBytes;
    const int64_t blockBytes = pass.block;
    auto syncDueAfter = [syncsEvery, syncEveryBytes, blockBytes](
                            int64_t block) { return syncsEvery && (block + 1) * blockBytes % syncEveryBytes == 0; };
    beginPhase(pass, kind, result);
    if (kind == PhaseKind::Write)
        status(EngineTr::tr("writing %n stream(s)…", nullptr, pass.streams));

    auto writeBlock = [this, &pass](StreamState& s, int64_t offset) { return writeFullBlock(pass, s, offset); };

    auto oneStream = [&](StreamState& s) {
        int64_t t0 = monotonicNs();
        for (int64_t b = 0; b < blocks && !stopping(); ++b) {
            const int64_t offset = b * pass.block;
            if (!timedOp(pass, s, t0, pass.block, [&] { return writeBlock(s, offset); }))
                return;
            if (syncDueAfter(b)) {
                if (!timedSync(pass, s))
                    return;
                t0 = monotonicNs();
            }
        }
    };

    if (kind == PhaseKind::Create) {
        // Sequential creation: each file complete before the next, so the files are laid out
        // one after another the way seed 002 prepared them.
        for (auto& s : pass.states) {
            if (stopping())
                break;
            oneStream(*s);
        }
    } else if (config.schedule == Schedule::Threads && pass.streams > 1) {
        std::latch ready(pass.streams + 1);
        std::vector<std::thread> threads;
        const int error = startThreads(threads, pass.streams, [&ready, &oneStream, &pass](int i) {
            pass.states[size_t(i)]->publishThread();
            ready.arrive_and_wait();
            oneStream(*pass.states[size_t(i)]);
        });
        if (error) {
            threadsRefused(pass.streams, int(threads.size()), error);
            // The threads that did start wait for the ones that never will; the run is stopping.
            ready.count_down(pass.streams - std::ptrdiff_t(threads.size()));
        }
        ready.arrive_and_wait();
        for (auto& t : threads)
            t.join();
        for (auto& s : pass.states)
            s->publishThread();
    } else {
        int64_t t0 = monotonicNs();
        for (int64_t b = 0; b < blocks && !stopping(); ++b) {
            const int64_t offset = b * pass.block;
            for (auto& sp : pass.states) {
                StreamState& s = *sp;
                if (!timedOp(pass, s, t0, pass.block, [&] { return writeBlock(s, offset); }) || stopping())
                    break;
                if (syncDueAfter(b)) {
                    if (!timedSync(pass, s))
                        break;
                    t0 = monotonicNs();
                }
            }
        }
    }

    for (auto& s : pass.states)
        s->fileBytes = std::max(s->fileBytes, s->phaseBytes);
    return endPhase(pass, result, kind == PhaseKind::Create || config.flush == FlushPolicy::End);
}
