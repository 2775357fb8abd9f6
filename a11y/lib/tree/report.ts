import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ReportEntry, RunInfo } from '@harness/run';
import { BASELINES } from '@harness/paths';
import type { TreeResult } from './types';
import { TREE_PAGE, TREE_RESULTS } from './paths';

export interface TreeEntry {
  name: string;
  label: string;
  locale: string;
  viewport: string;
  status: TreeResult['status'] | 'missing';
  diff?: string;
  error?: string;
  /** What approving records beside the baseline (absent for a missing tree). */
  fingerprint?: string;
  resources?: string[];
}

export interface TreeResults {
  generatedAt: string;
  skipped: number;
  entries: TreeEntry[];
}

const ORDER: Record<TreeEntry['status'], number> = { changed: 0, new: 1, missing: 2, error: 3, unchanged: 4 };

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Trees approved for snapshots nothing reads any more (a story removed or renamed). */
function missingEntries(known: Set<string>): TreeEntry[] {
  if (!existsSync(BASELINES)) return [];
  return readdirSync(BASELINES)
    .filter((f) => f.endsWith('.tree.yml') && !known.has(f.replace(/\.tree\.yml$/, '')))
    .map((file) => {
      const name = file.replace(/\.tree\.yml$/, '');
      const [, group = name, locale = '', viewport = ''] = name.split('--');
      return { name, label: group, locale, viewport, status: 'missing' };
    });
}

function card(e: TreeEntry): string {
  const title = `${escape(e.label)} — ${e.locale}, ${e.viewport}`;
  const diff = e.diff
    ? `<pre class="diff">${e.diff
        .split('\n')
        .map(
          (line) => `<span class="l${line[0] === '+' ? ' add' : line[0] === '-' ? ' del' : ''}">${escape(line)}</span>`,
        )
        .join('\n')}</pre>`
    : '';
  const tree =
    e.status === 'new' ? `<p><a href="tree/${encodeURIComponent(e.name)}.tree.yml">The tree read</a></p>` : '';
  return `<li id="${escape(e.name)}"><article aria-labelledby="h-${escape(e.name)}">
<h3 id="h-${escape(e.name)}">${title} <span class="badge">${e.status}</span></h3>
${e.error ? `<p class="error">${escape(e.error)}</p>` : ''}${diff}${tree}
<div role="group" aria-label="Decision for ${escape(title)}">
<button type="button" data-action="accept" data-name="${escape(e.name)}">Accept</button>
<button type="button" data-action="reject" data-name="${escape(e.name)}">Reject</button>
<span class="outcome" role="status"></span></div></article></li>`;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d1d1b}main{max-width:70rem;margin:auto;padding:1rem}
ul{list-style:none;padding:0}li{border:1px solid #bbb;border-radius:6px;padding:0 1rem 1rem;margin-block:1rem}
pre{overflow:auto;background:#f6f4ef;padding:.5rem;font-size:13px}.add{background:#d9f2dc;color:#124d1b}
.del{background:#fbe0e0;color:#7a1212}.badge{font-size:.8em;border:1px solid;border-radius:4px;padding:0 .3em}
button{font:inherit;min-block-size:2.75rem;min-inline-size:6rem;margin-inline-end:.5rem}
:focus-visible{outline:3px solid #1b4f9c;outline-offset:2px}.error{color:#7a1212}`;

/** Accept and Reject work when the page is served by `npm run visual:review`; opened as a file, they say so. */
const SCRIPT = `for (const button of document.querySelectorAll('button[data-action]')) {
  button.addEventListener('click', async () => {
    const outcome = button.parentElement.querySelector('.outcome');
    if (location.protocol === 'file:') { outcome.textContent = 'Open this page with npm run visual:review to decide.'; return; }
    const response = await fetch('/review/tree/' + button.dataset.action, { method: 'POST', body: JSON.stringify({ name: button.dataset.name }) });
    outcome.textContent = (await response.json()).message;
  });
}`;

function page(results: TreeResults): string {
  const pending = results.entries.filter((e) => e.status !== 'unchanged');
  const count = (s: TreeEntry['status']) => results.entries.filter((e) => e.status === s).length;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Zellige — accessibility trees</title><style>${STYLE}</style></head><body><main>
<h1>Accessibility trees: what a screen reader is given</h1>
<p>Each snapshot's roles, names, states and live regions, compared with the approved tree. ${count('unchanged')} unchanged,
${count('changed')} changed, ${count('new')} new, ${count('missing')} missing, ${count('error')} errors
(${results.skipped} not read again: their fingerprint was unchanged). Generated ${escape(results.generatedAt)}.</p>
<section aria-labelledby="pending"><h2 id="pending">Waiting for a decision (${pending.length})</h2>
${pending.length ? `<ul>${pending.map(card).join('\n')}</ul>` : '<p>Nothing: every tree is the approved one.</p>'}
</section></main><script>${SCRIPT}</script></body></html>`;
}

/** The trees' results and their page in the QA report; prints what changed; returns the number waiting. */
export async function writeTreeReport(all: ReportEntry[], info: RunInfo): Promise<number> {
  const entries: TreeEntry[] = [];
  for (const { target, outcome, fingerprint, resources } of all) {
    if (!outcome) continue;
    const result = outcome.result as TreeResult;
    entries.push({
      name: target.name,
      label: target.label,
      locale: target.locale,
      viewport: target.viewport,
      status: result.status,
      ...(result.diff ? { diff: result.diff } : {}),
      ...(result.error ? { error: result.error } : {}),
      fingerprint,
      resources,
    });
  }
  if (!info.partial) entries.push(...missingEntries(new Set(all.map((e) => e.target.name))));
  entries.sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.name.localeCompare(b.name));
  const results: TreeResults = {
    generatedAt: new Date().toISOString(),
    skipped: all.length - all.filter((e) => e.outcome).length,
    entries,
  };
  mkdirSync(dirname(TREE_RESULTS), { recursive: true });
  writeFileSync(TREE_RESULTS, JSON.stringify(results, null, 1));
  writeFileSync(TREE_PAGE, page(results));
  const pending = entries.filter((e) => e.status !== 'unchanged');
  for (const e of pending.slice(0, 40)) {
    console.log(`tree ${e.status.padEnd(8)} ${e.name}${e.error ? ` — ${e.error}` : ''}`);
    if (e.diff)
      console.log(
        e.diff
          .split('\n')
          .slice(0, 12)
          .map((l) => `    ${l}`)
          .join('\n'),
      );
  }
  if (pending.length > 40) console.log(`… and ${pending.length - 40} more trees`);
  const count = (s: TreeEntry['status']) => entries.filter((e) => e.status === s).length;
  console.log(
    `\naccessibility trees: ${all.length + count('missing')} — ${results.skipped} skipped, ${count('unchanged')} unchanged, ` +
      `${count('changed')} changed, ${count('new')} new, ${count('missing')} missing, ${count('error')} errors`,
  );
  if (pending.length) console.log(`trees: ${TREE_PAGE} — approve with \`npm run visual:approve\` (the same flags)`);
  return pending.length;
}
