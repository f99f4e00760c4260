/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Remember_MeInputs */

const en_account_remember_me = /** @type {(inputs: Account_Remember_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remember my login information`)
};

const es_account_remember_me = /** @type {(inputs: Account_Remember_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recordar mis datos para iniciar sesión`)
};

/**
* | output |
* | --- |
* | "Remember my login information" |
*
* @param {Account_Remember_MeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_remember_me = /** @type {((inputs?: Account_Remember_MeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Remember_MeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_remember_me(inputs)
	return en_account_remember_me(inputs)
});