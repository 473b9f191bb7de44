/**
 * The headers a static host sends (scripts/security-headers.ts, public/_headers): each built
 * page gets exactly its own `<meta>` policy plus `frame-ancestors 'none'` as a header, never two
 * policies joined; other files get no policy; every file gets the other security headers.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FRAME_ANCESTORS,
  formatHeaders,
  headerPolicy,
  headersFor,
  metaPolicy,
  parseHeaders,
  policyRules,
  routeOf,
  writeSecurityHeaders,
  type BuiltPage,
} from '../../scripts/security-headers.ts';
import { LANGS } from '../../src/i18n/langs.ts';

const PAGE_CSP =
  "default-src 'self';img-src 'self' data:;object-src 'none'; script-src 'self' 'sha256-AAA='; style-src 'self' 'sha256-BBB=';";
const SEARCH_CSP = PAGE_CSP.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'");
const page = (csp: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="${csp}"><title>x</title></head><body></body></html>`;

const PAGES: BuiltPage[] = [
  { route: '/', csp: PAGE_CSP },
  ...LANGS.flatMap((lang) => [
    { route: `/${lang}/`, csp: PAGE_CSP },
    { route: `/${lang}/game/`, csp: PAGE_CSP },
    { route: `/${lang}/search/`, csp: SEARCH_CSP },
  ]),
  // one language differs: its pages cannot share a rule
  ...LANGS.map((lang) => ({
    route: `/${lang}/referee/`,
    csp: lang === 'sv' ? SEARCH_CSP : PAGE_CSP,
  })),
  { route: '/404.html', csp: PAGE_CSP },
];

describe('a page’s policy as a header', () => {
  it('reads the <meta> policy, entities decoded, and nothing from other tags', () => {
    expect(metaPolicy(page(PAGE_CSP))).toBe(PAGE_CSP);
    expect(metaPolicy(page('script-src &#39;self&#39;'))).toBe("script-src 'self'");
    expect(metaPolicy('<meta name="description" content="default-src *">')).toBeNull();
    expect(metaPolicy('<html><head></head></html>')).toBeNull();
  });

  it('keeps every directive and adds frame-ancestors, which a <meta> cannot set', () => {
    expect(headerPolicy(PAGE_CSP)).toBe(
      "default-src 'self'; img-src 'self' data:; object-src 'none'; script-src 'self' 'sha256-AAA='; style-src 'self' 'sha256-BBB='; frame-ancestors 'none'",
    );
    expect(headerPolicy("default-src 'self'; frame-ancestors *")).toBe(
      `default-src 'self'; ${FRAME_ANCESTORS}`,
    );
  });

  it('names each built file by the path a browser asks for', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf(join('en', 'game', 'index.html'))).toBe('/en/game/');
    expect(routeOf('404.html')).toBe('/404.html');
  });
});

describe('the rules', () => {
  const rules = parseHeaders(
    `${readFileSync('public/_headers', 'utf8')}\n${formatHeaders(policyRules(PAGES))}`,
  );

  it('share one rule across the four languages when their policies agree', () => {
    const patterns = policyRules(PAGES).map((r) => r.pattern);
    expect(patterns).toContain('/:lang/game/');
    expect(patterns).toContain('/:lang/search/index.html');
    expect(patterns).toContain('/sv/referee/');
    expect(patterns).toContain('/en/referee/');
    expect(patterns).not.toContain('/:lang/referee/');
  });

  it('give every page exactly its own policy, as a folder and as index.html', () => {
    for (const p of PAGES) {
      const paths = p.route.endsWith('/') ? [p.route, `${p.route}index.html`] : [p.route];
      for (const path of paths) {
        const csp = headersFor(rules, path).get('content-security-policy');
        // One policy, not two joined with a comma (both would be enforced).
        expect(csp, path).toBe(headerPolicy(p.csp));
      }
    }
  });

  it('give scripts and workers no policy, and every file the other headers', () => {
    for (const path of ['/_astro/en.B2.js', '/pagefind/pagefind-worker.js', '/sw.js', '/x.svg']) {
      const headers = headersFor(rules, path);
      expect(headers.has('content-security-policy'), path).toBe(false);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('permissions-policy')).toMatch(/(^|, )camera=\(\)/);
      expect(headers.get('permissions-policy')).toMatch(/screen-wake-lock=\(self\)/);
    }
  });

  it('match one path segment with :lang, any rest with *', () => {
    const r = parseHeaders('/:lang/game/\n  A: 1\n/x/*\n  B: 2');
    expect(headersFor(r, '/de/game/').get('a')).toBe('1');
    expect(headersFor(r, '/de/en/game/').has('a')).toBe(false);
    expect(headersFor(r, '/x/a/b.js').get('b')).toBe('2');
  });
});

describe('dist/_headers after a build', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const build = (pages: Record<string, string>) => {
    dist = mkdtempSync(join(tmpdir(), 'headers-'));
    writeFileSync(join(dist, '_headers'), readFileSync('public/_headers', 'utf8'));
    for (const [file, html] of Object.entries(pages)) {
      mkdirSync(join(dist, file, '..'), { recursive: true });
      writeFileSync(join(dist, file), html);
    }
  };

  it('gets the pages’ policies appended, and the same file when written again', () => {
    build({
      'index.html': page(PAGE_CSP),
      ...Object.fromEntries(LANGS.map((l) => [`${l}/search/index.html`, page(SEARCH_CSP)])),
    });
    const text = writeSecurityHeaders(dist);
    expect(writeSecurityHeaders(dist)).toBe(text);
    expect(readFileSync(join(dist, '_headers'), 'utf8')).toBe(text);
    const rules = parseHeaders(text);
    expect(headersFor(rules, '/nl/search/').get('content-security-policy')).toBe(
      headerPolicy(SEARCH_CSP),
    );
    expect(headersFor(rules, '/').get('content-security-policy')).toContain(FRAME_ANCESTORS);
  });

  it('stops the build when a page has no policy', () => {
    build({ 'index.html': page(PAGE_CSP), 'en/plain/index.html': '<html></html>' });
    expect(() => writeSecurityHeaders(dist)).toThrow(
      /en\/plain\/index\.html has no Content-Security-Policy/,
    );
  });
});
