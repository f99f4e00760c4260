/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_FaqInputs */

const en_account_plans_faq = /** @type {(inputs: Account_Plans_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions and answers`)
};

const es_account_plans_faq = /** @type {(inputs: Account_Plans_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preguntas y respuestas`)
};

/**
* | output |
* | --- |
* | "Questions and answers" |
*
* @param {Account_Plans_FaqInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_faq = /** @type {((inputs?: Account_Plans_FaqInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_FaqInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_faq(inputs)
	return en_account_plans_faq(inputs)
});