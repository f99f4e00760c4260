/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Sign_Out_EverywhereInputs */

const en_account_sign_out_everywhere = /** @type {(inputs: Account_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Out Everywhere`)
};

const es_account_sign_out_everywhere = /** @type {(inputs: Account_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar sesión en todas partes`)
};

/**
* | output |
* | --- |
* | "Sign Out Everywhere" |
*
* @param {Account_Sign_Out_EverywhereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_sign_out_everywhere = /** @type {((inputs?: Account_Sign_Out_EverywhereInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sign_Out_EverywhereInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_sign_out_everywhere(inputs)
	return en_account_sign_out_everywhere(inputs)
});