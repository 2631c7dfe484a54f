<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Capacity</name>
    <message numerus="yes">
        <location filename="../core/Capacity.cpp" line="+185"/>
        <source>%n stream(s) × %1</source>
        <translation>
            <numerusform>%n stream × %1</numerusform>
            <numerusform>%n streams × %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1: %n overrun(s), %2 lost</source>
        <translation>
            <numerusform>%1: %n overrun, %2 lost</numerusform>
            <numerusform>%1: %n overruns, %2 lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+183"/>
        <source>%n stream(s) were not tried: they need %1 plus a margin of %2, and the free space of %3 is %4.</source>
        <translation>
            <numerusform>%n stream was not tried: it needs %1 plus a margin of %2, and the free space of %3 is %4.</numerusform>
            <numerusform>%n streams were not tried: they need %1 plus a margin of %2, and the free space of %3 is %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+288"/>
        <source>This target sustains %n stream(s) of %1 long-term (%2).</source>
        <translation>
            <numerusform>This target sustains %n stream of %1 long-term (%2).</numerusform>
            <numerusform>This target sustains %n streams of %1 long-term (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>This target sustains %n stream(s) of %1 without losing data (%2); %3 streams would overrun.</source>
        <translation>
            <numerusform>This target sustains %n stream of %1 without losing data (%2); %3 streams would overrun.</numerusform>
            <numerusform>This target sustains %n streams of %1 without losing data (%2); %3 streams would overrun.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>This target sustains %n stream(s) of %1 without losing data (%2); %3 streams overran.</source>
        <translation>
            <numerusform>This target sustains %n stream of %1 without losing data (%2); %3 streams overran.</numerusform>
            <numerusform>This target sustains %n streams of %1 without losing data (%2); %3 streams overran.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>This target sustained every count tried, up to %n stream(s) of %1 (%2).</source>
        <translation>
            <numerusform>This target sustained every count tried, up to %n stream of %1 (%2).</numerusform>
            <numerusform>This target sustained every count tried, up to %n streams of %1 (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>Measured in steady state: with %n stream(s) the device writes %1.</source>
        <translation>
            <numerusform>Measured in steady state: with %n stream the device writes %1.</numerusform>
            <numerusform>Measured in steady state: with %n streams the device writes %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>with %n stream(s) the device writes %1</source>
        <translation>
            <numerusform>with %n stream the device writes %1</numerusform>
            <numerusform>with %n streams the device writes %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>With %n stream(s) the writer falls behind and would lose data after %1.</source>
        <translation>
            <numerusform>With %n stream the writer falls behind and would lose data after %1.</numerusform>
            <numerusform>With %n streams the writer falls behind and would lose data after %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message numerus="yes">
        <location filename="../app/cli_main.cpp" line="+117"/>
        <source>Recording %n real-time stream(s)</source>
        <translation>
            <numerusform>Recording %n real-time stream</numerusform>
            <numerusform>Recording %n real-time streams</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+51"/>
        <source>  latency %1; %n stall(s)</source>
        <translation>
            <numerusform>  latency %1; %n stall</numerusform>
            <numerusform>  latency %1; %n stalls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+158"/>
        <source>%n leftover run director(y/ies) removed</source>
        <translation>
            <numerusform>%n leftover run directory removed</numerusform>
            <numerusform>%n leftover run directories removed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/LayoutCli.cpp" line="+188"/>
        <source>%n file(s) on %1 from %2 at %3</source>
        <translation>
            <numerusform>%n file on %1 from %2 at %3</numerusform>
            <numerusform>%n files on %1 from %2 at %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ConfigForm</name>
    <message numerus="yes">
        <location filename="../ui/ConfigForm.cpp" line="+308"/>
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n h</source>
        <translation>
            <numerusform>%n h</numerusform>
            <numerusform>%n h</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message numerus="yes">
        <location filename="../core/Engine.cpp" line="+514"/>
        <source>mapping where the %n file(s) landed…</source>
        <translation>
            <numerusform>mapping where the %n file landed…</numerusform>
            <numerusform>mapping where the %n files landed…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+53"/>
        <source>creating %n file(s) one after another…</source>
        <translation>
            <numerusform>creating %n file…</numerusform>
            <numerusform>creating %n files one after another…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>preallocating %n file(s)…</source>
        <translation>
            <numerusform>preallocating %n file…</numerusform>
            <numerusform>preallocating %n files…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>removing %n file(s)…</source>
        <translation>
            <numerusform>removing %n file…</numerusform>
            <numerusform>removing %n files…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/WritePhase.cpp" line="+22"/>
        <source>writing %n stream(s)…</source>
        <translation>
            <numerusform>writing %n stream…</numerusform>
            <numerusform>writing %n streams…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/Engine.cpp" line="-122"/>
        <source>flushing %n file(s)…</source>
        <translation>
            <numerusform>flushing %n file…</numerusform>
            <numerusform>flushing %n files…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/RealtimePhase.cpp" line="+40"/>
        <source>recording %n stream(s) in real time…</source>
        <translation>
            <numerusform>recording %n stream in real time…</numerusform>
            <numerusform>recording %n streams in real time…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message numerus="yes">
        <location filename="../ui/History.cpp" line="+167"/>
        <source>%n stream(s) long-term</source>
        <translation>
            <numerusform>%n stream long-term</numerusform>
            <numerusform>%n streams long-term</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n stream(s) so far</source>
        <translation>
            <numerusform>%n stream so far</numerusform>
            <numerusform>%n streams so far</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n stream(s)</source>
        <translation>
            <numerusform>%n stream</numerusform>
            <numerusform>%n streams</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+423"/>
        <source>Delete %n run(s) from the history? Reports opened from elsewhere are only removed from the list.</source>
        <translation>
            <numerusform>Delete %n run from the history? Reports opened from elsewhere are only removed from the list.</numerusform>
            <numerusform>Delete %n runs from the history? Reports opened from elsewhere are only removed from the list.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LatencyPane</name>
    <message numerus="yes">
        <location filename="../ui/LatencyPane.cpp" line="+326"/>
        <source>%1, pass %2 (%n stream(s))</source>
        <translation>
            <numerusform>%1, pass %2 (%n stream)</numerusform>
            <numerusform>%1, pass %2 (%n streams)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 (%n stream(s))</source>
        <translation>
            <numerusform>%1 (%n stream)</numerusform>
            <numerusform>%1 (%n streams)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveChart</name>
    <message numerus="yes">
        <location filename="../ui/ChartStalls.cpp" line="+14"/>
        <source>%n stalls here; the longest: %1</source>
        <translation>
            <numerusform>%n stall here; the longest: %1</numerusform>
            <numerusform>%n stalls here; the longest: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ChartMarks.cpp" line="+649"/>
        <source>%n overruns from %1 s to %2 s: %3 lost (streams %4)</source>
        <translation>
            <numerusform>%n overrun from %1 s to %2 s: %3 lost (streams %4)</numerusform>
            <numerusform>%n overruns from %1 s to %2 s: %3 lost (streams %4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/LiveChartTitles.cpp" line="+20"/>
        <source>%n host(s) together: total %1 of each host and their sum, since the start signal</source>
        <translation>
            <numerusform>%n host together: total %1 of each host and their sum, since the start signal</numerusform>
            <numerusform>%n hosts together: total %1 of each host and their sum, since the start signal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n host(s) one after another: total %1 of each host</source>
        <translation>
            <numerusform>%n host one after another: total %1 of each host</numerusform>
            <numerusform>%n hosts one after another: total %1 of each host</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Comparison of %n run(s): total %1 over each run&apos;s own time</source>
        <translation>
            <numerusform>Comparison of %n run: total %1 over the run&apos;s own time</numerusform>
            <numerusform>Comparison of %n runs: total %1 over each run&apos;s own time</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Comparison of %n run(s): effective %1 (incl. flush) of each write phase</source>
        <translation>
            <numerusform>Comparison of %n run: effective %1 (incl. flush) of each write phase</numerusform>
            <numerusform>Comparison of %n runs: effective %1 (incl. flush) of each write phase</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Comparison of %n run(s): ongoing %1 (no flush) over each run&apos;s own time</source>
        <translation>
            <numerusform>Comparison of %n run: ongoing %1 (no flush) over its own time</numerusform>
            <numerusform>Comparison of %n runs: ongoing %1 (no flush) over each run&apos;s own time</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/ChartText.cpp" line="+94"/>
        <source>%n stream(s)</source>
        <translation>
            <numerusform>%n stream</numerusform>
            <numerusform>%n streams</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveRun</name>
    <message numerus="yes">
        <location filename="../ui/LiveRun.cpp" line="+90"/>
        <source>Capacity search, step %1: trying %n stream(s)…</source>
        <translation>
            <numerusform>Capacity search, step %1: trying %n stream…</numerusform>
            <numerusform>Capacity search, step %1: trying %n streams…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+78"/>
        <source>%1, pass %2 of %3 (%n stream(s))</source>
        <translation>
            <numerusform>%1, pass %2 of %3 (%n stream)</numerusform>
            <numerusform>%1, pass %2 of %3 (%n streams)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 (%n stream(s))</source>
        <translation>
            <numerusform>%1 (%n stream)</numerusform>
            <numerusform>%1 (%n streams)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1, %n host(s) together</source>
        <translation>
            <numerusform>%1, %n host together</numerusform>
            <numerusform>%1, %n hosts together</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+44"/>
        <source>Capacity search, step %1 (%n stream(s)): %2</source>
        <translation>
            <numerusform>Capacity search, step %1 (%n stream): %2</numerusform>
            <numerusform>Capacity search, step %1 (%n streams): %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>step %1 of ≤ %2, %n stream(s)</source>
        <translation>
            <numerusform>step %1 of ≤ %2, %n stream</numerusform>
            <numerusform>step %1 of ≤ %2, %n streams</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>capacity step %1, %n stream(s)</source>
        <translation>
            <numerusform>capacity step %1, %n stream</numerusform>
            <numerusform>capacity step %1, %n streams</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../ui/MainWindowRuns.cpp" line="+72"/>
        <source>Connecting to %n host(s); they start together once all are ready…</source>
        <translation>
            <numerusform>Connecting to %n host; it starts once it is ready…</numerusform>
            <numerusform>Connecting to %n hosts; they start together once all are ready…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Running on %n host(s), one after another…</source>
        <translation>
            <numerusform>Running on %n host, one after another…</numerusform>
            <numerusform>Running on %n hosts, one after another…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/MainWindow.cpp" line="+577"/>
        <source>Comparing %n run(s).</source>
        <translation>
            <numerusform>Comparing %n run.</numerusform>
            <numerusform>Comparing %n runs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+69"/>
        <source>Stopping the runs on %n host(s); the window closes when they have ended.</source>
        <translation>
            <numerusform>Stopping the run on %n host; the window closes when it has ended.</numerusform>
            <numerusform>Stopping the runs on %n hosts; the window closes when they have ended.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OutlookText</name>
    <message numerus="yes">
        <location filename="../ui/OutlookText.cpp" line="+183"/>
        <source>Buffers overflowed: %n overrun(s), data lost</source>
        <translation>
            <numerusform>Buffers overflowed: %n overrun, data lost</numerusform>
            <numerusform>Buffers overflowed: %n overruns, data lost</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TogetherSession</name>
    <message numerus="yes">
        <location filename="../ui/TogetherSession.cpp" line="+121"/>
        <source>All %n host(s) ready: started together</source>
        <translation>
            <numerusform>%n host ready: started</numerusform>
            <numerusform>All %n hosts ready: started together</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Trust</name>
    <message numerus="yes">
        <location filename="../core/Trust.cpp" line="+489"/>
        <source>The kernel&apos;s ext4lazyinit thread is zeroing the inode tables of this newly made ext4 filesystem (%n of its %1 block groups still to do, by its group descriptors): it writes to the device beside the run, so the disk has less to give than it will once that is done (on a large disk, hours after mkfs).</source>
        <translation>
            <numerusform>The kernel&apos;s ext4lazyinit thread is zeroing the inode tables of this newly made ext4 filesystem (%n of its %1 block groups still to do, by its group descriptors): it writes to the device beside the run, so the disk has less to give than it will once that is done (on a large disk, hours after mkfs).</numerusform>
            <numerusform>The kernel&apos;s ext4lazyinit thread is zeroing the inode tables of this newly made ext4 filesystem (%n of its %1 block groups still to do, by its group descriptors): it writes to the device beside the run, so the disk has less to give than it will once that is done (on a large disk, hours after mkfs).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message numerus="yes">
        <location filename="../core/Verdict.cpp" line="+365"/>
        <source>%1, %n stream(s)</source>
        <translation>
            <numerusform>%1, %n stream</numerusform>
            <numerusform>%1, %n streams</numerusform>
        </translation>
    </message>
</context>
</TS>
