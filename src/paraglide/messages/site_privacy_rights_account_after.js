/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Privacy_Rights_Account_AfterInputs */

const en_site_privacy_rights_account_after = /** @type {(inputs: Site_Privacy_Rights_Account_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` you can delete your account and all of its data.`)
};

const es_site_privacy_rights_account_after = /** @type {(inputs: Site_Privacy_Rights_Account_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` puedes eliminar tu cuenta y todos sus datos.`)
};

/**
* | output |
* | --- |
* | "you can delete your account and all of its data." |
*
* @param {Site_Privacy_Rights_Account_AfterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_rights_account_after = /** @type {((inputs?: Site_Privacy_Rights_Account_AfterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Privacy_Rights_Account_AfterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_privacy_rights_account_after(inputs)
	return en_site_privacy_rights_account_after(inputs)
});