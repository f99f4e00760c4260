/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Use_Another_AddressInputs */

const en_account_use_another_address = /** @type {(inputs: Account_Use_Another_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use another e-mail address`)
};

const es_account_use_another_address = /** @type {(inputs: Account_Use_Another_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar otro correo`)
};

/**
* | output |
* | --- |
* | "Use another e-mail address" |
*
* @param {Account_Use_Another_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_use_another_address = /** @type {((inputs?: Account_Use_Another_AddressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Use_Another_AddressInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_use_another_address(inputs)
	return en_account_use_another_address(inputs)
});