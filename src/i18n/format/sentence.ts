/**
 * A sentence with its full stop: the messages come without one (a verdict is also shown as a
 * label), and a line that tells one ends with it. A text that ends with a stop, a colon, an
 * ellipsis, or a stop inside the closing quote of a quotation is left as it is.
 */
export function sentence(text: string): string {
  const t = text.trim();
  return /[.!?:…][”“’"»]?$/.test(t) ? t : `${t}.`;
}
