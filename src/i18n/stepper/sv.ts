/**
 * Exempelstegarens ord på svenska (form: en.ts). Termer som i meddelandena
 * (src/i18n/messages/sv.ts): stick, passa, spela ut (utspel), giv (en runda i notationen), given;
 * roller President, Vice-president, Medborgare, Vice-usling, Usling.
 */
import { formatter } from '../format/index.ts';
import type { BeatWords, GiveDue, StepperPageStrings, StepperStrings } from './en.ts';

const f = formatter('sv');

/** En valör i bestämd form, som man säger vid bordet: „kungen slår damen“, „nian slår sjuan“. */
const DEFINITE: Readonly<Record<string, string>> = {
  '3': 'trean',
  '4': 'fyran',
  '5': 'femman',
  '6': 'sexan',
  '7': 'sjuan',
  '8': 'åttan',
  '9': 'nian',
  '10': 'tian',
  J: 'knekten',
  Q: 'damen',
  K: 'kungen',
  A: 'esset',
  '2': 'tvåan',
  Joker: 'jokern',
};
const definite = (rank: string): string => DEFINITE[rank] ?? rank;

const beats = (d: BeatWords): string =>
  d.reversed
    ? `i den vända ordningen slår ${definite(d.rank)} ${definite(d.topRank)}`
    : `${definite(d.rank)} slår ${definite(d.topRank)}`;

export const sv: StepperStrings = {
  ui: {
    region: (title) => `Exempel: ${title}`,
    start: 'Början',
    back: 'Bakåt',
    next: 'Nästa',
    end: 'Slut',
    step: 'Steg',
    keys: 'Stega med knapparna, eller klicka på exemplet och använd ← →, Home och End.',
    toPlay: 'på tur',
    passed: 'passat',
    out: (place) => `ute: ${place}`,
    outNoPlace: 'ute',
    lastRole: (role) => `förra given: ${role}`,
    dealer: 'givare',
    hand: (player, count) => `${player}, ${count}:`,
    table: 'På bordet',
    emptyTable: 'Bordet är tomt.',
    before: 'Tidigare i sticket',
    refused: 'Inte tillåtet',
    takenBack: (player) => `Korten går tillbaka till ${player}.`,
    trickWon: (player) => `Sticket går till ${player}`,
    revolution: 'Revolution: ordningen är vänd (3 högst, 2 lägst)',
    roundOver: 'Given är slut',
    places: 'Placeringar',
    rulesLegend: 'Prova andra regler',
    rulesNote: 'Exemplet bedöms om direkt med regeln du väljer.',
    transcript: 'Exemplet i bordsnotationen',
    broken: 'Det här exemplet kan inte visas.',
  },

  sentence: {
    dealt: (round) =>
      round === 1 ? 'Korten är utdelade.' : `Giv ${f.number(round)}: korten är utdelade.`,
    leadHolds: (player, card) => `${player} har ${card} och spelar ut.`,
    leadLeftOfDealer: (player, dealer) =>
      `${player} sitter till vänster om givaren ${dealer} och spelar ut.`,
    leadPrevious: (player, role) => `${player} spelar ut som förra givens ${role}.`,
    leadByCard: (card, first) =>
      first === null
        ? `Den som har ${card} spelar ut.`
        : `Den som har ${card} spelar ut; här börjar ${first}.`,
    leadOpen: (first) =>
      first === null
        ? 'Vem som helst får spela ut.'
        : `Vem som helst får spela ut; här börjar ${first}.`,
    exchangeDue: (gives: readonly GiveDue[]) =>
      `Före spelet byter kort ägare: ${f.and(
        gives.map(
          (g) =>
            `${g.from} ger ${g.to} ${f.plural(g.count, { one: 'sitt högsta kort', other: `sina ${f.number(g.count)} högsta kort` })}`,
        ),
      )}; lika många kort går tillbaka.`,

    lead: (player, cards) =>
      `${player} spelar ut ${cards}: bordet är tomt, så vilket kort eller set som helst får läggas.`,
    higher: (d) => `${d.player} spelar ${d.cards}: lika många kort som ${d.top}, och ${beats(d)}.`,
    equal: (d) =>
      `${d.player} spelar ${d.cards}: lika många kort som ${d.top} och samma valör, vilket de här reglerna tillåter.`,
    suit: (d) =>
      `${d.player} spelar ${d.cards}: bland tvåorna räknas färgen (♦ = ♥ < ♣ < ♠${d.reversed ? ', vänd av revolutionen' : ''}), så det slår ${d.top}.`,
    moreHigher: (d) =>
      `${d.player} spelar ${d.cards}: fler kort än ${d.top} är tillåtet här, och ${beats(d)}.`,
    moreEqual: (d) =>
      `${d.player} spelar ${d.cards}: fler kort än ${d.top} är tillåtet här, och samma valör också.`,
    bigger: (d) => `${d.player} spelar ${d.cards}: fler kort slår färre (${d.top}), oavsett valör.`,
    reentered: (player) => `${player} passade tidigare i sticket men får spela igen.`,
    lapOver: 'Alla andra har haft sin tur: varvet är slut.',

    pass: (player) => `${player} passar.`,
    passCannot: (player, top) => `${player} passar: inget på handen slår ${top}.`,
    passCould: (player, play, top) =>
      `${player} passar, fast ${play} hade gått på ${top}: det är ändå tillåtet att passa.`,

    giveHighest: (player, to, cards, count) =>
      `${player} ger ${to} ${cards}: ${f.plural(count, { one: 'det högsta kortet', other: 'de högsta korten' })}, som bytet kräver.`,
    giveBack: (player, to, cards) => `${player} ger ${to} ${cards} tillbaka, efter eget val.`,
    giveBackLowest: (player, to, cards) =>
      `${player} ger ${to} ${cards} tillbaka: det lägsta ${player} har, som de här reglerna kräver.`,

    refusedPlay: (player, cards, reason) =>
      `${player} försöker med ${cards}. Domaren säger: ”${reason}.”`,
    refusedPass: (player, reason) => `${player} försöker passa. Domaren säger: ”${reason}.”`,
    refusedGive: (player, to, cards, reason) =>
      `${player} försöker ge ${to} ${cards}. Domaren säger: ”${reason}.”`,
  },
};

/** The examples page and each example's caption (server only, as in en.ts). */
export const svPages: StepperPageStrings = {
  page: {
    title: 'Exempel',
    description: 'Alla exempelstick från regelsidorna, att stega igenom kort för kort.',
    intro:
      'Varje exempel spelar upp några drag vid ett riktigt bord. Stega igenom det med knapparna eller piltangenterna: varje steg säger vad som hände och varför reglerna tillåter det eller inte. Där ett exempel har regler att prova, ändra en så bedöms samma drag på nytt.',
  },

  steps: {
    summary: (n) => `Alla steg i text (${String(n)} steg)`,
    allowed: 'Tillåtet',
    refused: 'Underkänt',
    ownRules: 'Stegen i text nedan följer exemplets egna regler, vad du än väljer ovan.',
  },

  examples: {
    'pairs-000': {
      title: 'Ett stick med par',
      intro:
        'Anna spelar ut ett par. Bara ett högre par kan följa: Cem har ett ess, men ett ess är inget par.',
      comments: [
        '{000}: ett par slås bara av ett högre par.',
        'Ett stick mitt i en giv, så den som spelar ut får lägga vad som helst.',
        'ett ess är inget par',
      ],
    },
    'five-players-002': {
      title: 'Fem spelare och återinträde efter pass',
      intro:
        'Exemplet ur {002}, där återinträde efter pass gäller: Ben passar två gånger och vinner ändå sticket med två ess. Draglistan och texten säger olika om vem som spelar ut sedan; den här sidan följer listan, så Ben spelar ut. Slå av regeln och se vad som ändras.',
      comments: [
        '{002}, deras exempel med fem spelare: den som har passat får spela igen.',
        'Webbplatsens tolkning: dokumentets draglista avgör, så Ben vinner sticket och spelar ut',
        '(texten säger att Cem spelar ut, men listan stöder inte det).',
      ],
    },
    'status-001': {
      title: 'Varför domaren säger nej',
      intro:
        'Statusraden i {001} ger tre skäl för ett nej: två valörer tillsammans, ett enkelkort på ett par och samma valör i en annan färg (9♠ på 9♥). Det fjärde är regeln att den som spelar ut inte får passa.',
      comments: [
        '{001}: varför ett drag eller pass underkänns.',
        'en nia och en tia tillsammans',
        'ett enkelkort på ett par',
        'Ben spelar ut i det nya sticket',
        'en spadernia på en hjärternia',
      ],
    },
    'revolution-001': {
      title: 'Revolution och kontrarevolution',
      intro:
        'Fyra åttor vänder ordningen: nu är 3 högst och 2 lägst. Fyra femmor slår dem i den vända ordningen och vänder tillbaka den, som i regeluppsättningen Revolution i {001}.',
      comments: [
        'Regeluppsättningen Revolution i {001}: ett fyrtal vänder ordningen, och ett till vänder tillbaka den.',
      ],
    },
    'eight-stop': {
      title: 'Åttan rensar bordet',
      intro:
        'I regeluppsättningen Hausregeln i {001} rensar en åtta bordet direkt, och den som lade den spelar ut igen.',
      comments: [
        'Regeluppsättningen Hausregeln i {001}: en åtta rensar bordet direkt, och den som lade den spelar ut igen.',
      ],
    },
    'dutch-same-or-more': {
      title: 'Lika många eller fler, och tvåor efter färg',
      intro:
        'I {004} får man lägga samma valör eller högre, och lika många kort eller fler. Bland tvåorna avgör färgen: ♦ och ♥ är lika, ♣ är högre, ♠ högst.',
      comments: [
        '{004}: samma valör eller högre, lika många kort eller fler; bland tvåorna räknas färgen.',
      ],
    },
    'ten-clears': {
      title: 'Tian rensar bordet',
      intro:
        'En husregel i {004}: ingen får lägga på en tia. Sticket är slut, och den som lade tian spelar ut.',
      comments: [
        'En husregel i {004}: en tia rensar bordet; ingen får lägga på den.',
        'för sent: sticket är slut',
      ],
    },
    'equal-skip': {
      title: 'Samma valör hoppar över nästa',
      intro:
        'En variant som {002} nämner: ett drag med samma valör är tillåtet, och nästa spelare hoppas över.',
      comments: [
        'En variant som {002} nämner: samma valör är tillåten och hoppar över nästa spelare.',
      ],
    },
    'going-out': {
      title: 'Ut på det vinnande draget',
      intro:
        'Ben lägger sitt sista kort och går ut på första plats. Han vinner sticket, så nästa spelare som fortfarande har kort spelar ut.',
      comments: [
        '{000} och {002}: den som lägger sitt sista kort går ut och får nästa lediga plats.',
        'Ett stick mot slutet av en giv.',
      ],
    },
    exchange: {
      title: 'Bytet med två kort före giv 2',
      intro:
        'Den vanliga grundformen med två kort, som i {000} och {001}, inte bytet med ett kort i {003}: en pytteliten första giv avgör rollerna. Före giv 2 ger Uslingen Presidenten sina två högsta kort, Vice-uslingen ger Vice-presidenten sitt högsta, och båda får lika många kort tillbaka som mottagaren väljer.',
      comments: [
        'Bytet före giv 2 som i {000} och {001}: en pytteliten första giv avgör rollerna.',
        'inte de två högsta',
      ],
    },
    'exchange-dutch': {
      title: 'Det nederländska bytet före giv 2',
      intro:
        'Som i {004}: den sista ger den första sina två högsta kort, den näst sista ger den andra sitt högsta, och båda får mottagarens lägsta kort tillbaka.',
      comments: [
        '{004}: den sista ger sina två bästa kort och får den förstas två lägsta tillbaka.',
        'inte de lägsta',
      ],
    },
    'exchange-swedish': {
      title: 'Det svenska bytet före giv 2',
      intro:
        'Som i {003}: bara Uslingen och Presidenten byter, ett kort åt varje håll. Uslingen ger sitt högsta kort, Presidenten ger tillbaka vilket kort som helst; de andra behåller sina kort.',
      comments: [
        '{003}: bara Uslingen och Presidenten byter, ett kort åt varje håll.',
        'inte det högsta',
        'inget byte mellan de andra',
      ],
    },
    'one-lap': {
      title: 'Ett varv',
      intro:
        'En variant som {002} nämner: efter utspelet får varje annan spelare en tur, sedan är sticket slut och den som lade det högsta draget spelar ut.',
      comments: [
        'En variant som {002} nämner, ett varv: efter utspelet får varje annan spelare en tur, sedan är sticket slut.',
        'varvet är slut',
      ],
    },
    'forbidden-finish': {
      title: 'Att gå ut med en tvåa är regelbrott',
      intro:
        'En husregel i {004}: man får inte gå ut med en tvåa. Vad som händer om någon ändå gör det säger texten inte; webbplatsens tolkning: spelaren är ute men får den sämsta lediga platsen.',
      comments: [
        'En husregel i {004}: man får inte gå ut med en tvåa. Webbplatsens tolkning: den som ändå gör det får sämsta lediga plats.',
      ],
    },
    miyako: {
      title: 'Miyako: Presidenten faller',
      intro:
        'I regeluppsättningen Hausregeln i {001}: om förra givens President inte går ut först, faller den till sista plats så fort någon annan går ut.',
      comments: [
        'Regeluppsättningen Hausregeln i {001} (Miyako): går förra givens President inte ut först, faller den till sista plats.',
        'Bytet är utelämnat för att hålla exemplet kort.',
      ],
    },
  },
};
