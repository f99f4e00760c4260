/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Explorer_LeadInputs */

const en_account_explorer_lead = /** @type {(inputs: Account_Explorer_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a version, a book and a chapter, and start reading.`)
};

const es_account_explorer_lead = /** @type {(inputs: Account_Explorer_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una versión, un libro y un capítulo, y empieza a leer.`)
};

/**
* | output |
* | --- |
* | "Choose a version, a book and a chapter, and start reading." |
*
* @param {Account_Explorer_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_explorer_lead = /** @type {((inputs?: Account_Explorer_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Explorer_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_explorer_lead(inputs)
	return en_account_explorer_lead(inputs)
});