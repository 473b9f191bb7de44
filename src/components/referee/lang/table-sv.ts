/** The referee's table screen's sv words, loaded with the screen (./sv.tsx). */
import { sv as messages } from '../../../i18n/messages/sv.ts';
import { sv as table } from '../../../i18n/referee/table/sv.ts';
import type { RefereeTableStrings } from '../../../i18n/referee/index.ts';

export const words: RefereeTableStrings = { table, messages };
