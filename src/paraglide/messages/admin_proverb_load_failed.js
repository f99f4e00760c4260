/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Proverb_Load_FailedInputs */

const en_admin_proverb_load_failed = /** @type {(inputs: Admin_Proverb_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch wisdom proverbs`)
};

const es_admin_proverb_load_failed = /** @type {(inputs: Admin_Proverb_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los proverbios`)
};

/**
* | output |
* | --- |
* | "Failed to fetch wisdom proverbs" |
*
* @param {Admin_Proverb_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_load_failed = /** @type {((inputs?: Admin_Proverb_Load_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_Load_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_load_failed(inputs)
	return en_admin_proverb_load_failed(inputs)
});