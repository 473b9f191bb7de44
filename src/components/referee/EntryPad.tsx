/**
 * The entry pad (lower half of the screen, the thumb zone): who plays (the player to act
 * preselected), how many cards (the trick's count preselected), suits and jokers where they
 * matter, the ranks, Pass, Undo and Redo. One tap on a rank enters "the player plays the
 * count of that rank"; the engine judges it. In the exchange the pad enters the cards of a
 * give instead, one rank per tap, from the checklist of the gives due.
 *
 * The pad judges nothing: it builds the move the user tapped and hands it to the machine.
 * What it preselects comes from the view (who acts, the count on the table) and from the
 * engine (the first card a play must hold). Under twos-by-suit it asks for the suit of a 2
 * before entering it, since a 2 written without its suit counts as equal to any 2 (§3).
 */
import {
  For,
  Show,
  createEffect,
  createMemo,
  createSignal,
  onCleanup,
  onMount,
  type JSX,
} from 'solid-js';
import { JOKER, RANKS, SUITS, type Card, type RankOrJoker, type Suit } from '../../engine/cards.ts';
import type { Move } from '../../engine/game.ts';
import type { VerdictCode } from '../../engine/verdict.ts';
import type { SeatView } from '../../engine/view.ts';
import type { RefereeTableStrings } from '../../i18n/referee/index.ts';
import { SUIT_SYMBOL } from '../../i18n/messages/shared.ts';
import { seatsCoveredBy } from './covered.ts';
import { cardText, cardsText, giveWords } from './words.ts';

/** Refusals of a play's count (too many or too few cards): the pad then offers the count to beat. */
const COUNT_REFUSALS: ReadonlySet<VerdictCode> = new Set(['wrong-count', 'too-many-cards']);
export interface EntryPadProps {
  readonly words: RefereeTableStrings;
  readonly view: SeatView<null>;
  readonly phase: 'playing' | 'exchange';
  /** the card the next play must hold (the engine's first-card rule); null if none */
  readonly firstCard: Card | null;
  /** the card whose holder leads, when the referee does not know who holds it; else null */
  readonly leadHolder: Card | null;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** enters the move; the code of its refusal, or null when the table took it */
  readonly onEnter: (move: Move) => VerdictCode | null;
  /** a hint that is not a verdict ("pick who leads first"); null: the hint shown is answered */
  readonly onPrompt: (text: string | null) => void;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
  /**
   * The verdict on the last entry, drawn at the top of the pad: the pad stays in the thumb zone
   * on a phone, so the verdict shows right above the key that was tapped, never under the pad.
   */
  readonly verdict?: JSX.Element;
}

const COUNTS = [1, 2, 3, 4] as const;

export default function EntryPad(props: EntryPadProps) {
  const t = () => props.words.table;
  const m = () => props.words.messages;
  /** who may lead, while nobody is picked: anyone, or the holder of a card */
  const pickLeader = () =>
    props.leadHolder === null
      ? t().pickLeader
      : t().pickHolder(cardText(props.words, props.leadHolder));
  const [chosen, setChosen] = createSignal<string | null>(null);
  /** whether the hint shown asks who leads (choosing a player answers it) */
  let askedWho = false;
  /** Asks who plays: the cards tapped are asked after by name; else who may lead is said. */
  const askWho = (tapped?: readonly Card[]) => {
    askedWho = true;
    props.onPrompt(tapped === undefined ? pickLeader() : t().whoPlays(m().cardsSaid(tapped)));
  };
  const [count, setCount] = createSignal<number | null>(null);
  const [suits, setSuits] = createSignal<readonly Suit[] | null>(null);
  const [suitsOpen, setSuitsOpen] = createSignal(false);
  const [jokers, setJokers] = createSignal(0);
  const [giveIndex, setGiveIndex] = createSignal<number | null>(null);
  const [pending, setPending] = createSignal<readonly Card[]>([]);

  const player = () => chosen() ?? props.view.toAct;
  const cardsPerPlay = () => count() ?? props.view.top?.count ?? 1;
  const wildJokers = () => props.view.rules.jokers > 0 && props.view.rules.joker === 'wild';
  const ranks = createMemo((): readonly RankOrJoker[] =>
    props.view.rules.jokers > 0 ? [...RANKS, JOKER] : RANKS,
  );
  /** the suits the next play writes: the user's, else the first card's when a play must hold it */
  const shownSuits = (): readonly Suit[] => {
    const picked = suits();
    if (picked !== null) return picked;
    const first = props.firstCard;
    return first?.suit == null ? [] : [first.suit];
  };
  /** the rules ask for suits now (the first card, 2s by suit): their row stays open */
  const suitsNeeded = () => props.firstCard !== null || props.view.rules.twosBySuit;
  const suitRow = () => suitsOpen() || suitsNeeded() || suits() !== null;

  /**
   * A 2 tapped under twos-by-suit with no suit picked: among 2s the suit decides, and one
   * written without it counts as equal to any 2 (rules-spec §3), so the pad asks for the suit
   * (the highest, for several 2s) and enters the play when it is tapped. The 2 waits for the
   * table it was tapped at and the player it was tapped for: any entry, undo or redo (a new
   * view) or another player chosen ends the wait.
   */
  const [twoWaiting, setTwoWaiting] = createSignal<{ view: SeatView<null>; who: string } | null>(
    null,
  );
  const suitDecides = (rank: RankOrJoker): boolean =>
    rank === '2' &&
    props.view.rules.twosBySuit &&
    (suits() ?? []).length === 0 &&
    jokers() < cardsPerPlay();
  const waitingTwo = (): boolean => {
    const waiting = twoWaiting();
    return waiting !== null && waiting.view === props.view && waiting.who === player();
  };

  // At the open first lead nobody is to act: the player chosen stays chosen through a refused
  // entry (the table still has nobody to act) and gives way once a play is allowed.
  let lastToAct: string | null | undefined;
  createEffect(() => {
    const now = props.view.toAct;
    if (lastToAct === null && now !== null) setChosen(null);
    lastToAct = now;
  });

  const reset = () => {
    if (props.view.toAct !== null) setChosen(null);
    setCount(null);
    setSuits(null);
    setJokers(0);
    setTwoWaiting(null);
  };

  /** The play the user tapped: the count of that rank, suits written on the first cards. */
  const playOf = (rank: RankOrJoker, who: string): Extract<Move, { type: 'play' }> => {
    const n = cardsPerPlay();
    if (rank === JOKER)
      return { type: 'play', player: who, cards: Array(n).fill({ rank, suit: null }) };
    const wild = Math.min(jokers(), n);
    const written = suits() ?? (props.firstCard?.rank === rank ? shownSuits() : []);
    const cards: Card[] = [];
    for (let i = 0; i < n - wild; i++) cards.push({ rank, suit: written[i] ?? null });
    for (let i = 0; i < wild; i++) cards.push({ rank: JOKER, suit: null });
    return { type: 'play', player: who, cards };
  };

  const gives = () => props.view.gives;
  const activeGive = createMemo(() => {
    const picked = giveIndex();
    if (picked !== null && gives()[picked] !== undefined) return picked;
    const open = gives().findIndex((g) => !g.done);
    return open < 0 ? null : open;
  });

  const tapRank = (rank: RankOrJoker) => {
    if (props.phase === 'exchange') {
      const index = activeGive();
      const give = index === null ? undefined : gives()[index];
      if (give === undefined) return;
      const picked = suits();
      const card: Card = { rank, suit: rank === JOKER ? null : (picked?.[0] ?? null) };
      const cards = [...pending(), card];
      setSuits(null);
      if (cards.length < give.count) {
        setPending(cards);
        return;
      }
      setPending([]);
      setGiveIndex(null);
      props.onEnter({ type: 'give', player: give.from, to: give.to, cards });
      return;
    }
    const who = player();
    if (who === null) {
      askWho(playOf(rank, '').cards);
      return;
    }
    if (suitDecides(rank)) {
      setTwoWaiting({ view: props.view, who });
      setSuitsOpen(true);
      props.onPrompt(t().twoNeedsSuit);
      return;
    }
    const move = playOf(rank, who);
    const chosenCount = count();
    reset();
    // A refused play changes nothing at the table, nor the count chosen for it: the next try
    // (another rank, as often) is of as many cards. Unless the count was what the table
    // refused: then the pad offers the count to beat again.
    const code = props.onEnter(move);
    if (code !== null && !COUNT_REFUSALS.has(code)) setCount(chosenCount);
  };

  const pass = () => {
    const who = player();
    if (who === null) {
      askWho();
      return;
    }
    reset();
    props.onEnter({ type: 'pass', player: who });
  };

  /** Picks or drops a suit; the play writes its suits in the row's order, not in tap order. */
  const toggleSuit = (suit: Suit) => {
    const now = shownSuits();
    const next = now.includes(suit) ? now.filter((s) => s !== suit) : [...now, suit];
    setSuits(SUITS.filter((s) => next.includes(s)));
    // the 2 that waited for its suit is entered with it
    if (waitingTwo() && props.phase !== 'exchange' && next.length > 0) tapRank('2');
  };

  const rankLabel = (rank: RankOrJoker) => m().rankLabels[rank];

  // The pad stays at the screen's foot; when it grows (a refusal's reasons) or the table above
  // it does (a trick's pile on a new line) and the seats go under it, the page moves up by as
  // much as they are covered, so the table still sees every seat with the verdict. When the pad
  // or the table above it shrinks again (a short verdict after a long refusal, a trick's pile
  // cleared) and the pad has left the foot, the page moves back down by as much, so its keys
  // stay where they were under the finger (a second tap on Undo once landed on Redo) and the
  // seats come back into view above it. In the exchange the pad follows the seats instead (its
  // list of gives is long): it is brought up to the foot once, and when it grows or shrinks the
  // page moves with it, so its keys stay in place there too. Side by side (a phone held
  // sideways) the pad is a column as tall as the screen: when it grows past the screen's foot,
  // the page moves up until the column's top reaches the screen's top (the round's heading
  // goes), so none of it is below; and when a long trick pushes the seats under Pass, Undo and
  // Redo (at the foot of the seats' column), the page moves up until the seats end above them.
  // Its keys rest at the column's foot (referee.css), so a shorter verdict at its head gives
  // room back above them; a column taller than the screen scrolls and is kept scrolled to its
  // foot, every key whole, with the verdict pinned at its head over the first keys (its scroll
  // padding the verdict's height); and once a refusal has filled the column, a shorter one
  // would move every key up, so the verdict keeps the height of the tallest one until the
  // trick ends. On a wide screen with a mouse the pad follows the table and the page is left
  // where it is.
  let dock: HTMLElement | undefined;
  onMount(() => {
    let height = 0;
    let tableHeight = 0;
    let tallest = 0;
    /** the pad's foot in the page (not on the screen) while it follows the seats */
    let foot: number | null = null;
    const wide = window.matchMedia('(min-width: 48rem) and (min-height: 601px)');
    const verdict = dock?.querySelector<HTMLElement>('.rt-verdict');
    const table = dock?.parentElement?.querySelector<HTMLElement>('.rt-overview');
    const observer = new ResizeObserver(() => {
      const seatList = dock?.parentElement?.querySelector('.rt-seats');
      const seats = seatList?.getBoundingClientRect();
      const pad = dock?.getBoundingClientRect();
      const before = height;
      const tableBefore = tableHeight;
      height = pad?.height ?? 0;
      tableHeight = table?.offsetHeight ?? 0;
      if (!dock || !seats || !pad || wide.matches) {
        foot = null;
        if (dock) dock.style.scrollPaddingTop = '';
        return;
      }
      const sideBySide = seats.right <= pad.left || pad.right <= seats.left;
      if (verdict && (!sideBySide || props.view.top === null)) {
        tallest = 0;
        verdict.style.minHeight = '';
      }
      if (sideBySide) {
        foot = null;
        if (verdict && verdict.offsetHeight > tallest) {
          tallest = verdict.offsetHeight;
          verdict.style.minHeight = `${String(tallest)}px`;
        }
        // the verdict is pinned at the column's head (referee.css): a key brought into view
        // (Tab, scrollIntoView) comes to rest below it, not under it
        if (verdict) dock.style.scrollPaddingTop = `${String(verdict.offsetHeight)}px`;
        // The pad's column scrolls when it is taller than the screen (five players' keys and a
        // refusal): it stays scrolled to its foot, every key whole under the thumb, also when
        // the game opens again; what does not fit is the first keys, under the pinned verdict.
        dock.scrollTop = dock.scrollHeight;
        const below = pad.bottom - window.innerHeight;
        if (below > 0.5 && pad.top > 0) window.scrollBy(0, Math.min(below, pad.top));
        // Pass, Undo and Redo lie at the screen's foot under the seats' column: a long trick's
        // pile pushes the last seats under them, so the page moves up until the seats end above
        const bar = dock.querySelector('.rt-actions')?.getBoundingClientRect();
        const now = seatList?.getBoundingClientRect();
        if (bar && now) window.scrollBy(0, seatsCoveredBy(now, bar));
        return;
      }
      dock.style.scrollPaddingTop = '';
      if (getComputedStyle(dock).position === 'static') {
        const inPage = pad.bottom + window.scrollY;
        if (foot === null) {
          const below = pad.bottom - window.innerHeight;
          if (below > 0.5) window.scrollBy(0, below);
        } else if (Math.abs(inPage - foot) > 0.5) window.scrollBy(0, inPage - foot);
        foot = inPage;
        return;
      }
      foot = null;
      // The pad grew (a refusal's reason) or the table above it did (a trick's pile on a new
      // line): the page moves up until the seats end above the pad, if they went under it.
      if ((before > 0 && pad.height > before) || (tableBefore > 0 && tableHeight > tableBefore))
        window.scrollBy(0, seatsCoveredBy(seats, pad));
      // back by what shrank, at most: a pad already above the foot (the history read below
      // it) stays where the reader left it
      const shrank = Math.max(0, before - pad.height) + Math.max(0, tableBefore - tableHeight);
      const lifted = window.innerHeight - pad.bottom;
      if (shrank > 0 && lifted > 0.5) window.scrollBy(0, -Math.min(lifted, shrank));
    });
    // the pad, its verdict and the table above it: a column as tall as the screen keeps its
    // size when the verdict grows
    if (dock) observer.observe(dock);
    if (verdict) observer.observe(verdict);
    if (table) observer.observe(table);
    onCleanup(() => observer.disconnect());
  });

  return (
    <section class="rt-dock" aria-label={t().entry} ref={(el) => (dock = el)}>
      {props.verdict}
      <Show when={props.phase === 'exchange'}>
        <div class="rt-exchange">
          <h3 class="rt-dock-heading">{t().exchange}</h3>
          <ul class="rt-gives">
            <For each={gives()}>
              {(give, i) => (
                <li>
                  <button
                    type="button"
                    class="rt-key rt-give"
                    classList={{ 'rt-give-done': give.done }}
                    aria-pressed={activeGive() === i()}
                    onClick={() => {
                      setGiveIndex(i());
                      setPending([]);
                    }}
                  >
                    <span class="rt-give-tick" aria-hidden="true">
                      {give.done ? '☑' : '☐'}
                    </span>
                    <span>{t().give(giveWords(props.view, props.words, give))}</span>
                    <Show when={give.done}>
                      <span class="rt-badge">{t().giveDone}</span>
                    </Show>
                  </button>
                </li>
              )}
            </For>
          </ul>
        </div>
      </Show>

      <Show when={props.phase === 'playing'}>
        <div class="rt-row" role="group" aria-label={t().who}>
          <For each={props.view.seats}>
            {(seat) => (
              <button
                type="button"
                class="rt-key rt-who"
                aria-pressed={player() === seat}
                onClick={() => {
                  setChosen(seat);
                  if (askedWho) props.onPrompt(null);
                  askedWho = false;
                }}
              >
                {seat}
              </button>
            )}
          </For>
        </div>
        <div class="rt-row">
          <div class="rt-counts" role="group" aria-label={t().count}>
            <For each={COUNTS}>
              {(n) => (
                <button
                  type="button"
                  class="rt-key rt-count"
                  aria-pressed={cardsPerPlay() === n}
                  aria-label={m().cardCount(n)}
                  onClick={() => setCount(n)}
                >
                  {n}×
                </button>
              )}
            </For>
          </div>
          {/* the row's toggle, while it can close the row (a toggle that did nothing confused) */}
          <Show when={!suitsNeeded()}>
            <button
              type="button"
              class="rt-key rt-suits-toggle"
              aria-expanded={suitRow()}
              onClick={() => setSuitsOpen(!suitsOpen())}
            >
              {t().suits}
            </button>
          </Show>
        </div>
        <Show when={wildJokers()}>
          <div class="rt-row" role="group" aria-label={t().jokers}>
            <span class="rt-row-label" aria-hidden="true">
              {t().jokers}
            </span>
            <For each={Array.from({ length: props.view.rules.jokers + 1 }, (_, i) => i)}>
              {(n) => (
                <button
                  type="button"
                  class="rt-key"
                  aria-pressed={jokers() === n}
                  onClick={() => setJokers(n)}
                >
                  {n}
                </button>
              )}
            </For>
          </div>
        </Show>
      </Show>

      <Show when={suitRow() || props.phase === 'exchange'}>
        <div class="rt-row" role="group" aria-label={`${t().suits} (${t().suitsHint})`}>
          <For each={SUITS}>
            {(suit) => (
              <button
                type="button"
                class="rt-key rt-suit"
                classList={{ 'rt-red': suit === 'D' || suit === 'H' }}
                aria-pressed={shownSuits().includes(suit)}
                aria-label={t().suitNames[suit]}
                onClick={() => toggleSuit(suit)}
              >
                {SUIT_SYMBOL[suit]}
              </button>
            )}
          </For>
        </div>
      </Show>

      <p class="rt-prompt" id="rt-ranks-label">
        <Show
          when={props.phase === 'exchange'}
          fallback={
            <Show when={player()} fallback={pickLeader()}>
              {(who) => <>{t().ranks(who(), m().cardCount(cardsPerPlay()))}</>}
            </Show>
          }
        >
          <Show when={activeGive() !== null ? gives()[activeGive() ?? 0] : undefined}>
            {(give) => (
              <>
                {t().giveNow(give().from, give().to, pending().length, give().count)}{' '}
                <span class="rt-pending">{cardsText(props.words, pending())}</span>
              </>
            )}
          </Show>
        </Show>
      </p>
      <div class="rt-ranks" role="group" aria-labelledby="rt-ranks-label">
        <For each={ranks()}>
          {(rank) => (
            <button
              type="button"
              class="rt-key rt-rank"
              classList={{ 'rt-joker': rank === JOKER }}
              // a 2 waiting for its suit (2s by suit) stays pressed until a suit is tapped
              aria-pressed={rank === '2' && waitingTwo() ? true : undefined}
              onClick={() => tapRank(rank)}
            >
              {rankLabel(rank)}
            </button>
          )}
        </For>
      </div>
      <div class="rt-row rt-actions">
        <Show when={props.phase === 'playing'}>
          <button type="button" class="rt-key rt-pass" onClick={pass}>
            {t().pass}
            {/* a space between the words for a screen reader ("Pass Ben", not "PassBen"); the
                name is a line of its own on screen */}
            <Show when={player()}>{(who) => <span class="rt-key-sub"> {who()}</span>}</Show>
          </button>
        </Show>
        {/* in the exchange from its start, off until a card is picked: the keys keep their
            places when it begins to count (it appeared with the first card, moving Undo) */}
        <Show when={props.phase === 'exchange'}>
          <button
            type="button"
            class="rt-key rt-pass"
            aria-disabled={pending().length === 0}
            onClick={() => setPending([])}
          >
            {t().giveClear}
          </button>
        </Show>
        <button
          type="button"
          class="rt-key rt-undo"
          aria-disabled={!props.canUndo}
          onClick={() => props.canUndo && props.onUndo()}
        >
          {/* the arrow stays with the first word when a long name wraps ("↶ Ongedaan / maken") */}
          {`↶\u00a0${t().undo}`}
        </button>
        <button
          type="button"
          class="rt-key rt-redo"
          aria-disabled={!props.canRedo}
          onClick={() => props.canRedo && props.onRedo()}
        >
          {`↷\u00a0${t().redo}`}
        </button>
      </div>
    </section>
  );
}
