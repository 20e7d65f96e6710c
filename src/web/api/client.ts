import { isApiErrorBody } from '../../shared/api';

/** A failed call; `message` comes from the server's error body and is written for the user. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Sends JSON to our API and returns the parsed answer, or throws an ApiError with the server's message. */
export async function requestJson<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network', 'Could not reach Gradewise. Check your connection and try again.');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorFrom(response.status, payload);
  return payload as T;
}

/** The error a failed answer stands for: the server's own code and words, or a plain one for a foreign body. */
export function apiErrorFrom(status: number, payload: unknown): ApiError {
  if (isApiErrorBody(payload)) return new ApiError(status, payload.error.code, payload.error.message);
  return new ApiError(status, 'http', `The server answered ${status}.`);
}

/** The server's own words for an expected failure; for anything else the screen's fallback text. */
export function userMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 ? error.message : fallback;
}
