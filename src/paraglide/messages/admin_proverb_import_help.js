/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Proverb_Import_HelpInputs */

const en_admin_proverb_import_help = /** @type {(inputs: Admin_Proverb_Import_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One proverb a block, with a blank line between blocks. Prefixes are optional: \`Proverb:\`, \`Meaning:\` (or \`What it means:\`), \`Why it matters:\` (or \`Importance:\`), \`Reference:\` (or \`Source:\`, \`Attribution:\`). Lines without a prefix are read in that order. Quotes around a value are removed. A proverb already in the list in its language (ignoring upper and lower case) is skipped.`)
};

const es_admin_proverb_import_help = /** @type {(inputs: Admin_Proverb_Import_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un proverbio por bloque, con una línea en blanco entre los bloques. Los prefijos son opcionales: \`Proverb:\`, \`Meaning:\` (o \`What it means:\`), \`Why it matters:\` (o \`Importance:\`), \`Reference:\` (o \`Source:\`, \`Attribution:\`). Las líneas sin prefijo se leen en ese orden. Se quitan las comillas alrededor de un valor. Un proverbio que ya está en la lista de su idioma (sin contar mayúsculas y minúsculas) se salta.`)
};

/**
* | output |
* | --- |
* | "One proverb a block, with a blank line between blocks. Prefixes are optional: `Proverb:`, `Meaning:` (or `What it means:`), `Why it matters:` (or `Importance..." |
*
* @param {Admin_Proverb_Import_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_import_help = /** @type {((inputs?: Admin_Proverb_Import_HelpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_Import_HelpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_import_help(inputs)
	return en_admin_proverb_import_help(inputs)
});