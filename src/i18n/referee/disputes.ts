/**
 * The referee's dispute tools (export a game as a transcript, import one and read the
 * referee's report), in each language. The report's own words are the CLI's
 * (src/i18n/cli.ts), so the page says exactly what `president-referee check` says.
 */
import type { Lang } from '../langs.ts';

export interface DisputesStrings {
  readonly heading: string;
  readonly intro: string;
  readonly open: string;
  readonly loading: string;
  readonly loadFailed: string;

  readonly exportHeading: string;
  readonly exportNone: string;
  readonly transcriptLabel: string;
  readonly copy: string;
  readonly copied: string;
  readonly selected: string;
  readonly download: string;
  readonly downloaded: string;
  /** the downloaded file's name, without ".txt" */
  readonly fileName: string;
  readonly makeLink: string;
  readonly linkLabel: string;
  readonly linkHint: string;
  readonly copyLink: string;
  readonly linkTooLong: string;

  readonly importHeading: string;
  readonly pasteLabel: string;
  readonly fileLabel: string;
  readonly fileTooBig: string;
  readonly fileUnreadable: string;
  readonly check: string;
  readonly nothingToCheck: string;
  readonly reportHeading: string;
  readonly reportHint: string;
  /** stands for the file's name in the report of a pasted transcript */
  readonly pastedName: string;
  readonly openInReferee: string;
  /** the opened game's name in the list of kept games */
  readonly importedName: string;
  readonly opened: string;
  readonly errorParse: string;
  readonly errorEmpty: string;
  readonly errorDeal: string;

  readonly fromLink: string;
  readonly linkDamaged: string;
  readonly linkVersion: string;
}

export const DISPUTES: { readonly [L in Lang]: DisputesStrings } = {
  en: {
    heading: 'Disputes',
    intro:
      'Export the game as a transcript (text in the table notation), or import one: the referee replays it and gives the verdicts of president-referee check.',
    open: 'Open the dispute tools',
    loading: 'Loading the dispute tools…',
    loadFailed: 'The dispute tools could not be loaded. Check the connection and try again.',
    exportHeading: 'Export this game',
    exportNone: 'No game is open. Start or resume one to export it.',
    transcriptLabel: 'The game as a transcript',
    copy: 'Copy',
    copied: 'Copied.',
    selected: 'Selected: press Ctrl+C (or ⌘+C) to copy.',
    download: 'Download as a file',
    downloaded: 'Saved as {file}.',
    fileName: 'president-game',
    makeLink: 'Make a link',
    linkLabel: 'Link to this game',
    linkHint:
      'The game is inside the link, after the #; no server sees it. Opening the link shows the referee’s report.',
    copyLink: 'Copy the link',
    linkTooLong:
      'This game is too long for a link ({length} characters; links are kept under {max} so that messengers and mail keep them whole). Copy it or download it as a file instead.',
    importHeading: 'Import a transcript',
    pasteLabel: 'Paste a transcript',
    fileLabel: 'Or choose a text file',
    fileTooBig: 'This file is too large for a transcript (at most {max} kB).',
    fileUnreadable: 'This file could not be read.',
    check: 'Check',
    nothingToCheck: 'Paste a transcript or choose a file first.',
    reportHeading: 'The referee’s report',
    reportHint: 'The same report as president-referee check gives on the command line.',
    pastedName: 'transcript',
    openInReferee: 'Open in the referee',
    importedName: 'Imported {date}',
    opened: 'The game is open at the table screen.',
    errorParse: 'Line {line}: {message}',
    errorEmpty: 'The transcript has no round to open.',
    errorDeal:
      'Round {round} begins before the round before it has ended, so it cannot be opened as a game (the report above still judges it).',
    fromLink: 'A game from a link. Its report is below.',
    linkDamaged: 'The game link is damaged and could not be read.',
    linkVersion:
      'This game link was made by a newer version of this site (format {version}); reload the page to update.',
  },
  de: {
    heading: 'Streitfälle',
    intro:
      'Das Spiel als Mitschrift exportieren (Text in der Tischnotation) oder eine importieren: Der Schiedsrichter spielt sie nach und urteilt wie president-referee check.',
    open: 'Die Werkzeuge für Streitfälle öffnen',
    loading: 'Die Werkzeuge für Streitfälle werden geladen …',
    loadFailed:
      'Die Werkzeuge für Streitfälle ließen sich nicht laden. Bitte die Verbindung prüfen und es noch einmal versuchen.',
    exportHeading: 'Dieses Spiel exportieren',
    exportNone: 'Kein Spiel ist offen. Ein Spiel beginnen oder fortsetzen, um es zu exportieren.',
    transcriptLabel: 'Das Spiel als Mitschrift',
    copy: 'Kopieren',
    copied: 'Kopiert.',
    selected: 'Markiert: Strg+C (oder ⌘+C) drücken, um zu kopieren.',
    download: 'Als Datei herunterladen',
    downloaded: 'Gespeichert als {file}.',
    fileName: 'president-spiel',
    makeLink: 'Link erzeugen',
    linkLabel: 'Link zu diesem Spiel',
    linkHint:
      'Das Spiel steckt im Link, hinter dem #; kein Server sieht es. Der Link öffnet den Bericht des Schiedsrichters.',
    copyLink: 'Link kopieren',
    linkTooLong:
      'Dieses Spiel ist für einen Link zu lang ({length} Zeichen; Links bleiben unter {max}, damit Messenger und E-Mail sie ganz lassen). Bitte stattdessen kopieren oder als Datei herunterladen.',
    importHeading: 'Eine Mitschrift importieren',
    pasteLabel: 'Mitschrift einfügen',
    fileLabel: 'Oder eine Textdatei wählen',
    fileTooBig: 'Diese Datei ist für eine Mitschrift zu groß (höchstens {max} kB).',
    fileUnreadable: 'Diese Datei ließ sich nicht lesen.',
    check: 'Prüfen',
    nothingToCheck: 'Zuerst eine Mitschrift einfügen oder eine Datei wählen.',
    reportHeading: 'Der Bericht des Schiedsrichters',
    reportHint: 'Derselbe Bericht, den president-referee check auf der Kommandozeile gibt.',
    pastedName: 'Mitschrift',
    openInReferee: 'Im Schiedsrichter öffnen',
    importedName: 'Importiert {date}',
    opened: 'Das Spiel ist am Tisch geöffnet.',
    errorParse: 'Zeile {line}: {message}',
    errorEmpty: 'Die Mitschrift hat keine Runde, die sich öffnen ließe.',
    errorDeal:
      'Runde {round} beginnt, bevor die Runde davor zu Ende ist; deshalb lässt sie sich nicht als Spiel öffnen (der Bericht oben beurteilt sie trotzdem).',
    fromLink: 'Ein Spiel aus einem Link. Sein Bericht steht unten.',
    linkDamaged: 'Der Spiel-Link ist beschädigt und ließ sich nicht lesen.',
    linkVersion:
      'Dieser Spiel-Link stammt von einer neueren Version dieser Seite (Format {version}); bitte die Seite neu laden.',
  },
  sv: {
    heading: 'Tvister',
    intro:
      'Exportera partiet som ett protokoll (text i bordsnotationen), eller importera ett: domaren spelar upp det igen och dömer som president-referee check.',
    open: 'Öppna verktygen för tvister',
    loading: 'Verktygen för tvister laddas …',
    loadFailed:
      'Verktygen för tvister gick inte att ladda. Kontrollera anslutningen och försök igen.',
    exportHeading: 'Exportera det här partiet',
    exportNone: 'Inget parti är öppet. Börja eller fortsätt ett för att exportera det.',
    transcriptLabel: 'Partiet som protokoll',
    copy: 'Kopiera',
    copied: 'Kopierat.',
    selected: 'Markerat: tryck Ctrl+C (eller ⌘+C) för att kopiera.',
    download: 'Ladda ner som fil',
    downloaded: 'Sparat som {file}.',
    fileName: 'president-parti',
    makeLink: 'Skapa en länk',
    linkLabel: 'Länk till det här partiet',
    linkHint:
      'Partiet finns i själva länken, efter #; ingen server ser det. Länken öppnar domarens rapport.',
    copyLink: 'Kopiera länken',
    linkTooLong:
      'Partiet är för långt för en länk ({length} tecken; länkar hålls under {max} så att meddelandeappar och e-post behåller dem hela). Kopiera det eller ladda ner det som fil i stället.',
    importHeading: 'Importera ett protokoll',
    pasteLabel: 'Klistra in ett protokoll',
    fileLabel: 'Eller välj en textfil',
    fileTooBig: 'Filen är för stor för ett protokoll (högst {max} kB).',
    fileUnreadable: 'Filen gick inte att läsa.',
    check: 'Kontrollera',
    nothingToCheck: 'Klistra in ett protokoll eller välj en fil först.',
    reportHeading: 'Domarens rapport',
    reportHint: 'Samma rapport som president-referee check ger på kommandoraden.',
    pastedName: 'protokoll',
    openInReferee: 'Öppna i domaren',
    importedName: 'Importerat {date}',
    opened: 'Partiet är öppet vid bordet.',
    errorParse: 'Rad {line}: {message}',
    errorEmpty: 'Protokollet har ingen giv att öppna.',
    errorDeal:
      'Giv {round} börjar innan given före den är slut, så den kan inte öppnas som ett parti (rapporten ovan dömer den ändå).',
    fromLink: 'Ett parti från en länk. Dess rapport finns nedan.',
    linkDamaged: 'Partilänken är skadad och gick inte att läsa.',
    linkVersion:
      'Den här partilänken gjordes av en nyare version av webbplatsen (format {version}); ladda om sidan.',
  },
  nl: {
    heading: 'Geschillen',
    intro:
      'Exporteer het spel als verslag (tekst in de tafelnotatie), of importeer er een: de scheidsrechter speelt het na en oordeelt zoals president-referee check.',
    open: 'De hulpmiddelen voor geschillen openen',
    loading: 'De hulpmiddelen voor geschillen worden geladen …',
    loadFailed:
      'De hulpmiddelen voor geschillen konden niet worden geladen. Controleer de verbinding en probeer het opnieuw.',
    exportHeading: 'Dit spel exporteren',
    exportNone: 'Er is geen spel open. Begin of hervat er een om het te exporteren.',
    transcriptLabel: 'Het spel als verslag',
    copy: 'Kopiëren',
    copied: 'Gekopieerd.',
    selected: 'Geselecteerd: druk op Ctrl+C (of ⌘+C) om te kopiëren.',
    download: 'Downloaden als bestand',
    downloaded: 'Opgeslagen als {file}.',
    fileName: 'president-spel',
    makeLink: 'Een link maken',
    linkLabel: 'Link naar dit spel',
    linkHint:
      'Het spel zit in de link zelf, na de #; geen server ziet het. De link opent het verslag van de scheidsrechter.',
    copyLink: 'De link kopiëren',
    linkTooLong:
      'Dit spel is te lang voor een link ({length} tekens; links blijven onder {max} zodat berichtenapps en e-mail ze heel laten). Kopieer het of download het als bestand.',
    importHeading: 'Een verslag importeren',
    pasteLabel: 'Een verslag plakken',
    fileLabel: 'Of kies een tekstbestand',
    fileTooBig: 'Dit bestand is te groot voor een verslag (hoogstens {max} kB).',
    fileUnreadable: 'Dit bestand kon niet worden gelezen.',
    check: 'Controleren',
    nothingToCheck: 'Plak eerst een verslag of kies een bestand.',
    reportHeading: 'Het oordeel van de scheidsrechter',
    reportHint: 'Hetzelfde oordeel als president-referee check op de opdrachtregel geeft.',
    pastedName: 'verslag',
    openInReferee: 'Openen in de scheidsrechter',
    importedName: 'Geïmporteerd {date}',
    opened: 'Het spel is geopend aan tafel.',
    errorParse: 'Regel {line}: {message}',
    errorEmpty: 'Het verslag heeft geen ronde om te openen.',
    errorDeal:
      'Ronde {round} begint voordat de ronde ervoor is afgelopen, dus die kan niet als spel worden geopend (het oordeel hierboven beoordeelt haar wel).',
    fromLink: 'Een spel uit een link. Het oordeel staat hieronder.',
    linkDamaged: 'De spellink is beschadigd en kon niet worden gelezen.',
    linkVersion:
      'Deze spellink is gemaakt door een nieuwere versie van deze site (formaat {version}); laad de pagina opnieuw.',
  },
};
