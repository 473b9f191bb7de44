/** The referee's disputes words in de (the shape: ./shape.ts). */
import type { DisputesStrings } from './shape.ts';

export const de: DisputesStrings = {
  heading: 'Streitfälle',
  intro:
    'Die Partie als Mitschrift exportieren (Text in der Tischnotation) oder eine importieren: Der Schiedsrichter spielt sie Zug für Zug nach und sagt zu jedem, ob er erlaubt war (wie das Kommandozeilenprogramm president-referee check).',
  open: 'Die Werkzeuge für Streitfälle öffnen',
  loading: 'Die Werkzeuge für Streitfälle werden geladen …',
  loadFailed:
    'Die Werkzeuge für Streitfälle ließen sich nicht laden. Bitte die Verbindung prüfen und es noch einmal versuchen.',
  exportHeading: 'Diese Partie exportieren',
  exportNone:
    'Keine Partie ist offen. Eine Partie beginnen oder fortsetzen, um sie zu exportieren.',
  transcriptLabel: 'Die Partie als Mitschrift',
  copy: 'Kopieren',
  copied: 'Kopiert.',
  selected: 'Markiert: Strg+C (oder ⌘+C) drücken, um zu kopieren.',
  download: 'Als Datei herunterladen',
  downloaded: 'Gespeichert als {file}.',
  fileName: 'president-partie',
  makeLink: 'Link erzeugen',
  linkLabel: 'Link zu dieser Partie',
  linkHint:
    'Die Partie steckt im Link, hinter dem #; kein Server sieht es. Der Link öffnet den Bericht des Schiedsrichters.',
  copyLink: 'Link kopieren',
  linkTooLong:
    'Diese Partie ist für einen Link zu lang ({length} Zeichen; Links bleiben unter {max}, damit Messenger und E-Mail sie ganz lassen). Bitte stattdessen kopieren oder als Datei herunterladen.',
  importHeading: 'Eine Mitschrift importieren',
  pasteLabel: 'Mitschrift einfügen',
  fileLabel: 'Textdatei wählen',
  fileTooBig: 'Diese Datei ist für eine Mitschrift zu groß (höchstens {max} kB).',
  fileUnreadable: 'Diese Datei ließ sich nicht lesen.',
  check: 'Prüfen',
  nothingToCheck: 'Zuerst eine Mitschrift einfügen oder eine Datei wählen.',
  reportHeading: 'Der Bericht des Schiedsrichters',
  reportHint: 'Derselbe Bericht, den president-referee check auf der Kommandozeile gibt.',
  pastedName: 'Mitschrift',
  openInReferee: 'Als Partie öffnen',
  importedName: 'Importiert {date}',
  opened: 'Die Partie ist am Tisch geöffnet.',
  errorParse: 'Zeile {line}: {message}',
  errorEmpty: 'Die Mitschrift hat keine Runde, die sich öffnen ließe.',
  errorDeal:
    'Runde {round} beginnt, bevor die Runde davor zu Ende ist; deshalb lässt sie sich nicht als Partie öffnen (der Bericht oben beurteilt sie trotzdem).',
  fromLink: 'Eine Partie aus einem Link. Ihr Bericht steht unten.',
  linkDamaged: 'Der Link zur Partie ist beschädigt und ließ sich nicht lesen.',
  linkVersion:
    'Dieser Link zur Partie stammt von einer neueren Version dieser Seite (Format {version}); bitte die Seite neu laden.',
};
