import { useEffect, useState } from 'react';
import { MAX_TURNAROUND_HOURS, TYPICAL_TURNAROUND_HOURS } from '../../../shared/constants';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long a card has waited, in the words a grader scans: '35 min', '3 h 10 min', '2 d 4 h'. */
export function waitedText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE));
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return hours % 24 ? `${Math.floor(hours / 24)} d ${hours % 24} h` : `${Math.floor(hours / 24)} d`;
}

/** Past the promised turnaround: 'typical' once over the usual hours, 'max' once over the most we promise. */
export function lateness(ms: number): { level: 'typical' | 'max'; text: string } | null {
  if (ms > MAX_TURNAROUND_HOURS * HOUR) return { level: 'max', text: `Over ${MAX_TURNAROUND_HOURS} h` };
  if (ms > TYPICAL_TURNAROUND_HOURS * HOUR) return { level: 'typical', text: `Over ${TYPICAL_TURNAROUND_HOURS} h` };
  return null;
}

/** The current time, renewed each minute, so waited times tick without a reload. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}
