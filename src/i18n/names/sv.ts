/** Namntabellen på svenska (form: en.ts). Dokumentens namn med artikel, i bestämd form. */
import type { NameWords } from './en.ts';

export const sv: NameWords = {
  docs: {
    '000': 'den tyska guiden',
    '001': 'det tyska onlinespelet Präsident',
    '002': 'de tyska Arschloch-reglerna',
    '003': 'de svenska reglerna',
    '004': 'de nederländska reglerna',
  },
  quote: (text) => `”${text}”`,
  reading: 'Webbplatsens tolkning',
  docNames: 'Texternas egna namn',
  forValue: (value) => `för värdet ”${value}”`,
  roles: {
    places: {
      president: 'första plats',
      vicePresident: 'andra plats, med fyra eller fler spelare',
      citizen: 'platserna däremellan; med tre spelare andra plats',
      viceScum: 'näst sista plats, med fyra eller fler spelare; med fyra är det tredje plats',
      scum: 'sista plats',
    },
    coined: 'ingen text namnger den här platsen; namnet är webbplatsens',
  },
  players: {
    range: (min, max) =>
      max === null ? `${min} eller fler spelare` : `${min} till ${max} spelare`,
    best: (n) => `helst ${n}`,
    seats: (n) => `det egna bordet har plats för exakt ${n}`,
    none: 'nämner inget antal',
    site: (min, max) => `Webbplatsens domare tar ${min} till ${max} spelare.`,
  },
};
