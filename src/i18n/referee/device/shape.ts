/**
 * What the referee says about the device, in each language: the screen kept on while a game is
 * open, and the island's screens while they load (each loads when first shown).
 */

export interface DeviceStrings {
  /** the wake lock holds: the screen will not go dark while the game is open */
  readonly screenOn: string;
  /** no Screen Wake Lock API in this browser */
  readonly screenUnsupported: string;
  /** the browser refused to keep the screen on (battery saver, settings) */
  readonly screenDenied: string;
  /** the page without JavaScript (a <noscript> note) */
  readonly noscript: string;
  /** while a screen (set-up or table) loads, once the page is open */
  readonly loading: string;
  /** a screen could not be loaded (offline before the service worker cached it): the games are kept */
  readonly notLoaded: string;
}
