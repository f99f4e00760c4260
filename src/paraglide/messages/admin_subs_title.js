/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Subs_TitleInputs */

const en_admin_subs_title = /** @type {(inputs: Admin_Subs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans`)
};

const es_admin_subs_title = /** @type {(inputs: Admin_Subs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes`)
};

/**
* | output |
* | --- |
* | "Plans" |
*
* @param {Admin_Subs_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_title = /** @type {((inputs?: Admin_Subs_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subs_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_subs_title(inputs)
	return en_admin_subs_title(inputs)
});