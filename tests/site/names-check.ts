/**
 * What tests/site/names.test.ts looks for in a rule page's MDX: every name that the names
 * table (src/i18n/names) owns must come from it through a component, never be written by
 * hand. The check works on the page's prose: frontmatter, code, link targets and the
 * components' own tags are taken out first, so `<Doc id="002" />` is fine and a bare "002" is
 * not. Pure functions, so the test can also feed them known-bad text and see them fail.
 */
import { LANGS, type Lang } from '../../src/i18n/langs.ts';
import { MESSAGES } from '../../src/i18n/messages/index.ts';
import { DOC_ROLES, NAME_WORDS, ROLE_IDS } from '../../src/i18n/names/index.ts';

/** The page's prose: no frontmatter, code, tags (with their attributes) or link targets. */
export function prose(mdx: string): string {
  return mdx
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/<[A-Za-z/][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
}

/** The prose without quoted words: a document's own word is quoted, so it may stand. */
export function unquoted(text: string): string {
  return text.replace(/“[^”]*”|„[^“”]*[“”]|”[^”]*”|‘[^’]*’|"[^"\n]*"|«[^»]*»/g, ' ');
}

/** Names of the game that are also a role's name somewhere (President, Arschloch …). */
const GAME_NAMES = new Set(['President', 'Präsident', 'Arschloch', 'Bettler', 'Scum', 'Asshole']);

/** Role names a page in `lang` must not write unquoted: other languages' and the documents'. */
export function foreignRoleNames(lang: Lang): string[] {
  // a language's own names, with Swedish definite forms (Usling → Uslingen)
  const own = new Set(
    ROLE_IDS.map((role) => MESSAGES[lang].roles[role].toLowerCase()).flatMap((n) =>
      lang === 'sv' ? [n, `${n}en`] : [n],
    ),
  );
  const names = new Set<string>();
  for (const other of LANGS) {
    for (const role of ROLE_IDS) names.add(MESSAGES[other].roles[role]);
  }
  for (const doc of Object.values(DOC_ROLES)) {
    for (const role of ROLE_IDS) for (const name of doc[role]) names.add(name);
  }
  return [...names].filter((n) => !own.has(n.toLowerCase()) && !GAME_NAMES.has(n));
}

/**
 * Known wrong variants found in review, per language: a second name for one thing, or a
 * word that meant two things. Each must not come back.
 */
export const KNOWN_WRONG: Readonly<Record<Lang, readonly RegExp[]>> = {
  en: [/\bVice-President\b/, /\bVice-Scum\b/, /\bthe Citizen 1\b/, /\bHouse rules rule set\b/],
  de: [/Hausregel/, /\bVizepräsident/, /\b(Viele|Manche|Kaum zwei) Runden\b/, /Ministerin/],
  sv: [/\bnästa omgång\b/, /\bden tyska appen\b/, /\buppsättningen Husregler\b/],
  nl: [
    /\bdie ronde (klaar|uitgaat)/,
    /\btijdens die ronde\b/,
    /\bde Duitse app\b/,
    /\bset Huisregels\b/,
  ],
};

/** A number of players written by hand ("three to seven", "4 bis 7"): it comes from <Players />. */
export const PLAYER_COUNT: Readonly<Record<Lang, RegExp>> = {
  en: /\b(three|four|[34])\s+to\s+(seven|7)\b|\bfor\s+(three|[34])\s+or\s+more\b/i,
  de: /\b(drei|vier|[34])\s+bis\s+(sieben|7)\b|\bfür\s+(drei|[34])\s+oder\s+mehr\b/i,
  sv: /\b(tre|fyra|[34])\s+till\s+(sju|7)\b|\bför\s+(tre|[34])\s+eller\s+fler\b/i,
  nl: /\b(drie|vier|[34])\s+tot\s+(zeven|7)\b|\b(met|voor)\s+(drie|[34])\s+(spelers\s+)?of\s+meer\b/i,
};

export interface Problem {
  readonly kind: string;
  readonly text: string;
}

/** Every hand-written name in a page of `lang` that should come from the names table. */
export function findProblems(lang: Lang, mdx: string): Problem[] {
  const problems: Problem[] = [];
  const text = prose(mdx);
  const plain = unquoted(text);
  for (const m of text.matchAll(/\b00[0-4]\b/g)) {
    problems.push({ kind: 'bare document number (use <Doc id="…" />)', text: m[0] });
  }
  for (const name of Object.values(NAME_WORDS[lang].docs)) {
    // the name without a leading article, as running text would write it
    const core = name.replace(/^(the|den|det|de|het)\s+/i, '');
    if (plain.toLowerCase().includes(core.toLowerCase())) {
      problems.push({ kind: 'document named by hand (use <Doc id="…" />)', text: core });
    }
  }
  if (/<h2 id="opt-/.test(mdx)) {
    problems.push({ kind: 'option heading by hand (use <OptionHeading />)', text: '<h2 id="opt-' });
  }
  for (const m of mdx.matchAll(/\]\([^)]*\/variants\/#opt-[a-z-]+\)/g)) {
    problems.push({ kind: 'option link by hand (use <OptionLink />)', text: m[0] });
  }
  for (const name of foreignRoleNames(lang)) {
    const pattern = new RegExp(
      `(^|[^\\p{L}-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}-])`,
      'u',
    );
    if (pattern.test(plain))
      problems.push({ kind: 'role name of another table, unquoted', text: name });
  }
  for (const wrong of KNOWN_WRONG[lang]) {
    const m = wrong.exec(plain);
    if (m) problems.push({ kind: 'known wrong variant', text: m[0] });
  }
  const count = PLAYER_COUNT[lang].exec(plain);
  if (count) problems.push({ kind: 'number of players by hand (use <Players />)', text: count[0] });
  return problems;
}
