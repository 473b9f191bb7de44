/**
 * The referee's dispute tools (export a game as a transcript, import one and read the
 * referee's report), in each language. The report's own words are the CLI's
 * (src/i18n/cli.ts), so the page says exactly what `president-referee check` says.
 */

export interface DisputesStrings {
  readonly heading: string;
  readonly intro: string;
  readonly open: string;
  readonly loading: string;
  readonly loadFailed: string;

  readonly exportHeading: string;
  readonly exportNone: string;
  readonly transcriptLabel: string;
  readonly copy: string;
  readonly copied: string;
  readonly selected: string;
  readonly download: string;
  readonly downloaded: string;
  /** the downloaded file's name, without ".txt" */
  readonly fileName: string;
  readonly makeLink: string;
  readonly linkLabel: string;
  readonly linkHint: string;
  readonly copyLink: string;
  readonly linkTooLong: string;

  readonly importHeading: string;
  readonly pasteLabel: string;
  readonly fileLabel: string;
  readonly fileTooBig: string;
  readonly fileUnreadable: string;
  readonly check: string;
  readonly nothingToCheck: string;
  readonly reportHeading: string;
  readonly reportHint: string;
  /** stands for the file's name in the report of a pasted transcript */
  readonly pastedName: string;
  readonly openInReferee: string;
  /** the opened game's name in the list of kept games */
  readonly importedName: string;
  readonly opened: string;
  readonly errorParse: string;
  readonly errorEmpty: string;
  readonly errorDeal: string;

  readonly fromLink: string;
  readonly linkDamaged: string;
  readonly linkVersion: string;
}
