/**
 * What a saved game's store needs of the browser's `window`: its `storage` events, by which a
 * tab hears another tab's saves (the referee's store and the practice table's session; tests
 * pass a stand-in).
 */
export interface StorageEvents {
  addEventListener(
    type: 'storage',
    listener: (event: { readonly key: string | null }) => void,
  ): void;
  removeEventListener(
    type: 'storage',
    listener: (event: { readonly key: string | null }) => void,
  ): void;
}
