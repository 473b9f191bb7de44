/** The referee's table screen's de words, loaded with the screen (./de.tsx). */
import { de as messages } from '../../../i18n/messages/de.ts';
import { de as table } from '../../../i18n/referee/table/de.ts';
import type { RefereeTableStrings } from '../../../i18n/referee/index.ts';

export const words: RefereeTableStrings = { table, messages };
