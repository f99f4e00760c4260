/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Badges_HeadingInputs */

const en_stories_badges_heading = /** @type {(inputs: Stories_Badges_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Story badges`)
};

const es_stories_badges_heading = /** @type {(inputs: Stories_Badges_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insignias de historias`)
};

/**
* | output |
* | --- |
* | "Story badges" |
*
* @param {Stories_Badges_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_badges_heading = /** @type {((inputs?: Stories_Badges_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Badges_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_badges_heading(inputs)
	return en_stories_badges_heading(inputs)
});