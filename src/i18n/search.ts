/**
 * The search page's words (src/pages/[lang]/search.astro and its island), typed from English:
 * a language without a key fails to compile. The header's link text is `nav.search` in
 * src/i18n/ui. `{query}` and `{count}` are filled in by the island.
 */
import type { Lang } from './langs.ts';

const en = {
  title: 'Search',
  lead: 'Search the rule pages in English.',
  label: 'Search for',
  button: 'Search',
  loading: 'Searching…',
  one: '1 page found for “{query}”.',
  many: '{count} pages found for “{query}”.',
  none: 'No page found for “{query}”.',
  error: 'The search could not be loaded. Try again later, or use the page list on the start page.',
  noscript: 'The search needs JavaScript. The start page lists every rule page.',
};

export type SearchWords = typeof en;

const de: SearchWords = {
  title: 'Suche',
  lead: 'Durchsucht die Regelseiten auf Deutsch.',
  label: 'Suchen nach',
  button: 'Suchen',
  loading: 'Suche läuft …',
  one: '1 Seite gefunden für „{query}“.',
  many: '{count} Seiten gefunden für „{query}“.',
  none: 'Keine Seite gefunden für „{query}“.',
  error:
    'Die Suche konnte nicht geladen werden. Versucht es später noch einmal oder nutzt die Liste der Seiten auf der Startseite.',
  noscript: 'Die Suche braucht JavaScript. Die Startseite listet alle Regelseiten auf.',
};

const sv: SearchWords = {
  title: 'Sök',
  lead: 'Sök bland regelsidorna på svenska.',
  label: 'Sök efter',
  button: 'Sök',
  loading: 'Söker …',
  one: '1 sida hittades för ”{query}”.',
  many: '{count} sidor hittades för ”{query}”.',
  none: 'Ingen sida hittades för ”{query}”.',
  error:
    'Sökningen kunde inte laddas. Försök igen senare, eller använd listan över sidor på startsidan.',
  noscript: 'Sökningen behöver JavaScript. Startsidan listar alla regelsidor.',
};

const nl: SearchWords = {
  title: 'Zoeken',
  lead: "Doorzoek de regelpagina's in het Nederlands.",
  label: 'Zoeken naar',
  button: 'Zoeken',
  loading: 'Bezig met zoeken …',
  one: '1 pagina gevonden voor „{query}”.',
  many: "{count} pagina's gevonden voor „{query}”.",
  none: 'Geen pagina gevonden voor „{query}”.',
  error:
    "Het zoeken kon niet worden geladen. Probeer het later opnieuw, of gebruik de lijst met pagina's op de startpagina.",
  noscript: "Zoeken werkt alleen met JavaScript. De startpagina toont alle regelpagina's.",
};

export const SEARCH_WORDS: Readonly<Record<Lang, SearchWords>> = { de, en, sv, nl };
