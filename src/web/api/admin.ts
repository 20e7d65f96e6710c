import * as api from '../../shared/contract/admin';
import type { ReceivedOf } from '../../shared/contract/endpoint';
import { call } from './client';

// The staff console (admins only). Every action takes the reason kept in the audit log and answers with a message
// written for the member of staff.

export type StaffRole = (typeof api.STAFF_ROLES)[number];
export type AdminUser = ReceivedOf<typeof api.searchUsers>['users'][number];
export type UserDetail = ReceivedOf<typeof api.userDetail>;
export type LedgerPage = ReceivedOf<typeof api.userLedger>;
export type LedgerEntry = LedgerPage['entries'][number];
export type AdminPurchase = ReceivedOf<typeof api.userPurchases>['purchases'][number];
export type AuditPage = ReceivedOf<typeof api.audit>;
export type AuditEntry = AuditPage['entries'][number];
export type SubmissionsAnswer = ReceivedOf<typeof api.submissions>;
export type AdminSubmission = SubmissionsAnswer['submissions'][number];
export type QueueHealth = SubmissionsAnswer['health'];
export type SubmissionStatus = AdminSubmission['status'];
export type GraderFigures = ReceivedOf<typeof api.graders>['graders'][number];
export type SubmissionFilter = {
  status?: SubmissionStatus | undefined;
  olderThanHours?: number | undefined;
  /** Only one person's (their page in the console). */
  userId?: string | undefined;
};

/** People whose username or e-mail starts with `q`, or whose support ID is `q`. */
export const searchUsers = (q: string) => call(api.searchUsers, { query: { q } });

export const fetchUserDetail = (id: string) => call(api.userDetail, { params: { id } });

/** A page of a person's ledger or purchases, newest first, after the entry `after` (a purchase's session id). */
export const fetchLedger = (id: string, after?: string) => call(api.userLedger, { params: { id }, query: { after } });
export const fetchUserPurchases = (id: string, after?: string) =>
  call(api.userPurchases, { params: { id }, query: { after } });

export const changeRole = (id: string, role: StaffRole, reason: string) =>
  call(api.changeRole, { params: { id }, body: { role, reason } });

/** A positive `delta` grants credits, a negative one removes them. */
export const changeCredits = (id: string, delta: number, reason: string) =>
  call(api.changeCredits, { params: { id }, body: { delta, reason } });

export const disableUser = (id: string, reason: string) => call(api.disableUser, { params: { id }, body: { reason } });

export const enableUser = (id: string, reason: string) => call(api.enableUser, { params: { id }, body: { reason } });

/** A page of the submissions under the filter (after the one whose id is `after`), and the queue's health. */
export const fetchSubmissions = (filter: SubmissionFilter, after?: string) =>
  call(api.submissions, { query: { ...filter, after } });
export const fetchQueueHealth = () => call(api.queueHealth);

export const releaseClaim = (submissionId: string, reason: string) =>
  call(api.releaseClaim, { params: { id: submissionId }, body: { reason } });

export const cancelSubmission = (submissionId: string, reason: string) =>
  call(api.cancelSubmission, { params: { id: submissionId }, body: { reason } });

/** A purchase is named by its checkout session. */
export const refundPurchase = (sessionId: string, reason: string) =>
  call(api.refundPurchase, { params: { id: sessionId }, body: { reason } });

export const fetchGraders = () => call(api.graders);

/** A page of the audit log, or of the staff actions on one person's account. */
export const fetchAudit = (after?: string, userId?: string) => call(api.audit, { query: { after, userId } });
