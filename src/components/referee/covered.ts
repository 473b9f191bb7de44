/**
 * How far the page must move up for the seats to end above a box drawn at the screen's foot
 * over them (the pad held upright, or Pass, Undo and Redo beside the pad held sideways): the
 * part of the seats it covers, 0 when it covers none or lies beside them.
 */
export function seatsCoveredBy(seats: DOMRect, cover: DOMRect): number {
  const above = seats.right > cover.left && cover.right > seats.left;
  const covered = seats.bottom - cover.top;
  return above && covered > 0.5 ? covered : 0;
}
