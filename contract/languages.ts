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

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.locale) as [Language, ...Language[]];

export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((l) => l.locale === value);

/** The language a browser's tag asks for: its exact code, else its base language ('es-MX' Spanish, 'pt-PT' Brazilian Portuguese, 'zh-TW' Simplified Chinese rather than none); null for none of the six. */
export function matchLanguage(tag: string): Language | null {
  const exact = LANGUAGES.find((l) => l.locale.toLowerCase() === tag.toLowerCase());
  return (exact ?? LANGUAGES.find((l) => l.locale.split('-')[0] === tag.split('-')[0].toLowerCase()))?.locale ?? null;
}

/** The first of the browser's languages (navigator.languages, or Accept-Language's in order) that is one of `among`; English when none. */
export function pickLanguage(preferred: readonly string[], among: (language: Language) => boolean = () => true): Language {
  return preferred.map(matchLanguage).find((language) => language !== null && among(language)) ?? DEFAULT_LANGUAGE;
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
