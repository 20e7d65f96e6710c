import { useId } from 'react';
import type { UploadProgress as Progress } from './useSubmissionSender';

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** The whole upload's bar; each photo's own bar sits in its slot. */
export function UploadProgress({ progress }: { progress: Progress }) {
  const id = useId();
  const { loaded, total } = progress;
  const percent = total > 0 ? Math.floor((loaded / total) * 100) : 0;
  // Once every byte is out, the server still checks each photo and charges the credit.
  const checking = total > 0 && loaded >= total;
  return (
    <div className="upload-progress">
      <label htmlFor={id}>
        {checking ? (
          <>
            <span className="spinner" aria-hidden="true" /> Checking your photos…
          </>
        ) : (
          'Sending your photos…'
        )}
      </label>
      <progress id={id} max={total || 1} value={loaded} />
      <p className="fine-print">
        {megabytes(loaded)} of {megabytes(total)} MB sent ({percent}%)
      </p>
    </div>
  );
}
