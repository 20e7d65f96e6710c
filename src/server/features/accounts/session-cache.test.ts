import { describe, expect, it } from 'vitest';
import { createSessionCache, type CachedSession } from './session-cache.js';
import type { SignedInUser } from './sessions.js';

const sessionOf = (userId: string): CachedSession => ({
  user: { id: userId, role: 'user' } as SignedInUser,
  lastSeenAt: 0,
  expiresAt: Number.MAX_SAFE_INTEGER,
});

describe('the sessions kept in memory', () => {
  it('keep a read for their lifetime, then ask again', () => {
    const cache = createSessionCache({ lifetimeMs: 1000 });
    cache.store('a', sessionOf('u1'), cache.ticket(), 0);
    expect(cache.get('a', 999)?.user.id).toBe('u1');
    expect(cache.get('a', 1000)).toBeUndefined();
  });

  it('forget every session of an account that changed, and only those', () => {
    const cache = createSessionCache();
    cache.store('a', sessionOf('u1'), cache.ticket(), 0);
    cache.store('b', sessionOf('u1'), cache.ticket(), 0);
    cache.store('c', sessionOf('u2'), cache.ticket(), 0);
    cache.forgetUser('u1');
    expect([cache.get('a', 1), cache.get('b', 1)]).toEqual([undefined, undefined]);
    expect(cache.get('c', 1)?.user.id).toBe('u2');
  });

  it('do not keep a read that began before a change: it may hold what the change replaced', () => {
    const cache = createSessionCache();
    const ticket = cache.ticket(); // the database read starts...
    cache.forgetUser('u1'); // ...the account changes and commits...
    cache.store('a', sessionOf('u1'), ticket, 0); // ...and the (old) read arrives
    expect(cache.get('a', 1)).toBeUndefined();
    cache.store('a', sessionOf('u1'), cache.ticket(), 0);
    expect(cache.get('a', 1)).toBeDefined();
  });

  it('hold at most maxEntries, dropping the oldest', () => {
    const cache = createSessionCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.store(key, sessionOf(key), cache.ticket(), 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBeDefined();
  });

  it('give back the kept object, so that a touch written to it is seen by the next request', () => {
    const cache = createSessionCache();
    const kept = cache.store('a', sessionOf('u1'), cache.ticket(), 0);
    kept.lastSeenAt = 500;
    expect(cache.get('a', 1)?.lastSeenAt).toBe(500);
  });
});
