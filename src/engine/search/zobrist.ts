// Zobrist keys for the solver's state hash, as 2 × 32-bit halves (no BigInt in the hot path).
//
// Every key is a fixed pseudo-random number, generated once from a constant seed (splitmix32),
// so hashes are the same in every run and no Math.random is involved.
//
// Why the keys are per (pile kind, depth in the pile, card) and not per card: the two copies of
// a card are the same number in the engine, and a plain per-card XOR hash would let the two
// copies cancel out (x ^ x = 0) — a column holding both 7H would hash like one holding neither.
// Keying by the depth of the card in its pile makes each placement a different key, so two
// copies at different depths never cancel, and XOR over one pile is a hash of its exact content.

/** Deepest pile the keys cover: a column can never hold more than every card. */
export const MAX_DEPTH = 105;
/** Card codes in a column: 0..51 face up, 52..103 face down. */
export const COLUMN_CODES = 104;

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

function keys(count: number, seed: number): Uint32Array {
  const next = splitmix32(seed);
  const table = new Uint32Array(count);
  for (let i = 0; i < count; i++) table[i] = next();
  return table;
}

/** Column keys: [depth * 104 + code], low and high halves. */
export const COLUMN_LO = keys(MAX_DEPTH * COLUMN_CODES, 0x1234567);
export const COLUMN_HI = keys(MAX_DEPTH * COLUMN_CODES, 0x2345678);
/** Stock and waste keys: [depth * 52 + card]. */
export const STOCK_LO = keys(MAX_DEPTH * 52, 0x3456789);
export const STOCK_HI = keys(MAX_DEPTH * 52, 0x456789a);
export const WASTE_LO = keys(MAX_DEPTH * 52, 0x56789ab);
export const WASTE_HI = keys(MAX_DEPTH * 52, 0x6789abc);
/**
 * Foundation keys per suit and the two ranks of its foundations in canonical order
 * ([suit * 196 + low * 14 + high], low ≤ high): which of the suit's two foundations holds
 * which rank makes no difference to the game, so both orders get the same key.
 */
export const FOUND_LO = keys(4 * 196, 0x789abcd);
export const FOUND_HI = keys(4 * 196, 0x89abcde);
/** Redeals left (Little Forty). */
export const REDEAL_LO = keys(8, 0x9abcdef);
export const REDEAL_HI = keys(8, 0xabcdef1);
