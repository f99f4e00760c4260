/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Privacy_Parents_TitleInputs */

const en_site_privacy_parents_title = /** @type {(inputs: Site_Privacy_Parents_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we keep about parents`)
};

const es_site_privacy_parents_title = /** @type {(inputs: Site_Privacy_Parents_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué guardamos sobre los padres`)
};

/**
* | output |
* | --- |
* | "What we keep about parents" |
*
* @param {Site_Privacy_Parents_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_parents_title = /** @type {((inputs?: Site_Privacy_Parents_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Privacy_Parents_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_privacy_parents_title(inputs)
	return en_site_privacy_parents_title(inputs)
});