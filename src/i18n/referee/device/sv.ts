/** The referee's device words in sv (the shape: ./shape.ts). */
import type { DeviceStrings } from './shape.ts';

export const sv: DeviceStrings = {
  screenOn: 'Skärmen förblir tänd',
  screenUnsupported: 'Den här webbläsaren kan låta skärmen slockna',
  screenDenied: 'Skärmen kan slockna: enheten tillåter inte att den hålls tänd just nu',
  noscript: 'Domaren behöver JavaScript.',
  loading: 'Domaren laddas …',
  notLoaded:
    'Den här delen av domaren gick inte att ladda. Kontrollera anslutningen och ladda om sidan; dina partier finns kvar.',
};
