/**
 * Reads the first screen will make, started as soon as the page's script runs: in parallel with loading the
 * screen's code and hydrating, instead of one after another once the page has mounted. Each is taken once, by the
 * first GET of the very same address (the API client's); a later GET asks the server again.
 */
const started = new Map<string, Promise<Response>>();

export function startEarly(paths: readonly string[]): void {
  for (const path of paths) {
    const response = fetch(path, { credentials: 'same-origin' });
    // Whoever takes it handles a failure; one never taken must not be reported as unhandled.
    response.catch(() => undefined);
    started.set(path, response);
  }
}

export function takeEarly(path: string): Promise<Response> | undefined {
  const response = started.get(path);
  started.delete(path);
  return response;
}
