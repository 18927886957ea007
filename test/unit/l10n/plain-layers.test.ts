// The plain layers speak the player's language when the host hands its translator: the refusal of
// a move, a damaged entry of a record, the set-aside list's own reason and the solver's refusal.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { newRecord, planMove, play, replay } from '../../../src/engine/index';
import { ENGLISH, L10n, formatMessage } from '../../../src/l10n';
import { droppedText, readShare } from '../../../src/records/share';
import { SetAsideList, setAsideItems } from '../../../src/store/set-aside';
import { SolverClient } from '../../../src/solver/client';
import { GameSession } from '../../../src/game/session';
import { gameWords } from '../../../src/game/game-words';
import { InMemoryMemento } from '../fakes';
import { craftDeck } from '../engine/helpers';

const ROOT = path.resolve(__dirname, '../../..');
const bundle = JSON.parse(readFileSync(path.join(ROOT, 'l10n', 'bundle.l10n.de.json'), 'utf8')) as Record<string, string>;
/** German as vscode.l10n looks it up (a message missing from the bundle would stay English). */
const GERMAN: L10n = {
  t: (
    message: string | { message: string; args: (string | number | boolean)[]; comment: string },
    ...args: (string | number | boolean)[]
  ) =>
    typeof message === 'string'
      ? formatMessage(bundle[message] ?? message, args)
      : formatMessage(bundle[`${message.message}/${message.comment}`] ?? message.message, message.args),
  language: 'de',
};

describe('the plain layers in German', () => {
  it('refuse a move in German, the card names too', () => {
    const deck = craftDeck('forty-thieves', { columns: { 1: ['9S'], 2: ['8H'] } });
    const game = replay(newRecord('forty-thieves', { deck }));
    assert.throws(() => planMove(game, 't2>t1', GERMAN), /^Error: Ungültiger Zug t2>t1: .*Herz-Acht/);
    assert.throws(() => planMove(game, 't2>t1'), /^Error: Illegal move t2>t1: /);
    assert.throws(() => play(game, 't2>t1'), /^Error: Illegal move t2>t1: /, 'replays and tests stay English');
  });

  it('say what is wrong with an entry of a record in German', () => {
    const read = readShare({ version: 1, id: 'w', revision: 0, resetAt: 0, games: [{}], daily: 'x' }, GERMAN);
    assert.ok(typeof read !== 'string');
    assert.deepEqual(
      read.dropped.map((d) => droppedText(d, GERMAN)),
      [
        'Partie 1: sie hat keine ID (Buchstaben, Ziffern, „-“, „_“, „:“ oder „.“, bis zu 100)',
        'die Liste der Tagesergebnisse: das ist keine Liste',
      ],
    );
    assert.equal(readShare(7, GERMAN), 'das ist keine Aufzeichnung');
  });

  it("keep a damaged set-aside list's reason in English and show it in German", async () => {
    const store = new InMemoryMemento();
    await store.update('aside', 'not a list');
    const list = new SetAsideList(store, 'aside', 'aside', undefined);
    assert.match(list.entries()[0].reason, /^the list of data kept aside was damaged/);
    const [item] = await setAsideItems([{ title: 'Spiele', list }], GERMAN);
    assert.match(item.label, /^Spiele: die Liste der beiseitegelegten Daten war beschädigt/);
    await assert.rejects(list.readFile('x', GERMAN), /^Error: Es gibt keinen Ordner/);
  });

  it('refuse a search in German once the solver is shut down', async () => {
    const client = new SolverClient({ startThread: () => assert.fail('no thread is started'), l10n: GERMAN });
    await client.dispose();
    assert.throws(() => client.start({} as never), /^Error: Der Löser wurde beendet$/);
    assert.equal(ENGLISH.t('The solver has been shut down'), 'The solver has been shut down');
  });

  it('say in German that there is nothing to undo or redo (Undo from the palette on a new deal)', () => {
    const session = GameSession.start('streets', { number: 7 });
    assert.throws(() => session.undo(gameWords(GERMAN)), /^Error: Nichts rückgängig zu machen$/);
    assert.throws(() => session.redo(gameWords(GERMAN)), /^Error: Nichts zu wiederholen$/);
    assert.throws(() => session.undo(), /^Error: Nothing to undo$/);
  });
});
