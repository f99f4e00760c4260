/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_Manage_SubscriptionInputs */

const en_account_plans_manage_subscription = /** @type {(inputs: Account_Plans_Manage_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage Subscription`)
};

const es_account_plans_manage_subscription = /** @type {(inputs: Account_Plans_Manage_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrar suscripción`)
};

/**
* | output |
* | --- |
* | "Manage Subscription" |
*
* @param {Account_Plans_Manage_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_manage_subscription = /** @type {((inputs?: Account_Plans_Manage_SubscriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_Manage_SubscriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_manage_subscription(inputs)
	return en_account_plans_manage_subscription(inputs)
});