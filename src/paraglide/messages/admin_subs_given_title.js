/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Subs_Given_TitleInputs */

const en_admin_subs_given_title = /** @type {(inputs: Admin_Subs_Given_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan Given`)
};

const es_admin_subs_given_title = /** @type {(inputs: Admin_Subs_Given_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan otorgado`)
};

/**
* | output |
* | --- |
* | "Plan Given" |
*
* @param {Admin_Subs_Given_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_given_title = /** @type {((inputs?: Admin_Subs_Given_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subs_Given_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_subs_given_title(inputs)
	return en_admin_subs_given_title(inputs)
});