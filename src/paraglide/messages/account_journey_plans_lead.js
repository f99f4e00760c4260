/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Journey_Plans_LeadInputs */

const en_account_journey_plans_lead = /** @type {(inputs: Account_Journey_Plans_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start free, and grow when you are ready.`)
};

const es_account_journey_plans_lead = /** @type {(inputs: Account_Journey_Plans_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza gratis y crece cuando quieras.`)
};

/**
* | output |
* | --- |
* | "Start free, and grow when you are ready." |
*
* @param {Account_Journey_Plans_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_journey_plans_lead = /** @type {((inputs?: Account_Journey_Plans_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Journey_Plans_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_journey_plans_lead(inputs)
	return en_account_journey_plans_lead(inputs)
});