/**
 * The game's flow as a graph read from the statechart itself (src/machines/game.ts), and a
 * layout for drawing it. <GameFlow /> draws what `flowGraph(gameMachine)` returns, so the
 * picture cannot drift from the code: a new state or transition appears in the drawing (and
 * a new event, guard or state without a translation fails the build).
 *
 * Pure: no Astro, no DOM, no prose. Only flat machines are drawn (states of the root); a
 * nested state is reported as an error rather than silently dropped.
 */
import type { AnyStateMachine } from 'xstate';

export interface FlowNode {
  /** the state's key in the machine (`setup`, `playing` …) */
  readonly id: string;
  readonly initial: boolean;
  /** a state without transitions of its own that lead elsewhere */
  readonly final: boolean;
}

export interface FlowEdge {
  /** the state the transition leaves; null for a transition of the root (from any state) */
  readonly source: string | null;
  /** the state it enters; null when it has no target (it stays and runs its actions) */
  readonly target: string | null;
  /** the event type; '' for an eventless (`always`) transition */
  readonly event: string;
  readonly guard: string | null;
  readonly actions: readonly string[];
}

export interface FlowGraph {
  readonly initial: string;
  readonly nodes: readonly FlowNode[];
  readonly edges: readonly FlowEdge[];
}

/** The shape of XState's transition definitions that this module reads. */
interface TransitionLike {
  readonly eventType: string;
  readonly target?: readonly { readonly key: string; readonly parent?: unknown }[] | undefined;
  readonly guard?: unknown;
  readonly actions?: readonly unknown[];
}

interface StateNodeLike {
  readonly key: string;
  readonly states: Readonly<Record<string, StateNodeLike>>;
  readonly transitions: ReadonlyMap<string, readonly TransitionLike[]>;
  readonly always?: readonly TransitionLike[] | undefined;
  readonly initial?: { readonly target: readonly { readonly key: string }[] } | undefined;
}

/** A guard or action as written in the machine: a name, `{ type }`, or a function. */
function implementationName(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'function') return value.name === '' ? 'inline' : value.name;
  if (typeof value === 'object' && value !== null && 'type' in value) {
    const type = value.type;
    if (typeof type === 'string') return type;
  }
  return 'inline';
}

function edgesOf(
  source: string | null,
  transitions: readonly TransitionLike[],
  root: StateNodeLike,
): FlowEdge[] {
  return transitions.map((t) => {
    const targets = t.target ?? [];
    if (targets.length > 1) {
      throw new Error(`flowGraph: a transition with ${String(targets.length)} targets`);
    }
    const target = targets[0];
    if (target !== undefined && target.parent !== root) {
      throw new Error(`flowGraph: nested state "${target.key}" (only flat machines are drawn)`);
    }
    return {
      source,
      target: target?.key ?? null,
      event: t.eventType,
      guard: t.guard === undefined ? null : implementationName(t.guard),
      actions: (t.actions ?? []).map(implementationName),
    };
  });
}

/** Every state of the machine's root and every transition, in the machine's own order. */
export function flowGraph(machine: AnyStateMachine): FlowGraph {
  const root = machine.root as unknown as StateNodeLike;
  const keys = Object.keys(root.states);
  const edges: FlowEdge[] = [];
  for (const key of keys) {
    const node = root.states[key];
    if (node === undefined) continue;
    if (Object.keys(node.states).length > 0) {
      throw new Error(`flowGraph: state "${key}" has child states (only flat machines are drawn)`);
    }
    for (const transitions of node.transitions.values()) {
      edges.push(...edgesOf(key, transitions, root));
    }
    // XState keeps eventless transitions apart from `transitions`.
    edges.push(...edgesOf(key, node.always ?? [], root));
  }
  for (const transitions of root.transitions.values()) {
    edges.push(...edgesOf(null, transitions, root));
  }
  const initial = root.initial?.target[0]?.key ?? keys[0] ?? '';
  const nodes = keys.map((id) => ({
    id,
    initial: id === initial,
    final: !edges.some((e) => e.source === id && e.target !== null && e.target !== id),
  }));
  return { initial, nodes, edges };
}

// ---------------------------------------------------------------------------------------
// Layout: layers top to bottom along the forward transitions, back and skipping edges on
// lanes at the side. Sizes come from the caller (it knows the text); coordinates are SVG units.

export interface NodeBox {
  readonly id: string;
  readonly layer: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface EdgeRoute {
  readonly edge: FlowEdge;
  /** the polyline from the source's border to the target's border (the arrowhead's end) */
  readonly points: readonly (readonly [number, number])[];
  /** where the label's first line starts, and which way it runs from there */
  readonly label: { readonly x: number; readonly y: number; readonly anchor: 'start' | 'end' };
  /** routed along a side lane (a back edge or one that skips a layer) */
  readonly lane: boolean;
}

export interface FlowLayout {
  readonly width: number;
  readonly height: number;
  readonly boxes: readonly NodeBox[];
  readonly routes: readonly EdgeRoute[];
}

export interface LayoutOptions {
  /** each node's box size (the caller measures its text) */
  readonly size: (id: string) => { readonly width: number; readonly height: number };
  /** the height of an edge label (lines × line height) by edge index */
  readonly labelHeight: (edge: FlowEdge) => number;
  /** room beside a vertical edge for its label */
  readonly labelWidth: number;
  readonly gapX: number;
  readonly margin: number;
  /** distance between side lanes */
  readonly laneGap: number;
}

/**
 * Layers by longest path from the initial state over the forward edges (edges that close a
 * cycle in a depth-first walk are back edges and do not count); unreachable states go last.
 */
export function flowLayers(graph: FlowGraph): Map<string, number> {
  const next = new Map<string, string[]>(graph.nodes.map((n) => [n.id, []]));
  for (const e of graph.edges) {
    if (e.source !== null && e.target !== null && e.source !== e.target) {
      const list = next.get(e.source);
      if (list !== undefined && !list.includes(e.target)) list.push(e.target);
    }
  }
  const back = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const order: string[] = [];
  const visit = (id: string): void => {
    state.set(id, 'open');
    for (const to of next.get(id) ?? []) {
      const s = state.get(to);
      if (s === 'open') back.add(`${id}>${to}`);
      else if (s === undefined) visit(to);
    }
    state.set(id, 'done');
    order.unshift(id);
  };
  visit(graph.initial);
  const layers = new Map<string, number>();
  // `order` is a topological order of the forward edges: longest path by relaxation.
  for (const id of order) layers.set(id, layers.get(id) ?? 0);
  for (const id of order) {
    const layer = layers.get(id) ?? 0;
    for (const to of next.get(id) ?? []) {
      if (back.has(`${id}>${to}`)) continue;
      layers.set(to, Math.max(layers.get(to) ?? 0, layer + 1));
    }
  }
  const deepest = Math.max(0, ...layers.values());
  for (const n of graph.nodes) if (!layers.has(n.id)) layers.set(n.id, deepest + 1);
  return layers;
}

export function layoutFlow(graph: FlowGraph, options: LayoutOptions): FlowLayout {
  const layers = flowLayers(graph);
  const rows: string[][] = [];
  for (const n of graph.nodes) {
    const layer = layers.get(n.id) ?? 0;
    (rows[layer] ??= []).push(n.id);
  }
  const drawn = graph.edges.filter(
    (e): e is FlowEdge & { source: string; target: string } =>
      e.source !== null && e.target !== null && e.source !== e.target,
  );
  const layerOf = (id: string): number => layers.get(id) ?? 0;
  const isLane = (e: { source: string; target: string }): boolean =>
    layerOf(e.target) !== layerOf(e.source) + 1;
  const laneEdges = drawn.filter(isLane);
  // Edge labels between two layers need room above the lower layer: a straight arrow's label
  // runs beside it, a slanted arrow's label sits above its midpoint (so twice the height).
  const slanted = (e: { source: string; target: string }): boolean =>
    drawn.filter((d) => d.source === e.source && !isLane(d)).length > 1 ||
    (rows[layerOf(e.target)]?.length ?? 1) > 1;
  const gapAbove = rows.map((_, layer) =>
    Math.max(
      24,
      ...drawn
        .filter((e) => !isLane(e) && layerOf(e.target) === layer)
        .map((e) => options.labelHeight(e) * (slanted(e) ? 2 : 1) + 16),
    ),
  );

  const rowWidths = rows.map(
    (ids) =>
      ids.reduce((sum, id) => sum + options.size(id).width, 0) + (ids.length - 1) * options.gapX,
  );
  const lanesWidth = laneEdges.length * options.laneGap;
  const contentWidth = Math.max(...rowWidths, 0) + options.labelWidth;
  const width = options.margin * 2 + contentWidth + lanesWidth;

  const boxes: NodeBox[] = [];
  let y = options.margin;
  rows.forEach((ids, layer) => {
    if (layer > 0) y += gapAbove[layer] ?? 24;
    const rowWidth = rowWidths[layer] ?? 0;
    // Rows are centred in the area left of the lanes, shifted left to leave room for labels.
    let x = options.margin + (contentWidth - options.labelWidth - rowWidth) / 2;
    let tallest = 0;
    for (const id of ids) {
      const size = options.size(id);
      boxes.push({ id, layer, x, y, width: size.width, height: size.height });
      x += size.width + options.gapX;
      tallest = Math.max(tallest, size.height);
    }
    y += tallest;
  });
  let height = y + options.margin;
  const rowBottom = (layer: number): number =>
    Math.max(...boxes.filter((b) => b.layer === layer).map((b) => b.y + b.height));
  const rowTop = (layer: number): number =>
    Math.min(...boxes.filter((b) => b.layer === layer).map((b) => b.y));
  const isRightmost = (box: NodeBox): boolean =>
    boxes.every((b) => b.layer !== box.layer || b.x <= box.x);
  const boxOf = (id: string): NodeBox => {
    const box = boxes.find((b) => b.id === id);
    if (box === undefined) throw new Error(`layoutFlow: no box for "${id}"`);
    return box;
  };

  const routes: EdgeRoute[] = drawn.map((edge) => {
    const from = boxOf(edge.source);
    const to = boxOf(edge.target);
    if (!isLane(edge)) {
      // Several arrows from one box to the next layer leave its bottom side by side, in the
      // order of their targets, and run straight to the target's top.
      const siblings = drawn
        .filter((e) => e.source === edge.source && !isLane(e))
        .sort((a, b) => boxOf(a.target).x - boxOf(b.target).x);
      const k = siblings.indexOf(edge);
      const x1 = from.x + (from.width * (k + 1)) / (siblings.length + 1);
      const x2 = to.x + to.width / 2;
      const y1 = from.y + from.height;
      const y2 = to.y;
      const straight = Math.abs(x1 - x2) < 1;
      const labelLines = options.labelHeight(edge);
      const midX = (x1 + x2) / 2;
      const midY = (y1 + y2) / 2;
      return {
        edge,
        points: [
          [x1, y1],
          [x2, y2],
        ],
        // Beside the arrow, on its outer side; straight arrows get it on the right.
        label: straight
          ? { x: x1 + 10, y: y1 + 14, anchor: 'start' }
          : {
              x: x2 < x1 ? midX - 10 : midX + 10,
              y: midY - labelLines + 9,
              anchor: x2 < x1 ? 'end' : 'start',
            },
        lane: false,
      };
    }
    const lane = laneEdges.indexOf(edge);
    const laneX = options.margin + contentWidth + (lane + 0.5) * options.laneGap;
    // A box that is the rightmost of its row meets the lane at its side; any other box
    // leaves from its bottom (or is entered from its top) to pass under (over) its neighbours.
    const exit: (readonly [number, number])[] = isRightmost(from)
      ? [[from.x + from.width, from.y + from.height / 2]]
      : [
          [from.x + from.width / 2, from.y + from.height],
          [from.x + from.width / 2, rowBottom(from.layer) + 10 + lane * 6],
        ];
    const entry: (readonly [number, number])[] = isRightmost(to)
      ? [[to.x + to.width, to.y + to.height / 2]]
      : [
          [to.x + to.width / 2, rowTop(to.layer) - 10 - lane * 6],
          [to.x + to.width / 2, to.y],
        ];
    const out = exit[exit.length - 1] ?? [laneX, 0];
    const into = entry[0] ?? [laneX, 0];
    return {
      edge,
      points: [...exit, [laneX, out[1]], [laneX, into[1]], ...entry],
      label: { x: laneX - 8, y: (out[1] + into[1]) / 2, anchor: 'end' },
      lane: true,
    };
  });
  // Room for the runs under the last row.
  const lowest = Math.max(
    height - options.margin,
    ...routes.flatMap((r) => r.points.map(([, py]) => py)),
  );
  height = lowest + options.margin;

  return { width, height, boxes, routes };
}
