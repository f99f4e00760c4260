/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Card_Prayer_TextInputs */

const en_community_card_prayer_text = /** @type {(inputs: Community_Card_Prayer_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us what to pray for. We would love to pray with you.`)
};

const es_community_card_prayer_text = /** @type {(inputs: Community_Card_Prayer_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuéntanos por qué quieres que oremos. Nos encantará orar contigo.`)
};

/**
* | output |
* | --- |
* | "Tell us what to pray for. We would love to pray with you." |
*
* @param {Community_Card_Prayer_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_card_prayer_text = /** @type {((inputs?: Community_Card_Prayer_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Card_Prayer_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_card_prayer_text(inputs)
	return en_community_card_prayer_text(inputs)
});