/** Where the house-rules panel keeps the last choice (a module of its own: the panel's
 * hydration directive, inlined in the page, reads it without the storage code). */
export const STORAGE_KEY = 'president.house-rules';
