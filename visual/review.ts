/**
 * `npm run visual:review`: serves the last report with working Accept and Reject controls on
 * every pending snapshot, and the accessibility trees' page of the QA report with the same controls on every pending
 * tree; decisions update the baselines and the approvals log at once.
 */
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { ROOT } from './lib/paths';
import { accept, loadResults, logTree, reject } from './lib/approvals';
import { acceptTree, loadTreeResults, rejectTree } from '../a11y/lib/tree/approvals';
import { REPORT_DIR } from '../a11y/lib/results';

const port = Number(process.env.REVIEW_PORT ?? 6007);
const root = join(ROOT, 'visual');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.yml': 'text/plain; charset=utf-8',
};

/** What Accept and Reject do, by address: on a snapshot's pictures, or on its accessibility tree. */
const DECISIONS: Record<string, (name: string, accepting: boolean) => string | Promise<string>> = {
  '/review/': async (name, accepting) => {
    const results = loadResults();
    return accepting ? await accept(results, name) : reject(results, name);
  },
  '/review/tree/': (name, accepting) => {
    const results = loadTreeResults();
    if (!results) throw new Error('No trees read yet: run `npm run harness` first.');
    const message = accepting ? acceptTree(results, name) : rejectTree(results, name);
    logTree(
      accepting ? 'accept' : 'reject',
      results.entries.find((e) => e.name === name)!,
    );
    return message;
  },
};

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://x');
  const action = /^(.*\/)(accept|reject)$/.exec(url.pathname);
  const decide = action && DECISIONS[action[1]!];
  if (request.method === 'POST' && decide) {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', async () => {
      try {
        const { name } = JSON.parse(body) as { name: string };
        const message = await decide(name, action[2] === 'accept');
        console.log(message);
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ message }));
      } catch (error) {
        response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: String(error) }));
      }
    });
    return;
  }
  if (url.pathname === '/') {
    response.writeHead(302, { location: '/output/report/index.html' }).end();
    return;
  }
  // The QA report (with the accessibility trees' page) under /a11y/, the visual report's folder otherwise.
  const [base, path] = url.pathname.startsWith('/a11y/')
    ? [REPORT_DIR, url.pathname.slice('/a11y'.length)]
    : [root, url.pathname];
  const file = normalize(join(base, decodeURIComponent(path)));
  if (!file.startsWith(base) || !existsSync(file) || statSync(file).isDirectory()) {
    response.writeHead(404).end('not found');
    return;
  }
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-store',
  });
  createReadStream(file).pipe(response);
});
server.listen(port, '127.0.0.1', () =>
  console.log(
    `Review the snapshots at http://127.0.0.1:${port}/ and the accessibility trees at ` +
      `http://127.0.0.1:${port}/a11y/tree.html (Ctrl+C to stop)`,
  ),
);
