#include "RunProgressBar.h"

#include "PlainText.h"
#include "Units.h"

#include <QLocale>

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

void RunProgressBar::showIdle()
{
    if (m_run && m_run->isActive())
        return;
    setValue(0);
    setFormat(tr("idle"));
    setToolTip(QString());
}

void RunProgressBar::setRun(LiveRun* run)
{
    if (m_run)
        disconnect(m_run, nullptr, this, nullptr);
    m_run = run;
    connect(run, &LiveRun::progressChanged, this, &RunProgressBar::showProgress);
    connect(run, &LiveRun::ended, this, &RunProgressBar::showEnd);
}

void RunProgressBar::showProgress()
{
    if (!m_run->isActive())
        return;
    const double p = m_run->progress();
    const qint64 etaMs = m_run->etaMs();
    setValue(int(p * 1000));
    const QString percent = QString::number(p * 100.0, 'f', 0);
    if (m_run->isSearch()) {
        // A search's length is known only as a bound, and so is its time left. One line in
        // the bar at 1 366 px: no elapsed time (the status line has the step).
        setFormat(etaMs < 0
                ? tr("%1 \u2014 %2 %").arg(m_run->phaseText(), percent)
                : tr("%1 \u2014 %2 % \u2014 \u2264 %3 left").arg(m_run->phaseText(), percent, clock(etaMs)));
        return;
    }
    if (const qint64 leftMs = m_run->confirmingLeftMs(); leftMs >= 0) {
        // Past the duration the bytes planned are written and the byte count says 100 %; what
        // is left is the wait for the outcome, bounded by the cap.
        setValue(int(m_run->confirmingProgress() * 1000));
        showFitting({ tr("confirming the projection \u2014 %1 elapsed \u2014 \u2264 %2 left")
                          .arg(clock(m_run->elapsedMs()), clock(leftMs)),
            tr("confirming the projection \u2014 \u2264 %1 left").arg(clock(leftMs)) });
        return;
    }
    double mib = 0;
    if (qint64 leftMs = -1; m_run->flushLeft(&mib, &leftMs)) {
        // The bytes are all handed over (100 %): what is left is the page cache's write-back,
        // which an ETA from the byte count would call 0:00 for as long as it takes.
        const QString size = Units::formatSize(int64_t(mib * double(Units::kMiB)));
        const QString left = leftMs < 0 ? QString() : tr(", ~%1 left").arg(clock(leftMs));
        showFitting({ tr("%1 \u2014 ~%2 to write%3").arg(m_run->phaseText(), size, left),
            tr("flushing ~%1%2").arg(size, left) });
        return;
    }
    const QString eta = etaMs < 0 ? tr("ETA \u2013") : tr("ETA %1").arg(clock(etaMs));
    // Long phase names (German, several targets) do not fit a 1 366 px window's bar on one line
    // (the style then breaks the text and cuts both lines): the time elapsed goes first, being
    // the least needed beside the ETA, then the phase's name.
    showFitting({ tr("%1 \u2014 %2 % \u2014 %3 elapsed \u2014 %4")
                      .arg(m_run->phaseText(), percent, clock(m_run->elapsedMs()), eta),
        tr("%1 \u2014 %2 % \u2014 %3").arg(m_run->phaseText(), percent, eta), tr("%1 % \u2014 %2").arg(percent, eta) });
}

void RunProgressBar::showFitting(const QStringList& texts)
{
    // The style centres the text in the bar; a few pixels stay free at each end for the frame.
    const QFontMetrics metrics = fontMetrics();
    const int room = contentsRect().width() - 2 * metrics.averageCharWidth();
    QString shown = metrics.elidedText(texts.constLast(), Qt::ElideRight, room);
    for (const QString& text : texts) {
        if (metrics.horizontalAdvance(text) <= room) {
            shown = text;
            break;
        }
    }
    setFormat(shown);
    setToolTip(shown == texts.constFirst() ? QString() : PlainText::tip(texts.constFirst()));
}

void RunProgressBar::resizeEvent(QResizeEvent* event)
{
    QProgressBar::resizeEvent(event);
    if (m_run && m_run->isActive())
        showProgress();
}

void RunProgressBar::showEnd(LiveRun::End how)
{
    const QString elapsed = durationText(m_run->elapsedMs());
    switch (how) {
    case LiveRun::End::Done:
        setValue(maximum());
        setFormat(tr("done \u2014 %1").arg(elapsed));
        break;
    case LiveRun::End::Stopped:
        setFormat(tr("stopped \u2014 %1").arg(elapsed));
        break;
    case LiveRun::End::Failed:
        setFormat(tr("failed \u2014 %1").arg(elapsed));
        break;
    }
}

QString RunProgressBar::durationText(qint64 ms)
{
    // Whole seconds on a clock would make a short run "0:00".
    if (ms < 60'000)
        return tr("%1 s").arg(QLocale().toString(double(ms) / 1000.0, 'f', 1));
    return clock(ms);
}
