// The real-time write phase: streams arriving at fixed rates into bounded buffers, overruns
// counted where the writer falls behind.

#include "EnginePass.h"
#include "Residency.h"
#include "Trust.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <functional>
#include <memory>

// The recorder model: data arrives for each stream at its rate on the steady clock into a
// buffer of config.bufferBytes; the writer drains whole blocks. Whatever would not fit in the
// buffer is lost (an overrun) and never written late, like a real capture card's ring buffer.
bool Engine::realTimeWritePhase(Pass& pass)
{
    const RunConfig& config = *pass.config;
    const int64_t block = pass.block;
    const int64_t capacity = config.bufferBytes;
    for (auto& s : pass.states) {
        s->totalBytes = config.durationNs > 0
            ? int64_t(s->rate * double(config.longestDurationNs()) / 1e9) / block * block
            : pass.sizePerStream;
        s->lost = 0;
        s->overruns = 0;
        s->worstFill = 0;
        s->overflowing = false;
        s->overrunEvents.clear();
        s->lastOverrunStored = false;
        // The sampler's view of the buffer (StreamCounters): its arrival clock starts now.
        s->counters->lostBytes.store(0, std::memory_order_relaxed);
        s->counters->arrivalEndBytes.store(s->totalBytes, std::memory_order_relaxed);
    }
    // Each stream keeps its share of the report's events, so threads never share a list.
    const qsizetype storedPerStream = std::max<qsizetype>(1, RunReport::kMaxStoredOverruns / pass.streams);
    PhaseResult result;
    beginPhase(pass, PhaseKind::Write, result);
    status(EngineTr::tr("recording %n stream(s) in real time…", nullptr, pass.streams));
    const int64_t start = pass.phaseStartNs;
    {
        QList<double> rates;
        for (const auto& s : pass.states)
            rates.append(s->rate);
        DirtyOutlook::Params params;
        params.calibratedBps = m_deviceCalibratedBps;
        params.holdS = m_writebackHoldS;
        params.expireS = m_dirtyExpireS;

        // The run's own data in the page cache, from its files' pages (or, without cachestat,
        // their unplaced bytes): the device's counters also carry other writers. Only against
        // the live kernel: a scripted one's device never wrote these files.
        RunDataSource runCached;
        if (!m_options.kernelSource) {
            QList<int> fds;
            for (const auto& s : pass.states)
                fds.append(s->fd);
            auto pending = std::make_shared<Residency::PendingWrites>(fds, m_delaysAllocation);
            runCached.measure = pending->method() == Residency::PendingWrites::Method::Delalloc
                ? RunDataMeasure::Delalloc
                : RunDataMeasure::PageCache;
            runCached.bytes = [pending] { return pending->bytes(); };
        }
        // The ext4lazyinit thread seen as the target was probed: looked for again at most once a
        // second, at the ticks, as the same thread also prefetches bitmaps briefly after a mount.
        std::function<bool()> zeroing;
        if (m_ext4Zeroing) {
            zeroing = [running = true, lastNs = int64_t(0)]() mutable {
                const int64_t now = monotonicNs();
                if (running && now - lastNs >= 1'000'000'000) {
                    lastNs = now;
                    running = Trust::ext4LazyInitThreadRunning();
                }
                return running;
            };
        }
        m_sampler->beginOutlook(rates, capacity, params, std::move(runCached), std::move(zeroing), block);
    }

    // --confirm: past the duration, the phase ends as soon as its outcome is decided: an
    // overrun confirms a projected loss, steady state (the sampler's outlook) refutes it. Each
    // stream then stops taking in data and writes what its buffer holds.
    enum Decision { Undecided, Confirmed, Refuted };
    const bool confirming = config.durationNs > 0 && config.confirmCapNs > config.durationNs;
    const int64_t decideFrom = start + config.durationNs;
    std::atomic<bool> overrunSeen { false };
    std::atomic<int> decision { Undecided };
    auto decided = [&](int64_t now) {
        if (!confirming || now < decideFrom)
            return false;
        int d = decision.load(std::memory_order_relaxed);
        if (d == Undecided) {
            const int seen = overrunSeen.load(std::memory_order_relaxed) ? Confirmed
                : m_sampler->outlookSteady()                             ? Refuted
                                                                         : Undecided;
            if (seen != Undecided && !decision.compare_exchange_strong(d, seen))
                return true; // another stream decided first
            d = seen;
        }
        return d != Undecided;
    };

    auto writeBlock = [this, &pass](StreamState& s, int64_t offset) { return writeFullBlock(pass, s, offset); };

    // Brings a stream's buffer up to `now`; returns its fill in bytes. `inFlight` is a block
    // whose write has just returned: until then it still occupied the buffer, so it counts
    // for the overflow check and the peak fill.
    auto account = [&](StreamState& s, int64_t now, int64_t inFlight = 0) {
        if (decided(now) && s.totalBytes > s.phaseBytes + s.lost) {
            // What arrived until now, in whole blocks, is the stream's last data.
            const int64_t arrivedNow = int64_t(s.rate * double(now - start) / 1e9) / block * block;
            s.totalBytes = std::min(s.totalBytes, std::max(arrivedNow, s.phaseBytes + s.lost));
            s.counters->arrivalEndBytes.store(s.totalBytes, std::memory_order_relaxed);
        }
        const int64_t arrived = std::min(s.totalBytes, int64_t(s.rate * double(now - start) / 1e9));
        int64_t fill = arrived - s.phaseBytes - s.lost + inFlight;
        if (fill > capacity) {
            // Data is dropped in whole blocks, like packets of a capture buffer; this also keeps
            // what remains a whole number of blocks, so the last block is always written.
            const int64_t dropped = (fill - capacity + block - 1) / block * block;
            // The buffer overflowed when what arrived first passed what had been written (the
            // block in flight not yet), dropped and what the buffer holds: on the arrival
            // clock, also when the writer only notices now, after a write that blocked.
            const int64_t overflowAt
                = start + int64_t(double(s.phaseBytes - inFlight + s.lost + capacity) / s.rate * 1e9);
            s.lost += dropped;
            s.counters->lostBytes.store(s.lost, std::memory_order_relaxed);
            fill -= dropped;
            if (!s.overflowing) {
                overrunSeen.store(true, std::memory_order_relaxed);
                s.overruns += 1;
                s.overflowing = true;
                OverrunEvent event;
                event.pass = int16_t(pass.index);
                event.target = int16_t(pass.target);
                event.stream = s.index;
                event.timeS = double(std::clamp(overflowAt, start, now) - m_runStartNs) / 1e9;
                event.bytesLost = dropped;
                m_sampler->addOverrun(event);
                s.lastOverrunStored = s.overrunEvents.size() < storedPerStream;
                if (s.lastOverrunStored)
                    s.overrunEvents.append(event);
            } else if (s.lastOverrunStored) {
                s.overrunEvents.last().bytesLost += dropped;
            }
        } else if (fill < capacity) {
            s.overflowing = false;
        }
        if (arrived == s.totalBytes && fill > 0 && fill < block) {
            // Cannot happen while drops are whole blocks; never spin on a partial block.
            s.lost += fill;
            s.counters->lostBytes.store(s.lost, std::memory_order_relaxed);
            fill = 0;
        }
        s.worstFill = std::max(s.worstFill, s.overflowing ? 100.0 : 100.0 * double(fill) / double(capacity));
        fill -= inFlight;
        s.counters->bufferedBytes.store(fill, std::memory_order_relaxed);
        return fill;
    };
    auto finished = [this](const StreamState& s) {
        return s.phaseBytes + s.lost >= s.totalBytes || m_endRecording.load(std::memory_order_relaxed);
    };
    // When the next whole block of this stream will have arrived.
    auto nextBlockAt = [&](const StreamState& s) {
        const int64_t needed = std::min(s.totalBytes, s.phaseBytes + s.lost + block);
        return start + int64_t(double(needed) / s.rate * 1e9);
    };
    auto sleepUntil = [this](int64_t deadline) {
        // Short naps so that cancel is still honoured within one tick.
        while (!stopping() && !m_endRecording.load(std::memory_order_relaxed)) {
            const int64_t left = deadline - monotonicNs();
            if (left <= 0)
                return;
            std::this_thread::sleep_for(std::chrono::nanoseconds(std::min<int64_t>(left, 20'000'000)));
        }
    };
    auto writeIfReady = [&](StreamState& s) {
        if (finished(s) || account(s, monotonicNs()) < block)
            return false;
        int64_t t0 = monotonicNs();
        const int64_t offset = s.phaseBytes;
        if (!timedOp(pass, s, t0, block, [&] { return writeBlock(s, offset); }))
            return false;
        account(s, monotonicNs(), block);
        // A sync is part of recording: the stream's data keeps arriving while it runs.
        return !flushDue(config, s.phaseBytes) || timedSync(pass, s);
    };

    if (config.schedule == Schedule::Threads && pass.streams > 1) {
        std::vector<std::thread> threads;
        const int error = startThreads(threads, pass.streams, [&](int i) {
            StreamState* s = pass.states[size_t(i)].get();
            s->publishThread();
            while (!stopping() && !finished(*s)) {
                if (!writeIfReady(*s))
                    sleepUntil(nextBlockAt(*s));
            }
        });
        if (error)
            threadsRefused(pass.streams, int(threads.size()), error);
        for (auto& t : threads)
            t.join();
        for (auto& s : pass.states)
            s->publishThread();
    } else {
        while (!stopping()) {
            bool wrote = false;
            bool allDone = true;
            int64_t earliest = INT64_MAX;
            for (auto& sp : pass.states) {
                if (stopping())
                    break;
                wrote = writeIfReady(*sp) || wrote;
                if (!finished(*sp)) {
                    allDone = false;
                    earliest = std::min(earliest, nextBlockAt(*sp));
                }
            }
            if (allDone)
                break;
            if (!wrote)
                sleepUntil(earliest);
        }
    }

    for (auto& s : pass.states) {
        s->fileBytes = s->phaseBytes;
        s->counters->bufferedBytes.store(0, std::memory_order_relaxed);
        s->counters->arrivalEndBytes.store(0, std::memory_order_relaxed);
    }
    result.outlook = m_sampler->endOutlook();
    if (confirming && !stopping()) {
        static const char* const outcomes[] = { "cap", "confirmed", "refuted" };
        result.confirmOutcome = QLatin1String(outcomes[decision.load()]);
    }
    return endPhase(pass, result, config.flush == FlushPolicy::End);
}
