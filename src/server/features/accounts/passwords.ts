import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { accountTexts, containsAccountName, isRepeatedPassword } from '../../../shared/accounts.js';

// OWASP's argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane. (2 is Algorithm.Argon2id, a const enum.)
const ARGON2 = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Spent on logins for unknown accounts, so that they take as long as a wrong password on a real one.
let dummyHash: Promise<string> | null = null;
export async function spendPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('gradewise-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}

// About 49,000 of the most used passwords, shipped with @zxcvbn-ts/language-common.
const common = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

export const isCommonPassword = (password: string) => common.has(password.toLowerCase());

// The words of this site that a guesser tries first, alongside the person's own details.
const SITE_WORDS = ['gradewise', 'grade', 'grading'];
// zxcvbn's scale: 3 is "safely unguessable" against online attacks (about 10^8 guesses), what we ask for.
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | null = null;
// Built on first use, so a process doesn't rank the dictionaries at start-up. Levenshtein matching stays off: it
// costs about a quarter of a second a check, and the near-misses it finds are mostly caught by the l33t matcher.
const strengthEstimator = () =>
  (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, useLevenshteinDistance: false }));

export type PasswordOwner = { username?: string; email?: string; firstName?: string; lastName?: string };

/** Why a new password would be easy to guess, in words for its owner; null when it is fine. */
export function passwordWeakness(password: string, owner: PasswordOwner): string | null {
  if (isRepeatedPassword(password)) return accountTexts.passwordRepeated;
  if (containsAccountName(password, owner)) return accountTexts.passwordPersonal;
  if (isCommonPassword(password)) return accountTexts.passwordCommon;
  const emailParts = owner.email?.split(/[@.+_-]/) ?? [];
  const userInputs = [owner.username, owner.email, owner.firstName, owner.lastName, ...emailParts, ...SITE_WORDS];
  const result = strengthEstimator().check(
    password,
    userInputs.filter((word): word is string => Boolean(word && word.length >= 3)),
  );
  if (result.score >= MIN_SCORE) return null;
  if (result.feedback.warning === 'userInputs') return accountTexts.passwordLikeAccount;
  if (result.feedback.warning === 'similarToCommon') return accountTexts.passwordLikeCommon;
  return accountTexts.passwordWeak;
}
