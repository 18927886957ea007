// Motion after a snapshot: cards that just arrived fade and settle in, cards just turned face up
// flip. Kept apart from the board so that flying cards can replace it later without touching
// the rendering. Nothing runs when animations are off or the player prefers reduced motion.

import type { Snapshot } from '../src/protocol';
import { parseMove } from './moves';

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const ARRIVE: Keyframe[] = [
  { opacity: 0.2, transform: 'translateY(-10px) scale(0.96)' },
  { opacity: 1, transform: 'none' },
];
const FLIP: Keyframe[] = [{ transform: 'rotateY(90deg)' }, { transform: 'none' }];

/** Animates what the last step of `next` changed (forward steps only: moves and redos). */
export function animateStep(root: HTMLElement, previous: Snapshot | null, next: Snapshot, skipMove: string | null): void {
  if (!previous || (next.lastAction !== 'move' && next.lastAction !== 'redo')) return;
  const cardsOf = (pile: string) => [...root.querySelectorAll<HTMLElement>(`[data-pile="${pile}"] > .card`)];
  const arrived = new Set<HTMLElement>();
  for (const text of next.lastStep) {
    const m = parseMove(text);
    if (!m || text === skipMove) continue;
    if (m.to[0] === 't') cardsOf(m.to).slice(-m.count).forEach((el) => arrived.add(el));
    else if (m.to === 'w') cardsOf('w').slice(-Math.min(next.cardsPerTurn, 3)).forEach((el) => arrived.add(el));
  }
  next.foundations.forEach((top, i) => {
    if (top && top !== previous.foundations[i] && !(skipMove && next.lastStep.length === 1)) {
      cardsOf(`f${i + 1}`).forEach((el) => arrived.add(el));
    }
  });
  arrived.forEach((el) => el.animate(ARRIVE, { duration: 180, easing: 'ease-out' }));
  // Cards turned face up by the step.
  next.tableau.forEach((column, c) => {
    const before = previous.tableau[c] ?? [];
    column.forEach((card, k) => {
      if (card !== '#' && before[k] === '#') cardsOf(`t${c + 1}`)[k]?.animate(FLIP, { duration: 220, easing: 'ease-out' });
    });
  });
}
