/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_For_ParentsInputs */

const en_account_for_parents = /** @type {(inputs: Account_For_ParentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This part is for parents.`)
};

const es_account_for_parents = /** @type {(inputs: Account_For_ParentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta parte es para los padres.`)
};

/**
* | output |
* | --- |
* | "This part is for parents." |
*
* @param {Account_For_ParentsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_for_parents = /** @type {((inputs?: Account_For_ParentsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_For_ParentsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_for_parents(inputs)
	return en_account_for_parents(inputs)
});