/**
 * The referee's notices about saved games (src/components/referee/session.ts, StoreNotice),
 * in each language: a game set aside, an entry not saved, no storage, the game open in
 * another tab. `{game}` is the game's name.
 */
import type { SetAsideReason } from '../../lib/referee-store.ts';
import type { Lang } from '../langs.ts';

export interface StoreStrings {
  /** the notices region's name for screen readers */
  readonly label: string;
  /** why a saved game was set aside */
  readonly setAside: { readonly [R in SetAsideReason]: string };
  /** after a set-aside: that nothing was deleted */
  readonly kept: string;
  /** after a set-aside: the clean start */
  readonly cleanStart: string;
  readonly notSaved: string;
  readonly noStorage: string;
  readonly openElsewhere: string;
  readonly takenOver: string;
  readonly changedElsewhere: string;
  /** the button that makes this tab the game's writer */
  readonly takeOver: string;
  readonly dismiss: string;
}

export const STORE: { readonly [L in Lang]: StoreStrings } = {
  en: {
    label: 'About saving',
    setAside: {
      unreadable:
        'A saved game could not be read (the browser’s storage gave back something that is not text).',
      json: 'A saved game is damaged (its data is not valid).',
      'old-version': 'A saved game is in a format this version cannot read.',
      'future-version':
        'A saved game was saved by a newer version of this site, which this page cannot read.',
      schema: 'A saved game is incomplete or damaged.',
      replay: 'A saved game no longer plays back to where it was saved.',
    },
    kept: 'Nothing was deleted: it is kept aside in this browser.',
    cleanStart: 'You can start a clean game below.',
    notSaved:
      'The last entry could not be saved: the browser’s storage is full. The game goes on here, and saving is tried again with the next entry.',
    noStorage:
      'This browser does not allow saving here (a private window?). The game works, but it is lost when the page closes.',
    openElsewhere:
      '“{game}” is open in another tab, which enters the plays. This tab only shows the game.',
    takenOver: '“{game}” is now carried on in another tab. This tab only shows the game.',
    changedElsewhere:
      '“{game}” was changed in another tab and is shown as it is there now. Your last entry was not made: enter it again.',
    takeOver: 'Carry on here',
    dismiss: 'Dismiss',
  },
  de: {
    label: 'Hinweise zum Speichern',
    setAside: {
      unreadable:
        'Ein gespeichertes Spiel ließ sich nicht lesen (der Speicher des Browsers lieferte keinen Text).',
      json: 'Ein gespeichertes Spiel ist beschädigt (seine Daten sind ungültig).',
      'old-version': 'Ein gespeichertes Spiel hat ein Format, das diese Version nicht lesen kann.',
      'future-version':
        'Ein gespeichertes Spiel stammt von einer neueren Version dieser Seite und kann hier nicht gelesen werden.',
      schema: 'Ein gespeichertes Spiel ist unvollständig oder beschädigt.',
      replay:
        'Ein gespeichertes Spiel lässt sich nicht mehr bis zum gespeicherten Stand nachspielen.',
    },
    kept: 'Gelöscht wurde nichts: Es wird in diesem Browser beiseitegelegt aufbewahrt.',
    cleanStart: 'Unten kannst du ein neues Spiel beginnen.',
    notSaved:
      'Der letzte Eintrag konnte nicht gespeichert werden: Der Speicher des Browsers ist voll. Das Spiel geht hier weiter; beim nächsten Eintrag wird erneut gespeichert.',
    noStorage:
      'Dieser Browser erlaubt hier kein Speichern (ein privates Fenster?). Das Spiel funktioniert, geht aber verloren, wenn die Seite geschlossen wird.',
    openElsewhere:
      '„{game}“ ist in einem anderen Tab geöffnet, in dem die Züge eingetragen werden. Dieser Tab zeigt das Spiel nur an.',
    takenOver:
      '„{game}“ wird jetzt in einem anderen Tab weitergeführt. Dieser Tab zeigt das Spiel nur an.',
    changedElsewhere:
      '„{game}“ wurde in einem anderen Tab geändert und wird jetzt so angezeigt. Dein letzter Eintrag wurde nicht übernommen: Bitte gib ihn erneut ein.',
    takeOver: 'Hier weiterführen',
    dismiss: 'Ausblenden',
  },
  sv: {
    label: 'Om sparandet',
    setAside: {
      unreadable:
        'Ett sparat parti kunde inte läsas (webbläsarens lagring gav tillbaka något som inte är text).',
      json: 'Ett sparat parti är skadat (dess data är ogiltiga).',
      'old-version': 'Ett sparat parti har ett format som den här versionen inte kan läsa.',
      'future-version':
        'Ett sparat parti sparades av en nyare version av webbplatsen och kan inte läsas här.',
      schema: 'Ett sparat parti är ofullständigt eller skadat.',
      replay: 'Ett sparat parti kan inte längre spelas upp till där det sparades.',
    },
    kept: 'Inget har raderats: det ligger kvar åt sidan i den här webbläsaren.',
    cleanStart: 'Du kan börja ett nytt parti nedan.',
    notSaved:
      'Det senaste draget kunde inte sparas: webbläsarens lagring är full. Partiet fortsätter här, och det sparas på nytt vid nästa drag.',
    noStorage:
      'Den här webbläsaren tillåter inte att något sparas här (ett privat fönster?). Partiet fungerar, men det försvinner när sidan stängs.',
    openElsewhere:
      '”{game}” är öppet i en annan flik, där dragen skrivs in. Den här fliken visar bara partiet.',
    takenOver: '”{game}” fortsätter nu i en annan flik. Den här fliken visar bara partiet.',
    changedElsewhere:
      '”{game}” ändrades i en annan flik och visas nu så som det är där. Ditt senaste drag togs inte med: skriv in det igen.',
    takeOver: 'Fortsätt här',
    dismiss: 'Dölj',
  },
  nl: {
    label: 'Over het opslaan',
    setAside: {
      unreadable:
        'Een opgeslagen spel kon niet worden gelezen (de opslag van de browser gaf iets terug dat geen tekst is).',
      json: 'Een opgeslagen spel is beschadigd (de gegevens zijn ongeldig).',
      'old-version': 'Een opgeslagen spel heeft een formaat dat deze versie niet kan lezen.',
      'future-version':
        'Een opgeslagen spel is bewaard door een nieuwere versie van deze site en kan hier niet worden gelezen.',
      schema: 'Een opgeslagen spel is onvolledig of beschadigd.',
      replay: 'Een opgeslagen spel laat zich niet meer naspelen tot waar het werd opgeslagen.',
    },
    kept: 'Er is niets verwijderd: het wordt apart bewaard in deze browser.',
    cleanStart: 'Hieronder kun je een nieuw spel beginnen.',
    notSaved:
      'De laatste invoer kon niet worden opgeslagen: de opslag van de browser is vol. Het spel gaat hier door; bij de volgende invoer wordt opnieuw opgeslagen.',
    noStorage:
      'Deze browser staat hier geen opslag toe (een privévenster?). Het spel werkt, maar gaat verloren als de pagina wordt gesloten.',
    openElsewhere:
      '„{game}” is geopend in een ander tabblad, waar de zetten worden ingevoerd. Dit tabblad toont het spel alleen.',
    takenOver: '„{game}” gaat nu verder in een ander tabblad. Dit tabblad toont het spel alleen.',
    changedElsewhere:
      '„{game}” is in een ander tabblad gewijzigd en wordt nu zo getoond. Je laatste invoer is niet verwerkt: voer die opnieuw in.',
    takeOver: 'Hier verdergaan',
    dismiss: 'Verbergen',
  },
};
