import { CRITERIA } from './config';
import type { Report, RuleResult, Status } from './types';

const esc = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Quoted names may be Arabic inside English sentences: isolate them so the sentence keeps its order. */
const isolateQuotes = (html: string) => html.replace(/&quot;(.*?)&quot;/g, '&quot;<bdi>$1</bdi>&quot;');

const LABEL: Record<Status, string> = { fail: 'fail', 'needs-review': 'review', pass: 'pass', 'not-applicable': 'n/a' };

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1b;background:#fff}
header,main{max-width:90rem;margin-inline:auto;padding-inline:1rem}
table{border-collapse:collapse;margin-block:.5rem 1.5rem;font-size:.875rem}
th,td{border:1px solid #8a8a8a;padding:.25rem .5rem;text-align:start;vertical-align:top}
thead th{background:#ececec}
caption{text-align:start;font-weight:600;padding-block:.25rem}
code{font-size:.8125rem;word-break:break-all}
.scroll{overflow-x:auto;max-width:100%}
.scroll:focus-visible,a:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid #0a4fa3;outline-offset:2px}
.fail{background:#fde2e1;color:#7a0b06;font-weight:600}.needs-review{background:#fff1c2;color:#5c4100}
.pass{background:#dff3e4;color:#0c4a1d}.not-applicable{color:#4d4d4d}
form{display:flex;flex-wrap:wrap;gap:1rem;align-items:end}
label{display:flex;flex-direction:column;font-weight:600}
select,input{font:inherit;min-height:2rem;padding-inline:.25rem}
`;

/** Filters rows by kind, status and text; says how many rows show in a live region. */
const SCRIPT = `
const form=document.getElementById('filters');const out=document.getElementById('filter-status');
function apply(){const kind=form.kind.value,status=form.status.value,text=form.text.value.trim().toLowerCase();
let shown=0,total=0;document.querySelectorAll('tr[data-kind]').forEach((row)=>{total++;
const ok=(!kind||row.dataset.kind===kind)&&(!status||row.dataset.status===status)&&(!text||row.textContent.toLowerCase().includes(text));
row.hidden=!ok;if(ok)shown++;});out.textContent='Showing '+shown+' of '+total+' rows.';}
form.addEventListener('input',apply);form.addEventListener('submit',(e)=>{e.preventDefault();apply();});
`;

function ruleRows(units: Report['units'], pick: (u: Report['units'][number]) => RuleResult[], status: Status): string {
  return units
    .flatMap((u) =>
      pick(u).flatMap((r) =>
        r.findings.map(
          (f, i) => `<tr data-kind="${u.kind}" data-status="${status}">
<td>${esc(u.kind)}: ${esc(u.group)}${u.kind === 'story' ? ` — ${esc(u.label)}` : ''}<br><code>${esc(u.id)}</code></td>
<td>${esc(u.locale)}</td><td>${esc(u.viewport)}</td>
<td>${r.helpUrl ? `<a href="${esc(r.helpUrl)}">${esc(r.rule)}</a>` : esc(r.rule)}${i === 0 && r.count > r.findings.length ? ` (${r.count} elements, ${r.findings.length} listed)` : ''}</td>
<td>${esc(r.criteria.join(', ') || 'best practice')}</td><td><code>${esc(f.target)}</code></td><td>${isolateQuotes(esc(f.summary || r.help))}</td></tr>`,
        ),
      ),
    )
    .join('');
}

function findingTable(id: string, title: string, rows: string, empty: string): string {
  const head = ['Story or route', 'Locale', 'Viewport', 'Rule', 'WCAG', 'Element', 'Finding']
    .map((h) => `<th scope="col">${h}</th>`)
    .join('');
  return `<section><h2 id="${id}">${title}</h2>${
    rows
      ? `<div class="scroll" tabindex="0" role="region" aria-labelledby="${id}"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`
      : `<p>${empty}</p>`
  }</section>`;
}

function scorecardMatrix(report: Report): string {
  const criteria = [...Object.keys(CRITERIA), 'best-practice'];
  const head = criteria
    .map(
      (c) =>
        `<th scope="col">${esc(c)}${CRITERIA[c] ? ` <span>${esc(CRITERIA[c].title)} (${CRITERIA[c].level})</span>` : ' <span>Best practices</span>'}</th>`,
    )
    .join('');
  const rows = report.scorecards
    .map((card) => {
      const cells = card.rows
        .map(
          (row) =>
            `<td class="${row.status}">${LABEL[row.status]}${row.evidence.length ? `<br><small>${esc(row.evidence.join('; '))}</small>` : ''}</td>`,
        )
        .join('');
      return `<tr data-kind="${card.kind}" data-status="${card.status}"><th scope="row">${esc(card.group)} <small>(${card.kind === 'story' ? 'component' : 'page'})</small></th><td class="${card.status}">${LABEL[card.status]}</td>${cells}</tr>`;
    })
    .join('');
  return `<div class="scroll" tabindex="0" role="region" aria-labelledby="scorecard"><table><caption>Status of each WCAG 2.2 A/AA success criterion, over every locale and viewport</caption>
<thead><tr><th scope="col">Component or page</th><th scope="col">Overall</th>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
}

function runsTable(report: Report): string {
  const rows = report.units
    .map((u) => {
      const status: Status = u.error || u.violations.length ? 'fail' : u.incomplete.length ? 'needs-review' : 'pass';
      const fails = u.error ? `error: ${u.error}` : u.violations.map((r) => `${r.rule} ×${r.count}`).join(', ');
      return `<tr data-kind="${u.kind}" data-status="${status}"><td>${esc(u.kind)}</td><td><code>${esc(u.url)}</code></td><td>${esc(u.locale)}</td><td>${esc(u.viewport)}</td><td class="${status}">${LABEL[status]}</td><td>${esc(fails)}</td><td>${esc(u.incomplete.map((r) => `${r.rule} ×${r.count}`).join(', '))}</td></tr>`;
    })
    .join('');
  const head = ['Kind', 'Story or route', 'Locale', 'Viewport', 'Status', 'Failures', 'To review']
    .map((h) => `<th scope="col">${h}</th>`)
    .join('');
  return `<div class="scroll" tabindex="0" role="region" aria-labelledby="runs"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
}

/** The QA report: one self-contained, accessible HTML page (headings, table headers, keyboard filters). */
export function renderReport(report: Report): string {
  const t = report.totals;
  const verdict =
    t.violations || t.errors
      ? `Failing: ${t.violations} violation(s), ${t.errors} page(s) not audited.`
      : 'No violations.';
  const checks = report.checks
    .map(
      (c) =>
        `<tr><th scope="row"><code>${esc(c.id)}</code></th><td>${esc(c.criterion)}</td><td>${esc(c.appliesTo)}</td><td>${esc(c.method)}</td></tr>`,
    )
    .join('');
  const disabled = report.storyDisabledRules
    .map((r) => `<tr><th scope="row"><code>${esc(r.rule)}</code></th><td>${esc(r.reason)}</td></tr>`)
    .join('');
  const experimental = report.experimentalRules
    .map((r) => `<tr><th scope="row"><code>${esc(r.rule)}</code></th><td>${esc(r.reason)}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Zellige — accessibility report</title><style>${STYLE}</style></head><body>
<header><h1>Zellige — accessibility report</h1>
<p>Commit <code>${esc(report.commit)}</code>, ${esc(report.generatedAt)}, axe-core ${esc(report.axeVersion)}, ${report.durationSeconds} s.</p></header>
<main>
<section aria-labelledby="summary"><h2 id="summary">Summary</h2><p><strong>${esc(verdict)}</strong></p>
${report.problems.map((p) => `<p><strong>Not audited:</strong> ${esc(p)}</p>`).join('')}
<ul><li>${t.stories} stories and ${t.routes} routes in ${t.units} audited pages (every locale and viewport).</li>
<li>${t.violations} violation(s); ${t.incomplete} element(s) that axe or the harness could not decide, listed for triage below.</li></ul>
<p>“pass” means the automated checks passed; it does not replace a manual review of the criterion.</p></section>
<section aria-labelledby="filter-heading"><h2 id="filter-heading">Filter the tables</h2>
<form id="filters"><label>Kind<select name="kind"><option value="">All</option><option value="story">Stories (components)</option><option value="route">Routes (pages)</option></select></label>
<label>Status<select name="status"><option value="">All</option><option value="fail">Fail</option><option value="needs-review">Needs review</option><option value="pass">Pass</option><option value="not-applicable">Not applicable</option></select></label>
<label>Text<input name="text" type="search"></label></form>
<p role="status" id="filter-status"></p></section>
${findingTable(
  'failures',
  `Failures (${t.violations})`,
  ruleRows(report.units, (u) => u.violations, 'fail'),
  'None.',
)}
${findingTable(
  'review',
  `Needs review: incomplete results (${t.incomplete})`,
  ruleRows(report.units, (u) => u.incomplete, 'needs-review'),
  'Nothing to triage.',
)}
<p>What a screen reader is given on every page, and what changed since it was approved: <a href="tree.html">the accessibility trees</a>.</p>
<section><h2 id="scorecard">WCAG 2.2 A/AA scorecard per component and page</h2>${scorecardMatrix(report)}</section>
<section><h2 id="runs">Every audited page</h2>${runsTable(report)}</section>
<section aria-labelledby="method"><h2 id="method">What is checked</h2>
<p>axe-core with the tags ${report.tags.map((tag) => `<code>${esc(tag)}</code>`).join(', ')}, on the whole document (portals included).</p>
<table><caption>Checks axe cannot make</caption><thead><tr><th scope="col">Check</th><th scope="col">WCAG</th><th scope="col">Runs on</th><th scope="col">Method</th></tr></thead><tbody>${checks}</tbody></table>
<table><caption>Rules axe calls experimental, run as well</caption><thead><tr><th scope="col">Rule</th><th scope="col">Why</th></tr></thead><tbody>${experimental}</tbody></table>
<table><caption>Page-level axe rules not run on isolated stories (they run on every route)</caption><thead><tr><th scope="col">Rule</th><th scope="col">Why</th></tr></thead><tbody>${disabled}</tbody></table>
</section></main><script>${SCRIPT}</script></body></html>
`;
}
