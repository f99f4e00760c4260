/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Sent_MessageInputs */

const en_community_sent_message = /** @type {(inputs: Community_Sent_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Your message will appear after a quick review.`)
};

const es_community_sent_message = /** @type {(inputs: Community_Sent_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias! Tu mensaje aparecerá después de una revisión rápida.`)
};

/**
* | output |
* | --- |
* | "Thank you! Your message will appear after a quick review." |
*
* @param {Community_Sent_MessageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_sent_message = /** @type {((inputs?: Community_Sent_MessageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Sent_MessageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_sent_message(inputs)
	return en_community_sent_message(inputs)
});