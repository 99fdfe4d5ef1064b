import { acceptLanguages, pickLanguage, type Language } from '../../contract/languages';
import type { Queryable } from '../db/types';
import { en, type SandboxMessages } from './en';
import { es } from './es';
import { ptBR } from './pt-BR';
import { ru } from './ru';
import { tr } from './tr';
import { zhCN } from './zh-CN';

/** The sandbox's words per language (issue 30); a language without its file here speaks English. */
const MESSAGES: Partial<Record<Language, SandboxMessages>> = { en, es, 'pt-BR': ptBR, ru, tr, 'zh-CN': zhCN };

export const messagesFor = (language: string | null | undefined): SandboxMessages => MESSAGES[language as Language] ?? en;

/** The words for the payer's browser: the first of its Accept-Language tags the sandbox speaks. */
export const messagesForBrowser = (acceptLanguage: string | undefined): { language: Language; text: SandboxMessages } => {
  const language = pickLanguage(acceptLanguages(acceptLanguage), (candidate) => candidate in MESSAGES);
  return { language, text: messagesFor(language) };
};

/** The words for mail to a user: their language (PUT /auth/profile); English for an address no user has. */
export async function mailMessages(db: Queryable, user: { id: string } | { email: string }): Promise<SandboxMessages['mail']> {
  const { rows } =
    'id' in user
      ? await db.query<{ language: string }>('SELECT language FROM users WHERE id = $1', [user.id])
      : await db.query<{ language: string }>('SELECT language FROM users WHERE lower(email) = lower($1)', [user.email]);
  return messagesFor(rows[0]?.language).mail;
}

type Alerts = SandboxMessages['mail']['alerts'];
/** Which alert, with what values: its words come from the reader's language. */
export type AlertDetails = { [K in keyof Alerts]: { key: K; args: Parameters<Alerts[K]> } }[keyof Alerts];

export const alertText = (alerts: Alerts, { key, args }: AlertDetails): string => (alerts[key] as (...values: unknown[]) => string)(...args);

/** An alert's text in English, as the bell shows it, and its details, which an email gives in each reader's language (issue 30). */
export function alert<K extends keyof Alerts>(key: K, ...args: Parameters<Alerts[K]>): { text: string; details: AlertDetails } {
  const details = { key, args } as AlertDetails;
  return { text: alertText(en.mail.alerts, details), details };
}

/** The notification's `body` and `details` of an alert(). */
export const bodyOf = ({ text, details }: { text: string; details: AlertDetails }) => ({ body: text, details });
