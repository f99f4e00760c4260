/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Explorer_TitleInputs */

const en_account_explorer_title = /** @type {(inputs: Account_Explorer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Explorer`)
};

const es_account_explorer_title = /** @type {(inputs: Account_Explorer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorador bíblico`)
};

/**
* | output |
* | --- |
* | "Bible Explorer" |
*
* @param {Account_Explorer_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_explorer_title = /** @type {((inputs?: Account_Explorer_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Explorer_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_explorer_title(inputs)
	return en_account_explorer_title(inputs)
});