/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_HeadingInputs */

const en_stories_heading = /** @type {(inputs: Stories_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Stories`)
};

const es_stories_heading = /** @type {(inputs: Stories_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias bíblicas`)
};

/**
* | output |
* | --- |
* | "Bible Stories" |
*
* @param {Stories_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heading = /** @type {((inputs?: Stories_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_heading(inputs)
	return en_stories_heading(inputs)
});