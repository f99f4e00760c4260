/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Confirm_Delete_NeededInputs */

const en_account_confirm_delete_needed = /** @type {(inputs: Account_Confirm_Delete_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tick the box to confirm that you want to delete the account.`)
};

const es_account_confirm_delete_needed = /** @type {(inputs: Account_Confirm_Delete_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marca la casilla para confirmar que quieres borrar la cuenta.`)
};

/**
* | output |
* | --- |
* | "Tick the box to confirm that you want to delete the account." |
*
* @param {Account_Confirm_Delete_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_confirm_delete_needed = /** @type {((inputs?: Account_Confirm_Delete_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_Delete_NeededInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_confirm_delete_needed(inputs)
	return en_account_confirm_delete_needed(inputs)
});