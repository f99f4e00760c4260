/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Community_Media_SizeInputs */

const en_community_media_size = /** @type {(inputs: Community_Media_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} MB`)
};

const es_community_media_size = /** @type {(inputs: Community_Media_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} MB`)
};

/**
* | output |
* | --- |
* | "{size} MB" |
*
* @param {Community_Media_SizeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_size = /** @type {((inputs: Community_Media_SizeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Media_SizeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_media_size(inputs)
	return en_community_media_size(inputs)
});