/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sets_NounInputs */

const en_admin_sets_noun = /** @type {(inputs: Admin_Sets_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verse sets`)
};

const es_admin_sets_noun = /** @type {(inputs: Admin_Sets_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`series de versículos`)
};

/**
* | output |
* | --- |
* | "verse sets" |
*
* @param {Admin_Sets_NounInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_noun = /** @type {((inputs?: Admin_Sets_NounInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sets_NounInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_sets_noun(inputs)
	return en_admin_sets_noun(inputs)
});