<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Capacity</name>
    <message>
        <location filename="../core/Capacity.cpp" line="+31"/>
        <source>mixed rates</source>
        <translation>débits mixtes</translation>
    </message>
    <message numerus="yes">
        <location line="+154"/>
        <source>%n stream(s) × %1</source>
        <translation>
            <numerusform>%n flux × %1</numerusform>
            <numerusform>%n flux × %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2, worst buffer %3 %</source>
        <translation>%1&#xa0;: %2, tampon le plus plein %3&#xa0;%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: sustained, worst buffer %2 %</source>
        <translation>%1&#xa0;: tenu, tampon le plus plein %2&#xa0;%</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %n overrun(s), %2 lost</source>
        <translation>
            <numerusform>%1&#xa0;: %n débordement, %2 perdus</numerusform>
            <numerusform>%1&#xa0;: %n débordements, %2 perdus</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1; %2</source>
        <translation>%1 ; %2</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>the run produced no result</source>
        <translation>l&apos;exécution n&apos;a produit aucun résultat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the run produced no write phase</source>
        <translation>l&apos;exécution n&apos;a produit aucune phase d&apos;écriture</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>cancelled</source>
        <translation>annulée</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%n stream(s) were not tried: they need %1 plus a margin of %2, and the free space of %3 is %4.</source>
        <translation>
            <numerusform>%n flux n&apos;a pas été essayé&#xa0;: il lui faudrait %1 plus une marge de %2, et l&apos;espace libre de %3 est de %4.</numerusform>
            <numerusform>%n flux n&apos;ont pas été essayés&#xa0;: il leur faudrait %1 plus une marge de %2, et l&apos;espace libre de %3 est de %4.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>%1 streams is the most it tries.</source>
        <translation>La recherche n&apos;essaie pas plus de %1 flux.</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>%1 mode, %2 buffer per stream, each step until decided</source>
        <translation>mode %1, tampon de %2 par flux, chaque étape jusqu&apos;au verdict</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>This target sustains %n stream(s) of %1 long-term (%2).</source>
        <translation>
            <numerusform>Cette cible tient %n flux de %1 dans la durée (%2).</numerusform>
            <numerusform>Cette cible tient %n flux de %1 chacun dans la durée (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>This target sustains %n stream(s) of %1 without losing data (%2); %3 streams would overrun.</source>
        <translation>
            <numerusform>Cette cible tient %n flux de %1 sans perte de données (%2)&#xa0;; avec %3 flux, il y aurait débordement.</numerusform>
            <numerusform>Cette cible tient %n flux de %1 chacun sans perte de données (%2)&#xa0;; avec %3 flux, il y aurait débordement.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Measured in steady state by the run&apos;s own data; the device&apos;s rate varied too much for one figure (%1 in one step).</source>
        <translation>Mesuré en régime établi sur les données propres de l’exécution ; le débit du périphérique a trop varié pour un seul chiffre (%1 dans une étape).</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Measured in steady state: with %n stream(s) the device writes %1.</source>
        <translation>
            <numerusform>Mesuré en régime établi&#xa0;: avec %n flux, le périphérique écrit %1.</numerusform>
            <numerusform>Mesuré en régime établi&#xa0;: avec %n flux, le périphérique écrit %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measured in steady state; %1.</source>
        <translation>Mesuré en régime établi&#xa0;; %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no answer on whether it holds, as %1 could not be read</source>
        <translation>aucune réponse sur la tenue, faute d&apos;avoir pu lire %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot tell yet whether it holds: run at least %1</source>
        <translation>impossible de dire encore si cela tient&#xa0;: lancer au moins %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no steady state was established</source>
        <translation>aucun régime établi n&apos;a été atteint</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Held for the whole step, so this is sustained so far: %1.</source>
        <translation>Tenu pendant toute l&apos;étape, donc tenu jusqu&apos;ici&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Held for the whole step, so this is sustained so far: %1 (%2).</source>
        <translation>Tenu pendant toute l&apos;étape, donc tenu jusqu&apos;ici&#xa0;: %1 (%2).</translation>
    </message>
    <message numerus="yes">
        <location line="-6"/>
        <source>with %n stream(s) the device writes %1</source>
        <translation>
            <numerusform>avec %n flux, le périphérique écrit %1</numerusform>
            <numerusform>avec %n flux, le périphérique écrit %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Before the steps, %1.</source>
        <translation>Avant les étapes&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A new ext4 zeroed its inode tables beside the search (ext4lazyinit): it takes the whole device in bursts and the journal waits behind them, so no count is called long-term until that is done (wait, or mount -o remount,init_itable=0).</source>
        <translation>Un nouvel ext4 a mis à zéro ses tables d’inodes à côté de la recherche (ext4lazyinit) : il prend tout le périphérique par à-coups et le journal attend derrière, aucun nombre n’est donc dit durable tant que ce n’est pas fini (attendre, ou mount -o remount,init_itable=0).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Another writer used ~%1 of this device during that step: the answer is for what it left.</source>
        <translation>Un autre écrivain a utilisé ~%1 de ce périphérique pendant cette étape : la réponse vaut pour ce qu’il a laissé.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>With %n stream(s) the writer falls behind and would lose data after %1.</source>
        <translation>
            <numerusform>Avec %n flux, l&apos;écrivain prend du retard et perdrait des données après %1.</numerusform>
            <numerusform>Avec %n flux, l&apos;écrivain prend du retard et perdrait des données après %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 streams are too close to what the device takes for a run of bounded length to tell whether they hold.</source>
        <translation>%1 flux sont trop proches de ce que le périphérique absorbe pour qu&apos;une exécution de durée bornée dise s&apos;ils tiennent.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Stopped: %1</source>
        <translation>Recherche interrompue&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>%1 mode, %2 buffer per stream, %3</source>
        <translation>mode %1, tampon de %2 par flux, %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No stream count was measured (%1).</source>
        <translation>Aucun nombre de flux n&apos;a été mesuré (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not even one stream of %1 was sustained without losing data (%2).</source>
        <translation>Pas même un seul flux de %1 n&apos;a été tenu sans perte de données (%2).</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>This target sustains %n stream(s) of %1 without losing data (%2); %3 streams overran.</source>
        <translation>
            <numerusform>Cette cible tient %n flux de %1 sans perte de données (%2)&#xa0;; avec %3 flux, il y a eu débordement.</numerusform>
            <numerusform>Cette cible tient %n flux de %1 chacun sans perte de données (%2)&#xa0;; avec %3 flux, il y a eu débordement.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>This target sustained every count tried, up to %n stream(s) of %1 (%2).</source>
        <translation>
            <numerusform>Cette cible a tenu chaque nombre essayé, jusqu&apos;à %n flux de %1 (%2).</numerusform>
            <numerusform>Cette cible a tenu chaque nombre essayé, jusqu&apos;à %n flux de %1 chacun (%2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CapacityChart</name>
    <message>
        <location filename="../ui/CapacityChart.cpp" line="+22"/>
        <source>Capacity chart</source>
        <translation>Graphique de capacité</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>streams</source>
        <translation>flux</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>worst fill (%)</source>
        <translation>remplissage max (%)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>overruns</source>
        <translation>débordements</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>worst buffer fill</source>
        <translation>remplissage max du tampon</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>long-term (● steady)</source>
        <translation>dans la durée (● régime établi)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>so far (◆ not steady)</source>
        <translation>jusqu&apos;ici (◆ sans régime établi)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>would lose data (▲)</source>
        <translation>perdrait des données (▲)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>lost data (■)</source>
        <translation>données perdues (■)</translation>
    </message>
    <message>
        <location line="+170"/>
        <source>device ~%1 = %2 streams</source>
        <translation>périphérique ~%1 = %2 flux</translation>
    </message>
    <message>
        <location line="-165"/>
        <source>overruns (right axis)</source>
        <translation>débordements (axe de droite)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Capacity search: %1 per stream, %2 buffer, %3 mode, each step until decided</source>
        <translation>Recherche de capacité&#xa0;: %1 par flux, tampon de %2, mode %3, chaque étape jusqu&apos;au verdict</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Capacity search: %1 per stream, %2 buffer, %3 mode, %4 s</source>
        <translation>Recherche de capacité&#xa0;: %1 par flux, tampon de %2, mode %3, %4 s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Capacity search: no search yet</source>
        <translation>Recherche de capacité&#xa0;: pas encore de recherche</translation>
    </message>
</context>
<context>
    <name>CapacityPage</name>
    <message>
        <location filename="../ui/CapacityPage.cpp" line="+43"/>
        <source>No capacity search yet: set a rate, buffer and duration (or choose the recorder or daw preset) and press Find Capacity.</source>
        <translation>Pas encore de recherche de capacité&#xa0;: réglez un débit, un tampon et une durée (ou choisissez le préréglage recorder ou daw) et appuyez sur «&#xa0;Rechercher la capacité&#xa0;».</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a rate per stream under Real-time streams (or the recorder or daw preset)</source>
        <translation>un débit par flux sous Flux temps réel (ou le préréglage recorder ou daw)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a duration under Real-time streams: each step records for that long</source>
        <translation>une durée sous Flux temps réel&#xa0;: chaque étape enregistre pendant cette durée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exactly one target directory: the search measures one disk at a time</source>
        <translation>exactement un répertoire cible&#xa0;: la recherche mesure un disque à la fois</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a longer duration, or a smaller buffer: %1</source>
        <translation>une durée plus longue, ou un tampon plus petit&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Searching… each step records %1 per stream until its verdict is known, for at most %2 s or, on a disk, a minute and a half: the kernel writes nothing back for its first 30 s.</source>
        <translation>Recherche… chaque étape enregistre %1 par flux jusqu&apos;à connaître son verdict, au plus %2 s ou, sur un disque, une minute et demie&#xa0;: le noyau ne réécrit rien pendant ses 30 premières secondes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Searching… each step records %1 per stream for %2 s.</source>
        <translation>Recherche en cours… chaque étape enregistre %1 par flux pendant %2 s.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>⚠ Limited by the disk&apos;s free space: %1</source>
        <translation>⚠ Limité par l&apos;espace libre du disque&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 Its files were removed.</source>
        <translation>%1 Ses fichiers ont été supprimés.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (Not kept in the history: %2)</source>
        <translation>%1 (Non conservée dans l&apos;historique&#xa0;: %2)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot show the capacity search: %1</source>
        <translation>Impossible d&apos;afficher la recherche de capacité&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Capacity search of %1, stopped before it ended: %2</source>
        <translation>Recherche de capacité du %1, arrêtée avant la fin&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity search of %1: %2</source>
        <translation>Recherche de capacité du %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>CapacityReport</name>
    <message>
        <location filename="../core/CapacityReport.cpp" line="+33"/>
        <source>&quot;%1&quot; %2</source>
        <translation>«&#xa0;%1&#xa0;» %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>is not a whole number from %1 to %2</source>
        <translation>n&apos;est pas un nombre entier de %1 à %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>is not a number from %1 to %2</source>
        <translation>n&apos;est pas un nombre de %1 à %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>is not a text</source>
        <translation>n&apos;est pas du texte</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+232"/>
        <source>is not true or false</source>
        <translation>n&apos;est ni true ni false</translation>
    </message>
    <message>
        <location line="-144"/>
        <source>is not &quot;capacity&quot;</source>
        <translation>n&apos;est pas «&#xa0;capacity&#xa0;»</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>is not an object</source>
        <translation>n&apos;est pas un objet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>is not a date and time</source>
        <translation>n&apos;est pas une date et une heure</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>is not a list of at most %1 steps</source>
        <translation>n&apos;est pas une liste d&apos;au plus %1 étapes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>holds something that is not a step</source>
        <translation>contient quelque chose qui n&apos;est pas une étape</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+53"/>
        <source>is not &quot;measured&quot; or &quot;calibrated&quot;</source>
        <translation>n&apos;est ni «&#xa0;measured&#xa0;» ni «&#xa0;calibrated&#xa0;»</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>is not a known verdict</source>
        <translation>n&apos;est pas un verdict connu</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>is not a known basis</source>
        <translation>n&apos;est pas une base connue</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>names an unknown kernel input</source>
        <translation>désigne une entrée du noyau inconnue</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>is not &quot;page_cache&quot; or &quot;device&quot;</source>
        <translation>n’est ni « page_cache » ni « device »</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot write the capacity search to %1: %2</source>
        <translation>impossible d&apos;écrire la recherche de capacité dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot open the capacity search %1: %2</source>
        <translation>impossible d&apos;ouvrir la recherche de capacité %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: not a JSON object (%2)</source>
        <translation>%1&#xa0;: pas un objet JSON (%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ChartPage</name>
    <message>
        <location filename="../ui/ChartPage.cpp" line="+48"/>
        <location line="+275"/>
        <source>all streams</source>
        <translation>tous les flux</translation>
    </message>
    <message>
        <location line="-273"/>
        <source>Stream shown</source>
        <translation>Flux affiché</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highlight one stream (with many streams the chart shows their min–max band)</source>
        <translation>Mettre en évidence un flux (avec de nombreux flux, le graphique montre leur bande min–max)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+25"/>
        <source>auto</source>
        <translation>automatique</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>raw tick</source>
        <translation>valeurs brutes par pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0.5 s mean</source>
        <translation>moyenne sur 0,5 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 s mean</source>
        <translation>moyenne sur 1 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 s mean</source>
        <translation>moyenne sur 5 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smoothing</source>
        <translation>Lissage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolling mean of the interval rate for the stream, band and total lines (display only: CSV and JSON keep every tick). The raw ticks stay drawn faintly. Auto: 1 s for real-time runs, 0.5 s otherwise.</source>
        <translation>Moyenne glissante du débit par intervalle pour les lignes des flux, de la bande et du total (affichage seulement&#xa0;: CSV et JSON conservent chaque pas). Les valeurs brutes par pas restent tracées en pâle. Automatique&#xa0;: 1 s pour les exécutions temps réel, 0,5 s sinon.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>whole run</source>
        <translation>toute l&apos;exécution</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last 30 s</source>
        <translation>dernières 30 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last 2 min</source>
        <translation>dernières 2 min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>last 10 min</source>
        <translation>dernières 10 min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow</source>
        <translation>Suivre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the chart shows of a run while it goes on</source>
        <translation>Ce que le graphique montre d&apos;une exécution pendant qu&apos;elle se déroule</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit all</source>
        <translation>Tout ajuster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scale the rate axis to the device&apos;s lines too (otherwise they run off its top, marked by a triangle there)</source>
        <translation>Mettre aussi l&apos;axe des débits à l&apos;échelle des lignes du périphérique (sinon elles en sortent par le haut, signalées là par un triangle)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>program lines</source>
        <translation>lignes du programme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>streams</source>
        <translation>flux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale to</source>
        <translation>Mettre à l&apos;échelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the rate axis fits: the program&apos;s lines (streams, total, ongoing, effective) or the streams alone, with the total and the other rates running off the top, marked there and in the legend. Auto: the program&apos;s lines and, in a real-time run of more than one stream, each stream as a share of its own rate on a second axis (100 % = on time).</source>
        <translation>Ce que l&apos;axe des débits englobe&#xa0;: les lignes du programme (flux, total, en cours, effectif) ou les flux seuls&#xa0;; le total et les autres débits sortent alors par le haut, marqués là et dans la légende. Auto&#xa0;: les lignes du programme et, dans une exécution en temps réel de plus d&apos;un flux, chaque flux en part de son propre débit sur un second axe (100&#xa0;% = à l&apos;heure).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>effective</source>
        <translation>effectif</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ongoing</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare</source>
        <translation>Comparer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What is overlaid of each run: the total interval rate, the effective rate of each write phase (including its flush) or the ongoing rate (without it)</source>
        <translation>Ce qui est superposé pour chaque exécution&#xa0;: le débit total par intervalle, le débit effectif de chaque phase d&apos;écriture (flush compris) ou le débit en cours (sans lui)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rates</source>
        <translation>débits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of each run&apos;s mean</source>
        <translation>% de la moyenne de chaque exécution</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each run in the rate unit, or as a share of its own mean rate: runs of very different speeds (2,000 and 8 MiB/s) keep their shapes on one axis. Chosen by itself when the runs&apos; means lie ten times or more apart.</source>
        <translation>Chaque exécution dans l’unité de débit, ou en part de son propre débit moyen&#xa0;: des exécutions de vitesses très différentes (2&#x202f;000 et 8&#xa0;MiB/s) gardent leur forme sur un même axe. Choisi de lui-même quand les moyennes des exécutions sont à dix fois ou plus l’une de l’autre.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Host shown</source>
        <translation>Hôte affiché</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every host&apos;s total and their sum, or one host with all a run shows: its streams, Dirty+Writeback, stalls and buffer fill</source>
        <translation>Le total de chaque hôte et leur somme, ou un hôte avec tout ce que montre une exécution&#xa0;: ses flux, Dirty+Writeback, blocages et remplissage des tampons</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a&amp;s:</source>
        <comment>compare ... as rates or as % of each run&apos;s mean</comment>
        <translation>e&amp;n&#xa0;:</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Compare as</source>
        <translation>Comparer en</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Back to live</source>
        <translation>Retour au direct</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow the run&apos;s newest data again</source>
        <translation>Suivre de nouveau les données les plus récentes de l&apos;exécution</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Drag to zoom, Shift+drag or middle button to pan, wheel zooms time, double-click resets; on the keyboard arrow keys pan, +/− zoom, Home resets.</source>
        <translation>Glisser pour zoomer, Maj+glisser ou bouton du milieu pour déplacer, la molette zoome le temps, double-clic pour réinitialiser&#xa0;; au clavier, les flèches déplacent, +/− zooment, Début réinitialise.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>H&amp;ost:</source>
        <translation>Hô&amp;te&#xa0;:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sho&amp;w:</source>
        <translation>Affi&amp;cher&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;moothing:</source>
        <translation>&amp;Lissage&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Follow:</source>
        <translation>&amp;Suivre&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sc&amp;ale to:</source>
        <translation>&amp;Mettre à l&apos;échelle&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Compare:</source>
        <translation>Compa&amp;rer&#xa0;:</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+1"/>
        <source>What the chart shows</source>
        <translation>Ce que montre le graphique</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>all hosts</source>
        <translation>tous les hôtes</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>auto (%1 s)</source>
        <translation>automatique (%1 s)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>stream %1</source>
        <translation>flux %1</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli_main.cpp" line="+84"/>
        <source>p99 %1, max %2</source>
        <translation>p99 %1, max %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Target %1: %2 on %3 (%4)</source>
        <translation>Cible %1&#xa0;: %2 sur %3 (%4)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--total %1 split in whole %2 blocks: %3 per stream, %4 left out</source>
        <translation>--total %1 réparti en blocs entiers de %2&#xa0;: %3 par flux, %4 laissés de côté</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Recording %n real-time stream(s)</source>
        <translation>
            <numerusform>Enregistrement de %n flux temps réel</numerusform>
            <numerusform>Enregistrement de %n flux temps réel</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Writing %1 of data to %2 files in parallel</source>
        <translation>Écriture de %1 de données dans %2 fichiers en parallèle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Creating %1 files of %2 one after another</source>
        <translation>Création de %1 fichiers de %2 l&apos;un après l&apos;autre</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading files in sequence</source>
        <translation>Lecture des fichiers l&apos;un après l&apos;autre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reading files round-robin</source>
        <translation>Lecture des fichiers en tourniquet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  still cached when the read began: %1 % (%2)</source>
        <translation>  encore en cache au début de la lecture&#xa0;: %1&#xa0;% (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>  latency %1; %n stall(s)</source>
        <translation>
            <numerusform>  latence %1&#xa0;; %n blocage</numerusform>
            <numerusform>  latence %1&#xa0;; %n blocages</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; fdatasync max %1 ms</source>
        <translation>&#xa0;; fdatasync max %1 ms</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>read</source>
        <comment>past tense: the device read N bytes</comment>
        <translation>lecture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wrote</source>
        <translation>écriture</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>  I/O pressure: some %1 s, full %2 s</source>
        <translation>  pression d&apos;E/S&#xa0;: some %1 s, full %2 s</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>target</source>
        <translation>cible</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>streams</source>
        <translation>flux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write</source>
        <translation>écriture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ongoing</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>flush s</source>
        <translation>vidage s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>read</source>
        <comment>column header: read rate, MiB/s</comment>
        <translation>lecture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>p99 ms</source>
        <translation>p99 ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stalls</source>
        <translation>blocages</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>stopped</source>
        <comment>summary cell: the phase was stopped before its flush</comment>
        <translation>arrêté</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Trust (%1): [%2] %3 %4</source>
        <translation>Fiabilité (%1)&#xa0;: [%2] %3 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trust: [%1] %2 %3</source>
        <translation>Fiabilité&#xa0;: [%1] %2 %3</translation>
    </message>
    <message>
        <location filename="../app/LiveCli.cpp" line="+261"/>
        <location filename="../app/cli_main.cpp" line="+8"/>
        <source>--clean-leftovers &quot;%1&quot;: %2</source>
        <translation>--clean-leftovers «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/cli_main.cpp" line="+65"/>
        <source>Find how many real-time streams the target sustains long-term without losing data. Buffered on a disk: measures what the device takes, then the count that holds in steady state and the first that falls behind; otherwise grows 1, 2, 4, 8... streams until one overruns, then bisects. Needs --rate, --buffer and --duration (or --preset recorder); --json FILE keeps the steps and the answer.</source>
        <translation>Trouve combien de flux temps réel la cible tient dans la durée sans perte de données. En mode tampon sur un disque&#xa0;: mesure ce que le périphérique absorbe, puis le nombre qui tient en régime établi et le premier qui prend du retard&#xa0;; sinon 1, 2, 4, 8… flux jusqu&apos;au premier débordement, puis dichotomie. Requiert --rate, --buffer et --duration (ou --preset recorder)&#xa0;; --json FICHIER conserve les étapes et la réponse.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Write the fio job file that reproduces this run as closely as fio can (what it cannot express is listed in its comments) to FILE, then exit without running.</source>
        <translation>Écrire dans FICHIER le job fio qui reproduit ce test aussi fidèlement que fio le peut (ce qu&apos;il ne peut exprimer est listé dans ses commentaires), puis quitter sans rien exécuter.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Write the run&apos;s events as they happen (newline-delimited JSON, see docs/live-format.md) to FILE, or to standard output with &quot;-&quot; (the usual output then goes to standard error, and the end of standard input cancels the run).</source>
        <translation>Écrire les événements de l&apos;exécution au fur et à mesure dans FICHIER (JSON délimité par des sauts de ligne, voir docs/live-format.md), ou sur la sortie standard avec «&#xa0;-&#xa0;» (la sortie habituelle va alors sur la sortie d&apos;erreur standard, et la fin de l&apos;entrée standard annule l&apos;exécution).</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>--fio-job &quot;%1&quot;: %2</source>
        <translation>--fio-job «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrote the fio job to %1; run it with: fio %1</source>
        <translation>Job fio écrit dans %1&#xa0;; lancez-le avec&#xa0;: fio %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>note: %1</source>
        <translation>remarque&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location line="-175"/>
        <source>%n leftover run director(y/ies) removed</source>
        <translation>
            <numerusform>%n répertoire d&apos;exécution abandonné supprimé</numerusform>
            <numerusform>%n répertoires d&apos;exécution abandonnés supprimés</numerusform>
        </translation>
    </message>
    <message>
        <location line="-280"/>
        <source>, device %1 %2</source>
        <translation>, périphérique %1 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>; steady state after %1 s%2</source>
        <translation>&#xa0;; régime permanent après %1 s%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; decided after %1 s%2</source>
        <translation>&#xa0;; décidé après %1 s%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; overran after %1 s%2</source>
        <translation>&#xa0;; débordement après %1 s%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; held %1 s%2</source>
        <translation>&#xa0;; tenu %1 s%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; held %1 s, no answer on whether it holds: could not read %2%3</source>
        <translation>&#xa0;; tenu %1 s, aucune réponse sur la tenue&#xa0;: impossible de lire %2%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; held %1 s, cannot tell yet whether it holds: run at least %2%3</source>
        <translation>&#xa0;; tenu %1 s, impossible de dire encore si cela tient&#xa0;: lancer au moins %2%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; held %1 s, no steady state established%2</source>
        <translation>&#xa0;; tenu %1 s, aucun régime permanent établi%2</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>  still cached when the read began: not measured</source>
        <translation>  encore en cache au début de la lecture&#xa0;: non mesuré</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>  device %1 %2 (%3x the program&apos;s %4); peak dirty %5</source>
        <translation>  périphérique %1 %2 (%3x les %4 du programme)&#xa0;; pic de mémoire sale %5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>  no block device; peak dirty %1</source>
        <translation>  pas de périphérique bloc&#xa0;; pic de mémoire sale %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not measured (/proc/meminfo could not be read)</source>
        <translation>non mesuré (lecture de /proc/meminfo impossible)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Transferred %1 of data in %2 seconds (%3 %4)</source>
        <translation>%1 de données transférés en %2 secondes (%3 %4)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Comparison (%1; write = effective, including the flush tail)</source>
        <translation>Comparaison (%1&#xa0;; écriture = effectif, queue de vidage comprise)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Summary (%1; write = effective, including the flush tail)</source>
        <translation>Résumé (%1&#xa0;; écriture = effectif, queue de vidage comprise)</translation>
    </message>
    <message>
        <location filename="../app/CliChecks.cpp" line="+30"/>
        <source>--%1 does nothing with --%2; leave it out</source>
        <translation>--%1 n&apos;a aucun effet avec --%2&#xa0;; retirez cette option</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 &quot;%2&quot;: %3</source>
        <translation>%1 «&#xa0;%2&#xa0;»&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--%1 and %2 both name %3; give each its own file</source>
        <translation>--%1 et %2 désignent tous deux %3&#xa0;; donnez à chacun son propre fichier</translation>
    </message>
    <message>
        <location filename="../app/cli_main.cpp" line="+118"/>
        <source>Measures how a disk and filesystem cope with many parallel streams of writes and reads.

Rates: interval = bytes in one sampling tick; ongoing = bytes so far / time so far (what a program sees); effective = bytes / time including the final flush and close; device = what the block device really wrote or read.

Exit status: 0 success, 1 failed run, 2 bad usage, 130 cancelled (SIGINT/SIGTERM/SIGHUP).

Presets:
</source>
        <translation>Mesure comment un disque et un système de fichiers supportent de nombreux flux parallèles d&apos;écritures et de lectures.

Débits&#xa0;: par intervalle = octets pendant un pas d&apos;échantillonnage&#xa0;; en cours = octets jusqu&apos;ici / temps jusqu&apos;ici (ce que voit un programme)&#xa0;; effectif = octets / temps, vidage final et fermeture compris&#xa0;; périphérique = ce que le périphérique bloc a réellement écrit ou lu.

Code de sortie&#xa0;: 0 succès, 1 exécution échouée, 2 mauvaise utilisation, 130 annulé (SIGINT/SIGTERM/SIGHUP).

Préréglages&#xa0;:
</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Write the run report (JSON) to FILE.</source>
        <translation>Écrire le rapport d&apos;exécution (JSON) dans FICHIER.</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+11"/>
        <location line="+6"/>
        <location line="+9"/>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Write the time series (one row per tick) to FILE.</source>
        <translation>Écrire la série temporelle (une ligne par pas) dans FICHIER.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the presets and exit.</source>
        <translation>Lister les préréglages et quitter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove run directories that crashed StreamScope runs left in DIR, then exit.</source>
        <translation>Supprimer les répertoires d&apos;exécution laissés dans RÉP par des exécutions StreamScope plantées, puis quitter.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>DIR</source>
        <translation>RÉP</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Also print what the engine is doing (flushing, dropping cache...).</source>
        <translation>Afficher aussi ce que fait le moteur (vidage, purge du cache...).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A name for the run, kept in the report (e.g. &quot;sdb after firmware update&quot;).</source>
        <translation>Un nom pour l&apos;exécution, conservé dans le rapport (p. ex. «&#xa0;sdb après mise à jour du micrologiciel&#xa0;»).</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>--wait-go holds single runs; a capacity search starts at once</source>
        <translation>--wait-go ne retient que les exécutions isolées&#xa0;; une recherche de capacité démarre immédiatement</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--capacity writes its steps as JSON (--json FILE), not CSV; leave out --csv</source>
        <translation>--capacity écrit ses étapes en JSON (--json FICHIER), pas en CSV&#xa0;; retirer --csv</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>  step %1 of ≤ %2: %3 streams: not measured: %4</source>
        <translation>  étape %1 sur ≤ %2&#xa0;: %3 flux&#xa0;: non mesuré&#xa0;: %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>  step %1 of ≤ %2:</source>
        <translation>  étape %1 sur ≤ %2&#xa0;:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source> %1 streams: sustained, worst buffer %2 %, %3 %4 in total</source>
        <translation> %1 flux&#xa0;: tenus, tampon le plus plein %2&#xa0;%, %3 %4 au total</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> %1 streams: %2 overrun(s), %3 MiB lost, worst buffer %4 %</source>
        <translation> %1 flux&#xa0;: débordements %2, %3 MiB perdus, tampon le plus plein %4&#xa0;%</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>error: the capacity search measured no stream count%1</source>
        <translation>erreur&#xa0;: la recherche de capacité n&apos;a mesuré aucun nombre de flux%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>--wait-go needs --live -: the &quot;go&quot; comes on standard input</source>
        <translation>--wait-go nécessite --live -&#xa0;: le «&#xa0;go&#xa0;» arrive sur l&apos;entrée standard</translation>
    </message>
    <message>
        <location filename="../app/LiveCli.cpp" line="-217"/>
        <location line="+6"/>
        <location filename="../app/ProbeCli.cpp" line="+55"/>
        <location line="+6"/>
        <source>--live &quot;%1&quot;: %2</source>
        <translation>--live «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>The ssh program for remote targets (user@host:/dir); default: ssh.</source>
        <translation>Le programme ssh pour les cibles distantes (user@host:/dir)&#xa0;; par défaut&#xa0;: ssh.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PROGRAM</source>
        <translation>PROGRAMME</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Options for ssh before the host, as one text (e.g. &quot;-F ~/.ssh/lab_config -p 2222&quot;).</source>
        <translation>Options de ssh placées avant l&apos;hôte, en un seul texte (p. ex. «&#xa0;-F ~/.ssh/lab_config -p 2222&#xa0;»).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli_main.cpp" line="-270"/>
        <location line="+2"/>
        <source>TEXT</source>
        <translation>TEXTE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The streamscope-cli to run on remote hosts; default: streamscope-cli on their PATH.</source>
        <translation>Le streamscope-cli à lancer sur les hôtes distants&#xa0;; par défaut&#xa0;: streamscope-cli dans leur PATH.</translation>
    </message>
    <message>
        <location filename="../app/LayoutCli.cpp" line="+35"/>
        <source>it does not exist</source>
        <translation>il n&apos;existe pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot look at it: %1</source>
        <translation>impossible de l&apos;examiner : %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it lies on another filesystem than &quot;%1&quot;; disk addresses of two filesystems cannot be compared, so map them one at a time</source>
        <translation>il se trouve sur un autre système de fichiers que « %1 » ; les adresses disque de deux systèmes de fichiers ne se comparent pas, interrogez-les un par un</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>it is neither a regular file nor a directory</source>
        <translation>ce n&apos;est ni un fichier ordinaire ni un répertoire</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the directory holds no regular file</source>
        <translation>le répertoire ne contient aucun fichier ordinaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the directory cannot be read</source>
        <translation>le répertoire est illisible</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>size</source>
        <translation>taille</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli_main.cpp" line="-141"/>
        <source>extents</source>
        <translation>extents</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per GiB</source>
        <translation>par Gio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>median</source>
        <translation>médiane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>50% in ≥</source>
        <translation>50 % en ≥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smallest</source>
        <translation>plus petit</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli_main.cpp" line="+1"/>
        <source>interleave</source>
        <translation>entrelacement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>span</source>
        <translation>étendue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 not placed yet (delayed allocation): the filesystem chooses where once it writes them back; run sync and ask again to see where they land.</source>
        <translation>%1 pas encore placés (allocation différée) : le système de fichiers choisit l&apos;emplacement à la réécriture ; lancez sync puis redemandez pour voir où ils atterrissent.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 preallocated and not written yet (fallocate): reserved where shown, reading it returns zeros without touching the disk.</source>
        <translation>%1 préalloués et pas encore écrits (fallocate) : réservés à l&apos;endroit indiqué ; une lecture rend des zéros sans toucher le disque.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 compressed or encoded: the disk addresses are those of the encoded data, so extent sizes there are not the bytes a read returns.</source>
        <translation>%1 compressés ou encodés : les adresses disque sont celles des données encodées, la taille des extents n&apos;y est donc pas celle des octets lus.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 shared with other files (reflinks or deduplication): writing to it moves it elsewhere.</source>
        <translation>%1 partagés avec d&apos;autres fichiers (reflinks ou déduplication) : y écrire les déplace ailleurs.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 kept inside the filesystem&apos;s metadata, without blocks of its own.</source>
        <translation>%1 conservés dans les métadonnées du système de fichiers, sans blocs propres.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Show where PATH and any further paths after it (files, or the files directly in a directory) lie on the disk: extents, their sizes, and whether the files alternate with each other. Runs nothing and writes nothing (except --json FILE); no root needed.</source>
        <translation>Montre où CHEMIN et les chemins qui le suivent (fichiers, ou les fichiers directement dans un répertoire) se trouvent sur le disque : extents, leurs tailles, et si les fichiers alternent entre eux. Ne lance rien et n&apos;écrit rien (sauf --json FICHIER) ; root inutile.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../app/LiveCli.cpp" line="+1"/>
        <source>PATH</source>
        <translation>CHEMIN</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--layout-of &quot;%1&quot;: %2</source>
        <translation>--layout-of « %1 » : %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+42"/>
        <source>--json &quot;%1&quot;: %2</source>
        <translation>--json « %1 » : %2</translation>
    </message>
    <message numerus="yes">
        <location line="-35"/>
        <source>%n file(s) on %1 from %2 at %3</source>
        <translation>
            <numerusform>%n fichier sur %1 de %2 monté sur %3</numerusform>
            <numerusform>%n fichiers sur %1 de %2 monté sur %3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/LiveCli.cpp" line="-180"/>
        <source>standard output</source>
        <translation>sortie standard</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>--live &quot;%1&quot;: cannot write: %2</source>
        <translation>--live «&#xa0;%1&#xa0;»&#xa0;: écriture impossible&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Give up a remote host whose live stream has said nothing for SECONDS (its heartbeat stopped: stopped, hung or cut off), keeping the other hosts&apos; results; default 15, 0 never.</source>
        <translation>Abandonner un hôte distant dont le flux en direct n&apos;a rien transmis pendant SECONDES (son signal de vie s&apos;est arrêté&#xa0;: hôte arrêté, bloqué ou coupé), en conservant les résultats des autres hôtes&#xa0;; 15 par défaut, 0 pour jamais.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SECONDS</source>
        <translation>SECONDES</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run on all the targets (remote and local) at the same time (a start barrier: each prepares its files, then all begin together) and add their rates up, instead of one after another.</source>
        <translation>Exécuter sur toutes les cibles (distantes et locales) en même temps (une barrière de départ&#xa0;: chacune prépare ses fichiers, puis toutes commencent ensemble) et additionner leurs débits, au lieu de l&apos;une après l&apos;autre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With --live -: once prepared, write a &quot;ready&quot; event and wait for a &quot;go&quot; line on standard input before anything is timed (what --together starts remote runs with).</source>
        <translation>Avec --live -&#xa0;: une fois prêt, écrire un événement «&#xa0;ready&#xa0;» et attendre une ligne «&#xa0;go&#xa0;» sur l&apos;entrée standard avant tout chronométrage (c&apos;est ainsi que --together lance les exécutions distantes).</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../app/ProbeCli.cpp" line="+18"/>
        <location filename="../app/cli_main.cpp" line="+422"/>
        <source>--dir &quot;%1&quot;: %2</source>
        <translation>--dir «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--host-timeout &quot;%1&quot; is not a number of seconds from 2 to %2 (or 0: never give a silent host up)</source>
        <translation>--host-timeout «&#xa0;%1&#xa0;» n&apos;est pas un nombre de secondes de 2 à %2 (ou 0&#xa0;: ne jamais abandonner un hôte silencieux)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--clean-leftovers &quot;%1&quot;: leftovers are removed on the machine they are on; run streamscope-cli --clean-leftovers &quot;%2&quot; on %3</source>
        <translation>--clean-leftovers «&#xa0;%1&#xa0;»&#xa0;: les restes se suppriment sur la machine où ils se trouvent&#xa0;; lancez streamscope-cli --clean-leftovers &quot;%2&quot; sur %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--%1 applies to remote targets (--dir user@host:/dir) only, and no --dir here is one; leave it out</source>
        <translation>--%1 ne s’applique qu’aux cibles distantes (--dir utilisateur@hôte:/rép), et aucun --dir ici n’en est une&#xa0;; retirez-la</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--capacity searches on this machine&apos;s directories only, and --dir &quot;%1&quot; is on %2; run streamscope-cli --capacity --dir &quot;%3&quot; on %2 itself</source>
        <translation>--capacity ne cherche que dans les répertoires de cette machine, et --dir «&#xa0;%1&#xa0;» se trouve sur %2&#xa0;; lancez streamscope-cli --capacity --dir &quot;%3&quot; sur %2 même</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--fio-job writes a job for this machine&apos;s directories only, and --dir &quot;%1&quot; is on %2; run streamscope-cli --fio-job FILE --dir &quot;%3&quot; on %2 itself</source>
        <translation>--fio-job n&apos;écrit de job que pour les répertoires de cette machine, et --dir «&#xa0;%1&#xa0;» se trouve sur %2&#xa0;; lancez streamscope-cli --fio-job FICHIER --dir &quot;%3&quot; sur %2 même</translation>
    </message>
    <message>
        <location filename="../core/Together.cpp" line="+68"/>
        <source>%1: the run ended without its report</source>
        <translation>%1&#xa0;: l&apos;exécution s&apos;est terminée sans son rapport</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no target ran</source>
        <translation>aucune exécution n&apos;a eu lieu sur les cibles</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>no host to run on</source>
        <translation>aucun hôte sur lequel exécuter</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Together (%1 hosts, %2 stream(s) each), %3: %4 in total</source>
        <translation>Ensemble (%1 hôtes, %2 flux chacun), %3&#xa0;: %4 au total</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slowest host: %1 (write %2)</source>
        <translation>Hôte le plus lent&#xa0;: %1 (écriture %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start skew: %1 ms between the hosts&apos; first writes (when each host&apos;s write start arrived here; within ± %2 ms, the longest time from &quot;go&quot; to a host&apos;s write start arriving)</source>
        <translation>Décalage au départ&#xa0;: %1 ms entre les premières écritures des hôtes (moment où le début d&apos;écriture de chaque hôte est arrivé ici&#xa0;; à ± %2 ms près, le plus long délai entre le «&#xa0;go&#xa0;» et l&apos;arrivée du début d&apos;écriture d&apos;un hôte)</translation>
    </message>
    <message>
        <location filename="../app/cli_main.cpp" line="-282"/>
        <source>A note kept in the report with the run.</source>
        <translation>Une note conservée dans le rapport avec l&apos;exécution.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Try --help for the list of options.</source>
        <translation>Essayez --help pour la liste des options.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>unexpected argument &quot;%1&quot;; every value belongs to an option, e.g. --dir /mnt/data</source>
        <translation>argument inattendu «&#xa0;%1&#xa0;»&#xa0;; chaque valeur appartient à une option, p. ex. --dir /mnt/data</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>--capacity needs real-time streams: give --rate, --buffer and --duration, or use --preset recorder</source>
        <translation>--capacity nécessite des flux temps réel&#xa0;: donnez --rate, --buffer et --duration, ou utilisez --preset recorder</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--capacity searches one target at a time; give exactly one --dir</source>
        <translation>--capacity cherche une cible à la fois&#xa0;; donnez exactement un --dir</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Capacity search on %1: %2 per stream, %3 buffer, %4 s, %5 mode</source>
        <translation>Recherche de capacité sur %1&#xa0;: %2 par flux, tampon de %3, %4 s, mode %5</translation>
    </message>
    <message>
        <location line="+41"/>
        <source> %1 streams: projected to lose data after %2, worst buffer %3 %</source>
        <translation> %1 flux&#xa0;: perte de données projetée après %2, pire tampon %3 %</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>remote targets and --together run without --live: their runs&apos; streams are read here</source>
        <translation>les cibles distantes et --together s&apos;exécutent sans --live&#xa0;: les flux en direct de leurs exécutions sont lus ici</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>cancelled: stopped before every host had sent its report (%1)</source>
        <translation>annulé&#xa0;: arrêté avant que chaque hôte ait envoyé son rapport (%1)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1; the run was stopped and its files were removed</source>
        <translation>%1&#xa0;; l’exécution a été arrêtée et ses fichiers supprimés</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>warning: %1</source>
        <translation>avertissement&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>op timing: %1</source>
        <translation>chronométrage des opérations&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cancelled: %1</source>
        <translation>annulé&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-121"/>
        <location line="+59"/>
        <location line="+66"/>
        <source>error: %1</source>
        <translation>erreur&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>a write failed (a full disk or a closed pipe)</source>
        <translation>une écriture a échoué (disque plein ou tube fermé)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot write to standard output: %1</source>
        <translation>impossible d&apos;écrire sur la sortie standard&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ProbeCli.cpp" line="-49"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>device %1</source>
        <translation>périphérique %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <translation>cause inconnue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 from %3 at %4 (%5); %6; %7 free</source>
        <translation>%1&#xa0;: %2 depuis %3 monté sur %4 (%5)&#xa0;; %6&#xa0;; %7 libres</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>; tmpfs keeps its files in RAM: a run there measures memory, not a disk</source>
        <translation>&#xa0;; tmpfs garde ses fichiers en RAM&#xa0;: une exécution à cet endroit mesure la mémoire, pas un disque</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1: not probed: %2</source>
        <translation>%1&#xa0;: non vérifié&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Show what lies under each --dir (filesystem, mount, block device, free space, and why no run could go there) without running anything or creating any file, then exit. With --live, as the live stream&apos;s &quot;probe&quot; events.</source>
        <translation>Afficher ce qui se trouve sous chaque --dir (système de fichiers, montage, périphérique bloc, espace libre, et pourquoi aucune exécution ne pourrait y avoir lieu) sans rien exécuter ni créer de fichier, puis quitter. Avec --live, sous forme d&apos;événements «&#xa0;probe&#xa0;» du flux en direct.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--probe needs at least one --dir</source>
        <translation>--probe nécessite au moins un --dir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--probe takes either local directories or remote ones (user@host:/dir), not both</source>
        <translation>--probe accepte soit des répertoires locaux, soit des répertoires distants (user@host:/dir), pas les deux</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--probe --live covers local directories; run it on the host instead</source>
        <translation>--probe --live ne couvre que les répertoires locaux&#xa0;; lancez-le plutôt sur l&apos;hôte lui-même</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/CommandLine.cpp" line="+27"/>
        <source>Directory to test; a private run directory is created inside it and removed afterwards. Repeat to compare several filesystems.</source>
        <translation>Répertoire à tester&#xa0;; un répertoire d&apos;exécution privé y est créé, puis supprimé ensuite. Répéter l&apos;option pour comparer plusieurs systèmes de fichiers.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>DIR</source>
        <translation>RÉP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start from a preset: vdr, hdtest, elvtest, recorder or daw (see --list-presets). Options given with it override it.</source>
        <translation>Partir d&apos;un préréglage&#xa0;: vdr, hdtest, elvtest, recorder ou daw (voir --list-presets). Les options données en plus l&apos;emportent sur lui.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NAME</source>
        <translation>NOM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stream counts to run, one pass each, e.g. 1,2,4 (1-1024).</source>
        <translation>Nombres de flux à exécuter, une passe chacun, p. ex. 1,2,4 (1-1024).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>LIST</source>
        <translation>LISTE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bytes per stream, e.g. 64M (binary units: k, M, G = KiB, MiB, GiB).</source>
        <translation>Octets par flux, p. ex. 64M (unités binaires&#xa0;: k, M, G = KiB, MiB, GiB).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <location line="+3"/>
        <location line="+29"/>
        <location line="+13"/>
        <source>SIZE</source>
        <translation>TAILLE</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Bytes per pass, split across its streams in whole blocks (like seed 000).</source>
        <translation>Octets par passe, répartis entre ses flux en blocs entiers (comme la seed 000).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bytes per read or write call, 512 bytes to 64 MiB; must divide --size.</source>
        <translation>Octets par appel de lecture ou d&apos;écriture, de 512 octets à 64 MiB&#xa0;; doit diviser --size.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>roundrobin: one thread writes block i of every file in turn; threads: one thread per stream.</source>
        <translation>roundrobin&#xa0;: un seul thread écrit tour à tour le bloc i de chaque fichier&#xa0;; threads&#xa0;: un thread par flux.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+7"/>
        <source>KIND</source>
        <translation>TYPE</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>buffered, direct (O_DIRECT), sync (O_SYNC) or dsync (O_DSYNC).</source>
        <translation>buffered, direct (O_DIRECT), sync (O_SYNC) ou dsync (O_DSYNC).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MODE</source>
        <translation>MODE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>truncate (fresh files), fallocate (preallocate first) or existing (create the files sequentially in a timed create phase, then overwrite them in place).</source>
        <translation>truncate (fichiers neufs), fallocate (préallouer d&apos;abord) ou existing (créer les fichiers l&apos;un après l&apos;autre dans une phase de création chronométrée, puis les réécrire sur place).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>end (fdatasync every file after the write phase: the timed flush tail), none, or every:SIZE.</source>
        <translation>end (fdatasync de chaque fichier après la phase d&apos;écriture&#xa0;: la queue de vidage chronométrée), none ou every:TAILLE.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>POLICY</source>
        <translation>RÈGLE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each (one file after another), roundrobin, or none.</source>
        <translation>each (un fichier après l&apos;autre), roundrobin ou none.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ORDER</source>
        <translation>ORDRE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sampling interval, 10ms to 10s (default 100ms).</source>
        <translation>Intervalle d&apos;échantillonnage, de 10ms à 10s (100ms par défaut).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <location line="+11"/>
        <source>DURATION</source>
        <translation>DURÉE</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>An operation longer than this is a stall (default 100ms).</source>
        <translation>Une opération plus longue que cela est un blocage (100ms par défaut).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Real-time streams: data arrives at this rate per stream, e.g. 1MiB/s, or a list with one rate per stream.</source>
        <translation>Flux temps réel&#xa0;: les données arrivent à ce débit par flux, p. ex. 1MiB/s, ou une liste avec un débit par flux.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>RATE</source>
        <translation>DÉBIT</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Real-time streams: buffer per stream, e.g. 8MiB; overflow is data lost.</source>
        <translation>Flux temps réel&#xa0;: tampon par flux, p. ex. 8MiB&#xa0;; un débordement signifie des données perdues.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Real-time streams: run length by time instead of size, e.g. 60s.</source>
        <translation>Flux temps réel&#xa0;: durée d&apos;exécution en temps plutôt qu&apos;en taille, p. ex. 60s.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Real-time streams: run on past --duration until the projection is confirmed (a buffer overflows) or refuted (steady state), at most CAP (default 1h).</source>
        <translation>Flux temps réel&#xa0;: continuer au-delà de --duration jusqu&apos;à ce que la projection soit confirmée (un tampon déborde) ou réfutée (régime permanent), au plus LIMITE (1h par défaut).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CAP</source>
        <translation>LIMITE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free space to leave on the target beyond the run&apos;s files (default: the larger of 1 GiB and 5 % of the filesystem).</source>
        <translation>Espace libre à laisser sur la cible en plus des fichiers de l&apos;exécution (par défaut&#xa0;: le plus grand de 1 GiB et 5&#xa0;% du système de fichiers).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Language of the output, e.g. de or fr (default: the system&apos;s).</source>
        <translation>Langue de la sortie, p. ex. de ou fr (par défaut&#xa0;: celle du système).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LANG</source>
        <translation>LANGUE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unit of the rates in the tables: MiB (MiB/s, 2^20 bytes, the default) or MB (MB/s, 10^6 bytes, as CrystalDiskMark shows). Reports keep MiB/s.</source>
        <translation>Unité des débits dans les tableaux&#xa0;: MiB (MiB/s, 2^20 octets, par défaut) ou MB (MB/s, 10^6 octets, comme les affiche CrystalDiskMark). Les rapports restent en MiB/s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>UNIT</source>
        <translation>UNITÉ</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>--units &quot;%1&quot;: use MiB or MB</source>
        <translation>--units «&#xa0;%1&#xa0;»&#xa0;: utilisez MiB ou MB</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>--%1 &quot;%2&quot; is not a size; use a number with an optional unit such as 4k, 256KiB, 64M or 1G</source>
        <translation>--%1 «&#xa0;%2&#xa0;» n&apos;est pas une taille&#xa0;; utilisez un nombre avec une unité facultative, comme 4k, 256KiB, 64M ou 1G</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--%1 &quot;%2&quot; is not a duration; use for example 100ms, 2s or 1m</source>
        <translation>--%1 «&#xa0;%2&#xa0;» n&apos;est pas une durée&#xa0;; utilisez par exemple 100ms, 2s ou 1m</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--preset &quot;%1&quot; is unknown; choose one of %2</source>
        <translation>--preset «&#xa0;%1&#xa0;» est inconnu&#xa0;; choisissez parmi %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--streams &quot;%1&quot; is not a list of stream counts; use numbers from 1 to 1024 separated by commas, e.g. 1,2,4</source>
        <translation>--streams «&#xa0;%1&#xa0;» n&apos;est pas une liste de nombres de flux&#xa0;; utilisez des nombres de 1 à 1024 séparés par des virgules, p. ex. 1,2,4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--size and --total are both given; use --size for bytes per stream or --total for bytes per pass</source>
        <translation>--size et --total sont donnés tous les deux&#xa0;; utilisez --size pour les octets par flux ou --total pour les octets par passe</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--schedule &quot;%1&quot; is unknown; use roundrobin or threads</source>
        <translation>--schedule «&#xa0;%1&#xa0;» est inconnu&#xa0;; utilisez roundrobin ou threads</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--mode &quot;%1&quot; is unknown; use buffered, direct, sync or dsync</source>
        <translation>--mode «&#xa0;%1&#xa0;» est inconnu&#xa0;; utilisez buffered, direct, sync ou dsync</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--prepare &quot;%1&quot; is unknown; use truncate, fallocate or existing</source>
        <translation>--prepare «&#xa0;%1&#xa0;» est inconnu&#xa0;; utilisez truncate, fallocate ou existing</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--read &quot;%1&quot; is unknown; use each, roundrobin or none</source>
        <translation>--read «&#xa0;%1&#xa0;» est inconnu&#xa0;; utilisez each, roundrobin ou none</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--rate &quot;%1&quot; is not a data rate; use for example 1MiB/s or 512k/s, or a list such as 1M,2M</source>
        <translation>--rate «&#xa0;%1&#xa0;» n&apos;est pas un débit&#xa0;; utilisez par exemple 1MiB/s ou 512k/s, ou une liste comme 1M,2M</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>--space-margin &quot;%1&quot; is not a size; use for example 0, 512M or 2G</source>
        <translation>--space-margin «&#xa0;%1&#xa0;» n&apos;est pas une taille&#xa0;; utilisez par exemple 0, 512M ou 2G</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 is given more than once; give it once (only --dir may be repeated)</source>
        <translation>%1 est donné plus d&apos;une fois&#xa0;; donnez-le une seule fois (seul --dir peut être répété)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--lang &quot;%1&quot; is not a language StreamScope has; use one of %2</source>
        <translation>--lang «&#xa0;%1&#xa0;» n&apos;est pas une langue de StreamScope&#xa0;; utilisez l&apos;une de %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>--inject &quot;%1&quot;: %2</source>
        <translation>--inject «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>empty; use for example write,error=ENOSPC,phase=write,stream=0,offset=1M</source>
        <translation>vide&#xa0;; utilisez par exemple write,error=ENOSPC,phase=write,stream=0,offset=1M</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown operation &quot;%1&quot;; the operation must be open, write, read, sync, fallocate or close</source>
        <translation>opération inconnue «&#xa0;%1&#xa0;»&#xa0;; l&apos;opération doit être open, write, read, sync, fallocate ou close</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>empty item between commas; items are KEY=VALUE or short</source>
        <translation>élément vide entre des virgules&#xa0;; les éléments sont CLÉ=VALEUR ou short</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is given twice</source>
        <translation>%1 est donné deux fois</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>short takes no value (&quot;%1&quot;); write just short</source>
        <translation>short n&apos;accepte pas de valeur («&#xa0;%1&#xa0;»)&#xa0;; écrivez simplement short</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 needs a value, as in %1=VALUE</source>
        <translation>%1 nécessite une valeur, comme dans %1=VALEUR</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>unknown error &quot;%1&quot;; use one of %2</source>
        <translation>erreur inconnue «&#xa0;%1&#xa0;»&#xa0;; choisissez parmi %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>delay &quot;%1&quot; is not a positive duration; use for example 20ms or 2s</source>
        <translation>delay «&#xa0;%1&#xa0;» n&apos;est pas une durée positive&#xa0;; utilisez par exemple 20ms ou 2s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown phase &quot;%1&quot;; use create, write, flush or read</source>
        <translation>phase inconnue «&#xa0;%1&#xa0;»&#xa0;; utilisez create, write, flush ou read</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>stream &quot;%1&quot; is not a stream number; use 0, 1, 2 ...</source>
        <translation>stream «&#xa0;%1&#xa0;» n&apos;est pas un numéro de flux&#xa0;; utilisez 0, 1, 2 ...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>offset &quot;%1&quot; is not a size; use for example 0, 64k or 1M</source>
        <translation>offset «&#xa0;%1&#xa0;» n&apos;est pas une taille&#xa0;; utilisez par exemple 0, 64k ou 1M</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>times &quot;%1&quot; is not a count; use 1, 2 ... or -1 for every matching operation</source>
        <translation>times «&#xa0;%1&#xa0;» n&apos;est pas un nombre&#xa0;; utilisez 1, 2 ... ou -1 pour chaque opération correspondante</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown key &quot;%1&quot;; the keys are error, delay, short, phase, stream, offset and times</source>
        <translation>clé inconnue «&#xa0;%1&#xa0;»&#xa0;; les clés sont error, delay, short, phase, stream, offset et times</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>nothing to inject; add error=ERRNO, delay=DURATION or short</source>
        <translation>rien à injecter&#xa0;; ajoutez error=ERRNO, delay=DURÉE ou short</translation>
    </message>
</context>
<context>
    <name>ComparisonTable</name>
    <message>
        <location filename="../core/ComparisonTable.cpp" line="+58"/>
        <source>Num streams</source>
        <translation>Nb de flux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filesystem</source>
        <translation>Système de fichiers</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write</source>
        <translation>Écriture</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read</source>
        <translation>Lecture</translation>
    </message>
</context>
<context>
    <name>ConfigForm</name>
    <message>
        <location filename="../ui/ConfigForm.cpp" line="+82"/>
        <source>Preset</source>
        <translation>Préréglage</translation>
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
        <translation>Personnalisé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A seed benchmark&apos;s workload as a starting point; editing any field marks it as modified.</source>
        <translation>La charge d&apos;un benchmark seed comme point de départ&#xa0;; modifier un champ quelconque la marque comme modifiée.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Target directories</source>
        <translation>Répertoires cibles</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Directory</source>
        <translation>Répertoire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filesystem</source>
        <translation>Système de fichiers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Free</source>
        <translation>Libre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where the test files go: a private run directory is created inside each directory and removed afterwards. Several directories compare filesystems (a sweep).</source>
        <translation>Où vont les fichiers de test&#xa0;: un répertoire d&apos;exécution privé est créé dans chaque répertoire, puis supprimé ensuite. Plusieurs répertoires comparent des systèmes de fichiers (un balayage).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double-click a row to type user@host:/dir: a directory on another machine, over your ssh.</source>
        <translation>Double-cliquez sur une ligne pour saisir user@host:/dir&#xa0;: un répertoire sur une autre machine, via votre ssh.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a directory to test</source>
        <translation>Choisir un répertoire à tester</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remote host…</source>
        <translation>Hôte distant…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A directory on another machine, run over your ssh</source>
        <translation>Un répertoire sur une autre machine, exécuté via votre ssh</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Run the hosts together (start barrier)</source>
        <translation>Lancer les hôtes ensemble (barrière de départ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each host prepares (free space, files, probes), then all start writing on one signal; the chart draws each host and their sum. Off: the hosts run one after another.</source>
        <translation>Chaque hôte se prépare (espace libre, fichiers, vérifications), puis tous commencent à écrire au même signal&#xa0;; le graphique trace chaque hôte et leur somme. Désactivé&#xa0;: les hôtes s&apos;exécutent l&apos;un après l&apos;autre.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>auto: 1 GiB or 5 %</source>
        <translation>auto&#xa0;: 1 Gio ou 5 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free space a run leaves on each target. Empty: the larger of 1 GiB and 5 % of the filesystem. A small partition or SD card needs less, e.g. 64M or 0.</source>
        <translation>Espace libre qu’une exécution laisse sur chaque cible. Vide&#xa0;: le plus grand de 1 Gio et de 5 % du système de fichiers. Une petite partition ou une carte SD a besoin de moins, p. ex. 64M ou 0.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep free:</source>
        <translation>Garder libre&#xa0;:</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Workload</source>
        <translation>Charge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1,2</source>
        <translation>1,2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stream counts, one pass each, e.g. 1,2,4 (%1 to %2 streams).</source>
        <translation>Nombres de flux, une passe chacun, p. ex. 1,2,4 (de %1 à %2 flux).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Streams:</source>
        <translation>Flux&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 512M</source>
        <translation>p. ex. 512M</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per pass, split across its streams in whole blocks (like seed 000). Leave empty to give a size per stream.</source>
        <translation>Octets par passe, répartis entre ses flux en blocs entiers (comme la seed 000). Laisser vide pour indiquer une taille par flux.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total per pass:</source>
        <translation>Total par passe&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 64M</source>
        <translation>p. ex. 64M</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per stream (file). Leave empty to split a total per pass instead.</source>
        <translation>Octets par flux (fichier). Laisser vide pour répartir plutôt un total par passe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size per stream:</source>
        <translation>Taille par flux&#xa0;:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bytes per read or write call, 512 bytes to 64 MiB; must divide the stream size.</source>
        <translation>Octets par appel de lecture ou d&apos;écriture (taille de bloc), de 512 octets à 64 MiB&#xa0;; doit diviser exactement la taille du flux.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Block size:</source>
        <translation>Taille de bloc&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I/O mode</source>
        <translation>Mode d&apos;E/S</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>buffered (page cache)</source>
        <translation>tamponné (cache de pages)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>direct (O_DIRECT)</source>
        <translation>direct (O_DIRECT)</translation>
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
        <translation>Comment les fichiers sont ouverts&#xa0;: en mode tamponné, les écritures vont d&apos;abord en RAM&#xa0;; direct contourne le cache de pages&#xa0;; sync et dsync attendent le périphérique à chaque écriture.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mode:</source>
        <translation>Mode&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>round-robin, one thread</source>
        <translation>tourniquet, un seul thread</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one thread per stream</source>
        <translation>un thread par flux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round-robin: one thread writes block i of every file in turn (seeds 000, 002); threads: one thread per stream (seed 001&apos;s multi-threaded mode).</source>
        <translation>tourniquet&#xa0;: un seul thread écrit tour à tour le bloc i de chaque fichier (seeds 000, 002)&#xa0;; threads&#xa0;: un thread par flux (le mode multithread de seed 001).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schedule:</source>
        <translation>Ordonnancement&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>truncate (fresh files)</source>
        <translation>truncate (fichiers neufs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fallocate (preallocate)</source>
        <translation>fallocate (préallouer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>existing (create, then overwrite)</source>
        <translation>existing (créer, puis réécrire)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>truncate: fresh files; fallocate: preallocate first; existing: create the files sequentially in a timed create phase, then overwrite them in place.</source>
        <translation>truncate&#xa0;: fichiers neufs&#xa0;; fallocate&#xa0;: préallouer d&apos;abord&#xa0;; existing&#xa0;: créer les fichiers l&apos;un après l&apos;autre dans une phase de création chronométrée, puis les réécrire sur place.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Files:</source>
        <translation>Fichiers&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phases</source>
        <translation>Phases</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the end (timed flush tail)</source>
        <translation>à la fin (queue de vidage chronométrée)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every … written</source>
        <translation>tous les … écrits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end: fdatasync every file after the write phase (the flush tail counts into the effective rate); none; or every SIZE written to a stream.</source>
        <translation>fin&#xa0;: fdatasync de chaque fichier après la phase d&apos;écriture (la queue de vidage compte dans le débit effectif)&#xa0;; jamais&#xa0;; ou tous les TAILLE écrits dans un flux.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. 16M</source>
        <translation>p. ex. 16M</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fdatasync after this many bytes written to a stream</source>
        <translation>fdatasync après ce nombre d&apos;octets écrits dans un flux</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Flush:</source>
        <translation>Vidage&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each file on its own</source>
        <translation>chaque fichier séparément</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>round-robin</source>
        <translation>tourniquet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no read phase</source>
        <translation>pas de phase de lecture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the files back after writing: each one after another (seed 000), round-robin (seed 002), or not.</source>
        <translation>Relire les fichiers après l&apos;écriture&#xa0;: l&apos;un après l&apos;autre (seed 000), en tourniquet (seed 002), ou pas du tout.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read back:</source>
        <translation>Relecture&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measurement</source>
        <translation>Mesure</translation>
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
        <translation>Intervalle d&apos;échantillonnage, de 10ms à 10s.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sample every:</source>
        <translation>Échantillonner toutes les&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An operation that takes longer than this is a stall.</source>
        <translation>Une opération qui dure plus longtemps est un blocage.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stall threshold:</source>
        <translation>Seuil de blocage&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Real-time streams</source>
        <translation>Flux temps réel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off, e.g. 1M/s</source>
        <translation>désactivé, p. ex. 1M/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data arrives for each stream at this rate, like a recorder&apos;s input (e.g. 1M/s, or one rate per stream: 1M/s,2M/s). Empty: write as fast as possible.</source>
        <translation>Les données arrivent pour chaque flux à ce débit, comme l&apos;entrée d&apos;un enregistreur (p. ex. 1M/s, ou un débit par flux&#xa0;: 1M/s,2M/s). Vide&#xa0;: écrire aussi vite que possible.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rate per stream:</source>
        <translation>Débit par flux&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. 8M</source>
        <translation>p. ex. 8M</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Buffer per stream; data that does not fit is lost (an overrun).</source>
        <translation>Tampon par flux&#xa0;; les données qui n&apos;y tiennent pas sont perdues (un débordement).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffer per stream:</source>
        <translation>Tampon par flux&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by size, e.g. 60s</source>
        <translation>selon la taille, p. ex. 60s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run length by time instead of by size (with a rate).</source>
        <translation>Durée d&apos;exécution en temps plutôt qu&apos;en taille (avec un débit).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duration:</source>
        <translation>Durée&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run on until the projection is confirmed</source>
        <translation>Continuer jusqu&apos;à confirmation de la projection</translation>
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
        <translation>Durée maximale pendant laquelle l&apos;exécution continue pour confirmer sa projection&#xa0;; ensuite, elle se termine sans avoir tranché.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run on at most:</source>
        <translation>Continuer au plus&#xa0;:</translation>
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
        <translation>Votre propre charge.</translation>
    </message>
    <message>
        <location filename="../ui/ConfigFormValidation.cpp" line="-157"/>
        <source>the time to run on for confirming is shorter than the Duration; choose a longer one</source>
        <translation>la durée de poursuite pour confirmer est plus courte que la «&#xa0;Durée&#xa0;»&#xa0;; choisissez-en une plus longue</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no folder to test yet; choose one with Add… under Target directories</source>
        <translation>pas encore de répertoire à tester&#xa0;; choisissez-en un avec «&#xa0;Ajouter…&#xa0;» sous «&#xa0;Répertoires cibles&#xa0;»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no stream count given; enter one or more under Streams, for example 1,2</source>
        <translation>aucun nombre de flux donné&#xa0;; saisissez-en un ou plusieurs sous «&#xa0;Flux&#xa0;», par exemple 1,2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>both Size per stream (%1) and Total per pass (%2) are filled in; empty one of them</source>
        <translation>«&#xa0;Taille par flux&#xa0;» (%1) et «&#xa0;Total par passe&#xa0;» (%2) sont remplis tous les deux&#xa0;; videz l&apos;un des deux</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no data size given; fill in Total per pass (split across the streams) or Size per stream</source>
        <translation>aucune taille de données donnée&#xa0;; remplissez «&#xa0;Total par passe&#xa0;» (réparti entre les flux) ou «&#xa0;Taille par flux&#xa0;»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 with %2 streams is more data than any filesystem holds (over %3); use a smaller size</source>
        <translation>%1 avec %2 flux représente plus de données qu&apos;aucun système de fichiers ne peut contenir (plus de %3)&#xa0;; utilisez une taille plus petite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a Rate per stream of %1 for a Duration of %2 is more data than any filesystem holds (over %3 in a pass); shorten the Duration or lower the Rate per stream</source>
        <translation>un «&#xa0;Débit par flux&#xa0;» de %1 pendant une «&#xa0;Durée&#xa0;» de %2 représente plus de données qu&apos;aucun système de fichiers ne peut contenir (plus de %3 par passe)&#xa0;; raccourcissez la «&#xa0;Durée&#xa0;» ou baissez le «&#xa0;Débit par flux&#xa0;»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at %1 per stream a stream gets %2 in %3, less than one block of %4, so nothing would be written; lengthen the Duration or raise the Rate per stream</source>
        <translation>à %1 par flux, un flux reçoit %2 en %3, moins qu&apos;un bloc de %4, donc rien ne serait écrit&#xa0;; allongez la «&#xa0;Durée&#xa0;» ou augmentez le «&#xa0;Débit par flux&#xa0;»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at %1 per stream a stream records %2 in %3, which its Buffer per stream of %4 holds even if the disk writes nothing, so no overrun could show; make the Duration longer than %5 or the Buffer per stream smaller</source>
        <translation>à %1 par flux, un flux enregistre %2 en %3, ce que son «&#xa0;Tampon par flux&#xa0;» de %4 contient même si le disque n&apos;écrit rien, donc aucun débordement ne pourrait apparaître&#xa0;; choisissez une «&#xa0;Durée&#xa0;» supérieure à %5 ou un «&#xa0;Tampon par flux&#xa0;» plus petit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>at %1 per stream writing %2 per stream would take longer than %3 years; raise the Rate per stream or choose a smaller size</source>
        <translation>à %1 par flux, écrire %2 par flux prendrait plus de %3 ans&#xa0;; augmentez le «&#xa0;Débit par flux&#xa0;» ou choisissez une taille plus petite</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a Duration (%1) needs a Rate per stream; fill in Rate per stream (for example 1M/s) or empty the Duration</source>
        <translation>une «&#xa0;Durée&#xa0;» (%1) nécessite un «&#xa0;Débit par flux&#xa0;»&#xa0;; remplissez «&#xa0;Débit par flux&#xa0;» (par exemple 1M/s) ou videz la «&#xa0;Durée&#xa0;»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a Buffer per stream (%1) needs a Rate per stream; fill in Rate per stream (for example 1M/s) or empty the Buffer per stream</source>
        <translation>un «&#xa0;Tampon par flux&#xa0;» (%1) nécessite un «&#xa0;Débit par flux&#xa0;»&#xa0;; remplissez «&#xa0;Débit par flux&#xa0;» (par exemple 1M/s) ou videz le «&#xa0;Tampon par flux&#xa0;»</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>&quot;%1&quot; is not a size; use for example 0, 256M or 2G, or leave it empty for the default</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une taille&#xa0;; utilisez par exemple 0, 256M ou 2G, ou laissez vide pour la valeur par défaut</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>make the Duration shorter or use fewer Streams, lower Keep free, or choose another directory</source>
        <translation>raccourcissez la durée ou utilisez moins de flux, baissez «&#xa0;Garder libre&#xa0;», ou choisissez un autre répertoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>make Size per stream or Total per pass smaller, lower Keep free, or choose another directory</source>
        <translation>réduisez «&#xa0;Taille par flux&#xa0;» ou «&#xa0;Total par passe&#xa0;», baissez «&#xa0;Garder libre&#xa0;», ou choisissez un autre répertoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not enough free space in %1: the run needs %2 and keeps %3 free, but only %4 is available; %5.</source>
        <translation>Pas assez d’espace libre dans %1&#xa0;: l’exécution a besoin de %2 et garde %3 libres, mais seuls %4 sont disponibles&#xa0;; %5.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is not a remote target ssh can reach: %2</source>
        <translation>%1 n&apos;est pas une cible distante joignable par ssh&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../ui/ConfigForm.cpp" line="+49"/>
        <source>Buffered writes fill the page cache first: a short run may look sustained and lose data only when dirty memory reaches the kernel&apos;s ceiling, minutes or hours later. Go on past the Duration until a buffer overflows (the projected loss confirmed) or the run settles into a steady state (refuted), at most for the time chosen.</source>
        <translation>Les écritures tamponnées remplissent d&apos;abord le cache de pages&#xa0;: une exécution courte peut sembler tenue et ne perdre des données que lorsque la mémoire Dirty atteint le plafond du noyau, des minutes ou des heures plus tard. Continuer au-delà de la «&#xa0;Durée&#xa0;» jusqu&apos;à ce qu&apos;un tampon déborde (la perte prévue est confirmée) ou que l&apos;exécution s&apos;établisse en régime permanent (réfutée), au plus pendant la durée choisie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Needs a Rate per stream and a Duration: only a real-time run by time can run on past its Duration.</source>
        <translation>Nécessite un «&#xa0;Débit par flux&#xa0;» et une «&#xa0;Durée&#xa0;»&#xa0;: seule une exécution temps réel limitée en temps peut continuer au-delà de sa «&#xa0;Durée&#xa0;».</translation>
    </message>
    <message>
        <location filename="../ui/ConfigFormValidation.cpp" line="-182"/>
        <source>&quot;%1&quot; is not a list of stream counts; use numbers separated by commas, e.g. 1,2,4</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une liste de nombres de flux&#xa0;; utilisez des nombres séparés par des virgules, p. ex. 1,2,4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&quot;%1&quot; is not a size; use a number with an optional unit such as 4k, 64M or 1G</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une taille&#xa0;; utilisez un nombre avec une unité facultative, comme 4k, 64M ou 1G</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a size; use for example 4k or 1M</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une taille&#xa0;; utilisez par exemple 4k ou 1M</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a size; use for example 16M</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une taille&#xa0;; utilisez par exemple 16M</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>give a duration such as 100ms or 2s</source>
        <translation>donnez une durée comme 100ms ou 2s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is not a duration; use for example 100ms, 2s or 1m</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une durée&#xa0;; utilisez par exemple 100ms, 2s ou 1m</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot; is not a data rate; use for example 1M/s or 512k/s</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un débit&#xa0;; utilisez par exemple 1M/s ou 512k/s</translation>
    </message>
    <message>
        <location filename="../ui/ConfigForm.cpp" line="+48"/>
        <source>not probed</source>
        <translation>non vérifié</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: not probed (%2)</source>
        <translation>%1&#xa0;: non vérifié (%2)</translation>
    </message>
    <message>
        <location filename="../ui/ConfigFormValidation.cpp" line="+30"/>
        <location line="+89"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../ui/ConfigForm.cpp" line="-28"/>
        <source>%1: checking…</source>
        <translation>%1&#xa0;: vérification…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1: cannot be used</source>
        <translation>%1&#xa0;: inutilisable</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>device %1</source>
        <translation>périphérique %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 from %3; %4; %5 free</source>
        <translation>%1&#xa0;: %2 depuis %3&#xa0;; %4&#xa0;; %5 libres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>probed on %1 over ssh</source>
        <translation>vérifié sur %1 via ssh</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>mount options: %1</source>
        <translation>options de montage&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No directory yet: add the one to test.</source>
        <translation>Aucun répertoire pour l&apos;instant&#xa0;: ajoutez celui à tester.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Directory to test</source>
        <translation>Répertoire à tester</translation>
    </message>
</context>
<context>
    <name>DeviceRate</name>
    <message>
        <location filename="../core/DeviceRate.cpp" line="+57"/>
        <source>cannot allocate a %1-byte buffer</source>
        <translation>impossible d&apos;allouer un tampon de %1 octets</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+22"/>
        <source>the filesystem does not take O_DIRECT writes</source>
        <translation>le système de fichiers n&apos;accepte pas les écritures O_DIRECT</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>cannot create its file: %1</source>
        <translation>impossible de créer son fichier : %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a write failed: %1</source>
        <translation>une écriture a échoué : %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the budget allowed no timed write</source>
        <translation>le budget de temps n&apos;a permis aucune écriture mesurée</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../core/PassIo.cpp" line="+24"/>
        <source>%1 %2 at offset %3 failed: %4</source>
        <translation>%1 %2 au décalage %3 a échoué&#xa0;: %4</translation>
    </message>
    <message>
        <location filename="../core/Preflight.cpp" line="+87"/>
        <source>target %1 is not writable (%2); choose a directory you can write to</source>
        <translation>la cible %1 n&apos;est pas accessible en écriture (%2)&#xa0;; choisissez un répertoire où vous pouvez écrire</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot read the free space of %1: %2</source>
        <translation>impossible de lire l&apos;espace libre de %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>target %1 is on %2, which has no size of its own (a pseudo or memory filesystem); choose a directory on a real filesystem</source>
        <translation>la cible %1 se trouve sur %2, qui n&apos;a pas de taille propre (un système de fichiers virtuel ou en mémoire)&#xa0;; choisissez un répertoire sur un vrai système de fichiers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a filesystem</source>
        <translation>un système de fichiers</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>use a shorter --duration, fewer --streams, a smaller --space-margin or another directory</source>
        <translation>utilisez une --duration plus courte, moins de --streams, une --space-margin plus petite ou un autre répertoire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>use a smaller --size/--total, a smaller --space-margin or another directory</source>
        <translation>utilisez une --size/--total plus petite, une --space-margin plus petite ou un autre répertoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not enough free space in %1: the run needs %2 plus a safety margin of %3, but only %4 is available; %5</source>
        <translation>pas assez d’espace libre dans %1&#xa0;: l’exécution a besoin de %2 plus une marge de sécurité de %3, mais seuls %4 sont disponibles&#xa0;; %5</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 is on %2, which keeps its files in RAM: direct I/O (O_DIRECT) there measures memory, not a disk; choose a directory on the disk you want to measure</source>
        <translation>%1 se trouve sur %2, qui garde ses fichiers en RAM&#xa0;: les E/S directes (O_DIRECT) y mesurent la mémoire, pas un disque&#xa0;; choisissez un répertoire sur le disque que vous voulez mesurer</translation>
    </message>
    <message>
        <location filename="../core/Engine.cpp" line="+178"/>
        <source>the run was cancelled; its files were removed</source>
        <translation>l&apos;exécution a été annulée&#xa0;; ses fichiers ont été supprimés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the run was cancelled; %1</source>
        <translation>l&apos;exécution a été annulée&#xa0;; %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>checking %1…</source>
        <translation>vérification de %1…</translation>
    </message>
    <message>
        <location filename="../core/Preflight.cpp" line="+52"/>
        <source>%1 (%2) does not support direct I/O (O_DIRECT); use --mode dsync or --mode buffered instead</source>
        <translation>%1 (%2) ne prend pas en charge les E/S directes (O_DIRECT)&#xa0;; utilisez plutôt --mode dsync ou --mode buffered</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot create a probe file in %1: %2</source>
        <translation>impossible de créer un fichier de test dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>block size %1 is not a multiple of the direct-I/O alignment %2 of %3; use a block size that is a multiple of %2</source>
        <translation>la taille de bloc %1 n&apos;est pas un multiple de l&apos;alignement des E/S directes %2 de %3&#xa0;; utilisez une taille de bloc multiple de %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the files (%1) are smaller than twice the RAM (%2) and %3 (%4) keeps files in memory even when asked to drop them, so cold reads are impossible here: the read phase measures memory, not the disk; the report states how much was still cached when each read phase began</source>
        <translation>les fichiers (%1) sont plus petits que deux fois la RAM (%2) et %3 (%4) garde les fichiers en mémoire même lorsqu&apos;on lui demande de les libérer, donc les lectures à froid sont impossibles ici&#xa0;: la phase de lecture mesure la mémoire, pas le disque&#xa0;; le rapport indique la part encore en cache au début de chaque phase de lecture</translation>
    </message>
    <message>
        <location filename="../core/Engine.cpp" line="+69"/>
        <source>cannot allocate a %1 I/O buffer</source>
        <translation>impossible d&apos;allouer un tampon d&apos;E/S de %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>cannot start the sampling thread: %1; raise the process limit (ulimit -u) or the address space limit (ulimit -v)</source>
        <translation>impossible de démarrer le thread d&apos;échantillonnage&#xa0;: %1&#xa0;; augmentez la limite de processus (ulimit -u) ou celle de l&apos;espace d&apos;adressage (ulimit -v)</translation>
    </message>
    <message>
        <location filename="../core/PassIo.cpp" line="+21"/>
        <source>cannot open %1: %2</source>
        <translation>impossible d&apos;ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot check %1: %2</source>
        <translation>impossible de vérifier %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 was replaced by another file during the run; StreamScope stopped without reading or writing it. Is another program working in the run directory?</source>
        <translation>%1 a été remplacé par un autre fichier pendant l&apos;exécution&#xa0;; StreamScope s&apos;est arrêté sans le lire ni l&apos;écrire. Un autre programme travaille-t-il dans le répertoire d&apos;exécution&#xa0;?</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>closing %1 failed: %2</source>
        <translation>la fermeture de %1 a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <location filename="../core/ReadPhase.cpp" line="+35"/>
        <source>fdatasync of %1 failed: %2</source>
        <translation>fdatasync de %1 a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../core/Engine.cpp" line="-85"/>
        <source>cannot keep the target directory %1 open: %2</source>
        <translation>impossible de garder le répertoire cible %1 ouvert&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+155"/>
        <source>measuring what the device writes…</source>
        <translation>mesure de ce que le périphérique écrit…</translation>
    </message>
    <message numerus="yes">
        <location line="+160"/>
        <source>mapping where the %n file(s) landed…</source>
        <translation>
            <numerusform>localisation de %n fichier sur le disque…</numerusform>
            <numerusform>localisation des %n fichiers sur le disque…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot open it to map it: %1</source>
        <translation>impossible de l’ouvrir pour le localiser&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>creating %n file(s) one after another…</source>
        <translation>
            <numerusform>création de %n fichier…</numerusform>
            <numerusform>création de %n fichiers l&apos;un après l&apos;autre…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>preallocating %n file(s)…</source>
        <translation>
            <numerusform>préallocation de %n fichier…</numerusform>
            <numerusform>préallocation de %n fichiers…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>posix_fallocate of %1 (%2) failed: %3</source>
        <translation>posix_fallocate de %1 (%2) a échoué&#xa0;: %3</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>removing %n file(s)…</source>
        <translation>
            <numerusform>suppression de %n fichier…</numerusform>
            <numerusform>suppression de %n fichiers…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/WritePhase.cpp" line="+22"/>
        <source>writing %n stream(s)…</source>
        <translation>
            <numerusform>écriture de %n flux…</numerusform>
            <numerusform>écriture de %n flux…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/PassIo.cpp" line="+57"/>
        <source>write to</source>
        <translation>l&apos;écriture dans</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>cannot start thread %1 of %2 for --schedule threads: %3; use fewer --streams, --schedule round-robin, or raise the process limit (ulimit -u) or the address space limit (ulimit -v)</source>
        <translation>impossible de démarrer le thread %1 sur %2 pour --schedule threads&#xa0;: %3&#xa0;; utilisez moins de --streams, --schedule round-robin, ou augmentez la limite de processus (ulimit -u) ou celle de l&apos;espace d&apos;adressage (ulimit -v)</translation>
    </message>
    <message>
        <location filename="../core/Preflight.cpp" line="-146"/>
        <source>target %1: %2; give the directory the files should be written in</source>
        <translation>cible %1&#xa0;: %2&#xa0;; indiquez le répertoire où écrire les fichiers</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/Engine.cpp" line="-122"/>
        <source>flushing %n file(s)…</source>
        <translation>
            <numerusform>vidage de %n fichier…</numerusform>
            <numerusform>vidage de %n fichiers…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/ReadPhase.cpp" line="-19"/>
        <source>dropping cache…</source>
        <translation>purge du cache de pages…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>reading files in sequence…</source>
        <translation>lecture des fichiers l&apos;un après l&apos;autre…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reading files round-robin…</source>
        <translation>lecture des fichiers en tourniquet…</translation>
    </message>
    <message>
        <location filename="../core/PassIo.cpp" line="+169"/>
        <source>read from</source>
        <translation>la lecture de</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ended at offset %2, before the %3 that were written; another program changed it</source>
        <translation>%1 se terminait au décalage %2, avant les %3 qui avaient été écrits&#xa0;; un autre programme l&apos;a modifié</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/RealtimePhase.cpp" line="+40"/>
        <source>recording %n stream(s) in real time…</source>
        <translation>
            <numerusform>enregistrement de %n flux en temps réel…</numerusform>
            <numerusform>enregistrement de %n flux en temps réel…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Exporter</name>
    <message>
        <location filename="../ui/Exporter.cpp" line="+282"/>
        <source>StreamScope chart</source>
        <translation>Graphique StreamScope</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot write %1</source>
        <translation>impossible d&apos;écrire %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Chart saved to %1</source>
        <translation>Graphique enregistré dans %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Capacity chart saved to %1</source>
        <translation>Graphique de capacité enregistré dans %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+10"/>
        <source>there is no finished run to export</source>
        <translation>il n&apos;y a aucune exécution terminée à exporter</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save Chart</source>
        <translation>Enregistrer le graphique</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>Image PNG (*.png);;Image SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>As on screen (%1 × %2)</source>
        <translation>Comme à l&apos;écran (%1 × %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Image size:</source>
        <translation>Taille de l&apos;image&#xa0;:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot save the chart: %1</source>
        <translation>Impossible d&apos;enregistrer le graphique&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save Capacity Chart</source>
        <translation>Enregistrer le graphique de capacité</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot save the capacity chart: %1</source>
        <translation>Impossible d&apos;enregistrer le graphique de capacité&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export Report</source>
        <translation>Exporter le rapport</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot export the report: %1</source>
        <translation>Impossible d&apos;exporter le rapport&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export Time Series</source>
        <translation>Exporter la série temporelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot export the time series: %1</source>
        <translation>Impossible d&apos;exporter la série temporelle&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>FileIo</name>
    <message>
        <location filename="../core/FileIo.cpp" line="+31"/>
        <source>a regular file</source>
        <translation>un fichier ordinaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a directory</source>
        <translation>un répertoire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a character device</source>
        <translation>un périphérique en mode caractère</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a block device</source>
        <translation>un périphérique en mode bloc</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a FIFO</source>
        <translation>un FIFO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unknown kind of file</source>
        <translation>un type de fichier inconnu</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>it is on %1, a filesystem the kernel makes up (as /proc and /sys are): what is written there is no file that keeps it, and may change the kernel&apos;s settings; give a file on a real filesystem</source>
        <translation>il se trouve sur %1, un système de fichiers fabriqué par le noyau (comme /proc et /sys)&#xa0;: ce qui y est écrit n&apos;est conservé dans aucun fichier, et peut modifier les réglages du noyau&#xa0;; donnez un fichier sur un vrai système de fichiers</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is a FIFO that no program reads, so writing to it would wait for one; start the reader first (e.g. cat FIFO &gt; report.json) or give a regular file</source>
        <translation>c&apos;est un FIFO qu&apos;aucun programme ne lit, donc y écrire attendrait qu&apos;un programme le lise&#xa0;; lancez d&apos;abord le lecteur (p. ex. cat FIFO &gt; report.json) ou donnez un fichier ordinaire</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it is a directory; give a file name, e.g. %1/report.json</source>
        <translation>c&apos;est un répertoire&#xa0;; donnez un nom de fichier, par exemple %1/report.json</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is %1; give a regular file, a FIFO or a character device</source>
        <translation>c&apos;est %1&#xa0;; donnez un fichier ordinaire, un FIFO ou un périphérique en mode caractère</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it is a device node (character device %1:%2), which may act on what is written to it; give a regular file, /dev/null, a terminal or a FIFO a program reads</source>
        <translation>c&apos;est un nœud de périphérique (périphérique en mode caractère %1:%2), qui peut réagir à ce qu&apos;on y écrit&#xa0;; donnez un fichier ordinaire, /dev/null, un terminal ou un FIFO lu par un programme</translation>
    </message>
    <message>
        <location line="+140"/>
        <source>the name is empty</source>
        <translation>le nom est vide</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the name has bytes that are not valid UTF-8, which cannot be passed on; rename the directory or reach it through a symbolic link with a UTF-8 name</source>
        <translation>le nom contient des octets qui ne sont pas de l’UTF-8 valide et ne peuvent être transmis&#xa0;; renommez le répertoire ou accédez-y par un lien symbolique au nom UTF-8</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it does not exist</source>
        <translation>il n&apos;existe pas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is not a directory but %1</source>
        <translation>ce n&apos;est pas un répertoire mais %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+82"/>
        <location line="+44"/>
        <source>the file name is empty</source>
        <translation>le nom de fichier est vide</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>the name ends in /, so it names a directory; add a file name</source>
        <translation>le nom se termine par /, il désigne donc un répertoire&#xa0;; ajoutez un nom de fichier</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the directory %1 does not exist</source>
        <translation>le répertoire %1 n&apos;existe pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot reach the directory %1: %2</source>
        <translation>impossible d&apos;atteindre le répertoire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is %2, not a directory</source>
        <translation>%1 est %2, pas un répertoire</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot create files in %1: %2</source>
        <translation>impossible de créer des fichiers dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>it is %1, not a regular file</source>
        <translation>c&apos;est %1, pas un fichier ordinaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is larger than %1 MiB</source>
        <translation>il dépasse %1 MiB</translation>
    </message>
</context>
<context>
    <name>FileLayout</name>
    <message>
        <location filename="../core/FileLayout.cpp" line="+89"/>
        <source>not available on %1 (it has no block map)</source>
        <translation>non disponible sur %1 (il n’a pas de table de blocs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this filesystem</source>
        <translation>ce système de fichiers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot map its extents: %1</source>
        <translation>impossible de lire ses extents&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>cannot open it: %1</source>
        <translation>impossible de l’ouvrir&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not a regular file</source>
        <translation>pas un fichier ordinaire</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Layout: %1.</source>
        <translation>Disposition&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The filesystem has not placed the data yet (delayed allocation): where it lands is known once it is written back.</source>
        <translation>Le système de fichiers n’a pas encore placé les données (allocation différée)&#xa0;: leur emplacement sera connu une fois écrites sur le disque.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the other&apos;s data</source>
        <translation>les données de l’autre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the other files&apos; data</source>
        <translation>les données des autres fichiers</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The %1 files alternate on the disk in %2 pieces each (half their data in pieces of %5 or more): reading one back skips over %3 %4 times.</source>
        <translation>Les %1 fichiers alternent sur le disque en %2 morceaux chacun (la moitié de leurs données en morceaux d’au moins %5)&#xa0;: relire l’un saute %4 fois par-dessus %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The %1 files alternate on the disk in %2 pieces each (half their data in pieces of %5 or more): reading one back skips over %3 up to %4 times.</source>
        <translation>Les %1 fichiers alternent sur le disque en %2 morceaux chacun (la moitié de leurs données en morceaux d’au moins %5)&#xa0;: relire l’un saute jusqu’à %4 fois par-dessus %3.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The file lies in %1 extents (half its data in extents of %2 or more).</source>
        <translation>Le fichier tient en %1 extents (la moitié de ses données en extents d’au moins %2).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Read back in %1 s from one piece: the layout is not what set the read rate.</source>
        <translation>Relu en %1 s depuis un seul morceau&#xa0;: la disposition n’est pas ce qui a fixé le débit de lecture.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read back in %1 s from %2 pieces in all: the layout is not what set the read rate.</source>
        <translation>Relu en %1 s depuis %2 morceaux en tout&#xa0;: la disposition n’est pas ce qui a fixé le débit de lecture.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read back in %1 s from %2 pieces in all: a device without heads (SSD, virtual disk) pays next to nothing for them.</source>
        <translation>Relu en %1 s depuis %2 morceaux en tout&#xa0;: un périphérique sans têtes (SSD, disque virtuel) ne les paie presque pas.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Read back in %1 s from %2 pieces in all: a disk with heads would have spent ~%3 s seeking to them (~10 ms each), longer than the read took: this device did not pay for them (flash or a cache under it).</source>
        <translation>Relu en %1 s depuis %2 morceaux en tout&#xa0;: un disque à têtes aurait passé ~%3 s à s’y positionner (~10 ms chacun), plus que la lecture n’a duré&#xa0;: ce périphérique ne les a pas payés (flash ou un cache en dessous).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Read back in %1 s from %2 pieces in all: on a disk with heads that is about as many seeks, ~%3 s at ~10 ms each, most of the read&apos;s time.</source>
        <translation>Relu en %1 s depuis %2 morceaux en tout&#xa0;: sur un disque à têtes, cela fait à peu près autant de positionnements, ~%3 s à ~10 ms chacun, l’essentiel du temps de lecture.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Read back in %1 s from %2 pieces in all: on a disk with heads that is about as many seeks, ~%3 s at ~10 ms each, a small part of the read&apos;s time.</source>
        <translation>Relu en %1 s depuis %2 morceaux en tout&#xa0;: sur un disque à têtes, cela fait à peu près autant de positionnements, ~%3 s à ~10 ms chacun, une petite part du temps de lecture.</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>The file lies in one extent: layout does not explain the read rate.</source>
        <translation>Le fichier tient en un seul extent&#xa0;: la disposition n’explique pas le débit de lecture.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file lies in %1 extents: layout does not explain the read rate.</source>
        <translation>Le fichier tient en %1 extents&#xa0;: la disposition n’explique pas le débit de lecture.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each file lies in one extent: layout does not explain the read rate.</source>
        <translation>Chaque fichier tient en un seul extent&#xa0;: la disposition n’explique pas le débit de lecture.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each file lies in %1 extents: layout does not explain the read rate.</source>
        <translation>Chaque fichier tient en %1 extents&#xa0;: la disposition n’explique pas le débit de lecture.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The files lie in %1 extents each, not alternating with each other (%2 % of their boundaries lead to another file).</source>
        <translation>Les fichiers tiennent en %1 extents chacun, sans alterner entre eux (%2 % de leurs limites mènent à un autre fichier).</translation>
    </message>
</context>
<context>
    <name>FioExport</name>
    <message>
        <location filename="../ui/FioExport.cpp" line="+15"/>
        <source>Export &amp;fio Job…</source>
        <translation>Exporter un job &amp;fio…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write the fio job file that reproduces this run, to check its numbers with fio</source>
        <translation>Écrire le fichier de job fio qui reproduit cette exécution, pour vérifier ses mesures avec fio</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+5"/>
        <source>Export fio Job</source>
        <translation>Exporter un job fio</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>fio job files (*.fio);;All files (*)</source>
        <translation>Fichiers de job fio (*.fio);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Gui</name>
    <message>
        <location filename="../app/gui_main.cpp" line="+145"/>
        <source>Shows live how a disk and filesystem cope with many parallel streams of writes and reads.

Presets:
</source>
        <translation>Montre en direct comment un disque et un système de fichiers supportent de nombreux flux parallèles d&apos;écritures et de lectures.

Préréglages&#xa0;:
</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>Start the run at once.</source>
        <translation>Démarrer l&apos;exécution immédiatement.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the chart to FILE (PNG or SVG, by its suffix) when the run finishes.</source>
        <translation>Enregistrer le graphique dans FICHIER (PNG ou SVG, selon l&apos;extension) à la fin de l&apos;exécution.</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+5"/>
        <location line="+9"/>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Draw the chart saved by --save-chart at WxH pixels (e.g. 1600x900) instead of the window&apos;s size.</source>
        <translation>Dessiner le graphique enregistré par --save-chart en LxH pixels (p. ex. 1600x900) au lieu de la taille de la fenêtre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>WxH</source>
        <translation>LxH</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save a picture of the whole window to FILE (PNG) when the run finishes.</source>
        <translation>Enregistrer une image de toute la fenêtre dans FICHIER (PNG) à la fin de l&apos;exécution.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit when the run finishes (exit status 0 ok, 1 failed, 2 bad options, 130 stopped; 128 + N when signal N ended it).</source>
        <translation>Quitter à la fin de l&apos;exécution (code de sortie 0 ok, 1 échec, 2 options invalides, 130 arrêté&#xa0;; 128 + N si le signal N l&apos;a terminée).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the saved report FILE instead of running; given more than once, the reports overlaid as a comparison. --save-chart, --save-window and --quit act once it is shown.</source>
        <translation>Afficher le rapport enregistré FICHIER au lieu d&apos;exécuter&#xa0;; donnée plusieurs fois, l&apos;option superpose les rapports en une comparaison. --save-chart, --save-window et --quit agissent une fois qu&apos;il est affiché.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw the window in a light or dark palette instead of the desktop&apos;s.</source>
        <translation>Dessiner la fenêtre avec une palette claire ou sombre au lieu de celle du bureau.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>light|dark</source>
        <translation>light|dark</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With several --dir user@host:/dir: run the hosts together behind a start barrier (the form&apos;s &quot;Run the hosts together&quot;) rather than one after another.</source>
        <translation>Avec plusieurs --dir user@host:/dir&#xa0;: lancer les hôtes ensemble derrière une barrière de départ («&#xa0;Lancer les hôtes ensemble&#xa0;» dans le formulaire) plutôt que l&apos;un après l&apos;autre.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--image-size does nothing without --save-chart; leave it out or add --save-chart FILE</source>
        <translation>--image-size n&apos;a aucun effet sans --save-chart&#xa0;; retirez cette option ou ajoutez --save-chart FICHIER</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--capacity does nothing without --start; add --start to search the capacity</source>
        <translation>--capacity n&apos;a aucun effet sans --start&#xa0;; ajoutez --start pour rechercher la capacité</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--%1 does nothing with --show; leave it out</source>
        <translation>--%1 n&apos;a aucun effet avec --show&#xa0;; retirez cette option</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>streamscope: finished, complete: %1</source>
        <translation>streamscope&#xa0;: terminé, complet&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>streamscope: stopped, partial: %1</source>
        <translation>streamscope&#xa0;: arrêté, partiel&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>streamscope: failed: %1</source>
        <translation>streamscope&#xa0;: échec&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>--image-size &quot;%1&quot;: give width x height in pixels, each 200 to 10000, e.g. 1600x900</source>
        <translation>--image-size «&#xa0;%1&#xa0;»&#xa0;: donnez largeur x hauteur en pixels, chacune de 200 à 10000, p. ex. 1600x900</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>--start and --show exclude each other: run, or show a saved report</source>
        <translation>--start et --show s&apos;excluent mutuellement&#xa0;: exécutez, ou affichez un rapport enregistré</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--palette &quot;%1&quot;: use light or dark</source>
        <translation>--palette «&#xa0;%1&#xa0;»&#xa0;: utilisez light ou dark</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>note: %1</source>
        <translation>remarque&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-316"/>
        <source>With --start: search the capacity (Find Capacity) instead of making one run.</source>
        <translation>Avec --start&#xa0;: rechercher la capacité («&#xa0;Rechercher la capacité&#xa0;») au lieu d&apos;une seule exécution.</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Try --help for the list of options.</source>
        <translation>Essayez --help pour la liste des options.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>--%1 &quot;%2&quot;: %3</source>
        <translation>--%1 «&#xa0;%2&#xa0;»&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--save-chart and --save-window both name %1; give each its own file</source>
        <translation>--save-chart et --save-window désignent tous deux %1&#xa0;; donnez à chacun son propre fichier</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unexpected argument &quot;%1&quot;; every value belongs to an option, e.g. --dir /mnt/data</source>
        <translation>argument inattendu «&#xa0;%1&#xa0;»&#xa0;; chaque valeur appartient à une option, p. ex. --dir /mnt/data</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../ui/HelpDialog.cpp" line="+38"/>
        <source>StreamScope Help</source>
        <translation>Aide de StreamScope</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>What the Chart Shows</source>
        <translation>Ce que montre le graphique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>What the &amp;Chart Shows</source>
        <translation>Ce que montre le &amp;graphique</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The rates</source>
        <translation>Les débits</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total and per stream</source>
        <translation>Total et par flux</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ongoing (no flush)</source>
        <translation>en cours (sans vidage)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes so far divided by the time so far, without waiting for the data to reach the disk: what a program that writes sees. Dashed. With buffered writes much of it may still be in RAM.</source>
        <translation>Octets jusqu&apos;ici divisés par le temps jusqu&apos;ici, sans attendre que les données atteignent le disque&#xa0;: ce que voit un programme qui écrit. En tirets. Avec des écritures tamponnées, une grande partie peut encore se trouver en RAM.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>effective (incl. flush)</source>
        <translation>effectif (vidage compris)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes divided by the time including the final flush and close: what really reached the disk. The gap between ongoing and effective is dirty data that was still in RAM. A stopped phase that did not finish its flush claims no effective rate.</source>
        <translation>Octets divisés par le temps, vidage final et fermeture compris&#xa0;: ce qui a réellement atteint le disque. L&apos;écart entre en cours et effectif correspond aux données non écrites qui étaient encore en RAM. Une phase arrêtée qui n&apos;a pas terminé son vidage n&apos;affiche aucun débit effectif.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>device write</source>
        <translation>écriture (périphérique)</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Bytes written or read in each sampling interval, divided by the interval: the interval rate. With many streams the chart draws their range as a band instead of one line each. In a real-time run of more than one stream each stream is drawn as a share of its own rate, on the axis &quot;% of each stream&apos;s rate&quot;: 100 % is on time, a dip below it is a stream falling behind, while the rate axis fits the total and what the streams need together.</source>
        <translation>Octets écrits ou lus pendant chaque intervalle d&apos;échantillonnage, divisés par l&apos;intervalle&#xa0;: le débit par intervalle. Avec de nombreux flux, le graphique trace leur étendue sous forme de bande au lieu d&apos;une ligne pour chacun. Dans une exécution en temps réel de plus d&apos;un flux, chaque flux est tracé en part de son propre débit, sur l&apos;axe «&#xa0;% du débit de chaque flux&#xa0;»&#xa0;: 100&#xa0;% est à l&apos;heure, un creux en dessous est un flux qui prend du retard, tandis que l&apos;axe des débits englobe le total et ce dont les flux ont besoin ensemble.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>What the block device itself wrote in each interval, from the kernel&apos;s sector counters (/proc/diskstats). It includes other programs&apos; writes and the filesystem&apos;s own (journal, metadata); when the device did four times the run&apos;s own I/O or more, a line under the chart says so.</source>
        <translation>Ce que le périphérique bloc a lui-même écrit pendant chaque intervalle, d&apos;après les compteurs de secteurs du noyau (/proc/diskstats). Cela inclut les écritures d&apos;autres programmes et celles du système de fichiers lui-même (journal, métadonnées)&#xa0;; quand le périphérique a fait quatre fois les E/S de l&apos;exécution ou plus, une ligne sous le graphique le dit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>device read</source>
        <translation>lecture (périphérique)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the block device read in each interval. A read phase far above it is served from the page cache, not the disk.</source>
        <translation>Ce que le périphérique bloc a lu pendant chaque intervalle. Une phase de lecture bien au-dessus est servie par le cache de pages, pas par le disque.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The flush tail</source>
        <translation>La queue de vidage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The time from the last write returning to the end of fdatasync and close: the kernel writing out what was still dirty. A long tail means the ongoing rate overstated the disk.</source>
        <translation>Le temps entre le retour de la dernière écriture et la fin de fdatasync et de close&#xa0;: le noyau écrit ce qui n&apos;était pas encore écrit. Une longue queue signifie que le débit en cours surestimait le disque.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stalls and their causes</source>
        <translation>Les blocages et leurs causes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A stall is one write or read that took longer than the stall threshold; it is marked where it happened, and the Stalls tab lists each one with its cause and the evidence for it:</source>
        <translation>Un blocage est une écriture ou une lecture qui a duré plus longtemps que le seuil de blocage&#xa0;; il est marqué là où il s&apos;est produit, et l&apos;onglet «&#xa0;Blocages&#xa0;» liste chacun avec sa cause et les indices qui l&apos;étayent&#xa0;:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The strips under the chart</source>
        <translation>Les bandes sous le graphique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I/O pressure</source>
        <translation>Pression d&apos;E/S</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The share of time tasks waited for I/O (the kernel&apos;s pressure stall information), darker when higher.</source>
        <translation>La part du temps pendant laquelle des tâches attendaient des E/S (la pressure stall information du noyau), plus foncée quand elle est plus élevée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>buffer fill</source>
        <translation>remplissage du tampon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For real-time streams: how full each stream&apos;s buffer was, pale when empty, strong when full. A full buffer loses data.</source>
        <translation>Pour les flux temps réel&#xa0;: le remplissage du tampon de chaque flux, pâle quand il est vide, intense quand il est plein. Un tampon plein perd des données.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The min–median–max band</source>
        <translation>La bande min–médiane–max</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With many streams, the shaded band spans the slowest to the fastest stream in each interval and the line inside it is the median stream; choose one stream above the chart to see it alone.</source>
        <translation>Avec de nombreux flux, la bande ombrée va du flux le plus lent au plus rapide dans chaque intervalle, et la ligne à l&apos;intérieur est le flux médian&#xa0;; choisissez un flux au-dessus du graphique pour le voir seul.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overruns</source>
        <translation>Débordements</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A real-time stream overruns when data arrives while its buffer is full: that data is lost. Overruns are marked on the chart with how much was lost; a run with any is not sustained.</source>
        <translation>Un flux temps réel déborde quand des données arrivent alors que son tampon est plein&#xa0;: ces données sont perdues. Les débordements sont marqués sur le graphique avec la quantité perdue&#xa0;; une exécution qui en compte un seul n&apos;est pas tenue.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Chart, after a run</source>
        <translation>Graphique, après une exécution</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag</source>
        <translation>Glisser</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>zoom into the dragged area</source>
        <translation>zoomer sur la zone tracée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shift+drag, middle button</source>
        <translation>Maj+glisser, bouton du milieu</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>pan</source>
        <translation>déplacer</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Wheel</source>
        <translation>Molette</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>zoom time</source>
        <translation>zoomer sur l&apos;axe du temps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click, Home</source>
        <translation>Double-clic, Début</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>show the whole run</source>
        <translation>afficher toute l&apos;exécution</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrow keys</source>
        <translation>Touches fléchées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+, −</source>
        <translation>+, −</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>zoom in, out</source>
        <translation>zoom avant, arrière</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <location filename="../ui/History.cpp" line="+87"/>
        <location line="+35"/>
        <source>custom</source>
        <translation>personnalisé</translation>
    </message>
    <message>
        <location line="+279"/>
        <source>Every finished run is kept here. Choose one to see it again, or several to compare them. Reports can also be opened from a file or dropped on the window.</source>
        <translation>Chaque exécution terminée est conservée ici. Choisissez-en une pour la revoir, ou plusieurs pour les comparer. Les rapports peuvent aussi être ouverts depuis un fichier ou déposés sur la fenêtre.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Run history</source>
        <translation>Historique des exécutions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finished runs, newest first. Select one to show it, several to compare them; Delete removes the selected runs.</source>
        <translation>Exécutions terminées, les plus récentes d&apos;abord. Sélectionnez-en une pour l&apos;afficher, plusieurs pour les comparer&#xa0;; Suppr supprime les exécutions sélectionnées.</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Preset</source>
        <translation>Préréglage</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>FS</source>
        <translation>FS</translation>
    </message>
    <message>
        <location line="-226"/>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>write %1; read %2</source>
        <translation>écriture %1&#xa0;; lecture %2</translation>
    </message>
    <message numerus="yes">
        <location line="-11"/>
        <source>%n stream(s)</source>
        <translation>
            <numerusform>%n flux</numerusform>
            <numerusform>%n flux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-2"/>
        <source>%n stream(s) long-term</source>
        <translation>
            <numerusform>%n flux dans la durée</numerusform>
            <numerusform>%n flux dans la durée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n stream(s) so far</source>
        <translation>
            <numerusform>%n flux jusqu&apos;ici</numerusform>
            <numerusform>%n flux jusqu&apos;ici</numerusform>
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
        <translation>%1 (arrêté)</translation>
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
        <translation>recherche de capacité (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · stopped</source>
        <translation>%1 · arrêté</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopped before the search ended: its answer covers only the steps that finished.</source>
        <translation>Arrêtée avant la fin de la recherche&#xa0;: sa réponse ne couvre que les étapes terminées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped before it finished: a phase that did not finish its flush claims no effective rate, and its figures are partial.</source>
        <translation>Arrêtée avant la fin&#xa0;: une phase qui n&apos;a pas terminé son vidage n&apos;affiche aucun débit effectif, et ses chiffres sont partiels.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Write</source>
        <translation>Écriture</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Filesystem of the target directory</source>
        <translation>Système de fichiers du répertoire cible</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset and stream counts</source>
        <translation>Préréglage et nombres de flux</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Delete Selected Runs</source>
        <translation>Supprimer les exécutions sélectionnées</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>unreadable</source>
        <translation>illisible</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (opened)</source>
        <translation>%1 (ouvert)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1, stream counts %2; %3 %4</source>
        <translation>%1, nombres de flux %2&#xa0;; %3 %4</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Effective write rate of each pass, %1</source>
        <translation>Débit d&apos;écriture effectif de chaque passe, %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Effective read rate of each pass, %1</source>
        <translation>Débit de lecture effectif de chaque passe, %1</translation>
    </message>
    <message>
        <location line="+203"/>
        <source>Delete Runs</source>
        <translation>Supprimer des exécutions</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Delete %n run(s) from the history? Reports opened from elsewhere are only removed from the list.</source>
        <translation>
            <numerusform>Supprimer %n exécution de l&apos;historique&#xa0;? Les rapports ouverts depuis un autre endroit sont seulement retirés de la liste.</numerusform>
            <numerusform>Supprimer %n exécutions de l&apos;historique&#xa0;? Les rapports ouverts depuis un autre endroit sont seulement retirés de la liste.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImageFile</name>
    <message>
        <location filename="../ui/ImageFile.cpp" line="+31"/>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot write %1: the picture could not be made</source>
        <translation>impossible d&apos;écrire %1&#xa0;: l&apos;image n&apos;a pas pu être créée</translation>
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
        <translation>Histogramme de latence de&#xa0;:</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>time (s)</source>
        <translation>temps (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>op latency per tick (ms)</source>
        <translation>latence des opérations par pas (ms)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>write max</source>
        <translation>écriture max</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write p99</source>
        <translation>écriture p99</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>write p50</source>
        <translation>écriture p50</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>read max</source>
        <translation>lecture max</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>read p99</source>
        <translation>lecture p99</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>read p50</source>
        <translation>lecture p50</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>This report keeps no latency per tick.</source>
        <translation>Ce rapport ne conserve aucune latence par pas.</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%1, pass %2 (%n stream(s))</source>
        <translation>
            <numerusform>%1, passe %2 (%n flux)</numerusform>
            <numerusform>%1, passe %2 (%n flux)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 (%n stream(s))</source>
        <translation>
            <numerusform>%1 (%n flux)</numerusform>
            <numerusform>%1 (%n flux)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, target %2</source>
        <translation>%1, cible %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, running</source>
        <translation>%1, en cours</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>op latency (ms)</source>
        <translation>latence des opérations (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of ops</source>
        <translation>% des opérations</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No reads or writes yet.</source>
        <translation>Pas encore de lectures ni d&apos;écritures.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 ops: p50 %2, p99 %3, p99.9 %4, max %5</source>
        <translation>%1 opérations&#xa0;: p50 %2, p99 %3, p99.9 %4, max %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 ops so far: p50 %2, p99 %3, max %4</source>
        <translation>%1 opérations jusqu&apos;ici&#xa0;: p50 %2, p99 %3, max %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No reads or writes in this phase.</source>
        <translation>Aucune lecture ni écriture dans cette phase.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This report keeps no histogram, only these figures.</source>
        <translation>Ce rapport ne conserve pas d&apos;histogramme, seulement ces chiffres.</translation>
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
        <translation>%1 — %2&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>create</source>
        <translation>création</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>write</source>
        <translation>écriture</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>flush</source>
        <translation>vidage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>read</source>
        <translation>lecture</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>buffered</source>
        <translation>tamponné</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>direct I/O</source>
        <translation>E/S directes</translation>
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
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n stream(s)</source>
        <translation>
            <numerusform>%n flux</numerusform>
            <numerusform>%n flux</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 streams</source>
        <translation>flux&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>round-robin</source>
        <comment>schedule: one thread, files in turn</comment>
        <translation>tourniquet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one thread per stream</source>
        <translation>un thread par flux</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>flush at the end</source>
        <translation>vidage à la fin</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no flush</source>
        <translation>sans vidage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>flush every %1</source>
        <translation>vidage tous les %1</translation>
    </message>
    <message>
        <location filename="../ui/LiveChart.cpp" line="+86"/>
        <source>Write and read rates over time: total, per stream, ongoing (dashed), effective including the flush (thick), and what the device moved (wide, pale). Arrow keys pan, plus and minus zoom, Home or 0 resets the view (back to live during a run).</source>
        <translation>Débits d&apos;écriture et de lecture dans le temps&#xa0;: total, par flux, en cours (tirets), effectif vidage compris (épais), et ce que le périphérique a transféré (large, pâle). Les flèches déplacent, plus et moins zooment, Début ou 0 réinitialise la vue (retour au direct pendant une exécution).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>time (s)</source>
        <translation>temps (s)</translation>
    </message>
    <message>
        <location filename="../ui/LiveChartTitles.cpp" line="+61"/>
        <source>% of each stream&apos;s rate</source>
        <translation>% du débit de chaque flux</translation>
    </message>
    <message>
        <location filename="../ui/LiveChart.cpp" line="+214"/>
        <source>run %1</source>
        <translation>exécution %1</translation>
    </message>
    <message>
        <location filename="../ui/LiveChartHosts.cpp" line="+58"/>
        <source>sum of the hosts</source>
        <translation>somme des hôtes</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/LiveChartTitles.cpp" line="-41"/>
        <source>%n host(s) together: total %1 of each host and their sum, since the start signal</source>
        <translation>
            <numerusform>%n hôte ensemble&#xa0;: %1 total de chaque hôte et leur somme, depuis le signal de départ</numerusform>
            <numerusform>%n hôtes ensemble&#xa0;: %1 total de chaque hôte et leur somme, depuis le signal de départ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n host(s) one after another: total %1 of each host</source>
        <translation>
            <numerusform>%n hôte l&apos;un après l&apos;autre&#xa0;: %1 total de chaque hôte</numerusform>
            <numerusform>%n hôtes l&apos;un après l&apos;autre&#xa0;: %1 total de chaque hôte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in % of each run&apos;s mean</source>
        <translation>en % de la moyenne de chaque exécution</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Comparison of %n run(s): total %1 over each run&apos;s own time</source>
        <translation>
            <numerusform>Comparaison de %n exécution&#xa0;: %1 total sur son propre temps</numerusform>
            <numerusform>Comparaison de %n exécutions&#xa0;: %1 total sur le temps propre de chacune</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Comparison of %n run(s): effective %1 (incl. flush) of each write phase</source>
        <translation>
            <numerusform>Comparaison de %n exécution&#xa0;: %1 effectifs (vidage compris) de chaque phase d&apos;écriture</numerusform>
            <numerusform>Comparaison de %n exécutions&#xa0;: %1 effectifs (vidage compris) de chaque phase d&apos;écriture</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Comparison of %n run(s): ongoing %1 (no flush) over each run&apos;s own time</source>
        <translation>
            <numerusform>Comparaison de %n exécution&#xa0;: %1 en cours (sans vidage) sur son propre temps</numerusform>
            <numerusform>Comparaison de %n exécutions&#xa0;: %1 en cours (sans vidage) sur le temps propre de chacune</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>% of each run&apos;s mean</source>
        <translation>% de la moyenne de chaque exécution</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (interval, %2 s mean)</source>
        <comment>rate axis: unit, smoothing window</comment>
        <translation>%1 (intervalle, moyenne sur %2 s)</translation>
    </message>
    <message>
        <location filename="../ui/LiveChartOverlays.cpp" line="+185"/>
        <source>%1 ↑ off scale</source>
        <translation>%1 ↑ hors échelle</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (100 % = %2)</source>
        <comment>a compared run: its label, the rate its 100 % stands for</comment>
        <translation>%1 (100&#xa0;% = %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (moved no data)</source>
        <translation>%1 (aucune donnée déplacée)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>stalls (≥ %1)</source>
        <translation>blocages (≥ %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>overruns</source>
        <translation>débordements</translation>
    </message>
    <message>
        <location filename="../ui/LiveChartTitles.cpp" line="+67"/>
        <source>Partial run, stopped before the flush · %1</source>
        <translation>Exécution partielle, arrêtée avant le vidage · %1</translation>
    </message>
    <message>
        <location filename="../ui/ChartSeries.cpp" line="+160"/>
        <source>%1: %2 at %3 s</source>
        <translation>%1&#xa0;: %2 à %3 s</translation>
    </message>
    <message>
        <location filename="../ui/LiveChartTitles.cpp" line="-58"/>
        <source>Dirty+Writeback (MiB)</source>
        <translation>Dirty+Writeback (MiB)</translation>
    </message>
    <message>
        <location filename="../ui/ChartSeries.cpp" line="-6"/>
        <source>%1 % of its rate</source>
        <translation>%1&#xa0;% de son débit</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/OffScaleMarks.cpp" line="+46"/>
        <source>%1 % of its mean</source>
        <translation>%1 % de sa moyenne</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>raw ticks</source>
        <translation>valeurs brutes par pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slowest stream, raw ticks</source>
        <translation>flux le plus lent, valeurs brutes par pas</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>streams min–max</source>
        <translation>flux min–max</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>median stream</source>
        <translation>flux médian</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+7"/>
        <source>stream %1</source>
        <translation>flux %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Dirty+Writeback (right axis)</source>
        <translation>Dirty+Writeback (axe de droite)</translation>
    </message>
    <message>
        <location filename="../ui/LiveChart.cpp" line="-231"/>
        <source>Live chart</source>
        <translation>Graphique en direct</translation>
    </message>
    <message>
        <location filename="../ui/ChartSeries.cpp" line="+34"/>
        <source>ongoing (no flush)</source>
        <translation>en cours (sans vidage)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>effective (incl. flush)</source>
        <translation>effectif (vidage compris)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>ongoing read</source>
        <translation>lecture (en cours)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>device write</source>
        <translation>écriture (périphérique)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device read</source>
        <translation>lecture (périphérique)</translation>
    </message>
    <message>
        <location filename="../ui/ChartMarks.cpp" line="+242"/>
        <source>Flush tail: %1 from the last write to the data being on disk (fdatasync + close)</source>
        <translation>Queue de vidage&#xa0;: %1 entre la dernière écriture et l&apos;arrivée des données sur le disque (fdatasync + close)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>flush tail %1</source>
        <translation>queue de vidage %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 phase starts at %2 s</source>
        <translation>phase %1&#xa0;: début à %2 s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../ui/ChartStalls.cpp" line="+29"/>
        <source>stream %1, %2 phase, at %3 s, lasted %4</source>
        <translation>flux %1, phase %2, à %3 s, durée %4</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Stall: %1</source>
        <translation>Blocage&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n stalls here; the longest: %1</source>
        <translation>
            <numerusform>%n blocage ici&#xa0;; le plus long&#xa0;: %1</numerusform>
            <numerusform>%n blocages ici&#xa0;; le plus long&#xa0;: %1</numerusform>
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
        <translation>Plafond de limitation %1&#xa0;: au-delà, le noyau retient les écrivains dans balance_dirty_pages ((seuil dirty + seuil d&apos;arrière-plan) / 2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>throttle ceiling %1</source>
        <translation>plafond de limitation %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Background threshold %1: above it the flusher threads write dirty data out</source>
        <translation>Seuil d&apos;arrière-plan %1&#xa0;: au-delà, les threads de vidage écrivent les données non écrites</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>background threshold %1</source>
        <translation>seuil d&apos;arrière-plan %1</translation>
    </message>
    <message>
        <location filename="../ui/ChartStalls.cpp" line="+37"/>
        <source>Stream %1 is blocked: its operation has not returned for %2</source>
        <translation>Le flux %1 est bloqué&#xa0;: son opération n&apos;est pas revenue depuis %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cause so far: %1</source>
        <translation>Cause jusqu&apos;ici&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../ui/ChartMarks.cpp" line="-329"/>
        <source>partial — stopped, %1 MiB dirty</source>
        <translation>partiel — arrêté, %1 MiB non écrits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partial — stopped before the flush</source>
        <translation>partiel — arrêté avant le vidage</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>ongoing %1: into RAM</source>
        <translation>en cours %1&#xa0;: vers la RAM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>effective %1: on disk, incl. flush</source>
        <translation>effectif %1&#xa0;: sur le disque, vidage compris</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The device&apos;s write rate fell at %1 s from %2 to %3 and stayed there (a write cache filled, or a thermal throttle): projections use the rate after it</source>
        <translation>Le débit d&apos;écriture du périphérique a chuté à %1 s de %2 à %3 et y est resté (un cache d&apos;écriture plein, ou un bridage thermique)&#xa0;: les projections utilisent le débit d&apos;après</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>device rate fell: %1 → %2 %3</source>
        <translation>chute du débit périphérique&#xa0;: %1 → %2 %3</translation>
    </message>
    <message>
        <location line="+177"/>
        <source>device limit</source>
        <translation>limite du périphérique</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cgroup limit</source>
        <translation>limite du cgroup</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>below the global limit</source>
        <translation>sous la limite globale</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Throttle ceiling %1, above this axis: the kernel holds writers back in balance_dirty_pages only when Dirty+Writeback reaches it</source>
        <translation>Plafond de limitation %1, au-dessus de cet axe&#xa0;: le noyau ne retient les écrivains dans balance_dirty_pages que lorsque Dirty+Writeback l&apos;atteint</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>throttle ceiling %1 ↑</source>
        <translation>plafond de limitation %1 ↑</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>stream %1 blocked %2</source>
        <translation>flux %1 bloqué depuis %2</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Overrun: stream %1 lost %2 at %3 s</source>
        <translation>Débordement&#xa0;: le flux %1 a perdu %2 à %3 s</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n overruns from %1 s to %2 s: %3 lost (streams %4)</source>
        <translation>
            <numerusform>%n débordement de %1 s à %2 s&#xa0;: %3 perdus (flux %4)</numerusform>
            <numerusform>%n débordements de %1 s à %2 s&#xa0;: %3 perdus (flux %4)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/ChartStrips.cpp" line="+83"/>
        <source>Stalls: every operation that took longer than %1, as a block over its time</source>
        <translation>Blocages&#xa0;: chaque opération ayant duré plus de %1, sous forme de bloc sur sa durée</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>stalls</source>
        <translation>blocages</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>I/O pressure: share of each moment in which some task waited for I/O (stronger colour = more)</source>
        <translation>Pression d&apos;E/S&#xa0;: part de chaque instant pendant laquelle une tâche attendait des E/S (couleur plus intense = plus)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+38"/>
        <source>I/O pressure</source>
        <translation>Pression d&apos;E/S</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Fullest stream buffer (pale empty, strong full; an overrun loses data)</source>
        <translation>Tampon de flux le plus plein (pâle vide, intense plein&#xa0;; un débordement perd des données)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Buffer fill of stream %1 (pale empty, strong full; an overrun loses data)</source>
        <translation>Remplissage du tampon du flux %1 (pâle vide, intense plein&#xa0;; un débordement perd des données)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>0 %</source>
        <translation>0&#xa0;%</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>100 %</source>
        <translation>100&#xa0;%</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>buffer fill (max)</source>
        <translation>remplissage du tampon (max)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+27"/>
        <source>buffer fill</source>
        <translation>remplissage du tampon</translation>
    </message>
    <message>
        <location filename="../ui/ChartText.cpp" line="-29"/>
        <source>custom</source>
        <translation>personnalisé</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+5"/>
        <source>%1 per stream</source>
        <translation>%1 par flux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 per pass</source>
        <translation>%1 par passe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 blocks</source>
        <translation>blocs de %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source> on %1</source>
        <translation> sur %1</translation>
    </message>
    <message>
        <location filename="../ui/LiveChart.cpp" line="+519"/>
        <source>StreamScope chart</source>
        <translation>Graphique StreamScope</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot write %1</source>
        <translation>impossible d&apos;écrire %1</translation>
    </message>
    <message>
        <location filename="../ui/OffScaleMarks.cpp" line="+2"/>
        <source>%1 off scale: up to %2 at %3 s (“Fit all” shows it)</source>
        <translation>%1 hors échelle&#xa0;: jusqu&apos;à %2 à %3 s («&#xa0;Tout ajuster&#xa0;» l&apos;affiche)</translation>
    </message>
</context>
<context>
    <name>LiveRun</name>
    <message>
        <location filename="../ui/LiveRun.cpp" line="+14"/>
        <source>creating</source>
        <translation>création</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>writing</source>
        <translation>écriture</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>flushing</source>
        <translation>vidage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reading</source>
        <translation>lecture</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>starting</source>
        <translation>démarrage</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>capacity search starting</source>
        <translation>démarrage de la recherche de capacité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity search starting…</source>
        <translation>Démarrage de la recherche de capacité…</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%1, %n host(s) together</source>
        <translation>
            <numerusform>%1, %n hôte ensemble</numerusform>
            <numerusform>%1, %n hôtes ensemble</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, host %2 of %3</source>
        <translation>%1, hôte %2 sur %3</translation>
    </message>
    <message numerus="yes">
        <location line="+76"/>
        <source>step %1 of ≤ %2, %n stream(s)</source>
        <translation>
            <numerusform>étape %1 sur ≤ %2, %n flux</numerusform>
            <numerusform>étape %1 sur ≤ %2, %n flux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>capacity step %1, %n stream(s)</source>
        <translation>
            <numerusform>étape de capacité %1, %n flux</numerusform>
            <numerusform>étape de capacité %1, %n flux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-161"/>
        <source>Capacity search, step %1: trying %n stream(s)…</source>
        <translation>
            <numerusform>Recherche de capacité, étape %1&#xa0;: essai avec %n flux…</numerusform>
            <numerusform>Recherche de capacité, étape %1&#xa0;: essai avec %n flux…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Stopping: the capacity search ends after its current operation and removes its files…</source>
        <translation>Arrêt&#xa0;: la recherche de capacité se termine après son opération en cours et supprime ses fichiers…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopping: the run ends after its current operation and removes its files…</source>
        <translation>Arrêt&#xa0;: l&apos;exécution se termine après son opération en cours et supprime ses fichiers…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Running…</source>
        <translation>Exécution…</translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>%1, pass %2 of %3 (%n stream(s))</source>
        <translation>
            <numerusform>%1, passe %2 sur %3 (%n flux)</numerusform>
            <numerusform>%1, passe %2 sur %3 (%n flux)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 (%n stream(s))</source>
        <translation>
            <numerusform>%1 (%n flux)</numerusform>
            <numerusform>%1 (%n flux)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, target %2 of %3</source>
        <translation>%1, cible %2 sur %3</translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>Capacity search, step %1 (%n stream(s)): %2</source>
        <translation>
            <numerusform>Recherche de capacité, étape %1 (%n flux)&#xa0;: %2</numerusform>
            <numerusform>Recherche de capacité, étape %1 (%n flux)&#xa0;: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveStream</name>
    <message>
        <location filename="../core/LiveStream.cpp" line="+111"/>
        <source>&quot;%1&quot; %2</source>
        <translation>«&#xa0;%1&#xa0;» %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>is missing or not a number from %1 to %2</source>
        <translation>est absent ou n&apos;est pas un nombre de %1 à %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>is not a whole number</source>
        <translation>n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>is missing or not a list of streams</source>
        <translation>est absent ou n&apos;est pas une liste de flux</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>holds a value that is not a number</source>
        <translation>contient une valeur qui n&apos;est pas un nombre</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>is missing or not a string</source>
        <translation>est absent ou n&apos;est pas une chaîne</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>is missing or not an object</source>
        <translation>est absent ou n&apos;est pas un objet</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+45"/>
        <source>is missing or not a list</source>
        <translation>est absent ou n&apos;est pas une liste</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>names no phase</source>
        <translation>ne nomme aucune phase</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>holds an entry that is not an ascending [bucket, count] pair</source>
        <translation>contient une entrée qui n&apos;est pas une paire [bucket, count] croissante</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>line %1: longer than %2 bytes</source>
        <translation>ligne %1&#xa0;: plus longue que %2 octets</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: the stream ends in the middle of a line</source>
        <translation>ligne %1&#xa0;: le flux en direct s&apos;arrête au milieu d&apos;une ligne</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not JSON (%1 at byte %2)</source>
        <translation>pas du JSON (%1 à l&apos;octet %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not a JSON object</source>
        <translation>pas un objet JSON</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the stream does not begin with a &quot;hello&quot; line; is this a StreamScope live stream?</source>
        <translation>le flux ne commence pas par une ligne «&#xa0;hello&#xa0;»&#xa0;; est-ce bien un flux en direct StreamScope&#xa0;?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; is not a StreamScope live stream schema</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un schéma de flux en direct StreamScope</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the stream is %1 (StreamScope %2); this StreamScope %3 reads %4</source>
        <translation>le flux est au format %1 (StreamScope %2)&#xa0;; ce StreamScope %3 lit %4</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>an event after the final report</source>
        <translation>un événement après le rapport final</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&quot;samples&quot; holds an entry that is not an object</source>
        <translation>«&#xa0;samples&#xa0;» contient une entrée qui n&apos;est pas un objet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&quot;blocked&quot; holds an entry that is not an object</source>
        <translation>«&#xa0;blocked&#xa0;» contient une entrée qui n&apos;est pas un objet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;blocked&quot; names an unknown cause</source>
        <translation>«&#xa0;blocked&#xa0;» nomme une cause inconnue</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;started_at&quot; is not a date and time</source>
        <translation>«&#xa0;started_at&#xa0;» n&apos;est pas une date et une heure</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&quot;phase&quot; names no phase</source>
        <translation>«&#xa0;phase&#xa0;» ne nomme aucune phase</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>&quot;is_dir&quot; or &quot;writable&quot; is missing or not true or false</source>
        <translation>«&#xa0;is_dir&#xa0;» ou «&#xa0;writable&#xa0;» est absent ou n&apos;est ni true ni false</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>a second &quot;hello&quot; line</source>
        <translation>une deuxième ligne «&#xa0;hello&#xa0;»</translation>
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
        <translation>Recherche de capacité du %1&#xa0;: ses étapes sont dans l’onglet Capacité ci-dessous (les débits des étapes au fil du temps ne sont pas enregistrés)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+3"/>
        <source>Stalls</source>
        <translation>Blocages</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stalls (%1)</source>
        <translation>Blocages (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Latency</source>
        <translation>Latence</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Ready.</source>
        <translation>Prêt.</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+161"/>
        <source>Start the run (Ctrl+R)</source>
        <translation>Démarrer l&apos;exécution (Ctrl+R)</translation>
    </message>
    <message>
        <location line="-159"/>
        <source>S&amp;top</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the run; its files are removed (Esc)</source>
        <translation>Arrêter l&apos;exécution&#xa0;; ses fichiers sont supprimés (Échap)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find &amp;Capacity</source>
        <translation>Rechercher la &amp;capacité</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Open Report…</source>
        <translation>&amp;Ouvrir un rapport…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save Chart…</source>
        <translation>Enregistrer le &amp;graphique…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the chart as PNG or SVG (Ctrl+S)</source>
        <translation>Enregistrer le graphique en PNG ou SVG (Ctrl+S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save C&amp;apacity Chart…</source>
        <translation>Enregistrer le graphique de &amp;capacité…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the capacity search&apos;s chart as PNG</source>
        <translation>Enregistrer le graphique de la recherche de capacité en PNG</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;Report (JSON)…</source>
        <translation>Exporter le &amp;rapport (JSON)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;Time Series (CSV)…</source>
        <translation>Exporter la série &amp;temporelle (CSV)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Reset Zoom</source>
        <translation>&amp;Réinitialiser le zoom</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Run</source>
        <translation>&amp;Exécution</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About StreamScope</source>
        <translation>À &amp;propos de StreamScope</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About StreamScope</source>
        <translation>À propos de StreamScope</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;&lt;b&gt;StreamScope %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Shows live how a disk and filesystem cope with many parallel streams of writes and reads: per-stream and total rates, the ongoing rate a program sees and the effective rate that reached the disk, the flush tail between them, what the device and the page cache really do, and every stall.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;StreamScope %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Montre en direct comment un disque et un système de fichiers supportent de nombreux flux parallèles d&apos;écritures et de lectures&#xa0;: débits par flux et total, le débit en cours que voit un programme et le débit effectif qui a atteint le disque, la queue de vidage entre les deux, ce que font réellement le périphérique et le cache de pages, et chaque blocage.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Fix the settings marked in red first: %1</source>
        <translation>Corrigez d&apos;abord les paramètres marqués en rouge&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Find how many streams of this rate the first target directory records without losing data: 1, 2, 4… streams until one overruns, then bisect (Ctrl+Shift+R)</source>
        <translation>Trouver combien de flux de ce débit le premier répertoire cible enregistre sans perte de données&#xa0;: 1, 2, 4… flux jusqu&apos;à ce que l&apos;un déborde, puis dichotomie (Ctrl+Maj+R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find Capacity needs: %1</source>
        <translation>Rechercher la capacité nécessite&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../ui/MainWindowRuns.cpp" line="+33"/>
        <source>Cannot start: %1</source>
        <translation>Impossible de démarrer&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot start: %1 is missing; it runs this machine&apos;s directories beside remote ones</source>
        <translation>Impossible de démarrer&#xa0;: %1 est absent&#xa0;; il exécute les répertoires de cette machine à côté des cibles distantes</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Connecting to %n host(s); they start together once all are ready…</source>
        <translation>
            <numerusform>Connexion à %n hôte&#xa0;; il démarre dès qu&apos;il est prêt…</numerusform>
            <numerusform>Connexion à %n hôtes&#xa0;; ils démarrent ensemble dès que tous sont prêts…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Running on %n host(s), one after another…</source>
        <translation>
            <numerusform>Exécution sur %n hôte, l&apos;un après l&apos;autre…</numerusform>
            <numerusform>Exécution sur %n hôtes, l&apos;un après l&apos;autre…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>fix the settings marked in red first (%1)</source>
        <translation>corriger d&apos;abord les paramètres marqués en rouge (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a directory on this machine (it does not search over ssh)</source>
        <translation>un répertoire sur cette machine (la recherche ne passe pas par ssh)</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Finished in %1; saved to the history. The window used %2 % of one CPU.</source>
        <translation>Terminé en %1&#xa0;; enregistré dans l&apos;historique. La fenêtre a utilisé %2&#xa0;% d&apos;un CPU.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="+24"/>
        <source>Reading %1…</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message numerus="yes">
        <location line="+152"/>
        <source>Stopping the runs on %n host(s); the window closes when they have ended.</source>
        <translation>
            <numerusform>Arrêt de l&apos;exécution sur %n hôte&#xa0;; la fenêtre se fermera quand elle sera terminée.</numerusform>
            <numerusform>Arrêt des exécutions sur %n hôtes&#xa0;; la fenêtre se fermera quand elles seront terminées.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Stopping the run on %1; the window closes when it has ended.</source>
        <translation>Arrêt de l&apos;exécution sur %1&#xa0;; la fenêtre se fermera quand elle sera terminée.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindowRuns.cpp" line="-117"/>
        <source>Cannot search the capacity: it needs %1.</source>
        <translation>Impossible de rechercher la capacité&#xa0;: il faut %1.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Found leftovers of StreamScope runs that did not finish: %1</source>
        <translation>Restes d&apos;exécutions StreamScope inachevées trouvés&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leftovers of earlier runs</source>
        <translation>Restes d&apos;exécutions précédentes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>StreamScope runs that did not finish left these behind:

%1

Remove them now? Only what those runs created is removed; a directory holding anything else is left as it is.</source>
        <translation>Des exécutions StreamScope inachevées ont laissé ceci&#xa0;:

%1

Les supprimer maintenant&#xa0;? Seul ce que ces exécutions ont créé est supprimé&#xa0;; un répertoire qui contient autre chose est laissé tel quel.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="-530"/>
        <source>Some leftovers were not removed: %1</source>
        <translation>Certains restes n&apos;ont pas été supprimés&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../ui/MainWindowRuns.cpp" line="+17"/>
        <source>Capacity search stopped; its files were removed.</source>
        <translation>Recherche de capacité arrêtée&#xa0;; ses fichiers ont été supprimés.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The capacity search failed: %1</source>
        <translation>La recherche de capacité a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="+507"/>
        <source>cannot save the settings to %1</source>
        <translation>impossible d&apos;enregistrer les réglages dans %1</translation>
    </message>
    <message>
        <location filename="../ui/MainWindowRuns.cpp" line="+33"/>
        <source>The run finished but could not be saved to the history: %1</source>
        <translation>L&apos;exécution est terminée mais n&apos;a pas pu être enregistrée dans l&apos;historique&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Finished in %1; saved to the history.</source>
        <translation>Terminé en %1&#xa0;; enregistré dans l&apos;historique.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopped; the run&apos;s files were removed.</source>
        <translation>Arrêté&#xa0;; les fichiers de l&apos;exécution ont été supprimés.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="-459"/>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Capacity</source>
        <translation>Capacité</translation>
    </message>
    <message>
        <location filename="../ui/MainWindowRuns.cpp" line="+3"/>
        <source>The run failed: %1</source>
        <translation>L&apos;exécution a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>warning: %1</source>
        <translation>avertissement&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="+330"/>
        <source>Showing the capacity search of %1.</source>
        <translation>Affichage de la recherche de capacité du %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot read a report: %1</source>
        <translation>Impossible de lire un rapport&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Showing the run of %1.</source>
        <translation>Affichage de l&apos;exécution %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Comparing %n run(s).</source>
        <translation>
            <numerusform>Comparaison de %n exécution.</numerusform>
            <numerusform>Comparaison de %n exécutions.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Open Report</source>
        <translation>Ouvrir un rapport</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>StreamScope reports (*.json);;All files (*)</source>
        <translation>Rapports StreamScope (*.json);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>OutlookText</name>
    <message>
        <location filename="../ui/OutlookText.cpp" line="+130"/>
        <location line="+12"/>
        <source>the kernel&apos;s global limit</source>
        <translation>la limite globale du noyau</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>the device&apos;s own limit (strict_limit)</source>
        <translation>la limite propre du périphérique (strict_limit)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the memory cgroup&apos;s limit (estimated)</source>
        <translation>la limite du cgroup mémoire (estimée)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a limit below the global one (the device&apos;s or the memory cgroup&apos;s)</source>
        <translation>une limite inférieure à la limite globale (celle du périphérique ou du cgroup mémoire)</translation>
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
            <numerusform>Des tampons ont débordé&#xa0;: %n débordement, données perdues</numerusform>
            <numerusform>Des tampons ont débordé&#xa0;: %n débordements, données perdues</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No verdict: could not read %1</source>
        <translation>Pas de verdict&#xa0;: impossible de lire %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>~%1</source>
        <translation>~%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the earliest %1</source>
        <translation>au plus tôt %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Writers held back; will lose data after %1</source>
        <translation>Écrivains freinés ; perte de données après %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sustained so far, but will lose data after %1</source>
        <translation>Tenu jusqu&apos;ici, mais perte de données après %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Steady state: the device writes what arrives</source>
        <translation>Régime établi : le périphérique écrit ce qui arrive</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writers held back; the device writes as fast as the streams arrive</source>
        <translation>Écrivains freinés ; le périphérique écrit aussi vite que les flux arrivent</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sustained so far; cannot tell yet whether it holds: run at least %1</source>
        <translation>Tenu jusqu&apos;ici ; impossible de dire encore si cela tient : lancer au moins %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sustained so far; cannot tell yet whether it holds</source>
        <translation>Tenu jusqu&apos;ici ; impossible de dire encore si cela tient</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Projected from what the device takes: dirty memory reaches the ceiling at (ceiling − dirty) / (arrival − device), then the stream buffers fill. The range is that of the device&apos;s slowest and fastest quarter of the window.</source>
        <translation>Projection d&apos;après ce que le périphérique absorbe : la mémoire sale atteint le plafond au bout de (plafond − sale) / (arrivée − périphérique), puis les tampons des flux se remplissent. La fourchette est celle du quart le plus lent et du quart le plus rapide de la fenêtre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The kernel holds written data back for about half a minute before it writes it to the device: a verdict needs the device to have written the run&apos;s data and caught up once.</source>
        <translation>Le noyau retient les données écrites environ une demi-minute avant de les écrire sur le périphérique : un verdict exige que le périphérique ait écrit les données de l&apos;exécution et les ait rattrapées une fois.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The run&apos;s own data was measured by its files&apos; bytes the filesystem has not placed yet and the pages under write-back (this kernel has no cachestat): other writers on the device do not count as its progress.</source>
        <translation>Les données propres de l’exécution ont été mesurées par les octets de ses fichiers que le système de fichiers n’a pas encore placés et les pages en cours d’écriture différée (ce noyau n’a pas cachestat)&#xa0;: les autres écrivains sur le périphérique ne comptent pas comme sa progression.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>the device</source>
        <translation>le périphérique</translation>
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
        <translation>bien plus que</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 wrote %2 during the run, %3 this run&apos;s %4</source>
        <translation>%1 a écrit %2 pendant l&apos;exécution, %3 les %4 de cette exécution</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 read %2 during the run, %3 this run&apos;s %4</source>
        <translation>%1 a lu %2 pendant l&apos;exécution, %3 les %4 de cette exécution</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the rest is other programs&apos; I/O (or the filesystem&apos;s own), and the device lines show all of it.</source>
        <translation>%1&#xa0;: le reste, ce sont les E/S d&apos;autres programmes (ou du système de fichiers lui-même), et les lignes du périphérique en montrent la totalité.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <location line="-131"/>
        <source>Outlook: not enough device and dirty-memory readings yet</source>
        <translation>Prévision&#xa0;: pas encore assez de mesures du périphérique et de la mémoire Dirty</translation>
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
        <translation>Arrivée (tous les flux)&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The device takes ~%1 (measured while it wrote without a pause)</source>
        <translation>Le périphérique absorbe ~%1 (mesuré pendant qu&apos;il écrivait sans pause)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The device takes ~%1 (calibrated before the run with direct writes)</source>
        <translation>Le périphérique absorbe ~%1 (étalonné avant l&apos;exécution par écritures directes)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The device takes ~%1</source>
        <translation>Le périphérique absorbe ~%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What the device takes is not known yet</source>
        <translation>Ce que le périphérique absorbe n&apos;est pas encore connu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Device writes: %1 (mean of the last %2)</source>
        <translation>Écritures du périphérique&#xa0;: %1 (moyenne des dernières %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dirty + Writeback: %1</source>
        <translation>Dirty + Writeback&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ceiling that binds: %1, set by %2</source>
        <translation>Plafond effectif&#xa0;: %1, fixé par %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The device has its own dirty limit without strict_limit: it holds writers back only above the global ceiling.</source>
        <translation>Le périphérique a sa propre limite Dirty sans strict_limit&#xa0;: il ne retient les écrivains qu&apos;au-dessus du plafond global.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The run&apos;s own data was measured by its files&apos; dirty and write-back pages (cachestat): other writers on the device do not count as its progress.</source>
        <translation>Les données propres de l’exécution ont été mesurées par les pages sales et en écriture de ses fichiers (cachestat) : les autres écrivains du périphérique ne comptent pas comme sa progression.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The run&apos;s own data was measured by what the device wrote, which counts other writers too: this kernel has no cachestat.</source>
        <translation>Les données propres de l’exécution ont été mesurées par ce que le périphérique a écrit, qui compte aussi les autres écrivains : ce noyau n’a pas cachestat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another writer used ~%1 of this device; the verdict is for what it left.</source>
        <translation>Un autre écrivain a utilisé ~%1 de ce périphérique ; le verdict vaut pour ce qu’il a laissé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Device rate fell after %1: %2 → %3</source>
        <translation>Le débit du périphérique a chuté après %1&#xa0;: %2 → %3</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <location filename="../core/Presets.cpp" line="+23"/>
        <source>VDR multi-stream write</source>
        <translation>VDR&#xa0;: écriture multiflux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed 000: N files written round-robin in 4 KiB writes by one thread, fdatasync at the end, then each file read back on its own; 1 stream, then 2 streams sharing the same total (the ext3 25.7 → 0.48 MB/s test).</source>
        <translation>Seed 000&#xa0;: N fichiers écrits en tourniquet par écritures de 4 KiB par un seul thread, fdatasync à la fin, puis chaque fichier relu séparément&#xa0;; 1 flux, puis 2 flux se partageant le même total (le test ext3 25,7 → 0,48 MB/s).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Ardour hdtest</source>
        <translation>Ardour hdtest</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed 001: 20 files written with 256 KiB blocks, buffered, one flush at the end; shows the ongoing rate running far ahead of the effective rate. Its variants: one thread per stream (its multi-threaded mode), O_SYNC, and existing files overwritten in place (&apos;notrunc&apos;).</source>
        <translation>Seed 001&#xa0;: 20 fichiers écrits par blocs de 256 KiB, en mode tamponné, un seul vidage à la fin&#xa0;; montre le débit en cours qui devance de loin le débit effectif. Ses variantes&#xa0;: un thread par flux (son mode multithread), O_SYNC, et des fichiers existants réécrits sur place («&#xa0;notrunc&#xa0;»).</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Real-time streams like a DVB video recorder: each stream receives 1 MiB/s into a 4 MiB buffer and is written in 64 KiB blocks for 60 s; a stall longer than the buffer covers loses data. A capacity search finds how many streams the disk sustains.</source>
        <translation>Flux temps réel comme un enregistreur vidéo DVB&#xa0;: chaque flux reçoit 1 MiB/s dans un tampon de 4 MiB et est écrit par blocs de 64 KiB pendant 60 s&#xa0;; un blocage plus long que ce que couvre le tampon perd des données. Une recherche de capacité trouve combien de flux le disque tient.</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>elv_test round-robin</source>
        <translation>elv_test en tourniquet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed 002: 8 files of 30 MiB created sequentially, then rewritten in place and read round-robin in 8 KiB blocks by one thread (1.05 vs 11 MB/s on 2.4.0-test9).</source>
        <translation>Seed 002&#xa0;: 8 fichiers de 30 MiB créés l&apos;un après l&apos;autre, puis réécrits sur place et lus en tourniquet par blocs de 8 KiB par un seul thread (1,05 contre 11 MB/s sur 2.4.0-test9).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Video recorder</source>
        <translation>Enregistreur vidéo</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Audio workstation</source>
        <translation>Station audionumérique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Real-time streams like a multitrack audio recorder: 24 tracks of 48 kHz × 24-bit (0.1373 MiB/s each), 64 KiB writes from a 1 MiB buffer per track, 60 s.</source>
        <translation>Flux temps réel comme un enregistreur audio multipiste&#xa0;: 24 pistes de 48 kHz × 24 bits (0,1373 MiB/s chacune), écritures de 64 KiB depuis un tampon de 1 MiB par piste, 60 s.</translation>
    </message>
</context>
<context>
    <name>RemoteCommand</name>
    <message>
        <location filename="../core/RemoteCommand.cpp" line="+40"/>
        <source>give user@host:/dir or host:/dir</source>
        <translation>écrivez user@host:/dir ou host:/dir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no host before the colon; %1</source>
        <translation>aucun hôte avant les deux-points&#xa0;; %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the host &quot;%1&quot; begins with &quot;-&quot;, which ssh would take for an option; %2</source>
        <translation>l&apos;hôte «&#xa0;%1&#xa0;» commence par «&#xa0;-&#xa0;», que ssh prendrait pour une option&#xa0;; %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the host &quot;%1&quot; holds a space or a control character; %2</source>
        <translation>l&apos;hôte «&#xa0;%1&#xa0;» contient un espace ou un caractère de contrôle&#xa0;; %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the host &quot;%1&quot; holds &quot;%2&quot;, which no host name or ssh alias has; %3</source>
        <translation>l&apos;hôte «&#xa0;%1&#xa0;» contient «&#xa0;%2&#xa0;», qu&apos;aucun nom d&apos;hôte ni alias ssh ne comporte&#xa0;; %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an IPv6 address in brackets cannot be given here; name the host in your ssh config (Host name, HostName address) and give name:/dir</source>
        <translation>une adresse IPv6 entre crochets ne peut pas être indiquée ici&#xa0;; nommez l&apos;hôte dans votre configuration ssh (Host nom, HostName adresse) et indiquez nom:/dir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no user name before &quot;@&quot; in &quot;%1&quot;; %2</source>
        <translation>aucun nom d&apos;utilisateur avant «&#xa0;@&#xa0;» dans «&#xa0;%1&#xa0;»&#xa0;; %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no host name after &quot;@&quot; in &quot;%1&quot;; %2</source>
        <translation>aucun nom d&apos;hôte après «&#xa0;@&#xa0;» dans «&#xa0;%1&#xa0;»&#xa0;; %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the host name &quot;%1&quot; begins with &quot;-&quot;, which ssh would take for an option; %2</source>
        <translation>le nom d&apos;hôte «&#xa0;%1&#xa0;» commence par «&#xa0;-&#xa0;», que ssh prendrait pour une option&#xa0;; %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no directory after &quot;%1:&quot;; %2</source>
        <translation>aucun répertoire après «&#xa0;%1:&#xa0;»&#xa0;; %2</translation>
    </message>
</context>
<context>
    <name>RemoteProbe</name>
    <message>
        <location filename="../core/RemoteProbe.cpp" line="+29"/>
        <source>%1: cannot start &quot;%2&quot;: %3</source>
        <translation>%1&#xa0;: impossible de lancer «&#xa0;%2&#xa0;»&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1: no answer within %2 s; is the host reachable over ssh?</source>
        <translation>%1&#xa0;: aucune réponse en %2 s&#xa0;; l&apos;hôte est-il joignable par ssh&#xa0;?</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+12"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: streamscope-cli %2 there (the same version as here) ended with exit status %3 before probing: %4</source>
        <translation>%1&#xa0;: streamscope-cli %2 sur cet hôte (la même version qu&apos;ici) s&apos;est terminé avec le code de sortie %3 avant toute vérification&#xa0;: %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it said nothing on standard error</source>
        <translation>il n&apos;a rien écrit sur la sortie d&apos;erreur standard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 runs streamscope-cli %2, which cannot probe directories for this StreamScope %3; install StreamScope %3 there</source>
        <translation>%1 exécute streamscope-cli %2, qui ne peut pas vérifier de répertoires pour ce StreamScope %3&#xa0;; installez-y StreamScope %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the remote command ended (exit status %2) without probing: %3</source>
        <translation>%1&#xa0;: la commande distante s&apos;est terminée (code de sortie %2) sans rien vérifier&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: the connection ended before every directory was probed (%2)</source>
        <translation>%1&#xa0;: la connexion s&apos;est terminée avant que tous les répertoires soient vérifiés (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ssh exit status %1</source>
        <translation>code de sortie ssh %1</translation>
    </message>
</context>
<context>
    <name>RemoteRun</name>
    <message>
        <location filename="../core/RemoteRun.cpp" line="+24"/>
        <source>%1: cannot start &quot;%2&quot;: %3</source>
        <translation>%1&#xa0;: impossible de lancer «&#xa0;%2&#xa0;»&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>%1: silent since %2 (nothing for %3 s, --host-timeout %3): given up, its ssh ended; the other hosts&apos; results are kept, and the host removes its run directory when it runs again</source>
        <translation>%1&#xa0;: silencieux depuis %2 (rien reçu depuis %3 s, --host-timeout %3)&#xa0;: abandonné, sa session ssh a été fermée&#xa0;; les résultats des autres hôtes sont conservés, et l&apos;hôte supprimera son répertoire d&apos;exécution lors de sa prochaine exécution</translation>
    </message>
    <message>
        <location line="+57"/>
        <location line="+79"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../core/RemoteHandshake.cpp" line="+29"/>
        <source>%1: ssh could not run the remote command: %2</source>
        <translation>%1&#xa0;: ssh n&apos;a pas pu exécuter la commande distante&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: there is no streamscope-cli at &quot;%2&quot; (the remote shell said: %3); install StreamScope %4 there, or set the remote command&apos;s path</source>
        <translation>%1&#xa0;: il n&apos;y a pas de streamscope-cli à «&#xa0;%2&#xa0;» (le shell distant a répondu&#xa0;: %3)&#xa0;; installez-y StreamScope %4, ou réglez le chemin de la commande distante</translation>
    </message>
    <message>
        <location filename="../core/RemoteRun.cpp" line="-71"/>
        <source>%1 runs streamscope-cli %2, which sends no heartbeat: if the host goes silent (stopped, hung, cut off) this run is not given up after --host-timeout; install StreamScope %3 there</source>
        <translation>%1 exécute streamscope-cli %2, qui n&apos;envoie aucun signal de vie&#xa0;: si l&apos;hôte devient silencieux (arrêté, bloqué, coupé), cette exécution n&apos;est pas abandonnée après --host-timeout&#xa0;; installez-y StreamScope %3</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>it said nothing on standard error</source>
        <translation>il n&apos;a rien écrit sur la sortie d&apos;erreur standard</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: streamscope-cli %2 there (the same version as here) ended with exit status %3 before starting a run: %4</source>
        <translation>%1&#xa0;: streamscope-cli %2 sur cet hôte (la même version qu&apos;ici) s&apos;est terminé avec le code de sortie %3 avant de démarrer une exécution&#xa0;: %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 runs streamscope-cli %2, which cannot stream a run to this StreamScope %3 (it needs %4; exit status %5: %6); install StreamScope %3 there</source>
        <translation>%1 exécute streamscope-cli %2, qui ne peut pas transmettre d&apos;exécution en direct à ce StreamScope %3 (il lui faut %4&#xa0;; code de sortie %5&#xa0;: %6)&#xa0;; installez-y StreamScope %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the remote command ended (exit status %2) without starting a run: %3</source>
        <translation>%1&#xa0;: la commande distante s&apos;est terminée (code de sortie %2) sans démarrer d&apos;exécution&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: streamscope-cli ended (exit status %2) without starting a run: %3</source>
        <translation>%1&#xa0;: streamscope-cli s&apos;est terminé (code de sortie %2) sans démarrer d&apos;exécution&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: the connection ended before the run&apos;s report (%2)</source>
        <translation>%1&#xa0;: la connexion s&apos;est terminée avant le rapport de l&apos;exécution (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ssh exit status %1</source>
        <translation>code de sortie ssh %1</translation>
    </message>
</context>
<context>
    <name>RemoteSession</name>
    <message>
        <location filename="../ui/RemoteSession.cpp" line="+82"/>
        <source>%1: the connection ended before the run&apos;s report</source>
        <translation>%1&#xa0;: la connexion s&apos;est terminée avant le rapport de l&apos;exécution</translation>
    </message>
</context>
<context>
    <name>RemoteSettingsBox</name>
    <message>
        <location filename="../ui/RemoteSettingsBox.cpp" line="+11"/>
        <source>Remote targets (user@host:/dir)</source>
        <translation>Cibles distantes (user@host:/dir)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>e.g. -p 2222 -i ~/.ssh/bench_key</source>
        <translation>p. ex. -p 2222 -i ~/.ssh/bench_key</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ssh program that reaches remote targets; your own ssh configuration, agent, keys and known hosts apply.</source>
        <translation>Le programme ssh qui atteint les cibles distantes&#xa0;; votre propre configuration ssh, votre agent, vos clés et vos hôtes connus s&apos;appliquent.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra options for ssh, given before everything else, quoted as in a shell.</source>
        <translation>Options supplémentaires pour ssh, passées avant tout le reste, avec les guillemets d&apos;un shell.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The streamscope-cli to run on the remote hosts: a name on their PATH or a path (~/ for the remote home). It must be the same StreamScope version as this one.</source>
        <translation>Le streamscope-cli à lancer sur les hôtes distants&#xa0;: un nom dans leur PATH ou un chemin (~/ pour le répertoire personnel distant). Il doit s&apos;agir de la même version de StreamScope que celle-ci.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ss&amp;h program:</source>
        <translation>Programme ss&amp;h&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ssh &amp;options:</source>
        <translation>&amp;Options ssh&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote &amp;CLI:</source>
        <translation>&amp;CLI distant&#xa0;:</translation>
    </message>
</context>
<context>
    <name>RemoteTargetDialog</name>
    <message>
        <location filename="../ui/RemoteTargetDialog.cpp" line="+19"/>
        <source>Directory on another machine</source>
        <translation>Répertoire sur une autre machine</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>user@host, or a Host of your ssh config</source>
        <translation>utilisateur@hôte, ou un Host de votre configuration ssh</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>/srv/recordings</source>
        <translation>/srv/enregistrements</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The run goes over your ssh: the host needs streamscope-cli (its path is set under Remote targets) and a key or agent, as ssh asks for no password here.</source>
        <translation>L’exécution passe par votre ssh&#xa0;: l’hôte a besoin de streamscope-cli (son chemin se règle sous Cibles distantes) et d’une clé ou d’un agent, car ssh ne demande ici aucun mot de passe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Host:</source>
        <translation>&amp;Hôte&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Directory on the host:</source>
        <translation>&amp;Répertoire sur l’hôte&#xa0;:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>give the host and the directory</source>
        <translation>indiquez l’hôte et le répertoire</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the host &quot;%1&quot; holds &quot;:&quot; or &quot;/&quot;, which no host name or ssh alias has</source>
        <translation>l’hôte «&#xa0;%1&#xa0;» contient «&#xa0;:&#xa0;» ou «&#xa0;/&#xa0;», ce qu’aucun nom d’hôte ni alias ssh ne contient</translation>
    </message>
</context>
<context>
    <name>Residency</name>
    <message>
        <location filename="../core/Residency.cpp" line="+61"/>
        <source>mmap for mincore failed: %1</source>
        <translation>mmap pour mincore a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>mincore failed: %1</source>
        <translation>mincore a échoué&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <location filename="../ui/ResultsModel.cpp" line="+26"/>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Streams</source>
        <translation>Flux</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Write
p99</source>
        <translation>Écriture
p99</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write
max</source>
        <translation>Écriture
max</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flush/sync
max</source>
        <translation>Vidage/sync
max</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read
p99</source>
        <translation>Lecture
p99</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read
max</source>
        <translation>Lecture
max</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stalls</source>
        <translation>Blocages</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Overruns</source>
        <translation>Débordements</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Flush
tail s</source>
        <translation>Queue de
vidage s</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Create
%1</source>
        <translation>Création
%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write %1
(effective)</source>
        <translation>Écriture %1
(effectif)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ongoing
%1</source>
        <translation>En cours
%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read
%1</source>
        <translation>Lecture
%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Device
wrote MiB</source>
        <translation>Périphérique
écrit MiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device
read MiB</source>
        <translation>Périphérique
lu MiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peak dirty
MiB</source>
        <translation>Pic Dirty
MiB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lost
MiB</source>
        <translation>Perdu
MiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worst
buffer %</source>
        <translation>Tampon le
plus plein&#xa0;%</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Effective rate of the create phase (files written one after another, then flushed)</source>
        <translation>Débit effectif de la phase de création (fichiers écrits l&apos;un après l&apos;autre, puis vidés)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Effective write rate: bytes / time including the final flush and close</source>
        <translation>Débit d&apos;écriture effectif&#xa0;: octets / temps, vidage final et fermeture compris</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ongoing write rate: bytes / time until the last write() returned, without the flush; the gap to the effective rate is data that was still in RAM</source>
        <translation>Débit d&apos;écriture en cours&#xa0;: octets / temps jusqu&apos;au retour du dernier write(), sans le vidage&#xa0;; l&apos;écart avec le débit effectif correspond aux données encore en RAM</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time from the last write() to the data being on disk (fdatasync + close)</source>
        <translation>Temps entre le dernier write() et l&apos;arrivée des données sur le disque (fdatasync + close)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Effective read rate</source>
        <translation>Débit de lecture effectif</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Latency of each write() call</source>
        <translation>Latence de chaque appel write()</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Longest fdatasync of the pass; a stall counted there shows here, not in the write latency</source>
        <translation>fdatasync le plus long de la passe&#xa0;; un blocage compté là apparaît ici, pas dans la latence d&apos;écriture</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Operations slower than the stall threshold, all phases</source>
        <translation>Opérations plus lentes que le seuil de blocage, toutes phases confondues</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the block device itself moved during the phases (from its counters)</source>
        <translation>Ce que le périphérique bloc a lui-même transféré pendant les phases (d&apos;après ses compteurs)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Highest Dirty + Writeback memory during the pass</source>
        <translation>Mémoire Dirty + Writeback maximale pendant la passe</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>stopped before the flush: %1 MiB still dirty</source>
        <translation>arrêté avant le vidage&#xa0;: %1 MiB encore non écrits</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped before the flush: no effective rate</source>
        <translation>arrêté avant le vidage&#xa0;: pas de débit effectif</translation>
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
        <translation>%1 · arrêté</translation>
    </message>
</context>
<context>
    <name>ResultsPane</name>
    <message>
        <location filename="../ui/ResultsPane.cpp" line="+23"/>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Not shown at this width: %1 (Copy Table as Text has every column).</source>
        <translation>Non affiché à cette largeur : %1 (Copier le tableau en texte contient toutes les colonnes).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Comparison tables</source>
        <translation>Tableaux de comparaison</translation>
    </message>
</context>
<context>
    <name>ResultsTable</name>
    <message>
        <location filename="../ui/ResultsModel.cpp" line="+119"/>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One row per target and stream count: effective write and read rates, ongoing rate, flush tail, latencies and stalls. Ctrl+C copies the selected rows as text.</source>
        <translation>Une ligne par cible et par nombre de flux&#xa0;: débits d&apos;écriture et de lecture effectifs, débit en cours, queue de vidage, latences et blocages. Ctrl+C copie les lignes sélectionnées en texte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copy Table as Text</source>
        <translation>Copier le tableau en texte</translation>
    </message>
</context>
<context>
    <name>RunConfig</name>
    <message>
        <location filename="../core/RunConfig.cpp" line="+242"/>
        <source>no target directory given; name the directory to test with --dir DIR</source>
        <translation>aucun répertoire cible donné&#xa0;; indiquez le répertoire à tester avec --dir RÉP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a target directory is empty; give a path such as /mnt/data</source>
        <translation>un répertoire cible est vide&#xa0;; donnez un chemin comme /mnt/data</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no stream count given; use for example --streams 1,2</source>
        <translation>aucun nombre de flux donné&#xa0;; utilisez par exemple --streams 1,2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>stream count %1 is out of range; use %2 to %3</source>
        <translation>le nombre de flux %1 est hors limites&#xa0;; utilisez de %2 à %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>block size %1 is out of range; use 512 bytes to 64 MiB (for example 4k or 1M)</source>
        <translation>la taille de bloc %1 est hors limites&#xa0;; utilisez de 512 octets à 64 MiB (par exemple 4k ou 1M)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no data size given; use --size (per stream) or --total (split across streams)</source>
        <translation>aucune taille de données donnée&#xa0;; utilisez --size (par flux) ou --total (réparti entre les flux)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>with %1 streams each file gets %2, less than one block of %3; use a larger size or a smaller block</source>
        <translation>avec %1 flux, chaque fichier reçoit %2, moins qu&apos;un bloc de %3&#xa0;; utilisez une taille plus grande ou un bloc plus petit</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>flush every:SIZE needs a positive size, for example every:16M</source>
        <translation>flush every:TAILLE nécessite une taille positive, par exemple every:16M</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>flush every %1 is not a multiple of the block size %2; use a multiple of the block size</source>
        <translation>flush every %1 n&apos;est pas un multiple de la taille de bloc %2&#xa0;; utilisez un multiple de la taille de bloc</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sampling interval %1 is out of range; use 10ms to 10s</source>
        <translation>l&apos;intervalle d&apos;échantillonnage %1 est hors limites&#xa0;; utilisez de 10ms à 10s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>stall threshold %1 is out of range; use 1ms to 1h</source>
        <translation>le seuil de blocage %1 est hors limites&#xa0;; utilisez de 1ms à 1h</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>stream rate %1 is not usable; give a positive rate such as 1MiB/s</source>
        <translation>le débit de flux %1 est inutilisable&#xa0;; donnez un débit positif comme 1MiB/s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 rates are given for %2 streams; give one rate for all streams or one per stream</source>
        <translation>%1 débits sont donnés pour %2 flux&#xa0;; donnez un débit pour tous les flux ou un par flux</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>buffer %1 is smaller than one block (%2); a stream buffer must hold at least one block</source>
        <translation>le tampon %1 est plus petit qu&apos;un bloc (%2)&#xa0;; un tampon de flux doit contenir au moins un bloc</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>duration is negative; give a length such as 60s</source>
        <translation>la durée est négative&#xa0;; donnez une durée comme 60s</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>both a size per stream (%1) and a total size (%2) are given; use only one of --size and --total</source>
        <translation>une taille par flux (%1) et une taille totale (%2) sont données toutes les deux&#xa0;; utilisez seulement --size ou --total</translation>
    </message>
    <message>
        <location line="-155"/>
        <source>flush &quot;%1&quot; is not understood; use end, none or every:SIZE (for example every:16M)</source>
        <translation>flush «&#xa0;%1&#xa0;» n&apos;est pas compris&#xa0;; utilisez end, none ou every:TAILLE (par exemple every:16M)</translation>
    </message>
    <message>
        <location line="+163"/>
        <source>size %1 is negative; sizes are positive, such as 64M</source>
        <translation>la taille %1 est négative&#xa0;; les tailles sont positives, comme 64M</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>total %1 is negative; sizes are positive, such as 64M</source>
        <translation>le total %1 est négatif&#xa0;; les tailles sont positives, comme 64M</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 %2 with %3 streams is more data than any filesystem holds (over %4); use a smaller %1</source>
        <translation>%1 %2 avec %3 flux représente plus de données qu&apos;aucun système de fichiers ne peut contenir (plus de %4)&#xa0;; utilisez un %1 plus petit</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>size %1 is not a whole number of %2 blocks; choose a multiple of the block size</source>
        <translation>la taille %1 n&apos;est pas un nombre entier de blocs de %2&#xa0;; choisissez un multiple de la taille de bloc</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>--rate %1 for --duration %2 is more data than any filesystem holds (over %3 in a pass); use a shorter --duration or a lower --rate</source>
        <translation>--rate %1 pendant --duration %2 représente plus de données qu&apos;aucun système de fichiers ne peut contenir (plus de %3 par passe)&#xa0;; utilisez une --duration plus courte ou une --rate plus basse</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>at --rate %1 a stream gets %2 in --duration %3, less than one block of %4, so nothing would be written; use a longer --duration or a higher --rate</source>
        <translation>à --rate %1, un flux reçoit %2 en --duration %3, moins qu&apos;un bloc de %4, donc rien ne serait écrit&#xa0;; utilisez une --duration plus longue ou une --rate plus élevée</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>at --rate %1 a stream records %2 in --duration %3, which its --buffer %4 holds even if the disk writes nothing, so no overrun could show; use a --duration longer than %5 or a smaller --buffer</source>
        <translation>à --rate %1 un flux enregistre %2 en --duration %3, ce que son --buffer %4 contient même si le disque n&apos;écrit rien&#xa0;; aucun débordement ne pourrait donc apparaître. Utilisez une --duration supérieure à %5 ou un --buffer plus petit</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (modified)</source>
        <comment>a preset with a field changed</comment>
        <translation>%1 (modifié)</translation>
    </message>
    <message>
        <location line="+177"/>
        <source>at --rate %1 writing %2 per stream would take longer than %3 years; use a higher --rate or a smaller size</source>
        <translation>à --rate %1, écrire %2 par flux prendrait plus de %3 ans&#xa0;; utilisez une --rate plus élevée ou une taille plus petite</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--duration %1 needs stream rates; add --rate (for example --rate 1MiB/s)</source>
        <translation>--duration %1 nécessite des débits de flux&#xa0;; ajoutez --rate (par exemple --rate 1MiB/s)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--buffer %1 needs stream rates; add --rate (for example --rate 1MiB/s)</source>
        <translation>--buffer %1 nécessite des débits de flux&#xa0;; ajoutez --rate (par exemple --rate 1MiB/s)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--confirm needs --duration: it runs on past the duration</source>
        <translation>--confirm nécessite --duration&#xa0;: il continue au-delà de la durée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the --confirm cap %1 is shorter than --duration %2</source>
        <translation>la limite %1 de --confirm est plus courte que --duration %2</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>config: &quot;preset&quot; must be text</source>
        <translation>configuration&#xa0;: «&#xa0;preset&#xa0;» doit être du texte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>config: &quot;preset_modified&quot; must be true or false</source>
        <translation>configuration&#xa0;: «&#xa0;preset_modified&#xa0;» doit être true ou false</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>config: &quot;dirs&quot; must be a list of directories</source>
        <translation>configuration&#xa0;: «&#xa0;dirs&#xa0;» doit être une liste de répertoires</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>config: &quot;dirs&quot; must contain only strings</source>
        <translation>configuration&#xa0;: «&#xa0;dirs&#xa0;» ne doit contenir que des chaînes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>config: &quot;streams&quot; must be a list of stream counts</source>
        <translation>configuration&#xa0;: «&#xa0;streams&#xa0;» doit être une liste de nombres de flux</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>config: &quot;streams&quot; holds a value that is not a stream count from 1 to 1024</source>
        <translation>configuration&#xa0;: «&#xa0;streams&#xa0;» contient une valeur qui n&apos;est pas un nombre de flux de 1 à 1024</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>config: size_bytes, total_bytes and block_bytes must be whole non-negative numbers</source>
        <translation>configuration&#xa0;: size_bytes, total_bytes et block_bytes doivent être des nombres entiers positifs ou nuls</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>config: schedule, mode, prepare or read has an unknown value</source>
        <translation>configuration&#xa0;: schedule, mode, prepare ou read a une valeur inconnue</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>config: %1</source>
        <translation>configuration&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>config: interval_s, stall_s and duration_s must be non-negative numbers of seconds</source>
        <translation>configuration&#xa0;: interval_s, stall_s et duration_s doivent être des nombres de secondes positifs ou nuls</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>config: &quot;rate_mib_s&quot; must be a list of rates</source>
        <translation>configuration&#xa0;: «&#xa0;rate_mib_s&#xa0;» doit être une liste de débits</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>config: &quot;rate_mib_s&quot; holds a value that is not a positive rate</source>
        <translation>configuration&#xa0;: «&#xa0;rate_mib_s&#xa0;» contient une valeur qui n&apos;est pas un débit positif</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>config: buffer_bytes must be a whole non-negative number</source>
        <translation>configuration&#xa0;: buffer_bytes doit être un nombre entier positif ou nul</translation>
    </message>
</context>
<context>
    <name>RunDirectory</name>
    <message>
        <location filename="../core/RunDirectory.cpp" line="+68"/>
        <source>target %1 does not exist; create it first or choose another directory</source>
        <translation>la cible %1 n&apos;existe pas&#xa0;; créez-la d&apos;abord ou choisissez un autre répertoire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>target %1 is not a directory; give the directory the files should be written in</source>
        <translation>la cible %1 n&apos;est pas un répertoire&#xa0;; indiquez le répertoire où écrire les fichiers</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+72"/>
        <source>cannot open the target directory %1: %2</source>
        <translation>impossible d&apos;ouvrir le répertoire cible %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>target %1 is inside /proc, a kernel pseudo filesystem (processes and kernel settings): nothing written there is stored on a disk, and some of it changes the kernel; choose a directory on a real filesystem</source>
        <translation>la cible %1 se trouve dans /proc, un pseudo-système de fichiers du noyau (processus et réglages du noyau)&#xa0;: rien de ce qui y est écrit n&apos;est stocké sur un disque, et une partie modifie le noyau&#xa0;; choisissez un répertoire sur un vrai système de fichiers</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>target %1 is inside /sys, a kernel pseudo filesystem (devices and drivers): nothing written there is stored on a disk, and some of it changes the kernel; choose a directory on a real filesystem</source>
        <translation>la cible %1 se trouve dans /sys, un pseudo-système de fichiers du noyau (périphériques et pilotes)&#xa0;: rien de ce qui y est écrit n&apos;est stocké sur un disque, et une partie modifie le noyau&#xa0;; choisissez un répertoire sur un vrai système de fichiers</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>target %1 is inside /dev/shm, a tmpfs in RAM for shared memory: a run there measures memory, not a disk, and fills memory other programs need; choose a directory on the disk you want to measure</source>
        <translation>la cible %1 se trouve dans /dev/shm, un tmpfs en RAM pour la mémoire partagée&#xa0;: une exécution à cet endroit mesure la mémoire, pas un disque, et remplit la mémoire dont d&apos;autres programmes ont besoin&#xa0;; choisissez un répertoire sur le disque que vous voulez mesurer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>target %1 is inside /dev, which holds device nodes, not data; choose a directory on a real filesystem</source>
        <translation>la cible %1 se trouve dans /dev, qui contient des nœuds de périphériques, pas des données&#xa0;; choisissez un répertoire sur un vrai système de fichiers</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>target %1 is on %2, a filesystem the kernel makes up, which is not a place for data; choose a directory on a real filesystem</source>
        <translation>la cible %1 se trouve sur %2, un système de fichiers fabriqué par le noyau, qui n&apos;est pas un endroit pour des données&#xa0;; choisissez un répertoire sur un vrai système de fichiers</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>free some space or choose another directory</source>
        <translation>libérez de l&apos;espace ou choisissez un autre répertoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose a directory you can write to</source>
        <translation>choisissez un répertoire où vous pouvez écrire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot create a run directory in %1: %2; %3</source>
        <translation>impossible de créer un répertoire d&apos;exécution dans %1&#xa0;: %2&#xa0;; %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot find a free run directory name in %1</source>
        <translation>impossible de trouver un nom libre pour un répertoire d&apos;exécution dans %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot open the run directory %1: %2</source>
        <translation>impossible d&apos;ouvrir le répertoire d&apos;exécution %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot write the run marker in %1: %2</source>
        <translation>impossible d&apos;écrire le marqueur d&apos;exécution dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot write the run&apos;s file list in %1: %2</source>
        <translation>impossible d&apos;écrire la liste des fichiers de l&apos;exécution dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+40"/>
        <location filename="../core/RunLeftovers.cpp" line="+221"/>
        <location line="+11"/>
        <source>cannot remove %1: %2</source>
        <translation>impossible de supprimer %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 was left in place: it cannot be listed (%2); remove it later with streamscope-cli --clean-leftovers</source>
        <translation>%1 a été laissé en place&#xa0;: impossible d&apos;en lister le contenu (%2)&#xa0;; supprimez-le plus tard avec streamscope-cli --clean-leftovers</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 was left in place: it holds %2, which StreamScope did not create; look at it and remove it yourself</source>
        <translation>%1 a été laissé en place&#xa0;: il contient %2, que StreamScope n&apos;a pas créé&#xa0;; examinez-le et supprimez-le vous-même</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot remove the run marker in %1: %2</source>
        <translation>impossible de supprimer le marqueur d&apos;exécution dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot remove the run directory %1: %2</source>
        <translation>impossible de supprimer le répertoire d&apos;exécution %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../core/RunLeftovers.cpp" line="-75"/>
        <source>%1 is not a StreamScope run directory (its name does not start with %2)</source>
        <translation>%1 n&apos;est pas un répertoire d&apos;exécution StreamScope (son nom ne commence pas par %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+7"/>
        <source>cannot open %1: %2</source>
        <translation>impossible d&apos;ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 belongs to a StreamScope run that is still going (PID %2)</source>
        <translation>%1 appartient à une exécution StreamScope toujours en cours (PID %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no valid StreamScope marker; it was left untouched</source>
        <translation>%1 n&apos;a pas de marqueur StreamScope valide&#xa0;; il n&apos;a pas été touché</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 holds files StreamScope did not create (%2); nothing in it was touched; look at them and remove the directory yourself</source>
        <translation>%1 contient des fichiers que StreamScope n&apos;a pas créés (%2)&#xa0;; rien n&apos;y a été touché&#xa0;; examinez-les et supprimez le répertoire vous-même</translation>
    </message>
    <message>
        <location line="-154"/>
        <source>cannot look into %1 (%2), so it was left alone; if it is a StreamScope run directory, run --clean-leftovers as its owner or as root</source>
        <translation>impossible de regarder dans %1 (%2), il est donc laissé tel quel&#xa0;; s&apos;il s&apos;agit d&apos;un répertoire d&apos;exécution StreamScope, lancez --clean-leftovers en tant que son propriétaire ou root</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot look into %1 (%2), so it was left alone; try again once that is resolved</source>
        <translation>impossible de regarder dans %1 (%2), il est donc laissé tel quel&#xa0;; réessayez une fois le problème résolu</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>cannot read the marker of %1 (%2); it was left untouched</source>
        <translation>impossible de lire le marqueur de %1 (%2)&#xa0;; il n&apos;a pas été touché</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>cannot list %1 (%2); it was left untouched</source>
        <translation>impossible de lister le contenu de %1 (%2)&#xa0;; il n&apos;a pas été touché</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>%1 was left by a StreamScope run that did not finish (PID %2); remove it with streamscope-cli --clean-leftovers %3</source>
        <translation>%1 a été laissé par une exécution StreamScope qui ne s&apos;est pas terminée (PID %2)&#xa0;; supprimez-le avec streamscope-cli --clean-leftovers %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is not a directory; give the target directory the runs were made in</source>
        <translation>%1 n&apos;est pas un répertoire&#xa0;; indiquez le répertoire cible où les exécutions ont eu lieu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>kept %1: its run (PID %2) is still going or may be</source>
        <translation>%1 conservé&#xa0;: son exécution (PID %2) est peut-être toujours en cours</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>removed %1 (left by PID %2, started %3)</source>
        <translation>%1 supprimé (laissé par le PID %2, démarré le %3)</translation>
    </message>
</context>
<context>
    <name>RunLabelFields</name>
    <message>
        <location filename="../ui/RunLabelFields.cpp" line="+12"/>
        <source>e.g. sdb after firmware update</source>
        <translation>p. ex. sdb après mise à jour du micrologiciel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kept with the run in the history</source>
        <translation>conservée avec l&apos;exécution dans l&apos;historique</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run &amp;name:</source>
        <translation>&amp;Nom de l&apos;exécution&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N&amp;ote:</source>
        <translation>N&amp;ote&#xa0;:</translation>
    </message>
</context>
<context>
    <name>RunProgressBar</name>
    <message>
        <location filename="../ui/RunProgressBar.cpp" line="+25"/>
        <source>Run progress</source>
        <translation>Progression de l&apos;exécution</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+9"/>
        <source>idle</source>
        <translation>inactif</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 — %2 %</source>
        <translation>%1 — %2&#xa0;%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 % — ≤ %3 left</source>
        <translation>%1 — %2&#xa0;% — reste ≤ %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>confirming the projection — %1 elapsed — ≤ %2 left</source>
        <translation>confirmation de la projection — %1 écoulé — reste ≤ %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>confirming the projection — ≤ %1 left</source>
        <translation>confirmation de la projection — reste ≤ %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>, ~%1 left</source>
        <translation>, ~%1 restant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — ~%2 to write%3</source>
        <translation>%1 — ~%2 à écrire%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>flushing ~%1%2</source>
        <translation>vidage ~%1%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ETA –</source>
        <translation>reste –</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ETA %1</source>
        <translation>reste %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — %2 % — %3 elapsed — %4</source>
        <translation>%1 — %2&#xa0;% — %3 écoulé — %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2 % — %3</source>
        <translation>%1 — %2&#xa0;% — %3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 % — %2</source>
        <translation>%1&#xa0;% — %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>done — %1</source>
        <translation>terminé — %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped — %1</source>
        <translation>arrêté — %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>failed — %1</source>
        <translation>échec — %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 s</source>
        <translation>%1&#xa0;s</translation>
    </message>
</context>
<context>
    <name>RunReport</name>
    <message>
        <location filename="../core/RunReportLoader.cpp" line="+33"/>
        <source>report: &quot;%1&quot; %2</source>
        <translation>rapport&#xa0;: «&#xa0;%1&#xa0;» %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>is missing or not an object</source>
        <translation>est absent ou n&apos;est pas un objet</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>is missing or not a list</source>
        <translation>est absent ou n&apos;est pas une liste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>has %1 entries, more than a report can hold</source>
        <translation>a %1 entrées, plus qu&apos;un rapport ne peut en contenir</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>is missing or not a number</source>
        <translation>est absent ou n&apos;est pas un nombre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is %1, outside %2 to %3</source>
        <translation>vaut %1, hors de %2 à %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>is not a whole number</source>
        <translation>n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>is missing or not text</source>
        <translation>est absent ou n&apos;est pas du texte</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>is missing or not true/false</source>
        <translation>est absent ou n&apos;est pas true/false</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>names an unknown phase &quot;%1&quot;</source>
        <translation>nomme une phase inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+327"/>
        <source>is before start_s</source>
        <translation>est avant start_s</translation>
    </message>
    <message>
        <location line="-167"/>
        <location line="+118"/>
        <location line="+52"/>
        <source>holds more than %1 events</source>
        <translation>contient plus de %1 événements</translation>
    </message>
    <message>
        <location line="-167"/>
        <source>holds more events than &quot;overruns&quot; counts (%1)</source>
        <translation>contient plus d&apos;événements que n&apos;en compte «&#xa0;overruns&#xa0;» (%1)</translation>
    </message>
    <message>
        <location filename="../core/LayoutJson.cpp" line="+28"/>
        <source>report: &quot;layout.%1&quot; %2</source>
        <translation>rapport&#xa0;: «&#xa0;layout.%1&#xa0;» %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>is missing or not a whole number of at least 0</source>
        <translation>est absent ou n’est pas un entier positif ou nul</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>is not null or a number from 0 to %1</source>
        <translation>n’est ni null ni un nombre de 0 à %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>is missing or not a string</source>
        <translation>est absent ou n&apos;est pas une chaîne</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>is not a list of %1 files, one per stream</source>
        <translation>n’est pas une liste de %1 fichiers, un par flux</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>does not fit the files listed</source>
        <translation>ne correspond pas aux fichiers listés</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../core/RunReportLoader.cpp" line="-116"/>
        <location line="+121"/>
        <location line="+113"/>
        <location line="+53"/>
        <location line="+13"/>
        <source>holds an entry that is not an object</source>
        <translation>contient une entrée qui n&apos;est pas un objet</translation>
    </message>
    <message>
        <location filename="../core/RunReportLoader.cpp" line="-303"/>
        <source>holds more than 64 flags</source>
        <translation>contient plus de 64 indicateurs</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>is empty</source>
        <translation>est vide</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is &quot;%1&quot;, not &quot;warning&quot; or &quot;note&quot;</source>
        <translation>vaut «&#xa0;%1&#xa0;», ni «&#xa0;warning&#xa0;» ni «&#xa0;note&#xa0;»</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+34"/>
        <source>names an unknown cause &quot;%1&quot;</source>
        <translation>nomme une cause inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+20"/>
        <source>is not an object</source>
        <translation>n&apos;est pas un objet</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>holds an event at %1 s, outside its phase</source>
        <translation>contient un événement à %1 s, hors de sa phase</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>loses more bytes than &quot;bytes_lost&quot; (%1)</source>
        <translation>perd plus d&apos;octets que «&#xa0;bytes_lost&#xa0;» (%1)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>names an unknown outcome</source>
        <translation>nomme un résultat inconnu</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>names an unknown measure</source>
        <translation>nomme une mesure inconnue</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>names an unknown basis</source>
        <translation>nomme une base inconnue</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>names an unknown outlook state</source>
        <translation>nomme un état de prévision inconnu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>names an unknown ceiling</source>
        <translation>nomme un plafond inconnu</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>names an unknown kernel input</source>
        <translation>désigne une entrée du noyau inconnue</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>holds more than %1 streams</source>
        <translation>contient plus de %1 flux</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>holds %1, beyond the largest value a sample can have (1e12)</source>
        <translation>contient %1, au-delà de la plus grande valeur qu’un échantillon peut avoir (1e12)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>holds a value that is not a number</source>
        <translation>contient une valeur qui n’est pas un nombre</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+51"/>
        <source>has %1 values for %2 samples</source>
        <translation>a %1 valeurs pour %2 échantillons</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>has %1 streams, the pass has %2</source>
        <translation>a %1 flux, la passe en a %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>has a stream whose length differs from the samples</source>
        <translation>a un flux dont la longueur diffère de celle des échantillons</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>describes more samples than a report can hold</source>
        <translation>décrit plus d&apos;échantillons qu&apos;un rapport ne peut en contenir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>holds a time that is not a non-negative number</source>
        <translation>contient un temps qui n&apos;est pas un nombre positif ou nul</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>runs backwards at sample %1 (%2 s after %3 s)</source>
        <translation>recule à l’échantillon %1 (%2 s après %3 s)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>names an unknown phase</source>
        <translation>nomme une phase inconnue</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>report is not valid JSON (%1 at byte %2); the file may be truncated</source>
        <translation>le rapport n&apos;est pas du JSON valide (%1 à l&apos;octet %2)&#xa0;; le fichier est peut-être tronqué</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>report is not a JSON object</source>
        <translation>le rapport n&apos;est pas un objet JSON</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>missing</source>
        <translation>absent</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>report schema is %1; this version reads &quot;%2&quot;</source>
        <translation>le schéma du rapport est %1&#xa0;; cette version lit «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>report: &quot;status&quot; is &quot;%1&quot;; expected ok, failed or cancelled</source>
        <translation>rapport&#xa0;: «&#xa0;status&#xa0;» vaut «&#xa0;%1&#xa0;»&#xa0;; attendu&#xa0;: ok, failed ou cancelled</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>report: &quot;layout&quot; is not an object</source>
        <translation>rapport&#xa0;: «&#xa0;layout&#xa0;» n’est pas un objet</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>the picture&apos;s run data is not a JSON object</source>
        <translation>les données d&apos;exécution de l&apos;image ne sont pas un objet JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the picture&apos;s run data is not of schema &quot;%1&quot;</source>
        <translation>les données d&apos;exécution de l&apos;image ne sont pas du schéma «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the picture&apos;s run data has no configuration</source>
        <translation>les données d&apos;exécution de l&apos;image n&apos;ont pas de configuration</translation>
    </message>
    <message>
        <location line="-544"/>
        <location line="+457"/>
        <source>report: %1</source>
        <translation>rapport&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>report: &quot;targets&quot; holds more than 1024 entries</source>
        <translation>rapport&#xa0;: «&#xa0;targets&#xa0;» contient plus de 1024 entrées</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>report: a target is not an object</source>
        <translation>rapport&#xa0;: une cible n&apos;est pas un objet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>report: &quot;passes&quot; holds more than 4096 entries</source>
        <translation>rapport&#xa0;: «&#xa0;passes&#xa0;» contient plus de 4096 entrées</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>report: a pass is not an object</source>
        <translation>rapport&#xa0;: une passe n&apos;est pas un objet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>report: a pass holds more than 16 phases</source>
        <translation>rapport&#xa0;: une passe contient plus de 16 phases</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>report: a phase is not an object</source>
        <translation>rapport&#xa0;: une phase n&apos;est pas un objet</translation>
    </message>
    <message>
        <location filename="../core/RunReportJson.cpp" line="+631"/>
        <source>cannot write the report to %1: %2</source>
        <translation>impossible d&apos;écrire le rapport dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../core/RunReportLoader.cpp" line="+48"/>
        <source>cannot open the report %1: %2</source>
        <translation>impossible d&apos;ouvrir le rapport %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../core/RunReportCsv.cpp" line="+122"/>
        <source>cannot write the time series to %1: %2</source>
        <translation>impossible d&apos;écrire la série temporelle dans %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../ui/SettingsPage.cpp" line="+25"/>
        <source>This run</source>
        <translation>Cette exécution</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MiB/s (binary, 2^20 bytes)</source>
        <translation>MiB/s (binaire, 2^20 octets)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (decimal, 10^6 bytes)</source>
        <translation>MB/s (décimal, 10^6 octets)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The unit of the rates in the tables, verdicts and charts. Reports always keep MiB/s.</source>
        <translation>L&apos;unité des débits dans les tableaux, les verdicts et les graphiques. Les rapports gardent toujours des MiB/s.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Display</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rates in:</source>
        <translation>&amp;Débits en&#xa0;:</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Find capacity</source>
        <translation>Rechercher la capacité</translation>
    </message>
</context>
<context>
    <name>ShareActions</name>
    <message>
        <location filename="../ui/ShareActions.cpp" line="+14"/>
        <source>Copy Results as Te&amp;xt</source>
        <translation>Copier les résultats en te&amp;xte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Results as &amp;Markdown</source>
        <translation>Copier les résultats en &amp;Markdown</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The results table and verdicts in aligned columns, for mail and terminals</source>
        <translation>Le tableau des résultats et les verdicts en colonnes alignées, pour les e-mails et les terminaux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The results table and verdicts as Markdown, for issues and forums</source>
        <translation>Le tableau des résultats et les verdicts en Markdown, pour les tickets et les forums</translation>
    </message>
</context>
<context>
    <name>ShareText</name>
    <message>
        <location filename="../core/ShareText.cpp" line="+43"/>
        <source>custom</source>
        <translation>personnalisé</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1; write = effective, including the flush tail</source>
        <translation>%1&#xa0;; écriture = effectif, queue de vidage comprise</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Note: %1</source>
        <translation>Note&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Filesystem</source>
        <translation>Système de fichiers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write ×%1</source>
        <translation>Écriture ×%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read ×%1</source>
        <translation>Lecture ×%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1; ×N: N streams at once; write = effective, including the flush tail.</source>
        <translation>%1&#xa0;; ×N&#xa0;: N flux simultanés&#xa0;; écriture = effectif, queue de vidage comprise.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>**What can make these numbers differ from real hardware:**</source>
        <translation>**Ce qui peut faire différer ces mesures du matériel réel&#xa0;:**</translation>
    </message>
</context>
<context>
    <name>StallCause</name>
    <message>
        <location filename="../core/StallCause.cpp" line="+53"/>
        <location line="+18"/>
        <source>unknown</source>
        <translation>cause inconnue</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>dirty throttling</source>
        <translation>limitation des données non écrites</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>journal commit</source>
        <translation>commit du journal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>device cache flush</source>
        <translation>vidage du cache du périphérique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>device queue saturated</source>
        <translation>file d&apos;attente du périphérique saturée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>page writeback</source>
        <translation>writeback des pages</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory reclaim</source>
        <translation>récupération de mémoire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU starvation</source>
        <translation>manque de CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>filesystem frozen</source>
        <translation>système de fichiers gelé</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The evidence backs no cause: the writer waited somewhere this table does not know, or was not watched long enough. The Stalls tab shows where it waited.</source>
        <translation>Les indices ne soutiennent aucune cause : l’écrivain a attendu à un endroit que cette table ne connaît pas, ou n’a pas été observé assez longtemps. L’onglet Blocages montre où il a attendu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The kernel held the writer back because more data waited to be written than its limit allows: the disk does not keep up with the streams. Fewer or slower streams, or a faster disk.</source>
        <translation>Le noyau a freiné l’écrivain parce que plus de données attendaient d’être écrites que sa limite ne le permet : le disque ne suit pas les flux. Moins de flux ou des flux plus lents, ou un disque plus rapide.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The writer waited for the filesystem&apos;s journal to commit (fsync, or a new file&apos;s size or blocks). Fewer syncs, or a journal on a faster device.</source>
        <translation>L’écrivain a attendu le commit du journal du système de fichiers (fsync, ou la taille ou les blocs d’un nouveau fichier). Moins de synchronisations, ou un journal sur un périphérique plus rapide.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The writer waited while the device emptied its volatile write cache (fdatasync). Fewer syncs; a device with power-loss protection flushes fast.</source>
        <translation>L’écrivain a attendu que le périphérique vide son cache d’écriture volatil (fdatasync). Moins de synchronisations ; un périphérique protégé contre les coupures le vide vite.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The device&apos;s request queue was full, or the writer&apos;s own I/O waited behind a device busy all along: the device itself is the limit.</source>
        <translation>La file de requêtes du périphérique était pleine, ou les E/S de l’écrivain attendaient derrière un périphérique occupé tout du long : la limite est le périphérique lui-même.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The writer waited until pages already being written reached the disk (fsync, or a device that needs stable pages).</source>
        <translation>L’écrivain a attendu que des pages déjà en cours d’écriture atteignent le disque (fsync, ou un périphérique qui exige des pages stables).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The writer had to free memory first: the machine or its memory limit (cgroup) was short.</source>
        <translation>L’écrivain a d’abord dû libérer de la mémoire : la machine ou sa limite de mémoire (cgroup) en manquait.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The writer could run but got no CPU: not the disk at all. Fewer busy programs, or a higher priority for the recorder.</source>
        <translation>L’écrivain pouvait s’exécuter mais n’a pas obtenu de CPU : ce n’est pas le disque. Moins de programmes actifs, ou une priorité plus haute pour l’enregistreur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The filesystem was frozen (fsfreeze, an LVM or btrfs snapshot, a virtual machine&apos;s backup through its guest agent): every writer waits until it is thawed, the device idle. Make the buffers cover the freeze, or schedule backups outside recordings.</source>
        <translation>Le système de fichiers était gelé (fsfreeze, un instantané LVM ou btrfs, la sauvegarde d’une machine virtuelle par son agent invité) : tout écrivain attend qu’il soit dégelé, le périphérique inactif. Donnez aux tampons de quoi couvrir le gel, ou planifiez les sauvegardes hors des enregistrements.</translation>
    </message>
    <message>
        <location line="+223"/>
        <source>writer in %1 %2</source>
        <translation>thread d&apos;écriture dans %1 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>dirty+writeback %1 %2 ceiling %3</source>
        <translation>Dirty+Writeback %1 %2 plafond %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>device limit %1%2</source>
        <translation>limite du périphérique %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (strict)</source>
        <translation> (stricte)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>average commit %1 ms</source>
        <translation>commit moyen %1 ms</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>device flushes %1</source>
        <translation>vidages du périphérique %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, %1 ms flushing</source>
        <translation>, %1 ms de vidage</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>device busy %1</source>
        <translation>périphérique occupé %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in flight of %2 requests</source>
        <translation>%1 requêtes en cours sur %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>device requires stable pages</source>
        <translation>le périphérique exige des pages stables</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>memory pressure %1 ms</source>
        <translation>pression mémoire %1 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 allocation stalls</source>
        <translation>%1 blocages d&apos;allocation</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>writer waited on the freeze lock (%1 %2)</source>
        <translation>écrivain en attente du verrou de gel (%1 %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>device idle (busy %1)</source>
        <translation>périphérique inactif (occupé %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>runnable %1 s, on a CPU %2 s</source>
        <translation>exécutable %1 s, sur un CPU %2 s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>running %1</source>
        <translation>en exécution %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in %1 %2</source>
        <translation>dans %1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not observed</source>
        <translation>non observé</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>in %1()</source>
        <translation>dans %1()</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a snapshot, a backup or fsfreeze froze it</source>
        <translation>un instantané, une sauvegarde ou fsfreeze l’a gelé</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>a stall&apos;s evidence has a field that is not a non-negative number</source>
        <translation>les indices d&apos;un blocage ont un champ qui n&apos;est pas un nombre positif ou nul</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a stall&apos;s wait channels are not a short list</source>
        <translation>les canaux d&apos;attente d&apos;un blocage ne forment pas une liste courte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a stall&apos;s wait channel entry is malformed</source>
        <translation>une entrée de canal d&apos;attente d&apos;un blocage est mal formée</translation>
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
        <translation>1 blocage, %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 stalls, %2</source>
        <translation>%1 blocages, %2</translation>
    </message>
</context>
<context>
    <name>StallsModel</name>
    <message>
        <location filename="../ui/StallsModel.cpp" line="+114"/>
        <source>Time (s)</source>
        <translation>Temps (s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stream</source>
        <translation>Flux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Length</source>
        <translation>Durée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cause</source>
        <translation>Cause</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evidence</source>
        <translation>Indices</translation>
    </message>
</context>
<context>
    <name>StallsPane</name>
    <message>
        <location line="+17"/>
        <source>Stalls</source>
        <translation>Blocages</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Several runs are compared: their stalls are in the Stalls column of each run&apos;s table; choose one run in the History to list its stalls here.</source>
        <translation>Plusieurs exécutions sont comparées : leurs blocages sont dans la colonne Blocages du tableau de chaque exécution ; choisissez une exécution dans l’Historique pour lister ses blocages ici.</translation>
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
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time lost to stalls, by cause: none in the finished phases.</source>
        <translation>Temps perdu en blocages, par cause&#xa0;: aucun dans les phases terminées.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time lost to stalls, by cause:</source>
        <translation>Temps perdu en blocages, par cause&#xa0;:</translation>
    </message>
</context>
<context>
    <name>SysProbe</name>
    <message>
        <location filename="../core/SystemProbe.h" line="+114"/>
        <source>Virtio disk</source>
        <translation>disque Virtio</translation>
    </message>
    <message>
        <location filename="../core/SystemProbe.cpp" line="+111"/>
        <source>%1 has %2 counters; expected 11, 15 or 17 (truncated or unknown format).</source>
        <translation>%1 a %2 compteurs&#xa0;; attendu 11, 15 ou 17 (tronqué ou format inconnu).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: counter %2 is not a number (&quot;%3&quot;).</source>
        <translation>%1&#xa0;: le compteur %2 n&apos;est pas un nombre («&#xa0;%3&#xa0;»).</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The block device stat file is empty.</source>
        <translation>Le fichier stat du périphérique bloc est vide.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The block device stat file</source>
        <translation>Le fichier stat du périphérique bloc</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No device name was given to look up in /proc/diskstats.</source>
        <translation>Aucun nom de périphérique n&apos;a été donné à chercher dans /proc/diskstats.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Device %1 is not listed in /proc/diskstats.</source>
        <translation>Le périphérique %1 ne figure pas dans /proc/diskstats.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The /proc/diskstats line of %1</source>
        <translation>La ligne /proc/diskstats de %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 line %2 is not &quot;%3 &lt;number&gt;%4&quot;: &quot;%5&quot;.</source>
        <translation>La ligne %2 de %1 n&apos;est pas de la forme «&#xa0;%3 &lt;nombre&gt;%4&#xa0;»&#xa0;: «&#xa0;%5&#xa0;».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 value of %2 is too large.</source>
        <translation>La valeur de %2 dans %1 est trop grande.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>/proc/meminfo has no %1 line (truncated, or a kernel older than 3.14).</source>
        <translation>/proc/meminfo n&apos;a pas de ligne %1 (tronqué, ou noyau antérieur à 3.14).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The page size %1 is not positive.</source>
        <translation>La taille de page %1 n&apos;est pas positive.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>/proc/vmstat has no %1 line (truncated?).</source>
        <translation>/proc/vmstat n&apos;a pas de ligne %1 (tronqué&#xa0;?).</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>/proc/pressure/io line %1 starts with neither &quot;some&quot; nor &quot;full&quot;: &quot;%2&quot;.</source>
        <translation>La ligne %1 de /proc/pressure/io ne commence ni par «&#xa0;some&#xa0;» ni par «&#xa0;full&#xa0;»&#xa0;: «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>/proc/pressure/io line %1 has no valid total= value (truncated?): &quot;%2&quot;.</source>
        <translation>La ligne %1 de /proc/pressure/io n&apos;a pas de valeur total= valide (tronquée&#xa0;?)&#xa0;: «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>/proc/pressure/io has no &quot;some&quot; line.</source>
        <translation>/proc/pressure/io n&apos;a pas de ligne «&#xa0;some&#xa0;».</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Skipped /proc/self/mountinfo line %1: %2</source>
        <translation>Ligne %1 de /proc/self/mountinfo ignorée&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>no &quot; - &quot; separator (truncated line?).</source>
        <translation>pas de séparateur &quot; - &quot; (ligne tronquée&#xa0;?).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>fewer than three fields after &quot; - &quot; (truncated line?).</source>
        <translation>moins de trois champs après &quot; - &quot; (ligne tronquée&#xa0;?).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the mount IDs are not numbers.</source>
        <translation>les identifiants de montage ne sont pas des nombres.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; is not a major:minor device number.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un numéro de périphérique major:minor.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the mount point &quot;%1&quot; is not absolute.</source>
        <translation>le point de montage «&#xa0;%1&#xa0;» n&apos;est pas absolu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the filesystem type is empty.</source>
        <translation>le type de système de fichiers est vide.</translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+9"/>
        <location line="+12"/>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>%1 (no backing file)</source>
        <translation>%1 (sans fichier de support)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 backed by %2</source>
        <translation>%1 adossé à %2</translation>
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
        <translation>pas de périphérique bloc (périphérique anonyme %1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no block device (no %1/dev/block/%2)</source>
        <translation>pas de périphérique bloc (pas de %1/dev/block/%2)</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>no block device (cannot stat %1: %2)</source>
        <translation>pas de périphérique bloc (stat de %1 impossible&#xa0;: %2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>no block device (%1)</source>
        <translation>pas de périphérique bloc (%1)</translation>
    </message>
    <message>
        <location filename="../core/DirectoryProbe.cpp" line="+31"/>
        <source>it is not writable (%1)</source>
        <translation>il n&apos;est pas accessible en écriture (%1)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>it is on %1, which has no size of its own (a pseudo or memory filesystem): no run can go there</source>
        <translation>il se trouve sur %1, qui n&apos;a pas de taille propre (un système de fichiers virtuel ou en mémoire)&#xa0;: aucune exécution ne peut s&apos;y faire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a filesystem</source>
        <translation>un système de fichiers</translation>
    </message>
</context>
<context>
    <name>TargetProber</name>
    <message>
        <location filename="../ui/TargetProber.cpp" line="+46"/>
        <source>not a target ssh can reach: write user@host:/directory</source>
        <translation>pas une cible joignable par ssh&#xa0;: écrivez user@host:/directory</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>%1 sent no answer for %2</source>
        <translation>%1 n&apos;a envoyé aucune réponse pour %2</translation>
    </message>
</context>
<context>
    <name>TogetherSession</name>
    <message numerus="yes">
        <location filename="../ui/TogetherSession.cpp" line="+121"/>
        <source>All %n host(s) ready: started together</source>
        <translation>
            <numerusform>%n hôte prêt&#xa0;: démarré</numerusform>
            <numerusform>Les %n hôtes sont prêts&#xa0;: départ simultané</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Trust</name>
    <message>
        <location filename="../core/Trust.cpp" line="+383"/>
        <source>The target is on loop device %1, a file (%2) on another filesystem: its numbers are those of that file&apos;s filesystem and disk, not of a disk of its own.</source>
        <translation>La cible se trouve sur le périphérique loop %1, un fichier (%2) sur un autre système de fichiers&#xa0;: ses mesures sont celles du système de fichiers et du disque de ce fichier, pas celles d&apos;un disque à part entière.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target is on loop device %1, a file (%2) on another filesystem, read and written through the host&apos;s page cache: its numbers can be those of memory.</source>
        <translation>La cible se trouve sur le périphérique loop %1, un fichier (%2) sur un autre système de fichiers, lu et écrit à travers le cache de pages de l&apos;hôte&#xa0;: ses mesures peuvent être celles de la mémoire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measure a directory on the disk itself; if it must be a loop device, attach it with direct I/O (losetup --direct-io=on).</source>
        <translation>Mesurez un répertoire sur le disque lui-même&#xa0;; s&apos;il faut un périphérique loop, attachez-le avec les E/S directes (losetup --direct-io=on).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>When the read began, %1 of the loop device&apos;s backing file %2 was in the host&apos;s page cache, for %3 read: the read rate (%4 MiB/s) is largely that of memory, not of a disk.</source>
        <translation>Au début de la lecture, %1 du fichier de support %2 du périphérique loop se trouvaient dans le cache de pages de l&apos;hôte, pour %3 lus&#xa0;: le débit de lecture (%4 MiB/s) est en grande partie celui de la mémoire, pas celui d&apos;un disque.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drop the backing file from the cache before reading (fadvise DONTNEED, e.g. dd iflag=nocache count=0 if=FILE), attach the loop device with direct I/O, or measure on the disk itself.</source>
        <translation>Retirez le fichier de support du cache avant la lecture (fadvise DONTNEED, p. ex. dd iflag=nocache count=0 if=FICHIER), attachez le périphérique loop avec les E/S directes, ou mesurez sur le disque lui-même.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is a virtual disk (%2): the hypervisor decides where its data goes and may cache it in the host&apos;s memory, so the numbers describe this guest&apos;s disk, not the hardware.</source>
        <translation>%1 est un disque virtuel (%2)&#xa0;: l&apos;hyperviseur décide où vont ses données et peut les mettre en cache dans la mémoire de l&apos;hôte, donc les mesures décrivent le disque de cet invité, pas le matériel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compare with a run on the host, or set the virtual disk&apos;s cache mode to none (direct I/O on the host) before trusting the numbers as the hardware&apos;s.</source>
        <translation>Comparez avec une exécution sur l&apos;hôte, ou réglez le mode de cache du disque virtuel sur none (E/S directes sur l&apos;hôte), avant de tenir les mesures pour celles du matériel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The target is on %1, which keeps files in RAM: no disk is involved, and the numbers are those of memory.</source>
        <translation>La cible se trouve sur %1, qui garde les fichiers en RAM&#xa0;: aucun disque n&apos;intervient, et les mesures sont celles de la mémoire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a directory on the disk you want to measure.</source>
        <translation>Choisissez un répertoire sur le disque que vous voulez mesurer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The target is on a network filesystem (%1 from %2): the numbers include the network, the server and its caches, and the client may cache too.</source>
        <translation>La cible se trouve sur un système de fichiers réseau (%1 depuis %2)&#xa0;: les mesures incluent le réseau, le serveur et ses caches, et le client peut aussi mettre en cache.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measure on the server&apos;s own disk for the hardware; here, use runs larger than both machines&apos; RAM.</source>
        <translation>Pour le matériel, mesurez sur le disque du serveur lui-même&#xa0;; ici, utilisez des exécutions plus grandes que la RAM des deux machines.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The target is on a FUSE filesystem (%1): every operation passes through a program in user space, which sets the pace and may cache.</source>
        <translation>La cible se trouve sur un système de fichiers FUSE (%1)&#xa0;: chaque opération passe par un programme en espace utilisateur, qui impose le rythme et peut mettre en cache.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measure the filesystem underneath it directly to know the disk&apos;s share.</source>
        <translation>Mesurez directement le système de fichiers sous-jacent pour connaître la part du disque.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 compresses data here (%2): the run repeats one block of data, so with blocks smaller than the compressor&apos;s chunk the disk may write far less than the run did.</source>
        <translation>%1 compresse les données ici (%2)&#xa0;: l&apos;exécution répète un même bloc de données, donc avec des blocs plus petits que l&apos;unité du compresseur, le disque peut écrire bien moins que l&apos;exécution.</translation>
    </message>
    <message>
        <location line="-323"/>
        <source>mount option compress-force=%1</source>
        <translation>option de montage compress-force=%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compress-force compresses even files marked not to (chattr +m): measure on a filesystem mounted without it, in a directory marked nodatacow (chattr +C %1 before the run; it also turns off checksums), or with blocks of 1 MiB or more.</source>
        <translation>compress-force compresse même les fichiers marqués pour ne pas l&apos;être (chattr +m)&#xa0;: mesurez sur un système de fichiers monté sans cette option, dans un répertoire marqué nodatacow (chattr +C %1 avant l&apos;exécution&#xa0;; cela désactive aussi les sommes de contrôle), ou avec des blocs de 1 MiB ou plus.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Measure in a directory without it (chattr +m %1, or btrfs property set %1 compression none, before the run), or use blocks of 1 MiB or more.</source>
        <translation>Mesurez dans un répertoire sans compression (chattr +m %1, ou btrfs property set %1 compression none, avant l&apos;exécution), ou utilisez des blocs de 1 MiB ou plus.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the target directory&apos;s compression property, %1</source>
        <translation>la propriété de compression du répertoire cible, %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the target directory&apos;s compress attribute, chattr +c</source>
        <translation>l&apos;attribut de compression du répertoire cible, chattr +c</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mount option compress=%1</source>
        <translation>option de montage compress=%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the target directory not to compress before the run (chattr +m %1: the run directory and its files inherit it), or use blocks of 1 MiB or more.</source>
        <translation>Marquez le répertoire cible comme non compressible avant l&apos;exécution (chattr +m %1&#xa0;: le répertoire d&apos;exécution et ses fichiers en héritent), ou utilisez des blocs de 1 MiB ou plus.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>dataset property compression=%1</source>
        <translation>propriété compression=%1 du jeu de données</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measure on a dataset without compression (zfs set compression=off %1), or use blocks of 1 MiB or more.</source>
        <translation>Mesurez sur un jeu de données sans compression (zfs set compression=off %1), ou utilisez des blocs de 1 MiB ou plus.</translation>
    </message>
    <message>
        <location line="+296"/>
        <source>%1 copies on write: every write goes to a new place and updates checksums and metadata, so rewrites and small writes cost more, and fragment, than on a filesystem that writes in place.</source>
        <translation>%1 fonctionne en copie sur écriture&#xa0;: chaque écriture va à un nouvel endroit et met à jour sommes de contrôle et métadonnées, donc les réécritures et les petites écritures coûtent plus cher et fragmentent davantage que sur un système de fichiers qui écrit sur place.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is what a recorder on btrfs gets; to compare disks, use a filesystem that writes in place, or mark the target directory nodatacow before the run (chattr +C %1; the files made in it then have no checksums and no compression either).</source>
        <translation>C&apos;est ce qu&apos;obtient un enregistreur sur btrfs&#xa0;; pour comparer des disques, utilisez un système de fichiers qui écrit sur place, ou marquez le répertoire cible nodatacow avant l&apos;exécution (chattr +C %1&#xa0;; les fichiers qui y sont créés n&apos;ont alors ni sommes de contrôle ni compression).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is what a recorder on %1 gets; to compare disks, use a filesystem that writes in place.</source>
        <translation>C&apos;est ce qu&apos;obtient un enregistreur sur %1&#xa0;; pour comparer des disques, utilisez un système de fichiers qui écrit sur place.</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>The kernel&apos;s ext4lazyinit thread is zeroing the inode tables of this newly made ext4 filesystem (%n of its %1 block groups still to do, by its group descriptors): it writes to the device beside the run, so the disk has less to give than it will once that is done (on a large disk, hours after mkfs).</source>
        <translation>
            <numerusform>Le thread noyau ext4lazyinit met à zéro les tables d’inodes de ce système de fichiers ext4 récemment créé (encore %n de ses %1 groupes de blocs à faire, d’après ses descripteurs de groupe) : il écrit sur le périphérique à côté de l’exécution, donc le disque a moins à donner qu’une fois ce travail terminé (sur un grand disque, des heures après mkfs).</numerusform>
            <numerusform>Le thread noyau ext4lazyinit met à zéro les tables d’inodes de ce système de fichiers ext4 récemment créé (encore %n de ses %1 groupes de blocs à faire, d’après ses descripteurs de groupe) : il écrit sur le périphérique à côté de l’exécution, donc le disque a moins à donner qu’une fois ce travail terminé (sur un grand disque, des heures après mkfs).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The kernel&apos;s ext4lazyinit thread is zeroing the inode tables of a newly made ext4 filesystem, most likely this one (its group descriptors, which would tell, are readable only by root): it writes to the device beside the run, so the disk has less to give than it will once that is done (on a large disk, hours after mkfs).</source>
        <translation>Le thread noyau ext4lazyinit met à zéro les tables d’inodes d’un système de fichiers ext4 récemment créé, très probablement celui-ci (ses descripteurs de groupe, qui le diraient, ne sont lisibles que par root) : il écrit sur le périphérique à côté de l’exécution, donc le disque a moins à donner qu’une fois ce travail terminé (sur un grand disque, des heures après mkfs).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 Another writer used ~%2 MiB/s of the device during the run.</source>
        <translation>%1 Un autre écrivain a utilisé ~%2 MiB/s du périphérique pendant l’exécution.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait until it is done (no ext4lazyinit in ps -e), hurry it with mount -o remount,init_itable=0 %1, or make the filesystem with mkfs.ext4 -E lazy_itable_init=0,lazy_journal_init=0.</source>
        <translation>Attendre qu’il ait fini (plus de ext4lazyinit dans ps -e), l’accélérer avec mount -o remount,init_itable=0 %1, ou créer le système de fichiers avec mkfs.ext4 -E lazy_itable_init=0,lazy_journal_init=0.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The data is encrypted by dm-crypt (%1): every byte costs CPU time, so the rates depend on the processor as well as the disk.</source>
        <translation>Les données sont chiffrées par dm-crypt (%1)&#xa0;: chaque octet coûte du temps CPU, donc les débits dépendent du processeur autant que du disque.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watch the CPU columns; compare with an unencrypted target to see the encryption&apos;s cost.</source>
        <translation>Surveillez les colonnes CPU&#xa0;; comparez avec une cible non chiffrée pour voir le coût du chiffrement.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The run wrote %1, less than the %2 the page cache may hold dirty: its effective rate includes no steady-state write-back.</source>
        <translation>L&apos;exécution a écrit %1, moins que les %2 que le cache de pages peut garder non écrits&#xa0;: son débit effectif n&apos;inclut aucun writeback en régime permanent.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Record for longer, as long as the verdict says it needs to see the disk keep up, or with direct I/O.</source>
        <translation>Enregistrer plus longtemps, aussi longtemps que le verdict l’indique pour voir le disque suivre, ou en E/S directes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run with more data than %1 (the stream size), or with direct I/O, to measure what the disk keeps up with.</source>
        <translation>Exécutez avec plus de données que %1 (la taille du flux), ou avec les E/S directes, pour mesurer ce que le disque arrive à suivre.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the device delivered %1 of the %2 read</source>
        <translation>le périphérique a fourni %1 des %2 lus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 MiB/s is more than a %2 disk delivers (about %3 MiB/s at most)</source>
        <translation>%1 MiB/s, c&apos;est plus que ce que fournit un disque %2 (environ %3 MiB/s au plus)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rotating</source>
        <translation>rotatif</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A read phase was faster than the device could deliver: %1. The data came from a cache.</source>
        <translation>Une phase de lecture a été plus rapide que ce que le périphérique pouvait fournir&#xa0;: %1. Les données venaient d&apos;un cache.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use direct I/O for the reads, or more data than the RAM, so that reads reach the disk.</source>
        <translation>Utilisez les E/S directes pour les lectures, ou plus de données que la RAM, pour que les lectures atteignent le disque.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 What to do: %2</source>
        <translation>%1 Que faire&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>TrustStrip</name>
    <message>
        <location filename="../ui/TrustStrip.cpp" line="+33"/>
        <source>Trust verdict</source>
        <translation>Verdict de fiabilité</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+26"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>What to do: %1</source>
        <translation>Que faire&#xa0;: %1</translation>
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
        <translation>la première après %1 sur le flux %2, pendant un blocage de %3 s (%4)</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>outlook: not enough device and dirty-memory readings to judge</source>
        <translation>prévision&#xa0;: pas assez de mesures du périphérique et de la mémoire Dirty pour juger</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>outlook over the last %1: arrival %2, device %3 (%4 to %5), the run&apos;s data not yet on the device %6 (%7), all programs&apos; dirty memory %8</source>
        <translation>perspective sur les dernières %1&#xa0;: arrivée %2, périphérique %3 (%4 à %5), données de l&apos;exécution pas encore sur le périphérique %6 (%7), mémoire sale de tous les programmes %8</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the device&apos;s own limit (strict_limit)</source>
        <translation>la limite propre du périphérique (strict_limit)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the memory cgroup&apos;s limit (estimated)</source>
        <translation>la limite du cgroup mémoire (estimée)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the kernel&apos;s global limit</source>
        <translation>la limite globale du noyau</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dirty ceiling %1, set by %2</source>
        <translation>plafond Dirty %1, fixé par %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the device has its own dirty limit without strict_limit: it holds writers back only above the global ceiling</source>
        <translation>le périphérique a sa propre limite Dirty sans strict_limit&#xa0;: il ne retient les écrivains qu&apos;au-dessus du plafond global</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 or never</source>
        <translation>%1 ou jamais</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>~%1 (at the earliest %2)</source>
        <translation>~%1 (au plus tôt %2)</translation>
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
        <translation>~%1 (fourchette %2–%3)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>first after %1 on stream %2, without a stall: the writer fell behind</source>
        <translation>la première après %1 sur le flux %2, sans blocage : l’écrivain a pris du retard</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the device&apos;s counters (/sys/block/…/stat)</source>
        <translation>les compteurs du périphérique (/sys/block/…/stat)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dirty memory (/proc/meminfo)</source>
        <translation>la mémoire sale (/proc/meminfo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the kernel&apos;s dirty thresholds (/proc/vmstat)</source>
        <translation>les seuils de mémoire sale du noyau (/proc/vmstat)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I/O pressure (/proc/pressure/io)</source>
        <translation>la pression d&apos;E/S (/proc/pressure/io)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the device&apos;s rate is not known yet</source>
        <translation>le débit du périphérique n&apos;est pas encore connu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the device takes ~%1, measured in the run</source>
        <translation>le périphérique absorbe ~%1, mesuré pendant l&apos;exécution</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the device takes ~%1, calibrated</source>
        <translation>le périphérique absorbe ~%1, étalonné</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>another writer uses ~%1 of this device</source>
        <translation>un autre écrivain utilise ~%1 de ce périphérique</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1; %2</source>
        <translation>%1 ; %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no verdict: could not read %1, which it needs; no buffer overflowed in the run (%2 arrive)</source>
        <translation>pas de verdict&#xa0;: impossible de lire %1, dont le verdict a besoin&#xa0;; aucun tampon n&apos;a débordé pendant l&apos;exécution (%2 arrivent)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sustained so far, but will lose data after %1: %2 arrive, %3</source>
        <translation>tenu jusqu&apos;ici, mais perte de données après %1 : %2 arrivent, %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sustained in steady state: the device wrote what arrived (%1 arrive, %2)</source>
        <translation>tenu en régime établi : le périphérique a écrit ce qui arrivait (%1 arrivent, %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sustained so far; cannot tell whether it holds while a new ext4 zeroes its inode tables beside the run (ext4lazyinit) (%1 arrive, %2)</source>
        <translation>tenu jusqu’ici ; impossible de dire s’il tient tant qu’un nouvel ext4 met à zéro ses tables d’inodes à côté de l’exécution (ext4lazyinit) (%1 arrivent, %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sustained so far; cannot tell yet whether it holds: run at least %1 (%2 arrive, %3)</source>
        <translation>tenu jusqu&apos;ici ; impossible de dire encore si cela tient : lancer au moins %1 (%2 arrivent, %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sustained so far, but the writer is held back: cannot tell yet whether it holds (%1 arrive, %2)</source>
        <translation>tenu jusqu&apos;ici, mais l&apos;écrivain est freiné : impossible de dire encore si cela tient (%1 arrivent, %2)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>outlook: a buffer overflowed in the run, so there is nothing to project</source>
        <translation>perspective : un tampon a débordé pendant l’exécution, il n’y a donc rien à projeter</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>outlook: could not read %1 during the run, so there is no answer on whether the device keeps up; make it readable (a container or a security module may hide it) and run again</source>
        <translation>prévision&#xa0;: impossible de lire %1 pendant l&apos;exécution, donc aucune réponse sur la capacité du périphérique à suivre&#xa0;; rendez ces données lisibles (un conteneur ou un module de sécurité peut les masquer) et relancez l&apos;exécution</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the run&apos;s data not yet on the device: its files&apos; dirty and write-back pages (cachestat)</source>
        <translation>données de l’exécution pas encore sur le périphérique : les pages sales et en écriture de ses fichiers (cachestat)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the run&apos;s data not yet on the device: its files&apos; bytes the filesystem has not placed yet (FIEMAP; this kernel has no cachestat) and all pages under write-back</source>
        <translation>données de l’exécution pas encore sur le périphérique&#xa0;: les octets de ses fichiers que le système de fichiers n’a pas encore placés (FIEMAP&#xa0;; ce noyau n’a pas cachestat) et toutes les pages en cours d’écriture différée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the run&apos;s data not yet on the device: what it wrote minus what the device wrote, which also counts other writers (this kernel has no cachestat)</source>
        <translation>données de l’exécution pas encore sur le périphérique : ce qu’elle a écrit moins ce que le périphérique a écrit, qui compte aussi les autres écrivains (ce noyau n’a pas cachestat)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 over the window: the run&apos;s answer is for what it leaves</source>
        <translation>%1 sur la fenêtre : la réponse de l’exécution vaut pour ce qu’il laisse</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>~%1 (%2)</source>
        <translation>~%1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>projected: ceiling reached after %1</source>
        <translation>projection : plafond atteint après %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>writers are held back</source>
        <translation>les écrivains sont freinés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>projected: first buffer overflow after %1</source>
        <translation>projection : premier débordement de tampon après %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>steady state since %1: the device caught up with the run&apos;s data</source>
        <translation>régime établi depuis %1 : le périphérique a rattrapé les données de l&apos;exécution</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>writers are held back, but the device writes as fast as the streams arrive</source>
        <translation>les écrivains sont freinés, mais le périphérique écrit aussi vite que les flux arrivent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a new ext4 zeroes its inode tables beside the run (ext4lazyinit): between its bursts the device may keep up, through them the journal waits; no answer until it is done</source>
        <translation>un nouvel ext4 met à zéro ses tables d’inodes à côté de l’exécution (ext4lazyinit) : entre ses à-coups le périphérique peut suivre, pendant ceux-ci le journal attend ; pas de réponse avant la fin</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the kernel has not begun to write the run&apos;s data back: run at least %1</source>
        <translation>le noyau n&apos;a pas encore commencé à réécrire les données de l&apos;exécution : lancer au moins %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>write-back began after %1; the device has not caught up yet: run at least %2</source>
        <translation>la réécriture a commencé après %1 ; le périphérique n&apos;a pas encore rattrapé : lancer au moins %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>device rate fell after %1: from %2 to %3</source>
        <translation>le débit du périphérique a chuté après %1&#xa0;: de %2 à %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--confirm: confirmed, a buffer overflowed</source>
        <translation>--confirm&#xa0;: confirmé, un tampon a débordé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--confirm: refuted, steady state reached</source>
        <translation>--confirm&#xa0;: réfuté, régime permanent atteint</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--confirm: undecided when the time cap was reached</source>
        <translation>--confirm&#xa0;: non tranché quand la durée maximale a été atteinte</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 until it was stopped</source>
        <translation>%1 (jusqu&apos;à l&apos;arrêt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ongoing %1, effective %2, flush tail %3 s</source>
        <translation>en cours %1, effectif %2, queue de vidage %3 s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>stopped before the flush: ongoing %1, no effective rate</source>
        <translation>arrêté avant le vidage&#xa0;: en cours %1, pas de débit effectif</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; %1 MiB dirty in memory</source>
        <translation>&#xa0;; %1 MiB encore non écrits en mémoire</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ran on to confirm the projection: confirmed, a buffer overflowed</source>
        <translation>poursuivie pour confirmer la projection&#xa0;: confirmée, un tampon a débordé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ran on to confirm the projection: refuted, steady state reached</source>
        <translation>poursuivie pour confirmer la projection&#xa0;: réfutée, régime permanent atteint</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ran on to confirm the projection: still undecided at the time limit</source>
        <translation>poursuivie pour confirmer la projection&#xa0;: toujours non tranchée à la durée maximale</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>create: %1</source>
        <translation>création&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1, %n stream(s)</source>
        <translation>
            <numerusform>%1, %n flux</numerusform>
            <numerusform>%1, %n flux</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2.</source>
        <translation>%1&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The run was stopped; its files were removed.</source>
        <translation>L&apos;exécution a été arrêtée&#xa0;; ses fichiers ont été supprimés.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The run failed: %1</source>
        <translation>L&apos;exécution a échoué&#xa0;: %1</translation>
    </message>
</context>
</TS>
