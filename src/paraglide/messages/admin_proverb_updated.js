/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Proverb_UpdatedInputs */

const en_admin_proverb_updated = /** @type {(inputs: Admin_Proverb_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proverb Updated`)
};

const es_admin_proverb_updated = /** @type {(inputs: Admin_Proverb_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proverbio actualizado`)
};

/**
* | output |
* | --- |
* | "Proverb Updated" |
*
* @param {Admin_Proverb_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_updated = /** @type {((inputs?: Admin_Proverb_UpdatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_UpdatedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_updated(inputs)
	return en_admin_proverb_updated(inputs)
});