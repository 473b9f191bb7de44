/**
 * The house-rules panel (island): choose one of the seven presets, change any option of
 * rules-spec §3, see which differ from the preset, and read the agreed rules on the table-rules
 * card, which can be copied as text, printed, or shared as a link.
 *
 * The choice lives in the URL (`?rules=…`, src/lib/rule-link.ts; replaced on every change, read
 * on load) and in localStorage (./storage.ts). Both are read leniently: a forged link or corrupt
 * storage keeps its valid part, and a notice (role="status") lists what was left out, each
 * mistake once and the list capped. A link never overwrites saved rules by itself: when the two
 * differ, the link's rules are shown and the saved ones stay saved until the reader chooses.
 * When storage refuses to save, the panel says so. The server renders the default preset with
 * the controls disabled, so the card is there without JavaScript.
 */
import { For, Show, createEffect, createMemo, createSignal, onMount } from 'solid-js';
import {
  OPTION_LIST,
  PRESET_NAMES,
  optionDiffers,
  presetRules,
  type PresetName,
  type RuleSet,
} from '../../engine/rules.ts';
import {
  fill,
  groupedOptions,
  noticeLines,
  noticeText,
  presetValueText,
  ruleCard,
  ruleCardText,
  valueText,
  type HouseRulesStrings,
} from '../../lib/rule-card.ts';
import {
  DEFAULT_PRESET,
  changedOptions,
  decodeRuleLink,
  encodeRuleLink,
  ruleLinkParam,
  withRuleLink,
  type RuleChoice,
} from '../../lib/rule-link.ts';
import { copyText, type CopyResult } from './clipboard.ts';
import { browserStorage, readStoredRules, writeStoredRules } from './storage.ts';
import OptionControl from './OptionControl.tsx';
import RuleCardView from './RuleCardView.tsx';

export interface HouseRulesPanelProps {
  /** The page's language, for the links to the variants page. */
  readonly lang: string;
  readonly strings: HouseRulesStrings;
}

/** Where the panel keeps the last choice (the same text as the link's `rules` value). */
export { STORAGE_KEY } from './storage.ts';

interface Notices {
  readonly source: 'link' | 'storage';
  /** the sentences, merged and capped (noticeLines) */
  readonly lines: readonly string[];
}

export default function HouseRulesPanel(props: HouseRulesPanelProps) {
  const s = () => props.strings;
  const [choice, setChoice] = createSignal<RuleChoice>({
    preset: DEFAULT_PRESET,
    rules: presetRules(DEFAULT_PRESET),
  });
  const [ready, setReady] = createSignal(false);
  const [notices, setNotices] = createSignal<Notices | null>(null);
  /** The saved rules while a link with other rules is shown: nothing is saved until the reader chooses. */
  const [savedAside, setSavedAside] = createSignal<RuleChoice | null>(null);
  /** Storage refused the last save (full or switched off). */
  const [notSaved, setNotSaved] = createSignal(false);
  const [announcement, setAnnouncement] = createSignal('');
  const [shareUrl, setShareUrl] = createSignal<string>();
  const [copyStatus, setCopyStatus] = createSignal('');
  const [shareStatus, setShareStatus] = createSignal('');
  let textFallback: HTMLTextAreaElement | undefined;
  let shareInput: HTMLInputElement | undefined;
  let differsLine: HTMLParagraphElement | undefined;
  let presetList: HTMLDivElement | undefined;

  const card = createMemo(() => ruleCard(choice(), s()));
  const changed = createMemo(() => new Set(changedOptions(choice()).map((spec) => spec.key)));
  const presetName = () => s().presets[choice().preset].name;

  const differsText = () => {
    const names = changedOptions(choice()).map((spec) => s().options[spec.key].label);
    return names.length === 0
      ? fill(s().panel.same, { preset: presetName() })
      : fill(s().panel.differs, { preset: presetName(), options: names.join(', ') });
  };

  const showNotices = (source: Notices['source'], sentences: readonly string[]) => {
    if (sentences.length > 0) setNotices({ source, lines: noticeLines(sentences, s()) });
  };

  /**
   * The default rules as first drawn when neither a link nor saved rules were read: nothing is
   * chosen yet, so nothing goes into the address or storage until the reader changes something
   * (a page only looked at would otherwise save "your house rules", which the practice table
   * and the referee then offer first). Null once the reader has chosen, or when rules were read.
   */
  let unchosen: string | null = null;

  /** The page's top (<HouseRulesTop />) when the page was opened with a link's rules. */
  const [linkTop, setLinkTop] = createSignal<HTMLElement | null>(null);

  onMount(() => {
    const param = ruleLinkParam(window.location.href);
    const stored = readStoredRules(browserStorage());
    if (param === null && stored.kind === 'none') unchosen = encodeRuleLink(choice());
    const saved = stored.kind === 'text' ? decodeRuleLink(stored.text) : null;
    if (param !== null) {
      setLinkTop(document.getElementById('hr-link-top'));
      const link = decodeRuleLink(param);
      setChoice({ preset: link.preset, rules: link.rules });
      showNotices(
        'link',
        link.notices.map((n) => noticeText(n, s())),
      );
      // Saved rules that differ stay saved until the reader chooses (a forged link included).
      if (saved !== null && encodeRuleLink(saved) !== encodeRuleLink(link)) {
        setSavedAside({ preset: saved.preset, rules: saved.rules });
      }
    } else if (saved !== null) {
      setChoice({ preset: saved.preset, rules: saved.rules });
      showNotices(
        'storage',
        saved.notices.map((n) => noticeText(n, s())),
      );
    } else if (stored.kind === 'unreadable') {
      showNotices('storage', [s().notices.unreadable]);
    }
    setReady(true);
  });

  // Opened with a link: the page's top says so and leads to its rules (the card), or, while
  // they differ from the rules saved here, to the choice. Drawn as plain elements with text
  // (Solid's Portal would weigh on every island's shared runtime).
  createEffect(() => {
    const top = linkTop();
    if (top === null) return;
    const conflict = savedAside() !== null;
    const n = s().notices;
    const line = document.createElement('p');
    line.className = 'hr-link-top';
    const link = document.createElement('a');
    link.href = conflict ? '#hr-notices' : '#rule-card-title';
    link.textContent = conflict ? n.toChoice : n.toCard;
    line.append(`${n.linkTop} ${conflict ? `${n.conflictTop} ` : ''}`, link);
    top.replaceChildren(line);
  });

  // Every change (and the first read of a link or saved rules) goes into the address bar, and
  // into storage unless a link's rules wait for the reader's choice. The default rules as first
  // drawn, with nothing read, only make the share link (see `unchosen`).
  createEffect(() => {
    const current = choice();
    if (!ready()) return;
    const href = withRuleLink(window.location.href, current);
    setShareUrl(href);
    const text = encodeRuleLink(current);
    if (text === unchosen) return;
    unchosen = null;
    window.history.replaceState(window.history.state, '', href);
    if (savedAside() !== null) return;
    setNotSaved(!writeStoredRules(browserStorage(), text));
  });

  /** After a notice is gone, the focus goes to the chosen preset, the panel's first control. */
  const focusPresets = () => {
    presetList?.querySelector<HTMLInputElement>('input:checked')?.focus();
  };
  const dismissNotices = () => {
    setNotices(null);
    focusPresets();
  };
  const useLinkRules = () => {
    setSavedAside(null); // the effect now saves what is shown
    setAnnouncement(s().notices.usedLink);
    focusPresets();
  };
  const keepSavedRules = () => {
    const saved = savedAside();
    if (saved !== null) setChoice(saved);
    setSavedAside(null);
    setAnnouncement(s().notices.keptSaved);
    focusPresets();
  };

  const choosePreset = (preset: PresetName) => {
    setChoice({ preset, rules: presetRules(preset) });
    setAnnouncement(fill(s().panel.announcePreset, { preset: s().presets[preset].name }));
  };

  /** Back to the preset: the button is hidden, so the focus goes to the line that now says so. */
  const resetToPreset = () => {
    setChoice({ preset: choice().preset, rules: presetRules(choice().preset) });
    differsLine?.focus();
  };

  const changeRules = (rules: RuleSet) => {
    const before = choice().rules;
    setChoice({ preset: choice().preset, rules });
    const spec = OPTION_LIST.find((o) => optionDiffers(o.key, before, rules));
    if (spec === undefined) return;
    setAnnouncement(
      `${fill(s().panel.announceOption, {
        option: s().options[spec.key].label,
        value: valueText(spec.key, rules, s()),
      })} ${differsText()}`,
    );
  };

  const copyCard = async () => {
    const result = await copyText(ruleCardText(card(), s(), shareUrl()), textFallback);
    setCopyStatus(statusText(result));
  };
  const copyLink = async () => {
    const result = await copyText(shareUrl() ?? window.location.href, shareInput);
    setShareStatus(statusText(result));
  };
  const statusText = (result: CopyResult) =>
    result === 'copied' ? s().actions.copied : s().actions.selected;

  return (
    <div class="hr">
      <div class="hr-notice-region" id="hr-notices" role="status">
        <Show when={savedAside() !== null}>
          <div class="hr-notice hr-conflict" data-testid="hr-conflict">
            <p>{s().notices.conflict}</p>
            <div class="hr-notice-actions">
              <button type="button" class="button" onClick={useLinkRules}>
                {s().notices.useLink}
              </button>
              <button type="button" class="hr-button-quiet" onClick={keepSavedRules}>
                {s().notices.keepSaved}
              </button>
            </div>
          </div>
        </Show>
        <Show when={notices()}>
          {(n) => (
            <div class="hr-notice">
              <p>{n().source === 'link' ? s().notices.link : s().notices.storage}</p>
              <ul>
                <For each={n().lines}>{(line) => <li>{line}</li>}</For>
              </ul>
              <button type="button" class="hr-button-quiet" onClick={dismissNotices}>
                {s().notices.dismiss}
              </button>
            </div>
          )}
        </Show>
        <Show when={notSaved()}>
          <p class="hr-notice hr-not-saved" data-testid="hr-not-saved">
            {s().notices.notSaved}
          </p>
        </Show>
      </div>
      <p class="sr-only" aria-live="polite">
        {announcement()}
      </p>

      <section class="hr-controls" aria-labelledby="hr-presets-title">
        <h2 id="hr-presets-title">{s().panel.presetHeading}</h2>
        <fieldset class="hr-presets" aria-describedby="hr-presets-hint">
          <legend class="sr-only">{s().panel.presetHeading}</legend>
          <p class="hr-hint" id="hr-presets-hint">
            {s().panel.presetHint}
          </p>
          <div class="hr-preset-list" ref={(el) => (presetList = el)}>
            <For each={PRESET_NAMES}>
              {(preset) => (
                <label class="hr-preset">
                  <input
                    type="radio"
                    name="hr-preset"
                    value={preset}
                    checked={choice().preset === preset}
                    disabled={!ready()}
                    onChange={() => choosePreset(preset)}
                  />
                  <span class="hr-preset-name">{s().presets[preset].name}</span>
                  <span class="hr-preset-desc">{s().presets[preset].description}</span>
                </label>
              )}
            </For>
          </div>
        </fieldset>
      </section>

      <section class="hr-controls" aria-labelledby="hr-options-title">
        <h2 id="hr-options-title">{s().panel.optionsHeading}</h2>
        <p class="hr-hint">{s().panel.optionsHint}</p>
        <div class="hr-differs">
          <p data-testid="hr-differs" tabindex="-1" ref={(el) => (differsLine = el)}>
            {differsText()}
          </p>
          {/* Kept in the layout while nothing differs (hidden, out of the tab order): the
              first change shows it without moving the options under the reader's finger. */}
          <button
            type="button"
            class="hr-button-quiet"
            classList={{ 'hr-unseen': changed().size === 0 }}
            disabled={!ready()}
            onClick={resetToPreset}
          >
            {fill(s().panel.reset, { preset: presetName() })}
          </button>
        </div>
        <For each={groupedOptions()}>
          {(group) => (
            <section class="hr-option-group" aria-labelledby={`hr-group-${group.group}`}>
              <h3 id={`hr-group-${group.group}`}>{s().panel.groups[group.group]}</h3>
              <For each={group.specs}>
                {(spec) => (
                  <OptionControl
                    spec={spec}
                    rules={choice().rules}
                    changedFrom={
                      changed().has(spec.key)
                        ? { preset: presetName(), value: presetValueText(choice(), spec.key, s()) }
                        : null
                    }
                    strings={s()}
                    lang={props.lang}
                    disabled={!ready()}
                    onChange={changeRules}
                  />
                )}
              </For>
            </section>
          )}
        </For>
      </section>

      <section class="hr-card-section">
        <RuleCardView
          card={card()}
          link={
            shareUrl() === undefined ? undefined : fill(s().card.link, { url: shareUrl() ?? '' })
          }
        />
        <div class="hr-actions">
          <button type="button" class="button" disabled={!ready()} onClick={() => void copyCard()}>
            {s().actions.copyText}
          </button>
          <button type="button" class="button" disabled={!ready()} onClick={() => window.print()}>
            {s().actions.print}
          </button>
          <p class="hr-status" aria-live="polite" data-testid="hr-copy-status">
            {copyStatus()}
          </p>
        </div>
        <label class="hr-fallback-label sr-only" for="hr-card-text">
          {s().actions.textLabel}
        </label>
        <textarea
          id="hr-card-text"
          class="hr-fallback"
          readonly
          hidden
          rows="12"
          ref={(el) => (textFallback = el)}
        />
      </section>

      <section class="hr-share" aria-labelledby="hr-share-title">
        <h2 id="hr-share-title">{s().actions.shareHeading}</h2>
        <p class="hr-hint" id="hr-share-hint">
          {s().actions.shareHint}
        </p>
        <label for="hr-share-url">{s().actions.shareLabel}</label>
        <div class="hr-share-row">
          <input
            id="hr-share-url"
            type="url"
            readonly
            value={shareUrl() ?? ''}
            aria-describedby="hr-share-hint"
            ref={(el) => (shareInput = el)}
            onFocus={(e) => e.currentTarget.select()}
          />
          <button type="button" class="button" disabled={!ready()} onClick={() => void copyLink()}>
            {s().actions.shareCopy}
          </button>
        </div>
        <p class="hr-status" aria-live="polite" data-testid="hr-share-status">
          {shareStatus()}
        </p>
        <p class="hr-referee">
          <a href={`/${props.lang}/referee/?rules=${encodeRuleLink(choice())}`}>
            {s().actions.referee}
          </a>
        </p>
        <p class="hr-referee">
          <a href={`/${props.lang}/practice/?rules=${encodeRuleLink(choice())}`}>
            {s().actions.practise}
          </a>
        </p>
        <p class="hr-referee">
          <a href={`/${props.lang}/compare/?a=${encodeRuleLink(choice())}`}>
            {s().actions.compare}
          </a>
        </p>
      </section>
    </div>
  );
}
