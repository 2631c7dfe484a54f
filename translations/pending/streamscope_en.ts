<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Capacity</name>
    <message numerus="yes">
        <source>%n stream(s) × %1</source>
        <translation>
            <numerusform>%n stream × %1</numerusform>
            <numerusform>%n streams × %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n overrun(s), %2 lost</source>
        <translation>
            <numerusform>%1: %n overrun, %2 lost</numerusform>
            <numerusform>%1: %n overruns, %2 lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the free space of %1 (%2) ends the search: %n streams would need %3 plus a margin of %4</source>
        <translation>
            <numerusform>the free space of %1 (%2) ends the search: %n stream would need %3 plus a margin of %4</numerusform>
            <numerusform>the free space of %1 (%2) ends the search: %n streams would need %3 plus a margin of %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This target sustains %n stream(s) of %1 without losing data (%2); %3 streams overran.</source>
        <translation>
            <numerusform>This target sustains %n stream of %1 without losing data (%2); %3 streams overran.</numerusform>
            <numerusform>This target sustains %n streams of %1 without losing data (%2); %3 streams overran.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This target sustained every count tried, up to %n stream(s) of %1 (%2).</source>
        <translation>
            <numerusform>This target sustained every count tried, up to %n stream of %1 (%2).</numerusform>
            <numerusform>This target sustained every count tried, up to %n streams of %1 (%2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message numerus="yes">
        <source>Recording %n real-time stream(s)</source>
        <translation>
            <numerusform>Recording %n real-time stream</numerusform>
            <numerusform>Recording %n real-time streams</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  latency %1; %n stall(s)</source>
        <translation>
            <numerusform>  latency %1; %n stall</numerusform>
            <numerusform>  latency %1; %n stalls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leftover run director(y/ies) removed</source>
        <translation>
            <numerusform>%n leftover run directory removed</numerusform>
            <numerusform>%n leftover run directories removed</numerusform>
        </translation>
    </message>
</context>
</TS>
