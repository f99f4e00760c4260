import type { ItemRef } from './boards.ts';
import type { HuntData } from './schema.ts';

/** Name and picture of a fruit or decoy, for the boards. */
export function describeItem(item: ItemRef, data: HuntData): { name: string; emoji: string } {
  const found =
    item.kind === 'fruit'
      ? data.fruits.find((f) => f.id === item.id)
      : data.decoys.find((d) => d.id === item.id);
  return found ? { name: found.name, emoji: found.emoji } : { name: item.id, emoji: '❔' };
}
