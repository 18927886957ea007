// Every field of every message between host and board has bounds: a value just inside is
// accepted, one just outside is refused with a plain reason, so a board (or a host) sending
// nonsense never reaches the game.

import assert from 'node:assert/strict';
import { VARIANT_IDS } from '../../src/engine/index';
import { MoveEffect, VIEW_TYPE, parseHint, parseStepEffects, parseWebviewMessage } from '../../src/protocol';
import { MAX_QUOTED, quoteInput } from '../../src/plain-text';
import manifest from '../../package.json';

const parse = (raw: unknown) => parseWebviewMessage(raw, VARIANT_IDS);

/** Values no count or id may be, whatever its range. */
const NOT_WHOLE = [0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, 1e308, '1', null, true, [1], {}];

describe('protocol: the bounds of every field the board sends', () => {
  it('a move: a string of 1 to 16 characters', () => {
    assert.deepEqual(parse({ type: 'move', move: 't2>t7' }), { type: 'move', move: 't2>t7' });
    assert.deepEqual(parse({ type: 'move', move: 't13>t12:13'.padEnd(16, '0') }).type, 'move');
    for (const move of ['', 'x'.repeat(17), 7, null, undefined, ['t2>t7']]) {
      assert.throws(() => parse({ type: 'move', move }), /not a move string like "t2>t7"/, JSON.stringify(move));
    }
  });

  it('undoSteps: a whole number of 1 or more (0 undoes nothing and is refused)', () => {
    assert.deepEqual(parse({ type: 'undoSteps', count: 1 }), { type: 'undoSteps', count: 1 });
    assert.deepEqual(parse({ type: 'undoSteps', count: 5000 }), { type: 'undoSteps', count: 5000 });
    for (const count of [0, -1, undefined, ...NOT_WHOLE]) {
      assert.throws(() => parse({ type: 'undoSteps', count }), /not a whole number of 1 or more/, String(count));
    }
  });

  it('pong: the number of a ping the host sent (1 or more)', () => {
    assert.deepEqual(parse({ type: 'pong', id: 1 }), { type: 'pong', id: 1 });
    assert.deepEqual(parse({ type: 'pong', id: Number.MAX_SAFE_INTEGER }).type, 'pong');
    for (const id of [0, -3, undefined, ...NOT_WHOLE]) {
      assert.throws(() => parse({ type: 'pong', id }), /answered a ping without its number/, String(id));
    }
  });

  it('playAgain: a game of this extension and a deal number from 1 to 4294967295', () => {
    assert.equal(parse({ type: 'playAgain', variant: 'maria', dealNumber: 1 }).type, 'playAgain');
    assert.equal(parse({ type: 'playAgain', variant: 'maria', dealNumber: 0xffffffff }).type, 'playAgain');
    for (const dealNumber of [0, 0x100000000, undefined, ...NOT_WHOLE]) {
      assert.throws(
        () => parse({ type: 'playAgain', variant: 'maria', dealNumber }),
        /deal number that is not a whole number from 1 to 4294967295/,
        String(dealNumber),
      );
    }
    for (const variant of ['klondike', 7, undefined]) {
      assert.throws(() => parse({ type: 'playAgain', variant, dealNumber: 1 }), /play again an unknown game/);
    }
  });

  it('review: of the game (no id), or of a finished game named by an id of 1 to 100 characters', () => {
    assert.deepEqual(parse({ type: 'review' }), { type: 'review' });
    assert.deepEqual(parse({ type: 'review', id: 'game-1', extra: 1 }), { type: 'review', id: 'game-1' });
    assert.deepEqual(parse({ type: 'review', id: 'x'.repeat(100) }), { type: 'review', id: 'x'.repeat(100) });
    for (const id of ['', 'x'.repeat(101), 7, null, {}, ['game-1']]) {
      assert.throws(() => parse({ type: 'review', id }), /named no game to review/, String(id));
    }
  });

  it('newGame: no game, or one of the nine', () => {
    for (const variant of VARIANT_IDS) assert.deepEqual(parse({ type: 'newGame', variant }), { type: 'newGame', variant });
    for (const variant of ['klondike', '', 3, null]) {
      assert.throws(() => parse({ type: 'newGame', variant }), /asked for an unknown game/, String(variant));
    }
  });
});

describe('protocol: what error messages repeat of a message', () => {
  it('quotes up to 80 characters, cutting longer text with an ellipsis', () => {
    const fits = 'x'.repeat(MAX_QUOTED - 2); // with its quotes, just 80 characters
    assert.equal(quoteInput(fits), `"${fits}"`);
    assert.equal(quoteInput(`${fits}y`), `"${fits.slice(0, MAX_QUOTED - 2)}…`);
    assert.equal(quoteInput(`${fits}y`).length, MAX_QUOTED);
  });

  it('quotes what JSON cannot write: a big integer, a symbol, nothing', () => {
    assert.equal(quoteInput(10n), '10');
    assert.equal(quoteInput(Symbol('x')), 'Symbol(x)');
    assert.equal(quoteInput(undefined), 'undefined');
  });
});

describe('protocol: the board panel', () => {
  it('is the panel VS Code reopens after a reload (package.json activates the extension for it)', () => {
    assert.ok(manifest.activationEvents.includes(`onWebviewPanel:${VIEW_TYPE}`), VIEW_TYPE);
  });
});

describe('protocol: the bounds of the hint the host sends', () => {
  it('a text, and a move of 1 to 16 characters or none', () => {
    assert.equal(parseHint(null), null);
    assert.deepEqual(parseHint({ move: null, text: 'No move helps.' }), { move: null, text: 'No move helps.' });
    assert.deepEqual(parseHint({ move: 't1>t2', text: 'Move it.' }), { move: 't1>t2', text: 'Move it.' });
    assert.equal(parseHint({ move: 'x'.repeat(16), text: '' })?.move, 'x'.repeat(16));
    for (const hint of [
      undefined,
      'hint',
      7,
      { move: 't1>t2' },
      { move: 't1>t2', text: 3 },
      { text: 'Move it.' },
      { move: '', text: 'Move it.' },
      { move: 'x'.repeat(17), text: 'Move it.' },
      { move: 5, text: 'Move it.' },
    ]) {
      assert.throws(() => parseHint(hint), /hint without its text and move/, JSON.stringify(hint));
    }
  });

  it('an offer to undo a whole number of 1 or more steps', () => {
    assert.deepEqual(parseHint({ move: null, text: 'Lost.', undoSteps: 1 }), { move: null, text: 'Lost.', undoSteps: 1 });
    for (const undoSteps of [0, -2, ...NOT_WHOLE]) {
      assert.throws(() => parseHint({ move: null, text: 'Lost.', undoSteps }), /offered to undo .* moves/, String(undoSteps));
    }
  });
});

describe('protocol: the bounds of the step effects the host sends', () => {
  const turn: MoveEffect = { move: 's>w', from: 's', to: 'w', cards: ['7H'], auto: false };
  const reveal: MoveEffect = {
    move: 't3>f',
    from: 't3',
    to: 'f2',
    cards: ['AC'],
    auto: true,
    revealed: { pile: 't3', index: 2, card: 'KD' },
  };
  const effects = (...changes: Partial<Record<keyof MoveEffect, unknown>>[]) =>
    parseStepEffects(
      changes.map((change, i) => ({ ...(i === 0 ? turn : reveal), ...change })),
      [turn.move, reveal.move].slice(0, changes.length),
    );

  it('accepts what the host makes: one effect per move, with the card turned face up', () => {
    assert.deepEqual(effects({}, {}), [turn, reveal]);
    assert.deepEqual(parseStepEffects([], []), []);
    const widest = { ...turn, from: 't20', to: 'f8', cards: Array.from({ length: 104 }, () => 'KS') };
    assert.equal(effects(widest)[0].cards.length, 104);
    assert.equal(effects({}, { revealed: { pile: 't1', index: 103, card: 'AS' } })[1].revealed?.index, 103);
  });

  it('one effect per move of the step, and no more than 2000', () => {
    assert.throws(() => parseStepEffects([turn], []), /1 effects for a step of 0 moves/);
    assert.throws(() => parseStepEffects([], ['s>w']), /0 effects for a step of 1 moves/);
    assert.throws(() => parseStepEffects({ 0: turn }, ['s>w']), /no list of effects/);
    const long = Array.from({ length: 2001 }, () => turn);
    assert.throws(
      () =>
        parseStepEffects(
          long,
          long.map((e) => e.move),
        ),
      /2001 effects for a step of 2001 moves/,
    );
    assert.equal(
      parseStepEffects(
        long.slice(1),
        long.slice(1).map((e) => e.move),
      ).length,
      2000,
    );
  });

  it('each effect of its own move, between piles the board has', () => {
    for (const nothing of [null, undefined, 5, 's>w']) {
      assert.throws(() => parseStepEffects([nothing], ['s>w']), /Move 1 of the step has no effect/, String(nothing));
    }
    assert.throws(() => effects({ move: 'w>s' }), /Move 1 of the step is "s>w", but its effect is of "w>s"/);
    for (const pile of ['t0', 't21', 't1x', 'xs', 'st1', 'f0', 'f9', 'x', '', 3]) {
      assert.throws(() => effects({ from: pile }), /which are not piles/, `from ${pile}`);
      assert.throws(() => effects({ to: pile }), /which are not piles/, `to ${pile}`);
    }
  });

  it('moving 1 to 104 cards, and saying whether it was automatic', () => {
    const bad = [
      [],
      Array.from({ length: 105 }, () => 'KS'),
      ['XX'],
      ['7h'],
      ['xAS'],
      ['ASx'],
      ['7H', 'XX'],
      [['7H']],
      [7],
      '7H',
      undefined,
    ];
    for (const cards of bad) {
      assert.throws(() => effects({ cards }), /moved something that is not a list of cards/, JSON.stringify(cards));
    }
    for (const auto of [undefined, 'yes', 1]) {
      assert.throws(() => effects({ auto }), /does not say whether it was automatic/, String(auto));
    }
  });

  it('turning face up a card of a column, at a place from 0 to 103', () => {
    for (const revealed of [
      null,
      'KD',
      { pile: 's', index: 0, card: 'KD' },
      { pile: 'f1', index: 0, card: 'KD' },
      { pile: 't21', index: 0, card: 'KD' },
      { pile: 't1x', index: 0, card: 'KD' },
      { pile: 'xt3', index: 0, card: 'KD' },
      { pile: 't3', index: -1, card: 'KD' },
      { pile: 't3', index: 104, card: 'KD' },
      { pile: 't3', index: 1.5, card: 'KD' },
      { pile: 't3', index: '2', card: 'KD' },
      { pile: 't3', index: 2, card: '#' },
      { pile: 't3', index: 2 },
    ]) {
      assert.throws(
        () => effects({}, { revealed }),
        /Move 2 of the step turned up something that is not a card in a column/,
        JSON.stringify(revealed),
      );
    }
  });
});
