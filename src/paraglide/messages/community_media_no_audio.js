/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Media_No_AudioInputs */

const en_community_media_no_audio = /** @type {(inputs: Community_Media_No_AudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your browser does not support the audio element.`)
};

const es_community_media_no_audio = /** @type {(inputs: Community_Media_No_AudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu navegador no puede reproducir audio.`)
};

/**
* | output |
* | --- |
* | "Your browser does not support the audio element." |
*
* @param {Community_Media_No_AudioInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_no_audio = /** @type {((inputs?: Community_Media_No_AudioInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Media_No_AudioInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_media_no_audio(inputs)
	return en_community_media_no_audio(inputs)
});