/**
 * The practice table (001 "Karten ausspielen"): the others' seats, the trick on the table, the
 * person's seat and hand, and Play / Pass / Hint. Everything is drawn from the machine's view
 * of the person's seat (`viewFor`), its status (`statusOf`) and the engine's explanations;
 * Play is enabled only when the engine allows the selected cards, and otherwise the status
 * line says why in the engine's verdict. Between rounds the places and points
 * (./RoundEnd.tsx), at the end the final standings; the menu has the speed, skipping to the
 * end of a round once the person is out, the game's link and a new game.
 */
import {
  Show,
  createEffect,
  createMemo,
  createSignal,
  on,
  onCleanup,
  onMount,
  For,
  type Component,
} from 'solid-js';
import type { Card } from '../../engine/cards.ts';
import type { Move } from '../../engine/game.ts';
import { whoLeads } from '../../engine/explain.ts';
import type { GameEvent } from '../../engine/verdict.ts';
import { fill, plural, capitalized } from '../../i18n/format/fill.ts';
import type { Lang } from '../../i18n/langs.ts';
import { roleNameIn, verdictMessageIn, eventMessageIn } from '../../i18n/messages/dispatch.ts';
import { shortCards, type Messages } from '../../i18n/messages/shared.ts';
import type { TableWords } from '../../i18n/practice/index.ts';
import { viewFor, type SeatView } from '../../machines/game.ts';
import { statusOf } from '../../machines/status.ts';
import type { Verdict } from '../../engine/verdict.ts';
import Hand from './Hand.tsx';
import Menu from './Menu.tsx';
import Seat, { type SeatInfo } from './Seat.tsx';
import { playsClockwise, seatPosition } from './seats.ts';
import type { PracticeGame, PracticeSession } from './session.ts';
import type { Speed } from './store.ts';
import type { RoundEndProps } from './RoundEnd.tsx';
import {
  exchangeOf,
  exchangeSentence,
  handCards,
  hintPlay,
  keysOf,
  lastTurns,
  leadSentence,
  wentOutSentence,
  placeOf,
  playableKeys,
  selectedCards,
  type HandCard,
} from './table-view.ts';
import { Card as CardView } from '../cards/Card.tsx';
import { sentence } from '../../i18n/format/index.ts';

export interface TableScreenProps {
  readonly lang: Lang;
  readonly words: TableWords;
  readonly messages: Messages;
  readonly session: PracticeSession;
  readonly game: PracticeGame;
  readonly speed: Speed;
  readonly onNewGame: () => void;
}

/** The places, points and final standings (./RoundEnd.tsx): loaded when a round first ends. */
type RoundEndView = Component<RoundEndProps>;
let roundEndLoad: Promise<RoundEndView> | null = null;
const loadRoundEnd = (): Promise<RoundEndView> =>
  (roundEndLoad ??= import('./RoundEnd.tsx').then((m) => m.default));

/** How long each card of the deal takes to arrive, in ms. */
const DEAL_STEP = 30;

export default function TableScreen(props: TableScreenProps) {
  const t = () => props.words.practice.table;
  const m = () => props.messages;
  const you = () => props.game.you;
  const view = createMemo((): SeatView | null => viewFor(props.game.snapshot, you()));
  const status = createMemo(() => statusOf(props.game.snapshot));
  const phase = () => props.game.snapshot.value;
  const players = () => props.game.snapshot.context.players;
  const n = () => players().length;
  const cardName = (card: Card) => m().cardLongName(card);
  const rankText = (card: Card) => m().rankLabels[card.rank];
  const cardsText = (cards: readonly Card[]) => shortCards(cards, m().rankLabels);
  const roleOf = (place: number) => roleNameIn(m().roles, place, n());
  const scored = () => props.game.setup.choice.rules.scoring !== 'none';

  // -------------------------------------------------------------------------------------
  // The deal, card by card (a tap or the Skip button shows the rest at once)

  const [RoundEnd, setRoundEnd] = createSignal<RoundEndView | null>(null);
  createEffect(() => {
    if ((phase() === 'roundOver' || phase() === 'gameOver') && RoundEnd() === null)
      void loadRoundEnd().then((view) => setRoundEnd(() => view));
  });

  const [dealt, setDealt] = createSignal(Number.POSITIVE_INFINITY);
  let dealTimer: ReturnType<typeof setInterval> | undefined;
  const stopDeal = () => {
    if (dealTimer !== undefined) clearInterval(dealTimer);
    dealTimer = undefined;
  };
  const finishDeal = () => {
    stopDeal();
    setDealt(Number.POSITIVE_INFINITY);
    props.session.finishDealing();
  };
  createEffect(
    on(
      () => props.game.dealing,
      (dealing) => {
        stopDeal();
        if (!dealing) {
          setDealt(Number.POSITIVE_INFINITY);
          return;
        }
        const total = Object.values(view()?.counts ?? {}).reduce((a, b) => a + b, 0);
        setDealt(0);
        dealTimer = setInterval(() => {
          const next = dealt() + 1;
          if (next >= total) finishDeal();
          else setDealt(next);
        }, DEAL_STEP);
      },
    ),
  );
  onCleanup(stopDeal);
  /** How many of a seat's cards have arrived: the deal goes round from the seat after the dealer. */
  const arrived = (player: string): number => {
    const v = view();
    const count = v?.counts[player] ?? 0;
    if (!props.game.dealing || v === null) return count;
    const seat = v.seats.indexOf(player);
    const dealer = v.dealer === null ? -1 : v.seats.indexOf(v.dealer);
    const offset = (seat - dealer - 1 + n() * 2) % n();
    const got = dealt() <= offset ? 0 : Math.floor((dealt() - 1 - offset) / n()) + 1;
    return Math.min(count, got);
  };

  // -------------------------------------------------------------------------------------
  // The hand and the selection

  // A card still held keeps its object, so its button stays while the others play (the focus
  // on it too: a new button for every card at each computer's move dropped it to the page).
  const hand = createMemo<readonly HandCard[]>((before) => {
    const cards = view()?.hand ?? [];
    const kept = new Map(before.map((c) => [c.key, c]));
    return handCards(props.game.dealing ? cards.slice(0, arrived(you())) : cards).map(
      (c) => kept.get(c.key) ?? c,
    );
  }, []);
  const [selected, setSelected] = createSignal<ReadonlySet<string>>(new Set());
  // a card that left the hand leaves the selection
  createEffect(
    on(hand, (cards) => {
      const keys = new Set(cards.map((c) => c.key));
      const kept = [...selected()].filter((k) => keys.has(k));
      if (kept.length !== selected().size) setSelected(new Set(kept));
    }),
  );
  const chosen = createMemo(() => selectedCards(hand(), selected()));

  /** The give back the person owes now (its cards have arrived), or null. */
  const returnDue = createMemo(() => {
    const v = view();
    if (v === null || phase() !== 'exchange' || props.game.dealing || props.game.following)
      return null;
    const due = v.gives.find((g) => g.from === you() && !g.done && g.kind === 'return');
    if (due === undefined) return null;
    const incoming = v.gives.find((g) => g.kind === 'highest' && g.from === due.to);
    return incoming !== undefined && !incoming.done ? null : due;
  });
  const canAct = () =>
    !props.game.dealing &&
    !props.game.following &&
    phase() === 'playing' &&
    ((view()?.legalPlays.length ?? 0) > 0 || view()?.canPass === true);
  const active = () => canAct() || returnDue() !== null;

  const dimmed = createMemo((): ReadonlySet<string> => {
    const v = view();
    if (!canAct() || v === null) return new Set();
    const allowed = (cards: readonly Card[]) =>
      props.session.judge({ type: 'play', player: you(), cards })?.legal === true;
    const playable = playableKeys(hand(), v.legalPlays, allowed);
    return new Set(hand().flatMap((c) => (playable.has(c.key) ? [] : [c.key])));
  });

  const toggle = (key: string) => {
    const next = new Set(selected());
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setSelected(next);
    setHintText('');
  };

  /** The move the Play button makes: the selected cards, or the give back. */
  const move = createMemo((): Move | null => {
    const cards = chosen();
    const due = returnDue();
    if (due !== null) return { type: 'give', player: you(), to: due.to, cards };
    if (!canAct() || cards.length === 0) return null;
    return { type: 'play', player: you(), cards };
  });
  const verdict = createMemo((): Verdict | null => {
    const mv = move();
    return mv === null ? null : props.session.judge(mv);
  });
  const passVerdict = createMemo((): Verdict | null =>
    canAct() ? props.session.judge({ type: 'pass', player: you() }) : null,
  );

  /** A refusal in the person's words: their own codes as "you", the rest as the messages say. */
  const reason = (v: Verdict | null): string => {
    if (v === null || v.legal) return '';
    const r = v.reason;
    switch (r.code) {
      case 'leader-cannot-pass':
        return t().leaderCannotPass;
      case 'must-play':
        return t().mustPlay;
      case 'missing-first-card':
        return fill(t().firstCard, { card: cardsText([r.card]) });
      case 'exchange-wrong-count':
        return fill(t().giveCount, {
          name: r.to,
          count: m().cardCount(r.required),
          n: r.count,
        });
      default:
        // the status line tells it as a sentence, with its full stop
        return sentence(verdictMessageIn(m(), r));
    }
  };

  // -------------------------------------------------------------------------------------
  // Hint, Play, Pass

  const [hintIndex, setHintIndex] = createSignal(0);
  const [hintText, setHintText] = createSignal('');
  // each new turn starts the hint from the engine's first play
  createEffect(
    on(
      () => view()?.legalPlays,
      () => setHintIndex(0),
    ),
  );
  const hint = () => {
    const due = returnDue();
    if (due !== null) {
      const give = props.session.suggestReturn();
      if (give !== null && give.type === 'give') setSelected(keysOf(hand(), give.cards));
      return;
    }
    const plays = view()?.legalPlays ?? [];
    // first the Normal computer's play for this seat (it keeps a four of a kind whole), then the rest
    const next = hintPlay(plays, hintIndex(), props.session.suggestPlay());
    if (next === null) {
      setSelected(new Set<string>());
      setHintText(t().noPlay);
      return;
    }
    setSelected(keysOf(hand(), next.cards));
    setHintIndex(next.index + 1);
    setHintText(fill(t().hintShown, { i: next.index + 1, n: plays.length }));
  };

  let handRef: HTMLDivElement | undefined;
  const focusHand = () => {
    queueMicrotask(() => {
      const card = handRef?.querySelector<HTMLButtonElement>('button[tabindex="0"]');
      if (card) card.focus();
      else document.getElementById('pt-status')?.focus();
    });
  };
  // The table fits a phone's screen from its top bar down: it is shown from there (the start
  // screen's scroll would leave the other players above the screen), with the focus in the
  // hand; and again at each new round (the last round's results, below the table, had scrolled
  // the page down, and the key that dealt the round is gone with them: the focus, left on
  // nothing, goes to the hand).
  let tableRef: HTMLElement | undefined;
  const lostFocus = (): boolean =>
    document.activeElement === null || document.activeElement === document.body;
  createEffect(
    on(
      () => view()?.round,
      () => {
        tableRef?.scrollIntoView({ block: 'start' });
        queueMicrotask(() => {
          if (lostFocus()) focusHand();
        });
      },
      { defer: true },
    ),
  );
  onMount(() => {
    tableRef?.scrollIntoView({ block: 'start' });
    if (lostFocus()) focusHand();
  });
  const play = () => {
    const mv = move();
    if (mv === null || verdict()?.legal !== true) return;
    props.session.move(mv);
    setSelected(new Set<string>());
    setHintText('');
    focusHand();
  };
  const pass = () => {
    const allowed = passVerdict();
    if (allowed?.legal !== true) {
      setHintText(reason(allowed));
      return;
    }
    props.session.move({ type: 'pass', player: you() });
    setSelected(new Set<string>());
    setHintText('');
    focusHand();
  };

  // -------------------------------------------------------------------------------------
  // What the table says

  /**
   * An event that names the person, in the person's words, or a place taken by anyone (with its
   * role); null for the messages' own.
   */
  const youText = (event: GameEvent): string | null => {
    const y = t().you;
    const me = you();
    const place = (n: number) => m().placeName(n);
    switch (event.type) {
      case 'played':
        return event.player === me ? fill(y.played, { cards: cardsText(event.cards) }) : null;
      case 'passed':
        return event.player === me ? y.passed : null;
      case 'skipped':
        return event.player === me ? y.skipped : null;
      case 'went-out':
        return wentOutSentence(event, me, y, place, roleOf);
      case 'foul':
        return event.player === me
          ? fill(y.foul, { card: cardsText([event.card]), place: place(event.place) })
          : null;
      case 'miyako':
        if (event.player === me)
          return fill(y.miyakoYou, { name: event.by, place: place(event.place) });
        return event.by === me
          ? fill(y.miyakoBy, { name: event.player, place: place(event.place) })
          : null;
      case 'trick-won':
        if (event.player === me && event.leader === me) return y.trickWon;
        if (event.player === me)
          return event.leader === null
            ? y.trickWonEnd
            : fill(y.trickWonOther, { name: event.leader });
        return event.player !== me && event.leader === me
          ? fill(y.leadAfter, { name: event.player })
          : null;
      case 'cleared':
        return event.player === me ? fill(y.cleared, { rank: m().rankLabels[event.rank] }) : null;
      default:
        return null;
    }
  };
  /**
   * The last move's events as sentences (announced to screen readers as they happen). A give
   * from or to the person is left to the exchange list below, which says it (and announces it)
   * once.
   */
  const eventLine = createMemo(() => {
    const line = status()
      .lastEvents.filter(
        (e) =>
          e.type !== 'round-over' &&
          e.type !== 'game-over' &&
          !(e.type === 'gave' && (e.player === you() || e.to === you())),
      )
      .map((e) => youText(e) ?? eventMessageIn(m(), e))
      .join('. ');
    // sentences, each with its full stop ("Cleo passes. You win the trick and lead.")
    return line && sentence(line);
  });

  const leadLine = (): string => {
    const game = props.game.snapshot.context.game;
    const v = view();
    if (game === null || v === null || v.pile.length > 0 || v.lastTrick !== null) return '';
    if (phase() !== 'playing') return '';
    const lead = whoLeads(game);
    return lead === null ? '' : leadSentence(lead, you(), t().leads, cardsText, roleOf);
  };

  const statusLine = createMemo((): string => {
    const v = view();
    if (v === null) return '';
    if (props.game.dealing) return t().dealing;
    // another tab plays: the notice above says so
    if (props.game.following) return '';
    if (phase() === 'roundOver' || phase() === 'gameOver') return '';
    if (phase() === 'exchange') {
      const due = returnDue();
      if (due === null) return t().exchange.waiting;
      if (chosen().length > 0)
        return (
          reason(verdict()) ||
          fill(t().exchange.ready, { cards: cardsText(chosen()), name: due.to })
        );
      return fill(plural(t().exchange.chooseReturn, due.count, props.lang), { name: due.to });
    }
    if (props.game.skipping) return t().skipping;
    if ((v.counts[you()] ?? 0) === 0) {
      const place = placeOf(v, you());
      return fill(t().youAreOut, {
        place: place === null ? '' : m().placeName(place),
        role: place === null ? '' : roleOf(place),
      });
    }
    if (canAct()) {
      if (chosen().length > 0) {
        const v2 = verdict();
        return v2?.legal === true ? fill(t().ready, { cards: cardsText(chosen()) }) : reason(v2);
      }
      const lead = leadLine();
      // after a line that says why you lead, only what to do ("You hold 3♣, so you lead. Select …")
      if (lead !== '') return `${lead} ${t().chooseLead}`;
      // faded cards are explained where a sighted player reads the turn (their names say it too)
      if (v.top !== null && dimmed().size > 0) return t().yourTurnFaded;
      return v.top === null ? t().yourLead : t().yourTurn;
    }
    const lead = leadLine();
    const thinking = v.toAct === null ? '' : fill(t().thinking, { name: v.toAct });
    return [lead, thinking].filter((s) => s !== '').join(' ');
  });

  // -------------------------------------------------------------------------------------
  // The seats

  /** The seat's role in the last round (its place there), from the second round on. */
  const lastRoleOf = (v: SeatView | null, player: string): string | null => {
    const index = v?.previous?.indexOf(player) ?? -1;
    if (v === null || index < 0) return null;
    return capitalized(fill(t().lastRole, { role: roleOf(index + 1) }));
  };
  const seatInfo = (player: string): SeatInfo => {
    const v = view();
    const place = v === null ? null : placeOf(v, player);
    const result = v?.roundOver === true ? v.results[v.results.length - 1] : undefined;
    const i = players().indexOf(player);
    const position = seatPosition(i, n(), clockwise());
    return {
      name: player,
      position: position === 'you' ? '' : t().positions[position],
      cards: plural(t().cardsLeft, arrived(player), props.lang),
      turn: v === null ? null : (lastTurns(v).get(player) ?? null),
      toAct: !props.game.dealing && v?.toAct === player && phase() === 'playing',
      place:
        place === null
          ? null
          : // the label begins with the place: a capital where the language writes it small
            capitalized(fill(t().place, { place: m().placeName(place), role: roleOf(place) })),
      lastRole: lastRoleOf(v, player),
      points: result === undefined || !scored() ? null : `+${String(result.points[player] ?? 0)}`,
      total: scored() ? plural(t().points, v?.totals[player] ?? 0, props.lang) : null,
    };
  };
  /** Play goes clockwise (the next in turn on the person's left) but with 001's rule sets. */
  const clockwise = () => playsClockwise(props.game.setup.choice);
  /** The others as seen from the person: the left one first, across, then the right one. */
  const others = () => (clockwise() ? players().slice(1) : players().slice(1).reverse());

  /** The exchange is shown (and its list announced) from round 2 until the first trick is over. */
  const exchangeShown = () => {
    const v = view();
    return v !== null && v.lastTrick === null && (v.round ?? 1) >= 2;
  };
  const exchangeLines = createMemo(() => {
    const v = view();
    if (v === null || !exchangeShown()) return [];
    return exchangeOf(props.game.snapshot.context.log, you()).map((line) =>
      exchangeSentence(line, you(), v, t().exchange, props.lang, cardsText, roleOf),
    );
  });

  const roundLabel = () => {
    const v = view();
    const length = props.game.setup.choice.rules.length;
    const round = v?.round ?? 1;
    if (length.kind === 'rounds') return fill(t().roundOf, { n: round, total: length.n });
    if (length.kind === 'points') return fill(t().roundTo, { n: round, points: length.n });
    return fill(t().round, { n: round });
  };

  /** The trick on the table, or the last one (faded) while the next is being led. */
  const pile = createMemo(() => {
    const v = view();
    if (v === null) return null;
    const top = v.pile.findLast((turn) => turn.kind === 'play');
    if (top !== undefined) return { player: top.player, cards: top.cards, ended: false };
    const last = v.lastTrick?.pile.findLast((turn) => turn.kind === 'play');
    return last === undefined ? null : { player: last.player, cards: last.cards, ended: true };
  });

  return (
    <section
      ref={(el) => (tableRef = el)}
      class="pt-table"
      aria-label={t().label}
      classList={{ 'pt-dealing': props.game.dealing }}
      onClick={() => {
        if (props.game.dealing) finishDeal();
      }}
    >
      <div class="pt-bar">
        <p class="pt-round">{roundLabel()}</p>
        <Show when={view()?.reversed}>
          <p class="pt-badge" data-testid="pt-revolution">
            {t().revolution}
          </p>
        </Show>
        <Menu
          words={props.words}
          session={props.session}
          game={props.game}
          speed={props.speed}
          canSkip={
            phase() === 'playing' && !props.game.skipping && (view()?.counts[you()] ?? 1) === 0
          }
          onNewGame={props.onNewGame}
        />
      </div>

      <ul class="pt-seats" data-players={n()}>
        <For each={others()}>
          {(player) => (
            <Seat
              seat={seatInfo(player)}
              passedText={t().passed}
              toActText={t().toAct}
              cardName={cardName}
              rankText={rankText}
            />
          )}
        </For>
      </ul>

      <div class="pt-centre" aria-label={t().pile} role="group">
        <Show when={pile()} fallback={<p class="pt-empty">{t().emptyPile}</p>}>
          {(top) => (
            <div class="pt-pile" classList={{ 'pt-ended': top().ended }} data-testid="pt-pile">
              <p class="pt-pile-by">
                {top().ended
                  ? top().player === you()
                    ? fill(t().lastTrickYou, { cards: cardsText(top().cards) })
                    : fill(t().lastTrick, { name: top().player, cards: cardsText(top().cards) })
                  : top().player}
              </p>
              <div
                class="pt-pile-cards"
                role="img"
                aria-label={top().cards.map(cardName).join(', ')}
              >
                <For each={top().cards}>
                  {(card) => <CardView card={card} label="" rankText={rankText(card)} decorative />}
                </For>
              </div>
            </div>
          )}
        </Show>
        <Show when={props.game.dealing}>
          <button type="button" class="pt-secondary" onClick={() => finishDeal()}>
            {t().skipDeal}
          </button>
        </Show>
      </div>

      <p class="pt-events" aria-live="polite" data-testid="pt-events">
        {eventLine()}
      </p>

      <Show when={phase() === 'roundOver' || phase() === 'gameOver' ? RoundEnd() : null}>
        {(loaded) => {
          const RoundEndScreen = loaded();
          return (
            <RoundEndScreen
              lang={props.lang}
              words={props.words}
              messages={props.messages}
              session={props.session}
              game={props.game}
              view={view()}
              onNewGame={props.onNewGame}
            />
          );
        }}
      </Show>

      <div class="pt-me">
        <ul class="pt-seats pt-my-seat">
          <Seat
            seat={seatInfo(you())}
            passedText={t().passed}
            toActText={t().toAct}
            cardName={cardName}
            rankText={rankText}
          />
        </ul>
        {/* In the page while the exchange may still grow, so each give it adds is announced. */}
        <Show when={exchangeShown()}>
          <ul
            class="pt-exchange"
            aria-label={t().exchange.heading}
            aria-live="polite"
            data-testid="pt-exchange"
          >
            <For each={exchangeLines()}>{(line) => <li>{line}</li>}</For>
          </ul>
        </Show>
        <p
          class="pt-status"
          id="pt-status"
          tabIndex={-1}
          aria-live="polite"
          data-testid="pt-status"
        >
          {statusLine()}
          {/* A hint, or why a pass is refused, follows the status in its line (announced with
              it), so the hand below does not move when it appears. */}
          <Show when={hintText()}>
            {(text) => (
              <>
                {' '}
                <span class="pt-hint-line">{sentence(text())}</span>
              </>
            )}
          </Show>
        </p>
        {/* the hand and the buttons stay (disabled) until the round's end has loaded */}
        <Show when={(phase() !== 'roundOver' && phase() !== 'gameOver') || RoundEnd() === null}>
          <Hand
            cards={hand()}
            selected={selected()}
            dimmed={dimmed()}
            active={active()}
            label={t().yourCards}
            cardName={cardName}
            rankText={rankText}
            dimmedText={t().dimmed}
            onToggle={toggle}
            ref={(el) => (handRef = el)}
          />
          <div class="pt-actions">
            <button
              type="button"
              class="pt-primary"
              disabled={verdict()?.legal !== true}
              aria-describedby="pt-status"
              onClick={play}
            >
              {returnDue() === null ? t().play : t().exchange.give}
            </button>
            <Show when={returnDue() === null}>
              {/* Not allowed to pass (leading), it still answers a press: with the reason. */}
              <button
                type="button"
                class="pt-secondary"
                disabled={passVerdict() === null}
                aria-disabled={passVerdict()?.legal !== true}
                onClick={pass}
              >
                {t().pass}
              </button>
            </Show>
            <button type="button" class="pt-secondary" disabled={!active()} onClick={hint}>
              {t().hint}
            </button>
          </div>
        </Show>
      </div>
    </section>
  );
}
