/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Password_Changed_TitleInputs */

const en_account_password_changed_title = /** @type {(inputs: Account_Password_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password Changed`)
};

const es_account_password_changed_title = /** @type {(inputs: Account_Password_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña cambiada`)
};

/**
* | output |
* | --- |
* | "Password Changed" |
*
* @param {Account_Password_Changed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_password_changed_title = /** @type {((inputs?: Account_Password_Changed_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_Changed_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_password_changed_title(inputs)
	return en_account_password_changed_title(inputs)
});