/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Delete_UnderstandInputs */

const en_account_delete_understand = /** @type {(inputs: Account_Delete_UnderstandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I understand: delete this account and all its data.`)
};

const es_account_delete_understand = /** @type {(inputs: Account_Delete_UnderstandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entiendo: borrar esta cuenta y todos sus datos.`)
};

/**
* | output |
* | --- |
* | "I understand: delete this account and all its data." |
*
* @param {Account_Delete_UnderstandInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_delete_understand = /** @type {((inputs?: Account_Delete_UnderstandInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_UnderstandInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_delete_understand(inputs)
	return en_account_delete_understand(inputs)
});