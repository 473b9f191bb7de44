/** The referee's set-up screen, in each language. */
import type { Lang } from '../langs.ts';

export interface SetupStrings {
  /** the page's title and description */
  readonly title: string;
  readonly description: string;
  readonly heading: string;
  readonly start: string;
}

export const SETUP: { readonly [L in Lang]: SetupStrings } = {
  en: {
    title: 'Referee',
    description:
      'A referee for a real table: enter each play and see at once whether it is allowed, and why not.',
    heading: 'A new game at the table',
    start: 'Start refereeing',
  },
  de: {
    title: 'Schiedsrichter',
    description:
      'Ein Schiedsrichter für den echten Tisch: jeden Zug eingeben und sofort sehen, ob er erlaubt ist und warum nicht.',
    heading: 'Ein neues Spiel am Tisch',
    start: 'Schiedsrichter starten',
  },
  sv: {
    title: 'Domare',
    description:
      'En domare för ett riktigt bord: skriv in varje drag och se direkt om det är tillåtet, och varför inte.',
    heading: 'Ett nytt parti vid bordet',
    start: 'Börja döma',
  },
  nl: {
    title: 'Scheidsrechter',
    description:
      'Een scheidsrechter voor een echte tafel: voer elke zet in en zie meteen of hij mag, en waarom niet.',
    heading: 'Een nieuw spel aan tafel',
    start: 'Begin met scheidsrechteren',
  },
};
