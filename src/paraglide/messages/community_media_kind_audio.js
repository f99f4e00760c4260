/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Media_Kind_AudioInputs */

const en_community_media_kind_audio = /** @type {(inputs: Community_Media_Kind_AudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎧 Audio`)
};

const es_community_media_kind_audio = /** @type {(inputs: Community_Media_Kind_AudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎧 Audio`)
};

/**
* | output |
* | --- |
* | "🎧 Audio" |
*
* @param {Community_Media_Kind_AudioInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_kind_audio = /** @type {((inputs?: Community_Media_Kind_AudioInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Media_Kind_AudioInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_media_kind_audio(inputs)
	return en_community_media_kind_audio(inputs)
});