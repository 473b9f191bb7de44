/**
 * The compare page's Web Worker (issue 9): compares two rule sets that are not a pair of
 * presets (those have their own pages, computed at build time), so the page never stalls while
 * the finder plays its thousands of small games. The work is src/components/compare/live/run.ts;
 * this holds the words with functions in it (the compare pages' and the messages', every
 * language: functions cannot travel in a message) and passes replies on.
 *
 * Messages: in one CompareRequest; out the CompareReply list (`sides`, `progress` and
 * `difference` replies, `done`), or `{ kind: 'error', text }` when the work throws. The page
 * ends a search it no longer wants by terminating the worker.
 */
import { COMPARE } from '../i18n/compare/index.ts';
import { de } from '../i18n/messages/de.ts';
import { en } from '../i18n/messages/en.ts';
import { nl } from '../i18n/messages/nl.ts';
import { sv } from '../i18n/messages/sv.ts';
import { isLang } from '../i18n/langs.ts';
import { runCompare, type CompareRequest } from '../components/compare/live/run.ts';

const MESSAGES = { de, en, sv, nl } as const;

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CompareRequest>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => {
  const request = event.data;
  const lang = isLang(request.lang) ? request.lang : 'en';
  runCompare({ ...request, lang }, { compare: COMPARE[lang], messages: MESSAGES[lang] }, (reply) =>
    scope.postMessage(reply),
  ).catch((error: unknown) => {
    scope.postMessage({ kind: 'error', text: String(error) });
  });
};
