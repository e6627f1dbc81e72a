/**
 * Money is integer poisha in the database and taka (a number with at most 2 decimals) on the
 * wire (DESIGN.md section 3). Convert once, at the edge of a module.
 */
export function toPoisha(taka: number): number {
  if (!Number.isFinite(taka)) throw new RangeError(`not an amount: ${taka}`);
  return Math.round(taka * 100);
}

export function toTaka(poisha: number): number {
  if (!Number.isFinite(poisha)) throw new RangeError(`not an amount: ${poisha}`);
  return Math.round(poisha) / 100;
}
