/**
 * The referee's dispute tools (export a game as a transcript, import one and read the
 * referee's report), in each language. The report's own words are the CLI's
 * (src/i18n/cli.ts), so the page says exactly what `president-referee check` says.
 */
import type { Lang } from '../langs.ts';
import { de } from './disputes/de.ts';
import { en } from './disputes/en.ts';
import { nl } from './disputes/nl.ts';
import { sv } from './disputes/sv.ts';
import type { DisputesStrings } from './disputes/shape.ts';

export type { DisputesStrings } from './disputes/shape.ts';

export const DISPUTES: { readonly [L in Lang]: DisputesStrings } = { en, de, sv, nl };
