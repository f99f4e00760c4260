/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Account_DeletedInputs */

const en_api_account_deleted = /** @type {(inputs: Api_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account and its personal data were deleted.`)
};

const es_api_account_deleted = /** @type {(inputs: Api_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se borraron tu cuenta y sus datos personales.`)
};

/**
* | output |
* | --- |
* | "Your account and its personal data were deleted." |
*
* @param {Api_Account_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_account_deleted = /** @type {((inputs?: Api_Account_DeletedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Account_DeletedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_account_deleted(inputs)
	return en_api_account_deleted(inputs)
});