/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ask_NothingInputs */

const en_admin_ask_nothing = /** @type {(inputs: Admin_Ask_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing here yet.`)
};

const es_admin_ask_nothing = /** @type {(inputs: Admin_Ask_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay nada aquí.`)
};

/**
* | output |
* | --- |
* | "Nothing here yet." |
*
* @param {Admin_Ask_NothingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_nothing = /** @type {((inputs?: Admin_Ask_NothingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ask_NothingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_ask_nothing(inputs)
	return en_admin_ask_nothing(inputs)
});