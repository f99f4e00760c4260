/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Card_Community_TextInputs */

const en_community_card_community_text = /** @type {(inputs: Community_Card_Community_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share an encouraging word with other kids and families.`)
};

const es_community_card_community_text = /** @type {(inputs: Community_Card_Community_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparte una palabra de ánimo con otros niños y familias.`)
};

/**
* | output |
* | --- |
* | "Share an encouraging word with other kids and families." |
*
* @param {Community_Card_Community_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_card_community_text = /** @type {((inputs?: Community_Card_Community_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Card_Community_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_card_community_text(inputs)
	return en_community_card_community_text(inputs)
});