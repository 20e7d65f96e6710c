import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

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
const common = new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));

export const isCommonPassword = (password: string) => common.has(password.toLowerCase());
