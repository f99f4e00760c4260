/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_Admin_To_Turn_OnInputs */

const en_account_plans_admin_to_turn_on = /** @type {(inputs: Account_Plans_Admin_To_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to turn this on.`)
};

const es_account_plans_admin_to_turn_on = /** @type {(inputs: Account_Plans_Admin_To_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para activarlo.`)
};

/**
* | output |
* | --- |
* | "to turn this on." |
*
* @param {Account_Plans_Admin_To_Turn_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_admin_to_turn_on = /** @type {((inputs?: Account_Plans_Admin_To_Turn_OnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_Admin_To_Turn_OnInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_admin_to_turn_on(inputs)
	return en_account_plans_admin_to_turn_on(inputs)
});