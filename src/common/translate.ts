/**
 * polyglot's `%{name}` without polyglot, for what the entry draws before react-admin is in: the sign-in page (issue 17)
 * and the signed-in frame's cards. A missing key reads as `_` or the key (allowMissing).
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
