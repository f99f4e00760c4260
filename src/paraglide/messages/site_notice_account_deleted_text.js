/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Notice_Account_Deleted_TextInputs */

const en_site_notice_account_deleted_text = /** @type {(inputs: Site_Notice_Account_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account and its personal data were deleted. Thank you for learning with us!`)
};

const es_site_notice_account_deleted_text = /** @type {(inputs: Site_Notice_Account_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta y sus datos personales se eliminaron. ¡Gracias por aprender con nosotros!`)
};

/**
* | output |
* | --- |
* | "Your account and its personal data were deleted. Thank you for learning with us!" |
*
* @param {Site_Notice_Account_Deleted_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_notice_account_deleted_text = /** @type {((inputs?: Site_Notice_Account_Deleted_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Notice_Account_Deleted_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_notice_account_deleted_text(inputs)
	return en_site_notice_account_deleted_text(inputs)
});