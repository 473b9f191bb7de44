/**
 * The start screen as the island's shell loads it (with the language's words): it reads the address (a rule link, a game's link) and the house-rules panel's saved rules once,
 * and offers the computers' levels. It carries no statechart and no computer players.
 */
import type { Lang } from '../../i18n/langs.ts';
import type { StartWords } from '../../i18n/practice/index.ts';
import { browserStorage, readStoredRules } from '../houserules/storage.ts';
import { readRuleSources } from '../referee/rule-source.ts';
import { offeredLevels } from './levels.ts';
import { readGameLink, type GameLinkParams } from './link.ts';
import type { StartPartProps } from './PracticeApp.tsx';
import StartScreen from './StartScreen.tsx';

const NO_LINK: GameLinkParams = { players: null, level: null, code: null };

export default function StartPart(
  props: StartPartProps & { readonly lang: Lang; readonly words: StartWords },
) {
  // Mounted in the browser only: the address and storage are read at once.
  const href = window.location.href;
  const stored = readStoredRules(browserStorage());
  const sources = readRuleSources(href, stored.kind === 'text' ? stored.text : null);
  const link = readGameLink(href);
  return (
    <StartScreen
      lang={props.lang}
      words={props.words}
      sources={sources}
      link={props.useLink ? link : NO_LINK}
      levels={offeredLevels()}
      last={props.last}
      canContinue={props.canContinue}
      onStart={props.onStart}
      onContinue={props.onContinue}
    />
  );
}
