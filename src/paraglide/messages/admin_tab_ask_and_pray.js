/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_Ask_And_PrayInputs */

const en_admin_tab_ask_and_pray = /** @type {(inputs: Admin_Tab_Ask_And_PrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask & Pray`)
};

const es_admin_tab_ask_and_pray = /** @type {(inputs: Admin_Tab_Ask_And_PrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregunta y ora`)
};

/**
* | output |
* | --- |
* | "Ask & Pray" |
*
* @param {Admin_Tab_Ask_And_PrayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_tab_ask_and_pray = /** @type {((inputs?: Admin_Tab_Ask_And_PrayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_Ask_And_PrayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tab_ask_and_pray(inputs)
	return en_admin_tab_ask_and_pray(inputs)
});