/** The referee's table screen's en words, loaded with the screen (./en.tsx). */
import { en as messages } from '../../../i18n/messages/en.ts';
import { en as table } from '../../../i18n/referee/table/en.ts';
import type { RefereeTableStrings } from '../../../i18n/referee/index.ts';

export const words: RefereeTableStrings = { table, messages };
