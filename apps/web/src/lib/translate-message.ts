// Messages that reach the screen in English from elsewhere (the shared schemas' MSG, which both
// the forms and the API use) shown in the reader's language. English passes through unchanged.
import { MSG } from '@mobile-planet/shared';
import { i18n } from './i18n';

type MessageKey = keyof typeof MSG;

const STATIC_KEYS = new Map<string, MessageKey>();
const PATTERNS: { key: MessageKey; pattern: RegExp }[] = [];
for (const [key, message] of Object.entries(MSG) as [MessageKey, (typeof MSG)[MessageKey]][]) {
  if (typeof message === 'string') {
    STATIC_KEYS.set(message, key);
  } else {
    // The message with its number taken out: 'Must be at most (\d+) characters'.
    const [before, after] = message(0 as never).split('0') as [string, string];
    PATTERNS.push({ key, pattern: new RegExp(`^${escapeRegExp(before)}(\\d+)${escapeRegExp(after)}$`) });
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The MSG key a message is (with its number, for messages that carry one), or null. */
export function messageKeyOf(message: string): { key: MessageKey; max?: number } | null {
  const key = STATIC_KEYS.get(message);
  if (key) return { key };
  for (const { key: patternKey, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { key: patternKey, max: Number(match[1]) };
  }
  return null;
}

/** A validation message (one of MSG's) in the current language; any other text as it is. */
export function translateMessage(message: string): string {
  if (i18n.resolvedLanguage === 'en') return message;
  const known = messageKeyOf(message);
  return known ? i18n.t(`validation:${known.key}`, { max: known.max }) : message;
}

/** What an API error body carries that a translation needs (packages/shared's ApiError). */
interface ApiErrorWords {
  message: string;
  code?: string;
  params?: Record<string, string | number>;
}

/**
 * An API refusal in the current language: by its stable code when the catalogue has it (with the
 * params the sentence is built from), else a validation message by its words, else as sent.
 */
export function translateApiError(error: ApiErrorWords): string {
  if (i18n.resolvedLanguage === 'en') return error.message;
  if (error.code && i18n.exists(`apiErrors:${error.code}`)) {
    return i18n.t(`apiErrors:${error.code}` as never, error.params ?? {}) as string;
  }
  return translateMessage(error.message);
}
