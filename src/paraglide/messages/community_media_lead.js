/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Media_LeadInputs */

const en_community_media_lead = /** @type {(inputs: Community_Media_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible videos and audio to watch and listen to together.`)
};

const es_community_media_lead = /** @type {(inputs: Community_Media_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vídeos y audios bíblicos para ver y escuchar juntos.`)
};

/**
* | output |
* | --- |
* | "Bible videos and audio to watch and listen to together." |
*
* @param {Community_Media_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_lead = /** @type {((inputs?: Community_Media_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Media_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_media_lead(inputs)
	return en_community_media_lead(inputs)
});