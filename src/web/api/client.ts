import { isApiErrorBody } from '../../shared/api';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ReceivedOf } from '../../shared/contract/endpoint';
import { takeEarly } from './early';

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

/**
 * Sends JSON (or a multipart form, whose boundary the browser writes into the content type) to our API and returns
 * the parsed answer, or throws an ApiError with the server's message.
 */
async function requestJson<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response;
  const json = body !== undefined && !(body instanceof FormData);
  try {
    response = await ((method === 'GET' && takeEarly(path)) ||
      fetch(path, {
        method,
        credentials: 'same-origin',
        headers: json ? { 'content-type': 'application/json' } : {},
        body: body === undefined ? null : json ? JSON.stringify(body) : body,
      }));
  } catch {
    throw new ApiError(0, 'network', 'Could not reach Gradewise. Check your connection and try again.');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorFrom(response.status, payload);
  return payload as T;
}

type CallInput<E extends Endpoint> = (E['params'] extends object ? { params: ParamsOf<E> } : object) &
  (E['body'] extends object ? { body: BodyOf<E> } : object) &
  (E['query'] extends object ? { query?: QueryOf<E> } : object);

/** The endpoint's path with its `:name` parameters filled in, and the query's set values after it. */
function pathOf(
  endpoint: Pick<Endpoint, 'path'>,
  params: Record<string, string> = {},
  query: Record<string, unknown> = {},
): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  return search.size > 0 ? `${path}?${search}` : path;
}

/**
 * An endpoint named by its method and path alone, for the calls every page makes: the contract's modules build
 * their schemas when loaded, and importing one would put the validation library into every page's first script.
 * `satisfies Route<typeof contract.x>` holds the literals to the contract's (see api/session.ts).
 */
export type Route<E extends Endpoint> = Pick<E, 'method' | 'path'>;

/**
 * Calls an endpoint of the contract (src/shared/contract): the path, method, body and answer are the ones the
 * server's route uses, so neither side can drift from the other. A POST without a body sends {}.
 */
export function call<E extends Endpoint>(
  endpoint: E | Route<E>,
  ...input: keyof CallInput<E> extends never ? [] : [CallInput<E>]
) {
  const { params, body, query } = (input[0] ?? {}) as {
    params?: Record<string, string>;
    body?: unknown;
    query?: Record<string, unknown>;
  };
  const sent = endpoint.method === 'POST' ? (body ?? {}) : undefined;
  return requestJson<ReceivedOf<E>>(endpoint.method, pathOf(endpoint, params, query), sent);
}

/**
 * Sends a multipart form (a photo) to an endpoint of the contract that takes one (`form`). For a single small file;
 * the card upload uses XMLHttpRequest instead, for its progress (api/submissions.ts).
 */
export function sendForm<E extends Endpoint & { form: object }>(
  endpoint: E,
  params: ParamsOf<E> & Record<string, string>,
  form: FormData,
) {
  return requestJson<ReceivedOf<E>>(endpoint.method, pathOf(endpoint, params), form);
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
