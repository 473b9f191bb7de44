/**
 * Orden i bilderna på regelsidorna (formen: en.ts). Roller och kort kommer från
 * src/i18n/messages (President, Vice-president, Medborgare, Vice-usling, Usling); en runda
 * heter giv som i 003.
 */
import { formatter } from '../format/index.ts';
import { sv as options } from '../options/sv.ts';
import { presetNames, type Pictures } from './en.ts';

const f = formatter('sv');

/**
 * A role in the definite form, as the prose says it ("Uslingen ger Presidenten …"): the
 * diagram's sentences get the role names of src/i18n/messages/sv.ts (President, Usling …).
 */
const DEFINITE: Readonly<Record<string, string>> = {
  President: 'Presidenten',
  'Vice-president': 'Vice-presidenten',
  Medborgare: 'Medborgaren',
  'Vice-usling': 'Vice-uslingen',
  Usling: 'Uslingen',
};
const definite = (role: string): string => DEFINITE[role] ?? role;

export const sv: Pictures = {
  rankRow: {
    caption: 'Valörernas ordning',
    low: 'lägst',
    high: 'högst',
    listNormal: 'Valörerna i vanlig ordning, lägst först',
    listRevolution: 'Valörerna under en revolution, lägst först',
    toggle: 'Revolution',
    toggleHint: 'vänder på ordningen',
    stateNormal: (low, high) => `Vanlig ordning: ${low} är lägst och ${high} högst.`,
    stateRevolution: (low, high) =>
      `Revolution: ordningen är vänd. Nu är ${low} lägst och ${high} högst.`,
    jokerTag: 'om de är med',
    jokerNote: 'Jokrar, om ni spelar med dem, ligger överst i båda ordningarna.',
  },

  exchange: {
    title: 'Vem som ger vem vilka kort före varje giv efter den första',
    give: (from, to, what) => `${definite(from)} till ${definite(to)}: ${what}.`,
    highest: (n) =>
      f.plural(n, { one: 'det högsta kortet', other: `de ${f.number(n)} högsta korten` }),
    choiceBack: (n) =>
      f.plural(n, {
        one: 'ett valfritt kort tillbaka',
        other: `${f.number(n)} valfria kort tillbaka`,
      }),
    lowestBack: (n) =>
      f.plural(n, {
        one: 'det lägsta kortet tillbaka',
        other: `de ${f.number(n)} lägsta korten tillbaka`,
      }),
    noExchange: 'inget byte',
    keep: (citizen) => `${definite(citizen)} byter inte och behåller sina kort.`,
    lastPlace: 'sista plats',
    secondLastPlace: 'näst sista plats',
    caption: (players) =>
      `Bytet med ${f.number(players)} spelare i den vanliga grundformen ur den tyska guiden (000), med två kort. Det är inte grundregeln i de svenska reglerna (003): den nämner bara att Uslingen och Presidenten byter ett kort. Med fler spelare blir det fler Medborgare.`,
    fewPlayers: (players, president, scum) =>
      `Med ${f.number(players)} spelare byter bara ${definite(president)} och ${definite(scum)}.`,
    variants: 'Varianter',
    captionDutch: (players) =>
      `Bytet med ${f.number(players)} spelare enligt de nederländska reglerna (004); med fler spelare blir det fler Medborgare.`,
    oneTitle: 'Kortbyte med ett kort, som i {003} och {002}',
    oneText: (president, scum) =>
      `Bara ${definite(president)} och ${definite(scum)} byter; i {002} heter ${definite(scum)} ”Arschloch”.`,
    lowestTitle: 'De lägsta korten tillbaka, som i {004}',
    lowestText: 'Den högre rollen får inte välja: den ger tillbaka sina lägsta kort.',
    anyTitle: 'Valfria kort tillbaka, som i {000}, {001} och {003}',
    anyText:
      'Den högre rollen väljer själv vad den ger tillbaka; {001} tillägger: även kort den just har fått.',
    captionSwedish: (players, president, scum) =>
      `Bytet med ${f.number(players)} spelare enligt {003}: bara ${definite(president)} och ${definite(scum)} byter, ett kort åt vardera hållet.`,
    twoTitle: 'Två kort, som i {000}, {001} och {004}',
    twoText: (players) => `Med ${f.number(players)} spelare:`,
  },

  flow: {
    title: 'Hur ett spel går till',
    desc: 'Spelets lägen från förberedelsen till slutet, och händelserna som leder från ett läge till nästa. Samma förlopp följer som lista.',
    states: {
      setup: { name: 'Förberedelse', note: 'regler och spelare' },
      dealing: { name: 'Utdelning', note: 'en ny giv börjar' },
      exchange: { name: 'Byte', note: 'bytena, från giv 2' },
      playing: { name: 'Spel', note: 'spela och passa' },
      roundOver: { name: 'Given är slut', note: 'platserna är klara' },
      gameOver: { name: 'Partiet är slut', note: 'det finns en vinnare' },
    },
    events: {
      START: 'starta',
      DEAL: 'dela ut',
      MOVE: 'drag',
      UNDO: 'ångra',
      NEXT_ROUND: 'nästa giv',
      RESTART: 'nytt spel',
      REDO: 'gör om',
      SET_BOT_DELAY: 'datorernas tempo',
      COMPUTER_TURN: 'datorns tur',
      'xstate.done.actor.computer-think': 'datorns svar kommer',
      'xstate.error.actor.computer-think': 'datorns hjälpreda misslyckas',
    },
    guards: {
      canStart: 'giltiga spelare',
      canDeal: 'platser och händer stämmer',
      isLegal: 'tillåtet',
      canUndo: 'något att ångra',
      exchangeDone: 'bytet är klart',
      roundIsOver: 'given är slut',
      gameIsOver: 'partiet är slut',
      undoLeavesNoRound: 'ångrar den första utdelningen',
      canRedo: 'något att göra om',
      computerToAct: 'en dator står på tur',
    },
    actions: {
      startGame: 'spelet börjar',
      dealRound: 'korten delas ut',
      applyMove: 'ett tillåtet drag spelas',
      refuseMove: 'ett otillåtet drag avvisas, med skälet',
      undoMove: 'det senaste (ett drag, ett byte eller en utdelning) tas tillbaka',
      reset: 'tillbaka till förberedelsen',
      playComputer: 'datorn gör sitt drag',
      redoMove: 'det ångrade görs om',
      setBotDelay: 'datorernas betänketid ställs in',
      answerComputer: 'datorns svar spelas, om inget har ändrats under tiden',
      computerFailed: 'datorn väljer på sidan i stället',
    },
    anyState: 'Från varje läge',
    automatic: 'av sig självt',
    legendSolid: 'Heldragen pil: en händelse (något någon gör).',
    legendDashed: 'Streckad pil: sker av sig självt så snart villkoret gäller.',
    legendLoop: '↺: händelsen behåller läget.',
    asText: 'Förloppet som lista',
    initial: 'börja här',
  },

  presets: {
    caption: 'De sju regeluppsättningarna sida vid sida',
    region: 'Tabell över regeluppsättningarna (rullar i sidled)',
    option: 'Regel',
    source: 'Källa',
    legend: (marker, base) => `${marker} och fetstil: skiljer sig från ${base}.`,
    differs: (base) => `skiljer sig från ${base}`,
    names: presetNames(options),
  },
};
