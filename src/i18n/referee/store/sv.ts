/** The referee's store words in sv (the shape: ./shape.ts). */
import type { StoreStrings } from './shape.ts';

export const sv: StoreStrings = {
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
};
