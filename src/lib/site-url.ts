/**
 * The site's public address, for canonical URLs and `hreflang` alternates, which must be
 * absolute. astro.config.mjs passes it to Astro as `site`. Set PRESIDENT_SITE_URL when building
 * for a real host (README, "Deploying"); the default is a reserved placeholder name
 * (`.example` never resolves), so a build that forgot it points nowhere rather than at someone
 * else's site.
 */
export const DEFAULT_SITE_URL = 'https://president.example';

/** PRESIDENT_SITE_URL (without a trailing slash) or the placeholder; a bad URL is an error. */
export function siteUrl(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const given = env['PRESIDENT_SITE_URL']?.trim();
  if (given === undefined || given === '') return DEFAULT_SITE_URL;
  const url = new URL(given);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`PRESIDENT_SITE_URL must be an http(s) address, not ${given}`);
  }
  return url.href.replace(/\/$/, '');
}
