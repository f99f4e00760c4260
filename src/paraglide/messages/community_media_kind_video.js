/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Media_Kind_VideoInputs */

const en_community_media_kind_video = /** @type {(inputs: Community_Media_Kind_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎬 Video`)
};

const es_community_media_kind_video = /** @type {(inputs: Community_Media_Kind_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎬 Vídeo`)
};

/**
* | output |
* | --- |
* | "🎬 Video" |
*
* @param {Community_Media_Kind_VideoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_kind_video = /** @type {((inputs?: Community_Media_Kind_VideoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Media_Kind_VideoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_media_kind_video(inputs)
	return en_community_media_kind_video(inputs)
});