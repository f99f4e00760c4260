/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Privacy_How_Long_TitleInputs */

const en_site_privacy_how_long_title = /** @type {(inputs: Site_Privacy_How_Long_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How long`)
};

const es_site_privacy_how_long_title = /** @type {(inputs: Site_Privacy_How_Long_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durante cuánto tiempo`)
};

/**
* | output |
* | --- |
* | "How long" |
*
* @param {Site_Privacy_How_Long_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_how_long_title = /** @type {((inputs?: Site_Privacy_How_Long_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Privacy_How_Long_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_privacy_how_long_title(inputs)
	return en_site_privacy_how_long_title(inputs)
});