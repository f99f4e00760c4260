/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Heard_AlreadyInputs */

const en_stories_heard_already = /** @type {(inputs: Stories_Heard_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have a star for this story.`)
};

const es_stories_heard_already = /** @type {(inputs: Stories_Heard_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya tienes una estrella por esta historia.`)
};

/**
* | output |
* | --- |
* | "You have a star for this story." |
*
* @param {Stories_Heard_AlreadyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_already = /** @type {((inputs?: Stories_Heard_AlreadyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Heard_AlreadyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_heard_already(inputs)
	return en_stories_heard_already(inputs)
});