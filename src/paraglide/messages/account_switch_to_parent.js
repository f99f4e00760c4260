/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Switch_To_ParentInputs */

const en_account_switch_to_parent = /** @type {(inputs: Account_Switch_To_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch to the parent`)
};

const es_account_switch_to_parent = /** @type {(inputs: Account_Switch_To_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar al perfil de los padres`)
};

/**
* | output |
* | --- |
* | "Switch to the parent" |
*
* @param {Account_Switch_To_ParentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_switch_to_parent = /** @type {((inputs?: Account_Switch_To_ParentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Switch_To_ParentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_switch_to_parent(inputs)
	return en_account_switch_to_parent(inputs)
});