<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Capacity</name>
    <message>
        <source>mixed rates</source>
        <translation>débits mixtes</translation>
    </message>
    <message numerus="yes">
        <source>%n stream(s) × %1</source>
        <translation>
            <numerusform>%n flux × %1</numerusform>
            <numerusform>%n flux × %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: sustained, worst buffer %2 %</source>
        <translation>%1&#xa0;: tenu, tampon le plus plein %2&#xa0;%</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n overrun(s), %2 lost</source>
        <translation>
            <numerusform>%1&#xa0;: %n débordement, %2 perdus</numerusform>
            <numerusform>%1&#xa0;: %n débordements, %2 perdus</numerusform>
        </translation>
    </message>
    <message>
        <source>the run produced no result</source>
        <translation>l&apos;exécution n&apos;a produit aucun résultat</translation>
    </message>
    <message>
        <source>the run produced no write phase</source>
        <translation>l&apos;exécution n&apos;a produit aucune phase d&apos;écriture</translation>
    </message>
    <message numerus="yes">
        <source>the free space of %1 (%2) ends the search: %n streams would need %3 plus a margin of %4</source>
        <translation>
            <numerusform>l&apos;espace libre de %1 (%2) met fin à la recherche&#xa0;: %n flux nécessiterait %3 plus une marge de %4</numerusform>
            <numerusform>l&apos;espace libre de %1 (%2) met fin à la recherche&#xa0;: %n flux nécessiteraient %3 plus une marge de %4</numerusform>
        </translation>
    </message>
    <message>
        <source>the search stopped at the limit of %1 streams</source>
        <translation>la recherche s&apos;est arrêtée à la limite de %1 flux</translation>
    </message>
    <message>
        <source>%1 mode, %2 buffer per stream, %3</source>
        <translation>mode %1, tampon de %2 par flux, %3</translation>
    </message>
    <message>
        <source>Not even one stream of %1 was sustained without losing data (%2).</source>
        <translation>Pas même un seul flux de %1 n&apos;a été tenu sans perte de données (%2).</translation>
    </message>
    <message numerus="yes">
        <source>This target sustains %n stream(s) of %1 without losing data (%2); %3 streams overran.</source>
        <translation>
            <numerusform>Cette cible tient %n flux de %1 sans perte de données (%2)&#xa0;; avec %3 flux, il y a eu débordement.</numerusform>
            <numerusform>Cette cible tient %n flux de %1 chacun sans perte de données (%2)&#xa0;; avec %3 flux, il y a eu débordement.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This target sustained every count tried, up to %n stream(s) of %1 (%2).</source>
        <translation>
            <numerusform>Cette cible a tenu chaque nombre essayé, jusqu&apos;à %n flux de %1 (%2).</numerusform>
            <numerusform>Cette cible a tenu chaque nombre essayé, jusqu&apos;à %n flux de %1 chacun (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>The search ended early: %1.</source>
        <translation>La recherche s&apos;est terminée plus tôt&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The search stopped: %1</source>
        <translation>La recherche s&apos;est arrêtée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>p99 %1, max %2</source>
        <translation>p99 %1, max %2</translation>
    </message>
    <message>
        <source>Target %1: %2 on %3 (%4)</source>
        <translation>Cible %1&#xa0;: %2 sur %3 (%4)</translation>
    </message>
    <message numerus="yes">
        <source>Recording %n real-time stream(s)</source>
        <translation>
            <numerusform>Enregistrement de %n flux temps réel</numerusform>
            <numerusform>Enregistrement de %n flux temps réel</numerusform>
        </translation>
    </message>
    <message>
        <source>Writing %1 of data to %2 files in parallel</source>
        <translation>Écriture de %1 de données dans %2 fichiers en parallèle</translation>
    </message>
    <message>
        <source>Creating %1 files of %2 one after another</source>
        <translation>Création de %1 fichiers de %2 l&apos;un après l&apos;autre</translation>
    </message>
    <message>
        <source>Reading files in sequence</source>
        <translation>Lecture des fichiers l&apos;un après l&apos;autre</translation>
    </message>
    <message>
        <source>Reading files round-robin</source>
        <translation>Lecture des fichiers en tourniquet</translation>
    </message>
    <message>
        <source>  still cached when the read began: %1 % (%2)</source>
        <translation>  encore en cache au début de la lecture&#xa0;: %1&#xa0;% (%2)</translation>
    </message>
    <message>
        <source>  ongoing %1 MiB/s, effective %2 MiB/s, flush tail %3 s</source>
        <translation>  en cours %1 MiB/s, effectif %2 MiB/s, queue de vidage %3 s</translation>
    </message>
    <message numerus="yes">
        <source>  latency %1; %n stall(s)</source>
        <translation>
            <numerusform>  latence %1&#xa0;; %n blocage</numerusform>
            <numerusform>  latence %1&#xa0;; %n blocages</numerusform>
        </translation>
    </message>
    <message>
        <source>; fdatasync max %1 ms</source>
        <translation>&#xa0;; fdatasync max %1 ms</translation>
    </message>
    <message>
        <source>  device %1 %2 (%3x the program&apos;s %4); peak dirty %5 MiB</source>
        <translation>  périphérique (%1)&#xa0;: %2 (%3x les %4 du programme)&#xa0;; pic Dirty %5 MiB</translation>
    </message>
    <message>
        <source>read</source>
        <translation>lecture</translation>
    </message>
    <message>
        <source>wrote</source>
        <translation>écriture</translation>
    </message>
    <message>
        <source>  no block device; peak dirty %1 MiB</source>
        <translation>  pas de périphérique bloc&#xa0;; pic Dirty %1 MiB</translation>
    </message>
    <message>
        <source>  I/O pressure: some %1 s, full %2 s</source>
        <translation>  pression d&apos;E/S&#xa0;: some %1 s, full %2 s</translation>
    </message>
    <message>
        <source>Transferred %1 of data in %2 seconds (%3 MiB/s)</source>
        <translation>%1 de données transférés en %2 secondes (%3 MiB/s)</translation>
    </message>
    <message>
        <source>Comparison (MiB/s; write = effective, including the flush tail)</source>
        <translation>Comparaison (MiB/s&#xa0;; écriture = effectif, queue de vidage comprise)</translation>
    </message>
    <message>
        <source>Summary (MiB/s; write = effective, including the flush tail)</source>
        <translation>Résumé (MiB/s&#xa0;; écriture = effectif, queue de vidage comprise)</translation>
    </message>
    <message>
        <source>target</source>
        <translation>cible</translation>
    </message>
    <message>
        <source>streams</source>
        <translation>flux</translation>
    </message>
    <message>
        <source>write</source>
        <translation>écriture</translation>
    </message>
    <message>
        <source>ongoing</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>flush s</source>
        <translation>vidage s</translation>
    </message>
    <message>
        <source>p99 ms</source>
        <translation>p99 ms</translation>
    </message>
    <message>
        <source>stalls</source>
        <translation>blocages</translation>
    </message>
    <message>
        <source>kept %1: its run (PID %2) is still going</source>
        <translation>%1 conservé&#xa0;: son exécution (PID %2) est toujours en cours</translation>
    </message>
    <message>
        <source>removed %1 (left by PID %2, started %3)</source>
        <translation>%1 supprimé (laissé par le PID %2, démarré le %3)</translation>
    </message>
    <message numerus="yes">
        <source>%n leftover run director(y/ies) removed</source>
        <translation>
            <numerusform>%n répertoire d&apos;exécution abandonné supprimé</numerusform>
            <numerusform>%n répertoires d&apos;exécution abandonnés supprimés</numerusform>
        </translation>
    </message>
    <message>
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
        <source>Write the run report (JSON) to FILE.</source>
        <translation>Écrire le rapport d&apos;exécution (JSON) dans FICHIER.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>Write the time series (one row per tick) to FILE.</source>
        <translation>Écrire la série temporelle (une ligne par pas) dans FICHIER.</translation>
    </message>
    <message>
        <source>List the presets and exit.</source>
        <translation>Lister les préréglages et quitter.</translation>
    </message>
    <message>
        <source>Remove run directories that crashed StreamScope runs left in DIR, then exit.</source>
        <translation>Supprimer les répertoires d&apos;exécution laissés dans RÉP par des exécutions StreamScope plantées, puis quitter.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>RÉP</translation>
    </message>
    <message>
        <source>Find how many real-time streams the target sustains without losing data: grows 1, 2, 4, 8... streams until one overruns, then bisects. Needs --rate, --buffer and --duration (or --preset recorder).</source>
        <translation>Trouver combien de flux temps réel la cible tient sans perte de données&#xa0;: augmente à 1, 2, 4, 8... flux jusqu&apos;à ce que l&apos;un déborde, puis procède par dichotomie. Nécessite --rate, --buffer et --duration (ou --preset recorder).</translation>
    </message>
    <message>
        <source>Also print what the engine is doing (flushing, dropping cache...).</source>
        <translation>Afficher aussi ce que fait le moteur (vidage, purge du cache...).</translation>
    </message>
    <message>
        <source>Try --help for the list of options.</source>
        <translation>Essayez --help pour la liste des options.</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;; every value belongs to an option, e.g. --dir /mnt/data</source>
        <translation>argument inattendu «&#xa0;%1&#xa0;»&#xa0;; chaque valeur appartient à une option, p. ex. --dir /mnt/data</translation>
    </message>
    <message>
        <source>note: %1 was left by a StreamScope run that did not finish (PID %2); remove it with streamscope-cli --clean-leftovers %3</source>
        <translation>remarque&#xa0;: %1 a été laissé par une exécution StreamScope qui ne s&apos;est pas terminée (PID %2)&#xa0;; supprimez-le avec streamscope-cli --clean-leftovers %3</translation>
    </message>
    <message>
        <source>--capacity needs real-time streams: give --rate, --buffer and --duration, or use --preset recorder</source>
        <translation>--capacity nécessite des flux temps réel&#xa0;: donnez --rate, --buffer et --duration, ou utilisez --preset recorder</translation>
    </message>
    <message>
        <source>--capacity searches one target at a time; give exactly one --dir</source>
        <translation>--capacity cherche une cible à la fois&#xa0;; donnez exactement un --dir</translation>
    </message>
    <message>
        <source>Capacity search on %1: %2 per stream, %3 buffer, %4 s, %5 mode</source>
        <translation>Recherche de capacité sur %1&#xa0;: %2 par flux, tampon de %3, %4 s, mode %5</translation>
    </message>
    <message>
        <source>  %1 streams: sustained, worst buffer %2 %, %3 MiB/s in total</source>
        <translation>  %1 flux&#xa0;: tenus, tampon le plus plein %2&#xa0;%, %3 MiB/s au total</translation>
    </message>
    <message>
        <source>  %1 streams: %2 overrun(s), %3 MiB lost, worst buffer %4 %</source>
        <translation>  %1 flux&#xa0;: débordements %2, %3 MiB perdus, tampon le plus plein %4&#xa0;%</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>avertissement&#xa0;: %1</translation>
    </message>
    <message>
        <source>cancelled: %1</source>
        <translation>annulé&#xa0;: %1</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>erreur&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Gui</name>
    <message>
        <source>Shows live how a disk and filesystem cope with many parallel streams of writes and reads.

Presets:
</source>
        <translation>Montre en direct comment un disque et un système de fichiers supportent de nombreux flux parallèles d&apos;écritures et de lectures.

Préréglages&#xa0;:
</translation>
    </message>
    <message>
        <source>Start the run at once.</source>
        <translation>Démarrer l&apos;exécution immédiatement.</translation>
    </message>
    <message>
        <source>Save the chart to FILE (PNG or SVG, by its suffix) when the run finishes.</source>
        <translation>Enregistrer le graphique dans FICHIER (PNG ou SVG, selon l&apos;extension) à la fin de l&apos;exécution.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>Save a picture of the whole window to FILE (PNG) when the run finishes.</source>
        <translation>Enregistrer une image de toute la fenêtre dans FICHIER (PNG) à la fin de l&apos;exécution.</translation>
    </message>
    <message>
        <source>Quit when the run finishes (exit status 0 ok, 1 failed, 2 bad options, 130 stopped).</source>
        <translation>Quitter à la fin de l&apos;exécution (code de sortie 0 ok, 1 échec, 2 options invalides, 130 arrêté).</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;; every value belongs to an option, e.g. --dir /mnt/data</source>
        <translation>argument inattendu «&#xa0;%1&#xa0;»&#xa0;; chaque valeur appartient à une option, p. ex. --dir /mnt/data</translation>
    </message>
    <message>
        <source>cannot start: %1</source>
        <translation>impossible de démarrer&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>VDR multi-stream write</source>
        <translation>VDR&#xa0;: écriture multiflux</translation>
    </message>
    <message>
        <source>Seed 000: N files written round-robin in 4 KiB writes by one thread, fdatasync at the end, then each file read back on its own; 1 stream, then 2 streams sharing the same total (the ext3 25.7 → 0.48 MB/s test).</source>
        <translation>Seed 000&#xa0;: N fichiers écrits en tourniquet par écritures de 4 KiB par un seul thread, fdatasync à la fin, puis chaque fichier relu séparément&#xa0;; 1 flux, puis 2 flux se partageant le même total (le test ext3 25,7 → 0,48 MB/s).</translation>
    </message>
    <message>
        <source>Ardour hdtest</source>
        <translation>Ardour hdtest</translation>
    </message>
    <message>
        <source>Seed 001: 20 files written with 256 KiB blocks, buffered, one flush at the end; shows the ongoing rate running far ahead of the effective rate. Use --schedule threads for its multi-threaded mode, --mode sync for O_SYNC, --prepare existing for &apos;notrunc&apos;.</source>
        <translation>Seed 001&#xa0;: 20 fichiers écrits par blocs de 256 KiB, en mode tamponné, un seul vidage à la fin&#xa0;; montre le débit en cours loin devant le débit effectif. Utilisez --schedule threads pour son mode multithread, --mode sync pour O_SYNC, --prepare existing pour &apos;notrunc&apos;.</translation>
    </message>
    <message>
        <source>elv_test round-robin</source>
        <translation>elv_test en tourniquet</translation>
    </message>
    <message>
        <source>Seed 002: 8 files of 30 MiB created sequentially, then rewritten in place and read round-robin in 8 KiB blocks by one thread (1.05 vs 11 MB/s on 2.4.0-test9).</source>
        <translation>Seed 002&#xa0;: 8 fichiers de 30 MiB créés l&apos;un après l&apos;autre, puis réécrits sur place et lus en tourniquet par blocs de 8 KiB par un seul thread (1,05 contre 11 MB/s sur 2.4.0-test9).</translation>
    </message>
    <message>
        <source>Video recorder</source>
        <translation>Enregistreur vidéo</translation>
    </message>
    <message>
        <source>Real-time streams like a DVB video recorder: each stream receives 1 MiB/s into a 4 MiB buffer and is written in 64 KiB blocks for 60 s; a stall longer than the buffer covers loses data. Use --capacity to find how many streams the disk sustains.</source>
        <translation>Flux temps réel comme un enregistreur vidéo DVB&#xa0;: chaque flux reçoit 1 MiB/s dans un tampon de 4 MiB et est écrit par blocs de 64 KiB pendant 60 s&#xa0;; un blocage plus long que ce que couvre le tampon perd des données. Utilisez --capacity pour trouver combien de flux le disque tient.</translation>
    </message>
    <message>
        <source>Audio workstation</source>
        <translation>Station audionumérique</translation>
    </message>
    <message>
        <source>Real-time streams like a multitrack audio recorder: 24 tracks of 48 kHz × 24-bit (0.1373 MiB/s each), 64 KiB writes from a 1 MiB buffer per track, 60 s.</source>
        <translation>Flux temps réel comme un enregistreur audio multipiste&#xa0;: 24 pistes de 48 kHz × 24 bits (0,1373 MiB/s chacune), écritures de 64 KiB depuis un tampon de 1 MiB par piste, 60 s.</translation>
    </message>
</context>
<context>
    <name>RunConfig</name>
    <message>
        <source>flush &quot;%1&quot; is not understood; use end, none or every:SIZE (for example every:16M)</source>
        <translation>flush «&#xa0;%1&#xa0;» n&apos;est pas compris&#xa0;; utilisez end, none ou every:TAILLE (par exemple every:16M)</translation>
    </message>
</context>
<context>
    <name>RunReport</name>
    <message>
        <source>report: &quot;%1&quot; %2</source>
        <translation>rapport&#xa0;: «&#xa0;%1&#xa0;» %2</translation>
    </message>
    <message>
        <source>is missing or not an object</source>
        <translation>est absent ou n&apos;est pas un objet</translation>
    </message>
    <message>
        <source>is missing or not a list</source>
        <translation>est absent ou n&apos;est pas une liste</translation>
    </message>
    <message>
        <source>has %1 entries, more than a report can hold</source>
        <translation>a %1 entrées, plus qu&apos;un rapport ne peut en contenir</translation>
    </message>
    <message>
        <source>is missing or not a number</source>
        <translation>est absent ou n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>is %1, outside %2 to %3</source>
        <translation>vaut %1, hors de %2 à %3</translation>
    </message>
    <message>
        <source>is not a whole number</source>
        <translation>n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>is missing or not text</source>
        <translation>est absent ou n&apos;est pas du texte</translation>
    </message>
    <message>
        <source>is missing or not true/false</source>
        <translation>est absent ou n&apos;est pas true/false</translation>
    </message>
    <message>
        <source>names an unknown phase &quot;%1&quot;</source>
        <translation>nomme une phase inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>is before start_s</source>
        <translation>est avant start_s</translation>
    </message>
    <message>
        <source>holds more than %1 events</source>
        <translation>contient plus de %1 événements</translation>
    </message>
    <message>
        <source>holds an entry that is not an object</source>
        <translation>contient une entrée qui n&apos;est pas un objet</translation>
    </message>
    <message>
        <source>holds more than %1 streams</source>
        <translation>contient plus de %1 flux</translation>
    </message>
    <message>
        <source>has %1 values for %2 samples</source>
        <translation>a %1 valeurs pour %2 échantillons</translation>
    </message>
    <message>
        <source>holds a value that is not a finite number</source>
        <translation>contient une valeur qui n&apos;est pas un nombre fini</translation>
    </message>
    <message>
        <source>has %1 streams, the pass has %2</source>
        <translation>a %1 flux, la passe en a %2</translation>
    </message>
    <message>
        <source>has a stream whose length differs from the samples</source>
        <translation>a un flux dont la longueur diffère de celle des échantillons</translation>
    </message>
    <message>
        <source>describes more samples than a report can hold</source>
        <translation>décrit plus d&apos;échantillons qu&apos;un rapport ne peut en contenir</translation>
    </message>
    <message>
        <source>holds a time that is not a non-negative number</source>
        <translation>contient un temps qui n&apos;est pas un nombre positif ou nul</translation>
    </message>
    <message>
        <source>names an unknown phase</source>
        <translation>nomme une phase inconnue</translation>
    </message>
</context>
</TS>
