/**
 * The components the rule pages (MDX) may use without importing them: the docs route passes
 * this map to every page's <Content />.
 */
import Example from './Example.astro';
import ExchangeDiagram from './ExchangeDiagram.astro';
import GameFlow from './GameFlow.astro';
import HouseRules from './HouseRules.astro';
import PresetTable from './PresetTable.astro';
import RankRow from './RankRow.astro';

export const contentComponents = {
  Example,
  ExchangeDiagram,
  GameFlow,
  HouseRules,
  PresetTable,
  RankRow,
};
