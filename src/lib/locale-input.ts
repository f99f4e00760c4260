import { z } from 'zod';
import { m } from '#messages';
import { locales } from '../i18n/locales.ts';

/** A language of the site (src/i18n/locales.ts), as the API takes it. */
export const localeField = z.enum(locales, { error: m.site_language_invalid() });

/** The language the active learner chose in the switch; null forgets the choice. */
export const localeChoiceSchema = z.strictObject({ locale: localeField.nullable() });
