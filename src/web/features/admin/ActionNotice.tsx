import { useEffect, useRef, useState, type RefObject } from 'react';
import { userMessage } from '../../api/client';

type Notice = { text: string; tone: 'success' | 'error' };

/** Runs a staff action; true when it went through. */
export type StaffAction = (work: () => Promise<{ message: string }>) => Promise<boolean>;

const ACTION_FAILED = 'That did not go through. Please try again.';

/**
 * A staff action and what came of it: the server's message, then `reload` (the action changed what is shown), or
 * why it failed. The focus goes to the message: the button pressed may have left with its form or its row.
 */
export function useStaffAction(reload: () => void) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeArea = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeArea.current?.focus();
  }, [notice]);

  const run: StaffAction = async (work) => {
    try {
      const { message } = await work();
      setNotice({ text: message, tone: 'success' });
      reload();
      return true;
    } catch (error) {
      setNotice({ text: userMessage(error, ACTION_FAILED), tone: 'error' });
      return false;
    }
  };
  return { notice, noticeArea, run };
}

/** Where the outcome of a staff action is said, and read out. */
export function ActionNotice({ notice, ref }: { notice: Notice | null; ref: RefObject<HTMLDivElement | null> }) {
  return (
    <div role="status" className="form-status action-notice" ref={ref} tabIndex={-1}>
      {notice && <p className={`notice ${notice.tone}`}>{notice.text}</p>}
    </div>
  );
}
