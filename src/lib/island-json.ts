/**
 * An island's plain-data props as one JSON text. Astro writes each value of an island's props
 * into the page in a tagged form of its own and revives them one by one, and @astrojs/solid-js
 * then puts the props into a Solid store, which walks every nested value once and reads each
 * through a proxy: for the several hundred words of the referee or the practice table that was
 * a profiled 20 ms of the hydration task on a CPU slowed 4×. One string travels whole, and the
 * island's entry parses it once into a plain object (the words never change on a page).
 */
declare const carried: unique symbol;

/** A JSON text that holds a `T`. */
export type IslandJson<T> = string & { readonly [carried]: T };

export function toIslandJson<T>(value: T): IslandJson<T> {
  return JSON.stringify(value) as IslandJson<T>;
}

export function fromIslandJson<T>(text: IslandJson<T>): T {
  return JSON.parse(text) as T;
}
