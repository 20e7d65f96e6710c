import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import * as api from '../../../shared/contract/service.js';
import type { Database } from '../../db/client.js';
import type { EventHub, UserTopic } from '../../events.js';
import { routeOther } from '../../http/contract.js';
import type { Metrics } from '../../metrics.js';
import { requireUser } from '../accounts/auth.js';
import { currentCredits } from '../accounts/people.js';
import { forGrader, queueEntryNow, type SharedQueueEntry } from '../grading/service.js';

/**
 * The signed-in user's live updates, as server-sent events: `credits` carries the balance (sent at once and on
 * every change); `submissions` says one of their submissions changed, so a list can fetch itself again;
 * graders also get `queue` with the submission that changed in the queue, as they would now see it (null once it
 * left the queue).
 * Open streams end first when the server stops.
 */
export async function eventRoutes(
  app: FastifyInstance,
  deps: { db: Database; events: EventHub; claimIdleMs: number; metrics: Metrics },
) {
  const streams = new Set<() => void>();
  // A change in the queue is read once per process and sent to every grader's stream as it now stands, so that
  // no grader fetches the whole queue again. One at a time, in the order the notices came: the last one sent for a
  // submission is read after its last change.
  const graderStreams = new Set<(submissionId: string, entry: SharedQueueEntry | null) => void>();
  let reading = Promise.resolve();
  const stopQueue = deps.events.onQueueEvent((submissionId) => {
    if (graderStreams.size === 0) return;
    reading = reading
      .then(() => queueEntryNow(deps, submissionId))
      .then(
        (entry) => {
          for (const send of graderStreams) send(submissionId, entry);
        },
        () => undefined, // the stream's own reconnect, or the next change, brings the queue up to date
      );
  });
  app.addHook('onClose', async () => stopQueue());
  // Before the server stops taking connections: it waits for open ones, and a stream stays open until ended, so
  // ending them at onClose (after that wait) held every shutdown until the force-exit timer.
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  routeOther(
    app,
    api.events,
  )(async (request, reply) => {
    const user = requireUser(request);
    reply.hijack();
    // Written raw, so the headers every answer carries (security, request id) are passed on by hand.
    reply.raw.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const send = async (topic: UserTopic) => {
      const data = topic === 'credits' ? { credits: await currentCredits(deps.db, user.id) } : {};
      reply.raw.write(`event: ${topic}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    await send('credits');
    const stops = [deps.events.onUserEvent(user.id, (topic) => void send(topic).catch(() => undefined))];
    if (user.role === 'grader' || user.role === 'admin') {
      const sendChange = (id: string, entry: SharedQueueEntry | null) =>
        reply.raw.write(`event: queue\ndata: ${JSON.stringify({ id, entry: entry && forGrader(entry, user) })}\n\n`);
      graderStreams.add(sendChange);
      stops.push(() => graderStreams.delete(sendChange));
    }
    // A comment line now and then keeps proxies from closing an idle stream.
    const heartbeat = setInterval(() => reply.raw.write(': keep-alive\n\n'), 25_000);
    deps.metrics.eventStreams.inc();
    const end = () => {
      if (!streams.has(end)) return; // closed and ended both call it
      deps.metrics.eventStreams.dec();
      clearInterval(heartbeat);
      for (const stop of stops) stop();
      streams.delete(end);
      reply.raw.end();
    };
    streams.add(end);
    request.raw.on('close', end);
  });
}
