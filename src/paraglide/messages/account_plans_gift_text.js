/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Plans_Gift_TextInputs */

const en_account_plans_gift_text = /** @type {(inputs: Account_Plans_Gift_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A gift of any size helps us keep God’s Word free for every child.`)
};

const es_account_plans_gift_text = /** @type {(inputs: Account_Plans_Gift_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un donativo de cualquier tamaño nos ayuda a mantener la Palabra de Dios gratis para cada niño.`)
};

/**
* | output |
* | --- |
* | "A gift of any size helps us keep God’s Word free for every child." |
*
* @param {Account_Plans_Gift_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_gift_text = /** @type {((inputs?: Account_Plans_Gift_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_Gift_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_plans_gift_text(inputs)
	return en_account_plans_gift_text(inputs)
});