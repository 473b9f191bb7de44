/**
 * The components the rule pages (MDX) may use without importing them: the docs route passes
 * this map to every page's <Content />. Besides the pictures and the examples, the names
 * table's components (Doc, Preset, OptionHeading, OptionLink, OptionValue, DocNames, RoleList, Players)
 * and the marker of the site's own readings (Reading): pages take every name from them.
 */
import Doc from './Doc.astro';
import DocNames from './DocNames.astro';
import Example from './Example.astro';
import ExchangeDiagram from './ExchangeDiagram.astro';
import GameFlow from './GameFlow.astro';
import HouseRules from './HouseRules.astro';
import HouseRulesTop from './HouseRulesTop.astro';
import OptionHeading from './OptionHeading.astro';
import OptionLink from './OptionLink.astro';
import OptionValue from './OptionValue.astro';
import Players from './Players.astro';
import Preset from './Preset.astro';
import PresetTable from './PresetTable.astro';
import RankRow from './RankRow.astro';
import Reading from './Reading.astro';
import RoleList from './RoleList.astro';

export const contentComponents = {
  Doc,
  DocNames,
  Example,
  ExchangeDiagram,
  GameFlow,
  HouseRules,
  HouseRulesTop,
  OptionHeading,
  OptionLink,
  OptionValue,
  Players,
  Preset,
  PresetTable,
  RankRow,
  Reading,
  RoleList,
};
