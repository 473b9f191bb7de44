/** Jämförelsesidornas ord på svenska (formen: ./en.ts). */
import { formatter } from '../format/index.ts';
import type { CompareStrings } from './en.ts';

const f = formatter('sv');

export const sv: CompareStrings = {
  title: 'Jämför två regeluppsättningar',
  description:
    'Välj två regeluppsättningar och se varje regel som skiljer sig, var och en visad med samma drag bedömda under båda.',
  intro:
    'Välj två regeluppsättningar. Varje alternativ där de skiljer sig visas med båda värdena, och varje skillnad visas med ett kort exempel som programmet har hittat: samma drag vid ett litet bord, bedömda under båda regeluppsättningarna, fram till draget där de skiljs åt.',
  pairTitle: (a, b) => `Jämförelse: ${a} och ${b}`,
  pairDescription: (a, b) =>
    `Varje regel där ${a} och ${b} skiljer sig, visad med samma drag bedömda under båda.`,
  chooser: {
    heading: 'Färdiga jämförelser av två regeluppsättningar',
    hint: 'Varje rad utgår från en regeluppsättning; dess länkar jämför den med var och en av de andra.',
    caption: 'Par av regeluppsättningar',
    linkPrefix: (a) => `Jämför ${a} med`,
    same: 'samma',
    current: 'visas på den här sidan',
    other: 'Jämför andra regeluppsättningar',
  },
  list: {
    heading: 'Vad som skiljer sig',
    count: (n) =>
      n === 0
        ? 'De två regeluppsättningarna är lika.'
        : f.count(n, { one: 'skillnad', other: 'skillnader' }),
    none: 'Ingenting skiljer sig.',
    option: 'Alternativ',
    toExample: 'Exempel',
    unused: (b) => `gäller inte här (${b})`,
  },
  example: {
    heading: (o) => o,
    alone: (side, o, v) =>
      `En annan skillnad gör alltid att de två regeluppsättningarna bedömer dragen olika tidigare, så den här visas bara med ${side}: ${side} som den är, och ${side} med ${o} satt till ${v}.`,
    also: (os) => {
      const list = f.and(os.map((x) => `”${x}”`));
      return os.length === 1
        ? `Även ${list} avgör här: ändras bara det alternativet går reglerna isär vid samma drag på samma ställe.`
        : `Även ${list} avgör här: ändras bara ett av de alternativen går reglerna isär vid samma drag på samma ställe.`;
    },
    modified: (side, o, v) => `${side} med ${o}: ${v}`,
    parts: (step, steps, line) =>
      `Med samma drag går reglerna isär vid steg ${f.number(step)} av ${f.number(steps)} (rad ${f.number(line)} i protokollet).`,
    partsAt: (line) => `Med samma drag går reglerna isär på rad ${f.number(line)} i protokollet.`,
    marker: 'här går de isär',
    transcript: 'Exemplet i bordsnotationen',
    check: 'Kontrollera själv med domaren för kommandoraden:',
    under: (side) => `Under ${side}`,
    allowed: 'tillåtet.',
    refused: (r) => `nekat: ${r}`,
    follows: 'Sedan',
    toAct: (p) => `${p} står näst på tur.`,
    places: (l) => `Placeringar: ${l}.`,
    points: (l) => `Poäng: ${l}.`,
    winner: (p) => `${p} vinner partiet.`,
    nothing: 'Inget annat händer.',
    openIn: (side) => `Öppna i domaren (under ${side})`,
    tooLong: 'Exemplet är för långt för en länk; kopiera protokollet i stället.',
    inert: (o) =>
      `Ändrar ingenting mellan de här två regeluppsättningarna: det spelar roll bara med ett annat värde på ${o}.`,
    notFound:
      'Inget exempel hittades: en annan skillnad gör alltid att de två regeluppsättningarna bedömer dragen olika tidigare.',
  },
  links: {
    panel: 'Jämför med en annan regeluppsättning',
    presets: 'Jämför två valfria regeluppsättningar, regel för regel, med exempel',
  },
  live: {
    heading: 'Jämför vilka regler som helst',
    intro:
      'Båda sidorna (A och B) kan vara en av de sju regeluppsättningarna, en delad länk från husregelpanelen eller era bordsregler som är sparade i den här webbläsaren. Exemplen tas fram i din webbläsare. Varje par av de sju regeluppsättningarna har dessutom en egen sida med jämförelsen.',
    noscript:
      'Att jämföra andra regler kräver JavaScript; paren av regeluppsättningar nedan fungerar utan.',
    sideA: 'Regeluppsättning A',
    sideB: 'Regeluppsättning B',
    presets: 'Regeluppsättningar',
    saved: 'Våra bordsregler (sparade i den här webbläsaren)',
    link: 'En delad länk …',
    linkLabel: 'Delad länk',
    linkHint: 'Klistra in en länk från husregelpanelen (…?rules=1~house~…) eller bara dess regler.',
    linkEmpty: 'Klistra in en delad länk här först, eller välj en regeluppsättning ovan.',
    run: 'Jämför',
    starting: 'Sökningen börjar …',
    progress: (found, wanted, games) =>
      `Söker: exempel för ${f.number(found)} av ${f.number(wanted)} ${wanted === 1 ? 'skillnad' : 'skillnader'} hittade, ${f.count(games, { one: 'parti', other: 'partier' })} ${games === 1 ? 'spelat' : 'spelade'}.`,
    done: (found, wanted, games) =>
      `Klart: exempel för ${f.number(found)} av ${f.number(wanted)} ${wanted === 1 ? 'skillnad' : 'skillnader'}, ${f.count(games, { one: 'parti', other: 'partier' })} ${games === 1 ? 'spelat' : 'spelade'}.`,
    searching: 'Letar efter ett exempel …',
    sideName: (side, preset, changes) =>
      changes === 0
        ? `${side}: ${preset}`
        : `${side}: ${preset} med ${f.count(changes, { one: 'ändring', other: 'ändringar' })}`,
    savedName: (side) => `${side}: våra bordsregler`,
    notice: (side) => `${side}: en del av länken gick inte att läsa och utelämnades:`,
    notRead: (side) =>
      `${side}: inget i den här länken gick att läsa som regler, så regeluppsättningen Grundform används. En länk från husregelpanelen innehåller ”rules=1~…”.`,
    noneSaved: (side) =>
      `${side}: inga regler är sparade i den här webbläsaren, så regeluppsättningen Grundform används. Välj era regler i husregelpanelen först.`,
    pairPage: (a, b) => `${a} och ${b} är båda färdiga regeluppsättningar: se deras jämförelse`,
    copy: 'Kopiera protokollet',
    copied: 'Kopierat.',
    selected: 'Markerat: tryck Ctrl+C för att kopiera.',
    failed: 'Sökningen avbröts av ett fel. Ladda om sidan för att försöka igen.',
  },
};
