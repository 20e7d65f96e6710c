import { describe, expect, it } from 'vitest';
import { createKeptReads } from './kept-reads.js';

type Read = { user: string; lastSeenAt: number };
const readOf = (user: string): Read => ({ user, lastSeenAt: 0 });

describe('the reads kept in memory', () => {
  it('keep a read for their lifetime, then ask again', () => {
    const kept = createKeptReads<Read>({ lifetimeMs: 1000 });
    kept.store('a', 'u1', readOf('u1'), kept.ticket(), 0);
    expect(kept.get('a', 999)?.user).toBe('u1');
    expect(kept.get('a', 1000)).toBeUndefined();
  });

  it('forget every read of a group that changed, and only those', () => {
    const kept = createKeptReads<Read>({ lifetimeMs: 1000 });
    kept.store('a', 'u1', readOf('u1'), kept.ticket(), 0);
    kept.store('b', 'u1', readOf('u1'), kept.ticket(), 0);
    kept.store('c', 'u2', readOf('u2'), kept.ticket(), 0);
    kept.forget('u1');
    expect([kept.get('a', 1), kept.get('b', 1)]).toEqual([undefined, undefined]);
    expect(kept.get('c', 1)?.user).toBe('u2');
    kept.forgetAll();
    expect(kept.get('c', 1)).toBeUndefined();
  });

  it('do not keep a read that began before a change: it may hold what the change replaced', () => {
    const kept = createKeptReads<Read>({ lifetimeMs: 1000 });
    const ticket = kept.ticket(); // the database read starts...
    kept.forget('u1'); // ...the account changes and commits...
    kept.store('a', 'u1', readOf('u1'), ticket, 0); // ...and the (old) read arrives
    expect(kept.get('a', 1)).toBeUndefined();
    kept.store('a', 'u1', readOf('u1'), kept.ticket(), 0);
    expect(kept.get('a', 1)).toBeDefined();
  });

  it("keep nothing of a group while this process's own change is on its way to the commit", () => {
    const kept = createKeptReads<Read>({ lifetimeMs: 60_000 });
    const now = Date.now();
    kept.hold('u1', 'credits:u1', 60_000); // made, not yet committed: a read now finds the old value
    kept.hold('u1', 'submissions:u1', 60_000); // and another change of the same group
    kept.store('a', 'u1', readOf('u1'), kept.ticket(), now);
    kept.store('b', 'u2', readOf('u2'), kept.ticket(), now);
    expect(kept.get('a', now)).toBeUndefined();
    expect(kept.get('b', now)?.user).toBe('u2');
    kept.release('u1', 'credits:u1'); // the first one's notice is back; the second is still on its way
    kept.store('a', 'u1', readOf('u1'), kept.ticket(), now);
    expect(kept.get('a', now)).toBeUndefined();
    kept.release('u1', 'submissions:u1');
    kept.store('a', 'u1', readOf('u1'), kept.ticket(), now);
    expect(kept.get('a', now)?.user).toBe('u1');
  });

  it('end a hold by itself when no notice comes (the change was rolled back)', () => {
    const kept = createKeptReads<Read>({ lifetimeMs: 60_000 });
    kept.hold('u3', 'credits:u3', 1);
    const later = Date.now() + 2;
    kept.store('c', 'u3', readOf('u3'), kept.ticket(), later);
    expect(kept.get('c', later)?.user).toBe('u3');
  });

  it('make one read for the requests that find nothing kept at once, unless a change came in between', async () => {
    const kept = createKeptReads<Read>({ lifetimeMs: 60_000 });
    let reads = 0;
    const waiting: (() => void)[] = [];
    const slowRead = () =>
      new Promise<Read>((resolve) => {
        const value = readOf(`u${(reads += 1)}`);
        waiting.push(() => resolve(value));
      });
    const finish = () => waiting.forEach((resolve) => resolve());
    const [one, two] = [kept.through('a', 'g', slowRead), kept.through('a', 'g', slowRead)];
    kept.forget('g');
    const three = kept.through('a', 'g', slowRead); // began after the change: not given the older read
    finish();
    expect([(await one).user, (await two).user, (await three).user]).toEqual(['u1', 'u1', 'u2']);
  });

  it('hold at most maxEntries, dropping the oldest', () => {
    const kept = createKeptReads<Read>({ lifetimeMs: 1000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) kept.store(key, key, readOf(key), kept.ticket(), 0);
    expect(kept.get('a', 1)).toBeUndefined();
    expect(kept.get('c', 1)).toBeDefined();
  });

  it('let reads past their lifetime go when the next is stored, keeping only what was read lately', () => {
    const kept = createKeptReads<Read>({ lifetimeMs: 1000 });
    kept.store('a', 'u1', readOf('u1'), kept.ticket(), 0);
    kept.store('b', 'u2', readOf('u2'), kept.ticket(), 500);
    kept.store('c', 'u3', readOf('u3'), kept.ticket(), 1200);
    expect(kept.size()).toBe(2); // 'a' is gone from memory, not only from get()
    kept.store('a', 'u1', readOf('u1'), kept.ticket(), 1200);
    kept.store('d', 'u4', readOf('u4'), kept.ticket(), 1600);
    expect(kept.size()).toBe(3);
    expect(['a', 'b', 'c', 'd'].map((key) => kept.get(key, 1600)?.user)).toEqual(['u1', undefined, 'u3', 'u4']);
  });

  it('forget a key stored again under another group with that group', () => {
    const kept = createKeptReads<Read>({ lifetimeMs: 1000 });
    kept.store('a', 'u1', readOf('u1'), kept.ticket(), 0);
    kept.store('a', 'u2', readOf('u2'), kept.ticket(), 0);
    kept.forget('u1');
    expect(kept.get('a', 1)?.user).toBe('u2');
    kept.forget('u2');
    expect(kept.get('a', 1)).toBeUndefined();
  });

  it('give back the kept object, so that a touch written to it is seen by the next request', () => {
    const kept = createKeptReads<Read>({ lifetimeMs: 1000 });
    const value = kept.store('a', 'u1', readOf('u1'), kept.ticket(), 0);
    value.lastSeenAt = 500;
    expect(kept.get('a', 1)?.lastSeenAt).toBe(500);
  });

  it('read once through, then give the kept value; a read that raced a change is given but not kept', async () => {
    const kept = createKeptReads<Read>({ lifetimeMs: 60_000 });
    let reads = 0;
    const read = async () => readOf(`u${(reads += 1)}`);
    expect((await kept.through('a', 'g', read)).user).toBe('u1');
    expect((await kept.through('a', 'g', read)).user).toBe('u1');
    kept.forget('g');
    const racing = kept.through('a', 'g', async () => {
      kept.forget('g'); // the change lands while the read is under way
      return read();
    });
    expect((await racing).user).toBe('u2');
    expect((await kept.through('a', 'g', read)).user).toBe('u3');
    expect(reads).toBe(3);
  });
});
