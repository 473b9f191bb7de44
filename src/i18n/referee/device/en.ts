/** The referee's device words in en (the shape: ./shape.ts). */
import type { DeviceStrings } from './shape.ts';

export const en: DeviceStrings = {
  screenOn: 'Screen stays on',
  screenUnsupported: 'This browser may let the screen go dark',
  screenDenied: 'The screen may go dark: this device does not allow keeping it on right now',
  noscript: 'The referee needs JavaScript.',
  loading: 'Loading the referee…',
  notLoaded:
    'This part of the referee could not be loaded. Check the connection and reload the page; your games are saved.',
};
