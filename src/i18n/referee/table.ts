/** The referee's table screen (overview, entry pad, history, between rounds), in each language. */
import type { Lang } from '../langs.ts';

export interface TableStrings {
  readonly heading: string;
}

export const TABLE: { readonly [L in Lang]: TableStrings } = {
  en: { heading: 'At the table' },
  de: { heading: 'Am Tisch' },
  sv: { heading: 'Vid bordet' },
  nl: { heading: 'Aan tafel' },
};
