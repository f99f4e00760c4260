/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_LeadInputs */

const en_account_plans_lead = /** @type {(inputs: Account_Plans_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start free and grow when you are ready. Every plan includes the whole Bible.`)
};

const es_account_plans_lead = /** @type {(inputs: Account_Plans_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza gratis y crece cuando quieras. Todos los planes incluyen la Biblia completa.`)
};

/**
* | output |
* | --- |
* | "Start free and grow when you are ready. Every plan includes the whole Bible." |
*
* @param {Account_Plans_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_lead = /** @type {((inputs?: Account_Plans_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_lead(inputs)
	return en_account_plans_lead(inputs)
});