/**
 * The search island: a form that asks pagefind's index (built by `pagefind --site dist`
 * after `astro build`) and lists the pages found. pagefind.js is loaded on first use, from
 * the site itself; it picks the index of the page's language from <html lang>, and results
 * outside that language are dropped all the same. Words come in as data (src/i18n/search.ts).
 *
 * Works with the keyboard like any form: type, Enter (results also follow the typing). The
 * query goes into the address (?q=…), so a search can be linked and survives a reload; words
 * typed before the island has hydrated are searched for once it has.
 */
import { createSignal, For, onMount, Show } from 'solid-js';
import type { Lang } from '../i18n/langs.ts';
import type { SearchWords } from '../i18n/search.ts';

export interface SearchBoxProps {
  readonly lang: Lang;
  readonly words: SearchWords;
}

/** The parts of pagefind's browser API used here (pagefind 1.x). */
interface PagefindSubResult {
  readonly title: string;
  /** the page's address, with `#` and the heading's id for a part under a heading */
  readonly url: string;
  readonly excerpt: string;
  /** each match's weight in the ranking (a heading's words weigh more) */
  readonly weighted_locations?: readonly { readonly balanced_score: number }[];
}
interface PagefindResultData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
  /** the page's parts that match, one per heading (the part before the first: the page) */
  readonly sub_results?: readonly PagefindSubResult[];
}
interface PagefindApi {
  init(): Promise<void>;
  debouncedSearch(
    query: string,
    options?: object,
    ms?: number,
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

export interface Hit {
  readonly url: string;
  readonly title: string;
  /** the excerpt as text pieces; `mark` pieces matched the query */
  readonly excerpt: readonly { readonly text: string; readonly mark: boolean }[];
  /** the sections (under a heading) that match best, with their own excerpts, best first */
  readonly sections: readonly Omit<Hit, 'sections'>[];
}

const PAGEFIND_URL = '/pagefind/pagefind.js';
/** A language has about fifteen pages: every match is listed, the best first. */
const MAX_RESULTS = 25;
/** How many sections of a page are listed under it (a phone shows a page's hit in one screen). */
const MAX_SECTIONS = 2;

/**
 * pagefind's excerpt is HTML-escaped text with <mark> around the matches. It is read with
 * DOMParser (which runs nothing) and rendered as text, so no HTML from the index reaches the page.
 */
function excerptPieces(html: string): Hit['excerpt'] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.childNodes, (node) => ({
    text: node.textContent ?? '',
    mark: node.nodeName === 'MARK',
  })).filter((piece) => piece.text !== '');
}

/**
 * The sections of a found page that hold the words, best first: pagefind's parts under a
 * heading (their address ends in `#id`), ranked by the sum of their matches' scores. A reader
 * who asked "who leads?" lands on the section that answers, not at the top of a long page.
 */
function bestSections(data: PagefindResultData): Hit['sections'] {
  const score = (part: PagefindSubResult) =>
    (part.weighted_locations ?? []).reduce((sum, l) => sum + l.balanced_score, 0);
  return (data.sub_results ?? [])
    .filter((part) => part.url.includes('#') && part.title.trim() !== '')
    .map((part) => ({ part, score: score(part) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_SECTIONS)
    .map(({ part }) => ({
      url: part.url,
      title: part.title,
      excerpt: excerptPieces(part.excerpt),
    }));
}

let pagefind: Promise<PagefindApi> | null = null;
function loadPagefind(): Promise<PagefindApi> {
  pagefind ??= import(/* @vite-ignore */ PAGEFIND_URL).then(async (module: PagefindApi) => {
    await module.init();
    return module;
  });
  return pagefind;
}

function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/** An excerpt as text, the words that matched marked. */
function Excerpt(props: { readonly pieces: Hit['excerpt'] }) {
  return (
    <p>
      <For each={props.pieces}>
        {(piece) => (piece.mark ? <mark>{piece.text}</mark> : piece.text)}
      </For>
    </p>
  );
}

export default function SearchBox(props: SearchBoxProps) {
  const [query, setQuery] = createSignal('');
  const [hits, setHits] = createSignal<readonly Hit[]>([]);
  const [status, setStatus] = createSignal('');
  let latest = 0;

  const run = async (text: string): Promise<void> => {
    const q = text.trim();
    const ticket = ++latest;
    const url = new URL(window.location.href);
    if (q === '') url.searchParams.delete('q');
    else url.searchParams.set('q', q);
    window.history.replaceState(null, '', url);
    if (q === '') {
      setHits([]);
      setStatus('');
      return;
    }
    setStatus(props.words.loading);
    try {
      const api = await loadPagefind();
      const search = await api.debouncedSearch(q, {}, 150);
      // null: a newer search replaced this one while it waited.
      if (search === null || ticket !== latest) return;
      const data = await Promise.all(search.results.slice(0, MAX_RESULTS).map((r) => r.data()));
      if (ticket !== latest) return;
      const found = data
        .filter((d) => d.url.startsWith(`/${props.lang}/`))
        .map((d) => ({
          url: d.url,
          title: d.meta['title'] ?? d.url,
          excerpt: excerptPieces(d.excerpt),
          sections: bestSections(d),
        }));
      setHits(found);
      // The count is of every match, also beyond the listed ones (less any other language).
      const count = search.results.length - (data.length - found.length);
      const template =
        count === 0
          ? props.words.none
          : // The plural rules of the language (src/i18n/format/plural.ts does the same for
            // the other islands; importing it here would split it into a chunk of its own).
            new Intl.PluralRules(props.lang).select(count) === 'one'
            ? props.words.one
            : props.words.many;
      setStatus(fill(template, { query: q, count }));
    } catch {
      if (ticket === latest) {
        setHits([]);
        setStatus(props.words.error);
      }
    }
  };

  // The query on mount: text already in the field (typed before the island hydrated, or put
  // back by the browser on a return to the page), else the address's ?q=.
  onMount(() => {
    const initial = query() || (new URLSearchParams(window.location.search).get('q') ?? '');
    if (initial !== '') {
      setQuery(initial);
      void run(initial);
    }
  });

  return (
    <div class="search">
      <form
        class="search-form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void run(query());
        }}
      >
        <label for="search-query">{props.words.label}</label>
        <div class="search-row">
          <input
            id="search-query"
            name="q"
            type="search"
            autocomplete="off"
            // Read before the value below is set: hydration would otherwise empty a field
            // someone typed into while the page was still loading.
            ref={(field) => {
              if (field.value !== '') setQuery(field.value);
            }}
            value={query()}
            onInput={(event) => {
              setQuery(event.currentTarget.value);
              void run(event.currentTarget.value);
            }}
          />
          <button type="submit" class="button">
            {props.words.button}
          </button>
        </div>
      </form>
      <p class="search-status" role="status">
        {status()}
      </p>
      <Show when={hits().length > 0}>
        <ol class="search-results">
          <For each={hits()}>
            {(hit) => (
              <li>
                <a class="search-page" href={hit.url}>
                  {hit.title}
                </a>
                {/* the sections that match, each a link to its heading; else the page's excerpt */}
                <Show when={hit.sections.length > 0} fallback={<Excerpt pieces={hit.excerpt} />}>
                  <ul class="search-sections">
                    <For each={hit.sections}>
                      {(section) => (
                        <li>
                          <a href={section.url}>{section.title}</a>
                          <Excerpt pieces={section.excerpt} />
                        </li>
                      )}
                    </For>
                  </ul>
                </Show>
              </li>
            )}
          </For>
        </ol>
      </Show>
    </div>
  );
}
