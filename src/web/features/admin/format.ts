import type { AdminUser, StaffRole } from '../../api/admin';

// How the console writes what the API gives: roles, names, times, credit changes.

export const ROLE_LABELS: Record<StaffRole, string> = { user: 'User', grader: 'Grader', admin: 'Admin' };

/** A person by name; someone who gave none by their username, so a link never has empty text. */
export const fullName = (user: Pick<AdminUser, 'firstName' | 'lastName' | 'username'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;

export const dateAndTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Minutes in hours and minutes, as the promise is put: '45 min', '3 h 10 min', '26 h'. */
export function hoursAndMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 1) return 'under a minute';
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  return whole % 60 ? `${hours} h ${whole % 60} min` : `${hours} h`;
}

/** The ledger's kinds in words; a kind added later shows as the server names it. */
const LEDGER_KINDS: Record<string, string> = {
  purchase: 'Purchase',
  submission: 'Card sent',
  refund: 'Refund',
  admin: 'Staff change',
};
export const ledgerKind = (kind: string) => LEDGER_KINDS[kind] ?? kind;

/** A change of balance with its sign: '+5', '−2' (a true minus, read as "minus"). */
export const signed = (delta: number) => (delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '0');

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
