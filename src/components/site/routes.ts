/**
 * Which pages exist, read at build time (server only): the optional header entries
 * (practice, compare) appear only once their route file is in src/pages/[lang]/, so the
 * header never links to a page that was not built.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The folder of the per-language routes; Astro builds from the project root. */
const ROUTES = join(process.cwd(), 'src', 'pages', '[lang]');

/** Whether /<lang>/<slug>/ has a route file (`slug.astro` or `slug/index.astro`). */
export function routeExists(slug: string, routes: string = ROUTES): boolean {
  return existsSync(join(routes, `${slug}.astro`)) || existsSync(join(routes, slug, 'index.astro'));
}
