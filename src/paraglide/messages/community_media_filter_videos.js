/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Community_Media_Filter_VideosInputs */

const en_community_media_filter_videos = /** @type {(inputs: Community_Media_Filter_VideosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Videos (${i?.count})`)
};

const es_community_media_filter_videos = /** @type {(inputs: Community_Media_Filter_VideosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vídeos (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Videos ({count})" |
*
* @param {Community_Media_Filter_VideosInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_filter_videos = /** @type {((inputs: Community_Media_Filter_VideosInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Media_Filter_VideosInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_media_filter_videos(inputs)
	return en_community_media_filter_videos(inputs)
});