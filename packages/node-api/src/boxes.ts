import type { Box, ForgerBox, WithdrawalRequestBox, ZenBox } from './generated/schema.js';

/** The box types of the SDK itself (`isCustom: false`); an application may define more (`CustomBox`). */
export type CoreBox = ZenBox | ForgerBox | WithdrawalRequestBox;

/** The `typeName` of a core box: `'ZenBox'`, `'ForgerBox'` or `'WithdrawalRequestBox'`. */
export type CoreBoxTypeName = CoreBox['typeName'];

/**
 * Narrows a box of `wallet.allBoxes` to one core box type, e.g.
 * `boxes.filter((b) => isBoxOf(b, 'ZenBox'))` is a `ZenBox[]`, whose `proposition.publicKey` is typed.
 *
 * With `boxTypeClass: 'ZenBox'` the node lists only ZenBoxes (its wallet keys the boxes by their exact
 * class), but the document does not tie the field's value to the result's type, so the result stays
 * `Box[]`: this guard narrows it. A custom box never matches, whatever its `typeName`.
 */
export function isBoxOf<T extends CoreBoxTypeName>(box: Box, typeName: T): box is Extract<CoreBox, { typeName: T }> {
  return !box.isCustom && box.typeName === typeName;
}
