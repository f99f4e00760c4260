/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Media_ChannelInputs */

const en_community_media_channel = /** @type {(inputs: Community_Media_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`▶ Visit our video channel`)
};

const es_community_media_channel = /** @type {(inputs: Community_Media_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`▶ Visita nuestro canal de vídeos`)
};

/**
* | output |
* | --- |
* | "▶ Visit our video channel" |
*
* @param {Community_Media_ChannelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_channel = /** @type {((inputs?: Community_Media_ChannelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Media_ChannelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_media_channel(inputs)
	return en_community_media_channel(inputs)
});