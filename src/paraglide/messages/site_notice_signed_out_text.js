/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Notice_Signed_Out_TextInputs */

const en_site_notice_signed_out_text = /** @type {(inputs: Site_Notice_Signed_Out_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See you soon!`)
};

const es_site_notice_signed_out_text = /** @type {(inputs: Site_Notice_Signed_Out_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Hasta pronto!`)
};

/**
* | output |
* | --- |
* | "See you soon!" |
*
* @param {Site_Notice_Signed_Out_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_notice_signed_out_text = /** @type {((inputs?: Site_Notice_Signed_Out_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Notice_Signed_Out_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_notice_signed_out_text(inputs)
	return en_site_notice_signed_out_text(inputs)
});