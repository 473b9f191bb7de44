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
      },
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
