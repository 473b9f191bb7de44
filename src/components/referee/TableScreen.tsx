/**
 * The referee's table screen: the overview of the table (upper part), the verdict, the entry
 * pad (lower half, the thumb zone), the history with undo and redo, and between rounds the
 * places, the exchange, the standings and the next round's seating; in known-hands mode the
 * hands before each deal.
 *
 * Everything shown is read from the machine (`viewFor(snapshot, null)`, `statusOf`) and the
 * engine's explanations; every entry goes to the session (`session.send`), which saves it
 * before the screen hears of it. An entry's verdict is drawn a frame before the rest of the
 * table (./pace.ts). The screen keeps only what is being typed, the last verdict it showed
 * and, between rounds, the seating the table chose for the next deal (RoundEnd keeps it for
 * the tab until that deal).
 */
import {
  Match,
  Show,
  Switch,
  createEffect,
  createMemo,
  createSignal,
  onCleanup,
  onMount,
} from 'solid-js';
import { nextRoundSetup } from '../../engine/next-round.ts';
import { firstCardOf, type Move } from '../../engine/game.ts';
import type { Card } from '../../engine/cards.ts';
import type { GameEvent, Verdict, VerdictCode, VerdictData } from '../../engine/verdict.ts';
import type { Lang } from '../../i18n/langs.ts';
import type { RefereeTableStrings } from '../../i18n/referee/index.ts';
import { eventMessageIn, verdictMessageIn } from '../../i18n/messages/dispatch.ts';
import { verdictOn, viewFor, type GameMachineEvent, type LogEntry } from '../../machines/game.ts';
import { statusOf } from '../../machines/status.ts';
import { fastTaps } from '../../lib/fast-tap.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { hydratingScreen } from './hydrating-screen.ts';
import { seatsCoveredBy } from './covered.ts';
import { pacer } from './pace.ts';
import EntryPad from './EntryPad.tsx';
import History from './History.tsx';
import { roundHistory } from './history.ts';
import Overview from './Overview.tsx';
import type { RefereeGame, RefereeSession } from './session.ts';
import { whoLeads } from '../../engine/explain.ts';
import { cardText, moveText, TOLD, toldText, triedText } from './words.ts';

export interface TableScreenProps {
  readonly lang: Lang;
  readonly strings: RefereeTableStrings;
  readonly session: RefereeSession;
  readonly game: RefereeGame;
}

/** What the verdict area shows: the last entry's verdict, or a note (undo, a hint). */
type Feedback =
  | { readonly kind: 'accepted'; readonly move: Move; readonly events: readonly GameEvent[] }
  | { readonly kind: 'refused'; readonly move: Move; readonly reason: VerdictData }
  | { readonly kind: 'note'; readonly text: string };

/** Known-hands mode only. */
const HandEntry = hydratingScreen(() => import('./HandEntry.tsx'));
/** Once a round is over. */
const RoundEnd = hydratingScreen(() => import('./RoundEnd.tsx'));

/** A short buzz for a refused entry, where the device has a vibration motor. */
function buzz(): void {
  if (typeof navigator !== 'undefined' && 'vibrate' in navigator) navigator.vibrate(200);
}

export default function TableScreen(props: TableScreenProps) {
  let root: HTMLElement | undefined;
  let heading: HTMLHeadingElement | undefined;
  const words = () => props.strings;
  const t = () => props.strings.table;
  const snapshot = () => props.game.snapshot;
  const view = createMemo(() => viewFor(snapshot(), null));
  const status = createMemo(() => statusOf(snapshot()));
  const game = () => snapshot().context.game;
  const history = createMemo(() => roundHistory(snapshot().context));
  const [feedback, setFeedback] = createSignal<Feedback | null>(null);

  /** The card whose holder leads the round, when nobody knows who holds it (table mode). */
  const leadHolder = createMemo((): Card | null => {
    const g = game();
    const lead = g === null ? null : whoLeads(g);
    return lead?.kind === 'open' ? lead.holder : null;
  });

  /** The first card the next play must hold, as the engine answers a probe; null if none. */
  const firstCard = createMemo((): Card | null => {
    const v = view();
    if (v === null || status().phase !== 'playing') return null;
    const first = firstCardOf(v.rules);
    const who = v.toAct ?? v.seats.find((p) => (v.counts[p] ?? 0) > 0);
    if (first === null || who === undefined) return null;
    const verdict = verdictOn(snapshot().context, {
      type: 'play',
      player: who,
      cards: [{ rank: first.rank, suit: null }],
    });
    return !verdict.legal && verdict.reason.code === 'missing-first-card'
      ? verdict.reason.card
      : null;
  });

  /**
   * After an entry the button pressed may be gone (a new phase): focus stays on the screen, and
   * the new phase (the round's end, the next round) is shown from its top, the table's heading,
   * whichever key takes the focus further down. With `top` (play begins after the exchange,
   * whose last give was tapped far down on a phone) the table is shown from its heading even
   * where the focus stays on the key pressed. Never with a seat under the pad at the screen's
   * foot, though: with five or more players the seats and the pad are taller than a phone, and
   * the seat hidden was the last one, often the player to lead; the heading goes up instead.
   */
  const keepFocus = (top = false) => {
    queueMicrotask(() => {
      const active = document.activeElement;
      if (root === undefined) return;
      if (active !== null && active !== document.body && root.contains(active)) {
        if (top) showFromHeading(root);
        return;
      }
      const target = root.querySelector<HTMLElement>('.rt-next-button, .rt-rank') ?? heading;
      showFromHeading(root);
      target?.focus({ preventScroll: true });
    });
  };

  const showFromHeading = (screen: HTMLElement) => {
    heading?.scrollIntoView({ block: 'start' });
    const seats = screen.querySelector('.rt-seats')?.getBoundingClientRect();
    const pad = screen.querySelector('.rt-dock')?.getBoundingClientRect();
    if (seats !== undefined && pad !== undefined) window.scrollBy(0, seatsCoveredBy(seats, pad));
  };

  const send = (event: GameMachineEvent): RefereeGame | null =>
    props.session.send(event) ?? props.session.current();

  // An entry's verdict is drawn a frame before the rest of the table (./pace.ts).
  const paced = pacer({
    hold: () => props.session.hold(),
    release: () => props.session.release(),
  });

  /** Whether the last entry ended the exchange: play begins, shown from the table's heading. */
  let began = false;

  /** The last entry's refusal, or null (the pad keeps a refused play's count: see EntryPad). */
  let refused: VerdictCode | null = null;

  /** Enters a move and shows its verdict (with the rest of the table held back, `enter`). */
  const judge = (move: Move) => {
    began = false;
    refused = null;
    // another tab enters the plays: a tap here says why it enters nothing
    if (!props.session.writable()) {
      setFeedback({ kind: 'note', text: t().shownOnly });
      return;
    }
    const after = send({ type: 'MOVE', move });
    if (after === null) return;
    const verdict = statusOf(after.snapshot);
    began = move.type === 'give' && verdict.phase === 'playing';
    // An entry that ends the round is shown like any other: its verdict in the pad first (the
    // pad's live region tells it), the round's end a frame later with the same verdict above
    // it, in a region drawn with its text (a polite live region is not read when it appears).
    // The machine's last verdict is this move's only if it entered it: not when another tab
    // writes the game (its notice says so) or had entered more first (its state is shown).
    if (verdict.lastMove !== move || verdict.lastVerdict === null) return;
    if (verdict.lastVerdict.legal) {
      setFeedback({ kind: 'accepted', move, events: verdict.lastEvents });
    } else {
      refused = verdict.lastVerdict.reason.code;
      setFeedback({ kind: 'refused', move, reason: verdict.lastVerdict.reason });
      buzz();
    }
  };

  /**
   * Enters a move; the code of its refusal, or null when the table took it (`paced.first` runs
   * `judge` at once, which notes the refusal; only the table's redraw waits a frame).
   */
  const enter = (move: Move): VerdictCode | null => {
    paced.first(judge, move, () => keepFocus(began));
    return refused;
  };

  /** The round the heading names: while the cards are being dealt, the round they are for. */
  const roundShown = (): number | null => {
    const v = view();
    if (v === null) return null;
    return status().phase === 'dealing' ? dealSeating().number : v.round;
  };

  /** An entry as undo and redo name it: a refused one as what was tried ("Ben tried two nines."). */
  const entryText = (entry: LogEntry | undefined, verdict: Verdict | null): string => {
    if (entry === undefined) return '';
    if (entry.kind !== 'move') return t().dealEntry(entry.round);
    return verdict?.legal === false
      ? triedText(words(), entry.move)
      : moveText(words(), entry.move);
  };

  const undo = () => {
    const { log, lastVerdict } = snapshot().context;
    // the machine's last verdict is the last entry's (replayed so after a reload too)
    const taken = entryText(log[log.length - 1], lastVerdict);
    send({ type: 'UNDO' });
    setFeedback({ kind: 'note', text: `${t().undone}: ${taken}` });
    keepFocus();
  };

  const redo = () => {
    const redo = snapshot().context.redo;
    const back = redo[redo.length - 1];
    send({ type: 'REDO' });
    const verdict = back?.length === 1 ? snapshot().context.lastVerdict : null;
    setFeedback({ kind: 'note', text: `${t().redone}: ${entryText(back?.[0], verdict)}` });
    keepFocus();
  };

  /**
   * The next round's seating as the table changed it at the round's end (RoundEnd); null: the
   * engine's (the same places). Forgotten once play goes on (a deal made, or a move undone).
   */
  const [nextSeats, setNextSeats] = createSignal<readonly string[] | null>(null);
  createEffect(() => {
    const phase = status().phase;
    if (phase === 'playing' || phase === 'exchange') setNextSeats(null);
  });

  /** The round, seating and dealer of the deal to come: the set-up's for the first, else the engine's. */
  const dealSeating = (): { number: number; seats: readonly string[]; dealer: string } => {
    const current = game();
    const next = current === null ? null : nextRoundSetup(current, nextSeats() ?? undefined);
    return next === null
      ? {
          number: props.game.setup.from?.round ?? 1,
          seats: props.game.setup.players,
          dealer: props.game.setup.dealer,
        }
      : { number: next.number, seats: next.seats, dealer: next.dealer };
  };

  /**
   * The hands of a deal just undone (the machine's REDO keeps it), so the grid shows them again
   * to be corrected rather than entered anew; null when there is none for this seating.
   */
  const undoneHands = (): readonly (readonly Card[])[] | null => {
    const taken = snapshot().context.redo.at(-1)?.[0];
    if (taken?.kind !== 'deal' || taken.hands === null) return null;
    const seats = dealSeating().seats;
    return taken.seats.length === seats.length && taken.seats.every((p, i) => p === seats[i])
      ? taken.hands
      : null;
  };

  const deal = (hands?: readonly (readonly Card[])[]) => {
    const { seats, dealer } = dealSeating();
    send({ type: 'DEAL', seats, dealer, ...(hands === undefined ? {} : { hands }) });
    setFeedback(null);
    keepFocus();
  };

  const nextRound = () => {
    const after = send({ type: 'NEXT_ROUND' });
    // table mode: the table deals (with the seating chosen at the round's end); known hands:
    // the hands are entered first, seat by seat of that seating
    if (after !== null && props.game.setup.mode === 'table') {
      const { seats, dealer } = dealSeating();
      send({ type: 'DEAL', seats, dealer });
    }
    setFeedback(null);
    keepFocus();
  };

  /** A hint in the verdict's place; null takes a hint away once it is answered. */
  const prompt = (text: string | null) => {
    if (text !== null) setFeedback({ kind: 'note', text });
    else if (feedback()?.kind === 'note') setFeedback(null);
  };

  onMount(() => {
    heading?.focus({ preventScroll: true });
    if (root === undefined) return;
    // the table fills the screen: overview above, pad in the thumb zone, shown from its heading
    // unless that leaves a seat under the pad (a game reopened after a reload, five players)
    showFromHeading(root);
    // a tap on any of the screen's buttons acts when the finger lifts (src/lib/fast-tap.ts)
    onCleanup(fastTaps(root));
    // input anywhere on the page (the table, the dispute tools' export) acts on the game as
    // it stands after the last entry: a held table is drawn first
    const inputs = ['pointerdown', 'touchstart', 'keydown', 'click'] as const;
    for (const input of inputs) document.addEventListener(input, paced.catchUp, true);
    onCleanup(() => {
      for (const input of inputs) document.removeEventListener(input, paced.catchUp, true);
      paced.catchUp();
    });
  });

  /**
   * While the phone is idle after the screen is drawn, an entry is rehearsed: a pass and a play
   * of threes by the player to act, worked out by the statechart beside the game (nothing is
   * entered, saved or shown), their verdicts put in words as the verdict area would. The
   * table's first entry then does not run all that code for the first time, which made it the
   * slowest on a mid-range phone (issue 7: tap → verdict on screen).
   */
  onMount(() => {
    let live = true;
    onCleanup(() => (live = false));
    whenIdle(() => {
      const v = view();
      // (an open first lead has nobody to act: the holder of its card leads, any seat may)
      const who = v?.toAct ?? v?.seats.find((p) => (v.counts[p] ?? 0) > 0);
      if (!live || v == null || who == null || status().phase !== 'playing') return;
      const threes = Array.from({ length: v.top?.count ?? 1 }, () => ({
        rank: '3' as const,
        suit: null,
      }));
      const moves: Move[] = [
        { type: 'pass', player: who },
        { type: 'play', player: who, cards: threes },
      ];
      // (the words are kept nowhere: working them out is the rehearsal)
      const said: string[] = [];
      for (const move of moves) {
        const after = props.session.rehearse({ type: 'MOVE', move });
        const s = after === null ? null : statusOf(after);
        const verdict = s?.lastVerdict;
        if (s == null || verdict == null) continue;
        if (verdict.legal)
          said.push(acceptedText({ kind: 'accepted', move, events: s.lastEvents }));
        else
          said.push(verdictMessageIn(words().messages, verdict.reason), triedText(words(), move));
      }
    });
  });

  /** A give while the hands are not known (a real table): only its count could be checked. */
  const countOnly = (move: Move): boolean => move.type === 'give' && view()?.hands === null;

  /** The move as the engine took it (in known hands with the suits it found), then what followed. */
  const acceptedText = (f: Extract<Feedback, { kind: 'accepted' }>): string =>
    [
      toldText(words(), f.move, f.events),
      ...f.events.filter((e) => !TOLD.has(e.type)).map((e) => eventMessageIn(words().messages, e)),
    ].join('. ');

  const verdictArea = () => (
    <div class="rt-verdict">
      <div class="rt-verdict-alert" role="alert">
        <Show when={feedback()?.kind === 'refused' ? feedback() : null} keyed>
          {(f) =>
            f.kind === 'refused' ? (
              // Who tried what first, then the reason in large type: the reason speaks to
              // the player ("You need …"), who is named just above it.
              <div class="rt-refused-box">
                <p class="rt-refused-head">
                  <span class="rt-refused-word">✗ {t().refused}:</span>{' '}
                  <span class="rt-tried">{triedText(words(), f.move)}</span>
                </p>
                <p class="rt-refused-text">{verdictMessageIn(words().messages, f.reason)}</p>
              </div>
            ) : null
          }
        </Show>
      </div>
      <div class="rt-verdict-status" role="status">
        <Show when={feedback()?.kind !== 'refused' ? feedback() : null} keyed>
          {(f) =>
            f.kind === 'accepted' ? (
              <p class="rt-accepted">
                <span class="rt-accepted-word">
                  ✓ {countOnly(f.move) ? t().noted : t().accepted}:
                </span>{' '}
                {acceptedText(f)}
                <Show when={countOnly(f.move)}>. {t().countOnly}</Show>
              </p>
            ) : f.kind === 'note' ? (
              <p class="rt-note">{f.text}</p>
            ) : null
          }
        </Show>
      </div>
    </div>
  );

  const undoRow = () => (
    <div class="rt-row rt-actions">
      <button
        type="button"
        class="rt-key rt-undo"
        aria-disabled={!status().canUndo}
        onClick={() => status().canUndo && undo()}
      >
        ↶ {t().undo}
      </button>
      <button
        type="button"
        class="rt-key rt-redo"
        aria-disabled={!status().canRedo}
        onClick={() => status().canRedo && redo()}
      >
        ↷ {t().redo}
      </button>
    </div>
  );

  return (
    <section class="referee-table rt" ref={(el) => (root = el)} aria-labelledby="rt-heading">
      <h2 id="rt-heading" class="rt-heading" tabindex="-1" ref={(el) => (heading = el)}>
        {t().heading}
        <Show when={roundShown()}>{(n) => <span class="rt-round"> · {t().round(n())}</span>}</Show>
      </h2>
      <Show when={view()}>
        {(v) => (
          <Switch>
            <Match when={status().phase === 'dealing'}>
              {/* a deal undone says so here ("Taken back: …"), where its round is dealt again */}
              {verdictArea()}
              <Show
                when={props.game.setup.mode === 'known'}
                fallback={
                  <button type="button" class="rt-key rt-next-button" onClick={() => deal()}>
                    {t().deal}
                  </button>
                }
              >
                <HandEntry
                  words={words()}
                  seats={dealSeating().seats}
                  jokers={v().rules.jokers}
                  dealer={dealSeating().dealer}
                  initial={undoneHands()}
                  onDeal={(hands) => deal(hands)}
                />
              </Show>
              {undoRow()}
            </Match>
            <Match when={status().phase === 'playing' || status().phase === 'exchange'}>
              <div class="rt-play">
                <Overview
                  words={words()}
                  view={v()}
                  game={game() ?? snapshot().context.start ?? never()}
                  firstCard={firstCard() === null ? null : cardText(words(), firstCard() as Card)}
                  exchanging={status().phase === 'exchange'}
                />
                <EntryPad
                  verdict={verdictArea()}
                  words={words()}
                  view={v()}
                  phase={status().phase === 'exchange' ? 'exchange' : 'playing'}
                  firstCard={firstCard()}
                  leadHolder={leadHolder()}
                  canUndo={status().canUndo}
                  canRedo={status().canRedo}
                  onEnter={enter}
                  onPrompt={prompt}
                  onUndo={undo}
                  onRedo={redo}
                />
              </div>
              <History words={words()} items={history()} />
            </Match>
            <Match when={status().phase === 'roundOver' || status().phase === 'gameOver'}>
              {verdictArea()}
              <RoundEnd
                words={words()}
                view={v()}
                game={game() ?? never()}
                over={status().phase === 'gameOver'}
                seats={nextSeats()}
                onSeats={setNextSeats}
                gameId={props.game.id}
                onNext={nextRound}
              />
              {undoRow()}
              <History words={words()} items={history()} />
            </Match>
          </Switch>
        )}
      </Show>
      <p class="rt-leave">
        <button type="button" class="rt-leave-button" onClick={() => props.session.close()}>
          {t().leave}
        </button>
      </p>
    </section>
  );
}

/** The machine has a game whenever the table screen shows (the session opened one). */
function never(): never {
  throw new Error('TableScreen: the machine has no game');
}
