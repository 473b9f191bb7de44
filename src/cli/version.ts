/** The version of the president-referee package, read from its package.json (one definition). */
import pkg from '../../packages/president-referee/package.json' with { type: 'json' };

export const VERSION: string = pkg.version;
