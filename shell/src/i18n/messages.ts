import type { Locale } from '@school/shared';
import { ar } from './ar';
import { en } from './en';
import { fr, type MessageKey } from './fr';

export const shellMessages: Record<Locale, Record<MessageKey, string>> = { fr, ar, en };
