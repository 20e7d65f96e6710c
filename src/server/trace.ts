import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of work started from, carried through the jobs it sends (and the jobs those send), so that one
 * grep for a request id shows a submission's whole life: the upload, its renderings, its measurement, its e-mails.
 */
const current = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request (or of the job's first request) the running code serves; undefined outside one. */
export const currentRequestId = (): string | undefined => current.getStore()?.requestId;

/** Runs `work`, and everything it starts, as part of the request `requestId`. */
export const runTraced = <T>(requestId: string, work: () => T): T => current.run({ requestId }, work);
