/**
 * The practice table (island). The page's first load is this shell and the practice words:
 * the table itself (./PracticeMain.tsx with the screens, the session with the game's
 * statechart, the engine, the computer players, and the rest of the language's words) loads
 * as one piece once the island is mounted, so it shares the engine's code with the site's
 * other islands in the chunks they already use. The server's render (and a browser without
 * JavaScript) shows the loading line; the page adds a noscript note.
 */
import { Show, createSignal, onMount, type Component } from 'solid-js';
import type { PracticeStrings } from '../../i18n/practice/shape.ts';

export interface PracticeAppProps {
  readonly words: PracticeStrings;
  /** the language's table (./lang/main-*.tsx) */
  readonly load: () => Promise<Component>;
}

export default function PracticeApp(props: PracticeAppProps) {
  const [Main, setMain] = createSignal<Component | null>(null);
  onMount(() => {
    void props.load().then((main) => setMain(() => main));
  });
  return (
    <div class="practice">
      <Show when={Main()} fallback={<p class="pt-loading">{props.words.loading}</p>}>
        {(main) => {
          const Table = main();
          return <Table />;
        }}
      </Show>
    </div>
  );
}
