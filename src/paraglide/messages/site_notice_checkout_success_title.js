/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Notice_Checkout_Success_TitleInputs */

const en_site_notice_checkout_success_title = /** @type {(inputs: Site_Notice_Checkout_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank You! 🎉`)
};

const es_site_notice_checkout_success_title = /** @type {(inputs: Site_Notice_Checkout_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias! 🎉`)
};

/**
* | output |
* | --- |
* | "Thank You! 🎉" |
*
* @param {Site_Notice_Checkout_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_notice_checkout_success_title = /** @type {((inputs?: Site_Notice_Checkout_Success_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Notice_Checkout_Success_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_notice_checkout_success_title(inputs)
	return en_site_notice_checkout_success_title(inputs)
});