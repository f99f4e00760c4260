/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_Thank_YouInputs */

const en_account_plans_thank_you = /** @type {(inputs: Account_Plans_Thank_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank You! 🎉`)
};

const es_account_plans_thank_you = /** @type {(inputs: Account_Plans_Thank_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias! 🎉`)
};

/**
* | output |
* | --- |
* | "Thank You! 🎉" |
*
* @param {Account_Plans_Thank_YouInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_thank_you = /** @type {((inputs?: Account_Plans_Thank_YouInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_Thank_YouInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_thank_you(inputs)
	return en_account_plans_thank_you(inputs)
});