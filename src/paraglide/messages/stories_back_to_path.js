/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Back_To_PathInputs */

const en_stories_back_to_path = /** @type {(inputs: Stories_Back_To_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the story path`)
};

const es_stories_back_to_path = /** @type {(inputs: Stories_Back_To_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al camino de historias`)
};

/**
* | output |
* | --- |
* | "Back to the story path" |
*
* @param {Stories_Back_To_PathInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_back_to_path = /** @type {((inputs?: Stories_Back_To_PathInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Back_To_PathInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_back_to_path(inputs)
	return en_stories_back_to_path(inputs)
});