/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Language_No_ThanksInputs */

const en_site_language_no_thanks = /** @type {(inputs: Site_Language_No_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No, thanks`)
};

const es_site_language_no_thanks = /** @type {(inputs: Site_Language_No_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No, gracias`)
};

/**
* | output |
* | --- |
* | "No, thanks" |
*
* @param {Site_Language_No_ThanksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_language_no_thanks = /** @type {((inputs?: Site_Language_No_ThanksInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Language_No_ThanksInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_language_no_thanks(inputs)
	return en_site_language_no_thanks(inputs)
});