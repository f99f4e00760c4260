/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_WisdomInputs */

const en_admin_tab_wisdom = /** @type {(inputs: Admin_Tab_WisdomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wisdom`)
};

const es_admin_tab_wisdom = /** @type {(inputs: Admin_Tab_WisdomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sabiduría`)
};

/**
* | output |
* | --- |
* | "Wisdom" |
*
* @param {Admin_Tab_WisdomInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_tab_wisdom = /** @type {((inputs?: Admin_Tab_WisdomInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_WisdomInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tab_wisdom(inputs)
	return en_admin_tab_wisdom(inputs)
});