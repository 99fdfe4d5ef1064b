import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import QRCode from 'react-qr-code';
import type { PaymentLink } from '../../contract/paymentLinks';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** What the payer's wallet app scans: the deposit address itself. */
const qrSvg = (value: string) => renderToStaticMarkup(createElement(QRCode, { value, size: 200, title: 'Deposit address QR code' }));

/** Served as a file, not inline: the Content-Security-Policy allows scripts from 'self' only. */
export const HOSTED_PAGE_SCRIPT_PATH = '/pay/hosted-page.js';

/** Countdown, status polling and the sandbox's Simulate payment buttons; reads the link from the page's JSON block. */
export const HOSTED_PAGE_SCRIPT = `(function () {
  var link = JSON.parse(document.getElementById('link').textContent);
  var status = document.getElementById('status');
  var countdown = document.getElementById('countdown');
  var message = document.getElementById('message');
  var buttons = Array.prototype.slice.call(document.querySelectorAll('button[data-outcome]'));
  function show(next) {
    link.status = next;
    status.textContent = next;
    buttons.forEach(function (button) { button.disabled = next !== 'initiated'; });
  }
  function tick() {
    var left = Math.max(0, Date.parse(link.expiresAt) - Date.now());
    var minutes = Math.floor(left / 60000), seconds = Math.floor(left / 1000) % 60;
    countdown.textContent = link.status === 'initiated' ? minutes + ':' + String(seconds).padStart(2, '0') : '--:--';
    if (left === 0 && link.status === 'initiated') poll();
  }
  function poll() {
    fetch('/api/pay/' + link.id).then(function (r) { return r.json(); }).then(function (body) {
      if (body && body.data) show(body.data.status);
    }).catch(function () {});
  }
  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      buttons.forEach(function (b) { b.disabled = true; });
      fetch('/api/pay/' + link.id + '/simulate', {
        method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ outcome: button.getAttribute('data-outcome') })
      }).then(function (r) { return r.json(); }).then(function (body) {
        message.textContent = body.message || '';
        if (body.data) show(body.data.status); else poll();
      });
    });
  });
  show(link.status);
  tick();
  setInterval(tick, 1000);
  setInterval(poll, 5000);
})();
`;

/**
 * The hosted payment page a payer opens (DECISIONS.md section 5): amount, network, address, QR,
 * countdown and status, which it polls from GET /api/pay/{id}. In sandbox mode it has the Simulate
 * payment buttons. Server-rendered, with its script served beside it (HOSTED_PAGE_SCRIPT_PATH), so it
 * works without the dashboard bundle and under the policy of plugins/securityHeaders.ts.
 */
export function hostedPageHtml(link: PaymentLink): string {
  const data = JSON.stringify({ id: link._id, expiresAt: link.expiresAt, status: link.status }).replace(/</g, '\\u003c');
  const simulate = link.sandbox
    ? `<section aria-label="Sandbox"><h2>Sandbox</h2><p>Simulate payment:</p>
       <button type="button" data-outcome="exact">Simulate payment (exact)</button>
       <button type="button" data-outcome="overpaid">Simulate payment (overpaid)</button>
       <button type="button" data-outcome="underpaid">Simulate payment (underpaid)</button></section>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${escape(link.amount.toFixed(2))} USDT</title>
<style>
body{font-family:system-ui,sans-serif;background:#f1f5f9;margin:0;padding:24px;color:#0f172a}
main{max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px #0002}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#475569}dd{margin:0;font-weight:600;word-break:break-all}
.address{font-family:monospace}.qr{display:flex;justify-content:center;margin:16px 0}
button{margin:4px 4px 0 0;padding:8px 12px;border-radius:6px;border:1px solid #4f46e5;background:#4f46e5;color:#fff;cursor:pointer}
button:disabled{opacity:.5;cursor:default}#status{text-transform:uppercase}
</style></head>
<body><main>
<h1>Payment of ${escape(link.amount.toFixed(2))} USDT</h1>
<dl>
<dt>Amount</dt><dd>${escape(link.amount.toFixed(2))} USDT</dd>
<dt>Network</dt><dd>${escape(link.network)}</dd>
<dt>Address</dt><dd class="address" id="address">${escape(link.walletAddress)}</dd>
${link.orderReference ? `<dt>Order reference</dt><dd>${escape(link.orderReference)}</dd>` : ''}
${link.description ? `<dt>Description</dt><dd>${escape(link.description)}</dd>` : ''}
<dt>Status</dt><dd id="status" role="status">${escape(link.status)}</dd>
<dt>Time left</dt><dd id="countdown">--:--</dd>
</dl>
<div class="qr">${qrSvg(link.walletAddress)}</div>
<p>Send exactly this amount of USDT on ${escape(link.network)} to the address above.</p>
${simulate}
<p id="message" role="alert"></p>
</main>
<script type="application/json" id="link">${data}</script>
<script src="${HOSTED_PAGE_SCRIPT_PATH}"></script>
</body></html>`;
}
