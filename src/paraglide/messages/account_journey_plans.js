/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Journey_PlansInputs */

const en_account_journey_plans = /** @type {(inputs: Account_Journey_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans for every family`)
};

const es_account_journey_plans = /** @type {(inputs: Account_Journey_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes para cada familia`)
};

/**
* | output |
* | --- |
* | "Plans for every family" |
*
* @param {Account_Journey_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_journey_plans = /** @type {((inputs?: Account_Journey_PlansInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Journey_PlansInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_journey_plans(inputs)
	return en_account_journey_plans(inputs)
});