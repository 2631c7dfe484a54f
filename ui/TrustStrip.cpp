#include "TrustStrip.h"

#include "PlainText.h"
#include "RunReport.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QStyle>
#include <QVBoxLayout>

namespace {
bool isWarning(const Trust::Flag& f)
{
    return f.severity == QLatin1String(Trust::kWarning);
}

// The theme's icon when the desktop has one (it follows a dark theme), else the style's,
// which every style draws in colour that reads on light and dark palettes alike.
QIcon severityIcon(const Trust::Flag& f, const QStyle* style)
{
    const bool warning = isWarning(f);
    return QIcon::fromTheme(warning ? QStringLiteral("dialog-warning") : QStringLiteral("dialog-information"),
        style->standardIcon(warning ? QStyle::SP_MessageBoxWarning : QStyle::SP_MessageBoxInformation));
}
} // namespace

TrustStrip::TrustStrip(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("trustStrip"));
    setAccessibleName(tr("Trust verdict"));
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(4, 2, 4, 2);
    m_layout->setSpacing(2);
    hide();
}

void TrustStrip::setReport(const RunReport& report)
{
    m_rows.clear();
    for (const TargetResult& t : report.targets) {
        for (const Trust::Flag& f : t.trust)
            m_rows.append({ report.targets.size() > 1 ? t.dir : QString(), f });
    }
    // Warnings first: they say the numbers may not be the disk's at all.
    std::stable_sort(m_rows.begin(), m_rows.end(),
        [](const Row& a, const Row& b) { return isWarning(a.flag) && !isWarning(b.flag); });
    rebuild();
}

void TrustStrip::clear()
{
    m_rows.clear();
    rebuild();
}

QStringList TrustStrip::texts() const
{
    QStringList texts;
    for (const Row& r : m_rows)
        texts << (r.target.isEmpty() ? r.flag.text : tr("%1: %2").arg(r.target, r.flag.text));
    return texts;
}

void TrustStrip::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    // The icons come from the style and the theme; a new palette may bring other ones.
    if (event->type() == QEvent::StyleChange || event->type() == QEvent::PaletteChange)
        rebuild();
}

void TrustStrip::rebuild()
{
    while (QLayoutItem* item = m_layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const QStringList shown = texts();
    const int iconSize = fontMetrics().height();
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const Trust::Flag& f = m_rows.at(i).flag;
        auto* row = new QWidget(this);
        row->setObjectName(QStringLiteral("trust-") + f.id);
        const QString advice = tr("What to do: %1").arg(f.advice);
        row->setToolTip(PlainText::tip(advice));
        row->setAccessibleName(tr("%1: %2").arg(Trust::severityName(f.severity), shown.at(i)));
        row->setAccessibleDescription(advice);
        auto* rowLayout = new QHBoxLayout(row);
        rowLayout->setContentsMargins(0, 0, 0, 0);
        auto* icon = new QLabel(row);
        icon->setObjectName(QStringLiteral("severity"));
        icon->setPixmap(severityIcon(f, style()).pixmap(iconSize, iconSize));
        icon->setToolTip(PlainText::tip(Trust::severityName(f.severity)));
        icon->setAlignment(Qt::AlignTop);
        QLabel* text = PlainText::newLabel(shown.at(i), row);
        text->setObjectName(QStringLiteral("text"));
        text->setWordWrap(true);
        text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
        text->setToolTip(PlainText::tip(advice));
        rowLayout->addWidget(icon, 0, Qt::AlignTop);
        rowLayout->addWidget(text, 1);
        m_layout->addWidget(row);
        row->show(); // children made after their parent was shown stay hidden until told
    }
    setVisible(!m_rows.isEmpty());
}
