/**
 * The sign-in page's translate when it runs before the admin app (issue 17): a lookup of dotted
 * keys in the same message objects as the admin's i18nProvider, with polyglot's `%{name}`
 * interpolation. The sign-in strings use nothing else of polyglot (no plurals), so the page does
 * without it and without react-admin. A missing key reads as the `_` option or the key, as the
 * admin's provider (allowMissing) answers.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

type Messages = { readonly [key: string]: string | Messages };

export function createTranslate(messages: Messages): Translate {
  return (key, options = {}) => {
    let found: string | Messages | undefined = messages;
    for (const part of key.split('.')) found = typeof found === 'object' ? found[part] : undefined;
    const phrase = typeof found === 'string' ? found : typeof options._ === 'string' ? options._ : key;
    return phrase.replace(/%\{(\w+)\}/g, (placeholder, name: string) =>
      name in options && name !== '_' ? String(options[name]) : placeholder,
    );
  };
}
