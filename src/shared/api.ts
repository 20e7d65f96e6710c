/** Every failed API call answers with this body; `message` is safe to show to the user. */
export type ApiErrorBody = { error: { code: string; message: string } };

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = value.error;
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';
}
