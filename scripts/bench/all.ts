// Every speed and memory benchmark of the service, one after another on this machine, each against a yardstick it
// measures in the same run, then one table of their headline figures (the full output of each is printed as it
// runs). Run after `npm run build`: npx tsx scripts/bench/all.ts [--quick]
//   --quick: the throughput table at its CI size, and the long ones (submission, rendering memory) left out.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({ options: { quick: { type: 'boolean', default: false } } });

type Bench = {
  name: string;
  command: string[];
  /** The lines of its output that say what it found, for the table at the end. */
  headline: (output: string) => string[];
  long?: boolean;
};

const linesMatching = (pattern: RegExp) => (output: string) => output.split('\n').filter((line) => pattern.test(line));
const landing = (path: string): Bench => ({
  name: `Lighthouse and JavaScript, ${path}`,
  command: ['node', 'scripts/bench/landing.mjs', path],
  headline: (output) => {
    const json = JSON.parse(output.slice(output.indexOf('{'))) as {
      jsKb: { gzip: number };
      lighthouseMobile: Record<string, unknown> & { performanceRuns: unknown[] };
      lighthouseDesktop: Record<string, unknown>;
      benchmarkIndex: number;
    };
    const scores = (s: Record<string, unknown>) => `${s.performance}/${s.accessibility}/${s.seo}`;
    const { lighthouseMobile: mobile } = json;
    return [
      `mobile ${scores(mobile)} (median of ${mobile.performanceRuns.join(', ')}), desktop ${scores(json.lighthouseDesktop)} (performance/accessibility/SEO); ${json.jsKb.gzip} KB gzip of JavaScript; CPU benchmark index ${json.benchmarkIndex}`,
    ];
  },
});

const BENCHES: Bench[] = [
  {
    name: 'throughput against bare Fastify',
    command: ['npx', 'tsx', 'scripts/bench/throughput.ts', ...(args.quick ? ['--quick'] : [])],
    headline: (output) => output.slice(output.indexOf('route ')).trim().split('\n'),
  },
  {
    name: 'unknown addresses against a cached page',
    command: ['npx', 'tsx', 'scripts/bench/not-found.ts'],
    headline: linesMatching(/requests each/),
  },
  {
    name: 'a page while 15 photos are worked on',
    command: ['npx', 'tsx', 'scripts/bench/busy-page.ts'],
    headline: linesMatching(/idle: p50/),
  },
  {
    name: 'logins over sockets against the password check alone',
    command: ['npx', 'tsx', 'scripts/bench/login.ts'],
    headline: linesMatching(/at once:/),
  },
  {
    name: 'the centering path on 12 MP photos against a plain decode',
    command: ['npx', 'tsx', 'scripts/bench/centering.ts', '--count', '0', '--timing', '8'],
    headline: (output) => {
      // The figures are the first JSON object printed: from a line "{" to a line "}".
      const figures = JSON.parse(/^\{$[\s\S]*?^\}$/m.exec(output)![0]) as Record<string, number>;
      return [
        `median ${figures.ms12mpMedian} ms (${figures.ratioToDecodeMedian}x a plain decode of ${figures.decodeMs12mpMedian} ms; the path's decode and shrink ${figures.pathDecodeMsMedian} ms)`,
      ];
    },
  },
  {
    name: 'idle memory and start',
    command: ['npx', 'tsx', 'scripts/bench/idle-memory.ts'],
    headline: linesMatching(/first start/),
  },
  landing('/'),
  landing('/blog/how-card-centering-is-measured'),
  landing('/centering-tool'),
  {
    name: 'one submission of 15 photos of 10 MiB',
    command: ['npx', 'tsx', 'scripts/bench/submission.ts'],
    headline: linesMatching(/^memory: growth/),
    long: true,
  },
  {
    name: 'rendering memory, 15 photos of 50 MP at once',
    command: ['npx', 'tsx', 'scripts/bench/rendering-memory.ts'],
    headline: linesMatching(/MiB/),
    long: true,
  },
];

function run(bench: Bench): Promise<{ output: string; code: number | null }> {
  return new Promise((resolve) => {
    console.log(`\n=== ${bench.name}: ${bench.command.join(' ')}`);
    const child = spawn(bench.command[0]!, bench.command.slice(1), { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('close', (code) => resolve({ output, code }));
  });
}

const summary: [string, string[]][] = [];
for (const bench of BENCHES.filter((candidate) => !(args.quick && candidate.long))) {
  const { output, code } = await run(bench);
  // A benchmark that misses a target exits 1 after printing its figures: the table shows them, and says so.
  let lines: string[] = [];
  try {
    lines = bench.headline(output);
  } catch {
    // said below
  }
  if (code !== 0) lines.push(`exit ${code}: a target missed, or a failure (see its output above)`);
  else if (lines.length === 0) lines.push('(its output could not be read; see above)');
  summary.push([bench.name, lines]);
}

console.log('\n=== Summary\n');
for (const [name, lines] of summary) {
  console.log(name);
  for (const line of lines) console.log(`  ${line}`);
}
