import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import QRCode from 'react-qr-code';
import type { PaymentLink } from '../../contract/paymentLinks';
import type { Language } from '../../contract/languages';
import { payerView } from '../../contract/payPage';
import { formatUsdt, paymentRequestUri, usdtBaseUnits } from '../../contract/paymentRequest';
import { en, type SandboxMessages } from '../i18n/en';

/** The payer's language (their browser's, sandbox-api/i18n) and its words; English by default. */
export interface PayerLanguage {
  language: Language;
  text: SandboxMessages;
}

const ENGLISH: PayerLanguage = { language: 'en', text: en };

export const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** What the payer's wallet app scans: a payment request with token, address and amount (contract/paymentRequest.ts). */
const qrSvg = (value: string, title: string) => renderToStaticMarkup(createElement(QRCode, { value, size: 200, title }));

/** The dashboard's own icon (public/favicon.svg), inline so the page needs no other file: a CDN may serve dist/. */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8').trim())}`;

/** Served as a file, not inline: the Content-Security-Policy allows scripts from 'self' only. */
export const HOSTED_PAGE_SCRIPT_PATH = '/pay/hosted-page.js';

/**
 * Countdown, status polling, copy buttons and the sandbox's Simulate payment buttons; reads the
 * link from the page's JSON block. The server renders every state; the script only switches a page
 * that asks for money to its expired message the moment the countdown reaches zero, and reloads
 * the page when the link's status changes (a payment arrived), so the server says what is due.
 */
export const HOSTED_PAGE_SCRIPT = `(function () {
  var link = JSON.parse(document.getElementById('link').textContent);
  var countdown = document.getElementById('countdown');
  var message = document.getElementById('message');
  var buttons = Array.prototype.slice.call(document.querySelectorAll('button[data-outcome]'));
  function setButtons() {
    buttons.forEach(function (button) { button.disabled = !link.payable; });
  }
  function expire() {
    link.payable = false;
    ['pay', 'state'].forEach(function (id) { var node = document.getElementById(id); if (node) node.hidden = true; });
    var expired = document.getElementById('expired');
    if (expired) expired.hidden = false;
    setButtons();
  }
  function tick() {
    var left = Math.max(0, Date.parse(link.expiresAt) - Date.now());
    var minutes = Math.floor(left / 60000), seconds = Math.floor(left / 1000) % 60;
    if (countdown) countdown.textContent = link.payable ? minutes + ':' + String(seconds).padStart(2, '0') : '--:--';
    if (left === 0 && link.payable) { expire(); poll(); }
  }
  function poll() {
    fetch('/api/pay/' + link.id).then(function (r) { return r.json(); }).then(function (body) {
      if (body && body.data && body.data.status !== link.status) window.location.reload();
    }).catch(function () {});
  }
  Array.prototype.slice.call(document.querySelectorAll('button[data-copy]')).forEach(function (button) {
    var label = button.textContent;
    button.addEventListener('click', function () {
      var value = button.getAttribute('data-copy');
      var done = function () {
        button.textContent = button.getAttribute('data-copied');
        setTimeout(function () { button.textContent = label; }, 2000);
      };
      if (navigator.clipboard && window.isSecureContext) { navigator.clipboard.writeText(value).then(done, function () {}); return; }
      var area = document.createElement('textarea');
      area.value = value;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.appendChild(area);
      area.select();
      try { if (document.execCommand('copy')) done(); } catch (e) {}
      document.body.removeChild(area);
    });
  });
  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      buttons.forEach(function (b) { b.disabled = true; });
      fetch('/api/pay/' + link.id + '/simulate', {
        method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ outcome: button.getAttribute('data-outcome') })
      }).then(function (r) { return r.json(); }).then(function (body) {
        if (body.success) { window.location.reload(); return; }
        message.textContent = body.message || '';
        poll();
      });
    });
  });
  setButtons();
  tick();
  setInterval(tick, 1000);
  setInterval(poll, 5000);
})();
`;

const STYLE = `
body{font-family:system-ui,sans-serif;background:#f1f5f9;margin:0;padding:24px 12px;color:#0f172a}
main{max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px #0002;box-sizing:border-box}
[hidden]{display:none!important}
.merchant{display:flex;align-items:center;gap:12px;margin-bottom:8px}
.merchant img{width:48px;height:48px;object-fit:contain;border-radius:8px}
.merchant span{font-weight:600;font-size:1.1rem;word-break:break-word}
h1{font-size:1.5rem;margin:8px 0 12px}
.notice{padding:12px 14px;border-radius:8px;background:#eef2ff;color:#312e81;font-weight:600}
.notice.warning{background:#fff7ed;color:#9a3412}.notice.success{background:#ecfdf5;color:#065f46}.notice.closed{background:#fef2f2;color:#991b1b}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;align-items:center}dt{color:#475569}
dd{margin:0;font-weight:600;word-break:break-all}
dl.due{grid-template-columns:1fr;gap:4px}dl.due dt{font-size:.85rem;margin-top:8px}
dl.due dd{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px}
.address{font-family:monospace;font-size:.95rem}.qr{display:flex;justify-content:center;margin:16px 0}
.qr svg{background:#fff;padding:12px}
button{padding:8px 12px;border-radius:6px;border:1px solid #4f46e5;background:#4f46e5;color:#fff;cursor:pointer;font:inherit}
button.copy{padding:4px 10px;background:#fff;color:#4f46e5;font-size:.85rem;font-weight:500}
button:disabled{opacity:.5;cursor:default}
section[aria-label="Sandbox"] button{margin:4px 4px 0 0}
label{display:block;font-weight:600;margin:12px 0 4px}.hint{color:#475569;font-size:.85rem;margin:4px 0}
input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #64748b;border-radius:6px;font:inherit;font-family:monospace}
input[aria-invalid="true"]{border-color:#b91c1c}.error{color:#b91c1c;font-weight:600;margin:4px 0}form button{margin-top:16px}
:focus-visible{outline:3px solid #4f46e5;outline-offset:2px}
`;

/** The page frame: the same look for a link, a link that does not exist, and a payer refund's claim page (payerRefunds/claimPage.ts). */
export function pageHtml(title: string, body: string, tail = '', language: Language = 'en'): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<link rel="icon" type="image/svg+xml" href="${FAVICON}">
<style>${STYLE}</style></head>
<body><main>
${body}
</main>
${tail}</body></html>`;
}

/** The merchant as the payer sees it: its name, and the version of its uploaded logo (null: none). */
export interface PayPageMerchant {
  name: string;
  logoVersion: string | null;
}

/** The link's merchant's logo, served on its own (routes/payPageLogo.ts) so the browser caches it. */
export const payPageLogoPath = (linkId: string) => `/pay/${linkId}/logo`;

const NOTICE_CLASS: Record<string, string> = {
  awaiting: 'notice',
  partial: 'notice warning',
  expired: 'notice closed',
  partialExpired: 'notice closed',
  paid: 'notice success',
  overpaid: 'notice success',
  processing: 'notice',
  closed: 'notice closed',
};

/**
 * The hosted payment page a payer opens (DECISIONS.md section 5, issue 12): the merchant's name and
 * logo, the amount, and, while money is due, the address, a QR code of the payment request and copy
 * buttons with the countdown. An expired link shows none of these, only that it expired; an
 * underpaid one asks for the remainder until it expires. In sandbox mode it has the Simulate payment
 * buttons. Server-rendered, with its script served beside it (HOSTED_PAGE_SCRIPT_PATH), so it works
 * without the dashboard bundle and under the policy of plugins/securityHeaders.ts.
 */
export function hostedPageHtml(link: PaymentLink, merchant: PayPageMerchant, now = Date.now(), { language, text: { pay: t } }: PayerLanguage = ENGLISH): string {
  const view = payerView(link, now, t);
  const payable = view.dueUnits > 0n;
  const amount = formatUsdt(usdtBaseUnits(link.amount));
  const data = JSON.stringify({ id: link._id, expiresAt: link.expiresAt, status: link.status, payable }).replace(/</g, '\\u003c');
  const logo = merchant.logoVersion
    ? `<img src="${escape(`${payPageLogoPath(encodeURIComponent(link._id))}?v=${encodeURIComponent(merchant.logoVersion)}`)}" alt="">`
    : '';
  const due = formatUsdt(view.dueUnits);
  const expiredText = view.state === 'partial' ? payerView(link, Date.parse(link.expiresAt), t).headline : t.expired;
  const pay = payable
    ? `<section id="pay" aria-label="${t.payment}">
<div class="qr" data-testid="payment-qr">${qrSvg(paymentRequestUri(link.network, link.walletAddress, view.dueUnits), t.qrTitle)}</div>
<dl class="due">
<dt>${t.amountToSend}</dt><dd><span id="due">${escape(due)} USDT</span><button type="button" class="copy" data-copy="${escape(due)}" data-copied="${escape(t.copied)}">${escape(t.copyAmount)}</button></dd>
<dt>${t.network}</dt><dd>${escape(link.network)}</dd>
<dt>${t.address}</dt><dd><span class="address" id="address">${escape(link.walletAddress)}</span><button type="button" class="copy" data-copy="${escape(link.walletAddress)}" data-copied="${escape(t.copied)}">${escape(t.copyAddress)}</button></dd>
<dt>${t.timeLeft}</dt><dd id="countdown">--:--</dd>
</dl>
<p>${escape(t.sendInstruction(due, link.network))}</p>
</section>
<p id="expired" class="notice closed" hidden>${escape(expiredText)}</p>`
    : '';
  // A partly paid link takes the remainder until it expires (issue 29): the exact outcome pays what is due.
  const outcomes =
    view.state === 'partial'
      ? `<button type="button" data-outcome="exact">Simulate payment of the remainder</button>`
      : `<button type="button" data-outcome="exact">Simulate payment (exact)</button>
       <button type="button" data-outcome="overpaid">Simulate payment (overpaid)</button>
       <button type="button" data-outcome="underpaid">Simulate payment (underpaid)</button>`;
  const simulate = link.sandbox ? `<section aria-label="Sandbox"><h2>Sandbox</h2><p>Simulate payment:</p>
       ${outcomes}</section>` : '';
  const body = `<header class="merchant">${logo}<span id="merchant">${escape(merchant.name)}</span></header>
<h1>${escape(t.heading(amount))}</h1>
<p id="state" class="${NOTICE_CLASS[view.state]}" role="status" data-state="${view.state}">${escape(view.headline)}</p>
${pay}
<dl>
<dt>${t.amount}</dt><dd>${escape(amount)} USDT</dd>
${link.orderReference ? `<dt>${t.orderReference}</dt><dd>${escape(link.orderReference)}</dd>` : ''}
${link.description ? `<dt>${t.description}</dt><dd>${escape(link.description)}</dd>` : ''}
</dl>
${simulate}
<p id="message" role="alert"></p>`;
  const tail = `<script type="application/json" id="link">${data}</script>
<script src="${HOSTED_PAGE_SCRIPT_PATH}"></script>
`;
  return pageHtml(t.pageTitle(amount, merchant.name), body, tail, language);
}

/** The page for a link that does not exist (unknown or malformed id), in the same frame. */
export function notFoundPageHtml({ language, text: { pay: t } }: PayerLanguage = ENGLISH): string {
  return pageHtml(
    t.notFoundTitle,
    `<h1>${escape(t.notFoundTitle)}</h1>\n<p class="notice closed" role="status">${escape(t.notFound)}</p>`,
    '',
    language,
  );
}
