/** What the referee says about the device (the screen kept on while a game is open), in each language. */
import type { Lang } from '../langs.ts';
import { de } from './device/de.ts';
import { en } from './device/en.ts';
import { nl } from './device/nl.ts';
import { sv } from './device/sv.ts';
import type { DeviceStrings } from './device/shape.ts';

export type { DeviceStrings } from './device/shape.ts';

export const DEVICE: { readonly [L in Lang]: DeviceStrings } = { en, de, sv, nl };
