/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_More_LabelInputs */

const en_stories_more_label = /** @type {(inputs: Stories_More_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More stories`)
};

const es_stories_more_label = /** @type {(inputs: Stories_More_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más historias`)
};

/**
* | output |
* | --- |
* | "More stories" |
*
* @param {Stories_More_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_more_label = /** @type {((inputs?: Stories_More_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_More_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_more_label(inputs)
	return en_stories_more_label(inputs)
});