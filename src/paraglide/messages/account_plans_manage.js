/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_ManageInputs */

const en_account_plans_manage = /** @type {(inputs: Account_Plans_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage`)
};

const es_account_plans_manage = /** @type {(inputs: Account_Plans_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrar`)
};

/**
* | output |
* | --- |
* | "Manage" |
*
* @param {Account_Plans_ManageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_manage = /** @type {((inputs?: Account_Plans_ManageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_ManageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_manage(inputs)
	return en_account_plans_manage(inputs)
});