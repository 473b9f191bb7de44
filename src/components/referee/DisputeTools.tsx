/**
 * The dispute tools (loaded on demand by Disputes.tsx). Export: the open game as a transcript
 * (`transcriptOf`, the table notation), copied, downloaded as a .txt file, or as a link that
 * carries it (./game-link.ts). Import: a pasted transcript or a chosen file is checked exactly
 * as `president-referee check` checks it (src/cli/check.ts, then the CLI's human report in the
 * page's language, src/cli/report.ts), and can be opened as a game (`session.importTranscript`).
 * A transcript that cannot be read is not judged: its first unreadable line is said in the
 * page's words, as the import says it.
 */
import { For, Show, createMemo, createSignal, onMount } from 'solid-js';
import { checkText, type FileResult } from '../../cli/check.ts';
import { humanLines } from '../../cli/report.ts';
import type { Lang } from '../../i18n/langs.ts';
import { parseErrorMessage } from '../../i18n/messages/index.ts';
import type { RefereeShellStrings } from '../../i18n/referee/index.ts';
import { fill } from '../../i18n/format/fill.ts';
import { transcriptOf } from '../../machines/transcript.ts';
import type { ParseError } from '../../notation/errors.ts';
import { copyText, type CopyResult } from '../houserules/clipboard.ts';
import { decodeGameLink, gameLinkUrl } from './game-link.ts';
import type { ImportError, RefereeGame, RefereeSession } from './session.ts';

export interface DisputeToolsProps {
  readonly lang: Lang;
  readonly strings: RefereeShellStrings;
  readonly session: RefereeSession;
  readonly game: RefereeGame | null;
  /** a `#game=` value the page was opened with, or null */
  readonly link: string | null;
}

/** A transcript file larger than this is refused unread (a long evening is under 20 kB). */
const FILE_MAX_KB = 256;

export default function DisputeTools(props: DisputeToolsProps) {
  const d = () => props.strings.disputes;
  const lang = () => props.lang;

  // --- export ---------------------------------------------------------------------------
  const transcript = createMemo(() =>
    props.game === null ? null : transcriptOf(props.game.snapshot.context, props.game.setup.preset),
  );
  const [exportStatus, setExportStatus] = createSignal('');
  const [link, setLink] = createSignal<{ url: string } | { length: number; max: number } | null>(
    null,
  );
  const [linkStatus, setLinkStatus] = createSignal('');
  let exportArea: HTMLTextAreaElement | undefined;
  let linkInput: HTMLInputElement | undefined;
  const copied = (result: CopyResult) => (result === 'copied' ? d().copied : d().selected);

  const copyTranscript = async () => {
    const text = transcript();
    if (text !== null) setExportStatus(copied(await copyText(text, exportArea)));
  };
  const download = () => {
    const text = transcript();
    if (text === null) return;
    const day = new Date().toISOString().slice(0, 10);
    const file = `${d().fileName}-${day}.txt`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = file;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setExportStatus(fill(d().downloaded, { file }));
  };
  const makeLink = async () => {
    const text = transcript();
    if (text === null) return;
    const page = `${window.location.origin}${window.location.pathname}`;
    const result = await gameLinkUrl(page, text);
    // the last action's line only: "Saved as …" of a download before is no longer news
    setExportStatus('');
    setLinkStatus('');
    setLink(result.ok ? { url: result.url } : { length: result.length, max: result.max });
    if (result.ok) queueMicrotask(() => linkInput?.focus());
  };
  const copyLink = async () => {
    const current = link();
    if (current !== null && 'url' in current)
      setLinkStatus(copied(await copyText(current.url, linkInput)));
  };

  // --- import ---------------------------------------------------------------------------
  const [text, setText] = createSignal('');
  const [name, setName] = createSignal<string | null>(null);
  const [result, setResult] = createSignal<FileResult | null>(null);
  const [importStatus, setImportStatus] = createSignal('');
  const [problem, setProblem] = createSignal('');
  const [openProblem, setOpenProblem] = createSignal('');
  let reportHeading: HTMLHeadingElement | undefined;

  const fileLabel = () => name() ?? d().pastedName;
  const report = createMemo(() => {
    const r = result();
    return r === null ? null : humanLines(r, lang());
  });

  /** Checks the transcript; its report takes the focus (and so is scrolled to). */
  const check = () => {
    setOpenProblem('');
    if (text().trim() === '') {
      setResult(null);
      setProblem(d().nothingToCheck);
      return;
    }
    setProblem('');
    const checked = checkText(fileLabel(), text());
    if (checked.kind === 'parse-error') {
      // Nothing was judged: the line that could not be read, said as the import says it (not
      // the command line's "file:1: …" under the verdict's heading)
      setResult(null);
      setProblem(unreadableLine(checked.error));
      return;
    }
    setResult(checked);
    queueMicrotask(() => reportHeading?.focus());
  };

  const chooseFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (file === undefined) return;
    setResult(null);
    if (file.size > FILE_MAX_KB * 1024) {
      setProblem(fill(d().fileTooBig, { max: FILE_MAX_KB }));
      return;
    }
    try {
      setText(await file.text());
      setName(file.name);
      check();
    } catch {
      setProblem(d().fileUnreadable);
    }
  };

  /** A transcript's first line that could not be read, in the page's words ("Line 1: …"). */
  function unreadableLine(error: ParseError): string {
    return fill(d().errorParse, {
      line: error.line,
      message: parseErrorMessage(error.error, lang()),
    });
  }

  const importError = (error: ImportError): string => {
    switch (error.kind) {
      case 'parse':
        return unreadableLine(error.error);
      case 'empty':
        return d().errorEmpty;
      case 'deal':
        return fill(d().errorDeal, { round: error.round });
    }
  };

  const open = async () => {
    const date = new Intl.DateTimeFormat(lang(), { dateStyle: 'medium', timeStyle: 'short' });
    const title = name() ?? fill(d().importedName, { date: date.format(Date.now()) });
    try {
      await props.session.ready();
    } catch {
      setOpenProblem(d().loadFailed);
      return;
    }
    const opened = props.session.importTranscript(text(), title);
    if (!opened.ok) {
      setOpenProblem(importError(opened.error));
      return;
    }
    setOpenProblem('');
    setImportStatus(d().opened);
    // The game opens in the table screen, far above these tools: it is shown, and the focus
    // goes there unless the screen has placed it already (a round's end: on "next round"), so
    // the tap visibly does something.
    requestAnimationFrame(() => {
      const heading = document.getElementById('rt-heading');
      heading?.scrollIntoView({ block: 'start' });
      if (heading?.parentElement?.contains(document.activeElement) === false) {
        heading.focus({ preventScroll: true });
      }
    });
  };

  /** A game link the page was opened with: its transcript is checked at once. */
  const readLink = async (value: string) => {
    const read = await decodeGameLink(value);
    if (!read.ok) {
      setProblem(
        read.error.code === 'version'
          ? fill(d().linkVersion, { version: read.error.version })
          : d().linkDamaged,
      );
      return;
    }
    setText(read.text);
    setName(null);
    setImportStatus(d().fromLink);
    // The link was sent for its report: it takes the focus and is scrolled to, below the set-up.
    check();
  };
  onMount(() => {
    if (props.link !== null) void readLink(props.link);
  });

  return (
    <div class="rd-tools">
      <h3 id="rd-export-title" tabindex="-1">
        {d().exportHeading}
      </h3>
      <Show when={transcript()} fallback={<p class="rs-hint">{d().exportNone}</p>}>
        {(current) => (
          <>
            <label class="rs-label" for="rd-export">
              {d().transcriptLabel}
            </label>
            <textarea
              id="rd-export"
              readonly
              rows="8"
              value={current()}
              ref={(el) => (exportArea = el)}
            />
            <div class="rd-actions">
              <button type="button" class="rd-button" onClick={() => void copyTranscript()}>
                {d().copy}
              </button>
              <button type="button" class="rd-button" onClick={download}>
                {d().download}
              </button>
              <button type="button" class="rd-button" onClick={() => void makeLink()}>
                {d().makeLink}
              </button>
            </div>
            <p class="rd-status" role="status" data-testid="rd-export-status">
              {exportStatus()}
            </p>
            <Show when={link()}>
              {(made) => {
                const current = made();
                return 'url' in current ? (
                  <div class="rd-link">
                    <label class="rs-label" for="rd-link-url">
                      {d().linkLabel}
                    </label>
                    <input
                      id="rd-link-url"
                      type="url"
                      readonly
                      value={current.url}
                      aria-describedby="rd-link-hint"
                      ref={(el) => (linkInput = el)}
                      onFocus={(e) => e.currentTarget.select()}
                    />
                    <p class="rs-hint" id="rd-link-hint">
                      {d().linkHint}
                    </p>
                    <div class="rd-actions">
                      <button type="button" class="rd-button" onClick={() => void copyLink()}>
                        {d().copyLink}
                      </button>
                      <p class="rd-status" role="status">
                        {linkStatus()}
                      </p>
                    </div>
                  </div>
                ) : (
                  <p class="rd-problem" role="status" data-testid="rd-link-too-long">
                    {fill(d().linkTooLong, { length: current.length, max: current.max })}
                  </p>
                );
              }}
            </Show>
          </>
        )}
      </Show>

      <h3 id="rd-import-title">{d().importHeading}</h3>
      <p class="rd-status" role="status" data-testid="rd-import-status">
        {importStatus()}
      </p>
      <label class="rs-label" for="rd-import">
        {d().pasteLabel}
      </label>
      <textarea
        id="rd-import"
        rows="8"
        spellcheck={false}
        value={text()}
        onInput={(e) => {
          setText(e.currentTarget.value);
          setName(null);
        }}
      />
      {/* The browser's own file button speaks the browser's language, not the page's: the
          input stays (focusable, it opens the picker by keyboard) but unseen, and its label is
          the button a finger taps, in the page's words, with the chosen file's name beside it. */}
      <div class="rd-file">
        <input
          id="rd-file"
          class="rd-file-input"
          type="file"
          accept=".txt,text/plain"
          aria-describedby="rd-file-name"
          onChange={(e) => void chooseFile(e.currentTarget)}
        />
        <label for="rd-file" class="rd-button rd-file-button">
          {d().fileLabel}
        </label>
        <span id="rd-file-name" class="rd-file-name" data-testid="rd-file-name">
          {name() ?? ''}
        </span>
      </div>
      <div class="rd-actions">
        <button type="button" class="button" onClick={() => check()}>
          {d().check}
        </button>
      </div>
      <p class="rd-problem" role="alert">
        {problem()}
      </p>
      <Show when={report()}>
        {(text) => (
          <section aria-labelledby="rd-report-title">
            <h3 id="rd-report-title" tabindex="-1" ref={(el) => (reportHeading = el)}>
              {d().reportHeading}
            </h3>
            <p class="rs-hint">{d().reportHint}</p>
            {/* The CLI's report, line for line; a refused move's player and cards, and its
                reason, each wrap as a block of their own on a narrow screen. */}
            <pre class="rd-report" data-testid="rd-report" tabindex="0">
              <For each={text()}>
                {(line) =>
                  'text' in line ? (
                    `${line.text}\n`
                  ) : (
                    <>
                      {line.head}
                      <span class="rd-move">{line.move}</span>
                      {'  '}
                      <span class="rd-reason">{line.reason}</span>
                      {'\n'}
                    </>
                  )
                }
              </For>
            </pre>
            <Show when={result()?.kind === 'report'}>
              <div class="rd-actions">
                <button type="button" class="button" onClick={() => void open()}>
                  {d().openInReferee}
                </button>
              </div>
            </Show>
            <p class="rd-problem" role="alert" data-testid="rd-open-problem">
              {openProblem()}
            </p>
          </section>
        )}
      </Show>
    </div>
  );
}
