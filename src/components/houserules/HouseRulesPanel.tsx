/**
 * The house-rules panel (island): choose one of the seven presets, change any option of
 * rules-spec §3, see which differ from the preset, and read the agreed rules on the table-rules
 * card, which can be copied as text, printed, or shared as a link.
 *
 * The choice lives in the URL (`?rules=…`, src/lib/rule-link.ts; replaced on every change, read
 * on load) and in localStorage. Both are read leniently: a forged link or corrupt storage keeps
 * its valid part, and a notice (role="status") lists what was left out. The server renders the
 * default preset with the controls disabled, so the card is there without JavaScript.
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
  type LinkNotice,
  type RuleChoice,
} from '../../lib/rule-link.ts';
import { copyText, type CopyResult } from './clipboard.ts';
import OptionControl from './OptionControl.tsx';
import RuleCardView from './RuleCardView.tsx';

export interface HouseRulesPanelProps {
  /** The page's language, for the links to the variants page. */
  readonly lang: string;
  readonly strings: HouseRulesStrings;
}

/** Where the panel keeps the last choice (the same text as the link's `rules` value). */
export const STORAGE_KEY = 'president.house-rules';

interface Notices {
  readonly source: 'link' | 'storage';
  readonly items: readonly LinkNotice[];
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage switched off or refused: start from the default
  }
}

function writeStorage(value: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // full or refused: the URL still carries the rules
  }
}

export default function HouseRulesPanel(props: HouseRulesPanelProps) {
  const s = () => props.strings;
  const [choice, setChoice] = createSignal<RuleChoice>({
    preset: DEFAULT_PRESET,
    rules: presetRules(DEFAULT_PRESET),
  });
  const [ready, setReady] = createSignal(false);
  const [notices, setNotices] = createSignal<Notices | null>(null);
  const [announcement, setAnnouncement] = createSignal('');
  const [shareUrl, setShareUrl] = createSignal<string>();
  const [copyStatus, setCopyStatus] = createSignal('');
  const [shareStatus, setShareStatus] = createSignal('');
  let textFallback: HTMLTextAreaElement | undefined;
  let shareInput: HTMLInputElement | undefined;

  const card = createMemo(() => ruleCard(choice(), s()));
  const changed = createMemo(() => new Set(changedOptions(choice()).map((spec) => spec.key)));
  const presetName = () => s().presets[choice().preset].name;

  const differsText = () => {
    const names = changedOptions(choice()).map((spec) => s().options[spec.key].label);
    return names.length === 0
      ? fill(s().panel.same, { preset: presetName() })
      : fill(s().panel.differs, { preset: presetName(), options: names.join(', ') });
  };

  onMount(() => {
    const param = ruleLinkParam(window.location.href);
    const stored = param === null ? readStorage() : null;
    const text = param ?? stored;
    if (text !== null) {
      const result = decodeRuleLink(text);
      setChoice({ preset: result.preset, rules: result.rules });
      if (result.notices.length > 0) {
        setNotices({ source: param === null ? 'storage' : 'link', items: result.notices });
      }
    }
    setReady(true);
  });

  // Every change (and the first read) goes into the address bar and the storage.
  createEffect(() => {
    const current = choice();
    if (!ready()) return;
    const href = withRuleLink(window.location.href, current);
    window.history.replaceState(window.history.state, '', href);
    writeStorage(encodeRuleLink(current));
    setShareUrl(href);
  });

  const choosePreset = (preset: PresetName) => {
    setChoice({ preset, rules: presetRules(preset) });
    setAnnouncement(fill(s().panel.announcePreset, { preset: s().presets[preset].name }));
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
      <div class="hr-notice-region" role="status">
        <Show when={notices()}>
          {(n) => (
            <div class="hr-notice">
              <p>{n().source === 'link' ? s().notices.link : s().notices.storage}</p>
              <ul>
                <For each={n().items}>{(item) => <li>{noticeText(item, s())}</li>}</For>
              </ul>
              <button type="button" class="hr-button-quiet" onClick={() => setNotices(null)}>
                {s().notices.dismiss}
              </button>
            </div>
          )}
        </Show>
      </div>
      <p class="hr-sr-only" aria-live="polite">
        {announcement()}
      </p>

      <section class="hr-controls" aria-labelledby="hr-presets-title">
        <h2 id="hr-presets-title">{s().panel.presetHeading}</h2>
        <fieldset class="hr-presets" aria-describedby="hr-presets-hint">
          <legend class="hr-sr-only">{s().panel.presetHeading}</legend>
          <p class="hr-hint" id="hr-presets-hint">
            {s().panel.presetHint}
          </p>
          <div class="hr-preset-list">
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
          <p data-testid="hr-differs">{differsText()}</p>
          <Show when={changed().size > 0}>
            <button
              type="button"
              class="hr-button-quiet"
              disabled={!ready()}
              onClick={() => choosePreset(choice().preset)}
            >
              {fill(s().panel.reset, { preset: presetName() })}
            </button>
          </Show>
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
        <label class="hr-fallback-label hr-sr-only" for="hr-card-text">
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
      </section>
    </div>
  );
}
