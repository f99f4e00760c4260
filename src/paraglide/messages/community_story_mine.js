/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Story_MineInputs */

const en_community_story_mine = /** @type {(inputs: Community_Story_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Stories`)
};

const es_community_story_mine = /** @type {(inputs: Community_Story_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis historias`)
};

/**
* | output |
* | --- |
* | "My Stories" |
*
* @param {Community_Story_MineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_mine = /** @type {((inputs?: Community_Story_MineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Story_MineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_story_mine(inputs)
	return en_community_story_mine(inputs)
});