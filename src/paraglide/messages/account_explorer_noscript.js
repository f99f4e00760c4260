/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Explorer_NoscriptInputs */

const en_account_explorer_noscript = /** @type {(inputs: Account_Explorer_NoscriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Bible Explorer needs JavaScript. You can still read every chapter from the`)
};

const es_account_explorer_noscript = /** @type {(inputs: Account_Explorer_NoscriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El Explorador bíblico necesita JavaScript. Aun así puedes leer todos los capítulos desde el`)
};

/**
* | output |
* | --- |
* | "The Bible Explorer needs JavaScript. You can still read every chapter from the" |
*
* @param {Account_Explorer_NoscriptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_explorer_noscript = /** @type {((inputs?: Account_Explorer_NoscriptInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Explorer_NoscriptInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_explorer_noscript(inputs)
	return en_account_explorer_noscript(inputs)
});