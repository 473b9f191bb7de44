// @ts-check
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import solid from '@astrojs/solid-js';
import { generateHydrationScript } from 'solid-js/web';
// One list of languages for the router, the pages and the UI strings.
import { DEFAULT_LANG, LANGS } from './src/i18n/langs.ts';
import { writeSecurityHeaders } from './scripts/security-headers.ts';
import { siteUrl } from './src/lib/site-url.ts';

/**
 * @astrojs/solid-js puts Solid's hydration bootstrap (`window._$HY…`) inline on every page with
 * an island. Astro's CSP hashes only its own scripts, so without this hash the bootstrap is
 * blocked and islands silently never hydrate. Computing it from the installed solid-js keeps the
 * hash right across upgrades.
 * @returns {`sha256-${string}`}
 */
function solidHydrationScriptHash() {
  const html = generateHydrationScript();
  const match = /^<script[^>]*>([\s\S]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error(`Unexpected Solid hydration script: ${html.slice(0, 80)}`);
  return `sha256-${createHash('sha256').update(match[1]).digest('base64')}`;
}

/**
 * After the build, dist/_headers (from public/_headers) gets each page's CSP as an HTTP header,
 * with frame-ancestors 'none', which a <meta> cannot set (README, "Deploying").
 * @returns {import('astro').AstroIntegration}
 */
function securityHeaders() {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const text = writeSecurityHeaders(fileURLToPath(dir));
        logger.info(
          `dist/_headers: ${String(text.split('\n').filter((l) => /^\//.test(l)).length)} rules`,
        );
      },
    },
  };
}

/**
 * `client:queued` (src/components/stepper/queued-directive.ts): like `client:visible`, but the
 * islands hydrate one at a time, each in a task of its own. The example steppers use it.
 * `client:referee` and `client:practice` (the islands' own folders): hydrate at once the first
 * screen the server drew, or render anew when a game kept in this browser reopens.
 * `client:rules` (src/components/houserules/rules-directive.ts): the house-rules panel, at once
 * for a `?rules=` link or saved rules, else when it comes near the screen.
 * @returns {import('astro').AstroIntegration}
 */
function queuedHydration() {
  return {
    name: 'queued-hydration',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'queued',
          entrypoint: fileURLToPath(
            new URL('./src/components/stepper/queued-directive.ts', import.meta.url),
          ),
        });
        addClientDirective({
          name: 'referee',
          entrypoint: fileURLToPath(
            new URL('./src/components/referee/referee-directive.ts', import.meta.url),
          ),
        });
        addClientDirective({
          name: 'rules',
          entrypoint: fileURLToPath(
            new URL('./src/components/houserules/rules-directive.ts', import.meta.url),
          ),
        });
        addClientDirective({
          name: 'practice',
          entrypoint: fileURLToPath(
            new URL('./src/components/practice/practice-directive.ts', import.meta.url),
          ),
        });
      },
    },
  };
}

/**
 * Fixed chunks for the modules the example steppers share with the referee, the practice table
 * and the house-rules panel (issue 7). The bundler otherwise cuts shared modules into one chunk
 * per set of islands (and on-demand screens) that use them, so a new screen that uses only part
 * of the engine splits the steppers' chunks, and the pages with examples, which sit at the 50 kB
 * budget, pay for the extra files. Each group names its modules exactly (a path under the
 * project or under node_modules/, or a pattern), and takes only those, not their imports. Each
 * group here imports only groups above it, so their order of execution is the modules' own.
 * A module not named here is chunked as before, by the islands and screens that use it.
 * @type {{ readonly name: string; readonly modules: readonly (string | RegExp)[] }[]}
 */
const SHARED_CHUNKS = [
  {
    // the engine's rules and moves, with what every language's words need from it
    name: 'engine',
    modules: [
      'src/engine/cards.ts',
      'src/engine/rules.ts',
      'src/i18n/langs.ts',
      'src/i18n/format/plural.ts',
      'src/i18n/format/list.ts',
      'src/engine/order.ts',
      'src/engine/records.ts',
      'src/engine/scoring.ts',
      'src/engine/verdict.ts',
      'src/engine/game.ts',
      'src/i18n/messages/shared.ts',
      'src/lib/option-words.ts',
    ],
  },
  {
    // XState (what the game's statechart uses of it) and the statechart with its engine parts
    name: 'statechart',
    modules: [
      'src/i18n/format/number.ts',
      'src/i18n/format/index.ts',
      // every module of XState's build but its actor makers (fromPromise …: the practice
      // table's alone), whose file names carry a hash of their own
      /\/node_modules\/xstate\/dist\/(?!xstate-actors)[\w-]+\.esm\.js$/,
      'src/engine/log.ts',
      'src/engine/bot-levels.ts',
      'src/engine/view.ts',
      'src/machines/game.ts',
      'src/engine/explain.ts',
      'src/i18n/messages/dispatch.ts',
    ],
  },
  {
    // the steppers' sentences and the log replay they share with the referee
    name: 'describe',
    modules: [
      'src/notation/log.ts',
      'src/machines/replay.ts',
      'src/components/stepper/describe.ts',
    ],
  },
  {
    // valibot, rule sets as text and the rule link (the house-rules panel, the practice table,
    // the referee)
    name: 'rule-link',
    modules: [
      'src/i18n/format/fill.ts',
      'src/engine/rule-text.ts',
      'src/lib/rule-link.ts',
      'valibot/dist/index.mjs',
    ],
  },
  {
    // the table-rules card and the stored rules
    name: 'rule-card',
    modules: [
      'src/lib/option-groups.ts',
      'src/lib/rule-card.ts',
      'src/components/houserules/storage.ts',
    ],
  },
];

/** @param {string} id */
function sharedChunkOf(id) {
  const path = (id.split('?')[0] ?? id).replaceAll('\\', '/');
  const group = SHARED_CHUNKS.find(({ modules }) =>
    modules.some((module) =>
      typeof module === 'string' ? path.endsWith(`/${module}`) : module.test(path),
    ),
  );
  return group?.name ?? null;
}

/**
 * The client build with the fixed chunks above: a group that takes only its own modules needs
 * the island entries to allow extra exports (`allow-extension`; Astro builds the client with
 * `exports-only`, which is the same for every island entry but allows no chunk to be merged
 * into one). Islands import an entry's named exports only, so extra ones change nothing.
 * @returns {import('vite').Plugin}
 */
function sharedChunks() {
  return {
    name: 'shared-chunks',
    configEnvironment(name) {
      if (name !== 'client') return undefined;
      return {
        build: {
          // No <link rel="modulepreload"> for a dynamic import's chunks: the islands' screens
          // import mostly chunks the page has already loaded, and appending the links cost a
          // profiled 4-5 ms of the hydration task (18 ms at 4× CPU) and Vite's preload helper
          // 0.6 kB gz on the referee and the practice pages. The browser still fetches a
          // screen's imports as soon as the screen's own chunk has been parsed.
          modulePreload: false,
          rolldownOptions: {
            preserveEntrySignatures: 'allow-extension',
            output: {
              codeSplitting: {
                groups: SHARED_CHUNKS.map(({ name: group }, i) => ({
                  name: group,
                  test: (/** @type {string} */ id) => sharedChunkOf(id) === group,
                  priority: SHARED_CHUNKS.length - i,
                  includeDependenciesRecursively: false,
                })),
              },
            },
          },
        },
      };
    },
  };
}

/**
 * The Solid integration's client entry (`@astrojs/solid-js/client.js`, Astro's renderer in the
 * browser) resolved to src/lib/solid-client.ts: the same renderer without `solid-js/store`,
 * 2 kB gz less on every page with an island (the file says why the store is not needed here).
 * @returns {import('vite').Plugin}
 */
function solidClientWithoutStore() {
  const ours = fileURLToPath(new URL('./src/lib/solid-client.ts', import.meta.url));
  return {
    name: 'solid-client-without-store',
    enforce: 'pre',
    resolveId(id) {
      return id === '@astrojs/solid-js/client.js' ? ours : undefined;
    },
  };
}

export default defineConfig({
  // The public address for canonical and hreflang URLs: PRESIDENT_SITE_URL, or a placeholder
  // (src/lib/site-url.ts; README, "Deploying").
  site: siteUrl(),
  integrations: [mdx(), solid(), securityHeaders(), queuedHydration()],
  i18n: {
    locales: [...LANGS],
    defaultLocale: DEFAULT_LANG,
    routing: {
      prefixDefaultLocale: true,
      // src/pages/index.astro redirects itself (meta refresh + links), see stack notes.
      redirectToDefaultLocale: false,
    },
  },
  // Shiki writes inline styles, which the CSP below would block.
  markdown: { syntaxHighlight: false },
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      // The search page adds 'wasm-unsafe-eval' for itself only (pagefind's WebAssembly
      // fallback): see src/pages/[lang]/search.astro.
      scriptDirective: { hashes: [solidHydrationScriptHash()] },
    },
  },
  devToolbar: { enabled: false },
  vite: {
    plugins: [sharedChunks(), solidClientWithoutStore()],
    build: {
      // Astro inlines page scripts under 4 kB; keep them external files instead (the service
      // worker's registration, src/lib/register-sw.ts, is one cached file for every page, and the
      // CSP needs no per-page hash for it). Stylesheets keep Vite's default limit.
      assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
      rolldownOptions: {
        // MDX pages with components trip a harmless bundler warning about Astro's own
        // "use astro:head-inject" directive (an open upstream issue); keep the build log readable.
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('astro:head-inject')) {
            return;
          }
          handler(level, log);
        },
      },
    },
  },
});
