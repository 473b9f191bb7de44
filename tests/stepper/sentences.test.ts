/**
 * Every step of every example says what happened and why, in all four languages: no empty
 * sentence, no template holes, and (for a few steps) exactly the words the pages show.
 */
import { describe, expect, it } from 'vitest';
import { describeStep, type StepperWords } from '../../src/components/stepper/describe.ts';
import { buildSteps } from '../../src/components/stepper/build-steps.ts';
import { commentCount, examplePageText } from '../../src/components/stepper/page-text.ts';
import type { Step } from '../../src/components/stepper/steps.ts';
import { optionValue, toggleView, type ToggleWords } from '../../src/components/stepper/toggles.ts';
import { OPTION_LIST } from '../../src/engine/rules.ts';
import { EXAMPLE_IDS, EXAMPLES, type ExampleId } from '../../src/examples/index.ts';
import { MESSAGES } from '../../src/i18n/messages/index.ts';
import { STEPPER } from '../../src/i18n/stepper/index.ts';
import { VOCABULARY } from '../../src/i18n/vocabulary/index.ts';
import { LANGS, type Lang } from '../../src/i18n/langs.ts';

const words = (lang: Lang): StepperWords & ToggleWords => ({
  messages: MESSAGES[lang],
  stepper: STEPPER[lang],
  options: VOCABULARY[lang],
});

function stepsOf(id: ExampleId, overrides: Record<string, string> = {}): readonly Step[] {
  const result = buildSteps(EXAMPLES[id].text, overrides);
  if (!result.ok) throw new Error(`${id}: ${JSON.stringify(result.error)}`);
  return result.steps;
}

function sentences(id: ExampleId, lang: Lang, overrides: Record<string, string> = {}): string[] {
  return stepsOf(id, overrides).map((s) => describeStep(s, words(lang)));
}

function expectClean(text: string): void {
  expect(text.trim().length).toBeGreaterThan(0);
  expect(text).toBe(text.trim());
  // a stop at the end, inside the closing quote of a quotation (the referee's words)
  expect(text).toMatch(/[.!?][”“’]?$/);
  for (const bad of ['undefined', 'null', 'NaN', '[object', '${', '{', '}', '..'])
    expect(text).not.toContain(bad);
}

/** The examples under their own rules and under every single toggle value. */
const VARIANTS: { id: ExampleId; overrides: Record<string, string> }[] = EXAMPLE_IDS.flatMap(
  (id) => [
    { id, overrides: {} },
    ...EXAMPLES[id].toggles.flatMap((name) =>
      (OPTION_LIST.find((o) => o.name === name)?.values ?? []).map((value) => ({
        id,
        overrides: { [name]: value },
      })),
    ),
  ],
);

describe.each(LANGS)('in %s', (lang) => {
  it('every step of every example (and every toggle value) has a clean sentence', () => {
    for (const { id, overrides } of VARIANTS) {
      for (const text of sentences(id, lang, overrides)) expectClean(text);
    }
  });

  it('every example has a title and an intro, and every toggle a label and value labels', () => {
    for (const id of EXAMPLE_IDS) {
      const { title, intro, comments } = examplePageText(id, lang);
      expectClean(`${title}.`);
      expectClean(intro);
      // the transcript's comments, one per `#`, in the page's language
      expect(comments).toHaveLength(commentCount(EXAMPLES[id].text));
      for (const comment of comments) expectClean(`${comment}.`.replace(/\.\.$/, '.'));
      const result = buildSteps(EXAMPLES[id].text);
      if (!result.ok) throw new Error(id);
      for (const name of EXAMPLES[id].toggles) {
        const view = toggleView(words(lang), name, result.rules);
        expectClean(`${view.label}.`);
        expectClean(view.explain);
        expect(view.choices.map((c) => c.value)).toContain(optionValue(result.rules, name));
        for (const choice of view.choices) expectClean(`${choice.label}.`);
      }
    }
  });
});

describe('the rule toggles', () => {
  it('name options and values with the vocabulary the house-rules panel uses', () => {
    const result = buildSteps(EXAMPLES['equal-skip'].text);
    if (!result.ok) throw new Error('equal-skip');
    const equal = toggleView(words('en'), 'equal', result.rules);
    expect(equal.label).toBe(VOCABULARY.en.equal.label);
    expect(equal.explain).toBe(VOCABULARY.en.equal.explain);
    expect(equal.choices).toEqual([
      { value: 'off', label: VOCABULARY.en.equal.values.off },
      { value: 'on', label: VOCABULARY.en.equal.values.on },
      { value: 'skip', label: VOCABULARY.en.equal.values.skip },
    ]);
    const clear = toggleView(words('de'), 'clear', { ...result.rules, clear: ['8', '10'] });
    expect(clear.kind).toBe('select');
    expect(clear.choices[0]).toEqual({ value: 'none', label: VOCABULARY.de.clear.values.none });
    expect(clear.choices.find((c) => c.value === 'J')?.label).toBe('B');
    expect(clear.choices.at(-1)).toEqual({ value: '8+10', label: '8 oder 10' });
    expect(toggleView(words('sv'), 'reentry', result.rules).kind).toBe('checkbox');
  });
});

describe('exact sentences', () => {
  it('pairs-000 in each language: a rank that beats is said with its article, the jack by its word', () => {
    const en = sentences('pairs-000', 'en');
    expect(en[0]).toBe('The cards are dealt. Anyone may lead; here Anna begins.');
    expect(en[2]).toBe('Ben plays J♠ J♥: as many cards as 7♣ 7♦, and the jack beats the 7.');
    expect(en[3]).toBe(
      'Cem tries A♠. The referee says: “Play 2 cards, as many as the last play (J♠ J♥ by Ben).” The cards go back to Cem.',
    );
    expect(en[4]).toBe('Cem passes: nothing in hand beats J♠ J♥.');
    expect(en[7]).toBe('Ben passes: nothing in hand beats K♣ K♦. Dora wins the trick and leads.');
    const de = sentences('pairs-000', 'de');
    expect(de[2]).toBe(
      'Ben spielt B♠ B♥: gleich viele Karten wie 7♣ 7♦, und der Bube schlägt die 7.',
    );
    expect(de[7]).toBe(
      'Ben passt: Nichts auf der Hand schlägt K♣ K♦. Dora gewinnt den Stich und spielt neu aus.',
    );
    expect(sentences('pairs-000', 'nl')[2]).toContain(', en de boer slaat de 7.');
    expect(sentences('pairs-000', 'sv')[2]).toContain(', och knekten slår sjuan.');
  });

  it("002: Ben re-enters, and with re-entry off his A A is refused with the engine's reason", () => {
    expect(sentences('five-players-002', 'en')[12]).toBe(
      'Ben plays A♠ A♥: as many cards as K♣ K♦, and the ace beats the king. Ben passed earlier in this trick, but with re-entry may play again.',
    );
    expect(sentences('five-players-002', 'en', { reentry: 'off' })[12]).toBe(
      "Ben tries A♠ A♥. The referee says: “It is Dora's turn, not Ben's.” The cards go back to Ben.",
    );
    expect(sentences('five-players-002', 'de', { reentry: 'off' })[12]).toBe(
      'Ben will A♠ A♥ legen. Der Schiedsrichter sagt: „Dora ist dran, nicht Ben.“ Die Karten gehen zurück an Ben.',
    );
  });

  it('the revolution, the 8-stop, the exchange and miyako say what happened', () => {
    expect(sentences('revolution-001', 'en')[2]).toBe(
      'Ben plays 5♣ 5♦ 5♥ 5♠: as many cards as 8♣ 8♦ 8♥ 8♠, and in the turned order the 5 beats the 8. The order is back to normal: higher beats lower.',
    );
    expect(sentences('eight-stop', 'de')[2]).toBe(
      'Ben spielt 8♦: gleich viele Karten wie 5♠, und die 8 schlägt die 5. Ben räumt mit 8 den Tisch ab. Ben gewinnt den Stich und spielt neu aus.',
    );
    expect(sentences('exchange', 'en')[4]).toBe(
      'Round 2: the cards are dealt. Before play, cards change hands: Dora gives Anna the 2 highest cards and Cem gives Ben the highest card; as many cards come back. Dora leads as last round’s Scum.',
    );
    const miyako = sentences('miyako', 'en');
    expect(miyako[miyako.length - 1]).toContain('Miyako: Ben goes out first, so Anna');
    expect(sentences('one-lap', 'en')[4]).toBe(
      'Dora plays 9♠: as many cards as 7♦, and the 9 beats the 7. Every other player has had a turn: the lap is over. Dora wins the trick and leads.',
    );
  });
});

describe('the exchange a round opens with', () => {
  it('says as many cards come back as the one give asks for (three players give two)', () => {
    // three players under exchange=two once read "one card comes back" while two came back
    const back = {
      en: 'as many cards come back',
      de: 'gleich viele Karten gehen zurück',
      sv: 'lika många kort går tillbaka',
      nl: 'er gaan evenveel kaarten terug',
    };
    const one = {
      en: 'one card',
      de: 'eine Karte',
      sv: 'ett kort',
      nl: 'één kaart',
    };
    for (const lang of LANGS) {
      const due = (count: number) =>
        STEPPER[lang].sentence.exchangeDue([{ from: 'Cem', to: 'Anna', count }]);
      for (const count of [1, 2]) {
        expect(due(count)).toContain(back[lang]);
        expect(due(count)).not.toContain(one[lang]);
      }
    }
  });
});

describe('a 2 that beats another by its suit', () => {
  it('says the order of the suits is turned under a revolution, in every language', () => {
    const d = { player: 'Ben', cards: '2♦', top: '2♣', rank: '2', topRank: '2' };
    const turned = {
      en: 'turned by the revolution',
      de: 'durch die Revolution umgedreht',
      sv: 'vänd av revolutionen',
      nl: 'omgedraaid door de revolutie',
    };
    for (const lang of LANGS) {
      const suit = STEPPER[lang].sentence.suit;
      expect(suit({ ...d, reversed: true })).toContain(turned[lang]);
      expect(suit({ ...d, reversed: false })).not.toContain(turned[lang]);
      expect(suit({ ...d, reversed: false })).toContain('(♦ = ♥ < ♣ < ♠)');
    }
  });
});
