import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/db/client';
import { groupCommit } from '../../src/db/transaction';

// A bare table of its own, so the test depends on nothing but the transaction helpers.
function openWithCounter(): Db {
  const db = openDatabase(':memory:');
  db.$client.exec('CREATE TABLE counter (name TEXT PRIMARY KEY, n INTEGER NOT NULL CHECK (n >= 0))');
  db.$client.exec("INSERT INTO counter VALUES ('rooms', 2)");
  return db;
}

const left = (db: Db) => (db.$client.prepare("SELECT n FROM counter WHERE name = 'rooms'").get() as { n: number }).n;

/** Takes one room, as a booking's reserve does: guarded UPDATE plus a changed-row check. */
function takeRoom(db: Db, marker: string): string {
  const changed = db.$client.prepare("UPDATE counter SET n = n - 1 WHERE name = 'rooms' AND n >= 1").run().changes;
  db.$client.prepare('INSERT INTO counter VALUES (?, 0)').run(marker);
  if (changed !== 1) throw new Error(`sold out for ${marker}`);
  return marker;
}

describe('groupCommit', () => {
  let db: Db | undefined;
  afterEach(() => db?.$client.close());

  it('runs the works of one turn in one transaction, in order, each seeing the ones before', async () => {
    db = openWithCounter();
    const started: boolean[] = [];
    const works = ['a', 'b', 'c'].map((marker) =>
      groupCommit(db!, () => {
        started.push(db!.$client.inTransaction);
        return takeRoom(db!, marker);
      }),
    );
    // Nothing ran yet: the batch starts on the next turn of the event loop.
    expect(started).toEqual([]);
    const outcomes = await Promise.allSettled(works);
    expect(started).toEqual([true, true, true]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((outcomes[2] as PromiseRejectedResult).reason.message).toBe('sold out for c');
    expect(left(db)).toBe(0);
  });

  it('rolls back only the work that threw: its own writes are gone, the others are kept', async () => {
    db = openWithCounter();
    await Promise.allSettled(['a', 'b', 'c'].map((marker) => groupCommit(db!, () => takeRoom(db!, marker))));
    const names = (db.$client.prepare('SELECT name FROM counter ORDER BY name').all() as { name: string }[]).map((r) => r.name);
    expect(names).toEqual(['a', 'b', 'rooms']); // c's marker row went with its savepoint
    expect(db.$client.inTransaction).toBe(false);
  });

  it('refuses a work that returns a promise and keeps none of its writes; the others commit', async () => {
    db = openWithCounter();
    const outcomes = await Promise.allSettled([groupCommit(db, async () => takeRoom(db!, 'a')), groupCommit(db, () => takeRoom(db!, 'b'))]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'fulfilled']);
    expect((outcomes[0] as PromiseRejectedResult).reason.message).toMatch(/must be synchronous/);
    const names = (db.$client.prepare('SELECT name FROM counter ORDER BY name').all() as { name: string }[]).map((r) => r.name);
    expect(names).toEqual(['b', 'rooms']);
    expect(left(db)).toBe(1);
  });

  it('settles every promise only after the batch has committed (both works done by then)', async () => {
    db = openWithCounter();
    const seenAfter: number[] = [];
    await Promise.all(
      ['a', 'b'].map((marker) =>
        groupCommit(db!, () => takeRoom(db!, marker)).then(() => {
          expect(db!.$client.inTransaction).toBe(false);
          seenAfter.push(left(db!));
        }),
      ),
    );
    expect(seenAfter).toEqual([0, 0]);
  });

  it('rejects every work of the batch when the commit itself fails', async () => {
    db = openWithCounter();
    // A deferred foreign-key violation only shows at COMMIT.
    db.$client.exec('PRAGMA foreign_keys = ON');
    db.$client.exec('CREATE TABLE parent (id TEXT PRIMARY KEY)');
    db.$client.exec('CREATE TABLE child (parent_id TEXT REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED)');
    const fine = groupCommit(db, () => takeRoom(db!, 'a'));
    const orphan = groupCommit(db, () => db!.$client.prepare("INSERT INTO child VALUES ('nobody')").run().changes);
    const outcomes = await Promise.allSettled([fine, orphan]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(left(db)).toBe(2);
    expect(db.$client.inTransaction).toBe(false);
  });
});
