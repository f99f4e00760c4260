/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Keep_PrivateInputs */

const en_community_keep_private = /** @type {(inputs: Community_Keep_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep my name private`)
};

const es_community_keep_private = /** @type {(inputs: Community_Keep_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No mostrar mi nombre`)
};

/**
* | output |
* | --- |
* | "Keep my name private" |
*
* @param {Community_Keep_PrivateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_keep_private = /** @type {((inputs?: Community_Keep_PrivateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Keep_PrivateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_keep_private(inputs)
	return en_community_keep_private(inputs)
});