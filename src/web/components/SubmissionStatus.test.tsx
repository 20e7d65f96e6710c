import { describe, expect, it } from 'vitest';
import { waitedFor } from './SubmissionStatus';

const now = Date.parse('2026-11-25T12:00:00.000Z');
const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

describe('waitedFor', () => {
  it('says how long a card has waited in minutes, hours, then days', () => {
    expect(waitedFor(ago(0.5), now)).toBe('under a minute');
    expect(waitedFor(ago(1), now)).toBe('1 minute');
    expect(waitedFor(ago(59), now)).toBe('59 minutes');
    expect(waitedFor(ago(60), now)).toBe('1 hour');
    expect(waitedFor(ago(47 * 60 + 59), now)).toBe('47 hours');
    expect(waitedFor(ago(48 * 60), now)).toBe('2 days');
    expect(waitedFor(ago(-5), now)).toBe('under a minute'); // a clock a little ahead
  });
});
