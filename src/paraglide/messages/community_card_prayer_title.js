/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Card_Prayer_TitleInputs */

const en_community_card_prayer_title = /** @type {(inputs: Community_Card_Prayer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prayer Requests`)
};

const es_community_card_prayer_title = /** @type {(inputs: Community_Card_Prayer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peticiones de oración`)
};

/**
* | output |
* | --- |
* | "Prayer Requests" |
*
* @param {Community_Card_Prayer_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_card_prayer_title = /** @type {((inputs?: Community_Card_Prayer_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Card_Prayer_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_card_prayer_title(inputs)
	return en_community_card_prayer_title(inputs)
});