/**
 * <GameFlow /> draws `flowGraph(gameMachine)`. These tests read the machine's definition
 * (its config, as written in src/machines/game.ts) independently of flowGraph and check that
 * the drawn model has every state and every transition, nothing more, and that a state added
 * to a copy of the machine shows up in the model and in the layout.
 */
import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine } from 'xstate';
import { gameMachine } from '../../src/machines/game.ts';
import { flowGraph, flowLayers, layoutFlow, type FlowEdge } from '../../src/lib/flow-graph.ts';
import { FLOW } from '../../src/i18n/pictures/index.ts';
import { LANGS } from '../../src/i18n/langs.ts';

interface ConfigTransition {
  target?: string;
  guard?: string;
  actions?: string | string[];
}
type ConfigValue = string | ConfigTransition | ConfigTransition[];
interface ConfigState {
  on?: Record<string, ConfigValue>;
  always?: ConfigValue;
}
interface MachineConfig {
  initial: string;
  on?: Record<string, ConfigValue>;
  states: Record<string, ConfigState>;
}

const config = gameMachine.config as unknown as MachineConfig;

/** A transition as written in the config, in the model's terms. */
function written(source: string | null, event: string, value: ConfigValue): FlowEdge[] {
  const list = Array.isArray(value)
    ? value
    : [typeof value === 'string' ? { target: value } : value];
  return list.map((t) => ({
    source,
    // `.setup` (from the root) and `setup` (a sibling) both name the root's child `setup`.
    target: t.target === undefined ? null : t.target.replace(/^\./, ''),
    event,
    guard: t.guard ?? null,
    actions: t.actions === undefined ? [] : Array.isArray(t.actions) ? t.actions : [t.actions],
  }));
}

function writtenEdges(c: MachineConfig): FlowEdge[] {
  const edges: FlowEdge[] = [];
  for (const [key, state] of Object.entries(c.states)) {
    for (const [event, value] of Object.entries(state.on ?? {})) {
      edges.push(...written(key, event, value));
    }
    if (state.always !== undefined) edges.push(...written(key, '', state.always));
  }
  for (const [event, value] of Object.entries(c.on ?? {}))
    edges.push(...written(null, event, value));
  return edges;
}

const key = (e: FlowEdge): string =>
  `${e.source ?? '*'} --${e.event || 'always'}[${e.guard ?? ''}]/${e.actions.join('+')}--> ${e.target ?? '(stays)'}`;

describe('flowGraph(gameMachine)', () => {
  const graph = flowGraph(gameMachine);

  it('has every state of the machine, in its order, starting at the initial state', () => {
    expect(graph.nodes.map((n) => n.id)).toEqual(Object.keys(config.states));
    expect(graph.initial).toBe(config.initial);
    expect(graph.nodes.filter((n) => n.initial).map((n) => n.id)).toEqual([config.initial]);
  });

  it('has every transition as written in the machine, and no other', () => {
    const expected = writtenEdges(config).map(key).sort();
    expect(expected.length).toBeGreaterThan(10);
    expect(graph.edges.map(key).sort()).toEqual(expected);
  });

  it('knows the flow of a game: the round loop, the end, the root transitions', () => {
    const has = (source: string | null, event: string, target: string | null): boolean =>
      graph.edges.some((e) => e.source === source && e.event === event && e.target === target);
    expect(has('setup', 'START', 'dealing')).toBe(true);
    expect(has('playing', '', 'gameOver')).toBe(true);
    expect(has('roundOver', 'NEXT_ROUND', 'dealing')).toBe(true);
    expect(has(null, 'RESTART', 'setup')).toBe(true);
    expect(has(null, 'UNDO', 'exchange')).toBe(true);
    expect(graph.nodes.find((n) => n.id === 'gameOver')?.final).toBe(true);
    expect(graph.nodes.find((n) => n.id === 'playing')?.final).toBe(false);
  });

  it('lays the states out in layers along the flow, the loop back on a lane', () => {
    const layers = flowLayers(graph);
    expect(Object.fromEntries(layers)).toEqual({
      setup: 0,
      dealing: 1,
      exchange: 2,
      playing: 3,
      roundOver: 4,
      gameOver: 4,
    });
    const layout = layoutFlow(graph, {
      size: () => ({ width: 100, height: 40 }),
      labelHeight: () => 16,
      labelWidth: 80,
      gapX: 20,
      margin: 8,
      laneGap: 30,
    });
    expect(layout.boxes.map((b) => b.id).sort()).toEqual(Object.keys(config.states).sort());
    const back = layout.routes.filter((r) => r.lane).map((r) => key(r.edge));
    expect(back).toEqual(['roundOver --NEXT_ROUND[]/--> dealing']);
    // No two boxes overlap.
    for (const a of layout.boxes) {
      for (const b of layout.boxes) {
        if (a === b) continue;
        const apart =
          a.x + a.width <= b.x ||
          b.x + b.width <= a.x ||
          a.y + a.height <= b.y ||
          b.y + b.height <= a.y;
        expect(apart, `${a.id} and ${b.id}`).toBe(true);
      }
    }
  });

  it('has a translation for every state, event, guard and action it draws', () => {
    for (const lang of LANGS) {
      const words = FLOW[lang];
      for (const n of graph.nodes) expect(words.states, lang).toHaveProperty(n.id);
      for (const e of graph.edges) {
        if (e.event !== '') expect(words.events, lang).toHaveProperty(e.event);
        if (e.guard !== null) expect(words.guards, lang).toHaveProperty(e.guard);
        for (const a of e.actions) expect(words.actions, lang).toHaveProperty(a);
      }
    }
  });
});

describe('a changed machine changes the drawing', () => {
  /** A copy of the game machine with a `paused` state between playing and itself. */
  function withPause(): AnyStateMachine {
    const states = gameMachine.config.states ?? {};
    return createMachine({
      ...gameMachine.config,
      states: {
        ...states,
        playing: { ...states['playing'], on: { ...states['playing']?.on, PAUSE: 'paused' } },
        paused: { on: { RESUME: 'playing' } },
      },
    } as unknown as Parameters<typeof createMachine>[0]);
  }

  it('shows an added state and its transitions', () => {
    const graph = flowGraph(withPause());
    expect(graph.nodes.map((n) => n.id)).toContain('paused');
    expect(graph.edges).toContainEqual({
      source: 'playing',
      target: 'paused',
      event: 'PAUSE',
      guard: null,
      actions: [],
    });
    expect(graph.edges).toContainEqual({
      source: 'paused',
      target: 'playing',
      event: 'RESUME',
      guard: null,
      actions: [],
    });
    expect(graph.edges.length).toBe(flowGraph(gameMachine).edges.length + 2);
    const layers = flowLayers(graph);
    expect(layers.get('paused')).toBe(4);
  });

  it('draws only flat machines: a nested state is an error, not a silent omission', () => {
    const nested = createMachine({
      initial: 'a',
      states: { a: { initial: 'x', states: { x: {} } } },
    });
    expect(() => flowGraph(nested)).toThrow(/child states/);
  });

  it('places a state nobody reaches after the others', () => {
    const machine = createMachine({
      initial: 'a',
      states: { a: { on: { GO: 'b' } }, b: {}, lonely: {} },
    });
    const layers = flowLayers(flowGraph(machine));
    expect(layers.get('lonely')).toBe(2);
  });
});
