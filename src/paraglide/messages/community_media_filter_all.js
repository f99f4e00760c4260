/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Community_Media_Filter_AllInputs */

const en_community_media_filter_all = /** @type {(inputs: Community_Media_Filter_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All (${i?.count})`)
};

const es_community_media_filter_all = /** @type {(inputs: Community_Media_Filter_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo (${i?.count})`)
};

/**
* | output |
* | --- |
* | "All ({count})" |
*
* @param {Community_Media_Filter_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_filter_all = /** @type {((inputs: Community_Media_Filter_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Media_Filter_AllInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_media_filter_all(inputs)
	return en_community_media_filter_all(inputs)
});