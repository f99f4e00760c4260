/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Reset_TitleInputs */

const en_account_reset_title = /** @type {(inputs: Account_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a New Password`)
};

const es_account_reset_title = /** @type {(inputs: Account_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una nueva contraseña`)
};

/**
* | output |
* | --- |
* | "Choose a New Password" |
*
* @param {Account_Reset_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_reset_title = /** @type {((inputs?: Account_Reset_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Reset_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_reset_title(inputs)
	return en_account_reset_title(inputs)
});