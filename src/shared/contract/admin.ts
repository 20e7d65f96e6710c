import { z } from 'zod';
import { purchaseCursor, purchaseSchema } from '../credits.js';
import { SUBMISSION_STATUSES } from '../submissions.js';
import { endpoint, idParams, nextPage, okMessageAnswer, pageQuery } from './endpoint.js';
import { comparisonSchema } from './records.js';

// The staff console (role admin): people, their credits and purchases, submissions and the queue's health, graders,
// and the audit log every staff action writes.

export const STAFF_ROLES = ['user', 'grader', 'admin'] as const;

/** A staff action's reason: required, kept in the audit log (and in the ledger for credits). */
export const reasonSchema = z
  .string({ error: 'Give a reason: it is kept in the audit log.' })
  .trim()
  .min(1, 'Give a reason: it is kept in the audit log.')
  .max(300, 'Please keep the reason under 300 characters.');

export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(STAFF_ROLES),
  credits: z.number(),
  verified: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.iso.datetime(),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  /** Who did it, as "First Last (username)". */
  actor: z.string(),
  /** What was done, in words: "role changed from user to grader", "granted 3 credits". */
  action: z.string(),
  /** What it was done to: "user jane_doe", "submission GW-7K3F9Q", "purchase cs_…". */
  target: z.string(),
  reason: z.string(),
});

export const ledgerEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  delta: z.number(),
  kind: z.string(),
  reason: z.string().nullable(),
});

export const adminSubmissionSchema = z.object({
  id: z.string(),
  publicId: z.string(),
  cardName: z.string(),
  cardNumber: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  owner: z.string(),
  /** Who holds the claim now (a pending card), by grader name. */
  heldBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
});

export const queueHealthSchema = z.object({
  waiting: z.number(),
  /** Minutes the oldest waiting card has waited; null when none waits. */
  oldestWaitingMinutes: z.number().nullable(),
  /** Median minutes from sending to result over the cards completed in the last 7 days; null when none. */
  medianResultMinutes: z.number().nullable(),
  completedThisWeek: z.number(),
  /** The FAQ's promise: most results in 1-2 hours, none after 12. */
  promise: z.object({ usualHours: z.number(), mostHours: z.number() }),
});

export const searchUsers = endpoint({
  method: 'GET',
  path: '/api/admin/users',
  summary:
    'Find people by username, e-mail, support ID or the public ID of a card they sent (the start of a username or ' +
    'e-mail is enough)',
  access: 'admin',
  query: z.object({ q: z.string().trim().max(200).default('') }),
  answer: z.object({ users: z.array(adminUserSchema) }),
});
export const userDetail = endpoint({
  method: 'GET',
  path: '/api/admin/users/:id',
  summary:
    'One person: profile and balance (their ledger and purchases are read a page at a time beside it, their ' +
    'submissions are the submissions list with userId, the staff actions on them the audit log with userId)',
  access: 'admin',
  params: idParams,
  answer: z.object({ user: adminUserSchema }),
});
export const userLedger = endpoint({
  method: 'GET',
  path: '/api/admin/users/:id/ledger',
  summary: "A person's credit ledger, newest first, a page at a time",
  access: 'admin',
  params: idParams,
  query: pageQuery(50),
  answer: z.object({ entries: z.array(ledgerEntrySchema), next: nextPage }),
});
export const userPurchases = endpoint({
  method: 'GET',
  path: '/api/admin/users/:id/purchases',
  summary: "A person's purchases, newest first, a page at a time (the cursor is a purchase's sessionId)",
  access: 'admin',
  params: idParams,
  query: pageQuery(50, purchaseCursor),
  answer: z.object({ purchases: z.array(purchaseSchema), next: nextPage }),
});
export const changeRole = endpoint({
  method: 'POST',
  path: '/api/admin/users/:id/role',
  summary: "Change a person's role (user, grader, admin)",
  access: 'admin',
  params: idParams,
  body: z.object({ role: z.enum(STAFF_ROLES, { error: 'Choose user, grader or admin.' }), reason: reasonSchema }),
  answer: okMessageAnswer,
});
export const changeCredits = endpoint({
  method: 'POST',
  path: '/api/admin/users/:id/credits',
  summary: 'Grant credits (a positive number) or remove them (negative), with the reason kept in the ledger',
  access: 'admin',
  params: idParams,
  body: z.object({
    delta: z
      .number({ error: 'Enter a whole number of credits, not 0.' })
      .int('Enter a whole number of credits, not 0.')
      .refine((value) => value !== 0, 'Enter a whole number of credits, not 0.')
      .refine((value) => Math.abs(value) <= 1000, 'At most 1000 credits at once.'),
    reason: reasonSchema,
  }),
  answer: okMessageAnswer,
});
export const disableUser = endpoint({
  method: 'POST',
  path: '/api/admin/users/:id/disable',
  summary: 'Disable an account: its sessions end, and logging in says the account is disabled',
  access: 'admin',
  params: idParams,
  body: z.object({ reason: reasonSchema }),
  answer: okMessageAnswer,
});
export const enableUser = endpoint({
  method: 'POST',
  path: '/api/admin/users/:id/enable',
  summary: 'Enable a disabled account again',
  access: 'admin',
  params: idParams,
  body: z.object({ reason: reasonSchema }),
  answer: okMessageAnswer,
});

export const submissions = endpoint({
  method: 'GET',
  path: '/api/admin/submissions',
  summary:
    "Submissions in any status, newest first (waiting and claimed ones oldest first), a page at a time, and the queue's health",
  access: 'admin',
  query: pageQuery(50).extend({
    status: z.enum(SUBMISSION_STATUSES).optional(),
    /** Only those sent at least this many hours ago. */
    olderThanHours: z.coerce
      .number()
      .min(0)
      .max(24 * 365)
      .optional(),
    /** Only this person's. */
    userId: z.uuid({ error: 'userId must be the id of an account.' }).optional(),
  }),
  answer: z.object({ submissions: z.array(adminSubmissionSchema), next: nextPage, health: queueHealthSchema }),
});
export const queueHealth = endpoint({
  method: 'GET',
  path: '/api/admin/queue-health',
  summary: "The queue's health against the FAQ's promise, alone (the console's front page)",
  access: 'admin',
  answer: z.object({ health: queueHealthSchema }),
});
export const releaseClaim = endpoint({
  method: 'POST',
  path: '/api/admin/submissions/:id/release',
  summary: "Release a grader's claim: the card waits for any grader again",
  access: 'admin',
  params: idParams,
  body: z.object({ reason: reasonSchema }),
  answer: okMessageAnswer,
});
export const cancelSubmission = endpoint({
  method: 'POST',
  path: '/api/admin/submissions/:id/cancel',
  summary: 'Cancel a waiting or claimed card with a reason the collector sees; the credit is refunded',
  access: 'admin',
  params: idParams,
  body: z.object({ reason: reasonSchema }),
  answer: okMessageAnswer,
});

export const refundPurchase = endpoint({
  method: 'POST',
  path: '/api/admin/purchases/:id/refund',
  summary:
    'Refund a purchase through the payments provider; its credits are taken back as far as they are unspent, and ' +
    'the answer says how many were',
  access: 'admin',
  params: idParams,
  body: z.object({ reason: reasonSchema }),
  answer: okMessageAnswer,
});

export const graders = endpoint({
  method: 'GET',
  path: '/api/admin/graders',
  summary: "Each grader's reviews this week, median review time and record from the official results",
  access: 'admin',
  answer: z.object({
    graders: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        username: z.string(),
        role: z.enum(STAFF_ROLES),
        reviewsThisWeek: z.number(),
        /** Median minutes from claim to review over their reviews this week; null when none. */
        medianReviewMinutes: z.number().nullable(),
        record: comparisonSchema.extend({ results: z.number() }),
      }),
    ),
  }),
});

export const audit = endpoint({
  method: 'GET',
  path: '/api/admin/audit',
  summary:
    'Every staff action, newest first, a page at a time: who, when, what, to what, and why (with userId, only ' +
    'those on that account)',
  access: 'admin',
  query: pageQuery(50).extend({
    userId: z.uuid({ error: 'userId must be the id of an account.' }).optional(),
  }),
  answer: z.object({ entries: z.array(auditEntrySchema), next: nextPage }),
});
