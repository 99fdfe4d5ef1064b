import { walletAddressRule } from '../../contract/addresses';
import { CLAIM_API_PATH, CLAIM_PAGE_TEXT } from '../../contract/payerRefunds';
import { formatUsdt, usdtBaseUnits } from '../../contract/paymentRequest';
import { escape, pageHtml, payPageLogoPath, type PayPageMerchant } from '../paymentLinks/hostedPage';
import type { StoredRefund } from './store';

/** Served as a file, not inline: the Content-Security-Policy allows scripts from 'self' only. */
export const CLAIM_PAGE_SCRIPT_PATH = '/claim/claim-page.js';

/**
 * The claim form's behaviour: both fields required and equal (checked here), then the address posted
 * to POST /api/claim/{id}, whose answer checks its network's format and checksum. Each error is
 * written into the field's own message (aria-describedby, aria-invalid) and the first wrong field
 * takes the focus; the summary line is a live region, so a screen reader hears what went wrong.
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
      if (fieldError) { setError(address, 'The address ' + fieldError.message + '.'); address.focus(); }
      message.textContent = answer.body.message || '';
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
export function claimPageHtml(stored: StoredRefund, payment: RefundedPayment, merchant: PayPageMerchant): string {
  const { record } = stored;
  const amount = formatUsdt(usdtBaseUnits(record.amount));
  const network = record.currencyType;
  const logo =
    merchant.logoVersion && payment.hasPage
      ? `<img src="${escape(`${payPageLogoPath(encodeURIComponent(record.transactionId))}?v=${encodeURIComponent(merchant.logoVersion)}`)}" alt="">`
      : '';
  const awaiting = record.status === 'awaiting_address';
  const headline = record.status === 'awaiting_address' ? CLAIM_PAGE_TEXT.intro(amount, network) : CLAIM_PAGE_TEXT[record.status];
  const hint = `Your address ${walletAddressRule(network)}.`;
  const form = awaiting
    ? `<form id="claim" novalidate aria-label="Refund address">
<label for="address">${escape(CLAIM_PAGE_TEXT.addressLabel(network))}</label>
<p class="hint" id="address-hint">${escape(hint)}</p>
<input id="address" name="address" autocomplete="off" spellcheck="false" autocapitalize="off" maxlength="100" required aria-describedby="address-hint address-error">
<p class="error" id="address-error" hidden></p>
<label for="confirm">${escape(CLAIM_PAGE_TEXT.confirmLabel)}</label>
<input id="confirm" name="confirm" autocomplete="off" spellcheck="false" autocapitalize="off" maxlength="100" required aria-describedby="confirm-error">
<p class="error" id="confirm-error" hidden></p>
<button type="submit">${escape(CLAIM_PAGE_TEXT.submit)}</button>
</form>`
    : '';
  const data = JSON.stringify({
    id: record.id,
    required: 'This field is required.',
    mismatch: CLAIM_PAGE_TEXT.mismatch,
    fix: 'Check the highlighted field.',
    offline: 'The refund could not be sent to the server. Check your connection and try again.',
  }).replace(/</g, '\\u003c');
  const body = `<header class="merchant">${logo}<span id="merchant">${escape(merchant.name)}</span></header>
<h1>Refund of ${escape(amount)} USDT</h1>
<p id="state" class="${NOTICE_CLASS[record.status]}" role="status" data-state="${record.status}">${escape(headline)}</p>
<dl>
<dt>Refund</dt><dd>${escape(amount)} USDT</dd>
<dt>Network</dt><dd>${escape(network)}</dd>
<dt>Payment</dt><dd>${escape(payment.reference)}</dd>
<dt>Payment amount</dt><dd>${escape(formatUsdt(usdtBaseUnits(payment.expected)))} USDT</dd>
<dt>Paid on</dt><dd>${escape(payment.paidAt.toISOString().slice(0, 10))}</dd>
${record.address ? `<dt>Address</dt><dd class="address">${escape(record.address)}</dd>` : ''}
${awaiting ? `<dt>Claim by</dt><dd>${escape(record.expiresAt.slice(0, 10))}</dd>` : ''}
</dl>
${form}
<p id="message" role="alert"></p>`;
  const tail = awaiting
    ? `<script type="application/json" id="refund">${data}</script>
<script src="${CLAIM_PAGE_SCRIPT_PATH}"></script>
`
    : '';
  return pageHtml(`Refund of ${amount} USDT from ${merchant.name}`, body, tail);
}

/** The page for a refund that does not exist (unknown or malformed id), in the same frame. */
export function claimNotFoundPageHtml(): string {
  return pageHtml(
    CLAIM_PAGE_TEXT.notFoundTitle,
    `<h1>${CLAIM_PAGE_TEXT.notFoundTitle}</h1>\n<p class="notice closed" role="status">${CLAIM_PAGE_TEXT.notFound}</p>`,
  );
}
