/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Proverb_MeaningInputs */

const en_admin_proverb_meaning = /** @type {(inputs: Admin_Proverb_MeaningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What does this mean?`)
};

const es_admin_proverb_meaning = /** @type {(inputs: Admin_Proverb_MeaningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué quiere decir?`)
};

/**
* | output |
* | --- |
* | "What does this mean?" |
*
* @param {Admin_Proverb_MeaningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_meaning = /** @type {((inputs?: Admin_Proverb_MeaningInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_MeaningInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_meaning(inputs)
	return en_admin_proverb_meaning(inputs)
});