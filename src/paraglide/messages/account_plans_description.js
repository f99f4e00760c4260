/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_DescriptionInputs */

const en_account_plans_description = /** @type {(inputs: Account_Plans_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans for every family: start free with Taste & See, or go Premium for all 12 Bible games, unlimited challenges and more. 30-day money-back guarantee.`)
};

const es_account_plans_description = /** @type {(inputs: Account_Plans_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes para cada familia: empieza gratis con Prueba y Ve, o hazte Premium para tener los 12 juegos bíblicos, desafíos sin límite y más. Garantía de devolución de 30 días.`)
};

/**
* | output |
* | --- |
* | "Plans for every family: start free with Taste & See, or go Premium for all 12 Bible games, unlimited challenges and more. 30-day money-back guarantee." |
*
* @param {Account_Plans_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_description = /** @type {((inputs?: Account_Plans_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_description(inputs)
	return en_account_plans_description(inputs)
});