/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_Sign_In_To_UpgradeInputs */

const en_account_plans_sign_in_to_upgrade = /** @type {(inputs: Account_Plans_Sign_In_To_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to upgrade`)
};

const es_account_plans_sign_in_to_upgrade = /** @type {(inputs: Account_Plans_Sign_In_To_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para mejorar tu plan`)
};

/**
* | output |
* | --- |
* | "Sign in to upgrade" |
*
* @param {Account_Plans_Sign_In_To_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_sign_in_to_upgrade = /** @type {((inputs?: Account_Plans_Sign_In_To_UpgradeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_Sign_In_To_UpgradeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_sign_in_to_upgrade(inputs)
	return en_account_plans_sign_in_to_upgrade(inputs)
});