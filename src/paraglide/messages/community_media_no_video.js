/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Media_No_VideoInputs */

const en_community_media_no_video = /** @type {(inputs: Community_Media_No_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your browser does not support the video tag.`)
};

const es_community_media_no_video = /** @type {(inputs: Community_Media_No_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu navegador no puede reproducir vídeo.`)
};

/**
* | output |
* | --- |
* | "Your browser does not support the video tag." |
*
* @param {Community_Media_No_VideoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_no_video = /** @type {((inputs?: Community_Media_No_VideoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Media_No_VideoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_media_no_video(inputs)
	return en_community_media_no_video(inputs)
});