/** The referee's store words in en (the shape: ./shape.ts). */
import type { StoreStrings } from './shape.ts';

export const en: StoreStrings = {
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
};
