/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Readings_NounInputs */

const en_admin_readings_noun = /** @type {(inputs: Admin_Readings_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`readings`)
};

const es_admin_readings_noun = /** @type {(inputs: Admin_Readings_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lecturas`)
};

/**
* | output |
* | --- |
* | "readings" |
*
* @param {Admin_Readings_NounInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_noun = /** @type {((inputs?: Admin_Readings_NounInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Readings_NounInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_readings_noun(inputs)
	return en_admin_readings_noun(inputs)
});