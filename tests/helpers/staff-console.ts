import type {
  AdminPurchase,
  AdminSubmission,
  AdminUser,
  LedgerEntry,
  QueueHealth,
  UserDetail,
} from '../../src/web/api/admin';

// Answers of the staff console's API for its tests, changed where a test says.

export const sampleUser = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u7',
  username: 'ada_l',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'user',
  credits: 3,
  verified: true,
  disabled: false,
  createdAt: '2025-06-01T09:00:00.000Z',
  ...overrides,
});

export const sampleHealth = (overrides: Partial<QueueHealth> = {}): QueueHealth => ({
  waiting: 4,
  oldestWaitingMinutes: 95,
  medianResultMinutes: 70,
  completedThisWeek: 31,
  promise: { usualHours: 2, mostHours: 12 },
  ...overrides,
});

export const sampleSubmission = (overrides: Partial<AdminSubmission> = {}): AdminSubmission => ({
  id: 's1',
  publicId: 'GW-7K3F9Q',
  cardName: 'Charizard',
  cardNumber: '4/102',
  status: 'OPEN',
  owner: 'Ada Lovelace',
  heldBy: null,
  createdAt: '2025-07-01T10:00:00.000Z',
  closedAt: null,
  ...overrides,
});

export const sampleDetail = (overrides: Partial<UserDetail> = {}): UserDetail => ({ user: sampleUser(), ...overrides });

export const sampleLedgerEntry = (overrides: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: 'l1',
  at: '2025-06-02T09:00:00.000Z',
  delta: 5,
  kind: 'purchase',
  reason: null,
  ...overrides,
});

export const samplePurchase = (overrides: Partial<AdminPurchase> = {}): AdminPurchase => ({
  sessionId: 'cs_test_1',
  productName: '5 Credits',
  creditsPurchased: 5,
  amountTotal: 1499,
  createdAt: '2025-06-02T09:00:00.000Z',
  refundedAt: null,
  ...overrides,
});

/** A request the page made, with its JSON body. */
export type SentRequest = { url: string; method: string; body: unknown };

export const recorded = (requests: SentRequest[], url: string, init?: RequestInit) =>
  requests.push({
    url,
    method: init?.method ?? 'GET',
    body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
  });
