/** The referee's device words in de (the shape: ./shape.ts). */
import type { DeviceStrings } from './shape.ts';

export const de: DeviceStrings = {
  screenOn: 'Der Bildschirm bleibt an',
  screenUnsupported: 'Dieser Browser kann den Bildschirm dunkel werden lassen',
  screenDenied:
    'Der Bildschirm kann dunkel werden: dieses Gerät erlaubt gerade nicht, ihn anzulassen',
  noscript: 'Der Schiedsrichter braucht JavaScript.',
  loading: 'Der Schiedsrichter wird geladen …',
  notLoaded:
    'Dieser Teil des Schiedsrichters ließ sich nicht laden. Bitte die Verbindung prüfen und die Seite neu laden; deine Partien bleiben erhalten.',
};
