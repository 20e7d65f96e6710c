import { useState } from 'react';
import { useUserEvent, type UserTopic } from './live-events';
import { useReloading, type LiveQuery } from './loaded';

export type { LiveQuery };

export type LiveQueryOptions<T> = {
  /** The live stream's topic whose events mean the data may have changed: each one loads it again. */
  topic: UserTopic;
  /** What the data depends on besides the stream (the id in the address): a change loads it again. */
  key?: string;
  /** Whether an event loads again, given what is shown; by default every event does. */
  refreshIf?: (shown: LiveQuery<T>) => boolean;
  /**
   * Whether a failed reload keeps the data already shown (the next event tries again) or shows the failure.
   * By default it keeps it. A first load that fails always shows the failure.
   */
  keepOnError?: (error: unknown) => boolean;
};

/**
 * Loads data, then again on each event of a topic of the user's live stream (and when `key` changes). What is shown
 * stays on screen while a reload is under way: there is no second "Loading…".
 */
export function useLiveQuery<T>(load: () => Promise<T>, options: LiveQueryOptions<T>): LiveQuery<T> {
  const { topic, key = '', refreshIf, keepOnError } = options;
  // Counts the events that asked for fresh data: each one loads again.
  const [events, setEvents] = useState(0);
  const shown = useReloading(load, `${key}\n${events}`, keepOnError);

  useUserEvent(topic, () => {
    if (refreshIf?.(shown) ?? true) setEvents((count) => count + 1);
  });

  return shown;
}
