/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Story_Category_FriendsInputs */

const en_community_story_category_friends = /** @type {(inputs: Community_Story_Category_FriendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Friends`)
};

const es_community_story_category_friends = /** @type {(inputs: Community_Story_Category_FriendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amigos`)
};

/**
* | output |
* | --- |
* | "Friends" |
*
* @param {Community_Story_Category_FriendsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_category_friends = /** @type {((inputs?: Community_Story_Category_FriendsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Story_Category_FriendsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_story_category_friends(inputs)
	return en_community_story_category_friends(inputs)
});