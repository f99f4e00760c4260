/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Link_InvalidInputs */

const en_account_link_invalid = /** @type {(inputs: Account_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link has expired or was already used. Sign in below, or ask for a new link.`)
};

const es_account_link_invalid = /** @type {(inputs: Account_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace ya caducó o ya se usó. Inicia sesión aquí abajo o pide un enlace nuevo.`)
};

/**
* | output |
* | --- |
* | "This link has expired or was already used. Sign in below, or ask for a new link." |
*
* @param {Account_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_link_invalid = /** @type {((inputs?: Account_Link_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Link_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_link_invalid(inputs)
	return en_account_link_invalid(inputs)
});