/**
 * The referee's notices about saved games (src/components/referee/session.ts, StoreNotice),
 * in each language: a game set aside, an entry not saved, no storage, the game open in
 * another tab. `{game}` is the game's name.
 */
import type { Lang } from '../langs.ts';
import { de } from './store/de.ts';
import { en } from './store/en.ts';
import { nl } from './store/nl.ts';
import { sv } from './store/sv.ts';
import type { StoreStrings } from './store/shape.ts';

export type { StoreStrings } from './store/shape.ts';

export const STORE: { readonly [L in Lang]: StoreStrings } = { en, de, sv, nl };
