/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Story_ThanksInputs */

const en_community_story_thanks = /** @type {(inputs: Community_Story_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank You!`)
};

const es_community_story_thanks = /** @type {(inputs: Community_Story_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias!`)
};

/**
* | output |
* | --- |
* | "Thank You!" |
*
* @param {Community_Story_ThanksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_thanks = /** @type {((inputs?: Community_Story_ThanksInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Story_ThanksInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_story_thanks(inputs)
	return en_community_story_thanks(inputs)
});