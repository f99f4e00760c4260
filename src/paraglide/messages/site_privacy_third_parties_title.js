/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Privacy_Third_Parties_TitleInputs */

const en_site_privacy_third_parties_title = /** @type {(inputs: Site_Privacy_Third_Parties_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing goes to third parties`)
};

const es_site_privacy_third_parties_title = /** @type {(inputs: Site_Privacy_Third_Parties_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada va a terceros`)
};

/**
* | output |
* | --- |
* | "Nothing goes to third parties" |
*
* @param {Site_Privacy_Third_Parties_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_third_parties_title = /** @type {((inputs?: Site_Privacy_Third_Parties_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Privacy_Third_Parties_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_privacy_third_parties_title(inputs)
	return en_site_privacy_third_parties_title(inputs)
});