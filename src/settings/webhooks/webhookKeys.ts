/** The webhooks screen's i18n namespace (src/i18n/webhooks). */
export const W = 'app.webhooks';
