/** The referee's device words in sv (the shape: ./shape.ts). */
import type { DeviceStrings } from './shape.ts';

export const sv: DeviceStrings = {
  screenOn: 'Skärmen förblir tänd',
  screenUnsupported: 'Den här webbläsaren kan låta skärmen slockna',
  screenDenied: 'Skärmen kan slockna: enheten tillåter inte att den hålls tänd just nu',
};
