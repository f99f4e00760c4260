/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Community_Media_Filter_AudioInputs */

const en_community_media_filter_audio = /** @type {(inputs: Community_Media_Filter_AudioInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Audio (${i?.count})`)
};

const es_community_media_filter_audio = /** @type {(inputs: Community_Media_Filter_AudioInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Audio (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Audio ({count})" |
*
* @param {Community_Media_Filter_AudioInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_filter_audio = /** @type {((inputs: Community_Media_Filter_AudioInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Media_Filter_AudioInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_media_filter_audio(inputs)
	return en_community_media_filter_audio(inputs)
});