/**
 * The words of the pictures on the rule pages (src/components/content: RankRow,
 * ExchangeDiagram, GameFlow, PresetTable). This file defines the shape every language
 * follows: `Pictures` is `typeof en`, and de/sv/nl are declared as `Pictures`, so a word
 * missing there fails to compile.
 *
 * Card and role names are not here: they come from src/i18n/messages (cardLongName,
 * formatRank, roleName), so the pictures say what the referee says.
 */
import { formatter } from '../format/index.ts';
import type { PresetName } from '../../engine/rules.ts';
import type { GameMachineEvent, GamePhase } from '../../machines/game.ts';
import { en as options, type OptionStrings } from '../options/en.ts';

/** Plain-text values per choice of an option. */
type Words<T extends string> = Readonly<Record<T, string>>;

/**
 * The presets' names as every other page writes them (the house-rules panel, the referee, the
 * practice table: src/i18n/options), so a rule set has one name in a language.
 */
export function presetNames(o: OptionStrings): Words<PresetName> {
  const p = o.presets;
  return {
    common: p.common.name,
    classic: p.classic.name,
    revolution: p.revolution.name,
    house: p.house.name,
    arschloch: p.arschloch.name,
    swedish: p.swedish.name,
    dutch: p.dutch.name,
  };
}

const f = formatter('en');

export const en = {
  rankRow: {
    caption: 'The rank order',
    low: 'lowest',
    high: 'highest',
    listNormal: 'Ranks in the normal order, lowest first',
    listRevolution: 'Ranks during a revolution, lowest first',
    toggle: 'Revolution',
    toggleHint: 'turns the order over',
    stateNormal: (low: string, high: string): string =>
      `Normal order: ${low} is the lowest rank, ${high} the highest.`,
    stateRevolution: (low: string, high: string): string =>
      `Revolution: the order is turned over. Now ${low} is the lowest rank and ${high} the highest.`,
    jokerTag: 'if played',
    jokerNote: 'Jokers, if you play with them, stay on top in both orders.',
  },

  exchange: {
    title: 'Who gives whom which cards before each round after the first',
    /** one give, as a sentence of the description: "Scum to President: the 2 highest cards." */
    give: (from: string, to: string, what: string): string => `${from} to ${to}: ${what}.`,
    highest: (n: number): string =>
      f.plural(n, { one: 'the highest card', other: `the ${f.number(n)} highest cards` }),
    choiceBack: (n: number): string =>
      f.plural(n, {
        one: 'a card of their choice back',
        other: `${f.number(n)} cards of their choice back`,
      }),
    lowestBack: (n: number): string =>
      f.plural(n, { one: 'the lowest card back', other: `the ${f.number(n)} lowest cards back` }),
    noExchange: 'no exchange',
    keep: (citizen: string): string => `${citizen}: no exchange, they keep their cards.`,
    lastPlace: 'last place',
    secondLastPlace: 'second to last',
    caption: (players: number): string =>
      `The exchange with ${f.number(players)} players under the common rules; with more players there are more citizens.`,
    fewPlayers: (players: number, president: string, scum: string): string =>
      `With ${f.number(players)} players only the ${president} and the ${scum} swap.`,
    variants: 'Variants',
    /** the exchange of the Dutch rules (ExchangeDiagram preset="dutch") */
    captionDutch: (players: number): string =>
      `The exchange with ${f.number(players)} players under the Dutch rules; with more players there are more citizens.`,
    /** `{002}`, `{004}`: the document's name from the names table (src/i18n/names) */
    oneTitle: 'One card (as in {002})',
    oneText: (president: string, scum: string): string =>
      `Only the ${president} and the ${scum} swap; {002} call the ${scum} “Arschloch”.`,
    lowestTitle: 'The lowest cards back (as in {004})',
    lowestText: 'The higher role has no choice: it gives back its lowest cards.',
    anyTitle: 'Cards of choice back (as in {000} and {001})',
    anyText:
      'The higher role chooses which cards to give back; {001} adds: even cards it has just received.',
    /** the exchange of the Swedish rules (ExchangeDiagram preset="swedish"); `{003}` as above */
    captionSwedish: (players: number, president: string, scum: string): string =>
      `The exchange with ${f.number(players)} players under {003}: only the ${president} and the ${scum} swap, one card each way.`,
    /** beside the Swedish exchange: the two-card form, then its gives */
    twoTitle: 'Two cards (as in {000}, {001} and {004})',
    twoText: (players: number): string => `With ${f.number(players)} players:`,
  },

  flow: {
    title: 'The flow of a game',
    desc: 'The states of a game from setup to the end, and the events that lead from one to the next. The same flow follows as a list.',
    states: {
      setup: { name: 'Setup', note: 'rules and players' },
      dealing: { name: 'Dealing', note: 'the cards are dealt' },
      exchange: { name: 'Exchange', note: 'the gives, from round 2' },
      playing: { name: 'Playing', note: 'plays and passes' },
      roundOver: { name: 'Round over', note: 'the places are known' },
      gameOver: { name: 'Game over', note: 'there is a winner' },
    } satisfies Readonly<Record<GamePhase, { name: string; note: string }>>,
    events: {
      START: 'start',
      DEAL: 'deal',
      MOVE: 'move',
      UNDO: 'undo',
      NEXT_ROUND: 'next round',
      RESTART: 'new game',
      REDO: 'redo',
      SET_BOT_DELAY: 'computer speed',
      COMPUTER_TURN: "a computer's turn",
      'xstate.done.actor.computer-think': "the computer's answer arrives",
      'xstate.error.actor.computer-think': "the computer's helper fails",
    } satisfies Words<GameMachineEvent['type']>,
    /** the machine's guards as conditions (src/machines/game.ts) */
    guards: {
      canStart: 'valid players',
      canDeal: 'seats and hands fit',
      isLegal: 'legal',
      canUndo: 'something to take back',
      exchangeDone: 'exchange done',
      roundIsOver: 'round over',
      gameIsOver: 'game over',
      undoLeavesNoRound: 'takes back the first deal',
      canRedo: 'something to put back',
      computerToAct: 'a computer is due',
    } as Readonly<Record<string, string>>,
    /** the machine's actions, as what happens */
    actions: {
      startGame: 'the game starts',
      dealRound: 'the round is dealt',
      applyMove: 'a legal move is played',
      refuseMove: 'an illegal move is refused, with the reason',
      undoMove: 'the last entry (a move, a give or a deal) is taken back',
      reset: 'back to setup',
      playComputer: 'the computer makes its move',
      redoMove: 'what was taken back is put back',
      setBotDelay: "the computers' thinking time is set",
      answerComputer: "the computer's answer is played, if nothing has changed meanwhile",
      computerFailed: 'the computer chooses on the page instead',
    } as Readonly<Record<string, string>>,
    anyState: 'From any state',
    automatic: 'by itself',
    legendSolid: 'Solid arrow: an event (what someone does).',
    legendDashed: 'Dashed arrow: happens by itself as soon as the condition holds.',
    legendLoop: '↺: the event keeps the state.',
    asText: 'The flow as a list',
    initial: 'start here',
  },

  presets: {
    caption: 'The seven presets side by side',
    region: 'Preset table (scrolls sideways)',
    option: 'Option',
    source: 'Source',
    legend: (marker: string, base: string): string => `${marker} and bold: differs from ${base}.`,
    differs: (base: string): string => `differs from ${base}`,
    names: presetNames(options),
  },
};

export type Pictures = typeof en;
