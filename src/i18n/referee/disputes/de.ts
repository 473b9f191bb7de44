/** The referee's disputes words in de (the shape: ./shape.ts). */
import type { DisputesStrings } from './shape.ts';

export const de: DisputesStrings = {
  heading: 'Streitfälle',
  intro:
    'Das Spiel als Mitschrift exportieren (Text in der Tischnotation) oder eine importieren: Der Schiedsrichter spielt sie Zug für Zug nach und sagt zu jedem, ob er erlaubt war (wie das Kommandozeilenprogramm president-referee check).',
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
  fileLabel: 'Textdatei wählen',
  fileTooBig: 'Diese Datei ist für eine Mitschrift zu groß (höchstens {max} kB).',
  fileUnreadable: 'Diese Datei ließ sich nicht lesen.',
  check: 'Prüfen',
  nothingToCheck: 'Zuerst eine Mitschrift einfügen oder eine Datei wählen.',
  reportHeading: 'Der Bericht des Schiedsrichters',
  reportHint: 'Derselbe Bericht, den president-referee check auf der Kommandozeile gibt.',
  pastedName: 'Mitschrift',
  openInReferee: 'Als Spiel öffnen',
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
};
