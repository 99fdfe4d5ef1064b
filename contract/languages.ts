/**
 * The dashboard's languages (issue 30): English, the default, with the spec's exact strings, and five
 * more, each a file src/i18n/locales/<code>.ts. The sandbox keeps the user's choice (PUT /auth/profile,
 * `language`) and writes its emails in it.
 */
export const LANGUAGES = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
  { locale: 'pt-BR', name: 'Português (Brasil)' },
  { locale: 'ru', name: 'Русский' },
  { locale: 'tr', name: 'Türkçe' },
  { locale: 'zh-CN', name: '简体中文' },
] as const;

export type Language = (typeof LANGUAGES)[number]['locale'];

export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((l) => l.locale === value);

/**
 * The first of the browser's languages (navigator.languages, or Accept-Language's in order) that the
 * dashboard speaks: an exact code first, then its base language ('es-MX' is Spanish, 'pt-PT' and 'pt'
 * Brazilian Portuguese, 'zh-TW' Simplified Chinese rather than none); English when none matches.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const exact = LANGUAGES.find((l) => l.locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact.locale;
    const base = LANGUAGES.find((l) => l.locale.split('-')[0] === tag.split('-')[0].toLowerCase());
    if (base) return base.locale;
  }
  return DEFAULT_LANGUAGE;
}

/** An Accept-Language header's tags, by their q weight (RFC 9110 section 12.5.4); q=0 is "not this one". */
export function acceptLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
