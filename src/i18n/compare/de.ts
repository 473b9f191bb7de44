/** Die Wörter der Vergleichsseiten auf Deutsch (Form: ./en.ts). */
import { formatter } from '../format/index.ts';
import type { CompareStrings } from './en.ts';

const f = formatter('de');

export const de: CompareStrings = {
  title: 'Zwei Regelsätze vergleichen',
  description:
    'Zwei fertige Regelsätze wählen und jede Regel sehen, in der sie sich unterscheiden, jeweils an denselben Zügen gezeigt, die nach beiden Regelsätzen beurteilt werden.',
  intro:
    'Wähle zwei fertige Regelsätze. Jede Option, in der sie sich unterscheiden, steht mit beiden Werten da, und jeder Unterschied wird an einem kurzen Beispiel gezeigt, das diese Seite selbst gesucht hat: dieselben Züge an einem kleinen Tisch, nach beiden Regelsätzen beurteilt, bis zu dem Zug, an dem sie auseinandergehen.',
  pairTitle: (a, b) => `${a} und ${b} im Vergleich`,
  pairDescription: (a, b) =>
    `Jede Regel, in der sich ${a} und ${b} unterscheiden, jeweils an denselben Zügen gezeigt, die nach beiden Regelsätzen beurteilt werden.`,
  chooser: {
    heading: 'Fertige Vergleiche zweier Regelsätze',
    hint: 'Jede Zeile geht von einem Regelsatz aus; ihre Links vergleichen ihn mit jedem anderen.',
    caption: 'Paare fertiger Regelsätze',
    linkPrefix: (a) => `${a} vergleichen mit`,
    same: 'gleich',
    current: 'auf dieser Seite',
    other: 'Andere Regelsätze vergleichen',
  },
  list: {
    heading: 'Was sich unterscheidet',
    count: (n) =>
      n === 0
        ? 'Die beiden Regelsätze sind gleich.'
        : f.count(n, { one: 'Unterschied', other: 'Unterschiede' }),
    none: 'Nichts unterscheidet sich.',
    option: 'Option',
    toExample: 'Beispiel',
    unused: (b) => `gilt hier nicht (${b})`,
  },
  example: {
    heading: (o) => o,
    alone: (side, o, v) =>
      `Ein anderer Unterschied trennt die beiden Regelsätze immer zuerst, darum wird dieser nur am Regelsatz ${side} gezeigt: ${side}, wie er ist, und ${side} mit der Einstellung „${o}: ${v}“.`,
    also: (os) => {
      const list = f.and(os.map((x) => `„${x}“`));
      return os.length === 1
        ? `Hier wirkt auch ${list} mit: allein geändert, trennt auch diese Option dieselben Züge an derselben Stelle.`
        : `Hier wirken auch ${list} mit: jede dieser Optionen trennt, allein geändert, dieselben Züge an derselben Stelle.`;
    },
    modified: (side, o, v) => `${side} mit der Einstellung „${o}: ${v}“`,
    parts: (step, steps, line) =>
      `Bei denselben Zügen gehen die Regelsätze ab Schritt ${f.number(step)} von ${f.number(steps)} auseinander (Zeile ${f.number(line)} der Mitschrift).`,
    partsAt: (line) =>
      `Bei denselben Zügen gehen die Regelsätze ab Zeile ${f.number(line)} der Mitschrift auseinander.`,
    marker: 'hier gehen sie auseinander',
    transcript: 'Das Beispiel in der Tischnotation',
    check: 'Selbst prüfen mit dem Schiedsrichter für die Kommandozeile:',
    under: (side) => `Mit ${side}`,
    allowed: 'erlaubt.',
    refused: (r) => `abgelehnt: ${r}`,
    follows: 'Danach',
    toAct: (p) => `Als Nächstes ist ${p} dran.`,
    places: (l) => `Plätze: ${l}.`,
    points: (l) => `Punkte: ${l}.`,
    winner: (p) => `${p} gewinnt die Partie.`,
    nothing: 'Sonst geschieht nichts.',
    openIn: (side) => `Im Schiedsrichter öffnen (Regelsatz ${side})`,
    tooLong: 'Dieses Beispiel ist für einen Link zu lang; kopiere stattdessen die Mitschrift.',
    inert: (o) =>
      `Ändert zwischen diesen beiden Regelsätzen nichts: es zählt nur mit einem anderen Wert von ${o}.`,
    notFound:
      'Kein Beispiel gefunden: ein anderer Unterschied trennt die beiden Regelsätze immer zuerst.',
  },
  links: {
    panel: 'Mit einem anderen Regelsatz vergleichen',
    presets: 'Zwei fertige Regelsätze Regel für Regel vergleichen, mit Beispielen',
  },
  live: {
    heading: 'Zwei beliebige Regelsätze vergleichen',
    intro:
      'Regelsatz A und Regelsatz B können je ein fertiger Regelsatz sein, ein geteilter Link von der Seite „Tischregeln vereinbaren“ oder die Tischregeln, die in diesem Browser gespeichert sind. Die Beispiele werden in diesem Browser gesucht; je zwei fertige Regelsätze haben ihre eigene Vergleichsseite.',
    noscript:
      'Andere Regelsätze zu vergleichen braucht JavaScript; die Paare fertiger Regelsätze unten gehen auch ohne.',
    sideA: 'Regelsatz A',
    sideB: 'Regelsatz B',
    presets: 'Fertige Regelsätze',
    saved: 'Unsere Tischregeln (hier gespeichert)',
    link: 'Ein geteilter Link …',
    linkLabel: 'Geteilter Link',
    linkHint:
      'Füge einen Link von der Seite „Tischregeln vereinbaren“ ein (…?rules=1~house~…) oder nur seine Regeln.',
    linkEmpty: 'Füge hier zuerst einen Link ein oder wähle oben einen Regelsatz.',
    run: 'Vergleichen',
    starting: 'Die Suche beginnt …',
    progress: (found, wanted, games) =>
      `Suche läuft: Beispiele für ${f.number(found)} von ${f.number(wanted)} ${wanted === 1 ? 'Unterschied' : 'Unterschieden'} gefunden, ${f.count(games, { one: 'Partie', other: 'Partien' })} gespielt.`,
    done: (found, wanted, games) =>
      `Fertig: Beispiele für ${f.number(found)} von ${f.number(wanted)} ${wanted === 1 ? 'Unterschied' : 'Unterschieden'}, ${f.count(games, { one: 'Partie', other: 'Partien' })} gespielt.`,
    searching: 'Ein Beispiel wird gesucht …',
    sideName: (side, preset, changes) =>
      changes === 0
        ? `${side}: ${preset}`
        : `${side}: ${preset} (${f.count(changes, { one: 'Änderung', other: 'Änderungen' })})`,
    savedName: (side) => `${side}: unsere Tischregeln`,
    notice: (side) => `${side}: Ein Teil des Links war nicht lesbar und wurde weggelassen:`,
    notRead: (side) =>
      `${side}: Aus diesem Link ließ sich nichts als Regeln lesen, darum gilt die Grundform. Ein Link von der Seite „Tischregeln vereinbaren“ enthält „rules=1~…“.`,
    noneSaved: (side) =>
      `${side}: In diesem Browser sind keine Regeln gespeichert, darum gilt die Grundform. Stelle die Tischregeln zuerst auf der Seite „Tischregeln vereinbaren“ ein.`,
    pairPage: (a, b) => `${a} und ${b} sind beide fertige Regelsätze: zu ihrem Vergleich`,
    copy: 'Mitschrift kopieren',
    copied: 'Kopiert.',
    selected: 'Markiert: mit Strg+C kopieren.',
    failed:
      'Die Suche ist mit einem Fehler abgebrochen. Lade die Seite neu, um es noch einmal zu versuchen.',
  },
};
