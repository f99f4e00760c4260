/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_Change_With_ManageInputs */

const en_account_plans_change_with_manage = /** @type {(inputs: Account_Plans_Change_With_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To change your plan, use Manage Subscription.`)
};

const es_account_plans_change_with_manage = /** @type {(inputs: Account_Plans_Change_With_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para cambiar de plan, usa Administrar suscripción.`)
};

/**
* | output |
* | --- |
* | "To change your plan, use Manage Subscription." |
*
* @param {Account_Plans_Change_With_ManageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_change_with_manage = /** @type {((inputs?: Account_Plans_Change_With_ManageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_Change_With_ManageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_change_with_manage(inputs)
	return en_account_plans_change_with_manage(inputs)
});