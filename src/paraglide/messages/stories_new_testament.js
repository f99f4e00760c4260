/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_New_TestamentInputs */

const en_stories_new_testament = /** @type {(inputs: Stories_New_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Testament`)
};

const es_stories_new_testament = /** @type {(inputs: Stories_New_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo Testamento`)
};

/**
* | output |
* | --- |
* | "New Testament" |
*
* @param {Stories_New_TestamentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_new_testament = /** @type {((inputs?: Stories_New_TestamentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_New_TestamentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_new_testament(inputs)
	return en_stories_new_testament(inputs)
});