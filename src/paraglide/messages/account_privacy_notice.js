/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Privacy_NoticeInputs */

const en_account_privacy_notice = /** @type {(inputs: Account_Privacy_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`privacy notice`)
};

const es_account_privacy_notice = /** @type {(inputs: Account_Privacy_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aviso de privacidad`)
};

/**
* | output |
* | --- |
* | "privacy notice" |
*
* @param {Account_Privacy_NoticeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_privacy_notice = /** @type {((inputs?: Account_Privacy_NoticeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Privacy_NoticeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_privacy_notice(inputs)
	return en_account_privacy_notice(inputs)
});