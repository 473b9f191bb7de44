/** Die Namenstabelle auf Deutsch (Form: en.ts). Dokumentnamen ohne Artikel: den setzt der Satz. */
import type { NameWords } from './en.ts';

export const de: NameWords = {
  docs: {
    '000': 'Anleitung zur Grundform',
    '001': 'Onlinespiel „Präsident“',
    '002': 'Arschloch-Regeln',
    '003': 'schwedischen Regeln',
    '004': 'niederländischen Regeln',
  },
  standalone: {
    '000': 'die Anleitung zur Grundform',
    '001': 'das Onlinespiel „Präsident“',
    '002': 'die Arschloch-Regeln',
    '003': 'die schwedischen Regeln',
    '004': 'die niederländischen Regeln',
  },
  quote: (text) => `„${text}“`,
  reading: 'Lesart dieser Seite',
  docNames: 'Die eigenen Namen der Quellen',
  forValue: (value) => `für den Wert „${value}“`,
  roles: {
    places: {
      president: 'erster Platz',
      vicePresident: 'zweiter Platz, ab vier Spielern',
      citizen: 'die Plätze dazwischen; zu dritt der zweite Platz',
      viceScum: 'vorletzter Platz, ab vier Spielern, zu viert also der dritte Platz',
      scum: 'letzter Platz',
    },
    coined: 'keine Quelle nennt diesen Platz; der Name ist von dieser Seite',
  },
  players: {
    range: (min, max) => (max === null ? `${min} oder mehr Spieler` : `${min} bis ${max} Spieler`),
    best: (n) => `am besten zu ${n === 4 ? 'viert' : String(n)}`,
    seats: (n) => `am eigenen Tisch sitzen genau ${n}`,
    none: 'nennt keine Zahl',
    site: (min, max) => `Der Schiedsrichter dieser Seite nimmt ${min} bis ${max} Spieler.`,
  },
};
