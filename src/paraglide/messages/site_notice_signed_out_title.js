/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Notice_Signed_Out_TitleInputs */

const en_site_notice_signed_out_title = /** @type {(inputs: Site_Notice_Signed_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed Out`)
};

const es_site_notice_signed_out_title = /** @type {(inputs: Site_Notice_Signed_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesión cerrada`)
};

/**
* | output |
* | --- |
* | "Signed Out" |
*
* @param {Site_Notice_Signed_Out_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_notice_signed_out_title = /** @type {((inputs?: Site_Notice_Signed_Out_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Notice_Signed_Out_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_notice_signed_out_title(inputs)
	return en_site_notice_signed_out_title(inputs)
});