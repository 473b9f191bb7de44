/**
 * The referee's set-up screen and the list of kept games, in each language. `{name}`
 * placeholders are filled by the screen; plurals are `{ one, other }` (src/i18n/format).
 */
import type { Lang } from '../langs.ts';
import { de } from './setup/de.ts';
import { en } from './setup/en.ts';
import { nl } from './setup/nl.ts';
import { sv } from './setup/sv.ts';
import type { SetupStrings } from './setup/shape.ts';

export type { SetupStrings } from './setup/shape.ts';

export const SETUP: { readonly [L in Lang]: SetupStrings } = { en, de, sv, nl };
