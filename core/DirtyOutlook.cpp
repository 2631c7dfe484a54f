#include "DirtyOutlook.h"

#include "LineFit.h"

#include <algorithm>
#include <numeric>

namespace DirtyCeiling {

Ceiling of(const SysProbe::Snapshot& snapshot)
{
    Ceiling c;
    if (!snapshot.vm || snapshot.vm->dirtyThresholdBytes <= 0)
        return c;
    const double thresh = double(snapshot.vm->dirtyThresholdBytes);
    const double background = double(snapshot.vm->dirtyBackgroundThresholdBytes);
    c.globalBytes = (thresh + background) / 2;
    c.bytes = c.globalBytes;
    c.binding = Binding::Global;

    // The device's share of thresh: max_bytes where the kernel has it (6.2+, finer than the
    // percentage), else max_ratio. With max_ratio at 100 there is no limit of its own: the
    // kernel then shows the whole threshold (as it was when read) as max_bytes.
    const SysProbe::BdiLimits& bdi = snapshot.bdi;
    double share = -1;
    if (bdi.maxRatio >= 100)
        share = -1;
    else if (bdi.maxBytes > 0)
        share = std::min(1.0, double(bdi.maxBytes) / thresh);
    else if (bdi.maxRatio >= 0)
        share = double(bdi.maxRatio) / 100;
    if (share >= 0 && share < 1) {
        if (bdi.strictLimit == 1) {
            c.deviceBytes = share * c.globalBytes;
            if (c.deviceBytes < c.bytes) {
                c.bytes = c.deviceBytes;
                c.binding = Binding::Device;
            }
        } else {
            c.deviceLimitAboveGlobal = true;
        }
    }

    if (snapshot.cgroupMemoryMaxBytes > 0 && snapshot.mem) {
        const int64_t dirtyable
            = snapshot.mem->memAvailableBytes > 0 ? snapshot.mem->memAvailableBytes : snapshot.mem->memTotalBytes;
        if (dirtyable > 0 && snapshot.cgroupMemoryMaxBytes < dirtyable) {
            c.cgroupBytes = c.globalBytes * double(snapshot.cgroupMemoryMaxBytes) / double(dirtyable);
            if (c.cgroupBytes < c.bytes) {
                c.bytes = c.cgroupBytes;
                c.binding = Binding::Cgroup;
            }
        }
    }
    return c;
}

QString bindingKey(Binding binding)
{
    switch (binding) {
    case Binding::Global:
        return QStringLiteral("global");
    case Binding::Device:
        return QStringLiteral("device");
    case Binding::Cgroup:
        return QStringLiteral("cgroup");
    case Binding::Unknown:
        break;
    }
    return {};
}

Binding bindingFromKey(const QString& key, bool* ok)
{
    for (Binding b : { Binding::Global, Binding::Device, Binding::Cgroup }) {
        if (key == bindingKey(b)) {
            if (ok)
                *ok = true;
            return b;
        }
    }
    if (ok)
        *ok = key.isEmpty();
    return Binding::Unknown;
}

} // namespace DirtyCeiling

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// Time-weighted mean of the device rate over ticks [first, last): each tick's rate stands for
// the time since the tick before it.
template <typename It> double meanRate(It first, It last, double (*dt)(const It&))
{
    double bytes = 0;
    double time = 0;
    for (It it = first; it != last; ++it) {
        const double d = dt(it);
        if (d > 0 && std::isfinite(it->tick.deviceBps)) {
            bytes += it->tick.deviceBps * d;
            time += d;
        }
    }
    return time > 0 ? bytes / time : kNaN;
}

} // namespace

DirtyOutlook::DirtyOutlook(QList<double> streamRates, int64_t bufferBytes)
    : DirtyOutlook(std::move(streamRates), bufferBytes, Params {})
{ }

DirtyOutlook::DirtyOutlook(QList<double> streamRates, int64_t bufferBytes, Params params)
    : m_rates(std::move(streamRates))
    , m_bufferBytes(bufferBytes)
    , m_params(params)
{
    m_arrivalBps = std::accumulate(m_rates.begin(), m_rates.end(), 0.0);
    m_maxRate = m_rates.isEmpty() ? 0 : *std::max_element(m_rates.begin(), m_rates.end());
    m_result.arrivalBps = m_arrivalBps;
}

void DirtyOutlook::add(const Tick& tick)
{
    if (!m_ticks.empty() && tick.timeS <= m_ticks.back().tick.timeS)
        return; // time must move on
    const double dt = m_ticks.empty() ? 0 : tick.timeS - m_ticks.back().tick.timeS;
    if (m_firstS < 0)
        m_firstS = tick.timeS;
    m_ticks.push_back({ tick, dt });
    // Keep what the longest look back needs: the window, or a cliff's level, drop and hold.
    const double keepS = std::max(m_params.maxWindowS, 2 * m_params.cliffWindowS + m_params.cliffHoldS) + 1;
    while (m_ticks.size() > 2 && m_ticks.front().tick.timeS < tick.timeS - keepS)
        m_ticks.pop_front();
    detectCliff();
    evaluate();
}

namespace {
double entryDt(const std::deque<DirtyOutlook::Entry>::const_iterator& it)
{
    return it->dtS;
}
} // namespace

void DirtyOutlook::detectCliff()
{
    const Params& p = m_params;
    const double now = m_ticks.back().tick.timeS;
    const double floor = std::max(m_firstS, m_cliffFloorS);
    if (now - floor < p.cliffWindowS + 1e-9)
        return;
    auto since = [this](double t) {
        return std::lower_bound(
            m_ticks.cbegin(), m_ticks.cend(), t, [](const Entry& e, double v) { return e.tick.timeS <= v; });
    };
    const double level = meanRate(since(now - p.cliffWindowS), m_ticks.cend(), &entryDt);
    if (!std::isfinite(level))
        return;
    if (m_levelBps < 0 || level >= p.cliffShare * m_levelBps) {
        m_dropSinceS = -1;
        m_levelBps = std::max(m_levelBps, level);
        return;
    }
    if (m_dropSinceS < 0)
        m_dropSinceS = now;
    if (now - m_dropSinceS < p.cliffHoldS)
        return;

    // Held long enough: find where the rate stepped down, the split of the ticks from a window
    // before the drop was seen to now that fits two levels best (least squares).
    const auto first = since(std::max(floor, m_dropSinceS - 2 * p.cliffWindowS));
    const auto last = m_ticks.cend();
    std::vector<double> rates;
    std::vector<double> times;
    for (auto it = first; it != last; ++it) {
        if (std::isfinite(it->tick.deviceBps)) {
            rates.push_back(it->tick.deviceBps);
            times.push_back(it->tick.timeS);
        }
    }
    const size_t n = rates.size();
    if (n < 4)
        return;
    std::vector<double> sum(n + 1, 0), sq(n + 1, 0);
    for (size_t i = 0; i < n; ++i) {
        sum[i + 1] = sum[i] + rates[i];
        sq[i + 1] = sq[i] + rates[i] * rates[i];
    }
    auto cost = [&](size_t a, size_t b) { // squared error of [a, b) around its mean
        const double m = double(b - a);
        return sq[b] - sq[a] - (sum[b] - sum[a]) * (sum[b] - sum[a]) / m;
    };
    size_t split = 1;
    double best = kInf;
    for (size_t k = 1; k < n; ++k) {
        const double c = cost(0, k) + cost(k, n);
        if (c < best) {
            best = c;
            split = k;
        }
    }
    const double from = (sum[split] - sum[0]) / double(split);
    const double to = (sum[n] - sum[split]) / double(n - split);
    // Only a drop of the device while it is behind counts: a device that wrote fast to catch
    // up with a backlog and then keeps pace with the streams (D close to A) has not slowed.
    const bool behind = to < (1 - 5 * p.slopeTolerance) * m_arrivalBps;
    if (!behind || to >= p.cliffShare * from) {
        m_levelBps = level;
        m_dropSinceS = -1;
        return;
    }
    // A rate drop is a tick's interval: it began where the first slow tick's interval began.
    const double cliffS = split > 0 ? times[split - 1] : times[split];
    m_result.cliffs.append({ cliffS, from, to });
    m_cliffFloorS = cliffS;
    m_levelBps = to;
    m_dropSinceS = -1;
}

void DirtyOutlook::evaluate()
{
    const Params& p = m_params;
    OutlookResult& r = m_result;
    const Tick& last = m_ticks.back().tick;
    const double now = last.timeS;
    r.timeS = now;
    r.ceiling = last.ceiling;
    r.dirtyBytes = std::isfinite(last.dirtyBytes) ? last.dirtyBytes : -1;
    r.backlogBytes = last.backlogBytes;
    r.ceilingAtS = r.ceilingAtLowS = r.ceilingAtHighS = kNaN;
    r.lossAtS = r.lossAtLowS = r.lossAtHighS = kNaN;

    const double floor = std::max(m_firstS, m_cliffFloorS);
    const double window = std::clamp((now - m_firstS) / 2, p.minWindowS, p.maxWindowS);
    const double from = std::max(floor, now - window);
    r.windowS = now - from;
    const auto first = std::lower_bound(
        m_ticks.cbegin(), m_ticks.cend(), from, [](const Entry& e, double v) { return e.tick.timeS <= v; });
    const auto end = m_ticks.cend();
    int ticks = 0;
    // Least-squares slopes of dirty memory and of the buffer backlog over the window.
    LineFit dirtyFit;
    LineFit backlogFit;
    for (auto it = first; it != end; ++it) {
        ++ticks;
        if (!std::isfinite(it->tick.dirtyBytes))
            continue;
        dirtyFit.add(it->tick.timeS, it->tick.dirtyBytes);
        backlogFit.add(it->tick.timeS, it->tick.backlogBytes);
    }
    r.deviceBps = meanRate(first, end, &entryDt);
    if (ticks < p.minTicks || dirtyFit.count() < p.minTicks || !std::isfinite(r.deviceBps) || r.dirtyBytes < 0) {
        r.state = OutlookResult::State::Unknown;
        r.deviceBps = std::isfinite(r.deviceBps) ? r.deviceBps : -1;
        r.deviceLowBps = r.deviceHighBps = r.deviceBps;
        r.steadySinceS = -1;
        return;
    }
    r.dirtySlopeBps = dirtyFit.slope();
    const double backlogSlope = backlogFit.slope();

    // The spread of D: the slowest and the fastest quarter of the window.
    r.deviceLowBps = r.deviceHighBps = r.deviceBps;
    for (int q = 0; q < 4; ++q) {
        const double a = from + r.windowS * q / 4;
        const double b = from + r.windowS * (q + 1) / 4;
        auto qa = std::lower_bound(first, end, a, [](const Entry& e, double v) { return e.tick.timeS <= v; });
        auto qb = std::lower_bound(first, end, b, [](const Entry& e, double v) { return e.tick.timeS <= v; });
        const double m = meanRate(qa, qb, &entryDt);
        if (std::isfinite(m)) {
            r.deviceLowBps = std::min(r.deviceLowBps, m);
            r.deviceHighBps = std::max(r.deviceHighBps, m);
        }
    }

    const double tolerance = std::max(p.slopeFloorBps, p.slopeTolerance * m_arrivalBps);
    const double ceiling = r.ceiling.bytes;
    OutlookResult::State state;
    if (ceiling > 0 && r.dirtyBytes >= p.throttleShare * ceiling)
        state = OutlookResult::State::Throttled;
    else if (r.dirtySlopeBps <= tolerance)
        // Flat dirty memory with a growing backlog: the writers are held back (a limit this
        // model does not see, or the device's own write path).
        state = backlogSlope > tolerance ? OutlookResult::State::Throttled : OutlookResult::State::Steady;
    else
        state = OutlookResult::State::Filling;
    r.state = state;
    if (!r.steady())
        r.steadySinceS = -1;
    else if (r.steadySinceS < 0)
        r.steadySinceS = now;

    // Projection: only when the streams arrive faster than the device writes.
    if (state == OutlookResult::State::Steady || m_maxRate <= 0 || m_bufferBytes <= 0)
        return;
    const double A = m_arrivalBps;
    // The first stream to overflow is the fastest: its share of A - D fills its buffer.
    const double fill = r.backlogBytes * m_maxRate / A;
    const double room = std::max(0.0, double(m_bufferBytes) - fill);
    auto overflowAfter = [&](double D) { return A > D ? room * A / ((A - D) * m_maxRate) : kInf; };
    if (state == OutlookResult::State::Throttled) {
        if (A <= r.deviceBps)
            return;
        r.ceilingAtS = r.ceilingAtLowS = r.ceilingAtHighS = now;
        r.lossAtS = now + overflowAfter(r.deviceBps);
        r.lossAtLowS = now + overflowAfter(r.deviceLowBps);
        r.lossAtHighS = now + overflowAfter(r.deviceHighBps);
        return;
    }
    if (ceiling <= 0 || A <= r.deviceBps)
        return;
    const double left = std::max(0.0, ceiling - r.dirtyBytes);
    auto reach = [&](double D) { return A > D ? left / (A - D) : kInf; };
    r.ceilingAtS = now + reach(r.deviceBps);
    r.ceilingAtLowS = now + reach(r.deviceLowBps);
    r.ceilingAtHighS = now + reach(r.deviceHighBps);
    r.lossAtS = r.ceilingAtS + overflowAfter(r.deviceBps);
    r.lossAtLowS = r.ceilingAtLowS + overflowAfter(r.deviceLowBps);
    r.lossAtHighS = r.ceilingAtHighS + overflowAfter(r.deviceHighBps);
}
