/**
 * SVG text does not wrap by itself. The pictures wrap their translated labels into lines by
 * a character budget (a font-independent estimate: about 0.55 em per character for the site's
 * sans-serif), so a longer language gets more lines instead of running out of its box.
 */

/**
 * Splits `text` at spaces into lines of at most `maxChars` characters. A word longer than a
 * line breaks after its hyphens ("Vice-" / "president"); a longer word without one stays whole.
 */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  const add = (piece: string, glue: string): void => {
    if (line === '') line = piece;
    else if (line.length + glue.length + piece.length <= maxChars) line += glue + piece;
    else {
      lines.push(line);
      line = piece;
    }
  };
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const parts = word.length > maxChars ? word.split(/(?<=-)/) : [word];
    parts.forEach((part, i) => add(part, i === 0 ? ' ' : ''));
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** How many characters fit in `width` SVG units at `fontSize` (the estimate above). */
export function charsFor(width: number, fontSize: number): number {
  return Math.max(4, Math.floor(width / (fontSize * 0.55)));
}

/** An arrowhead's polygon points at (x, y), pointing along (dx, dy). */
export function arrowHead(x: number, y: number, dx: number, dy: number, size = 8): string {
  const length = Math.hypot(dx, dy) || 1;
  const ux = dx / length;
  const uy = dy / length;
  const bx = x - ux * size;
  const by = y - uy * size;
  const half = size * 0.55;
  const points: [number, number][] = [
    [x, y],
    [bx - uy * half, by + ux * half],
    [bx + uy * half, by - ux * half],
  ];
  return points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ');
}
