/**
 * The referee's set-up screen: the players in seating order (typed, or tapped from the names
 * used at this device; reordered by drag or by the arrow buttons), the dealer, the rule set
 * (RuleChooser), what the referee knows (table mode or known hands), and where the game starts
 * (round 1, or a game under way: its round, last round's places and the points so far). The
 * checks are ./setup-form.ts; a problem is shown next to its field, in the page's language,
 * once "Start" has been pressed. "Start" opens the game in the session, once the session has
 * its statechart (the island loads it once this screen is first used); the kept games
 * (KeptGames) follow the form. Until Start the form is kept for this tab (./known-names.ts
 * `SetupDraft`), so a reload loses nothing typed; Start leaves the players, the rule set and
 * the mode there for the tab's next game.
 */
import {
  For,
  Show,
  createEffect,
  createMemo,
  createSignal,
  onMount,
  type Accessor,
  type Setter,
} from 'solid-js';
import { browserStorage, readStoredRules } from '../houserules/storage.ts';
import type { Lang } from '../../i18n/langs.ts';
import type { RefereeSetupStrings } from '../../i18n/referee/index.ts';
import { fill, plural } from '../../i18n/format/fill.ts';
import { DEFAULT_PRESET, type LinkNotice, type RuleChoice } from '../../lib/rule-link.ts';
import { afterHydration, hydratedLater, hydrating } from './hydrated-later.ts';
import KeptGames from './KeptGames.tsx';
import MidGame from './MidGame.tsx';
import ReorderList from './ReorderList.tsx';
import RuleChooser from './RuleChooser.tsx';
import type { SetupDraft } from './known-names.ts';
import {
  initialRuleSource,
  readRuleSources,
  ruleChoiceOf,
  ruleSourceIds,
  type RuleSourceId,
  type RuleSources,
} from './rule-source.ts';
import type { RefereeSession, RefereeSetup } from './session.ts';
import {
  SETUP_MAX_PLAYERS,
  countProblem,
  defaultGameName,
  moveItem,
  nameProblems,
  parseRound,
  parseTotal,
  type NameProblem,
} from './setup-form.ts';
import '../../styles/referee-setup.css';

export interface SetupScreenProps {
  readonly lang: Lang;
  readonly strings: RefereeSetupStrings;
  readonly session: RefereeSession;
}

/** One seat of the form: its name is a signal of its own, so typing never redraws the list. */
interface Seat {
  readonly id: string;
  readonly name: Accessor<string>;
  readonly setName: Setter<string>;
}

/**
 * The panel's saved choice, or null (none, storage switched off, or a value that is not a rule
 * text: the panel's own reader checks it). Only read, never written.
 */
function readPanelChoice(): string | null {
  const stored = readStoredRules(browserStorage());
  return stored.kind === 'text' ? stored.text : null;
}

// While the page hydrates, the rules' menu and the kept games hydrate each in a task of their
// own after the players' part of the form (./hydrated-later.ts): no one task is long.
const LaterRuleChooser = hydratedLater(RuleChooser);
const LaterKeptGames = hydratedLater(KeptGames);

export default function SetupScreen(props: SetupScreenProps) {
  const wasHydrating = hydrating();
  const s = () => props.strings.setup;
  let counter = 0;
  const newSeat = (name = ''): Seat => {
    const [get, set] = createSignal(name);
    counter += 1;
    return { id: `s${String(counter)}`, name: get, setName: set };
  };

  const [seats, setSeats] = createSignal<readonly Seat[]>([
    newSeat(),
    newSeat(),
    newSeat(),
    newSeat(),
  ]);
  const [known, setKnown] = createSignal<readonly string[]>([]);
  const [dealerId, setDealerId] = createSignal<string | null>(null);
  const [sources, setSources] = createSignal<RuleSources>({ link: null, saved: null });
  const [source, setSource] = createSignal<RuleSourceId>(DEFAULT_PRESET);
  const [notices, setNotices] = createSignal<readonly LinkNotice[]>([]);
  const [mode, setMode] = createSignal<'table' | 'known'>('table');
  const [from, setFrom] = createSignal<'start' | 'middle'>('start');
  const [roundText, setRoundText] = createSignal('2');
  const [placeOrder, setPlaceOrder] = createSignal<readonly string[]>([]);
  const [totals, setTotals] = createSignal<Readonly<Record<string, string>>>({});
  const [gameName, setGameName] = createSignal('');
  const [tried, setTried] = createSignal(false);
  const [announcement, setAnnouncement] = createSignal('');
  const [summary, setSummary] = createSignal('');
  const inputs = new Map<string, HTMLInputElement>();
  let addButton: HTMLButtonElement | undefined;

  // What this device remembers (./known-names.ts, with its schemas) comes a moment after the
  // form is ready: the names used here, and the form as this tab left it before a reload,
  // put back only into a form still untouched. From then on the form is kept as it changes,
  // until Start.
  const loadMemory = () => import('./known-names.ts');
  let memory: Awaited<ReturnType<typeof loadMemory>> | null = null;
  const [keeping, setKeeping] = createSignal(false);
  let started = false;
  const remember = async () => {
    memory = await loadMemory();
    setKnown(memory.loadKnownNames());
    const draft = memory.loadSetupDraft();
    if (draft !== null && untouched()) restore(draft);
    setKeeping(true);
  };
  const saveKnown = async (players: readonly string[]) =>
    (await loadMemory()).saveKnownNames(players);

  // The form the server drew (RefereeApp.tsx) takes no input until this screen has hydrated
  // it, its later parts too: a name typed before would be lost when the island takes the form
  // over. The address and storage are read then (a part hydrates what the server drew, which
  // read neither).
  const [live, setLive] = createSignal(false);
  // Drawn after a table was left (not hydrated from the page's HTML), the page may still be
  // scrolled down to where the table's "leave" key was, and the focus gone with it: the
  // set-up is shown from its heading, which takes the focus once the form takes input.
  let heading: HTMLHeadingElement | undefined;
  const showFromHeading = () => {
    if (wasHydrating || heading === undefined) return;
    if (heading.getBoundingClientRect().top < 0) heading.scrollIntoView({ block: 'start' });
    const active = document.activeElement;
    if (active === null || active === document.body) heading.focus({ preventScroll: true });
  };
  onMount(() =>
    afterHydration(wasHydrating, () => {
      setLive(true);
      // (once the form's `inert` is gone: the update is drawn when this one has run)
      queueMicrotask(showFromHeading);
      const read = readRuleSources(window.location.href, readPanelChoice());
      setSources(read);
      setSource(initialRuleSource(read));
      setNotices(read.link?.notices ?? []);
      void remember();
    }),
  );

  const choice = createMemo<RuleChoice>(() => ruleChoiceOf(source(), sources()));
  /** A seat's name, or for an unnamed seat `unnamed` ("player 2", inside a sentence). */
  const nameOf = (seat: Seat, index: number, unnamed = s().unnamed) =>
    seat.name().trim() === '' ? fill(unnamed, { n: index + 1 }) : seat.name().trim();
  const seatName = (id: string) => {
    const index = seats().findIndex((seat) => seat.id === id);
    const seat = seats()[index];
    return seat === undefined ? '' : nameOf(seat, index);
  };

  // --- the players --------------------------------------------------------------------

  const problems = createMemo(() => nameProblems(seats().map((seat) => seat.name())));
  const problemOf = (id: string): NameProblem | null =>
    problems()[seats().findIndex((seat) => seat.id === id)] ?? null;
  const count = createMemo(() => countProblem(seats().length));
  const full = () => seats().length >= SETUP_MAX_PLAYERS;
  const unseated = createMemo(() => {
    const seated = new Set(seats().map((seat) => seat.name().trim()));
    return known().filter((name) => !seated.has(name));
  });

  const nameError = (problem: NameProblem): string => {
    const e = s().errors;
    switch (problem.code) {
      case 'empty':
        return e.empty;
      case 'long':
        return fill(e.long, { max: problem.max });
      case 'character':
        return e.character;
      case 'keyword':
        return fill(e.keyword, { word: problem.word });
      case 'duplicate':
        return fill(e.duplicate, { name: problem.name });
    }
  };
  const countError = () => {
    const problem = count();
    if (problem === null) return null;
    return problem.code === 'too-few'
      ? fill(s().errors.tooFew, { min: problem.min })
      : fill(s().errors.tooMany, { max: problem.max });
  };

  const moveSeat = (from: number, to: number) => setSeats((all) => moveItem(all, from, to));
  const announceSeat = (seat: Seat) => {
    const index = seats().indexOf(seat);
    setAnnouncement(
      fill(s().moved, { name: nameOf(seat, index), seat: index + 1, count: seats().length }),
    );
  };
  const addSeat = (name = '') => {
    if (full()) return null;
    const seat = newSeat(name);
    setSeats((all) => [...all, seat]);
    return seat;
  };
  const addEmpty = () => {
    const seat = addSeat();
    if (seat !== null) queueMicrotask(() => inputs.get(seat.id)?.focus());
  };
  const seatKnown = (name: string) => {
    const empty = seats().find((seat) => seat.name().trim() === '');
    const seat = empty ?? addSeat(name);
    if (seat === null) return;
    seat.setName(name);
    setAnnouncement(fill(s().added, { name, seat: seats().indexOf(seat) + 1 }));
  };
  const removeSeat = (seat: Seat) => {
    const index = seats().indexOf(seat);
    const name = nameOf(seat, index);
    setSeats((all) => all.filter((other) => other !== seat));
    setAnnouncement(fill(s().removed, { name }));
    const next = seats()[Math.min(index, seats().length - 1)];
    queueMicrotask(() => (next === undefined ? addButton : inputs.get(next.id))?.focus());
  };

  // --- the dealer, the places and the points ------------------------------------------

  /** Last round's places as seat ids: the order chosen so far, new players at the end. */
  const places = createMemo(() => {
    const ids = seats().map((seat) => seat.id);
    const kept = placeOrder().filter((id) => ids.includes(id));
    return [...kept, ...ids.filter((id) => !kept.includes(id))];
  });
  /** The dealer chosen, else the notation's default: the last seat, or last round's last place. */
  const dealer = createMemo(() => {
    const ids = seats().map((seat) => seat.id);
    const chosen = dealerId();
    if (chosen !== null && ids.includes(chosen)) return chosen;
    return (from() === 'middle' ? places().at(-1) : ids.at(-1)) ?? null;
  });
  const round = createMemo(() => parseRound(roundText()));
  /** points so far are asked only when the rules count points */
  const scored = () => choice().rules.scoring !== 'none';
  const totalProblem = (id: string) => scored() && parseTotal(totals()[id] ?? '') === null;

  // --- the draft kept for this tab --------------------------------------------------------

  const untouched = () =>
    seats().every((seat) => seat.name() === '') && gameName() === '' && dealerId() === null;
  const restore = (draft: SetupDraft) => {
    const restored = draft.names.slice(0, SETUP_MAX_PLAYERS).map((name) => newSeat(name));
    if (restored.length > 0) setSeats(restored);
    const idAt = (i: number | null) => (i === null ? undefined : restored[i]?.id);
    setDealerId(idAt(draft.dealer) ?? null);
    const offered: readonly string[] = ruleSourceIds(sources());
    if (sources().link === null && offered.includes(draft.source))
      setSource(draft.source as RuleSourceId);
    setMode(draft.mode);
    setFrom(draft.from);
    setRoundText(draft.round);
    setPlaceOrder(draft.places.map(idAt).filter((id) => id !== undefined));
    const typed: Record<string, string> = {};
    draft.totals.forEach((total, i) => {
      const id = idAt(i);
      if (id !== undefined && total !== '') typed[id] = total;
    });
    setTotals(typed);
    setGameName(draft.name);
  };
  createEffect(() => {
    if (!keeping() || started) return;
    const list = seats();
    const ids = list.map((seat) => seat.id);
    const dealerAt = ids.indexOf(dealerId() ?? '');
    memory?.saveSetupDraft({
      names: list.map((seat) => seat.name()),
      dealer: dealerAt < 0 ? null : dealerAt,
      source: source(),
      mode: mode(),
      from: from(),
      round: roundText(),
      places: placeOrder()
        .map((id) => ids.indexOf(id))
        .filter((at) => at >= 0),
      totals: list.map((seat) => totals()[seat.id] ?? ''),
      name: gameName(),
    });
  });

  // --- start ----------------------------------------------------------------------------

  /** The fields in error, in the form's order, as the elements to focus. */
  const invalidFields = (): HTMLElement[] => {
    const out: (HTMLElement | undefined)[] = [];
    seats().forEach((seat, i) => {
      if (problems()[i] !== null) out.push(inputs.get(seat.id));
    });
    if (count() !== null) out.push(addButton);
    if (from() === 'middle') {
      if (round() === null) out.push(document.getElementById('rs-round') ?? undefined);
      for (const id of places()) {
        if (totalProblem(id)) out.push(document.getElementById(`rs-total-${id}`) ?? undefined);
      }
    }
    return out.filter((el) => el !== undefined);
  };

  const start = (event: SubmitEvent) => {
    event.preventDefault();
    setTried(true);
    const invalid = invalidFields();
    if (invalid.length > 0) {
      setSummary(plural(s().errors.summary, invalid.length, props.lang));
      invalid[0]?.focus();
      return;
    }
    setSummary('');
    const players = seats().map((seat) => seat.name().trim());
    const totalsByName: Record<string, number> = {};
    for (const id of scored() ? places() : []) {
      const value = parseTotal(totals()[id] ?? '');
      if (typeof value === 'number') totalsByName[seatName(id)] = value;
    }
    const setup: RefereeSetup = {
      name: gameName().trim() === '' ? defaultGameName(players) : gameName().trim(),
      players,
      dealer: seatName(dealer() ?? ''),
      rules: choice().rules,
      preset: choice().preset,
      mode: mode(),
      from:
        from() === 'start'
          ? null
          : { round: round() ?? 2, previous: places().map(seatName), totals: totalsByName },
    };
    void saveKnown(players);
    void startWhenReady(setup);
  };

  /** The statechart is loaded by now (at idle after this screen was drawn) or comes first. */
  const startWhenReady = async (setup: RefereeSetup) => {
    const ready = await props.session.ready().then(
      () => true,
      () => false,
    );
    if (ready) {
      started = true;
      // The next game at this table (Other games → New game) starts from this one's players,
      // rule set and mode; where it begins, its places, points and name are its own.
      memory?.saveSetupDraft({
        names: setup.players,
        dealer: null,
        source: source(),
        mode: mode(),
        from: 'start',
        round: '',
        places: [],
        totals: [],
        name: '',
      });
      props.session.start(setup);
    } else setSummary(s().kept.failed);
  };

  const describedBy = (...ids: (string | false)[]) =>
    ids.filter((id) => id !== false).join(' ') || undefined;

  return (
    <div class="rs">
      <form class="referee-setup" novalidate inert={!live()} onSubmit={start}>
        <h2 ref={(el) => (heading = el)} tabindex="-1">
          {s().heading}
        </h2>
        <p class="sr-only" aria-live="polite" data-testid="rs-announce">
          {announcement()}
        </p>

        <fieldset class="rs-group">
          <legend id="rs-players-title">{s().playersHeading}</legend>
          <p class="rs-hint" id="rs-players-hint">
            {s().playersHint}
          </p>
          <datalist id="rs-known-names">
            <For each={known()}>{(name) => <option value={name} />}</For>
          </datalist>
          <ReorderList
            items={seats()}
            nameOf={nameOf}
            onMove={moveSeat}
            onMoved={announceSeat}
            moveUp={s().moveUp}
            moveDown={s().moveDown}
            labelledBy="rs-players-title"
            class="rs-seats"
            after={(seat, index) => (
              <button
                type="button"
                class="reorder-button rs-remove"
                aria-label={fill(s().removePlayer, { name: nameOf(seat, index()) })}
                onClick={() => removeSeat(seat)}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          >
            {(seat, index) => {
              const error = () => (tried() ? problemOf(seat.id) : null);
              return (
                <>
                  <label class="sr-only" for={`rs-name-${seat.id}`}>
                    {fill(s().playerLabel, { n: index() + 1 })}
                  </label>
                  <input
                    id={`rs-name-${seat.id}`}
                    class="rs-input rs-name"
                    type="text"
                    autocomplete="off"
                    autocapitalize="words"
                    enterkeyhint="next"
                    list="rs-known-names"
                    value={seat.name()}
                    aria-invalid={error() === null ? undefined : 'true'}
                    aria-describedby={describedBy(error() !== null && `rs-name-${seat.id}-error`)}
                    ref={(el) => inputs.set(seat.id, el)}
                    onInput={(e) => seat.setName(e.currentTarget.value)}
                  />
                  <Show when={error()}>
                    {(problem) => (
                      <p class="rs-error" id={`rs-name-${seat.id}-error`}>
                        {nameError(problem())}
                      </p>
                    )}
                  </Show>
                </>
              );
            }}
          </ReorderList>
          <Show when={tried() && countError()}>
            {(message) => (
              <p class="rs-error" id="rs-count-error">
                {message()}
              </p>
            )}
          </Show>
          <div class="rs-row">
            <button
              type="button"
              class="rs-quiet rs-add"
              ref={(el) => (addButton = el)}
              aria-disabled={full() ? 'true' : undefined}
              aria-describedby={describedBy(
                full() && 'rs-full',
                tried() && count() !== null && 'rs-count-error',
              )}
              onClick={addEmpty}
            >
              + {s().addPlayer}
            </button>
            <Show when={full()}>
              <span class="rs-hint" id="rs-full">
                {fill(s().maxPlayers, { max: SETUP_MAX_PLAYERS })}
              </span>
            </Show>
          </div>
          <Show when={unseated().length > 0}>
            <div class="rs-known" role="group" aria-labelledby="rs-known-title">
              <p class="rs-known-title" id="rs-known-title">
                {s().knownHeading}
              </p>
              <ul class="rs-chips">
                <For each={unseated()}>
                  {(name) => (
                    <li>
                      <button
                        type="button"
                        class="rs-chip"
                        aria-label={fill(s().addKnown, { name })}
                        onClick={() => seatKnown(name)}
                      >
                        + {name}
                      </button>
                    </li>
                  )}
                </For>
              </ul>
            </div>
          </Show>
        </fieldset>

        <div class="rs-field">
          <label class="rs-label" for="rs-dealer">
            {s().dealerLabel}
          </label>
          <select
            id="rs-dealer"
            class="rs-select"
            aria-describedby="rs-dealer-hint"
            onChange={(e) => setDealerId(e.currentTarget.value)}
          >
            <For each={seats()}>
              {(seat, index) => (
                <option value={seat.id} selected={dealer() === seat.id}>
                  {/* standing alone, an unnamed seat reads as its field's label: "Player 4" */}
                  {nameOf(seat, index(), s().playerLabel)}
                </option>
              )}
            </For>
          </select>
          <p class="rs-hint" id="rs-dealer-hint">
            {s().dealerHint}
          </p>
        </div>

        <LaterRuleChooser
          lang={props.lang}
          strings={props.strings}
          sources={sources()}
          source={source()}
          choice={choice()}
          onChoose={(id) => setSource(id as RuleSourceId)}
          notices={notices()}
          onDismiss={() => setNotices([])}
        />

        <fieldset class="rs-group">
          <legend>{s().modeHeading}</legend>
          <label class="rs-choice">
            <input
              type="radio"
              name="rs-mode"
              value="table"
              checked={mode() === 'table'}
              onChange={() => setMode('table')}
            />
            <span>
              <strong>{s().modeTable}</strong>
              <span class="rs-hint rs-choice-hint">{s().modeTableHint}</span>
            </span>
          </label>
          <label class="rs-choice">
            <input
              type="radio"
              name="rs-mode"
              value="known"
              checked={mode() === 'known'}
              onChange={() => setMode('known')}
            />
            <span>
              <strong>{s().modeKnown}</strong>
              <span class="rs-hint rs-choice-hint">{s().modeKnownHint}</span>
            </span>
          </label>
        </fieldset>

        <fieldset class="rs-group">
          <legend>{s().fromHeading}</legend>
          <label class="rs-choice">
            <input
              type="radio"
              name="rs-from"
              value="start"
              checked={from() === 'start'}
              onChange={() => setFrom('start')}
            />
            <span>{s().fromStart}</span>
          </label>
          <label class="rs-choice">
            <input
              type="radio"
              name="rs-from"
              value="middle"
              checked={from() === 'middle'}
              onChange={() => setFrom('middle')}
            />
            <span>{s().fromMiddle}</span>
          </label>
          <Show when={from() === 'middle'}>
            <MidGame
              strings={s()}
              placeIds={places()}
              nameOf={seatName}
              onMovePlace={(from: number, to: number) =>
                setPlaceOrder(moveItem(places(), from, to))
              }
              onPlaceMoved={(id: string) => {
                const index = places().indexOf(id);
                setAnnouncement(
                  fill(s().placeMoved, {
                    name: seatName(id),
                    seat: index + 1,
                    count: places().length,
                  }),
                );
              }}
              roundText={roundText()}
              onRoundText={setRoundText}
              roundError={tried() && round() === null}
              scored={scored()}
              totals={totals()}
              onTotal={(id: string, value: string) => setTotals((all) => ({ ...all, [id]: value }))}
              totalError={(id: string) => tried() && totalProblem(id)}
            />
          </Show>
        </fieldset>

        <div class="rs-field">
          <label class="rs-label" for="rs-game-name">
            {s().gameNameLabel}
          </label>
          <input
            id="rs-game-name"
            class="rs-input"
            type="text"
            autocomplete="off"
            aria-describedby="rs-game-name-hint"
            value={gameName()}
            onInput={(e) => setGameName(e.currentTarget.value)}
          />
          <p class="rs-hint" id="rs-game-name-hint">
            {s().gameNameHint}
          </p>
        </div>

        <p class="rs-summary" role="alert" data-testid="rs-summary">
          {summary()}
        </p>
        <button type="submit" class="button rs-start">
          {s().start}
        </button>
      </form>
      <LaterKeptGames lang={props.lang} strings={props.strings} session={props.session} />
    </div>
  );
}
