/**
 * The web app manifest of one language (served as /<lang>/manifest.webmanifest): installing
 * the site from a page in that language gives an app that opens on that language's referee,
 * with the rule pages one shortcut away. The scope is the whole site, so the rule pages of
 * every language stay inside the installed app.
 */
import type { Lang } from '../i18n/langs.ts';
import { refereeStrings } from '../i18n/referee/index.ts';
import { t } from '../i18n/ui/index.ts';

/** Colours of the light theme (src/styles/global.css): a manifest has one set, not two. */
export const THEME_COLORS = {
  /** the header's surface, as Base.astro's theme-color meta gives it per colour scheme */
  light: '#ffffff',
  dark: '#1c2226',
  /** the page background (the splash screen while the app starts) */
  background: '#fbfaf6',
} as const;

export interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  readonly purpose?: 'any' | 'maskable';
}

/** The icons every manifest lists (drawn by scripts/icons.ts from public/icons/*.svg). */
export const MANIFEST_ICONS: readonly ManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
];

export function webManifest(lang: Lang) {
  const siteName = t(lang, 'site.name');
  const referee = refereeStrings(lang).setup;
  const start = `/${lang}/referee/`;
  return {
    id: start,
    name: `${siteName} · ${referee.title}`,
    short_name: siteName,
    description: referee.description,
    lang,
    dir: 'ltr',
    start_url: start,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLORS.light,
    background_color: THEME_COLORS.background,
    icons: MANIFEST_ICONS,
    shortcuts: [
      { name: referee.title, url: start },
      { name: t(lang, 'nav.rules'), url: `/${lang}/game/` },
      { name: t(lang, 'nav.houseRules'), url: `/${lang}/house-rules/` },
    ],
  };
}
