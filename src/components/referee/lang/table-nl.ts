/** The referee's table screen's nl words, loaded with the screen (./nl.tsx). */
import { nl as messages } from '../../../i18n/messages/nl.ts';
import { nl as table } from '../../../i18n/referee/table/nl.ts';
import type { RefereeTableStrings } from '../../../i18n/referee/index.ts';

export const words: RefereeTableStrings = { table, messages };
