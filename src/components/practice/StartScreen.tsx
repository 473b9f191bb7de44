/**
 * The start screen (001 "Präsident starten"): rows to tap for the rule set (the presets, the
 * house-rules panel's saved choice, a share link's rules), the computers' level, the game's
 * length and the number of players; under them the table-rules card of exactly that choice,
 * rewritten at once when a choice changes. "Start" deals a new game; a game's link sets
 * every row and the seed, so Start deals that game.
 *
 * The card's words (the options' and the vocabulary's) load on first use (./RulesCard.tsx).
 */
import { For, Show, createEffect, createMemo, createSignal, on, onMount, type JSX } from 'solid-js';
import { PRESET_NAMES, type GameLength } from '../../engine/rules.ts';
import { fill, plural } from '../../i18n/format/fill.ts';
import type { Lang } from '../../i18n/langs.ts';
import type { StartWords } from '../../i18n/practice/index.ts';
import { encodeRuleLink, type RuleChoice } from '../../lib/rule-link.ts';
import { initialRuleSource, ruleChoiceOf, ruleSourceIds } from '../referee/rule-source.ts';
import type { RuleSourceId, RuleSources } from '../referee/rule-source.ts';
import type { GameLinkParams } from './link.ts';
import { lengthChoices, sameLength, withLength } from './length.ts';
import {
  DEFAULT_PRACTICE_PLAYERS,
  MAX_PRACTICE_PLAYERS,
  MIN_PRACTICE_PLAYERS,
  ONLINE_GAME_PRESETS,
} from './seats.ts';
import type { PracticeSetup, StartChoice } from './setup.ts';
import { afterHydration, hydratedLater, hydrating } from '../referee/hydrated-later.ts';
import RulesCard from './RulesCard.tsx';

export interface StartScreenProps {
  readonly lang: Lang;
  readonly words: StartWords;
  readonly sources: RuleSources;
  readonly link: GameLinkParams;
  /** the levels the computers can play at (known once the table's code has loaded) */
  readonly levels: readonly string[];
  /** the last game's set-up: the rows start from it */
  readonly last: PracticeSetup | null;
  /** a saved game waits behind this screen */
  readonly canContinue: boolean;
  readonly onStart: (choice: StartChoice) => void;
  readonly onContinue: () => void;
}

/** 001's three rule sets first, then the other presets. */
const PRESET_ORDER = ONLINE_GAME_PRESETS;
const PLAYER_COUNTS = Array.from(
  { length: MAX_PRACTICE_PLAYERS - MIN_PRACTICE_PLAYERS + 1 },
  (_, i) => MIN_PRACTICE_PLAYERS + i,
);

/** One row of choices to tap: radio buttons drawn as a row of chips. */
function ChoiceRow<T>(props: {
  readonly name: string;
  readonly legend: string;
  readonly options: readonly T[];
  readonly key: (option: T) => string;
  readonly label: (option: T) => string;
  readonly chosen: T;
  readonly same: (a: T, b: T) => boolean;
  readonly onChoose: (option: T) => void;
  /** an option drawn but hidden (practice.css `.pt-chip-absent`); none if not given */
  readonly absent?: (option: T) => boolean;
  readonly children?: JSX.Element;
}) {
  return (
    <fieldset class="pt-row">
      <legend>{props.legend}</legend>
      <div class="pt-chips">
        <For each={props.options}>
          {(option) => (
            <label
              class="pt-chip"
              classList={{ 'pt-chip-absent': props.absent?.(option) === true }}
              data-option={props.key(option)}
            >
              <input
                type="radio"
                name={props.name}
                value={props.key(option)}
                checked={props.same(option, props.chosen)}
                onChange={() => props.onChoose(option)}
              />
              <span>{props.label(option)}</span>
            </label>
          )}
        </For>
      </div>
      {props.children}
    </fieldset>
  );
}

// While the page hydrates, the table-rules card hydrates in a task of its own after the rows
// (../referee/hydrated-later.ts): no one task is long.
const LaterRulesCard = hydratedLater(RulesCard);

export default function StartScreen(props: StartScreenProps) {
  const wasHydrating = hydrating();
  const p = () => props.words.practice.start;
  const presets = () => props.words.rules.presets;

  // The link's and the saved rules' chips are always drawn, first, and hidden while there are
  // none: the server cannot know them, and a chip put in front once they are read would move
  // every row below it (a layout shift on a phone). ./practice-directive.ts marks the page
  // from the first paint on when they will be there (practice.css shows their chips then).
  const ids = createMemo((): RuleSourceId[] => {
    const rest = PRESET_NAMES.filter((name) => !(PRESET_ORDER as readonly string[]).includes(name));
    return ['link', 'saved', ...PRESET_ORDER, ...rest];
  });
  const present = createMemo(() => new Set(ruleSourceIds(props.sources)));
  const initialSource = (): RuleSourceId => {
    if (props.sources.link !== null) return 'link';
    if (props.last !== null) return props.last.choice.preset;
    const id = initialRuleSource(props.sources);
    return id === 'common' ? 'classic' : id;
  };
  const [source, setSource] = createSignal<RuleSourceId>(initialSource());
  // The sources and the last game may arrive once the page is mounted (./StartPart.tsx reads
  // them then, perhaps before this effect's first run): start from them whenever they change.
  createEffect(
    on(
      () => [props.sources, props.last] as const,
      () => setSource(initialSource()),
    ),
  );
  const base = createMemo((): RuleChoice => {
    const last = props.last;
    if (last !== null && props.sources.link === null && source() === last.choice.preset)
      return last.choice;
    return ruleChoiceOf(source(), props.sources);
  });

  const lengths = createMemo(() => lengthChoices(base().rules.length));
  const [length, setLength] = createSignal<GameLength>(lengths().initial);
  createEffect(on(lengths, (choices) => setLength(choices.initial)));
  const choice = createMemo((): RuleChoice => withLength(base(), length()));

  const [players, setPlayers] = createSignal(DEFAULT_PRACTICE_PLAYERS);
  const [level, setLevel] = createSignal('normal');
  createEffect(() => {
    setPlayers(props.link.players ?? props.last?.players ?? DEFAULT_PRACTICE_PLAYERS);
    const wanted = props.link.level ?? props.last?.level;
    if (wanted !== undefined && props.levels.includes(wanted)) setLevel(wanted);
  });
  const code = () => props.link.code;

  const sourceLabel = (id: RuleSourceId): string =>
    id === 'link' ? p().rulesLink : id === 'saved' ? p().rulesSaved : presets()[id].name;
  const lengthLabel = (l: GameLength): string =>
    l.kind === 'rounds'
      ? plural(p().lengthRounds, l.n, props.lang)
      : l.kind === 'points'
        ? plural(p().lengthPoints, l.n, props.lang)
        : p().lengthOpen;
  const levelLabel = (l: string): string =>
    (p().levels as Readonly<Record<string, string>>)[l] ?? l;

  // The form the server drew (./StartPart.tsx) takes no input until the island has hydrated
  // it, its card too: a row chosen before would be lost when the island takes the form over.
  const [live, setLive] = createSignal(false);
  onMount(() => afterHydration(wasHydrating, () => setLive(true)));

  const start = (event: SubmitEvent) => {
    event.preventDefault();
    const chosen = level();
    props.onStart({
      choice: choice(),
      players: players(),
      level: chosen as StartChoice['level'],
      code: code(),
    });
  };

  return (
    <form class="pt-start" aria-labelledby="pt-start-title" inert={!live()} onSubmit={start}>
      <h2 id="pt-start-title">{p().heading}</h2>
      <p class="pt-lead">{p().lead}</p>
      <ChoiceRow
        name="pt-rules"
        legend={p().rules}
        options={ids()}
        key={(id) => id}
        label={sourceLabel}
        chosen={source()}
        same={(a, b) => a === b}
        onChoose={setSource}
        absent={(id) => !present().has(id)}
      >
        <p class="pt-hint">
          <a href={`/${props.lang}/house-rules/?rules=${encodeRuleLink(choice())}`}>
            {p().editRules}
          </a>
        </p>
      </ChoiceRow>
      <ChoiceRow
        name="pt-level"
        legend={p().level}
        options={props.levels}
        key={(l) => l}
        label={levelLabel}
        chosen={level()}
        same={(a, b) => a === b}
        onChoose={setLevel}
      >
        <p class="pt-hint">{p().levelHint}</p>
      </ChoiceRow>
      <ChoiceRow
        name="pt-length"
        legend={p().length}
        options={lengths().options}
        key={(l) => (l.kind === 'open' ? 'open' : `${l.kind}-${String(l.n)}`)}
        label={lengthLabel}
        chosen={length()}
        same={sameLength}
        onChoose={setLength}
      />
      <ChoiceRow
        name="pt-players"
        legend={p().players}
        options={PLAYER_COUNTS}
        key={(n) => String(n)}
        label={(n) => String(n)}
        chosen={players()}
        same={(a, b) => a === b}
        onChoose={setPlayers}
      />
      <Show when={code()}>
        {(s) => (
          <p class="pt-code" data-testid="pt-link-code">
            {fill(p().fromLink, { code: s() })}
          </p>
        )}
      </Show>
      <div class="pt-start-actions">
        <button type="submit" class="pt-primary">
          {p().start}
        </button>
        <Show when={props.canContinue}>
          <button type="button" class="pt-secondary" onClick={() => props.onContinue()}>
            {p().continue}
          </button>
        </Show>
      </div>
      <LaterRulesCard
        words={props.words}
        choice={choice()}
        notices={source() === 'link' ? (props.sources.link?.notices ?? []) : []}
      />
    </form>
  );
}
