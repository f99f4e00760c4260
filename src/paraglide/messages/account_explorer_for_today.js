/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Explorer_For_TodayInputs */

const en_account_explorer_for_today = /** @type {(inputs: Account_Explorer_For_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For today`)
};

const es_account_explorer_for_today = /** @type {(inputs: Account_Explorer_For_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para hoy`)
};

/**
* | output |
* | --- |
* | "For today" |
*
* @param {Account_Explorer_For_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_explorer_for_today = /** @type {((inputs?: Account_Explorer_For_TodayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Explorer_For_TodayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_explorer_for_today(inputs)
	return en_account_explorer_for_today(inputs)
});