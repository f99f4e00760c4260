/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Account_Plans_Manage_Failed_BecauseInputs */

const en_account_plans_manage_failed_because = /** @type {(inputs: Account_Plans_Manage_Failed_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to access subscription management: ${i?.reason}`)
};

const es_account_plans_manage_failed_because = /** @type {(inputs: Account_Plans_Manage_Failed_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo abrir la administración de la suscripción: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Failed to access subscription management: {reason}" |
*
* @param {Account_Plans_Manage_Failed_BecauseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_manage_failed_because = /** @type {((inputs: Account_Plans_Manage_Failed_BecauseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_Manage_Failed_BecauseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_manage_failed_because(inputs)
	return en_account_plans_manage_failed_because(inputs)
});