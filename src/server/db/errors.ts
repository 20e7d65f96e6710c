/** The constraint a unique violation hit, whichever driver raised it (drizzle wraps the driver's error). */
export function uniqueViolation(error: unknown): string | null {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return null;
}

/** True when a CHECK constraint refused the change (for example a balance going below zero). */
export function checkViolation(error: unknown, name: string): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === '23514' && constraint === name) return true;
  }
  return false;
}
