/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_GuaranteeInputs */

const en_account_plans_guarantee = /** @type {(inputs: Account_Plans_GuaranteeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`30-day money-back guarantee: if it is not right for your family, we refund your first payment in full.`)
};

const es_account_plans_guarantee = /** @type {(inputs: Account_Plans_GuaranteeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garantía de devolución de 30 días: si no es lo adecuado para tu familia, te devolvemos tu primer pago completo.`)
};

/**
* | output |
* | --- |
* | "30-day money-back guarantee: if it is not right for your family, we refund your first payment in full." |
*
* @param {Account_Plans_GuaranteeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_guarantee = /** @type {((inputs?: Account_Plans_GuaranteeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_GuaranteeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_guarantee(inputs)
	return en_account_plans_guarantee(inputs)
});