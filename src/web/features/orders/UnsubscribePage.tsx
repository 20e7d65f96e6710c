import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { unsubscribeReminders as unsubscribeEndpoint } from '../../../shared/contract/records';
import { userMessage } from '../../api/client';
import { unsubscribeReminders } from '../../api/records';
import { AuthCard, FormAlert } from '../../components/AuthCard';
import './orders.css';

const FAILED = 'Your reminders could not be stopped. Please try again.';

/**
 * Where the reminder e-mail's unsubscribe link lands. Opening it changes nothing: mail scanners open links, so the
 * reminders stop only when a person presses the button.
 */
export default function UnsubscribePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState<{ sending: boolean; done: string | null; error: string | null }>({
    sending: false,
    done: null,
    error: null,
  });

  const stop = async () => {
    // A link without its token is refused here, in the server's own words, without asking it.
    const parsed = unsubscribeEndpoint.body.safeParse({ token });
    if (!parsed.success) {
      setState({ sending: false, done: null, error: parsed.error.issues[0]?.message ?? FAILED });
      return;
    }
    setState({ sending: true, done: null, error: null });
    try {
      const { message } = await unsubscribeReminders(parsed.data.token);
      setState({ sending: false, done: message, error: null });
    } catch (error) {
      setState({ sending: false, done: null, error: userMessage(error, FAILED) });
    }
  };

  return (
    <AuthCard
      title="Stop reminders"
      intro="These e-mails ask you to report the official grade a card we estimated received. Press the button and we send you no more of them."
    >
      <div role="status" className="form-status">
        {state.done && <p className="notice success">{state.done}</p>}
      </div>
      {!state.done && (
        <div className="actions">
          <button type="button" className="button" disabled={state.sending} onClick={() => void stop()}>
            {state.sending ? 'Stopping…' : 'Stop reminders'}
          </button>
        </div>
      )}
      <FormAlert message={state.error} />
    </AuthCard>
  );
}
