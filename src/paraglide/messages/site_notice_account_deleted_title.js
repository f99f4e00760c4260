/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Notice_Account_Deleted_TitleInputs */

const en_site_notice_account_deleted_title = /** @type {(inputs: Site_Notice_Account_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account Deleted`)
};

const es_site_notice_account_deleted_title = /** @type {(inputs: Site_Notice_Account_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta eliminada`)
};

/**
* | output |
* | --- |
* | "Account Deleted" |
*
* @param {Site_Notice_Account_Deleted_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_notice_account_deleted_title = /** @type {((inputs?: Site_Notice_Account_Deleted_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Notice_Account_Deleted_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_notice_account_deleted_title(inputs)
	return en_site_notice_account_deleted_title(inputs)
});