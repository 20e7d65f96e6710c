// Builds a folder of the other real card photos the detector is developed on (scripts/centering/dev-photos.json:
// each photo's repository, commit and path), ready for the real-photo benchmark:
//   npx tsx scripts/centering/dev-photos.ts --mirrors <dir> [--out dev-photos]
//   REAL_PHOTOS_DIR=dev-photos npx tsx scripts/bench/centering-real.ts --verbose
// <dir> holds a clone (or bare mirror) of each repository as <owner>+<name>, or <owner>+<name>/repo. The photos carry
// no licence that allows copying them into this repository, so they are read from those clones into an ignored
// folder, never committed. None is from the repositories kept apart to judge the detector (../shared/real-photos).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/**
 * As the shared set's truth.json; `truth` where the borders were measured (scripts/centering/label-photo.ts), `checks`
 * the photo checks' warnings judged warranted (scripts/bench/photo-checks-real.ts).
 */
type DevPhoto = {
  file: string;
  source: string;
  kind: string;
  expect: string;
  side: string;
  note: string;
  truth?: { lPct: number; tPct: number; quality: 'A' | 'B'; labelled: { corners: string; inner: string } };
  checks?: { warranted: string[]; reason: string };
};

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: { mirrors: { type: 'string' }, out: { type: 'string', default: 'dev-photos' } },
});
if (!args.mirrors) throw new Error('--mirrors <dir> is required: a folder of clones named <owner>+<name>');

const photos = JSON.parse(readFileSync(path.join(here, 'dev-photos.json'), 'utf8')) as DevPhoto[];
mkdirSync(args.out, { recursive: true });
const missing = new Set<string>();
const written: DevPhoto[] = [];
for (const photo of photos) {
  const match = /^([^/]+)\/([^@]+)@([0-9a-f]{40}):(.+)$/.exec(photo.source);
  if (!match) throw new Error(`${photo.file}: source is not owner/name@commit:path`);
  const [, owner, name, commit, file] = match as unknown as [string, string, string, string, string];
  const clone = [`${owner}+${name}/repo`, `${owner}+${name}`]
    .map((folder) => path.join(args.mirrors!, folder))
    .find((folder) => existsSync(folder));
  if (!clone) {
    missing.add(`${owner}/${name}`);
    continue;
  }
  // git show reads the file as it was at that commit, from a bare mirror as from a working clone.
  const bytes = execFileSync('git', ['-C', clone, 'show', `${commit}:${file}`], { maxBuffer: 64 << 20 });
  writeFileSync(path.join(args.out, photo.file), bytes);
  written.push(photo);
}
writeFileSync(path.join(args.out, 'truth.json'), `${JSON.stringify(written, null, 1)}\n`);
console.log(`${written.length} of ${photos.length} photos written to ${args.out}`);
if (missing.size > 0) console.log(`not found under ${args.mirrors}: ${[...missing].join(', ')}`);
