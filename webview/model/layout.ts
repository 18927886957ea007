// Card size and the tableau's fan spacing, from the panel's size. Pure arithmetic so that every
// one of the nine layouts is easy to reason about (and to test).

/** Height / width of a card. */
export const CARD_RATIO = 1.4;
/** Space between piles, in card widths. */
export const GAP = 0.12;
/** The waste shows the last cards fanned to the right, this far apart (in card widths). */
export const WASTE_FAN = 0.36;
export const WASTE_SHOWN = 3;
export const WASTE_WIDTH = 1 + WASTE_FAN * (WASTE_SHOWN - 1);
/** Fan offsets in card heights: the usual one, the least that still shows a card's index, a face-down one. */
export const FAN_UP = 0.27;
export const FAN_UP_MIN = 0.19;
export const FAN_DOWN = 0.12;
export const FAN_DOWN_MIN = 0.06;

/** The smallest and largest card width the layout gives, in px. */
export const MIN_CARD = 34;
export const MAX_CARD = 124;

/** The widest row in card widths: the tableau, or stock + waste + a gap + eight foundations. */
export function rowUnits(columns: number): number {
  const tableau = columns + (columns - 1) * GAP;
  const top = 1 + WASTE_WIDTH + 8 + 10 * GAP + 0.3;
  return Math.max(tableau, top);
}

/**
 * The card width for a board `width` × `height` px (without padding) and `columns` columns: the
 * rows fit across, and the top row plus a column of five fanned cards fits down.
 */
export function cardWidth(width: number, height: number, columns: number): number {
  const byWidth = width / rowUnits(columns);
  const byHeight = height > 0 ? height / (CARD_RATIO * (2 + 5 * FAN_UP) + 0.4) : Infinity;
  return Math.max(MIN_CARD, Math.min(MAX_CARD, Math.floor(Math.min(byWidth, byHeight))));
}

export interface Fan {
  /** Offset after a face-up card, and after a face-down card, in px. */
  up: number;
  down: number;
}

/**
 * The fan of one column so that it fits in `available` px of height when possible: the usual
 * spacing, squeezed (face-down cards first) down to a floor that keeps every index readable.
 */
export function columnFan(cards: readonly string[], cardHeight: number, available: number): Fan {
  const up = FAN_UP * cardHeight;
  const down = FAN_DOWN * cardHeight;
  if (cards.length < 2) return { up, down };
  let ups = 0;
  let downs = 0;
  for (let i = 0; i < cards.length - 1; i++) {
    if (cards[i] === '#') downs++;
    else ups++;
  }
  const room = Math.max(0, available - cardHeight);
  if (ups * up + downs * down <= room) return { up, down };
  // Squeeze proportionally, keeping the ratio of face-down to face-up spacing.
  const scale = room / (ups * up + downs * down);
  return {
    up: Math.max(FAN_UP_MIN * cardHeight, up * scale),
    down: Math.max(FAN_DOWN_MIN * cardHeight, down * scale),
  };
}
