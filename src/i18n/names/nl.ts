/** De namentabel in het Nederlands (vorm: en.ts). Namen van de bronnen met lidwoord. */
import type { NameWords } from './en.ts';

export const nl: NameWords = {
  docs: {
    '000': 'de Duitse handleiding',
    '001': 'het Duitse onlinespel Präsident',
    '002': 'de Duitse Arschloch-regels',
    '003': 'de Zweedse regels',
    '004': 'de Nederlandse beschrijving',
  },
  quote: (text) => `‘${text}’`,
  reading: 'Lezing van deze site',
  docNames: 'De eigen namen in de bronnen',
  forValue: (value) => `voor de waarde ‘${value}’`,
  roles: {
    places: {
      president: 'eerste plaats',
      vicePresident: 'tweede plaats, met vier spelers of meer',
      citizen: 'de plaatsen daartussen; met drie spelers de tweede plaats',
      viceScum:
        'voorlaatste plaats, met vier spelers of meer, met vier dus de derde plaats; de Nederlandse beschrijving noemt met drie spelers de laatste zo',
      scum: 'laatste plaats',
    },
    coined: 'geen bron noemt deze plaats; de naam is van deze site',
  },
  players: {
    range: (min, max) => (max === null ? `${min} of meer spelers` : `${min} tot ${max} spelers`),
    best: (n) => `het best met ${n}`,
    seats: (n) => `de eigen tafel heeft precies ${n} plaatsen`,
    none: 'noemt geen aantal',
    site: (min, max) => `De scheidsrechter van deze site neemt ${min} tot ${max} spelers.`,
  },
};
