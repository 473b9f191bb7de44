/**
 * The dispute tools' place on the page: a heading, what they do, and a button that loads them.
 * The tools themselves (DisputeTools.tsx: export, import, the CLI's report) carry the
 * transcript parser, the referee's replay and the CLI's words in all languages, so they are
 * fetched only when wanted (a dynamic import, outside the page's first load), or at once when
 * the page was opened with a game link (`#game=…`).
 */
import { Show, createSignal, onMount, type Component } from 'solid-js';
import type { Lang } from '../../i18n/langs.ts';
import type { RefereeShellStrings } from '../../i18n/referee/index.ts';
import { gameLinkParam } from './game-link-param.ts';
import type { RefereeGame, RefereeSession } from './session.ts';
import type { DisputeToolsProps } from './DisputeTools.tsx';
import '../../styles/referee-setup.css';

export interface DisputesProps {
  readonly lang: Lang;
  readonly strings: RefereeShellStrings;
  readonly session: RefereeSession;
  /** the open game (exported), or null: then only the import is offered */
  readonly game: RefereeGame | null;
}

export default function Disputes(props: DisputesProps) {
  const d = () => props.strings.disputes;
  const [tools, setTools] = createSignal<Component<DisputeToolsProps> | null>(null);
  const [state, setState] = createSignal<'idle' | 'loading' | 'failed'>('idle');
  const [link, setLink] = createSignal<string | null>(null);
  let region: HTMLElement | undefined;

  const load = async (focus: boolean) => {
    setState('loading');
    try {
      const module = await import('./DisputeTools.tsx');
      setTools(() => module.default);
      setState('idle');
      if (focus) queueMicrotask(() => region?.querySelector<HTMLElement>('h3')?.focus());
    } catch {
      setState('failed');
    }
  };

  onMount(() => {
    const value = gameLinkParam(window.location.hash);
    if (value !== null) {
      setLink(value);
      void load(false);
    }
  });

  return (
    <section class="rd" aria-labelledby="rd-title" ref={(el) => (region = el)}>
      <h2 id="rd-title">{d().heading}</h2>
      <p class="rs-hint">{d().intro}</p>
      <Show
        when={tools()}
        fallback={
          <>
            <button
              type="button"
              class="rd-button"
              aria-disabled={state() === 'loading' ? 'true' : undefined}
              onClick={() => void (state() === 'loading' ? null : load(true))}
            >
              {d().open}
            </button>
            <p class="rd-status" role="status">
              {state() === 'loading' ? d().loading : state() === 'failed' ? d().loadFailed : ''}
            </p>
          </>
        }
      >
        {(component) => {
          const Tools = component();
          return (
            <Tools
              lang={props.lang}
              strings={props.strings}
              session={props.session}
              game={props.game}
              link={link()}
            />
          );
        }}
      </Show>
    </section>
  );
}
