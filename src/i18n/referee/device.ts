/** What the referee says about the device (the screen kept on while a game is open), in each language. */
import type { Lang } from '../langs.ts';

export interface DeviceStrings {
  /** the wake lock holds: the screen will not go dark while the game is open */
  readonly screenOn: string;
  /** no Screen Wake Lock API in this browser */
  readonly screenUnsupported: string;
  /** the browser refused to keep the screen on (battery saver, settings) */
  readonly screenDenied: string;
}

export const DEVICE: { readonly [L in Lang]: DeviceStrings } = {
  en: {
    screenOn: 'Screen stays on',
    screenUnsupported: 'This browser may let the screen go dark',
    screenDenied: 'The screen may go dark: this device does not allow keeping it on right now',
  },
  de: {
    screenOn: 'Der Bildschirm bleibt an',
    screenUnsupported: 'Dieser Browser kann den Bildschirm dunkel werden lassen',
    screenDenied:
      'Der Bildschirm kann dunkel werden: dieses Gerät erlaubt gerade nicht, ihn anzulassen',
  },
  sv: {
    screenOn: 'Skärmen förblir tänd',
    screenUnsupported: 'Den här webbläsaren kan låta skärmen slockna',
    screenDenied: 'Skärmen kan slockna: enheten tillåter inte att den hålls tänd just nu',
  },
  nl: {
    screenOn: 'Het scherm blijft aan',
    screenUnsupported: 'Deze browser kan het scherm laten uitgaan',
    screenDenied: 'Het scherm kan uitgaan: dit apparaat staat nu niet toe het aan te houden',
  },
};
