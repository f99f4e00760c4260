/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Author_AnonymousInputs */

const en_community_author_anonymous = /** @type {(inputs: Community_Author_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anonymous`)
};

const es_community_author_anonymous = /** @type {(inputs: Community_Author_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anónimo`)
};

/**
* | output |
* | --- |
* | "Anonymous" |
*
* @param {Community_Author_AnonymousInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_author_anonymous = /** @type {((inputs?: Community_Author_AnonymousInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Author_AnonymousInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_author_anonymous(inputs)
	return en_community_author_anonymous(inputs)
});