/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Privacy_Accounts_TitleInputs */

const en_site_privacy_accounts_title = /** @type {(inputs: Site_Privacy_Accounts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who has an account`)
};

const es_site_privacy_accounts_title = /** @type {(inputs: Site_Privacy_Accounts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién tiene una cuenta`)
};

/**
* | output |
* | --- |
* | "Who has an account" |
*
* @param {Site_Privacy_Accounts_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_accounts_title = /** @type {((inputs?: Site_Privacy_Accounts_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Privacy_Accounts_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_privacy_accounts_title(inputs)
	return en_site_privacy_accounts_title(inputs)
});