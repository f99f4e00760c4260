/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Privacy_HeadingInputs */

const en_site_privacy_heading = /** @type {(inputs: Site_Privacy_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy, in plain words`)
};

const es_site_privacy_heading = /** @type {(inputs: Site_Privacy_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacidad, en palabras sencillas`)
};

/**
* | output |
* | --- |
* | "Privacy, in plain words" |
*
* @param {Site_Privacy_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_heading = /** @type {((inputs?: Site_Privacy_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Privacy_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_privacy_heading(inputs)
	return en_site_privacy_heading(inputs)
});