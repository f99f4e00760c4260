/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Media_TitleInputs */

const en_community_media_title = /** @type {(inputs: Community_Media_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Media Center`)
};

const es_community_media_title = /** @type {(inputs: Community_Media_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centro multimedia`)
};

/**
* | output |
* | --- |
* | "Media Center" |
*
* @param {Community_Media_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_title = /** @type {((inputs?: Community_Media_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Media_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_media_title(inputs)
	return en_community_media_title(inputs)
});