/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Sections_LabelInputs */

const en_home_sections_label = /** @type {(inputs: Home_Sections_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home sections`)
};

const es_home_sections_label = /** @type {(inputs: Home_Sections_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secciones de inicio`)
};

/**
* | output |
* | --- |
* | "Home sections" |
*
* @param {Home_Sections_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_sections_label = /** @type {((inputs?: Home_Sections_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Sections_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_sections_label(inputs)
	return en_home_sections_label(inputs)
});