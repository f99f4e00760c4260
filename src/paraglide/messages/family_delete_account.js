/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Delete_AccountInputs */

const en_family_delete_account = /** @type {(inputs: Family_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete the account and all its data`)
};

const es_family_delete_account = /** @type {(inputs: Family_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar la cuenta y todos sus datos`)
};

/**
* | output |
* | --- |
* | "Delete the account and all its data" |
*
* @param {Family_Delete_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_delete_account = /** @type {((inputs?: Family_Delete_AccountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Delete_AccountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_delete_account(inputs)
	return en_family_delete_account(inputs)
});