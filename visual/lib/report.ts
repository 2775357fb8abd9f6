import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Environment } from '@harness/fingerprint/environment';
import type { MirrorFinding } from './mirror';
import { REPORT } from './paths';
import { REPORT_CSS, REPORT_JS } from './report-assets';

export interface Entry {
  name: string;
  kind: 'story' | 'route';
  group: string;
  label: string;
  locale: string;
  viewport: string;
  status: 'unchanged' | 'changed' | 'new' | 'missing' | 'error';
  diffPixels: number;
  error?: string;
  /** What accepting the capture records beside its baseline (absent for a missing snapshot). */
  fingerprint?: string;
  resources?: string[];
}

export interface Results {
  generatedAt: string;
  seconds: number;
  environment: Environment;
  environmentChange: string[];
  /** Snapshots not looked at: their fingerprint was unchanged. */
  skipped: number;
  entries: Entry[];
  mirror: { name: string; findings: MirrorFinding[] }[];
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const actual = (e: Entry) => `../actual/${encodeURIComponent(e.name)}.png`;
const baseline = (e: Entry) => `../../baselines/${encodeURIComponent(e.name)}.webp`;
const diff = (e: Entry) => `../actual/${encodeURIComponent(e.name)}.diff.png`;

function figure(src: string, caption: string, alt: string): string {
  return `<figure><a href="${src}"><img src="${src}" alt="${escape(alt)}" loading="lazy"></a><figcaption>${caption}</figcaption></figure>`;
}

function card(e: Entry): string {
  const title = `${escape(e.label)} — ${e.locale}, ${e.viewport}`;
  const images: string[] = [];
  if (e.status === 'changed') {
    images.push(figure(baseline(e), 'Baseline', `Baseline of ${e.label}, ${e.locale}, ${e.viewport}`));
    images.push(figure(actual(e), 'Actual', `Actual capture of ${e.label}, ${e.locale}, ${e.viewport}`));
    images.push(
      figure(
        diff(e),
        `Difference (${e.diffPixels} pixels)`,
        `Pixels that differ, in red; in pale yellow, differences of sub-pixel placement (forgiven)`,
      ),
    );
  } else if (e.status === 'missing') {
    images.push(figure(baseline(e), 'Baseline (no longer captured)', `Baseline of ${e.label}`));
  } else if (e.status === 'new') {
    images.push(figure(actual(e), 'New capture', `Capture of ${e.label}, ${e.locale}, ${e.viewport}`));
  } else if (e.status === 'unchanged') {
    images.push(figure(baseline(e), 'Baseline (matched)', `Baseline of ${e.label}, ${e.locale}, ${e.viewport}`));
  }
  const slider =
    e.status === 'changed'
      ? `<div class="slider" data-slider>
  <div class="stack"><img src="${baseline(e)}" alt=""><div class="over"><img src="${actual(e)}" alt=""></div></div>
  <label>Baseline ↔ actual <input type="range" min="0" max="100" value="50" aria-label="Compare baseline and actual of ${escape(e.label)}"></label>
</div>`
      : '';
  const decision =
    e.status === 'unchanged'
      ? ''
      : `<div class="decision" role="group" aria-label="Decision for ${escape(title)}">
  <button type="button" data-action="accept" data-name="${e.name}">Accept</button>
  <button type="button" data-action="reject" data-name="${e.name}">Reject</button>
  <span class="outcome" role="status"></span>
</div>`;
  return `<li class="entry" data-status="${e.status}" id="${e.name}">
<article aria-labelledby="h-${e.name}">
  <h3 id="h-${e.name}">${title} <span class="badge ${e.status}">${e.status}</span></h3>
  ${e.error ? `<p class="error">${escape(e.error)}</p>` : ''}
  <div class="images">${images.join('')}</div>
  ${slider}
  ${decision}
</article></li>`;
}

/** Writes the self-contained HTML report next to the captures. */
export function writeReport(results: Results): void {
  mkdirSync(REPORT, { recursive: true });
  const counts = (['changed', 'new', 'missing', 'error', 'unchanged'] as const).map(
    (s) => [s, results.entries.filter((e) => e.status === s).length] as const,
  );
  // Opens on what needs a decision; everything is one choice away.
  const pendingCount = results.entries.filter((e) => e.status !== 'unchanged').length;
  const filters = [['pending', pendingCount] as const, ['all', results.entries.length] as const, ...counts]
    .map(
      ([s, n], i) =>
        `<label><input type="radio" name="filter" value="${s}" ${i === 0 ? 'checked' : ''}> ${s} (${n})</label>`,
    )
    .join('');
  const env = results.environmentChange.length
    ? `<div class="env-changed" role="alert"><h2>Environment changed</h2><p>Every snapshot may differ because:</p><ul>${results.environmentChange
        .map((c) => `<li>${escape(c)}</li>`)
        .join('')}</ul></div>`
    : '';
  const mirror = results.mirror.length
    ? `<section aria-labelledby="mirror"><h2 id="mirror">Stories whose layout did not mirror in RTL</h2><ul>${results.mirror
        .map(
          (m) => `<li><strong>${escape(m.name)}</strong>: ${m.findings.map((f) => escape(f.detail)).join('; ')}</li>`,
        )
        .join('')}</ul></section>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Zellige — visual regression report</title><link rel="stylesheet" href="report.css"></head>
<body><main>
<h1>Visual regression report</h1>
<p>${results.entries.length} snapshots looked at (${results.skipped} more skipped: their fingerprint was unchanged), generated ${escape(results.generatedAt)} in ${results.seconds} s.
Chromium ${escape(results.environment.chromium)}, bundled fonts ${results.environment.fontsHash}, system fonts ${results.environment.systemFontsHash}.</p>
${env}
<fieldset><legend>Show</legend>${filters}</fieldset>
<p id="review-mode" role="status"></p>
<p>What a screen reader is given is reviewed beside the pixels: <a href="/a11y/tree.html">the accessibility trees that changed</a>.</p>
${mirror}
<section aria-labelledby="snapshots"><h2 id="snapshots">Snapshots</h2>
<ul class="entries">${results.entries.map(card).join('\n')}</ul></section>
</main><script src="report.js"></script></body></html>`;
  writeFileSync(join(REPORT, 'index.html'), html);
  writeFileSync(join(REPORT, 'report.css'), REPORT_CSS);
  writeFileSync(join(REPORT, 'report.js'), REPORT_JS);
}
