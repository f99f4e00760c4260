/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Journey_HeadingInputs */

const en_account_journey_heading = /** @type {(inputs: Account_Journey_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Journey of Faith`)
};

const es_account_journey_heading = /** @type {(inputs: Account_Journey_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu camino de fe`)
};

/**
* | output |
* | --- |
* | "Your Journey of Faith" |
*
* @param {Account_Journey_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_journey_heading = /** @type {((inputs?: Account_Journey_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Journey_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_journey_heading(inputs)
	return en_account_journey_heading(inputs)
});