/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Journey_LeadInputs */

const en_account_journey_lead = /** @type {(inputs: Account_Journey_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every journey starts with a single step. Pick where you would like to go today!`)
};

const es_account_journey_lead = /** @type {(inputs: Account_Journey_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo camino empieza con un primer paso. ¡Elige adónde quieres ir hoy!`)
};

/**
* | output |
* | --- |
* | "Every journey starts with a single step. Pick where you would like to go today!" |
*
* @param {Account_Journey_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_journey_lead = /** @type {((inputs?: Account_Journey_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Journey_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_journey_lead(inputs)
	return en_account_journey_lead(inputs)
});