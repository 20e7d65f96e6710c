import type { FastifyRequest } from 'fastify';
import { forbidden } from './errors.js';

/** Addresses of this machine as a socket reports them (IPv4, IPv6, and IPv4 mapped into IPv6). */
export const LOOPBACK_PEER = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
/** A proxy on this machine connects from loopback on behalf of anyone: its requests carry one of these. */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'];

export const THIS_MACHINE_ONLY =
  'The outbox and the test checkout answer only on the machine the service runs on (evaluation mode).';

/**
 * Evaluation mode's tools (the mail outbox, which lists every reset link, and the test checkout, which grants
 * credits without payment) answer only a browser on this machine: the socket's own peer, never an address a
 * header claims, and nothing relayed by a proxy.
 */
export function requireThisMachine(request: FastifyRequest): void {
  const peer = request.raw.socket.remoteAddress ?? '';
  if (!LOOPBACK_PEER.test(peer) || FORWARDED.some((name) => request.headers[name] !== undefined))
    throw forbidden(THIS_MACHINE_ONLY, 'this_machine_only');
}
