/**
 * Any two rule sets compared in the browser (island of /<lang>/compare/, issue 9). Each side is
 * a preset, a share link of the house-rules panel (pasted, or `?a=…&b=…` in the address) or the
 * panel's choice saved in this browser. The page reads the address and storage; the compare
 * worker (src/workers/compare.ts) reads the rules, says what a forged link left out, and sends
 * every difference in the page's words as soon as its example is found (./run.ts). This only
 * draws what it is sent, as the preset pairs' pages draw it (CompareExample.astro), and loads
 * the rule pages' stepper when the first example arrives. Two presets go to their own page.
 *
 * Only Solid and this island's own modules load with the page: the worker, the stepper and the
 * clipboard code load when needed, so that no chunk the rule pages share grows (README, "Page
 * weight").
 */
import { For, Show, createMemo, createSignal, onCleanup, onMount, type JSX } from 'solid-js';
import type { PresetName } from '../../../engine/rules.ts';
import type { Lang } from '../../../i18n/langs.ts';
import type { HouseRulesStrings } from '../../../lib/rule-card.ts';
import type { TrickStepperProps } from '../../stepper/TrickStepper.tsx';
import type { DifferenceView, ExampleView } from '../view.ts';
import type { CompareReply, CompareRequest } from './run.ts';

/** The island's fixed words (plain strings: the page hands them over as props). */
export interface LiveWords {
  readonly sideA: string;
  readonly sideB: string;
  readonly presets: string;
  readonly saved: string;
  readonly link: string;
  readonly linkLabel: string;
  readonly linkHint: string;
  readonly linkEmpty: string;
  readonly run: string;
  readonly starting: string;
  readonly searching: string;
  readonly copy: string;
  readonly copied: string;
  readonly selected: string;
  readonly failed: string;
  readonly listHeading: string;
  readonly option: string;
  readonly follows: string;
  readonly transcript: string;
  readonly check: string;
  readonly marker: string;
  readonly tooLong: string;
  readonly seeIt: string;
  /** `: {option} on the variants page` */
  readonly seeItHidden: string;
}

export interface LiveCompareProps {
  readonly lang: Lang;
  readonly words: LiveWords;
  /** the panel's words, passed on to the worker */
  readonly strings: HouseRulesStrings;
  /** where the panel keeps its choice (src/components/houserules/storage.ts) */
  readonly storageKey: string;
  /** the presets in order, with their names as the compare pages write them */
  readonly presets: readonly { readonly name: PresetName; readonly label: string }[];
}

/** What one side's chooser holds: a preset, the saved rules, or a pasted link. */
type Pick = PresetName | 'saved' | 'link';

type Sides = Extract<CompareReply, { kind: 'sides' }>;

type StepperComponent = (props: TrickStepperProps) => JSX.Element;

/** The two sides, in their columns' order. */
const SIDES = ['a', 'b'] as const;

/** The stepper island of the page's language, loaded once, when the first example is shown. */
function loadStepper(lang: Lang): Promise<{ default: StepperComponent }> {
  switch (lang) {
    case 'de':
      return import('../../stepper/lang/de.tsx');
    case 'sv':
      return import('../../stepper/lang/sv.tsx');
    case 'nl':
      return import('../../stepper/lang/nl.tsx');
    default:
      return import('../../stepper/lang/en.tsx');
  }
}

/** The raw stored value (the worker checks it with the panel's loader); null when none or blocked. */
function storedValue(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export default function LiveCompare(props: LiveCompareProps) {
  const w = () => props.words;
  const [ready, setReady] = createSignal(false);
  const [hasSaved, setHasSaved] = createSignal(false);
  const [pickA, setPickA] = createSignal<Pick>('common');
  const [pickB, setPickB] = createSignal<Pick>('house');
  const [linkA, setLinkA] = createSignal('');
  const [linkB, setLinkB] = createSignal('');
  const [sides, setSides] = createSignal<Sides | null>(null);
  const [found, setFound] = createSignal<Readonly<Record<string, DifferenceView>>>({});
  const [progress, setProgress] = createSignal('');
  const [announce, setAnnounce] = createSignal('');
  const [failed, setFailed] = createSignal(false);
  /** where the search is: for the progress line's data-state (tests and the benchmark read it) */
  const [state, setState] = createSignal<'searching' | 'done'>('searching');
  const [stepper, setStepper] = createSignal<StepperComponent | null>(null);
  let worker: Worker | null = null;
  let stepperAsked = false;
  let shownOne = false;

  const stop = () => {
    worker?.terminate();
    worker = null;
  };
  onCleanup(stop);

  const sideText = (pick: Pick, link: string): string => (pick === 'link' ? link : pick);
  const pickOf = (param: string): { pick: Pick; link: string } => {
    const t = param.trim().toLowerCase();
    if (t === 'saved' || props.presets.some((p) => p.name === t))
      return { pick: t as Pick, link: '' };
    return { pick: 'link', link: param };
  };

  /**
   * The preset a rule text with changes starts from ("1~swedish~jokers.1" → swedish), or null:
   * rules opened from the panel are compared with their own preset first. Only the text's
   * second field is read (the whole text is decoded in the worker, src/lib/rule-link.ts, which
   * this page does not load).
   */
  const basePreset = (text: string): PresetName | null => {
    const m = /^1~([a-z]+)~./.exec(text.trim());
    return props.presets.find((p) => p.name === m?.[1])?.name ?? null;
  };

  const wantStepper = () => {
    if (stepperAsked) return;
    stepperAsked = true;
    void loadStepper(props.lang).then((m) => setStepper(() => m.default));
  };

  const onReply = (reply: CompareReply | { kind: 'error'; text: string }, fromAddress: boolean) => {
    switch (reply.kind) {
      case 'sides': {
        setSides(reply);
        // The address holds each side as read (a forged link's valid part); a link that came
        // with the address is shown so in its box too. A link typed in its box stays as typed.
        if (fromAddress) {
          if (pickA() === 'link') setLinkA(reply.params.a);
          if (pickB() === 'link') setLinkB(reply.params.b);
        }
        const url = new URL(window.location.href);
        url.search = `?a=${encodeURIComponent(reply.params.a)}&b=${encodeURIComponent(reply.params.b)}`;
        window.history.replaceState(window.history.state, '', url.href);
        if (reply.pair !== null) {
          stop();
          if (fromAddress) window.location.replace(reply.pair.href);
          else window.location.assign(reply.pair.href);
          return;
        }
        setAnnounce(`${reply.count} ${w().starting}`);
        // Compare pressed (or Enter in a box): the results begin under the form, on a phone
        // below the screen. The focus goes to them; their start is scrolled to the top when it
        // is not in the screen's upper part already (focus alone would centre the long region,
        // far into its examples; a wide screen shows the form and the results' start together).
        if (!fromAddress) {
          const results = document.getElementById('cmp-results');
          results?.focus({ preventScroll: true });
          const top = results?.getBoundingClientRect().top ?? 0;
          if (top < 0 || top > window.innerHeight * 0.6)
            results?.scrollIntoView({ block: 'start' });
        }
        // examples are coming: the stepper loads while the worker searches
        if (reply.wanted > 0) wantStepper();
        return;
      }
      case 'progress':
        setProgress(reply.text);
        return;
      case 'difference':
        if (reply.view.example !== null && !shownOne) {
          shownOne = true;
          performance.mark('compare:first');
        }
        setFound({ ...found(), [reply.view.key]: reply.view });
        return;
      case 'done':
        performance.mark('compare:done');
        setState('done');
        setProgress(reply.text);
        setAnnounce(reply.text);
        stop();
        return;
      case 'error':
        setFailed(true);
        stop();
        return;
    }
  };

  const run = (fromAddress: boolean) => {
    stop();
    setSides(null);
    setFound({});
    setFailed(false);
    setState('searching');
    setProgress(w().starting);
    setAnnounce(w().starting);
    const request: CompareRequest = {
      a: sideText(pickA(), linkA()),
      b: sideText(pickB(), linkB()),
      stored: storedValue(props.storageKey),
      lang: props.lang,
      // a plain copy: hydrated props may be proxies, which a message cannot carry
      strings: JSON.parse(JSON.stringify(props.strings)) as HouseRulesStrings,
      presetNames: Object.fromEntries(props.presets.map((p) => [p.name, p.label])) as Record<
        PresetName,
        string
      >,
    };
    try {
      worker = new Worker(new URL('../../../workers/compare.ts', import.meta.url), {
        type: 'module',
      });
    } catch {
      setFailed(true);
      return;
    }
    worker.onmessage = (event: MessageEvent<CompareReply>) => onReply(event.data, fromAddress);
    worker.onerror = () => onReply({ kind: 'error', text: '' }, fromAddress);
    shownOne = false;
    // User Timing marks: the search's start, its first example shown and its end
    // (scripts/bench-compare.ts --browser reads them)
    performance.mark('compare:start');
    worker.postMessage(request);
  };

  onMount(() => {
    const params = new URL(window.location.href).searchParams;
    const a = params.get('a');
    const b = params.get('b');
    const saved = storedValue(props.storageKey);
    setHasSaved(saved !== null);
    if (a !== null) {
      const p = pickOf(a);
      // the panel's own rules, saved in this browser: named as such, not as a pasted link
      if (p.pick === 'link' && p.link.trim() === saved?.trim()) setPickA('saved');
      else {
        setPickA(p.pick);
        setLinkA(p.link);
      }
    } else if (hasSaved()) setPickA('saved');
    if (b !== null) {
      const p = pickOf(b);
      setPickB(p.pick);
      setLinkB(p.link);
    } else {
      const base = basePreset(a ?? saved ?? '');
      if (base !== null) setPickB(base);
    }
    setReady(true);
    if (a !== null && b !== null) run(true);
  });

  /** The side whose share link was left empty when Compare was pressed (nothing is compared). */
  const [emptyLink, setEmptyLink] = createSignal<'a' | 'b' | null>(null);

  const submit: JSX.EventHandler<HTMLFormElement, SubmitEvent> = (event) => {
    event.preventDefault();
    const empty =
      pickA() === 'link' && linkA().trim() === ''
        ? 'a'
        : pickB() === 'link' && linkB().trim() === ''
          ? 'b'
          : null;
    setEmptyLink(empty);
    if (empty !== null) {
      // say so at the box and put the cursor in it; an empty link is no rule set to compare
      document.getElementById(`cmp-link-${empty}`)?.focus();
      return;
    }
    run(false);
  };

  const chooser = (
    side: 'a' | 'b',
    legend: string,
    pick: () => Pick,
    setPick: (p: Pick) => void,
    link: () => string,
    setLink: (t: string) => void,
  ) => (
    <fieldset class="cmp-side" data-testid={`compare-side-${side}`}>
      <legend>{legend}</legend>
      <label class="sr-only" for={`cmp-pick-${side}`}>
        {legend}
      </label>
      <select
        id={`cmp-pick-${side}`}
        value={pick()}
        disabled={!ready()}
        onChange={(e) => {
          setPick(e.currentTarget.value as Pick);
          setEmptyLink(null);
        }}
      >
        {/* Each option says whether it is chosen: the page's HTML then shows each side's choice
            before the island runs (a select's value is no HTML attribute: without this, side B
            showed the first preset while it held "house"). */}
        <optgroup label={w().presets}>
          <For each={props.presets}>
            {(p) => (
              <option value={p.name} selected={pick() === p.name}>
                {p.label}
              </option>
            )}
          </For>
        </optgroup>
        <Show when={hasSaved() || pick() === 'saved'}>
          <option value="saved" selected={pick() === 'saved'}>
            {w().saved}
          </option>
        </Show>
        <option value="link" selected={pick() === 'link'}>
          {w().link}
        </option>
      </select>
      <Show when={pick() === 'link'}>
        <label class="cmp-link-label" for={`cmp-link-${side}`}>
          {w().linkLabel}
        </label>
        <input
          id={`cmp-link-${side}`}
          type="text"
          spellcheck={false}
          autocomplete="off"
          value={link()}
          aria-describedby={
            emptyLink() === side
              ? `cmp-link-${side}-empty cmp-link-${side}-hint`
              : `cmp-link-${side}-hint`
          }
          aria-invalid={emptyLink() === side ? 'true' : undefined}
          onInput={(e) => {
            setLink(e.currentTarget.value);
            if (emptyLink() === side) setEmptyLink(null);
          }}
        />
        <Show when={emptyLink() === side}>
          <p class="cmp-link-empty" id={`cmp-link-${side}-empty`} role="alert">
            {w().linkEmpty}
          </p>
        </Show>
        <p class="cmp-hint" id={`cmp-link-${side}-hint`}>
          {w().linkHint}
        </p>
      </Show>
    </fieldset>
  );

  return (
    <div class="cmp-live">
      <form class="cmp-form" onSubmit={submit}>
        <div class="cmp-sides">
          {chooser('a', w().sideA, pickA, setPickA, linkA, setLinkA)}
          {chooser('b', w().sideB, pickB, setPickB, linkB, setLinkB)}
        </div>
        <button type="submit" class="button" disabled={!ready()} data-testid="compare-run">
          {w().run}
        </button>
      </form>

      <p class="sr-only" aria-live="polite">
        {announce()}
      </p>
      <Show when={failed()}>
        <p class="cmp-note cmp-failed" role="alert">
          {w().failed}
        </p>
      </Show>
      <Show when={sides()}>{(s) => <Results sides={s()} />}</Show>
    </div>
  );

  function Results(p: { sides: Sides }) {
    const total = () => p.sides.groups.reduce((n, g) => n + g.rows.length, 0);
    return (
      <div
        class="cmp-results"
        id="cmp-results"
        data-testid="compare-results"
        tabindex="-1"
        role="region"
        aria-labelledby="cmp-count"
      >
        <Show when={p.sides.notices.length > 0}>
          <div class="cmp-notices" role="status" data-testid="compare-notice">
            <For each={p.sides.notices}>
              {(n) => (
                <div class="cmp-notice">
                  <p>{n.heading}</p>
                  <Show when={n.lines.length > 0}>
                    <ul>
                      <For each={n.lines}>{(line) => <li>{line}</li>}</For>
                    </ul>
                  </Show>
                </div>
              )}
            </For>
          </div>
        </Show>
        <Show when={p.sides.pair}>
          {(pair) => (
            <p class="cmp-pair">
              <a href={pair().href}>{pair().text}</a>
            </p>
          )}
        </Show>
        <p class="lead" id="cmp-count" data-testid="compare-count">
          {p.sides.count}
        </p>
        <Show when={p.sides.pair === null && total() > 0}>
          <p class="cmp-progress" data-testid="compare-progress" data-state={state()}>
            {progress()}
          </p>
          <div class="cmp-list">
            <h2 id="compare-list">{w().listHeading}</h2>
            <div
              class="cmp-table-scroll scroll-cue"
              tabindex="0"
              role="region"
              aria-labelledby="compare-list"
            >
              {/* roles as the pairs' pages give them: rows are stacked on a phone (compare.css) */}
              <table class="cmp-table" data-testid="compare-table" role="table">
                <thead role="rowgroup">
                  <tr role="row">
                    <th scope="col" role="columnheader">
                      {w().option}
                    </th>
                    <th scope="col" role="columnheader">
                      {p.sides.names.a}
                    </th>
                    <th scope="col" role="columnheader">
                      {p.sides.names.b}
                    </th>
                  </tr>
                </thead>
                <For each={p.sides.groups}>
                  {(g) => (
                    <tbody role="rowgroup">
                      <tr class="cmp-group" role="row">
                        <th scope="colgroup" colspan="3" role="columnheader">
                          {g.heading}
                        </th>
                      </tr>
                      <For each={g.rows}>
                        {(d) => (
                          <tr data-option={d.name} role="row">
                            <th scope="row" role="rowheader">
                              <a href={`#${d.anchor}`}>{d.label}</a>
                              <SeeIt href={d.variants} label={d.label} />
                            </th>
                            <For each={SIDES}>
                              {(side) => (
                                <td role="cell">
                                  <span class="cmp-cell-side">{p.sides.names[side]}: </span>
                                  {d[side]}
                                </td>
                              )}
                            </For>
                          </tr>
                        )}
                      </For>
                    </tbody>
                  )}
                </For>
              </table>
            </div>
          </div>
          <For each={p.sides.groups}>
            {(g) => (
              <section class="cmp-group-examples" aria-labelledby={`group-${g.group}`}>
                <h2 id={`group-${g.group}`}>{g.heading}</h2>
                <For each={g.rows}>
                  {(d) => {
                    const view = createMemo(() => found()[d.key]);
                    return (
                      <article
                        class="cmp-difference"
                        id={d.anchor}
                        aria-labelledby={`${d.anchor}-h`}
                        data-option={d.name}
                      >
                        <h3 id={`${d.anchor}-h`}>{d.label}</h3>
                        <p class="cmp-values">
                          <span>
                            <strong>{p.sides.names.a}:</strong> {d.a}
                          </span>
                          <span>
                            <strong>{p.sides.names.b}:</strong> {d.b}
                          </span>
                          <SeeIt href={d.variants} label={d.label} />
                        </p>
                        <Show
                          when={view()}
                          fallback={<p class="cmp-hint cmp-searching">{w().searching}</p>}
                        >
                          {(v) => (
                            <>
                              <Show when={v().note}>
                                {(note) => <p class="cmp-note">{note()}</p>}
                              </Show>
                              <Show when={v().example}>
                                {(e) => <Example example={e()} title={d.label} />}
                              </Show>
                            </>
                          )}
                        </Show>
                      </article>
                    );
                  }}
                </For>
              </section>
            )}
          </For>
        </Show>
      </div>
    );
  }

  function SeeIt(p: { href: string; label: string }) {
    return (
      <a class="cmp-see" href={p.href}>
        {w().seeIt}
        <span class="sr-only">{w().seeItHidden.replace('{option}', p.label)}</span>
      </a>
    );
  }

  function Example(p: { example: ExampleView; title: string }) {
    const [copied, setCopied] = createSignal('');
    let fallback: HTMLTextAreaElement | undefined;
    // The stepper replays its example through the statechart when it is drawn: only examples
    // near the screen get one (as client:visible does on the pairs' pages), so that a phone's
    // main thread is not busy with steppers nobody sees while the worker sends more examples.
    const [near, setNear] = createSignal(false);
    let box: HTMLDivElement | undefined;
    onMount(() => {
      if (box === undefined || typeof IntersectionObserver !== 'function') {
        setNear(true);
        return;
      }
      const watch = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          setNear(true);
          watch.disconnect();
        },
        { rootMargin: '300px' },
      );
      watch.observe(box);
      onCleanup(() => watch.disconnect());
    });
    const copy = async () => {
      const { copyText } = await import('../../houserules/clipboard.ts');
      const result = await copyText(p.example.text, fallback);
      setCopied(result === 'copied' ? w().copied : w().selected);
    };
    return (
      <div class="cmp-example" data-compare-example={p.example.id} ref={(el) => (box = el)}>
        <Show when={p.example.alone}>{(alone) => <p class="cmp-alone">{alone()}</p>}</Show>
        <Show when={p.example.also}>
          {(also) => (
            <p class="cmp-also" data-testid="compare-also">
              {also()}
            </p>
          )}
        </Show>
        <p class="cmp-parts" data-testid="compare-parts">
          {p.example.parts}
        </p>
        <div class="cmp-outcomes">
          <For each={p.example.outcomes}>
            {(o) => (
              <section
                class={`cmp-outcome ${o.legal ? 'cmp-legal' : 'cmp-refused'}`}
                data-testid="compare-outcome"
              >
                <h4>{o.heading}</h4>
                <p class="cmp-verdict">
                  <span aria-hidden="true">{o.legal ? '✓ ' : '✗ '}</span>
                  {o.verdict}
                </p>
                <Show when={o.follows.length > 0}>
                  <p class="cmp-follows-label">{w().follows}</p>
                  <ul class="cmp-follows">
                    <For each={o.follows}>{(line) => <li>{line}</li>}</For>
                  </ul>
                </Show>
              </section>
            )}
          </For>
        </div>
        <Show when={near() ? stepper() : null}>
          {(Stepper) => {
            const S = Stepper();
            return (
              <S id={p.example.id} title={p.title} transcript={p.example.transcript} toggles={[]} />
            );
          }}
        </Show>
        <details class="example-transcript cmp-transcript">
          <summary>{w().transcript}</summary>
          <pre data-testid="compare-transcript">
            <For each={p.example.lines}>
              {(l, i) => (
                <>
                  {i() === 0 ? '' : '\n'}
                  <Show when={l.marked} fallback={l.text}>
                    <mark>
                      {l.text}
                      <span class="cmp-marker">{`    # ${w().marker}`}</span>
                    </mark>
                  </Show>
                </>
              )}
            </For>
          </pre>
          <p class="cmp-check">
            {w().check} <code>president-referee check example.txt</code>
          </p>
        </details>
        <div class="cmp-copy">
          <button type="button" class="button cmp-copy-button" onClick={() => void copy()}>
            {w().copy}
          </button>
          <span class="cmp-hint" aria-live="polite">
            {copied()}
          </span>
          <label class="sr-only" for={`${p.example.id}-text`}>
            {w().transcript}
          </label>
          <textarea
            id={`${p.example.id}-text`}
            class="cmp-copy-text"
            readonly
            hidden
            rows="8"
            ref={(el) => (fallback = el)}
          />
        </div>
        <Show when={p.example.links.length > 0} fallback={<p class="cmp-hint">{w().tooLong}</p>}>
          <ul class="cmp-links">
            <For each={p.example.links}>
              {(l) => (
                <li>
                  <a href={l.href}>{l.label}</a>
                </li>
              )}
            </For>
          </ul>
        </Show>
      </div>
    );
  }
}
