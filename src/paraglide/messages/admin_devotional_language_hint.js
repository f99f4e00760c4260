/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_Language_HintInputs */

const en_admin_devotional_language_hint = /** @type {(inputs: Admin_Devotional_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The pages in this language show it.`)
};

const es_admin_devotional_language_hint = /** @type {(inputs: Admin_Devotional_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se muestra en las páginas de este idioma.`)
};

/**
* | output |
* | --- |
* | "The pages in this language show it." |
*
* @param {Admin_Devotional_Language_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_language_hint = /** @type {((inputs?: Admin_Devotional_Language_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_Language_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_language_hint(inputs)
	return en_admin_devotional_language_hint(inputs)
});