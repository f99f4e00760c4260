/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Confirmation_Sent_TitleInputs */

const en_account_confirmation_sent_title = /** @type {(inputs: Account_Confirmation_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation Sent`)
};

const es_account_confirmation_sent_title = /** @type {(inputs: Account_Confirmation_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmación enviada`)
};

/**
* | output |
* | --- |
* | "Confirmation Sent" |
*
* @param {Account_Confirmation_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_confirmation_sent_title = /** @type {((inputs?: Account_Confirmation_Sent_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirmation_Sent_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_confirmation_sent_title(inputs)
	return en_account_confirmation_sent_title(inputs)
});