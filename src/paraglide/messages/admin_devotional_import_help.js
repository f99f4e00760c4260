/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_Import_HelpInputs */

const en_admin_devotional_import_help = /** @type {(inputs: Admin_Devotional_Import_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One line a field: \`Title:\`, \`Date:\` (YYYY-MM-DD), \`Key Verse:\` or \`Verse:\`, \`Devotional Text:\` or \`Text:\`, \`Reflection:\`, \`Prayer:\`, \`Media Type:\` (video or audio), \`Media URL:\`. Each \`Title:\` starts a new devotional; lines without a prefix continue the field above. A devotional on a day that already has one in its language is skipped as a duplicate.`)
};

const es_admin_devotional_import_help = /** @type {(inputs: Admin_Devotional_Import_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una línea por campo: \`Title:\`, \`Date:\` (AAAA-MM-DD), \`Key Verse:\` o \`Verse:\`, \`Devotional Text:\` o \`Text:\`, \`Reflection:\`, \`Prayer:\`, \`Media Type:\` (video o audio), \`Media URL:\`. Cada \`Title:\` empieza un devocional nuevo; las líneas sin prefijo siguen el campo de arriba. Un devocional en un día que ya tiene uno en su idioma se salta como repetido.`)
};

/**
* | output |
* | --- |
* | "One line a field: `Title:`, `Date:` (YYYY-MM-DD), `Key Verse:` or `Verse:`, `Devotional Text:` or `Text:`, `Reflection:`, `Prayer:`, `Media Type:` (video or ..." |
*
* @param {Admin_Devotional_Import_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_import_help = /** @type {((inputs?: Admin_Devotional_Import_HelpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_Import_HelpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_import_help(inputs)
	return en_admin_devotional_import_help(inputs)
});