/** The referee's store words in de (the shape: ./shape.ts). */
import type { StoreStrings } from './shape.ts';

export const de: StoreStrings = {
  label: 'Hinweise zum Speichern',
  setAside: {
    unreadable:
      'Eine gespeicherte Partie ließ sich nicht lesen (der Speicher des Browsers lieferte keinen Text).',
    json: 'Eine gespeicherte Partie ist beschädigt (ihre Daten sind ungültig).',
    'old-version': 'Eine gespeicherte Partie hat ein Format, das diese Version nicht lesen kann.',
    'future-version':
      'Eine gespeicherte Partie stammt von einer neueren Version dieser Seite und kann hier nicht gelesen werden.',
    schema: 'Eine gespeicherte Partie ist unvollständig oder beschädigt.',
    replay:
      'Eine gespeicherte Partie lässt sich nicht mehr bis zum gespeicherten Stand nachspielen.',
  },
  kept: 'Gelöscht wurde nichts: Es wird in diesem Browser beiseitegelegt aufbewahrt.',
  cleanStart: 'Unten kannst du eine neue Partie beginnen.',
  notSaved:
    'Der letzte Eintrag konnte nicht gespeichert werden: Der Speicher des Browsers ist voll. Die Partie geht hier weiter; beim nächsten Eintrag wird erneut gespeichert.',
  noStorage:
    'Dieser Browser erlaubt hier kein Speichern (ein privates Fenster?). Die Partie läuft, geht aber verloren, wenn die Seite geschlossen wird.',
  openElsewhere:
    '„{game}“ ist in einem anderen Tab geöffnet, in dem die Züge eingetragen werden. Dieser Tab zeigt die Partie nur an.',
  takenOver:
    '„{game}“ wird jetzt in einem anderen Tab weitergeführt. Dieser Tab zeigt die Partie nur an.',
  changedElsewhere:
    '„{game}“ wurde in einem anderen Tab geändert und wird jetzt so angezeigt. Dein letzter Eintrag wurde nicht übernommen: Bitte gib ihn erneut ein.',
  takeOver: 'Hier weiterführen',
  dismiss: 'Ausblenden',
};
