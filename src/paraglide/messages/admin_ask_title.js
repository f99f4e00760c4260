/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ask_TitleInputs */

const en_admin_ask_title = /** @type {(inputs: Admin_Ask_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask & Pray`)
};

const es_admin_ask_title = /** @type {(inputs: Admin_Ask_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregunta y ora`)
};

/**
* | output |
* | --- |
* | "Ask & Pray" |
*
* @param {Admin_Ask_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_title = /** @type {((inputs?: Admin_Ask_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ask_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_ask_title(inputs)
	return en_admin_ask_title(inputs)
});