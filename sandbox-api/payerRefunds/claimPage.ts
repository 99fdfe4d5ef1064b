import { CLAIM_API_PATH } from '../../contract/payerRefunds';
import { formatUsdt, usdtBaseUnits } from '../../contract/paymentRequest';
import { en } from '../i18n/en';
import { escape, pageHtml, payPageLogoPath, type PayerLanguage, type PayPageMerchant } from '../paymentLinks/hostedPage';
import type { StoredRefund } from './store';

/** Served as a file, not inline: the Content-Security-Policy allows scripts from 'self' only. */
export const CLAIM_PAGE_SCRIPT_PATH = '/claim/claim-page.js';

/**
 * The claim form's behaviour: both fields required and equal (checked here), then the address posted
 * to POST /api/claim/{id}, whose answer checks its network's format and checksum (a refusal shows
 * the page's own words, in the payer's language, not the server's English). Each error is written into the
 * field's own message (aria-describedby, aria-invalid) and the first wrong field takes the focus; the
 * summary line is a live region, so a screen reader hears what went wrong.
 * Success reloads the page, which then says what happens next.
 */
export const CLAIM_PAGE_SCRIPT = `(function () {
  var form = document.getElementById('claim');
  if (!form) return;
  var refund = JSON.parse(document.getElementById('refund').textContent);
  var address = document.getElementById('address');
  var confirmField = document.getElementById('confirm');
  var message = document.getElementById('message');
  var button = form.querySelector('button[type="submit"]');
  function setError(field, text) {
    var error = document.getElementById(field.id + '-error');
    error.textContent = text || '';
    error.hidden = !text;
    if (text) field.setAttribute('aria-invalid', 'true'); else field.removeAttribute('aria-invalid');
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var value = address.value.trim(), again = confirmField.value.trim();
    setError(address, value ? '' : refund.required);
    setError(confirmField, !again ? refund.required : again !== value ? refund.mismatch : '');
    var wrong = !value ? address : (!again || again !== value) ? confirmField : null;
    if (wrong) { message.textContent = refund.fix; wrong.focus(); return; }
    message.textContent = '';
    button.disabled = true;
    fetch('/api${CLAIM_API_PATH}/' + refund.id, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ address: value })
    }).then(function (r) { return r.json().then(function (body) { return { status: r.status, body: body }; }); }).then(function (answer) {
      if (answer.body.success) { window.location.reload(); return; }
      button.disabled = false;
      var fieldError = (answer.body.errors || []).filter(function (e) { return e.path === 'address'; })[0];
      if (fieldError) { setError(address, refund.invalid); address.focus(); }
      // The server's message is English: the page says it in the payer's language (410: the link's expiry).
      message.textContent = fieldError ? refund.fix : answer.status === 410 ? refund.expired : answer.status === 409 ? refund.changed : refund.failed;
      if (answer.status === 409 || answer.status === 410) setTimeout(function () { window.location.reload(); }, 3000);
    }).catch(function () { button.disabled = false; message.textContent = refund.offline; });
  });
})();
`;

const NOTICE_CLASS: Record<string, string> = {
  awaiting_address: 'notice',
  awaiting_approval: 'notice',
  sending: 'notice success',
  sent: 'notice success',
  rejected: 'notice closed',
  expired: 'notice closed',
};

/** The deposit the refund pays back, as the payer knew it. */
export interface RefundedPayment {
  reference: string;
  /** What the link asked, exact decimal text. */
  expected: string;
  paidAt: Date;
  /** The deposit has a pay page, so its merchant's logo is served at its path. */
  hasPage: boolean;
}

/**
 * The payer's claim page (issue 29), in the pay page's frame and look: the merchant, the payment and
 * the amount; while the refund awaits an address, a form to enter and confirm one for the deposit's
 * network, with visible labels, a hint naming the format, and errors tied to their fields.
 */
export function claimPageHtml(
  stored: StoredRefund,
  payment: RefundedPayment,
  merchant: PayPageMerchant,
  { language, text: { claim: t } }: PayerLanguage = { language: 'en', text: en },
): string {
  const { record } = stored;
  const amount = formatUsdt(usdtBaseUnits(record.amount));
  const network = record.currencyType;
  const logo =
    merchant.logoVersion && payment.hasPage
      ? `<img src="${escape(`${payPageLogoPath(encodeURIComponent(record.transactionId))}?v=${encodeURIComponent(merchant.logoVersion)}`)}" alt="">`
      : '';
  const awaiting = record.status === 'awaiting_address';
  const headline = record.status === 'awaiting_address' ? t.intro(amount, network) : t[record.status];
  const hint = t.hint(network);
  const form = awaiting
    ? `<form id="claim" novalidate aria-label="${escape(t.form)}">
<label for="address">${escape(t.addressLabel(network))}</label>
<p class="hint" id="address-hint">${escape(hint)}</p>
<input id="address" name="address" autocomplete="off" spellcheck="false" autocapitalize="off" maxlength="100" required aria-describedby="address-hint address-error">
<p class="error" id="address-error" hidden></p>
<label for="confirm">${escape(t.confirmLabel)}</label>
<input id="confirm" name="confirm" autocomplete="off" spellcheck="false" autocapitalize="off" maxlength="100" required aria-describedby="confirm-error">
<p class="error" id="confirm-error" hidden></p>
<button type="submit">${escape(t.submit)}</button>
</form>`
    : '';
  const data = JSON.stringify({
    id: record.id,
    required: t.required,
    mismatch: t.mismatch,
    fix: t.fix,
    offline: t.offline,
    changed: t.changed,
    failed: t.failed,
    expired: t.expired,
    invalid: t.invalid,
  }).replace(/</g, '\\u003c');
  const body = `<header class="merchant">${logo}<span id="merchant">${escape(merchant.name)}</span></header>
<h1>${escape(t.heading(amount))}</h1>
<p id="state" class="${NOTICE_CLASS[record.status]}" role="status" data-state="${record.status}">${escape(headline)}</p>
<dl>
<dt>${t.refund}</dt><dd>${escape(amount)} USDT</dd>
<dt>${t.network}</dt><dd>${escape(network)}</dd>
<dt>${t.payment}</dt><dd>${escape(payment.reference)}</dd>
<dt>${t.paymentAmount}</dt><dd>${escape(formatUsdt(usdtBaseUnits(payment.expected)))} USDT</dd>
<dt>${t.paidOn}</dt><dd>${escape(payment.paidAt.toISOString().slice(0, 10))}</dd>
${record.address ? `<dt>${t.address}</dt><dd class="address">${escape(record.address)}</dd>` : ''}
${awaiting ? `<dt>${t.claimBy}</dt><dd>${escape(record.expiresAt.slice(0, 10))}</dd>` : ''}
</dl>
${form}
<p id="message" role="alert"></p>`;
  const tail = awaiting
    ? `<script type="application/json" id="refund">${data}</script>
<script src="${CLAIM_PAGE_SCRIPT_PATH}"></script>
`
    : '';
  return pageHtml(t.pageTitle(amount, merchant.name), body, tail, language);
}

/** The page for a refund that does not exist (unknown or malformed id), in the same frame. */
export function claimNotFoundPageHtml({ language, text: { claim: t } }: PayerLanguage = { language: 'en', text: en }): string {
  return pageHtml(t.notFoundTitle, `<h1>${escape(t.notFoundTitle)}</h1>\n<p class="notice closed" role="status">${escape(t.notFound)}</p>`, '', language);
}
