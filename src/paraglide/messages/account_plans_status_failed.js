/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_Status_FailedInputs */

const en_account_plans_status_failed = /** @type {(inputs: Account_Plans_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to check subscription status`)
};

const es_account_plans_status_failed = /** @type {(inputs: Account_Plans_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo comprobar el estado de la suscripción`)
};

/**
* | output |
* | --- |
* | "Failed to check subscription status" |
*
* @param {Account_Plans_Status_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_status_failed = /** @type {((inputs?: Account_Plans_Status_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_Status_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_status_failed(inputs)
	return en_account_plans_status_failed(inputs)
});