/** The referee's disputes words in nl (the shape: ./shape.ts). */
import type { DisputesStrings } from './shape.ts';

export const nl: DisputesStrings = {
  heading: 'Geschillen',
  intro:
    'Exporteer het spel als verslag (tekst in de tafelnotatie), of importeer er een: de scheidsrechter speelt het zet voor zet na en zegt bij elke zet of die mocht (net als het opdrachtregelprogramma president-referee check).',
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
  fileLabel: 'Kies een tekstbestand',
  fileTooBig: 'Dit bestand is te groot voor een verslag (hoogstens {max} kB).',
  fileUnreadable: 'Dit bestand kon niet worden gelezen.',
  check: 'Controleren',
  nothingToCheck: 'Plak eerst een verslag of kies een bestand.',
  reportHeading: 'Het oordeel van de scheidsrechter',
  reportHint: 'Hetzelfde oordeel als president-referee check op de opdrachtregel geeft.',
  pastedName: 'verslag',
  openInReferee: 'Openen als spel',
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
};
