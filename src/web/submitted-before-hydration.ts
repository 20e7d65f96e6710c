// Between the page's script starting and React taking the page over (its first screen's code and data still loading,
// then hydration), a form's submit button looks ready but nothing handles it: the browser would send the form itself,
// reloading the page with every field in its address, the password too. So submissions are held until React is
// live, and the last one is then made again, for React's own handler to take.

let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

function hold(event: SubmitEvent) {
  if (!(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  // React's listener on the root would otherwise see it mid-hydration and handle it too: it is made once, later.
  event.stopImmediatePropagation();
  held = { form: event.target, submitter: event.submitter };
}

/** Holds every form submission from now until releaseSubmits (call before anything awaits). */
export function holdSubmits(): void {
  document.addEventListener('submit', hold, true);
}

/** Stops holding submissions, and submits again the last one held, once React handles the form (call once live). */
export function releaseSubmits(): void {
  document.removeEventListener('submit', hold, true);
  const last = held;
  held = null;
  if (!last) return;
  // A task later: React applies the typed text given back (replayTyped) once the input events that carry it have
  // returned, and the form's handler must see it.
  setTimeout(() => {
    if (!last.form.isConnected) return;
    const submitter = last.submitter && last.form.contains(last.submitter) ? last.submitter : undefined;
    last.form.requestSubmit(submitter);
  });
}
