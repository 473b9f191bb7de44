/** De woorden van de vergelijkingspagina's in het Nederlands (de vorm: ./en.ts). */
import { formatter } from '../format/index.ts';
import type { CompareStrings } from './en.ts';

const f = formatter('nl');

export const nl: CompareStrings = {
  title: 'Twee regelsets vergelijken',
  description:
    'Kies twee regelsets en zie elke regel die verschilt, telkens getoond met dezelfde zetten, volgens beide beoordeeld.',
  intro:
    'Kies twee regelsets. Elke optie waarin ze verschillen staat er met beide waarden, en elk verschil wordt getoond met een kort voorbeeld dat het programma heeft gevonden: dezelfde zetten aan een kleine tafel, volgens beide regelsets beoordeeld, tot de zet waar ze uiteengaan.',
  pairTitle: (a, b) => `${a} en ${b} vergeleken`,
  pairDescription: (a, b) =>
    `Elke regel waarin ${a} en ${b} verschillen, getoond met dezelfde zetten, volgens beide beoordeeld.`,
  chooser: {
    heading: 'Kant-en-klare vergelijkingen van twee regelsets',
    hint: 'Elke rij gaat uit van één regelset; de links erachter vergelijken die met elk van de andere.',
    caption: 'Paren van regelsets',
    linkPrefix: (a) => `${a} vergelijken met`,
    same: 'dezelfde',
    current: 'op deze pagina',
    other: 'Andere regelsets vergelijken',
  },
  list: {
    heading: 'Wat verschilt',
    count: (n) =>
      n === 0
        ? 'De twee regelsets zijn gelijk.'
        : f.count(n, { one: 'verschil', other: 'verschillen' }),
    none: 'Er verschilt niets.',
    option: 'Optie',
    toExample: 'Voorbeeld',
    unused: (b) => `speelt hier geen rol (${b})`,
  },
  example: {
    heading: (o) => o,
    alone: (side, o, v) =>
      `Een ander verschil laat de twee regelsets altijd eerst uiteengaan, dus dit verschil wordt alleen bij ${side} getoond: ${side} zoals het is, en ${side} met ${o} op ${v}.`,
    also: (os) => {
      const list = f.and(os.map((x) => `‘${x}’`));
      return os.length === 1
        ? `Ook ${list} speelt hier mee: als alleen die optie verandert, gaan dezelfde zetten op dezelfde plek ook uiteen.`
        : `Ook ${list} spelen hier mee: als alleen een van deze opties verandert, gaan dezelfde zetten op dezelfde plek ook uiteen.`;
    },
    modified: (side, o, v) => `${side} met ${o}: ${v}`,
    parts: (step, steps, line) =>
      `Dezelfde zetten gaan uiteen bij stap ${f.number(step)} van ${f.number(steps)} (regel ${f.number(line)} van het verslag).`,
    partsAt: (line) => `Dezelfde zetten gaan uiteen op regel ${f.number(line)} van het verslag.`,
    marker: 'hier gaan ze uiteen',
    transcript: 'Het voorbeeld in de tafelnotatie',
    check: 'Controleer het zelf met de scheidsrechter voor de opdrachtregel:',
    under: (side) => `Onder ${side}`,
    allowed: 'toegestaan.',
    refused: (r) => `geweigerd: ${r}`,
    follows: 'Daarna',
    toAct: (p) => `${p} is nu aan de beurt.`,
    places: (l) => `Plaatsen: ${l}.`,
    points: (l) => `Punten: ${l}.`,
    winner: (p) => `${p} wint het spel.`,
    nothing: 'Verder gebeurt er niets.',
    openIn: (side) => `Openen in de scheidsrechter (onder ${side})`,
    tooLong: 'Dit voorbeeld is te lang voor een link; kopieer in plaats daarvan het verslag.',
    inert: (o) =>
      `Verandert niets tussen deze twee regelsets: het telt alleen met een andere waarde van ${o}.`,
    notFound:
      'Geen voorbeeld gevonden: een ander verschil laat de twee regelsets altijd eerst uiteengaan.',
  },
  links: {
    panel: 'Met een andere regelset vergelijken',
    presets: 'Twee kant-en-klare regelsets regel voor regel vergelijken, met voorbeelden',
  },
  live: {
    heading: 'Twee willekeurige regelsets vergelijken',
    intro:
      'Elke kant kan een kant-en-klare regelset zijn, een gedeelde link uit het huisregelpaneel of jullie tafelregels die in deze browser zijn opgeslagen. De voorbeelden worden in je browser gezocht; elk paar kant-en-klare regelsets heeft ook een eigen pagina.',
    noscript:
      'Andere regelsets vergelijken vraagt JavaScript; de paren kant-en-klare regelsets hieronder werken ook zonder.',
    sideA: 'Regelset A',
    sideB: 'Regelset B',
    presets: 'Kant-en-klare regelsets',
    saved: 'Onze tafelregels (opgeslagen in deze browser)',
    link: 'Een gedeelde link …',
    linkLabel: 'Gedeelde link',
    linkHint:
      'Plak een link uit het huisregelpaneel (…?rules=1~house~…) of alleen de regels ervan.',
    linkEmpty: 'Plak hier eerst een gedeelde link, of kies hierboven een regelset.',
    run: 'Vergelijken',
    starting: 'Het zoeken begint …',
    progress: (found, wanted, games) =>
      `Bezig met zoeken: voorbeelden voor ${f.number(found)} van ${f.number(wanted)} ${wanted === 1 ? 'verschil' : 'verschillen'} gevonden, ${f.count(games, { one: 'spel', other: 'spellen' })} gespeeld.`,
    done: (found, wanted, games) =>
      `Klaar: voorbeelden voor ${f.number(found)} van ${f.number(wanted)} ${wanted === 1 ? 'verschil' : 'verschillen'}, ${f.count(games, { one: 'spel', other: 'spellen' })} gespeeld.`,
    searching: 'Er wordt een voorbeeld gezocht …',
    sideName: (side, preset, changes) =>
      changes === 0
        ? `${side}: ${preset}`
        : `${side}: ${preset} met ${f.count(changes, { one: 'wijziging', other: 'wijzigingen' })}`,
    savedName: (side) => `${side}: onze tafelregels`,
    notice: (side) => `${side}: een deel van de link was niet leesbaar en is weggelaten:`,
    notRead: (side) =>
      `${side}: niets in deze link was als regels te lezen, dus geldt de Basisvorm. Een link uit het huisregelpaneel bevat „rules=1~…”.`,
    noneSaved: (side) =>
      `${side}: in deze browser zijn geen regels opgeslagen, dus geldt de Basisvorm. Kies eerst jullie regels in het huisregelpaneel.`,
    pairPage: (a, b) =>
      `${a} en ${b} zijn allebei kant-en-klare regelsets: bekijk hun vergelijking`,
    copy: 'Verslag kopiëren',
    copied: 'Gekopieerd.',
    selected: 'Geselecteerd: druk op Ctrl+C om te kopiëren.',
    failed:
      'Het zoeken is gestopt door een fout. Laad de pagina opnieuw om het nog eens te proberen.',
  },
};
