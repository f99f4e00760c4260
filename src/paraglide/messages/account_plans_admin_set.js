/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_Admin_SetInputs */

const en_account_plans_admin_set = /** @type {(inputs: Account_Plans_Admin_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin: set`)
};

const es_account_plans_admin_set = /** @type {(inputs: Account_Plans_Admin_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrador: configura`)
};

/**
* | output |
* | --- |
* | "Admin: set" |
*
* @param {Account_Plans_Admin_SetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_admin_set = /** @type {((inputs?: Account_Plans_Admin_SetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_Admin_SetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_admin_set(inputs)
	return en_account_plans_admin_set(inputs)
});