#pragma once

#include <QLatin1String>

// Every QSettings key the window reads or writes, in one place (QSettings' own file is chosen
// by the organisation and application names that main() sets).
namespace AppSettings {
// The form's run configuration, as the report's compact JSON.
inline constexpr QLatin1String kConfig("config");
// The window's layout; the group is removed as a whole to start with the first-window size.
inline constexpr QLatin1String kWindowGroup("window");
inline constexpr QLatin1String kGeometry("window/geometry");
inline constexpr QLatin1String kState("window/state");
inline constexpr QLatin1String kMainSplitter("window/mainSplitter");
inline constexpr QLatin1String kChartSplitter("window/chartSplitter");
// The chart's toolbar: smoothing window in seconds (-1: the workload's default, 0: raw ticks)
// and the live rolling view's span in seconds (0: the whole run).
inline constexpr QLatin1String kChartSmoothing("chart/smoothing");
inline constexpr QLatin1String kChartFollow("chart/follow");
inline constexpr QLatin1String kChartScaleTo("chart/scaleTo");
// The unit rates are shown in: "MiB" (binary, the default) or "MB" (decimal).
inline constexpr QLatin1String kRateUnit("display/rateUnit");
// Remote targets: the ssh program, extra ssh options (one line, shell-quoted) and the
// streamscope-cli the hosts run; empty: the defaults (Remote::Settings).
inline constexpr QLatin1String kRemoteSsh("remote/ssh");
inline constexpr QLatin1String kRemoteSshOptions("remote/sshOptions");
inline constexpr QLatin1String kRemoteCli("remote/cli");
// Several remote targets run together behind a start barrier (true) or one after another.
inline constexpr QLatin1String kRemoteTogether("remote/together");
// The host last given in "Remote host…" (user@host), offered again the next time.
inline constexpr QLatin1String kRemoteLastHost("remote/lastHost");
// The form's "Keep free" on each target (--space-margin) as typed; empty: the default margin.
inline constexpr QLatin1String kSpaceMargin("targets/spaceMargin");
} // namespace AppSettings
