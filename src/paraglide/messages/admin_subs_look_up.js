/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Subs_Look_UpInputs */

const en_admin_subs_look_up = /** @type {(inputs: Admin_Subs_Look_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Look up`)
};

const es_admin_subs_look_up = /** @type {(inputs: Admin_Subs_Look_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar`)
};

/**
* | output |
* | --- |
* | "Look up" |
*
* @param {Admin_Subs_Look_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_look_up = /** @type {((inputs?: Admin_Subs_Look_UpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subs_Look_UpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_subs_look_up(inputs)
	return en_admin_subs_look_up(inputs)
});