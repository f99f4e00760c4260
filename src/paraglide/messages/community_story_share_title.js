/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Story_Share_TitleInputs */

const en_community_story_share_title = /** @type {(inputs: Community_Story_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share Your Story`)
};

const es_community_story_share_title = /** @type {(inputs: Community_Story_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta tu historia`)
};

/**
* | output |
* | --- |
* | "Share Your Story" |
*
* @param {Community_Story_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_share_title = /** @type {((inputs?: Community_Story_Share_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Story_Share_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_story_share_title(inputs)
	return en_community_story_share_title(inputs)
});