/** The referee's disputes words in en (the shape: ./shape.ts). */
import type { DisputesStrings } from './shape.ts';

export const en: DisputesStrings = {
  heading: 'Disputes',
  intro:
    'Export the game as a transcript (text in the table notation), or import one: the referee replays it move by move and says of each whether it was allowed (as the command-line tool president-referee check does).',
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
  fileLabel: 'Choose a text file',
  fileTooBig: 'This file is too large for a transcript (at most {max} kB).',
  fileUnreadable: 'This file could not be read.',
  check: 'Check',
  nothingToCheck: 'Paste a transcript or choose a file first.',
  reportHeading: 'The referee’s report',
  reportHint: 'The same report as president-referee check gives on the command line.',
  pastedName: 'transcript',
  openInReferee: 'Open as a game',
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
};
