/**
 * One voice: the role, option, rule and document names of every rule page in every language
 * come from the one names table (src/i18n/names and the tables it gathers), not from the
 * page's own hand. Each check is also fed a known-bad line, so it is seen to fail.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/i18n/langs.ts';
import { MESSAGES } from '../../src/i18n/messages/index.ts';
import {
  DOC_IDS,
  DOC_PLAYERS,
  DOC_ROLES,
  DOC_RULE_NAMES,
  NAME_WORDS,
  ROLE_IDS,
  docName,
  fillDocs,
  playersText,
} from '../../src/i18n/names/index.ts';
import { OPTION_LIST } from '../../src/engine/rules.ts';
import { VOCABULARY } from '../../src/i18n/vocabulary/index.ts';
import { OPTION_STRINGS } from '../../src/i18n/options/index.ts';
import { findProblems } from './names-check.ts';

const pages = (lang: string) =>
  readdirSync(`src/content/docs/${lang}`)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => ({
      file: `${lang}/${f}`,
      text: readFileSync(`src/content/docs/${lang}/${f}`, 'utf8'),
    }));

describe.each(LANGS)('the %s pages', (lang) => {
  it('take every document, option, role and player count from the names table', () => {
    const found = pages(lang).flatMap(({ file, text }) =>
      findProblems(lang, text).map((p) => `${file}: ${p.kind}: ${p.text}`),
    );
    expect(found).toEqual([]);
  });

  it('mark the site’s own readings with the one component, on several pages', () => {
    const withReading = pages(lang).filter(({ text }) => text.includes('<Reading>'));
    expect(withReading.length).toBeGreaterThanOrEqual(6);
    // the marker is never written by hand
    const label = NAME_WORDS[lang].reading;
    for (const { file, text } of pages(lang)) {
      expect(text.includes(label), `${file} writes “${label}” by hand`).toBe(false);
    }
  });

  it('name every option on the variants page with the panel’s and the toggles’ words', () => {
    const variants = readFileSync(`src/content/docs/${lang}/variants.mdx`, 'utf8');
    for (const option of OPTION_LIST) {
      expect(variants).toContain(`<OptionHeading option="${option.name}" />`);
    }
    // A value listed by its notation ("- `off`: …", "- **No** (`off`): …") is named by the
    // one table (<OptionValue />): a German reader once met `off` and `skip` as the labels.
    const byHand = variants
      .split('\n')
      .filter((line) => /^- (?:\*\*[^*]+\*\* \(`[^`]+`\)|`[^`]+`[:.])/.test(line));
    expect(byHand, 'values named by hand (use <OptionValue />)').toEqual([]);
  });
});

describe('the checks fail on hand-written names', () => {
  it('finds a bare number, a hand-written document and a foreign role name', () => {
    const kinds = (lang: (typeof LANGS)[number], text: string) =>
      findProblems(lang, text).map((p) => p.kind);
    expect(kinds('en', 'In 001 the third place is a Citizen.')).toContain(
      'bare document number (use <Doc id="…" />)',
    );
    expect(kinds('en', 'As the Arschloch rules say, the Vizebettler gives.')).toEqual([
      'document named by hand (use <Doc id="…" />)',
      'role name of another table, unquoted',
    ]);
    // quoted, a document's own word may stand
    expect(kinds('en', 'It calls the third place “Bürger”.')).toEqual([]);
    expect(kinds('de', 'Das Online-Spiel nennt den Dritten Vice Scum.')).toContain(
      'role name of another table, unquoted',
    );
    expect(kinds('de', 'Die Hausregeln eures Tisches.')).toContain('known wrong variant');
    expect(kinds('nl', 'Zodra die ronde klaar is.')).toContain('known wrong variant');
    expect(kinds('sv', 'Ni är fyra till sju spelare.')).toContain(
      'number of players by hand (use <Players />)',
    );
    expect(kinds('en', 'A shedding game for three to seven players.')).toContain(
      'number of players by hand (use <Players />)',
    );
    expect(
      kinds('en', '<h2 id="opt-reentry">Re-entry</h2> [Must beat](/en/variants/#opt-mandatory)'),
    ).toEqual([
      'option heading by hand (use <OptionHeading />)',
      'option link by hand (use <OptionLink />)',
    ]);
  });

  it('leaves the components and their attributes alone', () => {
    expect(
      findProblems(
        'en',
        'In <Doc id="001" /> see <OptionLink option="reentry" /> and <Example id="pairs-000" />.',
      ),
    ).toEqual([]);
  });
});

describe('the names table', () => {
  it('names every document in every language, with its number as a reference', () => {
    for (const lang of LANGS) {
      for (const id of DOC_IDS) {
        expect(docName(lang, id)).toMatch(new RegExp(`^\\S.* \\(${id}\\)$`));
      }
      // `{004}` in a sentence is the document's name; at the start it begins with a capital
      expect(fillDocs(lang, 'x {004}')).toBe(`x ${docName(lang, '004')}`);
      expect(fillDocs(lang, '{002}').charAt(0)).toMatch(/\p{Lu}/u);
    }
  });

  it('states each document’s number of players as the document does', () => {
    expect(DOC_PLAYERS['002']).toEqual({ min: 4, max: 7 });
    expect(DOC_PLAYERS['003']).toEqual({ min: 4, max: 7 });
    expect(DOC_PLAYERS['004']).toEqual({ min: 3, max: null });
    expect(playersText('en', '001')).toBe(
      '3 to 7 players (best with 4; its own table seats exactly 4)',
    );
    expect(playersText('de', '000')).toBe('nennt keine Zahl');
  });

  it('gives 001’s third of four the site’s Vice Scum, with the game’s own “Bürger” beside it', () => {
    expect(DOC_ROLES['001'].viceScum).toEqual(['Bürger']);
    expect(DOC_ROLES['001'].citizen).toEqual([]);
    expect(MESSAGES.en.roles.viceScum).toBe('Vice Scum');
    expect(MESSAGES.de.roles.viceScum).toBe('Vizebettler');
  });

  it('has a role name for every role in every language, and only real options in the documents’ words', () => {
    for (const lang of LANGS) {
      for (const role of ROLE_IDS) expect(MESSAGES[lang].roles[role].length).toBeGreaterThan(0);
    }
    const names = new Set(OPTION_LIST.map((o) => o.name));
    for (const entry of DOC_RULE_NAMES) expect(names.has(entry.option)).toBe(true);
  });

  it('gives 001’s three rule sets 001’s own names in every language', () => {
    for (const lang of LANGS) {
      expect(OPTION_STRINGS[lang].presets.classic.name).toBe('Klassisch');
      expect(OPTION_STRINGS[lang].presets.revolution.name).toBe('Revolution');
      expect(OPTION_STRINGS[lang].presets.house.name).toBe('Hausregeln');
      // and no option shares a name with a preset
      const labels = OPTION_LIST.map((o) => VOCABULARY[lang][o.key].label);
      expect(labels).not.toContain('Hausregeln');
    }
  });
});
