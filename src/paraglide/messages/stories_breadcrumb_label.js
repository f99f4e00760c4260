/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Breadcrumb_LabelInputs */

const en_stories_breadcrumb_label = /** @type {(inputs: Stories_Breadcrumb_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breadcrumb`)
};

const es_stories_breadcrumb_label = /** @type {(inputs: Stories_Breadcrumb_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruta de navegación`)
};

/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Stories_Breadcrumb_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_breadcrumb_label = /** @type {((inputs?: Stories_Breadcrumb_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Breadcrumb_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_breadcrumb_label(inputs)
	return en_stories_breadcrumb_label(inputs)
});