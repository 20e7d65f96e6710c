import type { ReactNode } from 'react';

/** The narrow, centred card the account screens share. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="page auth-page">
      <div className="card auth-card">
        <h1>{title}</h1>
        {intro && <p className="lead">{intro}</p>}
        {children}
      </div>
    </div>
  );
}

/** A failure the whole form shares, announced to screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className="form-status">
      {message && <p className="notice error">{message}</p>}
    </div>
  );
}
