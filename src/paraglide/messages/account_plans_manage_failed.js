/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_Manage_FailedInputs */

const en_account_plans_manage_failed = /** @type {(inputs: Account_Plans_Manage_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to access subscription management`)
};

const es_account_plans_manage_failed = /** @type {(inputs: Account_Plans_Manage_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo abrir la administración de la suscripción`)
};

/**
* | output |
* | --- |
* | "Failed to access subscription management" |
*
* @param {Account_Plans_Manage_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_manage_failed = /** @type {((inputs?: Account_Plans_Manage_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_Manage_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_manage_failed(inputs)
	return en_account_plans_manage_failed(inputs)
});