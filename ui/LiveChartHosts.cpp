// LiveChart's hosts: several hosts' lines (and their sum) on the session's shared clock, or
// one host of them as a run of its own (its streams, Dirty+Writeback, stall lane and buffer
// fill, all that a run on one machine shows).
#include "LiveChart.h"
#include "TogetherSession.h"

void LiveChart::followHosts(TogetherSession* session)
{
    if (m_hosts)
        disconnect(m_hosts, nullptr, this, nullptr);
    m_hosts = session;
    connect(session, &TogetherSession::began, this, &LiveChart::beginHosts);
    connect(session, &TogetherSession::changed, this, [this] {
        // One host shown alone: its passes and target arrive as it runs.
        if (m_focusHost >= 0 && !m_hostsStored) {
            if (const int streams = data().streamCount(); streams != m_focusStreams) {
                m_focusStreams = streams;
                Q_EMIT streamCountChanged(streams);
            }
            updateTitle();
        }
        scheduleRefresh();
    });
    connect(session, &TogetherSession::ended, this, [this] {
        if (!m_showsHosts || m_hostsStored)
            return;
        m_running = false;
        m_navigator->setLive(false);
        Q_EMIT liveChanged(false);
        refreshNow();
    });
}

// Several hosts: a line per host (and their sum) over the session's shared clock, drawn as
// compared runs are, but growing while the hosts run.
void LiveChart::beginHosts()
{
    clearChart();
    m_mode = Mode::Compare;
    m_showsHosts = true;
    m_showsRun = false;
    m_data.reset(RunConfig());
    m_startedAt = QDateTime::currentDateTime();
    addHostLines();
    m_running = true;
    m_navigator->setLive(true);
    Q_EMIT streamCountChanged(0);
    Q_EMIT liveChanged(true);
    Q_EMIT modeChanged();
    refreshNow();
}

void LiveChart::addHostLines()
{
    const TogetherData& hosts = *shownHosts();
    QStringList names = hosts.hosts();
    if (hosts.hasSum())
        names.append(tr("sum of the hosts"));
    m_series->addComparison(names);
    // Rates, always: the hosts' lines add up to their sum.
    updateComparisonTitle();
}

const TogetherData* LiveChart::shownHosts() const
{
    if (!m_showsHosts)
        return nullptr;
    if (m_hostsStored)
        return &m_storedHosts;
    return m_hosts ? &m_hosts->data() : nullptr;
}

const QList<ChartData>& LiveChart::compared() const
{
    const TogetherData* hosts = shownHosts();
    return hosts ? hosts->lines() : m_compare;
}

void LiveChart::showHost(int host)
{
    const TogetherData* hosts = shownHosts();
    if (!hosts || host < -1 || host >= hosts->hostCount() || host == m_focusHost)
        return;
    clearDrawing();
    m_focusHost = host;
    if (host < 0) {
        m_mode = Mode::Compare;
        addHostLines();
    } else {
        m_mode = Mode::Run;
        updateTitle();
    }
    m_focusStreams = host < 0 ? 0 : data().streamCount();
    Q_EMIT streamCountChanged(m_focusStreams);
    Q_EMIT modeChanged();
    refreshNow();
}

const ChartData& LiveChart::data() const
{
    if (m_focusHost >= 0) {
        if (const TogetherData* hosts = shownHosts(); hosts && m_focusHost < hosts->hostCount())
            return hosts->host(m_focusHost);
    }
    return m_showsRun && m_run ? m_run->chartData() : m_data;
}
