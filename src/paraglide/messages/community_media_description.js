/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Media_DescriptionInputs */

const en_community_media_description = /** @type {(inputs: Community_Media_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible videos and audio for children and families: stories, songs and lessons to watch and listen to together.`)
};

const es_community_media_description = /** @type {(inputs: Community_Media_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vídeos y audios bíblicos para niños y familias: historias, canciones y lecciones para ver y escuchar juntos.`)
};

/**
* | output |
* | --- |
* | "Bible videos and audio for children and families: stories, songs and lessons to watch and listen to together." |
*
* @param {Community_Media_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_description = /** @type {((inputs?: Community_Media_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Media_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_media_description(inputs)
	return en_community_media_description(inputs)
});