/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Account_Plans_Open_UntilInputs */

const en_account_plans_open_until = /** @type {(inputs: Account_Plans_Open_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your plan is open until ${i?.date}.`)
};

const es_account_plans_open_until = /** @type {(inputs: Account_Plans_Open_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu plan está abierto hasta el ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "Your plan is open until {date}." |
*
* @param {Account_Plans_Open_UntilInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_open_until = /** @type {((inputs: Account_Plans_Open_UntilInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_Open_UntilInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_open_until(inputs)
	return en_account_plans_open_until(inputs)
});