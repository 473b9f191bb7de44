/** The referee's store words in de (the shape: ./shape.ts). */
import type { StoreStrings } from './shape.ts';

export const de: StoreStrings = {
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
};
