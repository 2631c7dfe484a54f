// LiveStreamWriter's heartbeat (live format minor 1): an "alive" line from a thread of its own
// whenever nothing else was written for a while, until the final line.
#include "LiveStream.h"

LiveStreamWriter::~LiveStreamWriter()
{
    stopHeartbeat();
}

void LiveStreamWriter::startHeartbeat(int everyMs)
{
    if (m_heartbeat.joinable() || everyMs <= 0)
        return;
    const auto every = std::chrono::milliseconds(everyMs);
    m_heartbeat = std::thread([this, every] {
        std::unique_lock lock(m_mutex);
        while (!m_heartbeatStop && !m_closed && !m_failed) {
            const auto due = m_lastWrite + every;
            if (std::chrono::steady_clock::now() < due) {
                m_heartbeatWake.wait_until(lock, due);
                continue;
            }
            lock.unlock();
            writeLine(QByteArrayLiteral("{\"event\":\"alive\"}"));
            lock.lock();
        }
    });
}

void LiveStreamWriter::stopHeartbeat()
{
    {
        std::lock_guard lock(m_mutex);
        m_heartbeatStop = true;
    }
    m_heartbeatWake.notify_all();
    if (m_heartbeat.joinable())
        m_heartbeat.join();
}
