/**
 * The HTTP headers a static host sends with the built site (issue 11, "Deploying it").
 *
 * A `<meta>` Content-Security-Policy cannot set `frame-ancestors`, so only a header keeps other
 * sites from framing the pages. Astro writes each page's policy into a `<meta>` with the hashes
 * of that build's scripts and styles, so the header cannot be written by hand: after
 * `astro build` (the `security-headers` integration in astro.config.mjs) this reads the policy of
 * every built page and appends to dist/_headers (copied from public/_headers, which holds the
 * headers every file gets) one rule per group of pages: the page's own policy plus
 * `frame-ancestors 'none'`. Whatever another part of the site adds to its pages' policy (a
 * service worker's `worker-src`, a manifest's `manifest-src`, the search page's
 * `'wasm-unsafe-eval'`) comes along by itself.
 *
 * Hosts that read `_headers` (Netlify, Cloudflare Pages) join the values of every rule that
 * matches a path, and two joined policies would both be enforced: so every page matches
 * exactly one policy rule, and non-HTML files (scripts, workers) get none (a worker's policy
 * comes from its own response, and pagefind's needs WebAssembly).
 *
 *   node scripts/security-headers.ts [dist]    (the integration does this after every build)
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { LANGS } from '../src/i18n/langs.ts';

/** What a `<meta>` policy cannot say: no site may frame these pages. */
export const FRAME_ANCESTORS = "frame-ancestors 'none'";
/** Cloudflare Pages reads at most 100 rules and 2,000 characters a line. */
export const MAX_RULES = 100;
export const MAX_LINE = 2000;

export interface BuiltPage {
  /** the path a browser asks for: `/`, `/en/game/` */
  readonly route: string;
  /** the page's `<meta>` policy, as the page has it */
  readonly csp: string;
}

export interface HeaderRule {
  /** a path pattern: `/*` any path, `:name` one path segment */
  readonly pattern: string;
  readonly headers: readonly (readonly [name: string, value: string])[];
}

const decodeEntities = (text: string): string =>
  text
    .replaceAll('&#39;', "'")
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');

/** The policy of a page's `<meta http-equiv="content-security-policy">`, or null. */
export function metaPolicy(html: string): string | null {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    if (!/http-equiv\s*=\s*["']?content-security-policy["'\s>]/i.test(tag)) continue;
    const content = /\scontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    const value = content?.[1] ?? content?.[2];
    if (value !== undefined) return decodeEntities(value);
  }
  return null;
}

/** The page's policy as a header: its directives one by one, then `frame-ancestors 'none'`. */
export function headerPolicy(metaCsp: string): string {
  const directives = metaCsp
    .split(';')
    .map((d) => d.trim().replace(/\s+/g, ' '))
    .filter((d) => d !== '' && !/^frame-ancestors\b/i.test(d));
  return [...directives, FRAME_ANCESTORS].join('; ');
}

/** The path a built file answers: `en/game/index.html` → `/en/game/`, `404.html` → `/404.html`. */
export function routeOf(file: string): string {
  const path = file.split(sep).join('/');
  if (path === 'index.html') return '/';
  if (path.endsWith('/index.html')) return `/${path.slice(0, -'index.html'.length)}`;
  return `/${path}`;
}

/**
 * One policy rule per group of pages: the four languages of a page share one `/:lang/…` rule
 * when their policies are the same, any other page gets its own. Pages reached as a folder
 * (`/en/game/`) also get their `index.html` path, which some hosts serve as it is.
 */
export function policyRules(pages: readonly BuiltPage[]): HeaderRule[] {
  const byRoute = new Map(pages.map((p) => [p.route, headerPolicy(p.csp)]));
  const rules: HeaderRule[] = [];
  const done = new Set<string>();
  const add = (pattern: string, policy: string) => {
    const headers = [['Content-Security-Policy', policy]] as const;
    rules.push({ pattern, headers });
    if (pattern.endsWith('/')) rules.push({ pattern: `${pattern}index.html`, headers });
  };
  for (const page of [...pages].sort((a, b) => a.route.localeCompare(b.route))) {
    if (done.has(page.route)) continue;
    const [, first, ...rest] = page.route.split('/');
    const policy = byRoute.get(page.route) ?? '';
    if (first !== undefined && (LANGS as readonly string[]).includes(first)) {
      const siblings = LANGS.map((lang) => ['', lang, ...rest].join('/'));
      if (siblings.every((route) => byRoute.get(route) === policy)) {
        add(['', ':lang', ...rest].join('/'), policy);
        for (const route of siblings) done.add(route);
        continue;
      }
    }
    add(page.route, policy);
    done.add(page.route);
  }
  return rules;
}

/** A `_headers` file's rules (comments and blank lines skipped). */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: { pattern: string; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule === undefined || colon < 0) throw new Error(`_headers: cannot read "${line}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The line before the rules this writes. */
const MARKER = '# Content-Security-Policy of each page, written by scripts/security-headers.ts';

/** Writes rules in the `_headers` format. */
export function formatHeaders(rules: readonly HeaderRule[]): string {
  return rules
    .map((r) => [r.pattern, ...r.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
    .join('\n\n');
}

function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) =>
      part === '*'
        ? '.*'
        : part.startsWith(':')
          ? '[^/]+'
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The headers a host that reads `_headers` sends for `path`: every matching rule's, the values
 * of a header named in several rules joined with ", " (as Netlify and Cloudflare Pages do).
 */
export function headersFor(rules: readonly HeaderRule[], path: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of rules) {
    if (!patternRegExp(rule.pattern).test(path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const before = result.get(key);
      result.set(key, before === undefined ? value : `${before}, ${value}`);
    }
  }
  return result;
}

/** Every built page of `dist` with its policy; a page without one stops the build. */
export function builtPages(dist: string): BuiltPage[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => {
      const csp = metaPolicy(readFileSync(join(dist, file), 'utf8'));
      if (csp === null) {
        throw new Error(`security headers: ${file} has no Content-Security-Policy <meta>`);
      }
      return { route: routeOf(file), csp };
    });
}

/**
 * Appends the pages' policy rules to dist/_headers (the copy of public/_headers) and checks the
 * file against the hosts' limits. Returns the file's text.
 */
export function writeSecurityHeaders(dist: string): string {
  const path = join(dist, '_headers');
  // Written twice (the script after the integration), the rules replace the earlier ones.
  const base = (readFileSync(path, 'utf8').split(MARKER)[0] ?? '').trimEnd();
  const rules = policyRules(builtPages(dist));
  const text = `${base}\n\n${MARKER}\n${formatHeaders(rules)}\n`;
  const count = parseHeaders(text).length;
  if (count > MAX_RULES)
    throw new Error(`_headers: ${String(count)} rules, over ${String(MAX_RULES)}`);
  const long = text.split('\n').find((line) => line.length > MAX_LINE);
  if (long !== undefined) throw new Error(`_headers: a line over ${String(MAX_LINE)} characters`);
  writeFileSync(path, text);
  return text;
}

if (import.meta.url === `file://${resolve(process.argv[1] ?? '')}`) {
  const dist = resolve(process.argv[2] ?? 'dist');
  const text = writeSecurityHeaders(dist);
  console.log(`${join(dist, '_headers')}: ${String(parseHeaders(text).length)} rules`);
}
