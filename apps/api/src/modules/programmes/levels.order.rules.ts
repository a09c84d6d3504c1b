/**
 * The company's order of levels after a programme asked for `wanted`: the programme's levels take the
 * places its known levels held, in the programme's order; a level new to the company comes right before
 * the known level that follows it in the programme, or right after the programme's last known level
 * (at the end when the programme has none); the other levels keep their places. `current`: every level of the company in its order, the new ones not among them.
 */
export function mergeLevelOrder(current: readonly string[], wanted: readonly string[]): string[] {
  const known = new Set(current);
  const isWanted = new Set(wanted);
  // The programme's list cut after each known level: the chunk that takes that level's place.
  const chunks: string[][] = [];
  let pending: string[] = [];
  for (const id of wanted) {
    pending.push(id);
    if (known.has(id)) {
      chunks.push(pending);
      pending = [];
    }
  }
  const order: string[] = [];
  let next = 0;
  for (const id of current) {
    if (!isWanted.has(id)) {
      order.push(id);
      continue;
    }
    order.push(...(chunks[next] ?? []));
    next += 1;
    // The new levels after the programme's last known one follow it.
    if (next === chunks.length) {
      order.push(...pending);
      pending = [];
    }
  }
  order.push(...pending);
  return order;
}
