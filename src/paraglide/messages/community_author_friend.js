/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Author_FriendInputs */

const en_community_author_friend = /** @type {(inputs: Community_Author_FriendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A friend`)
};

const es_community_author_friend = /** @type {(inputs: Community_Author_FriendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una persona amiga`)
};

/**
* | output |
* | --- |
* | "A friend" |
*
* @param {Community_Author_FriendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_author_friend = /** @type {((inputs?: Community_Author_FriendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Author_FriendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_author_friend(inputs)
	return en_community_author_friend(inputs)
});