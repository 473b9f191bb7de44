/** The referee's device words in nl (the shape: ./shape.ts). */
import type { DeviceStrings } from './shape.ts';

export const nl: DeviceStrings = {
  screenOn: 'Het scherm blijft aan',
  screenUnsupported: 'Deze browser kan het scherm laten uitgaan',
  screenDenied: 'Het scherm kan uitgaan: dit apparaat staat nu niet toe het aan te houden',
  noscript: 'De scheidsrechter heeft JavaScript nodig.',
  loading: 'De scheidsrechter wordt geladen …',
  notLoaded:
    'Dit deel van de scheidsrechter kon niet worden geladen. Controleer de verbinding en laad de pagina opnieuw; je spellen blijven bewaard.',
};
