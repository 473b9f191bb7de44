/**
 * The start screen as the island's shell draws it (with the language's words): it reads the
 * address (a rule link, a game's link) and the house-rules panel's saved rules once, and offers
 * the computers' levels. It carries no statechart and no computer players.
 *
 * The server draws it with nothing read (no link, no saved rules), and the browser's first
 * render while it hydrates that must be the same: it reads the address and storage once
 * mounted and the table-rules card hydrated (../referee/hydrated-later.ts), and the rows
 * follow. Drawn anew in the browser (after New game, or once the page
 * has had an event), it reads them at once.
 */
import { createSignal, onMount } from 'solid-js';
import { isServer } from 'solid-js/web';
import type { Lang } from '../../i18n/langs.ts';
import type { StartWords } from '../../i18n/practice/index.ts';
import { browserStorage, readStoredRules } from '../houserules/storage.ts';
import { afterHydration, hydrating } from '../referee/hydrated-later.ts';
import { readRuleSources, type RuleSources } from '../referee/rule-source.ts';
import { offeredLevels } from './levels.ts';
import { readGameLink, type GameLinkParams } from './link.ts';
import { RULES_LINK_CLASS, RULES_SAVED_CLASS } from './saved-key.ts';
import type { StartPartProps } from './PracticeApp.tsx';
import StartScreen from './StartScreen.tsx';

/** Takes the directive's marks off (./saved-key.ts `markOwnRules`): the chips show as read now. */
function unmarkOwnRules(): void {
  document.documentElement.classList.remove(RULES_LINK_CLASS, RULES_SAVED_CLASS);
}

const NO_LINK: GameLinkParams = { players: null, level: null, code: null };

interface PageRead {
  readonly sources: RuleSources;
  readonly link: GameLinkParams;
}

/** What the server draws with: nothing read. */
const NOTHING_READ: PageRead = { sources: { link: null, saved: null }, link: NO_LINK };

/**
 * The address's rule link and game's link, and the panel's saved rules: NOTHING_READ itself
 * when there are none, so that a screen hydrated with it keeps its rows as they are.
 */
function readPage(): PageRead {
  const href = window.location.href;
  const stored = readStoredRules(browserStorage());
  const sources = readRuleSources(href, stored.kind === 'text' ? stored.text : null);
  const link = readGameLink(href);
  const none =
    sources.link === null &&
    sources.saved === null &&
    link.players === null &&
    link.level === null &&
    link.code === null;
  return none ? NOTHING_READ : { sources, link };
}

export default function StartPart(
  props: StartPartProps & { readonly lang: Lang; readonly words: StartWords },
) {
  const wasHydrating = hydrating();
  const [read, setRead] = createSignal(isServer || wasHydrating ? NOTHING_READ : readPage());
  // read after the screen's later part, the card, has hydrated what the server drew; the
  // rule sources' chips then show as read, not as the page's marks guessed (./saved-key.ts)
  if (wasHydrating)
    onMount(() =>
      afterHydration(true, () => {
        setRead(readPage());
        unmarkOwnRules();
      }),
    );
  else if (!isServer) unmarkOwnRules();
  return (
    <StartScreen
      lang={props.lang}
      words={props.words}
      sources={read().sources}
      link={props.useLink ? read().link : NO_LINK}
      levels={offeredLevels()}
      last={props.last}
      canContinue={props.canContinue}
      onStart={props.onStart}
      onContinue={props.onContinue}
    />
  );
}
