<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Capacity</name>
    <message>
        <source>mixed rates</source>
        <translation>gemischte Raten</translation>
    </message>
    <message numerus="yes">
        <source>%n stream(s) × %1</source>
        <translation>
            <numerusform>%n Datenstrom × %1</numerusform>
            <numerusform>%n Datenströme × %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: sustained, worst buffer %2 %</source>
        <translation>%1: gehalten, vollster Puffer %2 %</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n overrun(s), %2 lost</source>
        <translation>
            <numerusform>%1: %n Überlauf, %2 verloren</numerusform>
            <numerusform>%1: %n Überläufe, %2 verloren</numerusform>
        </translation>
    </message>
    <message>
        <source>the run produced no result</source>
        <translation>die Ausführung lieferte kein Ergebnis</translation>
    </message>
    <message>
        <source>the run produced no write phase</source>
        <translation>die Ausführung enthielt keine Schreibphase</translation>
    </message>
    <message numerus="yes">
        <source>the free space of %1 (%2) ends the search: %n streams would need %3 plus a margin of %4</source>
        <translation>
            <numerusform>der freie Platz auf %1 (%2) beendet die Suche: %n Datenstrom bräuchte %3 plus eine Reserve von %4</numerusform>
            <numerusform>der freie Platz auf %1 (%2) beendet die Suche: %n Datenströme bräuchten %3 plus eine Reserve von %4</numerusform>
        </translation>
    </message>
    <message>
        <source>the search stopped at the limit of %1 streams</source>
        <translation>die Suche endete an der Grenze von %1 Datenströmen</translation>
    </message>
    <message>
        <source>%1 mode, %2 buffer per stream, %3</source>
        <translation>Modus %1, %2 Puffer je Datenstrom, %3</translation>
    </message>
    <message>
        <source>Not even one stream of %1 was sustained without losing data (%2).</source>
        <translation>Nicht einmal ein Datenstrom mit %1 wurde ohne Datenverlust gehalten (%2).</translation>
    </message>
    <message numerus="yes">
        <source>This target sustains %n stream(s) of %1 without losing data (%2); %3 streams overran.</source>
        <translation>
            <numerusform>Dieses Ziel hält %n Datenstrom mit %1 ohne Datenverlust (%2); bei %3 Datenströmen kam es zum Überlauf.</numerusform>
            <numerusform>Dieses Ziel hält %n Datenströme mit je %1 ohne Datenverlust (%2); bei %3 Datenströmen kam es zum Überlauf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This target sustained every count tried, up to %n stream(s) of %1 (%2).</source>
        <translation>
            <numerusform>Dieses Ziel hielt jede versuchte Anzahl, bis zu %n Datenstrom mit %1 (%2).</numerusform>
            <numerusform>Dieses Ziel hielt jede versuchte Anzahl, bis zu %n Datenströme mit je %1 (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>The search ended early: %1.</source>
        <translation>Die Suche endete vorzeitig: %1.</translation>
    </message>
    <message>
        <source>The search stopped: %1</source>
        <translation>Die Suche wurde abgebrochen: %1</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>p99 %1, max %2</source>
        <translation>p99 %1, max. %2</translation>
    </message>
    <message>
        <source>Target %1: %2 on %3 (%4)</source>
        <translation>Ziel %1: %2 auf %3 (%4)</translation>
    </message>
    <message numerus="yes">
        <source>Recording %n real-time stream(s)</source>
        <translation>
            <numerusform>Zeichne %n Echtzeit-Datenstrom auf</numerusform>
            <numerusform>Zeichne %n Echtzeit-Datenströme auf</numerusform>
        </translation>
    </message>
    <message>
        <source>Writing %1 of data to %2 files in parallel</source>
        <translation>Schreibe %1 Daten parallel in %2 Dateien</translation>
    </message>
    <message>
        <source>Creating %1 files of %2 one after another</source>
        <translation>Lege %1 Dateien zu je %2 nacheinander an</translation>
    </message>
    <message>
        <source>Reading files in sequence</source>
        <translation>Lese Dateien nacheinander</translation>
    </message>
    <message>
        <source>Reading files round-robin</source>
        <translation>Lese Dateien reihum</translation>
    </message>
    <message>
        <source>  still cached when the read began: %1 % (%2)</source>
        <translation>  beim Start des Lesens noch im Seitencache: %1 % (%2)</translation>
    </message>
    <message>
        <source>  ongoing %1 MiB/s, effective %2 MiB/s, flush tail %3 s</source>
        <translation>  laufend %1 MiB/s, effektiv %2 MiB/s, Flush-Nachlauf %3 s</translation>
    </message>
    <message numerus="yes">
        <source>  latency %1; %n stall(s)</source>
        <translation>
            <numerusform>  Latenz %1; %n Hänger</numerusform>
            <numerusform>  Latenz %1; %n Hänger</numerusform>
        </translation>
    </message>
    <message>
        <source>; fdatasync max %1 ms</source>
        <translation>; fdatasync max. %1 ms</translation>
    </message>
    <message>
        <source>  device %1 %2 (%3x the program&apos;s %4); peak dirty %5 MiB</source>
        <translation>  Gerät (%1): %2 (%3x die %4 des Programms); Dirty-Spitze %5 MiB</translation>
    </message>
    <message>
        <source>read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>wrote</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>  no block device; peak dirty %1 MiB</source>
        <translation>  kein Blockgerät; Dirty-Spitze %1 MiB</translation>
    </message>
    <message>
        <source>  I/O pressure: some %1 s, full %2 s</source>
        <translation>  I/O-Druck: some %1 s, full %2 s</translation>
    </message>
    <message>
        <source>Transferred %1 of data in %2 seconds (%3 MiB/s)</source>
        <translation>%1 Daten in %2 Sekunden übertragen (%3 MiB/s)</translation>
    </message>
    <message>
        <source>Comparison (MiB/s; write = effective, including the flush tail)</source>
        <translation>Vergleich (MiB/s; Schreiben = effektiv, einschließlich Flush-Nachlauf)</translation>
    </message>
    <message>
        <source>Summary (MiB/s; write = effective, including the flush tail)</source>
        <translation>Zusammenfassung (MiB/s; Schreiben = effektiv, einschließlich Flush-Nachlauf)</translation>
    </message>
    <message>
        <source>target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>streams</source>
        <translation>Ströme</translation>
    </message>
    <message>
        <source>write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>ongoing</source>
        <translation>laufend</translation>
    </message>
    <message>
        <source>flush s</source>
        <translation>Flush s</translation>
    </message>
    <message>
        <source>p99 ms</source>
        <translation>p99 ms</translation>
    </message>
    <message>
        <source>stalls</source>
        <translation>Hänger</translation>
    </message>
    <message>
        <source>kept %1: its run (PID %2) is still going</source>
        <translation>%1 behalten: seine Ausführung (PID %2) läuft noch</translation>
    </message>
    <message>
        <source>removed %1 (left by PID %2, started %3)</source>
        <translation>%1 entfernt (hinterlassen von PID %2, gestartet %3)</translation>
    </message>
    <message numerus="yes">
        <source>%n leftover run director(y/ies) removed</source>
        <translation>
            <numerusform>%n übrig gebliebenes Ausführungsverzeichnis entfernt</numerusform>
            <numerusform>%n übrig gebliebene Ausführungsverzeichnisse entfernt</numerusform>
        </translation>
    </message>
    <message>
        <source>Measures how a disk and filesystem cope with many parallel streams of writes and reads.

Rates: interval = bytes in one sampling tick; ongoing = bytes so far / time so far (what a program sees); effective = bytes / time including the final flush and close; device = what the block device really wrote or read.

Exit status: 0 success, 1 failed run, 2 bad usage, 130 cancelled (SIGINT/SIGTERM/SIGHUP).

Presets:
</source>
        <translation>Misst, wie ein Datenträger und ein Dateisystem mit vielen parallelen Datenströmen aus Schreib- und Lesevorgängen zurechtkommen.

Raten: Intervallrate = Bytes in einem Abtastschritt; laufende Rate = bisherige Bytes / bisherige Zeit (was ein Programm sieht); effektive Rate = Bytes / Zeit einschließlich abschließendem Flush und Schließen; Gerät = was das Blockgerät wirklich geschrieben oder gelesen hat.

Exit-Status: 0 Erfolg, 1 fehlgeschlagene Ausführung, 2 falsche Verwendung, 130 abgebrochen (SIGINT/SIGTERM/SIGHUP).

Voreinstellungen:
</translation>
    </message>
    <message>
        <source>Write the run report (JSON) to FILE.</source>
        <translation>Den Bericht der Ausführung (JSON) in DATEI schreiben.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>Write the time series (one row per tick) to FILE.</source>
        <translation>Die Zeitreihe (eine Zeile je Abtastschritt) in DATEI schreiben.</translation>
    </message>
    <message>
        <source>List the presets and exit.</source>
        <translation>Die Voreinstellungen auflisten und beenden.</translation>
    </message>
    <message>
        <source>Remove run directories that crashed StreamScope runs left in DIR, then exit.</source>
        <translation>Ausführungsverzeichnisse entfernen, die abgestürzte StreamScope-Ausführungen in VERZ hinterlassen haben, dann beenden.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>VERZ</translation>
    </message>
    <message>
        <source>Find how many real-time streams the target sustains without losing data: grows 1, 2, 4, 8... streams until one overruns, then bisects. Needs --rate, --buffer and --duration (or --preset recorder).</source>
        <translation>Ermitteln, wie viele Echtzeit-Datenströme das Ziel ohne Datenverlust hält: steigert auf 1, 2, 4, 8... Datenströme, bis einer überläuft, dann Intervallhalbierung. Braucht --rate, --buffer und --duration (oder --preset recorder).</translation>
    </message>
    <message>
        <source>Also print what the engine is doing (flushing, dropping cache...).</source>
        <translation>Auch ausgeben, was die Engine gerade tut (Flush, Seitencache verwerfen...).</translation>
    </message>
    <message>
        <source>Try --help for the list of options.</source>
        <translation>--help zeigt die Liste der Optionen.</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;; every value belongs to an option, e.g. --dir /mnt/data</source>
        <translation>unerwartetes Argument „%1“; jeder Wert gehört zu einer Option, z. B. --dir /mnt/data</translation>
    </message>
    <message>
        <source>note: %1 was left by a StreamScope run that did not finish (PID %2); remove it with streamscope-cli --clean-leftovers %3</source>
        <translation>Hinweis: %1 wurde von einer StreamScope-Ausführung hinterlassen, die nicht zu Ende lief (PID %2); mit streamscope-cli --clean-leftovers %3 entfernen</translation>
    </message>
    <message>
        <source>--capacity needs real-time streams: give --rate, --buffer and --duration, or use --preset recorder</source>
        <translation>--capacity braucht Echtzeit-Datenströme: --rate, --buffer und --duration angeben oder --preset recorder verwenden</translation>
    </message>
    <message>
        <source>--capacity searches one target at a time; give exactly one --dir</source>
        <translation>--capacity durchsucht ein Ziel nach dem anderen; genau ein --dir angeben</translation>
    </message>
    <message>
        <source>Capacity search on %1: %2 per stream, %3 buffer, %4 s, %5 mode</source>
        <translation>Kapazitätssuche auf %1: %2 je Datenstrom, %3 Puffer, %4 s, Modus %5</translation>
    </message>
    <message>
        <source>  %1 streams: sustained, worst buffer %2 %, %3 MiB/s in total</source>
        <translation>  %1 Datenströme: gehalten, vollster Puffer %2 %, %3 MiB/s insgesamt</translation>
    </message>
    <message>
        <source>  %1 streams: %2 overrun(s), %3 MiB lost, worst buffer %4 %</source>
        <translation>  %1 Datenströme: Überläufe %2, %3 MiB verloren, vollster Puffer %4 %</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>cancelled: %1</source>
        <translation>abgebrochen: %1</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
</context>
<context>
    <name>Gui</name>
    <message>
        <source>Shows live how a disk and filesystem cope with many parallel streams of writes and reads.

Presets:
</source>
        <translation>Zeigt live, wie ein Datenträger und ein Dateisystem mit vielen parallelen Datenströmen aus Schreib- und Lesevorgängen zurechtkommen.

Voreinstellungen:
</translation>
    </message>
    <message>
        <source>Start the run at once.</source>
        <translation>Die Ausführung sofort starten.</translation>
    </message>
    <message>
        <source>Save the chart to FILE (PNG or SVG, by its suffix) when the run finishes.</source>
        <translation>Das Diagramm nach Ende der Ausführung in DATEI speichern (PNG oder SVG, je nach Endung).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>Save a picture of the whole window to FILE (PNG) when the run finishes.</source>
        <translation>Nach Ende der Ausführung ein Bild des ganzen Fensters in DATEI (PNG) speichern.</translation>
    </message>
    <message>
        <source>Quit when the run finishes (exit status 0 ok, 1 failed, 2 bad options, 130 stopped).</source>
        <translation>Nach Ende der Ausführung beenden (Exit-Status 0 ok, 1 fehlgeschlagen, 2 falsche Optionen, 130 angehalten).</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;; every value belongs to an option, e.g. --dir /mnt/data</source>
        <translation>unerwartetes Argument „%1“; jeder Wert gehört zu einer Option, z. B. --dir /mnt/data</translation>
    </message>
    <message>
        <source>cannot start: %1</source>
        <translation>Start nicht möglich: %1</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>VDR multi-stream write</source>
        <translation>VDR: Schreiben mehrerer Datenströme</translation>
    </message>
    <message>
        <source>Seed 000: N files written round-robin in 4 KiB writes by one thread, fdatasync at the end, then each file read back on its own; 1 stream, then 2 streams sharing the same total (the ext3 25.7 → 0.48 MB/s test).</source>
        <translation>Seed 000: N Dateien, von einem Thread reihum in 4-KiB-Schreibvorgängen geschrieben, am Ende fdatasync, dann jede Datei einzeln zurückgelesen; 1 Datenstrom, dann 2 Datenströme mit derselben Gesamtmenge (der ext3-Test 25,7 → 0,48 MB/s).</translation>
    </message>
    <message>
        <source>Ardour hdtest</source>
        <translation>Ardour hdtest</translation>
    </message>
    <message>
        <source>Seed 001: 20 files written with 256 KiB blocks, buffered, one flush at the end; shows the ongoing rate running far ahead of the effective rate. Use --schedule threads for its multi-threaded mode, --mode sync for O_SYNC, --prepare existing for &apos;notrunc&apos;.</source>
        <translation>Seed 001: 20 Dateien gepuffert in 256-KiB-Blöcken geschrieben, ein Flush am Ende; zeigt, wie die laufende Rate der effektiven Rate weit vorauseilt. --schedule threads für den Multithread-Modus, --mode sync für O_SYNC, --prepare existing für &apos;notrunc&apos; verwenden.</translation>
    </message>
    <message>
        <source>elv_test round-robin</source>
        <translation>elv_test reihum</translation>
    </message>
    <message>
        <source>Seed 002: 8 files of 30 MiB created sequentially, then rewritten in place and read round-robin in 8 KiB blocks by one thread (1.05 vs 11 MB/s on 2.4.0-test9).</source>
        <translation>Seed 002: 8 Dateien zu 30 MiB nacheinander angelegt, dann an Ort und Stelle überschrieben und von einem Thread reihum in 8-KiB-Blöcken gelesen (1,05 gegenüber 11 MB/s auf 2.4.0-test9).</translation>
    </message>
    <message>
        <source>Video recorder</source>
        <translation>Videorekorder</translation>
    </message>
    <message>
        <source>Real-time streams like a DVB video recorder: each stream receives 1 MiB/s into a 4 MiB buffer and is written in 64 KiB blocks for 60 s; a stall longer than the buffer covers loses data. Use --capacity to find how many streams the disk sustains.</source>
        <translation>Echtzeit-Datenströme wie bei einem DVB-Videorekorder: jeder Datenstrom empfängt 1 MiB/s in einen 4-MiB-Puffer und wird 60 s lang in 64-KiB-Blöcken geschrieben; ein Hänger, der länger dauert, als der Puffer überbrückt, verliert Daten. Mit --capacity ermitteln, wie viele Datenströme der Datenträger hält.</translation>
    </message>
    <message>
        <source>Audio workstation</source>
        <translation>Audio-Workstation</translation>
    </message>
    <message>
        <source>Real-time streams like a multitrack audio recorder: 24 tracks of 48 kHz × 24-bit (0.1373 MiB/s each), 64 KiB writes from a 1 MiB buffer per track, 60 s.</source>
        <translation>Echtzeit-Datenströme wie bei einem Mehrspur-Audiorekorder: 24 Spuren mit 48 kHz × 24 Bit (je 0,1373 MiB/s), 64-KiB-Schreibvorgänge aus einem 1-MiB-Puffer je Spur, 60 s.</translation>
    </message>
</context>
<context>
    <name>RunConfig</name>
    <message>
        <source>flush &quot;%1&quot; is not understood; use end, none or every:SIZE (for example every:16M)</source>
        <translation>flush „%1“ wird nicht verstanden; end, none oder every:GRÖSSE verwenden (zum Beispiel every:16M)</translation>
    </message>
</context>
<context>
    <name>RunReport</name>
    <message>
        <source>report: &quot;%1&quot; %2</source>
        <translation>Bericht: „%1“ %2</translation>
    </message>
    <message>
        <source>is missing or not an object</source>
        <translation>fehlt oder ist kein Objekt</translation>
    </message>
    <message>
        <source>is missing or not a list</source>
        <translation>fehlt oder ist keine Liste</translation>
    </message>
    <message>
        <source>has %1 entries, more than a report can hold</source>
        <translation>hat %1 Einträge, mehr als ein Bericht enthalten kann</translation>
    </message>
    <message>
        <source>is missing or not a number</source>
        <translation>fehlt oder ist keine Zahl</translation>
    </message>
    <message>
        <source>is %1, outside %2 to %3</source>
        <translation>ist %1, außerhalb von %2 bis %3</translation>
    </message>
    <message>
        <source>is not a whole number</source>
        <translation>ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>is missing or not text</source>
        <translation>fehlt oder ist kein Text</translation>
    </message>
    <message>
        <source>is missing or not true/false</source>
        <translation>fehlt oder ist nicht true/false</translation>
    </message>
    <message>
        <source>names an unknown phase &quot;%1&quot;</source>
        <translation>nennt eine unbekannte Phase „%1“</translation>
    </message>
    <message>
        <source>is before start_s</source>
        <translation>liegt vor start_s</translation>
    </message>
    <message>
        <source>holds more than %1 events</source>
        <translation>enthält mehr als %1 Ereignisse</translation>
    </message>
    <message>
        <source>holds an entry that is not an object</source>
        <translation>enthält einen Eintrag, der kein Objekt ist</translation>
    </message>
    <message>
        <source>holds more than %1 streams</source>
        <translation>enthält mehr als %1 Datenströme</translation>
    </message>
    <message>
        <source>has %1 values for %2 samples</source>
        <translation>hat %1 Werte für %2 Abtastwerte</translation>
    </message>
    <message>
        <source>holds a value that is not a finite number</source>
        <translation>enthält einen Wert, der keine endliche Zahl ist</translation>
    </message>
    <message>
        <source>has %1 streams, the pass has %2</source>
        <translation>hat %1 Datenströme, der Durchgang hat %2</translation>
    </message>
    <message>
        <source>has a stream whose length differs from the samples</source>
        <translation>hat einen Datenstrom, dessen Länge nicht zu den Abtastwerten passt</translation>
    </message>
    <message>
        <source>describes more samples than a report can hold</source>
        <translation>beschreibt mehr Abtastwerte, als ein Bericht enthalten kann</translation>
    </message>
    <message>
        <source>holds a time that is not a non-negative number</source>
        <translation>enthält eine Zeit, die keine nichtnegative Zahl ist</translation>
    </message>
    <message>
        <source>names an unknown phase</source>
        <translation>nennt eine unbekannte Phase</translation>
    </message>
</context>
</TS>
