/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Author_Young_ReaderInputs */

const en_community_author_young_reader = /** @type {(inputs: Community_Author_Young_ReaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A young reader`)
};

const es_community_author_young_reader = /** @type {(inputs: Community_Author_Young_ReaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien que lee`)
};

/**
* | output |
* | --- |
* | "A young reader" |
*
* @param {Community_Author_Young_ReaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_author_young_reader = /** @type {((inputs?: Community_Author_Young_ReaderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Author_Young_ReaderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_author_young_reader(inputs)
	return en_community_author_young_reader(inputs)
});