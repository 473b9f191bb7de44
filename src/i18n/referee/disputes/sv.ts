/** The referee's disputes words in sv (the shape: ./shape.ts). */
import type { DisputesStrings } from './shape.ts';

export const sv: DisputesStrings = {
  heading: 'Tvister',
  intro:
    'Exportera partiet som ett protokoll (text i bordsnotationen), eller importera ett: domaren spelar upp det drag för drag och säger om varje drag var tillåtet (som kommandoradsverktyget president-referee check).',
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
  fileLabel: 'Välj en textfil',
  fileTooBig: 'Filen är för stor för ett protokoll (högst {max} kB).',
  fileUnreadable: 'Filen gick inte att läsa.',
  check: 'Kontrollera',
  nothingToCheck: 'Klistra in ett protokoll eller välj en fil först.',
  reportHeading: 'Domarens rapport',
  reportHint: 'Samma rapport som president-referee check ger på kommandoraden.',
  pastedName: 'protokoll',
  openInReferee: 'Öppna som parti',
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
};
