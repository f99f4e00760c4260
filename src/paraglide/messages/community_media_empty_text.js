/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Media_Empty_TextInputs */

const en_community_media_empty_text = /** @type {(inputs: Community_Media_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New videos and audio are on their way. Check back soon!`)
};

const es_community_media_empty_text = /** @type {(inputs: Community_Media_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pronto llegarán nuevos vídeos y audios. ¡Vuelve pronto!`)
};

/**
* | output |
* | --- |
* | "New videos and audio are on their way. Check back soon!" |
*
* @param {Community_Media_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_empty_text = /** @type {((inputs?: Community_Media_Empty_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Media_Empty_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_media_empty_text(inputs)
	return en_community_media_empty_text(inputs)
});