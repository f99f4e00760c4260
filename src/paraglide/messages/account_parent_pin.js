/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Parent_PinInputs */

const en_account_parent_pin = /** @type {(inputs: Account_Parent_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parent PIN`)
};

const es_account_parent_pin = /** @type {(inputs: Account_Parent_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN de los padres`)
};

/**
* | output |
* | --- |
* | "Parent PIN" |
*
* @param {Account_Parent_PinInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_parent_pin = /** @type {((inputs?: Account_Parent_PinInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Parent_PinInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_parent_pin(inputs)
	return en_account_parent_pin(inputs)
});