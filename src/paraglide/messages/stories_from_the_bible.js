/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_From_The_BibleInputs */

const en_stories_from_the_bible = /** @type {(inputs: Stories_From_The_BibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From the Bible`)
};

const es_stories_from_the_bible = /** @type {(inputs: Stories_From_The_BibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En la Biblia`)
};

/**
* | output |
* | --- |
* | "From the Bible" |
*
* @param {Stories_From_The_BibleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_from_the_bible = /** @type {((inputs?: Stories_From_The_BibleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_From_The_BibleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_from_the_bible(inputs)
	return en_stories_from_the_bible(inputs)
});