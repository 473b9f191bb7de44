/** What the referee says about the device (the screen kept on while a game is open), in each language. */

export interface DeviceStrings {
  /** the wake lock holds: the screen will not go dark while the game is open */
  readonly screenOn: string;
  /** no Screen Wake Lock API in this browser */
  readonly screenUnsupported: string;
  /** the browser refused to keep the screen on (battery saver, settings) */
  readonly screenDenied: string;
}
