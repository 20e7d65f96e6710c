import { useEffect, useId, useState } from 'react';
import type { ReportShare } from '../../../shared/submissions';
import { userMessage } from '../../api/client';
import { createReportShare, fetchReportShare, revokeReportShare } from '../../api/submissions';

type State = { share: ReportShare | null; loading: boolean; busy: boolean; status: string; error: string };

/**
 * The owner's share link for a graded card's report: made on request, copied in one click, turned off at any time.
 * The link shows the card, its photos and the grades; never the owner's name or e-mail.
 */
export function ShareReport({ submissionId }: { submissionId: string }) {
  const [state, setState] = useState<State>({ share: null, loading: true, busy: false, status: '', error: '' });
  const inputId = useId();
  useEffect(() => {
    let current = true;
    fetchReportShare(submissionId).then(
      ({ share }) => current && setState((s) => ({ ...s, share, loading: false })),
      (error: unknown) =>
        current &&
        setState((s) => ({ ...s, loading: false, error: userMessage(error, 'The share link could not be loaded.') })),
    );
    return () => {
      current = false;
    };
  }, [submissionId]);

  const act = async (work: () => Promise<ReportShare | null>, done: string, failed: string) => {
    setState((s) => ({ ...s, busy: true, status: '', error: '' }));
    try {
      const share = await work();
      setState((s) => ({ ...s, share, busy: false, status: done }));
    } catch (error) {
      setState((s) => ({ ...s, busy: false, error: userMessage(error, failed) }));
    }
  };
  const share = () =>
    act(
      async () => (await createReportShare(submissionId)).share,
      'Your link is ready.',
      'The link could not be made.',
    );
  const revoke = () =>
    act(
      async () => {
        await revokeReportShare(submissionId);
        return null;
      },
      'The link is off: it no longer shows the report.',
      'The link could not be turned off.',
    );
  const copy = async () => {
    if (!state.share) return;
    try {
      await navigator.clipboard.writeText(state.share.url);
      setState((s) => ({ ...s, status: 'Link copied.' }));
    } catch {
      setState((s) => ({ ...s, status: 'Select the link and copy it.' }));
    }
  };

  return (
    <section className="share-report" aria-labelledby="share-report-title">
      <h3 id="share-report-title">Share this report</h3>
      <p className="fine-print">
        Anyone with the link sees the card, its photos and the grades, without signing in; never your name or e-mail.
        You can turn the link off at any time.
      </p>
      {state.loading ? null : state.share ? (
        <>
          <label htmlFor={inputId}>Share link</label>
          <div className="share-link-row">
            <input
              id={inputId}
              type="url"
              readOnly
              value={state.share.url}
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="button" onClick={() => void copy()}>
              Copy link
            </button>
          </div>
          <p>
            <button type="button" className="button ghost" disabled={state.busy} onClick={() => void revoke()}>
              Turn off the link
            </button>
          </p>
        </>
      ) : (
        <p>
          <button type="button" className="button" disabled={state.busy} onClick={() => void share()}>
            Create a share link
          </button>
        </p>
      )}
      <p role="status" className="share-status">
        {state.status}
      </p>
      {state.error && <p className="notice error">{state.error}</p>}
    </section>
  );
}
