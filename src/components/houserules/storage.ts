/**
 * The house-rules panel's saved choice in localStorage: the same text as the link's `rules`
 * value (src/lib/rule-link.ts). Whatever storage hands back is checked before use (a browser
 * extension, another page of the site or a patched `getItem` may put anything there), and a
 * refused write is reported, so the panel can say that the rules were not saved.
 */
import * as v from 'valibot';
import { RULE_LINK_MAX_LENGTH } from '../../lib/rule-link.ts';

import { STORAGE_KEY } from './storage-key.ts';

/** Where the panel keeps the last choice. */
export { STORAGE_KEY };

/** A saved rule text: a string no longer than a link is read (the panel never writes longer). */
const StoredRuleText = v.pipe(v.string(), v.maxLength(RULE_LINK_MAX_LENGTH));

/** What storage held: nothing, a rule text to decode, or something that is not one. */
export type StoredRules =
  | { readonly kind: 'none' }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'unreadable' };

/** The part of `Storage` the panel uses (tests pass their own). */
export type RuleStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The page's localStorage, or null where it is switched off (reading the property can throw). */
export function browserStorage(): RuleStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Reads the saved choice. Never throws: storage that refuses to answer counts as empty. */
export function readStoredRules(storage: RuleStorage | null): StoredRules {
  let raw: unknown;
  try {
    raw = storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return { kind: 'none' };
  }
  if (raw === null) return { kind: 'none' };
  const parsed = v.safeParse(StoredRuleText, raw);
  return parsed.success ? { kind: 'text', text: parsed.output } : { kind: 'unreadable' };
}

/** Saves the choice's text; false when storage is missing, full or refuses. Never throws. */
export function writeStoredRules(storage: RuleStorage | null, text: string): boolean {
  if (storage === null) return false;
  try {
    storage.setItem(STORAGE_KEY, text);
    return true;
  } catch {
    return false;
  }
}
