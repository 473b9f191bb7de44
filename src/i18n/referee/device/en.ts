/** The referee's device words in en (the shape: ./shape.ts). */
import type { DeviceStrings } from './shape.ts';

export const en: DeviceStrings = {
  screenOn: 'Screen stays on',
  screenUnsupported: 'This browser may let the screen go dark',
  screenDenied: 'The screen may go dark: this device does not allow keeping it on right now',
};
