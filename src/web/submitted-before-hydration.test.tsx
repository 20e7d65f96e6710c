import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdSubmits, releaseSubmits } from './submitted-before-hydration';

afterEach(() => {
  releaseSubmits();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** A login form as the server renders it, with a listener standing in for React's on the page's root. */
function loginForm() {
  document.body.innerHTML = '<div id="root"><form><input name="password" /><button>Login</button></form></div>';
  const form = document.querySelector('form')!;
  const handled = vi.fn((event: Event) => event.preventDefault());
  document.getElementById('root')!.addEventListener('submit', handled);
  return { form, button: document.querySelector('button')!, handled };
}

describe('submissions before the page is live', () => {
  it('holds a submission from the browser and from the page, and submits it again once released', () => {
    vi.useFakeTimers();
    const { form, button, handled } = loginForm();
    holdSubmits();
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(handled).not.toHaveBeenCalled();

    releaseSubmits();
    vi.runAllTimers();
    expect(handled).toHaveBeenCalledTimes(1);
    expect((handled.mock.calls[0]![0] as SubmitEvent).submitter).toBe(button);
  });

  it('submits nothing again where nothing was submitted, and lets submissions through once released', () => {
    vi.useFakeTimers();
    const { form, handled } = loginForm();
    holdSubmits();
    releaseSubmits();
    vi.runAllTimers();
    expect(handled).not.toHaveBeenCalled();
    form.requestSubmit();
    expect(handled).toHaveBeenCalledTimes(1);
  });
});
