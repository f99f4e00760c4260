/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Mode_Switch_LabelInputs */

const en_account_mode_switch_label = /** @type {(inputs: Account_Mode_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in or create an account`)
};

const es_account_mode_switch_label = /** @type {(inputs: Account_Mode_Switch_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión o crea una cuenta`)
};

/**
* | output |
* | --- |
* | "Sign in or create an account" |
*
* @param {Account_Mode_Switch_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_mode_switch_label = /** @type {((inputs?: Account_Mode_Switch_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Mode_Switch_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_mode_switch_label(inputs)
	return en_account_mode_switch_label(inputs)
});