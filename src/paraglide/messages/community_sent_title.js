/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Sent_TitleInputs */

const en_community_sent_title = /** @type {(inputs: Community_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent! 🙏`)
};

const es_community_sent_title = /** @type {(inputs: Community_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Enviado! 🙏`)
};

/**
* | output |
* | --- |
* | "Sent! 🙏" |
*
* @param {Community_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_sent_title = /** @type {((inputs?: Community_Sent_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Sent_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_sent_title(inputs)
	return en_community_sent_title(inputs)
});