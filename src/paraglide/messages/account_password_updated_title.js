/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Password_Updated_TitleInputs */

const en_account_password_updated_title = /** @type {(inputs: Account_Password_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password Updated`)
};

const es_account_password_updated_title = /** @type {(inputs: Account_Password_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña actualizada`)
};

/**
* | output |
* | --- |
* | "Password Updated" |
*
* @param {Account_Password_Updated_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_password_updated_title = /** @type {((inputs?: Account_Password_Updated_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_Updated_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_password_updated_title(inputs)
	return en_account_password_updated_title(inputs)
});