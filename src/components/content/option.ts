/**
 * An option named in a rule page by its notation name (`one-lap`): its key, or a build error
 * naming the known options.
 */
import { OPTION_LIST, type RuleKey } from '../../engine/rules.ts';

export function optionKey(tag: string, name: string): RuleKey {
  const spec = OPTION_LIST.find((o) => o.name === name);
  if (spec === undefined) {
    throw new Error(
      `<${tag} option="${name}" />: known options are ${OPTION_LIST.map((o) => o.name).join(', ')}`,
    );
  }
  return spec.key;
}
