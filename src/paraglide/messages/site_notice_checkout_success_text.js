/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Notice_Checkout_Success_TextInputs */

const en_site_notice_checkout_success_text = /** @type {(inputs: Site_Notice_Checkout_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment went through. Your plan opens in a moment.`)
};

const es_site_notice_checkout_success_text = /** @type {(inputs: Site_Notice_Checkout_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu pago se realizó. Tu plan se abre en un momento.`)
};

/**
* | output |
* | --- |
* | "Your payment went through. Your plan opens in a moment." |
*
* @param {Site_Notice_Checkout_Success_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_notice_checkout_success_text = /** @type {((inputs?: Site_Notice_Checkout_Success_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Notice_Checkout_Success_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_notice_checkout_success_text(inputs)
	return en_site_notice_checkout_success_text(inputs)
});