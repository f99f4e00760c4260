/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Old_TestamentInputs */

const en_stories_old_testament = /** @type {(inputs: Stories_Old_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Old Testament`)
};

const es_stories_old_testament = /** @type {(inputs: Stories_Old_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antiguo Testamento`)
};

/**
* | output |
* | --- |
* | "Old Testament" |
*
* @param {Stories_Old_TestamentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_old_testament = /** @type {((inputs?: Stories_Old_TestamentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Old_TestamentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_old_testament(inputs)
	return en_stories_old_testament(inputs)
});