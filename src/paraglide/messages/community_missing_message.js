/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Missing_MessageInputs */

const en_community_missing_message = /** @type {(inputs: Community_Missing_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a message to share with the community.`)
};

const es_community_missing_message = /** @type {(inputs: Community_Missing_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un mensaje para compartir con la comunidad.`)
};

/**
* | output |
* | --- |
* | "Please enter a message to share with the community." |
*
* @param {Community_Missing_MessageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_missing_message = /** @type {((inputs?: Community_Missing_MessageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Missing_MessageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_missing_message(inputs)
	return en_community_missing_message(inputs)
});