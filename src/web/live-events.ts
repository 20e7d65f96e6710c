import { useEffect, useEffectEvent } from 'react';
import { useAuth } from './auth';

/** What each topic of /api/events carries. */
export type UserEvents = {
  credits: { credits: number };
  submissions: Record<string, never>;
  /**
   * Graders only: a submission changed in the queue (arrived, claimed, released, reviewed or cancelled), as the
   * queue now shows it, or null when it left it. Empty after a reconnect: anything may have changed.
   */
  queue: { id?: string; entry?: unknown };
};
export type UserTopic = keyof UserEvents;

type Listener = (data: unknown) => void;
const TOPICS: UserTopic[] = ['credits', 'submissions', 'queue'];

/**
 * One EventSource per tab, shared by every screen and hook that listens: browsers allow only a few open
 * connections per host over HTTP/1.1, and each stream holds one. Opened by the first listener, closed with
 * the last, and reopened when the signed-in user changes (the stream belongs to whoever's cookie opened it).
 */
let stream: { userId: string; source: EventSource } | null = null;
const listeners = new Map<UserTopic, Set<Listener>>(TOPICS.map((topic) => [topic, new Set()]));

function open(userId: string): EventSource {
  const source = new EventSource('/api/events');
  for (const topic of TOPICS) {
    source.addEventListener(topic, (event) => {
      const data: unknown = JSON.parse((event as MessageEvent<string>).data);
      for (const listener of listeners.get(topic)!) listener(data);
    });
  }
  // Changes made while the stream was down were never sent: after a reconnect, lists fetch themselves again.
  let dropped = false;
  source.addEventListener('error', () => (dropped = true));
  source.addEventListener('open', () => {
    if (!dropped) return;
    dropped = false;
    for (const topic of ['submissions', 'queue'] as const) for (const listener of listeners.get(topic)!) listener({});
  });
  stream = { userId, source };
  return source;
}

function listenerCount() {
  return TOPICS.reduce((count, topic) => count + listeners.get(topic)!.size, 0);
}

/** Adds a listener for one topic of the user's stream; the returned function removes it. */
export function subscribe<T extends UserTopic>(
  userId: string,
  topic: T,
  listener: (data: UserEvents[T]) => void,
): () => void {
  if (typeof EventSource === 'undefined') return () => undefined; // server rendering, old test environments
  if (stream && stream.userId !== userId) {
    stream.source.close();
    stream = null;
  }
  if (!stream) open(userId);
  const entry = listener as Listener;
  listeners.get(topic)!.add(entry);
  return () => {
    listeners.get(topic)!.delete(entry);
    if (listenerCount() === 0 && stream) {
      stream.source.close();
      stream = null;
    }
  };
}

/** Calls `handler` with each event of `topic` (if any) while a user is signed in; the handler may change every render. */
export function useUserEvent<T extends UserTopic>(topic: T | undefined, handler: (data: UserEvents[T]) => void) {
  const userId = useAuth().user?.id;
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (!userId || !topic) return;
    return subscribe(userId, topic, (data) => onEvent(data));
  }, [userId, topic]);
}
