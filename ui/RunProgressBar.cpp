#include "RunProgressBar.h"

#include <QLocale>
#include <algorithm>

namespace {
QString clock(qint64 ms)
{
    const qint64 s = ms / 1000;
    if (s >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(s / 3600)
            .arg((s / 60) % 60, 2, 10, QLatin1Char('0'))
            .arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}
} // namespace

RunProgressBar::RunProgressBar(QWidget* parent)
    : QProgressBar(parent)
{
    setObjectName(QStringLiteral("progress"));
    setAccessibleName(tr("Run progress"));
    setRange(0, 1000);
    setValue(0);
    setTextVisible(true);
    setFormat(tr("idle"));
    setMinimumWidth(420);
}

void RunProgressBar::begin(const QString& phase, bool restartClock)
{
    m_phase = phase;
    if (restartClock)
        m_elapsed.start();
    setValue(0);
}

void RunProgressBar::showProgress(double fraction)
{
    const double p = std::clamp(fraction, 0.0, 1.0);
    const qint64 elapsed = m_elapsed.elapsed();
    QString eta = tr("ETA \u2013");
    if (p > 0.01) {
        const double remaining = double(elapsed) * (1.0 - p) / p;
        eta = tr("ETA %1").arg(clock(qint64(remaining)));
    }
    setValue(int(p * 1000));
    setFormat(tr("%1 \u2014 %2 % \u2014 %3 elapsed \u2014 %4")
                  .arg(m_phase, QString::number(p * 100.0, 'f', 0), clock(elapsed), eta));
}

QString RunProgressBar::end(End how)
{
    const QString elapsed = durationText(m_elapsed.elapsed());
    switch (how) {
    case End::Done:
        setValue(maximum());
        setFormat(tr("done \u2014 %1").arg(elapsed));
        break;
    case End::Stopped:
        setFormat(tr("stopped \u2014 %1").arg(elapsed));
        break;
    case End::Failed:
        setFormat(tr("failed \u2014 %1").arg(elapsed));
        break;
    }
    return elapsed;
}

QString RunProgressBar::phaseWord(PhaseKind kind)
{
    switch (kind) {
    case PhaseKind::Create:
        return tr("creating");
    case PhaseKind::Write:
        return tr("writing");
    case PhaseKind::Flush:
        return tr("flushing");
    case PhaseKind::Read:
        return tr("reading");
    }
    return {};
}

QString RunProgressBar::durationText(qint64 ms)
{
    // Whole seconds on a clock would make a short run "0:00".
    if (ms < 60'000)
        return tr("%1 s").arg(QLocale().toString(double(ms) / 1000.0, 'f', 1));
    return clock(ms);
}
