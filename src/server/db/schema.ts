import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MEASURED_SIDES } from '../../shared/centering/measured.js';
import type { Box, Corners } from '../../shared/centering/detector/index.js';
import type { CenteringDrawings } from '../../shared/centering/drawing.js';
import type { Mark } from '../../shared/marks.js';
import { COMPANIES, OFFICIAL_RESULT_STATUSES } from '../../shared/official-results.js';
import { SUBMISSION_STATUSES } from '../../shared/submissions.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const ROLES = ['user', 'grader', 'admin'] as const;
export type Role = (typeof ROLES)[number];

// Usernames and e-mails are stored lowercased, so the unique indexes are case-insensitive.
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    credits: integer('credits').notNull().default(0),
    /**
     * The name collectors and other graders see, given with the grader (or admin) role and kept after: "Ann L.", or
     * as much more of the last name as tells two graders apart (accounts/people.ts). Unique, whatever the case.
     */
    graderName: text('grader_name'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(t.username),
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_grader_name_unique').on(sql`lower(${t.graderName})`),
    check('users_staff_named', sql`${t.role} = 'user' or ${t.graderName} is not null`),
    check('users_credits_not_negative', sql`${t.credits} >= 0`),
    check('users_role_known', sql`${t.role} in ('user', 'grader', 'admin')`),
    check('users_username_lowercase', sql`${t.username} = lower(${t.username})`),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

// The cookie holds a random token; only its SHA-256 is stored, so a database leak opens no session.
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id').on(t.userId)],
);

export const VERIFICATION_TYPES = ['email', 'password_reset'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];

// One table for e-mail verification and password reset links: hashed, single-use, expiring.
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: VERIFICATION_TYPES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('verifications_token_hash_unique').on(t.tokenHash), index('verifications_user_id').on(t.userId)],
);

export const LEDGER_KINDS = ['purchase', 'submission', 'refund', 'admin'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

// Every change of a balance is a row here, written in the same transaction; `source` makes retries harmless.
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    delta: integer('delta').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    source: text('source').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('credit_ledger_source_unique').on(t.source), index('credit_ledger_user_id').on(t.userId)],
);

// One row per fulfilled checkout session (Stripe's or the local test checkout's): the key of idempotency.
export const processedPayments = pgTable(
  'processed_payments',
  {
    sessionId: text('session_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    creditsPurchased: integer('credits_purchased').notNull(),
    amountTotal: integer('amount_total').notNull(),
    productName: text('product_name').notNull(),
    /** When staff refunded it through the payments provider (its unspent credits taken back with it). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('processed_payments_user_id').on(t.userId, t.createdAt)],
);

export const TEST_CHECKOUT_STATUSES = ['open', 'complete', 'cancelled', 'refunded'] as const;

// The embedded payments adapter's checkout sessions (no Stripe keys): shaped like Stripe's.
export const testCheckouts = pgTable('test_checkouts', {
  id: text('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  packId: text('pack_id').notNull(),
  credits: integer('credits').notNull(),
  amountTotal: integer('amount_total').notNull(),
  productName: text('product_name').notNull(),
  status: text('status', { enum: TEST_CHECKOUT_STATUSES }).notNull().default('open'),
  createdAt: createdAt(),
});

export { SUBMISSION_STATUSES };
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short and readable (GW-7K3F9Q), shown wherever the collector sees the submission. */
    publicId: text('public_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    cardName: text('card_name').notNull(),
    cardNumber: text('card_number').notNull(),
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('OPEN'),
    inProgressBy: uuid('in_progress_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    // The review's grades, written with it when the card is completed: the orders list, read most, needs one table.
    anticipatedGrade: integer('anticipated_grade'),
    ceilingGrade: integer('ceiling_grade'),
    // Who ended it (the grader's review or cancellation) and when: the grader's history reads these.
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The client's key for this submission: a retried request finds the first one instead of making another. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('submissions_public_id_unique').on(t.publicId),
    uniqueIndex('submissions_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('submissions_user_id').on(t.userId, t.createdAt),
    index('submissions_status').on(t.status, t.createdAt),
    index('submissions_closed_by').on(t.closedBy, t.closedAt),
    check('submissions_status_known', sql`${t.status} in ('OPEN', 'PENDING', 'COMPLETE', 'CANCELLED')`),
    check('submissions_grade_pair', sql`(${t.anticipatedGrade} is null) = (${t.ceilingGrade} is null)`),
  ],
);

export const submissionPhotos = pgTable(
  'submission_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    photoKey: text('photo_key').notNull(),
    /** Storage keys are generated by the server, never taken from the client. */
    originalKey: text('original_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** When the metadata-free JPEG renderings (thumb, display, full) were made; null until the job ran. */
    renderedAt: timestamp('rendered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('submission_photos_key_unique').on(t.submissionId, t.photoKey)],
);

// The automatic centering measurement of a front or back photo; a refusal is stored too (ok false, with a reason).
export const centeringMeasurements = pgTable(
  'centering_measurements',
  {
    photoId: uuid('photo_id')
      .primaryKey()
      .references(() => submissionPhotos.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    side: text('side', { enum: MEASURED_SIDES }).notNull(),
    ok: boolean('ok').notNull(),
    // Double precision: the detector's decimals come back as given (55.1, not real's 55.099998).
    lPct: doublePrecision('l_pct'),
    rPct: doublePrecision('r_pct'),
    tPct: doublePrecision('t_pct'),
    bPct: doublePrecision('b_pct'),
    angleDeg: doublePrecision('angle_deg'),
    /** How far the card's corners lie from the boxes' (see CenteringDetection); null on rows measured before it. */
    slant: doublePrecision('slant'),
    confidence: doublePrecision('confidence').notNull(),
    reason: text('reason'),
    /** In pixels of the upright photo (the full rendering), in the card's de-rotated frame. */
    outerBox: jsonb('outer_box').$type<Box>(),
    innerBox: jsonb('inner_box').$type<Box>(),
    /** The card's corners in the same pixels (see CenteringDetection); null on rows measured before they were kept. */
    corners: jsonb('corners').$type<Corners>(),
    /** The side measured past text printed in its border (see CenteringDetection); null where none was. */
    textInBorder: text('text_in_border', { enum: ['left', 'right', 'top', 'bottom'] }),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('centering_measurements_side_unique').on(t.submissionId, t.side),
    check(
      'centering_measurements_result',
      sql`(${t.ok} and ${t.lPct} is not null and ${t.outerBox} is not null) or (not ${t.ok} and ${t.reason} is not null)`,
    ),
  ],
);

// One review per grader per submission, enforced here; the custom issue note is kept as one of the issues.
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    graderId: uuid('grader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    anticipatedGrade: integer('anticipated_grade').notNull(),
    ceilingGrade: integer('ceiling_grade').notNull(),
    centeringFront: text('centering_front'),
    centeringBack: text('centering_back'),
    rawValue: text('raw_value'),
    gradedValue: text('graded_value'),
    issues: text('issues')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    explanation: text('explanation').notNull().default(''),
    // The grader's marks on the photos (shared/marks.ts), in each photo's own pixels; checked before they are kept.
    marks: jsonb('marks')
      .$type<Mark[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // The centering boxes behind centeringFront/Back (shared/centering/drawing.ts), drawn on the report.
    centeringDrawings: jsonb('centering_drawings')
      .$type<CenteringDrawings>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** When the grader claimed the card for this review (null for reviews before 2026-11-27): the review's time. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_submission_grader_unique').on(t.submissionId, t.graderId),
    check('reviews_anticipated_grade_range', sql`${t.anticipatedGrade} between 1 and 10`),
    check('reviews_ceiling_grade_range', sql`${t.ceilingGrade} between 1 and 10`),
  ],
);

// Links that show a graded card's report to anyone who has them, without signing in. The token is the link's whole
// secret (32 random bytes) and is kept as it is, so the owner can copy the link again; it opens one report and
// nothing else. Revoking keeps the row (revoked_at) so the link answers 404 from then on; a new link is a new token.
export const reportShares = pgTable(
  'report_shares',
  {
    token: text('token').primaryKey(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('report_shares_submission_id').on(t.submissionId)],
);

// Fixed-window counters for rate limits, shared by every process through the database.
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

// Messages from the public contact form; kept so that nothing is lost when e-mail fails.
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

// The official grade a collector reports for a completed order, once the card came back from a grading company.
// One per order; a slab's certificate is reported once (the same slab cannot count twice). Staff check the label
// photo against the certificate and grade; only verified results count in the track record.
export const officialResults = pgTable(
  'official_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    company: text('company', { enum: COMPANIES }).notNull(),
    companyName: text('company_name'),
    /** As the label says it ("9.5", "Authentic"); `gradeValue` is its number for the comparisons (null: Authentic). */
    grade: text('grade').notNull(),
    gradeValue: doublePrecision('grade_value'),
    qualifier: text('qualifier'),
    tagScore: integer('tag_score'),
    certificate: text('certificate').notNull(),
    gradedOn: date('graded_on', { mode: 'string' }).notNull(),
    centeringSubgrade: doublePrecision('centering_subgrade'),
    centeringNote: text('centering_note'),
    labelPhotoKey: text('label_photo_key'),
    status: text('status', { enum: OFFICIAL_RESULT_STATUSES }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('official_results_submission_unique').on(t.submissionId),
    uniqueIndex('official_results_certificate_unique').on(t.company, t.certificate),
    index('official_results_status').on(t.status, t.updatedAt),
    check('official_results_status_known', sql`${t.status} in ('pending', 'verified', 'rejected')`),
  ],
);

// Every change of a reported result, never edited: each save by its owner and each staff decision, with what it
// became (`what`, as people read it) and the whole row as it then was.
export const officialResultChanges = pgTable(
  'official_result_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resultId: uuid('result_id')
      .notNull()
      .references(() => officialResults.id, { onDelete: 'cascade' }),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    byStaff: boolean('by_staff').notNull(),
    what: text('what').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('official_result_changes_result').on(t.resultId, t.createdAt)],
);

// The one reminder to report an official result, per completed order: its row is written before the e-mail is
// queued, so no order is reminded twice whatever the number of processes. Its random token is the unsubscribe
// link's whole secret: it can only stop the reminders of the person it was sent to.
export const resultReminders = pgTable(
  'result_reminders',
  {
    submissionId: uuid('submission_id')
      .primaryKey()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('result_reminders_token_unique').on(t.token)],
);

// Collectors who asked for no more reminders (the unsubscribe link in the reminder).
export const reminderOptOuts = pgTable('reminder_opt_outs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

// Every staff action (role, credits, disabling, claims released, cancellations, refunds, official results checked):
// who, when, what, to what and why. Written in the same transaction as the change it records; a trigger refuses any
// update or delete (migration 0013), so the log cannot be edited, not even by the app.
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** What was done, in words people read: "role changed from user to grader". */
    action: text('action').notNull(),
    targetType: text('target_type', { enum: ['user', 'submission', 'purchase', 'official result'] }).notNull(),
    targetId: text('target_id').notNull(),
    /** The target as people know it: a username, a submission's public id, a checkout id. */
    targetLabel: text('target_label').notNull(),
    reason: text('reason').notNull(),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created').on(t.createdAt), index('audit_log_target').on(t.targetType, t.targetId)],
);
