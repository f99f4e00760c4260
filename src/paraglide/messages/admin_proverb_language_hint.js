/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Proverb_Language_HintInputs */

const en_admin_proverb_language_hint = /** @type {(inputs: Admin_Proverb_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Daily Wisdom card in this language shows it.`)
};

const es_admin_proverb_language_hint = /** @type {(inputs: Admin_Proverb_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se muestra en la tarjeta de Sabiduría diaria de este idioma.`)
};

/**
* | output |
* | --- |
* | "The Daily Wisdom card in this language shows it." |
*
* @param {Admin_Proverb_Language_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_language_hint = /** @type {((inputs?: Admin_Proverb_Language_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_Language_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_language_hint(inputs)
	return en_admin_proverb_language_hint(inputs)
});