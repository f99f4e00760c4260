/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Card_Community_TitleInputs */

const en_community_card_community_title = /** @type {(inputs: Community_Card_Community_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community`)
};

const es_community_card_community_title = /** @type {(inputs: Community_Card_Community_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comunidad`)
};

/**
* | output |
* | --- |
* | "Community" |
*
* @param {Community_Card_Community_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_card_community_title = /** @type {((inputs?: Community_Card_Community_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Card_Community_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_card_community_title(inputs)
	return en_community_card_community_title(inputs)
});