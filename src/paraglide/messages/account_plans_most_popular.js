/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_Most_PopularInputs */

const en_account_plans_most_popular = /** @type {(inputs: Account_Plans_Most_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most popular`)
};

const es_account_plans_most_popular = /** @type {(inputs: Account_Plans_Most_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El más elegido`)
};

/**
* | output |
* | --- |
* | "Most popular" |
*
* @param {Account_Plans_Most_PopularInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_most_popular = /** @type {((inputs?: Account_Plans_Most_PopularInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_Most_PopularInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_most_popular(inputs)
	return en_account_plans_most_popular(inputs)
});