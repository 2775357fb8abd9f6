/** Styles and behaviour of the HTML report (kept as files next to it, no inline script). */
export const REPORT_CSS = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1f1a14; background: #fffdf9; }
main { max-width: 1400px; margin: 0 auto; padding: 16px; }
fieldset { border: 1px solid #d9cfc1; margin: 16px 0; } fieldset label { margin-inline-end: 16px; }
.entries { list-style: none; padding: 0; }
.entry { border-top: 1px solid #d9cfc1; padding: 8px 0; }
.entry[hidden] { display: none; }
h3 { font-size: 1rem; margin: 8px 0; }
.badge { font-size: .8rem; padding: 2px 8px; border-radius: 999px; background: #e7ecf8; }
.badge.changed, .badge.error { background: #fdecea; } .badge.new { background: #e2f2ea; } .badge.missing { background: #fff4e0; }
.images { display: flex; gap: 12px; flex-wrap: wrap; align-items: flex-start; }
figure { margin: 0; max-width: 420px; } figure img { max-width: 100%; border: 1px solid #d9cfc1; }
.slider .stack { position: relative; display: inline-block; max-width: 640px; }
.slider .stack img { display: block; max-width: 640px; }
.slider .over { position: absolute; inset: 0; overflow: hidden; width: 50%; border-inline-end: 2px solid #b3261e; }
.slider .over img { max-width: none; width: 640px; }
.decision { display: flex; gap: 8px; align-items: center; margin-top: 8px; }
button { min-height: 44px; min-width: 88px; font: inherit; border: 2px solid #1d3f8a; background: #fff; border-radius: 8px; cursor: pointer; }
button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #1d3f8a; outline-offset: 2px; }
button[data-action="accept"] { background: #1d3f8a; color: #fff; }
.env-changed { border: 2px solid #8a5300; background: #fff4e0; padding: 8px 16px; }
.error { color: #b3261e; }
`;

export const REPORT_JS = `
(function () {
  var radios = document.querySelectorAll('input[name=filter]');
  function apply() {
    var value = document.querySelector('input[name=filter]:checked').value;
    document.querySelectorAll('.entry').forEach(function (el) {
      var status = el.dataset.status;
      el.hidden = value === 'pending' ? status === 'unchanged' : value !== 'all' && status !== value;
    });
  }
  radios.forEach(function (r) { r.addEventListener('change', apply); });
  apply();
  document.querySelectorAll('[data-slider]').forEach(function (slider) {
    var range = slider.querySelector('input'); var over = slider.querySelector('.over');
    range.addEventListener('input', function () { over.style.width = range.value + '%'; });
  });
  var served = location.protocol.indexOf('http') === 0;
  var mode = document.getElementById('review-mode');
  if (!served) {
    mode.textContent = 'Read-only: run npm run visual:review to accept or reject snapshots.';
    document.querySelectorAll('.decision button').forEach(function (b) { b.disabled = true; });
    return;
  }
  document.querySelectorAll('.decision button').forEach(function (button) {
    button.addEventListener('click', function () {
      var outcome = button.parentElement.querySelector('.outcome');
      outcome.textContent = 'Saving…';
      fetch('/review/' + button.dataset.action, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: button.dataset.name })
      }).then(function (r) { return r.json().then(function (b) { return { ok: r.ok, body: b }; }); })
        .then(function (res) { outcome.textContent = res.ok ? res.body.message : 'Failed: ' + res.body.message; })
        .catch(function () { outcome.textContent = 'Failed: the review server did not answer.'; });
    });
  });
})();
`;
