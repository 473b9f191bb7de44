/** /<lang>/manifest.webmanifest: the web app manifest in that language (src/lib/web-manifest.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { isLang, LANGS } from '../../i18n/langs.ts';
import { webManifest } from '../../lib/web-manifest.ts';

export const getStaticPaths = (() =>
  LANGS.map((lang) => ({ params: { lang } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const lang = params['lang'];
  if (!isLang(lang)) return new Response(null, { status: 404 });
  return new Response(JSON.stringify(webManifest(lang), null, 2), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
};
