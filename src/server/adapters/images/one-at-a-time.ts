/**
 * Decoding a photo costs memory in proportion to its pixels, not its bytes: a 50-megapixel photo is 200 MB of
 * RGBA while libvips works on it. The renderings, the centering measurement and the upload's decode check each
 * decode whole photos; run side by side (a viewer asking for a rendering while the job makes them, several uploads
 * at once), 15 large photos took a process from 200 MB to 1.2 GB. So each process decodes one photo at a time, in
 * the order asked; the others wait their turn.
 */
let last: Promise<unknown> = Promise.resolve();

export function oneImageAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = last.then(work, work);
  // The next in line waits for this one to finish, whether it succeeded or failed.
  last = turn.catch(() => undefined);
  return turn;
}
