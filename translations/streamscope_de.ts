<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Capacity</name>
    <message>
        <location filename="../core/Capacity.cpp" line="+31"/>
        <source>mixed rates</source>
        <translation>gemischte Raten</translation>
    </message>
    <message numerus="yes">
        <location line="+154"/>
        <source>%n stream(s) × %1</source>
        <translation>
            <numerusform>%n Datenstrom × %1</numerusform>
            <numerusform>%n Datenströme × %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2, worst buffer %3 %</source>
        <translation>%1: %2, vollster Puffer %3 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: sustained, worst buffer %2 %</source>
        <translation>%1: gehalten, vollster Puffer %2 %</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %n overrun(s), %2 lost</source>
        <translation>
            <numerusform>%1: %n Überlauf, %2 verloren</numerusform>
            <numerusform>%1: %n Überläufe, %2 verloren</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>the run produced no result</source>
        <translation>die Ausführung lieferte kein Ergebnis</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the run produced no write phase</source>
        <translation>die Ausführung enthielt keine Schreibphase</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%n stream(s) were not tried: they need %1 plus a margin of %2, and the free space of %3 is %4.</source>
        <translation>
            <numerusform>%n Datenstrom wurde nicht versucht: er bräuchte %1 plus eine Reserve von %2, und der freie Platz von %3 beträgt %4.</numerusform>
            <numerusform>%n Datenströme wurden nicht versucht: sie bräuchten %1 plus eine Reserve von %2, und der freie Platz von %3 beträgt %4.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>%1 streams is the most it tries.</source>
        <translation>Mehr als %1 Datenströme versucht die Suche nicht.</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>%1 mode, %2 buffer per stream, each step until decided</source>
        <translation>Modus %1, %2 Puffer je Datenstrom, jeder Schritt bis zum Urteil</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>This target sustains %n stream(s) of %1 long-term (%2).</source>
        <translation>
            <numerusform>Dieses Ziel hält %n Datenstrom mit %1 auf Dauer (%2).</numerusform>
            <numerusform>Dieses Ziel hält %n Datenströme mit je %1 auf Dauer (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>This target sustains %n stream(s) of %1 without losing data (%2); %3 streams would overrun.</source>
        <translation>
            <numerusform>Dieses Ziel hält %n Datenstrom mit %1 ohne Datenverlust (%2); bei %3 Datenströmen käme es zum Überlauf.</numerusform>
            <numerusform>Dieses Ziel hält %n Datenströme mit je %1 ohne Datenverlust (%2); bei %3 Datenströmen käme es zum Überlauf.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Measured in steady state by the run&apos;s own data; the device&apos;s rate varied too much for one figure (%1 in one step).</source>
        <translation>Im eingeschwungenen Zustand an den eigenen Daten des Laufs gemessen; die Rate des Geräts schwankte zu stark für eine Zahl (%1 in einem Schritt).</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Measured in steady state: with %n stream(s) the device writes %1.</source>
        <translation>
            <numerusform>Im eingeschwungenen Zustand gemessen: mit %n Datenstrom schreibt das Gerät %1.</numerusform>
            <numerusform>Im eingeschwungenen Zustand gemessen: mit %n Datenströmen schreibt das Gerät %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measured in steady state; %1.</source>
        <translation>Im eingeschwungenen Zustand gemessen; %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no answer on whether it holds, as %1 could not be read</source>
        <translation>ob es hält, bleibt offen: %1 nicht lesbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot tell yet whether it holds: run at least %1</source>
        <translation>ob es hält, lässt sich noch nicht sagen: mindestens %1 laufen lassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no steady state was established</source>
        <translation>ein eingeschwungener Zustand stellte sich nicht ein</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Held for the whole step, so this is sustained so far: %1.</source>
        <translation>Über den ganzen Schritt gehalten, also bisher gehalten: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Held for the whole step, so this is sustained so far: %1 (%2).</source>
        <translation>Über den ganzen Schritt gehalten, also bisher gehalten: %1 (%2).</translation>
    </message>
    <message numerus="yes">
        <location line="-6"/>
        <source>with %n stream(s) the device writes %1</source>
        <translation>
            <numerusform>mit %n Datenstrom schreibt das Gerät %1</numerusform>
            <numerusform>mit %n Datenströmen schreibt das Gerät %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Before the steps, %1.</source>
        <translation>Vor den Schritten: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A new ext4 zeroed its inode tables beside the search (ext4lazyinit): it takes the whole device in bursts and the journal waits behind them, so no count is called long-term until that is done (wait, or mount -o remount,init_itable=0).</source>
        <translation>Ein neues ext4 nullte neben der Suche seine Inode-Tabellen (ext4lazyinit): Es belegt das Gerät stoßweise ganz, und das Journal wartet dahinter, daher gilt keine Anzahl als dauerhaft, bis das erledigt ist (warten oder mount -o remount,init_itable=0).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Another writer used ~%1 of this device during that step: the answer is for what it left.</source>
        <translation>Ein anderer Schreiber nutzte in diesem Schritt ~%1 dieses Geräts: Die Antwort gilt für das, was er übrig ließ.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>With %n stream(s) the writer falls behind and would lose data after %1.</source>
        <translation>
            <numerusform>Mit %n Datenstrom fällt der Schreiber zurück und verlöre Daten nach %1.</numerusform>
            <numerusform>Mit %n Datenströmen fällt der Schreiber zurück und verlöre Daten nach %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 streams are too close to what the device takes for a run of bounded length to tell whether they hold.</source>
        <translation>%1 Datenströme liegen zu nah an dem, was das Gerät aufnimmt, als dass ein Lauf begrenzter Länge zeigen könnte, ob sie halten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Stopped: %1</source>
        <translation>Suche abgebrochen: %1</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>%1 mode, %2 buffer per stream, %3</source>
        <translation>Modus %1, %2 Puffer je Datenstrom, %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No stream count was measured (%1).</source>
        <translation>Es wurde keine Anzahl von Datenströmen gemessen (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not even one stream of %1 was sustained without losing data (%2).</source>
        <translation>Nicht einmal ein Datenstrom mit %1 wurde ohne Datenverlust gehalten (%2).</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>This target sustains %n stream(s) of %1 without losing data (%2); %3 streams overran.</source>
        <translation>
            <numerusform>Dieses Ziel hält %n Datenstrom mit %1 ohne Datenverlust (%2); bei %3 Datenströmen kam es zum Überlauf.</numerusform>
            <numerusform>Dieses Ziel hält %n Datenströme mit je %1 ohne Datenverlust (%2); bei %3 Datenströmen kam es zum Überlauf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>This target sustained every count tried, up to %n stream(s) of %1 (%2).</source>
        <translation>
            <numerusform>Dieses Ziel hielt jede versuchte Anzahl, bis zu %n Datenstrom mit %1 (%2).</numerusform>
            <numerusform>Dieses Ziel hielt jede versuchte Anzahl, bis zu %n Datenströme mit je %1 (%2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CapacityChart</name>
    <message>
        <location filename="../ui/CapacityChart.cpp" line="+22"/>
        <source>Capacity chart</source>
        <translation>Kapazitätsdiagramm</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>streams</source>
        <translation>Datenströme</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>worst fill (%)</source>
        <translation>max. Füllung (%)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>overruns</source>
        <translation>Überläufe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>worst buffer fill</source>
        <translation>max. Pufferfüllung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>long-term (● steady)</source>
        <translation>auf Dauer (● eingeschwungen)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>so far (◆ not steady)</source>
        <translation>bisher (◆ nicht eingeschwungen)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>would lose data (▲)</source>
        <translation>verlöre Daten (▲)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>lost data (■)</source>
        <translation>Daten verloren (■)</translation>
    </message>
    <message>
        <location line="+170"/>
        <source>device ~%1 = %2 streams</source>
        <translation>Gerät ~%1 = %2 Datenströme</translation>
    </message>
    <message>
        <location line="-165"/>
        <source>overruns (right axis)</source>
        <translation>Überläufe (rechte Achse)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Capacity search: %1 per stream, %2 buffer, %3 mode, each step until decided</source>
        <translation>Kapazitätssuche: %1 je Datenstrom, %2 Puffer, Modus %3, jeder Schritt bis zum Urteil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Capacity search: %1 per stream, %2 buffer, %3 mode, %4 s</source>
        <translation>Kapazitätssuche: %1 je Datenstrom, %2 Puffer, Modus %3, %4 s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Capacity search: no search yet</source>
        <translation>Kapazitätssuche: noch keine Suche</translation>
    </message>
</context>
<context>
    <name>CapacityPage</name>
    <message>
        <location filename="../ui/CapacityPage.cpp" line="+43"/>
        <source>No capacity search yet: set a rate, buffer and duration (or choose the recorder or daw preset) and press Find Capacity.</source>
        <translation>Noch keine Kapazitätssuche: Rate, Puffer und Dauer einstellen (oder die Voreinstellung recorder oder daw wählen) und „Kapazität ermitteln“ drücken.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a rate per stream under Real-time streams (or the recorder or daw preset)</source>
        <translation>eine Rate je Datenstrom unter Echtzeit-Datenströme (oder die Voreinstellung recorder oder daw)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a duration under Real-time streams: each step records for that long</source>
        <translation>eine Dauer unter Echtzeit-Datenströme: jeder Schritt zeichnet so lange auf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exactly one target directory: the search measures one disk at a time</source>
        <translation>genau ein Zielverzeichnis: die Suche misst einen Datenträger nach dem anderen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a longer duration, or a smaller buffer: %1</source>
        <translation>eine längere Dauer oder ein kleinerer Puffer: %1</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Searching… each step records %1 per stream until its verdict is known, for at most %2 s or, on a disk, a minute and a half: the kernel writes nothing back for its first 30 s.</source>
        <translation>Suche läuft… jeder Schritt zeichnet %1 je Datenstrom auf, bis sein Urteil feststeht, höchstens %2 s oder, auf einem Datenträger, anderthalb Minuten: der Kernel schreibt in den ersten 30 s nichts zurück.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Searching… each step records %1 per stream for %2 s.</source>
        <translation>Suche läuft… jeder Schritt zeichnet %1 je Datenstrom für %2 s auf.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>⚠ Limited by the disk&apos;s free space: %1</source>
        <translation>⚠ Durch den freien Platz auf dem Datenträger begrenzt: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 Its files were removed.</source>
        <translation>%1 Die Dateien der Suche wurden entfernt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (Not kept in the history: %2)</source>
        <translation>%1 (Nicht im Verlauf gespeichert: %2)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot show the capacity search: %1</source>
        <translation>Die Kapazitätssuche kann nicht angezeigt werden: %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Capacity search of %1, stopped before it ended: %2</source>
        <translation>Kapazitätssuche vom %1, vor ihrem Ende angehalten: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity search of %1: %2</source>
        <translation>Kapazitätssuche vom %1: %2</translation>
    </message>
</context>
<context>
    <name>CapacityReport</name>
    <message>
        <location filename="../core/CapacityReport.cpp" line="+33"/>
        <source>&quot;%1&quot; %2</source>
        <translation>„%1“ %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>is not a whole number from %1 to %2</source>
        <translation>ist keine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>is not a number from %1 to %2</source>
        <translation>ist keine Zahl von %1 bis %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>is not a text</source>
        <translation>ist kein Text</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+232"/>
        <source>is not true or false</source>
        <translation>ist nicht true oder false</translation>
    </message>
    <message>
        <location line="-144"/>
        <source>is not &quot;capacity&quot;</source>
        <translation>ist nicht „capacity“</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>is not an object</source>
        <translation>ist kein Objekt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>is not a date and time</source>
        <translation>ist kein Datum mit Uhrzeit</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>is not a list of at most %1 steps</source>
        <translation>ist keine Liste mit höchstens %1 Schritten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>holds something that is not a step</source>
        <translation>enthält etwas, das kein Schritt ist</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+53"/>
        <source>is not &quot;measured&quot; or &quot;calibrated&quot;</source>
        <translation>ist weder „measured“ noch „calibrated“</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>is not a known verdict</source>
        <translation>ist keine bekannte Bewertung</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>is not a known basis</source>
        <translation>ist keine bekannte Grundlage</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>names an unknown kernel input</source>
        <translation>nennt eine unbekannte Kernel-Datenquelle</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>is not &quot;page_cache&quot; or &quot;device&quot;</source>
        <translation>ist weder „page_cache“ noch „device“</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot write the capacity search to %1: %2</source>
        <translation>die Kapazitätssuche kann nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot open the capacity search %1: %2</source>
        <translation>die Kapazitätssuche %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: not a JSON object (%2)</source>
        <translation>%1: kein JSON-Objekt (%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ChartPage</name>
    <message>
        <location filename="../ui/ChartPage.cpp" line="+48"/>
        <location line="+275"/>
        <source>all streams</source>
        <translation>alle Datenströme</translation>
    </message>
    <message>
        <location line="-273"/>
        <source>Stream shown</source>
        <translation>Angezeigter Datenstrom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highlight one stream (with many streams the chart shows their min–max band)</source>
        <translation>Einen Datenstrom hervorheben (bei vielen Datenströmen zeigt das Diagramm ihr Min-Max-Band)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+25"/>
        <source>auto</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>raw tick</source>
        <translation>Rohwerte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0.5 s mean</source>
        <translation>Mittel über 0,5 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 s mean</source>
        <translation>Mittel über 1 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 s mean</source>
        <translation>Mittel über 5 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smoothing</source>
        <translation>Glättung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolling mean of the interval rate for the stream, band and total lines (display only: CSV and JSON keep every tick). The raw ticks stay drawn faintly. Auto: 1 s for real-time runs, 0.5 s otherwise.</source>
        <translation>Gleitendes Mittel der Intervallrate für die Linien der Datenströme, des Bands und der Gesamtrate (nur für die Anzeige: CSV und JSON behalten jeden Abtastschritt). Die Rohwerte je Abtastschritt bleiben blass eingezeichnet. Automatisch: 1 s bei Echtzeit-Ausführungen, sonst 0,5 s.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>whole run</source>
        <translation>ganze Ausführung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last 30 s</source>
        <translation>letzte 30 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last 2 min</source>
        <translation>letzte 2 min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last 10 min</source>
        <translation>letzte 10 min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow</source>
        <translation>Folgen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the chart shows of a run while it goes on</source>
        <translation>Was das Diagramm von einer Ausführung zeigt, während sie läuft</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit all</source>
        <translation>Alles einpassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scale the rate axis to the device&apos;s lines too (otherwise they run off its top, marked by a triangle there)</source>
        <translation>Die Ratenachse auch an die Linien des Geräts anpassen (sonst laufen sie oben aus ihr hinaus und werden dort mit einem Dreieck markiert)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>program lines</source>
        <translation>Programmlinien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>streams</source>
        <translation>Ströme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale to</source>
        <translation>Skalieren auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the rate axis fits: the program&apos;s lines (streams, total, ongoing, effective) or the streams alone, with the total and the other rates running off the top, marked there and in the legend. Auto: the program&apos;s lines and, in a real-time run of more than one stream, each stream as a share of its own rate on a second axis (100 % = on time).</source>
        <translation>Worauf sich die Ratenachse einstellt: auf die Linien des Programms (Datenströme, gesamt, laufend, effektiv) oder nur auf die Datenströme; dann laufen gesamt und die anderen Raten oben hinaus und sind dort und in der Legende markiert. Auto: die Linien des Programms und, bei Echtzeitläufen mit mehr als einem Datenstrom, jeder Datenstrom als Anteil seiner eigenen Rate auf einer zweiten Achse (100 % = pünktlich).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>total</source>
        <translation>gesamt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>effective</source>
        <translation>effektiv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ongoing</source>
        <translation>laufend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What is overlaid of each run: the total interval rate, the effective rate of each write phase (including its flush) or the ongoing rate (without it)</source>
        <translation>Was von jeder Ausführung überlagert wird: die gesamte Intervallrate, die effektive Rate jeder Schreibphase (mit ihrem Flush) oder die laufende Rate (ohne ihn)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rates</source>
        <translation>Raten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of each run&apos;s mean</source>
        <translation>% des Mittels jeder Ausführung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each run in the rate unit, or as a share of its own mean rate: runs of very different speeds (2,000 and 8 MiB/s) keep their shapes on one axis. Chosen by itself when the runs&apos; means lie ten times or more apart.</source>
        <translation>Jede Ausführung in der Rateneinheit oder als Anteil ihrer eigenen mittleren Rate: Ausführungen sehr verschiedener Geschwindigkeit (2.000 und 8 MiB/s) behalten ihre Form auf einer Achse. Wird von selbst gewählt, wenn die Mittel der Ausführungen zehnfach oder weiter auseinanderliegen.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Host shown</source>
        <translation>Angezeigter Host</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every host&apos;s total and their sum, or one host with all a run shows: its streams, Dirty+Writeback, stalls and buffer fill</source>
        <translation>Die Gesamtrate jedes Hosts und ihre Summe, oder ein Host mit allem, was eine Ausführung zeigt: seine Datenströme, Dirty+Writeback, Hänger und Pufferfüllung</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a&amp;s:</source>
        <comment>compare ... as rates or as % of each run&apos;s mean</comment>
        <translation>a&amp;ls:</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Compare as</source>
        <translation>Vergleichen als</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Back to live</source>
        <translation>Zurück zur Live-Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow the run&apos;s newest data again</source>
        <translation>Wieder den neuesten Daten der Ausführung folgen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Drag to zoom, Shift+drag or middle button to pan, wheel zooms time, double-click resets; on the keyboard arrow keys pan, +/− zoom, Home resets.</source>
        <translation>Ziehen zum Zoomen, Umschalt+Ziehen oder mittlere Maustaste zum Verschieben, das Mausrad zoomt die Zeit, Doppelklick setzt zurück; auf der Tastatur verschieben die Pfeiltasten, +/− zoomen, Pos1 setzt zurück.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>H&amp;ost:</source>
        <translation>H&amp;ost:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sho&amp;w:</source>
        <translation>&amp;Zeigen:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;moothing:</source>
        <translation>&amp;Glättung:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Follow:</source>
        <translation>&amp;Folgen:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sc&amp;ale to:</source>
        <translation>S&amp;kalieren auf:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Compare:</source>
        <translation>&amp;Vergleichen:</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+1"/>
        <source>What the chart shows</source>
        <translation>Was das Diagramm zeigt</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>all hosts</source>
        <translation>alle Hosts</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>auto (%1 s)</source>
        <translation>automatisch (%1 s)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>stream %1</source>
        <translation>Datenstrom %1</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli_main.cpp" line="+84"/>
        <source>p99 %1, max %2</source>
        <translation>p99 %1, max. %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Target %1: %2 on %3 (%4)</source>
        <translation>Ziel %1: %2 auf %3 (%4)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--total %1 split in whole %2 blocks: %3 per stream, %4 left out</source>
        <translation>--total %1 in ganzen Blöcken zu %2 aufgeteilt: %3 je Datenstrom, %4 ausgelassen</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Recording %n real-time stream(s)</source>
        <translation>
            <numerusform>Zeichne %n Echtzeit-Datenstrom auf</numerusform>
            <numerusform>Zeichne %n Echtzeit-Datenströme auf</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Writing %1 of data to %2 files in parallel</source>
        <translation>Schreibe %1 Daten parallel in %2 Dateien</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Creating %1 files of %2 one after another</source>
        <translation>Lege %1 Dateien zu je %2 nacheinander an</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading files in sequence</source>
        <translation>Lese Dateien nacheinander</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reading files round-robin</source>
        <translation>Lese Dateien reihum</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  still cached when the read began: %1 % (%2)</source>
        <translation>  beim Start des Lesens noch im Seitencache: %1 % (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>  latency %1; %n stall(s)</source>
        <translation>
            <numerusform>  Latenz %1; %n Hänger</numerusform>
            <numerusform>  Latenz %1; %n Hänger</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; fdatasync max %1 ms</source>
        <translation>; fdatasync max. %1 ms</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>read</source>
        <comment>past tense: the device read N bytes</comment>
        <translation>Lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wrote</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>  I/O pressure: some %1 s, full %2 s</source>
        <translation>  I/O-Druck: some %1 s, full %2 s</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>streams</source>
        <translation>Ströme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ongoing</source>
        <translation>laufend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>flush s</source>
        <translation>Flush s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>read</source>
        <comment>column header: read rate, MiB/s</comment>
        <translation>Lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>p99 ms</source>
        <translation>p99 ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stalls</source>
        <translation>Hänger</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>stopped</source>
        <comment>summary cell: the phase was stopped before its flush</comment>
        <translation>angehalten</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Trust (%1): [%2] %3 %4</source>
        <translation>Verlässlichkeit (%1): [%2] %3 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trust: [%1] %2 %3</source>
        <translation>Verlässlichkeit: [%1] %2 %3</translation>
    </message>
    <message>
        <location filename="../app/LiveCli.cpp" line="+261"/>
        <location filename="../app/cli_main.cpp" line="+8"/>
        <source>--clean-leftovers &quot;%1&quot;: %2</source>
        <translation>--clean-leftovers „%1“: %2</translation>
    </message>
    <message>
        <location filename="../app/cli_main.cpp" line="+65"/>
        <source>Find how many real-time streams the target sustains long-term without losing data. Buffered on a disk: measures what the device takes, then the count that holds in steady state and the first that falls behind; otherwise grows 1, 2, 4, 8... streams until one overruns, then bisects. Needs --rate, --buffer and --duration (or --preset recorder); --json FILE keeps the steps and the answer.</source>
        <translation>Ermittelt, wie viele Echtzeit-Datenströme das Ziel auf Dauer ohne Datenverlust hält. Gepuffert auf einem Datenträger: misst, was das Gerät aufnimmt, dann die Anzahl, die eingeschwungen hält, und die erste, die zurückfällt; sonst 1, 2, 4, 8… Datenströme, bis einer überläuft, dann Halbierung. Braucht --rate, --buffer und --duration (oder --preset recorder); --json DATEI bewahrt die Schritte und die Antwort.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Write the fio job file that reproduces this run as closely as fio can (what it cannot express is listed in its comments) to FILE, then exit without running.</source>
        <translation>Die fio-Jobdatei, die diesen Lauf so genau nachbildet, wie fio es kann (was fio nicht ausdrücken kann, steht in ihren Kommentaren), in DATEI schreiben und ohne Lauf beenden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Write the run&apos;s events as they happen (newline-delimited JSON, see docs/live-format.md) to FILE, or to standard output with &quot;-&quot; (the usual output then goes to standard error, and the end of standard input cancels the run).</source>
        <translation>Die Ereignisse der Ausführung laufend in DATEI schreiben (zeilenweises JSON, siehe docs/live-format.md) oder mit „-“ auf die Standardausgabe (die übliche Ausgabe geht dann auf die Standardfehlerausgabe, und das Ende der Standardeingabe bricht die Ausführung ab).</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>--fio-job &quot;%1&quot;: %2</source>
        <translation>--fio-job „%1“: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrote the fio job to %1; run it with: fio %1</source>
        <translation>fio-Job nach %1 geschrieben; ausführen mit: fio %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message numerus="yes">
        <location line="-175"/>
        <source>%n leftover run director(y/ies) removed</source>
        <translation>
            <numerusform>%n übrig gebliebenes Ausführungsverzeichnis entfernt</numerusform>
            <numerusform>%n übrig gebliebene Ausführungsverzeichnisse entfernt</numerusform>
        </translation>
    </message>
    <message>
        <location line="-280"/>
        <source>, device %1 %2</source>
        <translation>, Gerät %1 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>; steady state after %1 s%2</source>
        <translation>; eingeschwungen nach %1 s%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; decided after %1 s%2</source>
        <translation>; entschieden nach %1 s%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; overran after %1 s%2</source>
        <translation>; übergelaufen nach %1 s%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; held %1 s%2</source>
        <translation>; %1 s gehalten%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; held %1 s, no answer on whether it holds: could not read %2%3</source>
        <translation>; %1 s gehalten, ob es hält, bleibt offen: %2 nicht lesbar%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; held %1 s, cannot tell yet whether it holds: run at least %2%3</source>
        <translation>; %1 s gehalten, ob es hält, lässt sich noch nicht sagen: mindestens %2 laufen lassen%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; held %1 s, no steady state established%2</source>
        <translation>; %1 s gehalten, kein eingeschwungener Zustand erreicht%2</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>  still cached when the read began: not measured</source>
        <translation>  beim Start des Lesens noch im Seitencache: nicht gemessen</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>  device %1 %2 (%3x the program&apos;s %4); peak dirty %5</source>
        <translation>  Gerät %1 %2 (das %3-Fache der %4 des Programms); Dirty-Spitze %5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>  no block device; peak dirty %1</source>
        <translation>  kein Blockgerät; Dirty-Spitze %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not measured (/proc/meminfo could not be read)</source>
        <translation>nicht gemessen (/proc/meminfo konnte nicht gelesen werden)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Transferred %1 of data in %2 seconds (%3 %4)</source>
        <translation>%1 Daten in %2 Sekunden übertragen (%3 %4)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Comparison (%1; write = effective, including the flush tail)</source>
        <translation>Vergleich (%1; Schreiben = effektiv, einschließlich Flush-Nachlauf)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Summary (%1; write = effective, including the flush tail)</source>
        <translation>Zusammenfassung (%1; Schreiben = effektiv, einschließlich Flush-Nachlauf)</translation>
    </message>
    <message>
        <location filename="../app/CliChecks.cpp" line="+30"/>
        <source>--%1 does nothing with --%2; leave it out</source>
        <translation>--%1 hat mit --%2 keine Wirkung; weglassen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 &quot;%2&quot;: %3</source>
        <translation>%1 „%2“: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--%1 and %2 both name %3; give each its own file</source>
        <translation>--%1 und %2 nennen beide %3; jeder Ausgabe eine eigene Datei geben</translation>
    </message>
    <message>
        <location filename="../app/cli_main.cpp" line="+118"/>
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
        <location line="+23"/>
        <source>Write the run report (JSON) to FILE.</source>
        <translation>Den Bericht der Ausführung (JSON) in DATEI schreiben.</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+11"/>
        <location line="+6"/>
        <location line="+9"/>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Write the time series (one row per tick) to FILE.</source>
        <translation>Die Zeitreihe (eine Zeile je Abtastschritt) in DATEI schreiben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the presets and exit.</source>
        <translation>Die Voreinstellungen auflisten und beenden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove run directories that crashed StreamScope runs left in DIR, then exit.</source>
        <translation>Ausführungsverzeichnisse entfernen, die abgestürzte StreamScope-Ausführungen in VERZ hinterlassen haben, dann beenden.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>DIR</source>
        <translation>VERZ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Also print what the engine is doing (flushing, dropping cache...).</source>
        <translation>Auch ausgeben, was die Engine gerade tut (Flush, Seitencache verwerfen...).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A name for the run, kept in the report (e.g. &quot;sdb after firmware update&quot;).</source>
        <translation>Ein Name für die Ausführung, der im Bericht aufbewahrt wird (z. B. „sdb nach Firmware-Update“).</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>--wait-go holds single runs; a capacity search starts at once</source>
        <translation>--wait-go hält nur einzelne Ausführungen zurück; eine Kapazitätssuche startet sofort</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--capacity writes its steps as JSON (--json FILE), not CSV; leave out --csv</source>
        <translation>--capacity schreibt seine Schritte als JSON (--json DATEI), nicht als CSV; --csv weglassen</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>  step %1 of ≤ %2: %3 streams: not measured: %4</source>
        <translation>  Schritt %1 von ≤ %2: %3 Datenströme: nicht gemessen: %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>  step %1 of ≤ %2:</source>
        <translation>  Schritt %1 von ≤ %2:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source> %1 streams: sustained, worst buffer %2 %, %3 %4 in total</source>
        <translation> %1 Datenströme: gehalten, vollster Puffer %2 %, %3 %4 insgesamt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> %1 streams: %2 overrun(s), %3 MiB lost, worst buffer %4 %</source>
        <translation> %1 Datenströme: Überläufe %2, %3 MiB verloren, vollster Puffer %4 %</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>error: the capacity search measured no stream count%1</source>
        <translation>Fehler: die Kapazitätssuche hat keine Anzahl von Datenströmen gemessen%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>--wait-go needs --live -: the &quot;go&quot; comes on standard input</source>
        <translation>--wait-go braucht --live -: das „go“ kommt über die Standardeingabe</translation>
    </message>
    <message>
        <location filename="../app/LiveCli.cpp" line="-217"/>
        <location line="+6"/>
        <location filename="../app/ProbeCli.cpp" line="+55"/>
        <location line="+6"/>
        <source>--live &quot;%1&quot;: %2</source>
        <translation>--live „%1“: %2</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>The ssh program for remote targets (user@host:/dir); default: ssh.</source>
        <translation>Das ssh-Programm für entfernte Ziele (user@host:/dir); Vorgabe: ssh.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PROGRAM</source>
        <translation>PROGRAMM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Options for ssh before the host, as one text (e.g. &quot;-F ~/.ssh/lab_config -p 2222&quot;).</source>
        <translation>Optionen für ssh vor dem Host, als ein Text (z. B. „-F ~/.ssh/lab_config -p 2222“).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli_main.cpp" line="-270"/>
        <location line="+2"/>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The streamscope-cli to run on remote hosts; default: streamscope-cli on their PATH.</source>
        <translation>Das auf entfernten Hosts auszuführende streamscope-cli; Vorgabe: streamscope-cli aus deren PATH.</translation>
    </message>
    <message>
        <location filename="../app/LayoutCli.cpp" line="+35"/>
        <source>it does not exist</source>
        <translation>es existiert nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot look at it: %1</source>
        <translation>kann nicht darauf zugreifen: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it lies on another filesystem than &quot;%1&quot;; disk addresses of two filesystems cannot be compared, so map them one at a time</source>
        <translation>es liegt auf einem anderen Dateisystem als &quot;%1&quot;; Plattenadressen zweier Dateisysteme lassen sich nicht vergleichen, also einzeln abfragen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>it is neither a regular file nor a directory</source>
        <translation>es ist weder eine normale Datei noch ein Verzeichnis</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the directory holds no regular file</source>
        <translation>das Verzeichnis enthält keine normale Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the directory cannot be read</source>
        <translation>das Verzeichnis kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli_main.cpp" line="-141"/>
        <source>extents</source>
        <translation>Extents</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per GiB</source>
        <translation>pro GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>50% in ≥</source>
        <translation>50 % in ≥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smallest</source>
        <translation>kleinster</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli_main.cpp" line="+1"/>
        <source>interleave</source>
        <translation>Verzahnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>span</source>
        <translation>Spanne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 not placed yet (delayed allocation): the filesystem chooses where once it writes them back; run sync and ask again to see where they land.</source>
        <translation>%1 noch nicht platziert (verzögerte Allokation): das Dateisystem wählt den Ort erst beim Zurückschreiben; sync ausführen und erneut fragen, um zu sehen, wo sie landen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 preallocated and not written yet (fallocate): reserved where shown, reading it returns zeros without touching the disk.</source>
        <translation>%1 vorbelegt und noch nicht geschrieben (fallocate): an der gezeigten Stelle reserviert; Lesen liefert Nullen, ohne die Platte zu berühren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 compressed or encoded: the disk addresses are those of the encoded data, so extent sizes there are not the bytes a read returns.</source>
        <translation>%1 komprimiert oder kodiert: die Plattenadressen sind die der kodierten Daten, die Extent-Größen dort also nicht die Bytes, die ein Lesen liefert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 shared with other files (reflinks or deduplication): writing to it moves it elsewhere.</source>
        <translation>%1 mit anderen Dateien geteilt (Reflinks oder Deduplizierung): ein Schreiben verlegt es an einen anderen Ort.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 kept inside the filesystem&apos;s metadata, without blocks of its own.</source>
        <translation>%1 in den Metadaten des Dateisystems abgelegt, ohne eigene Blöcke.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Show where PATH and any further paths after it (files, or the files directly in a directory) lie on the disk: extents, their sizes, and whether the files alternate with each other. Runs nothing and writes nothing (except --json FILE); no root needed.</source>
        <translation>Zeigt, wo PFAD und weitere Pfade danach (Dateien, oder die Dateien direkt in einem Verzeichnis) auf der Platte liegen: Extents, ihre Größen und ob die Dateien einander abwechseln. Startet nichts und schreibt nichts (außer --json DATEI); kein root nötig.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../app/LiveCli.cpp" line="+1"/>
        <source>PATH</source>
        <translation>PFAD</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--layout-of &quot;%1&quot;: %2</source>
        <translation>--layout-of &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+42"/>
        <source>--json &quot;%1&quot;: %2</source>
        <translation>--json &quot;%1&quot;: %2</translation>
    </message>
    <message numerus="yes">
        <location line="-35"/>
        <source>%n file(s) on %1 from %2 at %3</source>
        <translation>
            <numerusform>%n Datei auf %1 von %2 unter %3</numerusform>
            <numerusform>%n Dateien auf %1 von %2 unter %3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/LiveCli.cpp" line="-180"/>
        <source>standard output</source>
        <translation>Standardausgabe</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>--live &quot;%1&quot;: cannot write: %2</source>
        <translation>--live „%1“: kann nicht schreiben: %2</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Give up a remote host whose live stream has said nothing for SECONDS (its heartbeat stopped: stopped, hung or cut off), keeping the other hosts&apos; results; default 15, 0 never.</source>
        <translation>Einen entfernten Host aufgeben, dessen Live-Stream SEKUNDEN lang nichts gemeldet hat (sein Heartbeat ist ausgeblieben: angehalten, hängen geblieben oder getrennt), und die Ergebnisse der anderen Hosts behalten; Vorgabe 15, 0 nie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SECONDS</source>
        <translation>SEKUNDEN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run on all the targets (remote and local) at the same time (a start barrier: each prepares its files, then all begin together) and add their rates up, instead of one after another.</source>
        <translation>Auf allen Zielen (entfernten und lokalen) gleichzeitig ausführen (eine Startbarriere: jedes bereitet seine Dateien vor, dann beginnen alle zusammen) und ihre Raten addieren, statt nacheinander.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --live -: once prepared, write a &quot;ready&quot; event and wait for a &quot;go&quot; line on standard input before anything is timed (what --together starts remote runs with).</source>
        <translation>Mit --live -: nach der Vorbereitung ein „ready“-Ereignis schreiben und auf eine „go“-Zeile auf der Standardeingabe warten, bevor irgendetwas gemessen wird (damit startet --together entfernte Ausführungen).</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../app/ProbeCli.cpp" line="+18"/>
        <location filename="../app/cli_main.cpp" line="+422"/>
        <source>--dir &quot;%1&quot;: %2</source>
        <translation>--dir „%1“: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--host-timeout &quot;%1&quot; is not a number of seconds from 2 to %2 (or 0: never give a silent host up)</source>
        <translation>--host-timeout „%1“ ist keine Anzahl von Sekunden von 2 bis %2 (oder 0: einen stummen Host nie aufgeben)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--clean-leftovers &quot;%1&quot;: leftovers are removed on the machine they are on; run streamscope-cli --clean-leftovers &quot;%2&quot; on %3</source>
        <translation>--clean-leftovers „%1“: Reste werden auf dem Rechner entfernt, auf dem sie liegen; streamscope-cli --clean-leftovers &quot;%2&quot; auf %3 ausführen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--%1 applies to remote targets (--dir user@host:/dir) only, and no --dir here is one; leave it out</source>
        <translation>--%1 gilt nur für entfernte Ziele (--dir benutzer@host:/verz), und hier ist kein --dir eines; weglassen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--capacity searches on this machine&apos;s directories only, and --dir &quot;%1&quot; is on %2; run streamscope-cli --capacity --dir &quot;%3&quot; on %2 itself</source>
        <translation>--capacity sucht nur in den Verzeichnissen dieses Rechners, und --dir „%1“ liegt auf %2; streamscope-cli --capacity --dir &quot;%3&quot; auf %2 selbst ausführen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--fio-job writes a job for this machine&apos;s directories only, and --dir &quot;%1&quot; is on %2; run streamscope-cli --fio-job FILE --dir &quot;%3&quot; on %2 itself</source>
        <translation>--fio-job schreibt einen Job nur für die Verzeichnisse dieses Rechners, und --dir „%1“ liegt auf %2; streamscope-cli --fio-job DATEI --dir &quot;%3&quot; auf %2 selbst ausführen</translation>
    </message>
    <message>
        <location filename="../core/Together.cpp" line="+68"/>
        <source>%1: the run ended without its report</source>
        <translation>%1: die Ausführung endete ohne ihren Bericht</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no target ran</source>
        <translation>auf keinem Ziel lief eine Ausführung</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>no host to run on</source>
        <translation>kein Host, auf dem ausgeführt werden kann</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Together (%1 hosts, %2 stream(s) each), %3: %4 in total</source>
        <translation>Zusammen (%1 Hosts, Datenströme je Host: %2), %3: %4 insgesamt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slowest host: %1 (write %2)</source>
        <translation>Langsamster Host: %1 (Schreiben %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start skew: %1 ms between the hosts&apos; first writes (when each host&apos;s write start arrived here; within ± %2 ms, the longest time from &quot;go&quot; to a host&apos;s write start arriving)</source>
        <translation>Startversatz: %1 ms zwischen den ersten Schreibvorgängen der Hosts (wann der Schreibstart jedes Hosts hier eintraf; auf ± %2 ms genau, die längste Zeit vom „go“ bis zum Eintreffen des Schreibstarts eines Hosts)</translation>
    </message>
    <message>
        <location filename="../app/cli_main.cpp" line="-282"/>
        <source>A note kept in the report with the run.</source>
        <translation>Eine Notiz, die mit der Ausführung im Bericht aufbewahrt wird.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Try --help for the list of options.</source>
        <translation>--help zeigt die Liste der Optionen.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>unexpected argument &quot;%1&quot;; every value belongs to an option, e.g. --dir /mnt/data</source>
        <translation>unerwartetes Argument „%1“; jeder Wert gehört zu einer Option, z. B. --dir /mnt/data</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>--capacity needs real-time streams: give --rate, --buffer and --duration, or use --preset recorder</source>
        <translation>--capacity braucht Echtzeit-Datenströme: --rate, --buffer und --duration angeben oder --preset recorder verwenden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--capacity searches one target at a time; give exactly one --dir</source>
        <translation>--capacity durchsucht ein Ziel nach dem anderen; genau ein --dir angeben</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Capacity search on %1: %2 per stream, %3 buffer, %4 s, %5 mode</source>
        <translation>Kapazitätssuche auf %1: %2 je Datenstrom, %3 Puffer, %4 s, Modus %5</translation>
    </message>
    <message>
        <location line="+41"/>
        <source> %1 streams: projected to lose data after %2, worst buffer %3 %</source>
        <translation> %1 Datenströme: hochgerechneter Datenverlust nach %2, vollster Puffer %3 %</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>remote targets and --together run without --live: their runs&apos; streams are read here</source>
        <translation>entfernte Ziele und --together laufen ohne --live: die Live-Streams ihrer Ausführungen werden hier gelesen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>cancelled: stopped before every host had sent its report (%1)</source>
        <translation>abgebrochen: angehalten, bevor jeder Host seinen Bericht geschickt hatte (%1)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1; the run was stopped and its files were removed</source>
        <translation>%1; der Lauf wurde angehalten und seine Dateien entfernt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>op timing: %1</source>
        <translation>Zeitmessung der Operationen: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cancelled: %1</source>
        <translation>abgebrochen: %1</translation>
    </message>
    <message>
        <location line="-121"/>
        <location line="+59"/>
        <location line="+66"/>
        <source>error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>a write failed (a full disk or a closed pipe)</source>
        <translation>ein Schreibvorgang schlug fehl (volle Platte oder geschlossene Pipe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot write to standard output: %1</source>
        <translation>kann nicht auf die Standardausgabe schreiben: %1</translation>
    </message>
    <message>
        <location filename="../app/ProbeCli.cpp" line="-49"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>device %1</source>
        <translation>Gerät %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <translation>unbekannte Ursache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 from %3 at %4 (%5); %6; %7 free</source>
        <translation>%1: %2 von %3, eingehängt unter %4 (%5); %6; %7 frei</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>; tmpfs keeps its files in RAM: a run there measures memory, not a disk</source>
        <translation>; tmpfs hält seine Dateien im RAM: eine Ausführung dort misst den Speicher, nicht einen Datenträger</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1: not probed: %2</source>
        <translation>%1: nicht geprüft: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Show what lies under each --dir (filesystem, mount, block device, free space, and why no run could go there) without running anything or creating any file, then exit. With --live, as the live stream&apos;s &quot;probe&quot; events.</source>
        <translation>Zeigen, was unter jedem --dir liegt (Dateisystem, Einhängepunkt, Blockgerät, freier Platz und warum dort keine Ausführung möglich wäre), ohne etwas auszuführen oder eine Datei anzulegen, dann beenden. Mit --live als „probe“-Ereignisse des Live-Streams.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--probe needs at least one --dir</source>
        <translation>--probe braucht mindestens ein --dir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--probe takes either local directories or remote ones (user@host:/dir), not both</source>
        <translation>--probe nimmt entweder lokale oder entfernte Verzeichnisse (user@host:/dir), nicht beides</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--probe --live covers local directories; run it on the host instead</source>
        <translation>--probe --live erfasst nur lokale Verzeichnisse; stattdessen auf dem Host selbst ausführen</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/CommandLine.cpp" line="+27"/>
        <source>Directory to test; a private run directory is created inside it and removed afterwards. Repeat to compare several filesystems.</source>
        <translation>Zu testendes Verzeichnis; darin wird ein eigenes Ausführungsverzeichnis angelegt und danach entfernt. Mehrfach angeben, um mehrere Dateisysteme zu vergleichen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>DIR</source>
        <translation>VERZ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start from a preset: vdr, hdtest, elvtest, recorder or daw (see --list-presets). Options given with it override it.</source>
        <translation>Von einer Voreinstellung ausgehen: vdr, hdtest, elvtest, recorder oder daw (siehe --list-presets). Zusätzlich angegebene Optionen haben Vorrang.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stream counts to run, one pass each, e.g. 1,2,4 (1-1024).</source>
        <translation>Anzahlen der Datenströme, je ein Durchgang, z. B. 1,2,4 (1-1024).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>LIST</source>
        <translation>LISTE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bytes per stream, e.g. 64M (binary units: k, M, G = KiB, MiB, GiB).</source>
        <translation>Bytes je Datenstrom, z. B. 64M (Binäreinheiten: k, M, G = KiB, MiB, GiB).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <location line="+3"/>
        <location line="+29"/>
        <location line="+13"/>
        <source>SIZE</source>
        <translation>GRÖSSE</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Bytes per pass, split across its streams in whole blocks (like seed 000).</source>
        <translation>Bytes je Durchgang, in ganzen Blöcken auf seine Datenströme aufgeteilt (wie Seed 000).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bytes per read or write call, 512 bytes to 64 MiB; must divide --size.</source>
        <translation>Bytes je Lese- oder Schreibaufruf, 512 Bytes bis 64 MiB; muss --size teilen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>roundrobin: one thread writes block i of every file in turn; threads: one thread per stream.</source>
        <translation>roundrobin: ein Thread schreibt reihum Block i jeder Datei; threads: ein Thread je Datenstrom.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+7"/>
        <source>KIND</source>
        <translation>ART</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>buffered, direct (O_DIRECT), sync (O_SYNC) or dsync (O_DSYNC).</source>
        <translation>buffered, direct (O_DIRECT), sync (O_SYNC) oder dsync (O_DSYNC).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MODE</source>
        <translation>MODUS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>truncate (fresh files), fallocate (preallocate first) or existing (create the files sequentially in a timed create phase, then overwrite them in place).</source>
        <translation>truncate (neue Dateien), fallocate (zuerst vorab belegen) oder existing (die Dateien in einer gemessenen Anlegephase nacheinander erzeugen, dann an Ort und Stelle überschreiben).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>end (fdatasync every file after the write phase: the timed flush tail), none, or every:SIZE.</source>
        <translation>end (fdatasync für jede Datei nach der Schreibphase: der gemessene Flush-Nachlauf), none oder every:GRÖSSE.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>POLICY</source>
        <translation>REGEL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each (one file after another), roundrobin, or none.</source>
        <translation>each (eine Datei nach der anderen), roundrobin oder none.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ORDER</source>
        <translation>REIHENFOLGE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sampling interval, 10ms to 10s (default 100ms).</source>
        <translation>Abtastintervall, 10ms bis 10s (Vorgabe 100ms).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <location line="+11"/>
        <source>DURATION</source>
        <translation>DAUER</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>An operation longer than this is a stall (default 100ms).</source>
        <translation>Eine Operation, die länger dauert, gilt als Hänger (Vorgabe 100ms).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Real-time streams: data arrives at this rate per stream, e.g. 1MiB/s, or a list with one rate per stream.</source>
        <translation>Echtzeit-Datenströme: Daten treffen mit dieser Rate je Datenstrom ein, z. B. 1MiB/s, oder eine Liste mit einer Rate je Datenstrom.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>RATE</source>
        <translation>RATE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Real-time streams: buffer per stream, e.g. 8MiB; overflow is data lost.</source>
        <translation>Echtzeit-Datenströme: Puffer je Datenstrom, z. B. 8MiB; ein Überlauf bedeutet Datenverlust.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Real-time streams: run length by time instead of size, e.g. 60s.</source>
        <translation>Echtzeit-Datenströme: Laufzeit nach Zeit statt nach Größe, z. B. 60s.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Real-time streams: run on past --duration until the projection is confirmed (a buffer overflows) or refuted (steady state), at most CAP (default 1h).</source>
        <translation>Echtzeit-Datenströme: über --duration hinaus weiterlaufen, bis die Prognose bestätigt (ein Puffer läuft über) oder widerlegt ist (eingeschwungener Zustand), höchstens GRENZE (Vorgabe 1h).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CAP</source>
        <translation>GRENZE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free space to leave on the target beyond the run&apos;s files (default: the larger of 1 GiB and 5 % of the filesystem).</source>
        <translation>Freier Platz, der auf dem Ziel über die Dateien der Ausführung hinaus bleiben soll (Vorgabe: der größere Wert von 1 GiB und 5 % des Dateisystems).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Language of the output, e.g. de or fr (default: the system&apos;s).</source>
        <translation>Sprache der Ausgabe, z. B. de oder fr (Vorgabe: die des Systems).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LANG</source>
        <translation>SPRACHE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unit of the rates in the tables: MiB (MiB/s, 2^20 bytes, the default) or MB (MB/s, 10^6 bytes, as CrystalDiskMark shows). Reports keep MiB/s.</source>
        <translation>Einheit der Raten in den Tabellen: MiB (MiB/s, 2^20 Bytes, die Vorgabe) oder MB (MB/s, 10^6 Bytes, wie CrystalDiskMark sie anzeigt). Berichte behalten MiB/s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>UNIT</source>
        <translation>EINHEIT</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>--units &quot;%1&quot;: use MiB or MB</source>
        <translation>--units „%1“: MiB oder MB verwenden</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>--%1 &quot;%2&quot; is not a size; use a number with an optional unit such as 4k, 256KiB, 64M or 1G</source>
        <translation>--%1 „%2“ ist keine Größe; eine Zahl mit optionaler Einheit angeben, etwa 4k, 256KiB, 64M oder 1G</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--%1 &quot;%2&quot; is not a duration; use for example 100ms, 2s or 1m</source>
        <translation>--%1 „%2“ ist keine Dauer; zum Beispiel 100ms, 2s oder 1m angeben</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--preset &quot;%1&quot; is unknown; choose one of %2</source>
        <translation>--preset „%1“ ist unbekannt; eine davon wählen: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--streams &quot;%1&quot; is not a list of stream counts; use numbers from 1 to 1024 separated by commas, e.g. 1,2,4</source>
        <translation>--streams „%1“ ist keine Liste von Datenstrom-Anzahlen; Zahlen von 1 bis 1024 durch Kommas getrennt angeben, z. B. 1,2,4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--size and --total are both given; use --size for bytes per stream or --total for bytes per pass</source>
        <translation>--size und --total sind beide angegeben; --size für Bytes je Datenstrom oder --total für Bytes je Durchgang verwenden</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--schedule &quot;%1&quot; is unknown; use roundrobin or threads</source>
        <translation>--schedule „%1“ ist unbekannt; roundrobin oder threads verwenden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--mode &quot;%1&quot; is unknown; use buffered, direct, sync or dsync</source>
        <translation>--mode „%1“ ist unbekannt; buffered, direct, sync oder dsync verwenden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--prepare &quot;%1&quot; is unknown; use truncate, fallocate or existing</source>
        <translation>--prepare „%1“ ist unbekannt; truncate, fallocate oder existing verwenden</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--read &quot;%1&quot; is unknown; use each, roundrobin or none</source>
        <translation>--read „%1“ ist unbekannt; each, roundrobin oder none verwenden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--rate &quot;%1&quot; is not a data rate; use for example 1MiB/s or 512k/s, or a list such as 1M,2M</source>
        <translation>--rate „%1“ ist keine Datenrate; zum Beispiel 1MiB/s oder 512k/s angeben oder eine Liste wie 1M,2M</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>--space-margin &quot;%1&quot; is not a size; use for example 0, 512M or 2G</source>
        <translation>--space-margin „%1“ ist keine Größe; zum Beispiel 0, 512M oder 2G angeben</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 is given more than once; give it once (only --dir may be repeated)</source>
        <translation>%1 ist mehrfach angegeben; nur einmal angeben (nur --dir darf wiederholt werden)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--lang &quot;%1&quot; is not a language StreamScope has; use one of %2</source>
        <translation>--lang „%1“ ist keine Sprache, die StreamScope kennt; eine von %2 verwenden</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>--inject &quot;%1&quot;: %2</source>
        <translation>--inject „%1“: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>empty; use for example write,error=ENOSPC,phase=write,stream=0,offset=1M</source>
        <translation>leer; zum Beispiel write,error=ENOSPC,phase=write,stream=0,offset=1M angeben</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown operation &quot;%1&quot;; the operation must be open, write, read, sync, fallocate or close</source>
        <translation>unbekannte Operation „%1“; die Operation muss open, write, read, sync, fallocate oder close sein</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>empty item between commas; items are KEY=VALUE or short</source>
        <translation>leerer Eintrag zwischen Kommas; Einträge sind SCHLÜSSEL=WERT oder short</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is given twice</source>
        <translation>%1 ist zweimal angegeben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>short takes no value (&quot;%1&quot;); write just short</source>
        <translation>short nimmt keinen Wert („%1“); nur short schreiben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 needs a value, as in %1=VALUE</source>
        <translation>%1 braucht einen Wert, wie in %1=WERT</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>unknown error &quot;%1&quot;; use one of %2</source>
        <translation>unbekannter Fehler „%1“; einen davon verwenden: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>delay &quot;%1&quot; is not a positive duration; use for example 20ms or 2s</source>
        <translation>delay „%1“ ist keine positive Dauer; zum Beispiel 20ms oder 2s angeben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown phase &quot;%1&quot;; use create, write, flush or read</source>
        <translation>unbekannte Phase „%1“; create, write, flush oder read verwenden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>stream &quot;%1&quot; is not a stream number; use 0, 1, 2 ...</source>
        <translation>stream „%1“ ist keine Datenstrom-Nummer; 0, 1, 2 ... verwenden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>offset &quot;%1&quot; is not a size; use for example 0, 64k or 1M</source>
        <translation>offset „%1“ ist keine Größe; zum Beispiel 0, 64k oder 1M angeben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>times &quot;%1&quot; is not a count; use 1, 2 ... or -1 for every matching operation</source>
        <translation>times „%1“ ist keine Anzahl; 1, 2 ... oder -1 für jede passende Operation verwenden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown key &quot;%1&quot;; the keys are error, delay, short, phase, stream, offset and times</source>
        <translation>unbekannter Schlüssel „%1“; die Schlüssel sind error, delay, short, phase, stream, offset und times</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>nothing to inject; add error=ERRNO, delay=DURATION or short</source>
        <translation>nichts zu injizieren; error=ERRNO, delay=DAUER oder short hinzufügen</translation>
    </message>
</context>
<context>
    <name>ComparisonTable</name>
    <message>
        <location filename="../core/ComparisonTable.cpp" line="+58"/>
        <source>Num streams</source>
        <translation>Anz. Datenströme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filesystem</source>
        <translation>Dateisystem</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
</context>
<context>
    <name>ConfigForm</name>
    <message>
        <location filename="../ui/ConfigForm.cpp" line="+82"/>
        <source>Preset</source>
        <translation>Voreinstellung</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+481"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-480"/>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A seed benchmark&apos;s workload as a starting point; editing any field marks it as modified.</source>
        <translation>Die Last eines Seed-Benchmarks als Ausgangspunkt; wird ein Feld bearbeitet, gilt sie als geändert.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Target directories</source>
        <translation>Zielverzeichnisse</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Directory</source>
        <translation>Verzeichnis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filesystem</source>
        <translation>Dateisystem</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where the test files go: a private run directory is created inside each directory and removed afterwards. Several directories compare filesystems (a sweep).</source>
        <translation>Wohin die Testdateien kommen: In jedem Verzeichnis wird ein eigenes Ausführungsverzeichnis angelegt und danach entfernt. Mehrere Verzeichnisse vergleichen Dateisysteme (ein Vergleichslauf).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double-click a row to type user@host:/dir: a directory on another machine, over your ssh.</source>
        <translation>Eine Zeile doppelklicken, um user@host:/dir einzugeben: ein Verzeichnis auf einem anderen Rechner, über Ihr ssh.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a directory to test</source>
        <translation>Zu testendes Verzeichnis wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remote host…</source>
        <translation>Entfernter Host…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A directory on another machine, run over your ssh</source>
        <translation>Ein Verzeichnis auf einem anderen Rechner, ausgeführt über Ihr ssh</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Run the hosts together (start barrier)</source>
        <translation>Hosts zusammen ausführen (Startbarriere)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each host prepares (free space, files, probes), then all start writing on one signal; the chart draws each host and their sum. Off: the hosts run one after another.</source>
        <translation>Jeder Host bereitet sich vor (freier Platz, Dateien, Prüfungen), dann beginnen alle auf ein gemeinsames Signal zu schreiben; das Diagramm zeigt jeden Host und ihre Summe. Aus: die Hosts laufen nacheinander.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>auto: 1 GiB or 5 %</source>
        <translation>automatisch: 1 GiB oder 5 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free space a run leaves on each target. Empty: the larger of 1 GiB and 5 % of the filesystem. A small partition or SD card needs less, e.g. 64M or 0.</source>
        <translation>Freier Platz, den ein Lauf auf jedem Ziel lässt. Leer: der größere Wert von 1 GiB und 5 % des Dateisystems. Eine kleine Partition oder SD-Karte braucht weniger, z. B. 64M oder 0.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep free:</source>
        <translation>Frei lassen:</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Workload</source>
        <translation>Last</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1,2</source>
        <translation>1,2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stream counts, one pass each, e.g. 1,2,4 (%1 to %2 streams).</source>
        <translation>Anzahlen der Datenströme, je ein Durchgang, z. B. 1,2,4 (%1 bis %2 Datenströme).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Streams:</source>
        <translation>Datenströme:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 512M</source>
        <translation>z. B. 512M</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per pass, split across its streams in whole blocks (like seed 000). Leave empty to give a size per stream.</source>
        <translation>Bytes je Durchgang, in ganzen Blöcken auf seine Datenströme aufgeteilt (wie Seed 000). Leer lassen, um eine Größe je Datenstrom anzugeben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total per pass:</source>
        <translation>Gesamt je Durchgang:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 64M</source>
        <translation>z. B. 64M</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per stream (file). Leave empty to split a total per pass instead.</source>
        <translation>Bytes je Datenstrom (Datei). Leer lassen, um stattdessen eine Gesamtmenge je Durchgang aufzuteilen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size per stream:</source>
        <translation>Größe je Datenstrom:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bytes per read or write call, 512 bytes to 64 MiB; must divide the stream size.</source>
        <translation>Bytes je Lese- oder Schreibaufruf (Blockgröße), 512 Bytes bis 64 MiB; muss die Größe des Datenstroms ohne Rest teilen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Block size:</source>
        <translation>Blockgröße:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I/O mode</source>
        <translation>I/O-Modus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>buffered (page cache)</source>
        <translation>gepuffert (Seitencache)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>direct (O_DIRECT)</source>
        <translation>direkt (O_DIRECT)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>sync (O_SYNC)</source>
        <translation>sync (O_SYNC)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dsync (O_DSYNC)</source>
        <translation>dsync (O_DSYNC)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How files are opened: buffered writes go to RAM first; direct bypasses the page cache; sync and dsync wait for the device on every write.</source>
        <translation>Wie die Dateien geöffnet werden: gepufferte Schreibvorgänge landen zuerst im RAM; direkt umgeht den Seitencache; sync und dsync warten bei jedem Schreibvorgang auf das Gerät.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mode:</source>
        <translation>Modus:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>round-robin, one thread</source>
        <translation>reihum, ein Thread</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one thread per stream</source>
        <translation>ein Thread je Datenstrom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round-robin: one thread writes block i of every file in turn (seeds 000, 002); threads: one thread per stream (seed 001&apos;s multi-threaded mode).</source>
        <translation>reihum: ein Thread schreibt nacheinander Block i jeder Datei (Seeds 000, 002); Threads: ein Thread je Datenstrom (der Multithread-Modus von Seed 001).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schedule:</source>
        <translation>Ablauf:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>truncate (fresh files)</source>
        <translation>truncate (neue Dateien)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fallocate (preallocate)</source>
        <translation>fallocate (vorab belegen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>existing (create, then overwrite)</source>
        <translation>existing (anlegen, dann überschreiben)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>truncate: fresh files; fallocate: preallocate first; existing: create the files sequentially in a timed create phase, then overwrite them in place.</source>
        <translation>truncate: neue Dateien; fallocate: zuerst vorab belegen; existing: die Dateien in einer gemessenen Anlegephase nacheinander erzeugen, dann an Ort und Stelle überschreiben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Files:</source>
        <translation>Dateien:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phases</source>
        <translation>Phasen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the end (timed flush tail)</source>
        <translation>am Ende (gemessener Flush-Nachlauf)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every … written</source>
        <translation>nach je … geschrieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end: fdatasync every file after the write phase (the flush tail counts into the effective rate); none; or every SIZE written to a stream.</source>
        <translation>Ende: fdatasync für jede Datei nach der Schreibphase (der Flush-Nachlauf zählt zur effektiven Rate); nie; oder nach je GRÖSSE, die in einen Datenstrom geschrieben wurde.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. 16M</source>
        <translation>z. B. 16M</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fdatasync after this many bytes written to a stream</source>
        <translation>fdatasync nach so vielen in einen Datenstrom geschriebenen Bytes</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Flush:</source>
        <translation>Flush:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each file on its own</source>
        <translation>jede Datei für sich</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>round-robin</source>
        <translation>reihum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no read phase</source>
        <translation>keine Lesephase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the files back after writing: each one after another (seed 000), round-robin (seed 002), or not.</source>
        <translation>Die Dateien nach dem Schreiben zurücklesen: eine nach der anderen (Seed 000), reihum (Seed 002) oder gar nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read back:</source>
        <translation>Zurücklesen:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measurement</source>
        <translation>Messung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>100ms</source>
        <translation>100ms</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Sampling interval, 10ms to 10s.</source>
        <translation>Abtastintervall, 10ms bis 10s.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sample every:</source>
        <translation>Abtasten alle:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An operation that takes longer than this is a stall.</source>
        <translation>Eine Operation, die länger dauert, gilt als Hänger.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stall threshold:</source>
        <translation>Hänger-Schwelle:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Real-time streams</source>
        <translation>Echtzeit-Datenströme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off, e.g. 1M/s</source>
        <translation>aus, z. B. 1M/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data arrives for each stream at this rate, like a recorder&apos;s input (e.g. 1M/s, or one rate per stream: 1M/s,2M/s). Empty: write as fast as possible.</source>
        <translation>Daten treffen für jeden Datenstrom mit dieser Rate ein, wie am Eingang eines Rekorders (z. B. 1M/s oder eine Rate je Datenstrom: 1M/s,2M/s). Leer: so schnell wie möglich schreiben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rate per stream:</source>
        <translation>Rate je Datenstrom:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. 8M</source>
        <translation>z. B. 8M</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Buffer per stream; data that does not fit is lost (an overrun).</source>
        <translation>Puffer je Datenstrom; Daten, die nicht hineinpassen, gehen verloren (ein Überlauf).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffer per stream:</source>
        <translation>Puffer je Datenstrom:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by size, e.g. 60s</source>
        <translation>nach Größe, z. B. 60s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run length by time instead of by size (with a rate).</source>
        <translation>Laufzeit nach Zeit statt nach Größe (mit einer Rate).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duration:</source>
        <translation>Dauer:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run on until the projection is confirmed</source>
        <translation>Weiterlaufen, bis die Prognose bestätigt ist</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
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
    <message>
        <location line="+3"/>
        <source>The longest the run goes on to confirm its projection; then it ends undecided.</source>
        <translation>Wie lange die Ausführung höchstens weiterläuft, um ihre Prognose zu bestätigen; danach endet sie unentschieden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run on at most:</source>
        <translation>Weiterlaufen höchstens:</translation>
    </message>
    <message>
        <location line="+253"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../ui/ConfigFormValidation.cpp" line="+196"/>
        <source>Your own workload.</source>
        <translation>Ihre eigene Last.</translation>
    </message>
    <message>
        <location filename="../ui/ConfigFormValidation.cpp" line="-157"/>
        <source>the time to run on for confirming is shorter than the Duration; choose a longer one</source>
        <translation>die Zeit für das Weiterlaufen zur Bestätigung ist kürzer als die „Dauer“; eine längere wählen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no folder to test yet; choose one with Add… under Target directories</source>
        <translation>noch kein zu testendes Verzeichnis; unter „Zielverzeichnisse“ mit „Hinzufügen…“ eines wählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no stream count given; enter one or more under Streams, for example 1,2</source>
        <translation>keine Anzahl von Datenströmen angegeben; unter „Datenströme“ eine oder mehrere eingeben, zum Beispiel 1,2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>both Size per stream (%1) and Total per pass (%2) are filled in; empty one of them</source>
        <translation>sowohl „Größe je Datenstrom“ (%1) als auch „Gesamt je Durchgang“ (%2) sind ausgefüllt; eines der beiden Felder leeren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no data size given; fill in Total per pass (split across the streams) or Size per stream</source>
        <translation>keine Datenmenge angegeben; „Gesamt je Durchgang“ (auf die Datenströme verteilt) oder „Größe je Datenstrom“ ausfüllen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 with %2 streams is more data than any filesystem holds (over %3); use a smaller size</source>
        <translation>%1 mit %2 Datenströmen sind mehr Daten, als ein Dateisystem fassen kann (über %3); eine kleinere Größe verwenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a Rate per stream of %1 for a Duration of %2 is more data than any filesystem holds (over %3 in a pass); shorten the Duration or lower the Rate per stream</source>
        <translation>eine „Rate je Datenstrom“ von %1 über eine „Dauer“ von %2 sind mehr Daten, als ein Dateisystem fassen kann (über %3 in einem Durchgang); die „Dauer“ verkürzen oder die „Rate je Datenstrom“ senken</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at %1 per stream a stream gets %2 in %3, less than one block of %4, so nothing would be written; lengthen the Duration or raise the Rate per stream</source>
        <translation>bei %1 je Datenstrom erhält ein Datenstrom in %3 nur %2, weniger als ein Block von %4, es würde also nichts geschrieben; die „Dauer“ verlängern oder die „Rate je Datenstrom“ erhöhen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at %1 per stream a stream records %2 in %3, which its Buffer per stream of %4 holds even if the disk writes nothing, so no overrun could show; make the Duration longer than %5 or the Buffer per stream smaller</source>
        <translation>bei %1 je Datenstrom zeichnet ein Datenstrom in %3 %2 auf, was sein „Puffer je Datenstrom“ von %4 fasst, selbst wenn der Datenträger nichts schreibt, sodass kein Überlauf auftreten könnte; die „Dauer“ länger als %5 oder den „Puffer je Datenstrom“ kleiner wählen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>at %1 per stream writing %2 per stream would take longer than %3 years; raise the Rate per stream or choose a smaller size</source>
        <translation>bei %1 je Datenstrom dauerte das Schreiben von %2 je Datenstrom länger als %3 Jahre; die „Rate je Datenstrom“ erhöhen oder eine kleinere Größe wählen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a Duration (%1) needs a Rate per stream; fill in Rate per stream (for example 1M/s) or empty the Duration</source>
        <translation>eine „Dauer“ (%1) braucht eine „Rate je Datenstrom“; „Rate je Datenstrom“ ausfüllen (zum Beispiel 1M/s) oder die „Dauer“ leeren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a Buffer per stream (%1) needs a Rate per stream; fill in Rate per stream (for example 1M/s) or empty the Buffer per stream</source>
        <translation>ein „Puffer je Datenstrom“ (%1) braucht eine „Rate je Datenstrom“; „Rate je Datenstrom“ ausfüllen (zum Beispiel 1M/s) oder den „Puffer je Datenstrom“ leeren</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>&quot;%1&quot; is not a size; use for example 0, 256M or 2G, or leave it empty for the default</source>
        <translation>„%1“ ist keine Größe; zum Beispiel 0, 256M oder 2G angeben, oder leer lassen für den Standardwert</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>make the Duration shorter or use fewer Streams, lower Keep free, or choose another directory</source>
        <translation>die Dauer kürzen oder weniger Datenströme verwenden, „Frei lassen“ verringern oder ein anderes Verzeichnis wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>make Size per stream or Total per pass smaller, lower Keep free, or choose another directory</source>
        <translation>„Größe je Datenstrom“ oder „Gesamt je Durchgang“ verkleinern, „Frei lassen“ verringern oder ein anderes Verzeichnis wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not enough free space in %1: the run needs %2 and keeps %3 free, but only %4 is available; %5.</source>
        <translation>Nicht genug freier Platz in %1: Der Lauf braucht %2 und lässt %3 frei, aber nur %4 sind verfügbar; %5.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is not a remote target ssh can reach: %2</source>
        <translation>%1 ist kein entferntes Ziel, das ssh erreichen kann: %2</translation>
    </message>
    <message>
        <location filename="../ui/ConfigForm.cpp" line="+49"/>
        <source>Buffered writes fill the page cache first: a short run may look sustained and lose data only when dirty memory reaches the kernel&apos;s ceiling, minutes or hours later. Go on past the Duration until a buffer overflows (the projected loss confirmed) or the run settles into a steady state (refuted), at most for the time chosen.</source>
        <translation>Gepufferte Schreibvorgänge füllen zuerst den Seitencache: eine kurze Ausführung kann gehalten wirken und erst Daten verlieren, wenn der Dirty-Speicher die Obergrenze des Kernels erreicht, Minuten oder Stunden später. Über die „Dauer“ hinaus weiterlaufen, bis ein Puffer überläuft (der prognostizierte Verlust ist bestätigt) oder die Ausführung einen eingeschwungenen Zustand erreicht (widerlegt), höchstens für die gewählte Zeit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Needs a Rate per stream and a Duration: only a real-time run by time can run on past its Duration.</source>
        <translation>Braucht eine „Rate je Datenstrom“ und eine „Dauer“: nur eine zeitgesteuerte Echtzeit-Ausführung kann über ihre „Dauer“ hinaus weiterlaufen.</translation>
    </message>
    <message>
        <location filename="../ui/ConfigFormValidation.cpp" line="-182"/>
        <source>&quot;%1&quot; is not a list of stream counts; use numbers separated by commas, e.g. 1,2,4</source>
        <translation>„%1“ ist keine Liste von Datenstrom-Anzahlen; durch Kommas getrennte Zahlen angeben, z. B. 1,2,4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&quot;%1&quot; is not a size; use a number with an optional unit such as 4k, 64M or 1G</source>
        <translation>„%1“ ist keine Größe; eine Zahl mit optionaler Einheit angeben, etwa 4k, 64M oder 1G</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a size; use for example 4k or 1M</source>
        <translation>„%1“ ist keine Größe; zum Beispiel 4k oder 1M angeben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a size; use for example 16M</source>
        <translation>„%1“ ist keine Größe; zum Beispiel 16M angeben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>give a duration such as 100ms or 2s</source>
        <translation>eine Dauer wie 100ms oder 2s angeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is not a duration; use for example 100ms, 2s or 1m</source>
        <translation>„%1“ ist keine Dauer; zum Beispiel 100ms, 2s oder 1m angeben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot; is not a data rate; use for example 1M/s or 512k/s</source>
        <translation>„%1“ ist keine Datenrate; zum Beispiel 1M/s oder 512k/s angeben</translation>
    </message>
    <message>
        <location filename="../ui/ConfigForm.cpp" line="+48"/>
        <source>not probed</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: not probed (%2)</source>
        <translation>%1: nicht geprüft (%2)</translation>
    </message>
    <message>
        <location filename="../ui/ConfigFormValidation.cpp" line="+30"/>
        <location line="+89"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/ConfigForm.cpp" line="-28"/>
        <source>%1: checking…</source>
        <translation>%1: wird geprüft…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1: cannot be used</source>
        <translation>%1: nicht verwendbar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>device %1</source>
        <translation>Gerät %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 from %3; %4; %5 free</source>
        <translation>%1: %2 von %3; %4; %5 frei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>probed on %1 over ssh</source>
        <translation>auf %1 über ssh geprüft</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>mount options: %1</source>
        <translation>Einhängeoptionen: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No directory yet: add the one to test.</source>
        <translation>Noch kein Verzeichnis: das zu testende hinzufügen.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Directory to test</source>
        <translation>Zu testendes Verzeichnis</translation>
    </message>
</context>
<context>
    <name>DeviceRate</name>
    <message>
        <location filename="../core/DeviceRate.cpp" line="+57"/>
        <source>cannot allocate a %1-byte buffer</source>
        <translation>kann keinen Puffer mit %1 Byte anlegen</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+22"/>
        <source>the filesystem does not take O_DIRECT writes</source>
        <translation>das Dateisystem nimmt keine O_DIRECT-Schreibvorgänge an</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>cannot create its file: %1</source>
        <translation>kann seine Datei nicht anlegen: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a write failed: %1</source>
        <translation>ein Schreibvorgang schlug fehl: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the budget allowed no timed write</source>
        <translation>das Zeitbudget ließ keinen gemessenen Schreibvorgang zu</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../core/PassIo.cpp" line="+24"/>
        <source>%1 %2 at offset %3 failed: %4</source>
        <translation>%1 %2 bei Offset %3 fehlgeschlagen: %4</translation>
    </message>
    <message>
        <location filename="../core/Preflight.cpp" line="+87"/>
        <source>target %1 is not writable (%2); choose a directory you can write to</source>
        <translation>Ziel %1 ist nicht beschreibbar (%2); ein Verzeichnis wählen, in das Sie schreiben dürfen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot read the free space of %1: %2</source>
        <translation>der freie Platz von %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>target %1 is on %2, which has no size of its own (a pseudo or memory filesystem); choose a directory on a real filesystem</source>
        <translation>Ziel %1 liegt auf %2, das keine eigene Größe hat (ein Pseudo- oder Speicherdateisystem); ein Verzeichnis auf einem echten Dateisystem wählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a filesystem</source>
        <translation>einem Dateisystem</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>use a shorter --duration, fewer --streams, a smaller --space-margin or another directory</source>
        <translation>eine kürzere --duration, weniger --streams, eine kleinere --space-margin oder ein anderes Verzeichnis verwenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>use a smaller --size/--total, a smaller --space-margin or another directory</source>
        <translation>eine kleinere --size/--total, eine kleinere --space-margin oder ein anderes Verzeichnis verwenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not enough free space in %1: the run needs %2 plus a safety margin of %3, but only %4 is available; %5</source>
        <translation>nicht genug freier Platz in %1: Der Lauf braucht %2 plus eine Sicherheitsreserve von %3, aber nur %4 sind verfügbar; %5</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is on %2, which keeps its files in RAM: direct I/O (O_DIRECT) there measures memory, not a disk; choose a directory on the disk you want to measure</source>
        <translation>%1 liegt auf %2, das seine Dateien im RAM hält: direktes I/O (O_DIRECT) misst dort den Speicher, nicht einen Datenträger; ein Verzeichnis auf dem Datenträger wählen, der gemessen werden soll</translation>
    </message>
    <message>
        <location filename="../core/Engine.cpp" line="+178"/>
        <source>the run was cancelled; its files were removed</source>
        <translation>die Ausführung wurde abgebrochen; ihre Dateien wurden entfernt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the run was cancelled; %1</source>
        <translation>die Ausführung wurde abgebrochen; %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>checking %1…</source>
        <translation>prüfe %1…</translation>
    </message>
    <message>
        <location filename="../core/Preflight.cpp" line="+52"/>
        <source>%1 (%2) does not support direct I/O (O_DIRECT); use --mode dsync or --mode buffered instead</source>
        <translation>%1 (%2) unterstützt kein direktes I/O (O_DIRECT); stattdessen --mode dsync oder --mode buffered verwenden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot create a probe file in %1: %2</source>
        <translation>in %1 kann keine Testdatei angelegt werden: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>block size %1 is not a multiple of the direct-I/O alignment %2 of %3; use a block size that is a multiple of %2</source>
        <translation>Blockgröße %1 ist kein Vielfaches der Direct-I/O-Ausrichtung %2 von %3; eine Blockgröße verwenden, die ein Vielfaches von %2 ist</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the files (%1) are smaller than twice the RAM (%2) and %3 (%4) keeps files in memory even when asked to drop them, so cold reads are impossible here: the read phase measures memory, not the disk; the report states how much was still cached when each read phase began</source>
        <translation>die Dateien (%1) sind kleiner als der doppelte Arbeitsspeicher (%2), und %3 (%4) behält Dateien im Speicher, selbst wenn sie verworfen werden sollen; kalte Lesevorgänge sind hier also unmöglich: die Lesephase misst den Speicher, nicht den Datenträger; der Bericht gibt an, wie viel zu Beginn jeder Lesephase noch im Zwischenspeicher lag</translation>
    </message>
    <message>
        <location filename="../core/Engine.cpp" line="+69"/>
        <source>cannot allocate a %1 I/O buffer</source>
        <translation>ein I/O-Puffer von %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>cannot start the sampling thread: %1; raise the process limit (ulimit -u) or the address space limit (ulimit -v)</source>
        <translation>der Abtast-Thread kann nicht gestartet werden: %1; die Prozessgrenze (ulimit -u) oder die Adressraumgrenze (ulimit -v) erhöhen</translation>
    </message>
    <message>
        <location filename="../core/PassIo.cpp" line="+21"/>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot check %1: %2</source>
        <translation>%1 kann nicht geprüft werden: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 was replaced by another file during the run; StreamScope stopped without reading or writing it. Is another program working in the run directory?</source>
        <translation>%1 wurde während der Ausführung durch eine andere Datei ersetzt; StreamScope hat angehalten, ohne sie zu lesen oder zu schreiben. Arbeitet ein anderes Programm im Ausführungsverzeichnis?</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>closing %1 failed: %2</source>
        <translation>Schließen von %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <location filename="../core/ReadPhase.cpp" line="+35"/>
        <source>fdatasync of %1 failed: %2</source>
        <translation>fdatasync von %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../core/Engine.cpp" line="-85"/>
        <source>cannot keep the target directory %1 open: %2</source>
        <translation>das Zielverzeichnis %1 lässt sich nicht offen halten: %2</translation>
    </message>
    <message>
        <location line="+155"/>
        <source>measuring what the device writes…</source>
        <translation>messe, was das Gerät schreibt…</translation>
    </message>
    <message numerus="yes">
        <location line="+160"/>
        <source>mapping where the %n file(s) landed…</source>
        <translation>
            <numerusform>ermittle, wo die %n Datei gelandet ist…</numerusform>
            <numerusform>ermittle, wo die %n Dateien gelandet sind…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot open it to map it: %1</source>
        <translation>kann sie zum Kartieren nicht öffnen: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>creating %n file(s) one after another…</source>
        <translation>
            <numerusform>lege %n Datei an…</numerusform>
            <numerusform>lege %n Dateien nacheinander an…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>preallocating %n file(s)…</source>
        <translation>
            <numerusform>belege %n Datei vorab…</numerusform>
            <numerusform>belege %n Dateien vorab…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>posix_fallocate of %1 (%2) failed: %3</source>
        <translation>posix_fallocate von %1 (%2) fehlgeschlagen: %3</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>removing %n file(s)…</source>
        <translation>
            <numerusform>entferne %n Datei…</numerusform>
            <numerusform>entferne %n Dateien…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/WritePhase.cpp" line="+22"/>
        <source>writing %n stream(s)…</source>
        <translation>
            <numerusform>schreibe %n Datenstrom…</numerusform>
            <numerusform>schreibe %n Datenströme…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/PassIo.cpp" line="+57"/>
        <source>write to</source>
        <translation>Schreiben in</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>cannot start thread %1 of %2 for --schedule threads: %3; use fewer --streams, --schedule round-robin, or raise the process limit (ulimit -u) or the address space limit (ulimit -v)</source>
        <translation>Thread %1 von %2 für --schedule threads kann nicht gestartet werden: %3; weniger --streams, --schedule round-robin verwenden oder die Prozessgrenze (ulimit -u) bzw. die Adressraumgrenze (ulimit -v) erhöhen</translation>
    </message>
    <message>
        <location filename="../core/Preflight.cpp" line="-146"/>
        <source>target %1: %2; give the directory the files should be written in</source>
        <translation>Ziel %1: %2; das Verzeichnis angeben, in das die Dateien geschrieben werden sollen</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/Engine.cpp" line="-122"/>
        <source>flushing %n file(s)…</source>
        <translation>
            <numerusform>Flush von %n Datei…</numerusform>
            <numerusform>Flush von %n Dateien…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/ReadPhase.cpp" line="-19"/>
        <source>dropping cache…</source>
        <translation>verwerfe Seitencache…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>reading files in sequence…</source>
        <translation>lese Dateien nacheinander…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reading files round-robin…</source>
        <translation>lese Dateien reihum…</translation>
    </message>
    <message>
        <location filename="../core/PassIo.cpp" line="+169"/>
        <source>read from</source>
        <translation>Lesen aus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ended at offset %2, before the %3 that were written; another program changed it</source>
        <translation>%1 endete bei Offset %2, vor den %3, die geschrieben wurden; ein anderes Programm hat die Datei verändert</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/RealtimePhase.cpp" line="+40"/>
        <source>recording %n stream(s) in real time…</source>
        <translation>
            <numerusform>zeichne %n Datenstrom in Echtzeit auf…</numerusform>
            <numerusform>zeichne %n Datenströme in Echtzeit auf…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Exporter</name>
    <message>
        <location filename="../ui/Exporter.cpp" line="+282"/>
        <source>StreamScope chart</source>
        <translation>StreamScope-Diagramm</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Chart saved to %1</source>
        <translation>Diagramm gespeichert unter %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Capacity chart saved to %1</source>
        <translation>Kapazitätsdiagramm gespeichert unter %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+10"/>
        <source>there is no finished run to export</source>
        <translation>es gibt keine abgeschlossene Ausführung zum Exportieren</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save Chart</source>
        <translation>Diagramm speichern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>As on screen (%1 × %2)</source>
        <translation>Wie auf dem Bildschirm (%1 × %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Image size:</source>
        <translation>Bildgröße:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot save the chart: %1</source>
        <translation>Das Diagramm kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save Capacity Chart</source>
        <translation>Kapazitätsdiagramm speichern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot save the capacity chart: %1</source>
        <translation>Das Kapazitätsdiagramm kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot export the report: %1</source>
        <translation>Der Bericht kann nicht exportiert werden: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export Time Series</source>
        <translation>Zeitreihe exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot export the time series: %1</source>
        <translation>Die Zeitreihe kann nicht exportiert werden: %1</translation>
    </message>
</context>
<context>
    <name>FileIo</name>
    <message>
        <location filename="../core/FileIo.cpp" line="+31"/>
        <source>a regular file</source>
        <translation>eine reguläre Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a directory</source>
        <translation>ein Verzeichnis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a character device</source>
        <translation>ein zeichenorientiertes Gerät</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a block device</source>
        <translation>ein blockorientiertes Gerät</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a FIFO</source>
        <translation>ein FIFO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unknown kind of file</source>
        <translation>eine unbekannte Art von Datei</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>it is on %1, a filesystem the kernel makes up (as /proc and /sys are): what is written there is no file that keeps it, and may change the kernel&apos;s settings; give a file on a real filesystem</source>
        <translation>es liegt auf %1, einem vom Kernel erzeugten Dateisystem (wie /proc und /sys): was dort geschrieben wird, landet in keiner Datei, die es aufbewahrt, und kann Einstellungen des Kernels ändern; eine Datei auf einem echten Dateisystem angeben</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is a FIFO that no program reads, so writing to it would wait for one; start the reader first (e.g. cat FIFO &gt; report.json) or give a regular file</source>
        <translation>es ist ein FIFO, aus dem kein Programm liest, daher würde das Schreiben warten, bis eines liest; zuerst den Leser starten (z. B. cat FIFO &gt; report.json) oder eine reguläre Datei angeben</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it is a directory; give a file name, e.g. %1/report.json</source>
        <translation>es ist ein Verzeichnis; einen Dateinamen angeben, z. B. %1/report.json</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is %1; give a regular file, a FIFO or a character device</source>
        <translation>es ist %1; eine reguläre Datei, ein FIFO oder ein zeichenorientiertes Gerät angeben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it is a device node (character device %1:%2), which may act on what is written to it; give a regular file, /dev/null, a terminal or a FIFO a program reads</source>
        <translation>es ist eine Gerätedatei (zeichenorientiertes Gerät %1:%2), die auf das Geschriebene reagieren kann; eine reguläre Datei, /dev/null, ein Terminal oder ein FIFO angeben, aus dem ein Programm liest</translation>
    </message>
    <message>
        <location line="+140"/>
        <source>the name is empty</source>
        <translation>der Name ist leer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the name has bytes that are not valid UTF-8, which cannot be passed on; rename the directory or reach it through a symbolic link with a UTF-8 name</source>
        <translation>der Name enthält Bytes, die kein gültiges UTF-8 sind und sich nicht weitergeben lassen; das Verzeichnis umbenennen oder über einen symbolischen Link mit UTF-8-Namen erreichen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it does not exist</source>
        <translation>es existiert nicht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is not a directory but %1</source>
        <translation>es ist kein Verzeichnis, sondern %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+82"/>
        <location line="+44"/>
        <source>the file name is empty</source>
        <translation>der Dateiname ist leer</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>the name ends in /, so it names a directory; add a file name</source>
        <translation>der Name endet auf /, bezeichnet also ein Verzeichnis; einen Dateinamen anhängen</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the directory %1 does not exist</source>
        <translation>das Verzeichnis %1 existiert nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot reach the directory %1: %2</source>
        <translation>das Verzeichnis %1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is %2, not a directory</source>
        <translation>%1 ist %2, kein Verzeichnis</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot create files in %1: %2</source>
        <translation>in %1 können keine Dateien angelegt werden: %2</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>it is %1, not a regular file</source>
        <translation>es ist %1, keine reguläre Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is larger than %1 MiB</source>
        <translation>es ist größer als %1 MiB</translation>
    </message>
</context>
<context>
    <name>FileLayout</name>
    <message>
        <location filename="../core/FileLayout.cpp" line="+89"/>
        <source>not available on %1 (it has no block map)</source>
        <translation>auf %1 nicht verfügbar (es hat keine Blockzuordnung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this filesystem</source>
        <translation>diesem Dateisystem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot map its extents: %1</source>
        <translation>kann ihre Extents nicht ermitteln: %1</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>cannot open it: %1</source>
        <translation>kann sie nicht öffnen: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Layout: %1.</source>
        <translation>Anordnung: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The filesystem has not placed the data yet (delayed allocation): where it lands is known once it is written back.</source>
        <translation>Das Dateisystem hat die Daten noch nicht platziert (verzögerte Zuweisung): Wo sie landen, steht fest, sobald sie zurückgeschrieben sind.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the other&apos;s data</source>
        <translation>die Daten der anderen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the other files&apos; data</source>
        <translation>die Daten der anderen Dateien</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The %1 files alternate on the disk in %2 pieces each (half their data in pieces of %5 or more): reading one back skips over %3 %4 times.</source>
        <translation>Die %1 Dateien wechseln sich auf der Platte in je %2 Stücken ab (die Hälfte ihrer Daten in Stücken ab %5): Beim Zurücklesen einer Datei wird %4-mal über %3 hinweggesprungen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The %1 files alternate on the disk in %2 pieces each (half their data in pieces of %5 or more): reading one back skips over %3 up to %4 times.</source>
        <translation>Die %1 Dateien wechseln sich auf der Platte in je %2 Stücken ab (die Hälfte ihrer Daten in Stücken ab %5): Beim Zurücklesen einer Datei wird bis zu %4-mal über %3 hinweggesprungen.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The file lies in %1 extents (half its data in extents of %2 or more).</source>
        <translation>Die Datei liegt in %1 Extents (die Hälfte ihrer Daten in Extents ab %2).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Read back in %1 s from one piece: the layout is not what set the read rate.</source>
        <translation>In %1 s aus einem Stück zurückgelesen: Die Anordnung hat die Leserate nicht bestimmt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read back in %1 s from %2 pieces in all: the layout is not what set the read rate.</source>
        <translation>In %1 s aus insgesamt %2 Stücken zurückgelesen: Die Anordnung hat die Leserate nicht bestimmt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read back in %1 s from %2 pieces in all: a device without heads (SSD, virtual disk) pays next to nothing for them.</source>
        <translation>In %1 s aus insgesamt %2 Stücken zurückgelesen: Ein Gerät ohne Köpfe (SSD, virtueller Datenträger) zahlt dafür so gut wie nichts.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Read back in %1 s from %2 pieces in all: a disk with heads would have spent ~%3 s seeking to them (~10 ms each), longer than the read took: this device did not pay for them (flash or a cache under it).</source>
        <translation>In %1 s aus insgesamt %2 Stücken zurückgelesen: Eine Platte mit Köpfen hätte ~%3 s gebraucht, sie anzufahren (~10 ms je Stück), länger als das Lesen dauerte: Dieses Gerät hat dafür nicht bezahlt (Flash oder ein Cache darunter).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Read back in %1 s from %2 pieces in all: on a disk with heads that is about as many seeks, ~%3 s at ~10 ms each, most of the read&apos;s time.</source>
        <translation>In %1 s aus insgesamt %2 Stücken zurückgelesen: Auf einer Platte mit Köpfen sind das etwa ebenso viele Suchvorgänge, ~%3 s bei ~10 ms je Vorgang, der größte Teil der Lesezeit.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Read back in %1 s from %2 pieces in all: on a disk with heads that is about as many seeks, ~%3 s at ~10 ms each, a small part of the read&apos;s time.</source>
        <translation>In %1 s aus insgesamt %2 Stücken zurückgelesen: Auf einer Platte mit Köpfen sind das etwa ebenso viele Suchvorgänge, ~%3 s bei ~10 ms je Vorgang, ein kleiner Teil der Lesezeit.</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>The file lies in one extent: layout does not explain the read rate.</source>
        <translation>Die Datei liegt in einem Extent: Die Anordnung erklärt die Leserate nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file lies in %1 extents: layout does not explain the read rate.</source>
        <translation>Die Datei liegt in %1 Extents: Die Anordnung erklärt die Leserate nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each file lies in one extent: layout does not explain the read rate.</source>
        <translation>Jede Datei liegt in einem Extent: Die Anordnung erklärt die Leserate nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each file lies in %1 extents: layout does not explain the read rate.</source>
        <translation>Jede Datei liegt in %1 Extents: Die Anordnung erklärt die Leserate nicht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The files lie in %1 extents each, not alternating with each other (%2 % of their boundaries lead to another file).</source>
        <translation>Die Dateien liegen in je %1 Extents, ohne sich abzuwechseln (%2 % ihrer Grenzen führen zu einer anderen Datei).</translation>
    </message>
</context>
<context>
    <name>FioExport</name>
    <message>
        <location filename="../ui/FioExport.cpp" line="+15"/>
        <source>Export &amp;fio Job…</source>
        <translation>&amp;fio-Job exportieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write the fio job file that reproduces this run, to check its numbers with fio</source>
        <translation>Die fio-Jobdatei schreiben, die diese Ausführung nachbildet, um ihre Messwerte mit fio zu überprüfen</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+5"/>
        <source>Export fio Job</source>
        <translation>fio-Job exportieren</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>fio job files (*.fio);;All files (*)</source>
        <translation>fio-Jobdateien (*.fio);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>Gui</name>
    <message>
        <location filename="../app/gui_main.cpp" line="+145"/>
        <source>Shows live how a disk and filesystem cope with many parallel streams of writes and reads.

Presets:
</source>
        <translation>Zeigt live, wie ein Datenträger und ein Dateisystem mit vielen parallelen Datenströmen aus Schreib- und Lesevorgängen zurechtkommen.

Voreinstellungen:
</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>Start the run at once.</source>
        <translation>Die Ausführung sofort starten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the chart to FILE (PNG or SVG, by its suffix) when the run finishes.</source>
        <translation>Das Diagramm nach Ende der Ausführung in DATEI speichern (PNG oder SVG, je nach Endung).</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+5"/>
        <location line="+9"/>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Draw the chart saved by --save-chart at WxH pixels (e.g. 1600x900) instead of the window&apos;s size.</source>
        <translation>Das mit --save-chart gespeicherte Diagramm in BxH Pixeln (z. B. 1600x900) statt in der Größe des Fensters zeichnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save a picture of the whole window to FILE (PNG) when the run finishes.</source>
        <translation>Nach Ende der Ausführung ein Bild des ganzen Fensters in DATEI (PNG) speichern.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit when the run finishes (exit status 0 ok, 1 failed, 2 bad options, 130 stopped; 128 + N when signal N ended it).</source>
        <translation>Nach Ende der Ausführung beenden (Exit-Status 0 ok, 1 fehlgeschlagen, 2 falsche Optionen, 130 angehalten; 128 + N, wenn Signal N sie beendet hat).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the saved report FILE instead of running; given more than once, the reports overlaid as a comparison. --save-chart, --save-window and --quit act once it is shown.</source>
        <translation>Den gespeicherten Bericht DATEI anzeigen, statt eine Ausführung zu starten; mehrfach angegeben, werden die Berichte als Vergleich überlagert. --save-chart, --save-window und --quit wirken, sobald er angezeigt wird.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw the window in a light or dark palette instead of the desktop&apos;s.</source>
        <translation>Das Fenster in einer hellen oder dunklen Palette statt in der des Desktops zeichnen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>light|dark</source>
        <translation>light|dark</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With several --dir user@host:/dir: run the hosts together behind a start barrier (the form&apos;s &quot;Run the hosts together&quot;) rather than one after another.</source>
        <translation>Bei mehreren --dir user@host:/dir: die Hosts hinter einer Startbarriere zusammen ausführen (im Formular „Hosts zusammen ausführen“) statt nacheinander.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--image-size does nothing without --save-chart; leave it out or add --save-chart FILE</source>
        <translation>--image-size hat ohne --save-chart keine Wirkung; weglassen oder --save-chart DATEI hinzufügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--capacity does nothing without --start; add --start to search the capacity</source>
        <translation>--capacity hat ohne --start keine Wirkung; --start hinzufügen, um die Kapazität zu suchen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--%1 does nothing with --show; leave it out</source>
        <translation>--%1 hat mit --show keine Wirkung; weglassen</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>streamscope: finished, complete: %1</source>
        <translation>streamscope: beendet, vollständig: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>streamscope: stopped, partial: %1</source>
        <translation>streamscope: angehalten, unvollständig: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>streamscope: failed: %1</source>
        <translation>streamscope: fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>--image-size &quot;%1&quot;: give width x height in pixels, each 200 to 10000, e.g. 1600x900</source>
        <translation>--image-size „%1“: Breite x Höhe in Pixeln angeben, jeweils 200 bis 10000, z. B. 1600x900</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>--start and --show exclude each other: run, or show a saved report</source>
        <translation>--start und --show schließen einander aus: entweder ausführen oder einen gespeicherten Bericht anzeigen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--palette &quot;%1&quot;: use light or dark</source>
        <translation>--palette „%1“: light oder dark verwenden</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <location line="-316"/>
        <source>With --start: search the capacity (Find Capacity) instead of making one run.</source>
        <translation>Mit --start: statt einer einzelnen Ausführung die Kapazität suchen („Kapazität ermitteln“).</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Try --help for the list of options.</source>
        <translation>--help zeigt die Liste der Optionen.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>--%1 &quot;%2&quot;: %3</source>
        <translation>--%1 „%2“: %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--save-chart and --save-window both name %1; give each its own file</source>
        <translation>--save-chart und --save-window nennen beide %1; jeder Ausgabe eine eigene Datei geben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unexpected argument &quot;%1&quot;; every value belongs to an option, e.g. --dir /mnt/data</source>
        <translation>unerwartetes Argument „%1“; jeder Wert gehört zu einer Option, z. B. --dir /mnt/data</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../ui/HelpDialog.cpp" line="+38"/>
        <source>StreamScope Help</source>
        <translation>StreamScope-Hilfe</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>What the Chart Shows</source>
        <translation>Was das Diagramm zeigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>What the &amp;Chart Shows</source>
        <translation>Was das &amp;Diagramm zeigt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The rates</source>
        <translation>Die Raten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total and per stream</source>
        <translation>Gesamt und je Datenstrom</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ongoing (no flush)</source>
        <translation>laufend (ohne Flush)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes so far divided by the time so far, without waiting for the data to reach the disk: what a program that writes sees. Dashed. With buffered writes much of it may still be in RAM.</source>
        <translation>Bisherige Bytes geteilt durch die bisherige Zeit, ohne darauf zu warten, dass die Daten den Datenträger erreichen: was ein schreibendes Programm sieht. Gestrichelt. Bei gepufferten Schreibvorgängen kann vieles davon noch im RAM liegen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>effective (incl. flush)</source>
        <translation>effektiv (inkl. Flush)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes divided by the time including the final flush and close: what really reached the disk. The gap between ongoing and effective is dirty data that was still in RAM. A stopped phase that did not finish its flush claims no effective rate.</source>
        <translation>Bytes geteilt durch die Zeit einschließlich abschließendem Flush und Schließen: was wirklich den Datenträger erreicht hat. Der Abstand zwischen laufender und effektiver Rate entspricht ungeschriebenen Daten, die noch im RAM lagen. Eine angehaltene Phase, die ihren Flush nicht beendet hat, weist keine effektive Rate aus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>device write</source>
        <translation>Schreiben (Gerät)</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Bytes written or read in each sampling interval, divided by the interval: the interval rate. With many streams the chart draws their range as a band instead of one line each. In a real-time run of more than one stream each stream is drawn as a share of its own rate, on the axis &quot;% of each stream&apos;s rate&quot;: 100 % is on time, a dip below it is a stream falling behind, while the rate axis fits the total and what the streams need together.</source>
        <translation>In jedem Abtastintervall geschriebene oder gelesene Bytes, geteilt durch das Intervall: die Intervallrate. Bei vielen Datenströmen zeichnet das Diagramm ihren Bereich als Band statt je einer Linie. In einem Echtzeitlauf mit mehr als einem Datenstrom wird jeder Datenstrom als Anteil seiner eigenen Rate gezeichnet, auf der Achse „% der Rate je Datenstrom“: 100 % ist pünktlich, ein Einbruch darunter ein Datenstrom, der zurückfällt; die Ratenachse passt sich dabei an die Gesamtrate und an das an, was die Datenströme zusammen brauchen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>What the block device itself wrote in each interval, from the kernel&apos;s sector counters (/proc/diskstats). It includes other programs&apos; writes and the filesystem&apos;s own (journal, metadata); when the device did four times the run&apos;s own I/O or more, a line under the chart says so.</source>
        <translation>Was das Blockgerät selbst in jedem Intervall geschrieben hat, laut den Sektorzählern des Kernels (/proc/diskstats). Das schließt Schreibvorgänge anderer Programme und die des Dateisystems selbst ein (Journal, Metadaten); hat das Gerät viermal so viel E/A wie der Lauf selbst oder mehr geleistet, sagt es eine Zeile unter dem Diagramm.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>device read</source>
        <translation>Lesen (Gerät)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the block device read in each interval. A read phase far above it is served from the page cache, not the disk.</source>
        <translation>Was das Blockgerät in jedem Intervall gelesen hat. Eine Lesephase weit darüber wird aus dem Seitencache bedient, nicht vom Datenträger.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The flush tail</source>
        <translation>Der Flush-Nachlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The time from the last write returning to the end of fdatasync and close: the kernel writing out what was still dirty. A long tail means the ongoing rate overstated the disk.</source>
        <translation>Die Zeit von der Rückkehr des letzten Schreibvorgangs bis zum Ende von fdatasync und close: der Kernel schreibt hinaus, was noch ungeschrieben war. Ein langer Nachlauf bedeutet, dass die laufende Rate den Datenträger überschätzt hat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stalls and their causes</source>
        <translation>Hänger und ihre Ursachen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A stall is one write or read that took longer than the stall threshold; it is marked where it happened, and the Stalls tab lists each one with its cause and the evidence for it:</source>
        <translation>Ein Hänger ist ein einzelner Schreib- oder Lesevorgang, der länger als die Hänger-Schwelle dauerte; er wird dort markiert, wo er auftrat, und der Reiter „Hänger“ listet jeden mit seiner Ursache und den Belegen dafür auf:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The strips under the chart</source>
        <translation>Die Streifen unter dem Diagramm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I/O pressure</source>
        <translation>I/O-Druck</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The share of time tasks waited for I/O (the kernel&apos;s pressure stall information), darker when higher.</source>
        <translation>Der Anteil der Zeit, in dem Tasks auf I/O warteten (die Pressure Stall Information des Kernels), dunkler, je höher er ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>buffer fill</source>
        <translation>Pufferfüllung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For real-time streams: how full each stream&apos;s buffer was, pale when empty, strong when full. A full buffer loses data.</source>
        <translation>Bei Echtzeit-Datenströmen: wie voll der Puffer jedes Datenstroms war, blass wenn leer, kräftig wenn voll. Ein voller Puffer verliert Daten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The min–median–max band</source>
        <translation>Das Min-Median-Max-Band</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With many streams, the shaded band spans the slowest to the fastest stream in each interval and the line inside it is the median stream; choose one stream above the chart to see it alone.</source>
        <translation>Bei vielen Datenströmen reicht das schattierte Band in jedem Intervall vom langsamsten bis zum schnellsten Datenstrom, und die Linie darin ist der Median-Datenstrom; über dem Diagramm einen Datenstrom auswählen, um ihn allein zu sehen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overruns</source>
        <translation>Überläufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A real-time stream overruns when data arrives while its buffer is full: that data is lost. Overruns are marked on the chart with how much was lost; a run with any is not sustained.</source>
        <translation>Ein Echtzeit-Datenstrom läuft über, wenn Daten eintreffen, während sein Puffer voll ist: diese Daten gehen verloren. Überläufe werden im Diagramm mit der verlorenen Menge markiert; eine Ausführung mit auch nur einem Überlauf gilt als nicht gehalten.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Chart, after a run</source>
        <translation>Diagramm, nach einer Ausführung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>zoom into the dragged area</source>
        <translation>in den aufgezogenen Bereich zoomen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shift+drag, middle button</source>
        <translation>Umschalt+Ziehen, mittlere Maustaste</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>pan</source>
        <translation>verschieben</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>zoom time</source>
        <translation>Zeitachse zoomen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click, Home</source>
        <translation>Doppelklick, Pos1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>show the whole run</source>
        <translation>die ganze Ausführung zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+, −</source>
        <translation>+, −</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>zoom in, out</source>
        <translation>hinein-, herauszoomen</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <location filename="../ui/History.cpp" line="+87"/>
        <location line="+35"/>
        <source>custom</source>
        <translation>eigene</translation>
    </message>
    <message>
        <location line="+279"/>
        <source>Every finished run is kept here. Choose one to see it again, or several to compare them. Reports can also be opened from a file or dropped on the window.</source>
        <translation>Jede abgeschlossene Ausführung wird hier aufbewahrt. Eine auswählen, um sie erneut anzusehen, oder mehrere, um sie zu vergleichen. Berichte lassen sich auch aus einer Datei öffnen oder auf das Fenster ziehen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Run history</source>
        <translation>Verlauf der Ausführungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finished runs, newest first. Select one to show it, several to compare them; Delete removes the selected runs.</source>
        <translation>Abgeschlossene Ausführungen, neueste zuerst. Eine auswählen, um sie anzuzeigen, mehrere, um sie zu vergleichen; Entf löscht die ausgewählten Ausführungen.</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Preset</source>
        <translation>Voreinstellung</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>FS</source>
        <translation>FS</translation>
    </message>
    <message>
        <location line="-226"/>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>write %1; read %2</source>
        <translation>Schreiben %1; Lesen %2</translation>
    </message>
    <message numerus="yes">
        <location line="-11"/>
        <source>%n stream(s)</source>
        <translation>
            <numerusform>%n Datenstrom</numerusform>
            <numerusform>%n Datenströme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-2"/>
        <source>%n stream(s) long-term</source>
        <translation>
            <numerusform>%n Datenstrom auf Dauer</numerusform>
            <numerusform>%n Datenströme auf Dauer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n stream(s) so far</source>
        <translation>
            <numerusform>%n Datenstrom bisher</numerusform>
            <numerusform>%n Datenströme bisher</numerusform>
        </translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 · %2 ×%3 · %4</source>
        <translation>%1 · %2 ×%3 · %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (stopped)</source>
        <translation>%1 (angehalten)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 capacity search</source>
        <translation>Kapazitätssuche (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · stopped</source>
        <translation>%1 · angehalten</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopped before the search ended: its answer covers only the steps that finished.</source>
        <translation>Vor dem Ende der Suche angehalten: ihre Antwort umfasst nur die abgeschlossenen Schritte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped before it finished: a phase that did not finish its flush claims no effective rate, and its figures are partial.</source>
        <translation>Vor dem Ende angehalten: eine Phase, die ihren Flush nicht beendet hat, weist keine effektive Rate aus, und ihre Werte sind unvollständig.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Filesystem of the target directory</source>
        <translation>Dateisystem des Zielverzeichnisses</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset and stream counts</source>
        <translation>Voreinstellung und Anzahlen der Datenströme</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Delete Selected Runs</source>
        <translation>Ausgewählte Ausführungen löschen</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>unreadable</source>
        <translation>unlesbar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (opened)</source>
        <translation>%1 (geöffnet)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1, stream counts %2; %3 %4</source>
        <translation>%1, Anzahlen der Datenströme %2; %3 %4</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Effective write rate of each pass, %1</source>
        <translation>Effektive Schreibrate jedes Durchgangs, %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Effective read rate of each pass, %1</source>
        <translation>Effektive Leserate jedes Durchgangs, %1</translation>
    </message>
    <message>
        <location line="+203"/>
        <source>Delete Runs</source>
        <translation>Ausführungen löschen</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Delete %n run(s) from the history? Reports opened from elsewhere are only removed from the list.</source>
        <translation>
            <numerusform>%n Ausführung aus dem Verlauf löschen? Von anderswo geöffnete Berichte werden nur aus der Liste entfernt.</numerusform>
            <numerusform>%n Ausführungen aus dem Verlauf löschen? Von anderswo geöffnete Berichte werden nur aus der Liste entfernt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImageFile</name>
    <message>
        <location filename="../ui/ImageFile.cpp" line="+31"/>
        <source>cannot write %1: %2</source>
        <translation>kann %1 nicht schreiben: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot write %1: the picture could not be made</source>
        <translation>kann %1 nicht schreiben: das Bild konnte nicht erzeugt werden</translation>
    </message>
</context>
<context>
    <name>LatencyPane</name>
    <message>
        <location filename="../ui/LatencyPane.cpp" line="+32"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Latency histogram of:</source>
        <translation>Latenzhistogramm von:</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>op latency per tick (ms)</source>
        <translation>Operationslatenz je Abtastschritt (ms)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>write max</source>
        <translation>Schreiben max.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write p99</source>
        <translation>Schreiben p99</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>write p50</source>
        <translation>Schreiben p50</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>read max</source>
        <translation>Lesen max.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>read p99</source>
        <translation>Lesen p99</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>read p50</source>
        <translation>Lesen p50</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>This report keeps no latency per tick.</source>
        <translation>Dieser Bericht enthält keine Latenz je Abtastschritt.</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%1, pass %2 (%n stream(s))</source>
        <translation>
            <numerusform>%1, Durchgang %2 (%n Datenstrom)</numerusform>
            <numerusform>%1, Durchgang %2 (%n Datenströme)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 (%n stream(s))</source>
        <translation>
            <numerusform>%1 (%n Datenstrom)</numerusform>
            <numerusform>%1 (%n Datenströme)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, target %2</source>
        <translation>%1, Ziel %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, running</source>
        <translation>%1, läuft</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>op latency (ms)</source>
        <translation>Operationslatenz (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of ops</source>
        <translation>% der Operationen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No reads or writes yet.</source>
        <translation>Noch keine Lese- oder Schreibvorgänge.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 ops: p50 %2, p99 %3, p99.9 %4, max %5</source>
        <translation>%1 Operationen: p50 %2, p99 %3, p99.9 %4, max. %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 ops so far: p50 %2, p99 %3, max %4</source>
        <translation>Bisher %1 Operationen: p50 %2, p99 %3, max. %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No reads or writes in this phase.</source>
        <translation>Keine Lese- oder Schreibvorgänge in dieser Phase.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This report keeps no histogram, only these figures.</source>
        <translation>Dieser Bericht enthält kein Histogramm, nur diese Werte.</translation>
    </message>
</context>
<context>
    <name>LiveChart</name>
    <message>
        <location filename="../ui/ChartText.cpp" line="+19"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2: %3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>create</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>flush</source>
        <translation>Flush</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>buffered</source>
        <translation>gepuffert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>direct I/O</source>
        <translation>direktes I/O</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>O_SYNC</source>
        <translation>O_SYNC</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>O_DSYNC</source>
        <translation>O_DSYNC</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: %2</source>
        <comment>a remote target: host, then its filesystem</comment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n stream(s)</source>
        <translation>
            <numerusform>%n Datenstrom</numerusform>
            <numerusform>%n Datenströme</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 streams</source>
        <translation>Datenströme: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>round-robin</source>
        <comment>schedule: one thread, files in turn</comment>
        <translation>reihum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one thread per stream</source>
        <translation>ein Thread je Datenstrom</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>flush at the end</source>
        <translation>Flush am Ende</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no flush</source>
        <translation>ohne Flush</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>flush every %1</source>
        <translation>Flush alle %1</translation>
    </message>
    <message>
        <location filename="../ui/LiveChart.cpp" line="+86"/>
        <source>Write and read rates over time: total, per stream, ongoing (dashed), effective including the flush (thick), and what the device moved (wide, pale). Arrow keys pan, plus and minus zoom, Home or 0 resets the view (back to live during a run).</source>
        <translation>Schreib- und Leseraten über die Zeit: gesamt, je Datenstrom, laufend (gestrichelt), effektiv einschließlich Flush (dick) und was das Gerät bewegt hat (breit, blass). Die Pfeiltasten verschieben, Plus und Minus zoomen, Pos1 oder 0 setzt die Ansicht zurück (während einer Ausführung zurück zur Live-Ansicht).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <location filename="../ui/LiveChartTitles.cpp" line="+61"/>
        <source>% of each stream&apos;s rate</source>
        <translation>% der Rate je Datenstrom</translation>
    </message>
    <message>
        <location filename="../ui/LiveChart.cpp" line="+214"/>
        <source>run %1</source>
        <translation>Ausführung %1</translation>
    </message>
    <message>
        <location filename="../ui/LiveChartHosts.cpp" line="+58"/>
        <source>sum of the hosts</source>
        <translation>Summe der Hosts</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/LiveChartTitles.cpp" line="-41"/>
        <source>%n host(s) together: total %1 of each host and their sum, since the start signal</source>
        <translation>
            <numerusform>%n Host zusammen: %1 gesamt je Host und ihre Summe, seit dem Startsignal</numerusform>
            <numerusform>%n Hosts zusammen: %1 gesamt je Host und ihre Summe, seit dem Startsignal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n host(s) one after another: total %1 of each host</source>
        <translation>
            <numerusform>%n Host nacheinander: %1 gesamt je Host</numerusform>
            <numerusform>%n Hosts nacheinander: %1 gesamt je Host</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in % of each run&apos;s mean</source>
        <translation>in % des Mittels jeder Ausführung</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Comparison of %n run(s): total %1 over each run&apos;s own time</source>
        <translation>
            <numerusform>Vergleich von %n Ausführung: %1 gesamt über ihre eigene Zeit</numerusform>
            <numerusform>Vergleich von %n Ausführungen: %1 gesamt über die eigene Zeit jeder Ausführung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Comparison of %n run(s): effective %1 (incl. flush) of each write phase</source>
        <translation>
            <numerusform>Vergleich von %n Ausführung: effektive %1 (inkl. Flush) jeder Schreibphase</numerusform>
            <numerusform>Vergleich von %n Ausführungen: effektive %1 (inkl. Flush) jeder Schreibphase</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Comparison of %n run(s): ongoing %1 (no flush) over each run&apos;s own time</source>
        <translation>
            <numerusform>Vergleich von %n Ausführung: laufende %1 (ohne Flush) über ihre eigene Zeit</numerusform>
            <numerusform>Vergleich von %n Ausführungen: laufende %1 (ohne Flush) über die eigene Zeit jeder Ausführung</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>% of each run&apos;s mean</source>
        <translation>% des Mittels jeder Ausführung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (interval, %2 s mean)</source>
        <comment>rate axis: unit, smoothing window</comment>
        <translation>%1 (Intervall, Mittel über %2 s)</translation>
    </message>
    <message>
        <location filename="../ui/LiveChartOverlays.cpp" line="+185"/>
        <source>%1 ↑ off scale</source>
        <translation>%1 ↑ außerhalb der Skala</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (100 % = %2)</source>
        <comment>a compared run: its label, the rate its 100 % stands for</comment>
        <translation>%1 (100 % = %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (moved no data)</source>
        <translation>%1 (hat keine Daten bewegt)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>stalls (≥ %1)</source>
        <translation>Hänger (≥ %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>overruns</source>
        <translation>Überläufe</translation>
    </message>
    <message>
        <location filename="../ui/LiveChartTitles.cpp" line="+67"/>
        <source>Partial run, stopped before the flush · %1</source>
        <translation>Unvollständige Ausführung, vor dem Flush angehalten · %1</translation>
    </message>
    <message>
        <location filename="../ui/ChartSeries.cpp" line="+160"/>
        <source>%1: %2 at %3 s</source>
        <translation>%1: %2 bei %3 s</translation>
    </message>
    <message>
        <location filename="../ui/LiveChartTitles.cpp" line="-58"/>
        <source>Dirty+Writeback (MiB)</source>
        <translation>Dirty+Writeback (MiB)</translation>
    </message>
    <message>
        <location filename="../ui/ChartSeries.cpp" line="-6"/>
        <source>%1 % of its rate</source>
        <translation>%1 % seiner Rate</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/OffScaleMarks.cpp" line="+46"/>
        <source>%1 % of its mean</source>
        <translation>%1 % ihres Mittels</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>raw ticks</source>
        <translation>Rohwerte je Abtastschritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slowest stream, raw ticks</source>
        <translation>langsamster Datenstrom, Rohwerte je Abtastschritt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>streams min–max</source>
        <translation>Datenströme min–max</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>median stream</source>
        <translation>Median-Datenstrom</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+7"/>
        <source>stream %1</source>
        <translation>Datenstrom %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>total</source>
        <translation>gesamt</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Dirty+Writeback (right axis)</source>
        <translation>Dirty+Writeback (rechte Achse)</translation>
    </message>
    <message>
        <location filename="../ui/LiveChart.cpp" line="-231"/>
        <source>Live chart</source>
        <translation>Live-Diagramm</translation>
    </message>
    <message>
        <location filename="../ui/ChartSeries.cpp" line="+34"/>
        <source>ongoing (no flush)</source>
        <translation>laufend (ohne Flush)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>effective (incl. flush)</source>
        <translation>effektiv (inkl. Flush)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>ongoing read</source>
        <translation>Lesen (laufend)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>device write</source>
        <translation>Schreiben (Gerät)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device read</source>
        <translation>Lesen (Gerät)</translation>
    </message>
    <message>
        <location filename="../ui/ChartMarks.cpp" line="+242"/>
        <source>Flush tail: %1 from the last write to the data being on disk (fdatasync + close)</source>
        <translation>Flush-Nachlauf: %1 vom letzten Schreibvorgang, bis die Daten auf dem Datenträger sind (fdatasync + close)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>flush tail %1</source>
        <translation>Flush-Nachlauf %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 phase starts at %2 s</source>
        <translation>Phase %1 beginnt bei %2 s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/ChartStalls.cpp" line="+29"/>
        <source>stream %1, %2 phase, at %3 s, lasted %4</source>
        <translation>Datenstrom %1, Phase %2, bei %3 s, Dauer %4</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Stall: %1</source>
        <translation>Hänger: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n stalls here; the longest: %1</source>
        <translation>
            <numerusform>%n Hänger hier; der längste: %1</numerusform>
            <numerusform>%n Hänger hier; der längste: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ChartMarks.cpp" line="+179"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Throttle ceiling %1: above it the kernel holds writers back in balance_dirty_pages ((dirty threshold + background threshold) / 2)</source>
        <translation>Drosselgrenze %1: darüber hält der Kernel Schreiber in balance_dirty_pages zurück ((Dirty-Schwelle + Hintergrundschwelle) / 2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>throttle ceiling %1</source>
        <translation>Drosselgrenze %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Background threshold %1: above it the flusher threads write dirty data out</source>
        <translation>Hintergrundschwelle %1: darüber schreiben die Flusher-Threads ungeschriebene Daten hinaus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>background threshold %1</source>
        <translation>Hintergrundschwelle %1</translation>
    </message>
    <message>
        <location filename="../ui/ChartStalls.cpp" line="+37"/>
        <source>Stream %1 is blocked: its operation has not returned for %2</source>
        <translation>Datenstrom %1 hängt: seine Operation ist seit %2 nicht zurückgekehrt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cause so far: %1</source>
        <translation>Ursache bisher: %1</translation>
    </message>
    <message>
        <location filename="../ui/ChartMarks.cpp" line="-329"/>
        <source>partial — stopped, %1 MiB dirty</source>
        <translation>unvollständig — angehalten, %1 MiB ungeschrieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partial — stopped before the flush</source>
        <translation>unvollständig — vor dem Flush angehalten</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>ongoing %1: into RAM</source>
        <translation>laufend %1: in den RAM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>effective %1: on disk, incl. flush</source>
        <translation>effektiv %1: auf dem Datenträger, inkl. Flush</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The device&apos;s write rate fell at %1 s from %2 to %3 and stayed there (a write cache filled, or a thermal throttle): projections use the rate after it</source>
        <translation>Die Schreibrate des Geräts fiel bei %1 s von %2 auf %3 und blieb dort (ein Schreibcache lief voll oder thermische Drosselung): Prognosen verwenden die Rate danach</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>device rate fell: %1 → %2 %3</source>
        <translation>Geräterate fiel: %1 → %2 %3</translation>
    </message>
    <message>
        <location line="+177"/>
        <source>device limit</source>
        <translation>Gerätegrenze</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cgroup limit</source>
        <translation>cgroup-Grenze</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>below the global limit</source>
        <translation>unter der globalen Grenze</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Throttle ceiling %1, above this axis: the kernel holds writers back in balance_dirty_pages only when Dirty+Writeback reaches it</source>
        <translation>Drosselgrenze %1, oberhalb dieser Achse: Der Kernel hält Schreiber in balance_dirty_pages erst zurück, wenn Dirty+Writeback sie erreicht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>throttle ceiling %1 ↑</source>
        <translation>Drosselgrenze %1 ↑</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>stream %1 blocked %2</source>
        <translation>Datenstrom %1 hängt seit %2</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Overrun: stream %1 lost %2 at %3 s</source>
        <translation>Überlauf: Datenstrom %1 verlor %2 bei %3 s</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n overruns from %1 s to %2 s: %3 lost (streams %4)</source>
        <translation>
            <numerusform>%n Überlauf von %1 s bis %2 s: %3 verloren (Datenströme %4)</numerusform>
            <numerusform>%n Überläufe von %1 s bis %2 s: %3 verloren (Datenströme %4)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ChartStrips.cpp" line="+83"/>
        <source>Stalls: every operation that took longer than %1, as a block over its time</source>
        <translation>Hänger: jede Operation, die länger als %1 dauerte, als Block über ihre Dauer</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>stalls</source>
        <translation>Hänger</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>I/O pressure: share of each moment in which some task waited for I/O (stronger colour = more)</source>
        <translation>I/O-Druck: Anteil jedes Moments, in dem eine Task auf I/O wartete (kräftigere Farbe = mehr)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+38"/>
        <source>I/O pressure</source>
        <translation>I/O-Druck</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Fullest stream buffer (pale empty, strong full; an overrun loses data)</source>
        <translation>Vollster Datenstrom-Puffer (blass leer, kräftig voll; ein Überlauf verliert Daten)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Buffer fill of stream %1 (pale empty, strong full; an overrun loses data)</source>
        <translation>Pufferfüllung von Datenstrom %1 (blass leer, kräftig voll; ein Überlauf verliert Daten)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>0 %</source>
        <translation>0 %</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>100 %</source>
        <translation>100 %</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>buffer fill (max)</source>
        <translation>Pufferfüllung (max.)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+27"/>
        <source>buffer fill</source>
        <translation>Pufferfüllung</translation>
    </message>
    <message>
        <location filename="../ui/ChartText.cpp" line="-29"/>
        <source>custom</source>
        <translation>eigene</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+5"/>
        <source>%1 per stream</source>
        <translation>%1 je Datenstrom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 per pass</source>
        <translation>%1 je Durchgang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 blocks</source>
        <translation>%1-Blöcke</translation>
    </message>
    <message>
        <location line="+20"/>
        <source> on %1</source>
        <translation> auf %1</translation>
    </message>
    <message>
        <location filename="../ui/LiveChart.cpp" line="+519"/>
        <source>StreamScope chart</source>
        <translation>StreamScope-Diagramm</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../ui/OffScaleMarks.cpp" line="+2"/>
        <source>%1 off scale: up to %2 at %3 s (“Fit all” shows it)</source>
        <translation>%1 außerhalb der Skala: bis zu %2 bei %3 s („Alles einpassen“ zeigt es)</translation>
    </message>
</context>
<context>
    <name>LiveRun</name>
    <message>
        <location filename="../ui/LiveRun.cpp" line="+14"/>
        <source>creating</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>writing</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>flushing</source>
        <translation>Flush</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reading</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>starting</source>
        <translation>Start</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Starting…</source>
        <translation>Starte…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>capacity search starting</source>
        <translation>Kapazitätssuche startet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity search starting…</source>
        <translation>Kapazitätssuche startet…</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%1, %n host(s) together</source>
        <translation>
            <numerusform>%1, %n Host gemeinsam</numerusform>
            <numerusform>%1, %n Hosts gemeinsam</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, host %2 of %3</source>
        <translation>%1, Host %2 von %3</translation>
    </message>
    <message numerus="yes">
        <location line="+76"/>
        <source>step %1 of ≤ %2, %n stream(s)</source>
        <translation>
            <numerusform>Schritt %1 von ≤ %2, %n Datenstrom</numerusform>
            <numerusform>Schritt %1 von ≤ %2, %n Datenströme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>capacity step %1, %n stream(s)</source>
        <translation>
            <numerusform>Kapazitätsschritt %1, %n Datenstrom</numerusform>
            <numerusform>Kapazitätsschritt %1, %n Datenströme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-161"/>
        <source>Capacity search, step %1: trying %n stream(s)…</source>
        <translation>
            <numerusform>Kapazitätssuche, Schritt %1: versuche %n Datenstrom…</numerusform>
            <numerusform>Kapazitätssuche, Schritt %1: versuche %n Datenströme…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Stopping: the capacity search ends after its current operation and removes its files…</source>
        <translation>Anhalten: die Kapazitätssuche endet nach ihrer aktuellen Operation und entfernt ihre Dateien…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopping: the run ends after its current operation and removes its files…</source>
        <translation>Anhalten: die Ausführung endet nach ihrer aktuellen Operation und entfernt ihre Dateien…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Running…</source>
        <translation>Läuft…</translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>%1, pass %2 of %3 (%n stream(s))</source>
        <translation>
            <numerusform>%1, Durchgang %2 von %3 (%n Datenstrom)</numerusform>
            <numerusform>%1, Durchgang %2 von %3 (%n Datenströme)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 (%n stream(s))</source>
        <translation>
            <numerusform>%1 (%n Datenstrom)</numerusform>
            <numerusform>%1 (%n Datenströme)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, target %2 of %3</source>
        <translation>%1, Ziel %2 von %3</translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>Capacity search, step %1 (%n stream(s)): %2</source>
        <translation>
            <numerusform>Kapazitätssuche, Schritt %1 (%n Datenstrom): %2</numerusform>
            <numerusform>Kapazitätssuche, Schritt %1 (%n Datenströme): %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveStream</name>
    <message>
        <location filename="../core/LiveStream.cpp" line="+111"/>
        <source>&quot;%1&quot; %2</source>
        <translation>„%1“ %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>is missing or not a number from %1 to %2</source>
        <translation>fehlt oder ist keine Zahl von %1 bis %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>is not a whole number</source>
        <translation>ist keine ganze Zahl</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>is missing or not a list of streams</source>
        <translation>fehlt oder ist keine Liste von Datenströmen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>holds a value that is not a number</source>
        <translation>enthält einen Wert, der keine Zahl ist</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>is missing or not a string</source>
        <translation>fehlt oder ist keine Zeichenkette</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>is missing or not an object</source>
        <translation>fehlt oder ist kein Objekt</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+45"/>
        <source>is missing or not a list</source>
        <translation>fehlt oder ist keine Liste</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>names no phase</source>
        <translation>nennt keine Phase</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>holds an entry that is not an ascending [bucket, count] pair</source>
        <translation>enthält einen Eintrag, der kein aufsteigendes Paar [bucket, count] ist</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>line %1: longer than %2 bytes</source>
        <translation>Zeile %1: länger als %2 Bytes</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: the stream ends in the middle of a line</source>
        <translation>Zeile %1: der Live-Stream endet mitten in einer Zeile</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not JSON (%1 at byte %2)</source>
        <translation>kein JSON (%1 bei Byte %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the stream does not begin with a &quot;hello&quot; line; is this a StreamScope live stream?</source>
        <translation>der Live-Stream beginnt nicht mit einer „hello“-Zeile; ist das ein StreamScope-Live-Stream?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; is not a StreamScope live stream schema</source>
        <translation>„%1“ ist kein Schema eines StreamScope-Live-Streams</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the stream is %1 (StreamScope %2); this StreamScope %3 reads %4</source>
        <translation>der Live-Stream ist %1 (StreamScope %2); dieses StreamScope %3 liest %4</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>an event after the final report</source>
        <translation>ein Ereignis nach dem abschließenden Bericht</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&quot;samples&quot; holds an entry that is not an object</source>
        <translation>„samples“ enthält einen Eintrag, der kein Objekt ist</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&quot;blocked&quot; holds an entry that is not an object</source>
        <translation>„blocked“ enthält einen Eintrag, der kein Objekt ist</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;blocked&quot; names an unknown cause</source>
        <translation>„blocked“ nennt eine unbekannte Ursache</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;started_at&quot; is not a date and time</source>
        <translation>„started_at“ ist kein Datum mit Uhrzeit</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&quot;phase&quot; names no phase</source>
        <translation>„phase“ nennt keine Phase</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>&quot;is_dir&quot; or &quot;writable&quot; is missing or not true or false</source>
        <translation>„is_dir“ oder „writable“ fehlt oder ist nicht true oder false</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>a second &quot;hello&quot; line</source>
        <translation>eine zweite „hello“-Zeile</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/MainWindow.cpp" line="+73"/>
        <location line="+514"/>
        <source>StreamScope</source>
        <translation>StreamScope</translation>
    </message>
    <message>
        <location line="-479"/>
        <source>Capacity search of %1: its steps are in the Capacity tab below (the steps&apos; rates over time are not saved)</source>
        <translation>Kapazitätssuche vom %1: Ihre Schritte stehen unten im Reiter Kapazität (die Raten der Schritte über die Zeit werden nicht gespeichert)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+3"/>
        <source>Stalls</source>
        <translation>Hänger</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stalls (%1)</source>
        <translation>Hänger (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Ready.</source>
        <translation>Bereit.</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+161"/>
        <source>Start the run (Ctrl+R)</source>
        <translation>Ausführung starten (Strg+R)</translation>
    </message>
    <message>
        <location line="-159"/>
        <source>S&amp;top</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the run; its files are removed (Esc)</source>
        <translation>Ausführung anhalten; ihre Dateien werden entfernt (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find &amp;Capacity</source>
        <translation>&amp;Kapazität ermitteln</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Open Report…</source>
        <translation>Bericht &amp;öffnen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save Chart…</source>
        <translation>Diagramm &amp;speichern…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the chart as PNG or SVG (Ctrl+S)</source>
        <translation>Diagramm als PNG oder SVG speichern (Strg+S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save C&amp;apacity Chart…</source>
        <translation>&amp;Kapazitätsdiagramm speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the capacity search&apos;s chart as PNG</source>
        <translation>Das Diagramm der Kapazitätssuche als PNG speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;Report (JSON)…</source>
        <translation>Bericht e&amp;xportieren (JSON)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;Time Series (CSV)…</source>
        <translation>&amp;Zeitreihe exportieren (CSV)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Reset Zoom</source>
        <translation>Zoom &amp;zurücksetzen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Run</source>
        <translation>A&amp;usführung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About StreamScope</source>
        <translation>&amp;Über StreamScope</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About StreamScope</source>
        <translation>Über StreamScope</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;&lt;b&gt;StreamScope %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Shows live how a disk and filesystem cope with many parallel streams of writes and reads: per-stream and total rates, the ongoing rate a program sees and the effective rate that reached the disk, the flush tail between them, what the device and the page cache really do, and every stall.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;StreamScope %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Zeigt live, wie ein Datenträger und ein Dateisystem mit vielen parallelen Datenströmen aus Schreib- und Lesevorgängen zurechtkommen: Raten je Datenstrom und insgesamt, die laufende Rate, die ein Programm sieht, und die effektive Rate, die den Datenträger erreicht hat, den Flush-Nachlauf dazwischen, was das Gerät und der Seitencache wirklich tun, und jeden Hänger.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Fix the settings marked in red first: %1</source>
        <translation>Zuerst die rot markierten Einstellungen korrigieren: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Find how many streams of this rate the first target directory records without losing data: 1, 2, 4… streams until one overruns, then bisect (Ctrl+Shift+R)</source>
        <translation>Ermitteln, wie viele Datenströme dieser Rate das erste Zielverzeichnis ohne Datenverlust aufzeichnet: 1, 2, 4… Datenströme, bis einer überläuft, dann Intervallhalbierung (Strg+Umschalt+R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find Capacity needs: %1</source>
        <translation>Für „Kapazität ermitteln“ nötig: %1</translation>
    </message>
    <message>
        <location filename="../ui/MainWindowRuns.cpp" line="+33"/>
        <source>Cannot start: %1</source>
        <translation>Start nicht möglich: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot start: %1 is missing; it runs this machine&apos;s directories beside remote ones</source>
        <translation>Start nicht möglich: %1 fehlt; es führt die Verzeichnisse dieses Rechners neben den entfernten aus</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Connecting to %n host(s); they start together once all are ready…</source>
        <translation>
            <numerusform>Verbindung mit %n Host wird hergestellt; er startet, sobald er bereit ist…</numerusform>
            <numerusform>Verbindung mit %n Hosts wird hergestellt; sie starten zusammen, sobald alle bereit sind…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Running on %n host(s), one after another…</source>
        <translation>
            <numerusform>Ausführung auf %n Host, nacheinander…</numerusform>
            <numerusform>Ausführung auf %n Hosts, nacheinander…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Connecting to %1…</source>
        <translation>Verbindung mit %1 wird hergestellt…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>fix the settings marked in red first (%1)</source>
        <translation>zuerst die rot markierten Einstellungen korrigieren (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a directory on this machine (it does not search over ssh)</source>
        <translation>ein Verzeichnis auf diesem Rechner (die Suche läuft nicht über ssh)</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Finished in %1; saved to the history. The window used %2 % of one CPU.</source>
        <translation>Beendet in %1; im Verlauf gespeichert. Das Fenster nutzte %2 % einer CPU.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="+24"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message numerus="yes">
        <location line="+152"/>
        <source>Stopping the runs on %n host(s); the window closes when they have ended.</source>
        <translation>
            <numerusform>Die Ausführung auf %n Host wird angehalten; das Fenster schließt sich, sobald sie beendet ist.</numerusform>
            <numerusform>Die Ausführungen auf %n Hosts werden angehalten; das Fenster schließt sich, sobald sie beendet sind.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Stopping the run on %1; the window closes when it has ended.</source>
        <translation>Die Ausführung auf %1 wird angehalten; das Fenster schließt sich, sobald sie beendet ist.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindowRuns.cpp" line="-117"/>
        <source>Cannot search the capacity: it needs %1.</source>
        <translation>Kapazitätssuche nicht möglich; nötig ist: %1.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Found leftovers of StreamScope runs that did not finish: %1</source>
        <translation>Reste von StreamScope-Ausführungen gefunden, die nicht zu Ende liefen: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leftovers of earlier runs</source>
        <translation>Reste früherer Ausführungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>StreamScope runs that did not finish left these behind:

%1

Remove them now? Only what those runs created is removed; a directory holding anything else is left as it is.</source>
        <translation>StreamScope-Ausführungen, die nicht zu Ende liefen, haben Folgendes hinterlassen:

%1

Jetzt entfernen? Nur was diese Ausführungen angelegt haben, wird entfernt; ein Verzeichnis, das noch anderes enthält, bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="-530"/>
        <source>Some leftovers were not removed: %1</source>
        <translation>Einige Reste wurden nicht entfernt: %1</translation>
    </message>
    <message>
        <location filename="../ui/MainWindowRuns.cpp" line="+17"/>
        <source>Capacity search stopped; its files were removed.</source>
        <translation>Kapazitätssuche angehalten; ihre Dateien wurden entfernt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The capacity search failed: %1</source>
        <translation>Die Kapazitätssuche ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="+507"/>
        <source>cannot save the settings to %1</source>
        <translation>die Einstellungen können nicht in %1 gespeichert werden</translation>
    </message>
    <message>
        <location filename="../ui/MainWindowRuns.cpp" line="+33"/>
        <source>The run finished but could not be saved to the history: %1</source>
        <translation>Die Ausführung ist beendet, konnte aber nicht im Verlauf gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Finished in %1; saved to the history.</source>
        <translation>Beendet in %1; im Verlauf gespeichert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopped; the run&apos;s files were removed.</source>
        <translation>Angehalten; die Dateien der Ausführung wurden entfernt.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="-459"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <location filename="../ui/MainWindowRuns.cpp" line="+3"/>
        <source>The run failed: %1</source>
        <translation>Die Ausführung ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="+330"/>
        <source>Showing the capacity search of %1.</source>
        <translation>Angezeigt wird die Kapazitätssuche vom %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot read a report: %1</source>
        <translation>Ein Bericht kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Showing the run of %1.</source>
        <translation>Angezeigt wird die Ausführung %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Comparing %n run(s).</source>
        <translation>
            <numerusform>Vergleiche %n Ausführung.</numerusform>
            <numerusform>Vergleiche %n Ausführungen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Open Report</source>
        <translation>Bericht öffnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>StreamScope reports (*.json);;All files (*)</source>
        <translation>StreamScope-Berichte (*.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>OutlookText</name>
    <message>
        <location filename="../ui/OutlookText.cpp" line="+130"/>
        <location line="+12"/>
        <source>the kernel&apos;s global limit</source>
        <translation>die globale Grenze des Kernels</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>the device&apos;s own limit (strict_limit)</source>
        <translation>die eigene Grenze des Geräts (strict_limit)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the memory cgroup&apos;s limit (estimated)</source>
        <translation>die Grenze der Speicher-cgroup (geschätzt)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a limit below the global one (the device&apos;s or the memory cgroup&apos;s)</source>
        <translation>eine Grenze unterhalb der globalen (die des Geräts oder der Speicher-cgroup)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>Buffers overflowed: %n overrun(s), data lost</source>
        <translation>
            <numerusform>Puffer übergelaufen: %n Überlauf, Daten verloren</numerusform>
            <numerusform>Puffer übergelaufen: %n Überläufe, Daten verloren</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No verdict: could not read %1</source>
        <translation>Keine Bewertung: %1 nicht lesbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>~%1</source>
        <translation>~%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the earliest %1</source>
        <translation>frühestens %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Writers held back; will lose data after %1</source>
        <translation>Schreiber gebremst; Datenverlust nach %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sustained so far, but will lose data after %1</source>
        <translation>Bisher gehalten, aber Datenverlust nach %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Steady state: the device writes what arrives</source>
        <translation>Eingeschwungen: das Gerät schreibt, was ankommt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writers held back; the device writes as fast as the streams arrive</source>
        <translation>Schreiber gebremst; das Gerät schreibt so schnell, wie die Datenströme ankommen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sustained so far; cannot tell yet whether it holds: run at least %1</source>
        <translation>Bisher gehalten; ob es hält, ist noch nicht zu sagen: mindestens %1 laufen lassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sustained so far; cannot tell yet whether it holds</source>
        <translation>Bisher gehalten; ob es hält, ist noch nicht zu sagen</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Projected from what the device takes: dirty memory reaches the ceiling at (ceiling − dirty) / (arrival − device), then the stream buffers fill. The range is that of the device&apos;s slowest and fastest quarter of the window.</source>
        <translation>Prognose aus dem, was das Gerät aufnimmt: der Dirty-Speicher erreicht die Obergrenze nach (Obergrenze − Dirty) / (Zufluss − Gerät), danach füllen sich die Puffer der Datenströme. Die Spanne ist die des langsamsten und des schnellsten Viertels des Fensters.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The kernel holds written data back for about half a minute before it writes it to the device: a verdict needs the device to have written the run&apos;s data and caught up once.</source>
        <translation>Der Kernel hält geschriebene Daten etwa eine halbe Minute zurück, bevor er sie auf das Gerät schreibt: eine Bewertung setzt voraus, dass das Gerät die Daten der Ausführung geschrieben und einmal aufgeholt hat.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The run&apos;s own data was measured by its files&apos; bytes the filesystem has not placed yet and the pages under write-back (this kernel has no cachestat): other writers on the device do not count as its progress.</source>
        <translation>Die eigenen Daten des Laufs wurden an den noch nicht vom Dateisystem platzierten Bytes seiner Dateien und den Writeback-Seiten gemessen (dieser Kernel hat kein cachestat): Andere Schreiber auf dem Gerät zählen nicht als sein Fortschritt.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>the device</source>
        <translation>das Gerät</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1×</source>
        <comment>how many times the run&apos;s own bytes</comment>
        <translation>%1×</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>far more than</source>
        <translation>weit mehr als</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 wrote %2 during the run, %3 this run&apos;s %4</source>
        <translation>%1 hat während des Laufs %2 geschrieben, %3 die %4 dieses Laufs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 read %2 during the run, %3 this run&apos;s %4</source>
        <translation>%1 hat während des Laufs %2 gelesen, %3 die %4 dieses Laufs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the rest is other programs&apos; I/O (or the filesystem&apos;s own), and the device lines show all of it.</source>
        <translation>%1: Der Rest ist E/A anderer Programme (oder des Dateisystems selbst), und die Gerätelinien zeigen alles davon.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location line="-131"/>
        <source>Outlook: not enough device and dirty-memory readings yet</source>
        <translation>Ausblick: noch zu wenige Messwerte von Gerät und Dirty-Speicher</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+34"/>
        <location line="+3"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Arrival (all streams): %1</source>
        <translation>Eingang (alle Datenströme): %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The device takes ~%1 (measured while it wrote without a pause)</source>
        <translation>Das Gerät nimmt ~%1 auf (gemessen, während es ohne Pause schrieb)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The device takes ~%1 (calibrated before the run with direct writes)</source>
        <translation>Das Gerät nimmt ~%1 auf (vor der Ausführung mit direkten Schreibvorgängen kalibriert)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The device takes ~%1</source>
        <translation>Das Gerät nimmt ~%1 auf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What the device takes is not known yet</source>
        <translation>Was das Gerät aufnimmt, ist noch nicht bekannt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Device writes: %1 (mean of the last %2)</source>
        <translation>Gerät schreibt: %1 (Mittel der letzten %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dirty + Writeback: %1</source>
        <translation>Dirty + Writeback: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ceiling that binds: %1, set by %2</source>
        <translation>Wirksame Obergrenze: %1, gesetzt durch %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The device has its own dirty limit without strict_limit: it holds writers back only above the global ceiling.</source>
        <translation>Das Gerät hat eine eigene Dirty-Grenze ohne strict_limit: es hält Schreiber erst oberhalb der globalen Obergrenze zurück.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The run&apos;s own data was measured by its files&apos; dirty and write-back pages (cachestat): other writers on the device do not count as its progress.</source>
        <translation>Die eigenen Daten des Laufs wurden an den Dirty- und Writeback-Seiten seiner Dateien gemessen (cachestat): Andere Schreiber auf dem Gerät zählen nicht als sein Fortschritt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The run&apos;s own data was measured by what the device wrote, which counts other writers too: this kernel has no cachestat.</source>
        <translation>Die eigenen Daten des Laufs wurden daran gemessen, was das Gerät schrieb, das auch andere Schreiber mitzählt: Dieser Kernel hat kein cachestat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another writer used ~%1 of this device; the verdict is for what it left.</source>
        <translation>Ein anderer Schreiber nutzte ~%1 dieses Geräts; das Urteil gilt für das, was er übrig ließ.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Device rate fell after %1: %2 → %3</source>
        <translation>Geräterate fiel nach %1: %2 → %3</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <location filename="../core/Presets.cpp" line="+23"/>
        <source>VDR multi-stream write</source>
        <translation>VDR: Schreiben mehrerer Datenströme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed 000: N files written round-robin in 4 KiB writes by one thread, fdatasync at the end, then each file read back on its own; 1 stream, then 2 streams sharing the same total (the ext3 25.7 → 0.48 MB/s test).</source>
        <translation>Seed 000: N Dateien, von einem Thread reihum in 4-KiB-Schreibvorgängen geschrieben, am Ende fdatasync, dann jede Datei einzeln zurückgelesen; 1 Datenstrom, dann 2 Datenströme mit derselben Gesamtmenge (der ext3-Test 25,7 → 0,48 MB/s).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Ardour hdtest</source>
        <translation>Ardour hdtest</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed 001: 20 files written with 256 KiB blocks, buffered, one flush at the end; shows the ongoing rate running far ahead of the effective rate. Its variants: one thread per stream (its multi-threaded mode), O_SYNC, and existing files overwritten in place (&apos;notrunc&apos;).</source>
        <translation>Seed 001: 20 Dateien, gepuffert in 256-KiB-Blöcken geschrieben, am Ende ein einziger Flush; zeigt, wie die laufende Rate der effektiven Rate weit vorauseilt. Varianten: ein Thread je Datenstrom (sein Multithread-Modus), O_SYNC und vorhandene Dateien, die an Ort und Stelle überschrieben werden („notrunc“).</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Real-time streams like a DVB video recorder: each stream receives 1 MiB/s into a 4 MiB buffer and is written in 64 KiB blocks for 60 s; a stall longer than the buffer covers loses data. A capacity search finds how many streams the disk sustains.</source>
        <translation>Echtzeit-Datenströme wie bei einem DVB-Videorekorder: jeder Datenstrom empfängt 1 MiB/s in einen 4-MiB-Puffer und wird 60 s lang in 64-KiB-Blöcken geschrieben; ein Hänger, der länger dauert, als der Puffer überbrücken kann, verliert Daten. Eine Kapazitätssuche ermittelt, wie viele Datenströme der Datenträger hält.</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>elv_test round-robin</source>
        <translation>elv_test reihum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed 002: 8 files of 30 MiB created sequentially, then rewritten in place and read round-robin in 8 KiB blocks by one thread (1.05 vs 11 MB/s on 2.4.0-test9).</source>
        <translation>Seed 002: 8 Dateien zu 30 MiB nacheinander angelegt, dann an Ort und Stelle überschrieben und von einem Thread reihum in 8-KiB-Blöcken gelesen (1,05 gegenüber 11 MB/s auf 2.4.0-test9).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Video recorder</source>
        <translation>Videorekorder</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Audio workstation</source>
        <translation>Audio-Workstation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Real-time streams like a multitrack audio recorder: 24 tracks of 48 kHz × 24-bit (0.1373 MiB/s each), 64 KiB writes from a 1 MiB buffer per track, 60 s.</source>
        <translation>Echtzeit-Datenströme wie bei einem Mehrspur-Audiorekorder: 24 Spuren mit 48 kHz × 24 Bit (je 0,1373 MiB/s), 64-KiB-Schreibvorgänge aus einem 1-MiB-Puffer je Spur, 60 s.</translation>
    </message>
</context>
<context>
    <name>RemoteCommand</name>
    <message>
        <location filename="../core/RemoteCommand.cpp" line="+40"/>
        <source>give user@host:/dir or host:/dir</source>
        <translation>user@host:/dir oder host:/dir angeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no host before the colon; %1</source>
        <translation>kein Host vor dem Doppelpunkt; %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the host &quot;%1&quot; begins with &quot;-&quot;, which ssh would take for an option; %2</source>
        <translation>der Host „%1“ beginnt mit „-“, was ssh für eine Option halten würde; %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the host &quot;%1&quot; holds a space or a control character; %2</source>
        <translation>der Host „%1“ enthält ein Leerzeichen oder ein Steuerzeichen; %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the host &quot;%1&quot; holds &quot;%2&quot;, which no host name or ssh alias has; %3</source>
        <translation>der Host „%1“ enthält „%2“, was in keinem Hostnamen und keinem ssh-Alias vorkommt; %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an IPv6 address in brackets cannot be given here; name the host in your ssh config (Host name, HostName address) and give name:/dir</source>
        <translation>eine IPv6-Adresse in eckigen Klammern kann hier nicht angegeben werden; den Host in Ihrer ssh-Konfiguration benennen (Host name, HostName address) und name:/dir angeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no user name before &quot;@&quot; in &quot;%1&quot;; %2</source>
        <translation>kein Benutzername vor „@“ in „%1“; %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no host name after &quot;@&quot; in &quot;%1&quot;; %2</source>
        <translation>kein Hostname nach „@“ in „%1“; %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the host name &quot;%1&quot; begins with &quot;-&quot;, which ssh would take for an option; %2</source>
        <translation>der Hostname „%1“ beginnt mit „-“, was ssh für eine Option halten würde; %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no directory after &quot;%1:&quot;; %2</source>
        <translation>kein Verzeichnis nach „%1:“; %2</translation>
    </message>
</context>
<context>
    <name>RemoteProbe</name>
    <message>
        <location filename="../core/RemoteProbe.cpp" line="+29"/>
        <source>%1: cannot start &quot;%2&quot;: %3</source>
        <translation>%1: „%2“ kann nicht gestartet werden: %3</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1: no answer within %2 s; is the host reachable over ssh?</source>
        <translation>%1: keine Antwort innerhalb von %2 s; ist der Host über ssh erreichbar?</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+12"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: streamscope-cli %2 there (the same version as here) ended with exit status %3 before probing: %4</source>
        <translation>%1: streamscope-cli %2 dort (dieselbe Version wie hier) endete vor dem Prüfen mit Exit-Status %3: %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it said nothing on standard error</source>
        <translation>es meldete nichts auf der Standardfehlerausgabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 runs streamscope-cli %2, which cannot probe directories for this StreamScope %3; install StreamScope %3 there</source>
        <translation>%1 führt streamscope-cli %2 aus, das für dieses StreamScope %3 keine Verzeichnisse prüfen kann; dort StreamScope %3 installieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the remote command ended (exit status %2) without probing: %3</source>
        <translation>%1: der entfernte Befehl endete (Exit-Status %2), ohne zu prüfen: %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: the connection ended before every directory was probed (%2)</source>
        <translation>%1: die Verbindung endete, bevor alle Verzeichnisse geprüft waren (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ssh exit status %1</source>
        <translation>ssh-Exit-Status %1</translation>
    </message>
</context>
<context>
    <name>RemoteRun</name>
    <message>
        <location filename="../core/RemoteRun.cpp" line="+24"/>
        <source>%1: cannot start &quot;%2&quot;: %3</source>
        <translation>%1: „%2“ kann nicht gestartet werden: %3</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>%1: silent since %2 (nothing for %3 s, --host-timeout %3): given up, its ssh ended; the other hosts&apos; results are kept, and the host removes its run directory when it runs again</source>
        <translation>%1: stumm seit %2 (seit %3 s nichts, --host-timeout %3): aufgegeben, sein ssh wurde beendet; die Ergebnisse der anderen Hosts bleiben erhalten, und der Host entfernt sein Ausführungsverzeichnis bei der nächsten Ausführung</translation>
    </message>
    <message>
        <location line="+57"/>
        <location line="+79"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../core/RemoteHandshake.cpp" line="+29"/>
        <source>%1: ssh could not run the remote command: %2</source>
        <translation>%1: ssh konnte den entfernten Befehl nicht ausführen: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: there is no streamscope-cli at &quot;%2&quot; (the remote shell said: %3); install StreamScope %4 there, or set the remote command&apos;s path</source>
        <translation>%1: unter „%2“ gibt es kein streamscope-cli (die entfernte Shell meldete: %3); dort StreamScope %4 installieren oder den Pfad des entfernten Befehls einstellen</translation>
    </message>
    <message>
        <location filename="../core/RemoteRun.cpp" line="-71"/>
        <source>%1 runs streamscope-cli %2, which sends no heartbeat: if the host goes silent (stopped, hung, cut off) this run is not given up after --host-timeout; install StreamScope %3 there</source>
        <translation>%1 führt streamscope-cli %2 aus, das keinen Heartbeat sendet: verstummt der Host (angehalten, hängen geblieben, getrennt), wird diese Ausführung nach --host-timeout nicht aufgegeben; dort StreamScope %3 installieren</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>it said nothing on standard error</source>
        <translation>es meldete nichts auf der Standardfehlerausgabe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: streamscope-cli %2 there (the same version as here) ended with exit status %3 before starting a run: %4</source>
        <translation>%1: streamscope-cli %2 dort (dieselbe Version wie hier) endete vor dem Start einer Ausführung mit Exit-Status %3: %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 runs streamscope-cli %2, which cannot stream a run to this StreamScope %3 (it needs %4; exit status %5: %6); install StreamScope %3 there</source>
        <translation>%1 führt streamscope-cli %2 aus, das keine Ausführung an dieses StreamScope %3 streamen kann (benötigt wird %4; Exit-Status %5: %6); dort StreamScope %3 installieren</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the remote command ended (exit status %2) without starting a run: %3</source>
        <translation>%1: der entfernte Befehl endete (Exit-Status %2), ohne eine Ausführung zu starten: %3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: streamscope-cli ended (exit status %2) without starting a run: %3</source>
        <translation>%1: streamscope-cli endete (Exit-Status %2), ohne eine Ausführung zu starten: %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: the connection ended before the run&apos;s report (%2)</source>
        <translation>%1: die Verbindung endete vor dem Bericht der Ausführung (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ssh exit status %1</source>
        <translation>ssh-Exit-Status %1</translation>
    </message>
</context>
<context>
    <name>RemoteSession</name>
    <message>
        <location filename="../ui/RemoteSession.cpp" line="+82"/>
        <source>%1: the connection ended before the run&apos;s report</source>
        <translation>%1: die Verbindung endete vor dem Bericht der Ausführung</translation>
    </message>
</context>
<context>
    <name>RemoteSettingsBox</name>
    <message>
        <location filename="../ui/RemoteSettingsBox.cpp" line="+11"/>
        <source>Remote targets (user@host:/dir)</source>
        <translation>Entfernte Ziele (user@host:/dir)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>e.g. -p 2222 -i ~/.ssh/bench_key</source>
        <translation>z. B. -p 2222 -i ~/.ssh/bench_key</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ssh program that reaches remote targets; your own ssh configuration, agent, keys and known hosts apply.</source>
        <translation>Das ssh-Programm, das die entfernten Ziele erreicht; es gelten Ihre eigene ssh-Konfiguration, Ihr Agent, Ihre Schlüssel und Ihre bekannten Hosts.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra options for ssh, given before everything else, quoted as in a shell.</source>
        <translation>Zusätzliche Optionen für ssh, vor allem anderen übergeben, mit Anführungszeichen wie in einer Shell.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The streamscope-cli to run on the remote hosts: a name on their PATH or a path (~/ for the remote home). It must be the same StreamScope version as this one.</source>
        <translation>Das auf den entfernten Hosts auszuführende streamscope-cli: ein Name aus deren PATH oder ein Pfad (~/ für das entfernte Home-Verzeichnis). Es muss dieselbe StreamScope-Version wie diese sein.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ss&amp;h program:</source>
        <translation>ss&amp;h-Programm:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ssh &amp;options:</source>
        <translation>ssh-&amp;Optionen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote &amp;CLI:</source>
        <translation>Entferntes &amp;CLI:</translation>
    </message>
</context>
<context>
    <name>RemoteTargetDialog</name>
    <message>
        <location filename="../ui/RemoteTargetDialog.cpp" line="+19"/>
        <source>Directory on another machine</source>
        <translation>Verzeichnis auf einem anderen Rechner</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>user@host, or a Host of your ssh config</source>
        <translation>benutzer@host oder ein Host Ihrer ssh-Konfiguration</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>/srv/recordings</source>
        <translation>/srv/aufnahmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The run goes over your ssh: the host needs streamscope-cli (its path is set under Remote targets) and a key or agent, as ssh asks for no password here.</source>
        <translation>Die Ausführung läuft über Ihr ssh: Der Host braucht streamscope-cli (sein Pfad steht unter Entfernte Ziele) und einen Schlüssel oder Agenten, da ssh hier nach keinem Passwort fragt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Directory on the host:</source>
        <translation>&amp;Verzeichnis auf dem Host:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>give the host and the directory</source>
        <translation>Host und Verzeichnis angeben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the host &quot;%1&quot; holds &quot;:&quot; or &quot;/&quot;, which no host name or ssh alias has</source>
        <translation>der Host „%1“ enthält „:“ oder „/“, was kein Hostname und kein ssh-Alias enthält</translation>
    </message>
</context>
<context>
    <name>Residency</name>
    <message>
        <location filename="../core/Residency.cpp" line="+61"/>
        <source>mmap for mincore failed: %1</source>
        <translation>mmap für mincore fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>mincore failed: %1</source>
        <translation>mincore fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <location filename="../ui/ResultsModel.cpp" line="+26"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Streams</source>
        <translation>Datenströme</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Write
p99</source>
        <translation>Schreiben
p99</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write
max</source>
        <translation>Schreiben
max.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flush/sync
max</source>
        <translation>Flush/Sync
max.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read
p99</source>
        <translation>Lesen
p99</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read
max</source>
        <translation>Lesen
max.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stalls</source>
        <translation>Hänger</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Overruns</source>
        <translation>Überläufe</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Flush
tail s</source>
        <translation>Flush-
Nachlauf s</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Create
%1</source>
        <translation>Anlegen
%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write %1
(effective)</source>
        <translation>Schreiben %1
(effektiv)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ongoing
%1</source>
        <translation>Laufend
%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read
%1</source>
        <translation>Lesen
%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Device
wrote MiB</source>
        <translation>Gerät
geschrieben MiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device
read MiB</source>
        <translation>Gerät
gelesen MiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peak dirty
MiB</source>
        <translation>Dirty-Spitze
MiB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lost
MiB</source>
        <translation>Verloren
MiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worst
buffer %</source>
        <translation>Vollster
Puffer %</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Effective rate of the create phase (files written one after another, then flushed)</source>
        <translation>Effektive Rate der Anlegephase (Dateien nacheinander geschrieben, dann per Flush auf den Datenträger gebracht)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Effective write rate: bytes / time including the final flush and close</source>
        <translation>Effektive Schreibrate: Bytes / Zeit einschließlich abschließendem Flush und Schließen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ongoing write rate: bytes / time until the last write() returned, without the flush; the gap to the effective rate is data that was still in RAM</source>
        <translation>Laufende Schreibrate: Bytes / Zeit bis zur Rückkehr des letzten write(), ohne Flush; der Abstand zur effektiven Rate sind Daten, die noch im RAM lagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time from the last write() to the data being on disk (fdatasync + close)</source>
        <translation>Zeit vom letzten write(), bis die Daten auf dem Datenträger sind (fdatasync + close)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Effective read rate</source>
        <translation>Effektive Leserate</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Latency of each write() call</source>
        <translation>Latenz jedes write()-Aufrufs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Longest fdatasync of the pass; a stall counted there shows here, not in the write latency</source>
        <translation>Längstes fdatasync des Durchgangs; ein dort gezählter Hänger erscheint hier, nicht in der Schreiblatenz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Operations slower than the stall threshold, all phases</source>
        <translation>Operationen langsamer als die Hänger-Schwelle, alle Phasen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the block device itself moved during the phases (from its counters)</source>
        <translation>Was das Blockgerät selbst während der Phasen bewegt hat (laut seinen Zählern)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Highest Dirty + Writeback memory during the pass</source>
        <translation>Höchster Dirty- + Writeback-Speicher während des Durchgangs</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>stopped before the flush: %1 MiB still dirty</source>
        <translation>vor dem Flush angehalten: %1 MiB noch ungeschrieben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped before the flush: no effective rate</source>
        <translation>vor dem Flush angehalten: keine effektive Rate</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 · stopped</source>
        <translation>%1 · angehalten</translation>
    </message>
</context>
<context>
    <name>ResultsPane</name>
    <message>
        <location filename="../ui/ResultsPane.cpp" line="+23"/>
        <source>Verdict</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Not shown at this width: %1 (Copy Table as Text has every column).</source>
        <translation>Bei dieser Breite nicht gezeigt: %1 („Tabelle als Text kopieren“ enthält jede Spalte).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Comparison tables</source>
        <translation>Vergleichstabellen</translation>
    </message>
</context>
<context>
    <name>ResultsTable</name>
    <message>
        <location filename="../ui/ResultsModel.cpp" line="+119"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One row per target and stream count: effective write and read rates, ongoing rate, flush tail, latencies and stalls. Ctrl+C copies the selected rows as text.</source>
        <translation>Eine Zeile je Ziel und Anzahl der Datenströme: effektive Schreib- und Leserate, laufende Rate, Flush-Nachlauf, Latenzen und Hänger. Strg+C kopiert die ausgewählten Zeilen als Text.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copy Table as Text</source>
        <translation>Tabelle als Text kopieren</translation>
    </message>
</context>
<context>
    <name>RunConfig</name>
    <message>
        <location filename="../core/RunConfig.cpp" line="+242"/>
        <source>no target directory given; name the directory to test with --dir DIR</source>
        <translation>kein Zielverzeichnis angegeben; das zu testende Verzeichnis mit --dir VERZ nennen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a target directory is empty; give a path such as /mnt/data</source>
        <translation>ein Zielverzeichnis ist leer; einen Pfad wie /mnt/data angeben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no stream count given; use for example --streams 1,2</source>
        <translation>keine Anzahl von Datenströmen angegeben; zum Beispiel --streams 1,2 verwenden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>stream count %1 is out of range; use %2 to %3</source>
        <translation>Anzahl der Datenströme %1 liegt außerhalb des Bereichs; %2 bis %3 verwenden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>block size %1 is out of range; use 512 bytes to 64 MiB (for example 4k or 1M)</source>
        <translation>Blockgröße %1 liegt außerhalb des Bereichs; 512 Bytes bis 64 MiB verwenden (zum Beispiel 4k oder 1M)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no data size given; use --size (per stream) or --total (split across streams)</source>
        <translation>keine Datenmenge angegeben; --size (je Datenstrom) oder --total (auf die Datenströme verteilt) verwenden</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>with %1 streams each file gets %2, less than one block of %3; use a larger size or a smaller block</source>
        <translation>bei %1 Datenströmen erhält jede Datei %2, weniger als ein Block von %3; eine größere Datenmenge oder kleinere Blöcke verwenden</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>flush every:SIZE needs a positive size, for example every:16M</source>
        <translation>flush every:GRÖSSE braucht eine positive Größe, zum Beispiel every:16M</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>flush every %1 is not a multiple of the block size %2; use a multiple of the block size</source>
        <translation>flush every %1 ist kein Vielfaches der Blockgröße %2; ein Vielfaches der Blockgröße verwenden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sampling interval %1 is out of range; use 10ms to 10s</source>
        <translation>Abtastintervall %1 liegt außerhalb des Bereichs; 10ms bis 10s verwenden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>stall threshold %1 is out of range; use 1ms to 1h</source>
        <translation>Hänger-Schwelle %1 liegt außerhalb des Bereichs; 1ms bis 1h verwenden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>stream rate %1 is not usable; give a positive rate such as 1MiB/s</source>
        <translation>Datenstrom-Rate %1 ist nicht verwendbar; eine positive Rate wie 1MiB/s angeben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 rates are given for %2 streams; give one rate for all streams or one per stream</source>
        <translation>%1 Raten sind für %2 Datenströme angegeben; eine Rate für alle Datenströme oder eine je Datenstrom angeben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>buffer %1 is smaller than one block (%2); a stream buffer must hold at least one block</source>
        <translation>Puffer %1 ist kleiner als ein Block (%2); ein Datenstrom-Puffer muss mindestens einen Block fassen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>duration is negative; give a length such as 60s</source>
        <translation>Dauer ist negativ; eine Länge wie 60s angeben</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>both a size per stream (%1) and a total size (%2) are given; use only one of --size and --total</source>
        <translation>sowohl eine Größe je Datenstrom (%1) als auch eine Gesamtgröße (%2) sind angegeben; nur eines von --size und --total verwenden</translation>
    </message>
    <message>
        <location line="-155"/>
        <source>flush &quot;%1&quot; is not understood; use end, none or every:SIZE (for example every:16M)</source>
        <translation>flush „%1“ wird nicht verstanden; end, none oder every:GRÖSSE verwenden (zum Beispiel every:16M)</translation>
    </message>
    <message>
        <location line="+163"/>
        <source>size %1 is negative; sizes are positive, such as 64M</source>
        <translation>Größe %1 ist negativ; Größen sind positiv, etwa 64M</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>total %1 is negative; sizes are positive, such as 64M</source>
        <translation>Gesamtgröße %1 ist negativ; Größen sind positiv, etwa 64M</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 %2 with %3 streams is more data than any filesystem holds (over %4); use a smaller %1</source>
        <translation>%1 %2 mit %3 Datenströmen sind mehr Daten, als ein Dateisystem fassen kann (über %4); ein kleineres %1 verwenden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>size %1 is not a whole number of %2 blocks; choose a multiple of the block size</source>
        <translation>Größe %1 ist keine ganze Zahl von Blöcken zu %2; wählen Sie ein Vielfaches der Blockgröße</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>--rate %1 for --duration %2 is more data than any filesystem holds (over %3 in a pass); use a shorter --duration or a lower --rate</source>
        <translation>--rate %1 über --duration %2 sind mehr Daten, als ein Dateisystem fassen kann (über %3 in einem Durchgang); eine kürzere --duration oder eine niedrigere --rate verwenden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>at --rate %1 a stream gets %2 in --duration %3, less than one block of %4, so nothing would be written; use a longer --duration or a higher --rate</source>
        <translation>bei --rate %1 erhält ein Datenstrom in --duration %3 nur %2, weniger als ein Block von %4, es würde also nichts geschrieben; eine längere --duration oder eine höhere --rate verwenden</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>at --rate %1 a stream records %2 in --duration %3, which its --buffer %4 holds even if the disk writes nothing, so no overrun could show; use a --duration longer than %5 or a smaller --buffer</source>
        <translation>bei --rate %1 zeichnet ein Datenstrom in --duration %3 %2 auf, was sein --buffer %4 fasst, selbst wenn die Platte nichts schreibt; so könnte kein Überlauf auftreten. Verwenden Sie eine --duration länger als %5 oder einen kleineren --buffer</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (modified)</source>
        <comment>a preset with a field changed</comment>
        <translation>%1 (geändert)</translation>
    </message>
    <message>
        <location line="+177"/>
        <source>at --rate %1 writing %2 per stream would take longer than %3 years; use a higher --rate or a smaller size</source>
        <translation>bei --rate %1 dauerte das Schreiben von %2 je Datenstrom länger als %3 Jahre; eine höhere --rate oder eine kleinere Größe verwenden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--duration %1 needs stream rates; add --rate (for example --rate 1MiB/s)</source>
        <translation>--duration %1 braucht Datenstrom-Raten; --rate hinzufügen (zum Beispiel --rate 1MiB/s)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--buffer %1 needs stream rates; add --rate (for example --rate 1MiB/s)</source>
        <translation>--buffer %1 braucht Datenstrom-Raten; --rate hinzufügen (zum Beispiel --rate 1MiB/s)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--confirm needs --duration: it runs on past the duration</source>
        <translation>--confirm braucht --duration: es läuft über die Dauer hinaus weiter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the --confirm cap %1 is shorter than --duration %2</source>
        <translation>die Grenze %1 von --confirm ist kürzer als --duration %2</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>config: &quot;preset&quot; must be text</source>
        <translation>Konfiguration: „preset“ muss Text sein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>config: &quot;preset_modified&quot; must be true or false</source>
        <translation>Konfiguration: „preset_modified“ muss true oder false sein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>config: &quot;dirs&quot; must be a list of directories</source>
        <translation>Konfiguration: „dirs“ muss eine Liste von Verzeichnissen sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>config: &quot;dirs&quot; must contain only strings</source>
        <translation>Konfiguration: „dirs“ darf nur Zeichenketten enthalten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>config: &quot;streams&quot; must be a list of stream counts</source>
        <translation>Konfiguration: „streams“ muss eine Liste von Datenstrom-Anzahlen sein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>config: &quot;streams&quot; holds a value that is not a stream count from 1 to 1024</source>
        <translation>Konfiguration: „streams“ enthält einen Wert, der keine Datenstrom-Anzahl von 1 bis 1024 ist</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>config: size_bytes, total_bytes and block_bytes must be whole non-negative numbers</source>
        <translation>Konfiguration: size_bytes, total_bytes und block_bytes müssen ganze, nichtnegative Zahlen sein</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>config: schedule, mode, prepare or read has an unknown value</source>
        <translation>Konfiguration: schedule, mode, prepare oder read hat einen unbekannten Wert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>config: %1</source>
        <translation>Konfiguration: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>config: interval_s, stall_s and duration_s must be non-negative numbers of seconds</source>
        <translation>Konfiguration: interval_s, stall_s und duration_s müssen nichtnegative Sekundenzahlen sein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>config: &quot;rate_mib_s&quot; must be a list of rates</source>
        <translation>Konfiguration: „rate_mib_s“ muss eine Liste von Raten sein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>config: &quot;rate_mib_s&quot; holds a value that is not a positive rate</source>
        <translation>Konfiguration: „rate_mib_s“ enthält einen Wert, der keine positive Rate ist</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>config: buffer_bytes must be a whole non-negative number</source>
        <translation>Konfiguration: buffer_bytes muss eine ganze, nichtnegative Zahl sein</translation>
    </message>
</context>
<context>
    <name>RunDirectory</name>
    <message>
        <location filename="../core/RunDirectory.cpp" line="+68"/>
        <source>target %1 does not exist; create it first or choose another directory</source>
        <translation>Ziel %1 existiert nicht; zuerst anlegen oder ein anderes Verzeichnis wählen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>target %1 is not a directory; give the directory the files should be written in</source>
        <translation>Ziel %1 ist kein Verzeichnis; das Verzeichnis angeben, in das die Dateien geschrieben werden sollen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+72"/>
        <source>cannot open the target directory %1: %2</source>
        <translation>das Zielverzeichnis %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>target %1 is inside /proc, a kernel pseudo filesystem (processes and kernel settings): nothing written there is stored on a disk, and some of it changes the kernel; choose a directory on a real filesystem</source>
        <translation>Ziel %1 liegt in /proc, einem Pseudo-Dateisystem des Kernels (Prozesse und Kernel-Einstellungen): nichts, was dort geschrieben wird, landet auf einem Datenträger, und manches davon verändert den Kernel; ein Verzeichnis auf einem echten Dateisystem wählen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>target %1 is inside /sys, a kernel pseudo filesystem (devices and drivers): nothing written there is stored on a disk, and some of it changes the kernel; choose a directory on a real filesystem</source>
        <translation>Ziel %1 liegt in /sys, einem Pseudo-Dateisystem des Kernels (Geräte und Treiber): nichts, was dort geschrieben wird, landet auf einem Datenträger, und manches davon verändert den Kernel; ein Verzeichnis auf einem echten Dateisystem wählen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>target %1 is inside /dev/shm, a tmpfs in RAM for shared memory: a run there measures memory, not a disk, and fills memory other programs need; choose a directory on the disk you want to measure</source>
        <translation>Ziel %1 liegt in /dev/shm, einem tmpfs im RAM für gemeinsam genutzten Speicher: eine Ausführung dort misst den Speicher, nicht einen Datenträger, und füllt Speicher, den andere Programme brauchen; ein Verzeichnis auf dem Datenträger wählen, der gemessen werden soll</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>target %1 is inside /dev, which holds device nodes, not data; choose a directory on a real filesystem</source>
        <translation>Ziel %1 liegt in /dev, das Gerätedateien enthält, keine Daten; ein Verzeichnis auf einem echten Dateisystem wählen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>target %1 is on %2, a filesystem the kernel makes up, which is not a place for data; choose a directory on a real filesystem</source>
        <translation>Ziel %1 liegt auf %2, einem vom Kernel erzeugten Dateisystem, das kein Ort für Daten ist; ein Verzeichnis auf einem echten Dateisystem wählen</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>free some space or choose another directory</source>
        <translation>etwas Platz freigeben oder ein anderes Verzeichnis wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose a directory you can write to</source>
        <translation>ein Verzeichnis wählen, in das Sie schreiben dürfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot create a run directory in %1: %2; %3</source>
        <translation>in %1 kann kein Ausführungsverzeichnis angelegt werden: %2; %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot find a free run directory name in %1</source>
        <translation>in %1 findet sich kein freier Name für ein Ausführungsverzeichnis</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot open the run directory %1: %2</source>
        <translation>das Ausführungsverzeichnis %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot write the run marker in %1: %2</source>
        <translation>die Ausführungsmarkierung in %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot write the run&apos;s file list in %1: %2</source>
        <translation>die Dateiliste der Ausführung kann in %1 nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+40"/>
        <location filename="../core/RunLeftovers.cpp" line="+221"/>
        <location line="+11"/>
        <source>cannot remove %1: %2</source>
        <translation>%1 kann nicht entfernt werden: %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 was left in place: it cannot be listed (%2); remove it later with streamscope-cli --clean-leftovers</source>
        <translation>%1 wurde belassen: es kann nicht aufgelistet werden (%2); später mit streamscope-cli --clean-leftovers entfernen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 was left in place: it holds %2, which StreamScope did not create; look at it and remove it yourself</source>
        <translation>%1 wurde belassen: es enthält %2, das StreamScope nicht angelegt hat; bitte selbst ansehen und entfernen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot remove the run marker in %1: %2</source>
        <translation>die Ausführungsmarkierung in %1 kann nicht entfernt werden: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot remove the run directory %1: %2</source>
        <translation>das Ausführungsverzeichnis %1 kann nicht entfernt werden: %2</translation>
    </message>
    <message>
        <location filename="../core/RunLeftovers.cpp" line="-75"/>
        <source>%1 is not a StreamScope run directory (its name does not start with %2)</source>
        <translation>%1 ist kein StreamScope-Ausführungsverzeichnis (sein Name beginnt nicht mit %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+7"/>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 belongs to a StreamScope run that is still going (PID %2)</source>
        <translation>%1 gehört zu einer StreamScope-Ausführung, die noch läuft (PID %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no valid StreamScope marker; it was left untouched</source>
        <translation>%1 hat keine gültige StreamScope-Markierung; es wurde nicht angerührt</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 holds files StreamScope did not create (%2); nothing in it was touched; look at them and remove the directory yourself</source>
        <translation>%1 enthält Dateien, die StreamScope nicht angelegt hat (%2); darin wurde nichts angerührt; die Dateien ansehen und das Verzeichnis selbst entfernen</translation>
    </message>
    <message>
        <location line="-154"/>
        <source>cannot look into %1 (%2), so it was left alone; if it is a StreamScope run directory, run --clean-leftovers as its owner or as root</source>
        <translation>in %1 kann nicht hineingesehen werden (%2), es bleibt daher unangetastet; falls es ein StreamScope-Ausführungsverzeichnis ist, --clean-leftovers als sein Eigentümer oder als root ausführen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot look into %1 (%2), so it was left alone; try again once that is resolved</source>
        <translation>in %1 kann nicht hineingesehen werden (%2), es bleibt daher unangetastet; erneut versuchen, sobald das behoben ist</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>cannot read the marker of %1 (%2); it was left untouched</source>
        <translation>die Markierung von %1 kann nicht gelesen werden (%2); es wurde nicht angerührt</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>cannot list %1 (%2); it was left untouched</source>
        <translation>%1 kann nicht aufgelistet werden (%2); es wurde nicht angerührt</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>%1 was left by a StreamScope run that did not finish (PID %2); remove it with streamscope-cli --clean-leftovers %3</source>
        <translation>%1 wurde von einer StreamScope-Ausführung hinterlassen, die nicht zu Ende lief (PID %2); mit streamscope-cli --clean-leftovers %3 entfernen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is not a directory; give the target directory the runs were made in</source>
        <translation>%1 ist kein Verzeichnis; das Zielverzeichnis angeben, in dem die Ausführungen liefen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>kept %1: its run (PID %2) is still going or may be</source>
        <translation>%1 behalten: seine Ausführung (PID %2) läuft noch oder könnte noch laufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>removed %1 (left by PID %2, started %3)</source>
        <translation>%1 entfernt (hinterlassen von PID %2, gestartet %3)</translation>
    </message>
</context>
<context>
    <name>RunLabelFields</name>
    <message>
        <location filename="../ui/RunLabelFields.cpp" line="+12"/>
        <source>e.g. sdb after firmware update</source>
        <translation>z. B. sdb nach Firmware-Update</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kept with the run in the history</source>
        <translation>wird mit der Ausführung im Verlauf aufbewahrt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run &amp;name:</source>
        <translation>&amp;Name der Ausführung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N&amp;ote:</source>
        <translation>N&amp;otiz:</translation>
    </message>
</context>
<context>
    <name>RunProgressBar</name>
    <message>
        <location filename="../ui/RunProgressBar.cpp" line="+25"/>
        <source>Run progress</source>
        <translation>Fortschritt der Ausführung</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+9"/>
        <source>idle</source>
        <translation>Leerlauf</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 — %2 %</source>
        <translation>%1 — %2 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 % — ≤ %3 left</source>
        <translation>%1 — %2 % — Restzeit ≤ %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>confirming the projection — %1 elapsed — ≤ %2 left</source>
        <translation>Bestätigung der Prognose — %1 vergangen — Restzeit ≤ %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>confirming the projection — ≤ %1 left</source>
        <translation>Bestätigung der Prognose — Restzeit ≤ %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>, ~%1 left</source>
        <translation>, noch ~%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — ~%2 to write%3</source>
        <translation>%1 — ~%2 zu schreiben%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>flushing ~%1%2</source>
        <translation>Flush ~%1%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ETA –</source>
        <translation>Restzeit –</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ETA %1</source>
        <translation>Restzeit %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — %2 % — %3 elapsed — %4</source>
        <translation>%1 — %2 % — %3 vergangen — %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2 % — %3</source>
        <translation>%1 — %2 % — %3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 % — %2</source>
        <translation>%1 % — %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>done — %1</source>
        <translation>fertig — %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped — %1</source>
        <translation>angehalten — %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>failed — %1</source>
        <translation>fehlgeschlagen — %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>RunReport</name>
    <message>
        <location filename="../core/RunReportLoader.cpp" line="+33"/>
        <source>report: &quot;%1&quot; %2</source>
        <translation>Bericht: „%1“ %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>is missing or not an object</source>
        <translation>fehlt oder ist kein Objekt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>is missing or not a list</source>
        <translation>fehlt oder ist keine Liste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>has %1 entries, more than a report can hold</source>
        <translation>hat %1 Einträge, mehr als ein Bericht enthalten kann</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>is missing or not a number</source>
        <translation>fehlt oder ist keine Zahl</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is %1, outside %2 to %3</source>
        <translation>ist %1, außerhalb von %2 bis %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>is not a whole number</source>
        <translation>ist keine ganze Zahl</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>is missing or not text</source>
        <translation>fehlt oder ist kein Text</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>is missing or not true/false</source>
        <translation>fehlt oder ist nicht true/false</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>names an unknown phase &quot;%1&quot;</source>
        <translation>nennt eine unbekannte Phase „%1“</translation>
    </message>
    <message>
        <location line="+327"/>
        <source>is before start_s</source>
        <translation>liegt vor start_s</translation>
    </message>
    <message>
        <location line="-167"/>
        <location line="+118"/>
        <location line="+52"/>
        <source>holds more than %1 events</source>
        <translation>enthält mehr als %1 Ereignisse</translation>
    </message>
    <message>
        <location line="-167"/>
        <source>holds more events than &quot;overruns&quot; counts (%1)</source>
        <translation>enthält mehr Ereignisse, als „overruns“ zählt (%1)</translation>
    </message>
    <message>
        <location filename="../core/LayoutJson.cpp" line="+28"/>
        <source>report: &quot;layout.%1&quot; %2</source>
        <translation>Bericht: „layout.%1“ %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>is missing or not a whole number of at least 0</source>
        <translation>fehlt oder ist keine ganze Zahl ab 0</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>is not null or a number from 0 to %1</source>
        <translation>ist weder null noch eine Zahl von 0 bis %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>is missing or not a string</source>
        <translation>fehlt oder ist keine Zeichenkette</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>is not a list of %1 files, one per stream</source>
        <translation>ist keine Liste von %1 Dateien, eine je Datenstrom</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>does not fit the files listed</source>
        <translation>passt nicht zu den aufgeführten Dateien</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../core/RunReportLoader.cpp" line="-116"/>
        <location line="+121"/>
        <location line="+113"/>
        <location line="+53"/>
        <location line="+13"/>
        <source>holds an entry that is not an object</source>
        <translation>enthält einen Eintrag, der kein Objekt ist</translation>
    </message>
    <message>
        <location filename="../core/RunReportLoader.cpp" line="-303"/>
        <source>holds more than 64 flags</source>
        <translation>enthält mehr als 64 Flags</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>is empty</source>
        <translation>ist leer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is &quot;%1&quot;, not &quot;warning&quot; or &quot;note&quot;</source>
        <translation>ist „%1“, nicht „warning“ oder „note“</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+34"/>
        <source>names an unknown cause &quot;%1&quot;</source>
        <translation>nennt eine unbekannte Ursache „%1“</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+20"/>
        <source>is not an object</source>
        <translation>ist kein Objekt</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>holds an event at %1 s, outside its phase</source>
        <translation>enthält ein Ereignis bei %1 s, außerhalb seiner Phase</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>loses more bytes than &quot;bytes_lost&quot; (%1)</source>
        <translation>verliert mehr Bytes als „bytes_lost“ (%1)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>names an unknown outcome</source>
        <translation>nennt ein unbekanntes Ergebnis</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>names an unknown measure</source>
        <translation>nennt eine unbekannte Messart</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>names an unknown basis</source>
        <translation>nennt eine unbekannte Grundlage</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>names an unknown outlook state</source>
        <translation>nennt einen unbekannten Zustand des Ausblicks</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>names an unknown ceiling</source>
        <translation>nennt eine unbekannte Obergrenze</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>names an unknown kernel input</source>
        <translation>nennt eine unbekannte Kernel-Datenquelle</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>holds more than %1 streams</source>
        <translation>enthält mehr als %1 Datenströme</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>holds %1, beyond the largest value a sample can have (1e12)</source>
        <translation>enthält %1, mehr als der größte Wert, den eine Messung haben kann (1e12)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>holds a value that is not a number</source>
        <translation>enthält einen Wert, der keine Zahl ist</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+51"/>
        <source>has %1 values for %2 samples</source>
        <translation>hat %1 Werte für %2 Abtastwerte</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>has %1 streams, the pass has %2</source>
        <translation>hat %1 Datenströme, der Durchgang hat %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>has a stream whose length differs from the samples</source>
        <translation>hat einen Datenstrom, dessen Länge nicht zu den Abtastwerten passt</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>describes more samples than a report can hold</source>
        <translation>beschreibt mehr Abtastwerte, als ein Bericht enthalten kann</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>holds a time that is not a non-negative number</source>
        <translation>enthält eine Zeit, die keine nichtnegative Zahl ist</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>runs backwards at sample %1 (%2 s after %3 s)</source>
        <translation>läuft bei Messung %1 rückwärts (%2 s nach %3 s)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>names an unknown phase</source>
        <translation>nennt eine unbekannte Phase</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>report is not valid JSON (%1 at byte %2); the file may be truncated</source>
        <translation>Bericht ist kein gültiges JSON (%1 bei Byte %2); die Datei ist womöglich abgeschnitten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>report is not a JSON object</source>
        <translation>Bericht ist kein JSON-Objekt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>missing</source>
        <translation>fehlend</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>report schema is %1; this version reads &quot;%2&quot;</source>
        <translation>Berichtsschema ist %1; diese Version liest „%2“</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>report: &quot;status&quot; is &quot;%1&quot;; expected ok, failed or cancelled</source>
        <translation>Bericht: „status“ ist „%1“; erwartet: ok, failed oder cancelled</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>report: &quot;layout&quot; is not an object</source>
        <translation>Bericht: „layout“ ist kein Objekt</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>the picture&apos;s run data is not a JSON object</source>
        <translation>die Ausführungsdaten des Bildes sind kein JSON-Objekt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the picture&apos;s run data is not of schema &quot;%1&quot;</source>
        <translation>die Ausführungsdaten des Bildes haben nicht das Schema „%1“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the picture&apos;s run data has no configuration</source>
        <translation>die Ausführungsdaten des Bildes enthalten keine Konfiguration</translation>
    </message>
    <message>
        <location line="-544"/>
        <location line="+457"/>
        <source>report: %1</source>
        <translation>Bericht: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>report: &quot;targets&quot; holds more than 1024 entries</source>
        <translation>Bericht: „targets“ enthält mehr als 1024 Einträge</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>report: a target is not an object</source>
        <translation>Bericht: ein Ziel ist kein Objekt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>report: &quot;passes&quot; holds more than 4096 entries</source>
        <translation>Bericht: „passes“ enthält mehr als 4096 Einträge</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>report: a pass is not an object</source>
        <translation>Bericht: ein Durchgang ist kein Objekt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>report: a pass holds more than 16 phases</source>
        <translation>Bericht: ein Durchgang enthält mehr als 16 Phasen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>report: a phase is not an object</source>
        <translation>Bericht: eine Phase ist kein Objekt</translation>
    </message>
    <message>
        <location filename="../core/RunReportJson.cpp" line="+631"/>
        <source>cannot write the report to %1: %2</source>
        <translation>der Bericht kann nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../core/RunReportLoader.cpp" line="+48"/>
        <source>cannot open the report %1: %2</source>
        <translation>der Bericht %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../core/RunReportCsv.cpp" line="+122"/>
        <source>cannot write the time series to %1: %2</source>
        <translation>die Zeitreihe kann nicht nach %1 geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../ui/SettingsPage.cpp" line="+25"/>
        <source>This run</source>
        <translation>Diese Ausführung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MiB/s (binary, 2^20 bytes)</source>
        <translation>MiB/s (binär, 2^20 Byte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (decimal, 10^6 bytes)</source>
        <translation>MB/s (dezimal, 10^6 Byte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The unit of the rates in the tables, verdicts and charts. Reports always keep MiB/s.</source>
        <translation>Die Einheit der Raten in den Tabellen, Bewertungen und Diagrammen. Berichte speichern immer MiB/s.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Display</source>
        <translation>Anzeige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rates in:</source>
        <translation>&amp;Raten in:</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Find capacity</source>
        <translation>Kapazität ermitteln</translation>
    </message>
</context>
<context>
    <name>ShareActions</name>
    <message>
        <location filename="../ui/ShareActions.cpp" line="+14"/>
        <source>Copy Results as Te&amp;xt</source>
        <translation>Ergebnisse als &amp;Text kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Results as &amp;Markdown</source>
        <translation>Ergebnisse als &amp;Markdown kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The results table and verdicts in aligned columns, for mail and terminals</source>
        <translation>Die Ergebnistabelle und die Bewertungen in ausgerichteten Spalten, für E-Mails und Terminals</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The results table and verdicts as Markdown, for issues and forums</source>
        <translation>Die Ergebnistabelle und die Bewertungen als Markdown, für Issues und Foren</translation>
    </message>
</context>
<context>
    <name>ShareText</name>
    <message>
        <location filename="../core/ShareText.cpp" line="+43"/>
        <source>custom</source>
        <translation>eigene</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1; write = effective, including the flush tail</source>
        <translation>%1; Schreiben = effektiv, einschließlich Flush-Nachlauf</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Note: %1</source>
        <translation>Notiz: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Filesystem</source>
        <translation>Dateisystem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write ×%1</source>
        <translation>Schreiben ×%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read ×%1</source>
        <translation>Lesen ×%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1; ×N: N streams at once; write = effective, including the flush tail.</source>
        <translation>%1; ×N: N Datenströme gleichzeitig; Schreiben = effektiv, einschließlich Flush-Nachlauf.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>**What can make these numbers differ from real hardware:**</source>
        <translation>**Was diese Messwerte von echter Hardware abweichen lassen kann:**</translation>
    </message>
</context>
<context>
    <name>StallCause</name>
    <message>
        <location filename="../core/StallCause.cpp" line="+53"/>
        <location line="+18"/>
        <source>unknown</source>
        <translation>unbekannte Ursache</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>dirty throttling</source>
        <translation>Drosselung wegen ungeschriebener Daten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>journal commit</source>
        <translation>Journal-Commit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>device cache flush</source>
        <translation>Cache-Flush des Geräts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>device queue saturated</source>
        <translation>Gerätewarteschlange gesättigt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>page writeback</source>
        <translation>Seiten-Writeback</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory reclaim</source>
        <translation>Speicherrückgewinnung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU starvation</source>
        <translation>CPU-Mangel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>filesystem frozen</source>
        <translation>Dateisystem eingefroren</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The evidence backs no cause: the writer waited somewhere this table does not know, or was not watched long enough. The Stalls tab shows where it waited.</source>
        <translation>Die Belege stützen keine Ursache: Der Schreiber wartete an einer Stelle, die diese Tabelle nicht kennt, oder wurde nicht lange genug beobachtet. Der Reiter Hänger zeigt, wo er wartete.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The kernel held the writer back because more data waited to be written than its limit allows: the disk does not keep up with the streams. Fewer or slower streams, or a faster disk.</source>
        <translation>Der Kernel hielt den Schreiber zurück, weil mehr ungeschriebene Daten warteten, als seine Grenze erlaubt: Der Datenträger kommt mit den Datenströmen nicht mit. Weniger oder langsamere Datenströme oder ein schnellerer Datenträger.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The writer waited for the filesystem&apos;s journal to commit (fsync, or a new file&apos;s size or blocks). Fewer syncs, or a journal on a faster device.</source>
        <translation>Der Schreiber wartete auf den Commit des Dateisystem-Journals (fsync oder Größe bzw. Blöcke einer neuen Datei). Weniger Syncs oder ein Journal auf einem schnelleren Gerät.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The writer waited while the device emptied its volatile write cache (fdatasync). Fewer syncs; a device with power-loss protection flushes fast.</source>
        <translation>Der Schreiber wartete, während das Gerät seinen flüchtigen Schreibcache leerte (fdatasync). Weniger Syncs; ein Gerät mit Stromausfallschutz leert ihn schnell.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The device&apos;s request queue was full, or the writer&apos;s own I/O waited behind a device busy all along: the device itself is the limit.</source>
        <translation>Die Anfragewarteschlange des Geräts war voll, oder die eigene E/A des Schreibers wartete hinter einem durchgehend ausgelasteten Gerät: Das Gerät selbst ist die Grenze.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The writer waited until pages already being written reached the disk (fsync, or a device that needs stable pages).</source>
        <translation>Der Schreiber wartete, bis bereits geschriebene Seiten auf dem Datenträger waren (fsync oder ein Gerät, das stabile Seiten verlangt).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The writer had to free memory first: the machine or its memory limit (cgroup) was short.</source>
        <translation>Der Schreiber musste erst Speicher freigeben: Der Rechner oder seine Speichergrenze (cgroup) war knapp.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The writer could run but got no CPU: not the disk at all. Fewer busy programs, or a higher priority for the recorder.</source>
        <translation>Der Schreiber hätte laufen können, bekam aber keine CPU: gar nicht der Datenträger. Weniger ausgelastete Programme oder eine höhere Priorität für den Rekorder.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The filesystem was frozen (fsfreeze, an LVM or btrfs snapshot, a virtual machine&apos;s backup through its guest agent): every writer waits until it is thawed, the device idle. Make the buffers cover the freeze, or schedule backups outside recordings.</source>
        <translation>Das Dateisystem war eingefroren (fsfreeze, ein LVM- oder btrfs-Snapshot, die Sicherung einer virtuellen Maschine über ihren Gastagenten): Jeder Schreiber wartet, bis es wieder aufgetaut ist, das Gerät untätig. Die Puffer so groß machen, dass sie das Einfrieren überbrücken, oder Sicherungen außerhalb der Aufnahmen planen.</translation>
    </message>
    <message>
        <location line="+223"/>
        <source>writer in %1 %2</source>
        <translation>Schreib-Thread in %1 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>dirty+writeback %1 %2 ceiling %3</source>
        <translation>Dirty+Writeback %1 %2 Obergrenze %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>device limit %1%2</source>
        <translation>Gerätegrenze %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (strict)</source>
        <translation> (strikt)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>average commit %1 ms</source>
        <translation>Commit im Mittel %1 ms</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>device flushes %1</source>
        <translation>Geräte-Flushes %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, %1 ms flushing</source>
        <translation>, %1 ms Flush</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>device busy %1</source>
        <translation>Gerät ausgelastet %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in flight of %2 requests</source>
        <translation>%1 von %2 Anfragen in Bearbeitung</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>device requires stable pages</source>
        <translation>Gerät verlangt stabile Seiten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>memory pressure %1 ms</source>
        <translation>Speicherdruck %1 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 allocation stalls</source>
        <translation>%1 Allokations-Hänger</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>writer waited on the freeze lock (%1 %2)</source>
        <translation>Schreiber wartete auf die Einfriersperre (%1 %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>device idle (busy %1)</source>
        <translation>Gerät untätig (ausgelastet %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>runnable %1 s, on a CPU %2 s</source>
        <translation>lauffähig %1 s, auf einer CPU %2 s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>running %1</source>
        <translation>läuft %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in %1 %2</source>
        <translation>in %1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not observed</source>
        <translation>nicht beobachtet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>in %1()</source>
        <translation>in %1()</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a snapshot, a backup or fsfreeze froze it</source>
        <translation>ein Snapshot, eine Sicherung oder fsfreeze hat es eingefroren</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>a stall&apos;s evidence has a field that is not a non-negative number</source>
        <translation>die Belege eines Hängers enthalten ein Feld, das keine nichtnegative Zahl ist</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a stall&apos;s wait channels are not a short list</source>
        <translation>die Wartekanäle eines Hängers sind keine kurze Liste</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a stall&apos;s wait channel entry is malformed</source>
        <translation>ein Wartekanal-Eintrag eines Hängers ist fehlerhaft</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 stall, %1</source>
        <translation>1 Hänger, %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 stalls, %2</source>
        <translation>%1 Hänger, %2</translation>
    </message>
</context>
<context>
    <name>StallsModel</name>
    <message>
        <location filename="../ui/StallsModel.cpp" line="+114"/>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stream</source>
        <translation>Datenstrom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Length</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cause</source>
        <translation>Ursache</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evidence</source>
        <translation>Belege</translation>
    </message>
</context>
<context>
    <name>StallsPane</name>
    <message>
        <location line="+17"/>
        <source>Stalls</source>
        <translation>Hänger</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Several runs are compared: their stalls are in the Stalls column of each run&apos;s table; choose one run in the History to list its stalls here.</source>
        <translation>Mehrere Ausführungen werden verglichen: Ihre Hänger stehen in der Spalte Hänger der Tabelle jeder Ausführung; eine Ausführung im Verlauf wählen, um ihre Hänger hier aufzulisten.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time lost to stalls, by cause: none in the finished phases.</source>
        <translation>Durch Hänger verlorene Zeit, nach Ursache: keine in den abgeschlossenen Phasen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time lost to stalls, by cause:</source>
        <translation>Durch Hänger verlorene Zeit, nach Ursache:</translation>
    </message>
</context>
<context>
    <name>SysProbe</name>
    <message>
        <location filename="../core/SystemProbe.h" line="+114"/>
        <source>Virtio disk</source>
        <translation>Virtio-Datenträger</translation>
    </message>
    <message>
        <location filename="../core/SystemProbe.cpp" line="+111"/>
        <source>%1 has %2 counters; expected 11, 15 or 17 (truncated or unknown format).</source>
        <translation>%1 hat %2 Zähler; erwartet 11, 15 oder 17 (abgeschnitten oder unbekanntes Format).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: counter %2 is not a number (&quot;%3&quot;).</source>
        <translation>%1: Zähler %2 ist keine Zahl („%3“).</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The block device stat file is empty.</source>
        <translation>Die stat-Datei des Blockgeräts ist leer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The block device stat file</source>
        <translation>Die stat-Datei des Blockgeräts</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No device name was given to look up in /proc/diskstats.</source>
        <translation>Es wurde kein Gerätename zum Nachschlagen in /proc/diskstats angegeben.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Device %1 is not listed in /proc/diskstats.</source>
        <translation>Gerät %1 ist nicht in /proc/diskstats aufgeführt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The /proc/diskstats line of %1</source>
        <translation>Die /proc/diskstats-Zeile von %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 line %2 is not &quot;%3 &lt;number&gt;%4&quot;: &quot;%5&quot;.</source>
        <translation>%1-Zeile %2 hat nicht die Form „%3 &lt;Zahl&gt;%4“: „%5“.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 value of %2 is too large.</source>
        <translation>%1-Wert von %2 ist zu groß.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>/proc/meminfo has no %1 line (truncated, or a kernel older than 3.14).</source>
        <translation>/proc/meminfo hat keine Zeile %1 (abgeschnitten oder ein Kernel älter als 3.14).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The page size %1 is not positive.</source>
        <translation>Die Seitengröße %1 ist nicht positiv.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>/proc/vmstat has no %1 line (truncated?).</source>
        <translation>/proc/vmstat hat keine Zeile %1 (abgeschnitten?).</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>/proc/pressure/io line %1 starts with neither &quot;some&quot; nor &quot;full&quot;: &quot;%2&quot;.</source>
        <translation>/proc/pressure/io-Zeile %1 beginnt weder mit „some“ noch mit „full“: „%2“.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>/proc/pressure/io line %1 has no valid total= value (truncated?): &quot;%2&quot;.</source>
        <translation>/proc/pressure/io-Zeile %1 hat keinen gültigen total=-Wert (abgeschnitten?): „%2“.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>/proc/pressure/io has no &quot;some&quot; line.</source>
        <translation>/proc/pressure/io hat keine „some“-Zeile.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Skipped /proc/self/mountinfo line %1: %2</source>
        <translation>/proc/self/mountinfo-Zeile %1 übersprungen: %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>no &quot; - &quot; separator (truncated line?).</source>
        <translation>kein Trenner &quot; - &quot; (abgeschnittene Zeile?).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>fewer than three fields after &quot; - &quot; (truncated line?).</source>
        <translation>weniger als drei Felder nach &quot; - &quot; (abgeschnittene Zeile?).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the mount IDs are not numbers.</source>
        <translation>die Mount-IDs sind keine Zahlen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; is not a major:minor device number.</source>
        <translation>„%1“ ist keine Gerätenummer der Form major:minor.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the mount point &quot;%1&quot; is not absolute.</source>
        <translation>der Einhängepunkt „%1“ ist nicht absolut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the filesystem type is empty.</source>
        <translation>der Dateisystemtyp ist leer.</translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+9"/>
        <location line="+12"/>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>%1 (no backing file)</source>
        <translation>%1 (ohne Hintergrunddatei)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 backed by %2</source>
        <translation>%1 auf Basis von %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>HDD</source>
        <translation>HDD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SSD</source>
        <translation>SSD</translation>
    </message>
    <message>
        <location filename="../core/SystemProbeLive.cpp" line="+130"/>
        <source>no block device (anonymous device %1)</source>
        <translation>kein Blockgerät (anonymes Gerät %1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no block device (no %1/dev/block/%2)</source>
        <translation>kein Blockgerät (kein %1/dev/block/%2)</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>no block device (cannot stat %1: %2)</source>
        <translation>kein Blockgerät (stat von %1 nicht möglich: %2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>no block device (%1)</source>
        <translation>kein Blockgerät (%1)</translation>
    </message>
    <message>
        <location filename="../core/DirectoryProbe.cpp" line="+31"/>
        <source>it is not writable (%1)</source>
        <translation>es ist nicht beschreibbar (%1)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>it is on %1, which has no size of its own (a pseudo or memory filesystem): no run can go there</source>
        <translation>es liegt auf %1, das keine eigene Größe hat (ein Pseudo- oder Speicherdateisystem): dort ist keine Ausführung möglich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a filesystem</source>
        <translation>einem Dateisystem</translation>
    </message>
</context>
<context>
    <name>TargetProber</name>
    <message>
        <location filename="../ui/TargetProber.cpp" line="+46"/>
        <source>not a target ssh can reach: write user@host:/directory</source>
        <translation>kein Ziel, das ssh erreichen kann: user@host:/directory angeben</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>%1 sent no answer for %2</source>
        <translation>%1 hat keine Antwort für %2 geliefert</translation>
    </message>
</context>
<context>
    <name>TogetherSession</name>
    <message numerus="yes">
        <location filename="../ui/TogetherSession.cpp" line="+121"/>
        <source>All %n host(s) ready: started together</source>
        <translation>
            <numerusform>%n Host bereit: gestartet</numerusform>
            <numerusform>Alle %n Hosts bereit: gemeinsam gestartet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Trust</name>
    <message>
        <location filename="../core/Trust.cpp" line="+383"/>
        <source>The target is on loop device %1, a file (%2) on another filesystem: its numbers are those of that file&apos;s filesystem and disk, not of a disk of its own.</source>
        <translation>Das Ziel liegt auf dem Loop-Gerät %1, einer Datei (%2) auf einem anderen Dateisystem: seine Messwerte sind die des Dateisystems und Datenträgers dieser Datei, nicht die eines eigenen Datenträgers.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target is on loop device %1, a file (%2) on another filesystem, read and written through the host&apos;s page cache: its numbers can be those of memory.</source>
        <translation>Das Ziel liegt auf dem Loop-Gerät %1, einer Datei (%2) auf einem anderen Dateisystem, die über den Seitencache des Hosts gelesen und geschrieben wird: seine Messwerte können die des Speichers sein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measure a directory on the disk itself; if it must be a loop device, attach it with direct I/O (losetup --direct-io=on).</source>
        <translation>Ein Verzeichnis auf dem Datenträger selbst messen; muss es ein Loop-Gerät sein, dieses mit direktem I/O einrichten (losetup --direct-io=on).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>When the read began, %1 of the loop device&apos;s backing file %2 was in the host&apos;s page cache, for %3 read: the read rate (%4 MiB/s) is largely that of memory, not of a disk.</source>
        <translation>Beim Start des Lesens lagen %1 der Hintergrunddatei %2 des Loop-Geräts im Seitencache des Hosts, bei %3 gelesenen Daten: die Leserate (%4 MiB/s) ist großteils die des Speichers, nicht die eines Datenträgers.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drop the backing file from the cache before reading (fadvise DONTNEED, e.g. dd iflag=nocache count=0 if=FILE), attach the loop device with direct I/O, or measure on the disk itself.</source>
        <translation>Die Hintergrunddatei vor dem Lesen aus dem Cache verwerfen (fadvise DONTNEED, z. B. dd iflag=nocache count=0 if=DATEI), das Loop-Gerät mit direktem I/O einrichten oder auf dem Datenträger selbst messen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is a virtual disk (%2): the hypervisor decides where its data goes and may cache it in the host&apos;s memory, so the numbers describe this guest&apos;s disk, not the hardware.</source>
        <translation>%1 ist ein virtueller Datenträger (%2): der Hypervisor entscheidet, wo seine Daten landen, und kann sie im Speicher des Hosts zwischenspeichern; die Messwerte beschreiben also den Datenträger dieses Gasts, nicht die Hardware.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compare with a run on the host, or set the virtual disk&apos;s cache mode to none (direct I/O on the host) before trusting the numbers as the hardware&apos;s.</source>
        <translation>Mit einer Ausführung auf dem Host vergleichen oder den Cache-Modus des virtuellen Datenträgers auf none setzen (direktes I/O auf dem Host), bevor die Messwerte als die der Hardware gelten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The target is on %1, which keeps files in RAM: no disk is involved, and the numbers are those of memory.</source>
        <translation>Das Ziel liegt auf %1, das Dateien im RAM hält: kein Datenträger ist beteiligt, und die Messwerte sind die des Speichers.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a directory on the disk you want to measure.</source>
        <translation>Ein Verzeichnis auf dem Datenträger wählen, der gemessen werden soll.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The target is on a network filesystem (%1 from %2): the numbers include the network, the server and its caches, and the client may cache too.</source>
        <translation>Das Ziel liegt auf einem Netzwerkdateisystem (%1 von %2): die Messwerte schließen das Netzwerk, den Server und dessen Caches ein, und auch der Client kann zwischenspeichern.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measure on the server&apos;s own disk for the hardware; here, use runs larger than both machines&apos; RAM.</source>
        <translation>Für die Hardware auf dem Datenträger des Servers selbst messen; hier Ausführungen verwenden, die größer sind als der RAM beider Rechner.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The target is on a FUSE filesystem (%1): every operation passes through a program in user space, which sets the pace and may cache.</source>
        <translation>Das Ziel liegt auf einem FUSE-Dateisystem (%1): jede Operation durchläuft ein Programm im Userspace, das das Tempo bestimmt und zwischenspeichern kann.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measure the filesystem underneath it directly to know the disk&apos;s share.</source>
        <translation>Das darunterliegende Dateisystem direkt messen, um den Anteil des Datenträgers zu kennen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 compresses data here (%2): the run repeats one block of data, so with blocks smaller than the compressor&apos;s chunk the disk may write far less than the run did.</source>
        <translation>%1 komprimiert hier Daten (%2): die Ausführung wiederholt einen einzigen Datenblock, daher schreibt der Datenträger bei Blöcken, die kleiner sind als die Einheit des Kompressors, womöglich weit weniger als die Ausführung.</translation>
    </message>
    <message>
        <location line="-323"/>
        <source>mount option compress-force=%1</source>
        <translation>Einhängeoption compress-force=%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compress-force compresses even files marked not to (chattr +m): measure on a filesystem mounted without it, in a directory marked nodatacow (chattr +C %1 before the run; it also turns off checksums), or with blocks of 1 MiB or more.</source>
        <translation>compress-force komprimiert auch Dateien, die davon ausgenommen sind (chattr +m): auf einem ohne diese Option eingehängten Dateisystem messen, in einem als nodatacow markierten Verzeichnis (chattr +C %1 vor der Ausführung; schaltet auch die Prüfsummen ab) oder mit Blöcken von 1 MiB oder mehr.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Measure in a directory without it (chattr +m %1, or btrfs property set %1 compression none, before the run), or use blocks of 1 MiB or more.</source>
        <translation>In einem Verzeichnis ohne Komprimierung messen (chattr +m %1 oder btrfs property set %1 compression none, vor der Ausführung) oder Blöcke von 1 MiB oder mehr verwenden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the target directory&apos;s compression property, %1</source>
        <translation>die Komprimierungseigenschaft des Zielverzeichnisses, %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the target directory&apos;s compress attribute, chattr +c</source>
        <translation>das Komprimierungsattribut des Zielverzeichnisses, chattr +c</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mount option compress=%1</source>
        <translation>Einhängeoption compress=%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the target directory not to compress before the run (chattr +m %1: the run directory and its files inherit it), or use blocks of 1 MiB or more.</source>
        <translation>Das Zielverzeichnis vor der Ausführung von der Komprimierung ausnehmen (chattr +m %1: das Ausführungsverzeichnis und seine Dateien erben das) oder Blöcke von 1 MiB oder mehr verwenden.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>dataset property compression=%1</source>
        <translation>Dataset-Eigenschaft compression=%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measure on a dataset without compression (zfs set compression=off %1), or use blocks of 1 MiB or more.</source>
        <translation>Auf einem Dataset ohne Komprimierung messen (zfs set compression=off %1) oder Blöcke von 1 MiB oder mehr verwenden.</translation>
    </message>
    <message>
        <location line="+296"/>
        <source>%1 copies on write: every write goes to a new place and updates checksums and metadata, so rewrites and small writes cost more, and fragment, than on a filesystem that writes in place.</source>
        <translation>%1 arbeitet mit Copy-on-Write: jeder Schreibvorgang landet an einer neuen Stelle und aktualisiert Prüfsummen und Metadaten, daher kosten Überschreibungen und kleine Schreibvorgänge mehr und fragmentieren stärker als auf einem Dateisystem, das an Ort und Stelle schreibt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is what a recorder on btrfs gets; to compare disks, use a filesystem that writes in place, or mark the target directory nodatacow before the run (chattr +C %1; the files made in it then have no checksums and no compression either).</source>
        <translation>Genau das erhält ein Rekorder auf btrfs; zum Vergleich von Datenträgern ein Dateisystem verwenden, das an Ort und Stelle schreibt, oder das Zielverzeichnis vor der Ausführung als nodatacow markieren (chattr +C %1; die darin angelegten Dateien haben dann auch keine Prüfsummen und keine Komprimierung).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is what a recorder on %1 gets; to compare disks, use a filesystem that writes in place.</source>
        <translation>Genau das erhält ein Rekorder auf %1; zum Vergleich von Datenträgern ein Dateisystem verwenden, das an Ort und Stelle schreibt.</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>The kernel&apos;s ext4lazyinit thread is zeroing the inode tables of this newly made ext4 filesystem (%n of its %1 block groups still to do, by its group descriptors): it writes to the device beside the run, so the disk has less to give than it will once that is done (on a large disk, hours after mkfs).</source>
        <translation>
            <numerusform>Der Kernel-Thread ext4lazyinit nullt die Inode-Tabellen dieses neu angelegten ext4-Dateisystems (noch %n seiner %1 Blockgruppen zu tun, laut seinen Gruppendeskriptoren): Er schreibt neben dem Lauf auf das Gerät, daher hat die Platte weniger zu geben als danach (auf einer großen Platte noch Stunden nach mkfs).</numerusform>
            <numerusform>Der Kernel-Thread ext4lazyinit nullt die Inode-Tabellen dieses neu angelegten ext4-Dateisystems (noch %n seiner %1 Blockgruppen zu tun, laut seinen Gruppendeskriptoren): Er schreibt neben dem Lauf auf das Gerät, daher hat die Platte weniger zu geben als danach (auf einer großen Platte noch Stunden nach mkfs).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kernel&apos;s ext4lazyinit thread is zeroing the inode tables of a newly made ext4 filesystem, most likely this one (its group descriptors, which would tell, are readable only by root): it writes to the device beside the run, so the disk has less to give than it will once that is done (on a large disk, hours after mkfs).</source>
        <translation>Der Kernel-Thread ext4lazyinit nullt die Inode-Tabellen eines neu angelegten ext4-Dateisystems, höchstwahrscheinlich dieses (seine Gruppendeskriptoren, die es zeigen würden, kann nur root lesen): Er schreibt neben dem Lauf auf das Gerät, daher hat die Platte weniger zu geben als danach (auf einer großen Platte noch Stunden nach mkfs).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 Another writer used ~%2 MiB/s of the device during the run.</source>
        <translation>%1 Ein anderer Schreiber nutzte während des Laufs ~%2 MiB/s des Geräts.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait until it is done (no ext4lazyinit in ps -e), hurry it with mount -o remount,init_itable=0 %1, or make the filesystem with mkfs.ext4 -E lazy_itable_init=0,lazy_journal_init=0.</source>
        <translation>Warten, bis er fertig ist (kein ext4lazyinit in ps -e), ihn mit mount -o remount,init_itable=0 %1 beschleunigen oder das Dateisystem mit mkfs.ext4 -E lazy_itable_init=0,lazy_journal_init=0 anlegen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The data is encrypted by dm-crypt (%1): every byte costs CPU time, so the rates depend on the processor as well as the disk.</source>
        <translation>Die Daten werden von dm-crypt verschlüsselt (%1): jedes Byte kostet CPU-Zeit, daher hängen die Raten vom Prozessor ebenso ab wie vom Datenträger.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watch the CPU columns; compare with an unencrypted target to see the encryption&apos;s cost.</source>
        <translation>Die CPU-Spalten beachten; mit einem unverschlüsselten Ziel vergleichen, um die Kosten der Verschlüsselung zu sehen.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The run wrote %1, less than the %2 the page cache may hold dirty: its effective rate includes no steady-state write-back.</source>
        <translation>Die Ausführung hat %1 geschrieben, weniger als die %2, die der Seitencache ungeschrieben halten darf: ihre effektive Rate enthält kein Writeback im Dauerbetrieb.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Record for longer, as long as the verdict says it needs to see the disk keep up, or with direct I/O.</source>
        <translation>Länger aufnehmen, so lange, wie das Urteil es braucht, um den Datenträger Schritt halten zu sehen, oder mit direktem I/O.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run with more data than %1 (the stream size), or with direct I/O, to measure what the disk keeps up with.</source>
        <translation>Mit mehr Daten als %1 (Größe des Datenstroms) oder mit direktem I/O ausführen, um zu messen, womit der Datenträger Schritt hält.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the device delivered %1 of the %2 read</source>
        <translation>das Gerät lieferte %1 der %2 gelesenen Daten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 MiB/s is more than a %2 disk delivers (about %3 MiB/s at most)</source>
        <translation>%1 MiB/s ist mehr, als ein Datenträger (%2) liefert (höchstens etwa %3 MiB/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rotating</source>
        <translation>rotierend</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A read phase was faster than the device could deliver: %1. The data came from a cache.</source>
        <translation>Eine Lesephase war schneller, als das Gerät liefern konnte: %1. Die Daten kamen aus einem Cache.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use direct I/O for the reads, or more data than the RAM, so that reads reach the disk.</source>
        <translation>Für das Lesen direktes I/O oder mehr Daten als RAM verwenden, damit die Lesevorgänge den Datenträger erreichen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 What to do: %2</source>
        <translation>%1 Abhilfe: %2</translation>
    </message>
</context>
<context>
    <name>TrustStrip</name>
    <message>
        <location filename="../ui/TrustStrip.cpp" line="+33"/>
        <source>Trust verdict</source>
        <translation>Verlässlichkeitsbewertung</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+26"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>What to do: %1</source>
        <translation>Abhilfe: %1</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <location filename="../core/Verdict.cpp" line="+26"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>first after %1 on stream %2, during a %3 s stall (%4)</source>
        <translation>erstmals nach %1 in Stream %2, während eines Hängers von %3 s (%4)</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>outlook: not enough device and dirty-memory readings to judge</source>
        <translation>Ausblick: zu wenige Messwerte von Gerät und Dirty-Speicher für eine Beurteilung</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>outlook over the last %1: arrival %2, device %3 (%4 to %5), the run&apos;s data not yet on the device %6 (%7), all programs&apos; dirty memory %8</source>
        <translation>Ausblick über die letzten %1: Zufluss %2, Gerät %3 (%4 bis %5), Daten der Ausführung noch nicht auf dem Gerät %6 (%7), Dirty-Speicher aller Programme %8</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the device&apos;s own limit (strict_limit)</source>
        <translation>die eigene Grenze des Geräts (strict_limit)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the memory cgroup&apos;s limit (estimated)</source>
        <translation>die Grenze der Speicher-cgroup (geschätzt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the kernel&apos;s global limit</source>
        <translation>die globale Grenze des Kernels</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dirty ceiling %1, set by %2</source>
        <translation>Dirty-Obergrenze %1, gesetzt durch %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the device has its own dirty limit without strict_limit: it holds writers back only above the global ceiling</source>
        <translation>das Gerät hat eine eigene Dirty-Grenze ohne strict_limit: es hält Schreiber erst oberhalb der globalen Obergrenze zurück</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 or never</source>
        <translation>%1 oder nie</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>~%1 (at the earliest %2)</source>
        <translation>~%1 (frühestens %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+229"/>
        <source>~%1</source>
        <translation>~%1</translation>
    </message>
    <message>
        <location line="-228"/>
        <source>~%1 (range %2–%3)</source>
        <translation>~%1 (Spanne %2–%3)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>first after %1 on stream %2, without a stall: the writer fell behind</source>
        <translation>erstmals nach %1 in Stream %2, ohne Hänger: der Schreiber fiel zurück</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the device&apos;s counters (/sys/block/…/stat)</source>
        <translation>die Zähler des Geräts (/sys/block/…/stat)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dirty memory (/proc/meminfo)</source>
        <translation>Dirty-Speicher (/proc/meminfo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the kernel&apos;s dirty thresholds (/proc/vmstat)</source>
        <translation>die Dirty-Schwellen des Kernels (/proc/vmstat)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I/O pressure (/proc/pressure/io)</source>
        <translation>I/O-Druck (/proc/pressure/io)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the device&apos;s rate is not known yet</source>
        <translation>die Rate des Geräts ist noch nicht bekannt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the device takes ~%1, measured in the run</source>
        <translation>das Gerät nimmt ~%1 auf, in der Ausführung gemessen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the device takes ~%1, calibrated</source>
        <translation>das Gerät nimmt ~%1 auf, kalibriert</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>another writer uses ~%1 of this device</source>
        <translation>ein anderer Schreiber nutzt ~%1 dieses Geräts</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no verdict: could not read %1, which it needs; no buffer overflowed in the run (%2 arrive)</source>
        <translation>keine Bewertung: %1 nicht lesbar, aber benötigt; in der Ausführung lief kein Puffer über (%2 kommen an)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sustained so far, but will lose data after %1: %2 arrive, %3</source>
        <translation>bisher gehalten, aber Datenverlust nach %1: %2 kommen an, %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sustained in steady state: the device wrote what arrived (%1 arrive, %2)</source>
        <translation>im eingeschwungenen Zustand gehalten: das Gerät schrieb, was ankam (%1 kommen an, %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sustained so far; cannot tell whether it holds while a new ext4 zeroes its inode tables beside the run (ext4lazyinit) (%1 arrive, %2)</source>
        <translation>bisher gehalten; ob es hält, lässt sich nicht sagen, solange ein neues ext4 neben dem Lauf seine Inode-Tabellen nullt (ext4lazyinit) (%1 kommen an, %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sustained so far; cannot tell yet whether it holds: run at least %1 (%2 arrive, %3)</source>
        <translation>bisher gehalten; ob es hält, ist noch nicht zu sagen: mindestens %1 laufen lassen (%2 kommen an, %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sustained so far, but the writer is held back: cannot tell yet whether it holds (%1 arrive, %2)</source>
        <translation>bisher gehalten, aber der Schreiber wird gebremst: ob es hält, ist noch nicht zu sagen (%1 kommen an, %2)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>outlook: a buffer overflowed in the run, so there is nothing to project</source>
        <translation>Ausblick: Im Lauf ist ein Puffer übergelaufen, es gibt nichts hochzurechnen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>outlook: could not read %1 during the run, so there is no answer on whether the device keeps up; make it readable (a container or a security module may hide it) and run again</source>
        <translation>Ausblick: %1 während der Ausführung nicht lesbar, daher keine Antwort darauf, ob das Gerät Schritt hält; lesbar machen (ein Container oder ein Sicherheitsmodul kann es verbergen) und erneut ausführen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the run&apos;s data not yet on the device: its files&apos; dirty and write-back pages (cachestat)</source>
        <translation>Daten des Laufs noch nicht auf dem Gerät: die Dirty- und Writeback-Seiten seiner Dateien (cachestat)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the run&apos;s data not yet on the device: its files&apos; bytes the filesystem has not placed yet (FIEMAP; this kernel has no cachestat) and all pages under write-back</source>
        <translation>Daten des Laufs noch nicht auf dem Gerät: die noch nicht vom Dateisystem platzierten Bytes seiner Dateien (FIEMAP; dieser Kernel hat kein cachestat) und alle Writeback-Seiten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the run&apos;s data not yet on the device: what it wrote minus what the device wrote, which also counts other writers (this kernel has no cachestat)</source>
        <translation>Daten des Laufs noch nicht auf dem Gerät: was er schrieb minus was das Gerät schrieb, das auch andere Schreiber mitzählt (dieser Kernel hat kein cachestat)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 over the window: the run&apos;s answer is for what it leaves</source>
        <translation>%1 im Zeitfenster: Die Antwort des Laufs gilt für das, was er übrig lässt</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>~%1 (%2)</source>
        <translation>~%1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>projected: ceiling reached after %1</source>
        <translation>Prognose: Obergrenze nach %1 erreicht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>writers are held back</source>
        <translation>Schreiber werden gebremst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>projected: first buffer overflow after %1</source>
        <translation>Prognose: erster Pufferüberlauf nach %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>steady state since %1: the device caught up with the run&apos;s data</source>
        <translation>eingeschwungen seit %1: das Gerät hat die Daten der Ausführung aufgeholt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>writers are held back, but the device writes as fast as the streams arrive</source>
        <translation>Schreiber werden gebremst, aber das Gerät schreibt so schnell, wie die Datenströme ankommen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a new ext4 zeroes its inode tables beside the run (ext4lazyinit): between its bursts the device may keep up, through them the journal waits; no answer until it is done</source>
        <translation>ein neues ext4 nullt neben dem Lauf seine Inode-Tabellen (ext4lazyinit): zwischen seinen Stößen mag das Gerät mithalten, während ihrer wartet das Journal; keine Antwort, bis es fertig ist</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the kernel has not begun to write the run&apos;s data back: run at least %1</source>
        <translation>der Kernel hat noch nicht begonnen, die Daten der Ausführung zurückzuschreiben: mindestens %1 laufen lassen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>write-back began after %1; the device has not caught up yet: run at least %2</source>
        <translation>Writeback begann nach %1; das Gerät hat noch nicht aufgeholt: mindestens %2 laufen lassen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>device rate fell after %1: from %2 to %3</source>
        <translation>Geräterate fiel nach %1: von %2 auf %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--confirm: confirmed, a buffer overflowed</source>
        <translation>--confirm: bestätigt, ein Puffer ist übergelaufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--confirm: refuted, steady state reached</source>
        <translation>--confirm: widerlegt, eingeschwungener Zustand erreicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--confirm: undecided when the time cap was reached</source>
        <translation>--confirm: unentschieden bei Erreichen der Zeitgrenze</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 until it was stopped</source>
        <translation>%1 (bis zum Anhalten)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ongoing %1, effective %2, flush tail %3 s</source>
        <translation>laufend %1, effektiv %2, Flush-Nachlauf %3 s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>stopped before the flush: ongoing %1, no effective rate</source>
        <translation>vor dem Flush angehalten: laufend %1, keine effektive Rate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; %1 MiB dirty in memory</source>
        <translation>; %1 MiB noch ungeschrieben im Speicher</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ran on to confirm the projection: confirmed, a buffer overflowed</source>
        <translation>zur Bestätigung der Prognose weitergelaufen: bestätigt, ein Puffer ist übergelaufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ran on to confirm the projection: refuted, steady state reached</source>
        <translation>zur Bestätigung der Prognose weitergelaufen: widerlegt, eingeschwungener Zustand erreicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ran on to confirm the projection: still undecided at the time limit</source>
        <translation>zur Bestätigung der Prognose weitergelaufen: bei Erreichen der Zeitgrenze noch unentschieden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>create: %1</source>
        <translation>Anlegen: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1, %n stream(s)</source>
        <translation>
            <numerusform>%1, %n Datenstrom</numerusform>
            <numerusform>%1, %n Datenströme</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The run was stopped; its files were removed.</source>
        <translation>Die Ausführung wurde angehalten; ihre Dateien wurden entfernt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The run failed: %1</source>
        <translation>Die Ausführung ist fehlgeschlagen: %1</translation>
    </message>
</context>
</TS>
