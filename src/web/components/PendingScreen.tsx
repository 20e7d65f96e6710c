import type { ComponentType } from 'react';

/** A screen whose feature is not built yet: its heading and one honest sentence, never a fake control. */
export function pendingScreen(heading: string, sentence: string): ComponentType {
  function PendingScreen() {
    return (
      <div className="page narrow">
        <h1>{heading}</h1>
        {sentence && <p className="lead">{sentence}</p>}
      </div>
    );
  }
  return PendingScreen;
}
