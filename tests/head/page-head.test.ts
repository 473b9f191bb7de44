/**
 * Every page of every language says where it stands among the languages: a canonical URL, an
 * `hreflang` alternate per language plus x-default (all absolute), and a description of its
 * own in its language; and the header marks the page being read. Read from the layout's inputs
 * (the route files, the docs' front matter, the pure helpers the layout calls); the browser
 * tests read the same from the built pages (tests/browser/site.spec.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageHead } from '../../src/components/site/head.ts';
import { NAV_ENTRIES, navLinks, slugOf } from '../../src/components/site/nav.ts';
import { routeExists } from '../../src/components/site/routes.ts';
import { DEFAULT_LANG, LANGS, type Lang } from '../../src/i18n/ui/index.ts';
import { DEFAULT_SITE_URL, siteUrl } from '../../src/lib/site-url.ts';

const ROUTES = 'src/pages/[lang]';
const DOCS = 'src/content/docs';
const SITE = 'https://cards.test';

/** The route files under /<lang>/ that are pages of their own (not the docs route, not data). */
const routeFiles = readdirSync(ROUTES).filter(
  (file) => file.endsWith('.astro') && !file.startsWith('['),
);

/** A docs page's description from its front matter (one line, or indented lines after the key). */
function frontMatterDescription(file: string): string {
  const text = readFileSync(file, 'utf8');
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const match = /^description:(.*(?:\n[ \t]+.*)*)/m.exec(front);
  return (match?.[1] ?? '').replace(/\s+/g, ' ').trim();
}

/** The docs pages of one language: slug → description (`home` is the start page's text). */
function docsOf(lang: Lang): Map<string, string> {
  return new Map(
    readdirSync(join(DOCS, lang), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => [
        file.replace(/\.mdx$/, '').replaceAll('\\', '/'),
        frontMatterDescription(join(DOCS, lang, file)),
      ]),
  );
}

const docSlugs = [...docsOf(DEFAULT_LANG).keys()].filter((slug) => slug !== 'home');
/** Every page under a language: the start page, each route file's page and each docs page. */
const pageSlugs = [
  '',
  ...routeFiles.filter((f) => f !== 'index.astro').map((f) => f.replace(/\.astro$/, '')),
  ...docSlugs,
];
const pathOf = (lang: Lang, slug: string) => (slug === '' ? `/${lang}/` : `/${lang}/${slug}/`);

describe('canonical and hreflang', () => {
  it('covers the pages there are', () => {
    expect(pageSlugs).toEqual(expect.arrayContaining(['', 'referee', 'search', 'game', 'about']));
  });

  for (const lang of LANGS) {
    it.each(pageSlugs)(`/${lang}/%s/ points to itself and to each language`, (slug) => {
      const path = pathOf(lang, slug);
      const head = pageHead(path, SITE);
      expect(head.canonical).toBe(SITE + path);
      expect(head.alternates.map((a) => a.hreflang)).toEqual([...LANGS, 'x-default']);
      for (const alternate of head.alternates) {
        const target = alternate.hreflang === 'x-default' ? DEFAULT_LANG : alternate.hreflang;
        expect(alternate.href).toBe(SITE + pathOf(target, slug));
      }
      // The page's own language points at the canonical URL (Lighthouse fails a canonical
      // that names another language's alternate).
      expect(head.alternates.find((a) => a.hreflang === lang)?.href).toBe(head.canonical);
    });
  }

  it('takes the site from PRESIDENT_SITE_URL, else a placeholder that never resolves', () => {
    expect(siteUrl({})).toBe(DEFAULT_SITE_URL);
    expect(new URL(DEFAULT_SITE_URL).hostname.endsWith('.example')).toBe(true);
    expect(siteUrl({ PRESIDENT_SITE_URL: 'https://cards.test/' })).toBe('https://cards.test');
    expect(siteUrl({ PRESIDENT_SITE_URL: '  ' })).toBe(DEFAULT_SITE_URL);
    expect(() => siteUrl({ PRESIDENT_SITE_URL: 'cards.test' })).toThrow();
    expect(() => siteUrl({ PRESIDENT_SITE_URL: 'ftp://cards.test' })).toThrow(/http/);
    expect(pageHead('/de/about/', 'https://cards.test/').canonical).toBe(
      'https://cards.test/de/about/',
    );
  });
});

describe('descriptions', () => {
  it.each(LANGS)('every %s docs page has a description of its own', (lang) => {
    const docs = docsOf(lang);
    expect([...docs.keys()].sort()).toEqual([...docsOf(DEFAULT_LANG).keys()].sort());
    for (const [slug, description] of docs) {
      expect(description.length, `${lang}/${slug}`).toBeGreaterThan(20);
    }
    const descriptions = [...docs.values()];
    expect(new Set(descriptions).size, `${lang}: two pages share a description`).toBe(
      descriptions.length,
    );
  });

  it.each(LANGS.filter((lang) => lang !== DEFAULT_LANG))(
    'the %s descriptions are written in that language, not copied from English',
    (lang) => {
      const english = docsOf(DEFAULT_LANG);
      for (const [slug, description] of docsOf(lang)) {
        expect(description, `${lang}/${slug}`).not.toBe(english.get(slug));
      }
    },
  );

  // The start page's description is the site's own (site.description in each language).
  it.each(routeFiles.filter((f) => f !== 'index.astro'))(
    'src/pages/[lang]/%s gives the layout a description',
    (file) => {
      const source = readFileSync(join(ROUTES, file), 'utf8');
      const base = /<Base\b[^>]*>/.exec(source)?.[0] ?? '';
      expect(base, `${file} renders the Base layout`).not.toBe('');
      expect(base).toMatch(/\sdescription=\{/);
    },
  );
});

describe('the header navigation', () => {
  const ruleSlugs = new Set(docSlugs);
  const all = { exists: () => true, ruleSlugs };
  const none = { exists: () => false, ruleSlugs };

  it('lists the practice and compare pages only when their route files exist', () => {
    const labels = (links: ReturnType<typeof navLinks>) => links.map((l) => l.label);
    expect(labels(navLinks('de', '/de/', all))).toEqual(NAV_ENTRIES.map((e) => e.label));
    expect(labels(navLinks('de', '/de/', none))).not.toContain('nav.practice');
    expect(labels(navLinks('de', '/de/', none))).not.toContain('nav.compare');
    expect(routeExists('referee')).toBe(true);
    expect(routeExists('no-such-page')).toBe(false);
    const today = {
      exists: (slug: string) => routeExists(slug),
      ruleSlugs,
    };
    for (const link of navLinks('en', '/en/', today)) {
      const slug = slugOf(link.href);
      expect(
        routeExists(slug) || ruleSlugs.has(slug),
        `${link.href} leads to a page that is built`,
      ).toBe(true);
    }
  });

  for (const lang of LANGS) {
    it.each(pageSlugs)(`/${lang}/%s/ marks at most one link as the page`, (slug) => {
      const links = navLinks(lang, pathOf(lang, slug), all);
      const current = links.filter((l) => l.current === 'page');
      const own = NAV_ENTRIES.some((e) => e.slug === slug);
      expect(current.map((l) => l.href)).toEqual(own ? [pathOf(lang, slug)] : []);
      for (const link of links) expect(link.href.startsWith(`/${lang}/`)).toBe(true);
    });
  }

  it('marks the Rules entry as the section on the other rule pages', () => {
    const onRanks = navLinks('nl', '/nl/ranks/', all);
    expect(onRanks.find((l) => l.label === 'nav.rules')?.current).toBe('true');
    expect(onRanks.filter((l) => l.current !== undefined)).toHaveLength(1);
    // Pages with an entry of their own are not part of the Rules section.
    const onHouseRules = navLinks('nl', '/nl/house-rules/', all);
    expect(onHouseRules.find((l) => l.label === 'nav.rules')?.current).toBeUndefined();
    expect(navLinks('nl', '/nl/', all).every((l) => l.current === undefined)).toBe(true);
  });
});
